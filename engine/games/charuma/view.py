"""HTML view of Charuma (the whole game), via engine.markup."""

from __future__ import annotations

from ...markup import (banner, card_back, colour_card, compose, el, final_ranking_of, hand, move_button, note,
                       player_area, row, table_layout, text, zone)
from . import rules as R


def card_span(c: int, *, hidden: bool = False, small: bool = True, **kw) -> str:
    colour = R.COLOURS[R.colour_of(c)]
    name = R.card_label(c) + (" (carte cachée)" if hidden else "")
    return colour_card(R.value_label(R.value_of(c)), colour, colour, name=name, small=small, **kw)


HIDDEN_MARK = text("span", "cachées :", class_="bga-badge")


def render_partie(game, state, viewer, legal) -> str:
    g = state.game
    n = state.players
    names = [g.seat_name(p) for p in range(n)]
    me = viewer if viewer is not None and 0 <= viewer < n else None
    parts = []
    if state.phase == "fin":
        best = max(state.points)
        leaders = [p for p in range(n) if state.points[p] == best]
        if me is not None and me in leaders:
            parts.append(banner(f"Partie terminée : vous gagnez avec {best} points !", "bien"))
        else:
            parts.append(banner(f"Partie terminée : {g.seat_list(leaders)} gagne avec {best} points"
                                + (f" ; vous avez {state.points[me]} points." if me is not None else "."),
                                "mal" if me is not None else "info"))
    if state.summary and (state.phase == "fin" or state.phase == "encheres"):
        parts.append(el("details", text("summary", f"Décompte de la manche {state.round - (state.phase != 'fin')}"),
                        el("ul", *[text("li", line) for line in state.summary], class_="bga-note"),
                        class_="bga-zone", open=True))
    goal = R.target(n)
    centre = ""
    who = names[state.turn]
    if state.phase == "encheres":
        parts.append(note(f"Manche {state.round}, enchères — à {who} : misez de 0 à 5 pts (vos points) sur un groupe "
                          "sans enchère, ou augmentez la mise d'un groupe. Objectif : " + f"{goal} points."))
        centre = _groups(state, names, legal, me)
    elif state.phase == "plis":
        led = state.led()
        ask = ("ouvrez avec 1 carte ou une paire" if led is None else
               f"jouez {len(led)} carte(s) ; couleur demandée : {R.SUIT_LABEL[R.suit_of(led)]}"
               + (" (une paire)" if len(led) == 2 else ""))
        parts.append(note(f"Manche {state.round}, plis — à {who} : {ask}. Objectif : {goal} points."))
        centre = _trick(state, names)
    players = []
    order = ([me] if me is not None else []) + [p for p in range(n) if p != me]
    for p in order:
        badges = [f"{state.points[p]} pts",
                  "jeton Charuma" if p == state.holder else "",
                  f"{state.tricks[p]} pli(s)" if state.phase != "encheres" else "",
                  f"mise {state.paid[p]}" if state.phase != "encheres" else ""]
        body = []
        if p == me:
            body.append(_my_hand(state, me, legal))
        else:
            cards = [card_span(c) for c in state.visible[p]]
            cards += [card_back(f"carte cachée de {names[p]}", small=True) for _ in state.hidden[p]]
            body.append(hand(cards, label=f"Jeu de {names[p]}", empty="plus de carte"))
        players.append(player_area(names[p], *body, you=p == me, badges=badges,
                                   current=p == state.turn and state.phase != "fin"))
    # the table: the others above the bids or the trick, the reader's own area (first in `order`) below
    parts.append(table_layout(centre, players[1:] if me is not None else players, players[0] if me is not None else ""))
    parts.insert(0, final_ranking_of(game, state))  # the table the game ends on, above the board
    return el("div", *parts, class_="bga-board", data_jeu="charuma")


