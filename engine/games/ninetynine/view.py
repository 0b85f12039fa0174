"""The board as the reader sees it (HTML through engine.markup)."""

from __future__ import annotations

from ...markup import (banner, card_back, el, final_ranking_of, hand, move_button, player_area, playing_card, table_layout,
                       text, zone)
from . import rules as R


RANK_NAME = {"A": "As", "R": "Roi", "D": "Dame", "V": "Valet"}


def card_name(card: str) -> str:
    if card == R.JOKER:
        return "Joker"
    r, suit = card.split("-", 1)
    return f"{RANK_NAME.get(r, r)} de {R.SUIT_NAME[suit]}"


def card_html(card: str, move: str | None = None, legal=(), small: bool = False, back: bool = False,
              title: str | None = None, extra_cls: str | None = None) -> str:
    """A card of the shared components; a button when it carries a move."""
    if back:
        return card_back(small=small)
    if card == R.JOKER:
        rank, symbol = "J", ""
    else:
        rank, symbol = card.split("-", 1)[0], R.SUIT_SYMBOL[R.suit_of(card)]
    return playing_card(rank, symbol, card_name(card), small=small, move=move, legal=legal, title=title,
                        selected=None if extra_cls is None else "bga-current" in extra_cls)


def render_partie(game, state, viewer, legal) -> str:
    s = state
    me = viewer
    if me is None:
        humans = [p for p in s.to_move()]
        me = humans[0] if humans else None
    parts = []
    # Header: mène, trump, dealer.
    info = [f"Mène {s.mene}"]
    if s.end_option != "9-menes":
        info.append(f"manche {s.manche}")
    info.append(f"atout : {R.suit_label(s.trump)}")
    if s.turned:
        info.append(f"carte retournée : {R.label(s.turned)}")
    info.append(f"donneur : {game.seat_name(s.dealer)}")
    info.append(f"fin : {R.END_LABEL[s.end_option]}")
    parts.append(text("p", " · ".join(info), class_="bga-note"))
    if s.over and me is not None:
        win = s.winners()
        parts.append(banner("Partie terminée : " + ("vous gagnez !" if me in win else
                                                     f"victoire de {game.seat_list(win)}."),
                            "bien" if me in win else "mal"))
    elif s.history and me is not None and s.phase == "pari" and not any(s.bids):
        h = s.history[-1]
        ok = h["paris"][me] == h["plis"][me]
        parts.append(banner(f"Mène {h['mene']} : vous aviez parié {h['paris'][me]}, vous avez fait "
                            f"{h['plis'][me]} pli(s) : {'pari réussi' if ok else 'pari manqué'}, "
                            f"+{h['points'][me]} points.", "bien" if ok else "mal"))
    # Current and last trick, in the middle of the table.
    middle = []
    if s.phase == "jeu":
        played = [el("div", text("span", game.seat_name(p), class_="bga-badge"), card_html(c), class_="bga-pile")
                  for p, c in s.trick]
        if not played:
            played = [text("p", f"{game.seat_name(s.turn)} entame le pli.", class_="bga-note")]
        middle.append(zone(f"Pli en cours ({sum(s.tricks_won) + 1} sur 9)", el("div", *played, class_="bga-row")))
    if s.last_trick:
        lt = s.last_trick
        cards = [el("div", text("span", game.seat_name(p), class_="bga-badge"), card_html(c, small=True),
                    class_="bga-pile") for p, c in lt["cartes"]]
        middle.append(zone("Dernier pli", el("div", *cards, class_="bga-row"),
                           text("p", f"{game.seat_name(lt['gagnant'])} le remporte : {lt['raison']}",
                                class_="bga-note")))
    centre = el("div", *middle, class_="bga-row") if middle else ""
    # Players: the reader's area first, with their hand and bid inside it.
    seats = []
    order = ([me] if me is not None else []) + [p for p in range(3) if p != me]
    for p in order:
        badges = []
        if p == s.dealer:
            badges.append("donneur")
        if s.phase == "jeu" and p == s.announcer:
            badges.append("révèle" if s.announce == "reveler" else "déclare")
        if s.phase == "pari":
            badges.append("pari posé" if s.ready[p] else "choisit son pari")
        bid = (f"pari : {R.bid_value(s.bids[p])} pli(s)" if s.bid_visible(p, me) and len(s.bids[p]) == 3
               else "pari caché")
        line = f"{s.tricks_won[p]} pli(s) · {bid} · {len(s.hands[p])} carte(s) en main"
        body = [text("p", line, class_="bga-note")]
        if s.bid_visible(p, me) and p != me and s.bids[p]:
            body.append(hand([card_html(c, small=True) for c in s.bids[p]], label=f"Pari de {game.seat_name(p)}"))
        if s.hand_visible(p, me) and p != me:
            body.append(hand([card_html(c, small=True) for c in s.hands[p]], label=f"Main de {game.seat_name(p)}"))
        if p == me and not s.over:
            body.extend(_my_hand(game, s, me, legal))
        seats.append(player_area(game.seat_name(p), *body, you=p == viewer, current=p in s.to_move(),
                                 badges=badges))
    # the table: the others above the trick, the reader's own area (first in `order`) below
    parts.append(table_layout(centre, seats[1:] if me is not None else seats, seats[0] if me is not None else ""))
    # Scores.
    manche_mode = s.end_option != "9-menes"
    head = ["Joueur", "Total"] + (["Manche en cours", "Manches gagnées"] if manche_mode else [])
    rows = [el("tr", *(text("th", h) for h in head))]
    for p in range(3):
        cells = [game.seat_name(p), s.total[p]]
        if manche_mode:
            cells += [s.manche_points[p], s.manches_won[p]]
        rows.append(el("tr", *(text("td", c) for c in cells)))
    parts.append(zone("Scores", el("table", *rows, class_="bga-score")))
    if s.history:
        h = s.history[-1]
        lines = " ; ".join(f"{game.seat_name(p)} pari {h['paris'][p]}, {h['plis'][p]} pli(s), +{h['points'][p]}"
                           for p in range(3))
        parts.append(text("p", f"Mène {h['mene']} : {lines}.", class_="bga-note"))
    parts.insert(0, final_ranking_of(game, state))  # the table the game ends on, above the board
    return el("div", *parts, class_="bga-board", data_game="ninetynine")


