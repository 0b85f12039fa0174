"""Northwest Passage bot « glouton »: greedy on the page's scoring, from its own view (everything is
on the table but the order of the face-down tiles, which it does not use).

It takes a token whenever it stands on one (Prestige now, and the majorities and series at the end);
otherwise it moves its ship (or its sled, 3 pions landed when a token lies on land beside the ship)
one square nearer to the nearest token it can reach; when none is in reach it lays a tile of its
reserve towards the nearest token (islands closed score too), and draws one when its reserve is
empty. From season 8 it heads back to Greenland (a ship or sled left out is lost: « Fin de la
partie »). One action per turn: every further one costs a pion more.
"""

from __future__ import annotations

from collections import deque

from ...bots import Bot
from . import rules as R

HOMEWARD = 8
"""The season from which the bot turns back."""
SLED_CREW = 3


def _state(view):
    """The view as a state object, for its rules (nothing hidden is used)."""
    from .game import NorthwestState
    s = object.__new__(NorthwestState)
    s.__dict__.update(view)   # the view is already the bot's own copy
    return s


def _distances(s, goals: list[str], v: str, p: int) -> dict[str, int]:
    """Squares from which vehicle v reaches one of `goals` over explored squares (ice ignored), with the
    number of steps."""
    dist = {c: 0 for c in goals}
    todo = deque(goals)
    while todo:
        cell = todo.popleft()
        for j in R.BOARD.neighbours4(R.BOARD.parse(cell)):
            n = R.BOARD.name(j)
            if n in dist or n not in s.cases:
                continue
            link = R.sea_link(s.coins, n, cell) if v == "navire" else (
                R.land_link(s.coins, n, cell) or cell == s.navires[p] or s.frozen(cell))
            if link:
                dist[n] = dist[cell] + 1
                todo.append(n)
    return dist


def _manhattan(a: str, b: str) -> int:
    return abs(R.row(a) - R.row(b)) + abs(R.col(a) - R.col(b))


class GreedyBot(Bot):
    label = "Glouton"

    def choose(self, view, legal, rng):
        picks = [m for m in legal if m.startswith("ramasser-")]
        if picks:
            return picks[0]
        s = _state(view)
        p = s.ordre[s.courant]
        if s.etape == "pioche":
            return next(m for m in legal if m.startswith("piocher-"))
        if s.etape == "pose":
            return self._pose(s, p, legal)
        if s.agi:
            return "finir"
        ship, sled = s.navires[p], s.traineaux[p]
        home = s.saison >= HOMEWARD
        on_sled = sum(s.equipage[p]["traineau"])
        if home:
            goals = {"navire": [R.START], "traineau": [R.START, ship]}
        else:
            goals = {"navire": [c for c in s.jetons if c in s.cases and R.has(s.coins, R.corners(c), R.SEA)],
                     "traineau": [c for c in s.jetons if c in s.cases] or [ship]}
        best, gain = None, 0
        for m in legal:
            if not m.startswith("aller-"):
                continue
            _, v, cell = m.split("-")
            if v == "traineau" and sled is None and (home or not on_sled):
                continue  # the sled stays aboard
            if v == "navire" and sled is not None and on_sled:
                continue  # the ship waits for its sled's crew
            if not goals[v]:
                continue
            dist = _distances(s, goals[v], v, p)
            g = dist.get(s.where(p, v), 99) - dist.get(cell, 99)
            if g > gain:
                best, gain = m, g
        beside = [R.BOARD.name(j) for j in R.BOARD.neighbours4(R.BOARD.parse(ship))]
        land_token = [c for c in beside if c in s.jetons and c in s.cases and s.move_reason(p, "navire", c)
                      and not s.move_reason(p, "traineau", c)]
        if not home and land_token and on_sled == 0 and f"transfert-{SLED_CREW}" in legal:
            return f"transfert-{SLED_CREW}"
        if on_sled and (sled is None or sled == ship) and (home or not land_token) and "transfert-0" in legal:
            return "transfert-0"
        if best:
            return best
        if not home or s.navires[p] != R.START:
            tiles = [m for m in legal if m.startswith("tuile-")]
            if tiles and (not home or s.saison < R.SEASONS):
                return tiles[0]
            draws = [m for m in legal if m.startswith("piocher-grande-")] or \
                    [m for m in legal if m.startswith("piocher-petite-")]
            if draws and not s.reserves[p] and not home:
                return draws[0]
        return "passer" if "passer" in legal else "finir"

    def _pose(self, s, p, legal):
        """The best square for the tile in hand, over all its orientations; turn or flip it there."""
        tile, cur = s.in_hand(p), s.choix["o"]
        targets = [c for c in s.jetons if c not in s.cases]
        best, score = None, None
        for o in range(R.orientations(tile)):
            shape = R.tile_shape(tile, o)
            for v in ("navire", "traineau"):
                if f"poser-{v}" not in " ".join(m for m in legal if m.startswith("poser-")) and o == cur:
                    continue
                if not s.crewed(p, v) or s.available(p, v) < R.cost("placer", s.agi):
                    continue
                for a in s.anchors(p, v, tile, o):
                    cells = R.covered(shape, a)
                    near = min((_manhattan(c, t) for c in cells for t in targets), default=0)
                    sea = sum(R.has(R.lay(s.coins, shape, a), R.corners(c), R.SEA) for c in cells)
                    value = (-near, sea, -o)
                    if score is None or value > score:
                        best, score = (o, v, a), value
        if best is None:
            return "annuler"
        o, v, a = best
        if o == cur and f"poser-{v}-{a}" in legal:
            return f"poser-{v}-{a}"
        if o // 4 != cur // 4 and "retourner" in legal:
            return "retourner"
        return "tourner" if "tourner" in legal else "annuler"
