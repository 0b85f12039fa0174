"""HTML view of Ginkgopolis (mode « partie »), via engine.markup.

The city is a board grid: each building a tile of its colour with its number and its owner's
resource cubes (one a floor), each Urbanisation token a lettered disc on its empty square. Your
hand is a row of cards; click a card (or the building, or the token, it names), then play it
alone (« Exploiter ») or with a tile of your reserve. The others' choices stay hidden (« a
choisi ») until all are revealed. The count of « Fin de partie » is a score sheet."""

from __future__ import annotations

from ...markup import badge, banner, board_grid, cubes, el, move_button, note, piece, player_area, score_sheet, text, zone
from . import rules as R

PLAYER_COLOURS = ("vert", "violet", "brun", "noir", "orange")
"""Each player's resource cubes (a palette key); the owner is also written on the tile."""


def building(c: str, n: int, h: int = 0, owner: int | None = None, *, name: str, **kw) -> str:
    """A building tile: its colour, its number large, its floors as the owner's resource cubes."""
    visual = [text("span", n, class_="bga-value")]
    if owner is not None:
        visual.insert(0, text("span", f"J{owner + 1}", class_="bga-rank"))
        visual.append(cubes(PLAYER_COLOURS[owner % len(PLAYER_COLOURS)], h))
    elif h > 1:
        visual.append(text("span", f"×{h}", class_="bga-cname"))
    return piece("".join(visual), name, cls="bga-tile bga-building", data_colour=c, **kw)


def card(code: str, *, name: str | None = None, **kw) -> str:
    """A card of the hand: a building card (its colour and number) or an Urbanisation card (a letter)."""
    if code in R.LETTERS:
        visual = text("span", code, class_="bga-value") + text("span", "Urba.", class_="bga-cname")
        return piece(visual, name or f"carte Urbanisation {code}", cls="bga-card bga-ccard bga-gk-card",
                     data_colour="blanc", **kw)
    c, n = R.parse_code(code)
    visual = text("span", n, class_="bga-value") + text("span", R.COLOURS[c], class_="bga-cname")
    return piece(visual, name or f"carte {R.tile_name(code)}", cls="bga-card bga-ccard bga-gk-card",
                 data_colour=c, **kw)


def _plural(k: int, word: str) -> str:
    return f"{k} {word}{'s' if k > 1 else ''}"


def _cell(state, sq: str, me, legal) -> str:
    b = state.ville.get(sq)
    selected = state.selection[me] if me is not None and state.phase == "choix" else None
    if b:
        code = R.code(b["c"], b["n"])
        owner = f", {_plural(b['h'], 'ressource')} de {state.game.seat_name(b['p'])}" if b["p"] is not None else ""
        words = f"{sq} : {R.building_label(b)}, {_plural(b['h'], 'étage')}{owner}"
        move = f"carte-{code}"
        if me is not None and move in legal:
            return building(b["c"], b["n"], b["h"], b["p"], name=words, move=move, legal=legal,
                            title=f"Choisir la carte {R.tile_name(code)}", data_cle=f"case-{sq}")
        # no data-cle where nothing can be clicked: the shell would look for it to put the focus back
        return building(b["c"], b["n"], b["h"], b["p"], name=words, selected=(code == selected) or None)
    letter = next((x for x, where in state.jetons.items() if where == sq), None)
    if f"jeton-{sq}" in legal:
        return piece(text("span", "⊕", class_="bga-value"), f"{sq} : case vide", cls="bga-tile", move=f"jeton-{sq}",
                     legal=legal, data_terrain="vide", title=f"Déplacer le jeton Urbanisation ici ({sq})",
                     data_cle=f"case-{sq}")
    if letter:
        words = f"{sq} : jeton Urbanisation {letter}"
        visual = text("span", letter, class_="bga-value bga-gk-letter")
        if f"carte-{letter}" in legal:
            return piece(visual, words, cls="bga-tile bga-gk-token", move=f"carte-{letter}", legal=legal,
                         data_terrain="vide", title=f"Choisir la carte Urbanisation {letter}", data_cle=f"case-{sq}")
        return piece(visual, words, cls="bga-tile bga-gk-token", data_terrain="vide",
                     selected=(letter == selected) or None)
    return piece("", f"{sq} : vide", cls="bga-tile", data_terrain="vide")


