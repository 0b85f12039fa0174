"""HTML of a Flip 7 position, built only from what the viewer may see
(`state.view(viewer)`) and only with `engine.markup` helpers."""

from __future__ import annotations

from ...markup import banner, colour_card, el, esc, final_ranking, hand, move_button, player_area, table_layout, text
from .rules import FLIP3, FREEZE, LABELS, SECOND, bust_chance, flip_three_bust, kind, unseen_from_view

STATUS_BADGE = {"reste": "est resté", "elimine": "éliminé", "gele": "gelé"}


def percent(part: int, whole: int) -> str:
    if not whole:
        return "0 %"
    return f"{100 * part / whole:.1f} %".replace(".", ",")


# How each card looks (a coloured card of the shared components): number cards
# on cream, modifiers orange, the three actions each their own colour and sign.
ACTION_LOOK = {FREEZE: ("cyan", "❄", "Gel"), FLIP3: ("jaune", "3×", "3 coups"), SECOND: ("rose", "♥", "chance")}


def card_html(card: int, small: bool = False, title: str | None = None, duplicate: bool = False) -> str:
    family = kind(card)
    name = LABELS[card] if family != "nombre" else f"carte {LABELS[card]}"
    if duplicate:
        name += " (doublon : éliminé)"
    if family == "nombre":
        return colour_card(LABELS[card], "creme", "nombre", name=name, small=small, note="double !" if duplicate
                           else "\u00a0", title=title, data_doublon="oui" if duplicate else None)
    if family == "modificateur":
        return colour_card(LABELS[card], "orange", "bonus", name=name, small=small, note="bonus", title=title)
    colour, sign, caption = ACTION_LOOK[card]
    return colour_card(sign, colour, caption, name=name, small=small, note=caption, title=title)


def cards_row(cards, small=False, duplicate_last=False, label="cartes") -> str:
    items = [card_html(c, small, duplicate=duplicate_last and i == len(cards) - 1) for i, c in enumerate(cards)]
    return hand(items, label=label, empty="aucune carte")


def risk_text(view: dict, player: int) -> str:
    """« Risque de doublon » of `player`'s next card, from their own view."""
    unseen = unseen_from_view(view)
    bad, total = bust_chance(unseen, view["lignes"][player])
    share = percent(bad, total)
    if SECOND in view["devant"][player] and bad:
        return (f"Risque de doublon : {bad}/{total} = {share} (votre Seconde chance vous "
                "protège de la première).")
    return f"Risque de doublon à la prochaine carte : {bad}/{total} = {share}"


def _banner(view, viewer) -> str:
    """What happened to the reader: the game's end, or the round just ended
    (shown until someone acts in the new round)."""
    names, n = view["noms"], view["joueurs"]
    me = viewer if viewer is not None else 0
    if view["phase"] == "fin":
        best = max(view["totaux"])
        won = [p for p in range(n) if view["totaux"][p] == best]
        if me in won:
            return banner(f"Partie terminée : vous gagnez avec {best} points !", "bien")
        return banner(f"Partie terminée : {' et '.join(names[p] for p in won)} gagne avec {best} points ; "
                      f"vous finissez avec {view['totaux'][me]}.", "mal")
    last = view["derniere_manche"]
    fresh = all(len(line) <= 1 for line in view["lignes"]) and all(st == "actif" for st in view["statuts"])
    if not last or not fresh:
        return ""
    status, points = last["statuts"][me], last["points"][me]
    if last["flip7"] == me:
        return banner(f"Manche {last['manche']} : Flip 7 ! Vous marquez {points} points.", "bien")
    if status == "elimine":
        dup = last["lignes"][me][-1] if last["lignes"][me] else None
        why = f" : deuxième {LABELS[dup]}" if dup is not None else ""
        return banner(f"Manche {last['manche']} : vous êtes éliminé{why}. 0 point.", "mal")
    if status == "gele":
        return banner(f"Manche {last['manche']} : vous avez été gelé ; vous marquez {points} points.", "info")
    who = "" if last["flip7"] is None else f" ({names[last['flip7']]} a fait Flip 7)"
    return banner(f"Manche {last['manche']} terminée : vous marquez {points} points{who}.", "info")


