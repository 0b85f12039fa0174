"""Northwest Passage's views: the small map with the ship and the sled, the sun
disc and the frozen rows, the actions with their crew cost, the final scoring
table."""

from __future__ import annotations

from ...markup import (badge, banner, board_grid, el, figure_visual, figures, move_button, note, piece,
                       player_area, text, tile,
                       zone)
from ...markup import html, score_sheet
from . import rules as R

SHIP, SLED = ("bateau", "rouge"), ("traineau", "brun")
TOKEN_LOOKS = {"F": ("drapeau", "noir"), "D": ("fleche", "bleu"), "I": ("personnage", "blanc"), "C": ("cairn", "gris"),
               "K": ("glace", "cyan")}
"""How each exploration token is drawn (Franklin a black flag, Détroit a blue arrow, Inuit a white
figure, Cairn a pile of stones); each square's accessible name names it."""


def legend() -> str:
    items = [(figure_visual(*SHIP), "Navire"), (figure_visual(*SLED), "Traîneau")]
    items += [(figure_visual(*TOKEN_LOOKS[k], size="petit"), R.TOKENS[k]) for k in R.TOKENS]
    body = [el("span", fig, text("span", words), class_="bga-legend-item") for fig, words in items]
    return el("p", *body, class_="bga-note bga-legend")


def key(frozen_by_season: str) -> str:
    """The colours and the frozen rows season by season, folded (the phone's first screen is the map)."""
    return el("details", text("summary", "Couleurs et lignes gelées, saison par saison"),
              text("p", "bleu : mer ; brun : terre ; blanc : mer gelée ; vert : Groenland ; hachuré : gelé ; "
                        "×n : coefficient de la colonne ; ☀ : le disque solaire, à la place du numéro de sa "
                        "ligne : tout ce qui est au-dessus gèle.", class_="bga-note"),
              note(frozen_by_season), class_="bga-hidden-info")

TERRAIN = {R.SEA: "eau", R.LAND: "marais", R.ICE: "banquise", R.GREENLAND: "prairie"}


def render_saison(game, state, viewer, legal) -> str:
    s = state
    g = s.grid()
    over = s.season > R.SEASONS
    info = [badge(f"Saison {min(s.season, R.SEASONS)}/{R.SEASONS}"), badge(f"Tour {s.turn}"),
            badge(f"Prestige : {s.prestige}"), badge(f"Réserve : {s.reserve} tuile(s)")]
    frozen = s.frozen_count()
    info.append(badge(f"☀ Disque solaire : ligne {frozen + 1}"))
    info.append(badge("❄ Gelé : " + (_rows(frozen) if frozen else "rien")))
    parts = [el("div", *info, class_="bga-row")]
    crew = []
    for v, label in (("navire", "Navire"), ("traineau", "Traîneau")):
        a, r = s.crew[v]
        where = s.where(v) + ("" if v == "navire" or s.sled is not None else ", non déployé")
        crew.append(badge(f"{label} ({where}) : {a} disponible(s), {r} au repos"))
    parts.append(el("div", *crew, class_="bga-row"))
    cells = []
    for i in g.squares():
        cell = g.name(i)
        t = s.surface(cell)
        token = s.tokens.get(cell, "")
        ice = s.frozen(cell)
        name = f"{cell} : {R.TERRAIN_NAMES[t]}" + (", gelée" if ice and t != R.ICE else "")
        name += f", coefficient ×{s.coefs[i % g.cols]}"
        if token:
            name += f", jeton {R.TOKENS[token]}"
        here = [n for v, n in ((s.ship, "Navire"), (s.sled, "Traîneau")) if v == cell]
        if here:
            name += ", " + " et ".join(here)
        items = ([figure_visual(*SHIP)] if s.ship == cell else []) + ([figure_visual(*SLED)] if s.sled == cell else [])
        if token:
            items.append(figure_visual(*TOKEN_LOOKS[token], size="petit"))
        move = f"aller-{cell}"
        cells.append(piece(figures(items), name, cls="bga-tile" + (" bga-frozen" if ice and t != R.ICE else ""),
                           data_terrain=TERRAIN[t], move=move, legal=legal, title=s.describe(move)))
    parts.append(zone(("Carte : cliquez une tuile voisine pour y aller ("
                       + ("Navire" if s.actor == "navire" else "Traîneau") + ")"),
                      board_grid(cells, g.cols, label="Carte", col_labels=[f"{chr(65 + c)} ×{s.coefs[c]}"
                                                                           for c in range(g.cols)],
                                 row_labels=[("☀" if r == frozen and not over else str(r + 1))
                                             for r in range(g.rows)], cls="bga-roomy bga-fit"),
                      legend(),
                      key("Lignes gelées, saison par saison : "
                          + " ; ".join(f"S{k} {_rows(R.frozen_rows(k, g.rows)) if R.frozen_rows(k, g.rows) else '–'}"
                                       for k in range(1, R.SEASONS + 1)) + ".")))
    if s.imprisoned() and not over:
        parts.append(banner(f"Le Navire est emprisonné par les glaces en {s.ship} jusqu'à ce que la tuile dégèle.",
                            "mal"))
    if over:
        parts.append(text("p", "Les 10 saisons sont jouées. " + s.abandon_text(), class_="bga-banner bga-banner-info"))
        return el("div", *parts, class_="bga-board", data_jeu="northwestpassage-saison")
    extra = f" (action supplémentaire : +{R.EXTRA} pion)" if s.acted else ""
    acts = [el("span", el("span", figure_visual(*look), aria_hidden="true"),
               move_button(f"depuis-{v}", ("✓ " if s.actor == v else "") + f"Agir depuis le {label}", legal,
                           cls="bga-small", aria_current="true" if s.actor == v else None),
               class_="bga-legend-item")
            for v, label, look in (("navire", "Navire", SHIP), ("traineau", "Traîneau", SLED))]
    buttons = [move_button(m, s.describe(m), legal, cls="bga-small")
               for m in ("piocher", "rafraichir", "placer", "ramasser")]
    buttons += [move_button("finir", "Finir le tour", legal, cls="bga-small"),
                move_button("passer", "Passer (fin de la saison)", legal, cls="bga-small")]
    transfers = [move_button(f"transfert-{n}", str(n), legal, cls="bga-small",
                             title=s.describe(f"transfert-{n}")) for n in range(R.CREW + 1)]
    parts.append(zone(f"Actions (coût en pions{extra})", el("div", *acts, class_="bga-actions"),
                      el("div", *buttons, class_="bga-actions"),
                      el("details", text("summary", "Transfert d'Équipage : pions sur le Traîneau"),
                         el("div", *transfers, class_="bga-actions"))))
    return el("div", *parts, class_="bga-board", data_jeu="northwestpassage-saison")


