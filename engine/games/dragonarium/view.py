"""HTML view of Dragonarium's domain scoring, via engine.markup.

The Dragonarium seen from above: each square a tile of its element's colour
and icon, its stacked height drawn as layers, a dragon standing on it as a
figure. Under it, the tray: the tiles, the stack heights and the dragons the
reader takes in hand (the piece in hand is pressed), then puts on squares.
"""

from __future__ import annotations

from ...markup import (banner, board_grid, el, move_button, note, piece, player_area, score_sheet, sr, stack_levels,
                       standing_figure, text, zone)
from . import rules as D

R = D

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


# --- the whole game (mode « partie ») -------------------------------------------------------------

GEM_COLOUR = {"feu": "rouge", "eau": "bleu", "air": "vert"}
ARROW = ("↓", "←", "↑", "→")
"""The assistant's arrow on each side of the board: it faces the column below it, the row left of it…"""
TURNS = {"droite": "→", "bas": "↓", "gauche": "←", "haut": "↑"}


def _square_face(cell: dict) -> str:
    out = []
    if cell["t"]:
        out.append(text("span", ICON[cell["t"]], class_="bga-symbol"))
        out.append(stack_levels(cell["h"]))
        if cell["o"]:
            gems = "".join(el("span", class_="bga-dg-gem", data_gem=g) for g in cell["g"])
            empty = "".join(el("span", class_="bga-dg-gem bga-dg-slot") for _ in range(R.free_slots(cell)))
            out.append(el("span", gems, empty, class_="bga-dg-egg"))
        if cell["p"]:
            out.append(text("span", "▮" * cell["p"], class_="bga-dg-pillars"))
    if cell["d"]:
        out.append(standing_figure(COLOUR[cell["d"]]))
    return "".join(out)


def _domino(tile: str, orientation: str = "droite") -> str:
    """A tile of two squares, laid in `orientation` (the first square where the reader clicks)."""
    a, b = (dict(s, h=1, d=None, g=[]) for s in R.tile_squares(tile))
    first, second = (b, a) if orientation in ("gauche", "haut") else (a, b)
    squares = [el("span", _square_face(c), class_="bga-dg-half", data_terrain=TERRAIN[c["t"]]) for c in (first, second)]
    return el("span", *squares, class_="bga-dg-domino",
              data_sens="colonne" if orientation in ("bas", "haut") else "ligne")


def _pressed(button: str) -> str:
    return button.replace('aria-pressed="false"', 'aria-pressed="true"', 1).replace('class="', 'class="bga-selected ', 1)


def _track_cell(state, p: int, place: int) -> str:
    here = state.assistants[p] == place
    side = place // R.SIDE
    visual = standing_figure("violet") if here else text("span", ARROW[side], class_="bga-dg-arrow")
    name = f"Place {place + 1} de l'assistant, {R.track_name(place)}" + (" : l'assistant est ici" if here else "")
    return piece(visual, name, cls="bga-dg-track" + (" bga-dg-here" if here else ""))


