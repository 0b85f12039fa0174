"""Gnome Hollow's view of the whole game: the market of tiles, the garden (tiles, rings, gnomes),
each player's board (ring spaces, reserve) and the Pinwheel market (one row per mushroom type,
one space per quantity)."""

from __future__ import annotations

from ...markup import (badge, banner, board_grid, el, figure_visual, figures, glyph_figure, move_button, note, piece,
                       player_area, side_marks, text, tile, zone)
from ...markup import html, score_sheet, table_layout
from . import rules as R

SIDES = {"ne": "ne", "es": "es", "so": "so", "no": "no", "ns": "ns", "eo": "eo", "pre": "", "souche": "es"}
"""The sides a tile's white paths reach (n, e, s, o), drawn from its centre."""


def path_face(shape: str, extra=()) -> str:
    """A garden tile's face: its white paths, the stump or its mushroom, then `extra` figures."""
    items = [figure_visual("souche", "brun")] if shape == "souche" else []
    if R.MUSHROOMS.get(shape):
        items.append(figure_visual("champignon", R.MUSHROOMS[shape], size="petit"))
    return side_marks(paths=SIDES[shape]) + figures(items + list(extra))


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


def ring_spaces(s, legal, taken=None, colour="rouge") -> str:
    """The player board's ring spaces, one row per ring size, each space drawn with its bonus; a
    space taken carries its marker."""
    taken = s.taken if taken is None else taken
    rows = []
    for size, bonuses in R.RING_SLOTS.items():
        spaces = []
        for k, bonus in enumerate(bonuses, 1):
            move = f"marqueur-{size}-{k}"
            here = [size, k] in taken
            visual = bonus_visual(size, bonus) + (glyph_figure("●", colour) if here else "")
            spaces.append(piece(visual, f"Anneau de {size}{' ou plus' if size == 8 else ''} : "
                                + R.bonus_name(size, bonus) + (", marqueur posé" if here else ""),
                                cls="bga-figpiece bga-named bga-ringspace" + (" bga-taken" if here else ""),
                                move=move, legal=legal, title=s.describe(move) + (" (pris)" if here else "")))
        rows.append(el("div", text("span", f"{size}{'+' if size == 8 else ''}", class_="bga-ringsize",
                                   aria_hidden="true"), *spaces, class_="bga-row"))
    return el("div", *rows, class_="bga-ringspaces")


# --- the whole game (mode « partie ») -----------------------------------------------------------

SEATS = ("bleu", "violet", "orange", "vert")
"""Each seat's gnome and markers."""


def _garden(s, legal) -> str:
    tiles = s.tiles
    in_ring = {c for ring in s.rings for c in ring}
    cells = []
    for i in R.TABLE.squares():
        cell = R.TABLE.name(i)
        shape = tiles.get(cell)
        if shape is None:
            move = f"poser-{cell}"
            here = move in legal
            cells.append(tile("vide", f"case {cell} vide" + (" : posez-y la tuile" if here else ""), coord=cell,
                              move=move, legal=legal, title=s.describe(move) if here else f"{cell}",
                              data_cle=cell))
            continue
        name = "souche, marché de Pinwheel" if shape == "souche" else R.SHAPE_NAMES[shape]
        if R.MUSHROOMS.get(shape):
            name += f", champignon {R.MUSHROOMS[shape]}"
        if cell in in_ring:
            name += ", dans un anneau"
        anchor = next((r[0] for r in s.rings if cell in r), None)
        extra = []
        if anchor == cell and anchor in s.signposts:
            name += f", panneau {R.SIGNPOST_NAMES[s.signposts[anchor]]}"
            extra.append(glyph_figure("➚", "brun"))
        if anchor == cell and s.middle.get(anchor):
            name += f", {len(s.middle[anchor])} champignon(s) au milieu"
            extra.append(figure_visual("champignon", "gris", count=len(s.middle[anchor]), size="petit"))
        for p, g in enumerate(s.gnomes):
            if g == cell:
                name += f", gnome de {s.game.seat_name(p)}"
                extra.append(figure_visual("lutin", SEATS[p]))
        # a path tile is where a gnome goes; while a Mushroom bonus is resolved, a mushroom to take
        move = f"champignon-{cell}" if s.todo and s.todo[0][0] == "cueillir" else f"gnome-{cell}"
        cells.append(piece(path_face(shape, extra), f"{cell} : {name}",
                           cls="bga-tile bga-pathtile" + (" bga-selected" if cell in in_ring else ""),
                           data_terrain="prairie", move=move, legal=legal, title=s.describe(move), data_cle=cell))
    return board_grid(cells, R.TABLE.cols, label="Le jardin de Gnome Hollow", cls="bga-roomy bga-fit")


