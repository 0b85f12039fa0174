"""HTML views of Tranquility (the game and the placement calculator), via
engine.markup: the mountain as a pyramid (row 9, the summit, on top), each
free place listing the cards of the hand that may go there and their cost."""

from __future__ import annotations

from ...markup import el, move_button, text, zone
from . import rules as R

COLOUR_HEX = {"rouge": "#c62828", "vert": "#2e7d32", "bleu": "#1565c0"}


def card_span(card: str, small: bool = True, where: str = "") -> str:
    colour = R.colour_of(card)
    k = R.kind(card)
    face = {"versant": str(R.value_of(card)), "feu": "Feu", "pont": "Pont", "sommet": "▲"}.get(k, "?")
    attrs = {"data_color": colour} if colour else {}
    title = R.label(card) + (f" ({where})" if where else "")
    return text("span", face, class_="bga-card" + (" bga-small" if small else ""),
                title=title, aria_label=title, data_kind=k, **attrs)


def empty_place(r: int, c: int, body: str = "", legal_here: bool = False) -> str:
    style = "min-width: 3.2em; min-height: 3.4em; border: 1px dashed var(--bga-fg-lighter); " \
            "border-radius: 0.3em; display: inline-flex; flex-direction: column; align-items: center; " \
            "justify-content: center; padding: 0.1em; margin: 0.1em; font-size: 0.75em"
    if legal_here:
        style += "; border: 2px solid var(--bga-accent)"
    return el("span", text("span", R.spot_code(r, c), class_="bga-note") + body, style=style,
              title=R.spot_label(r, c), data_place=R.spot_code(r, c))


def mountain_html(mountain, per_spot: dict, hint: str) -> str:
    """The pyramid; `per_spot` maps a place code to the HTML of its buttons."""
    rows = []
    for r in range(R.ROWS, 0, -1):
        cells = []
        row = mountain[r - 1]
        for c in range(1, R.row_size(r) + 1):
            code = R.spot_code(r, c)
            card = row[c - 1] if c <= len(row) else None
            extra = per_spot.get(code, "")
            if card is not None:
                cell = card_span(card, where=R.spot_label(r, c))
                if extra:
                    cell = el("span", cell + extra, style="display: inline-flex; flex-direction: column; "
                                                          "align-items: center", data_place=code)
                cells.append(cell)
            else:
                cells.append(empty_place(r, c, extra, bool(extra)))
        label = "Sommet" if r == R.SUMMIT_ROW else f"Ligne {r}"
        rows.append(el("div", text("span", label, class_="bga-badge", style="min-width: 4.5em"), *cells,
                       class_="bga-row", style="justify-content: center; flex-wrap: nowrap",
                       data_row=r))
    return zone("Montagne", text("p", hint, class_="bga-note"),
                el("div", *rows, style="overflow-x: auto"), cls="bga-mountain")


def _spot_of(move: str) -> str:
    head, _, rest = move.partition("-")
    if head == "poser":
        return rest.partition("-")[2]
    return rest.split("-")[2]


