"""HTML views of Saint Poker (the game and the evaluator), via engine.markup."""

from __future__ import annotations

from ...markup import (banner, card_back, card_grid, el, final_ranking_of, hand, move_button, player_area, playing_card,
                       table_layout, text, zone)
from . import rules as ev

RED_SUITS = (1, 2)


def _name(card: int) -> str:
    return f"{ev.RANK_NAMES[card >> 2]} de {ev.SUIT_NAMES[card & 3]}"


def card_span(card: int, small: bool = False, name: str | None = None, **kw) -> str:
    label = ev.card_label(card)
    return playing_card(label[:-1], label[-1], name or _name(card), small=small, **kw)


def back_span(small: bool = False) -> str:
    return card_back(small=small)


def card_button(move: str, card: int, legal, title: str, **kw) -> str:
    return card_span(card, move=move, legal=legal, title=title, **kw)


def row(cards) -> str:
    return el("div", *cards, class_="bga-row")


PHASE_TEXT = {
    "riviere": "Choisissez une carte de votre main pour compléter la rivière "
               "(révélation simultanée).",
    "montrer": "Choisissez deux cartes de votre main : elles seront révélées en même temps "
               "que celles des autres, et votre meilleure main de cinq cartes parmi les sept "
               "(rivière + vos deux cartes) compte.",
    "ramasser": "Ramassez une carte de la rivière ou parmi les cartes révélées, dans l'ordre "
                "inverse des gains (le gagnant en dernier), deux fois.",
    "fin": "La partie est terminée.",
}


def render_partie(game, state, viewer, legal) -> str:
    g = state.game
    n = state.players
    mine = viewer is not None and 0 <= viewer < n
    parts = []
    head = f"Tour {state.round} sur 8"
    parts.append(text("p", f"{head}. {PHASE_TEXT[state.phase]}", class_="bga-note"))

    table = [zone("Rivière", row([card_span(c) for c in state.river]
                                 + ([back_span() for _ in range(n)] if state.phase == "riviere" else [])
                                 or [text("span", "vide", class_="bga-badge")]))]
    table.append(zone("Future rivière", row([card_span(c, True) for c in state.future]
                                            or [text("span", "aucune carte", class_="bga-badge")])))
    table.append(zone("Pioche et défausse", row([
        text("span", f"Pioche : {len(state.deck)} cartes", class_="bga-badge"),
        text("span", f"Défausse : {len(state.discard)} cartes", class_="bga-badge")])))
    centre = [el("div", *table, class_="bga-row")]

    if state.phase == "ramasser":
        movers = state.to_move()
        who = g.seat_name(movers[0]) if movers else ""
        pool = [card_button("prendre-" + ev.card_code(c), c, legal, f"Ramasser {ev.card_label(c)}")
                for c in sorted(state.pool(), key=lambda c: (c >> 2, c & 3))]
        centre.append(zone(f"Cartes à ramasser (à {who} de choisir)", row(pool)))

    players = []
    order = ([viewer] if mine else []) + [p for p in range(n) if p != viewer]
    for p in order:
        badges = []
        if state.phase == "riviere":
            badges.append("a choisi" if state.river_choice[p] is not None else "choisit…")
        elif state.phase == "montrer":
            badges.append(f"a choisi {len(state.shown_choice[p])}/2")
        bits = [text("p", f"{state.points[p]} point{'s' if state.points[p] > 1 else ''} · "
                          f"{len(state.hands[p])} carte{'s' if len(state.hands[p]) > 1 else ''} en main",
                     class_="bga-note")]
        if state.revealed[p]:
            bits.append(hand([card_span(c, True) for c in state.revealed[p]], label=f"Cartes révélées de {g.seat_name(p)}"))
        if p == viewer and mine:
            bits.extend(_my_hand(state, viewer, legal))
        players.append(player_area(g.seat_name(p), *bits, you=p == viewer, current=p in state.to_move(),
                                   badges=badges))
    # the table: the others above the river, the reader's own area (first in `order`) below
    parts.append(table_layout(centre, players[1:] if mine else players, players[0] if mine else ""))

    if state.last_round:
        parts.append(_last_round(state))
    parts.append(_scores(state))
    if state.phase == "fin" and mine:
        win = state.winners()
        parts.insert(0, banner("Partie terminée : " + ("vous gagnez !" if viewer in win else
                                                        f"victoire de {g.seat_list(win)}."),
                               "bien" if viewer in win else "mal"))
    parts.insert(0, final_ranking_of(game, state))  # the table the game ends on, above the board
    return el("div", *parts, class_="bga-board", data_jeu="saintpoker")


