"""HTML of a Flip 7 position, built only from what the viewer may see
(`state.view(viewer)`) and only with `engine.markup` helpers."""

from __future__ import annotations

from ...markup import el, esc, move_button, text
from .rules import COMPOSITION, FLIP3, KINDS, MOVE_ID, FREEZE, LABELS, SECOND, bust_chance, kind, unseen_from_view

STATUS_BADGE = {"reste": "est resté", "elimine": "éliminé", "gele": "gelé"}


def percent(part: int, whole: int) -> str:
    if not whole:
        return "0 %"
    return f"{100 * part / whole:.1f} %".replace(".", ",")


COLOR = {FREEZE: "bleu", FLIP3: "violet", SECOND: "vert"}  # colour names of the shared CSS


def card_html(card: int, small: bool = False, title: str | None = None) -> str:
    cls = "bga-card bga-small" if small else "bga-card"
    family = kind(card)
    color = COLOR.get(card, "orange" if family == "modificateur" else None)
    return text("span", LABELS[card], class_=cls, data_suit=family, data_color=color, title=title)


def cards_row(cards, small=False, duplicate_last=False) -> str:
    if not cards:
        return text("span", "aucune carte", class_="bga-note")
    parts = []
    for i, c in enumerate(cards):
        dup = duplicate_last and i == len(cards) - 1
        parts.append(card_html(c, small, "doublon : éliminé" if dup else None))
    return el("div", *parts, class_="bga-row")


def risk_text(view: dict, player: int) -> str:
    """« Risque de doublon » of `player`'s next card, from their own view."""
    unseen = unseen_from_view(view)
    bad, total = bust_chance(unseen, view["lignes"][player])
    share = percent(bad, total)
    if SECOND in view["devant"][player] and bad:
        return (f"Risque de doublon : {bad}/{total} = {share} (votre Seconde chance vous "
                "protège de la première).")
    return f"Risque de doublon à la prochaine carte : {bad}/{total} = {share}"


def render_partie(game, state, viewer, legal) -> str:
    view = state.view(viewer)
    n = view["joueurs"]
    names = view["noms"]
    phase = view["phase"]
    mover = view["a_jouer"]
    parts = []

    info = (f"Manche {view['manche']} · donneur : {names[view['donneur']]} · pioche : {view['pioche']} "
            f"carte(s) · défausse : {len(view['defausse'])} carte(s) · objectif : {view['objectif']} points")
    if phase == "fin":
        best = max(view["totaux"])
        won = [names[p] for p in range(n) if view["totaux"][p] == best]
        info = ("Partie terminée : " + " et ".join(won) + (" gagne" if len(won) == 1 else " gagnent")
                + f" avec {best} points.")
    parts.append(text("p", info, class_="bga-note"))

    players = []
    for p in range(n):
        status = view["statuts"][p]
        cls = "bga-player"
        if p == mover:
            cls += " bga-current"
        if status != "actif":
            cls += " bga-out"
        title = names[p] + (" (vous)" if p == viewer else "")
        badges = []
        if p == view["donneur"]:
            badges.append(text("span", "donneur", class_="bga-badge"))
        if status in STATUS_BADGE:
            badges.append(text("span", STATUS_BADGE[status], class_="bga-badge"))
        if p == mover and phase != "fin":
            badges.append(text("span", "à jouer", class_="bga-badge"))
        head = el("h4", text("span", title), *badges, class_="bga-zone-title")
        score = text("p", f"Total : {view['totaux'][p]} · ce tour : {view['points_tour'][p]}")
        numbers = cards_row(view["lignes"][p], duplicate_last=status == "elimine")
        extra = view["modifs"][p] + view["devant"][p]
        extra_row = el("div", *[card_html(c, small=True) for c in extra], class_="bga-row") if extra else ""
        players.append(el("div", head, score, numbers, extra_row, class_=cls,
                          aria_label=f"{title} : {view['points_tour'][p]} points ce tour"))
    parts.append(el("div", *players, class_="bga-row"))

    waiting = view["en_attente"]
    if view["trois_coups"]:
        target, left = view["trois_coups"]
        parts.append(text("p", f"Trois coups en cours : {names[target]} doit encore retourner {left} carte(s).",
                          class_="bga-note"))
    if waiting:
        parts.append(el("p", text("span", "Cartes Action en attente : "),
                        *[card_html(c, small=True) for c in waiting], class_="bga-note"))

    parts.append(_actions(view, viewer, legal))
    parts.append(_score_table(view))
    if view["derniere_manche"]:
        parts.append(_last_round(view))
    return el("div", *parts, class_="bga-board flip7")


