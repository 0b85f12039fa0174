"""HTML view of The Guild of Merchant Explorers (mode « partie »), built only with engine.markup.

Your Mappe is a board of hexes (terrains, cities with their value, coins, ruins, discovery
spaces, your capital, cubes, villages, trading posts and towers): click a hex to explore it, or
to place the village of a region you explored. The card revealed is drawn as a card; at an Age
card, the specialty cards offered are cards to click. The bots' Mappes are drawn beside yours,
smaller, and the count of coins is a score sheet."""

from __future__ import annotations

from ... import hexgrid as H
from ...markup import (banner, el, glyph_figure, hex_board, move_button, note, piece, player_area, row,
                       score_sheet, table_layout, text, zone)
from . import rules as R
from .rules import AGE_CARDS, CARDS, LAND_ALL, OBJECTIVES, SPECIALTIES, card_text

COLOURS = ["rouge", "bleu", "vert", "jaune"]


def _marks(s: dict, colour: str) -> tuple[str, list[str]]:
    """(pieces drawn on the space, words) of a space's kind and of the explorer's pieces on it."""
    k, v = s["k"], s["v"]
    pieces, words = [], []
    if k == "capitale":
        pieces, words = [text("span", "♛", class_="bga-gm-sign")], ["capitale"]
    elif k == "ville":
        pieces, words = [text("span", v, class_="bga-gm-city")], [f"ville de valeur {v}"]
    elif k == "pieces":
        pieces, words = [text("span", v, class_="bga-gm-coin")], [f"{v} pièce{'s' if v > 1 else ''}"]
    elif k == "ruine":
        pieces = [text("span", "⚱", class_="bga-gm-sign" + (" bga-gm-done" if s.get("fouillee") else ""))]
        words = ["ruine" + (" déjà fouillée" if s.get("fouillee") else "")]
    elif k == "decouverte":
        if s.get("tour"):
            pieces, words = [glyph_figure("♜", colour)], ["découverte, Tour d'observation"]
        else:
            pieces, words = [text("span", "?", class_="bga-gm-sign")], ["découverte"]
    elif k == "village":
        pieces, words = [glyph_figure("⌂", colour)], ["village"]
    if s["comptoir"]:
        pieces.append(glyph_figure("⚑", colour))
        words.append("comptoir")
    if s["cube"]:
        pieces.insert(0, el("span", class_="bga-gm-cube", data_colour=colour))
        words.append("cube")
    return "".join(pieces), words


def _mappe(state, p: int, legal, live: bool, small: bool) -> str:
    mappe, j = state.mappes[p], state.joueurs[p]
    colour = COLOURS[p % len(COLOURS)]
    cells = []
    for name, s in mappe.items():
        r, c = H.to_offset(H.parse(name))
        mark, words = _marks(s, colour)
        cell = {"row": r, "col": c, "name": name, "terrain": R.TERRAINS[s["t"]][2],
                "terrain_name": R.terrain_name(s["t"]), "pieces": mark, "detail": ", ".join(words)}
        if name in j["poses"]:
            cell["cls"] = "bga-last"
        if live and j["attente"]:
            cell.update(move=f"village-{name}", title="Placer le village ici")
        elif live:
            cell.update(move=f"explorer-{name}", title="Explorer cette case")
        cells.append(cell)
    who = state.game.seat_name(p)
    return hex_board(cells, label=f"Mappe de {who} (rangées A, B…, cases numérotées depuis la gauche)",
                     legal=legal if live else (), cls="bga-gm-small" if small else "")


def _card_face(card: dict, title: str) -> str:
    """An exploration or specialty card: its terrains as colour bands, its cubes, « alignés »."""
    terrains = "tout" if card["t"] == LAND_ALL else " ".join(R.TERRAINS[t][2] for t in card["t"])
    cubes = "".join(el("span", class_="bga-gm-cube") for _ in range(card["n"]))
    return el("span", text("span", title, class_="bga-gm-cardtitle"),
              el("span", cubes, class_="bga-gm-cardcubes"),
              text("span", card_text(card), class_="bga-gm-cardtext"),
              class_="bga-gm-card", data_terrains=terrains, data_ligne="oui" if card["ligne"] else "non")


def _current(state, me) -> str:
    if state.carte is None:
        return text("p", f"Âge {state.age} : la prochaine carte va être révélée ({len(state.pioche)} "
                         "dans la pioche).", class_="bga-note")
    p = state.rang if state.phase != "tirer" else me
    if state.carte in AGE_CARDS:
        face = el("span", text("span", AGE_CARDS[state.carte].replace("carte ", ""), class_="bga-gm-cardtitle"),
                  text("span", "Spécialité", class_="bga-gm-cardtext"), class_="bga-gm-card", data_terrains="age")
        used = state.joueurs[p]["jouee"] if p is not None else None
        if used:
            face += _card_face(SPECIALTIES[used], "Spécialité")
    else:
        face = _card_face(CARDS[state.carte], "Exploration")
    return el("div", face, class_="bga-row bga-gm-cards", role="group",
              aria_label=f"Carte révélée : {AGE_CARDS.get(state.carte) or card_text(CARDS[state.carte])}")


def _offer(state, me, legal) -> str:
    items = []
    for c in state.joueurs[me]["offre"]:
        items.append(piece(_card_face(SPECIALTIES[c], "Spécialité"), f"Carte Spécialité : {card_text(SPECIALTIES[c])}",
                           cls="bga-figpiece bga-gm-pick", move=f"specialite-{c}", legal=legal,
                           title="Choisir cette carte Spécialité"))
    return zone("Cartes Spécialité : cliquez celle que vous gardez" if state.carte != "age-4"
                else "Carte Âge I/II/III : cliquez la Spécialité à rejouer", el("div", *items, class_="bga-row"))


