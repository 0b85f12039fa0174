"""HTML views of the Aventuriers du Rail – Europe examples: the small map, played by
clicking it (engine.markup.track_map: each route a row of wagon spaces in its colour,
each city a round target for a station), the hand of Wagon cards and the score table."""

from __future__ import annotations

from ...markup import badge, colour_card, el, move_button, note, text, token, track_map, zone
from . import rules as R

OWNER_COLOUR = {"vous": "bleu", "adversaire": "orange"}
OWNER_MARK = {"vous": "V", "adversaire": "A"}
CARD_PALETTE = {c: c for c in R.COLOURS} | {R.LOCO: "creme"}
MAP_LABEL = "Carte : 9 villes, 16 routes"


def short(r: str) -> str:
    """A route in words: its cities, kind, length and colour (« Paris–Zürich, tunnel de 3 wagons, gris »)."""
    a, b, size, col, k, locos = R.ROUTES[r]
    kind = {"tunnel": "tunnel", "ferry": "ferry"}.get(k, "route")
    extra = f" dont {locos} locomotive{'s' if locos > 1 else ''}" if k == "ferry" else ""
    return f"{R.city(a)}–{R.city(b)}, {kind} de {size} wagon{'s' if size > 1 else ''}{extra}, {col}"


def state_words(r: str, owners: dict, players: int) -> str:
    who = owners.get(r)
    if who:
        return R.OWNER_LABELS[who]
    twin = R.twin(r)
    if twin in owners and players <= 3:
        return "bloquée"
    return "libre"


def the_map(owners: dict, stations: dict, players: int, label: str = MAP_LABEL, *, legal=(),
            route_move=None, route_template=None, city_move=None, city_template=None, route_title=None,
            city_title=None) -> str:
    """The map; each route and city is a button when `*_move` / `*_template` give its move."""
    nodes = []
    for v, (name, x, y) in R.CITIES.items():
        who = stations.get(v)
        node = {"name": name, "x": x, "y": y,
                "detail": f"gare : {R.OWNER_LABELS[who]}" if who else "pas de gare"}
        if who:
            node.update(mark=OWNER_MARK[who], owner=OWNER_COLOUR[who])
        if city_move:
            node["move"] = city_move(v)
        if city_template:
            node["template"] = city_template(v)
        if city_title:
            node["title"] = city_title(v)
        nodes.append(node)
    routes = []
    for r, (a, b, size, col, k, locos) in R.ROUTES.items():
        twin = R.twin(r)
        who = owners.get(r)
        route = {"a": R.city(a), "b": R.city(b), "colour": col, "spaces": size,
                 "style": {"tunnel": "dashed", "ferry": "dotted"}.get(k, "solid"),
                 "special": locos if k == "ferry" else 0,
                 "lane": 0 if twin is None else (-1 if r < twin else 1),
                 "owner": OWNER_COLOUR.get(who), "mark": OWNER_MARK.get(who, ""),
                 "name": f"{short(r)} : {state_words(r, owners, players)}"}
        if route_move:
            route["move"] = route_move(r)
        if route_template:
            route["template"] = route_template(r)
        if route_title:
            route["title"] = route_title(r)
        routes.append(route)
    return track_map(nodes, routes, label=label, legal=legal,
                     note_text="✦ : locomotive exigée (ferry) ; bord noir épais : tunnel ; "
                               "V : vous, A : adversaire (wagons et gares).")


def card(c: str, count: int, name: str | None = None, **kw) -> str:
    label = R.CARD_LABELS[c]
    return colour_card(count, CARD_PALETTE[c], "Loco" if c == R.LOCO else label,
                       name=name or f"{label} : {count} carte{'s' if count > 1 else ''}", small=True, **kw)