def _city(state, me, legal) -> str:
    cells = [_cell(state, R.GRID.name(i), me, legal) for i in R.GRID.squares()]
    return board_grid(cells, R.COLS, label=f"La ville : cases A1 à {R.GRID.name(R.GRID.size - 1)}, "
                                           f"{len(state.ville)} bâtiments, {len(state.jetons)} jetons Urbanisation",
                      cls="bga-fit bga-framed")


def _status(game, state, me) -> str:
    movers = state.to_move()
    p = movers[0] if movers else None
    if p != me:
        return f"{game.seat_name(p)} joue."
    if state.phase == "jeton":
        return (f"Votre tuile est posée en {state.attente['case']} : cliquez la case vide voisine où va le jeton "
                f"Urbanisation {state.attente['lettre']}.")
    if state.phase == "apport":
        return "La réserve de tuiles est épuisée : cliquez les tuiles que vous apportez (1 point chacune), puis « Terminer »."
    sel = state.selection[me]
    if sel is None:
        return f"Tour {state.manche} : choisissez une carte (main ou ville) ; les autres choisissent en secret."
    if sel in R.LETTERS:
        return (f"Carte Urbanisation {sel} : exploitez-la (1 ressource ou 1 tuile) ou cliquez une tuile de votre "
                f"réserve à poser sur le jeton {sel}.")
    return (f"Carte {R.card_name(sel)} : exploitez-la, ou cliquez une tuile de votre réserve pour construire sur ce "
            "bâtiment.")


def _hand(state, me, legal) -> str:
    sel = state.selection[me]
    cards = []
    for c in state.mains[me]:
        move = f"carte-{c}"
        if c == sel:
            cards.append(card(c, name=f"carte {R.card_name(c)} (choisie)", selected=True, move="annuler", legal=legal,
                              title="Annuler ce choix"))
        else:
            cards.append(card(c, move=move, legal=legal, title=f"Choisir la carte {R.card_name(c)}"))
    chosen = state.choix[me]
    if chosen:
        cards.append(text("span", f"Votre choix : {state.choice_words(chosen)}", class_="bga-note"))
    body = [el("div", *cards, class_="bga-hand", role="group", aria_label="Votre main")]
    actions = []
    if sel in R.LETTERS:
        actions += [move_button("exploiter-ressource", "Exploiter : 1 ressource", legal),
                    move_button("exploiter-tuile", "Exploiter : 1 tuile", legal)]
    elif sel is not None:
        actions.append(move_button("exploiter", state.describe("exploiter", me), legal))
    if "passer" in legal:
        actions.append(move_button("passer", "Passer (aucune carte)", legal, data_definitif="oui"))
    if "nouvelle-main" in legal:
        actions.append(move_button("nouvelle-main", "Nouvelle Main (jeton)", legal, data_definitif="oui"))
    if actions:
        body.append(el("div", *actions, class_="bga-actions"))
    return zone("Votre main", *body)


def _tiles(state, p: int, legal, verb: str = "tuile", active: bool = False) -> str:
    """A player's tile reserve; on the reader's turn each tile is a button (disabled when it cannot be played
    now, so that « Pourquoi pas ? » explains it)."""
    out = []
    for t in state.tuiles[p]:
        c, n = R.parse_code(t)
        move = f"{verb}-{t}"
        title = state.describe(move, p) if move in legal else None
        out.append(building(c, n, name=f"Tuile {R.tile_name(t)}", move=move if active or move in legal else None,
                            legal=legal, title=title))
    return el("div", *out, class_="bga-hand bga-gk-tiles", role="group",
              aria_label="Tuiles en réserve") if out else note("aucune tuile")


def _stock(state, p: int) -> str:
    items = [badge(_plural(state.reserve[p], "ressource") + " en réserve"),
             badge(f"{state.stock[p]} hors réserve"), badge(_plural(state.points[p], "point")),
             badge(_plural(state.nouvelles[p], "jeton") + " Nouvelle Main")]
    return el("div", *items, class_="bga-row")


def _kept(state, p: int) -> str:
    if not state.gardees[p]:
        return ""
    cards = [card(c, name=f"carte {R.tile_name(c)} : {R.bonus_words(c)}", title=R.bonus_words(c))
             for c in state.gardees[p]]
    return el("div", text("span", "Cartes conservées :", class_="bga-note"), *cards, class_="bga-hand bga-gk-kept",
              role="group", aria_label="Cartes conservées (bonus)")


