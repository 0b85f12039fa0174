"""HTML view of Expressions (mode « indices »), via engine.markup."""

from __future__ import annotations

from ...markup import badge, card_back, colour_card, compose, el, hand, move_button, note, player_area, row, text, zone
from . import rules as R
from .calculators import NAMES

SHORT = {"haute": "plus haute", "basse": "plus basse", "derniere": "dernière", "reste": "il en reste"}


def card_span(c: int, **kw) -> str:
    col = R.colour_of(c)
    return colour_card(R.value_of(c), R.COLOURS[col], R.COLOUR_NAMES[col], small=True,
                       name=kw.pop("name", R.label(c)), **kw)


def clue_span(clue: dict) -> str:
    """A clue on the table: the card (its colour written on it) and the side turned to the centre."""
    c, side = clue["carte"], clue["cote"]
    return el("span", card_span(c, title=R.SIDES[side]), text("span", SHORT[side], class_="bga-badge"),
              class_="bga-row")


def render_indices(game, state, viewer, legal) -> str:
    parts = [note("Jouez une carte de votre main comme indice (choisissez-la, puis le côté), ou devinez une "
                  "carte de la main d'un autre joueur avec ses indices.")]
    if state.result:
        # the live region wraps the list (a role on the <ul> itself would take its list semantics away)
        parts.append(el("div", el("ul", *[text("li", line) for line in state.result], class_="bga-note bga-result"),
                        role="status"))
    areas = []
    for p in range(3):
        clues = [clue_span(cl) for cl in state.clues if cl["joueur"] == p]
        body = []
        if p == 0:
            if state.alone_with_cards():
                actions = [("poser-{}", "Placer en Harmonie")]
            else:
                actions = [("indice-{}-" + side, "Indice : " + SHORT[side]) for side in R.SIDES]
            body.append(compose([card_span(c, part=R.code(c), title="Choisir le " + R.label(c))
                                 for c in state.hands[0]], actions, label="Votre main", max_parts=1,
                                hint="Choisissez une carte, puis l'indice à montrer." if state.hands[0]
                                else "Main vide : vous devez deviner une carte."))
        elif state.shown:
            body.append(hand([card_span(c) for c in state.hands[p]], label=f"Main de {NAMES[p]}", empty="main vide"))
        else:
            body.append(hand([card_back() for _ in state.hands[p]], label=f"Main cachée de {NAMES[p]}",
                             empty="main vide"))
        body.append(el("div", text("span", "Indices :", class_="bga-note"), *clues, class_="bga-row")
                    if clues else note("Aucun indice devant lui." if p else "Aucun indice devant vous."))
        areas.append(player_area(NAMES[p], *body, you=p == 0,
                                 badges=[f"{len(state.hands[p])} carte(s)"] + (["cible"] if p == state.target else [])))
    parts.append(el("div", *areas, class_="bga-row bga-table"))
    parts.append(row(
        zone(f"Harmonie : {len(state.harmonie)}", hand([card_span(c) for c in state.harmonie], label="Harmonie",
                                                       empty="vide")),
        zone(f"Agonie : {len(state.agonie)}", hand([card_span(c) for c in state.agonie], label="Agonie",
                                                   empty="vide"))))
    seen = state.visible_cards()
    grid = []
    for c in R.DECK:
        state_word = ("dans votre main" if c in state.hands[0] else "visible" if c in seen else "")
        grid.append(card_span(c, move="deviner-" + R.code(c), legal=legal,
                              name=R.label(c) + (f" ({state_word})" if state_word else ""),
                              title=f"Deviner : le Joueur {state.target + 1} a-t-il le {R.label(c)} ?"))
    other = 2 if state.target == 1 else 1
    toggle = "cacher" if state.shown else "montrer"
    parts.append(zone(f"Deviner une carte du Joueur {state.target + 1}",
                      el("div", move_button(f"cible-{other + 1}", f"Deviner chez le Joueur {other + 1}", legal),
                         move_button(toggle, "Cacher les mains" if state.shown else "Montrer les mains cachées",
                                     legal), class_="bga-actions"),
                      el("div", *grid, class_="bga-grid bga-cardgrid", style="--cols: 8")))
    return el("div", *parts, class_="bga-board", data_jeu="expressions")
