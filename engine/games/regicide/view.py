"""The board as the reader sees it (HTML through engine.markup)."""

from __future__ import annotations

from ...markup import banner, card_back, card_grid, compose, el, hand, move_button, playing_card, player_area, text
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
    parts.append(el("div", *table, class_="bga-table"))
    # The players: the reader's hand is where they play.
    name = s.game.seat_name(s.current)
    if s.result:
        status = ""
    elif s.phase == R.PHASE_DEFENCE:
        status = (f"{name} doit parer la riposte : choisissez des cartes totalisant au moins {s.need} points "
                  "(la défausse s'arrête dès que c'est couvert), puis « Défausser ».")
    elif s.phase == R.PHASE_CHOOSE:
        status = f"{name} a joué un Joker et choisit qui joue ensuite."
    else:
        status = (f"À {name} d'attaquer : choisissez une carte, une carte et un As, ou un groupe de même valeur "
                  "(10 ou moins), puis « Attaquer » ; ou passez.")
    seats = []
    order = ([viewer] if viewer is not None else []) + [p for p in range(s.players) if p != viewer]
    for p in order:
        who = s.game.seat_name(p)
        current = p == s.current and not s.result
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
    parts.append(el("div", *seats, class_="bga-row"))
    if status and not (viewer == s.current and s.phase in (R.PHASE_ATTACK, R.PHASE_DEFENCE)):
        parts.append(text("p", status, class_="bga-note"))
    if viewer == s.current and not s.result and s.phase == R.PHASE_CHOOSE:
        parts.append(el("div", *[move_button(m, s.describe(m), legal) for m in legal], class_="bga-actions"))
    return el("div", *parts, class_="bga-board", data_game="regicide")


def joker_toggle(s, legal) -> str:
    """« A Joker was played against this enemy » is the Joker card itself, pressed or not (a card
    of the game, not a check box)."""
    return el("span", card_html(R.JOKERS[0], small=True, move="immunite", legal=legal, selected=s.immunity_off,
                                aria_pressed="true" if s.immunity_off else "false",
                                title="Joker joué contre cet ennemi : immunité levée"),
              text("span", "Joker joué (immunité levée)" if s.immunity_off else "Joker joué ? (lève l'immunité)",
                   class_="bga-note"), class_="bga-row")


def rows_table(rows):
    return el("table", el("tbody", *[el("tr", text("th", a), text("td", b)) for a, b in rows]), class_="bga-score")


def enemy_zone(s, legal):
    e = s.enemy
    buttons = card_grid([card_html(x, small=True, move=f"ennemi-{x}", legal=legal, selected=x == e,
                                   aria_pressed="true" if x == e else "false", title="Choisir cet ennemi")
                         for x in R.ENEMIES], 12, label="Les 12 ennemis : Valets, Dames, Rois")
    info = (f"{R.long_name(e)} : attaque {R.enemy_attack(e)}, {R.enemy_health(e)} points de vie, "
            + ("immunité levée (Joker)" if s.immunity_off else f"immunisé contre le {R.SUIT_NAME[R.suit(e)]}") + ".")
    return el("div", text("h4", "Ennemi", class_="bga-zone-title"), buttons,
              text("p", info, class_="bga-note"), class_="bga-zone")


def number_row(s, key, label, legal):
    """Quick steps, and every other value of the field folded away (each value
    is a move of its own, so a share link can set it directly)."""
    value = getattr(s, s.FIELD[key])
    buttons = [move_button(f"{key}-{value + d}", f"{d:+d}", legal, title=f"{label} : {value + d}")
               for d in (-5, -1, 1, 5)]
    lo, hi = s.ranges()[key]
    others = [move_button(f"{key}-{n}", str(n), legal, title=f"{label} : {n}",
                          cls="bga-small" + (" bga-current" if n == value else ""))
              for n in range(lo, hi + 1) if n - value not in (-5, -1, 1, 5)]
    every = el("details", text("summary", "autre…"), el("div", *others, class_="bga-row"),
               class_="bga-hidden-info", aria_label=f"{label} : autre valeur")
    return el("div", text("span", f"{label} : {value}", class_="bga-badge"),
              el("span", *buttons, class_="bga-stepper"), every, class_="bga-actions bga-number-row")


