"""The Guild of Merchant Explorers' bot. « glouton » decides from its own view only (the deck's
order and the others' specialty offers are not in it).

Greedy on the page's coins: a trading post or a village first (coins now), else the cube whose
space pays the most now (coins, a ruin's treasure, a tower), a tie broken by how close the cube
brings its explorers to what still pays (cities, coins, ruins, discovery spaces); it ends its
turn when no cube is left to place. Among specialty cards, the one with the most cubes.
"""

from __future__ import annotations

from ... import hexgrid as H
from ...bots import Bot
from . import rules as R
from .rules import SPECIALTIES, TOWER_COINS, TREASURE_COINS

PAYING = ("ville", "pieces", "ruine", "decouverte")


def _value(space: dict, tours: int) -> int:
    k = space["k"]
    if k == "pieces":
        return space["v"]
    if k == "ruine" and not space.get("fouillee"):
        return TREASURE_COINS
    if k == "decouverte" and not space.get("tour"):
        return TOWER_COINS[min(tours, len(TOWER_COINS) - 1)]
    if k == "ville" and not space["comptoir"]:
        return 2
    return 0


def _reach(mappe: dict, m: str, targets: list) -> int:
    """Minus the distance from `m` to the nearest space still paying (closer is better)."""
    here = H.parse(m)
    return -min((H.distance(here, H.parse(t)) for t in targets), default=0)


class GreedyBot(Bot):
    label = "Glouton"

    def choose(self, view, legal, rng):
        me = view["joueur"]
        if legal[0].startswith("specialite-"):
            return max(legal, key=lambda mv: (SPECIALTIES[mv[11:]]["n"], len(SPECIALTIES[mv[11:]]["t"]), mv))
        mappe = view["mappes"][me]
        j = view["explorateurs"][me]
        posts = [mv for mv in legal if mv.startswith("comptoir-")]
        if posts:
            def post_value(mv):
                _, a, b = mv.split("-")
                return (R.post_value(mappe, a, b), -mappe[a]["v"])
            return max(posts, key=post_value)
        if legal[0].startswith("village-"):
            return legal[0]
        explores = [mv for mv in legal if mv.startswith("explorer-")]
        if not explores:
            return "fin-tour" if "fin-tour" in legal else legal[0]
        targets = [m for m, s in mappe.items() if not R.occupied(s) and _value(s, j["tours"]) > 0]

        def score(mv):
            m = mv[9:]
            s = mappe[m]
            outcome, _, _ = R.village_outcome({**mappe, m: {**s, "cube": True}}, m)
            return (_value(s, j["tours"]) + (3 if outcome == "complete" else 0), _reach(mappe, m, targets), mv)
        return max(explores, key=score)
