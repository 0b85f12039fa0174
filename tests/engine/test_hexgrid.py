"""engine.hexgrid: hex-grid mechanics (axial coordinates) shared by the hex games."""

from __future__ import annotations

import json

import pytest

from engine import hexgrid as H
from engine.hexgrid import DIRECTIONS, HexMap

MAP = HexMap.from_rows(["a a a a", "a a a a", "a a a a", "a a a a"])   # 4 rows of 4 hexes


def cells(*names):
    return [H.parse(n) for n in names]


def names(cs):
    return [H.name(c) for c in cs]


# --- coordinates and names ------------------------------------------------------------

@pytest.mark.parametrize("row, col, axial, text", [
    (0, 0, (0, 0), "A1"), (0, 3, (3, 0), "A4"), (1, 0, (0, 1), "B1"), (1, 2, (2, 1), "B3"),
    (2, 0, (-1, 2), "C1"), (3, 1, (0, 3), "D2"), (4, 4, (2, 4), "E5"),
])
def test_offset_axial_and_names(row, col, axial, text):
    assert H.from_offset(row, col) == axial
    assert H.to_offset(axial) == (row, col)
    assert H.name(axial) == text
    assert H.parse(text) == axial


@pytest.mark.parametrize("text", ["", "b3", "B0", "B03", " B3", "B3 ", "B٣", "B-1", "B", "3B", None, 3, ["B3"], "B100"])
def test_parse_refuses_anything_but_an_exact_name(text):
    assert H.parse(text) is None


def test_names_round_trip_and_unnamed_cells():
    for c in MAP:
        assert H.parse(H.name(c)) == c
    with pytest.raises(ValueError):
        H.name((0, -1))     # row -1
    with pytest.raises(ValueError):
        H.name((-5, 1))     # column < 0


@pytest.mark.parametrize("cell", [(0, 0), (3, -2), (-7, 12), (1000, -1000)])
def test_encode_decode_round_trip_through_json(cell):
    text = json.loads(json.dumps(H.encode(cell)))
    assert H.decode(text) == cell


@pytest.mark.parametrize("text", ["", "1", "1,2,3", "01,2", "1, 2", "+1,2", "1,٢", "a,b", None, 5, "--1,2"])
def test_decode_refuses_other_spellings(text):
    assert H.decode(text) is None


# --- neighbours, distance, rotation ------------------------------------------------------

def test_six_neighbours_in_direction_order():
    # B2 (odd row, shifted right): its neighbours in the drawn rows
    assert names(H.neighbours(H.parse("B2"))) == ["B3", "A3", "A2", "B1", "C2", "C3"]
    # C2 (even row)
    assert names(H.neighbours(H.parse("C2"))) == ["C3", "B2", "B1", "C1", "D1", "D2"]
    assert H.DIRECTION_NAMES[1] == "nord-est" and len(set(DIRECTIONS)) == 6


def test_neighbours_on_a_bounded_map():
    assert sorted(names(MAP.neighbours(H.parse("A1")))) == ["A2", "B1"]
    assert len(MAP.neighbours(H.parse("B2"))) == 6
    for c in MAP:           # symmetric
        for d in MAP.neighbours(c):
            assert c in MAP.neighbours(d) and H.adjacent(c, d)


@pytest.mark.parametrize("a, b, d", [("A1", "A1", 0), ("A1", "A2", 1), ("A1", "B1", 1), ("A1", "C1", 2),
                                     ("A1", "D4", 5), ("B2", "D2", 2), ("A4", "D1", 4)])
def test_distance(a, b, d):
    assert H.distance(H.parse(a), H.parse(b)) == d == H.distance(H.parse(b), H.parse(a))


def test_rotation_turns_each_direction_into_the_next():
    for i, step in enumerate(DIRECTIONS):
        assert H.rotate(step, 1) == DIRECTIONS[(i + 1) % 6]
        assert H.rotate(step, 6) == step
    centre = (2, 3)
    assert H.rotate(H.add(centre, (1, 0)), 2, centre) == H.add(centre, (0, -1))


# --- lines, rings, triangles ----------------------------------------------------------------

def test_ray_stops_at_the_edge_and_before_a_blocker():
    start = H.parse("C1")
    assert names(MAP.ray(start, 0)) == ["C2", "C3", "C4"]
    blocked = {H.parse("C3")}
    assert names(MAP.ray(start, 0, blocked=blocked.__contains__)) == ["C2"]
    assert names(MAP.ray(start, 1)) == ["B1", "A2"]            # nord-est
    assert MAP.ray(H.parse("A1"), 2) == []                    # nord-ouest: off the map at once


def test_lines_from_a_cell_reach_every_cell_in_line():
    start = H.parse("B2")
    reach = set(MAP.lines_from(start))
    for c in MAP:
        assert (c in reach) == (c != start and H.in_line(start, c))
    assert H.direction_between(start, H.parse("B4")) == 0
    assert H.direction_between(start, H.parse("D3")) == 5
    assert H.direction_between(start, H.parse("D4")) is None and H.direction_between(start, start) is None


@pytest.mark.parametrize("radius", [0, 1, 2, 3])
def test_ring_and_disc(radius):
    centre = (5, 5)
    ring = H.ring(centre, radius)
    assert len(ring) == len(set(ring)) == max(1, 6 * radius)
    assert all(H.distance(centre, c) == radius for c in ring)
    assert len(H.disc(centre, radius)) == 1 + 3 * radius * (radius + 1)
    with pytest.raises(ValueError):
        H.ring(centre, -1)


def test_triangles_are_three_mutually_adjacent_cells():
    tris = H.triangles_at((0, 0))
    assert len(set(map(frozenset, tris))) == 6
    for a, b, c in tris:
        assert H.adjacent(a, b) and H.adjacent(b, c) and H.adjacent(a, c)


# --- regions -----------------------------------------------------------------------------

def test_regions_with_a_predicate():
    colour = {c: ("x" if H.name(c) in {"A1", "A2", "B1", "D4", "C4"} else "o") for c in MAP}
    groups = H.regions(MAP, lambda a, b: colour[a] == colour[b])
    assert [names(g) for g in groups if colour[g[0]] == "x"] == [["A1", "A2", "B1"], ["C4", "D4"]]
    assert sum(len(g) for g in groups) == len(MAP)
    assert names(H.region_of(H.parse("D4"), MAP, lambda a, b: colour[a] == colour[b])) == ["C4", "D4"]
    assert H.region_of((9, 9), MAP) == []
    assert len(H.regions(MAP)) == 1


def test_map_from_rows_with_holes():
    m = HexMap.from_rows(["a - a", "- a"])
    assert sorted(names(m)) == ["A1", "A3", "B2"]
    assert m.parse("A2") is None and m.parse("B2") == H.parse("B2")
    assert m.size() == (2, 3) and len(m) == 3
    assert len(H.regions(m)) == 2      # A1 alone; A3 and B2 touch
