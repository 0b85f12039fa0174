"""Longest trail (engine.graph) on growing networks: milliseconds per search,
against a plain depth-first search from every node (no pruning, no odd-node
starts) measured in the same run.

Run: .venv/bin/python -m bench.bench_graph
"""

from __future__ import annotations

import time

from engine.graph import Graph
from engine.rng import Rng


def plain_longest(g: Graph) -> int:
    """Baseline: try every trail from every node."""
    adjacency: dict = {}
    for e in g.edges:
        adjacency.setdefault(e.a, []).append((e.id, e.b, e.length))
        adjacency.setdefault(e.b, []).append((e.id, e.a, e.length))
    used: set = set()
    best = 0

    def go(node, length):
        nonlocal best
        best = max(best, length)
        for i, other, size in adjacency.get(node, ()):
            if i not in used:
                used.add(i)
                go(other, length + size)
                used.discard(i)

    for n in g.nodes:
        go(n, 0)
    return best


def network(edges: int, seed: int, cities: int | None = None) -> Graph:
    """A connected random network of cities with ~edges routes of length 1–4,
    about 2.6 routes per city, as on a route map (a few double routes)."""
    rng = Rng(seed)
    cities = cities or max(3, edges * 10 // 13)
    g = Graph()
    for k in range(1, cities):                       # a spanning tree first: connected
        g.add_edge(f"t{k}", f"v{rng.below(k)}", f"v{k}", 1 + rng.below(4))
    k = 0
    while len(g.edges) < edges:
        a, b = rng.below(cities), rng.below(cities)
        if a != b:
            g.add_edge(f"x{k}", f"v{a}", f"v{b}", 1 + rng.below(4))
            k += 1
    return g


def timed(fn, *args, repeat=3):
    best = None
    for _ in range(repeat):
        t = time.perf_counter()
        value = fn(*args)
        dt = time.perf_counter() - t
        best = dt if best is None else min(best, dt)
    return value, best * 1000


def main():
    print("Longest trail (engine.graph.Graph.longest_trail) vs plain DFS from every node")
    print(f"{'routes':>6} {'cities':>6} {'length':>6} {'graph ms':>9} {'plain ms':>9} {'ratio':>7}")
    for edges in (8, 12, 16, 20, 24, 28, 32):
        for seed in (1, 2):
            g = network(edges, seed)
            trail, ms = timed(g.longest_trail)
            if edges <= 20:
                plain, pms = timed(plain_longest, g, repeat=1)
                assert plain == trail.length
                extra = f"{pms:9.1f} {pms / ms:7.1f}"
            else:
                extra = f"{'—':>9} {'—':>7}"
            print(f"{edges:>6} {len(g.nodes):>6} {trail.length:>6} {ms:9.2f} {extra}")
    # a player's network in a real game: 45 trains, 10 to 20 routes, mostly a tree
    for edges, cities in ((12, 11), (16, 14), (20, 17)):
        g = network(edges, 9, cities)
        trail, ms = timed(g.longest_trail, repeat=5)
        print(f"player-like network ({edges} routes, {cities} cities): length {trail.length}, {ms:.2f} ms")


if __name__ == "__main__":
    main()
