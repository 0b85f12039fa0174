"""Hexagonal board mechanics, shared by every game played on hexes.

Game-agnostic and small: no game is named here (the sibling of `grid.py`).
A cell is an *axial* coordinate ``(q, r)`` (a tuple of two ints) of a
pointy-top hex board: ``r`` is the row (0 on top, growing downwards), ``q``
grows to the east along a row. Board shapes are stored by games as sets of
cells; in a state (JSON) a cell is written by its reader-facing name or by
`encode` / `decode` (``"q,r"``).

Reader-facing names come from the « odd-r » offset layout that a page draws:
rows of hexes, every odd row shifted half a hex to the right. The cell in row
``row`` (0-based, from the top) and offset column ``col`` (0-based, from the
left) is named by the row letter and the column number from 1: « B3 » is the
third hex of the second row. `HexMap.from_rows` reads a map written as such
rows of text.

What it offers:
- coordinates: `from_offset`, `to_offset`, `name`, `parse`, `encode`, `decode`;
- the six neighbours (`DIRECTIONS`, `DIRECTION_NAMES`, `neighbours`,
  `adjacent`), `distance`, `rotate` (60° steps around a centre);
- straight lines: `ray` (from a cell in one of the six directions, stopping
  before a blocker or off the map), `lines_from` (the six rays), `in_line`;
- `ring` and `disc` (cells at exactly / at most a distance);
- `triangles_at` (three mutually adjacent cells: the shape of a tile of
  three hexes), `regions` / `region_of` (connected groups of cells with a
  predicate for « same group »);
- `HexMap`, a bounded map (a set of cells) with names, membership and the
  neighbours inside it.
"""

from __future__ import annotations

from typing import Callable, Iterable

Cell = tuple  # (q, r)

DIRECTIONS: tuple = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
"""The six neighbour steps, counter-clockwise from the east: est, nord-est,
nord-ouest, ouest, sud-ouest, sud-est (pointy-top hexes)."""

DIRECTION_NAMES: tuple = ("est", "nord-est", "nord-ouest", "ouest", "sud-ouest", "sud-est")
"""The French names of `DIRECTIONS`, same order."""

MAX_ROWS = 26
MAX_COLS = 99


def add(a: Cell, b: Cell) -> Cell:
    return (a[0] + b[0], a[1] + b[1])


def neighbours(cell: Cell) -> list:
    """The six cells around `cell`, in the order of `DIRECTIONS`."""
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def adjacent(a: Cell, b: Cell) -> bool:
    """Two cells sharing a side."""
    return distance(a, b) == 1


