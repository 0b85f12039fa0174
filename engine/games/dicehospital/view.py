"""HTML view of the Dice Hospital ER admission, via engine.markup.

The patients waiting, each a die in its colour (a toggle « Patient 2 : dé jaune 4,
bonus rideau ») beside its bonus (a button: a blood bag takes it); the combination
in play (the die to place, with its stethoscopes, and the extra patient); the
bonuses circled on the sheet as counters (stethoscopes −1/+1, blood bags, the
curtain) and the nurse track; then the wards, one row each (squares in their
colour, the admitted dice on them, « ! » and « ( ) » marks, the next free square a
button), the score at the far end; « Morgue », « Recommencer », the points.
"""

from __future__ import annotations

from ...markup import (badge, banner, board_grid, counter, counters, die, el, move_button, note, player_area,
                       score_sheet, sr, table_layout, text, tile, token, zone)
from . import rules as R

FREE = "bga-dh-free"
"""A free square of the sheet: drawn pale with its colour's border, so the admitted dice stand out."""


def _square(state, w: int, k: int, legal) -> str:
    ward = state.wards[w]
    colour = ward["cases"][k]
    cname, ckey = R.SQUARES[colour]
    filled = state.filled[w]
    if k < len(filled):
        d = filled[k]
        at = f"{w + 1}-{k + 1}"
        marks = (["patient critique « ! »"] if at in state.critical else []) + \
                (["entouré d'un rideau"] if at in state.curtains else [])
        name = f"Chambre {w + 1}, case {k + 1} ({cname}) : {R.die_name(d)}" + "".join(f", {m}" for m in marks)
        dkey = R.COLOURS[d[0]][1]
        move = f"rideau-{at}"
        if marks or move in legal:
            kw = dict(move=move, legal=legal, title="Entourer cette case d'un rideau") if move in legal else {}
            return tile(dkey, name, name=name, value=f"{d[1]}{'!' if at in state.critical else ''}",
                        symbol="( )" if at in state.curtains else "", data_colour=dkey, **kw)
        return die(d[1], name=name, colour=dkey)
    name = f"Chambre {w + 1}, case {k + 1} : case {cname}, libre"
    if k == len(filled) or state.taken is not None:
        return tile(ckey, name, name=name, move=f"case-{w + 1}-{k + 1}", legal=legal, data_colour=ckey,
                    title="Admettre ici le patient à placer", cls_extra=FREE)
    return tile(ckey, name, name=name, data_colour=ckey, cls_extra=FREE)


def _patient(state, i: int, legal) -> str:
    d, code = state.patients[i], state.bonuses[i]
    taken = i == state.taken
    face = die(d[1], name=f"Patient {i + 1} : {R.die_name(d)}, bonus {R.bonus_name(code)}"
               + (", combinaison prise" if taken else ""),
               colour=R.COLOURS[d[0]][1], move=f"patient-{i + 1}", legal=legal, selected=taken,
               title="Rendre cette combinaison" if taken else "Prendre ce patient et son bonus")
    tag = move_button(f"poche-{i + 1}", R.bonus_short(code), legal, cls="bga-badge",
                      title=f"{R.bonus_name(code)} : rayer une poche de sang pour prendre ce bonus",
                      aria_label=f"{R.bonus_short(code)}, bonus du patient {i + 1} : {R.bonus_name(code)}")
    return el("span", face, tag, class_="bga-counter")


def _combination(state, legal) -> str:
    """The combination in play: the die to place (with its stethoscopes), the extra patient."""
    i = state.taken
    bits = [badge(f"Bonus : {R.bonus_name(state.bonuses[i])}")]
    for key in ("de", "sup"):
        if key not in state.todo:
            continue
        base = state.patients[i] if key == "de" else state.extra
        d = R.shifted(base, state.shift[key])
        what = "dé de la carte" if key == "de" else "patient supplémentaire"
        shift = state.shift[key]
        label = f"{what} : {R.die_name(d)}" + (f" ({shift:+d} par stéthoscopes)" if shift else "")
        if key == state.active:
            bits.append(die(d[1], name=f"À placer, {label}", colour=R.COLOURS[d[0]][1]))
        else:
            bits.append(die(d[1], name=f"Ensuite, {label}", colour=R.COLOURS[d[0]][1], move=f"placer-{key}",
                            legal=legal, title="Placer d'abord ce dé"))
    return zone("Combinaison prise", el("div", *bits, class_="bga-hand", role="group",
                                        aria_label="Dés de la combinaison à placer"))


