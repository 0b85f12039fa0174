"""The board as the reader sees it (HTML through engine.markup)."""

from __future__ import annotations

from ...markup import banner, card_back, compose, el, hand, move_button, playing_card, player_area, table_layout, text
from . import rules as R


def card_html(card, small=False, **kw):
    """A card of the shared components (Jokers have no suit)."""
    if card in R.JOKERS:
        return playing_card("J", "", "Joker", small=small, **kw)
    return playing_card(card[:-1], R.SUIT_SYMBOL[card[-1]], R.long_name(card), small=small, **kw)


def back_html(n, what):
    return card_back(f"{what} : {n}", count=n)


def render_partie(game, s, viewer, legal) -> str:
    parts = []
    if s.result == "victoire":
        medal = s.medal()
        parts.append(banner("Victoire : les 12 Nobles sont vaincus !" + (f" Médaille : {medal}." if medal else ""), "bien"))
    elif s.result == "defaite":
        parts.append(banner(f"Défaite : {len(s.defeated)} ennemi(s) vaincu(s) sur 12.", "mal"))
    elif s.fin:
        parts.append(banner(s.fin, "info"))
    # The enemy, and the piles beside it.
    table = []
    if s.enemy:
        e = s.enemy
        health = R.enemy_health(e)
        immune = ("immunité levée par le Joker" if s.immunity_off
                  else f"immunisé contre le {R.SUIT_NAME[R.suit(e)]}")
        rows = [("Attaque", f"{R.enemy_attack(e)} − bouclier {s.shield()} = {s.enemy_attack_now()}"),
                ("Points de vie", f"{health - s.damage} / {health}"),
                ("Immunité", immune)]
        info = el("table", el("tbody", *[el("tr", text("th", a), text("td", b)) for a, b in rows]),
                  class_="bga-score")
        table.append(el("section", text("h4", f"Ennemi : {R.long_name(e)}", class_="bga-zone-title"),
                        el("div", card_html(e), info, class_="bga-row"), class_="bga-zone bga-enemy"))
    piles = [el("div", back_html(len(s.castle), "Château"), text("span", "Château", class_="bga-note"), class_="bga-pile"),
             el("div", back_html(len(s.tavern), "Taverne"), text("span", "Taverne", class_="bga-note"), class_="bga-pile"),
             el("div", back_html(len(s.discard), "Défausse"), text("span", "Défausse", class_="bga-note"), class_="bga-pile")]
    notes = [text("span", f"Vaincus : {len(s.defeated)} / 12", class_="bga-badge")]
    if s.known_top:
        notes.append(text("span", f"Sommet de la taverne : {R.long_name(s.known_top)}", class_="bga-badge"))
    if s.is_solo():
        notes.append(text("span", f"Jokers disponibles : {s.solo_jokers}", class_="bga-badge"))
    table.append(el("div", *piles, *notes, class_="bga-row"))
    if s.table:
        plays = "".join(hand([card_html(c, small=True) for c in p["cartes"]], label=s.game.seat_name(p["joueur"]))
                        for p in s.table)
        table.append(el("div", text("h4", "Cartes jouées contre cet ennemi", class_="bga-zone-title"),
                        el("div", plays, class_="bga-row"), class_="bga-zone"))
    if s.discard:
        table.append(el("details", text("summary", f"Contenu de la défausse ({len(s.discard)})"),
                        el("div", *[card_html(c, small=True) for c in R.sort_cards(s.discard)], class_="bga-row"),
                        class_="bga-hidden-info"))
    centre = el("div", *table, class_="bga-table")
    # The players: the reader's hand is where they play.
    name = s.game.seat_name(s.current)
    if s.result or s.fin:
        status = ""
    elif s.phase == R.PHASE_DEFENCE:
        status = (f"{name} doit parer la riposte : choisissez des cartes totalisant au moins {s.need} points "
                  "(la défausse s'arrête dès que c'est couvert), puis « Défausser ».")
        if viewer == s.current:
            # the Tips' « plus petite défausse » (Lecture retenue): fewest points, then fewest cards
            best = R.smallest_defences(s.hands[s.current], s.need, limit=3)
            if best:
                status += " Plus petite défausse possible : " + " ou ".join(R.labels(d) for d in best) + "."
    elif s.phase == R.PHASE_CHOOSE:
        status = f"{name} a joué un Joker et choisit qui joue ensuite."
    else:
        status = (f"À {name} d'attaquer : choisissez une carte, une carte et un As, ou un groupe de même valeur "
                  "(10 ou moins), puis « Attaquer » ; ou passez.")
    seats = []
    order = ([viewer] if viewer is not None else []) + [p for p in range(s.players) if p != viewer]
    for p in order:
        who = s.game.seat_name(p)
        current = p == s.current and not s.result and not s.fin
        badges = [f"{len(s.hands[p])}/{s.hand_size} cartes"]
        if p == viewer:
            cards = R.sort_cards(s.hands[p])
            playing = current and s.phase in (R.PHASE_ATTACK, R.PHASE_DEFENCE)
            if playing:
                attack = s.phase == R.PHASE_ATTACK
                extra = []
                if attack:
                    extra.append(move_button("passer", "Passer", legal, title="Ne pas attaquer ce tour", data_definitif="true"))
                    if s.simulate_death:
                        extra.append(move_button("simuler", "Simuler la mort", legal))
                if s.is_solo():
                    extra.append(move_button("joker", f"Joker ({s.solo_jokers})", legal,
                                             title="Défausser toute la main et piocher jusqu'à 8 cartes"))
                body = compose([card_html(c, part=c, title=("Choisir " if attack else "Défausser ") + R.long_name(c))
                                for c in cards],
                               [("jouer-{}", "Attaquer") if attack else ("defendre-{}", "Défausser")],
                               label=f"Main de {who}", extra="".join(extra),
                               hint=status)
            else:
                body = hand([card_html(c) for c in cards], label=f"Main de {who}")
            seats.append(player_area(who, body, you=True, current=current, badges=badges))
        else:
            seats.append(player_area(who, back_html(len(s.hands[p]), "cartes cachées"), current=current,
                                     badges=badges))
    # the table: the partners above the enemy, the reader's hand (first in `order`) below
    mine = viewer is not None
    parts.append(table_layout(centre, seats[1:] if mine else seats, seats[0] if mine else "", label="Partenaires",
                              wide=s.players > 1))
    if status and not (viewer == s.current and s.phase in (R.PHASE_ATTACK, R.PHASE_DEFENCE)):
        parts.append(text("p", status, class_="bga-note"))
    if viewer == s.current and not s.result and s.phase == R.PHASE_CHOOSE:
        parts.append(el("div", *[move_button(m, s.describe(m), legal) for m in legal], class_="bga-actions"))
    return el("div", *parts, class_="bga-board", data_game="regicide")
