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

from ...markup import badge, board_grid, counter, counters, die, el, move_button, note, sr, text, tile, token, zone
from . import rules as R


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
                    title="Admettre ici le patient à placer")
    return tile(ckey, name, name=name, data_colour=ckey)


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
        counter(token("( )", "gris", "Rideau à tirer"), 1 if state.curtain_left or state.curtain_here else 0,
                "", move_button("rideau", "tirer" if not state.curtain_here else "retirer", legal,
                                aria_pressed="true" if state.curtain_here else "false",
                                title="Tirer le rideau sur le patient à placer"),
                note="rideau : ou touchez une case occupée"),
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
