"""The Hypnosia board as the reader sees it (HTML through engine.markup).

Clicking works in two steps, as for draughts: one of your pawns (« choisir-G1 »),
then one of the squares it may reach, ringed (dotted), which carries the move.
While the reader is to play, every square carries a move: a square the
chosen pawn cannot reach carries the move it would be, any other one
« choisir-<case> » (disabled when not legal), so that « Pourquoi pas ? »
lets the engine say which rule forbids it. A stack is chosen whole; a button under the board picks one
pawn of it instead (to dismantle it).
"""

from __future__ import annotations

from ...markup import (banner, board_grid, die, el, esc, final_ranking_of, move_button, note, player_area, row, sr,
                       table_layout, text)
from . import rules as R
from .game import _PICK_RE, _place_rank, _plural

G = R.GRID
TERRAIN = {4: "chateau", 3: "marais", 2: "mine"}
INITIAL = {"rouge": "R", "bleu": "B", "jaune": "J", "vert": "V", "violet": "Vi", "orange": "O"}


def _square_name(state, sq, occ) -> str:
    if sq in R.LANE_OF:
        lane, dist = R.LANE_OF[sq]
        base = (f"{G.name(sq)} : départ {R.COLOUR_NAMES[R.LANE_COLOURS[lane]]}, à "
                f"{_plural(dist, 'case')} du grand cercle")
    elif sq in R.CENTRE_PLACES:
        k = R.CENTRE_PLACES.index(sq)
        base = f"{G.name(sq)} : centre, {_place_rank(k)} place ({_plural(R.CENTRE_POINTS[k], 'point')})"
    else:
        k = R.CIRCLE_OF[sq]
        base = f"{G.name(sq)} : {R.CIRCLE_NAMES[k]}"
        if sq in R.BRIDGES:
            to = R.BRIDGES[sq]
            base += ", pont vers " + ("le centre" if to == R.CENTRE else G.name(to))
    pawns = occ.get(sq, [])
    if not pawns:
        return base + ", vide"
    owner = state.pions[pawns[0]][0]
    colour = R.COLOUR_NAMES[state.colour(owner)]
    return base + (f", pile {colour} (2 pions)" if len(pawns) == 2 else f", pion {colour}")


def _visual(state, sq, occ) -> str:
    pawns = occ.get(sq, [])
    if pawns:
        owner = state.pions[pawns[0]][0]
        colour = state.colour(owner)
        label = INITIAL[colour] + ("2" if len(pawns) == 2 else "")
        return el("span", text("span", label, class_="bga-value"), class_="bga-token", data_colour=colour)
    if sq in R.CENTRE_PLACES:
        return text("span", R.CENTRE_POINTS[R.CENTRE_PLACES.index(sq)], class_="bga-value")
    if sq in R.BRIDGES:
        return text("span", "◆", class_="bga-symbol")
    if sq in R.LANE_OF:
        return text("span", R.LANE_OF[sq][1], class_="bga-crowns")
    return ""


def _terrain(sq) -> str:
    if sq in R.LANE_OF:
        return "vide"
    if sq in R.CENTRE_PLACES:
        return "eau"
    if sq in R.BRIDGES:
        return "champ"
    return TERRAIN[R.CIRCLE_OF[sq]]


def board_html(state, viewer, legal) -> str:
    occ = R.occupancy(state.pions)
    active = bool(legal) and viewer == state.tour and state.fin is None
    moves = state.moves() if active else {}
    sel = state.selection
    targets: dict[int, str] = {}
    if sel is not None:
        for mid in moves:
            kind, src, dst = R.parse_move(mid)
            if [kind, src] == sel:
                targets[R.CENTRE_PLACES[min(R.centre_filled(state.pions), 4)] if dst == R.CENTRE else dst] = mid
    last = state.dernier
    cells = []
    for sq in G.squares():
        if not (sq in R.CIRCLE_OF or sq in R.LANE_OF or sq in R.CENTRE_PLACES):
            cells.append(el("span", "", class_="bga-hole", aria_hidden="true"))
            continue
        name = _square_name(state, sq, occ)
        classes = ["bga-tile"]
        move = title = None
        pawns = occ.get(sq, [])
        mine = bool(pawns) and state.pions[pawns[0]][0] == viewer and sq not in R.CENTRE_PLACES
        if active:
            if sq in targets:
                move, title = targets[sq], "Aller ici"
            elif mine and (sel is None or sel[1] != sq or sel[0] == "un"):
                move, title = f"choisir-{G.name(sq)}", f"Choisir le pion en {G.name(sq)}"
                classes.append("bga-pick")   # a pawn to choose: ringed only (no wash: that marks where one goes)
            elif sel is not None and not (sel[1] == sq):
                if sq in R.CIRCLE_OF or sq in R.CENTRE_PLACES or sq in R.LANE_OF:
                    dest = "centre" if sq in R.CENTRE_PLACES else G.name(sq)
                    move = ("un-" if sel[0] else "") + G.name(sel[1]) + "-" + dest
                    title = "Aller ici"
            if move is None:
                # Any other square still carries a move (disabled): « Pourquoi pas ? » lets the engine
                # say why it may not be chosen (empty, another player's pawn, a pawn in the centre…).
                move, title = f"choisir-{G.name(sq)}", f"Choisir la case {G.name(sq)}"
        if sel is not None and sel[1] == sq and active:
            classes.append("bga-selected")
            name += " (choisi" + (" : un seul pion de la pile)" if sel[0] else ")")
        if last is not None and sq in (last["de"], last["vers"]) and not classes.count("bga-selected"):
            classes.append("bga-last")
            name += " (dernier coup)"
        inner = el("span", _visual(state, sq, occ), class_="bga-face", aria_hidden="true") + sr(name)
        if move is None:
            cells.append(el("span", inner, class_=" ".join(classes), data_terrain=_terrain(sq)))
            continue
        ok = move in legal
        classes.append("bga-move")
        if ok:
            classes.append("bga-legal")
        cells.append(el("button", inner, type="button", class_=" ".join(classes), data_terrain=_terrain(sq),
                        data_move=move, title=title, disabled=not ok))
    return board_grid(cells, G.cols, label="Plateau d'Hypnosia : trois cercles, leurs ponts ◆ et le centre",
                      cls="bga-dense bga-fit bga-hyp")


