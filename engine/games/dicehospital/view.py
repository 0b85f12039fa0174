"""HTML view of the Dice Hospital ER admission, via engine.markup.

The patients waiting, each a die in its colour (a toggle « Patient 2 : dé jaune 4,
bonus rideau ») beside its bonus, a drawn piece named by what it does (a button: a
blood bag takes it); the combination in play (the die to place between its two
stethoscopes, ▲ +1 and ▼ −1, and the extra patient); the bonuses circled on the sheet
as pieces with their counts (stethoscopes, blood bags, the curtain) and the nurse
track; then the wards, one row each (squares in their colour, the admitted dice on
them with the heart of a critical patient and the curtain in their corner, the next
free square a button), the score at the far end; « Morgue », « Recommencer », the
points. The reader never sees a bonus code (« S2 », « +B2 »): they stay the engine's.
"""

from __future__ import annotations

from ...markup import (PIPS, badge, banner, board_grid, die, el, move_button, note, piece, player_area, score_sheet, sr,
                       table_layout, text, tile, word_card, zone)
from . import rules as R

FREE = "bga-dh-free"
"""A free square of the sheet: drawn pale with its colour's border, so the admitted dice stand out."""

# --- the bonuses drawn as pieces: an icon (inline SVG) on a pale token, its name saying what it does ----------

ICONS = {
    "stetho": (("path", {"d": "M5 2.5v6.5a5 5 0 0 0 10 0V2.5", "class": "bga-dh-line"}),
               ("path", {"d": "M10 14v2.5a4.5 4.5 0 0 0 9 0V13", "class": "bga-dh-line"}),
               ("circle", {"cx": "19", "cy": "10.5", "r": "2.8"}),
               ("circle", {"cx": "5", "cy": "2.5", "r": "1.4"}), ("circle", {"cx": "15", "cy": "2.5", "r": "1.4"})),
    "poche": (("path", {"d": "M7 2h10a1.5 1.5 0 0 1 1.5 1.5V14a6.5 6.5 0 0 1-13 0V3.5A1.5 1.5 0 0 1 7 2z"}),
              ("path", {"d": "M12 20.5V24", "class": "bga-dh-line"}),
              ("path", {"d": "M12 6.5c2 2.8 3 4.4 3 5.8a3 3 0 0 1-6 0c0-1.4 1-3 3-5.8z", "class": "bga-dh-light"})),
    "critique": (("path", {"d": "M12 21.5S3 16 3 9.5a4.8 4.8 0 0 1 9-2.6 4.8 4.8 0 0 1 9 2.6c0 6.5-9 12-9 12z"}),
                 ("path", {"d": "M3.5 12h4.3l1.6-3.2 2.2 6.2 2.2-8.5 1.7 5.5h5", "class": "bga-dh-line bga-dh-pulse"})),
    "rideau": (("path", {"d": "M1.5 2.5h21", "class": "bga-dh-line"}),
               ("path", {"d": "M2.5 2.5h7.5c-1.5 6-1.5 12 .5 19h-8z"}),
               ("path", {"d": "M21.5 2.5H14c1.5 6 1.5 12-.5 19h8z"})),
    "infirmiere": (("path", {"d": "M1.5 19c0-8 4.7-13.5 10.5-13.5S22.5 11 22.5 19z", "class": "bga-dh-light"}),
                   ("path", {"d": "M10.4 8h3.2v3h3v3.2h-3v3h-3.2v-3h-3V11h3z", "class": "bga-dh-cross"})),
}
"""Game icons (viewBox 0 0 24 24): a stethoscope, a blood bag, a heart with its pulse (critical patient),
a curtain, a nurse's cap."""
ICON_COLOUR = {"stetho": "bleu", "poche": "rouge", "critique": "rouge", "rideau": "vert", "infirmiere": "rouge"}


def icon(kind: str, count: int | None = None, always: bool = False) -> str:
    """The drawing of a bonus (inside a piece, whose name says it), `count` written beside it."""
    shapes = "".join(el(tag, **{k.replace("-", "_"): v for k, v in a.items()}) for tag, a in ICONS[kind])
    svg = el("svg", shapes, viewBox="0 0 24 24", class_="bga-figure-svg", aria_hidden="true", focusable="false")
    num = text("span", f"×{count}", class_="bga-figure-count") if count is not None and (always or count != 1) else ""
    return el("span", svg, num, class_="bga-figure bga-dh-icon", data_colour=ICON_COLOUR[kind], data_shape=kind)