def render_decompte(game, state, viewer, legal) -> str:
    from .calculators import FIELDS
    s = state
    table = s.table()
    head = ["Expédition"] + [f"J{k}" for k in range(1, len(s.expeditions) + 1)]
    rows = [["Prestige"] + [p["prestige"] for p in s.expeditions]]
    for f in FIELDS:
        label = "Perdus" if f == "perdus" else R.KIND_NAMES[f][:5] + ("." if len(R.KIND_NAMES[f]) > 5 else "")
        look = FIELD_LOOKS.get(f)
        cells = [html(el("span", figure_visual(*look, size="petit"), aria_hidden="true"), text("span", label))
                 if look else label]
        for k, p in enumerate(s.expeditions, 1):
            v = p["equipage_perdu"] if f == "perdus" else p["jetons"][f]
            cells.append(html(move_button(f"moins-{k}-{f}", "−", legal, cls="bga-small",
                                          title=s.describe(f"moins-{k}-{f}")),
                              text("span", f" {v} ", class_="bga-value"),
                              move_button(f"plus-{k}-{f}", "+", legal, cls="bga-small",
                                          title=s.describe(f"plus-{k}-{f}"))))
        rows.append(cells)
    rows.append(["Navire"] + [html(_ship_toggle(s, k, p["navire_perdu"], legal))
                              for k, p in enumerate(s.expeditions, 1)])
    for key, label in (("exploration", "Explo."), ("series", "Séries"), ("abandon", "Abandon")):
        rows.append([label] + [d[key] for d in table])
    grid = score_sheet(head, rows, caption="Décompte des expéditions", total=["Total"] + [d["total"] for d in table],
                       compact=True, scroll=True)
    return el("div", grid,
              note(f"Vainqueur : Joueur {s.winner()} (à égalité, le premier rentré au Groenland ; ordre de retour : "
                   + ", ".join(f"J{k}" for k in s.back) + ")."),
              class_="bga-board", data_jeu="northwestpassage-decompte")


FIELD_LOOKS = {"franklin": TOKEN_LOOKS["F"], "detroit": TOKEN_LOOKS["D"], "inuit": TOKEN_LOOKS["I"],
               "cairn": TOKEN_LOOKS["C"], "perdus": ("personnage", "rouge")}
