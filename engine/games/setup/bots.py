"""Setup bot « malin »: it sees only its seat's view (its hidden zone, its
partner's in 2v2, the common zone, the board) and is greedy on the page's
scoring.

At the start of its turn it plans the whole turn: a beam search over the tiles
it may take (« de même valeur OU de même couleur ») and the squares it may use,
each plan scored by its points minus the points it gives the opponents (their
tiles in its Ensembles); with nothing to score, one tile on a square of its own.
Then it plays the plan click by click (tile, square, …, « valider »). The plan
is computed from the position at the start of the turn, rebuilt from the view
(the tiles placed this turn are in it), so each click follows the same plan
with no memory kept between calls.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

BEAM = 4
MAX_TILES = 5


def plan_turn(top: dict, hand: list[str], players: int, seat: int) -> list[tuple[str, str]]:
    """The best turn found: a list of (square, tile)."""
    squares = [sq for sq in R.SQUARES if R.square_problem(players, seat, sq, []) is None]
    mine = set(R.seat_squares(players, seat))
    theirs = R.opponents(players, seat)

    def score(plan):
        board = dict(top)
        for sq, t in plan:
            board[sq] = t
        new = [sq for sq, _t in plan]
        found = R.ensembles(board, new)
        if not R.single_suite_holds(board, new, found):
            return None
        gains = R.gains_of(found, players, seat)["gains"]
        return gains[seat] - sum(gains[q] for q in theirs)

    ranked = []
    for t in hand:
        for sq in squares:
            # a tile joining no neighbour scores nothing (no need to count)
            v = score([(sq, t)]) if any(b in top and R.joined(t, top[b]) for b in R.NEIGHBOURS[sq]) else 0
            # nothing to score: a square of its own, else one that holds a tile (nothing new to join)
            tie = (sq in mine) * 0.02 + (sq in top) * 0.01
            ranked.append((v + tie, [(sq, t)]))
    ranked.sort(key=lambda r: (-r[0], str(r[1])))
    best = ranked[0]
    # the seeds: each tile at its best square (two tiles may make an Ensemble that one does not)
    firsts, beam = set(), []
    for v, plan in ranked:
        if plan[0][1] not in firsts:
            firsts.add(plan[0][1])
            beam.append((v, plan))
    beam = beam[:2 * BEAM]
    seen = set()
    for _depth in range(MAX_TILES - 1):
        grown = []
        for _v, plan in beam:
            used_sq = {sq for sq, _t in plan}
            used_t = [t for _sq, t in plan]
            board = dict(top)
            board.update(plan)
            for t in hand:
                if t in used_t or not R.compatible(used_t, t):
                    continue
                for sq in squares:
                    # a tile adds points only beside a tile it joins (same value, or its suite)
                    if sq in used_sq or not any(b in board and R.joined(t, board[b]) for b in R.NEIGHBOURS[sq]):
                        continue
                    cand = plan + [(sq, t)]
                    key = frozenset(cand)
                    if key in seen:
                        continue
                    seen.add(key)
                    v = score(cand)
                    if v is not None:
                        grown.append((v, cand))
        if not grown:
            break
        grown.sort(key=lambda r: (-r[0], str(r[1])))
        beam = grown[:BEAM]
        if beam[0][0] > best[0]:
            best = beam[0]
    return best[1]


class SetupBot(Bot):
    label = "Malin"

    def __init__(self):
        self._plan = None       # (the turn's start as seen, its plan): a cache, never a memory of hidden tiles

    def choose(self, view, legal, rng):
        seat, n = view["joueur"], view["joueurs"]
        placed = [(sq, t) for sq, t, _src in view["posees"]]
        board = {sq: list(stack) for sq, stack in view["plateau"].items()}
        for sq, _t in reversed(placed):            # the board as it was when the turn began
            board[sq].pop()
            if not board[sq]:
                del board[sq]
        hand = view["zones"][seat] + view["commune"] + [t for _sq, t in placed]
        top = R.tops(board)
        key = (n, seat, tuple(sorted(top.items())), tuple(sorted(hand)))
        if self._plan is None or self._plan[0] != key:   # the same turn's later clicks reuse its plan
            self._plan = (key, plan_turn(top, sorted(hand), n, seat))
        plan = self._plan[1]
        k = len(placed)
        if [tuple(p) for p in placed] == plan[:k]:
            if k == len(plan):
                move = "valider"
            else:
                sq, t = plan[k]
                move = f"case-{sq}" if view["choisie"] == t else f"tuile-{t}"
            if move in legal:
                return move
        for move in ("valider", "reprendre"):
            if move in legal:
                return move
        return legal[0]
