"""Graphs of routes, written once for every game that draws a network.

An undirected multigraph of named nodes (cities, squares, slots) and named
edges (routes, links): two nodes may be joined by several edges (a double
route). An edge may carry a length (its weight in a path, 1 by default), a
colour and an owner; any other data a game needs stays in the game.

What games ask of such a network:
  - `neighbours`, `incident`: the edges and nodes around a node;
  - `components`: connected groups of nodes (through a chosen set of edges);
  - `connected(a, b, edges)`: whether two nodes are joined through a player's
    edges (optionally with more edges borrowed, e.g. an opponent's route);
  - `longest_trail(edges)`: the longest trail, each edge used at most once,
    nodes allowed to repeat (a route that loops back through a city), by
    exact search: its length, the edges in order and the nodes visited.

Everything here is pure and deterministic: nodes and edges keep the order
they were added in, and ties are broken by that order, so the same graph
gives the same answer in CPython and in Pyodide.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Edge:
    """One edge: its id, its two ends, its length (weight), colour and owner."""

    id: str
    a: str
    b: str
    length: int = 1
    colour: str | None = None
    owner: object = None
    data: dict = field(default_factory=dict, compare=False, hash=False)

    def other(self, node: str) -> str:
        """The end of the edge that is not `node` (the same node for a loop)."""
        return self.b if node == self.a else self.a

    def ends(self) -> tuple[str, str]:
        return (self.a, self.b)


@dataclass
class Trail:
    """A trail: its total length, its edges in order and its nodes (one more
    than its edges; first and last equal for a closed trail)."""

    length: int = 0
    edges: list = field(default_factory=list)
    nodes: list = field(default_factory=list)


class Graph:
    """An undirected multigraph of named nodes and named edges."""

    def __init__(self, nodes=(), edges=()):
        self._nodes: dict[str, list[str]] = {}      # node -> incident edge ids, in order
        self._edges: dict[str, Edge] = {}
        for n in nodes:
            self.add_node(n)
        for e in edges:
            if isinstance(e, Edge):
                self.add_edge(e.id, e.a, e.b, e.length, e.colour, e.owner, **e.data)
            else:
                self.add_edge(*e)

    # --- building ---------------------------------------------------------------
    def add_node(self, name: str) -> None:
        self._nodes.setdefault(name, [])

    def add_edge(self, id: str, a: str, b: str, length: int = 1, colour: str | None = None,
                 owner=None, **data) -> Edge:
        if id in self._edges:
            raise ValueError(f"edge {id!r} already exists")
        if not isinstance(length, int) or length < 0:
            raise ValueError(f"edge {id!r}: length must be a non-negative int")
        edge = Edge(id, a, b, length, colour, owner, dict(data))
        self.add_node(a)
        self.add_node(b)
        self._edges[id] = edge
        self._nodes[a].append(id)
        if b != a:
            self._nodes[b].append(id)
        return edge

    def with_owners(self, owners: dict) -> "Graph":
        """A copy whose edges have the owners given by `owners` (id -> owner;
        edges not named keep theirs)."""
        twin = Graph(self._nodes)
        for e in self._edges.values():
            twin.add_edge(e.id, e.a, e.b, e.length, e.colour, owners.get(e.id, e.owner), **e.data)
        return twin

    # --- reading ----------------------------------------------------------------
    @property
    def nodes(self) -> list[str]:
        return list(self._nodes)

    @property
    def edges(self) -> list[Edge]:
        return list(self._edges.values())

    def edge(self, id: str) -> Edge:
        return self._edges[id]

    def has_edge(self, id) -> bool:
        return isinstance(id, str) and id in self._edges

    def has_node(self, name) -> bool:
        return isinstance(name, str) and name in self._nodes

    def incident(self, node: str, edges=None) -> list[Edge]:
        """The edges touching `node` (within `edges`, a set of ids, if given)."""
        keep = None if edges is None else set(edges)
        return [self._edges[i] for i in self._nodes.get(node, ()) if keep is None or i in keep]

    def neighbours(self, node: str, edges=None) -> list[str]:
        """The nodes one edge away from `node` (each once, in edge order)."""
        out: list[str] = []
        for e in self.incident(node, edges):
            other = e.other(node)
            if other not in out:
                out.append(other)
        return out

    def between(self, a: str, b: str) -> list[Edge]:
        """Every edge joining `a` and `b` (several for a double route)."""
        return [e for e in self.incident(a) if e.other(a) == b]

    def owned(self, owner) -> list[str]:
        """The ids of the edges whose owner is `owner`."""
        return [e.id for e in self._edges.values() if e.owner == owner]

    def degree(self, node: str, edges=None) -> int:
        """Edge ends at `node` (a loop counts twice)."""
        return sum(2 if e.a == e.b else 1 for e in self.incident(node, edges))

    # --- connectivity -----------------------------------------------------------
    def _select(self, edges, owner) -> list[str]:
        if edges is None and owner is None:
            return list(self._edges)
        chosen = [] if edges is None else [i for i in edges if i in self._edges]
        if owner is not None:
            chosen += [i for i in self.owned(owner) if i not in chosen]
        return chosen

    def components(self, edges=None, *, owner=None, isolated: bool = False) -> list[list[str]]:
        """Connected groups of nodes through the chosen edges (all edges by
        default; `edges` ids and/or those of `owner`). Nodes touched by none
        of them are left out unless `isolated`. Each group lists its nodes in
        the graph's order; groups come in the order of their first node."""
        chosen = self._select(edges, owner)
        parent: dict[str, str] = {}

        def find(x: str) -> str:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for i in chosen:
            e = self._edges[i]
            for n in e.ends():
                parent.setdefault(n, n)
            ra, rb = find(e.a), find(e.b)
            if ra != rb:
                parent[rb] = ra
        if isolated:
            for n in self._nodes:
                parent.setdefault(n, n)
        groups: dict[str, list[str]] = {}
        for n in self._nodes:
            if n in parent:
                groups.setdefault(find(n), []).append(n)
        return list(groups.values())

    def connected(self, a: str, b: str, edges=None, *, owner=None) -> bool:
        """Whether `a` and `b` are joined through the chosen edges (a node is
        always joined to itself)."""
        if a == b:
            return True
        chosen = set(self._select(edges, owner))
        seen, todo = {a}, [a]
        while todo:
            n = todo.pop()
            for e in self.incident(n, chosen):
                m = e.other(n)
                if m == b:
                    return True
                if m not in seen:
                    seen.add(m)
                    todo.append(m)
        return False

    # --- longest trail ----------------------------------------------------------
    def longest_trail(self, edges=None, *, owner=None) -> Trail:
        """The longest trail through the chosen edges: each edge at most once,
        nodes may repeat; its length is the sum of its edges' lengths. Exact
        search (depth first, pruned by what is left to take).

        A longest trail that is not closed ends at nodes of odd degree (an end
        of even degree would have a free edge to go on with), and a component
        with nodes of odd degree has no closed longest trail (an edge left out
        could be joined to the loop); so the search starts only from the odd
        nodes of a component, or from its first node when all are even (then
        the whole component is one closed trail: Euler)."""
        chosen = self._select(edges, owner)
        best = Trail()
        for group in self.components(chosen):
            members = set(group)
            ids = [i for i in chosen if self._edges[i].a in members]
            total = sum(self._edges[i].length for i in ids)
            if total <= best.length and best.edges:
                continue
            starts = [n for n in group if self.degree(n, ids) % 2] or group[:1]
            found = _search(self, ids, starts, total)
            if found.length > best.length or not best.edges:
                best = found
        return best


