"""Battle of LITS, the page's rules as constants and pure functions.

« Le jeu se joue sur un plateau sur lequel sont disposés des "O" et des "X".
L'un des joueurs marque 1 point par symbole "O" visible, et l'autre 1 point
par symbole "X" visible. A votre tour, vous devez placer une pièce ».

« Lors du placement des pièces suivantes, vous devez respecter les règles
suivantes :
1. Chaque nouvelle pièce doit toucher par un bord une pièce déjà posée.
2. Deux pièces identiques (c'est à dire de la même couleur) ne peuvent pas
   être adjacentes.
3. On ne peut jamais recouvrir totalement un espace de 2x2 cases (donc dès
   que 3 cases d'un espace 2x2 sont occupées, la dernière case restera
   visible jusqu'à la fin de la partie). »

« En cas d'égalité, le dernier joueur à jouer une pièce est déclaré
vainqueur. »

The pieces are the four tetrominoes L, I, T and S (the game's name), each
turned and flipped at will; « identiques » means the same shape (one colour
per shape), whatever its orientation. Facts the page leaves out, chosen as
on Board Game Arena (stated under « Lecture retenue »): a 10 × 10 board
(6 to 10 here), 30 X and 30 O placed at random (30 % of the squares each on
smaller boards), 5 pieces of each shape shared by both players, X places
the first piece, and the game ends when the player to move cannot place any
piece.

A placement is named by its orientation and its anchor square: « L3-B4 »
is the L in its 3rd orientation whose top-left square (the highest square
of the piece, the leftmost one on that row) is B4. The pieces on a board
are kept in `cover` (for each square: None or the index of the piece) and
`shape_at` (for each square: None or the shape's letter).
"""

from __future__ import annotations

from functools import lru_cache

from ...grid import TETROMINOES, Grid, orientations

SHAPES = ("L", "I", "T", "S")
SHAPE_NAMES = {"L": "L", "I": "I", "T": "T", "S": "S"}
SHAPE_COLOURS = {"L": "rouge", "I": "jaune", "T": "vert", "S": "bleu"}
"""One colour per shape: « identiques (c'est à dire de la même couleur) »."""
PIECES_PER_SHAPE = 5
SYMBOLS = ("X", "O")

RULES = {
    1: "Chaque nouvelle pièce doit toucher par un bord une pièce déjà posée.",
    2: "Deux pièces identiques (c'est à dire de la même couleur) ne peuvent pas être adjacentes.",
    3: "On ne peut jamais recouvrir totalement un espace de 2x2 cases.",
}
"""The page's three numbered rules, in its words."""

ORIENTATIONS: dict[str, tuple] = {}
"""Orientation id (« L1 »…« L8 », « I1 », « I2 », « T1 »…« T4 », « S1 »…« S4 ») →
normalised cells (row, col)."""
for _k in SHAPES:
    for _n, _cells in enumerate(orientations(TETROMINOES[_k]), start=1):
        ORIENTATIONS[f"{_k}{_n}"] = _cells
ORIENTATION_IDS = tuple(ORIENTATIONS)


@lru_cache(maxsize=None)
def grid(size: int) -> Grid:
    return Grid(size, size)


class Placement:
    """One way to put an orientation on the board, precomputed: its cells,
    the squares around it (sharing an edge), and for each 2×2 block it
    touches, the block's squares outside the piece."""

    __slots__ = ("move", "rank", "shape", "cells", "around", "rest_of_blocks")

    def __init__(self, move, rank, shape, cells, around, rest_of_blocks):
        self.move = move
        self.rank = rank
        self.shape = shape
        self.cells = cells
        self.around = around
        self.rest_of_blocks = rest_of_blocks


@lru_cache(maxsize=None)
def placements(size: int) -> dict[str, Placement]:
    """Every placement that fits on a size × size board, by move id."""
    g = grid(size)
    out = {}
    for oid, shape in ORIENTATIONS.items():
        first = shape[0]                    # highest square, leftmost on its row
        for anchor in g.squares():
            r, c = g.row_col(anchor)
            top_left = (r - first[0], c - first[1])
            if not g.inside(*top_left):
                continue
            cells = g.place(shape, g.index(*top_left))
            if cells is None:
                continue
            inside = set(cells)
            around = sorted({n for i in cells for n in g.neighbours4(i)} - inside)
            blocks = {b for i in cells for b in g.blocks2x2_containing(i)}
            rest = sorted(tuple(j for j in b if j not in inside) for b in blocks)
            move = f"{oid}-{g.name(anchor)}"
            out[move] = Placement(move, len(out), oid[0], tuple(cells), tuple(around), tuple(rest))
    return out


