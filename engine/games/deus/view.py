"""HTML of Deus's whole game, with the shared components of `engine.markup`: the map of
regions (hexes coloured by terrain, barbarian villages with their PV, each player's
buildings in his colour), the five-card hand, the six gods, each player's columns."""

from __future__ import annotations

from ...markup import (badge, banner, el, hand, hex_board, move_button, note, piece, player_area, row,
                       score_sheet, table_layout, text, zone)
from ... import hexgrid as H
from . import rules as R

# each building type drawn by a sign (its colour is the card's), each resource by a cube of its colour
SIGN = {"maritime": "⚓", "production": "⚒", "science": "⚗", "civil": "⌂", "militaire": "⚔", "temple": "∏"}
CUBE = {"bois": "brun", "argile": "orange", "pierre": "gris", "ble": "jaune", "or": "creme"}
SEAT_COLOUR = ("rouge", "bleu", "vert", "jaune")
SEAT_COLOUR_NAME = ("rouges", "bleus", "verts", "jaunes")


def cubes(cost: dict) -> str:
    """A cost as resource cubes, each with its count (the card's name says it in words)."""
    out = [text("span", n, class_="bga-costcube", data_colour=CUBE[r], title=R.RESOURCE_NAMES[r])
           for r, n in cost.items() if n]
    return el("span", *out, class_="bga-costcubes") if out else text("span", "0", class_="bga-cname")


def building_card(card: str, **kw) -> str:
    d = R.CARDS[card]
    name, colour, _ = R.TYPES[d["type"]]
    label = f"Carte {R.card_name(card)}, coût {R.cost_text(d['cout'])} : {d['texte']}"
    visual = (cubes(d["cout"]) + text("span", SIGN[d["type"]], class_="bga-value")
              + text("span", name, class_="bga-cname") + text("span", d["texte"], class_="bga-deus-text"))
    return piece(visual, label, cls="bga-card bga-ccard bga-building bga-deus-card", data_colour=colour, **kw)


def god_card(kind: str, legal, move: str) -> str:
    name, colour, god = R.TYPES[kind]
    visual = text("span", SIGN[kind], class_="bga-value") + text("span", god, class_="bga-cname")
    return piece(visual, f"Dieu {god} ({name.lower()})", cls="bga-card bga-ccard bga-building bga-deus-god",
                 data_colour=colour, move=move, legal=legal, title=f"Offrande à {god}")


def _map(state, legal) -> str:
    cells = []
    for region, t in R.REGIONS.items():
        row_, col = H.to_offset(H.parse(region))
        terrain, tname, _ = R.TERRAINS[t]
        owner = state.proprio.get(region)
        kinds = state.batiments.get(region, [])
        detail, content, pieces = [], "", ""
        if t == "V":
            pv = state.villages[region]
            content = f"{pv} PV" if pv else "pillé"
            detail.append(f"{pv} PV" if pv else "déjà attaqué")
        if owner is not None:
            detail.append(f"{state.game.seat_name(owner)} : " + ", ".join(R.TYPES[k][0] for k in kinds))
            pieces = "".join(text("span", SIGN[k], class_="bga-deus-pawn", data_colour=SEAT_COLOUR[owner])
                             for k in kinds)
        # with one card chosen every region is a button: an illegal one says why when clicked
        move = next((m for m in (f"poser-{region}", f"bord-{region}") if m in legal), None)
        if move is None and state.card() is not None and state.etape == "choix" and legal:
            move = f"poser-{region}"
        if move and move.startswith("bord"):
            detail.append(f"construction au bord contre {R.EDGE_PRICE} PV")
        cells.append({"row": row_, "col": col, "name": region, "terrain": terrain, "terrain_name": tname,
                      "content": content, "pieces": pieces, "detail": ", ".join(detail), "move": move,
                      "title": "Construire ici" if move in legal else None})
    return hex_board(cells, label="Carte des continents (régions nommées par rangée A… et rang 1…)", legal=legal,
                     cls="bga-deus-map")


def _stock(seat) -> str:
    res = " ".join(f"{R.RESOURCE_NAMES[r]} {seat['ressources'][r]}" for r in R.RESOURCES)
    pawns = " ".join(f"{SIGN[k]}{seat['reserve'][k]}" for k in R.PAWN_KINDS)
    # the badge's words are read whole; its pawn signs are drawn (badge() would escape the markup)
    return row(badge(res), el("span", text("span", "pions en réserve : ", class_="bga-sr"), text("span", pawns),
                              class_="bga-badge"))


