"""Castles of Mad King Ludwig's views: the sales row, the castle grid, the favours table."""

from __future__ import annotations

from ...markup import badge, board_grid, el, esc, figure_visual, move_button, note, piece, side_marks, text, tile, zone
from ...markup import score_sheet
from . import rules as R

SIDE_KEYS = {"N": "n", "E": "e", "S": "s", "W": "o"}
"""A room's door sides as `side_marks` names them."""


def room_face(kind: str, doors: str = "", *, title: str = "", points=None, done: bool = False) -> str:
    """A room as a square tile of its colour: its doors drawn on its sides, its name (wrapping inside
    the tile), its points, ✓ when complete."""
    out = [side_marks(doors=[SIDE_KEYS[d] for d in doors])] if doors else []
    out.append(text("span", title or R.TYPES[kind], class_="bga-room-name"))
    if points is not None:
        out.append(text("span", f"{points} pt" + (" ✓" if done else ""), class_="bga-room-pts"))
    return "".join(out)


def _room_card(room, price: int, **kw) -> str:
    """A room card for sale: its name on its type's colour (the type and price in its name)."""
    return piece(room_face(room[1], title=room[0]), f"{room[0]} ({R.TYPES[room[1]].lower()}), {price} Marks",
                 cls="bga-tile bga-room bga-room-card", data_colour=R.COLOURS[room[1]], **kw)


def render_vente(game, state, viewer, legal) -> str:
    s = state
    parts = []
    info = [badge(f"Tour {s.round}"), badge(f"Pioche : {len(s.deck)} salle(s)")]
    if s.last_round and s.phase != "fin":
        info.append(badge("dernier tour"))
    parts.append(el("div", *info, class_="bga-row"))
    slots = []
    arranging = s.phase == "ranger"
    for i, slot in enumerate(s.slots):
        price = f"{s.price(i) // 1000} 000"
        head = text("span", price, class_="bga-price", aria_hidden="true")
        # while the Master Builder arranges, a room is chosen (two of them, then « Échanger »), not bought
        use = ({"part": str(i + 1), "title": f"Choisir l'espace {i + 1} ({price} Marks) pour l'échanger"}
               if arranging else {"move": f"acheter-{i + 1}", "legal": legal, "title": s.describe(f"acheter-{i + 1}")})
        if slot["salle"]:
            coins = slot["pieces"]
            card = _room_card(slot["salle"], s.price(i), **use)
            pile = (el("span", *[el("span", class_="bga-coin") for _ in range(min(coins, 5))],
                       text("span", f"+{coins} × 1 000", class_="bga-coin-note"), class_="bga-coins")
                    if coins else "")
            body = head + card + pile
        else:
            body = head + (piece(text("span", "vide", class_="bga-room-name"), f"Espace {i + 1} vide",
                                 cls="bga-tile bga-room bga-empty", **use) if arranging
                           else el("span", text("span", "vide", class_="bga-room-name"),
                                   class_="bga-tile bga-room bga-empty"))
        slots.append(el("div", body, class_="bga-price-space", role="listitem",
                        aria_label=f"Espace {i + 1}, {price} Marks : "
                                   + (f"{slot['salle'][0]}" + (f", {slot['pieces']} pièce(s) de 1 000 dessus"
                                                                 if slot["pieces"] else "") if slot["salle"] else "vide")))
    board = zone("Plateau du Maître bâtisseur : les salles sous leur prix (Marks)",
                 el("div", *slots, class_="bga-priceboard", role="list"))
    if arranging:
        swap = el("button", esc("Échanger les deux salles choisies"), type="button",
                  class_="bga-move bga-compose-action", data_template="echanger-{}", disabled=True,
                  title="Échanger les deux espaces choisis")
        parts.append(el("div", board,
                        zone(f"Joueur {s.builder + 1}, Maître bâtisseur : rangez les salles",
                             note("Cliquez deux salles (ou une salle et un espace vide), puis « Échanger » ; "
                                  "validez quand le rangement vous convient."),
                             el("div", swap, move_button("valider", "Valider le rangement", legal),
                                class_="bga-actions")),
                        class_="bga-compose"))
    elif s.phase == "achat":
        parts.append(board)
        p = s.buyer_order()[s.step]
        who = f"Joueur {p + 1}" + (" (Maître bâtisseur, paie la banque)" if p == s.builder
                                   else f" (paie Joueur {s.builder + 1})")
        parts.append(zone(f"À {who} : cliquez une salle, ou",
                          el("div", move_button("couloir", f"Escalier/couloir ({R.CORRIDOR_PRICE})", legal),
                             move_button("passer", f"Passer (+{R.PASS_GAIN})", legal), class_="bga-actions")))
    else:
        parts.append(board)
        parts.append(text("p", "Partie finie : la pioche est vide et le dernier tour est joué.",
                          class_="bga-banner bga-banner-info"))
    rows = [[f"Joueur {p + 1}" + (" ★" if p == s.builder else ""), s.money[p], ", ".join(s.castles[p]) or "—"]
            for p in range(s.n)]
    parts.append(score_sheet(["Joueur (★ bâtisseur)", "Marks", "Salles achetées"], rows,
                             caption="Marks et salles achetées de chaque joueur"))
    return el("div", *parts, class_="bga-board", data_jeu="castles-vente")


