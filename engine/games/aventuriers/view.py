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

from ...markup import (banner, card_back, colour_card, el, figure_visual, move_button, note, piece, player_area,
                       score_sheet, table_layout, text, track_map, zone)
from . import rules as R
from .game import ACTION, OVER, SECOND, SEAT_COLOURS, SEAT_MARKS, START, TICKETS, TUNNEL

SCALE = 2                               # the rules' 100 × 70 frame drawn on 200 × 140
WIDTH, HEIGHT = 100 * SCALE, 70 * SCALE
FONT = 3.9                              # the names' size in frame units (demo.css: .bga-av-map)
CARD_PALETTE = {c: c for c in R.COLOURS} | {R.LOCO: "creme"}


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
# name_gaps(route_gaps(), LABEL_AT) (kept in the file, as LABEL_AT) and checked by the tests.
GAPS = {
    "london_dieppe": (7.5, 4.0), "brest_dieppe": (4.5, 4.0), "brest_paris": (5.0, 4.0),
    "brest_pamplona": (4.5, 6.0), "dieppe_paris": (4.0, 8.0), "dieppe_bruxelles": (4.0, 8.0),
    "paris_bruxelles": (8.0, 8.0), "paris_bruxelles_2": (14.5, 4.0), "paris_frankfurt": (14.5, 5.5),
    "paris_frankfurt_2": (10.5, 4.0), "paris_zurich": (8.0, 4.0), "paris_marseille": (12.0, 4.0),
    "paris_pamplona": (4.5, 4.5), "paris_pamplona_2": (4.0, 5.0), "bruxelles_amsterdam": (7.0, 4.5),
    "bruxelles_frankfurt": (4.0, 5.5), "amsterdam_frankfurt": (4.5, 4.5), "amsterdam_essen": (4.0, 5.5),
    "essen_frankfurt": (4.0, 7.5), "essen_berlin": (4.5, 8.0), "essen_kobenhavn": (9.5, 4.0),
    "essen_kobenhavn_2": (4.5, 4.0), "frankfurt_berlin": (7.0, 8.0), "frankfurt_berlin_2": (14.5, 4.5),
    "stockholm_petrograd": (11.0, 4.0), "berlin_danzig": (7.0, 4.0), "berlin_warszawa": (7.5, 5.0),
    "berlin_warszawa_2": (4.0, 9.5), "danzig_warszawa": (4.0, 5.0), "riga_petrograd": (4.0, 10.0),
    "petrograd_wilno": (4.5, 12.0), "wilno_kyiv": (12.0, 4.0), "wilno_warszawa": (4.5, 8.5),
    "warszawa_kyiv": (9.5, 5.5), "warszawa_wien": (8.5, 6.5), "smolensk_moskva": (10.5, 4.0),
    "kyiv_budapest": (5.5, 5.0), "rostov_sochi": (4.0, 8.0), "sochi_sevastopol": (6.0, 7.0),
    "sochi_erzurum": (4.0, 6.0), "sevastopol_erzurum": (7.0, 6.0), "smyrna_constantinople": (4.0, 10.5),
    "athina_sofia": (16.5, 4.0), "athina_sarajevo": (16.5, 8.5), "sofia_bucuresti": (8.0, 6.5),
    "bucuresti_budapest": (5.5, 5.0), "budapest_wien": (5.5, 10.0), "budapest_wien_2": (4.0, 9.5),
    "budapest_zagrab": (5.5, 4.0), "zagrab_wien": (4.0, 7.5), "munchen_venezia": (7.5, 4.0),
    "munchen_zurich": (7.5, 4.0), "zurich_venezia": (4.0, 4.5), "zurich_marseille": (7.5, 4.0),
    "palermo_brindisi": (5.0, 4.0), "marseille_pamplona": (4.0, 5.5), "pamplona_barcelona": (4.5, 4.5),
    "pamplona_madrid": (4.0, 5.5), "pamplona_madrid_2": (4.5, 5.0), "barcelona_madrid": (4.5, 7.0),
}


# --- where each city's name goes ------------------------------------------------------------------