def _market(s, legal) -> str:
    items = []
    for i, kind in enumerate(s.market):
        src = f"m{i + 1}"
        if kind is None:
            items.append(el("span", "", class_="bga-tile bga-pathtile bga-gh-hole", aria_hidden="true"))
            continue
        face = s.face if s.sel == src else R.KINDS[kind][0]
        move = f"prendre-{src}" if f"prendre-{src}" in legal else f"reserve-{src}"
        items.append(piece(path_face(face), f"Marché, tuile {i + 1} : {R.KIND_NAMES[kind]}", cls="bga-tile bga-pathtile",
                           move=move, legal=legal, selected=s.sel == src, data_terrain="prairie",
                           title=s.describe(move), data_cle=src))
    return el("div", *items, class_="bga-row bga-tilefaces")


def _faces(s, legal) -> str:
    if not s.sel:
        return ""
    kind = s.kind_at(s.sel)
    faces = [piece(path_face(f), R.SHAPE_NAMES[f], cls="bga-tile bga-pathtile", move=f"forme-{f}", legal=legal,
                   selected=f == s.face, data_terrain="prairie", title=R.SHAPE_NAMES[f], data_cle=f"forme-{f}")
             for f in R.KINDS[kind]]
    return zone("Tourner ou retourner la tuile prise", el("div", *faces, class_="bga-row bga-tilefaces"))


def _status(s, me) -> str:
    who = s.game.seat_name(s.joueur)
    if s.todo:
        task = s.todo[0][0]
        return {"marqueur": f"{who} a complété un anneau : choisissez l'emplacement de son marqueur.",
                "cueillir": f"{who} récupère des champignons de l'anneau (touchez leurs tuiles), chacun une fois.",
                "panneau": f"{who} : Panneau de signalisation, un nouveau dans l'anneau ou un déjà en place.",
                "reserve": f"{who} : choisissez la tuile du marché qui va en réserve."}[task]
    if s.phase == "tuiles":
        return (f"{who} place ses tuiles ({s.used[0]}/{R.TILES_PER_TURN} du marché"
                + (f", {s.used[1]} de la réserve" if s.used[1] else "") + ") : une tuile, sa face, une case.")
    if s.phase == "vente":
        return f"{who} est au marché de Pinwheel : jusqu'à deux ventes de types différents."
    return f"{who} peut déplacer son gnome : un chemin, la souche, le marché aux fleurs, ou passer."


def _player(s, p, me, legal) -> str:
    sc = s.score(p)
    stock = R.count_text({k: s.stock[p][k] for k in R.TYPES})
    body = [el("div", badge(f"Fleurs : {s.flowers[p]}/{R.FLOWERS}"), badge(f"Marqueurs : {s.markers[p]}/{R.MARKERS}"),
               badge(f"Trésor : {s.treasure[p]}"), badge(f"Champignons : {stock}"),
               badge(f"Réserve : {len(s.reserve[p])}/{R.RESERVE}"), class_="bga-row")]
    if s.reserve[p]:
        body.append(el("div", *[piece(path_face(R.KINDS[k][0]), f"Réserve, tuile {i + 1} : {R.KIND_NAMES[k]}",
                                      cls="bga-tile bga-pathtile", move=f"prendre-r{i + 1}",
                                      legal=legal if p == s.joueur else (), selected=s.sel == f"r{i + 1}" and p == s.joueur,
                                      data_terrain="prairie", data_cle=f"r{i + 1}")
                                for i, k in enumerate(s.reserve[p])], class_="bga-row"))
    board = ring_spaces(s, legal if p == s.joueur else (), s.taken[p], SEATS[p])
    if p == me or (p == s.joueur and (me is None or any(m.startswith("marqueur-") for m in legal))):
        body.append(board)
    else:   # another player's board, folded: the reader's first screen holds the table and his own
        body.append(el("details", text("summary", "Plateau des anneaux"),
                       board, class_="bga-gh-rings"))
    return player_area(s.game.seat_name(p), *body, you=p == me, current=p == s.joueur,
                       badges=[f"{sc['total']} points"], cls="bga-gh-player")


