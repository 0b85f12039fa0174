"""HTML view of the Setup calculator: the 12 squares (a board grid whose squares
are the buttons), the lines drawn on a route map (its list of lines is the
accessible form), the tile in hand and the tools, the Ensembles and the points."""

from __future__ import annotations

from ...markup import badge, board_grid, el, move_button, note, piece, route_list, route_map, text, tile, zone
from . import rules as R
from .calculators import TOOLS

TERRAIN = {"commune": "prairie", "vous": "eau", "adversaire": "marais", "neutre": "vide"}
FILLS = {"d": "orange", "c": "vert", "h": "rouge", "s": "bleu", "e": "violet"}
"""Each colour's fill; its symbol (♦ ♣ ♥ ♠ ★, as the page writes them) is always drawn too."""


def face_parts(code: str) -> str:
    value, colour = R.parse_tile(code)
    return text("span", value, class_="bga-value") + text("span", R.COLOURS[colour][0], class_="bga-cname")


def tile_face(code: str) -> str:
    """A number tile as it lies on the board: its value and colour symbol on its colour."""
    return el("span", face_parts(code), class_="bga-card bga-ccard bga-small bga-onsquare",
              data_colour=FILLS[R.parse_tile(code)[1]])


def tool_button(s, t: str, label: str, legal) -> str:
    chosen = s.tool == t
    return move_button(f"outil-{t}", ("✓ " if chosen else "") + label, legal, cls="bga-small",
                       aria_current="true" if chosen else None)


def square_button(s, sq, legal) -> str:
    here = s.board.get(sq)
    words = R.ZONE_LABELS[R.ZONES[sq]]
    if here:
        words += f", {R.tile_words(here)}" + (" (posée ce tour)" if sq in s.new else "")
    else:
        words += ", vide"
    return piece(tile_face(here) if here else "", f"{sq} : {words}", cls="bga-tile" + (" bga-selected" if sq in s.new
                                                                                       else ""),
                 data_terrain=TERRAIN[R.ZONES[sq]], move=f"case-{sq}", legal=legal, title=s.describe(f"case-{sq}"))


def render_ensembles(game, state, viewer, legal) -> str:
    s = state
    pts = s.points()
    scoring = {l for e in pts["ensembles"] for l in e["lignes"]}
    cells = []
    for r in range(4):
        for c in range(4):
            sq = next((k for k, (cc, rr) in R.SQUARES.items() if (cc, rr) == (c, r)), None)
            cells.append(square_button(s, sq, legal) if sq else el("span", class_="bga-coord"))
    tools = [tool_button(s, t, label, legal) for t, label in TOOLS.items()]
    values = [piece(face_parts(R.tile_code(v, s.colour)), f"Valeur {v}", cls="bga-card bga-ccard bga-small bga-pick",
                    move=f"valeur-{v}", legal=legal, selected=s.value == v, data_colour=FILLS[s.colour],
                    title=f"Valeur {v}") for v in R.VALUES]
    colours = [piece(face_parts(R.tile_code(s.value, c)), f"Couleur {name}", cls="bga-card bga-ccard bga-small bga-pick",
                     move=f"couleur-{c}", legal=legal, selected=s.colour == c, data_colour=FILLS[c],
                     title=f"Couleur {name}") for c, (sym, name) in R.COLOURS.items()]
    parts = [
        el("div", text("span", "Tuile à poser :", class_="bga-note"), tile_face(s.pen()),
           text("span", R.tile_words(s.pen()), class_="bga-sr"), *tools, class_="bga-actions", role="group",
           aria_label="Outil"),
        el("div", *values, class_="bga-hand bga-picks", role="group", aria_label="Valeur de la tuile"),
        el("div", *colours, class_="bga-hand bga-picks", role="group", aria_label="Couleur de la tuile"),
        board_grid(cells, 4, label="Plateau : 12 cases (B2, C2, B3, C3 communes ; B4, C4 à vous ; B1, C1 à "
                                   "l'adversaire)", cls="bga-roomy"),
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
    body.append(el("div", badge(f"Vous : {pts['vous']} point(s)"), badge(f"Adversaire : {pts['adversaire']} point(s)"),
                   move_button("valider", "Valider le tour", legal), class_="bga-actions"))
    if any(s.totals.values()):
        body.append(note(f"Tours validés : vous {s.totals['vous']}, adversaire {s.totals['adversaire']}."))
    parts.append(zone("Ensembles de ce tour (cases encadrées : posées ce tour)", *body))
    return el("div", *parts, class_="bga-board", data_jeu="setup-ensembles")
