"""HTML view of Break the Code (mode « partie »), via engine.markup.

The reader's rack (tiles filled with their colour, lettered A to E), the
others' racks face down with the answers each has given, the visible
question cards as buttons, the guess built tile by tile, and the deduction
helper: how many codes are still consistent with the answers heard, and the
first of them.
"""

from __future__ import annotations

from ...markup import (banner, badge, card_back, colour_card, el, move_button, note, player_area, row, table_layout,
                       text, zone)
from . import rules as R

SHOWN_CODES = 12


def tile_card(t: int, letter: str = "", **kw) -> str:
    c = R.colour(t)
    name = (f"{letter} : " if letter else "") + R.label(t)
    return colour_card(R.number(t), R.PALETTE[c], R.COLOUR_NAME[c], small=True, name=name,
                       note=(f"{letter} {R.COLOUR_NAME[c]}" if letter else ""), **kw)


def rack_row(tiles, label: str) -> str:
    return el("div", *[tile_card(t, R.LETTERS[i]) for i, t in enumerate(R.rack_order(tiles))],
              class_="bga-hand", role="group", aria_label=label)


def hidden_row(count: int, label: str) -> str:
    return el("div", *[card_back(f"tuile cachée {R.LETTERS[i]}") for i in range(count)],
              class_="bga-hand", role="group", aria_label=label)


def answers_of(state, q: int) -> str:
    items = []
    for entry in state.questions:
        for p, ans in entry["reponses"]:
            if p == q:
                items.append(text("li", f"{R.SHORT[entry['carte']]} : {R.answer_text(entry['carte'], ans)}"))
    if not items:
        return note("Aucune réponse pour l'instant.")
    return el("ul", *items, class_="bga-note bga-answers")


def status(state, me, names) -> str:
    if state.phase == "fin":
        return "La partie est terminée."
    who = names[state.turn]
    if state.turn != me:
        return f"À {who} de jouer."
    if state.phase == "proposition":
        return (f"Choisissez les {R.target_size(state.players)} tuiles du code dans l'ordre du chevalet "
                "(croissant, le noir avant le blanc), puis validez.")
    if state.final_round():
        return ("Un joueur a trouvé le code : vous n'avez pas joué autant de tours que lui, vous pouvez "
                "tenter de le trouver aussi.")
    if not state.visible:
        return "Plus aucune carte question : il ne reste qu'à deviner le code."
    return "À vous : posez une question (les autres y répondent honnêtement) ou devinez le code."


def end_banner(state, me, names) -> str:
    won = [p for p in range(state.players) if state.found[p]]
    if me is not None and state.found[me]:
        tail = " (égalité)" if len(won) > 1 else ""
        return banner(f"Partie terminée : vous avez trouvé le code, vous gagnez{tail} !", "bien")
    if won:
        return banner(f"Partie terminée : {state.game.seat_list(won)} "
                      f"{'a' if len(won) == 1 else 'ont'} trouvé le code ; pas vous.", "mal")
    return banner("Partie terminée : tous les joueurs se sont trompés, personne ne gagne.", "mal")


def guess_builder(state, me, legal) -> str:
    size = R.target_size(state.players)
    chosen = [tile_card(t, R.LETTERS[i]) for i, t in enumerate(state.guess)]
    chosen += [card_back(f"tuile {R.LETTERS[i]} à choisir") for i in range(len(state.guess), size)]
    faces = sorted({R.face(t) for t in R.TILES})
    choices = [tile_card(f, move="tuile-" + R.code(f), legal=legal, title=f"Ajouter {R.label(f)} à la proposition")
               for f in faces]
    return zone("Votre proposition",
                el("div", *chosen, class_="bga-hand", role="group", aria_label="Proposition en cours"),
                el("div", *choices, class_="bga-row", role="group", aria_label="Tuiles à proposer"),
                el("div", move_button("valider", "Valider la proposition", legal),
                   move_button("annuler", "Annuler la proposition", legal), class_="bga-actions"))


def my_moves(state, me, legal) -> list:
    if state.phase == "proposition" and state.turn == me:
        return [guess_builder(state, me, legal)]
    buttons = [move_button("question-" + c, R.question(c), legal, cls="bga-question") for c in state.visible]
    buttons.append(move_button("deviner", "Deviner le code", legal))
    if state.final_round():
        buttons.append(move_button("passer", "Ne pas tenter", legal, data_definitif="true"))
    return [zone(f"Cartes questions ({len(state.deck)} dans la pioche)",
                 el("div", *buttons, class_="bga-actions"))]


def helper(state, me) -> str:
    found = R.deduce(state.view(me))
    codes = found["codes"]
    count = len(codes)
    head = (f"{count} code{'s' if count > 1 else ''} encore possible{'s' if count > 1 else ''}"
            " avec les réponses entendues")
    if state.players == 2:
        head += " (le chevalet de l'adversaire)."
    else:
        head += " (le code central)."
    chips = [badge(R.code_text(c)) for c in codes[:SHOWN_CODES]]
    if count > SHOWN_CODES:
        chips.append(text("span", f"… et {count - SHOWN_CODES} autres", class_="bga-note"))
    listed = [row(*chips)]
    if state.players > 2:
        listed.append(note(" ; ".join(f"{state.game.seat_name(q)} : {len(set(r.faces))} chevalet(s) possible(s)"
                                      for q, r in sorted(found["racks"].items())) + "."))
    listed.append(note("n = noir, b = blanc, v = vert ; chaque code est écrit dans l'ordre du chevalet."))
    # the count stays in sight, the codes themselves fold (the phone's first screens are the racks)
    return zone("Aide à la déduction", note(head),
                el("details", text("summary", "Voir les codes possibles"), *listed, class_="bga-hidden-info"))


def render_partie(game, state, viewer, legal) -> str:
    n = state.players
    names = [game.seat_name(p) for p in range(n)]
    me = viewer if viewer is not None and 0 <= viewer < n else None
    over = state.phase == "fin"
    parts = []
    if over:
        parts.append(end_banner(state, me, names))
    elif me is not None and state.out[me]:
        parts.append(banner("Vous vous êtes trompé : vous êtes éliminé, mais vous répondez toujours aux questions.",
                            "mal"))
    parts.append(note(status(state, me, names)))
    order = ([me] if me is not None else []) + [p for p in range(n) if p != me]
    areas = []
    for p in order:
        badges = ["a trouvé le code" if state.found[p] else "éliminé" if state.out[p] else "",
                  f"{state.turns[p]} tour(s)"]
        if p == me:
            body = [rack_row(state.racks[p], "Votre chevalet")]
            if not over and state.turn == me:
                body += my_moves(state, me, legal)
        else:
            body = [rack_row(state.racks[p], f"Chevalet de {names[p]}") if over
                    else hidden_row(len(state.racks[p]), f"Chevalet de {names[p]}"),
                    answers_of(state, p)]
        areas.append(player_area(names[p], *body, you=p == me, current=p == state.turn and not over,
                                 out=state.out[p], badges=badges))
    centre = ""
    if n > 2:
        code = (rack_row(state.code, "Code central") if over
                else hidden_row(len(state.code), "Code central"))
        centre = zone("Code à trouver", code)
    # the table: the others above the central code, the reader's own area (first in `order`) below
    parts.append(table_layout(centre, areas[1:] if me is not None else areas, areas[0] if me is not None else ""))
    if me is not None and not over:
        parts.append(helper(state, me))
    return el("div", *parts, class_="bga-board", data_jeu="breakthecode")
