"""HTML of Deus's calculators, with the shared components of `engine.markup`."""

from __future__ import annotations

from ...markup import (badge, board_grid, counter, counters, el, hand, move_button, note, piece, row, text, tile,
                       zone)
from . import rules as R
from .calculators import FIELD_NAMES, FIELDS, OWNER_NAMES

# each type of building drawn by a sign (its colour is the card's), each resource by a cube of its colour
SIGN = {"maritime": "⚓", "production": "⚒", "science": "⚗", "civil": "⌂", "militaire": "⚔", "temple": "∏"}
CUBE = {"bois": "brun", "argile": "orange", "pierre": "gris", "ble": "jaune", "or": "creme"}


def cubes(cost: dict) -> str:
    """A cost as resource cubes, each with its count (the card's name says it in words)."""
    out = [text("span", n, class_="bga-costcube", data_colour=CUBE[r]) for r, n in cost.items() if n]
    return el("span", *out, class_="bga-costcubes") if out else text("span", "0", class_="bga-cname")


def building_card(kind, cost=None, *, selected=None, **kw):
    name, colour, god = R.TYPES[kind]
    label = f"Carte {name}" + (f", coût {R.cost_text(cost)}" if cost is not None else f" ({god})")
    visual = (text("span", SIGN[kind], class_="bga-value") + text("span", name, class_="bga-cname")
              + (cubes(cost) if cost is not None else text("span", god, class_="bga-cname")))
    return piece(visual, label, cls="bga-card bga-ccard bga-small bga-building", data_colour=colour,
                 selected=selected, **kw)


def god_card(g: str, name: str, chosen: bool, legal) -> str:
    """A god as a card of its buildings' colour and sign (Jupiter, the Temple's god, takes its place)."""
    kind = next(k for k, t in R.TYPES.items() if t[2] == name)
    visual = text("span", SIGN[kind], class_="bga-value") + text("span", name, class_="bga-cname")
    return piece(visual, f"Dieu {name} ({R.TYPES[kind][0].lower()})", cls="bga-card bga-ccard bga-small bga-building",
                 data_colour=R.TYPES[kind][1], move=f"dieu-{g}", legal=legal, selected=chosen,
                 title=f"Jupiter prend la place de {name}")


def _results(lines):
    return el("ul", *[text("li", line) for line in lines], class_="bga-note", aria_live="polite") if lines else ""


def render_plateau(game, state, viewer, legal) -> str:
    p = state.pos
    nr, nc = state.dims()
    cells = []
    for r, c in R.cells(nr, nc):
        key = R.name(r, c)
        t = p["carte"][r][c]
        terrain, tname = R.TERRAINS[t]
        owner = p["proprietaires"][r][c]
        kinds = p["batiments"][r][c]
        label = tname
        symbol = ""
        value = None
        if t == "V":
            value = p["villages"].get(key, 0)
            label += f", {value} PV" if value else ", déjà attaqué"
        if owner is not None:
            label += f" — {OWNER_NAMES[owner]} : " + ", ".join(R.TYPES[k][0] for k in kinds)
            symbol = ("★" if owner == 0 else "○") + "".join(SIGN[k] for k in kinds)
        move = None
        if state.card() is not None:
            move = ("bord-" if "bord-" + key in legal else "poser-") + key
        cells.append(tile(terrain, tname, symbol=symbol, value=value, name=label, coord=key, move=move, legal=legal,
                          title=("Construire ici" if move else None)))
    parts = [note("Choisissez une carte de votre main, puis la région où construire. ★ : vos bâtiments, ○ : ceux "
                  "de l'adversaire (⚓ maritime, ⚒ production, ⚗ science, ⌂ civil, ⚔ militaire, ∏ temple).")]
    parts.append(board_grid(cells, nc, label="Carte des continents"))
    cards = [building_card(c["type"], c["cout"], move=f"carte-{i + 1}", legal=legal, selected=i == state.selected,
                           title="Choisir cette carte") for i, c in enumerate(p["main"])]
    parts.append(zone("Votre main", hand(cards, label="Votre main")))
    stock = ", ".join(f"{R.RESOURCE_NAMES[r]} {p['ressources'][r]}" for r in R.RESOURCES)
    pawns = ", ".join(f"{SIGN[k]} {n}" for k, n in p["reserve"].items())
    parts.append(row(badge(stock), badge(f"PV {p['pv']} (adversaire {p['pv_adversaire']})"),
                     badge(f"pions en réserve : {pawns}")))
    parts.append(_results(state.result))
    # no reset button here: the shell's « Recommencer » covers the engine's `reinitialiser` (issue 23)
    if "temple-sans-pion" in legal:
        parts.append(el("div", move_button("temple-sans-pion", "Jouer le Temple sans pion (réserve vide)", legal),
                        class_="bga-actions"))
    return el("div", *parts, class_="bga-board", data_jeu="deus-plateau")