def bonus_help(code: str) -> str:
    """What a bonus does, in words (its accessible name and title: the reader never sees its code)."""
    b = R.parse_bonus(code)
    kind = b["kind"]
    if kind == "stetho":
        n = b["n"]
        return (f"stéthoscope{' ×' + str(n) if n > 1 else ''} : {n} stéthoscope{'s' if n > 1 else ''} à entourer, "
                f"chacun change un dé de +1 ou −1")
    if kind == "supplementaire":
        return f"patient supplémentaire : un {R.die_name(b['die'])} à admettre en plus"
    return {"aucun": "aucun bonus",
            "poche": "poche de sang : à rayer plus tard pour prendre le bonus d'un autre dé",
            "critique": "patient critique : marque la valeur de son dé en fin de partie",
            "rideau": "rideau : lève l'ordre croissant autour d'une case",
            "infirmiere": "infirmière : barrer celle de la chambre, la piste infirmière avance"}[kind]


def bonus_piece(code: str, name: str | None = None, **kw) -> str:
    """A bonus as a piece: its icon on a pale token (a die with « + » for an extra patient, an empty dashed
    token for none), named by what it does."""
    b = R.parse_bonus(code)
    kind = b["kind"]
    if kind == "supplementaire":
        d = b["die"]
        pips = "".join(el("span", class_="bga-pipdot" if k in PIPS[d[1]] else "bga-pipnone") for k in range(1, 10))
        visual = text("span", "+", class_="bga-dh-plus") + el("span", pips, class_="bga-dh-minidie",
                                                              data_colour=R.COLOURS[d[0]][1])
    elif kind == "aucun":
        visual = ""
    else:
        visual = icon(kind, b.get("n"))
    kw.setdefault("title", bonus_help(code)[0].upper() + bonus_help(code)[1:])
    return piece(visual, name or bonus_help(code), cls="bga-token bga-dh-bonus", data_bonus=kind, **kw)


def _stock(kind: str, count: int, name: str, **kw) -> str:
    """What is circled on the sheet (stethoscopes, blood bags, the curtain): its icon and how many."""
    cls = f"bga-token bga-dh-bonus bga-dh-stock{'' if count else ' bga-dh-none'}"
    return piece(icon(kind, count, always=True), name, cls=cls,
                 data_bonus=kind, data_count=count, **kw)


def _stetho_arrows(die_html: str, shift: int, legal) -> str:
    """The die to place between its two stethoscopes: the one above raises it by 1, the one below lowers it
    (each crosses out a stethoscope, or gives back one already crossed out for the other way)."""
    def arrow(step: int) -> str:
        move = "stetho-plus" if step > 0 else "stetho-moins"
        back = shift * step < 0
        what = f"{'+1' if step > 0 else '−1'} au dé à placer"
        how = "le stéthoscope rayé revient" if back else "rayer un stéthoscope"
        return piece(icon("stetho") + text("span", "▲" if step > 0 else "▼", class_="bga-dh-arrow"),
                     f"Stéthoscope : {what} ({how})", cls="bga-token bga-dh-bonus bga-dh-steth", move=move,
                     legal=legal, data_bonus="stetho", title=f"Stéthoscope : {what} ({how})")
    return el("span", arrow(1), die_html, arrow(-1), class_="bga-dh-adjust", role="group",
              aria_label="Le dé à placer et ses stéthoscopes")


def _admitted(d, where: str, critical: bool, curtain: bool, move: str, legal) -> str:
    """An admitted patient on its square: its die, the heart of a critical patient and the curtain drawn in
    its corner (the curtain also rings the die); a button when a curtain may be drawn around it."""
    pips = "".join(el("span", class_="bga-pipdot" if k in PIPS[d[1]] else "bga-pipnone") for k in range(1, 10))
    marks = (icon("critique") if critical else "") + (icon("rideau") if curtain else "")
    name = (f"{where} : {R.die_name(d)}"
            + (", patient critique (sa valeur compte en fin de partie)" if critical else "")
            + (", entouré d'un rideau" if curtain else ""))
    kw = dict(move=move, legal=legal, title="Entourer cette case d'un rideau") if move in legal else {}
    return piece(pips + (el("span", marks, class_="bga-dh-marks") if marks else ""), name,
                 cls=f"bga-die{' bga-dh-curtained' if curtain else ''}", data_colour=R.COLOURS[d[0]][1], **kw)