"""The scoring table's rows drawn with the map's tokens (the lost crew a red pawn)."""


def _ship_toggle(s, k: int, lost: bool, legal) -> str:
    """Player k's ship, pressed when lost at sea (« perdu » under it), else « rentré »."""
    visual = figure_visual(*SHIP) + text("span", "perdu" if lost else "rentré", class_="bga-figname")
    return piece(visual, f"Navire du joueur {k} perdu", cls="bga-figpiece bga-named" + (" bga-lost" if lost else ""),
                 move=f"navire-{k}", legal=legal, selected=lost,
                 title=f"Joueur {k} : navire {'perdu (cliquer : rentré)' if lost else 'rentré (cliquer : perdu)'}")


def _rows(n: int) -> str:
    """« ligne 1 », « lignes 1–2 »: the first `n` rows of the map."""
    return "ligne 1" if n == 1 else f"lignes 1–{n}"


# --- the whole game (mode « partie ») ------------------------------------------------------------

SEAT_COLOURS = ("rouge", "bleu", "vert", "jaune")
SEAT_COLOUR_NAMES = ("rouge", "bleu", "vert", "jaune")


def render_partie(game, state, viewer, legal) -> str:
    s = state
    over = s.is_over()
    me = viewer if viewer is not None else 0
    frozen = s.frozen_count()
    who = s.current()
    info = [badge(f"Saison {min(s.saison, R.SEASONS)}/{R.SEASONS}"),
            badge(f"☀ Disque solaire : ligne {frozen + 1}" + (f", lignes 1–{frozen} gelées" if frozen > 1 else
                                                               ", ligne 1 gelée" if frozen else ", rien de gelé"))]
    if who is not None:
        info.append(badge("À jouer : " + game.seat_name(who) + (" (vous)" if who == me else "")))
    parts = [el("div", *info, class_="bga-row")]
    parts.append(zone("L'Arctique : cliquez une tuile voisine pour y mener votre Navire ou votre Traîneau",
                      _board(s, legal), legend_partie()))
    extra = [m for m in legal if m.startswith("aller-") and _tile_move(s, m.split("-")[2], legal) != m]
    picks = [m for m in legal if m.startswith("ramasser-")]
    if not over:
        buttons = []
        for m in picks:
            token = s.jetons[s.where(who, m.split("-")[1])]
            buttons.append(piece(figure_visual(*TOKEN_LOOKS[token], size="petit")
                                 + text("span", s.describe(m), class_="bga-figname"),
                                 s.describe(m), cls="bga-figpiece bga-named", move=m, legal=legal))
        buttons += [move_button(m, s.describe(m), legal, cls="bga-small") for m in extra]
        for m, label in (("finir", "Finir le tour"), ("passer", "Passer (fin de saison pour vous)")):
            buttons.append(move_button(m, label, legal, cls="bga-small", title=s.describe(m), data_definitif="true"))
        cost = f" ; toute action de plus coûte {R.EXTRA} pion de plus" if s.agi else ""
        parts.append(zone(f"Actions{cost}", el("div", *buttons, class_="bga-actions")))
    seats = [me] + [p for p in range(s.players) if p != me]
    parts += [_player(game, s, p, p == me, legal) for p in seats]
    if over:
        parts.append(_final(game, s))
    return el("div", *parts, class_="bga-board", data_jeu="northwestpassage-partie")


def _tile_move(s, cell: str, legal) -> str | None:
    """The move a click on `cell` plays: the ship's when it may go there, else the sled's."""
    for v in ("navire", "traineau"):
        if f"aller-{v}-{cell}" in legal:
            return f"aller-{v}-{cell}"
    return None