def _dice(state) -> str:
    if not state.des:
        return ""
    left = list(state.reste)
    out = []
    for d in state.des:
        if d in left:
            left.remove(d)
            out.append(die(d, name=f"dé : {d} (à jouer)"))
        else:
            out.append(el("span", die(d, name=f"dé : {d} (joué)"), class_="bga-used"))
    return el("div", *out, text("span", f"Dés de {state.who(state.tour)}", class_="bga-note"),
              class_="bga-row", role="group", aria_label="Les dés")


def _hint(state, viewer, legal) -> str:
    who = state.who(state.tour)
    if viewer != state.tour or not legal:
        return f"Tour de {who}."
    if len(state.reste) == 2:
        a, b = state.reste
        line = (f"À vous : {a} et {b}. Déplacez un pion de {_plural(a, 'case')} et un autre de {b}, ou un "
                f"seul pion de {a + b} cases. ")
    else:
        line = f"À vous : il reste le dé {state.reste[0]}, pour un autre pion. "
    if state.selection is None:
        line += "Cliquez un de vos pions entourés pour voir où il peut aller."
    else:
        line += (f"Pion choisi : {G.name(state.selection[1])}. Cliquez une case encadrée en pointillé, ou un autre "
                 "de vos pions.")
    return line


def _player(state, p, viewer) -> str:
    colour = state.colour(p)
    home = sum(1 for o, sq in state.pions if o == p and sq in R.LANE_OF)
    ring = sum(1 for o, sq in state.pions if o == p and sq in R.CIRCLE_OF)
    centre = sum(1 for o, sq in state.pions if o == p and (sq in R.CENTRE_PLACES or sq == R.CENTRE_NO_PLACE))
    lost = sum(1 for o, sq in state.pions if o == p and sq == R.CAPTURED)
    facts = f"{home} au départ, {ring} sur les cercles, {centre} au centre, {lost} capturé{'s' if lost > 1 else ''}"
    token = el("span", text("span", INITIAL[colour], class_="bga-value"), class_="bga-token",
               data_colour=colour, aria_hidden="true")
    winner = state.fin is not None and p in state.winners()
    return player_area(f"{state.game.seat_name(p)} ({R.COLOUR_NAMES[colour]})",
                       el("p", token, esc(" " + facts), class_="bga-note"),
                       you=p == viewer, current=state.fin is None and p == state.tour,
                       badges=[_plural(state.points[p], "point"), "vainqueur" if winner else ""])


def render_partie(game, state, viewer, legal) -> str:
    parts = []
    if state.fin is not None:
        win = state.winners()
        names = game.seat_list(win)
        if viewer is not None:
            tone = "bien" if viewer in win else "mal"
            msg = ("Vous gagnez" if win == [viewer] else
                   f"Gagnant{'s' if len(win) > 1 else ''} : {names}")
        else:
            tone, msg = "info", f"Gagnant{'s' if len(win) > 1 else ''} : {names}"
        pts = ", ".join(f"{state.who(p)} {state.points[p]}" for p in range(state.players))
        parts.append(banner(f"Partie terminée ({state.fin}) : {msg}. Points : {pts}.", tone))
    else:
        parts.append(row(_dice(state)))
        parts.append(note(_hint(state, viewer, legal)))
    centre = [board_html(state, viewer, legal)]
    if state.fin is None and viewer == state.tour and state.selection is not None:
        kind, src = state.selection
        occ = R.occupancy(state.pions)
        if len(occ.get(src, [])) == 2:
            other = f"choisir-{G.name(src)}" if kind else f"choisir-un-{G.name(src)}"
            label = "Déplacer toute la pile" if kind else "Ne déplacer qu'un pion de la pile"
            centre.append(el("div", move_button(other, label, legal), class_="bga-actions"))
    if state.fin is None and viewer == state.tour and legal:
        real = [m for m in legal if not m.startswith("choisir-")]
        buttons = [move_button(m, state.describe(m), legal) for m in real]
        centre.append(el("details", text("summary", f"Tous vos coups possibles ({len(real)})"),
                         el("div", *buttons, class_="bga-actions"), class_="bga-draft"))
    # the table: the opponents above the board, the reader's own area below
    mine = _player(state, viewer, viewer) if viewer is not None and 0 <= viewer < state.players else ""
    parts.append(table_layout(centre, [_player(state, p, viewer) for p in range(state.players) if p != viewer],
                              mine))
    parts.insert(0, final_ranking_of(game, state))  # the table the game ends on, above the board
    return el("div", *parts, class_="bga-board", data_jeu="hypnosia")
