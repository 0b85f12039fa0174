"""HTML view of Tiny Farms (mode « fermes »), via engine.markup.

Select then confirm: choose an animal (or « vider »), then a square of the red
or the blue farm; the score is recounted after every change, line by line."""

from __future__ import annotations

from ...markup import board_grid, el, esc, figure_visual, move_button, note, sr, text, zone
from . import rules as R

LOOKS = {"cochon": ("animal", "rose", ""), "mouton": ("mouton", "blanc", ""), "poulet": ("oiseau", "orange", "petit"),
         "vache": ("animal", "noir", "grand"), "veau": ("animal", "brun", "petit"), "cheval": ("cheval", "gris", "grand"),
         "renard": ("renard", "jaune", ""), "lapin": ("lapin", "jaune", ""), "herisson": ("herisson", "jaune", ""),
         "ecureuil": ("ecureuil", "jaune", ""), "hibou": ("chouette", "jaune", "")}
"""How each animal is drawn: a silhouette, its token's colour (the forest friends are the yellow
pawns), a size (a calf smaller than a cow). Its name is said beside it in the palette and in every
square's accessible name."""
SHORT = {"renard": "renard", "lapin": "lapin", "herisson": "hérisson", "ecureuil": "écureuil", "hibou": "hibou"}


def animal(kind: str) -> str:
    shape, colour, size = LOOKS[kind]
    return figure_visual(shape, colour, size=size)


def _animal_part(kind: str, pressed: bool) -> str:
    if kind == "vide":
        visual, name, word = text("span", "✕", class_="bga-value"), "vider une case", "vider"
    else:
        visual, name = animal(kind), R.KINDS[kind][0]
        word = SHORT.get(kind, name)
    inner = el("span", visual, class_="bga-face", aria_hidden="true") + text("span", word, class_="bga-figname")
    return el("button", inner, type="button", class_="bga-figpiece bga-part" + (" bga-selected" if pressed else ""),
              data_part=kind, aria_pressed="true" if pressed else "false", aria_label=name,
              title=name.capitalize())


def _square(farm_name: str, farm, sq: int) -> str:
    kind = farm[sq]
    where = R.FARM.name(sq)
    if kind is None:
        visual, name = "", f"{where} : vide"
    else:
        visual = animal(kind)
        name = f"{where} : {R.KINDS[kind][0]}"
    inner = el("span", visual, class_="bga-face", aria_hidden="true") + sr(name)
    return el("button", inner, type="button", class_="bga-tile bga-move bga-compose-action",
              data_template="{}-" + farm_name + "-" + where, data_terrain="prairie", disabled=True,
              title=f"Poser l'animal choisi en {where}")


def _milk(n: int, current: int, legal) -> str:
    """A choice of how many milk cartons remain: that many cartons drawn (none: « 0 »), pressed
    when it is the current count."""
    visual = "".join(figure_visual("brique", "blanc", size="petit") for _ in range(n)) or text("span", "0",
                                                                                              class_="bga-value")
    name = f"{n} brique{'s' if n > 1 else ''} de lait restante{'s' if n > 1 else ''}"
    inner = el("span", visual, class_="bga-face", aria_hidden="true") + sr(name)
    move = f"lait-{n}"
    return el("button", inner, type="button", data_move=move, disabled=move not in legal,
              class_="bga-move bga-figpiece bga-milk" + (" bga-legal" if move in legal else "")
              + (" bga-selected" if n == current else ""),
              aria_pressed="true" if n == current else "false", title=name + (" (choisi)" if n == current else ""))


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
                             label=f"Ferme {name}, 4 × 4", cls="bga-fit"))
             for name in R.FARMS]
    # the two farms side by side even on a phone: their squares shrink (bga-fit) rather than stack
    parts.append(el("div", palette, el("div", *farms, class_="bga-row bga-farms"), class_="bga-compose",
                    data_max="1"))
    milk = [_milk(n, state.milk, legal) for n in range(4)]
    horses = []
    for j, h in enumerate(state.other_horses):
        horses.append(el("span", text("span", f"J{j + 2} :", class_="bga-note"),
                         el("span", figure_visual("cheval", "gris", count=h) if h else text("span", "0", class_="bga-value"),
                            aria_hidden="true"),
                         sr(f"{h} " + ("chevaux" if h > 1 else "cheval")),
                         move_button(f"chevaux-{j + 2}-moins", "−", legal, title=f"Un cheval de moins pour J{j + 2}"),
                         move_button(f"chevaux-{j + 2}-plus", "+", legal, title=f"Un cheval de plus pour J{j + 2}"),
                         class_="bga-row"))
    parts.append(el("div", text("span", "Lait restant :", class_="bga-note"), *milk, class_="bga-actions",
                    role="group", aria_label="Briques de lait restantes"))
    if horses:
        parts.append(el("div", text("span", "Chevaux adverses :", class_="bga-note"), *horses,
                        class_="bga-actions"))
    parts.append(zone("Décompte", _lines(state.result(), state)))
    return el("div", *parts, class_="bga-board", data_jeu="tinyfarms")