def _area(game, state, p: int, me, legal) -> str:
    you = p == me
    badges = []
    if p == state.premier:
        badges.append("premier joueur")
    if state.phase == "choix" and not you:
        badges.append("a choisi" if state.choix[p] is not None else f"{len(state.mains[p])} cartes")
    body = [_stock(state, p)]
    verb = "apporter" if state.phase == "apport" else "tuile"
    movers = state.to_move()
    active = you and bool(movers) and movers[0] == p and state.phase in ("choix", "apport")
    body.append(_tiles(state, p, legal if you else [], verb, active))
    if you and state.phase == "apport" and "fin-apport" in legal:
        body.append(move_button("fin-apport", "Terminer (ne plus apporter)", legal, data_definitif="oui"))
    body.append(_kept(state, p))
    return player_area(game.seat_name(p), *body, you=you, current=bool(movers) and movers[0] == p, badges=badges)


def _sheet(game, state) -> str:
    res = [state.detail(p) for p in range(state.players)]
    rows = [["Jetons de points"] + [r["jetons"] for r in res],
            ["Cartes de fin de partie"] + [r["cartes"] for r in res],
            ["Jetons Nouvelle Main"] + [r["nouvelles"] for r in res],
            ["Quartiers"] + [r["quartiers"] for r in res]]
    head = ["Ligne"] + [f"J{p + 1}" for p in range(state.players)]
    sheet = score_sheet(head, rows, caption="Décompte de chaque joueur (J1 : Joueur 1…)",
                        total=["Total"] + [r["total"] for r in res], scroll=True, compact=True)
    lines = []
    for d in R.districts(state.ville):
        order = R.ranking(state.ville, d)
        if not order:
            continue
        gains = R.district_points(state.ville, d)
        shares = ", ".join(f"J{e['joueur'] + 1} {e['ressources']}" for e in order)
        won = ", ".join(f"J{q + 1} +{v}" for q, v in gains.items())
        lines.append(text("li", f"{R.COLOURS[state.ville[d[0]]['c']]} {' '.join(d)} : ressources {shares} → {won}"))
    districts = el("ul", *lines, class_="bga-gk-districts") if lines else note("Aucun quartier occupé.")
    return sheet + text("p", "Quartiers (2 tuiles voisines de même couleur ou plus) :", class_="bga-note") + districts


def render_partie(game, state, viewer, legal) -> str:
    n = state.players
    me = viewer if viewer is not None and 0 <= viewer < n else None
    parts = []
    if state.phase == "fin":
        tone = "bien" if me in state.winners() else ("info" if not state.compte else "mal")
        parts.append(banner(state.fin, tone))
    else:
        parts.append(note(_status(game, state, me)))
        reserve = f"Réserve de tuiles : {len(state.pioche)}" + (" (deuxième réserve)" if state.epuisee else "")
        parts.append(el("div", badge(reserve), badge(f"Pioche : {len(state.cartes)} cartes"),
                        class_="bga-row"))
    parts.append(_city(state, me, legal))
    if me is not None and state.phase != "fin":
        parts.append(_hand(state, me, legal))
    if state.revele:
        shown = [text("li", f"{game.seat_name(p)} : {state.choice_words(state.revele[p])}") for p in state.order()
                 if p < len(state.revele)]
        parts.append(el("details", text("summary", "Choix révélés au dernier tour"), el("ul", *shown),
                        class_="bga-zone"))
    order = ([me] if me is not None else []) + [q for q in range(n) if q != me]
    areas = [_area(game, state, p, me, legal) for p in order]
    if me is not None:
        parts.append(areas.pop(0))
    parts.append(el("details", text("summary", "Les autres joueurs"), *areas, class_="bga-zone bga-gk-others",
                    open=state.phase == "fin" or None))
    sheet = _sheet(game, state)
    if state.phase == "fin" and state.compte:
        parts.append(zone("Décompte", sheet))
    else:
        parts.append(el("details", text("summary", "Décompte provisoire"), sheet,
                        class_="bga-zone"))
    return el("div", *parts, class_="bga-board", data_jeu="ginkgopolis")