def _sheet(state, legal) -> str:
    """The bonuses circled on the sheet, spent by the reader."""
    items = [
        counter(token("St", "bleu", "Stéthoscopes entourés"), state.stetho,
                move_button("stetho-moins", "−1", legal, title="Rayer un stéthoscope : −1 au dé à placer"),
                move_button("stetho-plus", "+1", legal, title="Rayer un stéthoscope : +1 au dé à placer"),
                note="stéthoscopes : ±1 au dé"),
        counter(token("P", "rouge", "Poches de sang entourées"), state.bags, "", "",
                note="poches : touchez le bonus d'un autre patient"),
        counter(token("( )", "gris", "Rideau : le tirer sur le patient à placer", move="rideau", legal=legal,
                      selected=bool(state.curtain_here), title="Tirer le rideau sur le patient à placer"),
                1 if state.curtain_left or state.curtain_here else 0, "", "",
                note="rideau : touchez-le, ou une case occupée"),
    ]
    track = [badge(("✓" if n < sum(state.nurses) else "") + str(v)) for n, v in enumerate(R.NURSE_TRACK)]
    return el("div", counters(items, label="Bonus entourés sur le plateau"),
              el("div", text("span", "Infirmière :", class_="bga-note"), *track, class_="bga-row",
                 role="group", aria_label=f"Piste infirmière, {sum(state.nurses)} valeur(s) entourée(s)"))


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
        nurse = ", infirmière barrée" if state.nurses[w] else ""
        cells.append(text("span", f"{ward['score']}{' ✓' if full else ''}{' ✗inf.' if state.nurses[w] else ''}",
                          class_="bga-badge",
                          title=f"Score de la chambre {w + 1}{', obtenu' if full else ''}{nurse}"))
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
                crit, curt = at in sheet["critical"], at in sheet["curtains"]
                name = (f"Chambre {w + 1}, case {k + 1} ({cname}) : {R.die_name(d)}"
                        + (", patient critique « ! »" if crit else "") + (", entouré d'un rideau" if curt else ""))
                move = f"rideau-{at}"
                if move in legal:
                    cells.append(tile(R.COLOURS[d[0]][1], name, name=name, value=f"{d[1]}{'!' if crit else ''}",
                                      symbol="( )" if curt else "", data_colour=R.COLOURS[d[0]][1], move=move,
                                      legal=legal, title="Entourer cette case d'un rideau"))
                elif crit or curt:
                    cells.append(tile(R.COLOURS[d[0]][1], name, name=name, value=f"{d[1]}{'!' if crit else ''}",
                                      symbol="( )" if curt else "", data_colour=R.COLOURS[d[0]][1]))
                else:
                    cells.append(die(d[1], name=name, colour=R.COLOURS[d[0]][1]))
                continue
            name = f"Chambre {w + 1}, case {k + 1} : case {cname}, libre"
            if mine and k == len(filled) and state.placing(p):
                cells.append(tile(ckey, name, name=name, move=f"case-{at}", legal=legal, data_colour=ckey,
                                  title="Admettre ici le patient à placer", cls_extra=FREE))
            else:
                cells.append(tile(ckey, name, name=name, data_colour=ckey, cls_extra=FREE))
        cells += [el("span", sr("—"), class_="bga-tile", data_terrain="vide") for _ in range(cols - 1 - n)]
        full = len(filled) == n
        nurse = sheet["nurses"][w]
        cells.append(text("span", f"{ward['score']}{' ✓' if full else ''}{' ✗inf.' if nurse else ''}",
                          class_="bga-badge",
                          title=f"Score de la chambre {w + 1}{', obtenu' if full else ''}"
                                f"{', infirmière barrée' if nurse else ''}"))
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
                        text("span", R.bonus_short(code), class_="bga-badge", aria_hidden="true"),
                        *([text("span", "chef", class_="bga-badge", aria_hidden="true")] if chief else []),
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
                            text("span", R.bonus_short(code), class_="bga-badge", aria_hidden="true"),
                            class_="bga-counter"))
        parts.append(text("p", "Avec une poche de sang :", class_="bga-note"))
        parts.append(el("div", *extra, class_="bga-hand", role="group",
                        aria_label="Combinaisons avec une poche de sang"))
    return zone(f"Carte Ambulance, tour {state.turn}/{R.TURNS}", *parts)


