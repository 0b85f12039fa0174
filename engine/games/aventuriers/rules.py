"""Les Aventuriers du Rail – Europe: the page's rules as constants and pure
functions, on a map of Europe of the game's size (47 cities, 101 routes) and
46 destination cards of our own (the page gives neither: « Lecture retenue »).

« Construire une route en payant autant de cartes Wagon que de wagons
représentés sur le plateau entre deux villes, de la couleur indiquée. Si la
route est grise, le joueur peut utiliser la couleur de son choix (mais une
seule couleur). »
"""

from __future__ import annotations

import heapq
from itertools import product

from ...core import Refusal
from ...graph import Graph

# --- the page's numbers ---------------------------------------------------------------------------

# « Chaque joueur possède 45 wagons, 3 gares, 4 cartes Wagon et 4 cartes Destination (1 longue et
# 3 normales). »
WAGONS = 45
STATIONS = 3
START_CARDS = 4
START_LONG, START_NORMAL = 1, 3
START_KEEP = 2                      # « choisir au moins deux cartes Destination »
DRAW_TICKETS, DRAW_KEEP = 3, 1      # « Piocher 3 cartes Destination et en garder au moins une »
FACE_UP = 5
LAST_ROUND_WAGONS = 2               # « dès qu'il reste 2 wagons ou moins à un joueur »
COLOURS = ("blanc", "jaune", "orange", "rouge", "rose", "bleu", "vert", "noir")
LOCO = "loco"
CARDS = COLOURS + (LOCO,)
# « 12 cartes de chaque couleur (...) et 14 locomotives qui sont des jokers »
CARD_COPIES = {**{c: 12 for c in COLOURS}, LOCO: 14}
CARD_LABELS = {c: c.capitalize() for c in COLOURS} | {LOCO: "Locomotive"}
GREY = "gris"

# « Longueur de la route // Points » (1, 2, 3, 4, 6 and 8: the map has no other length)
POINTS = {1: 1, 2: 2, 3: 4, 4: 7, 6: 15, 8: 21}
LONGEST_BONUS = 10
UNUSED_STATION = 4

# Rule sections of the page (heading ids) that refusals link to.
S_START = "debut-de-la-partie"
S_TURN = "tour-de-jeu"
S_TUNNEL = "construire-un-tunnel"
S_FERRY = "construire-un-ferry"
S_STATION = "construire-une-gare"
S_DOUBLE = "doubles-routes"
S_END = "fin-de-la-partie"
S_SCORE = "decompte-des-points"
SECTIONS = frozenset({S_START, S_TURN, S_TUNNEL, S_FERRY, S_STATION, S_DOUBLE, S_END, S_SCORE})

# --- the map (ours: the page has none) ------------------------------------------------------------

# id -> (name, x, y) on a 100 × 70 frame: the published board's cities, placed as on a board
# (west to east, north to south), spread so that every city stays a finger's target.
CITIES = {
    "edinburgh": ("Edinburgh", 9, 5),
    "london": ("London", 14, 19),
    "amsterdam": ("Amsterdam", 29, 14),
    "bruxelles": ("Bruxelles", 26, 24),
    "dieppe": ("Dieppe", 16, 29),
    "brest": ("Brest", 4, 33),
    "paris": ("Paris", 20, 39),
    "essen": ("Essen", 39, 18),
    "frankfurt": ("Frankfurt", 36, 28),
    "kobenhavn": ("København", 47, 7),
    "stockholm": ("Stockholm", 62, 3),
    "berlin": ("Berlin", 50, 21),
    "danzig": ("Danzig", 61, 13),
    "riga": ("Riga", 73, 6),
    "petrograd": ("Petrograd", 88, 4),
    "wilno": ("Wilno", 76, 17),
    "warszawa": ("Warszawa", 65, 23),
    "smolensk": ("Smolensk", 87, 19),
    "moskva": ("Moskva", 96, 12),
    "kyiv": ("Kyïv", 81, 30),
    "kharkov": ("Kharkov", 94, 31),
    "rostov": ("Rostov", 96, 42),
    "sochi": ("Sotchi", 95, 53),
    "sevastopol": ("Sevastopol", 85, 46),
    "erzurum": ("Erzurum", 95, 64),
    "angora": ("Angora", 85, 61),
    "smyrna": ("Smyrna", 74, 66),
    "constantinople": ("Constantinople", 77, 55),
    "athina": ("Athina", 64, 66),
    "sofia": ("Sofia", 67, 50),
    "bucuresti": ("București", 74, 41),
    "budapest": ("Budapest", 60, 34),
    "wien": ("Wien", 51, 30),
    "zagrab": ("Zagrab", 51, 40),
    "sarajevo": ("Sarajevo", 59, 46),
    "brindisi": ("Brindisi", 55, 58),
    "palermo": ("Palermo", 45, 66),
    "roma": ("Roma", 44, 53),
    "venezia": ("Venezia", 43, 42),
    "zurich": ("Zürich", 32, 39),
    "munchen": ("München", 43, 32),
    "marseille": ("Marseille", 31, 51),
    "pamplona": ("Pamplona", 14, 50),
    "barcelona": ("Barcelona", 24, 58),
    "madrid": ("Madrid", 8, 59),
    "lisboa": ("Lisboa", 3, 65),
    "cadiz": ("Cádiz", 13, 67),
}

