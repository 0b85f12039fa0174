"""Hypnosia bot « Malin »: it sees only its own view (the board is public).

It plays whole turns: for each move it may make now, it tries every move
the other die then allows (« un autre pion ») and keeps the turn whose
position it values most. A position is valued by the points (captures ±1,
the centre's 5, 4, 3, 2, 1 points), the pawns' progress toward the centre
(circle reached, standing on a bridge), and the risk that an opponent
captures one of its pieces next turn: for each square, the chance that two
dice let an opponent piece reach it exactly, only from pieces able to take
it (« Un pion simple ne peut pas capturer une pile adverse »).
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

CHANCE = R.exact_roll_chances()
DEPTH_VALUE = {4: 2.0, 3: 5.0, 2: 8.0}
POINT = 10.0


def _threats(pions, couloirs, me, variant) -> dict[int, list[float]]:
    """Square -> [chance a single pawn of an opponent reaches it, chance a stack does]."""
    occ = R.occupancy(pions)
    out: dict[int, list[float]] = {}
    for sq, pawns in occ.items():
        owner = pions[pawns[0]][0]
        if owner == me or sq in R.CENTRE_PLACES:
            continue
        lane = couloirs[owner]
        counts = (1, 2) if len(pawns) == 2 else (1,)
        for count in counts:
            for d in range(1, 13):
                p = CHANCE[d]
                for target, _ in R.destinations(sq, d, lane, count == 2, variant):
                    if target < 0:
                        continue
                    slot = out.setdefault(target, [0.0, 0.0])
                    slot[count - 1] = 1 - (1 - slot[count - 1]) * (1 - p)
    return out


def evaluate(pions, points, me, threats) -> float:
    others = [v for p, v in enumerate(points) if p != me]
    value = POINT * (points[me] - (max(others) if others else 0))
    occ = R.occupancy(pions)
    for sq, pawns in occ.items():
        if pions[pawns[0]][0] != me or sq in R.CENTRE_PLACES:
            continue
        n = len(pawns)
        if sq in R.CIRCLE_OF:
            k = R.CIRCLE_OF[sq]
            prog = DEPTH_VALUE[k] + (1.5 if sq in R.BRIDGES else 0.0) + (1.5 if k == 2 and sq in R.BRIDGES else 0)
            value += n * prog
            t = threats.get(sq)
            if t:
                risk = t[1] if n == 2 else max(t[0], t[1])
                value -= risk * n * (2 * POINT + prog)
            if n == 2:
                value += 0.5
    return value


class HypnoBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        real = [m for m in legal if not m.startswith("choisir-")]
        if not real:
            return legal[0]
        me = view["joueur"]
        couloirs, variant = view["couloirs"], view["variante"]
        lane = couloirs[me]
        pions = view["pions"]
        threats = _threats(pions, couloirs, me, variant)
        moves = R.turn_moves(pions, me, lane, view["reste"], set(view["bouges"]), variant)
        best, best_value = real[0], None
        for mid in real:
            info = moves.get(mid)
            if info is None:
                continue
            value = self._after(pions, view["points"], me, info, view, moves, threats, lane, variant)
            value += rng.random() * 0.01
            if best_value is None or value > best_value:
                best, best_value = mid, value
        return best

    def _after(self, pions, points, me, info, view, moves, threats, lane, variant) -> float:
        after = [list(p) for p in pions]
        pts = list(points)
        self._play(after, pts, me, info)
        rest = list(view["reste"])
        for d in info["de"]:
            rest.remove(d)
        if not rest:
            return evaluate(after, pts, me, threats)
        moved = set(view["bouges"]) | set(info["pions"])
        follow = R.single_moves(after, me, lane, rest, moved, variant)
        if not follow:
            return evaluate(after, pts, me, threats)
        best = None
        for nxt in follow.values():
            again = [list(p) for p in after]
            pts2 = list(pts)
            self._play(again, pts2, me, nxt)
            v = evaluate(again, pts2, me, threats)
            if best is None or v > best:
                best = v
        return best

    @staticmethod
    def _play(pions, points, me, info):
        happened = R.apply(pions, info, me)
        for p in happened["pris"]:
            points[me] += R.CAPTURE_POINTS
            points[pions[p][0]] -= R.CAPTURE_POINTS
        for _, place in happened["centre"]:
            if place is not None:
                points[me] += R.CENTRE_POINTS[place]
