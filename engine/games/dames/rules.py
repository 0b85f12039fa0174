"""International draughts: the board, the moves and the end, as pure functions.

The page « Tips checkers » gives advice, not rules: the rules here are the
official ones of international draughts (FMJD), which Board Game Arena plays
under the name « Dames internationales »; the page's « Lecture retenue » says
so. In short:

- a 10×10 board whose 50 dark squares are numbered 1 to 50, from Black's side
  (square 1 is top left seen by White, 46 is White's bottom-left corner);
  20 men each, Black on 1–20, White on 31–50; White moves first;
- a man moves one square diagonally forward; a king (« dame ») flies any
  distance along a diagonal;
- capturing is compulsory, and you must take the most pieces possible (a king
  counts as one piece); men capture backwards too; a king captures at a
  distance and lands on any empty square beyond the piece; captured pieces
  come off only once the whole capture is over, cannot be jumped twice and
  block the way meanwhile;
- a man that ends its move on the far row becomes a king (passing it during a
  capture is not enough);
- a player who cannot move (no piece left, or all blocked) loses;
- draws: the same position for the third time with the same player to move;
  25 moves each with kings only, without capture or man move; and, in the
  endings of the FMJD rules, 16 moves each (three kings, two kings and a man,
  or a king and two men against a lone king) or 5 moves each (two kings, a
  king and a man, or a king against a lone king).

A board is a string of 51 characters, index = square number (index 0 unused):
"." empty, "w" white man, "W" white king, "b" black man, "B" black king.
Players: 0 = White (« Blancs »), 1 = Black (« Noirs »).
"""

from __future__ import annotations

from functools import lru_cache

SIZE = 10
SQUARES = range(1, 51)
WHITE, BLACK = 0, 1
EMPTY = "."
MAN = ("w", "b")
KING = ("W", "B")
PIECES = ("wW", "bB")          # a side's own pieces
COLOUR_NAMES = ("Blancs", "Noirs")
PROMOTION = (frozenset(range(1, 6)), frozenset(range(46, 51)))   # far row of each side
BACK_ROW = (PROMOTION[BLACK], PROMOTION[WHITE])                 # own first row of each side

# Directions (row step, column step). Rows count from Black's side, so White's
# men move towards row 0 (directions 0 and 1) and Black's towards row 9.
DIRECTIONS = ((-1, -1), (-1, 1), (1, -1), (1, 1))
FORWARD = ((0, 1), (2, 3))


def coords(square: int) -> tuple[int, int]:
    """(row, column) of a square, both 0–9, row 0 on Black's side."""
    row, k = divmod(square - 1, 5)
    return row, 2 * k + (1 if row % 2 == 0 else 0)


def square_at(row: int, col: int) -> int | None:
    """The square number at (row, column), None off the board or on a light square."""
    if not (0 <= row < SIZE and 0 <= col < SIZE) or (row + col) % 2 == 0:
        return None
    return row * 5 + col // 2 + 1


def _ray(square: int, d: int) -> tuple[int, ...]:
    row, col = coords(square)
    dr, dc = DIRECTIONS[d]
    out = []
    while True:
        row, col = row + dr, col + dc
        sq = square_at(row, col)
        if sq is None:
            return tuple(out)
        out.append(sq)


RAYS = [()] + [tuple(_ray(sq, d) for d in range(4)) for sq in SQUARES]
"""RAYS[square][direction]: the squares met along that diagonal, nearest first."""
STEPS = tuple([()] + [tuple(RAYS[sq][d][0] for d in FORWARD[side] if RAYS[sq][d]) for sq in SQUARES]
              for side in (0, 1))
"""STEPS[side][square]: where a man of that side may step from that square."""
JUMPS = [()] + [tuple((ray[0], ray[1]) for ray in RAYS[sq] if len(ray) >= 2) for sq in SQUARES]
"""JUMPS[square]: (square jumped, landing square) of each short capture from there."""


def side_of(piece: str) -> int | None:
    if piece in PIECES[WHITE]:
        return WHITE
    if piece in PIECES[BLACK]:
        return BLACK
    return None


def initial_board() -> str:
    """« 20 pions » each: Black on 1–20, White on 31–50."""
    return "." + "b" * 20 + "." * 10 + "w" * 20


# --- moves -------------------------------------------------------------------------

