"""HTML view of Les Aventuriers du Rail – Europe (built only with engine.markup
helpers): the map of Europe played by clicking it (each route a row of wagon
spaces in its colour, each city a round target for a station), the face-up row
of five Wagon cards beside the pile and the destination pile, the reader's hand
and destination cards, and the other players around (wagons, stations, cards).

The map keeps a drawn width where every city and route is a finger's target
(demo.css: at least 40rem); on a phone it scrolls sideways inside its frame,
as a board game app pans its board, while the cards stay in the column."""

from __future__ import annotations

from math import hypot

from ...markup import (banner, card_back, colour_card, el, move_button, note, piece, player_area,
                       score_sheet, table_layout, text, track_map, zone)
from . import rules as R
from .game import ACTION, OVER, SECOND, SEAT_COLOURS, SEAT_MARKS, START, TICKETS, TUNNEL

SCALE = 2                               # the rules' 100 × 70 frame drawn on 200 × 140
WIDTH, HEIGHT = 100 * SCALE, 70 * SCALE
FONT = 3.9                              # the names' size in frame units (demo.css: .bga-av-map)
CARD_PALETTE = {c: c for c in R.COLOURS} | {R.LOCO: "creme"}


# --- where each city's name goes ------------------------------------------------------------------

def _label_box(x, y, name, dx, dy, anchor):
    w = 0.6 * FONT * len(name)
    lx, ly = x + dx, y + dy
    left = {"middle": lx - w / 2, "start": lx, "end": lx - w}[anchor]
    return (left, ly - 0.8 * FONT, left + w, ly + 0.2 * FONT), (lx, ly)


def _crosses(box, a, b) -> bool:
    """Whether the drawn part of route a–b (track_map leaves 4 units free at each city) meets
    the box (sampled: plenty for a picture)."""
    (x1, y1), (x2, y2) = a, b
    gap = 4 / max(hypot(x2 - x1, y2 - y1), 8)
    for k in range(21):
        t = gap + (1 - 2 * gap) * k / 20
        x, y = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
        if box[0] <= x <= box[2] and box[1] <= y <= box[3]:
            return True
    return False


def _overlap(p, q) -> bool:
    return p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3]


CANDIDATES = [(0, -4.6, "middle"), (0, 7.6, "middle"), (4.6, 1.4, "start"), (-4.6, 1.4, "end"),
              (3.2, -3.6, "start"), (-3.2, -3.6, "end"), (3.2, 6.4, "start"), (-3.2, 6.4, "end")]


def place_labels() -> dict:
    """Each city's name place, chosen among eight around it: never on another name or city,
    inside the frame, crossing as few routes as can be (greedy, then two passes). Run by hand
    when the map changes; its result is LABEL_AT."""
    at = {c: (x * SCALE, y * SCALE) for c, (_n, x, y) in R.CITIES.items()}
    segments = [(at[a], at[b]) for a, b, *_ in R.ROUTES.values()]
    chosen: dict = {}

    def cost(c, option, others):
        name = R.CITIES[c][0]
        box, _ = _label_box(*at[c], name, *option)
        score = CANDIDATES.index(option) * 0.1
        if box[0] < 0.5 or box[2] > WIDTH - 0.5 or box[1] < 0.5 or box[3] > HEIGHT - 0.5:
            score += 1000
        for d, other in others.items():
            if d != c and _overlap(box, other[0]):
                score += 1000
        for d, (x, y) in at.items():
            if _overlap(box, (x - 2.6, y - 2.6, x + 2.6, y + 2.6)):
                score += 500
        score += 10 * sum(1 for s in segments if _crosses(box, *s))
        return score

    order = sorted(R.CITIES, key=lambda c: -sum(1 for d in at if hypot(at[c][0] - at[d][0], at[c][1] - at[d][1]) < 30))
    for _ in range(3):
        for c in order:
            best = min(CANDIDATES, key=lambda o: cost(c, o, chosen))
            chosen[c] = (_label_box(*at[c], R.CITIES[c][0], *best)[0], best)
    return {c: (at[c][0] + o[0], at[c][1] + o[1], o[2], box) for c, (box, o) in chosen.items()}


