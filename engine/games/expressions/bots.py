"""Expressions bots. "malin" sees only its view: its hand, the clues, Harmonie,
Agonie, the size of every hand and of the Chrono pile.

It deduces: every card it cannot see lies in another hand or in the Chrono
pile; a player's clues rule cards out of their hand (« plus haute » the higher
cards of that colour, « plus basse » the lower ones, « dernière » the colour)
and « il me reste des exemplaires de ce chiffre » says one of their cards has
that value. From this it estimates, for every unseen card, the chance that
each player holds it (the hands' sizes as margins, a few rounds of
proportional fitting). Then it plays greedy on the page's count, Harmonie
minus Agonie: it guesses when the best guess is worth it (right: 2 cards to
Harmonie; wrong: 1 or 2 to Agonie), else it plays the true clue that rules
out the most cards of its own hand for the others, else it guesses anyway.
The card it gives after a guess is one whose leaving keeps its clues true.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

GUESS_AT = 0.25
"""A guess is worth it from about 40 % (right: +2 Harmonie; wrong: +1 or 2 Agonie)."""
CLUE_AT = 2
"""A clue (one more card for Agonie at the end) is worth it when it rules out two cards or more."""
ROUNDS = 8
"""Rounds of proportional fitting: enough for the estimates to settle, cheap (40 cards × 7 holders)."""


def excluded(clues: list, player: int) -> set:
    """The cards that `player`'s clues rule out of their hand."""
    out = set()
    for cl in clues:
        if cl["joueur"] == player:
            out |= {c for c in R.DECK if R.clue_excludes(cl["cote"], cl["carte"], c)}
    return out


def chances(view: dict) -> dict:
    """{card: [P(held by player q) for each seat q] + [P(in the Chrono pile)]} for every card the
    viewer cannot see, from their view only."""
    me, n = view["joueur"], view["joueurs"]
    seen = set(view["main"]) | set(view["harmonie"]) | set(view["agonie"]) | {cl["carte"] for cl in view["indices"]}
    unseen = [c for c in R.DECK if c not in seen]
    sizes = [0 if q == me else view["tailles"][q] for q in range(n)] + [view["chrono"]]
    barred = [excluded(view["indices"], q) for q in range(n)] + [set()]
    for q, c in view["rates"]:                         # wrong guesses said aloud
        barred[q].add(c)
    holders = [k for k in range(n + 1) if sizes[k]]
    table = {c: [0.0] * (n + 1) for c in unseen}
    for c in unseen:
        for k in holders:
            if c not in barred[k]:
                table[c][k] = 1.0
    for _ in range(ROUNDS):
        for k in holders:                              # each holder holds as many cards as they have
            total = sum(table[c][k] for c in unseen)
            if total:
                f = sizes[k] / total
                for c in unseen:
                    table[c][k] *= f
        for c in unseen:                               # each card lies in exactly one place
            total = sum(table[c])
            if total:
                table[c] = [x / total for x in table[c]]
    for cl in view["indices"]:                         # « il me reste des exemplaires de ce chiffre »
        q = cl["joueur"]
        if cl["cote"] != "reste" or q == me:
            continue
        twins = [c for c in unseen if R.value_of(c) == R.value_of(cl["carte"]) and table[c][q] > 0]
        mass = sum(table[c][q] for c in twins)
        if twins and mass < 1:
            for c in twins:
                table[c][q] = min(1.0, table[c][q] / mass)
    return table


def clue_worth(view: dict, c: int, side: str, rest: list, others_barred: set) -> float:
    """What the others learn from a clue: the unseen cards it rules out of my hand that my clues did
    not rule out yet; « il me reste » is worth more the fewer cards of that value they could hold."""
    if not R.clue_true(side, c, rest):
        return -1.0
    seen = set(view["harmonie"]) | set(view["agonie"]) | {cl["carte"] for cl in view["indices"]}
    if side == "reste":
        twins = [x for x in R.DECK if x != c and R.value_of(x) == R.value_of(c) and x not in seen
                 and x not in others_barred]
        return 6.0 / max(1, len(twins))
    return float(sum(1 for x in R.DECK if x != c and x not in seen and x not in others_barred
                     and x not in rest and R.clue_excludes(side, c, x)))


class ExpressionsBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        me = view["joueur"]
        hand = view["main"]
        kind = legal[0].partition("-")[0]
        if kind in ("donner", "poser"):
            return self._give(view, legal, hand)
        table = chances(view)
        best, best_worth = None, -9.0
        for move in legal:
            if not move.startswith("deviner-"):
                continue
            who, _, code = move[len("deviner-"):].partition("-")
            q, c = int(who) - 1, R.card_of_code(code)
            row = table[c]
            p = row[q]
            elsewhere = sum(row[k] for k in range(view["joueurs"]) if k not in (q, me))
            worth = 2 * p - (1 - p) - elsewhere
            if worth > best_worth:
                best, best_worth = move, worth
        if not hand:
            return best
        # with few rounds left the Chrono pile is the enemy: guess sooner
        eager = 0.4 if view["chrono"] <= 2 else 0.0
        if best is not None and best_worth >= GUESS_AT - eager:
            return best
        barred = excluded(view["indices"], me)
        clue, clue_value = None, 0.0
        for move in legal:
            if not move.startswith("indice-"):
                continue
            code, _, side = move[len("indice-"):].partition("-")
            c = R.card_of_code(code)
            rest = [x for x in hand if x != c]
            value = clue_worth(view, c, side, rest, barred)
            if value > clue_value:
                clue, clue_value = move, value
        if clue is not None and clue_value >= CLUE_AT and len(hand) > 1:
            return clue
        return best if best is not None else (clue or legal[0])

    def _give(self, view, legal, hand):
        """The card whose leaving breaks the fewest of my clues (then the lowest one)."""
        me = view["joueur"]
        mine = [cl for cl in view["indices"] if cl["joueur"] == me]

        def broken(move):
            c = R.card_of_code(move.partition("-")[2])
            rest = [x for x in hand if x != c]
            return sum(1 for cl in mine if not R.clue_true(cl["cote"], cl["carte"], rest))

        return min(legal, key=lambda m: (broken(m), legal.index(m)))
