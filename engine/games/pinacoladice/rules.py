"""Piña Coladice: the coasters, their combinations and the scoring.

« Le plateau est composé de sous-verres (4x4), représentant des combinaisons
de dés. » The page names neither the dice nor the combinations: the example
reads them as five six-sided dice and the 16 two-faced coasters of `BOARD`
below (stated on the page under « Lecture retenue »).

« Il marque alors le nombre de points indiqués sur l'emplacement + 1 point par
pion cocktail de sa couleur présent sur les sous-verres adjacents
orthogonalement et diagonalement. »
"""

from __future__ import annotations

from functools import lru_cache

from ...dice import counts, is_full, longest_straight, of_a_kind, pairs, total
from ...grid import Grid

GRID = Grid(4, 4)
DICE = 5
ROLLS = 3
PAWNS = 6
TARGET = 20
HAPPY_PENALTY = 3
HAPPY_BONUS = 4

PLAYER_COLOURS = ["rouge", "bleu", "vert", "violet"]
PLAYER_NAMES = ["Rouge", "Bleu", "Vert", "Violet"]

# combination code -> (short label drawn on the coaster, French name, points of its first slot)
COMBOS = {
    "b1": ("3×1", "brelan de 1 (trois dés à 1)", 2),
    "b2": ("3×2", "brelan de 2 (trois dés à 2)", 2),
    "b3": ("3×3", "brelan de 3 (trois dés à 3)", 2),
    "b4": ("3×4", "brelan de 4 (trois dés à 4)", 2),
    "b5": ("3×5", "brelan de 5 (trois dés à 5)", 2),
    "b6": ("3×6", "brelan de 6 (trois dés à 6)", 2),
    "brelan": ("Brelan", "brelan (trois dés égaux)", 1),
    "2p": ("2 paires", "deux paires", 1),
    "full": ("Full", "full (trois dés égaux et deux autres égaux)", 2),
    "ps": ("Suite 4", "petite suite (quatre valeurs qui se suivent)", 2),
    "gs": ("Suite 5", "grande suite (cinq valeurs qui se suivent)", 3),
    "carre": ("Carré", "carré (quatre dés égaux)", 3),
    "c5": ("5 égaux", "cinq dés égaux", 5),
    "s10": ("Σ≤10", "total des dés de 10 ou moins", 3),
    "s25": ("Σ≥25", "total des dés de 25 ou plus", 3),
    "pair": ("Pairs", "cinq dés pairs", 3),
    "impair": ("Impairs", "cinq dés impairs", 3),
}

# The 16 coasters, A1 to D4 row by row: (face 1, face 2).
BOARD = [
    ("b1", "s10"), ("ps", "2p"), ("full", "brelan"), ("b6", "s25"),
    ("2p", "b2"), ("carre", "impair"), ("gs", "pair"), ("brelan", "b5"),
    ("brelan", "b3"), ("pair", "gs"), ("impair", "carre"), ("2p", "b4"),
    ("s25", "b6"), ("full", "c5"), ("c5", "ps"), ("s10", "b1"),
]
DOUBLE = frozenset(GRID.parse(n) for n in ("A1", "D1", "B2", "C2", "B3", "C3", "A4", "D4"))
"""Coasters with two slots at 3 or 4 players (« certains sous-verres ont 2 emplacements »):
the four corners and the four in the middle. The second slot is worth one point less."""


@lru_cache(maxsize=None)
def combos_met(values: tuple[int, ...]) -> frozenset:
    """Every combination code the dice make (remembered per roll: 7,776 at most)."""
    return frozenset(code for code in COMBOS if combo_met(code, list(values)))


def combo_met(code: str, values: list[int]) -> bool:
    """Whether the five dice make the coaster's combination (a die showing 0,
    not rolled yet, makes none)."""
    if 0 in values:
        return False
    if code[0] == "b" and code[1:].isdigit():
        return counts(values)[int(code[1:])] >= 3
    if code == "brelan":
        return of_a_kind(values) >= 3
    if code == "2p":
        return pairs(values) >= 2
    if code == "full":
        return is_full(values)
    if code == "ps":
        return longest_straight(values) >= 4
    if code == "gs":
        return longest_straight(values) >= 5
    if code == "carre":
        return of_a_kind(values) >= 4
    if code == "c5":
        return of_a_kind(values) == 5
    if code == "s10":
        return total(values) <= 10
    if code == "s25":
        return total(values) >= 25
    if code == "pair":
        return all(v % 2 == 0 for v in values)
    if code == "impair":
        return all(v % 2 == 1 for v in values)
    raise KeyError(code)


def slot_points(code: str, players: int, square: int) -> list[int]:
    """The points of each slot of a coaster: one slot at 2 players; two on the
    DOUBLE coasters at 3–4 players, the second one point less (at least 1)."""
    p = COMBOS[code][2]
    if players >= 3 and square in DOUBLE:
        return [p, max(1, p - 1)]
    return [p]


def adjacent_own(board: list[list[int]], square: int, player: int) -> int:
    """« + 1 point par pion cocktail de sa couleur présent sur les sous-verres
    adjacents orthogonalement et diagonalement »."""
    return sum(1 for n in GRID.neighbours8(square) if player in board[n])


LINES = GRID.lines(4)
"""The rows, columns and the two long diagonals of the 4 × 4 board."""


def has_line(board: list[list[int]], player: int) -> bool:
    """« Si un joueur réalise une ligne, colonne ou diagonale de 4 sous-verres,
    il réalise un Piña Coladice et remporte immédiatement la partie »."""
    return any(all(player in board[i] for i in line) for line in LINES)


def parse_square(name) -> int | None:
    if not isinstance(name, str):
        return None
    return GRID.parse(name)