# (city, city, length, colour, kind, locomotives a ferry requires); a double route is two lines
# with the same two cities. Lengths 1, 2, 3, 4, 6, 8 as on the page's table.
_R, _T, _F = "route", "tunnel", "ferry"
_ROUTE_TABLE = [
    ("edinburgh", "london", 4, "noir", _R, 0), ("edinburgh", "london", 4, "orange", _R, 0),
    ("london", "amsterdam", 2, GREY, _F, 2),
    ("london", "dieppe", 2, GREY, _F, 1), ("london", "dieppe", 2, GREY, _F, 1),
    ("brest", "dieppe", 2, "orange", _R, 0), ("brest", "paris", 3, "noir", _R, 0),
    ("brest", "pamplona", 4, "rose", _R, 0),
    ("dieppe", "paris", 1, "rose", _R, 0), ("dieppe", "bruxelles", 2, "vert", _R, 0),
    ("paris", "bruxelles", 2, "jaune", _R, 0), ("paris", "bruxelles", 2, "rouge", _R, 0),
    ("paris", "frankfurt", 3, "blanc", _R, 0), ("paris", "frankfurt", 3, "orange", _R, 0),
    ("paris", "zurich", 3, GREY, _T, 0), ("paris", "marseille", 4, GREY, _R, 0),
    ("paris", "pamplona", 4, "bleu", _R, 0), ("paris", "pamplona", 4, "vert", _R, 0),
    ("bruxelles", "amsterdam", 1, "noir", _R, 0), ("bruxelles", "frankfurt", 2, "bleu", _R, 0),
    ("amsterdam", "frankfurt", 2, "blanc", _R, 0), ("amsterdam", "essen", 3, "jaune", _R, 0),
    ("essen", "frankfurt", 2, "vert", _R, 0), ("essen", "berlin", 2, "bleu", _R, 0),
    ("essen", "kobenhavn", 3, GREY, _F, 1), ("essen", "kobenhavn", 3, GREY, _F, 1),
    ("frankfurt", "berlin", 3, "noir", _R, 0), ("frankfurt", "berlin", 3, "rouge", _R, 0),
    ("frankfurt", "munchen", 2, "rose", _R, 0),
    ("kobenhavn", "stockholm", 3, "jaune", _R, 0), ("kobenhavn", "stockholm", 3, "blanc", _R, 0),
    ("stockholm", "petrograd", 8, GREY, _T, 0),
    ("berlin", "danzig", 4, GREY, _R, 0),
    ("berlin", "warszawa", 4, "rose", _R, 0), ("berlin", "warszawa", 4, "jaune", _R, 0),
    ("berlin", "wien", 3, "vert", _R, 0),
    ("danzig", "riga", 3, "noir", _R, 0), ("danzig", "warszawa", 2, GREY, _R, 0),
    ("riga", "petrograd", 4, GREY, _R, 0), ("riga", "wilno", 4, "vert", _R, 0),
    ("petrograd", "wilno", 4, "bleu", _R, 0), ("petrograd", "moskva", 4, "blanc", _R, 0),
    ("wilno", "smolensk", 3, "jaune", _R, 0), ("wilno", "kyiv", 2, GREY, _R, 0),
    ("wilno", "warszawa", 3, "rouge", _R, 0),
    ("warszawa", "kyiv", 4, GREY, _R, 0), ("warszawa", "wien", 4, "bleu", _R, 0),
    ("smolensk", "moskva", 2, "orange", _R, 0), ("smolensk", "kyiv", 3, "rouge", _R, 0),
    ("moskva", "kharkov", 4, GREY, _R, 0), ("kyiv", "kharkov", 4, GREY, _R, 0),
    ("kyiv", "budapest", 6, GREY, _T, 0), ("kyiv", "bucuresti", 4, GREY, _R, 0),
    ("kharkov", "rostov", 2, "vert", _R, 0),
    ("rostov", "sevastopol", 4, GREY, _R, 0), ("rostov", "sochi", 2, GREY, _R, 0),
    ("sochi", "sevastopol", 2, GREY, _F, 1), ("sochi", "erzurum", 3, "rouge", _T, 0),
    ("sevastopol", "bucuresti", 4, "blanc", _R, 0),
    ("sevastopol", "constantinople", 4, GREY, _F, 2), ("sevastopol", "erzurum", 4, GREY, _F, 2),
    ("erzurum", "angora", 3, "noir", _R, 0),
    ("angora", "constantinople", 2, GREY, _T, 0), ("angora", "smyrna", 3, "orange", _T, 0),
    ("smyrna", "constantinople", 2, GREY, _T, 0), ("smyrna", "athina", 2, GREY, _F, 1),
    ("smyrna", "palermo", 6, GREY, _F, 2),
    ("constantinople", "bucuresti", 3, "jaune", _R, 0), ("constantinople", "sofia", 3, "bleu", _R, 0),
    ("athina", "sofia", 3, "rose", _R, 0), ("athina", "sarajevo", 4, "vert", _R, 0),
    ("athina", "brindisi", 4, GREY, _F, 1),
    ("sofia", "bucuresti", 2, GREY, _T, 0), ("sofia", "sarajevo", 2, GREY, _T, 0),
    ("bucuresti", "budapest", 4, GREY, _T, 0),
    ("budapest", "wien", 1, "rouge", _R, 0), ("budapest", "wien", 1, "blanc", _R, 0),
    ("budapest", "zagrab", 2, "orange", _R, 0), ("budapest", "sarajevo", 3, "rose", _R, 0),
    ("sarajevo", "zagrab", 3, "rouge", _R, 0),
    ("zagrab", "wien", 2, GREY, _R, 0), ("zagrab", "venezia", 2, GREY, _R, 0),
    ("wien", "munchen", 3, "orange", _R, 0),
    ("munchen", "venezia", 2, "bleu", _T, 0), ("munchen", "zurich", 2, "jaune", _T, 0),
    ("zurich", "venezia", 2, "vert", _T, 0), ("zurich", "marseille", 2, "rose", _T, 0),
    ("venezia", "roma", 2, "noir", _R, 0),
    ("roma", "marseille", 4, GREY, _T, 0), ("roma", "brindisi", 2, "blanc", _R, 0),
    ("roma", "palermo", 4, GREY, _F, 1), ("palermo", "brindisi", 3, GREY, _F, 1),
    ("marseille", "barcelona", 4, GREY, _R, 0), ("marseille", "pamplona", 4, "rouge", _R, 0),
    ("pamplona", "barcelona", 2, GREY, _T, 0),
    ("pamplona", "madrid", 3, "noir", _T, 0), ("pamplona", "madrid", 3, "blanc", _T, 0),
    ("barcelona", "madrid", 2, "jaune", _R, 0),
    ("madrid", "lisboa", 3, "rose", _R, 0), ("madrid", "cadiz", 3, "orange", _R, 0),
    ("lisboa", "cadiz", 2, "bleu", _R, 0),
]


