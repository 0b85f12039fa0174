"""Northwest Passage's view (mode « partie »): the Arctic board, each explored square drawn by its
corners (land brown, sea blue), the squares still to explore dashed, the frozen rows hatched under
the sun disc; the ships, sleds and tokens on it; the Exploration tiles face up and one's reserve (the
tile in hand turned as it will be laid, the squares where it may go ringed); each expedition's crew
figures aboard; the final count."""

from __future__ import annotations

from ...markup import badge, banner, board_grid, el, figure_visual, figures, move_button, piece, player_area, \
    score_sheet, table_layout, text, zone
from . import rules as R

TOKEN_LOOKS = {"F": ("drapeau", "noir"), "D": ("fleche", "bleu"), "I": ("personnage", "blanc"), "C": ("cairn", "gris"),
               "K": ("glace", "cyan")}
"""How each exploration token is drawn (Franklin a black flag, Détroit a blue arrow, Inuit a white
figure, Cairn a pile of stones, Cartographie a piece of the map); each square's accessible name names it."""

SEAT_COLOURS = ("rouge", "bleu", "vert", "jaune")
SEAT_COLOUR_NAMES = ("rouge", "bleu", "vert", "jaune")


def quads(pattern: str) -> str:
    """A square's four corners as four quarters (DOM order: top left, top right, bottom left, bottom
    right; `pattern` is clockwise from the top left)."""
    return el("span", *[el("span", class_="bga-nwp-q", data_t=pattern[k]) for k in (0, 1, 3, 2)],
              class_="bga-nwp-quads", aria_hidden="true")


def tile_picture(tile: dict, o: int) -> str:
    """A tile as it will be laid: its squares side by side, each by its corners."""
    shape = R.tile_shape(tile, o)
    rows = 1 + max(dr for dr, _ in shape)
    squares = [quads(shape[(dr, dc)]) for dr in range(rows) for dc in range(rows)]
    return el("span", *squares, class_="bga-nwp-pic", data_size=str(rows))


def corner_words(pattern: str) -> str:
    land = [R.CORNER_NAMES[k] for k, t in enumerate(pattern) if t == R.LAND]
    if not land:
        return "mer"
    if len(land) == 4:
        return "terre"
    return "terre " + ("au coin " if len(land) == 1 else "aux coins ") + ", ".join(land) + ", mer ailleurs"


# --- the whole game (mode « partie ») ------------------------------------------------------------

def render_partie(game, state, viewer, legal) -> str:
    s = state
    over = s.is_over()
    me = viewer if viewer is not None else 0
    frozen = s.frozen_count()
    who = s.current()
    info = [badge(f"Saison {min(s.saison, R.SEASONS)}/{R.SEASONS}"),
            el("span", text("span", f"☀ ligne {frozen + 1}", aria_hidden="true"),
               text("span", f"Disque solaire en ligne {frozen + 1}, " + (f"lignes 1 à {frozen} gelées" if frozen > 1
                                                                          else "ligne 1 gelée" if frozen
                                                                          else "rien de gelé"), class_="bga-sr"),
               class_="bga-badge")]
    parts = [el("div", *info, class_="bga-row bga-nwp-status")]
    if s.etape == "fin" and s.fin:
        parts.append(banner(s.fin, "info"))
    top = len(parts)   # the status line and the banner stay above the table
    posing = s.etape == "pose"
    title = ("L'Arctique : posez la tuile (coin haut-gauche)" if posing else
             "L'Arctique : cliquez une case voisine")
    below = el("div", _actions(s, who, legal) if not over else "", legend_partie(), class_="bga-row bga-nwp-status")
    parts.append(zone(title, _board(s, legal), below))
    if not over:
        parts.append(_tiles(s, me, legal))
    # the table: the other crews above the Arctic, the reader's crew below
    centre = parts[top:]   # the Arctic and the reader's tiles
    del parts[top:]
    parts.append(table_layout(centre, [_player(game, s, p, False, legal) for p in range(s.players) if p != me],
                              _player(game, s, me, True, legal)))
    if s.saison > R.SEASONS:
        parts.append(_final(game, s))
    return el("div", *parts, class_="bga-board", data_jeu="northwestpassage-partie")


def _tile_move(s, cell: str, legal) -> str | None:
    """The move a click on `cell` plays: laying the tile in hand there, else the ship's move, else the
    sled's."""
    verbs = ("poser",) if s.etape == "pose" else ("aller",)
    for verb in verbs:
        for v in ("navire", "traineau"):
            if f"{verb}-{v}-{cell}" in legal:
                return f"{verb}-{v}-{cell}"
    return None


