"""The draughts board as the reader sees it (HTML through engine.markup).

Clicking works in two steps, as on Board Game Arena: a piece that may move
(« choisir-32 »), then one of its destinations, which carries the move
itself. Every legal move is also a button in the usual notation, under the
board. While the reader is to play, every dark square carries a move: a
square the chosen piece cannot reach carries the move it would be, and with
no piece chosen, an empty square or an opponent's piece carries « choisir-N »,
so that « Pourquoi pas ? » lets the engine say which rule forbids it.
"""

from __future__ import annotations

from ...markup import banner, el, move_button, note, text, zone
from . import rules as R

PIECE_NAMES = {"w": "pion blanc", "W": "dame blanche", "b": "pion noir", "B": "dame noire"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n > 1 else ''}"


def _targets(state, named) -> dict[int, list[str]]:
    """End square -> the legal moves of the chosen piece that end there."""
    out: dict[int, list[str]] = {}
    if state.selection is None:
        return out
    for name, (path, _) in named.items():
        if path[0] == state.selection:
            out.setdefault(path[-1], []).append(name)
    return out


def _cell(state, sq, legal, named, targets, capturing, victims=frozenset()) -> str:
    """A dark square: a button when it carries a move (disabled when the move
    is not permitted now: « Pourquoi pas ? » lets the engine say why), else a
    plain square. Its accessible name is what stands on it; the action is its
    title."""
    piece = state.cases[sq]
    me = state.trait
    name = f"Case {sq} : {PIECE_NAMES.get(piece, 'vide')}"
    classes = ["bga-cell"]
    move = title = None
    if legal:
        if sq in targets:
            names = targets[sq]
            classes.append("bga-target")
            if len(names) == 1:
                move, title = names[0], f"Jouer {names[0]}"
            else:
                title = "Plusieurs prises finissent ici : choisissez-la dans la liste des coups"
        elif piece in R.PIECES[me]:
            if sq != state.selection:
                move, title = f"choisir-{sq}", f"Choisir la pièce de la case {sq}"
        elif state.selection is not None:
            # Any other square: the move the chosen piece would make (refused, and explained, when not legal).
            move = f"{state.selection}{'x' if capturing else '-'}{sq}"
            title = f"Jouer {move}"
        else:
            # No piece chosen yet: an empty square or a piece of the other side, which the engine
            # refuses to pick, saying why (« Pourquoi pas ? »).
            move, title = f"choisir-{sq}", f"Choisir la case {sq}"
    if sq == state.selection:
        classes.append("bga-chosen")
        name += " (choisie)"
    ok = move is not None and move in legal
    if ok:
        classes.append("bga-legal")
    if sq in victims:
        classes.append("bga-threat")
        name += " (à prendre)"
    last = state.dernier
    if last is not None:
        if sq in (last["chemin"][0], last["chemin"][-1]):
            classes.append("bga-last")
        if sq in last["prises"]:
            classes.append("bga-taken")
            name += " (prise au dernier coup)"
    children = [text("span", sq, class_="bga-num", aria_hidden="true")]
    if piece != R.EMPTY:
        king = piece in R.KING
        ident = state.pions[sq] if state.pions[sq] else sq
        children.append(text("span", "♛" if king else "", class_="bga-piece" + (" bga-king" if king else ""),
                             data_color="blanc" if piece in R.PIECES[R.WHITE] else "noir",
                             data_piece=f"pion-{ident}", aria_hidden="true"))
    if move is None:
        return el("span", *children, class_=" ".join(classes), data_case="sombre", title=title,
                  role="img", aria_label=name)
    classes.append("bga-move")
    return el("button", *children, type="button", class_=" ".join(classes), data_case="sombre",
              data_move=move, title=title, aria_label=name, disabled=not ok)