def captures_from(board, side: int, start: int, king: bool) -> list[tuple[tuple, tuple]]:
    """Every complete capture sequence of the piece on `start`: (landing
    squares, captured squares). The piece has left `start`, so that square
    counts as empty; captured pieces stay on the board until the end."""
    enemy = PIECES[1 - side]
    out: list[tuple[tuple, tuple]] = []

    def free(sq):
        return board[sq] == EMPTY or sq == start

    def extend(sq, path, taken):
        grown = False
        for ray in RAYS[sq]:
            if king:
                i, n = 0, len(ray)
                while i < n and free(ray[i]):
                    i += 1
                if i + 1 >= n or board[ray[i]] not in enemy or ray[i] in taken:
                    continue
                j = i + 1
                while j < n and free(ray[j]):
                    grown = True
                    extend(ray[j], path + (ray[j],), taken + (ray[i],))
                    j += 1
            elif len(ray) >= 2:
                mid, land = ray[0], ray[1]
                if board[mid] in enemy and mid not in taken and free(land):
                    grown = True
                    extend(land, path + (land,), taken + (mid,))
        if not grown and taken:
            out.append((path, taken))

    extend(start, (start,), ())
    return out


def _king_may_capture(board, sq: int, enemy: str) -> bool:
    """Whether the king on `sq` has at least one capture (a quick test before
    looking for whole sequences)."""
    for ray in RAYS[sq]:
        for i, other in enumerate(ray):
            if board[other] != EMPTY:
                if board[other] in enemy and i + 1 < len(ray) and board[ray[i + 1]] == EMPTY:
                    return True
                break
    return False


def captures(board, side: int) -> list[tuple[tuple, tuple]]:
    """The captures allowed by the majority rule: only those that take the
    most pieces. Sequences with the same start, end and captured pieces are
    one move (the first path found is kept)."""
    enemy = PIECES[1 - side]
    man, king = MAN[side], KING[side]
    found: list[tuple[tuple, tuple]] = []
    for sq in SQUARES:
        piece = board[sq]
        if piece == man:
            for mid, land in JUMPS[sq]:
                if board[land] == EMPTY and board[mid] in enemy:
                    found += captures_from(board, side, sq, False)
                    break
        elif piece == king and _king_may_capture(board, sq, enemy):
            found += captures_from(board, side, sq, True)
    if not found:
        return []
    most = max(len(taken) for _, taken in found)
    seen = set()
    out = []
    for path, taken in found:
        if len(taken) != most:
            continue
        key = (path[0], path[-1], frozenset(taken))
        if key not in seen:
            seen.add(key)
            out.append((path, taken))
    return out


def steps(board, side: int) -> list[tuple[tuple, tuple]]:
    """Moves without capture: a man one square diagonally forward, a king any
    distance along a free diagonal."""
    out = []
    man, king = MAN[side], KING[side]
    ahead = STEPS[side]
    for sq in SQUARES:
        piece = board[sq]
        if piece == man:
            for to in ahead[sq]:
                if board[to] == EMPTY:
                    out.append(((sq, to), ()))
        elif piece == king:
            for ray in RAYS[sq]:
                for to in ray:
                    if board[to] != EMPTY:
                        break
                    out.append(((sq, to), ()))
    return out


@lru_cache(maxsize=512)
def moves(board: str, side: int) -> tuple[tuple[tuple, tuple], ...]:
    """Every legal move (landing path, captured squares): captures when there
    is one (compulsory), else plain moves. Cached: the page, the refusals and
    the bot ask for the same positions again and again."""
    return tuple(captures(board, side) or steps(board, side))


def notations(found: list[tuple[tuple, tuple]]) -> list[str]:
    """The usual notation of each move: « 32-28 », « 28x19 »; a capture whose
    start and end are shared by another legal capture lists every landing
    square (« 28x37x48x17 »), so each move has one name."""
    short = []
    for path, taken in found:
        short.append(f"{path[0]}{'x' if taken else '-'}{path[-1]}")
    out = []
    for (path, taken), name in zip(found, short):
        if taken and short.count(name) > 1:
            name = "x".join(str(sq) for sq in path)
        out.append(name)
    return out


def apply(board: str, path, taken) -> tuple[str, bool]:
    """The board after a move, and whether a man was crowned. The man is
    crowned only if it *ends* on the far row."""
    cells = list(board)
    piece = cells[path[0]]
    cells[path[0]] = EMPTY
    for sq in taken:
        cells[sq] = EMPTY
    side = side_of(piece)
    end = path[-1]
    crowned = piece == MAN[side] and end in PROMOTION[side]
    cells[end] = KING[side] if crowned else piece
    return "".join(cells), crowned


def identities(board: str) -> list[int]:
    """Each piece's identity, index = square: the square it stands on now (0 where empty)."""
    return [sq if sq and board[sq] not in (EMPTY, " ") else 0 for sq in range(len(board))]


def move_identities(ids: list[int], path, taken) -> list[int]:
    """The identities after a move: the moving piece keeps its own (a man crowned too), the
    pieces taken leave the board. A king may end its capture where it started."""
    out = list(ids)
    moving = out[path[0]]
    out[path[0]] = 0
    for sq in taken:
        out[sq] = 0
    out[path[-1]] = moving
    return out


# --- counting and the end ------------------------------------------------------------

