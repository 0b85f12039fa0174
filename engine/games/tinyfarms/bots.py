"""Tiny Farms bots. « glouton » sees only its view (everything is on the table anyway).

Greedy on the page's scoring (« Calcul des scores »): it takes the die, farmer and section whose
two animals, placed at their best in that farm, raise its count the most (a brick of milk spent is
a point lost, the balance of its two farms counts, its horses against the others'), then places
the two animals where they raise the count the most.

Where an animal stands changes only the lines counted « séparément dans chaque ferme »
(`rules.farm_points`); two animals placed together interact only when they can join the same lot
(two pigs, two sheep, cows and calves), so only those pairs are tried square by square.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

LINKED = {"cochon": {"cochon"}, "mouton": {"mouton"}, "vache": {"vache", "veau"}, "veau": {"vache", "veau"}}
"""Kinds whose two animals can score together (the same lot, or a group of cows and calves)."""
SHORTLIST = 5


class _Farm:
    """One farm and the gain of one animal on each free square, computed once per kind."""

    def __init__(self, farm: list):
        self.farm = list(farm)
        self.base = R.farm_points(self.farm)
        self.free = R.free_squares(self.farm)
        self._gains: dict = {}

    def gains(self, kind: str) -> list[tuple[int, int]]:
        """(gain, square) for every free square, best first (the lower square among equals)."""
        if kind not in self._gains:
            out = []
            for sq in self.free:
                self.farm[sq] = kind
                out.append((R.farm_points(self.farm) - self.base, -sq))
                self.farm[sq] = None
            out.sort(reverse=True)
            self._gains[kind] = [(g, -sq) for g, sq in out]
        return self._gains[kind]

    def with_two(self, a: str, sa: int, b: str, sb: int) -> int:
        self.farm[sa], self.farm[sb] = a, b
        gain = R.farm_points(self.farm) - self.base
        self.farm[sa] = self.farm[sb] = None
        return gain

    def best_two(self, a: str, b: str) -> tuple[int, int, int]:
        """(gain, square of a, square of b): the best places for the two animals."""
        ga, gb = self.gains(a), self.gains(b)
        if b not in LINKED.get(a, ()):
            # no interaction: each at its best, on two different squares
            if ga[0][1] != gb[0][1]:
                return ga[0][0] + gb[0][0], ga[0][1], gb[0][1]
            x = (ga[0][0] + gb[1][0], ga[0][1], gb[1][1])
            y = (ga[1][0] + gb[0][0], ga[1][1], gb[0][1])
            return max(x, y, key=lambda t: t[0])
        pairs = {(sa, sb) for _, sa in ga[:SHORTLIST] for _, sb in gb[:SHORTLIST] if sa != sb}
        pairs |= {(sa, sb) for sa in self.free for sb in R.FARM.neighbours4(sa) if sb in self.free}
        best = None
        for sa, sb in sorted(pairs):
            g = self.with_two(a, sa, b, sb)
            if best is None or g > best[0]:
                best = (g, sa, sb)
        return best


def _total(farms: dict, farmer: str, placed, milk: int, others: list[int]) -> int:
    trial = {f: list(v) for f, v in farms.items()}
    for kind, sq in placed:
        trial[farmer][sq] = kind
    return R.score(trial["rouge"], trial["bleu"], milk, others)["total"]


class GreedyBot(Bot):
    label = "Glouton"

    def choose(self, view, legal, rng):
        me = view["joueur"]
        farms = {f: list(v) for f, v in view["fermes"][me].items()}
        horses = [R.horse_count(f["rouge"], f["bleu"]) for f in view["fermes"]]
        others = horses[:me] + horses[me + 1:]
        milk = view["lait"][me]
        boards = {f: _Farm(farms[f]) for f in R.FARMS}
        if view["phase"] == "pose":
            pending = view["a_poser"]
            board = boards[view["ferme"]]
            if len(pending) == 1:
                sq = board.gains(pending[0])[0][1]
                move = f"poser-{pending[0]}-{R.FARM.name(sq)}"
            else:
                _, sa, _ = board.best_two(pending[0], pending[1])
                move = f"poser-{pending[0]}-{R.FARM.name(sa)}"
            return move if move in legal else legal[0]
        seen, best = {}, None
        for move in legal:
            _, face, farmer, section = move.split("-")
            target = int(section) - 1
            start = view["fermiers"][farmer]
            other = view["fermiers"]["bleu" if farmer == "rouge" else "rouge"]
            cost = R.milk_cost(start, other, int(face), target)
            a, b = sorted(R.shown(target, view["roue"]))
            key = (farmer, a, b, cost)
            if key not in seen:
                _, sa, sb = boards[farmer].best_two(a, b)
                seen[key] = _total(farms, farmer, [(a, sa), (b, sb)], milk - cost, others)
            # among equal counts, the first in the legal list (a replayable choice)
            if best is None or seen[key] > best[0]:
                best = (seen[key], move)
        return best[1]
