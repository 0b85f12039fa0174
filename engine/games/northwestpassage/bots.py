"""Northwest Passage bot « glouton »: greedy on the page's scoring, from its own view (nothing is
hidden anyway).

It takes a token whenever it stands on one (Prestige now, and the majorities and series at the end);
otherwise it moves its ship or its sled one tile nearer to the nearest token it can reach, lands 3
pions on the sled when a land token lies beside the ship, and from season 8 heads back to Greenland
(a ship or sled left out is lost: « Fin de la partie »). One action per turn: every further one costs
a pion more.
"""

from __future__ import annotations

from collections import deque

from ...bots import Bot
from . import rules as R

HOMEWARD = 8
"""The season from which the bot turns back (the board is at most 10 tiles from Greenland)."""
SLED_CREW = 3


def _distances(sources: list[str], passable) -> dict[str, int]:
    """Tiles reachable from `sources` through `passable` tiles (orthogonal steps), with their distance."""
    dist = {c: 0 for c in sources}
    todo = deque(sources)
    while todo:
        cell = todo.popleft()
        for j in R.BOARD.neighbours4(R.BOARD.parse(cell)):
            name = R.BOARD.name(j)
            if name not in dist and passable(name):
                dist[name] = dist[cell] + 1
                todo.append(name)
    return dist


def _ship_ok(cell: str) -> bool:
    return R.ship_can_enter(R.terrain(cell))


class GreedyBot(Bot):
    label = "Glouton"

    def choose(self, view, legal, rng):
        picks = [m for m in legal if m.startswith("ramasser-")]
        if picks:
            return picks[0]
        if view["agi"]:
            return "finir"
        p = view["ordre"][view["courant"]]
        ship, sled = view["navires"][p], view["traineaux"][p]
        home = view["saison"] >= HOMEWARD
        tokens = view["jetons"]
        sled_ok = (lambda c: R.terrain(c) != R.SEA or c == ship)
        if home:
            ship_goal = [R.START]
            sled_goal = [R.START, ship]
        else:
            ship_goal = [c for c in tokens if _ship_ok(c)] or [R.START]
            sled_goal = [c for c in tokens if R.terrain(c) == R.LAND and c in (sled, ship) or
                         R.terrain(c) == R.LAND and R.BOARD.parse(c) in R.BOARD.neighbours4(R.BOARD.parse(sled or ship))]
            sled_goal = sled_goal or [ship]
        ship_dist = _distances(ship_goal, _ship_ok)
        sled_dist = _distances(sled_goal, sled_ok)
        on_sled = sum(view["equipage"][p]["traineau"])
        best, gain = None, 0
        for m in legal:
            if not m.startswith("aller-"):
                continue
            _, v, cell = m.split("-")
            dist, here = (ship_dist, ship) if v == "navire" else (sled_dist, sled or ship)
            g = dist.get(here, 99) - dist.get(cell, 99)
            if v == "traineau" and sled is None and home:
                g = 0  # the sled stays aboard on the way home
            if v == "navire" and sled is not None and on_sled:
                g = 0  # the ship waits for its sled's crew
            if g > gain:
                best, gain = m, g
        beside = [R.BOARD.name(j) for j in R.BOARD.neighbours4(R.BOARD.parse(ship))]
        land_token = any(c in tokens and R.terrain(c) == R.LAND for c in beside)
        if not home and land_token and on_sled == 0 and f"transfert-{SLED_CREW}" in legal:
            return f"transfert-{SLED_CREW}"
        if on_sled and (sled is None or sled == ship) and (home or not land_token) and "transfert-0" in legal:
            return "transfert-0"
        if best:
            return best
        return "passer" if "passer" in legal else "finir"
