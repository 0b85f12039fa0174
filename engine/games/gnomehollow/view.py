"""Gnome Hollow's views: the market (one row per mushroom type, one space per quantity) and the
garden (tiles, rings, ring spaces)."""

from __future__ import annotations

from ...markup import (badge, board_grid, el, figure_visual, figures, glyph_figure, move_button, note, piece,
                       side_marks, text, tile, token, zone)
from ...markup import html, score_sheet
from . import rules as R

SIDES = {"ne": "ne", "es": "es", "so": "so", "no": "no", "ns": "ns", "eo": "eo", "pre": "", "souche": "es"}
"""The sides a tile's white paths reach (n, e, s, o), drawn from its centre."""
YOU, RIVAL = "bleu", "violet"
"""The gnomes' colours (the accessible names say « votre gnome », « gnome d'un autre joueur »)."""


def path_face(shape: str, extra=()) -> str:
    """A garden tile's face: its white paths, the stump or its mushroom, then `extra` figures."""
    items = [figure_visual("souche", "brun")] if shape == "souche" else []
    if R.MUSHROOMS.get(shape):
        items.append(figure_visual("champignon", R.MUSHROOMS[shape], size="petit"))
    return side_marks(paths=SIDES[shape]) + figures(items + list(extra))


def render_marche(game, state, viewer, legal) -> str:
    s = state
    info = [badge(f"Visite {s.visits} : {len(s.sold)}/{R.SALES_PER_VISIT} vente(s)"), badge(f"Trésor : {s.treasure}")]
    info += [badge(f"{R.NAMES[k]} : {s.stock[k]}") for k in R.TYPES]
    head = ["Type"] + ["Paire" if q == R.PAIR else str(q) for q in R.QUANTITIES]
    rows = []
    for kind in R.TYPES:
        cells = [R.NAMES[kind]]
        for q in R.QUANTITIES:
            move = f"vendre-{kind}-{q}"
            label = "✖" if [kind, q] in s.blocked else f"+{R.treasure(q)}"
            cells.append(html(move_button(move, label, legal, cls="bga-small",
                                          title=s.describe(move) + (" (bloqué)" if label == "✖" else ""),
                                          aria_label=f"{s.describe(move)}" + (" : bloqué" if label == "✖" else ""))))
        rows.append(cells)
    table = score_sheet(head, rows, caption="Marché de Pinwheel : ventes par type et par quantité", compact=True,
                        scroll=True)
    others = [move_button(m, m.split("-", 1)[1].replace("-", " "), legal, cls="bga-small", title=s.describe(m))
              for m in legal if m.startswith("bloquer-")]
    picks = [move_button(f"cueillir-{k}", f"+1 {R.NAMES[k]}", legal, cls="bga-small") for k in R.TYPES]
    return el("div", el("div", *info, class_="bga-row"),
              zone("Marché de Pinwheel (+n : trésor de la vente ; ✖ : espace bloqué)", table,
                   el("div", move_button("visite", "Nouvelle visite", legal), class_="bga-actions")),
              el("details", text("summary", "Changer la position (cueillir, ventes des autres joueurs)"),
                 el("div", *picks, class_="bga-actions"),
                 note("Un autre joueur vend (bloque l'espace) :"), el("div", *others, class_="bga-actions")),
              class_="bga-board", data_jeu="gnomehollow-marche")


def render_jardin(game, state, viewer, legal) -> str:
    """The garden (5 × 5, the stump in C3), the tile faces to choose, the ring spaces."""
    s = state
    tiles = s.board()
    in_ring = {c for ring in s.rings for c in ring}
    cells = []
    for i in R.GARDEN.squares():
        cell = R.GARDEN.name(i)
        shape = tiles.get(cell)
        if shape is None:
            cells.append(tile("vide", "case vide", coord=cell, move=f"poser-{cell}", legal=legal,
                              title=s.describe(f"poser-{cell}")))
            continue
        name = "souche (chemins est et sud)" if shape == "souche" else R.SHAPE_NAMES[shape]
        mushroom = R.MUSHROOMS.get(shape)
        if mushroom:
            name += f", champignon {mushroom}"
        if cell in in_ring:
            name += ", dans un anneau"
        gnomes = []
        if cell == s.gnome:
            name += ", votre gnome"
            gnomes.append(figure_visual("lutin", YOU))
        elif cell == s.rival:
            name += ", gnome d'un autre joueur"
            gnomes.append(figure_visual("lutin", RIVAL))
        cells.append(piece(path_face(shape, gnomes), f"{cell} : {name}",
                           cls="bga-tile bga-pathtile" + (" bga-selected" if cell in in_ring else ""),
                           data_terrain="prairie", move=f"gnome-{cell}", legal=legal,
                           title=s.describe(f"gnome-{cell}")))
    faces = [piece(path_face(sh), R.SHAPE_NAMES[sh], cls="bga-tile bga-pathtile", move=f"choisir-{sh}", legal=legal,
                   selected=sh == s.choice, data_terrain="prairie", title=R.SHAPE_NAMES[sh]) for sh in R.SHAPES]
    slots = ring_spaces(s, legal)
    info = [badge(f"Tour {s.turn} : tuile {s.placed}/{R.TILES_PER_TURN}"),
            badge(f"Marqueurs : {s.markers}/{R.MARKERS}"), badge(f"Fleurs : {s.flowers}"),
            badge(f"Réserve : {s.reserve}/{R.RESERVE}"),
            badge(f"Champignons : {R.count_text(s.stock)}"),
            badge("Gnome : déplacé" if s.moved else "Gnome : peut se déplacer")]
    ask = (note(f"Anneau de {s.ring_size} tuiles complété : choisissez l'emplacement de votre marqueur.")
           if s.pending else
           note("Panneau de signalisation : placez un nouveau panneau dans l'anneau complété, ou utilisez un "
                "panneau déjà en place.") if s.sign_ring else
           note(f"Champignon : récupérez encore {s.picks} champignon(s) de l'anneau, chacun une fois.")
           if s.picks else note("Choisissez une tuile (on peut la retourner), puis une case ; touchez un chemin "
                                  "pour y déplacer votre gnome (bleu, une fois par tour)."))
    return el("div", el("div", *info, class_="bga-row"), ask,
              zone("Tuiles", el("div", *faces, class_="bga-row bga-tilefaces")),
              zone("Jardin", board_grid(cells, R.GARDEN.cols, label="Jardin de Gnome Hollow", cls="bga-roomy bga-fit"), legend()),
              rings_zone(s, tiles, legal),
              zone("Emplacements d'anneau (● rouge : marqueur)", slots,
                   token("●" if s.pending else "", "rouge", f"marqueur n° {s.markers + 1}") if s.pending else ""),
              class_="bga-board", data_jeu="gnomehollow-jardin")


