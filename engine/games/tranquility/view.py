"""HTML views of Tranquility (the game; the page's placement examples are positions of it), through
the shared components of engine.markup.

The mountain is drawn as the pyramid it is (the summit on top, the 9 places
of the foot at the bottom). On the reader's turn the mountain and the hand
form one select-then-confirm group: choose a card of the hand, and the places
where it may go light up (each place is an action « poser-{}-l<r>c<c> »);
beside the hand, every card lists its places and their discard cost.
"""

from __future__ import annotations

from ...markup import (banner, card_back, colour_card, compose, el, hand, move_button, note, player_area, sr, text,
                       table_layout, zone)
from . import rules as R

CELL = "width: min(2.2rem, 7vw); height: min(3.1rem, 9.8vw)"   # nine cards fit a phone's width
PLACE_STYLE = "border: 1px dashed var(--bga-fg-lighter); background: transparent; color: var(--bga-fg-light); " \
              "font-size: 0.7rem; font-weight: 600; " + CELL


def card_face(card: str, *, name: str | None = None, **kw) -> str:
    """A card of the game as a coloured card (value and colour written on it)."""
    k = R.kind(card)
    colour = R.colour_of(card)
    if k == "versant":
        if card in R.GOAT_CARDS and "note" not in kw:
            kw["note"] = "chèvre"
        return colour_card(R.value_of(card), colour, R.COLOUR_LABELS[colour], name=name or R.label(card), **kw)
    if k == "feu":
        return colour_card("✶", colour, "Feu", name=name or R.label(card), **kw)
    if k == "pont":
        return colour_card("═", "brun", "Pont", name=name or "Pont", **kw)
    return colour_card("▲", "creme", "Sommet", name=name or "Sommet", **kw)


def place_action(r: int, c: int, inner: str, colour: str | None = None) -> str:
    """A place of the mountain as a select-then-confirm action: enabled by the
    shell when the selected card may go there."""
    code = R.spot_code(r, c)
    label = f"Poser ici : {R.spot_label(r, c)}"
    attrs = {"data_colour": colour, "style": CELL} if colour else {"style": PLACE_STYLE}
    return el("button", inner, sr(label), type="button", class_="bga-card bga-small bga-move bga-compose-action",
              data_template=f"poser-{{}}-{code}", disabled=True, title=label, **attrs)


def empty_place(r: int, c: int, open_: bool) -> str:
    style = PLACE_STYLE + ("" if open_ else "; opacity: 0.45")
    return el("span", sr(f"{R.spot_label(r, c)} : " + ("prochaine place libre" if open_ else "vide")),
              class_="bga-card bga-small", style=style)


def mountain_rows(mountain, actions: bool, goats=None) -> str:
    """The pyramid, summit first. With `actions`, the open places and the
    bridges are select-then-confirm actions. The empty rows above the next
    one to fill are told in a line, not drawn (a phone keeps the board and
    the hand in a screen; the pyramid grows as the climb does)."""
    opens = set(R.next_spots(mountain))
    rows = []
    used = max((r for r in range(1, R.ROWS + 1) if mountain[r - 1]), default=0)
    top = min(R.ROWS, used + 1 if used < R.ROWS - 1 else R.ROWS)
    folded = ""
    if top < R.ROWS:
        first = top + 1
        folded = text("p", f"Lignes {first} à {R.ROWS} : vides (le Sommet va en ligne {R.SUMMIT_ROW})."
                      if first < R.ROWS else f"Ligne {R.ROWS} : vide (le Sommet y va).", class_="bga-note")
    for r in range(top, 0, -1):
        cells = []
        for c in range(1, R.row_size(r) + 1):
            card = R.at(mountain, r, c)
            where = R.spot_label(r, c)
            code = R.spot_code(r, c)
            if card == R.BRIDGE and actions:
                cell = place_action(r, c, text("span", "═", class_="bga-value", aria_hidden="true"), "brun")
            elif card is not None:
                herd = (goats or {}).get(code, 0)
                extra = {"note": f"{herd} chèv."} if herd else {}
                goat_words = f", {herd} chèvre(s)" if herd else ""
                cell = card_face(card, small=True, name=f"{R.label(card)} ({where}{goat_words})",
                                 title=f"{R.label(card)}, {where}{goat_words}", style=CELL, **extra)
            elif (r, c) in opens and actions:
                cell = place_action(r, c, "")
            else:
                cell = empty_place(r, c, (r, c) in opens)
            cells.append(cell)
        label = f"L{r}"
        rows.append(el("div", text("span", label, class_="bga-note", style="width: 1.3rem; margin: 0"), *cells,
                       class_="bga-row",
                       style="justify-content: center; flex-wrap: nowrap; gap: 0",
                       role="group", aria_label="Sommet (ligne 9)" if r == R.SUMMIT_ROW else f"Ligne {r}"))
    return el("div", folded, el("div", *rows, style="width: max-content; margin: 0 auto"),
              class_="bga-scroll bga-table")


