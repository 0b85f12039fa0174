"""HTML view of Dragonarium's domain scoring, via engine.markup.

The Dragonarium seen from above: each square a tile of its element's colour
and icon, its stacked height drawn as layers, a dragon standing on it as a
figure. Under it, the tray: the tiles, the stack heights and the dragons the
reader takes in hand (the piece in hand is pressed), then puts on squares.
"""

from __future__ import annotations

from ...markup import board_grid, el, piece, stack_levels, standing_figure, text, zone
from . import rules as D

TERRAIN = {"feu": "feu", "eau": "eau", "air": "air", "royal": "or", "incolore": "incolore", None: "vide"}
COLOUR = {"feu": "rouge", "eau": "bleu", "air": "vert", "royal": "jaune"}
ICON = {"feu": "♨", "eau": "≈", "air": "☁", "royal": "♛", "incolore": "◇"}
NAME = {"feu": "feu", "eau": "eau", "air": "air", "royal": "royale (dorée)", "incolore": "incolore"}


def cell_name(cell: dict) -> str:
    parts = [f"tuile {NAME[cell['t']]}, hauteur {cell['h']}" if cell["t"] else "sans tuile (niveau 0)"]
    if cell["d"]:
        parts.append(f"dragon {cell['d']}")
    return ", ".join(parts)


def _tile_face(t, h: int, dragon=None) -> str:
    """What a square shows: the element's icon, the stack of `h` tiles, the dragon standing there."""
    out = []
    if t:
        out.append(text("span", ICON[t], class_="bga-symbol"))
        out.append(stack_levels(h))
    if dragon:
        out.append(standing_figure(COLOUR[dragon]))
    return "".join(out)


def render_domaines(game, state, viewer, legal) -> str:
    g = state.grid()
    kind, value = state.brush
    if kind == "tuile":
        hand, action = f"une tuile {NAME[value]} de hauteur {state.height}", f"Poser la tuile {NAME[value]} (hauteur {state.height})"
    elif kind == "dragon":
        hand, action = f"un dragon {value}", f"Poser le dragon {value}"
    else:
        hand, action = "la gomme (vider une case)", "Vider la case"
    cells = []
    for i, cell in enumerate(state.cells):
        cells.append(piece(_tile_face(cell["t"], cell["h"], cell["d"]), f"{g.name(i)} : {cell_name(cell)}",
                           cls="bga-tile bga-stacked", data_terrain=TERRAIN[cell["t"]], data_height=cell["h"] or None,
                           move="case-" + g.name(i), legal=legal, title=action))
    tiles = [piece(_tile_face(t, 1), f"Tuile {NAME[t]}", cls="bga-tile bga-stacked", data_terrain=TERRAIN[t],
                   move=f"tuile-{t}", legal=legal, selected=state.brush == ["tuile", t],
                   title=f"Prendre une tuile {NAME[t]}") for t in D.TILES]
    shown = value if kind == "tuile" else "feu"
    heights = [piece(_tile_face(shown, h), f"Pile de {h} tuile{'s' if h > 1 else ''} (hauteur {h})",
                     cls="bga-tile bga-stacked", data_terrain=TERRAIN[shown], data_height=h,
                     move=f"hauteur-{h}", legal=legal, selected=kind == "tuile" and state.height == h,
                     title=f"Poser à la hauteur {h}") for h in range(1, D.MAX_HEIGHT + 1)]
    dragons = [piece(standing_figure(COLOUR[c]), f"Dragon {c}", cls="bga-tile bga-figure-tile", data_terrain="vide",
                     move=f"dragon-{c}", legal=legal, selected=state.brush == ["dragon", c],
                     title=f"Prendre un dragon {c}") for c in D.COLOURS]
    eraser = piece(text("span", "⌫", class_="bga-symbol"), "Gomme : vider une case", cls="bga-tile",
                   data_terrain="vide", move="effacer", legal=legal, selected=kind == "effacer",
                   title="Prendre la gomme")
    tray = zone("Réserve : prenez une pièce, puis cliquez les cases où la poser",
                el("div", text("span", "Tuiles", class_="bga-note bga-row-label"), *tiles, class_="bga-row", role="group",
                   aria_label="Tuiles"),
                el("div", text("span", "Hauteur", class_="bga-note bga-row-label"), *heights, class_="bga-row", role="group",
                   aria_label="Hauteur de la tuile posée"),
                el("div", text("span", "Dragons", class_="bga-note bga-row-label"), *dragons, eraser, class_="bga-row",
                   role="group", aria_label="Dragons et gomme"),
                text("p", f"En main : {hand}.", class_="bga-note"))
    parts = [board_grid(cells, state.cols, label="Le Dragonarium vu de dessus"), tray,
             zone("Décompte", el("ul", *[text("li", line) for line in state.explanation()], class_="bga-note"))]
    return el("div", *parts, class_="bga-board", data_jeu="dragonarium")
