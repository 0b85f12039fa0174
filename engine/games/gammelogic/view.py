"""The gammelogic puzzle as the reader sees it (HTML through engine.markup).

Select then confirm: a character not yet placed (one of the cards above the
row), then a free place of the row; the places where that character breaks
no rule are the ones the shell enables. A placed character is a button that
frees its place. The rules are listed with their state (✓ respectée,
… à voir), never the solution.
"""

from __future__ import annotations

from ...markup import banner, board_grid, el, esc, move_button, note, sr, text
from . import rules as R
from .calculators import IDS

COLOURS = ("rouge", "bleu", "vert", "violet", "orange", "cyan", "brun")


def _character(state, i, legal, pressed=False) -> str:
    name = state.noms[i]
    can = any(m.startswith(IDS[i] + "-") for m in legal)
    visual = text("span", name[:2], class_="bga-value") + text("span", name, class_="bga-cname")
    inner = el("span", visual, class_="bga-face", aria_hidden="true") + sr(
        name + ("" if can else " (aucune place possible)"))
    return el("button", inner, type="button",
              class_="bga-card bga-ccard bga-small bga-part" + (" bga-selected" if pressed else ""),
              data_part=IDS[i], aria_pressed="true" if pressed else "false", data_colour=COLOURS[i],
              title=f"Choisir {name}, puis sa place")


def _place(state, p, legal) -> str:
    i = state.occupant(p)
    if i is not None:
        name = state.noms[i]
        visual = el("span", text("span", name[:2], class_="bga-value"), class_="bga-token",
                    data_colour=COLOURS[i])
        inner = el("span", visual, class_="bga-face", aria_hidden="true") + sr(f"Place {p} : {name}")
        move = f"retirer-{p}"
        return el("button", inner, type="button", class_="bga-tile bga-move bga-legal", data_terrain="chateau",
                  data_move=move, title=f"Retirer {name} de la place {p}", disabled=move not in legal)
    inner = el("span", text("span", p, class_="bga-symbol"), class_="bga-face", aria_hidden="true") + sr(
        f"Place {p} : libre")
    return el("button", inner, type="button", class_="bga-tile bga-move bga-compose-action",
              data_template="{}-" + str(p), data_colour="creme", disabled=True,
              title=f"Mettre ici le personnage choisi (place {p})")


def render_enigme(game, state, viewer, legal) -> str:
    n = len(state.noms)
    parts = []
    if state.solved():
        parts.append(banner("Énigme résolue : les " + str(len(state.textes)) + " règles sont respectées, "
                            "et c'est la seule solution.", "bien"))
    stuck = state.stuck()
    if stuck and not state.solved():
        who = ", ".join(state.noms[i] for i in stuck)
        parts.append(note(f"Plus aucune place possible pour {who} : un de vos placements est faux. « Si vous "
                          "constatez qu'un positionnement choisi impose des incohérences, vous savez qu'il n'est "
                          "pas bon » : retirez-en un."))
    waiting = [i for i in range(n) if state.places[i] is None]
    # the first character with a possible place starts chosen (its places are shown at once)
    first = next((i for i in waiting if any(m.startswith(IDS[i] + "-") for m in legal)), None)
    chars = [_character(state, i, legal, i == first) for i in waiting]
    cells = [_place(state, p, legal) for p in range(1, n + 1)]
    grid = board_grid(cells, n, label=f"Les {n} places, de 1 (à gauche) à {n}", row_labels=[""],
                      col_labels=[str(p) for p in range(1, n + 1)])
    hint = ("Choisissez un personnage, puis sa place." if waiting else
            "Tout le monde est placé. Cliquez un personnage pour le retirer.")
    body = []
    if chars:
        body.append(el("div", *chars, class_="bga-hand", role="group", aria_label="Personnages à placer"))
    body += [note(hint), grid]
    parts.append(el("div", *body, class_="bga-compose", data_max="1"))
    items = []
    for k, t in enumerate(state.textes):
        ok = state.rule_status(k)
        mark = "✓ " if ok else ("… " if ok is None else "✗ ")
        status = "respectée" if ok else ("à voir" if ok is None else "non respectée")
        items.append(el("li", esc(mark + t), sr(f" ({status})")))
    parts.append(el("ol", *items, class_="bga-note", aria_label="Les règles"))
    parts.append(note(f"Le solveur a vérifié cette énigme : une seule solution, et chacune de ses "
                      f"{len(state.textes)} règles est nécessaire (sans elle, il y en aurait plusieurs)."))
    if state.placed():
        parts.append(el("div", move_button("vider", "Recommencer", legal), class_="bga-actions"))
    return el("div", *parts, class_="bga-board", data_jeu="gammelogic")
