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

import math

from ...bots import Bot, search_bot
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


# --- the searching level's reading of a position (engine.search) -------------------------------

WAGON_RATE = 1.3            # wagons a player lays per turn, on average (the greedy bots' games)
CARD_USE = 0.75             # share of the hand that pays the planned routes
SPREAD = 2.5                # turns of slack that make a ticket's success about 73 % likely
SLACK = 3.5                # turns of slack at even odds (greedy games: 34 % of the cards with 0-3 turns spare joined, 64 % with 3-6)
SURPLUS_CARD = 0.5          # points a card not needed by the plan is worth


def outlook(owners: dict, players: int, seat: int, tickets: list, cards: int, wagons: int, turns: float) -> float:
    """The points `seat` may still expect from its destination cards (and the routes their ways
    build) within about `turns` more turns of its own: a card joined counts its points, one that
    cannot be joined any more its loss, the others (the cheapest first, each planned on the ways
    already planned) their points weighed by the odds of building what is left in time, with
    `cards` in hand and `wagons` left. Plus the cards the plans do not need."""
    planned: set = set()

    def usable(r):
        who = owners.get(r)
        if who == seat or r in planned:
            return 0
        if who is not None:
            return None
        t = R.TWINS.get(r)
        if t is not None and t in owners and (players <= 3 or owners[t] == seat):
            return None
        return R.ROUTES[r][2]
    value, open_ = 0.0, []
    for t in tickets:
        a, b, pts = R.TICKETS[t]
        cost, _ = R.shortest_way(a, b, usable)
        if cost == 0:
            value += pts
        elif cost == float("inf"):
            value -= pts
        else:
            open_.append((cost, t))
    open_.sort()
    spent = steps = 0
    for _, t in open_:
        a, b, pts = R.TICKETS[t]
        cost, way = R.shortest_way(a, b, usable)
        if cost == float("inf"):
            value -= pts
            continue
        new = [r for r in way if owners.get(r) is None and r not in planned]
        spent += cost
        steps += len(new)
        if spent > wagons:
            value -= pts
            continue
        planned.update(new)
        need = max(0.0, spent - CARD_USE * cards) / 2 + steps
        x = (turns - need - SLACK) / SPREAD
        odds = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
        value += (2 * odds - 1) * pts + odds * sum(R.route_points(R.ROUTES[r][2]) for r in new)
    value += SURPLUS_CARD * max(0.0, cards - spent)
    return value


def turns_ahead(wagons: list, turns_left) -> float:
    """About how many more turns each seat plays: the last round's, else until the
    seat shortest of wagons reaches the last round at `WAGON_RATE` a turn."""
    if turns_left is not None:
        return 1.0
    return 1.0 + max(0, min(wagons) - R.LAST_ROUND_WAGONS) / WAGON_RATE


class AventuriersFort(search_bot("Fort", AventuriersBot, iterations=32, depth=24, noise=0.0, scale=10.0, margin=0.1)):
    """« fort »: « malin »'s moves, except two, read by `outlook` on the seat's view.
    Whether to draw destination cards (while the planned ways leave `LEAST` wagons
    spare, where « malin » draws only once every card it holds is joined): the points
    the cards « malin » would keep add to `outlook`, over `SAMPLES` deals of the
    destination pile the seat cannot see (`AventuriersState.determinize`), against
    `TURN` points. Which cards to keep: each choice the rules allow planned with the
    cards already kept (the routes two cards share counted once, a way another player
    has cut lost), weighed by the odds of building it in the turns left; the best
    replaces « malin »'s choice when it promises `GAIN` points more."""

    GAIN = 5.0
    SAMPLES, TURN, LEAST = 8, 8.0, 12

    def pick(self, state, player, legal, rng):
        self.searched = 0
        greedy = self.search.policy.pick(state, player, legal, rng)
        view = state.view(player)
        if state.phase == "action" and "billets" in legal:
            return self._draw_or_not(state, view, player, legal, greedy, rng)
        if state.phase not in ("depart", "billets") or len(legal) == 1:
            return greedy
        turns = turns_ahead(view["wagons"], view["derniers_tours"])
        cards = sum(view["main"].values())
        kept = view["billets"]

        def promise(m):
            return outlook(view["routes"], view["joueurs"], player, kept + m.split("-")[1:], cards,
                           view["wagons"][player], turns)
        values = {m: promise(m) for m in legal}
        best = max(legal, key=lambda m: (values[m], -legal.index(m)))
        self.searched = len(legal)
        return best if values[best] >= values[greedy] + self.GAIN else greedy

    def _draw_or_not(self, state, view, player, legal, greedy, rng):
        """Whether to draw destination cards: the points the cards « malin » would keep
        add to `outlook`, averaged over `SAMPLES` deals of the destination pile the seat
        cannot see, against `TURN` points (what a turn spent otherwise brings)."""
        wagons = view["wagons"][player]
        need, _ = plan(view, _unjoined(view))
        if wagons - sum(R.length(r) for r in need) < self.LEAST:
            return greedy
        turns = turns_ahead(view["wagons"], view["derniers_tours"])
        cards = sum(view["main"].values())
        kept = view["billets"]
        before = outlook(view["routes"], view["joueurs"], player, kept, cards, wagons, turns)
        gain = 0.0
        for _ in range(self.SAMPLES):
            twin = state.determinize(player, rng)
            offer = twin.ticket_deck[-R.DRAW_TICKETS:]
            moves = ["garder-" + "-".join(pick) for pick in _subsets(offer, 1)]
            pick = choose_tickets({**view, "offre": offer}, moves)
            gain += outlook(view["routes"], view["joueurs"], player, kept + pick.split("-")[1:], cards,
                            wagons, turns - 1) - before
        self.searched = self.SAMPLES
        draw = gain / self.SAMPLES >= self.TURN
        if draw:
            return "billets"
        return greedy if greedy != "billets" else self.search.policy.choose(
            view, [m for m in legal if m != "billets"], rng)


def _subsets(items: list, least: int) -> list[list]:
    from itertools import combinations
    return [list(c) for k in range(least, len(items) + 1) for c in combinations(items, k)]