def _in_play(state, me, legal) -> str:
    pend = state.pending[me]
    bits = [badge(f"Bonus : {R.bonus_name(state.bonus_of(pend['bonus']))}")]
    for key in ("de", "sup"):
        if key not in pend["todo"]:
            continue
        base = state.die_of(pend["de"]) if key == "de" else pend["extra"]
        shift = pend["shift"][key]
        d = R.shifted(base, shift)
        what = "dé de la carte" if key == "de" else "patient supplémentaire"
        label = f"{what} : {R.die_name(d)}" + (f" ({shift:+d} par stéthoscopes)" if shift else "")
        if key == pend["active"]:
            bits.append(die(d[1], name=f"À placer, {label}", colour=R.COLOURS[d[0]][1]))
        else:
            bits.append(die(d[1], name=f"Ensuite, {label}", colour=R.COLOURS[d[0]][1], move=f"placer-{key}",
                            legal=legal, title="Placer d'abord ce dé"))
    return el("div", *bits, class_="bga-hand", role="group", aria_label="Votre combinaison, à placer")


def _bonuses(state, me, legal) -> str:
    sheet, pend = state.sheets[me], state.pending[me]
    here = bool(pend and pend["here"])
    curtain = 1 if pend and (pend["curtain"] or pend["here"]) else 0
    items = [
        counter(token("St", "bleu", "Stéthoscopes entourés"), sheet["stetho"],
                move_button("stetho-moins", "−1", legal, title="Rayer un stéthoscope : −1 au dé à placer"),
                move_button("stetho-plus", "+1", legal, title="Rayer un stéthoscope : +1 au dé à placer")),
        counter(token("P", "rouge", "Poches de sang entourées"), sheet["bags"], "", ""),
        counter(token("( )", "gris", "Rideau : le tirer sur le patient à placer" if curtain else "Rideau",
                      move="rideau", legal=legal, selected=here,
                      title="Tirer le rideau sur le patient à placer (ou touchez une case occupée)"),
                curtain, "", ""),
    ]
    n = sum(sheet["nurses"])
    track = [badge(("✓" if k < n else "") + str(v)) for k, v in enumerate(R.NURSE_TRACK)]
    return el("div", counters(items, label="Vos bonus entourés sur le plateau"),
              el("div", text("span", "Infirmière :", class_="bga-note"), *track, class_="bga-row",
                 role="group", aria_label=f"Piste infirmière, {n} valeur(s) entourée(s)"))


def _detail(state, p: int) -> str:
    sheet = state.sheets[p]
    full = sum(w["score"] for w, f in zip(state.wards, sheet["filled"]) if len(f) == len(w["cases"]))
    return (f"chambres {full}, infirmière {R.nurse_points(sum(sheet['nurses']))}, critiques "
            f"{R.critical_points(sheet['filled'], sheet['critical'])}, objectifs {sheet['goals']}, "
            f"morgue −{sheet['morgue']}")


def _cardio(state) -> str:
    words = {"neuve": "8 pts" if state.players > 2 else "5 pts", "retournee": "retournée, 5 pts",
             "defaussee": "défaussée"}
    items = [badge(f"Cardiologue : {R.CARDIOLOGUES[g]} ({words[side]})") for g, side in state.cardio]
    items += [badge(f"Radiologue : le plus de « ! » (+{R.RADIOLOGUE})"),
              badge(f"Épidémiologiste : le moins à la morgue (+{R.EPIDEMIOLOGISTE})")]
    return el("div", *items, class_="bga-row", role="group", aria_label="Cartes objectifs")


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