def _board(s, legal) -> str:
    g = R.BOARD
    frozen = s.frozen_count()
    cells = []
    for i in g.squares():
        cell = g.name(i)
        pattern = "".join(s.coins[v] for v in R.corners(cell))
        ice = s.frozen(cell)
        if cell == R.START:
            look, name = "prairie", f"{cell} : Groenland"
        elif cell not in s.cases:
            look, name = "vide", f"{cell} : non explorée"
        else:
            look = "eau"
            name = f"{cell} : " + ("Northwest Passage, mer" if cell == R.PASSAGE else corner_words(pattern))
            if s.sortes.get(s.cases[cell]) == "joker":
                name += " (tuile Joker)"
        if ice:
            name += ", gelée"
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
        visual = (quads(pattern) if look == "eau" else "") + (
            text("span", "NW", class_="bga-nwp-mark") if cell == R.PASSAGE else "") + figures(items)
        default = f"poser-navire-{cell}" if s.etape == "pose" else f"aller-navire-{cell}"
        cls = "bga-tile" + (" bga-frozen" if ice and look != "vide" else "") + (
            " bga-nwp-big" if s.sortes.get(s.cases.get(cell)) == "grande" else "")
        cells.append(piece(visual, name, cls=cls, data_terrain=look, move=move or default, legal=legal,
                           title=s.describe(move) if move else None, data_cle=f"case-{cell}"))
    return board_grid(cells, g.cols, label="Plateau de l'Arctique",
                      col_labels=[f"{chr(65 + c)}×{R.COEFS[c]}" for c in range(g.cols)],
                      row_labels=["☀" if r == frozen and s.saison <= R.SEASONS else str(r + 1) for r in range(g.rows)],
                      cls="bga-fit bga-nwp-board")


def legend_partie() -> str:
    items = [(figure_visual("bateau", "gris"), "Navire"), (figure_visual("traineau", "gris"), "Traîneau")]
    items += [(figure_visual(*TOKEN_LOOKS[k], size="petit"), R.TOKENS[k]) for k in "FDIC"]
    body = [el("span", fig, text("span", words), class_="bga-legend-item") for fig, words in items]
    body.append(text("span", "brun : terre, bleu : mer, pointillé : à explorer ; hachuré : gelé (au-dessus du ☀) ; "
                     "×n : coefficient de la colonne ; NW : le Northwest Passage (G1)", class_="bga-legend-item"))
    return el("details", text("summary", "Légende"), el("p", *body, class_="bga-note bga-legend"),
              class_="bga-hidden-info")


def _tiles(s, me: int, legal) -> str:
    """The tiles face up (a click draws one), the pile, and the reader's reserve."""
    row = []
    for k, t in enumerate(s.rangee):
        move = f"piocher-grande-{k}"
        row.append(piece(tile_picture({"t": "grande", "k": t}, 0), f"grande tuile n° {t + 1} (recto)",
                         cls="bga-nwp-tilepiece", move=move, legal=legal, title=s.describe(move)))
    row.append(move_button("rafraichir", f"↻ Rafraîchir ({len(s.pioche)})", legal, cls="bga-small",
                           title=s.describe("rafraichir") + f", {len(s.pioche)} en pioche"))
    small = []
    for kind, n in s.petites.items():
        move = f"piocher-petite-{kind}"
        small.append(piece(tile_picture({"t": "petite", "k": kind}, 0) + text("span", f"×{n}", class_="bga-nwp-n"),
                         f"petite tuile {R.SMALL_NAMES[kind]}, {n} en réserve", cls="bga-nwp-tilepiece",
                         move=move, legal=legal, title=s.describe(move)))
    return zone("Tuiles Exploration (cliquez pour piocher)", el("div", *row, *small, class_="bga-row bga-nwp-supply"))


