"""Charuma bot. "malin" sees only its view: its hidden cards, the visible cards,
the groups and bids, the trick on the table.

Bidding: each group is valued (high cards win tricks, an As is a bonus point,
a pair can win a 2-point trick); the bot takes the best value for the lowest
bid it may make, paying at most 2 points over an unbid group.
Tricks: leading, it opens with its best pair, else its highest card; following,
it plays the weakest play that wins the trick as it stands (ties go to the
last card played), else it throws its weakest cards.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R


def _group_value(cards: list[int]) -> float:
    value = 0.0
    for c in cards:
        v = R.value_of(c)
        value += 1.0 if v == 1 else max(0.0, (v - 5) / 5)
    values = [R.value_of(c) for c in cards]
    value += sum(1.5 for v in set(values) if values.count(v) >= 2)
    return value


def _parse(move: str) -> list[int]:
    return [R.card_of_code(x) for x in move[len("jouer-"):].split("-")]


def _keep_cost(cards: list[int]) -> float:
    """How much a play costs to throw away (aces and high cards are worth keeping)."""
    return sum(10.5 if R.value_of(c) == 1 else R.value_of(c) for c in cards)


class CharumaBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        if view["phase"] == "encheres":
            return self._bid(view, legal)
        return self._play(view, legal)

    def _bid(self, view, legal):
        best, choice = None, legal[0]
        cheapest: dict[int, int] = {}
        for m in legal:
            g, amount = (int(x) for x in m[len("miser-"):].split("-"))
            cheapest[g] = min(cheapest.get(g, amount), amount)
        values = {g: _group_value(view["groupes"][g - 1]) for g in cheapest}
        free = max((values[g] for g in cheapest if view["encheres"][g - 1] is None), default=0.0)
        for g, amount in cheapest.items():
            gain = values[g] - free
            if view["encheres"][g - 1] is not None and amount > 2 + gain:
                continue
            score = values[g] - 0.9 * amount
            if best is None or score > best:
                best, choice = score, f"miser-{g}-{amount}"
        return choice

    def _play(self, view, legal):
        trick = [cs for _, cs in view["pli"]]
        plays = [(m, _parse(m)) for m in legal]
        if not trick:
            pairs = [(m, cs) for m, cs in plays if len(cs) == 2]
            if pairs:
                return max(pairs, key=lambda x: R.value_of(x[1][0]))[0]
            return max(plays, key=lambda x: (R.value_of(x[1][0]) if R.value_of(x[1][0]) > 1 else 0.5,
                                             x[0]))[0]
        winning = []
        for m, cs in plays:
            after = trick + [cs]
            if R.trick_winner(after) == len(trick):
                winning.append((R.strength(cs, after), _keep_cost(cs), m))
        if winning:
            return min(winning)[2]
        return min(plays, key=lambda x: (_keep_cost(x[1]), x[0]))[0]