def door_words(doors) -> str:
    """Doors placed on the castle, « C3 nord, D4 est »."""
    return ", ".join(f"{cell} {R.SIDE_NAMES[side]}" for cell, side in doors) or "aucune"


def shape_picture(room: dict, *, cls: str = "bga-roomshape") -> str:
    """A turned room (cells and doors in shape coordinates) drawn as its squares in a small grid,
    each coloured square with the doors on its sides."""
    cells = {tuple(c) for c in room["cases"]}
    h = max(r for r, _ in cells) + 1
    w = max(c for _, c in cells) + 1
    squares = []
    for r in range(h):
        for c in range(w):
            if (r, c) not in cells:
                squares.append(el("span", class_="bga-shape-gap"))
                continue
            doors = [SIDE_KEYS[d[2]] for d in room["portes"] if (d[0], d[1]) == (r, c)]
            joins = " ".join(SIDE_KEYS[s] for s, (dr, dc) in R.STEP.items() if (r + dr, c + dc) in cells)
            squares.append(el("span", side_marks(doors=doors) if doors else "", class_="bga-room bga-shape-cell",
                              data_colour=R.COLOURS[room["type"]], data_joins=joins or None))
    return el("span", *squares, class_=cls, style=f"--w: {w}; --h: {h}")


def _offer_card(s, k: int, room: dict, legal, ok: bool) -> str:
    from .calculators import door_words as shape_doors, turned
    shown = s.pen() if k == s.chosen else turned(room, 0)
    label = (R.room_label(room) + ", " + R.FORM_NAMES[room["forme"]]
             + ("" if ok else " — aucune place : ne peut pas être achetée"))
    visual = (shape_picture(shown) + text("span", room.get("nom") or R.TYPES[room["type"]], class_="bga-room-name")
              + text("span", f"{room['points']} pt", class_="bga-room-pts"))
    return piece(visual, label + f", portes {shape_doors(shown)}", cls="bga-tile bga-room-offer",
                 move=f"choisir-{k + 1}" if k != s.chosen else None, legal=legal, title=f"Choisir {label}",
                 selected=k == s.chosen)


def _room_square(s, g, cell: str, anchor: str, complete: bool) -> str:
    """One square of a placed room: its colour, the doors on its sides, the room's name and points on its
    first square; the sides it shares with its own room drawn open (`data-joins`)."""
    room = s.castle[anchor]
    doors = [SIDE_KEYS[side] for c, side in room["portes"] if c == cell]
    joins = " ".join(SIDE_KEYS[side] for side in R.SIDES if s.beyond(g, cell, side) in room["cases"])
    if cell == anchor:
        face = room_face(room["type"], points=room["points"], done=complete)
        name = (f"{cell} : {R.TYPES[room['type']]} {R.FORM_NAMES[room['forme']]} sur {', '.join(room['cases'])}, "
                f"{room['points']} pt, portes {door_words(room['portes'])}"
                + (" ; achevée : " + R.BONUS[room["type"]] if complete else ""))
    else:
        face = ""
        name = f"{cell} : {R.TYPES[room['type']]} (salle posée en {anchor})"
    if doors:
        face = side_marks(doors=doors) + face
    return piece(face, name, cls="bga-tile bga-room" + (" bga-complete" if complete else ""),
                 data_colour=R.COLOURS[room["type"]], data_joins=joins or None)


