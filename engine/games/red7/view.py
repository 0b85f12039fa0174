"""HTML views of Red7 (the manche and the calculator), via engine.markup."""

from __future__ import annotations

from ...markup import (banner, card_grid, colour_card, compose, el, hand, move_button, player_area, table_layout, text,
                       zone)
from . import rules as R


def card_span(c: int, small: bool = False, **kw) -> str:
    """A Red7 card: filled with its colour, its value large, the colour named. Each of the 49
    cards is once in the game: its code is its identity (`data-piece`), so that the page shows
    it go from a hand to a palette or the canvas."""
    col = R.colour_of(c)
    kw.setdefault("data_piece", "carte-" + R.card_code(c))
    return colour_card(R.value_of(c), R.COLOURS[col], R.COLOUR_LABELS[col], small=small, **kw)


def card_button(move: str, c: int, legal, title: str, small: bool = False) -> str:
    return card_span(c, small=small, move=move, legal=legal, title=title)


def row(items) -> str:
    return el("div", *items, class_="bga-row")


def rule_banner(rule: str) -> str:
    k = R.COLOURS.index(rule)
    return el("p", el("span", text("span", R.COLOUR_LABELS[k], class_="bga-cname"), class_="bga-rule-chip",
                      data_colour=rule),
              text("span", f" Règle en vigueur : {R.COLOUR_LABELS[k]} — {R.RULE_TEXT[rule]}."),
              class_="bga-rule")


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
    parts = []
    me = viewer if viewer is not None and 0 <= viewer < n else None
    if state.phase == "fin" and me is not None:
        if state.winner == me:
            parts.append(banner("Manche terminée : vous gagnez !", "bien"))
        else:
            why = "vous avez été éliminé" if not state.active[me] else "vous n'êtes pas en tête"
            won = names[state.winner] if state.winner is not None else "personne"
            parts.append(banner(f"Manche terminée : {won} gagne ; {why}.", "mal"))
    elif me is not None and not state.active[me]:
        parts.append(banner("Vous êtes éliminé : vous n'étiez pas en tête à la fin de votre tour.", "mal"))
    parts.append(rule_banner(rule))
    # the advanced rules change nothing in the opening position: the reader is told they are on
    variants = [words for on, words in ((state.advanced_draw, "pioche avancée (piocher quand la carte posée sur la "
                                                              "toile dépasse le nombre de cartes de sa palette)"),
                                        (state.actions, "actions des cartes impaires")) if on]
    if variants:
        parts.append(text("p", "Règles avancées en jeu : " + " ; ".join(variants) + ".", class_="bga-note"))
    who = names[state.turn]
    parts.append(text("p", ("À " + who + " : " if state.phase != "fin" else "") + PHASE_TEXT[state.phase],
                      class_="bga-note"))
    top = [card_span(state.canvas[-1])] if state.canvas else [text("span", "règle de départ Rouge",
                                                                     class_="bga-badge")]
    centre = row([zone("Toile", row(top + [text("span", f"{len(state.canvas)} carte(s)",
                                                   class_="bga-badge")])),
                  zone("Pioche", text("span", f"{len(state.deck)} carte(s)", class_="bga-badge"))])

    # the table: the opponents above the canvas, the reader's palette, hand and moves below
    players, mine = [], ""
    for p in range(n):
        badges = ["éliminé" if not state.active[p] else
                  "vainqueur" if state.winner == p else
                  "en tête" if state.leader() == p else "",
                  f"{len(state.hands[p])} carte(s) en main"]
        cards = []
        for c in sorted(state.palettes[p], reverse=True):
            mv = f"retirer-{p + 1}-{R.card_code(c)}"
            if state.phase == "effet-1" and p != state.turn and p != me:
                cards.append(card_button(mv, c, legal, f"Retirer {R.card_label(c)} de cette palette", small=True))
            else:
                cards.append(card_span(c, small=True))
        body = [hand(cards, label=f"Palette de {names[p]}", empty="palette vide")]
        if p == me:
            body.extend(_my_moves(state, me, legal))
        area = player_area(names[p], *body, you=p == me, out=not state.active[p],
                           current=p == state.turn and state.phase != "fin", badges=badges)
        if p == me:
            mine = area
        else:
            players.append(area)
    parts.append(table_layout(centre, players, mine))
    parts.append(el("details", text("summary", "Qui mène, et pourquoi ?"),
                    explanation(R.explain(state.palettes, rule, state.active, names)), class_="bga-zone"))
    return el("div", *parts, class_="bga-board", data_jeu="red7")