def _posts(state, me, legal) -> str:
    mappe = state.mappes[me]
    items = []
    for mv in legal:
        if mv.startswith("comptoir-"):
            _, a, b = mv.split("-")
            items.append(piece(glyph_figure("⚑", COLOURS[me]) + text("span", f"{a} → {b}", class_="bga-gm-arrow"),
                               f"Comptoir sur la ville {a} (valeur {mappe[a]['v']}), route vers la ville {b} (valeur "
                               f"{mappe[b]['v']}) : {R.post_value(mappe, a, b)} pièces",
                               cls="bga-figpiece bga-named bga-gm-post", move=mv, legal=legal,
                               title=f"Comptoir sur {a}, route vers {b}"))
    return zone("Comptoirs possibles : la ville du comptoir, puis l'autre ville", el("div", *items, class_="bga-row"))\
        if items else ""


def _objectives(state) -> str:
    lines = []
    for i, o in enumerate(state.objectifs, 1):
        big, small = OBJECTIVES[o["id"]]["pieces"]
        done = [state.game.seat_name(p) for p in range(state.players) if o["id"] in state.joueurs[p]["objectifs"]]
        worth = "0" if o["couvert"] else (f"{small} (le maximum est pris)" if o["premier"] else f"{big}, puis {small}")
        lines.append(text("li", f"{i}. {OBJECTIVES[o['id']]['texte']} : {worth} pièces"
                               + (f" — complété par {', '.join(done)}" if done else "")))
    return zone("Objectifs", el("ul", *lines, class_="bga-gm-objectives"))


def _sheet(state) -> str:
    heads = [("Cases Pièces", "pieces"), ("Villages", "villages"), ("Comptoirs", "comptoirs"),
             ("Tours", "tours"), ("Trésors", "tresors"), ("Objectifs", "objectifs")]
    rows = [[label] + [j["gains"][key] for j in state.joueurs] for label, key in heads]
    total = ["Total"] + [state.total(p) for p in range(state.players)]
    head = ["Pièces"] + [f"J{p + 1}" for p in range(state.players)]
    return score_sheet(head, rows, caption="Les pièces de chaque explorateur (J1 : Joueur 1…)", total=total,
                       compact=True)


def _status(game, state, me) -> str:
    if state.phase == "tirer":
        return f"Âge {state.age} : une carte est révélée."
    if state.rang != me:
        return f"{game.seat_name(state.rang)} explore sa Mappe avec la même carte."
    j = state.joueurs[me]
    if state.phase == "specialite":
        return "Carte Âge : choisissez une carte Spécialité, puis explorez avec elle."
    if j["attente"]:
        return "Région entièrement explorée : cliquez la case vierge de votre village."
    left = state.card(me)["n"] - len(j["poses"])
    return (f"Cliquez les cases à explorer ({left} cube{'s' if left > 1 else ''} à poser), puis « Terminer le "
            "tour ».")


def render_partie(game, state, viewer, legal) -> str:
    n = state.players
    me = viewer if viewer is not None and 0 <= viewer < n else None
    mine = me is not None and state.phase in ("jouer", "specialite") and state.rang == me
    parts = []
    if state.phase == "fin":
        parts.append(banner(f"Partie terminée : {state.verdict()}", "bien" if me in state.winners() else "mal"))
        parts.append(_current(state, me))
    else:
        # the card revealed beside what to do with it
        parts.append(el("div", _current(state, me), note(_status(game, state, me)), class_="bga-row bga-gm-head"))
    centre = [_offer(state, me, legal)] if mine and state.phase == "specialite" else []
    seat = me if me is not None else 0
    j = state.joueurs[seat]
    badges = [f"{state.total(seat)} pièces", f"Âge {state.age}/4"]
    body = [_mappe(state, seat, legal, mine and state.phase == "jouer", False)]
    if mine and state.phase == "jouer":
        body.append(_posts(state, me, legal))
        body.append(row(move_button("fin-tour", "Terminer le tour", legal)))
    own = player_area(game.seat_name(seat), *body, you=me is not None, current=state.rang == seat,
                      badges=badges, cls="bga-gm-player")
    others = []
    for p in range(n):
        if p != seat:
            others.append(player_area(game.seat_name(p), _mappe(state, p, (), False, True),
                                      current=state.rang == p and state.phase != "tirer",
                                      badges=[f"{state.total(p)} pièces"], cls="bga-gm-player"))
    # the table: the other explorers' Mappes above the objectives, the reader's Mappe below
    centre.append(_objectives(state))
    parts.append(table_layout(centre, others, own, label="Les Mappes des autres explorateurs"))
    legend = note("Carré : cube ; ♛ capitale ; remparts et valeur : ville ; disque doré : pièces ; ⚱ ruine ; "
                  "? découverte (♜ Tour) ; ⌂ village ; ⚑ comptoir. Vos cartes Trésor : "
                  f"{j['tresors']}.")
    parts.append(el("details", text("summary", "Décompte des pièces et légende"), _sheet(state), legend,
                    class_="bga-zone", open=True if state.phase == "fin" else None))
    return el("div", *parts, class_="bga-board bga-guild", data_jeu="guildexplorers")