# Each city's name: (x, y, text-anchor), chosen once by place_labels() (kept in the file: the search
# takes seconds, too slow for every start of the page) and checked by the tests.
LABEL_AT = {
    "munchen": (81.4, 65.4, "end"),
    "essen": (78.0, 43.6, "middle"),
    "zagrab": (102.0, 87.6, "middle"),
    "bruxelles": (52.0, 43.4, "middle"),
    "berlin": (103.2, 48.4, "start"),
    "constantinople": (154.0, 117.6, "middle"),
    "wien": (98.8, 56.4, "end"),
    "brindisi": (110.0, 111.4, "middle"),
    "roma": (92.6, 107.4, "start"),
    "venezia": (82.8, 90.4, "end"),
    "zurich": (60.8, 84.4, "end"),
    "dieppe": (28.8, 54.4, "end"),
    "frankfurt": (67.4, 57.4, "end"),
    "danzig": (126.6, 27.4, "start"),
    "wilno": (147.4, 35.4, "end"),
    "smolensk": (174.0, 33.4, "middle"),
    "kyiv": (165.2, 66.4, "start"),
    "sochi": (190.0, 113.6, "middle"),
    "sevastopol": (174.6, 93.4, "start"),
    "angora": (170.0, 129.6, "middle"),
    "sofia": (138.6, 101.4, "start"),
    "bucuresti": (152.6, 83.4, "start"),
    "budapest": (124.6, 69.4, "start"),
    "sarajevo": (113.4, 93.4, "end"),
    "london": (23.4, 39.4, "end"),
    "paris": (35.4, 79.4, "end"),
    "riga": (141.4, 13.4, "end"),
    "warszawa": (130.0, 53.6, "middle"),
    "kharkov": (184.8, 58.4, "end"),
    "rostov": (188.8, 80.4, "end"),
    "smyrna": (144.8, 128.4, "end"),
    "marseille": (65.2, 98.4, "start"),
    "pamplona": (23.4, 101.4, "end"),
    "barcelona": (48.0, 123.6, "middle"),
    "madrid": (20.6, 119.4, "start"),
    "cadiz": (30.6, 135.4, "start"),
    "amsterdam": (58.0, 23.4, "middle"),
    "kobenhavn": (94.0, 9.4, "middle"),
    "stockholm": (128.6, 7.4, "start"),
    "moskva": (187.4, 25.4, "end"),
    "erzurum": (190.0, 135.6, "middle"),
    "athina": (131.2, 138.4, "start"),
    "palermo": (85.4, 133.4, "end"),
    "lisboa": (9.2, 136.4, "start"),
    "edinburgh": (18.0, 5.4, "middle"),
    "brest": (8.0, 61.4, "middle"),
    "petrograd": (172.8, 4.4, "end"),
}


# --- where each route's spaces start ---------------------------------------------------------------

THICK = 4.4                             # a route's drawn thickness (track_map's `thickness`)


def _segment_gap(p1, p2, q1, q2) -> float:
    """The least distance between segments p1–p2 and q1–q2 (0 where they cross)."""
    def side(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    def to(p, a, b):
        dx, dy = b[0] - a[0], b[1] - a[1]
        t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / max(dx * dx + dy * dy, 1e-9)))
        return hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)
    if side(p1, p2, q1) * side(p1, p2, q2) < 0 and side(q1, q2, p1) * side(q1, q2, p2) < 0:
        return 0.0
    return min(to(p1, q1, q2), to(p2, q1, q2), to(q1, p1, p2), to(q2, p1, p2))


def drawn_part(r: str, gaps: dict) -> tuple:
    """The centre line of a route's row of spaces (frame units), as track_map draws it."""
    a, b, *_ = R.ROUTES[r]
    (_n, x1, y1), (_m, x2, y2) = R.CITIES[a], R.CITIES[b]
    x1, y1, x2, y2 = x1 * SCALE, y1 * SCALE, x2 * SCALE, y2 * SCALE
    size = hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / size, (y2 - y1) / size
    twin = R.twin(r)
    lane = 0 if twin is None else (-1 if r < twin else 1)
    ox, oy = -uy * lane * THICK * 0.62, ux * lane * THICK * 0.62
    ga, gb = gaps.get(r, (4.0, 4.0))
    return (x1 + ux * ga + ox, y1 + uy * ga + oy), (x2 - ux * gb + ox, y2 - uy * gb + oy)


