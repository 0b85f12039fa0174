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


def door_words(doors: str) -> str:
    return ", ".join(R.SIDE_NAMES[d] for d in doors) or "aucune"


def _room_tile(cell: str, room, complete: bool, **kw) -> str:
    name = (f"{cell} : {R.TYPES[room['type']]}, {room['points']} pt, portes {door_words(room['portes'])}"
            + (" ; achevée : " + R.BONUS[room["type"]] if complete else ""))
    return piece(room_face(room["type"], room["portes"], points=room["points"], done=complete), name,
                 cls="bga-tile bga-room" + (" bga-complete" if complete else ""), data_colour=R.COLOURS[room["type"]],
                 **kw)


def render_chateau(game, state, viewer, legal) -> str:
    s = state
    g = s.grid()
    pen = s.pen()
    totals = s.totals(g)
    parts = [el("div", badge(f"Points : {totals['points']}"), badge(f"Marks d'achèvement : {totals['marks']}"),
                badge(f"Actions du sous-sol : {totals['actions_sous_sol']}"), class_="bga-row")]
    offer = []
    for k, room in enumerate(s.offer):
        ok = s.placeable(g, k)
        label = R.room_label(room) + ("" if ok else " — aucune place : ne peut pas être achetée")
        shown = pen if k == s.chosen else room
        offer.append(piece(room_face(room["type"], shown["portes"], points=room["points"]),
                           label + f", portes {door_words(shown['portes'])}", cls="bga-tile bga-room",
                           data_colour=R.COLOURS[room["type"]],
                           move=f"choisir-{k + 1}" if k != s.chosen else None, legal=legal,
                           title=f"Choisir {label}", selected=k == s.chosen, **({} if k != s.chosen else {})))
    parts.append(zone("Offre (cliquez une salle, puis une case)",
                      el("div", *offer, class_="bga-hand", role="group", aria_label="Offre") if offer
                      else note("Toutes les salles sont posées."),
                      el("div", move_button("tourner", "Tourner ↻ (un quart de tour)", legal),
                         move_button("reprendre", "Reprendre la dernière salle posée", legal), class_="bga-actions")))
    cells = []
    for i in g.squares():
        name = g.name(i)
        if name in s.castle:
            cells.append(_room_tile(name, s.castle[name], s.complete(g, name)))
        else:
            move = f"poser-{name}"
            ghost = ""
            if pen is not None and move in legal:       # the chosen room, as it would lie here
                ghost = el("span", room_face(pen["type"], pen["portes"]), class_="bga-preview",
                           data_colour=R.COLOURS[pen["type"]])
            cells.append(piece(ghost, f"{name} : case libre", cls="bga-tile", data_terrain="vide", move=move,
                               legal=legal, title=s.describe(move)))
    parts.append(zone("Château (barres claires : portes ; ✓ : salle achevée ; salle en transparence : la salle "
                      "choisie, posée là)", board_grid(cells, g.cols, label="Château", cls="bga-roomy bga-fit")))
    done = [f"{c} ({R.TYPES[r['type']]}) : {R.BONUS[r['type']]}" for c, r in sorted(s.castle.items())
            if s.complete(g, c)]
    parts.append(note("Achevées : " + ("; ".join(done) if done else "aucune") + ". Portes libres : "
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
