"""HTML view of the Ginkgopolis calculator: the city (a board grid whose plots
are the buttons), the tile and tool being used, the districts and their
points, and the cost of the last construction."""

from __future__ import annotations

from ...markup import badge, board_grid, el, move_button, note, text, tile, zone
from ...markup import html, score_sheet
from . import rules as R
from .calculators import TOOLS


def plot(s, sq, legal) -> str:
    b = s.city.get(sq)
    title = s.describe(f"case-{sq}")
    if not b:
        return tile("vide", "vide", name="vide", coord=sq, move=f"case-{sq}", legal=legal, title=title)
    words = f"{R.building_label(b)}, {b['h']} étage(s), {R.PLAYERS[b['p']]}"
    return tile("vide", words, symbol=f"J{b['p'] + 1}", value=f"{b['n']}▲{b['h']}", name=words, coord=sq,
                move=f"case-{sq}", legal=legal, title=title, data_colour=b["c"])


def render_quartiers(game, state, viewer, legal) -> str:
    s = state
    pressed = lambda on: "true" if on else "false"  # noqa: E731
    colours = [move_button(f"couleur-{c}", label, legal, cls="bga-small", aria_pressed=pressed(c == s.colour))
               for c, label in R.COLOURS.items()]
    steps = [move_button(f"numero-{s.number - 1}", "−", legal, cls="bga-small", aria_label="Numéro moins 1"),
             badge(f"n° {s.number}"),
             move_button(f"numero-{s.number + 1}", "+", legal, cls="bga-small", aria_label="Numéro plus 1"),
             move_button(f"hauteur-{s.height - 1}", "−", legal, cls="bga-small", aria_label="Hauteur moins 1"),
             badge(f"{s.height} étage(s) (outil poser)"),
             move_button(f"hauteur-{s.height + 1}", "+", legal, cls="bga-small", aria_label="Hauteur plus 1")]
    players = [move_button(f"joueur-{p + 1}", name, legal, cls="bga-small", aria_pressed=pressed(p == s.builder))
               for p, name in enumerate(R.PLAYERS)]
    tools = [move_button(f"outil-{t}", label, legal, cls="bga-small", aria_pressed=pressed(t == s.tool))
             for t, label in TOOLS.items()]
    cells = [plot(s, R.GRID.name(i), legal) for i in R.GRID.squares()]
    parts = [
        el("div", *colours, *steps, class_="bga-actions", role="group", aria_label="Tuile : couleur, numéro, hauteur"),
        el("div", *players, class_="bga-actions", role="group", aria_label="Joueur"),
        el("div", *tools, class_="bga-actions", role="group", aria_label="Outil"),
        board_grid(cells, R.COLS, label="Ville : cases A1 à E4 (numéro ▲ étages, J = joueur)"),
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
