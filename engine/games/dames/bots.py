"""The draughts bot. It sees the board of its view (draughts hide nothing).

« Malin » looks a few half-moves ahead (alpha-beta search, every capture
sequence followed to its end so that it never stops in the middle of an
exchange) and judges the positions it reaches with the page's own advice:

- material first, a king worth three men: « Chaque dame que vous obtenez est
  un énorme bonus » ;
- men that move forward: « Avancez toujours » ;
- men in the centre: « Les pièces au centre peuvent se déplacer dans
  plusieurs directions » ;
- as many pieces on the left half as on the right: « Équilibrez votre
  position » ;
- men that are not alone: « La sécurité par le nombre, ne laissez pas vos
  pièces seules » ;
- the back row kept while there are many pieces: « Gardez votre ligne arrière
  en place [...] l'adversaire ne peut pas faire de dame ».

The search is bounded by a number of positions, not by time, so the same seed
gives the same moves in CPython and in Pyodide. Among moves judged equal it
picks with the caller's generator.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

MAN_VALUE = 100
KING_VALUE = 300
WIN = 100_000
TIE = 2          # moves within TIE of the best are judged equal

def _man_score(side: int, sq: int) -> int:
    row, col = R.coords(sq)
    advance = 9 - row if side == R.WHITE else row
    centre = 3 <= row <= 6 and 2 <= col <= 7
    return MAN_VALUE + 3 * advance + (4 if centre else 0)


MAN_SCORE = tuple([0] + [_man_score(side, sq) for sq in R.SQUARES] for side in (0, 1))
LEFT = [False] + [R.coords(sq)[1] < 5 for sq in R.SQUARES]
# The two squares diagonally behind a square, for each side (0 = off the board,
# where board[0] is never a piece): where a man that supports it stands.
BEHIND = tuple([(0, 0)] + [tuple((list(r[0] for r in (R.RAYS[sq][d] for d in back) if r) + [0, 0])[:2])
                            for sq in R.SQUARES]
               for back in ((2, 3), (0, 1)))


def evaluate(board: str, side: int) -> int:
    """The position as `side` sees it (positive: better for `side`)."""
    white = black = 0
    white_left = black_left = white_count = black_count = 0
    man_w, man_b = MAN_SCORE
    behind_w, behind_b = BEHIND
    for sq in R.SQUARES:
        piece = board[sq]
        if piece == ".":
            continue
        if piece == "w":
            a, b = behind_w[sq]
            white += man_w[sq] + (2 if board[a] in "wW" or board[b] in "wW" else 0)
        elif piece == "b":
            a, b = behind_b[sq]
            black += man_b[sq] + (2 if board[a] in "bB" or board[b] in "bB" else 0)
        elif piece == "W":
            white += KING_VALUE
        else:
            black += KING_VALUE
        if piece in "wW":
            white_count += 1
            white_left += LEFT[sq]
        else:
            black_count += 1
            black_left += LEFT[sq]
    white -= 3 * abs(2 * white_left - white_count)
    black -= 3 * abs(2 * black_left - black_count)
    if white_count + black_count > 16:
        white += 6 * sum(1 for sq in R.BACK_ROW[0] if board[sq] == "w")
        black += 6 * sum(1 for sq in R.BACK_ROW[1] if board[sq] == "b")
    return white - black if side == R.WHITE else black - white


class _Budget(Exception):
    """The search used its positions."""


class MalinBot(Bot):
    label = "Malin"
    depth = 6          # half-moves looked ahead at most (captures extend it)
    budget = 2_000     # positions per move, at most
    tie = TIE

    def choose(self, view, legal, rng):
        board, side = view["cases"], view["trait"]
        found = R.moves(board, side)
        names = R.notations(list(found))
        playable = [(n, m) for n, m in zip(names, found) if n in legal]
        self.nodes = 0
        if len(playable) == 1:
            return playable[0][0]
        self.best = {}     # position -> the move that did best there in the last search
        scored = None
        order = playable
        for depth in range(1, self.depth + 1):
            try:
                scored = self._root(board, side, order, depth)
            except _Budget:
                break
            # The next, deeper search looks at the best moves first (more cut-offs).
            rank = {name: -score for score, name in scored}
            order = sorted(playable, key=lambda item: rank[item[0]])
            if max(score for score, _ in scored) >= WIN // 2:
                break
        if scored is None:   # not even one half-move within the budget: judge the moves as they stand
            scored = [(-evaluate(R.apply(board, *move)[0], 1 - side), name) for name, move in playable]
        best = max(score for score, _ in scored)
        top = sorted(name for score, name in scored if score >= best - self.tie)
        return top[rng.below(len(top))] if len(top) > 1 else top[0]

    @property
    def searched(self):
        return self.nodes

    def _root(self, board, side, order, depth):
        """(score, move) for every move; moves more than TIE below the best
        only get an upper bound, which is all the choice needs."""
        best = -WIN
        scored = []
        for name, (path, taken) in order:
            child, _ = R.apply(board, path, taken)
            floor = best - self.tie - 1
            score = -self._search(child, 1 - side, depth - 1, -WIN, -floor, 1)
            best = max(best, score)
            scored.append((score, name))
        return scored

    def _search(self, board, side, depth, alpha, beta, ply):
        self.nodes += 1
        if self.nodes > self.budget:
            raise _Budget
        if depth <= 0:
            # Past the horizon, only captures are followed (they are forced).
            found = R.captures(board, side)
            if not found:
                return evaluate(board, side)
        else:
            found = R.moves(board, side)
            if not found:
                return -WIN + ply
        key = (board, side)
        first = self.best.get(key)
        if first is not None and first in found:
            found = (first,) + tuple(m for m in found if m != first)
        for move in found:
            child, _ = R.apply(board, *move)
            score = -self._search(child, 1 - side, depth - 1, -beta, -alpha, ply + 1)
            if score > alpha:
                alpha = score
                self.best[key] = move
                if alpha >= beta:
                    break
        return alpha


class BeginnerBot(MalinBot):
    """« Débutant »: one half-move ahead (captures still followed to their
    end, so it sees what it loses at once), and any move within a few points
    of its best: it leaves shots for the reader to find."""

    label = "Débutant"
    depth = 1
    budget = 400
    tie = 25
