"""HTML view of Tiny Farms (mode « partie »), via engine.markup.

The wheel is a round board of 8 sections, each showing its 2 animals, with the two farmers on
it; the round's dice are dice; your two farms are 4 × 4 grids. Choose a die, then the section
where a farmer goes (a red or a blue pawn marks each place a farmer may reach); then click the
squares of that farm where its two animals go. The count of « Calcul des scores » is a score
sheet, line by line, for every player."""

from __future__ import annotations

from math import cos, radians, sin

from ...markup import (banner, board_grid, die, el, figure_visual, note, piece, player_area, score_sheet, sr,
                       standing_figure, text)
from . import rules as R

LOOKS = {"cochon": ("animal", "rose", ""), "mouton": ("mouton", "blanc", ""), "poulet": ("oiseau", "orange", "petit"),
         "vache": ("animal", "noir", "grand"), "veau": ("animal", "brun", "petit"), "cheval": ("cheval", "gris", "grand"),
         "renard": ("renard", "jaune", ""), "lapin": ("lapin", "jaune", ""), "herisson": ("herisson", "jaune", ""),
         "ecureuil": ("ecureuil", "jaune", ""), "hibou": ("chouette", "jaune", "")}
"""How each animal is drawn: a silhouette, its token's colour (the forest friends are the yellow
pawns), a size (a calf smaller than a cow). Its name is said beside it."""


def animal(kind: str) -> str:
    shape, colour, size = LOOKS[kind]
    return figure_visual(shape, colour, size=size)


def _name(kind: str) -> str:
    return R.KINDS[kind][0]


def _at(section: int, radius: float, turn: float = 0.0) -> str:
    """Where a point of a section lies on the round board (section 1 at the top, clockwise): on its
    middle line, or `turn` degrees clockwise from it; CSS positions in % of the board."""
    angle = radians((section + 0.5) * 360 / R.SPACES + turn)
    return f"left: {50 + radius * sin(angle):.2f}%; top: {50 - radius * cos(angle):.2f}%"


def _steps(state, farmer: str, section: int) -> list[int]:
    """How many spaces take `farmer` to `section` (two counts when the other farmer is passed over:
    « il se déplace simplement sur la case suivante »), drawn on the target so that the reader sees
    which die leads there, and how many bricks of milk the others would cost."""
    start, other = state.fermiers[farmer], state.fermiers["bleu" if farmer == "rouge" else "rouge"]
    return [n for n in range(1, R.SPACES) if R.landing(start, n, other) == section]


def _wheel(state, mine: bool) -> str:
    items = []
    for s in range(R.SPACES):
        pair = R.shown(s, state.roue)
        words = f"{_name(pair[0])} et {_name(pair[1])}"
        here = [f for f in R.FARMS if state.fermiers[f] == s]
        face = text("span", s + 1, class_="bga-tf-num") + el("span", animal(pair[0]), animal(pair[1]),
                                                              class_="bga-tf-pair")
        label = f"Section {s + 1} : {words}" + "".join(f", {R.FARMER_NAMES[f]}" for f in here)
        items.append(el("span", el("span", face, aria_hidden="true"), sr(label), class_="bga-tf-section",
                        style=_at(s, 29)))
        if here:
            farmer = here[0]
            items.append(el("span", standing_figure(farmer), class_="bga-tf-farmer", data_colour=farmer,
                            style=_at(s, 43.5), title=R.FARMER_NAMES[farmer].capitalize(), aria_hidden="true"))
            continue
        for farmer, turn in zip(R.FARMS, (-9, 9)):
            steps = _steps(state, farmer, s)
            far = "–".join(map(str, steps))
            what = (f"{R.FARMER_NAMES[farmer].capitalize()} en section {s + 1}, à {far} case"
                    f"{'s' if steps != [1] else ''} ({words})")
            face = standing_figure(farmer) + text("span", far, class_="bga-tf-steps")
            items.append(el("button", el("span", face, class_="bga-face", aria_hidden="true"),
                            sr(what), type="button", class_="bga-move bga-compose-action bga-tf-target",
                            data_colour=farmer, data_template=f"prendre-{{}}-{farmer}-{s + 1}", disabled=True,
                            style=_at(s, 42, turn),
                            title=what + " : avec le dé choisi" + (", du lait s'il le faut" if mine else "")))
    hub = el("span", text("span", f"Tour {state.manche}/{R.ROUNDS}", class_="bga-tf-round"),
             text("span", f"roue +{state.roue}", class_="bga-tf-turned",
                  title=f"La roue a tourné de {state.roue} section{'s' if state.roue > 1 else ''}"), class_="bga-tf-hub")
    return el("div", *items, hub, class_="bga-tf-wheel", role="group",
              aria_label=f"La roue : {R.SPACES} sections, fermier rouge en section {state.fermiers['rouge'] + 1}, "
                         f"fermier bleu en section {state.fermiers['bleu'] + 1}")