def _square(state, w: int, k: int, legal) -> str:
    ward = state.wards[w]
    colour = ward["cases"][k]
    cname, ckey = R.SQUARES[colour]
    filled = state.filled[w]
    if k < len(filled):
        d = filled[k]
        at = f"{w + 1}-{k + 1}"
        return _admitted(d, f"Chambre {w + 1}, case {k + 1} ({cname})", at in state.critical,
                         at in state.curtains, f"rideau-{at}", legal)
    name = f"Chambre {w + 1}, case {k + 1} : case {cname}, libre"
    if k == len(filled) or state.taken is not None:
        return tile(ckey, name, name=name, move=f"case-{w + 1}-{k + 1}", legal=legal, data_colour=ckey,
                    title="Admettre ici le patient à placer", cls_extra=FREE)
    return tile(ckey, name, name=name, data_colour=ckey, cls_extra=FREE)


def _ward_score(w: int, score: int, full: bool, nurse: bool) -> str:
    """The score at the end of a ward (« le score inscrit au bout »): its points, ✓ once obtained, the nurse's
    cap once crossed out."""
    title = (f"Score de la chambre {w + 1} : {score} points{', obtenu' if full else ''}"
             f"{', infirmière barrée' if nurse else ''}")
    return el("span", text("span", f"{score}{' ✓' if full else ''}", aria_hidden="true"),
              icon("infirmiere") if nurse else "", sr(title), class_="bga-badge bga-dh-score", title=title)


def _patient(state, i: int, legal) -> str:
    d, code = state.patients[i], state.bonuses[i]
    taken = i == state.taken
    face = die(d[1], name=f"Patient {i + 1} : {R.die_name(d)}, bonus {R.bonus_name(code)}"
               + (", combinaison prise" if taken else ""),
               colour=R.COLOURS[d[0]][1], move=f"patient-{i + 1}", legal=legal, selected=taken,
               title="Rendre cette combinaison" if taken else "Prendre ce patient et son bonus")
    help_ = bonus_help(code)
    tag = bonus_piece(code, f"Bonus du patient {i + 1}, {help_}", move=f"poche-{i + 1}", legal=legal,
                      title=f"{help_[0].upper()}{help_[1:]}. Rayer une poche de sang pour prendre ce bonus")
    return el("span", face, tag, class_="bga-counter")


def _combination(state, legal) -> str:
    """The combination in play: the die to place (with its stethoscopes), the extra patient."""
    i = state.taken
    bits = [bonus_piece(state.bonuses[i], f"Bonus pris : {bonus_help(state.bonuses[i])}")]
    for key in ("de", "sup"):
        if key not in state.todo:
            continue
        base = state.patients[i] if key == "de" else state.extra
        d = R.shifted(base, state.shift[key])
        what = "dé de la carte" if key == "de" else "patient supplémentaire"
        shift = state.shift[key]
        label = f"{what} : {R.die_name(d)}" + (f" ({shift:+d} par stéthoscopes)" if shift else "")
        if key == state.active:
            bits.append(_stetho_arrows(die(d[1], name=f"À placer, {label}", colour=R.COLOURS[d[0]][1]), shift,
                                       legal))
        else:
            bits.append(die(d[1], name=f"Ensuite, {label}", colour=R.COLOURS[d[0]][1], move=f"placer-{key}",
                            legal=legal, title="Placer d'abord ce dé"))
    return zone("Combinaison prise", el("div", *bits, class_="bga-hand", role="group",
                                        aria_label="Dés de la combinaison à placer"))


def _sheet(state, legal) -> str:
    """The bonuses circled on the sheet, spent by the reader."""
    curtain = 1 if state.curtain_left or state.curtain_here else 0
    return _stocks(state.stetho, state.bags, curtain, bool(state.curtain_here), sum(state.nurses), legal,
                   label="Bonus entourés sur le plateau")