def route_gaps() -> dict:
    """How far from each city a route's spaces start: 4 units, more where two routes leaving the
    same city would overlap (their centre lines closer than 3 units: the Paris fan of issue 32),
    half a unit at a time on both, while each space keeps 4 units of length. A ferry that passes
    over another city's route is left as it is (a gap cannot part them). Run by hand when the map
    changes; its result is GAPS."""
    gaps = {r: (4.0, 4.0) for r in R.ROUTES}
    pairs = [(r, q, (set(R.ROUTES[r][:2]) & set(R.ROUTES[q][:2])).pop())
             for i, r in enumerate(R.ROUTES) for q in list(R.ROUTES)[i + 1:]
             if R.twin(r) != q and set(R.ROUTES[r][:2]) & set(R.ROUTES[q][:2])]
    for _ in range(40):
        changed = False
        for r, q, c in pairs:
            if _segment_gap(*drawn_part(r, gaps), *drawn_part(q, gaps)) >= 3.0:
                continue
            for route in (r, q):
                a, b, spaces, *_ = R.ROUTES[route]
                (p1, p2) = drawn_part(route, {route: (0.0, 0.0)})
                ga, gb = gaps[route]
                if hypot(p2[0] - p1[0], p2[1] - p1[1]) - ga - gb - 0.5 >= spaces * 4.0 and max(ga, gb) < 16:
                    gaps[route] = (ga + 0.5, gb) if a == c else (ga, gb + 0.5)
                    changed = True
        if not changed:
            break
    return {r: g for r, g in gaps.items() if g != (4.0, 4.0) and max(g) < 16
            and not (R.ROUTES[r][4] == "ferry" and _crosses_other(r, gaps))}


def _crosses_other(r: str, gaps: dict) -> bool:
    return any(_segment_gap(*drawn_part(r, gaps), *drawn_part(q, gaps)) == 0.0 for q in R.ROUTES if q != r)

# Each route's gaps (at its first city, at its second) where they are not 4 units, chosen once by
# route_gaps() (kept in the file, as LABEL_AT) and checked by the tests.
GAPS = {
    "brest_dieppe": (4.5, 4.0), "brest_paris": (5.0, 4.0), "brest_pamplona": (4.5, 6.0),
    "dieppe_paris": (4.0, 7.0), "dieppe_bruxelles": (4.0, 8.0), "paris_bruxelles": (7.5, 8.0),
    "paris_bruxelles_2": (14.5, 4.0), "paris_frankfurt": (14.5, 5.5), "paris_frankfurt_2": (9.5, 4.0),
    "paris_zurich": (8.0, 4.0), "paris_marseille": (4.5, 4.0), "paris_pamplona": (4.5, 4.5),
    "paris_pamplona_2": (4.0, 5.0), "bruxelles_amsterdam": (4.0, 4.5), "bruxelles_frankfurt": (4.0, 5.5),
    "amsterdam_frankfurt": (4.5, 4.5), "essen_frankfurt": (4.0, 7.5), "essen_berlin": (4.5, 8.0),
    "essen_kobenhavn_2": (4.5, 4.0), "frankfurt_berlin": (7.0, 8.0), "frankfurt_berlin_2": (5.5, 4.5),
    "berlin_danzig": (7.0, 4.0), "berlin_warszawa": (7.5, 5.0), "berlin_warszawa_2": (4.0, 9.5),
    "danzig_warszawa": (4.0, 5.0), "riga_petrograd": (4.0, 10.0), "petrograd_wilno": (4.5, 4.0),
    "warszawa_kyiv": (4.0, 5.5), "warszawa_wien": (8.5, 6.5), "kyiv_budapest": (5.5, 5.0),
    "sochi_sevastopol": (4.0, 7.0), "sochi_erzurum": (4.0, 6.0), "sevastopol_erzurum": (7.0, 6.0),
    "athina_sofia": (7.0, 4.0), "athina_sarajevo": (7.5, 4.0), "bucuresti_budapest": (4.0, 5.0),
    "budapest_wien": (5.5, 4.5), "budapest_wien_2": (4.0, 6.5), "budapest_zagrab": (5.5, 4.0),
    "zagrab_wien": (4.0, 4.5), "palermo_brindisi": (5.0, 4.0), "marseille_pamplona": (4.0, 5.5),
    "pamplona_barcelona": (4.5, 4.5), "pamplona_madrid": (4.0, 5.5), "barcelona_madrid": (4.5, 7.0),
}


