"""HTML view of the Dice Hospital ER admission, via engine.markup.

The patients waiting (dice in their colour, toggles « Patient 2 : dé jaune 4 »),
then the wards, one row each (squares in their colour, the admitted dice on
them, the next free square a button), the score at the far end; « Morgue »,
« Recommencer », the points.
"""

from __future__ import annotations

from ...markup import board_grid, die, el, move_button, note, sr, text, tile, zone
from . import rules as R


def _square(state, w: int, k: int, legal) -> str:
    ward = state.wards[w]
    colour = ward["cases"][k]
    cname, ckey = R.SQUARES[colour]
    filled = state.filled[w]
    if k < len(filled):
        d = filled[k]
        return die(d[1], name=f"Chambre {w + 1}, case {k + 1} ({cname}) : {R.die_name(d)}",
                   colour=R.COLOURS[d[0]][1])
    name = f"Chambre {w + 1}, case {k + 1} : case {cname}, libre"
    if k == len(filled) or state.chosen is not None:
        return tile(ckey, name, name=name, move=f"case-{w + 1}-{k + 1}", legal=legal, data_colour=ckey,
                    title="Admettre ici le patient choisi")
    return tile(ckey, name, name=name, data_colour=ckey)


def render_admission(game, state, viewer, legal) -> str:
    parts = []
    waiting = state.waiting()
    if waiting:
        dice = [die(state.patients[i][1], name=f"Patient {i + 1} : {R.die_name(state.patients[i])}"
                    + (", choisi" if i == state.chosen else ""),
                    colour=R.COLOURS[state.patients[i][0]][1], move=f"patient-{i + 1}", legal=legal,
                    selected=i == state.chosen, title="Choisir ce patient")
                for i in waiting]
        parts.append(zone(f"Patients en attente ({len(waiting)})",
                          el("div", *dice, class_="bga-hand", role="group", aria_label="Patients en attente")))
    else:
        parts.append(note("Tous les patients sont admis ou à la morgue."))
    cols = max(len(w["cases"]) for w in state.wards) + 1
    cells = []
    for w, ward in enumerate(state.wards):
        n = len(ward["cases"])
        cells += [_square(state, w, k, legal) for k in range(n)]
        cells += [el("span", sr("—"), class_="bga-tile", data_terrain="vide") for _ in range(cols - 1 - n)]
        full = len(state.filled[w]) == n
        cells.append(text("span", f"{ward['score']}{' ✓' if full else ''}", class_="bga-badge",
                          title=f"Score de la chambre {w + 1}{', obtenu' if full else ''}"))
    parts.append(board_grid(cells, cols, label="Les chambres de l'hôpital (une rangée par chambre)",
                            col_labels=[str(k + 1) for k in range(cols - 1)] + ["pts"]))
    parts.append(el("div", move_button("morgue", "Morgue (−1)", legal),
                    move_button("recommencer", "Recommencer", legal), class_="bga-actions"))
    parts.append(note(f"Points : {state.points()} (chambres remplies, moins {state.morgue} à la morgue)."))
    return el("div", *parts, class_="bga-board", data_jeu="dicehospital-admission")