def _route_ids(table) -> dict:
    """Ids « paris_bruxelles » (and « paris_bruxelles_2 » for the second lane of a double route):
    no « - » in an id, since moves join their parts with it."""
    out, seen = {}, {}
    for spec in table:
        base = f"{spec[0]}_{spec[1]}"
        seen[base] = seen.get(base, 0) + 1
        out[base if seen[base] == 1 else f"{base}_{seen[base]}"] = spec
    return out


ROUTES = _route_ids(_ROUTE_TABLE)

# The destination cards (ours): (city, city, points). « 1 longue et 3 normales »: 6 long ones,
# 40 normal ones, points near the number of wagons of a shortest way between the two cities.
LONG_TICKETS = [
    ("brest", "petrograd", 20), ("palermo", "moskva", 20), ("kobenhavn", "erzurum", 21),
    ("edinburgh", "athina", 21), ("cadiz", "stockholm", 21), ("lisboa", "danzig", 20),
]
NORMAL_TICKETS = [
    ("athina", "angora", 5), ("budapest", "sofia", 5), ("frankfurt", "kobenhavn", 5),
    ("rostov", "erzurum", 5), ("sofia", "smyrna", 5), ("kyiv", "petrograd", 6),
    ("zurich", "brindisi", 6), ("zurich", "budapest", 6), ("warszawa", "smolensk", 6),
    ("zagrab", "brindisi", 6), ("paris", "zagrab", 7), ("brest", "marseille", 7),
    ("london", "berlin", 7), ("edinburgh", "paris", 7), ("amsterdam", "pamplona", 7),
    ("roma", "smyrna", 8), ("palermo", "constantinople", 8), ("sarajevo", "sevastopol", 8),
    ("madrid", "dieppe", 8), ("barcelona", "bruxelles", 8), ("paris", "wien", 8),
    ("barcelona", "munchen", 8), ("brest", "venezia", 8), ("smolensk", "rostov", 8),
    ("marseille", "essen", 8), ("kyiv", "sochi", 8), ("madrid", "zurich", 8),
    ("berlin", "bucuresti", 8), ("bruxelles", "danzig", 9), ("berlin", "roma", 9),
    ("angora", "kharkov", 10), ("riga", "bucuresti", 10), ("essen", "kyiv", 10),
    ("venezia", "constantinople", 10), ("london", "wien", 10), ("athina", "wilno", 11),
    ("stockholm", "wien", 11), ("berlin", "moskva", 12), ("amsterdam", "wilno", 12),
    ("frankfurt", "smolensk", 13),
]
TICKETS = {f"{a}_{b}": (a, b, pts) for a, b, pts in LONG_TICKETS + NORMAL_TICKETS}
LONG = frozenset(f"{a}_{b}" for a, b, _ in LONG_TICKETS)