def _board(state, p: int, legal, mode: str, small: bool) -> str:
    """The Dragonarium of seat `p` inside the assistant's track (8 × 8: the border is the track)."""
    board = state.plateaux[p]
    cells = []
    order = {}
    for place in range(R.TRACK):
        side, k = divmod(place, R.SIDE)
        rc = [(0, k + 1), (k + 1, R.SIDE + 1), (R.SIDE + 1, R.SIDE - k), (R.SIDE - k, 0)][side]
        order[rc] = place
    front = set(R.track_line(state.assistants[p])) if mode == "pas" else set()
    for r in range(R.SIDE + 2):
        for c in range(R.SIDE + 2):
            if (r, c) in order:
                cells.append(_track_cell(state, p, order[(r, c)]))
                continue
            if not (1 <= r <= R.SIDE and 1 <= c <= R.SIDE):
                cells.append(el("span", class_="bga-dg-corner"))
                continue
            i = R.BOARD.index(r - 1, c - 1)
            cell, where = board[i], R.BOARD.name(i)
            name = f"{where} : {R.square_name(cell)}"
            common = dict(cls="bga-tile bga-stacked" + (" bga-dg-front" if i in front else ""),
                          data_terrain=TERRAIN[cell["t"]], data_height=cell["h"] or None, data_cle=f"case-{where}")
            if mode in ("pose", "gemme"):
                template = f"poser-{where}-{{}}" if mode == "pose" else f"gemme-{{}}-{where}"
                title = "Poser la tuile : sa première case ici, dans le sens choisi" if mode == "pose" else \
                    "Placer ici la gemme de la couleur choisie"
                cells.append(el("button", el("span", _square_face(cell), class_="bga-face", aria_hidden="true"),
                                sr(name), type="button", class_=common["cls"] + " bga-move bga-compose-action",
                                data_terrain=common["data_terrain"], data_height=common["data_height"],
                                data_cle=common["data_cle"], data_template=template, disabled=True, title=title))
            elif mode in ("dragon", "pas"):
                move = f"{'dragon' if mode == 'dragon' else 'placer'}-{where}"
                title = "Placer le dragon ici" if mode == "dragon" else "L'assistant pose sa gemme ici"
                cells.append(piece(_square_face(cell), name, move=move, legal=legal, title=title, **common))
            else:
                cells.append(piece(_square_face(cell), name, **common))
    labels = [""] + [str(r + 1) for r in range(R.SIDE)] + [""]
    cols = [""] + [chr(65 + c) for c in range(R.SIDE)] + [""]
    return board_grid(cells, R.SIDE + 2, label=f"Dragonarium de {state.game.seat_name(p)}, avec le chemin de "
                                               "l'assistant autour", row_labels=labels, col_labels=cols,
                      cls="bga-dg-board" + (" bga-dg-small" if small else ""))


def _river(state, legal, mine: bool) -> str:
    tiles = []
    for k, tile in enumerate(state.riviere):
        tiles.append(piece(_domino(tile), f"Tuile {k + 1} : {R.tile_name(tile)}", cls="bga-dg-rtile",
                           move=f"prendre-{k + 1}" if mine else None, legal=legal, title="Prendre cette tuile"))
    if not tiles:
        tiles.append(text("span", "vide", class_="bga-note"))
    return zone(f"La rivière ({len(state.riviere)} tuile{'s' if len(state.riviere) > 1 else ''} ; sac : "
                f"{len(state.sac)})", el("div", *tiles, class_="bga-row bga-dg-river", role="group",
                                         aria_label="Tuiles de la rivière"))


def _status(game, state, me) -> str:
    p = state.current()
    who = game.seat_name(p)
    if p != me:
        return f"Tour {state.manche}/{R.ROUNDS} : {who} joue."
    return {"choix": "Choisissez une tuile de la rivière.",
            "pose": "Choisissez le sens de la tuile, puis la case de sa première case (au sol à côté d'une tuile, "
                    "ou dessus : elle monte d'un niveau, des piliers comblent l'espace).",
            "dragon": f"Un œuf {R.NAME_OF[state.eclosions[0]] if state.eclosions else ''} éclot : placez le dragon "
                      "(sur la tuile posée, une case avec des gemmes ou une case sans tuile).",
            "gemme": "Tuile défaussée : choisissez la couleur de votre gemme, puis un œuf où la poser.",
            "assistant": "Choisissez la couleur de l'assistant : il avance d'autant de places que votre plus grand "
                         "domaine de cette couleur.",
            "pas": f"L'assistant ({R.track_name(state.assistants[p])}) pose une gemme {state.couleur} : choisissez "
                   "l'œuf de la ligne devant lui."}.get(state.phase, "")


def _sheet(game, state) -> str:
    res = [state.count(p) for p in range(state.players)]
    colours = R.COLOURS if state.royal else R.ELEMENTS
    rows = []
    for colour in colours:
        line = [f"Domaine {R.NAME_OF[colour]}"]
        for r in res:
            found = r["domaines"][colour]
            if found:
                dom, pts, _ = found
                top = pts // len(dom)
                line.append(f"{pts} ({len(dom)} × {top})")
            else:
                line.append("0")
        rows.append(line)
    rows.append(["Dragons royaux"] + [f"{3 * r['dragons_royaux']} ({r['dragons_royaux']} × 3)" for r in res])
    rows.append(["Dragons (égalité)"] + [R.dragons_on(state.plateaux[p]) for p in range(state.players)])
    head = ["Ligne"] + [f"J{p + 1}" for p in range(state.players)]
    return score_sheet(head, rows, caption="Le décompte de chaque Dragonarium (J1 : Joueur 1…)",
                       total=["Total"] + [r["total"] for r in res], scroll=True, compact=True)


