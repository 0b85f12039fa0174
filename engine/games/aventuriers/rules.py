"""Les Aventuriers du Rail – Europe: the page's rules as constants and pure
functions, on a small map of nine cities (the page gives no map).

« Construire une route en payant autant de cartes Wagon que de wagons
représentés sur le plateau entre deux villes, de la couleur indiquée. Si la
route est grise, le joueur peut utiliser la couleur de son choix (mais une
seule couleur). »
"""

from __future__ import annotations

from itertools import product

from ...graph import Graph

WAGONS = 45
STATIONS = 3
COLOURS = ("blanc", "jaune", "orange", "rouge", "rose", "bleu", "vert", "noir")
LOCO = "loco"
CARDS = COLOURS + (LOCO,)
CARD_COPIES = {**{c: 12 for c in COLOURS}, LOCO: 14}
CARD_LABELS = {c: c.capitalize() for c in COLOURS} | {LOCO: "Locomotive"}
GREY = "gris"

# « Longueur de la route // Points » (the page lists 1, 2, 3, 4, 6 and 8)
POINTS = {1: 1, 2: 2, 3: 4, 4: 7, 6: 15, 8: 21}
LONGEST_BONUS = 10
UNUSED_STATION = 4

# The small map: id -> (name, x, y) on a 100 × 72 frame.
CITIES = {
    "londres": ("Londres", 10, 8),
    "amsterdam": ("Amsterdam", 50, 7),
    "dieppe": ("Dieppe", 11, 28),
    "bruxelles": ("Bruxelles", 40, 24),
    "frankfurt": ("Frankfurt", 74, 24),
    "paris": ("Paris", 22, 44),
    "zurich": ("Zürich", 60, 50),
    "munchen": ("München", 90, 44),
    "marseille": ("Marseille", 33, 66),
}

# id -> (city, city, length, colour, kind, locomotives a ferry requires)
ROUTES = {
    "londie": ("londres", "dieppe", 2, GREY, "ferry", 1),
    "lonams": ("londres", "amsterdam", 2, GREY, "ferry", 2),
    "diepar": ("dieppe", "paris", 1, "rose", "route", 0),
    "diebru": ("dieppe", "bruxelles", 2, "vert", "route", 0),
    "parbru1": ("paris", "bruxelles", 2, "jaune", "route", 0),
    "parbru2": ("paris", "bruxelles", 2, "rouge", "route", 0),
    "bruams": ("bruxelles", "amsterdam", 1, "noir", "route", 0),
    "brufra": ("bruxelles", "frankfurt", 2, "bleu", "route", 0),
    "amsfra": ("amsterdam", "frankfurt", 2, "blanc", "route", 0),
    "parfra1": ("paris", "frankfurt", 3, "blanc", "route", 0),
    "parfra2": ("paris", "frankfurt", 3, "orange", "route", 0),
    "parzur": ("paris", "zurich", 3, GREY, "tunnel", 0),
    "parmar": ("paris", "marseille", 4, GREY, "route", 0),
    "marzur": ("marseille", "zurich", 2, "rose", "tunnel", 0),
    "framun": ("frankfurt", "munchen", 2, "rose", "route", 0),
    "zurmun": ("zurich", "munchen", 2, "jaune", "tunnel", 0),
}

# id -> (city, city, points): the example's destination tickets
TICKETS = {
    "londres-munchen": ("londres", "munchen", 8),
    "amsterdam-marseille": ("amsterdam", "marseille", 8),
    "londres-zurich": ("londres", "zurich", 7),
    "dieppe-munchen": ("dieppe", "munchen", 8),
    "bruxelles-zurich": ("bruxelles", "zurich", 5),
    "paris-munchen": ("paris", "munchen", 5),
    "paris-amsterdam": ("paris", "amsterdam", 4),
    "frankfurt-marseille": ("frankfurt", "marseille", 6),
}

OWNERS = ("vous", "adversaire")
OWNER_LABELS = {"vous": "Vous", "adversaire": "Adversaire", "libre": "libre"}


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


