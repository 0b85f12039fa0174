"""HTML views of Quatrix (the game and the constraint explorer), via engine.markup.

The board is a grid of coloured squares; a placed piece is a round token
(white or black) bearing its symbol, X or □. Placing is select then confirm:
the reader's X or □ piece is chosen first (X is chosen at the start), then an
allowed square; the squares allowed for the next placement are marked « ◆ »
even before any choice, and named « permise » for screen readers.
"""

from __future__ import annotations

from ...markup import badge, banner, board_grid, el, note, player_area, sr, table_layout, text
from . import rules as R

G = R.GRID
MARK = "◆"


def _piece_token(cell, last: bool) -> str:
    """A placed piece: a white or black token bearing its symbol (named by its square)."""
    player, symbol = cell
    return el("span", text("span", R.SYMBOL_SIGN[symbol], class_="bga-value"),
              class_="bga-token" + (" bga-last" if last else ""), data_colour=R.PLAYER_COLOURS[player])


def _square(board, i: int, allowed: set, last: int | None, playable: bool, marked: bool) -> str:
    """One square: its colour, its piece or the allowed mark; a select-then-confirm
    target (« {}-B3 ») when the reader may place."""
    cell = board[i]
    colour = R.LAYOUT[i]
    name = f"{G.name(i)} : case {R.COLOUR_NAMES[colour]}"
    if cell is not None:
        visual = _piece_token(cell, i == last)
        name += f", pièce {R.SYMBOL_SIGN[cell[1]]} de {R.PLAYER_NAMES[cell[0]]}"
        if i == last:
            name += " (la dernière posée)"
    elif i in allowed and marked:
        visual = text("span", MARK, class_="bga-symbol")
        name += ", vide, permise"
    elif i in allowed:
        visual = ""
        name += ", vide, permise (libre choix)"
    else:
        visual = ""
        name += ", vide"
    inner = el("span", visual, class_="bga-face", aria_hidden="true") + sr(name)
    if playable:
        return el("button", inner, type="button", class_="bga-tile bga-move bga-compose-action",
                  data_template="{}-" + G.name(i), data_colour=colour, disabled=True,
                  title=f"Poser ici la pièce choisie ({G.name(i)})")
    return el("span", inner, class_="bga-tile", data_colour=colour)


def _symbol_part(symbol: str, left: int, pressed: bool, owner: int) -> str:
    """The reader's X or □ piece to choose (a part of the compose group)."""
    visual = text("span", R.SYMBOL_SIGN[symbol], class_="bga-value") + text("span", f"reste {left}",
                                                                           class_="bga-cname")
    name = f"pièce {R.SYMBOL_SIGN[symbol]} ({left} en réserve)"
    inner = el("span", visual, class_="bga-face", aria_hidden="true") + sr(name)
    return el("button", inner, type="button",
              class_="bga-card bga-ccard bga-small bga-part" + (" bga-selected" if pressed else ""),
              data_part=symbol, aria_pressed="true" if pressed else "false", disabled=left == 0,
              data_colour=R.PLAYER_COLOURS[owner],
              title=f"Choisir une pièce {R.SYMBOL_SIGN[symbol]} : l'adversaire devra jouer "
                    f"{R.DIRECTION_TEXT[symbol]}")


def board_html(board, allowed: set, last, playable: bool, label: str, free: bool = False) -> str:
    """The board; the allowed squares are marked ◆ unless every empty square is allowed."""
    cells = [_square(board, i, allowed, last, playable, not free) for i in G.squares()]
    return board_grid(cells, G.cols, label=label)


def constraint_text(last, symbol, allowed, free, who: str) -> str:
    if last is None:
        return f"{who} pose la première pièce sur n'importe quelle case."
    if free:
        return (f"Toutes les cases {R.DIRECTION_TEXT[symbol]} passant par {G.name(last)} sont occupées : "
                f"libre choix pour {who}, sur n'importe quelle case vide.")
    return (f"La dernière pièce est un {R.SYMBOL_SIGN[symbol]} en {G.name(last)} : {who} doit jouer "
            f"{R.DIRECTION_TEXT[symbol]} passant par {G.name(last)} ({len(allowed)} cases {MARK}).")


