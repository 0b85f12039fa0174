"""Quatrix, the page's rules as constants and pure functions.

« Placez une de vos pièces sur une case vide. Le symbole figurant sur votre
pièce détermine la direction obligatoire dans laquelle votre adversaire devra
jouer » :
- « Symbole croix (X) : L'adversaire doit placer sa prochaine pièce sur une
  case située sur une ligne diagonale. »
- « Symbole carré (□) : L'adversaire doit placer sa prochaine pièce sur une
  case située sur une ligne orthogonale (horizontale/verticale). »
- « Libre choix : Si toutes les cases dans les différentes directions sont
  occupées, l'adversaire peut placer sa pièce n'importe où sur une case vide. »

« Vous remportez la partie immédiatement si : Vous formez une ligne continue
de 4 pièces de votre couleur (horizontale, verticale ou diagonale). OU Vous
occupez (capturez) 4 cases de la même couleur (par exemple, 4 bleues) avec
vos pions. »

Facts the page leaves out, chosen here (stated on the page under « Lecture
retenue »): a 6 × 6 board of 4 colours, 9 squares each, in the fixed layout
`LAYOUT`; 18 pieces per player, 9 marked X and 9 marked □; the lines of the
constraint are the whole lines through the last piece, pieces in between do
not block. (No draw: a player's 13th piece always makes 4 squares of one
colour, so the game ends by the 25th piece.)

A board is a list of 36 entries: None (empty) or [player, symbol].
"""

from __future__ import annotations

from ...grid import DIAGONAL, ORTHOGONAL, Grid

SIZE = 6
GRID = Grid(SIZE, SIZE)
WIN_LENGTH = 4
"""« une ligne continue de 4 pièces de votre couleur »."""
WIN_SQUARES = 4
"""« 4 cases de la même couleur »."""

SYMBOLS = ("x", "carre")
SYMBOL_SIGN = {"x": "X", "carre": "□"}
SYMBOL_NAME = {"x": "croix (X)", "carre": "carré (□)"}
DIRECTIONS = {"x": DIAGONAL, "carre": ORTHOGONAL}
DIRECTION_TEXT = {"x": "sur une ligne diagonale", "carre": "sur une ligne orthogonale (horizontale/verticale)"}
RULE_TEXT = {
    "x": "« Symbole croix (X) : L'adversaire doit placer sa prochaine pièce sur une case située sur une "
         "ligne diagonale »",
    "carre": "« Symbole carré (□) : L'adversaire doit placer sa prochaine pièce sur une case située sur une "
             "ligne orthogonale (horizontale/verticale) »",
}
FREE_TEXT = ("« Libre choix : Si toutes les cases dans les différentes directions sont occupées, "
             "l'adversaire peut placer sa pièce n'importe où sur une case vide »")
PIECES_PER_SYMBOL = 9

COLOURS = ("bleu", "rouge", "jaune", "vert")
COLOUR_NAMES = {"bleu": "bleue", "rouge": "rouge", "jaune": "jaune", "vert": "verte"}
_LETTER = {"B": "bleu", "R": "rouge", "J": "jaune", "V": "vert"}
LAYOUT_ROWS = (
    "JBRBJR",
    "RVBVRJ",
    "VJVBJR",
    "JBJVBV",
    "BRBJVJ",
    "RVRVBR",
)
"""The board's colours, row 1 on top (B bleu, R rouge, J jaune, V vert)."""
LAYOUT = tuple(_LETTER[ch] for row in LAYOUT_ROWS for ch in row)

PLAYER_COLOURS = ("blanc", "noir")
PLAYER_NAMES = ("Blanc", "Noir")


def empty_board() -> list:
    return [None] * GRID.size


def allowed_squares(board: list, last: int | None, symbol: str | None) -> tuple[list[int], bool]:
    """Where the next piece may go after `symbol` was placed on `last`:
    (squares, free). `free` is True for the « Libre choix » (every square on
    the imposed lines is occupied) and at the very first placement."""
    empty = [i for i in GRID.squares() if board[i] is None]
    if last is None or symbol is None:
        return empty, True
    lines = [i for i in GRID.line_squares(last, DIRECTIONS[symbol]) if board[i] is None]
    if lines:
        return lines, False
    return empty, True


def line_of_four(board: list, square: int, player: int) -> list[int]:
    """The continuous line through `square` of `player`'s pieces, if 4 or
    more long (horizontal, vertical or diagonal), else []."""
    run = GRID.longest_run(square, lambda i: board[i] is not None and board[i][0] == player)
    return run if len(run) >= WIN_LENGTH else []


def colour_counts(board: list, player: int) -> dict[str, int]:
    """How many squares of each colour `player` occupies."""
    counts = {c: 0 for c in COLOURS}
    for i, cell in enumerate(board):
        if cell is not None and cell[0] == player:
            counts[LAYOUT[i]] += 1
    return counts


def win_reason(board: list, square: int, player: int) -> str | None:
    """Why placing on `square` (already on `board`) wins, in French, or None."""
    line = line_of_four(board, square, player)
    if line:
        return (f"ligne continue de {len(line)} pièces ({GRID.name(line[0])}–{GRID.name(line[-1])}) : "
                "« Vous formez une ligne continue de 4 pièces de votre couleur »")
    colour = LAYOUT[square]
    if colour_counts(board, player)[colour] >= WIN_SQUARES:
        return (f"4 cases {COLOUR_NAMES[colour]}s occupées : « Vous occupez (capturez) 4 cases de la même "
                "couleur »")
    return None


def wins_by_placing(board: list, square: int, player: int) -> bool:
    """Would `player` win at once by placing on empty `square`?"""
    board[square] = [player, "x"]
    try:
        return win_reason(board, square, player) is not None
    finally:
        board[square] = None


def parse_move(move) -> tuple[str, int] | None:
    """« x-B3 » / « carre-B3 » → (symbol, square); None for anything else."""
    if not isinstance(move, str):
        return None
    symbol, dash, name = move.partition("-")
    square = GRID.parse(name)
    if not dash or symbol not in SYMBOLS or square is None:
        return None
    return symbol, square


def move_id(symbol: str, square: int) -> str:
    return f"{symbol}-{GRID.name(square)}"
