"""HTML views of Red7 (the manche and the calculator), via engine.markup."""

from __future__ import annotations

from ...markup import el, move_button, text, zone
from . import rules as R


def card_span(c: int, small: bool = False) -> str:
    col = R.colour_of(c)
    return text("span", str(R.value_of(c)), class_="bga-card" + (" bga-small" if small else ""),
                data_color=R.COLOURS[col], style=f"--c: {R.COLOUR_HEX[col]}", title=R.card_label(c))


def card_button(move: str, c: int, legal, title: str, small: bool = False) -> str:
    return move_button(move, R.card_label(c), legal, cls="bga-card" + (" bga-small" if small else ""),
                       title=title)


def row(items) -> str:
    return el("div", *items, class_="bga-row")


def rule_banner(rule: str) -> str:
    k = R.COLOURS.index(rule)
    return text("p", f"Règle en vigueur : {R.COLOUR_LABELS[k]} — {R.RULE_TEXT[rule]}.",
                class_="bga-note", style=f"--c: {R.COLOUR_HEX[k]}")


def explanation(lines: list[str]) -> str:
    return el("ul", *[text("li", line) for line in lines], class_="bga-note")


PHASE_TEXT = {
    "debut": "Jouez une carte sur votre palette, défaussez-en une sur la toile pour changer la règle "
             "(seulement si vous devenez vainqueur), ou passez (éliminé).",
    "apres": "Défaussez une carte sur la toile (seulement si vous devenez vainqueur) ou terminez le "
             "tour : qui n'est pas vainqueur à la fin de son tour est éliminé.",
    "effet-1": "Effet du 1 : retirez une carte de la palette d'un adversaire qui a autant ou plus de "
               "cartes que vous.",
    "effet-5": "Effet du 5 : jouez une autre carte de votre main sur votre palette.",
    "effet-7": "Effet du 7 : défaussez une carte de votre palette sur la toile ou sur la pioche.",
    "fin": "La manche est terminée.",
}


def render_partie(game, state, viewer, legal) -> str:
    g = state.game
    n = state.players
    names = [g.seat_name(p) for p in range(n)]
    rule = state.rule()
    parts = [rule_banner(rule)]
    who = names[state.turn]
    parts.append(text("p", ("À " + who + " : " if state.phase != "fin" else "") + PHASE_TEXT[state.phase],
                      class_="bga-note"))
    top = [card_span(state.canvas[-1])] if state.canvas else [text("span", "règle de départ Rouge",
                                                                     class_="bga-badge")]
    parts.append(row([zone("Toile", row(top + [text("span", f"{len(state.canvas)} carte(s)",
                                                     class_="bga-badge")])),
                      zone("Pioche", text("span", f"{len(state.deck)} carte(s)", class_="bga-badge"))]))

    players = []
    for p in range(n):
        cls = "bga-player"
        if not state.active[p]:
            cls += " bga-out"
        elif p == state.turn and state.phase != "fin":
            cls += " bga-current"
        badge = ("éliminé" if not state.active[p] else
                 "vainqueur" if state.winner == p else
                 "en tête" if state.leader() == p else "")
        head = text("h4", names[p] + (" (vous)" if p == viewer else ""), class_="bga-zone-title")
        cards = []
        for c in sorted(state.palettes[p], reverse=True):
            mv = f"retirer-{p + 1}-{R.card_code(c)}"
            if state.phase == "effet-1" and p != state.turn:
                cards.append(card_button(mv, c, legal, f"Retirer {R.card_label(c)}", small=True))
            else:
                cards.append(card_span(c, small=True))
        info = [head, row(cards), text("p", f"{len(state.hands[p])} carte(s) en main")]
        if badge:
            info.append(text("span", badge, class_="bga-badge"))
        players.append(el("div", *info, class_=cls))
    parts.append(zone("Palettes", el("div", *players, class_="bga-row")))
    parts.append(zone("Qui mène ?", explanation(R.explain(state.palettes, rule, state.active, names))))

    if viewer is not None and 0 <= viewer < n:
        hand = sorted(state.hands[viewer], reverse=True)
        body = []
        if state.phase == "effet-7" and state.turn == viewer:
            for where in ("toile", "pioche"):
                body.append(row([text("span", f"Vers la {where} :", class_="bga-badge")]
                                + [card_button(f"sept-{where}-{R.card_code(c)}", c, legal,
                                               f"{R.card_label(c)} vers la {where}")
                                   for c in sorted(state.palettes[viewer], reverse=True)]))
        body.append(row([text("span", "Sur la palette :", class_="bga-badge")]
                        + [card_button("palette-" + R.card_code(c), c, legal,
                                       f"Jouer {R.card_label(c)} sur votre palette") for c in hand]))
        body.append(row([text("span", "Sur la toile :", class_="bga-badge")]
                        + [card_button("toile-" + R.card_code(c), c, legal,
                                       f"Règle {R.COLOUR_LABELS[R.colour_of(c)]} : "
                                       f"{R.RULE_TEXT[R.COLOURS[R.colour_of(c)]]}") for c in hand]))
        acts = [move_button("finir", "Terminer le tour", legal),
                move_button("passer", "Passer (éliminé)", legal)]
        body.append(el("div", *acts, class_="bga-actions"))
        parts.append(zone("Votre main", *body))
    return el("div", *parts, class_="bga-board", data_jeu="red7")


def render_calculateur(game, state, viewer, legal) -> str:
    n = len(state.palettes)
    names = [f"Joueur {p + 1}" for p in range(n)]
    parts = [text("p", "Choisissez la règle, le joueur dont vous remplissez la palette, puis "
                       "cliquez des cartes pour les ajouter ou les retirer.", class_="bga-note")]
    parts.append(el("div", *[move_button("regle-" + c, f"Règle {R.COLOUR_LABELS[k]}"
                                         + (" (en vigueur)" if c == state.rule else ""), legal)
                             for k, c in enumerate(R.COLOURS)], class_="bga-actions"))
    parts.append(el("div", *[move_button(f"joueur-{p + 1}", f"Palette du {names[p]}"
                                         + (" (active)" if p == state.selected else ""), legal)
                             for p in range(n)], class_="bga-actions"))
    grid = []
    for col in range(7):
        for v in range(7, 0, -1):
            c = R.card(col, v)
            owner = next((p for p in range(n) if c in state.palettes[p]), None)
            label = R.card_label(c) + (f" (J{owner + 1})" if owner is not None else "")
            grid.append(move_button("carte-" + R.card_code(c), label, legal,
                                    cls="bga-card bga-small" + (" bga-current" if owner is not None else ""),
                                    title=(f"dans la palette du {names[owner]}" if owner is not None
                                           else f"ajouter à la palette du {names[state.selected]}")))
    parts.append(el("div", *grid, class_="bga-grid", style="--cols: 7"))
    parts.append(rule_banner(state.rule))
    players = []
    lead = R.leader(state.palettes, state.rule, [True] * n) if all(state.palettes) else None
    for p in range(n):
        cls = "bga-player" + (" bga-current" if p == lead else "")
        players.append(el("div", text("h4", names[p] + (" — mène" if p == lead else ""),
                                      class_="bga-zone-title"),
                          row([card_span(c, True) for c in sorted(state.palettes[p], reverse=True)]
                              or [text("span", "palette vide", class_="bga-badge")]), class_=cls))
    parts.append(zone("Palettes", el("div", *players, class_="bga-row")))
    parts.append(zone("Qui mène, et pourquoi", explanation(state.explanation())))
    return el("div", *parts, class_="bga-board", data_jeu="red7-calculateur")