def render_offrande(game, state, viewer, legal) -> str:
    parts = [note("Cliquez les cartes à défausser : la dernière choisie est sur le dessus et désigne le dieu.")]
    cards = []
    for i, kind in enumerate(state.hand):
        pos = state.chosen.index(i) + 1 if i in state.chosen else None
        top = state.chosen and state.chosen[-1] == i
        cards.append(building_card(kind, move=f"defausser-{i + 1}", legal=legal, selected=pos is not None,
                                   title=("Sur le dessus" if top else "Défausser" if pos is None else "Reprendre")))
    parts.append(zone("Votre main", hand(cards, label="Votre main")))
    tops = [move_button(f"dessus-{i + 1}", f"Mettre {R.TYPES[state.hand[i]][0]} (n° {i + 1}) sur le dessus", legal)
            for i in state.chosen[:-1]]
    if tops:
        parts.append(el("div", *tops, class_="bga-actions"))
    if state.chosen and state.hand[state.chosen[-1]] == "temple":
        parts.append(zone("Le dieu que Jupiter remplace : cliquez sa carte",
                          el("div", *[god_card(g, name, state.jupiter == name, legal) for g, name in R.GOD_IDS.items()],
                             class_="bga-hand", role="group", aria_label="Dieux")))
    lines = state.result or state.summary()
    parts.append(_results(lines) or note("Aucune carte défaussée."))
    parts.append(el("div", move_button("valider", "Faire l'offrande", legal), class_="bga-actions"))
    return el("div", *parts, class_="bga-board", data_jeu="deus-offrande")


def _field_piece(k: str) -> str:
    """A scoring line's piece: the victory-point tokens (a gold disc « PV »), else the resource's cube."""
    if k == "jetons":
        cube, word = text("span", "PV", class_="bga-costcube bga-pvdisc", data_colour="jaune"), "jetons"
    else:
        cube, word = text("span", "", class_="bga-costcube", data_colour=CUBE[k]), R.RESOURCE_NAMES[k]
    return piece(cube + text("span", word, class_="bga-cname"), FIELD_NAMES[k].capitalize(), cls="bga-deus-field")


def render_decompte(game, state, viewer, legal) -> str:
    results = state.results()
    best = max(r["total"] for r in results)
    parts = []
    for j, (p, res) in enumerate(zip(state.table, results)):
        # each count beside its piece: the victory-point tokens, a cube of each resource
        steppers = [counter(_field_piece(k), p[k],
                            move_button(f"moins-{j + 1}-{k}", "−", legal, title=f"{FIELD_NAMES[k]} − 1"),
                            move_button(f"plus-{j + 1}-{k}", "+", legal, title=f"{FIELD_NAMES[k]} + 1"))
                    for k in FIELDS]
        maj = ", ".join(R.RESOURCE_NAMES[r] for r in res["majorites"]) or "aucune"
        detail = (f"{res['jetons']} (jetons) + {res['temples']} (temples : "
                  f"{', '.join(str(min(R.TEMPLE_CAP, t)) for t in p['temples']) or 'aucun'}) + "
                  f"{R.MAJORITY_VP * len(res['majorites'])} (majorités : {maj}) = {res['total']} PV")
        title = f"Joueur {j + 1}" + (" — en tête" if res["total"] == best else "")
        parts.append(zone(title, counters(steppers, label=f"Joueur {j + 1} : jetons et ressources"), note(detail)))
    leaders = [j + 1 for j, r in enumerate(results) if r["total"] == best]
    if len(leaders) == 1:
        parts.append(text("p", f"Joueur {leaders[0]} gagne avec {best} PV.", class_="bga-note", aria_live="polite"))
    else:
        parts.append(text("p", f"Égalité à {best} PV entre les joueurs {', '.join(map(str, leaders))} : la page dit « Il "
                               "n'y a pas d'égalité » mais ne donne aucun départage.", class_="bga-note",
                          aria_live="polite"))
    return el("div", *parts, class_="bga-board", data_jeu="deus-decompte")