def material(board) -> tuple[int, int, int, int]:
    """(white men, white kings, black men, black kings)."""
    return (board.count("w"), board.count("W"), board.count("b"), board.count("B"))


ENDGAME_16 = {(0, 3), (1, 2), (2, 1)}    # (men, kings) against a lone king
ENDGAME_5 = {(0, 2), (1, 1), (0, 1)}


def endgame_rule(board) -> int | None:
    """16 or 5 (moves each) when the FMJD endgame draw rules apply, else None.

    « Trois dames, deux dames et un pion, ou une dame et deux pions contre une
    dame » : 16 coups chacun ; « deux dames, une dame et un pion, ou une dame
    contre une dame » : 5 coups chacun."""
    wm, wk, bm, bk = material(board)
    for (men, kings), (omen, okings) in (((wm, wk), (bm, bk)), ((bm, bk), (wm, wk))):
        if (omen, okings) == (0, 1):
            if (men, kings) in ENDGAME_16:
                return 16
            if (men, kings) in ENDGAME_5:
                return 5
    return None


KING_ONLY_MOVES = 25   # « 25 coups successifs » of each player: 50 half-moves
REPETITIONS = 3


# --- positions written down (FEN of the PDN standard) --------------------------------

def _numbers(part: str, where: str) -> list[tuple[int, bool]]:
    """'K45,31-33' -> [(45, True), (31, False), (32, False), (33, False)]."""
    out = []
    for item in part.split(","):
        item = item.strip()
        if not item:
            continue
        king = item[:1] in ("K", "k", "D", "d")
        body = item[1:] if king else item
        lo, sep, hi = body.partition("-")
        if not lo.isdigit() or (sep and not hi.isdigit()):
            raise ValueError(f"{where} : « {item} » n'est pas une case (numéro de 1 à 50, "
                             "précédé de K pour une dame, ou une plage comme 31-35)")
        first, last = int(lo), int(hi) if sep else int(lo)
        if not (1 <= first <= 50 and 1 <= last <= 50) or last < first:
            raise ValueError(f"{where} : « {item} » sort du damier (cases 1 à 50)")
        out += [(sq, king) for sq in range(first, last + 1)]
    return out


def parse_fen(text) -> tuple[str, int]:
    """A position in the PDN's FEN: « W:W31-50:B1-20 » (trait, then the White
    and the Black pieces, K before a king). Returns (board, side to move);
    ValueError with a French message otherwise."""
    if not isinstance(text, str):
        raise ValueError("une chaîne est attendue, par exemple « W:W28,K45:B19,23 »")
    fields = [f.strip() for f in text.strip().rstrip(".").split(":")]
    if len(fields) != 3 or fields[0].upper() not in ("W", "B"):
        raise ValueError("trois parties séparées par « : » sont attendues : le trait (W pour les Blancs, "
                         "B pour les Noirs), puis W suivi des cases blanches, B suivi des cases noires, "
                         "par exemple « W:W28,K45:B19,23 »")
    side = WHITE if fields[0].upper() == "W" else BLACK
    cells = ["."] * 51
    cells[0] = " "
    seen_colours = set()
    for field in fields[1:]:
        colour = field[:1].upper()
        if colour not in ("W", "B") or colour in seen_colours:
            raise ValueError(f"« {field} » : chaque camp s'écrit une fois, W (Blancs) puis ses cases, "
                             "B (Noirs) puis ses cases")
        seen_colours.add(colour)
        who = WHITE if colour == "W" else BLACK
        name = COLOUR_NAMES[who]
        for sq, king in _numbers(field[1:], name):
            if cells[sq] != ".":
                raise ValueError(f"la case {sq} est donnée deux fois")
            if not king and sq in PROMOTION[who]:
                raise ValueError(f"{name} : un pion sur la case {sq} serait déjà sur la dernière rangée "
                                 "(il y serait devenu dame : écrivez K" + str(sq) + ")")
            cells[sq] = KING[who] if king else MAN[who]
    board = "".join(cells)
    if not any(board[sq] in PIECES[WHITE] for sq in SQUARES) or not any(board[sq] in PIECES[BLACK]
                                                                        for sq in SQUARES):
        raise ValueError("chaque camp a au moins une pièce")
    if sum(1 for sq in SQUARES if board[sq] in PIECES[WHITE]) > 20 or \
            sum(1 for sq in SQUARES if board[sq] in PIECES[BLACK]) > 20:
        raise ValueError("au plus 20 pièces par camp")
    return board, side


def to_fen(board: str, side: int) -> str:
    parts = ["W" if side == WHITE else "B"]
    for who, letter in ((WHITE, "W"), (BLACK, "B")):
        items = [("K" if board[sq] == KING[who] else "") + str(sq) for sq in SQUARES if board[sq] in PIECES[who]]
        parts.append(letter + ",".join(items))
    return ":".join(parts)