def _pressed(button: str) -> str:
    """A compose part chosen before the reader clicks (the first die, the first animal)."""
    return button.replace('aria-pressed="false"', 'aria-pressed="true"', 1).replace(
        'class="', 'class="bga-selected ', 1)


def _dice(state, parts: bool) -> str:
    faces = []
    for k, face in enumerate(state.des):
        if parts:
            button = die(face, part=str(face), title=f"Choisir le dé {face}")
            faces.append(_pressed(button) if k == 0 else button)
        else:
            faces.append(die(face))
    if not faces:
        faces.append(text("span", "les dés vont être lancés", class_="bga-note"))
    return el("div", *faces, class_="bga-hand bga-tf-dice", role="group", aria_label="Les dés du tour")


def _milk(n: int) -> str:
    cartons = "".join(figure_visual("brique", "blanc", size="petit") for _ in range(n)) or text("span", "aucune",
                                                                                             class_="bga-note")
    return el("span", text("span", "Lait :", class_="bga-note", aria_hidden="true"), el("span", cartons, aria_hidden="true"),
              sr(f"{n} brique{'s' if n > 1 else ''} de lait"), class_="bga-tf-milk",
              title=f"{n} brique{'s' if n > 1 else ''} de lait")


def _farm(state, p: int, farmer: str, placing: bool, small: bool) -> str:
    farm = state.fermes[p][farmer]
    cells = []
    for sq in R.FARM.squares():
        kind, where = farm[sq], R.FARM.name(sq)
        visual = animal(kind) if kind else ""
        name = f"{where} : {_name(kind) if kind else 'vide'}"
        if placing:
            cells.append(el("button", el("span", visual, class_="bga-face", aria_hidden="true"), sr(name),
                            type="button", class_="bga-tile bga-move bga-compose-action", data_terrain="prairie",
                            data_template=f"poser-{{}}-{where}", disabled=True,
                            title=f"Poser l'animal choisi en {where}"))
        else:
            cells.append(piece(visual, name, cls="bga-tile", data_terrain="prairie"))
    grid = board_grid(cells, R.FARM.cols, label=f"{R.FARM_NAMES[farmer].capitalize()}, 4 × 4",
                      cls="bga-fit" + (" bga-tf-small" if small else ""))
    count = R.animals(farm)
    title = text("div", f"{R.FARM_NAMES[farmer].capitalize()} : {count}", class_="bga-tf-farmname",
                 title=f"{count} animau{'x' if count > 1 else ''}")
    return el("div", title, grid, class_="bga-tf-farm", data_colour=farmer)


def _pending(state) -> str:
    parts = []
    for k, kind in enumerate(state.a_poser):
        button = piece(animal(kind), _name(kind), cls="bga-figpiece", part=kind, title=f"Placer le {_name(kind)}")
        parts.append(_pressed(button) if k == 0 else button)
    return el("div", *parts, class_="bga-hand bga-tf-pending", role="group", aria_label="Animaux à placer")