def _my_hand(game, s, me, legal) -> list:
    out = []
    hand_moves = "parier" if s.phase == "pari" else "jouer"
    cards = [card_html(c, f"{hand_moves}-{c}", legal, title=s.describe(f"{hand_moves}-{c}")) for c in s.hands[me]]
    out.append(hand(cards, label=f"Main de {game.seat_name(me)}"))
    if s.phase == "pari" and not s.ready[me]:
        chosen = [card_html(c, f"reprendre-{c}", legal, title=s.describe(f"reprendre-{c}")) for c in s.bids[me]]
        value = R.bid_value(s.bids[me])
        note = (f"Pari : {value} pli(s) ({' + '.join(str(R.BID_VALUE[R.suit_of(c)]) for c in s.bids[me])})."
                if s.bids[me] else "Cliquez 3 cartes de votre main : leur couleur fait le pari "
                "(♦ 0, ♠ 1, ♥ 2, ♣ 3).")
        buttons = [move_button(f"annonce-{a}", s.describe(f"annonce-{a}"), legal) for a in R.ANNOUNCES]
        out.append(zone("Votre pari (3 cartes défaussées)", hand(chosen, label="Cartes du pari", empty="aucune"),
                        text("p", note, class_="bga-note"), el("div", *buttons, class_="bga-actions")))
    elif s.bids[me]:
        out.append(zone("Votre pari", hand([card_html(c, small=True) for c in s.bids[me]], label="Votre pari"),
                        text("p", f"Objectif : exactement {R.bid_value(s.bids[me])} pli(s).", class_="bga-note")))
    return out


def all_cards_grid(state, prefix: str, legal, selected: list) -> str:
    rows = []
    for suit in R.SUITS:
        cells = []
        for rank in R.RANKS:
            card = f"{rank}-{suit}"
            cells.append(card_html(card, f"{prefix}-{card}", legal, small=True,
                                   extra_cls="bga-current" if card in selected else "",
                                   title=state.describe(f"{prefix}-{card}")))
        rows.append(el("div", *cells, class_="bga-row"))
    return "".join(rows)


def render_pari(game, state, viewer, legal) -> str:
    v = state.view(0)
    parts = [zone("Cliquez 3 cartes à défausser", all_cards_grid(state, "choisir", legal, state.cards))]
    chosen = [card_html(c, "choisir-" + c, legal, title=state.describe("choisir-" + c)) for c in state.cards]
    lines = [f"{R.label(c)} : {R.SUIT_NAME[R.suit_of(c)]} = {R.BID_VALUE[R.suit_of(c)]} pli(s)"
             for c in state.cards]
    if v["complet"]:
        result = (f"Pari : {' + '.join(str(x) for x in v['detail'])} = {v['pari']} pli(s). "
                  "Il faudra en remporter exactement autant avec les 9 cartes restantes.")
    else:
        result = f"Choisissez encore {3 - len(state.cards)} carte(s) : le pari se fait avec 3 cartes."
    parts.append(zone("Le pari", el("div", *chosen, class_="bga-row"),
                      el("ul", *(text("li", x) for x in lines)),
                      text("p", result, class_="bga-note"),
                      text("p", "Seule la couleur compte : ♦ 0, ♠ 1, ♥ 2, ♣ 3 ; la valeur de la carte "
                                "n'est pas prise en compte.", class_="bga-note"),
                      el("div", move_button("vider", "Vider le pari", legal), class_="bga-actions")))
    return el("div", *parts, class_="bga-board", data_game="ninetynine-pari")


def render_pli(game, state, viewer, legal) -> str:
    trump_buttons = [move_button("atout-" + t, R.suit_label(None if t == "sans" else t), legal,
                                 cls="bga-current" if t == (state.trump or "sans") else "")
                     for t in R.TRUMP_CHOICES]
    parts = [zone("Atout", el("div", *trump_buttons, class_="bga-actions")),
             zone("Cliquez les cartes dans l'ordre où elles sont jouées (la première est l'entame)",
                  all_cards_grid(state, "poser", legal, state.cards))]
    played = [el("div", text("span", f"{i + 1}{'re' if i == 0 else 'e'} carte", class_="bga-badge"),
                 card_html(c)) for i, c in enumerate(state.cards)]
    res = state.result()
    notes = []
    if res:
        led = R.suit_of(state.cards[0])
        notes.append(text("p", f"Couleur demandée : {R.SUIT_SYMBOL[led]} {R.SUIT_NAME[led]} "
                               "(celle de la première carte).", class_="bga-note"))
        notes.append(text("p", res["raison"], class_="bga-note"))
        notes.append(el("ul", *(text("li", x) for x in res["perdants"])))
    else:
        notes.append(text("p", "Le pli est vide.", class_="bga-note"))
    actions = el("div", move_button("retirer", "Retirer la dernière carte", legal),
                 move_button("vider", "Vider le pli", legal), class_="bga-actions")
    parts.append(zone("Le pli", el("div", *played, class_="bga-row"), *notes, actions))
    return el("div", *parts, class_="bga-board", data_game="ninetynine-pli")
