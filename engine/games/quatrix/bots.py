"""Quatrix bot « Malin »: it sees the whole board (nothing is hidden).

1. It wins at once when it can (« Vous remportez la partie immédiatement »).
2. Otherwise it never leaves the opponent an immediate win it can avoid: for
   each of its moves it works out where the opponent may then play (the X / □
   constraint of the piece it places) and whether one of those squares wins.
   Choosing the symbol is its main defence: an X sends the opponent to the
   diagonals, a □ to the row and column.
3. Among the safe moves it prefers squares that grow its own lines and
   colours, take squares the opponent wants, and give the opponent poor
   squares next; it keeps its X and □ pieces balanced (the page's advice).
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

G = R.GRID


def _run(board, square, player) -> int:
    return len(G.longest_run(square, lambda i: i == square or (board[i] is not None and board[i][0] == player)))


def _wins(board, counts, square, player) -> bool:
    return counts[player][R.LAYOUT[square]] + 1 >= R.WIN_SQUARES or _run(board, square, player) >= R.WIN_LENGTH


def _interest(board, counts, square, player) -> int:
    """How much `player` would gain on `square` (colour count + line)."""
    return counts[player][R.LAYOUT[square]] + _run(board, square, player)


class QuatrixBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        me = view["joueur"]
        opp = 1 - me
        board = [None if c is None else list(c) for c in view["plateau"]]
        counts = [R.colour_counts(board, p) for p in (0, 1)]
        moves = [(m, *R.parse_move(m)) for m in legal]
        wins = [m for m, _, sq in moves if _wins(board, counts, sq, me)]
        if wins:
            return wins[rng.below(len(wins))]
        stock = view["reserve"][me]
        best, best_score = legal[0], None
        for m, sym, sq in moves:
            gain = _interest(board, counts, sq, me)
            block = _interest(board, counts, sq, opp)
            board[sq] = [me, sym]
            counts[me][R.LAYOUT[sq]] += 1
            allowed, _ = R.allowed_squares(board, sq, sym)
            danger = 0
            worst = 0
            for a in allowed:
                if _wins(board, counts, a, opp):
                    danger += 1
                else:
                    worst = max(worst, _interest(board, counts, a, opp))
            threats = sum(1 for a in G.squares() if board[a] is None and _wins(board, counts, a, me))
            board[sq] = None
            counts[me][R.LAYOUT[sq]] -= 1
            balance = stock[sym] - stock[R.SYMBOLS[1 - R.SYMBOLS.index(sym)]]
            score = (-1000 * danger + 3 * gain + 2 * block + 4 * min(threats, 2) - 2 * worst
                     + 0.5 * balance + rng.random() * 0.1)
            if best_score is None or score > best_score:
                best, best_score = m, score
        return best