def bonus_visual(size: int, bonus: str) -> str:
    """A ring space's bonus drawn: a flower, a garden tile, the mushrooms to take, a signpost, a
    ring marker; its short word under it."""
    if bonus == "fleur":
        pic, word = figure_visual("fleur", "rose"), "Fleur"
    elif bonus == "tuile":
        pic, word = el("span", side_marks(paths=("n", "s")), class_="bga-minitile"), "Tuile"
    elif bonus == "champignon":
        pic, word = figure_visual("champignon", "rouge", count=R.MUSHROOM_BONUS[size]), "Cueillir"
    elif bonus == "panneau":
        pic, word = glyph_figure("➚", "brun"), "Panneau"
    else:
        pic, word = glyph_figure("●", "gris"), "Marqueur"
    return pic + text("span", word, class_="bga-figname")


def ring_spaces(s, legal) -> str:
    """The player board's ring spaces, one row per ring size, each space drawn with its bonus; a
    space taken carries its red marker."""
    rows = []
    for size, bonuses in R.RING_SLOTS.items():
        spaces = []
        for k, bonus in enumerate(bonuses, 1):
            move = f"marqueur-{size}-{k}"
            taken = [size, k] in s.taken
            visual = bonus_visual(size, bonus) + (glyph_figure("●", "rouge") if taken else "")
            spaces.append(piece(visual, f"Anneau de {size}{' ou plus' if size == 8 else ''} : "
                                + R.bonus_name(size, bonus) + (", marqueur posé" if taken else ""),
                                cls="bga-figpiece bga-named bga-ringspace" + (" bga-taken" if taken else ""),
                                move=move, legal=legal, title=s.describe(move) + (" (pris)" if taken else "")))
        rows.append(el("div", text("span", f"{size}{'+' if size == 8 else ''}", class_="bga-ringsize",
                                   aria_hidden="true"), *spaces, class_="bga-row"))
    return el("div", *rows, class_="bga-ringspaces")


def legend() -> str:
    """The garden's figures, each drawn beside its name."""
    items = [(figure_visual("lutin", YOU), "votre gnome"), (figure_visual("lutin", RIVAL), "autre gnome"),
             (figure_visual("souche", "brun"), "souche"),
             ("".join(figure_visual("champignon", c, size="petit") for c in ("rouge", "bleu", "jaune")),
              "champignons rouge, bleu, jaune")]
    body = [el("span", fig, text("span", words), class_="bga-legend-item") for fig, words in items]
    body.append(text("span", "✓ : dans un anneau", class_="bga-legend-item"))
    return el("p", *body, class_="bga-note bga-legend")


def rings_zone(s, tiles, legal) -> str:
    """The completed rings (owner, mushrooms waiting in the middle, signpost) and the choices of a
    pending Signpost or Mushroom bonus."""
    lines = []
    for ring in s.rings:
        anchor = ring[0]
        owner = ("à vous" if s.gnome in ring and s.gnome != R.STUMP else
                 "à l'autre joueur" if s.rival in ring else "sans propriétaire")
        middle = {k: s.middle.get(anchor, []).count(k) for k in R.TYPES}
        sign = s.signposts.get(anchor)
        lines.append(note(f"Anneau {'-'.join(ring)} : {owner} ; milieu : {R.count_text(middle)}"
                          + (f" ; panneau {R.SIGNPOST_NAMES[sign]}" if sign else "") + "."))
    actions = []
    if s.sign_ring:
        actions += [move_button(f"panneau-{t}", f"Nouveau panneau {R.SIGNPOST_NAMES[t]}", legal, cls="bga-small",
                                title=s.describe(f"panneau-{t}")) for t in R.SIGNPOSTS]
        actions += [move_button(f"panneau-{a}", f"Panneau {R.SIGNPOST_NAMES[t]} ({a})", legal, cls="bga-small",
                                title=s.describe(f"panneau-{a}"))
                    for a, t in sorted(s.signposts.items(), key=lambda item: R.GARDEN.parse(item[0]))]
    if s.picks:
        ring = next(r for r in s.rings if r[0] == s.pick_ring)
        actions += [move_button(f"champignon-{c}", f"{c} : {k}", legal, cls="bga-small",
                                title=s.describe(f"champignon-{c}")) for c, k in R.ring_mushrooms(tiles, ring)]
    if not lines and not actions:   # one line, not a zone: the phone's first screens
        return note("Anneaux : aucun anneau complété pour l'instant.")
    return zone("Anneaux, champignons et panneaux", *lines,
                el("div", *actions, class_="bga-actions") if actions else "")
