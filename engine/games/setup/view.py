"""HTML view of the Setup calculator: the 12 squares (a board grid whose squares
are the buttons), the lines drawn on a route map (its list of lines is the
accessible form), the tile in hand and the tools, the Ensembles and the points."""

from __future__ import annotations

from ...markup import badge, board_grid, el, move_button, note, route_list, route_map, text, tile, zone
from ...markup import score_sheet
from . import rules as R
from .calculators import TOOLS

TERRAIN = {"commune": "prairie", "vous": "eau", "adversaire": "marais", "neutre": "vide"}


def square_button(s, sq, legal) -> str:
    here = s.board.get(sq)
    words = R.ZONE_LABELS[R.ZONES[sq]]
    if here:
        words += f", {R.tile_words(here)}" + (" (posée ce tour)" if sq in s.new else "")
    else:
        words += ", vide"
    return tile(TERRAIN[R.ZONES[sq]], words, value=R.tile_label(here) if here else "·", name=words, coord=sq,
                move=f"case-{sq}", legal=legal, title=s.describe(f"case-{sq}"),
                cls_extra="bga-selected" if sq in s.new else None)


def render_ensembles(game, state, viewer, legal) -> str:
    s = state
    pts = s.points()
    scoring = {l for e in pts["ensembles"] for l in e["lignes"]}
    cells = []
    for r in range(4):
        for c in range(4):
            sq = next((k for k, (cc, rr) in R.SQUARES.items() if (cc, rr) == (c, r)), None)
            cells.append(square_button(s, sq, legal) if sq else el("span", class_="bga-coord"))
    tools = [move_button(f"outil-{t}", label, legal, cls="bga-small", aria_pressed="true" if s.tool == t else "false")
             for t, label in TOOLS.items()]
    values = [move_button(f"valeur-{v}", str(v), legal, cls="bga-small", aria_pressed="true" if s.value == v else "false",
                          title=f"Valeur {v}") for v in R.VALUES]
    colours = [move_button(f"couleur-{c}", sym, legal, cls="bga-small", aria_pressed="true" if s.colour == c else "false",
                           title=f"Couleur {name}", aria_label=f"Couleur {name}") for c, (sym, name) in R.COLOURS.items()]
    parts = [
        el("div", badge(f"Tuile : {R.tile_label(s.pen())}"), *tools, class_="bga-actions", role="group",
           aria_label="Outil"),
        el("div", *values, *colours, class_="bga-actions", role="group", aria_label="Tuile : valeur et couleur"),
        board_grid(cells, 4, label="Plateau : 12 cases (B2, C2, B3, C3 communes ; B4, C4 à vous ; B1, C1 à "
                                   "l'adversaire)"),
    ]
    nodes = [(sq + (" " + R.tile_label(s.board[sq]) if sq in s.board else ""), 10 + 26.5 * c, 9 + 18 * r)
             for sq, (c, r) in R.SQUARES.items()]
    names = {sq: n for sq, (n, _x, _y) in zip(R.SQUARES, nodes)}
    routes = [{"a": names[a], "b": names[b], "colour": "vert" if l in scoring else "gris",
               "owner": "vert" if l in scoring else None, "mark": "E" if l in scoring else ""}
              for l in s.links for a, b in [R.link_ends(l)]]
    buttons = [move_button(f"lien-{l}", f"{l[:2]}–{l[2:]} " + ("✓" if l in s.links else "✗"), legal, cls="bga-small",
                           title=s.describe(f"lien-{l}")) for l in R.CANDIDATE_LINKS]
    parts.append(el("details", text("summary", f"Lignes : {len(s.links)} sur {len(R.CANDIDATE_LINKS)} (E : dans un "
                                               "Ensemble ; cliquez pour tracer ou effacer)"),
                    route_map(nodes, routes, label="Lignes entre les cases", height=66,
                              body=route_list(buttons, "Lignes : ✓ tracée, ✗ effacée"))))
    lines = []
    for e in pts["ensembles"]:
        tiles = ", ".join(f"{R.tile_label(s.board[sq])} ({sq})" for sq in e["cases"])
        lines.append(("Même valeur : " if e["sorte"] == "valeur" else "Suite : ") + tiles)
    body = [el("ul", *[text("li", l) for l in lines], class_="bga-note")] if lines else [
        note("Aucun Ensemble ne contient une tuile posée ce tour.")]
    sheet = [["Ce tour", pts["vous"], pts["adversaire"]]]
    if any(s.totals.values()):
        sheet.append(["Tours validés", s.totals["vous"], s.totals["adversaire"]])
    body.append(score_sheet(["Points", "Vous", "Adversaire"], sheet, caption="Points de vous et de l'adversaire"))
    body.append(el("div", move_button("valider", "Valider le tour", legal), class_="bga-actions"))
    parts.append(zone("Ensembles de ce tour (cases encadrées : posées ce tour)", *body))
    return el("div", *parts, class_="bga-board", data_jeu="setup-ensembles")