def label_box(c: str):
    """The box a city's name covers (frame units)."""
    x, y, anchor = LABEL_AT[c]
    _n, cx, cy = R.CITIES[c]
    return _label_box(cx * SCALE, cy * SCALE, R.CITIES[c][0], x - cx * SCALE, y - cy * SCALE, anchor)[0]


# --- the map ----------------------------------------------------------------------------------

def seat_word(state, p: int) -> str:
    return state.game.seat_name(p)


def short(r: str) -> str:
    """A route in words (« Paris–Zürich, tunnel de 3 wagons, gris »)."""
    a, b, size, col, k, locos = R.ROUTES[r]
    kind = {"tunnel": "tunnel", "ferry": "ferry"}.get(k, "route")
    extra = f" dont {locos} locomotive{'s' if locos > 1 else ''}" if k == "ferry" else ""
    return f"{R.city(a)}–{R.city(b)}, {kind} de {size} wagon{'s' if size > 1 else ''}{extra}, {col}"


def route_state(state, r: str) -> str:
    who = state.owners.get(r)
    if who is not None:
        return seat_word(state, who)
    twin = R.twin(r)
    if twin in state.owners and state.players <= 3:
        return "bloquée"
    return "libre"


def the_map(state, legal, playable: bool) -> str:
    nodes = []
    for v, (name, x, y) in R.CITIES.items():
        who = state.stations.get(v)
        lx, ly, anchor = LABEL_AT[v]
        node = {"name": name, "x": x * SCALE, "y": y * SCALE, "label": (lx, ly, anchor),
                "detail": f"gare de {seat_word(state, who)}" if who is not None else "pas de gare"}
        if who is not None:
            node.update(mark=SEAT_MARKS[who], owner=SEAT_COLOURS[who])
        if playable:
            node["template"] = f"gare-{{}}-{v}"
            node["title"] = f"Gare à {name}"
        nodes.append(node)
    routes = []
    for r, (a, b, size, col, k, locos) in R.ROUTES.items():
        twin = R.twin(r)
        who = state.owners.get(r)
        route = {"a": R.city(a), "b": R.city(b), "colour": col, "spaces": size,
                 "style": {"tunnel": "dashed", "ferry": "dotted"}.get(k, "solid"),
                 "special": locos if k == "ferry" else 0,
                 "lane": 0 if twin is None else (-1 if r < twin else 1), "gaps": GAPS.get(r),
                 "owner": SEAT_COLOURS[who] if who is not None else None,
                 "mark": SEAT_MARKS[who] if who is not None else "",
                 "name": f"{short(r)} : {route_state(state, r)}" + (", dernière construite" if r == state.last_route else ""),
                 "cls": "bga-last" if r == state.last_route else ""}
        if playable:
            route["template"] = f"route-{{}}-{r}"
            route["title"] = f"Construire {R.route_label(r)}"
        routes.append(route)
    label = f"Carte de l'Europe : {len(R.CITIES)} villes, {len(R.ROUTES)} routes"
    marks = ", ".join(f"{m} : {state.game.seat_name(p)}" for p, m in enumerate(SEAT_MARKS[:state.players]))
    # the legend stays in the column, outside the box that scrolls sideways on a phone
    return (el("div", track_map(nodes, routes, label=label, width=WIDTH, height=HEIGHT, legal=legal, thickness=THICK),
               class_="bga-scroll bga-av-map")
            + note(f"Bord noir épais : tunnel ; pointillés : ferry (✦ : locomotive exigée) ; {marks}."))


# --- cards ------------------------------------------------------------------------------------

def wagon_card(c: str, count=None, **kw) -> str:
    label = R.CARD_LABELS[c]
    value = "🚂" if c == R.LOCO and count is None else (count if count is not None else "")
    return colour_card(value, CARD_PALETTE[c], "Loco" if c == R.LOCO else label, small=True, **kw)