def _board(s, legal) -> str:
    g = R.BOARD
    frozen = s.frozen_count()
    cells = []
    for i in g.squares():
        cell = g.name(i)
        t = s.surface(cell)
        ice = s.frozen(cell)
        name = f"{cell} : {R.TERRAIN_NAMES[t]}" + (", gelée" if ice and t != R.ICE else "")
        name += f", ×{R.COEFS[R.col(cell)]}"
        items, names = [], []
        for p in range(s.players):
            colour = SEAT_COLOURS[p]
            if s.navires[p] == cell:
                items.append(figure_visual("bateau", colour))
                names.append(f"Navire {SEAT_COLOUR_NAMES[p]}")
            if s.traineaux[p] == cell:
                items.append(figure_visual("traineau", colour))
                names.append(f"Traîneau {SEAT_COLOUR_NAMES[p]}")
        token = s.jetons.get(cell)
        if token:
            items.append(figure_visual(*TOKEN_LOOKS[token], size="petit"))
            names.append(f"jeton {R.TOKENS[token]}")
        if names:
            name += ", " + ", ".join(names)
        move = _tile_move(s, cell, legal)
        cells.append(piece(figures(items), name, cls="bga-tile" + (" bga-frozen" if ice and t != R.ICE else ""),
                           data_terrain=TERRAIN[t], move=move or f"aller-navire-{cell}", legal=legal,
                           title=s.describe(move) if move else None, data_cle=f"case-{cell}"))
    return board_grid(cells, g.cols, label="Plateau de l'Arctique",
                      col_labels=[f"{chr(65 + c)}×{R.COEFS[c]}" for c in range(g.cols)],
                      row_labels=["☀" if r == frozen and not s.is_over() else str(r + 1) for r in range(g.rows)],
                      cls="bga-fit bga-nwp-board")


def legend_partie() -> str:
    items = [(figure_visual("bateau", "gris"), "Navire"), (figure_visual("traineau", "gris"), "Traîneau")]
    items += [(figure_visual(*TOKEN_LOOKS[k], size="petit"), R.TOKENS[k]) for k in R.TOKENS]
    body = [el("span", fig, text("span", words), class_="bga-legend-item") for fig, words in items]
    body.append(text("span", "hachuré : gelé (au-dessus du ☀) ; ×n : coefficient de la colonne",
                     class_="bga-legend-item"))
    return el("p", *body, class_="bga-note bga-legend")


def _crew(s, p: int, v: str, you: bool, legal) -> str:
    """The crew figures aboard: available ones upright, the resting ones greyed; for the reader, a
    click on a figure transfers it and those after it to the other vehicle."""
    colour = SEAT_COLOURS[p]
    avail, rest = s.equipage[p][v]
    on_sled = sum(s.equipage[p]["traineau"])
    total = avail + rest
    figs = []
    for k in range(total):
        state = "disponible" if k < avail else "au repos"
        moved = total - k
        move = f"transfert-{on_sled + moved}" if v == "navire" else f"transfert-{on_sled - moved}"
        other = "Traîneau" if v == "navire" else "Navire"
        kw = {}
        if you and move in legal:
            kw = {"move": move, "legal": legal,
                  "title": f"Transfert : {moved} pion(s) vers le {other} ({R.cost('transfert', s.agi)} pion)"}
        figs.append(piece(figure_visual("personnage", colour if k < avail else "gris", size="petit"),
                          f"pion Équipage {state}", cls="bga-figpiece bga-nwp-crew", **kw))
    if not figs:
        figs.append(text("span", "aucun pion", class_="bga-note"))
    where = s.where(p, v) + (" (à bord du Navire)" if v == "traineau" and s.traineaux[p] is None else "")
    look = figure_visual("bateau" if v == "navire" else "traineau", colour)
    head = el("span", el("span", look, aria_hidden="true"),
              text("span", f"{'Navire' if v == 'navire' else 'Traîneau'} en {where} : {avail} disponible(s)"),
              class_="bga-legend-item")
    return el("div", head, el("div", *figs, class_="bga-actions bga-nwp-crewrow"), class_="bga-nwp-vehicle")


def _player(game, s, p: int, you: bool, legal) -> str:
    found = ", ".join(f"{R.KIND_NAMES[k]} {n}" for k, n in s.trouves[p].items() if n) or "aucun jeton"
    badges = [f"Prestige {s.prestige[p]}", f"Navire {SEAT_COLOUR_NAMES[p]}"]
    if p in s.passes:
        badges.append("a passé")
    return player_area(game.seat_name(p), _crew(s, p, "navire", you, legal), _crew(s, p, "traineau", you, legal),
                       note("Jetons : " + found), you=you, current=p == s.current(), badges=badges)


def _final(game, s) -> str:
    table = s.table()
    head = ["Décompte"] + [game.seat_name(p) for p in range(s.players)]
    rows = [[label] + [d[key] for d in table] for key, label in
            (("prestige", "Prestige"), ("exploration", "Exploration"), ("series", "Séries"), ("abandon", "Abandon"))]
    sheet = score_sheet(head, rows, caption="Décompte final", total=["Total"] + [d["total"] for d in table],
                        compact=True, scroll=True)
    return zone("Fin de la partie", sheet, banner(f"{game.seat_list(s.winners())} gagne la partie.", "info"))