def twin(r: str) -> str | None:
    """The other lane of a double route (« deux voies parallèles, collées »)."""
    a, b = ROUTES[r][:2]
    for other, spec in ROUTES.items():
        if other != r and {spec[0], spec[1]} == {a, b}:
            return other
    return None


def double_route_problem(r: str, owner: str, owners: dict, players: int) -> str | None:
    """« Les deux voies ne peuvent pas être construites par le même joueur. SAUF les parties à
    2 ou 3 joueurs : Seule une voie de ces routes peut être construite. »"""
    other = twin(r)
    if other is None or other not in owners:
        return None
    if players <= 3:
        return (f"à {players} joueurs, seule une voie de la double route {city(ROUTES[r][0])} – "
                f"{city(ROUTES[r][1])} peut être construite : l'autre voie est déjà prise, celle-ci est bloquée.")
    if owners[other] == owner:
        return "les deux voies d'une double route ne peuvent pas être construites par le même joueur."
    return None


def graph(owners: dict | None = None) -> Graph:
    g = Graph(CITIES)
    for r, (a, b, size, col, _k, _l) in ROUTES.items():
        g.add_edge(r, a, b, size, col, (owners or {}).get(r))
    return g


MAP = graph()


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
    if own:
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
        return f"la main n'a aucune carte {col} (pour payer en locomotives seules, choisissez « locomotives »)."
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

def station_choices(player: str, owners: dict, stations: dict) -> list[list]:
    """For each station of `player`, the routes it may borrow: « une seule des routes
    adjacentes à cette ville », built by another player (None: none)."""
    out = []
    for c, who in sorted(stations.items()):
        if who != player:
            continue
        near = [e.id for e in MAP.incident(c) if owners.get(e.id) not in (None, player)]
        out.append([None] + near)
    return out


def tickets_result(player: str, tickets: list, owners: dict, stations: dict) -> tuple[list, list]:
    """(done flags per ticket, routes borrowed by the stations) for the best choice of one
    route per station (« Le joueur ne peut utiliser qu'une seule des routes adjacentes »)."""
    own = [r for r, who in owners.items() if who == player]
    best = None
    for borrowed in product(*station_choices(player, owners, stations)):
        extra = [r for r in borrowed if r]
        done = [MAP.connected(TICKETS[t][0], TICKETS[t][1], own + extra) for t in tickets]
        value = sum(TICKETS[t][2] if ok else -TICKETS[t][2] for t, ok in zip(tickets, done))
        if best is None or value > best[0]:
            best = (value, done, extra)
    return best[1], best[2]


def longest(player: str, owners: dict):
    """« le plus grand nombre de wagons à la suite (les routes obtenues par des gares ne
    comptent pas) »: the longest trail of the player's own routes."""
    return MAP.longest_trail([r for r, who in owners.items() if who == player])


def final_scores(owners: dict, stations: dict, tickets: dict) -> dict:
    """Every line of « Décompte des points » for each player."""
    table = {}
    for p in OWNERS:
        mine = [r for r, who in owners.items() if who == p]
        done, borrowed = tickets_result(p, tickets.get(p, []), owners, stations)
        trail = longest(p, owners)
        table[p] = {
            "routes": sum(route_points(length(r)) for r in mine),
            "billets_reussis": sum(TICKETS[t][2] for t, ok in zip(tickets.get(p, []), done) if ok),
            "billets_rates": sum(TICKETS[t][2] for t, ok in zip(tickets.get(p, []), done) if not ok),
            "faits": done,
            "empruntees": borrowed,
            "gares_restantes": STATIONS - sum(1 for who in stations.values() if who == p),
            "wagons_suite": trail.length,
            "trajet": trail.edges,
            "villes": trail.nodes,
        }
    best = max(t["wagons_suite"] for t in table.values())
    for t in table.values():
        t["bonus"] = LONGEST_BONUS if best > 0 and t["wagons_suite"] == best else 0
        t["total"] = (t["routes"] + t["billets_reussis"] - t["billets_rates"]
                      + UNUSED_STATION * t["gares_restantes"] + t["bonus"])
    return table
