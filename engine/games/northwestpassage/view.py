"""Northwest Passage's view (mode « partie »): the Arctic board with its frozen rows and the sun disc,
the ships, sleds and tokens on it, each expedition's crew figures aboard, the final count."""

from __future__ import annotations

from ...markup import (badge, banner, board_grid, el, figure_visual, figures, move_button, note, piece, player_area,
                       score_sheet, text, zone)
from . import rules as R

TOKEN_LOOKS = {"F": ("drapeau", "noir"), "D": ("fleche", "bleu"), "I": ("personnage", "blanc"), "C": ("cairn", "gris"),
               "K": ("glace", "cyan")}
"""How each exploration token is drawn (Franklin a black flag, Détroit a blue arrow, Inuit a white
figure, Cairn a pile of stones, Cartographie a piece of the map); each square's accessible name names it."""

TERRAIN = {R.SEA: "eau", R.LAND: "marais", R.ICE: "banquise", R.GREENLAND: "prairie"}


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
    return el("details", text("summary", "Légende"), el("p", *body, class_="bga-note bga-legend"),
              class_="bga-hidden-info")


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
    aboard = v == "traineau" and s.traineaux[p] is None
    where = "à bord" if aboard else s.where(p, v)
    look = figure_visual("bateau" if v == "navire" else "traineau", colour, size="petit")
    head = el("span", el("span", look, aria_hidden="true"),
              text("span", where, class_="bga-nwp-where"),
              text("span", f"{'Navire' if v == 'navire' else 'Traîneau'} ({avail} disponible(s))", class_="bga-sr"),
              class_="bga-nwp-head")
    return el("div", head, *figs, class_="bga-nwp-vehicle")


def _player(game, s, p: int, you: bool, legal) -> str:
    found = [el("span", figure_visual(*TOKEN_LOOKS[t], size="petit", count=s.trouves[p][R.TOKEN_KIND[t]]),
                aria_hidden="true") for t in R.TOKENS if s.trouves[p][R.TOKEN_KIND[t]]]
    words = ", ".join(f"{R.KIND_NAMES[k]} {n}" for k, n in s.trouves[p].items() if n) or "aucun jeton"
    badges = [f"Prestige {s.prestige[p]}", SEAT_COLOUR_NAMES[p]]
    if p in s.passes:
        badges.append("a passé")
    return player_area(game.seat_name(p),
                       el("div", _crew(s, p, "navire", you, legal), _crew(s, p, "traineau", you, legal),
                          el("span", *found, text("span", "Jetons : " + words, class_="bga-sr"), class_="bga-nwp-found"),
                          class_="bga-nwp-crews"),
                       you=you, current=p == s.current(), badges=badges)


def _final(game, s) -> str:
    table = s.table()
    head = ["Décompte"] + [game.seat_name(p) for p in range(s.players)]
    rows = [[label] + [d[key] for d in table] for key, label in
            (("prestige", "Prestige"), ("exploration", "Exploration"), ("series", "Séries"), ("abandon", "Abandon"))]
    sheet = score_sheet(head, rows, caption="Décompte final", total=["Total"] + [d["total"] for d in table],
                        compact=True, scroll=True)
    return zone("Fin de la partie", sheet, banner(f"{game.seat_list(s.winners())} gagne la partie.", "info"))