def city(c: str) -> str:
    return CITIES[c][0]


def length(r: str) -> int:
    return ROUTES[r][2]


def colour(r: str) -> str:
    return ROUTES[r][3]


def kind(r: str) -> str:
    return ROUTES[r][4]


def ferry_locos(r: str) -> int:
    return ROUTES[r][5]


def route_label(r: str) -> str:
    a, b, size, col, k, locos = ROUTES[r]
    what = {"tunnel": ", tunnel", "ferry": f", ferry ({locos} locomotive{'s' if locos > 1 else ''})"}.get(k, "")
    return f"{city(a)} – {city(b)} ({size}, {col}{what})"


def ticket_label(t: str) -> str:
    a, b, pts = TICKETS[t]
    return f"{city(a)} – {city(b)} ({pts})"


def route_points(size: int) -> int:
    """« Les points obtenus en construisant une route dépendent de la longueur de celle-ci »."""
    return POINTS[size]


def _twins() -> dict:
    out = {}
    for r, spec in ROUTES.items():
        for other, o in ROUTES.items():
            if other != r and {spec[0], spec[1]} == {o[0], o[1]}:
                out[r] = other
    return out


TWINS = _twins()


def twin(r: str) -> str | None:
    """The other lane of a double route (« deux voies parallèles, collées »)."""
    return TWINS.get(r)


def double_route_problem(r: str, seat: int, owners: dict, players: int) -> str | None:
    """« Les deux voies ne peuvent pas être construites par le même joueur. SAUF les parties à
    2 ou 3 joueurs : Seule une voie de ces routes peut être construite. »"""
    other = twin(r)
    if other is None or other not in owners:
        return None
    if players <= 3:
        return Refusal(f"à {players} joueurs, seule une voie de la double route {city(ROUTES[r][0])} – "
                       f"{city(ROUTES[r][1])} peut être construite : l'autre voie est déjà prise, celle-ci est "
                       "bloquée.", S_DOUBLE)
    if owners[other] == seat:
        return Refusal("les deux voies d'une double route ne peuvent pas être construites par le même joueur.",
                       S_DOUBLE)
    return None