def palette(s, prefix, selected, legal, cards=None):
    """Every card on offer, one suit a row of 13 (the Joker, when offered, last)."""
    offered = cards or R.ALL_CARDS
    ordered = [c for suit in list(R.SUITS) + [None] for c in offered if R.suit(c) == suit]
    return card_grid([card_html(c, small=True, move=f"{prefix}-{c}", legal=legal, selected=c in selected,
                                aria_pressed="true" if c in selected else "false",
                                title=("Retirer " if c in selected else "Ajouter ") + R.long_name(c))
                      for c in ordered], 13, label="Les cartes, une couleur par ligne")


def render_attaque(game, s, viewer, legal) -> str:
    res = s.result()
    played = text("p", "Cartes jouées : " + R.labels(s.cards), class_="bga-note")
    if not s.cards:
        out = text("p", "Cliquez sur des cartes ci-dessous pour composer l'attaque.", class_="bga-note")
    elif not res["valide"]:
        out = text("p", "Combinaison refusée : " + res["raison"], class_="bga-note")
    elif res["joker"]:
        out = text("p", "Joker (à plusieurs) : aucun dégât, l'ennemi perd son immunité, pas de riposte, "
                        "et le joueur choisit qui joue ensuite.", class_="bga-note")
    else:
        fate = ("tué à exactement 0 : sa carte va sur la taverne" if res["exact"]
                else "tué : sa carte va à la défausse" if res["tue"]
                else f"survit avec {res['pv_restants']} points de vie")
        rows = [("Valeur jouée", str(res["valeur"])),
                ("Pouvoirs actifs", ", ".join(R.SUIT_NAME[x] for x in res["actives"]) or "aucun"),
                ("Pouvoirs bloqués (immunité)", ", ".join(R.SUIT_NAME[x] for x in res["bloquees"]) or "aucun"),
                ("Dégâts infligés", str(res["degats"])),
                ("Ennemi", fate),
                ("Réduction d'attaque (Pique)", str(res["reduction"])),
                ("Riposte à parer", "aucune (ennemi vaincu)" if res["tue"] else str(res["riposte"])),
                ("Cartes soignées (Cœur)", str(res["soins"])),
                ("Cartes piochées (Carreau)", str(res["pioche"]))]
        out = rows_table(rows)
    settings = el("div", text("h4", "Position", class_="bga-zone-title"),
                  number_row(s, "degats", "Dégâts déjà subis", legal),
                  number_row(s, "bouclier", "Bouclier de Pique déjà joué", legal),
                  number_row(s, "defausse", "Cartes dans la défausse", legal),
                  number_row(s, "taverne", "Cartes dans la taverne", legal),
                  number_row(s, "places", "Places libres dans les mains", legal),
                  el("div", joker_toggle(s, legal), move_button("vider", "Vider la sélection", legal), class_="bga-actions"),
                  class_="bga-zone")
    cards = el("div", text("h4", "Cartes jouées (cliquez pour ajouter ou retirer)", class_="bga-zone-title"),
               palette(s, "carte", s.cards, legal, R.ALL_CARDS + R.JOKERS[:1]), class_="bga-zone")
    result = el("div", text("h4", "Résultat", class_="bga-zone-title"), played, out, class_="bga-zone")
    return el("div", enemy_zone(s, legal), result, cards, settings, class_="bga-board", data_game="regicide")


def render_defense(game, s, viewer, legal) -> str:
    res = s.result()
    need = res["riposte"]
    lines = [("Attaque à parer", f"{R.enemy_attack(s.enemy)} − bouclier {s.shield} = {need}"),
             ("Total de la main", str(res["total_main"])),
             ("Défausse choisie", f"{R.labels(s.chosen)} = {R.total(s.chosen)}")]
    if need == 0:
        verdict = "Attaque de 0 : rien à défausser."
    elif res["choix_valide"]:
        verdict = "Défense valable : la riposte est parée."
    else:
        verdict = "Défense refusée : " + res["raison"]
    if need and not res["peut_parer"]:
        survive = (f"Cette main ne peut pas parer {need} : c'est la défaite"
                   + (" (sauf à simuler la mort avec cette main pleine, en passant son tour)."
                      if s.simulate_death and res["main_pleine"] else "."))
    elif need:
        survive = "Plus petites défausses possibles : " + " ; ".join(R.labels(d) for d in res["plus_petites"]) + "."
    else:
        survive = ""
    hand_zone = el("div", text("h4", "Main (cliquez pour choisir les cartes à défausser)", class_="bga-zone-title"),
                   el("div", *[card_html(c, move=f"choix-{c}", legal=legal, selected=c in s.chosen,
                                         aria_pressed="true" if c in s.chosen else "false",
                                         title=("Ne plus défausser " if c in s.chosen else "Défausser ") + R.long_name(c))
                               for c in s.hand], class_="bga-row"),
                   move_button("vider", "Annuler le choix", legal), class_="bga-zone")
    result = el("div", text("h4", "Résultat", class_="bga-zone-title"), rows_table(lines),
                text("p", verdict, class_="bga-note"), text("p", survive, class_="bga-note") if survive else "",
                class_="bga-zone")
    edit = el("div", text("h4", f"Composer la main ({len(s.hand)}/{s.hand_size})", class_="bga-zone-title"),
              number_row(s, "bouclier", "Bouclier de Pique", legal), palette(s, "main", s.hand, legal),
              class_="bga-zone")
    return el("div", enemy_zone(s, legal), hand_zone, result, edit, class_="bga-board", data_game="regicide")


