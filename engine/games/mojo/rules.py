"""Mojo's card counts, as the page « Tips mojo » gives them.

« Il y a 79 cartes divisées ainsi : 8 cartes bleues (4 de valeur 0, 4 de
valeur 1), 15 cartes vertes (5 de valeur 2, 5 de valeur 3, 5 de valeur 4),
21 cartes oranges (7 de valeur 8, 7 de valeur 9, 7 de valeur 10), 16 cartes
rouges (8 de valeur 11, 8 de valeur 12), 1 carte Mojo (valant 0 ou +10) ».

The listed counts sum to 61, not 79: values 5, 6 and 7 are missing.
"""

from __future__ import annotations

ANNOUNCED = 79
"""« Il y a 79 cartes »."""

# (id, palette colour, French label, count the line announces, [(value, copies), ...])
TABLE = (
    ("bleu", "bleu", "bleues", 8, ((0, 4), (1, 4))),
    ("vert", "vert", "vertes", 15, ((2, 5), (3, 5), (4, 5))),
    ("orange", "orange", "oranges", 21, ((8, 7), (9, 7), (10, 7))),
    ("rouge", "rouge", "rouges", 16, ((11, 8), (12, 8))),
    ("mojo", "noir", "Mojo", 1, ((None, 1),)),
)
COLOUR_IDS = tuple(row[0] for row in TABLE)
VALUES = tuple(range(0, 13))
"""The values from the lowest to the highest the page names (0 to 12)."""
MOJO_VALUE = "0 ou +10"


def line_sum(row) -> int:
    return sum(copies for _, copies in row[4])


def total(table=TABLE) -> int:
    """The sum of the counts the page lists, line by line."""
    return sum(row[3] for row in table)


def listed_values(table=TABLE) -> set[int]:
    return {v for row in table for v, _ in row[4] if v is not None}


def missing_values(table=TABLE) -> list[int]:
    """Values between the lowest and the highest listed that no line gives."""
    vals = listed_values(table)
    return [v for v in range(min(vals), max(vals) + 1) if v not in vals]


def gap(table=TABLE) -> int:
    return ANNOUNCED - total(table)


def cards(colour: str | None = None, value: int | None = None) -> list[tuple[str, int | None, int]]:
    """(colour id, value, copies) for every line of the table that matches the filters."""
    out = []
    for cid, _, _, _, values in TABLE:
        if colour not in (None, cid):
            continue
        for v, copies in values:
            if value is not None and v != value:
                continue
            out.append((cid, v, copies))
    return out