def _my_hand(state, viewer, legal) -> list:
    verb = {"riviere": "riviere", "montrer": "montrer"}.get(state.phase)
    cards = state.hands[viewer]
    if verb:
        shown = [card_button(f"{verb}-{ev.card_code(c)}", c, legal,
                             ("Donner à la rivière" if verb == "riviere" else "Révéler")) for c in cards]
    else:
        shown = [card_span(c) for c in cards]
    pending = []
    if state.river_choice[viewer] is not None:
        pending.append(card_span(state.river_choice[viewer]))
    pending.extend(card_span(c) for c in state.shown_choice[viewer])
    body = [hand(shown, label="Votre main", empty="main vide")]
    if pending:
        body.append(el("div", text("span", "Votre choix, encore caché aux autres : ", class_="bga-badge"),
                       *pending, class_="bga-row bga-hidden-info"))
    if state.phase == "montrer" and cards:
        body.append(_best_hint(state, viewer))
    return body


def _best_hint(state, viewer) -> str:
    cards = state.hands[viewer] + state.shown_choice[viewer]
    if len(state.river) != 5 or len(cards) < 2:
        return ""
    from .bots import best_pair
    value, pair = best_pair(sorted(cards), state.river)
    return text("p", "Aide : votre meilleure paire sur cette rivière serait "
                     f"{ev.card_label(pair[0])} {ev.card_label(pair[1])} : {ev.describe_value(value)}.",
                class_="bga-note")


def _last_round(state) -> str:
    g = state.game
    last = state.last_round
    rows = [el("tr", text("th", "Joueur"), text("th", "Cartes révélées"), text("th", "Meilleure main"),
               text("th", "Points"))]
    for p in range(state.players):
        gain = last["gain"] if p in last["gagnants"] else 0
        rows.append(el("tr", text("td", g.seat_name(p)),
                       text("td", " ".join(ev.card_label(c) for c in last["cartes"][p])),
                       text("td", ev.describe_value(last["valeurs"][p])),
                       text("td", f"+{gain}")))
    river = " ".join(ev.card_label(c) for c in last["riviere"])
    return zone(f"Résultat du tour {last['tour']} (rivière : {river})",
                el("table", *rows, class_="bga-score"))


def _scores(state) -> str:
    g = state.game
    rows = [el("tr", *[text("th", g.seat_name(p)) for p in range(state.players)])]
    rows.append(el("tr", *[text("td", str(v)) for v in state.points]))
    return zone("Scores cumulés", el("table", *rows, class_="bga-score"))


def render_evaluateur(game, state, viewer, legal) -> str:
    parts = [text("p", "Choisissez la main à remplir, puis cliquez des cartes (5 à 7 par main). "
                       "Une carte déjà prise par l'autre main est refusée.", class_="bga-note")]
    sel = []
    for k, name in enumerate(("A", "B")):
        label = f"Remplir la main {name}" + (" (active)" if state.active == k else "")
        sel.append(move_button(f"main-{name.lower()}", label, legal))
    sel.append(move_button("vider", "Vider la main active", legal))
    parts.append(el("div", *sel, class_="bga-actions"))

    grid = []
    for s in range(4):
        for r in range(12, -1, -1):
            c = r * 4 + s
            owner = "A" if c in state.hands[0] else "B" if c in state.hands[1] else ""
            title = (f"{ev.card_label(c)} : dans la main {owner}" if owner
                     else f"Ajouter {ev.card_label(c)} à la main active")
            label = ev.card_label(c) + (f" ({owner})" if owner else "")
            grid.append(card_span(c, small=True, move="carte-" + ev.card_code(c), legal=legal,
                                  selected=bool(owner), title=title,
                                  name=_name(c) + (f", main {owner}" if owner else "")))
    parts.append(card_grid(grid, 13, label="Les 52 cartes, une couleur par ligne"))

    results = state.results()
    for k, name in enumerate(("A", "B")):
        info = results["mains"][k]
        # small cards in one row, the five kept marked ✓ in it (the phone's first example stays
        # within its screens)
        kept = set(info["cinq"]) if info["valeur"] is not None else set()
        cards = [card_span(c, True, name=_name(c) + (", retenue" if c in kept else ""), selected=c in kept)
                 for c in sorted(state.hands[k], key=lambda c: -(c >> 2))]
        body = [el("div", *cards, class_="bga-hand", role="group", aria_label=f"Main {name}") if cards
                else row([text("span", "vide", class_="bga-badge")])]
        if info["valeur"] is None:
            body.append(text("p", info["message"], class_="bga-note"))
        else:
            body.append(text("p", f"Meilleure main : {info['nom']} (✓ : les cinq cartes retenues).",
                             class_="bga-note"))
        parts.append(zone(f"Main {name}" + (" (active)" if state.active == k else ""), *body))
    parts.append(zone("Comparaison", text("p", results["comparaison"], class_="bga-note")))
    return el("div", *parts, class_="bga-board", data_jeu="saintpoker-evaluateur")