def _stocks(stetho: int, bags: int, curtain: int, here: bool, nurses: int, legal, *, label: str) -> str:
    """The bonuses circled on the sheet (stethoscopes, blood bags, the curtain, a button) and the nurse
    track, each a drawn piece with how many; what to do with them is in their names and titles."""
    items = [
        el("span", _stock("stetho", stetho, f"Stéthoscopes entourés : {stetho}",
                          title="Stéthoscopes : touchez ceux au-dessus et au-dessous du dé à placer (+1 / −1)"),
           text("span", "stéthoscopes", class_="bga-note"), class_="bga-dh-item"),
        el("span", _stock("poche", bags, f"Poches de sang entourées : {bags}",
                          title="Poches de sang : touchez le bonus d'un autre patient pour le prendre"),
           text("span", "poches", class_="bga-note"), class_="bga-dh-item"),
        el("span", _stock("rideau", curtain, f"Rideau : {'le tirer sur le patient à placer' if curtain else 'aucun'}",
                          move="rideau", legal=legal, selected=here,
                          title="Tirer le rideau sur le patient à placer (ou touchez une case occupée)"),
           text("span", "rideau", class_="bga-note"), class_="bga-dh-item"),
    ]
    track = [badge(("✓" if n < nurses else "") + str(v)) for n, v in enumerate(R.NURSE_TRACK)]
    return el("div", el("div", *items, class_="bga-dh-stocks", role="group", aria_label=label),
              el("div", piece(icon("infirmiere"), "Infirmières", cls="bga-token bga-dh-bonus bga-dh-mini",
                              data_bonus="infirmiere", title="Piste infirmière"),
                 text("span", "piste infirmière :", class_="bga-note"), *track, class_="bga-row",
                 role="group", aria_label=f"Piste infirmière, {nurses} valeur(s) entourée(s)"))


def render_admission(game, state, viewer, legal) -> str:
    parts = []
    waiting = state.waiting()
    if waiting:
        parts.append(zone(f"Patients et leur bonus ({len(waiting)})",
                          el("div", *[_patient(state, i, legal) for i in waiting], class_="bga-hand",
                             role="group", aria_label="Patients en attente, chacun avec son bonus")))
    else:
        parts.append(note("Tous les patients sont admis ou à la morgue."))
    if state.taken is not None:
        parts.append(_combination(state, legal))
    parts.append(_sheet(state, legal))
    cols = max(len(w["cases"]) for w in state.wards) + 1
    cells = []
    for w, ward in enumerate(state.wards):
        n = len(ward["cases"])
        cells += [_square(state, w, k, legal) for k in range(n)]
        cells += [el("span", sr("—"), class_="bga-tile", data_terrain="vide") for _ in range(cols - 1 - n)]
        full = len(state.filled[w]) == n
        cells.append(_ward_score(w, ward["score"], full, state.nurses[w]))
    parts.append(board_grid(cells, cols, label="Les chambres de l'hôpital (une rangée par chambre)",
                            col_labels=[str(k + 1) for k in range(cols - 1)] + ["pts"]))
    parts.append(el("div", move_button("morgue", "Morgue (−1)", legal),
                    move_button("recommencer", "Recommencer", legal), class_="bga-actions"))
    parts.append(note(f"Points : {state.points()} (chambres remplies {R.score(state.wards, state.filled, 0)}, "
                      f"infirmière {R.nurse_points(sum(state.nurses))}, patients critiques "
                      f"{state.critical_points()}, morgue −{state.morgue})."))
    return el("div", *parts, class_="bga-board", data_jeu="dicehospital-admission")



# --- the whole game (mode « partie ») -------------------------------------------------------------

def _ward_grid(state, p: int, legal, label: str, mine: bool = True) -> str:
    """One player's wards, one row each (squares in their colour, the admitted dice on them), the next
    free square a button, the ward's score (and its nurse) at the far end."""
    sheet = state.sheets[p]
    cols = max(len(w["cases"]) for w in state.wards) + 1
    cells = []
    for w, ward in enumerate(state.wards):
        filled = sheet["filled"][w]
        n = len(ward["cases"])
        for k, colour in enumerate(ward["cases"]):
            cname, ckey = R.SQUARES[colour]
            at = f"{w + 1}-{k + 1}"
            if k < len(filled):
                d = filled[k]
                cells.append(_admitted(d, f"Chambre {w + 1}, case {k + 1} ({cname})", at in sheet["critical"],
                                       at in sheet["curtains"], f"rideau-{at}", legal))
                continue
            name = f"Chambre {w + 1}, case {k + 1} : case {cname}, libre"
            if mine and k == len(filled) and state.placing(p):
                cells.append(tile(ckey, name, name=name, move=f"case-{at}", legal=legal, data_colour=ckey,
                                  title="Admettre ici le patient à placer", cls_extra=FREE))
            else:
                cells.append(tile(ckey, name, name=name, data_colour=ckey, cls_extra=FREE))
        cells += [el("span", sr("—"), class_="bga-tile", data_terrain="vide") for _ in range(cols - 1 - n)]
        full = len(filled) == n
        cells.append(_ward_score(w, ward["score"], full, sheet["nurses"][w]))
    return board_grid(cells, cols, label=label, col_labels=[str(k + 1) for k in range(cols - 1)] + ["pts"],
                      row_labels=[str(w + 1) for w in range(len(state.wards))])