def board_html(state, viewer, legal) -> str:
    """The 10 × 10 board, White at the bottom (Black when the reader plays
    Black). The shell moves between its squares with the arrow keys."""
    named = state.named() if legal else {}
    targets = _targets(state, named)
    capturing = any(taken for _, taken in named.values())
    # The pieces the chosen piece must take: the forced capture shown on the board.
    victims = frozenset(sq for path, taken in named.values() if path[0] == state.selection for sq in taken)
    flip = viewer == R.BLACK
    order = range(R.SIZE - 1, -1, -1) if flip else range(R.SIZE)
    cells = []
    for row in order:
        for col in order:
            sq = R.square_at(row, col)
            if sq is None:
                cells.append(el("span", "", class_="bga-cell", data_case="claire", aria_hidden="true"))
            else:
                cells.append(_cell(state, sq, legal, named, targets, capturing, victims))
    side = "des Noirs" if flip else "des Blancs"
    return el("div", el("div", *cells, class_="bga-grid bga-board-grid bga-checkered", style="--cols: 10",
                        data_cols=10, role="group",
                        aria_label=f"Damier vu du côté {side} : cases numérotées de 1 à 50"),
              class_="bga-scroll")


def _count(board, who) -> str:
    men = sum(1 for sq in R.SQUARES if board[sq] == R.MAN[who])
    kings = sum(1 for sq in R.SQUARES if board[sq] == R.KING[who])
    return f"{R.COLOUR_NAMES[who]} : {_plural(men, 'pion')}, {_plural(kings, 'dame')}"


def _hint(state, legal, named) -> str:
    if state.fin is not None:
        fin = state.fin
        if fin["vainqueur"] is None:
            return f"Partie nulle : {fin['raison']}."
        return f"Les {R.COLOUR_NAMES[fin['vainqueur']]} gagnent : {fin['raison']}."
    who = R.COLOUR_NAMES[state.trait]
    if not legal:
        return f"Trait aux {who}."
    takes = [taken for _, taken in named.values() if taken]
    line = f"Trait aux {who}. "
    if takes:
        line += (f"La prise est obligatoire, et il faut prendre le plus de pièces possible : "
                 f"{_plural(len(takes[0]), 'pièce')}. ")
    if state.selection is None:
        line += "Cliquez une pièce entourée pour voir où elle peut aller, ou jouez un coup de la liste."
    else:
        line += (f"Pièce choisie : case {state.selection}. Cliquez une case marquée d'un point ; "
                 "une autre de vos pièces pour changer.")
    return line


def render_partie(game, state, viewer, legal) -> str:
    named = state.named() if legal else {}
    hint = _hint(state, legal, named)
    if state.fin is not None:
        winner = state.fin["vainqueur"]
        tone = "info" if winner is None or viewer is None else ("bien" if winner == viewer else "mal")
        head = banner(hint, tone)
    else:
        head = note(hint)
    parts = [head, board_html(state, viewer, legal)]
    if named:
        buttons = []
        for name, (path, taken) in named.items():
            buttons.append(move_button(name, name, legal, title=state.describe(name)))
        parts.append(zone("Coups possibles (notation : départ-arrivée, x pour une prise)",
                          el("div", *buttons, class_="bga-actions")))
    facts = [_count(state.cases, R.WHITE), _count(state.cases, R.BLACK)]
    last = state.dernier
    if last is not None:
        facts.append(f"Dernier coup : {R.COLOUR_NAMES[last['joueur']]} {last['notation']}"
                     + (f", {_plural(len(last['prises']), 'pièce')} prise{'s' if len(last['prises']) > 1 else ''}"
                        if last["prises"] else ""))
    if state.fin is None:
        if state.finale is not None:
            done = state.finale["demi_coups"] // 2
            facts.append(f"Fin de partie contre une dame seule : nulle après {state.finale['regle']} coups "
                         f"de chaque joueur ({done} joué{'s' if done > 1 else ''}).")
        elif state.dames_seules >= 2:
            facts.append(f"Coups de dames sans prise ni pion : {state.dames_seules // 2} sur "
                         f"{R.KING_ONLY_MOVES} de chaque joueur avant la nulle.")
    parts.append(el("ul", *(text("li", f) for f in facts), class_="bga-note"))
    return el("div", *parts, class_="bga-board", data_game="dames")
