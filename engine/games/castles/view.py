"""Castles of Mad King Ludwig's views: the sales row, the castle grid, the favours table."""

from __future__ import annotations

from ...markup import badge, board_grid, colour_card, el, move_button, note, piece, text, tile, zone
from ...markup import html, score_sheet
from . import rules as R

ARROWS = {"N": "↑", "E": "→", "S": "↓", "W": "←"}


def _room_card(room, price: int, **kw) -> str:
    return colour_card(f"{price // 1000}k", R.COLOURS[room[1]], R.TYPES[room[1]], small=True,
                       name=f"{room[0]} ({R.TYPES[room[1]].lower()}), {price} Marks", **kw)


def render_vente(game, state, viewer, legal) -> str:
    s = state
    parts = []
    info = [badge(f"Tour {s.round}"), badge(f"Pioche : {len(s.deck)} salle(s)")]
    if s.last_round and s.phase != "fin":
        info.append(badge("dernier tour"))
    parts.append(el("div", *info, class_="bga-row"))
    slots = []
    for i, slot in enumerate(s.slots):
        price = f"{s.price(i) // 1000} 000"
        if slot["salle"]:
            coins = f" (+{slot['pieces']} dessus)" if slot["pieces"] else ""
            card = _room_card(slot["salle"], s.price(i), move=f"acheter-{i + 1}", legal=legal,
                              title=s.describe(f"acheter-{i + 1}"))
            body = card + text("span", f"{i + 1}. {slot['salle'][0]}{coins}", class_="bga-note")
        else:
            body = text("span", f"{i + 1} · {price} : vide", class_="bga-note")
        slots.append(el("div", body, class_="bga-zone"))
    parts.append(zone("Sous le plateau (prix en milliers de Marks)", el("div", *slots, class_="bga-row")))
    if s.phase == "ranger":
        swaps = [move_button(m, m[9:].replace("-", "↔"), legal, cls="bga-small", title=s.describe(m))
                 for m in legal if m.startswith("echanger-")]
        parts.append(zone(f"Joueur {s.builder + 1}, Maître bâtisseur : rangez les salles",
                          el("div", move_button("valider", "Valider le rangement", legal), class_="bga-actions"),
                          el("details", text("summary", "Échanger deux espaces"),
                             el("div", *swaps, class_="bga-actions"))))
    elif s.phase == "achat":
        p = s.buyer_order()[s.step]
        who = f"Joueur {p + 1}" + (" (Maître bâtisseur, paie la banque)" if p == s.builder
                                   else f" (paie Joueur {s.builder + 1})")
        parts.append(zone(f"À {who} : cliquez une salle, ou",
                          el("div", move_button("couloir", f"Escalier/couloir ({R.CORRIDOR_PRICE})", legal),
                             move_button("passer", f"Passer (+{R.PASS_GAIN})", legal), class_="bga-actions")))
    else:
        parts.append(text("p", "Partie finie : la pioche est vide et le dernier tour est joué.",
                          class_="bga-banner bga-banner-info"))
    rows = [[f"Joueur {p + 1}" + (" ★" if p == s.builder else ""), s.money[p], ", ".join(s.castles[p]) or "—"]
            for p in range(s.n)]
    parts.append(score_sheet(["Joueur (★ bâtisseur)", "Marks", "Salles achetées"], rows,
                             caption="Marks et salles achetées de chaque joueur"))
    return el("div", *parts, class_="bga-board", data_jeu="castles-vente")


def _room_tile(cell: str, room, complete: bool, **kw) -> str:
    doors = "".join(ARROWS[d] for d in room["portes"])
    terrain = {"jardin": "prairie", "soussol": "mine", "corridor": "vide", "escalier": "vide"}.get(room["type"], "chateau")
    name = (f"{cell} : {R.TYPES[room['type']]}, {room['points']} pt, portes {doors}"
            + (" ; achevée : " + R.BONUS[room["type"]] if complete else ""))
    symbol = R.ABBR[room["type"]] + ("✓" if complete else "")
    return tile(terrain, R.TYPES[room["type"]], symbol=symbol, value=doors, name=name, **kw)


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
        offer.append(piece(text("span", R.ABBR[room["type"]], class_="bga-value")
                           + text("span", "".join(ARROWS[d] for d in shown["portes"]) + f" {room['points']}pt",
                                  class_="bga-cname"),
                           label, cls="bga-card bga-ccard bga-small", data_colour=R.COLOURS[room["type"]],
                           move=f"choisir-{k + 1}" if k != s.chosen else None, legal=legal,
                           title=f"Choisir {label}", selected=k == s.chosen, **({} if k != s.chosen else {})))
    parts.append(zone("Offre (cliquez une salle, puis une case)",
                      el("div", *offer, class_="bga-hand", role="group", aria_label="Offre") if offer
                      else note("Toutes les salles sont posées."),
                      el("div", move_button("tourner", "Tourner ↻", legal),
                         move_button("reprendre", "Reprendre la dernière salle posée", legal), class_="bga-actions")))
    cells = []
    for i in g.squares():
        name = g.name(i)
        if name in s.castle:
            cells.append(_room_tile(name, s.castle[name], s.complete(g, name)))
        else:
            move = f"poser-{name}"
            cells.append(tile("vide", "case libre", name=f"{name} : case libre", move=move, legal=legal,
                              title=s.describe(move)))
    parts.append(zone("Château (flèches : portes ; ✓ : salle achevée)", board_grid(cells, g.cols, label="Château"),
                      note("Jar jardin, Act activité, Sal salon, Cui cuisine, Ser service, Cha chambre, "
                           "Cor corridor, SS sous-sol, Esc escalier.")))
    done = [f"{c} ({R.TYPES[r['type']]}) : {R.BONUS[r['type']]}" for c, r in sorted(s.castle.items())
            if s.complete(g, c)]
    parts.append(note("Achevées : " + ("; ".join(done) if done else "aucune") + ". Portes libres : "
                      + (", ".join(s.open_doors(g)) or "aucune") + "."))
    return el("div", *parts, class_="bga-board", data_jeu="castles-chateau")


def render_faveurs(game, state, viewer, legal) -> str:
    from .calculators import FAVOUR_NAMES
    s = state
    pts = s.points()
    rows = []
    for f in range(s.n):
        cells = [FAVOUR_NAMES[f]]
        for p in range(s.n):
            cells.append(html(move_button(f"moins-{f + 1}-{p + 1}", "−", legal, cls="bga-small",
                                          title=s.describe(f"moins-{f + 1}-{p + 1}")),
                              text("span", f" {s.counts[f][p]}→{pts[f][p]} ", class_="bga-value"),
                              move_button(f"plus-{f + 1}-{p + 1}", "+", legal, cls="bga-small",
                                          title=s.describe(f"plus-{f + 1}-{p + 1}"))))
        rows.append(cells)
    table = score_sheet(["Faveur"] + [f"J{p + 1}" for p in range(s.n)], rows, caption="Faveurs du roi par joueur",
                        total=["Total"] + [f"{v} pt" for v in s.scores()], compact=True, scroll=True)
    return el("div", note("Chaque case : éléments du joueur → points de la faveur (8, 4, 2, 1 ; 0 sans élément)."),
              table, class_="bga-board", data_jeu="castles-faveurs")
