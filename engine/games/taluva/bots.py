"""Taluva bots. « malin » sees only its view (the island, its tile, every
player's stock) and is greedy on the page's goals.

Placing: among every orientation and volcano hex where the tile fits, it
prefers eruptions that raze other players' huts and spare its own, a hex
raised to level 3 beside one of its villages without a tower (a tower
next), terrains laid against its villages (extensions next) and tiles laid
in a bay of the island (a compact island, as on the table); it never
lays a tile after which it could build nothing (« vous êtes immédiatement
éliminé ») when another placement avoids it. Building: the build that ends
the game in its favour (« tous les bâtiments de 2 des 3 types »), else a
temple, a tower, the largest extension it can afford without emptying its
huts, a village of three hexes (a temple next), a new village, keeping a
hut for each of its turns to come.
Deterministic: the same view gives the same move, so turning the tile and
laying it are the same choice made twice.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R


_near = R.near


def placement_score(island: dict, me: str, mine: set, stock: dict, volcano: str, o: int) -> float:
    cells = R.tile_cells(volcano, o)
    score = 0.0
    new_level = R.level(island, volcano) + 1
    for n in cells:
        h = island.get(n)
        if h and h["bat"] == "hutte":
            score += -3.0 * h["nb"] if h["coul"] == me else 2.0 * h["nb"]
    for n in cells[1:]:
        touch = any(m in mine for m in _near(n))
        if touch:
            score += 1.0
            if new_level >= 3 and stock["tour"] and not any(island[m]["bat"] == "tour" for m in mine):
                score += 6.0
    if volcano in island:
        score += 0.5            # eruptions keep the island compact
    else:                       # so do tiles laid in a bay: the more island around, the better
        score += 0.2 * sum(1 for n in cells for m in _near(n) if m in island)
    return score


class TaluvaBot(Bot):
    label = "Malin"

    def __init__(self):
        self._plan = None    # (turn, (orientation, volcano)): turning the tile, then laying it

    def choose(self, view, legal, rng):
        if view["etape"] == "tuile":
            return self._place(view, legal)
        return self._build(view, legal)

    def _place(self, view, legal):
        me = view["couleurs"][view["joueur"]]
        stock = view["reserves"][view["joueur"]]
        island = view["ile"]
        key = (view["pioche"], view["joueur"], tuple(view["main"]), len(island))
        if self._plan and self._plan[0] == key:
            o, v = self._plan[1]
            move = f"volcan-{v}" if o == view["sens"] else f"sens-{o + 1}"
            if move in legal:
                return move
        mine = {n for n, h in island.items() if h["coul"] == me}
        ranked = sorted((-placement_score(island, me, mine, stock, v, o), o, R.order(v), v)
                        for o, v in R.all_placements(island))
        choice = ranked[0] if ranked else None
        a, b = view["main"]
        for cand in ranked[:12]:
            _, o, _, v = cand
            after = {n: dict(h) for n, h in island.items()}
            R.place_tile(after, v, o, [a, b], 0)
            if R.can_build(after, stock, me):
                choice = cand
                break
        if choice is None:
            return legal[0]
        _, o, _, v = choice
        self._plan = (key, (o, v))
        move = f"volcan-{v}" if o == view["sens"] else f"sens-{o + 1}"
        return move if move in legal else legal[0]

    def _build(self, view, legal):
        me = view["couleurs"][view["joueur"]]
        stock = view["reserves"][view["joueur"]]
        island = view["ile"]
        options = R.build_options(island, stock, me)
        alive = view["joueurs"] - sum(view["elimines"])
        turns_left = view["pioche"] // max(1, alive)
        best = None
        first = {n: v[0] for v in R.villages(island, me) for n in v}
        for brush, hexes in options.items():
            for n in hexes:
                if brush in R.LAND and first[n] != n:
                    continue        # one extension per village: its first hex stands for it
                score = self._build_score(island, stock, me, brush, n, turns_left)
                r, c = R.order(n)
                key = (score, -r, -c)
                if best is None or key > best[0]:
                    best = (key, brush, n)
        if best is None:
            return legal[0]
        _, brush, n = best
        move = f"batir-{n}" if brush == view["pinceau"] else f"choisir-{brush}"
        return move if move in legal else legal[0]

    @staticmethod
    def _build_score(island, stock, me, brush, n, turns_left: int = 0) -> float:
        after_stock = dict(stock)
        after = {k: dict(h) for k, h in island.items()} if brush in R.LAND else None
        if brush in R.LAND:
            built, total = R.build(after, after_stock, me, brush, n)
        else:
            after_stock[brush] -= 1
            total = 1
        if len(R.exhausted_types(after_stock)) >= 2:
            return 1000.0
        if brush == "temple":
            return 100.0
        if brush == "tour":
            return 90.0
        # every later turn must build something (or be eliminated): keep a hut for each
        left = after_stock["hutte"]
        short = 6.0 * max(0, turns_left - left)
        if brush in R.LAND:
            village = R.village_of(after, n)
            bonus = 8.0 if len(village) >= 3 and not R.has(after, village, "temple") and stock["temple"] else 0.0
            return 6.0 + 2.0 * total + bonus - short
        # a new village: better beside a high hex (a tower later)
        high = sum(1 for m in _near(n) if m in island and island[m]["niveau"] >= 2 and island[m]["terrain"] != "volcan")
        return 5.0 + high - short