def _actions(view, viewer, legal) -> str:
    names = view["noms"]
    phase = view["phase"]
    mover = view["a_jouer"]
    if phase == "fin":
        return ""
    if phase == "cible":
        chooser, card = view["choix"]
        who = "Vous choisissez" if chooser == viewer else f"{names[chooser]} choisit"
        label = text("p", f"{who} qui reçoit la carte {LABELS[card]} :", class_="bga-note")
        buttons = [move_button("cible-%d" % (q + 1), names[q] + (" (vous)" if q == viewer else ""), legal)
                   for q in range(view["joueurs"])]
        return el("div", el("h4", text("span", "Donner la carte"), class_="bga-zone-title"), label,
                  el("div", *buttons, class_="bga-actions"), class_="bga-zone")
    who = names[mover] + (" (vous)" if mover == viewer else "")
    blocks = [text("p", f"À {who} : piocher ou rester ?", class_="bga-note")]
    buttons = [move_button("piocher", "Piocher", legal), move_button("rester", "Rester", legal)]
    blocks.append(el("div", *buttons, class_="bga-actions"))
    risk_for = viewer if viewer is not None else mover
    if risk_for is not None and view["statuts"][risk_for] == "actif":
        blocks.append(el("p", el("strong", esc(risk_text(view, risk_for))), class_="bga-note"))
    return el("div", el("h4", text("span", "Votre tour" if mover == viewer else "Tour"),
                        class_="bga-zone-title"), *blocks, class_="bga-zone")


def _score_table(view) -> str:
    names = view["noms"]
    head = el("tr", text("th", "Joueur"), text("th", "Ce tour"), text("th", "Total"))
    rows = [el("tr", text("td", names[p]), text("td", view["points_tour"][p]), text("td", view["totaux"][p]))
            for p in range(view["joueurs"])]
    return el("div", el("h4", text("span", "Scores"), class_="bga-zone-title"),
              el("table", el("thead", head), el("tbody", *rows)), class_="bga-zone bga-score")


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
    return el("div", el("h4", text("span", f"Manche {last['manche']} terminée"), class_="bga-zone-title"),
              el("table", el("thead", head), el("tbody", *rows)), class_="bga-zone bga-score")


def render_risque(game, state, viewer, legal) -> str:
    view = state.view(0)
    unseen = view["non_vues"]
    numbers = [move_button(f"ligne-{n}", str(n) + (" ✓" if n in state.line else ""), legal,
                           cls="bga-card",
                           title=f"{'Retirer' if n in state.line else 'Ajouter'} le {n} de votre rangée")
               for n in range(13)]
    chance = move_button("chance", "Seconde chance : " + ("oui" if state.second else "non"), legal,
                         title="Avez-vous une Seconde chance devant vous ?")
    mine = el("div", el("h4", text("span", "Votre rangée"), class_="bga-zone-title"),
              el("div", *numbers, class_="bga-actions"), el("div", chance, class_="bga-actions"),
              class_="bga-zone")
    rows = []
    for c in range(KINDS):
        rows.append(el("tr", el("td", card_html(c, small=True)),
                       text("td", COMPOSITION[c]),
                       el("td", move_button(f"vu-moins-{MOVE_ID[c]}", "−", legal,
                                            title=f"Une carte {LABELS[c]} sortie de moins"),
                          text("span", f" {state.seen[c]} "),
                          move_button(f"vu-plus-{MOVE_ID[c]}", "+", legal,
                                      title=f"Une carte {LABELS[c]} sortie de plus")),
                       text("td", unseen[c])))
    head = el("tr", text("th", "Carte"), text("th", "Dans le jeu"), text("th", "Sorties ailleurs"),
              text("th", "Non vues"))
    out = el("div", el("h4", text("span", "Cartes déjà sorties ailleurs (autres rangées, défausse)"),
                       class_="bga-zone-title"),
             el("table", el("thead", head), el("tbody", *rows)), class_="bga-zone bga-score")
    bad, total = view["doublons"], view["total"]
    lines = [text("p", f"Cartes que vous pouvez encore retourner : {total}, dont {bad} en double avec "
                       "votre rangée.")]
    detail = ", ".join(f"{unseen[n]} × {n}" for n in state.line if unseen[n])
    if detail:
        lines.append(text("p", f"Cartes qui vous éliminent : {detail}."))
    risk = percent(bad, total)
    if state.second:
        lines.append(el("p", text("strong", f"Prochaine carte : {risk} de chances de doublon, mais votre "
                                            "Seconde chance l'annule (risque d'élimination : 0 %).")))
    else:
        lines.append(el("p", text("strong", f"Risque d'élimination à la prochaine carte : {bad}/{total} = "
                                            f"{risk}")))
    three = f"{100 * view['trois_coups']:.1f} %".replace(".", ",")
    lines.append(text("p", f"Si vous recevez un Trois coups (3 cartes d'affilée) : {three} de risque "
                           "d'être éliminé.", class_="bga-note"))
    result = el("div", el("h4", text("span", "Risque"), class_="bga-zone-title"), *lines,
                class_="bga-zone", aria_live="polite")
    return el("div", mine, result, out, move_button("vider", "Tout remettre à zéro", legal),
              class_="bga-board flip7-risque")