def _status(game, state, me) -> str:
    p = state.current()
    if state.phase == "lancer":
        return f"Tour {state.manche} : les dés sont lancés."
    who = game.seat_name(p)
    if p != me:
        return f"{who} joue."
    if state.phase == "choix":
        return "Choisissez un dé, puis où va le fermier rouge ou bleu (±1 au dé : une brique de lait)."
    return (f"Placez le {' et le '.join(_name(k) for k in state.a_poser)} dans votre "
            f"{R.FARM_NAMES[state.ferme]} : choisissez l'animal, puis une case vide.")


def _sheet(game, state) -> str:
    res = [state.score(p) for p in range(state.players)]
    horses = state.horses()

    def pair(key):
        return [f"{sum(r[key])} ({r[key][0]}+{r[key][1]})" for r in res]

    rows = [["Lait"] + [r["lait"] for r in res],
            ["Équilibre"] + [r["equilibre"] for r in res],
            ["Cochons"] + pair("cochons"),
            ["Moutons"] + pair("moutons"),
            ["Poulets"] + pair("poulets"),
            ["Vaches, veaux"] + pair("bovins"),
            ["Chevaux"] + [f"{r['chevaux']} ({h} ch.)" for r, h in zip(res, horses)],
            ["Amis"] + [r["amis"] for r in res]]
    total = ["Total"] + [r["total"] for r in res]
    head = ["Ligne"] + [f"J{p + 1}" for p in range(state.players)]
    sheet = score_sheet(head, rows, caption="Le décompte de chaque joueur (J1 : Joueur 1…), ligne par ligne",
                        total=total, scroll=True, compact=True)
    return sheet + note("Entre parenthèses : ferme rouge + ferme bleue, et le nombre de chevaux.")


def render_partie(game, state, viewer, legal) -> str:
    n = state.players
    me = viewer if viewer is not None and 0 <= viewer < n else None
    mine = me is not None and state.current() == me
    parts = []
    if state.phase == "fin":
        parts.append(banner(f"Partie terminée : {state.verdict()}", "bien" if me in state.winners() else "mal"))
    else:
        parts.append(note(_status(game, state, me)))
    choosing = mine and state.phase == "choix"
    placing = mine and state.phase == "pose"
    table = el("div", _wheel(state, mine),
               el("div", _dice(state, choosing), *([_pending(state)] if placing else []), class_="bga-tf-side"),
               class_="bga-tf-table")
    areas = []
    for p in ([me] if me is not None else []) + [q for q in range(n) if q != me]:
        you = p == me
        farms = [_farm(state, p, f, placing and you and f == state.ferme, not you) for f in R.FARMS]
        badges = [f"{state.score(p)['total']} points"] + (["premier joueur"] if p == state.premier else [])
        area = player_area(game.seat_name(p), el("div", _milk(state.lait[p]), class_="bga-tf-stock"),
                           el("div", *farms, class_="bga-row bga-tf-farms"),
                           you=you, current=p == state.current(), badges=badges, cls="bga-tf-player")
        areas.append(area)
    body = [table, areas.pop(0)] if me is not None else [table]
    parts.append(el("div", *body, class_="bga-compose bga-tf-compose", data_max="1"))
    parts.append(el("details", text("summary", "Les fermes des autres joueurs"),
                    el("div", *areas, class_="bga-tf-others"), class_="bga-zone bga-tf-otherzone"))
    sheet = _sheet(game, state)
    if state.phase == "fin" or state.manche == R.ROUNDS:
        parts.append(el("section", text("h4", "Décompte", class_="bga-zone-title"), sheet, class_="bga-zone"))
    else:
        parts.append(el("details", text("summary", "Décompte, ligne par ligne"), sheet, class_="bga-zone"))
    return el("div", *parts, class_="bga-board", data_jeu="tinyfarms")