def render_construire(game, state, viewer, legal) -> str:
    s = state
    parts = [el("div", badge(f"Wagons : {s.wagons()}"), badge(f"Points des routes : {s.points}"),
                badge(f"Gares posées : {s.my_stations()}/{R.STATIONS}"), badge(f"{s.table} joueurs"),
                class_="bga-row")]
    cards = [c for c in R.CARDS if s.hand.get(c)]
    if s.tunnel:
        t = s.tunnel
        shown = [card(c, 1, name=f"retournée : {R.CARD_LABELS[c]}") for c in s.revealed]
        parts.append(zone(f"Tunnel {R.route_label(t['route'])}",
                          el("div", *shown, class_="bga-hand", role="group", aria_label="Les trois cartes retournées"),
                          note(f"Payé : {R.cards_words(t['paye'])}. Cartes en plus à payer : {t['extra']} "
                               f"({'locomotives' if t['couleur'] == R.LOCO else t['couleur'] + ' ou locomotives'})."),
                          el("div", move_button("completer", "Payer les cartes en plus", legal),
                             move_button("renoncer", "Renoncer (cartes jouées défaussées)", legal),
                             class_="bga-actions")))
        parts.append(the_map(s.owners, s.stations, s.table))
        parts.append(zone("Votre main", el("div", *[card(c, s.hand[c]) for c in cards] or [note("vide")],
                                           class_="bga-hand", role="group", aria_label="Votre main")))
        return el("div", *parts, class_="bga-board", data_jeu="aventuriers-construire")
    hand_parts = [card(c, s.hand[c], part=c, title=f"Payer en {R.CARD_LABELS[c].lower()}") for c in cards]
    group = el("div",
               el("div", *hand_parts or [note("main vide")], class_="bga-hand", role="group",
                  aria_label="Votre main : choisissez la couleur à payer"),
               note("Choisissez une couleur de votre main, puis une route sur la carte (ou une ville pour "
                    "une gare) : les locomotives complètent."),
               the_map(s.owners, s.stations, s.table, route_template=lambda r: f"route-{{}}-{r}",
                       city_template=lambda v: f"gare-{{}}-{v}",
                       route_title=lambda r: f"Construire {R.route_label(r)}",
                       city_title=lambda v: f"Gare à {R.city(v)}"),
               class_="bga-compose", data_max=1)
    parts.append(group)
    if s.revealed:
        parts.append(note("Dernières cartes retournées : " + ", ".join(R.CARD_LABELS[c] for c in s.revealed) + "."))
    adds = [colour_card("+", CARD_PALETTE[c], "Loco" if c == R.LOCO else R.CARD_LABELS[c], small=True,
                        name=f"Piocher : {R.CARD_LABELS[c]}", move=f"piocher-{c}", legal=legal,
                        title=f"Ajouter une carte {R.CARD_LABELS[c]} à la main") for c in R.CARDS]
    parts.append(zone("Pioche : ajouter une carte à la main",
                      el("div", *adds, class_="bga-hand", role="group", aria_label="Pioche")))
    return el("div", *parts, class_="bga-board", data_jeu="aventuriers-construire")


def render_decompte(game, state, viewer, legal) -> str:
    s = state
    table = s.table_scores()
    pens = [token(OWNER_MARK.get(p, "–"), OWNER_COLOUR.get(p, "blanc"), f"Stylo : {R.OWNER_LABELS[p]}",
                  move=f"stylo-{p}", legal=legal, selected=s.pen == p, title=f"Donner au stylo : {R.OWNER_LABELS[p]}")
            for p in R.OWNERS + ("libre",)]
    parts = [el("div", text("span", "Stylo :", class_="bga-note"), *pens, class_="bga-row", role="group",
                aria_label="Stylo : à qui donner")]
    parts.append(the_map(s.owners, s.stations, s.table, "Carte : cliquez une route ou une ville pour la donner au stylo",
                         legal=legal, route_move=lambda r: f"route-{r}", city_move=lambda v: f"gare-{v}",
                         route_title=lambda r: s.describe(f"route-{r}"),
                         city_title=lambda v: s.describe(f"gare-{v}")))
    head = el("tr", text("th", ""), *[text("th", R.OWNER_LABELS[p]) for p in R.OWNERS])

    def line(label, key, fmt=str):
        return el("tr", text("th", label), *[text("td", fmt(table[p][key])) for p in R.OWNERS])

    rows = [line("Routes", "routes"), line("Billets réussis", "billets_reussis", lambda v: f"+{v}"),
            line("Billets non réalisés", "billets_rates", lambda v: f"−{v}" if v else "0"),
            line("Gares non utilisées (×4)", "gares_restantes", lambda v: f"{v} → +{4 * v}"),
            line("Wagons à la suite", "wagons_suite"),
            line("Bonus route la plus longue", "bonus", lambda v: f"+{v}" if v else "0"),
            el("tr", text("th", "Total"), *[el("td", text("strong", table[p]["total"])) for p in R.OWNERS])]
    parts.append(el("table", el("thead", head), el("tbody", *rows), class_="bga-score"))
    details = []
    for p in R.OWNERS:
        for t, ok in zip(s.tickets[p], table[p]["faits"]):
            details.append(f"{R.OWNER_LABELS[p]} : {R.ticket_label(t)} {'✓ réalisé' if ok else '✗ non réalisé'}")
        for r in table[p]["empruntees"]:
            details.append(f"{R.OWNER_LABELS[p]} : gare → emprunte {R.route_label(r)}")
        if table[p]["villes"] and table[p]["wagons_suite"]:
            details.append(f"{R.OWNER_LABELS[p]} : plus longue suite " + " – ".join(R.city(c) for c in table[p]["villes"]))
    parts.append(el("ul", *[text("li", d) for d in details], class_="bga-note"))
    return el("div", *parts, class_="bga-board", data_jeu="aventuriers-decompte")