def render_partie(game, state, viewer, legal) -> str:
    n = state.players
    me = viewer if viewer is not None and 0 <= viewer < n else None
    mine = me is not None and state.current() == me
    phase = state.phase if mine else None
    parts = []
    if state.phase == "fin":
        if state.exemple:
            parts.append(banner(state.fin or "Fin de l'exemple.", "info"))
        else:
            parts.append(banner(f"Partie terminée : {state.verdict()}", "bien" if me in state.winners() else "mal"))
    else:
        parts.append(note(_status(game, state, me)))
    parts.append(_river(state, legal, phase == "choix"))
    controls = []
    if phase == "pose":
        turns = []
        for k, o in enumerate(R.ORIENTATIONS):
            button = piece(_domino(state.main, o), f"Sens : seconde case {o} ({R.tile_name(state.main)})",
                           cls="bga-dg-rtile", part=o, title=f"Poser la tuile dans ce sens ({TURNS[o]})")
            turns.append(_pressed(button) if k == 0 else button)
        controls.append(el("div", *turns, class_="bga-hand bga-dg-turns", role="group",
                           aria_label="Sens de la tuile prise"))
    elif phase == "gemme":
        gems = []
        for k, c in enumerate(R.ELEMENTS):
            button = piece(el("span", class_="bga-dg-gem", data_gem=c), f"Gemme {c}", cls="bga-dg-gempiece", part=c,
                           title=f"Une gemme {c}")
            gems.append(_pressed(button) if k == 0 else button)
        controls.append(el("div", *gems, class_="bga-hand", role="group", aria_label="Couleur de la gemme"))
    elif phase == "assistant":
        board = state.plateaux[me]
        controls.append(el("div", *[move_button(f"assistant-{c}", f"{c.capitalize()} : {R.largest_domain(board, c)} "
                                                f"pas", legal, cls="bga-dg-colour", data_gem=c,
                                                title=f"L'assistant pose des gemmes {c}")
                                    for c in R.ELEMENTS], class_="bga-actions", role="group",
                           aria_label="Couleur de l'assistant"))
    areas = []
    for p in ([me] if me is not None else []) + [q for q in range(n) if q != me]:
        you = p == me
        stock = note(f"Piliers : {state.piliers[p]}" + (f" (+{state.gagnes} au prochain tour)"
                                                        if state.gagnes and p == state.current() else ""))
        body = _board(state, p, legal, phase if you else None, not you)
        badges = [f"{state.count(p)['total']} points", f"{R.dragons_on(state.plateaux[p])} dragon(s)"] + \
            (["premier joueur"] if p == state.premier else [])
        areas.append(player_area(game.seat_name(p), stock, body, you=you, current=p == state.current(),
                                 badges=badges, cls="bga-dg-player"))
    mine_area = [*controls, areas.pop(0)] if me is not None else controls
    parts.append(el("div", *mine_area, class_="bga-compose bga-dg-compose", data_max="1"))
    if areas:
        parts.append(el("details", text("summary", "Les Dragonariums des autres joueurs"),
                        el("div", *areas, class_="bga-dg-others"), class_="bga-zone"))
    reserve = ", ".join(f"{R.NAME_OF[c]} {state.reserve[c]}" for c in R.COLOURS)
    parts.append(note(f"Réserve de dragons : {reserve}."))
    sheet = _sheet(game, state)
    if state.phase == "fin" or state.manche == R.ROUNDS:
        parts.append(el("section", text("h4", "Décompte final", class_="bga-zone-title"), sheet, class_="bga-zone"))
    else:
        parts.append(el("details", text("summary", "Décompte, si la partie finissait maintenant"), sheet,
                        class_="bga-zone"))
    return el("div", *parts, class_="bga-board", data_jeu="dragonarium")