def _sales(s, legal) -> str:
    head = ["Type"] + ["Paire" if q == R.PAIR else str(q) for q in R.QUANTITIES]
    rows = []
    for kind in R.TYPES:
        cells = [R.NAMES[kind]]
        for q in R.QUANTITIES:
            move = f"vendre-{kind}-{q}"
            label = "✖" if [kind, q] in s.blocked else f"+{R.treasure(q)}"
            cells.append(html(move_button(move, label, legal, cls="bga-small",
                                          aria_label=s.describe(move) + (" : bloqué" if label == "✖" else ""))))
        rows.append(cells)
    return score_sheet(head, rows, caption="Marché de Pinwheel (+n : trésor ; ✖ : bloqué)", compact=True,
                       scroll=True)


def render_partie(game, state, viewer, legal) -> str:
    s = state
    me = viewer if viewer is not None and 0 <= viewer < s.players else None
    parts = []
    if s.phase == "fin" and s.stopped:
        parts.append(banner("Fin de l'exemple : le tour illustré est joué. « Recommencer » pour le rejouer.", "info"))
    elif s.phase == "fin":
        win = s.winners()
        names = ", ".join(game.seat_name(p) for p in win)
        parts.append(banner(f"Partie terminée : {names} gagne{'nt' if len(win) > 1 else ''}.",
                            "bien" if me in win else "mal"))
    else:
        parts.append(note(_status(s, me)))
    actions = [move_button(m, s.describe(m), legal, cls="bga-small", title=s.describe(m),
                           **({"data_definitif": "1"} if m in ("finir", "passer") else {}))
               for m in legal if m in ("finir", "passer") or m.startswith("panneau-") or m == "gnome-fleurs"]
    if actions:
        parts.append(el("div", *actions, class_="bga-actions"))
    centre = [zone(f"Marché des tuiles (sac : {len(s.bag)})", _market(s, legal)), _faces(s, legal),
              zone("Jardin", _garden(s, legal))]
    if s.phase == "vente":
        centre.append(zone("Marché de Pinwheel", _sales(s, legal)))
    # the table: the opponents above the market and the garden, the reader's own area below
    parts.append(table_layout(centre, [_player(s, p, me, legal) for p in range(s.players) if p != me],
                              _player(s, me, me, legal) if me is not None else ""))
    sheet = score_sheet(["Ligne"] + [f"J{p + 1}" for p in range(s.players)],
                        [["Fleurs"] + [s.score(p)["fleurs"] for p in range(s.players)],
                         ["Marqueurs"] + [s.score(p)["marqueurs"] for p in range(s.players)],
                         ["Trésor"] + [s.score(p)["tresor"] for p in range(s.players)],
                         ["Champignons invendus"] + [s.score(p)["invendus"] for p in range(s.players)]],
                        caption="Le décompte (« Fin de partie »)",
                        total=["Total"] + s.scores(), compact=True)
    counted = s.phase == "fin" and not s.stopped
    parts.append(el("details", text("summary", "Décompte, ligne par ligne"), sheet, class_="bga-zone",
                    **({"open": True} if counted else {})))
    return el("div", *parts, class_="bga-board", data_jeu="gnomehollow")
