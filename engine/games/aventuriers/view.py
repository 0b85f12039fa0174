"""HTML views of the Aventuriers du Rail – Europe examples: the small map
(engine.markup.route_map: an SVG picture, with the list of routes as its
accessible form), the hand of Wagon cards and the score table."""

from __future__ import annotations

from ...markup import badge, colour_card, el, esc, move_button, note, route_list, route_map, sr, text, zone
from . import rules as R

OWNER_COLOUR = {"vous": "bleu", "adversaire": "orange"}
OWNER_MARK = {"vous": "V", "adversaire": "A"}
CARD_PALETTE = {c: c for c in R.COLOURS} | {R.LOCO: "creme"}
SHORT = {"tunnel": " tunnel", "ferry": " ferry"}


def short(r: str) -> str:
    a, b, size, col, k, locos = R.ROUTES[r]
    extra = f" ferry {locos} loco" if k == "ferry" else SHORT.get(k, "")
    return f"{R.city(a)}–{R.city(b)} · {size} {col}{extra}"


def state_words(r: str, owners: dict, players: int) -> str:
    who = owners.get(r)
    if who:
        return R.OWNER_LABELS[who]
    twin = R.twin(r)
    if twin in owners and players <= 3:
        return "bloquée"
    return "libre"


def the_map(owners: dict, body: str, label: str) -> str:
    nodes = [(name, x, y) for name, x, y in R.CITIES.values()]
    routes = []
    for r, (a, b, _size, col, k, _l) in R.ROUTES.items():
        twin = R.twin(r)
        lane = 0 if twin is None else (-1 if r < twin else 1)
        who = owners.get(r)
        routes.append({"a": R.city(a), "b": R.city(b), "colour": col, "dashed": k == "tunnel",
                       "dotted": k == "ferry", "lane": lane, "owner": OWNER_COLOUR.get(who),
                       "mark": OWNER_MARK.get(who, "")})
    return route_map(nodes, routes, label=label, body=body)


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
        owners = s.owners
        items = [esc(f"{short(r)} : {state_words(r, owners, s.table)}") for r in R.ROUTES]
        parts.append(the_map(owners, route_list(items, "Routes de la carte"), "Carte : 9 villes, 16 routes"))
        parts.append(zone("Votre main", el("div", *[card(c, s.hand[c]) for c in cards] or [note("vide")],
                                           class_="bga-hand", role="group", aria_label="Votre main")))
        return el("div", *parts, class_="bga-board", data_jeu="aventuriers-construire")
    hand_parts = [card(c, s.hand[c], part=c, title=f"Payer en {R.CARD_LABELS[c].lower()}") for c in cards]
    actions = []
    for r in R.ROUTES:
        label = f"{short(r)} : {state_words(r, s.owners, s.table)}"
        actions.append(el("button", esc(label), type="button", class_="bga-move bga-compose-action bga-small",
                          data_template=f"route-{{}}-{r}", disabled=True, title=f"Construire {R.route_label(r)}"))
    stations = []
    for v, (name, _x, _y) in R.CITIES.items():
        who = s.stations.get(v)
        label = f"{name}" + (f" : gare {R.OWNER_LABELS[who]}" if who else "")
        stations.append(el("button", esc(label), type="button", class_="bga-move bga-compose-action bga-small",
                           data_template=f"gare-{{}}-{v}", disabled=True, title=f"Gare à {name}"))
    group = el("div",
               el("div", *hand_parts or [note("main vide")], class_="bga-hand", role="group",
                  aria_label="Votre main : choisissez la couleur à payer"),
               note("Choisissez une couleur de votre main, puis une route (ou une ville pour une gare) : "
                    "les locomotives complètent."),
               the_map(s.owners, route_list(actions, "Routes : construire"), "Carte : 9 villes, 16 routes"),
               el("div", text("span", "Gare :", class_="bga-note"), *stations, class_="bga-actions",
                  role="group", aria_label="Villes : poser une gare"),
               class_="bga-compose", data_max=1)
    parts.append(group)
    if s.revealed:
        parts.append(note("Dernières cartes retournées : " + ", ".join(R.CARD_LABELS[c] for c in s.revealed) + "."))
    adds = [move_button(f"piocher-{c}", f"+{'Loco' if c == R.LOCO else R.CARD_LABELS[c]}", legal, cls="bga-small",
                        title=f"Ajouter une carte {R.CARD_LABELS[c]} à la main") for c in R.CARDS]
    parts.append(el("div", text("span", "Ajouter à la main :", class_="bga-note"), *adds, class_="bga-actions",
                    role="group", aria_label="Ajouter des cartes à la main"))
    return el("div", *parts, class_="bga-board", data_jeu="aventuriers-construire")


def render_decompte(game, state, viewer, legal) -> str:
    s = state
    table = s.table_scores()
    pens = [move_button(f"stylo-{p}", f"Stylo : {R.OWNER_LABELS[p]}", legal, cls="bga-small",
                        aria_pressed="true" if s.pen == p else "false")
            for p in R.OWNERS + ("libre",)]
    parts = [el("div", *pens, class_="bga-actions", role="group", aria_label="Stylo : à qui donner")]
    items = [move_button(f"route-{r}", f"{short(r)} : {state_words(r, s.owners, s.table)}", legal, cls="bga-small",
                         title=s.describe(f"route-{r}")) for r in R.ROUTES]
    parts.append(the_map(s.owners, route_list(items, "Routes : cliquez pour les donner au stylo"),
                         "Carte : 9 villes, 16 routes"))
    stations = [move_button(f"gare-{v}", name + (f" : gare {R.OWNER_LABELS[s.stations[v]]}" if v in s.stations else ""),
                            legal, cls="bga-small", title=s.describe(f"gare-{v}"))
                for v, (name, _x, _y) in R.CITIES.items()]
    parts.append(el("div", text("span", "Gares :", class_="bga-note"), *stations, class_="bga-actions"))
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
