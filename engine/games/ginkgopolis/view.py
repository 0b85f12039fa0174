"""HTML view of the Ginkgopolis calculator: the city (a board grid whose plots
are the buttons), the tile and tool being used, the districts and their
points, and the cost of the last construction."""

from __future__ import annotations

from ...markup import badge, board_grid, cubes, el, move_button, note, piece, text, tile, zone
from ...markup import html, score_sheet
from . import rules as R
from .calculators import TOOLS


PLAYER_COLOURS = ("vert", "violet", "brun")
"""Each player's resource cubes (a palette key); the owner is also written on the tile."""
TOOL_PICTURES = {"poser": "▣", "construire": "⇧", "vider": "⌫"}


def building(c: str, n: int, h: int = 0, owner: int | None = None, *, name: str, **kw) -> str:
    """A building tile: its colour, its number large, its floors as the owner's resource cubes."""
    visual = [text("span", n, class_="bga-value")]
    if owner is not None:
        visual.insert(0, text("span", f"J{owner + 1}", class_="bga-rank"))
        visual.append(cubes(PLAYER_COLOURS[owner], h))
    return piece("".join(visual), name, cls="bga-tile bga-building", data_colour=c, **kw)


def plot(s, sq, legal) -> str:
    b = s.city.get(sq)
    title = s.describe(f"case-{sq}")
    if not b:
        return tile("vide", "vide", name="vide", coord=sq, move=f"case-{sq}", legal=legal, title=title)
    words = (f"{sq} : {R.building_label(b)}, {b['h']} étage{'s' if b['h'] > 1 else ''}, "
             f"{b['h']} ressource{'s' if b['h'] > 1 else ''} de {R.PLAYERS[b['p']]}")
    return building(b["c"], b["n"], b["h"], b["p"], name=words, move=f"case-{sq}", legal=legal, title=title)


def render_quartiers(game, state, viewer, legal) -> str:
    s = state
    hand = [building(c, n, name=f"Tuile {R.COLOURS[c]} {n}" + (" (dans la ville)" if s.pen_visible_for(c, n) else ""),
                     move=f"tuile-{c}-{n}", legal=legal, selected=(c, n) == (s.colour, s.number),
                     title=f"Jouer la tuile {R.COLOURS[c]} {n}") for c, n in s.hand]
    steps = [move_button(f"hauteur-{s.height - 1}", "−", legal, cls="bga-small", aria_label="Hauteur moins 1"),
             badge(f"{s.height} étage{'s' if s.height > 1 else ''}"),
             move_button(f"hauteur-{s.height + 1}", "+", legal, cls="bga-small", aria_label="Hauteur plus 1")]
    players = [piece(text("span", f"J{p + 1}", class_="bga-value"), name, cls="bga-token",
                     data_colour=PLAYER_COLOURS[p], move=f"joueur-{p + 1}", legal=legal, selected=p == s.builder,
                     title=f"Jouer pour {name}") for p, name in enumerate(R.PLAYERS)]
    tools = [piece(text("span", TOOL_PICTURES[t], class_="bga-symbol") + text("span", t.capitalize(), class_="bga-cname"),
                   f"Outil : {label}", cls="bga-tile bga-tool", data_terrain="vide", move=f"outil-{t}", legal=legal,
                   selected=t == s.tool, title=label.capitalize()) for t, label in TOOLS.items()]
    cells = [plot(s, R.GRID.name(i), legal) for i in R.GRID.squares()]
    held = f"{R.COLOURS[s.colour]} {s.number}"
    # Any other tile (a case the reserve does not hold): its colour, then its number one step at a time.
    colours = [piece(text("span", label, class_="bga-cname"), f"Couleur {label}", cls="bga-tile bga-building bga-chip",
                     data_colour=c, move=f"couleur-{c}", legal=legal, selected=c == s.colour,
                     title=f"Tuile {label}") for c, label in R.COLOURS.items()]
    numbers = [move_button(f"numero-{s.number - 1}", "−", legal, cls="bga-small", aria_label="Numéro moins 1"),
               badge(f"n° {s.number}"),
               move_button(f"numero-{s.number + 1}", "+", legal, cls="bga-small", aria_label="Numéro plus 1")]
    other = el("details", text("summary", "Une autre tuile que celles de la réserve"),
               el("div", *colours, *numbers, class_="bga-row", role="group", aria_label="Autre tuile : couleur et numéro"),
               class_="bga-draft")
    parts = [
        zone("Votre réserve de tuiles : choisissez celle à jouer",
             el("div", *hand, class_="bga-row", role="group", aria_label="Tuiles de votre réserve"), other),
        el("div", el("div", text("span", "Pour", class_="bga-note"), *players, class_="bga-row", role="group",
                     aria_label="Joueur qui construit"),
           el("div", text("span", "Outil", class_="bga-note"), *tools, class_="bga-row", role="group",
              aria_label="Outil"),
           el("div", text("span", "Poser à", class_="bga-note"), *steps, class_="bga-row", role="group",
              aria_label="Hauteur d'un bâtiment posé"), class_="bga-row"),
        note(f"Tuile jouée : {held}, par {R.PLAYERS[s.builder]}, outil « {TOOLS[s.tool]} » : cliquez une case de la ville."),
        board_grid(cells, R.COLS, label="Ville : cases A1 à E4, entourées des tuiles lettrées (colonnes) et "
                                        "numérotées (lignes)", cls="bga-framed"),
    ]
    if s.last:
        parts.append(zone(f"Dernière construction ({s.last['case']}, {R.PLAYERS[s.last['constructeur']]})",
                          note(s.cost_words(s.last))))
    rows = []
    for d in R.districts(s.city):
        order = R.ranking(s.city, d)
        pts = R.district_points(s.city, d)
        shares = ", ".join(f"{R.PLAYERS[e['joueur']]} {e['ressources']}" for e in order)
        gains = ", ".join(f"{R.PLAYERS[p]} +{v}" for p, v in pts.items())
        rows.append([f"{R.COLOURS[s.city[d[0]]['c']]} : {' '.join(d)}", shares, gains])
    scores = R.city_scores(s.city)
    table = score_sheet(["Quartier", "Ressources", "Points"], rows, caption="Quartiers de la ville et leurs points",
                        scroll=True) if rows else note("Aucun quartier (2 tuiles voisines de même couleur).")
    totals = [badge(f"{name} : {scores[p]}" + (f" (construction {s.points[p]:+d})" if s.points[p] else ""))
              for p, name in enumerate(R.PLAYERS)]
    parts.append(zone("Quartiers : points de fin de partie", table, el("div", *totals, class_="bga-row")))
    return el("div", *parts, class_="bga-board", data_jeu="ginkgopolis-quartiers")