def _groups(state, names, legal, me) -> str:
    rows = []
    for gi, cards in enumerate(state.groups):
        b = state.bids[gi]
        status = "sans enchère" if b is None else f"{names[b[0]]} : {b[1]} pt(s)"
        body = [row(*[card_span(c) for c in cards], text("span", status, class_="bga-badge"))]
        if me is not None:
            body.append(el("div", *[move_button(f"miser-{gi + 1}-{a}", f"{a}", legal,
                                                title=f"Miser {a} pt(s) sur le groupe {gi + 1}",
                                                aria_label=f"Miser {a} pt(s) sur le groupe {gi + 1}")
                                    for a in range(R.MIN_BID, R.MAX_BID + 1)],
                           class_="bga-actions", role="group", aria_label=f"Mises sur le groupe {gi + 1}"))
        rows.append(zone(f"Groupe {gi + 1}", *body))
    return el("div", *rows, class_="bga-row")


def _trick(state, names) -> str:
    shown = []
    for q, cards in state.trick:
        shown.append(el("span", text("span", names[q], class_="bga-badge"),
                        *[card_span(c) for c in cards], class_="bga-row"))
    body = [row(*shown) if shown else note("Personne n'a encore joué dans ce pli.")]
    if state.last_trick:
        w = state.last_trick["winner"]
        plays = [f"{names[q]} {R.play_label(cs)}" for q, cs in state.last_trick["plays"]]
        body.append(note(f"Pli précédent ({'; '.join(plays)}) : remporté par {names[w]}."))
    return zone("Pli en cours", *body)


def _my_hand(state, me, legal) -> str:
    cards = [card_span(c, part=R.card_code(c), title="Choisir " + R.card_label(c)) for c in state.visible[me]]
    if state.hidden[me]:
        cards.append(HIDDEN_MARK)
    cards += [card_span(c, hidden=True, part=R.card_code(c), title="Choisir " + R.card_label(c) + " (cachée)")
              for c in state.hidden[me]]
    if state.phase != "plis":
        return hand([card_span(c) for c in state.visible[me]] + ([HIDDEN_MARK] if state.hidden[me] else [])
                    + [card_span(c, hidden=True) for c in state.hidden[me]], label="Votre jeu")
    return compose(cards, [("jouer-{}", "Jouer")], label="Votre jeu (visibles puis cachées)",
                   hint="Choisissez 1 carte, ou 2 cartes de même valeur (une paire), puis « Jouer ».")


def render_pli(game, state, viewer, legal) -> str:
    from .calculators import FACES, face_code
    n = len(state.plays)
    parts = [note("Le Joueur 1 ouvre, les autres suivent dans l'ordre. Choisissez un joueur, puis ajoutez "
                  "des cartes à son jeu ; cliquez une carte posée pour la retirer.")]
    seats = []
    w = state.winner()
    for k in range(n):
        cards = [card_span(c, move="retirer-" + R.card_code(c), legal=legal, title="Retirer du pli")
                 for c in state.plays[k]]
        badges = ["remporte le pli" if k == w else "", "en cours d'édition" if k == state.selected else ""]
        seats.append(player_area(f"Joueur {k + 1}", hand(cards, label=f"Jeu du Joueur {k + 1}", empty="rien"),
                                 current=k == state.selected, badges=badges))
    parts.append(el("div", *seats, class_="bga-row bga-table"))
    parts.append(el("div", *[move_button(f"joueur-{k + 1}", f"Jeu du Joueur {k + 1}", legal)
                             for k in range(n)], move_button("vider", "Vider le pli", legal),
                    class_="bga-actions"))
    grid = [colour_card(R.value_label(v), R.COLOURS[col], R.COLOURS[col], small=True,
                        name=f"{'As' if v == 1 else v} {R.COLOURS[col]}",
                        move="carte-" + face_code(col, v), legal=legal,
                        title=f"Ajouter au jeu du Joueur {state.selected + 1}")
            for col, v in FACES]
    parts.append(el("div", *grid, class_="bga-grid bga-cardgrid", style="--cols: 10",
                    role="group", aria_label="Cartes à ajouter"))
    parts.append(zone("Qui remporte ce pli, et pourquoi", el("ul", *[text("li", line) for line in state.explanation()],
                                                              class_="bga-note")))
    return el("div", *parts, class_="bga-board", data_jeu="charuma-pli")
