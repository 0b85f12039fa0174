"""HTML views of Battle of LITS (the game and the placement checker), via engine.markup.

The board is a grid of cream squares bearing their X and O; a placed piece
colours its four squares (one colour per shape, its letter written too).
Placing is select then confirm: the reader picks a shape in one orientation
(the 18 drawings), then the square where the piece's top square goes (the
leftmost one on its top row); the shell then enables exactly the squares
where that piece may go, so the board shows where a selected shape fits.
"""

from __future__ import annotations

from ...markup import banner, board_grid, el, move_button, note, player_area, sr, table_layout, text
from . import rules as R

HINT = ("Choisissez une forme dans une orientation, puis la case où va le carré du haut de la pièce "
        "(le plus à gauche sur sa rangée) : seules les cases où la pièce peut aller s'allument.")


def shape_picture(oid: str) -> str:
    """The orientation drawn as a small grid of filled squares."""
    cells = set(R.ORIENTATIONS[oid])
    h = max(r for r, _ in cells) + 1
    w = max(c for _, c in cells) + 1
    dots = [el("span", class_="bga-on" if (r, c) in cells else "bga-off") for r in range(h) for c in range(w)]
    return el("span", *dots, class_="bga-shape", style=f"--w: {w}")


def shape_words(cells) -> str:
    """A tetromino's cells (row, col) said in French, as the drawing shows them: its longest
    straight run (« trois cases en colonne ») and where the rest lies (« une à droite en bas »);
    an S or a Z as two pairs, the second shifted (« deux en dessous décalées d'une case vers la
    gauche »). Pure: the pieces' names and their test read it."""
    cells = set(cells)
    top, left = min(r for r, _ in cells), min(c for _, c in cells)
    cells = {(r - top, c - left) for r, c in cells}
    h, w = max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1
    if h == 4 or w == 4:
        return "quatre cases en colonne" if h == 4 else "quatre cases en ligne"
    if h == 2 and w == 2:
        return "quatre cases en carré"
    for c in range(w):                                   # a column of three, one beside it
        run = sorted(r for r, cc in cells if cc == c)
        if len(run) == 3:
            (er, ec), = cells - {(r, c) for r in run}
            where = {run[0]: "en haut", run[1]: "au milieu", run[2]: "en bas"}[er]
            return f"trois cases en colonne, une {'à droite' if ec > c else 'à gauche'} {where}"
    for r in range(h):                                   # a row of three, one above or below it
        run = sorted(c for rr, c in cells if rr == r)
        if len(run) == 3:
            (er, ec), = cells - {(r, c) for c in run}
            where = {run[0]: "à gauche", run[1]: "au milieu", run[2]: "à droite"}[ec]
            return f"trois cases en ligne, une {'en dessous' if er > r else 'au-dessus'} {where}"
    if w == 3:                                           # S, Z lying: the top pair, then the other
        first, second = (min(c for rr, c in cells if rr == r) for r in (0, 1))
        return ("deux cases en ligne, deux en dessous décalées d'une case vers "
                + ("la gauche" if second < first else "la droite"))
    first, second = (min(r for r, cc in cells if cc == c) for c in (0, 1))   # standing: the left pair
    return ("deux cases en colonne, deux à droite décalées d'une case vers "
            + ("le haut" if second < first else "le bas"))


def piece_name(oid: str) -> str:
    """The accessible name of a shape in one orientation: « L : trois cases en colonne, une à
    droite en bas »."""
    return f"{oid[0]} : {shape_words(R.ORIENTATIONS[oid])}"


def shape_part(oid: str) -> str:
    shape = oid[0]
    inner = el("span", shape_picture(oid), class_="bga-face", aria_hidden="true") + sr(piece_name(oid))
    return el("button", inner, type="button", class_="bga-card bga-ccard bga-small bga-part",
              data_part=oid, data_colour=R.SHAPE_COLOURS[shape], aria_pressed="false",
              title=f"Choisir le {shape} dans cette orientation ({oid})")


def supply_zone(supply: dict) -> str:
    items = []
    for k in R.SHAPES:
        first = next(o for o in R.ORIENTATIONS if o[0] == k)
        visual = shape_picture(first) + text("span", f"× {supply[k]}", class_="bga-cname")
        items.append(el("span", el("span", visual, class_="bga-face", aria_hidden="true"),
                        sr(f"pièces {k} : {supply[k]} en réserve"),
                        class_="bga-card bga-ccard bga-small", data_colour=R.SHAPE_COLOURS[k]))
    return el("div", *items, class_="bga-hand", role="group", aria_label="Réserve commune")


def _square(size, i, symbols, cover, shape_at, locked, playable, marks) -> str:
    g = R.grid(size)
    name = g.name(i)
    cls = "bga-tile"
    if cover[i] is not None:
        colour = R.SHAPE_COLOURS[shape_at[i]]
        visual = text("span", shape_at[i], class_="bga-symbol")
        label = f"{name} : pièce {shape_at[i]}" + (f" (sur un {symbols[i]} couvert)" if symbols[i] else "")
    else:
        colour = "creme"
        visual = text("span", symbols[i], class_="bga-symbol") if symbols[i] else ""
        label = f"{name} : " + (f"symbole {symbols[i]}" if symbols[i] else "vide")
        if i in locked:
            label += ", restera visible (règle 3)"
    extra = marks.get(i, "")
    if extra:
        cls += " " + extra
        label += ", pièce essayée (refusée)" if extra == "bga-refused" else ", dernière pièce posée"
    inner = el("span", visual, class_="bga-face", aria_hidden="true") + sr(label)
    if playable:
        return el("button", inner, type="button", class_=cls + " bga-move bga-compose-action",
                  data_template="{}-" + name, data_colour=colour, disabled=True,
                  title=f"Poser ici le carré du haut de la pièce choisie ({name})")
    return el("span", inner, class_=cls, data_colour=colour)