def chooser(board, allowed, last, stock: dict, owner: int, active: bool, label: str, free: bool) -> str:
    """The select-then-confirm group: the X / □ pieces, then the board's squares."""
    if not active:
        return board_html(board, allowed, last, False, label, free)
    default = max(R.SYMBOLS, key=lambda s: (stock[s], s == "x"))
    parts = [_symbol_part(s, stock[s], s == default, owner) for s in R.SYMBOLS]
    hint = note("Choisissez votre pièce (X ou □), puis une case " + ("vide." if free else "marquée " + MARK + "."))
    return el("div", el("div", *parts, class_="bga-hand", role="group", aria_label="Vos pièces"), hint,
              board_html(board, allowed, last, True, label, free), class_="bga-compose", data_max="1")


def _progress(board, player: int) -> str:
    counts = R.colour_counts(board, player)
    best = 0
    for i in G.squares():
        if board[i] is not None and board[i][0] == player:
            best = max(best, len(G.longest_run(i, lambda j: board[j] is not None and board[j][0] == player)))
    colours = ", ".join(f"{counts[c]} {R.COLOUR_NAMES[c]}{'s' if counts[c] > 1 else ''}" for c in R.COLOURS)
    return text("p", f"Cases occupées : {colours} ; plus longue ligne : {best}.", class_="bga-note")


def render_partie(game, state, viewer, legal) -> str:
    g = state.game
    names = [g.seat_name(p) for p in (0, 1)]
    me = viewer if viewer in (0, 1) else None
    parts = []
    if state.over:
        if me is not None:
            tone = "bien" if state.winner == me else "mal"
            who = "Vous gagnez" if state.winner == me else f"{names[state.winner]} gagne"
            parts.append(banner(f"Partie terminée : {who} ({state.reason}).", tone))
        else:
            parts.append(banner(f"Partie terminée : {names[state.winner]} gagne ({state.reason}).", "info"))
    allowed, free = state.allowed() if not state.over else ([], False)
    if not state.over:
        parts.append(note(constraint_text(state.last, state.last_symbol, allowed, free, names[state.turn])))
    label = "Plateau de Quatrix, 6 × 6"
    areas = []
    order = ([me] if me is not None else []) + [p for p in (0, 1) if p != me]
    for p in order:
        stock = state.stock[p]
        badges = [f"{stock['x']} X et {stock['carre']} □ en réserve",
                  "vainqueur" if state.winner == p else ""]
        body = [_progress(state.board, p)]
        areas.append(player_area(f"{names[p]} (pièces {('blanches', 'noires')[p]})", *body, you=p == me,
                                 current=p == state.turn and not state.over, badges=badges))
    active = me is not None and not state.over and state.turn == me and bool(legal)
    centre = chooser(state.board, set(allowed), state.last, state.stock[me] if me is not None else {},
                     me if me is not None else 0, active, label, free)
    # the table: the opponent above the board, the reader's own area (first in `order`) below
    parts.append(table_layout(centre, areas[1:] if me is not None else areas, areas[0] if me is not None else ""))
    return el("div", *parts, class_="bga-board", data_jeu="quatrix")


def render_contrainte(game, state, viewer, legal) -> str:
    allowed, free = state.allowed()
    who = R.PLAYER_NAMES[state.next_player]
    parts = [note(constraint_text(state.last, state.last_symbol, allowed, free, who)),
             text("p", f"Vous posez les pièces des deux joueurs à tour de rôle ; prochaine pièce : {who}.",
                  class_="bga-note")]
    stock = state.stock(state.next_player)
    parts.append(chooser(state.board, set(allowed), state.last, stock, state.next_player, bool(allowed),
                         "Plateau de Quatrix : où peut aller la prochaine pièce ?", free))
    parts.append(el("p", badge(f"{len(allowed)} case{'s' if len(allowed) > 1 else ''} permise"
                                 f"{'s' if len(allowed) > 1 else ''}"),
                    class_="bga-note"))
    return el("div", *parts, class_="bga-board", data_jeu="quatrix-contrainte")