def graph() -> Graph:
    g = Graph(CITIES)
    for r, (a, b, size, col, _k, _l) in ROUTES.items():
        g.add_edge(r, a, b, size, col)
    return g


MAP = graph()
NEIGHBOURS = {c: [(e.id, e.other(c)) for e in MAP.incident(c)] for c in CITIES}
"""Each city's routes and where they lead, in the map's order: read on every step of the bots' planning."""


# --- paying -------------------------------------------------------------------------------------

def payment(hand: dict, r: str, col: str) -> dict | None:
    """The cards paying route `r` with colour `col` (a colour or « loco »): the ferry's
    locomotives first, then cards of the colour, then locomotives for the rest; None if the
    hand cannot pay it."""
    size, need_locos = length(r), ferry_locos(r)
    locos = hand.get(LOCO, 0)
    if col == LOCO:
        return {LOCO: size} if locos >= size else None
    if colour(r) != GREY and col != colour(r):
        return None
    own = min(hand.get(col, 0), size - need_locos)
    rest = size - own
    if own == 0 or locos < rest:        # no card of the colour: that is paying with locomotives
        return None
    pay = {LOCO: rest} if rest else {}
    pay[col] = own
    return pay


def pay_problem(hand: dict, r: str, col: str) -> str | None:
    """Why the hand cannot pay route `r` in colour `col` (French), or None."""
    size = length(r)
    if col != LOCO and colour(r) != GREY and col != colour(r):
        return (f"la route est {colour(r)} : elle se paie en cartes {colour(r)} (ou en locomotives), "
                f"pas en {col}.")
    if payment(hand, r, col) is not None:
        return None
    if col != LOCO and ferry_locos(r) >= size:
        return f"ce ferry se paie entièrement en locomotives ({size})."
    if col != LOCO and hand.get(col, 0) == 0:
        return f"la main n'a aucune carte {col} (pour payer en locomotives seules, choisissez les locomotives)."
    if kind(r) == "ferry" and hand.get(LOCO, 0) < ferry_locos(r):
        return (f"ce ferry demande {ferry_locos(r)} locomotive(s) parmi ses {size} cartes ; "
                f"la main n'en a que {hand.get(LOCO, 0)}.")
    have = hand.get(LOCO, 0) + (hand.get(col, 0) if col != LOCO else 0)
    what = "locomotives" if col == LOCO else f"cartes {col} et locomotives"
    return f"il faut {size} cartes pour cette route ; la main n'a que {have} {what}."


def tunnel_extra(revealed: list, col: str) -> int:
    """« S'il y a une ou plusieurs cartes de la même couleur que les cartes jouées, il doit
    rajouter autant de cartes. » (a revealed locomotive counts too); « Si le joueur construit la
    route uniquement avec des locomotives, il devra ajouter autant de locomotives qu'il y a de
    locomotives parmi les trois cartes piochées. »"""
    return sum(1 for c in revealed if c == LOCO or c == col)


def extra_payment(hand: dict, col: str, extra: int) -> dict | None:
    """The extra tunnel cards: of the colour played, then locomotives (only locomotives when
    the route was paid with locomotives only)."""
    own = 0 if col == LOCO else min(hand.get(col, 0), extra)
    rest = extra - own
    if hand.get(LOCO, 0) < rest:
        return None
    pay = {LOCO: rest} if rest else {}
    if own:
        pay[col] = own
    return pay


def station_payment(hand: dict, number: int, col: str) -> dict | None:
    """« La première gare coûte une carte Wagon, la deuxième deux cartes Wagon de la même
    couleur, la troisième trois cartes Wagon de la même couleur » (locomotives as jokers)."""
    if col == LOCO:
        return {LOCO: number} if hand.get(LOCO, 0) >= number else None
    own = min(hand.get(col, 0), number)
    if own == 0:
        return None
    rest = number - own
    if hand.get(LOCO, 0) < rest:
        return None
    return {col: own, **({LOCO: rest} if rest else {})}


def take(hand: dict, pay: dict) -> None:
    for c, n in pay.items():
        hand[c] -= n
        if not hand[c]:
            del hand[c]