def ticket_card(t: str, *, done: bool | None = None, **kw) -> str:
    a, b, pts = R.TICKETS[t]
    visual = (text("span", pts, class_="bga-av-pts") + text("span", R.city(a), class_="bga-av-city")
              + text("span", R.city(b), class_="bga-av-city") + (text("span", "longue", class_="bga-av-long")
                                                                  if t in R.LONG else "")
              + (text("span", "✓ reliée", class_="bga-av-done") if done else ""))
    name = f"Destination {R.city(a)} – {R.city(b)}, {pts} points{', longue' if t in R.LONG else ''}" \
           + (", reliée" if done else "")
    return piece(visual, name, cls="bga-card bga-av-ticket", **kw)


def the_row(state, legal, mine: bool) -> str:
    """The face-up row of five and the two piles, as on the table."""
    cards = []
    for i, c in enumerate(state.river):
        if c is None:
            cards.append(text("span", "vide", class_="bga-card bga-small bga-av-empty"))
            continue
        kw = dict(move=f"visible-{i + 1}", legal=legal, title=f"Prendre la carte visible {R.CARD_LABELS[c]}") \
            if mine else {}
        cards.append(wagon_card(c, name=f"Carte visible {i + 1} : {R.CARD_LABELS[c]}", **kw))
    pile = card_back(f"Pioche de cartes Wagon : {len(state.deck)} cartes", count=len(state.deck),
                     **(dict(move="pioche", legal=legal, title="Piocher une carte face cachée") if mine else {}))
    tickets = piece(
        text("span", len(state.ticket_deck), class_="bga-count"),
        f"Pile de cartes Destination : {len(state.ticket_deck)} cartes",
        cls="bga-card bga-back bga-small bga-av-ticketpile",
        **(dict(move="billets", legal=legal, title="Piocher 3 cartes Destination") if mine else {}))
    return el("div", el("div", *cards, class_="bga-hand bga-av-river", role="group",
                        aria_label="Les cinq cartes Wagon visibles"),
              el("div", pile, tickets, class_="bga-hand bga-av-piles", role="group", aria_label="Les pioches"),
              class_="bga-av-table")


def the_hand(state, p: int, compose: bool) -> str:
    hand = state.hands[p]
    cards = []
    for c in R.CARDS:
        if hand.get(c):
            kw = dict(part=c, title=f"Payer en {R.CARD_LABELS[c].lower()}") if compose else {}
            cards.append(wagon_card(c, hand[c], name=f"{R.CARD_LABELS[c]} : {hand[c]} carte{'s' if hand[c] > 1 else ''}",
                                    **kw))
    return el("div", *cards or [text("span", "aucune carte", class_="bga-note")], class_="bga-hand",
              role="group", aria_label="Votre main" + (" : choisissez la couleur à payer" if compose else ""))


def my_tickets(state, p: int) -> str:
    if not state.tickets[p]:
        return ""
    final = state.table[p]["faits"] if state.table else None
    done = final or R.tickets_done(p, state.tickets[p], state.owners)
    return el("div", *[ticket_card(t, done=ok) for t, ok in zip(state.tickets[p], done)], class_="bga-hand bga-av-tickets",
              role="group", aria_label="Vos cartes Destination")


def offer(state, p: int, legal) -> str:
    least = state.keep_least()
    parts = [ticket_card(t, part=t, title="Garder ou rendre cette carte") for t in state.offers[p]]
    what = "au moins deux" if least == 2 else "au moins une"
    return el("div",
              el("div", *parts, class_="bga-hand bga-av-tickets", role="group",
                 aria_label="Cartes Destination proposées : choisissez celles à garder"),
              note(f"Choisissez les cartes Destination à garder ({what}), puis « Garder »."),
              el("div", el("button", "Garder la sélection", type="button", class_="bga-move bga-compose-action",
                           data_template="garder-{}", disabled=True), class_="bga-actions"),
              class_="bga-compose")


def seats(state, viewer) -> list[str]:
    """Each seat's area (its colour, wagons, stations, cards, tickets, points), in seat order."""
    areas = []
    order = list(range(state.players))
    for p in order:
        you = p == viewer
        stations = R.STATIONS - state.my_stations(p)
        cards = sum(state.hands[p].values())
        stats = (f"{state.wagons[p]} wagon{'s' if state.wagons[p] > 1 else ''} · {stations} gare{'s' if stations > 1 else ''}"
                 f" · {cards} carte{'s' if cards > 1 else ''} · {len(state.tickets[p])} dest. · {state.points[p]} pts")
        swatch = text("span", SEAT_MARKS[p], class_="bga-station", data_colour=SEAT_COLOURS[p], aria_hidden="true")
        areas.append(player_area(state.game.seat_name(p), swatch, text("p", stats, class_="bga-av-stats"), you=you,
                                 current=p == state.turn and state.phase != OVER, cls="bga-av-seat"))
    return areas


