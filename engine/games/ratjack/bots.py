"""Rat Jack's bot « malin ». It sees only its view: its hand, its own face-down
cards, the face-up displays with their tokens, the discard, the counts.

It looks one move ahead with the rules of `rules.py` on a copy of the table
built from its view, and scores the position at the end of its turn: a PV won
(an opponent pushed over 25, its own exact 25) counts most, going over 25
itself is avoided, a total close to 25 but out of reach of one token (+3) is
preferred, and leaving an opponent at exactly 25 (who would score) is avoided.
Revealing an opponent's hidden card (Fouine) is scored by the chance, over
the cards it has not seen, that the card pushes them over 25.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

WIN = 300.0


class _Table:
    """A bot's copy of the table (the attributes `rules.py` reads)."""

    __slots__ = ("displays", "hands", "discard", "supply", "active")

    def __init__(self, view=None, other=None):
        if other is not None:
            self.displays = [[list(e) for e in d] for d in other.displays]
            self.hands = [list(h) for h in other.hands]
            self.discard = list(other.discard)
            self.supply = other.supply
            self.active = list(other.active)
            return
        me = view["joueur"]
        self.displays = [[list(e) for e in d] for d in view["ecrans"]]
        self.hands = [list(view["main"]) if q == me else [] for q in range(view["joueurs"])]
        self.discard = list(view["defausse"])
        self.supply = view["reserve"]
        self.active = list(view["actifs"])


def _unseen_values(view) -> list[int]:
    """Values of the cards this player has not seen (others' hands and
    face-down cards, the deck)."""
    seen = set(view["main"]) | set(view["defausse"])
    for d in view["ecrans"]:
        seen |= {c for c, _, _ in d if c}
    if view["en_attente"]:
        seen.add(view["en_attente"]["carte"])
    return [R.value(c) for c in R.all_cards() if c not in seen]


def _score(view, table, gained: float) -> float:
    me = view["joueur"]
    mine = R.total(table.displays[me])
    if mine > R.LIMIT:
        return -1000.0 + gained * WIN
    s = gained * WIN
    if mine == R.LIMIT:
        s += 1.3 * WIN
    elif mine <= R.LIMIT - R.TOKEN:
        s += mine
    else:                                   # one token away from busting
        s += (R.LIMIT - R.TOKEN) - 6 * (mine - (R.LIMIT - R.TOKEN))
    for q in R.opponents(table, me):
        t = R.total(table.displays[q])
        if t == R.LIMIT:
            s -= 1.2 * WIN
        else:
            s -= 0.3 * t
    s += 1.0 * len(table.hands[me])
    s += 0.5 * sum(1 for _, up, _ in table.displays[me] if not up)
    return s


class RatBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        self._unseen = None
        if phase == "pioche":
            return self._draw(view, legal)
        table = _Table(view)
        scored = [(self._value(view, table, m), -i, m) for i, m in enumerate(legal)]
        best = max(s for s, _, _ in scored)
        ties = [m for s, _, m in scored if s >= best - 1e-9]
        return ties[rng.below(len(ties))]

    # --- the draw: the discard's top card only if it is the card it will play ---------
    def _draw(self, view, legal):
        if "defausse" not in legal:
            return "piocher"
        top = view["defausse"][-1]
        table = _Table(view)
        me = view["joueur"]
        base = max(self._value(view, table, m) for m in self._actions(table, me, view))
        table.hands[me].append(top)
        table.discard.pop()
        best, best_move = None, None
        for m in self._actions(table, me, view):
            v = self._value(view, table, m)
            if best is None or v > best:
                best, best_move = v, m
        uses_top = best_move.endswith("-" + top) and not best_move.startswith("defausser-")
        return "defausse" if uses_top and best > base + 10 else "piocher"

    def _actions(self, table, me, view):
        out = []
        for c in table.hands[me]:
            if R.choices(table, me, c, view["pioche"]) is not None:
                out.append("visible-" + c)
            out += ["cachee-" + c, "defausser-" + c]
        return out

    # --- one move ahead -------------------------------------------------------------
    def _value(self, view, table, move) -> float:
        me = view["joueur"]
        verb, _, rest = move.partition("-")
        t = _Table(other=table)
        if verb == "cachee":
            t.hands[me].remove(rest)
            t.displays[me].append([rest, False, 0])
            return _score(view, t, 0)
        if verb == "defausser":
            t.hands[me].remove(rest)
            t.discard.append(rest)
            best = _score(view, t, 0)
            for c, up, _ in t.displays[me]:
                if not up and R.choices(t, me, c, view["pioche"]) is not None:
                    best = max(best, self._value(view, t, "reveler-" + c))
            return best
        if move == "garder":
            return _score(view, t, 0)
        if verb in ("visible", "reveler"):
            if verb == "visible":
                t.hands[me].remove(rest)
                if R.value(rest) != 6:
                    t.displays[me].append([rest, True, 0])
            else:
                for e in t.displays[me]:
                    if e[0] == rest:
                        e[1] = True
            options = R.choices(t, me, rest, view["pioche"]) or [""]
            return max(self._effect(view, t, rest, ch) for ch in options)
        if view["en_attente"]:
            return self._effect(view, t, view["en_attente"]["carte"], move)
        return 0.0

    def _effect(self, view, table, card, choice) -> float:
        me = view["joueur"]
        t = _Table(other=table)
        if R.value(card) == 4:
            # the hidden card is unknown: the chance that it pushes them over 25, or to exactly 25
            q = int(choice.partition("-")[2]) - 1
            now = R.total(t.displays[q])
            if self._unseen is None:
                self._unseen = _unseen_values(view)
            pool = self._unseen or [6]
            over = sum(1 for v in pool if now + v > R.LIMIT) / len(pool)
            exact = sum(1 for v in pool if now + v == R.LIMIT) / len(pool)
            return _score(view, t, over) - exact * 1.2 * WIN
        R.resolve(t, me, card, choice, lambda: "?")
        gained = len(R.busted(t, me))
        for q in R.busted(t, me):
            t.active[q] = False
        return _score(view, t, gained)