def _my_moves(state, me, legal) -> list:
    """The reader's hand and moves, inside their own area: choose a card, then where it goes."""
    out = []
    # « Si un joueur n'est pas le vainqueur à la fin de son tour, il est éliminé » (the page):
    # ending the turn while not leading eliminates; the shell asks for a second click first.
    losing = "finir" in legal and state.leader() != me
    warning = "Vous n'êtes pas en tête : terminer le tour maintenant vous élimine de la manche." if losing else None
    ends = "".join([move_button("finir", "Terminer le tour", legal, data_definitif="true", data_confirmer=warning),
                     move_button("passer", "Passer (éliminé)", legal, data_definitif="true")])
    if state.phase == "effet-7" and state.turn == me:
        mine = sorted(state.palettes[me], reverse=True)
        out.append(compose([card_span(c, part=R.card_code(c), title="Choisir " + R.card_label(c)) for c in mine],
                           [("sept-toile-{}", "Vers la toile"), ("sept-pioche-{}", "Vers la pioche")],
                           label="Votre palette (effet du 7)", max_parts=1,
                           hint="Choisissez une carte de votre palette, puis où la défausser."))
    cards = sorted(state.hands[me], reverse=True)
    out.append(compose([card_span(c, part=R.card_code(c),
                                  title=f"{R.card_label(c)} — sur la toile : règle {R.RULE_TEXT[R.COLOURS[R.colour_of(c)]]}")
                        for c in cards],
                       [("palette-{}", "Sur ma palette"), ("toile-{}", "Sur la toile (nouvelle règle)")],
                       label="Votre main", max_parts=1, extra=ends,
                       hint="Choisissez une carte de votre main, puis où la jouer."))
    return out


def render_calculateur(game, state, viewer, legal) -> str:
    """The rule in force first (the canvas card), then the 49 cards to give out, then who leads;
    the rule choice and the full count fold away, so the example fits a phone screen and a half."""
    n = len(state.palettes)
    names = [f"Joueur {p + 1}" for p in range(n)]
    parts = [rule_banner(state.rule)]
    parts.append(el("details", text("summary", "Changer la règle"),
                    el("div", *[move_button("regle-" + c, f"Règle {R.COLOUR_LABELS[k]}"
                                            + (" (en vigueur)" if c == state.rule else ""), legal)
                                for k, c in enumerate(R.COLOURS)], class_="bga-actions"),
                    class_="bga-hidden-info bga-rule-choice"))
    parts.append(el("div", text("span", "Cliquez des cartes pour la palette du :", class_="bga-note"),
                    *[move_button(f"joueur-{p + 1}", names[p] + (" (active)" if p == state.selected else ""),
                                  legal, cls="bga-current" if p == state.selected else "")
                      for p in range(n)], class_="bga-actions"))
    grid = []
    for col in range(7):
        for v in range(7, 0, -1):
            c = R.card(col, v)
            owner = next((p for p in range(n) if c in state.palettes[p]), None)
            label = R.card_label(c) + (f" (J{owner + 1})" if owner is not None else "")
            grid.append(card_span(c, small=True, move="carte-" + R.card_code(c), legal=legal,
                                  selected=owner is not None, note=(f"J{owner + 1}" if owner is not None else None),
                                  name=label,
                                  title=(f"dans la palette du {names[owner]}" if owner is not None
                                         else f"ajouter à la palette du {names[state.selected]}")))
    parts.append(card_grid(grid, 7, label="Les 49 cartes, une couleur par ligne"))
    players = []
    lead = R.leader(state.palettes, state.rule, [True] * n) if all(state.palettes) else None
    for p in range(n):
        cls = "bga-player" + (" bga-current" if p == lead else "")
        players.append(el("div", text("h4", names[p] + (" — mène" if p == lead else ""),
                                      class_="bga-zone-title"),
                          row([card_span(c, True) for c in sorted(state.palettes[p], reverse=True)]
                              or [text("span", "palette vide", class_="bga-badge")]), class_=cls))
    lines = state.explanation()
    verdict = el("p", text("strong", lines[-1]), class_="bga-note") if lines else ""
    parts.append(zone("Qui mène, et pourquoi", verdict,
                      el("details", text("summary", "Les palettes et le décompte"),
                         el("div", *players, class_="bga-row"), explanation(lines), class_="bga-hidden-info")))
    return el("div", *parts, class_="bga-board", data_jeu="red7-calculateur")
