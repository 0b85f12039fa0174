"""HTML view of Piña Coladice, via engine.markup.

The five dice first: between two rolls each die is a toggle (« Dé 3 : 5,
gardé », `aria-pressed`), then « Relancer » and « Finir le tour ». The 4 × 4
board of coasters: each shows its combination, its slot points and the pawns
on it; the coasters the current dice allow are ringed (dotted, demo.css) (for
the reader they are the buttons that place a pawn). Happy Hour choices use the
same board (remove, move to, flip) or, to pick another player's pawn, a row of
pawn buttons under it. Then each player's points and pawns in reserve.
"""

from __future__ import annotations

from ...core import CHANCE
from ...dice import die_name, rolls_left
from ...markup import (banner, board_grid, die, el, final_ranking_of, move_button, note, piece, player_area, row, sr,
                       table_layout, text, token)
from . import rules as R
from .game import CHOOSE, HH, HH_TEXT, OVER

G = R.GRID
SHAPES = ["●", "■", "▲", "◆"]          # each player's pawns: a colour and a shape (never the colour alone)
DIE_FACES = "⚀⚁⚂⚃⚄⚅"


def _pawn(owner: int) -> str:
    return el("span", text("span", SHAPES[owner], class_="bga-value"), class_="bga-token",
              data_colour=R.PLAYER_COLOURS[owner])


def _combo(code: str) -> str:
    """The combination as printed on the coaster: three dice for a brelan of a value, else its words."""
    short = R.COMBOS[code][0]
    if code[0] == "b" and code[1:].isdigit():
        return text("span", DIE_FACES[int(code[1:]) - 1] * 3, class_="bga-cname bga-dicefaces")
    return text("span", short, class_="bga-cname")


def _slots(slots, points) -> str:
    """The coaster's places for pawns: an empty one shows its points, a taken one its pawn."""
    out = []
    for owner, pts in zip(slots, points):
        if owner is None:
            out.append(text("span", pts, class_="bga-place"))
        else:
            out.append(el("span", _pawn(owner), class_="bga-place bga-place-taken"))
    return el("span", *out, class_="bga-places")


def _coaster(state, sq: int, legal, verb: str | None, lit: bool) -> str:
    code = state.code(sq)
    _short, long, _ = R.COMBOS[code]
    points = R.slot_points(code, state.players, sq)
    slots = state.slots[sq]
    pawns = [state.game.seat_name(o) for o in slots if o is not None]
    free = sum(1 for o in slots if o is None)
    name = (f"{G.name(sq)} : {long}, {'/'.join(str(p) for p in points)} point{'s' if max(points) > 1 else ''}"
            + (", face 2" if state.faces[sq] else "")
            + (f" ; pions : {', '.join(pawns)}" if pawns else "")
            + ("" if free else " ; complet")
            + (" ; possible avec ces dés" if lit else ""))
    visual = _combo(code) + _slots(slots, points)
    cls = "bga-tile bga-coaster" + (" bga-flipped" if state.faces[sq] else "")
    if verb:
        return piece(visual, name, cls=cls, move=f"{verb}-{G.name(sq)}", legal=legal, data_colour="creme",
                     title=_TITLES[verb])
    return piece(visual, name, cls=cls + (" bga-legal" if lit else ""), data_colour="creme")


_TITLES = {"placer": "Placer un pion ici", "retirer": "Retirer votre pion d'ici",
           "vers": "Poser ici le pion pris", "retourner": "Retourner ce sous-verre"}


def _turn_note(state, me) -> str:
    g = state.game
    who = "vous" if state.turn == me else g.seat_name(state.turn)
    if state.phase == CHOOSE:
        n = state.cup["rolls"]
        left = rolls_left(state.cup)
        lit = len(state.placeable(state.turn))
        part = (f"{n}{'er' if n == 1 else 'e'} lancer sur 3 ({'plus de relance' if not left else f'{left} relance' + ('s' if left > 1 else '')})")
        where = (f"{lit} sous-verre{'s' if lit > 1 else ''} possible{'s' if lit > 1 else ''} (marqué{'s' if lit > 1 else ''} +)"
                 if lit else "aucune combinaison disponible")
        return f"Tour de {g.seat_name(state.turn)} : {part} ; {where}."
    if state.phase == HH:
        extra = " Choisissez le pion à déplacer." if state.effect == 4 and state.picked is None else ""
        if state.effect == 4 and state.picked is not None:
            extra = f" Choisissez où poser le pion de {g.seat_name(state.picked[1])} pris en {G.name(state.picked[0])}."
        return f"Happy Hour pour {who} : {state.effect}, {HH_TEXT[state.effect]}.{extra}"
    return f"Au tour de {g.seat_name(state.turn)}."


