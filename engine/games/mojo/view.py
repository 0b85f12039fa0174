"""HTML view of Mojo's card-count table, via engine.markup.

The deck as the page lists it: one row per colour, each value a stack of its
cards with how many there are; above, the filters as the cards they choose
(a chosen filter is pressed, not greyed). The page's own text says that the
lines sum to 61, not the 79 announced: the example shows the table as it is.
"""

from __future__ import annotations

from ...markup import card_stack, colour_card, el, note, piece, text, zone
from . import rules as M

LABEL = {row[0]: row for row in M.TABLE}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n > 1 else ''}"


def stack(cid: str, value, copies: int) -> str:
    _, palette, label, _, _ = LABEL[cid]
    if cid == "mojo":
        card = colour_card("M", palette, "Mojo", name=f"{_plural(copies, 'carte')} Mojo (valant {M.MOJO_VALUE})")
    else:
        name = label[:-1] if label.endswith("s") else label
        card = colour_card(value, palette, name, name=f"{copies} cartes {label} de valeur {value}")
    return card_stack(card, copies)


def render_comptes(game, state, viewer, legal) -> str:
    chosen = state.colour or "toutes"
    colours = []
    for c in M.COLOUR_IDS + ("toutes",):
        if c == "toutes":
            card = piece(text("span", "Toutes", class_="bga-cname"), "Toutes les couleurs",
                         cls="bga-card bga-ccard bga-chip", data_colour="gris", move="couleur-toutes", legal=legal,
                         selected=chosen == c, title="Montrer toutes les couleurs")
        else:
            _, palette, label, _, _ = LABEL[c]
            card = piece(text("span", label.capitalize(), class_="bga-cname"),
                         f"Cartes {label}" if c != "mojo" else "Carte Mojo", cls="bga-card bga-ccard bga-chip",
                         data_colour=palette, move=f"couleur-{c}", legal=legal, selected=chosen == c,
                         title=f"Ne montrer que les cartes {label}")
        colours.append(card)
    values = [piece(text("span", v, class_="bga-value"), f"Valeur {v}", cls="bga-card bga-ccard bga-chip",
                    data_colour="blanc", move=f"valeur-{v}", legal=legal, selected=state.value == v,
                    title=(f"Retirer le filtre de valeur {v}" if state.value == v else f"Ne montrer que la valeur {v}"))
              for v in M.VALUES]
    filters = zone("Filtres (cliqué à nouveau : retiré)",
                   el("div", *colours, class_="bga-row", role="group", aria_label="Filtrer par couleur"),
                   el("div", *values, class_="bga-row", role="group", aria_label="Filtrer par valeur"))
    shown = state.shown()
    count = sum(c for _, _, c in shown)
    rows = []
    for cid in M.COLOUR_IDS:
        mine = [x for x in shown if x[0] == cid]
        if mine:
            label = LABEL[cid][2]
            rows.append(el("div", text("span", f"{label.capitalize()} : {sum(c for _, _, c in mine)}",
                                       class_="bga-note bga-row-label"),
                           *[stack(*x) for x in mine], class_="bga-row bga-deckrow", role="group",
                           aria_label=f"Cartes {label}"))
    deck = zone(f"Le paquet selon la page : {_plural(count, 'carte')} affichée{'s' if count > 1 else ''}",
                *(rows or [note("Aucune carte pour ce filtre.")]))
    lines = [text("li", f"{r[3]} cartes {r[2]} : " + " + ".join(str(c) for _, c in r[4]) + f" = {M.line_sum(r)}")
             for r in M.TABLE]
    sums = " + ".join(str(r[3]) for r in M.TABLE)
    # the sum in sight, each line's own count folded (the phone's first screens are the cards)
    tally = zone("Le compte des lignes",
                 text("p", f"Somme des lignes de la page : {sums} = {M.total()} cartes.", class_="bga-note"),
                 el("details", text("summary", "Ligne par ligne"), el("ul", *lines, class_="bga-note")))
    return el("div", filters, deck, tally, class_="bga-board", data_jeu="mojo")
