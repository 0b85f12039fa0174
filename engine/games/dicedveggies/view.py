"""HTML views of Diced Veggies (the cut; the cook, draw and refill), via engine.markup.

The block: a 5 × 5 grid of dice in their ingredient's colour, each a toggle
(« B3 : tomate 4, choisi », `aria-pressed`); the three checks of the current
choice (✓ / ✗ written, never colour alone); « Couper », « Vider »,
« Recommencer »; the dice already cut.
"""

from __future__ import annotations

from ...markup import badge, banner, board_grid, die, el, move_button, note, row, sr, text, zone
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


def _block_summary(block) -> str:
    counts = {k: sum(1 for d in block if d is not None and d[0] == k) for k in R.INGREDIENTS}
    parts = [f"{R.INGREDIENTS[k][0]} {n}" + (" (manque)" if n == 0 else "") for k, n in counts.items()]
    return f"Bloc : {sum(counts.values())} dés — " + ", ".join(parts) + "."


def render_cuisine(game, state, viewer, legal) -> str:
    mine = []
    for i, d in enumerate(state.front):
        chosen = i in state.chosen
        mine.append(die(d[1], name=f"Dé {i + 1} : {R.die_name(d)}" + (", choisi" if chosen else ""),
                        colour=R.INGREDIENTS[d[0]][1], move=f"de-{i + 1}", legal=legal, selected=chosen,
                        title="Laisser ce dé" if chosen else "Choisir ce dé"))
    parts = [zone(f"Vos dés ({len(state.front)})", el("div", *mine, class_="bga-hand", role="group",
                                                       aria_label="Vos dés"))]
    trends = [c for c in state.hand if c in R.TRENDS]
    recipes = []
    for r in (c for c in state.hand if c in R.RECIPES):
        buttons = [move_button(f"cuisiner-{r}", "Cuisiner", legal)]
        buttons += [move_button(f"cuisiner-{r}-{t}", f"+ {R.TRENDS[t][0]}", legal,
                                title=f"Avec la tendance {R.TRENDS[t][0]}") for t in trends]
        recipes.append(el("li", text("span", R.card_name(r)), *buttons))
    hand_items = recipes + [text("li", R.card_name(t)) for t in trends]
    parts.append(zone("Votre main", el("ul", *hand_items, class_="bga-note") if hand_items else note("aucune carte")))
    chef = [badge("Jeton chef : " + ("disponible" if state.chef else "utilisé"))]
    if state.chef and len(state.chosen) == 1:
        k, v = state.front[state.chosen[0]]
        chef += [move_button(f"chef-{x}", x, legal, title=f"Valeur {x}") for x in "123456" if int(x) != v]
        chef += [move_button(f"chef-{x}", R.INGREDIENTS[x][0], legal) for x in R.INGREDIENTS if x != k]
    parts.append(row(*chef))
    parts.append(el("div", move_button("piocher-recette", f"Piocher une recette ({len(state.decks['recettes'])})", legal),
                    move_button("piocher-tendance", f"Piocher une tendance ({len(state.decks['tendances'])})", legal),
                    *([move_button("finir", "Finir sans piocher", legal, data_definitif="true")] if "finir" in legal else []),
                    move_button("reapprovisionner", "Réapprovisionner", legal),
                    move_button("vider", "Vider le choix", legal),
                    move_button("recommencer", "Recommencer", legal), class_="bga-actions"))
    parts.append(note(_block_summary(state.block)))
    if state.cooked:
        done = [text("li", f"{R.RECIPES[r][0]}" + (f" + {R.TRENDS[t][0]}" if t else "")) for r, t, _ in state.cooked]
        parts.append(zone(f"Recettes réalisées ({state.score()} ★)", el("ul", *done, class_="bga-note")))
    return el("div", *parts, class_="bga-board", data_jeu="dicedveggies-cuisine")


# --- the whole solo game (mode « partie ») -------------------------------------------

STEPS = {"couper": "I. Couper", "cuisiner": "II. Cuisiner puis III. Piocher", "rendre": "Fin de tour : rendre des dés",
         "dernier-plat": "Fin de partie : re-cuisiner un plat", "fin": "Partie finie"}