def distance(a: Cell, b: Cell) -> int:
    """The number of steps from cell to cell between `a` and `b`."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction_between(a: Cell, b: Cell) -> int | None:
    """The index in `DIRECTIONS` of the straight line from `a` to `b`, or
    None when `b` is not on one of the six lines through `a` (or is `a`)."""
    dq, dr = b[0] - a[0], b[1] - a[1]
    n = distance(a, b)
    if n == 0 or (dq % n) or (dr % n):
        return None
    step = (dq // n, dr // n)
    return DIRECTIONS.index(step) if step in DIRECTIONS else None


def rotate(cell: Cell, steps: int, centre: Cell = (0, 0)) -> Cell:
    """`cell` turned by `steps` × 60° counter-clockwise around `centre`."""
    q, r = cell[0] - centre[0], cell[1] - centre[1]
    for _ in range(steps % 6):
        q, r = q + r, -q      # cube (x, y, z) -> (-z, -x, -y)
    return (q + centre[0], r + centre[1])


# --- lines ---------------------------------------------------------------------

def ray(cell: Cell, direction: int, inside: Callable[[Cell], bool],
        blocked: Callable[[Cell], bool] | None = None) -> list:
    """The cells from `cell` (excluded) in direction `direction` (index in
    `DIRECTIONS`), as long as they are `inside` the board; the walk stops
    *before* the first cell that is `blocked`."""
    dq, dr = DIRECTIONS[direction]
    out = []
    q, r = cell[0] + dq, cell[1] + dr
    while inside((q, r)) and not (blocked and blocked((q, r))):
        out.append((q, r))
        q, r = q + dq, r + dr
    return out


def lines_from(cell: Cell, inside: Callable[[Cell], bool],
               blocked: Callable[[Cell], bool] | None = None) -> list:
    """Every cell reachable from `cell` in a straight line in one of the six
    directions (see `ray`), in the order of `DIRECTIONS` then distance."""
    out = []
    for d in range(6):
        out.extend(ray(cell, d, inside, blocked))
    return out


def in_line(a: Cell, b: Cell) -> bool:
    """`b` lies on one of the six straight lines through `a`."""
    return direction_between(a, b) is not None


def ring(centre: Cell, radius: int) -> list:
    """The cells at exactly `radius` steps from `centre` (radius 0: the centre)."""
    if radius < 0:
        raise ValueError("a ring has a radius ≥ 0")
    if radius == 0:
        return [tuple(centre)]
    out = []
    q, r = centre[0] + DIRECTIONS[4][0] * radius, centre[1] + DIRECTIONS[4][1] * radius
    for d in range(6):
        for _ in range(radius):
            out.append((q, r))
            q, r = q + DIRECTIONS[d][0], r + DIRECTIONS[d][1]
    return out


def disc(centre: Cell, radius: int) -> list:
    """The cells at most `radius` steps from `centre`, ring by ring."""
    out = []
    for k in range(radius + 1):
        out.extend(ring(centre, k))
    return out


def triangles_at(cell: Cell) -> list:
    """The six triangles of three mutually adjacent cells having `cell` as a
    corner: ``(cell, cell + DIRECTIONS[i], cell + DIRECTIONS[i + 1])`` for
    i = 0…5 (orientation i)."""
    around = neighbours(cell)
    return [(tuple(cell), around[i], around[(i + 1) % 6]) for i in range(6)]


# --- regions -------------------------------------------------------------------

def region_of(start: Cell, cells: Iterable, same: Callable[[Cell, Cell], bool] | None = None) -> list:
    """The cells of `cells` connected to `start` through neighbours for which
    `same(a, b)` holds (default: any two neighbours of `cells`), sorted."""
    pool = set(cells)
    if start not in pool:
        return []
    seen = {start}
    stack = [start]
    while stack:
        a = stack.pop()
        for b in neighbours(a):
            if b in pool and b not in seen and (same is None or same(a, b)):
                seen.add(b)
                stack.append(b)
    return sorted(seen, key=lambda c: (c[1], c[0]))


def regions(cells: Iterable, same: Callable[[Cell, Cell], bool] | None = None) -> list:
    """The connected groups of `cells` (see `region_of`), each sorted by row
    then column, the groups in the order of their first cell."""
    order = sorted(set(cells), key=lambda c: (c[1], c[0]))
    seen: set = set()
    out = []
    for c in order:
        if c not in seen:
            group = region_of(c, order, same)
            seen.update(group)
            out.append(group)
    return out


# --- names and encoding ------------------------------------------------------------

def to_offset(cell: Cell) -> tuple:
    """(row, col) of `cell` in the odd-r offset layout (odd rows shifted right)."""
    q, r = cell
    return r, q + (r - (r & 1)) // 2


def from_offset(row: int, col: int) -> Cell:
    """The axial cell at offset (row, col)."""
    return (col - (row - (row & 1)) // 2, row)


def name(cell: Cell) -> str:
    """« B3 »: the row letter (A on top), then the column number from 1."""
    row, col = to_offset(cell)
    if not (0 <= row < MAX_ROWS and 0 <= col < MAX_COLS):
        raise ValueError(f"{cell} has no name (rows A–Z, columns 1–{MAX_COLS})")
    return chr(ord("A") + row) + str(col + 1)


def parse(text) -> Cell | None:
    """The cell named `text` (exact spelling: « B3 »), or None; never raises."""
    if not isinstance(text, str) or not 2 <= len(text) <= 3:
        return None
    letter, digits = text[0], text[1:]
    if not ("A" <= letter <= "Z") or not digits.isascii() or not digits.isdigit() or digits[0] == "0":
        return None
    return from_offset(ord(letter) - ord("A"), int(digits) - 1)


def encode(cell: Cell) -> str:
    """A cell as a JSON-friendly string « q,r » (also a dict key)."""
    return f"{cell[0]},{cell[1]}"


def decode(text) -> Cell | None:
    """The cell written by `encode`, or None; never raises."""
    if not isinstance(text, str):
        return None
    parts = text.split(",")
    if len(parts) != 2:
        return None
    out = []
    for p in parts:
        body = p[1:] if p.startswith("-") else p
        if not body.isascii() or not body.isdigit() or (len(body) > 1 and body[0] == "0") or len(body) > 6:
            return None
        out.append(int(p))
    return (out[0], out[1])


class HexMap:
    """A bounded board: a set of cells, with names and neighbours inside it."""

    def __init__(self, cells: Iterable):
        self.cells = frozenset(tuple(c) for c in cells)
        for c in self.cells:
            name(c)   # every cell must be nameable
        self._order = sorted(self.cells, key=lambda c: (c[1], to_offset(c)[1]))

    @classmethod
    def from_rows(cls, rows: list) -> "HexMap":
        """A map from rows of text, one string per row and one token per hex
        (odd rows are drawn shifted half a hex to the right); a token « - »
        is a hole (no cell)."""
        cells = []
        for row, line in enumerate(rows):
            for col, token in enumerate(line.split()):
                if token != "-":
                    cells.append(from_offset(row, col))
        return cls(cells)

    def __contains__(self, cell) -> bool:
        return cell in self.cells

    def __len__(self) -> int:
        return len(self.cells)

    def __iter__(self):
        return iter(self._order)

    def inside(self, cell) -> bool:
        return cell in self.cells

    def neighbours(self, cell: Cell) -> list:
        """The neighbours of `cell` that are on the map."""
        return [c for c in neighbours(cell) if c in self.cells]

    def name(self, cell: Cell) -> str:
        return name(cell)

    def parse(self, text) -> Cell | None:
        """The map's cell named `text`, or None (unknown or off the map)."""
        cell = parse(text)
        return cell if cell in self.cells else None

    def size(self) -> tuple:
        """(rows, cols) of the smallest offset rectangle from A1 holding the map."""
        if not self.cells:
            return 0, 0
        offsets = [to_offset(c) for c in self.cells]
        return max(r for r, _ in offsets) + 1, max(c for _, c in offsets) + 1

    def ray(self, cell: Cell, direction: int, blocked=None) -> list:
        return ray(cell, direction, self.inside, blocked)

    def lines_from(self, cell: Cell, blocked=None) -> list:
        return lines_from(cell, self.inside, blocked)