def _reserve(s, me: int, legal) -> str:
    """The reader's reserve, in their own area: a click takes a tile in hand; the tile in hand is drawn
    as it will be laid, with its buttons."""
    mine = []
    for i, tile in enumerate(s.reserves[me]):
        held = s.etape == "pose" and s.choix and s.choix["i"] == i and s.current() == me
        o = s.choix["o"] if held else 0
        face = " (verso)" if o >= 4 else ""
        mine.append(piece(tile_picture(tile, o), R.tile_name(tile) + face + (", en main" if held else ""),
                          cls="bga-nwp-tilepiece", move=None if held else f"tuile-{i}", legal=legal,
                          selected=True if held else None, title=None if held else s.describe(f"tuile-{i}")))
    if s.etape == "pose" and s.current() == me:
        mine += [move_button(m, label, legal, cls="bga-small", title=s.describe(m)) for m, label in
                 (("tourner", "Tourner ↻"), ("retourner", "Retourner"), ("annuler", "Reposer")) if m in legal]
    if not s.reserves[me]:
        mine.append(text("span", "vide", class_="bga-note"))
    return el("span", text("span", f"Réserve ({len(s.reserves[me])}/{R.RESERVE}) :", class_="bga-note"), *mine,
              class_="bga-nwp-reserve", role="group", aria_label="Votre réserve de tuiles")


def _actions(s, who, legal) -> str:
    extra = [m for m in legal if m.startswith("aller-") and _tile_move(s, m.split("-")[2], legal) != m]
    picks = [m for m in legal if m.startswith("ramasser-")]
    buttons = []
    for m in picks:
        token = s.jetons[s.where(who, m.split("-")[1])]
        buttons.append(piece(figure_visual(*TOKEN_LOOKS[token], size="petit")
                             + text("span", s.describe(m), class_="bga-figname"),
                             s.describe(m), cls="bga-figpiece bga-named", move=m, legal=legal))
    buttons += [move_button(m, s.describe(m), legal, cls="bga-small") for m in extra]
    for m, label in (("finir", "Finir le tour"), ("passer", "Passer")):
        buttons.append(move_button(m, label, legal, cls="bga-small", title=s.describe(m), data_definitif="true"))
    if s.agi:
        buttons.append(text("span", f"toute action de plus coûte {R.EXTRA} pion de plus", class_="bga-note"))
    return el("div", *buttons, class_="bga-actions bga-nwp-actions", role="group", aria_label="Actions")


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


def _crew_line(s, p: int) -> str:
    """Another expedition on one line: ship and sled, where, and their pions (available / all)."""
    colour = SEAT_COLOURS[p]
    out = []
    for v in ("navire", "traineau"):
        avail, rest = s.equipage[p][v]
        if v == "traineau" and s.traineaux[p] is None and not avail + rest:
            continue   # the sled aboard, no crew on it
        where = "à bord" if v == "traineau" and s.traineaux[p] is None else s.where(p, v)
        out.append(el("span", el("span", figure_visual("bateau" if v == "navire" else "traineau", colour,
                                                       size="petit"), aria_hidden="true"),
                      text("span", f"{where} {avail}/{avail + rest}", class_="bga-nwp-where"),
                      text("span", f"{VEHICLE_WORDS[v]} en {where}, {avail} pion(s) disponible(s) sur {avail + rest}",
                           class_="bga-sr"), class_="bga-nwp-head"))
    n = len(s.reserves[p])
    if n:
        out.append(text("span", f"{n} tuile{'s' if n > 1 else ''}", class_="bga-nwp-where"))
    return el("span", *out, class_="bga-nwp-found")


VEHICLE_WORDS = {"navire": "Navire", "traineau": "Traîneau"}


def _player(game, s, p: int, you: bool, legal) -> str:
    found = [el("span", figure_visual(*TOKEN_LOOKS[t], size="petit", count=s.trouves[p][R.TOKEN_KIND[t]]),
                aria_hidden="true") for t in R.TOKENS if s.trouves[p][R.TOKEN_KIND[t]]]
    words = ", ".join(f"{R.KIND_NAMES[k]} {n}" for k, n in s.trouves[p].items() if n) or "aucun jeton"
    badges = [f"Prestige {s.prestige[p]}", SEAT_COLOUR_NAMES[p]]
    if p in s.passes:
        badges.append("a passé")
    if not you:
        return player_area(game.seat_name(p), el("span", _crew_line(s, p), *found,
                                                 text("span", "Jetons : " + words, class_="bga-sr"),
                                                 class_="bga-nwp-crews bga-nwp-other"),
                           current=p == s.current(), badges=badges, cls="bga-nwp-player")
    return player_area(game.seat_name(p),
                       el("div", _crew(s, p, "navire", you, legal), _crew(s, p, "traineau", you, legal),
                          _reserve(s, p, legal) if s.saison <= R.SEASONS else "",
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