def _end_banner(state, me) -> str:
    g = state.game
    win = state.winners()
    names = g.seat_list(win)
    if state.line_winner is not None:
        why = f"{names} aligne 4 sous-verres (Piña Coladice)"
    else:
        why = f"{names} gagne avec {state.points[win[0]]} points"
        best = max(state.points)
        if sum(1 for p in state.points if p == best) > 1 and len(win) == 1:
            why += " (égalité départagée : dernier pion posé)"
    if me is None:
        return banner(f"Partie terminée : {why}.", "info")
    good = me in win
    return banner(f"Partie terminée : {'vous gagnez' if good and len(win) == 1 else why}"
                  + (f" ({why})" if good and len(win) == 1 else "") + ".", "bien" if good else "mal")


def render_partie(game, state, viewer, legal) -> str:
    g = state.game
    me = viewer if isinstance(viewer, int) and 0 <= viewer < state.players else None
    mine = me is not None and state.turn == me and state.phase not in (OVER,) and bool(legal)
    parts = []
    if state.phase == OVER:
        parts.append(_end_banner(state, me))
    else:
        parts.append(note(_turn_note(state, me)))

    # the dice
    cup = state.cup
    dice = []
    for i, v in enumerate(cup["values"]):
        if v == 0:
            continue
        held = cup["held"][i]
        move = f"{'lacher' if held else 'garder'}-{i + 1}"
        if mine and state.phase == CHOOSE and (move in legal or rolls_left(cup)):
            dice.append(die(v, name=die_name(cup, i), move=move, legal=legal, selected=held,
                            title="Relâcher ce dé" if held else "Garder ce dé"))
        else:
            dice.append(die(v, name=die_name(cup, i), selected=held))
    controls = []
    if mine and state.phase == CHOOSE:
        left = rolls_left(cup)
        controls.append(move_button("relancer", f"Relancer ({left} restant{'s' if left > 1 else ''})"
                                    if left else "Relancer", legal))
        controls.append(move_button("passer", "Finir le tour", legal, data_definitif="true"))
    centre = []
    if dice or controls:
        centre.append(el("div", el("div", *dice, class_="bga-hand", role="group", aria_label="Les dés"),
                         el("div", *controls, class_="bga-actions"), class_="bga-row"))

    # the board
    verb = None
    if mine and state.phase == CHOOSE:
        verb = "placer"
    elif mine and state.phase == HH:
        verb = {2: "retirer", 5: "retourner"}.get(state.effect)
        if state.effect == 4 and state.picked is not None:
            verb = "vers"
    lit = set(state.placeable(state.turn)) if state.phase == CHOOSE else set()
    cells = [_coaster(state, sq, legal, verb, sq in lit) for sq in G.squares()]
    centre.append(board_grid(cells, G.cols, label="Plateau de sous-verres, 4 × 4", cls="bga-roomy"))
    if mine and state.phase == HH and state.effect == 4 and state.picked is None:
        pawns = []
        for m in legal:
            sq, owner = G.parse(m[8:10]), int(m[11:]) - 1
            pawns.append(token(SHAPES[owner], R.PLAYER_COLOURS[owner],
                               f"Pion de {g.seat_name(owner)} en {G.name(sq)}", move=m, legal=legal,
                               title="Déplacer ce pion"))
        centre.append(el("div", *pawns, class_="bga-hand", role="group", aria_label="Pions à déplacer"))

    # the players
    areas = []
    order = ([me] if me is not None else []) + [p for p in range(state.players) if p != me]
    for p in order:
        badges = [f"{state.points[p]} point{'s' if abs(state.points[p]) > 1 else ''}", f"{state.reserve[p]} pion{'s' if state.reserve[p] > 1 else ''} en réserve",
                  f"départ {p + 1} pt{'s' if p else ''}"]
        if state.phase == OVER and p in state.winners():
            badges.append("vainqueur")
        body = el("span", *[_pawn(p) for _ in range(state.reserve[p])], class_="bga-pieces", aria_hidden="true")
        areas.append(player_area(g.seat_name(p), body, you=p == me,
                                 current=p == state.turn and state.phase != OVER, badges=badges))
    # the table: the others above the dice and the board, the reader's own area (first in `order`) below
    parts.append(table_layout(centre, areas[1:] if me is not None else areas, areas[0] if me is not None else ""))
    if state.final and state.phase != OVER:
        parts.append(note("Fin de partie déclenchée : on finit le tour, puis on compte les points."))
    parts.insert(0, final_ranking_of(game, state))  # the table the game ends on, above the board
    return el("div", *parts, class_="bga-board", data_jeu="pinacoladice")