def render_chateau(game, state, viewer, legal) -> str:
    s = state
    g = s.grid()
    pen = s.pen()
    totals = s.totals(g)
    parts = [el("div", badge(f"Points : {totals['points']}"), badge(f"Marks d'achèvement : {totals['marks']}"),
                badge(f"Actions du sous-sol : {totals['actions_sous_sol']}"), class_="bga-row")]
    offer = [_offer_card(s, k, room, legal, s.placeable(g, k)) for k, room in enumerate(s.offer)]
    parts.append(zone("Offre (cliquez une salle, tournez-la, puis cliquez la case de sa première case)",
                      el("div", *offer, class_="bga-hand", role="group", aria_label="Offre") if offer
                      else note("Toutes les salles sont posées."),
                      el("div", move_button("tourner", "Tourner ↻ (un quart de tour)", legal),
                         move_button("reprendre", "Reprendre la dernière salle posée", legal), class_="bga-actions")))
    owners = s.owners()
    done = {a for a in s.castle if s.complete(g, a)}
    cells = []
    for i in g.squares():
        name = g.name(i)
        if name in owners:
            cells.append(_room_square(s, g, name, owners[name], owners[name] in done))
            continue
        move = f"poser-{name}"
        ghost = ""
        if pen is not None and move in legal:
            # a mark of the room's colour; on hover or focus, the whole room as it would lie from here
            lead = pen["cases"][0]
            ghost = (el("span", class_="bga-preview bga-anchor-mark", data_colour=R.COLOURS[pen["type"]])
                     + el("span", shape_picture(pen, cls="bga-roomshape bga-shape-preview"), class_="bga-shape-at",
                          style=f"--dr: {lead[0]}; --dc: {lead[1]}"))
        cells.append(piece(ghost, f"{name} : case libre", cls="bga-tile", data_terrain="vide", move=move,
                           legal=legal, title=s.describe(move)))
    parts.append(zone("Château (barres claires : portes ; ✓ : salle achevée ; survolez ou atteignez au clavier une "
                      "case marquée : la salle choisie s'y dessine entière, sa première case là)",
                      board_grid(cells, g.cols, label="Château", cls="bga-roomy bga-fit bga-castle")))
    words = [f"{a} ({R.TYPES[r['type']]}) : {R.BONUS[r['type']]}" for a, r in sorted(s.castle.items()) if a in done]
    parts.append(note("Achevées : " + ("; ".join(words) if words else "aucune") + ". Portes libres : "
                      + (", ".join(s.open_doors(g)) or "aucune") + "."))
    return el("div", *parts, class_="bga-board", data_jeu="castles-chateau")


FAVOUR_TYPES = ["salon", "jardin", "soussol", "activite"]
"""The room type each favour of calculators.FAVOUR_NAMES rewards (its colour on the favour)."""


def _favour_card(s, f: int, name: str, pts: list[int], legal) -> str:
    """One favour of the king as a card: its round token (the room type's colour and name), the
    points of the places (8, 4, 2, 1), then each player's count with − and + and the points won."""
    kind = FAVOUR_TYPES[f]
    disc = el("span", text("span", name, class_="bga-room-name"), class_="bga-favour-disc",
              data_colour=R.COLOURS[kind], aria_hidden="true")
    head = el("div", disc, text("span", " · ".join(str(v) for v in R.FAVOUR_POINTS) + " pt",
                                class_="bga-favour-scale", aria_hidden="true"), class_="bga-favour-head")
    lines = []
    for p in range(s.n):
        won = pts[f][p]
        lines.append(el("li", text("span", f"J{p + 1}", class_="bga-favour-who", aria_hidden="true"),
                        el("span", move_button(f"moins-{f + 1}-{p + 1}", "−", legal, cls="bga-small",
                                               title=f"{name} : " + s.describe(f"moins-{f + 1}-{p + 1}")),
                           text("span", s.counts[f][p], class_="bga-count", aria_hidden="true"),
                           move_button(f"plus-{f + 1}-{p + 1}", "+", legal, cls="bga-small",
                                       title=f"{name} : " + s.describe(f"plus-{f + 1}-{p + 1}")),
                           class_="bga-stepper"),
                        text("span", f"{won} pt", class_="bga-favour-pts" + (" bga-favour-won" if won else ""),
                             aria_hidden="true"),
                        text("span", f"Joueur {p + 1} : {s.counts[f][p]} élément(s), {won} point(s)", class_="bga-sr")))
    return el("div", head, el("ul", *lines, class_="bga-favour-lines"), class_="bga-favour", role="group",
              aria_label=f"Faveur du roi : {name}")


def render_faveurs(game, state, viewer, legal) -> str:
    from .calculators import FAVOUR_NAMES
    s = state
    pts = s.points()
    cards = [_favour_card(s, f, FAVOUR_NAMES[f], pts, legal) for f in range(s.n)]
    totals = el("p", text("strong", "Total : "),
                "; ".join(text("span", f"Joueur {p + 1} : {v} pt") for p, v in enumerate(s.scores())),
                class_="bga-note")
    return el("div", note("Chaque faveur : le nombre d'éléments de chaque joueur (− et +) et les points qu'il en tire "
                          "(8, 4, 2, 1 ; 0 sans élément)."),
              el("div", *cards, class_="bga-favours"), totals, class_="bga-board", data_jeu="castles-faveurs")
