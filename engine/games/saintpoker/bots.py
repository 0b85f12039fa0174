"""Saint Poker bots. "malin" sees only its view (its hand and the table).

- River: it gives the card it needs least (lowest, unpaired, in its
  shortest suit), since the river helps every player alike.
- Reveal: it tries every pair of its hand on the river and estimates, by a
  small seeded Monte Carlo over the unseen cards, how often its best pair
  wins. When that chance is poor before the last round, it reveals its two
  least useful cards instead and keeps its strength for richer rounds (the
  round number is the prize).
- Pick-up: it takes the card that most improves its hand (best poker hand
  it could form from its hand, then high cards).
"""

from __future__ import annotations

from itertools import combinations

from ...bots import Bot
from ...rng import Rng
from . import rules as ev

SAMPLES = 40
GIVE_UP_BELOW = 0.2


def keep_value(card: int, hand: list[int]) -> float:
    """How much the bot wants to keep `card`: rank, pairs, suit length."""
    r, s = card >> 2, card & 3
    same_rank = sum(1 for c in hand if c >> 2 == r) - 1
    same_suit = sum(1 for c in hand if c & 3 == s) - 1
    near = sum(1 for c in hand if c != card and 0 < abs((c >> 2) - r) <= 2)
    return r + 6 * same_rank + 1.5 * same_suit + 1.0 * near


def potential(cards: list[int]) -> tuple:
    value = ev.evaluate(cards) if len(cards) >= 5 else 0
    return (value, sum(keep_value(c, cards) for c in cards))


def best_pair(hand: list[int], river: list[int], fixed: list[int] = ()) -> tuple[int, tuple]:
    best, pair = -1, None
    if fixed:
        options = [(fixed[0], c) for c in hand]
    else:
        options = combinations(hand, 2)
    for p in options:
        v = ev.eval7(*river, *p)
        if v > best:
            best, pair = v, p
    return best, pair


def win_chance(value: int, view: dict, known: set[int], hand_size: int, seed: int) -> float:
    """Share of sampled deals where `value` beats every opponent's best pair."""
    me = view["joueur"]
    river = view["riviere"]
    unseen = [c for c in range(52) if c not in known]
    # Every player starts the reveal with as many cards as the bot.
    size = max(2, hand_size)
    rng = Rng(seed)
    total = 0.0
    for _ in range(SAMPLES):
        rng.shuffle(unseen)
        pos = 0
        best_other, ties = -1, 0
        for p in range(view["joueurs"]):
            if p == me:
                continue
            hand = unseen[pos:pos + size]
            pos += size
            v, _ = best_pair(hand, river)
            if v > best_other:
                best_other, ties = v, 1
            elif v == best_other:
                ties += 1
        if value > best_other:
            total += 1
        elif value == best_other:
            total += 1 / (ties + 1)
    return total / SAMPLES


class SaintPokerBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        phase = view["phase"]
        hand = view["main"]
        if phase == "riviere":
            card = min(hand, key=lambda c: (keep_value(c, hand), c))
            return "riviere-" + ev.card_code(card)
        if phase == "montrer":
            return "montrer-" + ev.card_code(self._reveal(view))
        pool = [ev.parse_card(m.partition("-")[2]) for m in legal]
        card = max(pool, key=lambda c: (potential(hand + [c]), c))
        return "prendre-" + ev.card_code(card)

    def _reveal(self, view) -> int:
        hand = list(view["main"])
        chosen = list(view["mes_cartes_montrees"])
        river = view["riviere"]
        full = sorted(hand + chosen)
        value, pair = best_pair(full, river)
        if view["tour"] < 8:
            known = set(full) | set(river) | set(view["future"]) | set(view["defausse"])
            seed = sum((c + 1) * 53 ** i for i, c in enumerate(full + river)) & ((1 << 63) - 1)
            if win_chance(value, view, known, len(full), seed) < GIVE_UP_BELOW:
                cheap = sorted(full, key=lambda c: (keep_value(c, full), c))[:2]
                pair = tuple(cheap)
        if chosen:
            rest = [c for c in pair if c != chosen[0]]
            if chosen[0] in pair and rest and rest[0] in hand:
                return rest[0]
            return best_pair(hand, river, chosen)[1][1]
        return pair[0]