def _columns(seat) -> str:
    cols = []
    for k in R.KINDS:
        cards = seat["colonnes"][k]
        if cards:
            cols.append(text("span", f"{SIGN[k]} {R.TYPES[k][0]} ×{len(cards)}", class_="bga-badge",
                             data_colour=R.TYPES[k][1]))
    return el("div", *cols, class_="bga-row", aria_label="Colonnes de cartes jouées") if cols else ""


def _actions(state, legal) -> str:
    if state.etape == "jupiter":
        gods = [god_card(k, legal, "dieu-" + k) for k in R.PAWN_KINDS]
        return zone("Jupiter : choisissez le dieu dont il vous prête l'aide", el("div", *gods, class_="bga-hand"))
    if state.etape == "ceres":
        left = state.offre["reste"]
        return zone(f"Cérès : choisissez {left} ressource(s)",
                    el("div", *[move_button("ressource-" + r, R.RESOURCE_NAMES[r], legal) for r in R.BASIC],
                       class_="bga-actions"))
    if state.etape == "mars":
        left = state.offre["reste"]
        return zone(f"Mars : choisissez {left} bâtiment(s)",
                    el("div", *[move_button("pion-" + k, f"{SIGN[k]} {R.TYPES[k][0]}", legal) for k in R.PAWN_KINDS],
                       class_="bga-actions"))
    gods = [god_card(k, legal, "offrir-" + k) for k in R.KINDS]
    extra = move_button("offrir-rien", "Piocher 5 cartes", legal) if "offrir-rien" in legal else ""
    return zone("Les dieux (offrande : cliquez le dieu d'une des cartes choisies)",
                el("div", *gods, class_="bga-hand bga-deus-gods"), extra)


def _final(state) -> str:
    counts = state.counts()
    rows = [[state.game.seat_name(p), c["jetons"], sum(c["temples"]), R.MAJORITY_VP * len(c["majorites"]), c["total"]]
            for p, c in enumerate(counts)]
    return score_sheet(["Joueur", "Jetons", "Temples", "Majorités", "Total"], rows, caption="Décompte")


def render_partie(game, state, viewer, legal) -> str:
    me = viewer if viewer is not None else 0
    acting = state.tour if state.etape != "fin" else None
    parts = []
    if state.fin:
        parts.append(banner(state.fin, "bien" if state.etape == "fin" else "info"))
    elif state.restants is not None:
        parts.append(banner(f"Fin de partie déclenchée : encore {state.restants} tour(s).", "info"))
    if state.etape == "fin" and state.vainqueurs is not None:
        parts.append(_final(state))
    centre = [_map(state, legal),
              row(badge(f"Stock de temples : {state.temples}"), badge(f"Pioche : {len(state.pioche)}"))]
    if viewer is not None and acting == viewer:
        centre.append(_actions(state, legal))
    others = []
    for p in range(state.players):
        if p == me:
            continue
        seat = state.joueurs[p]
        # the hand face down, as a count beside the name (the cards' faces are hidden)
        body = [_stock(seat), _columns(seat)]
        others.append(player_area(game.seat_name(p), *body, current=acting == p,
                                 badges=[f"pions {SEAT_COLOUR_NAME[p]}", f"{len(seat['main'])} cartes en main"]))
    seat = state.joueurs[me]
    cards = [building_card(c, move="carte-" + c, legal=legal, selected=c in state.choisies,
                           title="Choisir cette carte") for c in seat["main"]]
    body = [hand(cards, label="Votre main"), _stock(seat), _columns(seat)]
    if viewer is not None and acting == viewer and state.etape == "choix":
        body.insert(0, note("Une carte puis une région : construire. Des cartes puis un dieu : offrande."))
    # the table: the opponents above the map, the reader's hand and buildings below
    mine = player_area(game.seat_name(me), *body, you=True, current=acting == me,
                       badges=[f"pions {SEAT_COLOUR_NAME[me]}", f"{seat['jetons']} PV en jetons"])
    parts.append(table_layout(centre, others, mine))
    return el("div", *parts, class_="bga-board", data_jeu="deus")