def _ambulance(state, me, legal) -> str:
    """The Ambulance card: each die beside its bonus, a button to take that combination."""
    if state.card is None:
        return note("La carte Ambulance et les dés arrivent.")
    choosing = me is not None and state.phase in ("chef", "autres") and state.pending[me] is None and \
        not (state.phase == "chef" and me != state.chief)
    slots = []
    for i, c in enumerate(R.DICE_ORDER):
        d = [c, state.dice[i]]
        code = state.bonus_of(c)
        chief = state.chief_pick is not None and state.chief_pick[0] == c
        name = f"{R.die_name(d)}, bonus {R.bonus_name(code)}" + (", pris par le Médecin Chef" if chief else "")
        kw = dict(move=f"combi-{c}", legal=legal, title="Prendre ce dé et son bonus") if choosing else {}
        slots.append(el("span", die(d[1], name=name.capitalize(), colour=R.COLOURS[c][1], **kw),
                        bonus_piece(code, f"Bonus du {R.die_name(d)} : {bonus_help(code)}"),
                        *([text("span", "Médecin Chef", class_="bga-badge", aria_hidden="true")] if chief else []),
                        class_="bga-counter"))
    parts = [el("div", *slots, class_="bga-hand", role="group",
                aria_label=f"Carte Ambulance du tour {state.turn} : chaque dé à côté de son bonus")]
    bags = [m for m in legal if m.startswith("combi-") and m.count("-") == 2] + \
        [f"combi-{state.chief_pick[0]}" for _ in [0] if state.chief_pick and me is not None and me != state.chief
         and f"combi-{state.chief_pick[0]}" in legal]
    if bags:
        extra = []
        for m in bags:
            parts_ = m[6:].split("-")
            x, y = parts_[0], parts_[-1]
            d = state.die_of(x)
            code = state.bonus_of(y)
            what = ("la même combinaison que le Médecin Chef" if x == y else
                    f"le bonus du dé {R.COLOURS[y][0]}")
            extra.append(el("span", die(d[1], name=f"{R.die_name(d).capitalize()} avec {what} : "
                                                   f"{R.bonus_name(code)}", colour=R.COLOURS[x][1], move=m,
                                        legal=legal, title="Rayer une poche de sang pour cette combinaison"),
                            bonus_piece(code, f"Avec ce bonus : {bonus_help(code)}"),
                            class_="bga-counter"))
        parts.append(text("p", "Avec une poche de sang :", class_="bga-note"))
        parts.append(el("div", *extra, class_="bga-hand", role="group",
                        aria_label="Combinaisons avec une poche de sang"))
    return zone(f"Carte Ambulance, tour {state.turn}/{R.TURNS}", *parts)


def _in_play(state, me, legal) -> str:
    pend = state.pending[me]
    code = state.bonus_of(pend["bonus"])
    bits = [bonus_piece(code, f"Bonus pris : {bonus_help(code)}")]
    for key in ("de", "sup"):
        if key not in pend["todo"]:
            continue
        base = state.die_of(pend["de"]) if key == "de" else pend["extra"]
        shift = pend["shift"][key]
        d = R.shifted(base, shift)
        what = "dé de la carte" if key == "de" else "patient supplémentaire"
        label = f"{what} : {R.die_name(d)}" + (f" ({shift:+d} par stéthoscopes)" if shift else "")
        if key == pend["active"]:
            bits.append(_stetho_arrows(die(d[1], name=f"À placer, {label}", colour=R.COLOURS[d[0]][1]), shift,
                                       legal))
        else:
            bits.append(die(d[1], name=f"Ensuite, {label}", colour=R.COLOURS[d[0]][1], move=f"placer-{key}",
                            legal=legal, title="Placer d'abord ce dé"))
    return el("div", *bits, class_="bga-hand", role="group", aria_label="Votre combinaison, à placer")


def _bonuses(state, me, legal) -> str:
    sheet, pend = state.sheets[me], state.pending[me]
    here = bool(pend and pend["here"])
    curtain = 1 if pend and (pend["curtain"] or pend["here"]) else 0
    return _stocks(sheet["stetho"], sheet["bags"], curtain, here, sum(sheet["nurses"]), legal,
                   label="Vos bonus entourés sur le plateau")