def _cost_words(cost: int) -> str:
    return "gratuit" if cost == 0 else f"coût {cost}"


def _where_each_card_goes(s, hand_cards, legal) -> str:
    """Every card of the hand with its places: legal ones with their cost,
    the others disabled (« Pourquoi pas ? » gives the rule)."""
    costs = dict(s.placements(hand_cards))
    spots = R.next_spots(s.mountain) + R.bridge_spots(s.mountain)
    items = []
    for card in R.sort_cards(set(hand_cards)):
        buttons = []
        if R.kind(card) == "feu":
            for m in legal:
                if m.startswith(f"feu-{R.colour_of(card)}-"):
                    buttons.append(move_button(m, s.describe(m), legal, cls="bga-small", title=s.describe(m)))
            if not buttons:
                buttons.append(text("span", "aucune carte de sa couleur ne peut monter plus haut", class_="bga-note"))
        else:
            for r, c in spots:
                m = f"poser-{card}-{R.spot_code(r, c)}"
                lab = R.spot_label(r, c) + (f" : {_cost_words(costs[m])}" if m in costs else "")
                buttons.append(move_button(m, lab, legal, cls="bga-small", title=s.describe(m)))
        items.append(el("li", text("strong", R.label(card) + " : "), *buttons))
    return el("details", text("summary", "Où va chaque carte, et à quel coût"),
              el("ul", *items, class_="bga-note"), open=True)


