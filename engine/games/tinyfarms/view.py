"""HTML view of Tiny Farms (mode « fermes »), via engine.markup.

Select then confirm: choose an animal (or « vider »), then a square of the red
or the blue farm; the score is recounted after every change, line by line."""

from __future__ import annotations

from ...markup import board_grid, el, esc, move_button, note, sr, text, zone
from . import rules as R


def _animal_part(kind: str, pressed: bool) -> str:
    if kind == "vide":
        visual, name, colour = text("span", "∅", class_="bga-value"), "vider une case", "gris"
    else:
        label, colour, mark = R.KINDS[kind]
        visual, name = text("span", mark, class_="bga-value"), label
    inner = el("span", visual, class_="bga-face", aria_hidden="true") + sr(name)
    return el("button", inner, type="button", class_="bga-token bga-part" + (" bga-selected" if pressed else ""),
              data_part=kind, data_colour=colour, aria_pressed="true" if pressed else "false",
              title=name.capitalize())


def _square(farm_name: str, farm, sq: int) -> str:
    kind = farm[sq]
    where = R.FARM.name(sq)
    if kind is None:
        visual, name = "", f"{where} : vide"
    else:
        label, colour, mark = R.KINDS[kind]
        visual = el("span", text("span", mark, class_="bga-value"), class_="bga-token", data_colour=colour)
        name = f"{where} : {label}"
    inner = el("span", visual, class_="bga-face", aria_hidden="true") + sr(name)
    return el("button", inner, type="button", class_="bga-tile bga-move bga-compose-action",
              data_template="{}-" + farm_name + "-" + where, data_terrain="prairie", disabled=True,
              title=f"Poser l'animal choisi en {where}")


def _lines(res: dict, state) -> str:
    def pair(key):
        red, blue = res[key]
        return f"{red + blue} (rouge {red}, bleue {blue})"
    rows = [
        ("Cochons", pair("cochons")), ("Moutons", pair("moutons")), ("Poulets", pair("poulets")),
        ("Vaches et veaux", pair("bovins")),
        ("Chevaux", f"{res['chevaux']} (vous {sum(1 for f in state.farms.values() for k in f if k == 'cheval')}, "
                    f"adversaires {', '.join(str(h) for h in state.other_horses) or 'aucun'})"),
        ("Amis de la forêt", f"{res['amis']} ({len({k for f in state.farms.values() for k in f if k in R.FRIENDS})} "
                             "différents)"),
        ("Lait", str(res["lait"])),
        ("Équilibre", f"{res['equilibre']} ({R.animals(state.farms['rouge'])} animaux en rouge, "
                      f"{R.animals(state.farms['bleue'])} en bleue)"),
    ]
    items = [el("li", text("strong", label + " : "), esc(value)) for label, value in rows]
    items.append(el("li", text("strong", f"Total : {res['total']} points")))
    return el("ul", *items, class_="bga-note bga-score-lines")


def render_fermes(game, state, viewer, legal) -> str:
    parts = [note("Choisissez un animal, puis une case d'une ferme ; le décompte se refait à chaque changement.")]
    kinds = list(R.KINDS) + ["vide"]
    palette = el("div", *[_animal_part(k, k == "cochon") for k in kinds], class_="bga-hand", role="group",
                 aria_label="Animaux")
    farms = [zone(f"Ferme {'rouge' if name == 'rouge' else 'bleue'}",
                  board_grid([_square(name, state.farms[name], sq) for sq in R.FARM.squares()], R.FARM.cols,
                             label=f"Ferme {name}, 4 × 4"))
             for name in R.FARMS]
    parts.append(el("div", palette, el("div", *farms, class_="bga-row"), class_="bga-compose", data_max="1"))
    milk = [move_button(f"lait-{n}", f"{n}", legal, title=f"{n} brique(s) de lait restante(s)",
                        aria_pressed="true" if n == state.milk else "false") for n in range(4)]
    horses = []
    for j, h in enumerate(state.other_horses):
        horses.append(el("span", text("span", f"J{j + 2} : {h} " + ("chevaux" if h > 1 else "cheval"), class_="bga-note"),
                         move_button(f"chevaux-{j + 2}-moins", "−", legal, title=f"Un cheval de moins pour J{j + 2}"),
                         move_button(f"chevaux-{j + 2}-plus", "+", legal, title=f"Un cheval de plus pour J{j + 2}"),
                         class_="bga-row"))
    parts.append(el("div", text("span", "Briques de lait :", class_="bga-note"), *milk, class_="bga-actions",
                    role="group", aria_label="Briques de lait restantes"))
    if horses:
        parts.append(el("div", text("span", "Adversaires :", class_="bga-note"), *horses, class_="bga-actions"))
    parts.append(zone("Décompte", _lines(state.result(), state)))
    return el("div", *parts, class_="bga-board", data_jeu="tinyfarms")