def render_partie(game, state, viewer, legal) -> str:
    parts = []
    if state.phase == "fin":
        parts.append(banner("Partie finie, " + R.solo_verdict(state.score()),
                            "bien" if R.solo_title(state.score()) else "info"))
    parts.append(note(f"Tour {state.turn} — {STEPS[state.phase]} — recettes {len(state.cooked)} / "
                      f"{R.RECIPES_TO_END} — {state.score()} ★"))
    cutting = state.phase == "couper"
    cells = []
    for i in G.squares():
        d = state.block[i]
        if d is None:
            cells.append(el("span", sr(f"{G.name(i)} : vide"), class_="bga-tile", data_terrain="vide"))
            continue
        chosen = cutting and i in state.chosen
        cells.append(die(d[1], name=f"{G.name(i)} : {R.die_name(d)}" + (", choisi" if chosen else ""),
                         colour=R.INGREDIENTS[d[0]][1], move=f"bloc-{G.name(i)}", legal=legal,
                         selected=chosen if cutting else None,
                         title=("Laisser ce dé" if chosen else "Choisir ce dé") if cutting else None))
    parts.append(board_grid(cells, G.cols, label="Le bloc de dés, 5 × 5"))
    parts.append(note(_block_summary(state.block)))
    if cutting and state.chosen:
        items = [text("li", f"{'✓' if ok else '✗'} {label}") for label, ok in _cut_checks(state)]
        parts.append(el("ul", *items, class_="bga-note"))
    giving = state.phase == "rendre"
    mine = []
    for i, d in enumerate(state.front):
        chosen = not cutting and i in state.chosen
        move = f"rendre-{i + 1}" if giving else f"de-{i + 1}"
        mine.append(die(d[1], name=f"Dé {i + 1} : {R.die_name(d)}" + (", choisi" if chosen else ""),
                        colour=R.INGREDIENTS[d[0]][1], move=move, legal=legal,
                        selected=None if giving else chosen,
                        title="Rendre ce dé" if giving else ("Laisser ce dé" if chosen else "Choisir ce dé")))
    parts.append(zone(f"Vos dés ({len(state.front)} / {R.MAX_FRONT})",
                      el("div", *mine, class_="bga-hand", role="group", aria_label="Vos dés") if mine
                      else note("aucun dé")))
    trends = [c for c in state.hand if c in R.ALL_TRENDS]
    items = []
    for r in (c for c in state.hand if c in R.ALL_RECIPES):
        buttons = [move_button(f"cuisiner-{r}", "Cuisiner", legal)]
        buttons += [move_button(f"cuisiner-{r}-{t}", f"+ {R.ALL_TRENDS[t][0]}", legal,
                                title=f"Avec la tendance {R.ALL_TRENDS[t][0]}") for t in trends]
        items.append(el("li", text("span", R.card_name(r)), *buttons))
    items += [text("li", R.card_name(t)) for t in trends]
    parts.append(zone("Votre main", el("ul", *items, class_="bga-note") if items else note("aucune carte")))
    chef = [badge("Jeton chef : " + ("disponible" if state.chef else "utilisé"))]
    if state.chef and not cutting and len(state.chosen) == 1 and state.phase != "fin":
        k, v = state.front[state.chosen[0]]
        chef += [move_button(f"chef-{x}", x, legal, title=f"Valeur {x}") for x in "123456" if int(x) != v]
        chef += [move_button(f"chef-{x}", R.INGREDIENTS[x][0], legal) for x in R.INGREDIENTS if x != k]
    parts.append(row(*chef))
    actions = []
    if cutting:
        actions += [move_button("couper", "Couper", legal), move_button("reapprovisionner", "Réapprovisionner", legal)]
        if "sans-coupe" in legal:
            actions.append(move_button("sans-coupe", "Passer la coupe", legal))
    elif state.phase == "cuisiner":
        actions += [move_button("piocher-recette", f"Piocher une recette ({len(state.decks['recettes'])})", legal),
                    move_button("piocher-tendance", f"Piocher une tendance ({len(state.decks['tendances'])})", legal)]
        if "finir" in legal:
            actions.append(move_button("finir", "Finir sans piocher", legal, data_definitif="true"))
    elif state.phase == "dernier-plat":
        actions.append(move_button("compter", "Compter les points", legal))
    if state.phase in ("couper", "cuisiner", "dernier-plat"):
        actions.append(move_button("vider", "Vider le choix", legal))
    if actions:
        parts.append(el("div", *actions, class_="bga-actions"))
    if state.cooked:
        done = [text("li", f"{R.ALL_RECIPES[r][0]}" + (f" + {R.ALL_TRENDS[t][0]}" if t else "")
                     + f" : {R.card_points(r, t)} ★") for r, t, _ in state.cooked]
        parts.append(zone(f"Recettes réalisées ({state.score()} ★)", el("ul", *done, class_="bga-note")))
    return el("div", *parts, class_="bga-board", data_jeu="dicedveggies-partie")


def _cut_checks(state):
    straight = R.straight_from_a_corner(state.block, state.chosen)
    total = R.cut_sum(state.block, state.chosen)
    return [("en ligne droite depuis un coin, le long d'une bordure", straight),
            (f"somme {total} (10 au plus)", total <= R.MAX_SUM),
            ("le reste du bloc d'un seul tenant", R.stays_connected(state.block, state.chosen))]