def cards_words(pay: dict) -> str:
    return ", ".join(f"{n} {CARD_LABELS[c].lower()}{'s' if n > 1 and c == LOCO else ''}"
                     for c, n in sorted(pay.items(), key=lambda kv: CARDS.index(kv[0])))


# --- final scoring ------------------------------------------------------------------------------

def station_choices(seat: int, owners: dict, stations: dict) -> list[list]:
    """For each station of `seat`, the routes it may borrow: « une seule des routes
    adjacentes à cette ville », built by another player (None: none)."""
    out = []
    for c, who in sorted(stations.items()):
        if who != seat:
            continue
        near = [e.id for e in MAP.incident(c) if owners.get(e.id) not in (None, seat)]
        out.append([None] + near)
    return out


def tickets_done(seat: int, tickets: list, owners: dict) -> list[bool]:
    """Tickets joined by the player's own routes alone (what is « coché » during the game:
    « Une Destination validée grâce à une gare ne sera pas cochée avant la fin »)."""
    own = [r for r, who in owners.items() if who == seat]
    return [MAP.connected(TICKETS[t][0], TICKETS[t][1], own) for t in tickets]


def tickets_result(seat: int, tickets: list, owners: dict, stations: dict) -> tuple[list, list]:
    """(done flags per ticket, routes borrowed by the stations) for the best choice of one
    route per station (« Le joueur ne peut utiliser qu'une seule des routes adjacentes »)."""
    own = [r for r, who in owners.items() if who == seat]
    best = None
    for borrowed in product(*station_choices(seat, owners, stations)):
        extra = [r for r in borrowed if r]
        done = [MAP.connected(TICKETS[t][0], TICKETS[t][1], own + extra) for t in tickets]
        value = sum(TICKETS[t][2] if ok else -TICKETS[t][2] for t, ok in zip(tickets, done))
        if best is None or value > best[0]:
            best = (value, done, extra)
    return best[1], best[2]


def longest(seat: int, owners: dict):
    """« le plus grand nombre de wagons à la suite (les routes obtenues par des gares ne
    comptent pas) »: the longest trail of the player's own routes."""
    return MAP.longest_trail([r for r, who in owners.items() if who == seat])


def final_scores(players: int, owners: dict, stations: dict, tickets: list) -> list[dict]:
    """Every line of « Décompte des points » for each seat."""
    table = []
    for p in range(players):
        mine = [r for r, who in owners.items() if who == p]
        done, borrowed = tickets_result(p, tickets[p], owners, stations)
        trail = longest(p, owners)
        table.append({
            "routes": sum(route_points(length(r)) for r in mine),
            "billets_reussis": sum(TICKETS[t][2] for t, ok in zip(tickets[p], done) if ok),
            "billets_rates": sum(TICKETS[t][2] for t, ok in zip(tickets[p], done) if not ok),
            "faits": done,
            "empruntees": borrowed,
            "gares_restantes": STATIONS - sum(1 for who in stations.values() if who == p),
            "wagons_suite": trail.length,
            "trajet": trail.edges,
        })
    best = max(t["wagons_suite"] for t in table)
    for t in table:
        t["bonus"] = LONGEST_BONUS if best > 0 and t["wagons_suite"] == best else 0
        t["total"] = (t["routes"] + t["billets_reussis"] - t["billets_rates"]
                      + UNUSED_STATION * t["gares_restantes"] + t["bonus"])
    return table


# --- shortest ways (the bots' planning, the tickets' check) ---------------------------------------

def shortest_way(a: str, b: str, cost) -> tuple[float, list]:
    """Dijkstra from `a` to `b`; `cost(route)` is the price of a route (None: unusable).
    Returns (total, routes from `a`) or (inf, [])."""
    best = {a: 0.0}
    back: dict = {}
    heap = [(0.0, a)]
    done = set()
    while heap:
        d, node = heapq.heappop(heap)
        if node in done:
            continue
        done.add(node)
        if node == b:
            break
        for r, other in NEIGHBOURS[node]:
            c = cost(r)
            if c is None:
                continue
            nd = d + c
            if nd < best.get(other, float("inf")):
                best[other] = nd
                back[other] = (node, r)
                heapq.heappush(heap, (nd, other))
    if b not in best:
        return float("inf"), []
    way, node = [], b
    while node != a:
        node, r = back[node]
        way.append(r)
    return best[b], way[::-1]
