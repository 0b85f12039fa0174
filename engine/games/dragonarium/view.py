"""HTML view of Dragonarium's domain scoring, via engine.markup."""

from __future__ import annotations

from ...markup import board_grid, el, move_button, note, text, tile, zone
from . import rules as D

TERRAIN = {"feu": "feu", "eau": "eau", "air": "air", "royal": "or", "incolore": "incolore", None: "vide"}


def cell_name(cell: dict) -> str:
    parts = [f"tuile {cell['t']}, hauteur {cell['h']}" if cell["t"] else "sans tuile (niveau 0)"]
    if cell["d"]:
        parts.append(f"dragon {cell['d']}")
    return ", ".join(parts)


def render_domaines(game, state, viewer, legal) -> str:
    g = state.grid()
    kind, value = state.brush
    brush = {"tuile": f"tuile {value}, hauteur {state.height}", "dragon": f"dragon {value}",
             "effacer": "effacer"}[kind]
    cells = []
    for i, cell in enumerate(state.cells):
        symbol = (D.LETTERS[cell["t"]] + str(cell["h"])) if cell["t"] else ""
        dragon = ("d" + D.LETTERS[cell["d"]]) if cell["d"] else None
        cells.append(tile(TERRAIN[cell["t"]], cell_name(cell), symbol=symbol, value=dragon, coord=g.name(i),
                          move="case-" + g.name(i), legal=legal, title=f"Appliquer : {brush}"))
    parts = [note("Choisissez un pinceau (tuile et hauteur, dragon, effacer), puis cliquez des cases. "
                  "Lettres : F feu, E eau, A air, R royal (doré), I incolore ; le chiffre est la hauteur ; "
                  "« dX » un dragon de couleur X.")]
    tiles = [move_button(f"tuile-{t}", t.capitalize() + (" ✓" if state.brush == ["tuile", t] else ""), legal)
             for t in D.TILES]
    heights = [move_button(f"hauteur-{h}", f"h{h}" + (" ✓" if state.height == h else ""), legal,
                           title=f"Hauteur {h}") for h in range(1, D.MAX_HEIGHT + 1)]
    dragons = [move_button(f"dragon-{c}", f"Dragon {c}" + (" ✓" if state.brush == ["dragon", c] else ""), legal)
               for c in D.COLOURS]
    parts.append(el("div", *tiles, *heights, class_="bga-actions", role="group", aria_label="Pinceau : tuiles"))
    parts.append(el("div", *dragons, move_button("effacer", "Effacer" + (" ✓" if kind == "effacer" else ""), legal),
                    class_="bga-actions", role="group", aria_label="Pinceau : dragons"))
    parts.append(text("p", f"Pinceau : {brush}.", class_="bga-note"))
    parts.append(board_grid(cells, state.cols, label="Le Dragonarium vu de dessus"))
    parts.append(zone("Décompte", el("ul", *[text("li", line) for line in state.explanation()], class_="bga-note")))
    return el("div", *parts, class_="bga-board", data_jeu="dragonarium")