def render_partie(game, state, viewer, legal) -> str:
    s = state
    g = s.game
    me = viewer if viewer is not None and 0 <= viewer < s.players else None
    acting = me is not None and me == s.turn and s.phase != "fin"
    parts = []
    if s.result == "victoire":
        parts.append(banner("Victoire : le Sommet est posé, la montagne est gravie !", "bien"))
    elif s.result == "defaite":
        parts.append(banner(f"Défaite : {g.seat_name(s.turn)} ne pouvait plus rien faire ; la montagne s'arrête à "
                            f"{s.mountain_cards()} carte(s) sur 44.", "mal"))
    elif s.phase == "payer":
        parts.append(note(f"À {g.seat_name(s.turn)} : défausser encore {s.due} carte(s) pour payer le placement "
                          "(la différence de valeur avec la carte voisine)."))
    else:
        parts.append(note(f"À {g.seat_name(s.turn)} : placer une carte sur la montagne, ou défausser 2 cartes"
                          + (", ou dépenser un Grappin." if s.is_solo() else ".")))
    info = [text("span", f"{s.mountain_cards()} / 44 cartes posées", class_="bga-badge"),
            text("span", f"Défausse : {len(s.discard)}", class_="bga-badge"),
            text("span", f"Sommets défaussés : {s.discard.count(R.SUMMIT)} / 5", class_="bga-badge")]
    if s.is_solo():
        info.append(text("span", f"Grappins : {s.grapples}", class_="bga-badge"))
    if s.goat_rule:
        info.append(text("span", f"Chèvres au pied du sommet : {s.goats_at_foot()} / {R.GOATS_TO_WIN}",
                         class_="bga-badge"))
    if s.path_rule:
        info.append(text("span", "Chemin vert : " + ("tracé" if R.green_path(s.mountain) else "pas encore"),
                         class_="bga-badge"))
    for triple, done in zip(s.panoramas, s.panoramas_done):
        info.append(text("span", f"Panorama {'-'.join(map(str, triple))} : " + ("vu ✓" if done else "à voir"),
                         class_="bga-badge"))
    parts.append(el("div", *info, class_="bga-row"))

    choosing = acting and s.phase == "action"
    mountain = zone("Montagne", mountain_rows(s.mountain, choosing, goats=s.goats))
    centre, mine, after = mountain, "", []
    if me is not None:
        cards = R.sort_cards(s.hands[me])
        title = f"Votre main ({len(cards)}/{s.hand_size}), pioche : {len(s.decks[me])}"
        if choosing:
            costs = dict(s.placements(cards))
            hand_parts = []
            for card in cards:
                places = [f"{R.spot_label(*R.parse_spot(m.rsplit('-', 1)[1]))} ({_cost_words(cost)})"
                          for m, cost in costs.items() if m.startswith(f"poser-{card}-")]
                tip = R.label(card) + " : " + ("; ".join(places) if places else "aucune place")
                hand_parts.append(card_face(card, part=card, title=tip))
            group = el("div", mountain,
                       zone(title, hand(hand_parts, label="Votre main : choisissez une carte"),
                            note("Choisissez une carte : les places où elle peut aller s'allument sur la montagne ; "
                                 "cliquez-en une pour la poser. Le coût se paie ensuite en défaussant des cartes."),
                            _where_each_card_goes(s, cards, legal)),
                       class_="bga-compose", data_max=1)
            centre = group   # the hand and the mountain in one group: a card, then its place
            extra = []
            if any(m.startswith("defausser-") for m in legal):
                extra.append(el("details", text("summary", "Défausser 2 cartes (au lieu de placer)"),
                                compose([card_face(c, part=c, small=True, title=f"Défausser {R.label(c)}") for c in cards],
                                        [("defausser-{}", "Défausser ces 2 cartes")], label="Cartes à défausser",
                                        hint="Choisissez 2 cartes de votre main.")))
            goat_moves = [m for m in legal if m.startswith("chevres-")]
            if goat_moves:
                extra.append(el("details", text("summary", f"Faire grimper des chèvres ({len(goat_moves)} choix)"),
                                el("div", *[move_button(m, s.describe(m), legal, cls="bga-small") for m in goat_moves],
                                   class_="bga-actions")))
            if s.is_solo():
                extra.append(el("div", move_button("grappin", f"Grappin ({s.grapples} restant(s))", legal,
                                                   title="Mélanger la main dans la pioche et piocher 6 cartes"),
                                class_="bga-actions"))
            after = extra
        else:
            if acting and s.phase == "payer":
                body = [hand([card_face(c, move="payer-" + c, legal=legal, title=f"Défausser {R.label(c)} pour payer")
                              for c in cards], label="Votre main : choisissez les cartes à défausser"),
                        note(f"Encore {s.due} carte(s) à défausser.")]
            else:
                body = [hand([card_face(c) for c in cards], label="Votre main")]
            mine = player_area(title, *body, you=True, current=acting)
    others = []
    for p in range(s.players):
        if p == me:
            continue
        others.append(player_area(g.seat_name(p), hand([card_back("cartes cachées", count=len(s.hands[p]))],
                                                       label=f"Main de {g.seat_name(p)} (cachée)"),
                                  note(f"Pioche : {len(s.decks[p])} carte(s)."),
                                  current=p == s.turn and s.phase != "fin",
                                  badges=[f"{len(s.hands[p])} carte(s) en main"]))
    # the table: the partners above the mountain, the reader's hand below
    parts.append(table_layout(centre, others, mine,
                              label="Partenaires (aucune communication : leurs mains sont cachées)"))
    parts.extend(after)
    return el("div", *parts, class_="bga-board", data_jeu="tranquility")