# The names' advance widths in thousandths of an em: Helvetica/Arial Bold, the metrics of the sans-serif
# the site falls back to (measured in Chromium within 0.2 units per name); accented letters as their base.
_WIDTHS = dict(zip("abcdefghijklmnopqrstuvwxyz", (556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889,
                                                  611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500)))
_WIDTHS |= dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", (722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
                                                   722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611)))
_BASE = str.maketrans("áàâäãåçéèêëíìîïñóòôöõøúùûüýșțăşţøæœ", "aaaaaaceeeeiiiinooooouuuuystastoaeo")
HALO = 0.6                              # half the halo's stroke (demo.css: .bga-av-map .bga-tm-name)


def text_width(name: str) -> float:
    """A name's drawn width in frame units, 4 % wider than Arial Bold for the fonts of other systems."""
    return 1.04 * FONT * sum(_WIDTHS.get(ch.translate(_BASE), 611) for ch in name) / 1000


def _name_box(name: str, x: float, y: float, anchor: str) -> tuple:
    """The box a name drawn at (x, y) covers, its halo included: capitals above the baseline,
    descenders below it when the name has some."""
    w = text_width(name)
    left = {"middle": x - w / 2, "start": x, "end": x - w}[anchor]
    low = 0.22 if any(ch in "gjpqyç" for ch in name) else 0.03
    return (left - HALO, y - 0.74 * FONT - HALO, left + w + HALO, y + low * FONT + HALO)


def _distance(box, x: float, y: float) -> float:
    """How far a point lies from a box (0 inside it)."""
    return hypot(max(box[0] - x, 0, x - box[2]), max(box[1] - y, 0, y - box[3]))


def _overlap(p, q) -> bool:
    return p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3]


def slack(r: str, gaps: dict) -> float:
    """How much longer a route's gaps may grow while each space keeps 4 units of length."""
    (x1, y1), (x2, y2) = drawn_part(r, gaps)
    return max(hypot(x2 - x1, y2 - y1) - 4.0 * R.ROUTES[r][2], 0.0)


def route_outline(r: str, gaps: dict | None = None, cut: tuple = (0.0, 0.0)) -> list:
    """The four corners of the part of a route that track_map draws (its row of spaces), less
    `cut` (at its first city, at its second)."""
    (x1, y1), (x2, y2) = drawn_part(r, GAPS if gaps is None else gaps)
    size = max(hypot(x2 - x1, y2 - y1), 1e-9)
    ux, uy = (x2 - x1) / size, (y2 - y1) / size
    x1, y1, x2, y2 = x1 + ux * cut[0], y1 + uy * cut[0], x2 - ux * cut[1], y2 - uy * cut[1]
    nx, ny = -uy * THICK / 2, ux * THICK / 2
    return [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)]


def _bounds(polygon) -> tuple:
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    return min(xs), min(ys), max(xs), max(ys)