def render_conseil(game, s, viewer, legal) -> str:
    res = s.result()
    head = el("tr", *[text("th", h) for h in ("Coup", "Dégâts", "Ennemi, riposte et plus petite défausse")])
    body = []
    order = sorted(res["coups"], key=lambda ln: (not ln["exact"], not ln["tue"], not ln["survit"],
                                                 -ln["degats"] if ln["tue"] is False else ln["degats"]))
    for ln in order:
        fate = ("tué exactement (sur la taverne)" if ln["exact"] else "tué (à la défausse)" if ln["tue"]
                else f"{ln['pv_restants']} PV restants")
        if ln["tue"]:
            disc = "—"
        elif ln["riposte"] == 0:
            disc = "rien à défausser"
        elif ln["defausses"]:
            disc = " ou ".join(R.labels(d) for d in ln["defausses"])
        else:
            disc = "aucune : défaite"
        # three columns, so that the table reads on a phone: what happens to the enemy, then
        # (when it survives) its riposte and the smallest discard that parries it
        body.append(el("tr", text("td", "Passer" if not ln["cartes"] else R.labels(ln["cartes"])),
                       text("td", str(ln["degats"])),
                       text("td", fate if ln["tue"] else f"{fate} ; riposte {ln['riposte']} : {disc}")))
    exact = res["exacts"]
    summary = ("Dégâts exacts possibles avec : " + " ; ".join(R.labels(c) for c in exact) + "."
               if exact else "Aucun coup de cette main ne tue l'ennemi exactement.")
    # The best moves first (exact kills, then kills); the others folded, so that the example fits
    # a phone screen and a half.
    table = el("table", el("thead", head), el("tbody", *body[:SHOWN_MOVES]), class_="bga-score")
    rest = ""
    if len(body) > SHOWN_MOVES:
        rest = el("details", text("summary", f"Les {len(body) - SHOWN_MOVES} autres coups"),
                  el("table", el("thead", head), el("tbody", *body[SHOWN_MOVES:]), class_="bga-score"),
                  class_="bga-hidden-info bga-more-moves")
    result = el("div", text("h4", "Coups possibles", class_="bga-zone-title"),
                text("p", summary, class_="bga-note"), table, rest,
                text("p", "Les cartes piochées grâce au Carreau ne sont pas connues : "
                          "la défausse proposée n'utilise que la main actuelle.", class_="bga-note"),
                class_="bga-zone")
    position = (f"{s.damage} dégâts subis, bouclier {s.shield}, défausse {s.discard_count}, taverne {s.tavern_count}"
                + (", immunité levée" if s.immunity_off else "") + (", passer interdit" if s.pass_forbidden else ""))
    counters = el("details",
                  text("summary", f"Position : {position}"),
                  number_row(s, "degats", "Dégâts déjà subis", legal),
                  number_row(s, "bouclier", "Bouclier de Pique déjà joué", legal),
                  number_row(s, "defausse", "Cartes dans la défausse", legal),
                  number_row(s, "taverne", "Cartes dans la taverne", legal),
                  el("div", joker_toggle(s, legal),
                     move_button("passe", "Permettre de passer" if s.pass_forbidden else
                                 "Interdire de passer (les autres viennent de passer)", legal), class_="bga-actions"),
                  class_="bga-position")
    edit = el("div", text("h4", f"Main ({len(s.hand)}/{s.hand_size}) : cliquez les cartes", class_="bga-zone-title"),
              palette(s, "main", s.hand, legal),
              el("div", move_button("vider", "Vider la main", legal), class_="bga-actions"),
              counters, class_="bga-zone")
    return el("div", enemy_zone(s, legal), edit, result, class_="bga-board", data_game="regicide")


SHOWN_MOVES = 4  # moves of the advice table shown before « Les N autres coups »