def board(size, symbols, cover, shape_at, playable: bool, label: str, marks=None) -> str:
    locked = R.locked_visible(size, cover)
    cells = [_square(size, i, symbols, cover, shape_at, locked, playable, marks or {})
             for i in range(size * size)]
    grid = board_grid(cells, size, label=label, cls="bga-dense" if size >= 9 else "")
    if not playable:
        return grid
    # one tab stop for the 18 shapes, arrows within (the shell's roving group, shell/board.js)
    parts = el("div", *[shape_part(o) for o in R.ORIENTATION_IDS], class_="bga-hand bga-roving", role="toolbar",
               aria_label="Formes et orientations")
    return el("div", parts, note(HINT), grid, class_="bga-compose", data_max="1")


def _last_marks(size, pieces_moves) -> dict:
    if not pieces_moves:
        return {}
    return {i: "bga-last" for i in R.placements(size)[pieces_moves[-1]].cells}


def render_partie(game, state, viewer, legal) -> str:
    g = state.game
    names = [g.seat_name(p) for p in (0, 1)]
    me = viewer if viewer in (0, 1) else None
    pts = state.scores()
    parts = []
    if state.phase == "fin":
        w = state.winners()[0]
        tie = pts[0] == pts[1]
        why = (f"égalité {pts[0]} à {pts[1]}, le dernier à poser une pièce gagne" if tie
               else f"{max(pts)} symboles visibles contre {min(pts)}")
        if me is not None:
            parts.append(banner(("Vous gagnez" if w == me else f"{names[w]} gagne") + f" ({why}).",
                                "bien" if w == me else "mal"))
        else:
            parts.append(banner(f"{names[w]} gagne ({why}).", "info"))
    my_turn = me is not None and state.phase != "fin" and state.turn == me
    if state.phase == "choix" and my_turn:
        other = state.symbol[1 - me]
        parts.append(note(f"Premier tour : {names[1 - me]} a posé la première pièce. Choisissez : « jouer en "
                          f"second » (vous gardez le symbole {state.symbol[me]} et jouez maintenant) ou « jouer "
                          f"en premier » (la pièce posée compte comme votre premier coup : vous prenez le "
                          f"symbole {other}, et {names[1 - me]} rejoue avec le symbole {state.symbol[me]})."))
        parts.append(el("div", move_button("second", f"Jouer en second (garder {state.symbol[me]})", legal),
                        move_button("premier", f"Jouer en premier (prendre {other})", legal),
                        class_="bga-actions"))
    elif state.phase == "pose":
        who = "vous" if my_turn else names[state.turn]
        parts.append(note(f"À {who} ({state.symbol[state.turn]}) de placer une pièce"
                          + (" n'importe où (premier tour)." if not state.pieces else
                             " qui touche par un bord une pièce déjà posée (règles 1, 2 et 3).")))
    playable = my_turn and state.phase == "pose" and bool(legal)
    centre = [board(state.size, state.symbols, state.cover, state.shape_at, playable,
                    f"Plateau de Battle of LITS, {state.size} × {state.size}",
                    _last_marks(state.size, [m for m, _ in state.pieces]))]
    areas = []
    order = ([me] if me is not None else []) + [p for p in (0, 1) if p != me]
    for p in order:
        badges = [f"symbole {state.symbol[p]}", f"{pts[p]} point{'s' if pts[p] > 1 else ''}",
                  "dernière pièce posée" if state.last_placer == p else ""]
        areas.append(player_area(names[p], text("p", f"1 point par {state.symbol[p]} visible.",
                                                class_="bga-note"),
                                 you=p == me, current=p == state.turn and state.phase != "fin", badges=badges))
    centre.append(el("section", text("h4", "Réserve commune (5 pièces par forme)", class_="bga-zone-title"),
                     supply_zone(state.supply), class_="bga-zone"))
    # the table: the opponent above the board, the reader's own area (first in `order`) below
    parts.append(table_layout(centre, areas[1:] if me is not None else areas, areas[0] if me is not None else ""))
    return el("div", *parts, class_="bga-board", data_jeu="lits")


def render_verificateur(game, state, viewer, legal) -> str:
    parts = []
    marks = _last_marks(state.size, state.pieces)
    if state.attempt:
        p = R.placements(state.size)[state.attempt["coup"]]
        marks = {i: "bga-refused" for i in p.cells}
        parts.append(banner(f"Refusée — {state.attempt['raison']}", "mal"))
    elif len(state.pieces) > len(state.start):
        parts.append(banner("Acceptée : la pièce respecte les règles 1, 2 et 3.", "bien"))
    v = R.visible(state.symbols, state.cover)
    parts.append(note(f"Symboles visibles : {v['X']} X et {v['O']} O."))
    parts.append(board(state.size, state.symbols, state.cover, state.shape_at, True,
                       f"Plateau de vérification, {state.size} × {state.size}", marks))
    rules = el("ol", *[text("li", R.RULES[k]) for k in (1, 2, 3)], class_="bga-note")
    parts.append(el("div", move_button("retirer", "Retirer la dernière pièce", legal), class_="bga-actions"))
    # the rules folded (a refusal names its rule): the phone's first screens are the shapes and the board
    parts.append(el("section", el("details", text("summary", "Les 3 règles de placement de la page"), rules),
                    text("h4", "Réserve (5 pièces par forme)", class_="bga-zone-title"), supply_zone(state.supply),
                    class_="bga-zone"))
    return el("div", *parts, class_="bga-board", data_jeu="lits-verificateur")