def render_partie(game, state, viewer, legal) -> str:
    view = state.view(viewer)
    n = view["joueurs"]
    names = view["noms"]
    phase = view["phase"]
    mover = view["a_jouer"]
    parts = [_banner(view, viewer)]
    if phase == "fin":
        parts.append(final_ranking(names, view["totaux"]))

    info = (f"Manche {view['manche']} · donneur : {names[view['donneur']]} · pioche : {view['pioche']} "
            f"carte(s) · défausse : {len(view['defausse'])} carte(s) · objectif : {view['objectif']} points")
    centre = [text("p", info, class_="bga-note")]

    waiting = view["en_attente"]
    if view["trois_coups"]:
        target, left = view["trois_coups"]
        centre.append(text("p", f"Trois coups en cours : {names[target]} doit encore retourner {left} carte(s).",
                           class_="bga-note"))
    if waiting:
        centre.append(el("div", text("span", "Cartes Action en attente : ", class_="bga-note"),
                         *[card_html(c, small=True) for c in waiting], class_="bga-row"))

    # The table: the others above, the reader's own area below with their moves inside it.
    players, mine = [], ""
    for p in range(n):
        status = view["statuts"][p]
        badges = []
        if p == view["donneur"]:
            badges.append("donneur")
        if status in STATUS_BADGE:
            badges.append(STATUS_BADGE[status])
        score = text("p", f"Total : {view['totaux'][p]} · ce tour : {view['points_tour'][p]}", class_="bga-note")
        numbers = cards_row(view["lignes"][p], duplicate_last=status == "elimine", label=f"Cartes de {names[p]}")
        extra = view["modifs"][p] + view["devant"][p]
        extra_row = hand([card_html(c, small=True) for c in extra], label=f"Bonus et actions de {names[p]}") if extra else ""
        body = [score, numbers, extra_row]
        if p == viewer or (viewer is None and p == mover):
            body.append(_actions(view, viewer, legal))
        area = player_area(names[p], *body, you=p == viewer, current=p == mover and phase != "fin",
                           out=status != "actif", badges=badges)
        if p == viewer:
            mine = area
        else:
            players.append(area)
    parts.append(table_layout(centre, players, mine))
    if phase == "cible":
        parts.append(_target(view, viewer, legal))

    # Totals are in each player's area; the last round's detail is folded away.
    if view["derniere_manche"]:
        parts.append(_last_round(view))
    return el("div", *parts, class_="bga-board flip7")


def _target(view, viewer, legal) -> str:
    names = view["noms"]
    chooser, card = view["choix"]
    who = "Vous choisissez" if chooser == viewer else f"{names[chooser]} choisit"
    label = text("p", f"{who} qui reçoit la carte {LABELS[card]} :", class_="bga-note")
    buttons = [move_button("cible-%d" % (q + 1), names[q] + (" (vous)" if q == viewer else ""), legal)
               for q in range(view["joueurs"])]
    return el("div", el("h4", text("span", "Donner la carte"), class_="bga-zone-title"), label,
              el("div", *buttons, class_="bga-actions"), class_="bga-zone")


def _actions(view, viewer, legal) -> str:
    names = view["noms"]
    phase = view["phase"]
    mover = view["a_jouer"]
    if phase in ("fin", "cible"):
        return ""
    blocks = []
    if mover != viewer:
        blocks.append(text("p", f"À {names[mover]} de jouer.", class_="bga-note"))
    buttons = [move_button("piocher", "Piocher", legal, title="Retourner la carte suivante de la pioche"),
               move_button("rester", "Rester", legal, title="Garder les points de ce tour", data_definitif="true")]
    blocks.append(el("div", *buttons, class_="bga-actions"))
    risk_for = viewer if viewer is not None else mover
    if risk_for is not None and view["statuts"][risk_for] == "actif":
        blocks.append(el("p", el("strong", esc(risk_text(view, risk_for))), class_="bga-note"))
        if risk_for == viewer:  # « Trois coups » : the three cards to turn, if one is given to you
            three = flip_three_bust(unseen_from_view(view), view["lignes"][viewer], SECOND in view["devant"][viewer])
            share = f"{100 * three:.1f}".replace(".", ",")
            blocks.append(text("p", f"Si l'on vous donne un Trois coups : {share} % de risque d'être éliminé.",
                               class_="bga-note"))
    return el("div", *blocks, class_="bga-your-moves")


def _last_round(view) -> str:
    last = view["derniere_manche"]
    names = view["noms"]
    rows = []
    for p in range(view["joueurs"]):
        status = last["statuts"][p]
        note = STATUS_BADGE.get(status, "")
        if last["flip7"] == p:
            note = "Flip 7 !"
        cards = last["lignes"][p] + last["modifs"][p] + last["devant"][p]
        rows.append(el("tr", text("td", names[p]),
                       el("td", *[card_html(c, small=True) for c in cards]),
                       text("td", note), text("td", f"+{last['points'][p]}")))
    head = el("tr", text("th", "Joueur"), text("th", "Cartes"), text("th", "État"), text("th", "Points"))
    return el("details", text("summary", f"Détail de la manche {last['manche']}"),
              el("table", el("thead", head), el("tbody", *rows)), class_="bga-zone bga-score")
