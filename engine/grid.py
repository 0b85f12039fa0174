"""Square-grid board mechanics, shared by the games played on a grid.

Game-agnostic and small: no game is named here. A `Grid` is the geometry of a
rectangular board of `rows` × `cols` squares; a square is a flat index
``i = row * cols + col`` (an int, so a state can store squares in JSON lists),
with row 0 at the top and column 0 on the left. Its human name is the column
letter followed by the row number counted from 1: square (row 2, col 1) is
« B3 ». The grid never stores what lies on the squares: games keep that in
their state and pass it in (a list indexed by square, or a set of squares).

What it offers:
- coordinates and notation: `index`, `row_col`, `name`, `parse`;
- neighbours: `neighbours4` (sharing an edge), `neighbours8` (edge or corner);
- lines: `lines()` (every row, column and diagonal), `rays` and
  `line_squares` (the squares on the lines through a square, orthogonal or
  diagonal), `run_through` and `longest_run` (« n in a row » detection);
- regions: `regions(squares)` (4-connected components) and `blocks2x2()`;
- polyominoes: `normalise`, `orientations` (every rotation and reflection,
  each once), the tetrominoes `TETROMINOES` (L, I, T, S, O), and
  `Grid.place(shape, anchor)` (the squares a shape covers, or None).

Hexagonal boards are not here: they would be a sibling module.
"""

from __future__ import annotations

from functools import lru_cache

ORTHOGONAL = ((0, 1), (1, 0))
"""Line directions (row step, column step) of rows and columns."""
DIAGONAL = ((1, 1), (1, -1))
"""Line directions of the two diagonals."""
ALL_DIRECTIONS = ORTHOGONAL + DIAGONAL

_STEPS4 = ((-1, 0), (0, -1), (0, 1), (1, 0))
_STEPS8 = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


def column_letter(c: int) -> str:
    """Column 0 → « A », 25 → « Z » (wider boards are not supported)."""
    if not 0 <= c < 26:
        raise ValueError("column out of A–Z")
    return chr(ord("A") + c)