def render_partie(game, state, viewer, legal) -> str:
    s = state
    g = s.game
    me = viewer if viewer is not None and 0 <= viewer < s.players else None
    acting = me is not None and me == s.turn and s.phase != "fin"
    parts = []
    if s.result == "victoire":
        parts.append(text("p", "Victoire : le Sommet est posé, la montagne est gravie !", class_="bga-note",
                          role="status"))
    elif s.result == "defaite":
        parts.append(text("p", f"Défaite : la partie s'arrête avec {s.mountain_cards()} carte(s) sur la "
                               "montagne (il en faut 44, puis le Sommet).", class_="bga-note", role="status"))
    elif s.phase == "payer":
        parts.append(text("p", f"À {g.seat_name(s.turn)} : défausser encore {s.due} carte(s) pour payer le "
                               "placement (la différence de valeur avec la carte voisine).", class_="bga-note"))
    else:
        parts.append(text("p", f"À {g.seat_name(s.turn)} : placer une carte sur la montagne, ou défausser 2 "
                               "cartes" + (", ou dépenser un Grappin." if s.is_solo() else "."),
                          class_="bga-note"))
    per_spot: dict[str, list[str]] = {}
    campfires = []
    if acting and s.phase == "action":
        costs = dict(s.placements(s.hands[s.turn]))
        for m in legal:
            if m.startswith("poser-"):
                card = m.split("-")[1]
                cost = costs.get(m, 0)
                lab = R.label(card) + (f" · {cost}" if cost else "")
                per_spot.setdefault(_spot_of(m), []).append(
                    move_button(m, lab, legal, cls="bga-small", title=s.describe(m), data_color=R.colour_of(card)))
            elif m.startswith("feu-"):
                campfires.append(move_button(m, s.describe(m), legal, title=s.describe(m)))
    hint = ("Chaque place libre en bordure orange liste les cartes de votre main qui peuvent y aller, avec "
            "le nombre de cartes à défausser (« · 2 »)." if acting and s.phase == "action"
            else f"{s.mountain_cards()} carte(s) posée(s) sur 44, puis le Sommet sur la 9e ligne.")
    parts.append(mountain_html(s.mountain, {k: "".join(v) for k, v in per_spot.items()}, hint))
    if campfires:
        parts.append(zone("Feux de camp", text("p", "Le feu remplace une carte de sa couleur, qui monte plus haut.",
                                              class_="bga-note"), el("div", *campfires, class_="bga-actions")))

    if me is not None:
        hand = R.sort_cards(s.hands[me])
        body = []
        if acting and s.phase == "payer":
            body.append(el("div", *[move_button("payer-" + c, R.label(c), legal, cls="bga-card",
                                                title=f"Défausser {R.label(c)} pour payer",
                                                data_color=R.colour_of(c)) for c in hand], class_="bga-row"))
        else:
            body.append(el("div", *[card_span(c, small=False) for c in hand]
                           or [text("span", "aucune carte", class_="bga-note")], class_="bga-row"))
        if acting and s.phase == "action":
            pairs = [m for m in legal if m.startswith("defausser-")]
            if pairs:
                body.append(el("details", text("summary", f"Défausser 2 cartes ({len(pairs)} choix)"),
                               el("div", *[move_button(m, s.describe(m)[len("Défausser "):], legal,
                                                       title=s.describe(m)) for m in pairs],
                                  class_="bga-actions")))
            if s.is_solo():
                body.append(el("div", move_button("grappin", f"Grappin ({s.grapples})", legal,
                                                  title="Mélanger la main dans la pioche et piocher 6 cartes"),
                               class_="bga-actions"))
        title = f"Votre main ({len(hand)}/{s.hand_size}) — pioche : {len(s.decks[me])} carte(s)"
        parts.append(zone(title, *body))
    seats = []
    for p in range(s.players):
        if p == me:
            continue
        cls = "bga-player" + (" bga-current" if p == s.turn and s.phase != "fin" else "")
        seats.append(el("div", text("h4", g.seat_name(p), class_="bga-zone-title"),
                        text("p", f"{len(s.hands[p])} carte(s) en main (cachées), pioche : {len(s.decks[p])}",
                             class_="bga-hidden-info"), class_=cls))
    if seats:
        parts.append(zone("Partenaires (sans communication)", el("div", *seats, class_="bga-row")))
    info = [text("span", f"Défausse : {len(s.discard)} carte(s)", class_="bga-badge"),
            text("span", f"Sommets défaussés : {s.discard.count(R.SUMMIT)} sur 5", class_="bga-badge")]
    if s.is_solo():
        info.append(text("span", f"Grappins : {s.grapples}", class_="bga-badge"))
    if s.path_rule:
        info.append(text("span", "Chemin vert : " + ("tracé" if R.green_path(s.mountain) else "pas encore"),
                         class_="bga-badge"))
    parts.append(el("div", *info, class_="bga-row"))
    return el("div", *parts, class_="bga-board", data_jeu="tranquility")


def render_placement(game, state, viewer, legal) -> str:
    s = state
    parts = [text("p", "Choisissez une carte (le stylo), posez-la sur la montagne ou ajoutez-la à la main ; "
                       "le tableau donne le coût de chaque place permise pour chaque carte de la main.",
                  class_="bga-note")]
    palette = []
    for code in R.ALL_CODES:
        palette.append(move_button("stylo-" + code, R.label(code), legal,
                                   cls="bga-small" + (" bga-current" if code == s.pen else ""),
                                   title=f"Choisir {R.label(code)}", data_color=R.colour_of(code)))
    parts.append(el("details", text("summary", f"Stylo : {R.label(s.pen)} (changer de carte)"),
                    el("div", *palette, class_="bga-actions")))
    per_spot = {}
    for m in legal:
        if m.startswith("poser-"):
            per_spot[m[6:]] = move_button(m, "Poser", legal, cls="bga-small", title=s.describe(m))
        elif m.startswith("retirer-"):
            per_spot[m[8:]] = move_button(m, "×", legal, cls="bga-small", title=s.describe(m))
    parts.append(mountain_html(s.mountain, per_spot,
                               f"Stylo : {R.label(s.pen)}. « Poser » le met sur une place permise ; « × » retire "
                               "la dernière carte d'une ligne."))
    hand = [move_button("rendre-" + c, R.label(c) + " ×", legal, cls="bga-card bga-small",
                        title=f"Retirer {R.label(c)} de la main", data_color=R.colour_of(c))
            for c in R.sort_cards(s.hand)]
    parts.append(zone(f"Main ({len(s.hand)} carte(s))",
                      el("div", *(hand or [text("span", "main vide", class_="bga-note")]),
                         move_button("main", f"Ajouter {R.label(s.pen)}", legal), class_="bga-row")))
    rows = []
    for entry in s.table():
        card = entry["carte"]
        if entry["places"]:
            for place in entry["places"]:
                cost = place["cout"]
                verdict = ("gratuit" if cost == 0 else f"{cost} carte(s) à défausser"
                           + ("" if place["payable"] else " (la main n'a pas assez d'autres cartes)"))
                rows.append(el("tr", text("td", R.label(card)), text("td", place["case"]), text("td", verdict)))
        else:
            rows.append(el("tr", text("td", R.label(card)), text("td", "aucune place permise"), text("td", "—")))
        for ref in entry["refus"]:
            rows.append(el("tr", text("td", R.label(card)), text("td", ref["case"]),
                           text("td", "refusé : " + ref["raison"]), class_="bga-hidden-info"))
    table = el("table", el("thead", el("tr", text("th", "Carte"), text("th", "Place"), text("th", "Coût"))),
               el("tbody", *rows), class_="bga-score") if rows else text("p", "Ajoutez des cartes à la main.",
                                                                         class_="bga-note")
    parts.append(zone("Coût de chaque place", table))
    return el("div", *parts, class_="bga-board", data_jeu="tranquility-placement")
