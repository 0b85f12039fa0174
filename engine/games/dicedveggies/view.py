"""HTML view of the Diced Veggies cut, via engine.markup.

The block: a 5 × 5 grid of dice in their ingredient's colour, each a toggle
(« B3 : tomate 4, choisi », `aria-pressed`); the three checks of the current
choice (✓ / ✗ written, never colour alone); « Couper », « Vider »,
« Recommencer »; the dice already cut.
"""

from __future__ import annotations

from ...markup import board_grid, die, el, move_button, note, sr, text, zone
from . import rules as R

G = R.GRID


def _cell(state, i: int, legal) -> str:
    d = state.block[i]
    if d is None:
        return el("span", sr(f"{G.name(i)} : vide"), class_="bga-tile", data_terrain="vide")
    chosen = i in state.chosen
    name = f"{G.name(i)} : {R.die_name(d)}" + (", choisi" if chosen else "")
    return die(d[1], name=name, colour=R.INGREDIENTS[d[0]][1], move=f"de-{G.name(i)}", legal=legal,
               selected=chosen, title="Laisser ce dé" if chosen else "Choisir ce dé")


def render_coupe(game, state, viewer, legal) -> str:
    parts = [board_grid([_cell(state, i, legal) for i in G.squares()], G.cols, label="Le bloc de dés, 5 × 5")]
    checks = state.verdict()
    if checks:
        items = [text("li", f"{'✓' if ok else '✗'} {label}") for label, ok in checks]
        parts.append(el("ul", *items, class_="bga-note"))
    else:
        parts.append(note("Choisissez un dé de coin, puis ses voisins le long d'une bordure."))
    parts.append(el("div", move_button("couper", "Couper", legal), move_button("vider", "Vider le choix", legal),
                    move_button("recommencer", "Recommencer", legal), class_="bga-actions"))
    if state.taken:
        dice = [die(d[1], name=R.die_name(d), colour=R.INGREDIENTS[d[0]][1]) for d in state.taken]
        parts.append(zone(f"Vos dés ({len(dice)})", el("div", *dice, class_="bga-hand", role="group",
                                                       aria_label="Vos dés")))
    return el("div", *parts, class_="bga-board", data_jeu="dicedveggies-coupe")