def final_table(state) -> str:
    head = ["", *[state.game.seat_name(p) for p in range(state.players)]]
    t = state.table
    rows = [["Routes", *[x["routes"] for x in t]],
            ["Destinations réussies", *[f"+{x['billets_reussis']}" for x in t]],
            ["Destinations non réalisées", *[f"−{x['billets_rates']}" if x["billets_rates"] else "0" for x in t]],
            ["Gares non utilisées (×4)", *[f"+{R.UNUSED_STATION * x['gares_restantes']}" for x in t]],
            ["Wagons à la suite", *[x["wagons_suite"] for x in t]],
            ["Route la plus longue", *[f"+{x['bonus']}" if x["bonus"] else "0" for x in t]]]
    return score_sheet(head, rows, caption="Décompte final", total=["Total", *[x["total"] for x in t]], scroll=True)


def render_partie(game, state, viewer, legal) -> str:
    s = state
    me = viewer if isinstance(viewer, int) else 0
    mine = s.turn == me and s.phase in (ACTION, SECOND) and s.phase != OVER
    parts = []
    if s.phase == OVER and s.fin:
        tone = "bien" if s.winners_ and me in s.winners_ else ("info" if not s.table else "mal")
        parts.append(banner(s.fin, tone))
    top = len(parts)   # the banner stays above the table; what follows is its centre
    parts.append(the_row(s, legal, mine))
    if s.phase == SECOND and s.turn == me:
        parts.append(note("Deuxième carte : une carte visible (pas une locomotive) ou la pioche."))
    playable = mine and s.phase == ACTION
    if s.phase in (START, TICKETS) and s.turn == me and s.offers[me]:
        parts.append(zone("Cartes Destination proposées", offer(s, me, legal)))
    if s.phase == TUNNEL and s.turn == me:
        t = s.tunnel
        shown = [wagon_card(c, name=f"retournée : {R.CARD_LABELS[c]}") for c in s.revealed]
        parts.append(zone(f"Tunnel {R.route_label(t['route'])}",
                          el("div", *shown, class_="bga-hand", role="group", aria_label="Les trois cartes retournées"),
                          note(f"Payé : {R.cards_words(t['paye'])}. Cartes en plus à payer : {t['extra']} "
                               f"({'locomotives' if t['couleur'] == R.LOCO else t['couleur'] + ' ou locomotives'})."),
                          el("div", move_button("completer", "Payer les cartes en plus", legal),
                             move_button("renoncer", "Renoncer (cartes jouées défaussées)", legal),
                             class_="bga-actions")))
    body = [the_map(s, legal, playable)]
    hand = the_hand(s, me, playable)
    if playable:
        group = el("div", *body, zone("Votre main", hand, note("Une couleur de votre main, puis une route (ou une "
                                                               "ville : une gare) ; les locomotives complètent.")),
                   class_="bga-compose", data_max=1)
        parts.append(group)
    else:
        parts += body
        parts.append(zone("Votre main", hand))
    if "passer" in legal:
        parts.append(el("div", move_button("passer", "Passer (aucune action possible)", legal), class_="bga-actions"))
    # the table: the opponents above the map, the reader's seat and tickets below
    areas = seats(s, me)
    own = areas.pop(me) + (zone("Vos cartes Destination", my_tickets(s, me)) if s.tickets[me] else "")
    centre = parts[top:]
    del parts[top:]
    parts.append(table_layout(centre, areas, own, seats_cls="bga-av-seats"))
    if s.table:
        parts.append(zone("Décompte final", final_table(s)))
    elif s.turns_left is not None:
        parts.append(note(f"Dernier tour : encore {s.turns_left} tour{'s' if s.turns_left > 1 else ''} de joueur."))
    return el("div", *parts, class_="bga-board bga-av", data_jeu="aventuriers-partie")