class Grid:
    """The geometry of a rows × cols board; squares are flat indices."""

    def __init__(self, rows: int, cols: int):
        if not (1 <= rows <= 99 and 1 <= cols <= 26):
            raise ValueError("a grid has 1 to 99 rows and 1 to 26 columns")
        self.rows = rows
        self.cols = cols
        self.size = rows * cols
        self._n4 = [tuple(self._around(i, _STEPS4)) for i in range(self.size)]
        self._n8 = [tuple(self._around(i, _STEPS8)) for i in range(self.size)]
        self._names = [column_letter(i % cols) + str(i // cols + 1) for i in range(self.size)]
        self._by_name = {n: i for i, n in enumerate(self._names)}

    def __repr__(self) -> str:
        return f"Grid({self.rows}, {self.cols})"

    # --- coordinates ---------------------------------------------------------
    def squares(self) -> range:
        return range(self.size)

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.rows and 0 <= c < self.cols

    def index(self, r: int, c: int) -> int:
        if not self.inside(r, c):
            raise ValueError(f"({r}, {c}) is off a {self.rows}×{self.cols} grid")
        return r * self.cols + c

    def row_col(self, i: int) -> tuple[int, int]:
        return divmod(i, self.cols)

    def name(self, i: int) -> str:
        """« B3 »: column letter, then row number from 1 (row 1 on top)."""
        return self._names[i]

    def parse(self, text) -> int | None:
        """The square named `text` (« B3 », exact spelling), or None. Never
        raises, whatever `text` is."""
        return self._by_name.get(text) if isinstance(text, str) else None

    # --- neighbours ----------------------------------------------------------
    def _around(self, i: int, steps):
        r, c = divmod(i, self.cols)
        for dr, dc in steps:
            if self.inside(r + dr, c + dc):
                yield (r + dr) * self.cols + c + dc

    def neighbours4(self, i: int) -> tuple[int, ...]:
        """The squares sharing an edge with `i` (up, left, right, down)."""
        return self._n4[i]

    def neighbours8(self, i: int) -> tuple[int, ...]:
        """The squares sharing an edge or a corner with `i`."""
        return self._n8[i]

    # --- lines ---------------------------------------------------------------
    def ray(self, i: int, dr: int, dc: int) -> list[int]:
        """The squares from `i` (excluded) in direction (dr, dc) to the edge."""
        r, c = divmod(i, self.cols)
        out = []
        r, c = r + dr, c + dc
        while self.inside(r, c):
            out.append(r * self.cols + c)
            r, c = r + dr, c + dc
        return out

    def line_squares(self, i: int, directions=ALL_DIRECTIONS) -> list[int]:
        """Every square on the lines through `i` in `directions` (both ways),
        `i` excluded, sorted: `ORTHOGONAL` gives its row and column,
        `DIAGONAL` its two diagonals. Pieces in between do not block."""
        out = set()
        for dr, dc in directions:
            out.update(self.ray(i, dr, dc))
            out.update(self.ray(i, -dr, -dc))
        return sorted(out)

    def lines(self, min_length: int = 1) -> list[list[int]]:
        """Every row, column and diagonal (both ways) with at least
        `min_length` squares, each from one end to the other."""
        out = []
        for dr, dc in ALL_DIRECTIONS:
            for i in range(self.size):
                r, c = divmod(i, self.cols)
                if self.inside(r - dr, c - dc):
                    continue            # not the start of its line
                line = [i] + self.ray(i, dr, dc)
                if len(line) >= min_length:
                    out.append(line)
        return out

    def run_through(self, i: int, owned, dr: int, dc: int) -> list[int]:
        """The unbroken run of squares with `owned(square)` true, through `i`
        along direction (dr, dc), in line order (`i` included if owned)."""
        if not owned(i):
            return []
        back = []
        for j in self.ray(i, -dr, -dc):
            if not owned(j):
                break
            back.append(j)
        ahead = []
        for j in self.ray(i, dr, dc):
            if not owned(j):
                break
            ahead.append(j)
        return back[::-1] + [i] + ahead

    def longest_run(self, i: int, owned, directions=ALL_DIRECTIONS) -> list[int]:
        """The longest unbroken run through `i` over `directions` (« n in a
        row »: ``len(grid.longest_run(i, mine)) >= n``)."""
        best: list[int] = []
        for dr, dc in directions:
            run = self.run_through(i, owned, dr, dc)
            if len(run) > len(best):
                best = run
        return best

    # --- regions and blocks ----------------------------------------------------
    def regions(self, squares) -> list[list[int]]:
        """The 4-connected components of a set of squares, each sorted, in
        the order of their first square."""
        todo = set(squares)
        out = []
        for start in sorted(todo):
            if start not in todo:
                continue
            todo.discard(start)
            comp, stack = [start], [start]
            while stack:
                for j in self._n4[stack.pop()]:
                    if j in todo:
                        todo.discard(j)
                        comp.append(j)
                        stack.append(j)
            out.append(sorted(comp))
        return out

    def blocks2x2(self) -> list[tuple[int, int, int, int]]:
        """Every 2×2 block of squares (top-left, top-right, bottom-left,
        bottom-right)."""
        return [(i, i + 1, i + self.cols, i + self.cols + 1)
                for i in range(self.size)
                if i % self.cols < self.cols - 1 and i // self.cols < self.rows - 1]

    def blocks2x2_containing(self, i: int) -> list[tuple[int, int, int, int]]:
        r, c = divmod(i, self.cols)
        out = []
        for tr in (r - 1, r):
            for tc in (c - 1, c):
                if 0 <= tr < self.rows - 1 and 0 <= tc < self.cols - 1:
                    t = tr * self.cols + tc
                    out.append((t, t + 1, t + self.cols, t + self.cols + 1))
        return out

    # --- shapes on the grid ------------------------------------------------------
    def place(self, shape, anchor: int) -> list[int] | None:
        """The squares covered by a normalised `shape` (cells (row, col)) whose
        bounding box's top-left corner is on square `anchor`; None when a cell
        falls off the board."""
        r0, c0 = divmod(anchor, self.cols)
        out = []
        for dr, dc in shape:
            r, c = r0 + dr, c0 + dc
            if not self.inside(r, c):
                return None
            out.append(r * self.cols + c)
        return out


# --- polyominoes --------------------------------------------------------------

def normalise(cells) -> tuple[tuple[int, int], ...]:
    """Cells (row, col) moved so the smallest row and column are 0, sorted."""
    cells = list(cells)
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def orientations(cells) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Every distinct rotation and reflection of a shape, normalised, in a
    fixed order: the 4 rotations (quarter turns clockwise) of the shape, then
    the 4 rotations of its mirror image, duplicates dropped. An L tetromino
    has 8, a T or an S 4, an I 2, an O 1."""
    return _orientations(normalise(cells))


@lru_cache(maxsize=None)
def _orientations(shape) -> tuple[tuple[tuple[int, int], ...], ...]:
    out: list[tuple[tuple[int, int], ...]] = []
    for mirrored in (False, True):
        cur = [(r, -c) for r, c in shape] if mirrored else list(shape)
        for _ in range(4):
            n = normalise(cur)
            if n not in out:
                out.append(n)
            cur = [(c, -r) for r, c in cur]      # a quarter turn clockwise
    return tuple(out)


def same_shape(a, b) -> bool:
    """True when `b` is `a` turned and/or flipped (congruent polyominoes)."""
    return normalise(b) in orientations(normalise(a))


TETROMINOES = {
    "L": normalise([(0, 0), (1, 0), (2, 0), (2, 1)]),
    "I": normalise([(0, 0), (1, 0), (2, 0), (3, 0)]),
    "T": normalise([(0, 0), (0, 1), (0, 2), (1, 1)]),
    "S": normalise([(0, 1), (0, 2), (1, 0), (1, 1)]),
    "O": normalise([(0, 0), (0, 1), (1, 0), (1, 1)]),
}
"""The five free tetrominoes, each in one reference orientation."""


def picture(shape, filled: str = "#", empty: str = ".") -> list[str]:
    """A shape drawn as text rows (for docs, tests and views)."""
    shape = normalise(shape)
    h = max(r for r, _ in shape) + 1
    w = max(c for _, c in shape) + 1
    cells = set(shape)
    return ["".join(filled if (r, c) in cells else empty for c in range(w)) for r in range(h)]
