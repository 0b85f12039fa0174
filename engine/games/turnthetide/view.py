"""The board as the reader sees it (HTML through engine.markup)."""

from __future__ import annotations

from ...core import french_list
from ...markup import (banner, card_back, card_grid, colour_card, el, final_ranking_of, hand, move_button, player_area,
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


def number_grid(prefix: str, legal, chosen, lo: int, hi: int, cols: int, describe) -> str:
    cells = []
    for c in range(lo, hi + 1):
        move = f"{prefix}-{c}"
        if prefix in ("carte", "meteo") and c >= 1:
            cells.append(weather_html(c, move, legal, small=True, selected=c in chosen, title=describe(move)))
        else:
            cells.append(colour_card(c, "indigo", "marée" if c else "aucune", name=f"marée {c}" if c else "aucune marée",
                                     small=True, move=move, legal=legal, selected=c in chosen, title=describe(move)))
    return card_grid(cells, cols, label=f"Cartes {lo} à {hi}")


def render_bouees(game, state, viewer, legal) -> str:
    d = state.view(0)
    grid = number_grid("carte", legal, state.cards, 1, 60, 12, state.describe)
    cards = hand([weather_html(c, small=True) for c in state.cards], label="La main")
    lines = [f"1/2 bouée : {len(d['demi'])} carte(s) ({', '.join(map(str, d['demi'])) or '—'})",
             f"1 bouée : {len(d['une'])} carte(s) ({', '.join(map(str, d['une'])) or '—'})",
             f"0 bouée : {len(d['zero'])} carte(s)"]
    result = (f"Total : {len(d['demi'])} × ½ + {len(d['une'])} × 1 = {d['exact']}, arrondi à l'inférieur : "
              f"{d['bouees']} bouée(s).")
    if len(state.cards) < R.HAND_SIZE:
        result += f" (La main compte {len(state.cards)} carte(s) sur 12.)"
    return el("div",
              zone("Cliquez les cartes météo de la main (12 au plus)", grid),
              zone("La main et ses bouées", cards, el("ul", *(text("li", x) for x in lines)),
                   text("p", result, class_="bga-note"),
                   text("p", "0 bouée : 1 à 12 et 49 à 60 · ½ bouée : 13 à 24 et 37 à 48 · 1 bouée : 25 à 36.",
                        class_="bga-note"),
                   el("div", move_button("vider", "Vider la main", legal), class_="bga-actions")),
              class_="bga-board", data_game="turnthetide-bouees")


def render_maree(game, state, viewer, legal) -> str:
    n = state.seats
    r = state.result()
    pick = [move_button(f"joueur-{p + 1}", f"Joueur {p + 1}", legal,
                        cls="bga-current" if p == state.selected else "") for p in range(n)]
    tide_rows = []
    for i, side in enumerate("ab"):
        tide_rows.append(text("p", f"Pile {side.upper()} : carte marée {state.tides[i]}", class_="bga-note"))
        tide_rows.append(number_grid(f"maree-{side}", legal, [state.tides[i]], 1, 12, 12, state.describe))
    seats = []
    for p in range(n):
        lvl = state.levels[p]
        took = r["pris"].get(str(p))
        body = [text("strong", f"Joueur {p + 1}"),
                text("p", f"Météo : {state.weather[p] if state.weather[p] else '—'} · marée actuelle : "
                          f"{lvl if lvl else 'aucune'}")]
        if took is not None:
            body.append(text("p", f"Prend la carte marée {took}."))
            body.append(tide_html(took, small=True))
        if p in r["bouee"]:
            body.append(text("span", "retourne une bouée", class_="bga-badge"))
        cls = "bga-player" + (" bga-current" if p == state.selected else "")
        seats.append(el("div", *body, class_=cls))
    sel = state.selected
    notes = []
    if len(r["pris"]) < 2 and len([c for c in state.weather if c is not None]) < 2:
        notes.append("Donnez une carte météo à au moins deux joueurs.")
    else:
        order = sorted(((c, p) for p, c in enumerate(state.weather) if c is not None), reverse=True)
        lo, hi = min(state.tides), max(state.tides)
        notes.append(f"Carte météo la plus forte : {order[0][0]} (Joueur {order[0][1] + 1}) → marée la plus "
                     f"basse, {lo}.")
        notes.append(f"Deuxième : {order[1][0]} (Joueur {order[1][1] + 1}) → marée la plus haute, {hi}.")
        if len(order) > 2:
            notes.append("Les autres ne prennent rien et gardent leur marée.")
        top = r["bouee"]
        if top:
            level = r["niveaux_apres"][top[0]]
            notes.append(f"Marée la plus haute après le tour : {level}, chez {french_list([f'Joueur {p + 1}' for p in top])} : "
                         "retourne une bouée (ou est éliminé s'il n'en a plus).")
        if r["manquants"]:
            notes.append("Sans carte météo (non compté) : " + french_list([f"Joueur {p + 1}" for p in r["manquants"]]) + ".")
    return el("div",
              zone("Les deux cartes marée retournées", *tide_rows),
              zone("Joueurs (cliquez un joueur, puis sa carte météo et sa marée actuelle)",
                   el("div", *pick, class_="bga-actions"), el("div", *seats, class_="bga-row")),
              zone(f"Carte météo de Joueur {sel + 1}",
                   number_grid("meteo", legal, [state.weather[sel]], 1, 60, 12, state.describe)),
              zone(f"Marée actuelle de Joueur {sel + 1} (0 = aucune carte marée)",
                   number_grid("niveau", legal, [state.levels[sel] or 0], 0, 12, 13, state.describe)),
              zone("Résultat", el("ul", *(text("li", x) for x in notes))),
              class_="bga-board", data_game="turnthetide-maree")