def _near_first(r: str, box) -> bool:
    """Whether a box lies nearer a route's first city than its second."""
    a, b, *_ = R.ROUTES[r]
    (ax, ay), (bx, by), mx, my = _city_at(a), _city_at(b), (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return hypot(mx - ax, my - ay) < hypot(mx - bx, my - by)


def left_on(box, r: str, gaps: dict) -> float:
    """What of a route a box still covers once the route's end nearer the box is moved away as far
    as its slack allows (name_gaps does it)."""
    s = slack(r, gaps)
    return covered(box, route_outline(r, gaps, (s, 0.0) if _near_first(r, box) else (0.0, s)))


def covered(box, polygon) -> float:
    """The area of a convex polygon inside a box (Sutherland–Hodgman clipping, then the shoelace)."""
    pts = polygon
    for axis, bound, keep_low in ((0, box[0], False), (0, box[2], True), (1, box[1], False), (1, box[3], True)):
        inside = (lambda p: p[axis] <= bound) if keep_low else (lambda p: p[axis] >= bound)
        out = []
        for i, p in enumerate(pts):
            q = pts[i - 1]
            if inside(p) != inside(q):
                t = (bound - q[axis]) / (p[axis] - q[axis])
                out.append((q[0] + t * (p[0] - q[0]), q[1] + t * (p[1] - q[1])))
            if inside(p):
                out.append(p)
        pts = out
        if not pts:
            return 0.0
    return abs(sum(pts[i - 1][0] * p[1] - p[0] * pts[i - 1][1] for i, p in enumerate(pts))) / 2


def _city_at(c: str) -> tuple:
    _n, x, y = R.CITIES[c]
    return x * SCALE, y * SCALE


CITY_R = 2.8                            # a city's circle and its border, with a little air


def _candidates(c: str) -> list:
    """Places for a city's name: every box on a half-unit grid whose nearest point is 3 to 7 units
    from the city's centre, the anchor on the side the city is (so a font wider than the table
    grows away from its city)."""
    name, (cx, cy) = R.CITIES[c][0], _city_at(c)
    w, out = text_width(name), []
    for i in range(-int(2 * (w + 8)), 17):
        left = cx + i / 2
        for j in range(-24, 19):
            base = cy + j / 2
            box = _name_box(name, left, base, "start")
            near = _distance(box, cx, cy)
            if not 3.0 <= near <= 7.0:
                continue
            if box[0] >= cx:
                out.append((left, base, "start"))
            elif box[2] <= cx:
                out.append((left + w, base, "end"))
            else:
                out.append((left + w / 2, base, "middle"))
    return out


def place_labels() -> dict:
    """Each city's name place: on no other name or city, inside the frame, nearer its own city than
    any other, on as little of the routes' drawn parts as can be (the review of issue 32: names cut
    by routes), then as near its city as can be. Each name takes its best place given the others,
    the most crowded first, until none moves. Run by hand when the map changes; its result is LABEL_AT."""
    at = {c: _city_at(c) for c in R.CITIES}
    fan = route_gaps()
    outlines = [(r, route_outline(r, fan)) for r in R.ROUTES]
    outlines = [(r, o, _bounds(o)) for r, o in outlines]
    options, fixed = {}, {}
    for c in R.CITIES:
        name = R.CITIES[c][0]
        options[c] = []
        for x, y, anchor in _candidates(c):
            box = _name_box(name, x, y, anchor)
            if box[0] < 0 or box[1] < 0 or box[2] > WIDTH or box[3] > HEIGHT:
                continue
            if any(_overlap(box, (dx - CITY_R, dy - CITY_R, dx + CITY_R, dy + CITY_R)) for dx, dy in at.values()):
                continue
            cx, cy = at[c]
            own = _distance(box, cx, cy)
            other = min(_distance(box, dx, dy)
                        for d, (dx, dy) in at.items() if d != c)
            if other < own + 1.0:
                continue
            # what longer gaps cannot free (name_gaps frees the rest), then what they must free
            near = [(r, o) for r, o, bounds in outlines if _overlap(box, bounds)]
            on_routes = sum(left_on(box, r, fan) for r, _o in near) + 0.05 * sum(covered(box, o) for _r, o in near)
            # the routes first, then the distance, then above the city, then to its right
            fixed_cost = 100 * on_routes + own + (0.3 if y > cy else 0) + (0.1 if x < cx else 0)
            options[c].append((fixed_cost, (round(x, 1), round(y, 1), anchor), box))
        options[c].sort(key=lambda o: o[0])
    chosen: dict = {}
    order = sorted(R.CITIES, key=lambda c: (sum(1 for o in options[c] if o[0] < 100), c))
    for _ in range(20):
        moved = False
        for c in order:
            others = [chosen[d][2] for d in chosen if d != c]
            best = next(o for o in options[c] if not any(_overlap(o[2], b) for b in others))
            if chosen.get(c) != best:
                chosen[c], moved = best, True
        if not moved:
            break
    return {c: chosen[c][1] for c in R.CITIES}


def name_gaps(gaps: dict, labels: dict) -> dict:
    """`gaps` (route_gaps()) made longer where a name (`labels`, as LABEL_AT) still lies on a route: the
    end nearer the name moves away from its city half a unit at a time, while each space keeps 4 units
    of length; a thin lead line joins the city to the spaces (track_map). Run by hand with place_labels;
    its result is GAPS."""
    gaps = {r: gaps.get(r, (4.0, 4.0)) for r in R.ROUTES}
    boxes = [_name_box(R.CITIES[c][0], *labels[c]) for c in R.CITIES]
    for r in R.ROUTES:
        for box in boxes:
            while covered(box, route_outline(r, gaps)) > 0 and slack(r, gaps) >= 0.5:
                ga, gb = gaps[r]
                gaps[r] = (ga + 0.5, gb) if _near_first(r, box) else (ga, gb + 0.5)
    return {r: g for r, g in gaps.items() if g != (4.0, 4.0)}


def label_box(c: str):
    """The box a city's name covers, its halo included (frame units)."""
    return _name_box(R.CITIES[c][0], *LABEL_AT[c])


def name_on_routes(c: str) -> float:
    """How much of the routes' drawn parts a city's name covers (square frame units)."""
    return sum(covered(label_box(c), route_outline(r)) for r in R.ROUTES)


# Each city's name: (x, y, text-anchor), chosen once by place_labels() (kept in the file: the search
# takes seconds, too slow for every start of the page) and checked by the tests. With GAPS, both are
# rewritten by hand when the map changes: LABEL_AT = place_labels(); GAPS = name_gaps(route_gaps(), LABEL_AT).
LABEL_AT = {
    "edinburgh": (18.1, 5.5, "middle"), "london": (24.4, 39.5, "end"), "amsterdam": (58.2, 24.0, "middle"),
    "bruxelles": (51.3, 43.5, "end"), "dieppe": (25.0, 56.0, "end"), "brest": (6.2, 61.5, "middle"),
    "paris": (43.0, 74.0, "middle"), "essen": (73.0, 28.5, "middle"), "frankfurt": (77.5, 56.5, "start"),
    "kobenhavn": (90.4, 13.5, "end"), "stockholm": (127.5, 3.5, "start"), "berlin": (97.2, 36.5, "middle"),
    "danzig": (115.1, 21.5, "middle"), "riga": (151.0, 17.5, "start"), "petrograd": (176.1, 3.5, "middle"),
    "wilno": (148.0, 33.5, "end"), "warszawa": (134.0, 47.0, "start"), "smolensk": (170.6, 30.5, "middle"),
    "moskva": (185.9, 25.0, "end"), "kyiv": (166.8, 66.5, "middle"), "kharkov": (185.2, 57.5, "end"),
    "rostov": (187.7, 79.5, "end"), "sochi": (193.2, 102.0, "middle"), "sevastopol": (171.3, 84.0, "middle"),
    "erzurum": (190.2, 134.5, "middle"), "angora": (171.1, 131.0, "middle"), "smyrna": (148.4, 138.5, "middle"),
    "constantinople": (141.3, 119.0, "middle"), "athina": (128.3, 138.5, "middle"), "sofia": (131.5, 92.5, "middle"),
    "bucuresti": (141.8, 85.0, "end"), "budapest": (128.2, 60.5, "middle"), "wien": (105.3, 66.5, "middle"),
    "zagrab": (99.8, 89.0, "middle"), "sarajevo": (114.4, 96.0, "end"), "brindisi": (111.1, 109.5, "middle"),
    "palermo": (86.5, 130.0, "end"), "roma": (91.5, 104.5, "start"), "venezia": (82.1, 88.5, "end"),
    "zurich": (60.7, 84.5, "end"), "munchen": (90.3, 70.5, "middle"), "marseille": (65.5, 99.5, "start"),
    "pamplona": (24.4, 99.5, "end"), "barcelona": (48.3, 122.5, "middle"), "madrid": (14.3, 114.0, "end"),
    "lisboa": (7.5, 137.5, "middle"), "cadiz": (29.5, 132.5, "start"),
}


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
    if c == R.LOCO and count is None:
        # a locomotive drawn, not the 🚂 emoji (an empty box « ▯ » where no emoji font is installed)
        visual = (el("span", figure_visual("locomotive", "noir"), class_="bga-value")
                  + text("span", "Loco", class_="bga-cname"))
        return piece(visual, kw.pop("name", None) or "Loco", cls="bga-card bga-ccard bga-small",
                     data_colour=CARD_PALETTE[c], **kw)
    value = count if count is not None else ""
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
