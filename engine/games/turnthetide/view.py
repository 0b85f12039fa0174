"""The board as the reader sees it (HTML through engine.markup)."""

from __future__ import annotations

from ...markup import (banner, card_back, colour_card, el, final_ranking_of, hand, player_area,
                       table_layout, text, token, zone)
from . import rules as R


BUOY_NOTE = {0: "sans bouée", 1: "½ bouée", 2: "1 bouée"}
BUOY_MARK = {0: "–", 1: "½ bouée", 2: "1 bouée"}


def weather_html(card, move=None, legal=(), small=False, back=False, selected=False, title=None) -> str:
    """A weather card: its number, and the buoys it carries written on it."""
    if back:
        return card_back(small=small)
    halves = R.half_buoys(card)
    return colour_card(card, {0: "blanc", 1: "cyan", 2: "bleu"}[halves], BUOY_NOTE[halves], note=BUOY_MARK[halves],
                       name=f"météo {card} ({BUOY_NOTE[halves]})", small=small, move=move, legal=legal,
                       selected=selected, title=title or (f"Jouer la carte météo {card}" if move else None))


def tide_html(value, small=False, **kw) -> str:
    return colour_card(value, "indigo", "marée", name=f"marée {value}", small=small, **kw)


def buoys_html(left: int, start: int) -> str:
    """Buoys as tokens: the ones left, then the ones lost (crossed)."""
    items = [token("○", "rouge", "bouée") for _ in range(left)]
    items += [token("×", "gris", "bouée perdue") for _ in range(max(start - left, 0))]
    return el("div", *items, class_="bga-row bga-buoys", role="group", aria_label=f"{left} bouée(s) sur {start}")


def render_partie(game, s, viewer, legal) -> str:
    n = s.players
    me = viewer
    if me is None:
        movers = s.to_move()
        me = movers[0] if movers else None
    when = f"Manche {s.round} sur {n}, tour {s.trick} sur 12"
    parts = [] if s.face_up else [text("p", when, class_="bga-note")]
    centre = []
    if s.face_up:
        centre.append(zone(f"Cartes marée retournées ({when[0].lower()}{when[1:]})", el("div", *(tide_html(t) for t in s.face_up),
                                                        class_="bga-row"),
                          text("p", "La carte météo la plus forte prend la marée la plus basse ; la deuxième "
                                    "prend la plus haute.", class_="bga-note")))
    if s.over and me is not None:
        win = s.winners()
        parts.insert(0, banner("Partie terminée : " + ("vous gagnez !" if me in win else
                                                        f"victoire de {game.seat_list(win)}."),
                               "bien" if me in win else "mal"))
    elif me is not None and s.eliminated[me]:
        parts.insert(0, banner("Vous êtes éliminé pour cette manche : plus de bouée quand la marée "
                               "vous a désigné.", "mal"))
    seats = []
    order = ([me] if me is not None else []) + [p for p in range(n) if p != me]
    for p in order:
        lvl = s.level(p)
        badges = []
        if s.eliminated[p]:
            badges.append("éliminé")
        elif not s.over:
            badges.append("a choisi" if s.choices[p] is not None else "choisit")
        body = [buoys_html(s.buoys[p], s.buoys_start[p]),
                # the buoys say their count (their group's name); the line stays short for a phone
                text("p", f"Marée : {lvl if lvl is not None else 'aucune'}, {len(s.hands[p])} carte(s) en main, "
                          f"{s.total[p]} point(s)", class_="bga-note")]
        if lvl is not None:
            body.append(tide_html(lvl, small=True))
        if p == me and not s.over and s.trick == 1 and s.choices[me] is None:
            # « autant de jetons bouées ... (arrondi à l'inférieur) que le total de bouées présent sur leur 12 cartes »
            d = R.buoy_detail(s.round_hands[me])
            body.append(text("p", f"Bouées de votre main : {len(d['demi'])} × ½ + {len(d['une'])} × 1 = {d['exact']}, "
                                  f"arrondi à l'inférieur : {d['bouees']}.", class_="bga-note"))
        if p == me and not s.over:
            body.append(hand([weather_html(c, f"jouer-{c}", legal) for c in sorted(s.hands[me])],
                             label=f"Main de {game.seat_name(me)}"))
            if s.choices[me] is not None:
                body.append(text("p", f"Carte posée face cachée : {s.choices[me]}.", class_="bga-note"))
        seats.append(player_area(game.seat_name(p), *body, you=p == viewer, current=p in s.to_move(),
                                 out=s.eliminated[p], badges=badges))
    # the table: the others above the tide cards, the reader's own area (first in `order`) below
    parts.append(table_layout(centre, seats[1:] if me is not None else seats, seats[0] if me is not None else ""))
    if s.last_trick:
        lt = s.last_trick
        order = sorted(lt["plis"], key=lambda k: lt["plis"][k], reverse=True)
        items = []
        for k in order:
            p = int(k)
            took = f" → marée {lt['pris'][k]}" if k in lt["pris"] else ""
            items.append(el("div", text("span", f"{game.seat_name(p)}{took}", class_="bga-badge"),
                            weather_html(lt["plis"][k], small=True)))
        notes = []
        if lt["bouee"]:
            notes.append(f"Bouée retournée : {game.seat_list(lt['bouee'])}.")
        if lt["elimines"]:
            notes.append(f"Éliminé(s) : {game.seat_list(lt['elimines'])}.")
        parts.append(zone(f"Tour précédent (marées {lt['marees'][0]} et {lt['marees'][1]})",
                          el("div", *items, class_="bga-row"),
                          text("p", " ".join(notes) or "Personne ne perd de bouée.", class_="bga-note")))
    head = ["Joueur"] + [f"Manche {i + 1}" for i in range(len(s.round_scores))] + ["Total"]
    rows = [el("tr", *(text("th", h) for h in head))]
    for p in range(n):
        rows.append(el("tr", *(text("td", c) for c in
                               [game.seat_name(p)] + [r[p] for r in s.round_scores] + [s.total[p]])))
    # Each player's total is in their area; the table by round folds away (phone: a screen and a half).
    parts.append(el("details", text("summary", "Scores par manche"), el("table", *rows, class_="bga-score"),
                    class_="bga-zone bga-scores"))
    parts.insert(0, final_ranking_of(game, s))  # the table the game ends on, above the board
    return el("div", *parts, class_="bga-board", data_game="turnthetide")
