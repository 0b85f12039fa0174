"""HTML view of Mojo's card count, via engine.markup.

The draw pile (a click turns its top card over), the cards already turned on
the table, and what is left: one row per colour, each value a stack of the
cards still to come with how many there are (the page's numbers minus the
table). A stack's click counts its value; the values the page never lists
(5, 6, 7) are empty places, refused with the page's miscount.
"""

from __future__ import annotations

from ...markup import banner, card_back, card_stack, colour_card, el, note, piece, text, zone
from . import rules as M
from .calculators import split

LABEL = {row[0]: row for row in M.TABLE}
SHOWN = 12
"""The last cards turned over shown on the table (the others are counted in the stacks)."""


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n > 1 else ''}"


def card(code: str, small: bool = True, **kw) -> str:
    cid, v = split(code)
    _, palette, label, _, _ = LABEL[cid]
    if cid == "mojo":
        return colour_card("M", palette, "Mojo", name=f"carte Mojo (valant {M.MOJO_VALUE})", small=small, **kw)
    return colour_card(v, palette, label[:-1] if label.endswith("s") else label, name=f"{label[:-1]} {v}",
                       small=small, **kw)


def _left_stack(state, cid: str, v, legal) -> str:
    _, palette, label, _, values = LABEL[cid]
    left = state.left(cid, v)
    total = dict(values)[v]
    if cid == "mojo":
        name = f"carte Mojo (valant {M.MOJO_VALUE}) : {'encore à venir' if left else 'sortie'}"
        return card_stack(colour_card("M", palette, "Mojo", name=name), left) if left else \
            el("span", card_back(name=name), class_="bga-mojo-out")
    name = f"{label} de valeur {v} : {left} sur {total} encore à venir"
    counted = state.compte == v
    face = colour_card(v, palette, label[:-1], name=name + (" (comptée)" if counted else ""),
                       move=None if counted else f"valeur-{v}", legal=legal, selected=counted or None,
                       title=None if counted else f"Compter les {v} qui restent")
    return el("span", card_stack(face, left) if left else
              el("span", face, el("span", "× 0", class_="bga-stack-count", aria_hidden="true"), class_="bga-stack bga-mojo-empty"),
              class_="bga-mojo-left")


def render_comptage(game, state, viewer, legal) -> str:
    parts = []
    if not state.pioche:
        parts.append(banner(f"Pioche vide : les {M.total()} cartes de la page sont sur la table "
                            f"(la page en annonce {M.ANNOUNCED}).", "info"))
    pile = card_back(name=f"pioche : {_plural(len(state.pioche), 'carte')}", count=len(state.pioche), small=False,
                     move="piocher" if state.pioche else None, legal=legal,
                     title="Retourner la carte du dessus") if state.pioche else note("Pioche vide.")
    turned = state.table[-SHOWN:]
    older = len(state.table) - len(turned)
    table = [card(c) for c in turned]
    if table:   # the card just turned over, marked as the last move
        table[-1] = el("span", table[-1], class_="bga-last bga-mojo-new")
    head = el("div",
              el("div", pile, text("span", "Pioche", class_="bga-note"), class_="bga-mojo-pile"),
              el("div", *(table or [note("Cliquez la pioche pour retourner sa première carte.")]),
                 *([text("span", f"+ {older} avant", class_="bga-note")] if older else []),
                 class_="bga-row bga-mojo-table", role="group",
                 aria_label=f"La table : {_plural(len(state.table), 'carte')} retournée(s)"),
              class_="bga-row bga-mojo-head")
    rows = []
    for cid in M.COLOUR_IDS:
        _, _, label, count, values = LABEL[cid]
        rows.append(el("div", text("span", f"{label.capitalize()} : {state.left(cid)}/{count}",
                                   class_="bga-note bga-row-label"),
                       *[_left_stack(state, cid, v, legal) for v, _ in values],
                       class_="bga-row bga-deckrow", role="group", aria_label=f"Cartes {label} à venir"))
    missing = [piece(text("span", v, class_="bga-value"), f"valeur {v} : aucune carte dans la page",
                     cls="bga-card bga-ccard bga-small bga-mojo-missing", data_colour="blanc", move=f"valeur-{v}",
                     legal=legal, title=f"Compter les {v}") for v in M.missing_values()]
    rows.append(el("div", text("span", "Aucune ligne :", class_="bga-note bga-row-label"), *missing,
                   class_="bga-row bga-deckrow", role="group", aria_label="Valeurs que la page ne donne pas"))
    left = len(state.pioche)
    parts.append(zone(f"Sur la table : {_plural(len(state.table), 'carte')} retournée(s)", head))
    parts.append(zone(f"Encore à venir : {left} sur les {M.total()} cartes de la page", *rows))
    if state.compte is not None:
        v = state.compte
        total = sum(c for _, val, c in M.cards(value=v))
        parts.append(note(f"Valeur {v} : {state.out(value=v)} sortie(s), {state.left(value=v)} encore à venir "
                          f"sur {total}."))
    return el("div", *parts, class_="bga-board", data_jeu="mojo")
