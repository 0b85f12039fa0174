"""engine.graph: neighbours, components, connection through a player's edges
and the longest trail (each edge once, nodes may repeat), on small graphs
whose answers are known by hand, then against a brute force on random ones."""

from __future__ import annotations

import itertools

import pytest

from engine.graph import Graph
from engine.rng import Rng


def G(*specs: str) -> Graph:
    """Edges written « A-B:3 » (length 3; 1 when left out), ids e0, e1…"""
    g = Graph()
    for k, spec in enumerate(specs):
        ends, _, size = spec.partition(":")
        a, b = ends.split("-")
        g.add_edge(f"e{k}", a, b, int(size or 1))
    return g


# Each case: edges, known longest trail length, and (when unique) its edge count.
CASES = {
    "one edge": (["A-B:4"], 4, 1),
    "path": (["A-B:1", "B-C:2", "C-D:3"], 6, 3),
    "star of three": (["O-A:1", "O-B:2", "O-C:3"], 5, 2),
    "triangle (closed)": (["A-B", "B-C", "C-A"], 3, 3),
    "triangle with a tail": (["A-B", "B-C", "C-A", "C-D:5"], 8, 4),
    "figure eight": (["A-B", "B-O", "O-A", "O-C", "C-D", "D-O"], 6, 6),
    "figure eight with two tails": (["A-B", "B-O", "O-A", "O-C", "C-D", "D-O", "A-X:2", "D-Y:3"], 9, None),   # four odd nodes: one tail or a link is left
    "double route (multigraph)": (["A-B:2", "A-B:2"], 4, 2),
    "double route plus tail": (["A-B:2", "A-B:2", "B-C:1", "A-Z:1"], 5, 3),
    "square with a diagonal": (["A-B", "B-C", "C-D", "D-A", "A-C"], 5, 5),
    "K4 (four odd nodes)": (["A-B", "A-C", "A-D", "B-C", "B-D", "C-D"], 5, 5),
    "two components": (["A-B:3", "C-D:1", "D-E:1", "E-F:1", "F-C:1", "C-G:0"], 4, None),
    "lollipop": (["A-B:3", "B-C:1", "C-D:1", "D-B:1"], 6, 4),
    "a loop edge": (["A-A:2", "A-B:1"], 3, 2),
    "cycle then its tail": (["A-B:1", "B-C:1", "C-D:1", "A-D:6", "D-E:2"], 11, 5),
    "empty": ([], 0, 0),
}


def is_trail(g: Graph, trail) -> bool:
    if len(set(trail.edges)) != len(trail.edges) or len(trail.nodes) != len(trail.edges) + 1:
        return False
    for k, i in enumerate(trail.edges):
        e = g.edge(i)
        if {trail.nodes[k], trail.nodes[k + 1]} != {e.a, e.b}:
            return False
    return trail.length == sum(g.edge(i).length for i in trail.edges)


@pytest.mark.parametrize("name", CASES)
def test_longest_trail_of_known_graphs(name):
    specs, length, count = CASES[name]
    g = G(*specs)
    trail = g.longest_trail()
    assert trail.length == length, (name, trail)
    if count is not None:
        assert len(trail.edges) == count
    if specs:
        assert is_trail(g, trail)


def brute_force(g: Graph, ids) -> int:
    """Longest trail by trying every ordering of every subset (tiny graphs)."""
    best = 0
    ids = list(ids)
    for r in range(1, len(ids) + 1):
        for order in itertools.permutations(ids, r):
            for start in g.edge(order[0]).ends():
                node, ok = start, True
                for i in order:
                    e = g.edge(i)
                    if node not in e.ends():
                        ok = False
                        break
                    node = e.other(node)
                if ok:
                    best = max(best, sum(g.edge(i).length for i in order))
    return best


def test_longest_trail_matches_brute_force_on_random_small_graphs():
    rng = Rng(12)
    for _ in range(150):
        g = Graph()
        names = "ABCDE"[: 2 + rng.below(4)]
        for k in range(1 + rng.below(6)):
            a, b = names[rng.below(len(names))], names[rng.below(len(names))]
            g.add_edge(f"e{k}", a, b, 1 + rng.below(4))
        trail = g.longest_trail()
        assert trail.length == brute_force(g, [e.id for e in g.edges])
        assert is_trail(g, trail)


def test_owner_restricts_the_trail_and_connection():
    g = Graph()
    g.add_edge("r1", "Paris", "Bruxelles", 2, "jaune", owner="rouge")
    g.add_edge("r2", "Bruxelles", "Amsterdam", 1, "noir", owner="rouge")
    g.add_edge("r3", "Amsterdam", "Essen", 3, "gris", owner="bleu")
    g.add_edge("r4", "Paris", "Essen", 4, "vert")
    assert g.longest_trail(owner="rouge").length == 3
    assert g.longest_trail(owner="bleu").edges == ["r3"]
    assert g.connected("Paris", "Amsterdam", owner="rouge")
    assert not g.connected("Paris", "Essen", owner="rouge")
    # borrowing one more edge (a station on Amsterdam) joins them
    assert g.connected("Paris", "Essen", ["r3"], owner="rouge")
    assert g.connected("Essen", "Essen", [])
    assert g.owned("rouge") == ["r1", "r2"]
    taken = g.with_owners({"r4": "bleu"})
    assert taken.owned("bleu") == ["r3", "r4"] and g.edge("r4").owner is None


def test_neighbours_incident_between_and_components():
    g = G("A-B", "A-B", "B-C", "D-E")
    g.add_node("Z")
    assert g.neighbours("A") == ["B"]
    assert g.neighbours("B") == ["A", "C"]
    assert [e.id for e in g.between("A", "B")] == ["e0", "e1"]
    assert g.degree("B") == 3
    assert [e.id for e in g.incident("B", {"e2"})] == ["e2"]
    assert g.components() == [["A", "B", "C"], ["D", "E"]]
    assert g.components(isolated=True) == [["A", "B", "C"], ["D", "E"], ["Z"]]
    assert g.components(["e2"]) == [["B", "C"]]
    assert g.has_edge("e3") and not g.has_edge("e9") and not g.has_edge(3)
    assert g.has_node("Z") and not g.has_node("Y")


def test_building_refuses_duplicates_and_bad_lengths():
    g = G("A-B")
    with pytest.raises(ValueError):
        g.add_edge("e0", "B", "C")
    with pytest.raises(ValueError):
        g.add_edge("x", "B", "C", -1)
    with pytest.raises(ValueError):
        g.add_edge("y", "B", "C", True is True and 1.5)


def test_same_answer_every_time():
    g = G("A-B", "B-C", "C-A", "A-D", "D-E", "E-A", "A-F")
    first = g.longest_trail()
    assert all(g.longest_trail() == first for _ in range(5))
    assert first.length == 7