@lru_cache(maxsize=None)
def placements_by_square(size: int) -> tuple[tuple[Placement, ...], ...]:
    """For each square, the placements covering it."""
    by = [[] for _ in range(size * size)]
    for p in placements(size).values():
        for i in p.cells:
            by[i].append(p)
    return tuple(tuple(x) for x in by)


def broken_rules(p: Placement, cover: list, shape_at: list, first: bool) -> list[int]:
    """The page's rules (1, 2, 3) that placing `p` breaks; [] when it may go.
    Squares already covered are checked by `overlaps`."""
    broken = []
    if not first and all(cover[n] is None for n in p.around):
        broken.append(1)
    if any(shape_at[n] == p.shape for n in p.around):
        broken.append(2)
    if any(all(cover[j] is not None for j in rest) for rest in p.rest_of_blocks):
        broken.append(3)
    return broken


def overlaps(p: Placement, cover: list) -> list[int]:
    return [i for i in p.cells if cover[i] is not None]


def fits(p: Placement, cover: list, shape_at: list, first: bool) -> bool:
    """Fast form of « no overlap and no broken rule »."""
    for i in p.cells:
        if cover[i] is not None:
            return False
    touch = first
    for n in p.around:
        s = shape_at[n]
        if s is not None:
            if s == p.shape:
                return False
            touch = True
    if not touch:
        return False
    for rest in p.rest_of_blocks:
        for j in rest:
            if cover[j] is None:
                break
        else:
            return False
    return True


def legal_placements(size: int, cover: list, shape_at: list, supply: dict) -> list[Placement]:
    """Every placement allowed now, in a fixed order (orientation, then square)."""
    first = all(c is None for c in cover)
    if first:
        pool = placements(size).values()
    else:
        by = placements_by_square(size)
        g = grid(size)
        seen = set()
        pool = []
        for i, c in enumerate(cover):
            if c is not None:
                continue
            if not any(cover[n] is not None for n in g.neighbours4(i)):
                continue
            for p in by[i]:
                if p.rank not in seen:
                    seen.add(p.rank)
                    pool.append(p)
    out = [p for p in pool if supply[p.shape] > 0 and fits(p, cover, shape_at, first)]
    if not first:
        out.sort(key=lambda p: p.rank)
    return out


def any_placement(size: int, cover: list, shape_at: list, supply: dict) -> bool:
    """Is there at least one allowed placement (early exit)?"""
    first = all(c is None for c in cover)
    if first:
        return any(supply.values())
    by = placements_by_square(size)
    g = grid(size)
    for i, c in enumerate(cover):
        if c is None and any(cover[n] is not None for n in g.neighbours4(i)):
            for p in by[i]:
                if supply[p.shape] > 0 and fits(p, cover, shape_at, False):
                    return True
    return False


def visible(symbols: list, cover: list) -> dict[str, int]:
    """« 1 point par symbole visible »: the uncovered X and O."""
    out = {s: 0 for s in SYMBOLS}
    for i, s in enumerate(symbols):
        if s and cover[i] is None:
            out[s] += 1
    return out


def locked_visible(size: int, cover: list) -> set[int]:
    """Empty squares that can never be covered: « dès que 3 cases d'un espace
    2x2 sont occupées, la dernière case restera visible jusqu'à la fin »."""
    out = set()
    for b in grid(size).blocks2x2():
        free = [i for i in b if cover[i] is None]
        if len(free) == 1:
            out.add(free[0])
    return out


def random_symbols(size: int, rng_shuffle) -> list[str]:
    """30 % X, 30 % O, the rest empty, shuffled by the state's generator
    (30 of each on 10 × 10, as Board Game Arena's random layout)."""
    n = size * size
    k = round(n * 0.3)
    cells = ["X"] * k + ["O"] * k + [""] * (n - 2 * k)
    rng_shuffle(cells)
    return cells


def rule_sentence(numbers: list[int]) -> str:
    """« règle 2 : Deux pièces identiques… » for each broken rule."""
    return " ; ".join(f"règle {k} : « {RULES[k]} »" for k in numbers)
