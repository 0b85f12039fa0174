"""engine.grid: square-grid mechanics shared by the board games."""

from __future__ import annotations

import pytest

from engine.grid import (DIAGONAL, ORTHOGONAL, TETROMINOES, Grid, column_letter, normalise,
                         orientations, picture, same_shape)

G = Grid(6, 6)


def sq(name: str) -> int:
    return G.parse(name)


def names(squares) -> list[str]:
    return [G.name(i) for i in squares]


# --- coordinates and notation -------------------------------------------------

def test_notation_is_column_letter_then_row_from_one():
    assert G.name(0) == "A1"
    assert G.name(G.index(2, 1)) == "B3"
    assert G.name(G.size - 1) == "F6"
    assert G.row_col(sq("B3")) == (2, 1)
    for i in G.squares():
        assert G.parse(G.name(i)) == i


@pytest.mark.parametrize("text", ["", "b3", "B0", "B7", "G1", "B03", " B3", "B3 ", None, 3, ["B3"], "B٣"])
def test_parse_refuses_anything_but_an_exact_name(text):
    assert G.parse(text) is None


def test_grid_bounds():
    with pytest.raises(ValueError):
        Grid(0, 3)
    with pytest.raises(ValueError):
        Grid(3, 27)
    with pytest.raises(ValueError):
        G.index(6, 0)
    assert column_letter(25) == "Z"
    with pytest.raises(ValueError):
        column_letter(26)


# --- neighbours ------------------------------------------------------------------

def test_neighbours_4_and_8():
    assert sorted(names(G.neighbours4(sq("A1")))) == ["A2", "B1"]
    assert sorted(names(G.neighbours4(sq("C3")))) == ["B3", "C2", "C4", "D3"]
    assert len(G.neighbours8(sq("C3"))) == 8
    assert sorted(names(G.neighbours8(sq("F6")))) == ["E5", "E6", "F5"]
    for i in G.squares():       # symmetric
        for j in G.neighbours8(i):
            assert i in G.neighbours8(j)


# --- lines -------------------------------------------------------------------------

def test_line_squares_orthogonal_and_diagonal():
    assert names(G.line_squares(sq("A1"), ORTHOGONAL)) == ["B1", "C1", "D1", "E1", "F1",
                                                            "A2", "A3", "A4", "A5", "A6"]
    assert sorted(names(G.line_squares(sq("B2"), DIAGONAL))) == sorted(
        ["A1", "C3", "D4", "E5", "F6", "A3", "C1"])
    assert len(G.line_squares(sq("C3"))) == 5 + 5 + 5 + 4


def test_lines_cover_rows_columns_and_both_diagonals():
    lines = G.lines()
    assert len(lines) == 6 + 6 + 11 + 11
    four = G.lines(min_length=4)
    assert len(four) == 6 + 6 + 5 + 5
    assert [sq("A1"), sq("B2"), sq("C3"), sq("D4"), sq("E5"), sq("F6")] in lines
    assert [sq("F1"), sq("E2"), sq("D3"), sq("C4"), sq("B5"), sq("A6")] in lines


def test_n_in_a_row():
    mine = {sq(n) for n in ("A1", "B2", "C3", "D4", "F6", "B1", "C1")}
    run = G.longest_run(sq("C3"), mine.__contains__)
    assert names(run) == ["A1", "B2", "C3", "D4"]          # F6 is cut off by E5
    assert len(G.longest_run(sq("B1"), mine.__contains__)) == 3   # A1 B1 C1
    assert G.longest_run(sq("E5"), mine.__contains__) == []
    assert names(G.run_through(sq("B1"), mine.__contains__, 0, 1)) == ["A1", "B1", "C1"]


# --- regions and 2×2 blocks ----------------------------------------------------------

def test_regions_are_4_connected():
    cells = {sq(n) for n in ("A1", "A2", "B2", "D4", "E5", "E4")}
    assert [names(r) for r in G.regions(cells)] == [["A1", "A2", "B2"], ["D4", "E4", "E5"]]
    assert G.regions([]) == []


def test_blocks2x2():
    blocks = G.blocks2x2()
    assert len(blocks) == 25
    assert names(blocks[0]) == ["A1", "B1", "A2", "B2"]
    assert len(G.blocks2x2_containing(sq("A1"))) == 1
    assert len(G.blocks2x2_containing(sq("C3"))) == 4
    assert all(sq("C3") in b for b in G.blocks2x2_containing(sq("C3")))


# --- polyominoes ------------------------------------------------------------------------

def test_tetromino_orientation_counts():
    """L has 8 orientations, T and S 4, I 2, O 1 (rotations and reflections)."""
    assert {k: len(orientations(s)) for k, s in TETROMINOES.items()} == {
        "L": 8, "I": 2, "T": 4, "S": 4, "O": 1}
    assert picture(TETROMINOES["T"]) == ["###", ".#."]
    assert picture(TETROMINOES["S"]) == [".##", "##."]


def test_orientations_are_normalised_distinct_and_congruent():
    for key, shape in TETROMINOES.items():
        ors = orientations(shape)
        assert ors[0] == shape
        assert len(set(ors)) == len(ors)
        for o in ors:
            assert normalise(o) == o and len(o) == 4 and same_shape(shape, o)
        for other, shape2 in TETROMINOES.items():
            if other != key:
                assert not same_shape(shape, shape2)
    assert same_shape([(0, 0), (0, 1), (1, 1), (1, 2)], TETROMINOES["S"])   # Z is a flipped S
    assert orientations([(5, 5), (6, 5), (7, 5), (7, 6)]) == orientations(TETROMINOES["L"])


def test_place_shape_on_grid():
    shape = TETROMINOES["L"]            # #. / #. / ##
    assert names(G.place(shape, sq("B3"))) == ["B3", "B4", "B5", "C5"]
    assert G.place(shape, sq("B5")) is None          # would hang off the bottom
    assert G.place(shape, sq("F1")) is None          # off the right edge
    placements = [a for a in G.squares() if G.place(shape, a) is not None]
    assert len(placements) == 5 * 4
