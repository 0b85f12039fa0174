"""Les Aventuriers du Rail – Europe bots. « malin » sees only its view (its hand and
tickets, the map, the face-up row, the counts of the others).

Greedy on the page's scoring: for each of its destination cards not yet joined it
plans the shortest way (its own routes free, a free route costing its wagons, a taken
or blocked one impassable) and builds the longest route of those ways it can pay; else
it draws the face-up card of a colour those routes need, else from the pile. With
every ticket joined (or none left joinable) it draws destination cards while it has
wagons to spare, else builds the route worth the most points it can pay. It keeps the
destination cards whose way is cheapest for their points, completes a tunnel when it
can, and builds a station only to save a ticket whose way another player has cut.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

SPARE_WAGONS = 14          # enough wagons left to take more destination cards


def _cost_fn(view: dict):
    me, owners, players = view["joueur"], view["routes"], view["joueurs"]

    def cost(r):
        who = owners.get(r)
        if who == me:
            return 0.0
        if who is not None:
            return None
        twin = R.twin(r)
        if twin in owners and (players <= 3 or owners[twin] == me):
            return None
        return R.length(r) + (0.6 if R.kind(r) != "route" else 0.0)
    return cost


def plan(view: dict, tickets: list) -> tuple[set, list]:
    """The free routes on the shortest ways of the unjoined tickets, and the tickets
    that cannot be joined any more."""
    cost = _cost_fn(view)
    need, lost = set(), []
    for t in tickets:
        a, b, _ = R.TICKETS[t]
        total, way = R.shortest_way(a, b, cost)
        if total == float("inf"):
            lost.append(t)
        else:
            need |= {r for r in way if view["routes"].get(r) is None}
    return need, lost


def _unjoined(view: dict) -> list:
    me, owners = view["joueur"], view["routes"]
    done = R.tickets_done(me, view["billets"], owners)
    return [t for t, ok in zip(view["billets"], done) if not ok]


def _best_build(view: dict, legal: list, wanted) -> str | None:
    """Among the legal route moves on `wanted` routes, the longest, paid with the fewest
    locomotives."""
    hand = view["main"]
    best = None
    for m in legal:
        if not m.startswith("route-"):
            continue
        _, c, r = m.split("-")
        if not wanted(r):
            continue
        pay = R.payment(hand, r, c)
        key = (R.length(r), -pay.get(R.LOCO, 0), hand.get(c, 0) if c != R.LOCO else -1)
        if best is None or key > best[0]:
            best = (key, m)
    return best[1] if best else None


def _draw(view: dict, legal: list, need: set) -> str | None:
    colours = {R.colour(r) for r in need} - {R.GREY}
    if not colours and need:
        hand = view["main"]
        colours = {max(R.COLOURS, key=lambda c: hand.get(c, 0))}
    for i, c in enumerate(view["visibles"]):
        if c in colours and f"visible-{i + 1}" in legal:
            return f"visible-{i + 1}"
    for i, c in enumerate(view["visibles"]):
        if c == R.LOCO and f"visible-{i + 1}" in legal:
            return f"visible-{i + 1}"
    if "pioche" in legal:
        return "pioche"
    return next((m for m in legal if m.startswith("visible-")), None)


def choose_tickets(view: dict, legal: list) -> str:
    """The choice of destination cards whose ways cost the fewest wagons for their points."""
    cost = _cost_fn(view)
    offer = view["offre"]
    worth, way = {}, {}
    for t in offer:
        a, b, pts = R.TICKETS[t]
        total, _ = R.shortest_way(a, b, cost)
        way[t] = total if total != float("inf") else 100
        worth[t] = pts - way[t]
    budget = view["wagons"][view["joueur"]] - 6
    best = None
    for m in legal:
        keep = m.split("-")[1:]
        spend = sum(way[t] for t in keep)
        value = sum(worth[t] for t in keep) - (50 if spend > budget else 0) - 0.5 * len(keep)
        if best is None or value > best[0]:
            best = (value, m)
    return best[1]


class AventuriersBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        phase = view["phase"]
        if phase in ("depart", "billets"):
            return choose_tickets(view, legal)
        if phase == "tunnel":
            return "completer" if "completer" in legal else "renoncer"
        open_tickets = _unjoined(view)
        need, lost = plan(view, open_tickets)
        if phase == "seconde":
            return _draw(view, legal, need) or legal[0]
        move = _best_build(view, legal, lambda r: r in need)
        if move:
            return move
        if lost:
            station = self._station(view, legal, lost)
            if station:
                return station
        if need:
            move = _draw(view, legal, need)
            if move:
                return move
        wagons = view["wagons"][view["joueur"]]
        if "billets" in legal and wagons >= SPARE_WAGONS and not need:
            return "billets"
        move = _best_build(view, legal, lambda r: R.length(r) >= 3 or wagons <= 6)
        if move:
            return move
        move = _draw(view, legal, need or {r for r in R.ROUTES if R.length(r) >= 4})
        if move:
            return move
        move = _best_build(view, legal, lambda r: True)
        return move or next((m for m in legal if not m.startswith("gare-")), legal[0])

    def _station(self, view, legal, lost) -> str | None:
        """A station on a city of a lost ticket's way through another player's route."""
        me, owners = view["joueur"], view["routes"]
        base = _cost_fn(view)

        def cost(r):
            c = base(r)
            return c if c is not None else (3.0 if owners.get(r) not in (None, me) else None)
        stations = view["gares"]
        for t in lost:
            a, b, _ = R.TICKETS[t]
            total, way = R.shortest_way(a, b, cost)
            taken = [r for r in way if owners.get(r) not in (None, me)]
            if len(taken) != 1:
                continue
            for v in R.ROUTES[taken[0]][:2]:
                for m in legal:
                    if m.startswith("gare-") and m.endswith(f"-{v}") and v not in stations:
                        return m
        return None
