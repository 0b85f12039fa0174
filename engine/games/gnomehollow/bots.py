"""Gnome Hollow bot. « glouton » decides from its own view (the bag's order is not in it).

Greedy on the page's count (« Fin de partie »: flowers, ring markers, treasure of the sales): it
places the tile that closes the largest ring (better still one its gnome holds), else one that
lengthens its gnome's path; it puts a marker on the richest bonus; its gnome goes where the most
is gained now: a sale at the stump, a flower, mushrooms waiting in a ring, a path to claim.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

G = R.TABLE
BONUS_VALUE = {"fleur": 5, "marqueur": 4, "champignon": 3, "panneau": 3, "tuile": 1}
SIGN_VALUE = {"fleur": 4, "champignon": 1, "tuile": 1}


def _kind(view, me, src):
    i = int(src[1:]) - 1
    return view["market"][i] if src[0] == "m" else view["reserve"][me][i]


def _placement_value(view, me, tiles, cell, face, others) -> float:
    trial = dict(tiles)
    trial[cell] = face
    ring = R.ring_through(trial, cell, G)
    mine = view["gnomes"][me]
    if ring:
        owned = mine in ring and mine != R.TABLE_STUMP
        rival = any(g in ring for g in others)
        return 10 + len(ring) + (len(ring) if owned else 0) - (8 if rival else 0)
    comp = R.path_component(trial, cell, G) if R.paths(face) else set()
    if mine in comp and mine != R.TABLE_STUMP:
        return 3 + len(comp) * 0.1
    if any(g in comp for g in others):
        return 0.5
    return 1 + (0.5 if R.paths(face) else 0)


def _best_sales(stock, blocked) -> list:
    """The best sale of each type (quantity), best two first."""
    sales = []
    for k in R.TYPES:
        qs = [q for q in R.QUANTITIES if q <= stock[k] and (q == R.PAIR or [k, q] not in blocked)]
        if qs:
            sales.append((R.treasure(max(qs)), k, max(qs)))
    return sorted(sales, reverse=True)[:R.SALES_PER_VISIT]


class GreedyBot(Bot):
    label = "Glouton"

    def choose(self, view, legal, rng):
        if len(legal) == 1:
            return legal[0]
        me = view["joueur"]
        verbs = {m.split("-")[0] for m in legal}
        if "marqueur" in verbs:
            return max(legal, key=lambda m: self._slot_value(m))
        if "champignon" in verbs:
            stock = view["stock"][me]
            return max(legal, key=lambda m: stock[R.MUSHROOMS[view["tiles"][m.split("-")[1]]]])
        if "panneau" in verbs:
            return "panneau-fleur" if "panneau-fleur" in legal else legal[0]
        if "reserve" in verbs:
            return max(legal, key=lambda m: view["market"][int(m.split("-")[1][1:]) - 1] == "virage")
        if view["phase"] == "vente":
            sells = [m for m in legal if m.startswith("vendre-")]
            return max(sells, key=lambda m: int(m.split("-")[2])) if sells else "finir"
        if view["phase"] == "gnome":
            return self._gnome(view, me, legal)
        return self._tiles(view, me, legal)

    @staticmethod
    def _slot_value(move):
        _, size, k = move.split("-")
        return BONUS_VALUE[R.RING_SLOTS[int(size)][int(k) - 1]]

    def _tiles(self, view, me, legal):
        if "finir" in legal and view["used"][0] >= R.TILES_PER_TURN:
            return "finir"
        tiles = view["tiles"]
        others = [g for p, g in enumerate(view["gnomes"]) if p != me and g not in (R.TABLE_STUMP, R.FLOWER_MARKET)]
        gnomes = others + [g for g in [view["gnomes"][me]] if g not in (R.TABLE_STUMP, R.FLOWER_MARKET)]
        # the tile already taken first, so that an equal choice keeps it (no back-and-forth)
        srcs = ([view["sel"]] if view["sel"] else []) + [m.split("-")[1] for m in legal if m.startswith("prendre-")]
        where = R.placements(tiles, gnomes)
        best = None
        seen = {}
        for src in srcs:
            kind = _kind(view, me, src)
            bonus = 0.0 if src[0] == "m" else -1.5   # keep the reserve for a ring
            faces = sorted(R.KINDS[kind], key=lambda f: f != view["face"]) if src == view["sel"] else R.KINDS[kind]
            for face in faces:
                for cell in where[face]:
                    key = (face, cell)
                    if key not in seen:
                        seen[key] = _placement_value(view, me, tiles, cell, face, others)
                    value = seen[key] + bonus
                    if best is None or value > best[0]:
                        best = (value, src, face, cell)
        if best is None or (best[0] < 0 and "finir" in legal):
            return "finir" if "finir" in legal else legal[0]
        _, src, face, cell = best
        if view["sel"] != src:
            return f"prendre-{src}"
        if view["face"] != face:
            return f"forme-{face}"
        return f"poser-{cell}"

    def _gnome(self, view, me, legal):
        stock, tiles = view["stock"][me], view["tiles"]
        scored = []
        rings = {tuple(r): r for r in view["rings"]}
        done = {}
        for move in legal:
            where = move.split("-", 1)[1] if "-" in move else None
            if move == "passer":
                value = 0.0
            elif where == R.FLOWER_MARKET:
                f = view["flowers"][me]
                value = R.flower_points(f + 1) - R.flower_points(f) + 0.5
            elif where == R.TABLE_STUMP:
                value = sum(t for t, _, _ in _best_sales(stock, view["blocked"]))
            else:
                comp = frozenset(R.path_component(tiles, where, G))
                if comp not in done:
                    ring = next((r for r in rings.values() if set(r) == comp), None)
                    if ring:
                        value = len(view["middle"].get(ring[0], []))
                        value += SIGN_VALUE.get(view["signposts"].get(ring[0]), 0)
                    elif view["gnomes"][me] in comp:
                        value = -1.0   # already ours
                    else:
                        value = 1.0 + 0.2 * len(comp)
                    done[comp] = value
                value = done[comp]
            scored.append((value, move))
        best = max(v for v, _ in scored)
        return next(m for v, m in scored if v == best)
