"""HTML view of Tichu's card-passing convention, via engine.markup."""

from __future__ import annotations

from ...markup import banner, colour_card, compose, el, move_button, note, player_area, row, text, zone
from . import rules as T


def card_span(c: int, **kw) -> str:
    suit = T.SUITS[T.suit_of(c)]
    return colour_card(T.rank_label(T.rank_of(c)), suit, suit, name=T.card_label(c), small=True, **kw)


def render_passes(game, state, viewer, legal) -> str:
    parts = []
    seats = []
    for seat in T.SEATS:
        c = state.passes[seat]
        body = (card_span(c, move=f"reprendre-{seat}", legal=legal, title="Reprendre cette carte")
                if c is not None else text("span", "—", class_="bga-badge"))
        seats.append(player_area(T.SEAT_LABEL[seat].capitalize(), body))
    parts.append(el("div", *seats, class_="bga-row bga-table"))
    if state.phase == "choix":
        placed = state.placed()
        cards = [card_span(c, part=T.CODES[c], title="Choisir " + T.card_label(c))
                 for c in state.hand if c not in placed]
        parts.append(compose(cards, [("gauche-{}", "À gauche"), ("droite-{}", "À droite"),
                                     ("partenaire-{}", "Au partenaire")],
                             label="Votre main", max_parts=1,
                             extra=move_button("valider", "Valider les passes", legal),
                             hint="Choisissez une carte, puis à qui la passer."))
        parts.append(el("ul", *[text("li", line) for line in state.advice()], class_="bga-note"))
    else:
        parts.append(banner("Passes faites : voici ce que disent les cartes reçues des adversaires.", "info"))
        got = state.received
        parts.append(row(*[el("span", text("span", f"de {T.SEAT_LABEL[s]}", class_="bga-badge"),
                                  card_span(got[s]), class_="bga-row")
                           for s in ("gauche", "droite", "partenaire")]))
        items = []
        for seat, c, what, real in state.readings():
            items.append(el("li", text("span", f"{T.card_label(c)} reçu de {T.SEAT_LABEL[seat]} : pour votre "
                                               f"partenaire, {what}"),
                            el("details", text("summary", "Ce qu'il a vraiment reçu"),
                               text("span", T.card_label(real)))))
        items.append(text("li", "La carte de votre partenaire ne se lit pas : la page ne donne de convention "
                                "que pour les cartes des adversaires."))
        parts.append(el("ul", *items, class_="bga-note"))
    parts.append(el("div", move_button("nouvelle-main", "Nouvelle main", legal), class_="bga-actions"))
    return el("div", *parts, class_="bga-board", data_jeu="tichu")