def _search(graph: Graph, ids: list[str], starts: list[str], total: int) -> Trail:
    """Depth-first search of the longest trail from each start, pruned when
    what is left cannot beat the best found; stops at `total` (every edge)."""
    adjacency: dict[str, list[tuple[int, str, int]]] = {}
    index = {i: k for k, i in enumerate(ids)}
    lengths = [graph.edge(i).length for i in ids]
    for i in ids:
        e = graph.edge(i)
        adjacency.setdefault(e.a, []).append((index[i], e.b, e.length))
        if e.b != e.a:
            adjacency.setdefault(e.b, []).append((index[i], e.a, e.length))
    used = [False] * len(ids)
    path_edges: list[int] = []
    path_nodes: list[str] = []
    best = {"length": -1, "edges": [], "nodes": []}
    state = {"left": total}

    def go(node: str, length: int) -> bool:
        if length > best["length"]:
            best.update(length=length, edges=list(path_edges), nodes=list(path_nodes))
            if length == total:
                return True
        if length + state["left"] <= best["length"]:
            return False
        for k, other, size in adjacency.get(node, ()):
            if used[k]:
                continue
            used[k] = True
            state["left"] -= lengths[k]
            path_edges.append(k)
            path_nodes.append(other)
            done = go(other, length + size)
            path_nodes.pop()
            path_edges.pop()
            state["left"] += lengths[k]
            used[k] = False
            if done:
                return True
        return False

    for start in starts:
        path_nodes[:] = [start]
        if go(start, 0):
            break
    return Trail(best["length"], [ids[k] for k in best["edges"]], best["nodes"])