def _detail(state, p: int) -> str:
    sheet = state.sheets[p]
    full = sum(w["score"] for w, f in zip(state.wards, sheet["filled"]) if len(f) == len(w["cases"]))
    return (f"chambres {full}, infirmière {R.nurse_points(sum(sheet['nurses']))}, critiques "
            f"{R.critical_points(sheet['filled'], sheet['critical'])}, objectifs {sheet['goals']}, "
            f"morgue −{sheet['morgue']}")


def _cardio(state) -> str:
    words = {"neuve": "8 pts" if state.players > 2 else "5 pts", "retournee": "retournée, 5 pts",
             "defaussee": "défaussée"}
    cards = [(f"Cardiologue · {words[side]}", R.CARDIOLOGUES[g].replace(" « ! »", "")) for g, side in state.cardio]
    cards += [(f"Radiologue · +{R.RADIOLOGUE}", "Le plus de patients critiques"),
              (f"Épidémiologiste · +{R.EPIDEMIOLOGISTE}", "Le moins de patients à la morgue")]
    items = [word_card(goal, name=f"{who.replace(' · ', ', ')} : {goal}", number=who) for who, goal in cards]
    return el("div", *items, class_="bga-row bga-dh-specs", role="group", aria_label="Cartes objectifs (spécialistes)")


def render_partie(game, state, viewer, legal) -> str:
    me = viewer if viewer is not None and 0 <= viewer < state.players else 0
    parts = []
    movers = state.to_move()
    if state.phase == "fin":
        totals = state.scores()
        top = max(totals)
        won = [p for p in range(state.players) if totals[p] == top]
        if me in won:
            parts.append(banner(f"Partie terminée : vous gagnez avec {top} points !", "bien"))
        else:
            parts.append(banner(f"Partie terminée : {game.seat_list(won)} gagne avec {top} points "
                                f"(vous : {totals[me]}).", "mal"))
        rows = [[game.seat_name(p), _detail(state, p), totals[p]] for p in range(state.players)]
        parts.append(score_sheet(["Joueur", "Détail", "Points"], rows, caption="Points de la partie"))
    else:
        chief = "vous" if state.chief == me else game.seat_name(state.chief)
        if state.phase == "chef" and state.chief == me:
            what = "vous êtes Médecin Chef : choisissez un dé et son bonus, puis sa case."
        elif state.phase == "autres" and me in movers:
            what = "choisissez un des deux dés restants et son bonus, puis sa case." \
                if state.pending[me] is None else "admettez votre patient (ou la morgue)."
        else:
            what = f"Médecin Chef : {chief}."
        parts.append(note(f"Tour {state.turn}/{R.TURNS}, pioche {len(state.deck)} : {what}"))
    centre = [_ambulance(state, me, legal)] if state.phase != "fin" else []
    own = []
    if state.placing(me):
        own.append(_in_play(state, me, legal))
    own.append(_bonuses(state, me, legal))
    own.append(_ward_grid(state, me, legal, "Votre hôpital : une rangée par chambre"))
    if state.phase != "fin":
        own.append(el("div", move_button("morgue", "Morgue (−1)", legal,
                                           title="Envoyer le patient à placer à la morgue"),
                        text("span", f"Vos points : {state.points(me)} ({_detail(state, me)}).", class_="bga-note"),
                        class_="bga-actions"))
    centre.append(_cardio(state))
    others = []
    for p in range(state.players):
        if p == me:
            continue
        sheet = state.sheets[p]
        wards = ", ".join(f"{len(f)}/{len(w['cases'])}{'✓' if len(f) == len(w['cases']) else ''}"
                          for f, w in zip(sheet["filled"], state.wards))
        name = game.seat_name(p)
        sheet_html = el("details", text("summary", "Son hôpital"),
                        _ward_grid(state, p, [], f"Hôpital de {name} : une rangée par chambre", mine=False))
        others.append(player_area(name, note(f"{state.points(p)} pts · chambres {wards} · "
                                             f"morgue {sheet['morgue']}"), sheet_html,
                                  current=p in movers, badges=["Médecin Chef"] if p == state.chief else ()))
    # the table: the other hospitals above the ambulance, the reader's hospital below
    mine = player_area(game.seat_name(me), *own, you=True, current=me in movers and state.phase != "fin",
                       badges=["Médecin Chef"] if me == state.chief else ())
    parts.append(table_layout(centre, others, mine))
    return el("div", *parts, class_="bga-board", data_jeu="dicehospital-partie")
