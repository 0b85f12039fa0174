"""Takenoko's rules as the page states them: the weather die, the gardener and
the panda moving in straight lines, irrigation, bamboo growth with the
improvements, and the three kinds of objectives. Pure functions over a garden.

A garden is a dict ``{cell name: plot}``; a plot is a dict ``{"c": colour
("vert", "jaune", "rose", or "etang" for the pond), "a": improvement (None,
"bassin", "engrais", "enclos"), "b": bamboo height, "k": irrigated by a
canal}``. Canals laid between two plots are edges ``"B2|B3"`` (names sorted).
The geometry (axial coordinates, « B3 » names, lines) is `engine.hexgrid`.
"""

from __future__ import annotations

import math

from ... import hexgrid as H

COLOURS = ("vert", "jaune", "rose")
COLOUR_NAMES = {"vert": "vert", "jaune": "jaune", "rose": "rose", "etang": "étang"}
IMPROVEMENTS = ("bassin", "engrais", "enclos")
IMPROVEMENT_NAMES = {"bassin": "bassin", "engrais": "engrais", "enclos": "enclos"}
MAX_BAMBOO = 4
"""Not on the page: the published game's 4 sections per plot (the gardener's
objectives ask for « Hauteur de 4 »)."""
IMPROVEMENT_STOCK = 3
"""Not on the page: the published game's reserve of 3 of each improvement."""

FACES = ("soleil", "pluie", "vent", "orage", "nuage", "choix")
FACE_NAMES = {"soleil": "Soleil", "pluie": "Pluie", "vent": "Vent", "orage": "Orage", "nuage": "Nuage", "choix": "?"}
FACE_EFFECTS = {
    "soleil": "Possibilité de réaliser 3 actions différentes",
    "pluie": "Faire pousser une section bambou de son choix sur une parcelle irriguée",
    "vent": "Possibilité de réaliser 2 actions identiques",
    "orage": "Bouger le panda sur la parcelle de son choix et manger une section de bambou",
    "nuage": "Prendre un aménagement de son choix dans la réserve ou, si il n'y a plus d'aménagement disponible, "
             "choisir la condition climatique de son choix",
    "choix": "Choisir une condition météo",
}

S_DIE = "1-de-meteo-non-choisi-toujours-par-hasard"
S_ACTIONS = "2-actions"
S_CANAL = "canal-dirrigation"
S_GARDENER = "le-jardinier"
S_PANDA = "le-panda"
S_TURNS = "tours"
S_PLOT_OBJ = "objectifs-de-parcelle-15-au-total"
S_GARDENER_OBJ = "objectifs-du-jardinier-15-total"
S_PANDA_OBJ = "objectifs-du-panda-15-total"


_CELLS: dict = {}


def cell(name: str):
    """`hexgrid.parse`, remembered for valid names (at most 26 × 99 of them)."""
    c = _CELLS.get(name)
    if c is None:
        c = H.parse(name)
        if c is not None:
            _CELLS[name] = c
    return c


_NEIGHBOURS: dict = {}


def neighbour_names(name: str) -> tuple:
    """The names of the cells around `name` (on the board), computed once per name (at most
    26 × 99 names exist, so the table stays small)."""
    out = _NEIGHBOURS.get(name)
    if out is None:
        out = []
        for c in H.neighbours(H.parse(name)):
            r, col = H.to_offset(c)
            if 0 <= r < H.MAX_ROWS and 0 <= col < H.MAX_COLS:
                out.append(H.name(c))
        out = _NEIGHBOURS[name] = tuple(out)
    return out


def edge(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))


def is_plot(garden: dict, name: str) -> bool:
    p = garden.get(name)
    return bool(p) and p["c"] != "etang"


def irrigated(garden: dict, canals, name: str) -> bool:
    """A plot is irrigated next to the pond, with a « bassin », or along a
    canal (edges of `canals`; or its flag "k" in a described garden)."""
    p = garden.get(name)
    if not p or p["c"] == "etang":
        return False
    if p["a"] == "bassin" or p.get("k"):
        return True
    for m in neighbour_names(name):
        q = garden.get(m)
        if q and q["c"] == "etang":
            return True
        if edge(name, m) in canals:
            return True
    return False


def grow_amount(plot: dict) -> int:
    """One section; two with « engrais » (the published game's fertiliser: the
    page names improvements without saying what they do)."""
    return 2 if plot["a"] == "engrais" else 1


def grow(garden: dict, name: str, amount: int | None = None) -> int:
    """Grow the bamboo of a plot (capped at 4); returns the sections added."""
    p = garden[name]
    add = min(grow_amount(p) if amount is None else amount, MAX_BAMBOO - p["b"])
    p["b"] += add
    return add


# --- moves in straight lines -------------------------------------------------------

def line_targets(garden: dict, start: str) -> list[str]:
    """« en ligne droite » : the plots (pond included) reached from `start` in
    one of the six directions, over contiguous tiles (a gap stops the line)."""
    cells = {cell(n) for n in garden}
    out = []
    for c in H.lines_from(cell(start), cells.__contains__):
        out.append(H.name(c))
    return out


def gardener_growth(garden: dict, canals, target: str) -> list[str]:
    """« Celui-ci fait pousser 1 section de bambou sur la parcelle irriguée
    choisie ainsi que sur toutes les parcelles irriguées adjacentes de la même
    couleur » : the plots that grow (full ones left out)."""
    p = garden.get(target)
    if not p or p["c"] == "etang" or not irrigated(garden, canals, target):
        return []
    out = [target] + [m for m in neighbour_names(target)
                      if is_plot(garden, m) and garden[m]["c"] == p["c"] and irrigated(garden, canals, m)]
    return [m for m in out if garden[m]["b"] < MAX_BAMBOO]


def panda_can_eat(garden: dict, target: str) -> bool:
    """A section to eat, and no « enclos » (the published game's enclosure)."""
    p = garden.get(target)
    return bool(p) and p["c"] != "etang" and p["b"] > 0 and p["a"] != "enclos"


def canal_problem(garden: dict, canals, a: str, b: str) -> str | None:
    """« Les canaux d'irrigations doivent être placés entre deux parcelles existantes » ;
    reading: it continues the network (one of the two plots is already irrigated)."""
    if not (is_plot(garden, a) and is_plot(garden, b)):
        return "un canal se place « entre deux parcelles existantes » (l'étang n'en est pas une)."
    if b not in neighbour_names(a):
        return "ces deux parcelles ne se touchent pas : un canal se place le long du côté commun de deux parcelles."
    if edge(a, b) in canals:
        return f"il y a déjà un canal entre {plots_words(garden, (a, b))}."
    if not (irrigated(garden, canals, a) or irrigated(garden, canals, b)):
        return (f"ni {plot_words(garden, a)} ni {plot_words(garden, b)} n'est irriguée : un canal prolonge le réseau d'irrigation (il part de l'étang "
                "ou d'un autre canal).")
    return None


def candidate_edges(garden: dict) -> list[tuple[str, str]]:
    """Every side shared by two plots (pond excluded), in board order."""
    names = sorted((n for n in garden if is_plot(garden, n)), key=lambda n: H.to_offset(H.parse(n)))
    out = []
    for a in names:
        for b in neighbour_names(a):
            if is_plot(garden, b) and (b, a) not in out:
                out.append((a, b))
    return out


# --- objectives --------------------------------------------------------------------------

D = H.DIRECTIONS
SHAPES = {
    "triangle": [((0, 0), D[0], D[1])],
    "droite": [((0, 0), D[0], (2, 0))],
    "courbe": [((0, 0), D[0], H.add(D[0], D[1])), ((0, 0), D[0], H.add(D[0], D[5]))],
    # tip, middle, middle, tip; the two orders give the two ways to split a diamond in two touching pairs
    "diamant": [((0, 0), D[0], D[1], H.add(D[0], D[1])), ((0, 0), D[1], D[0], H.add(D[0], D[1]))],
}
SHAPE_NAMES = {"triangle": "Triangle", "droite": "Droite", "courbe": "Courbe", "diamant": "Diamant"}
PLOT_POINTS = {("triangle", "vert"): 2, ("droite", "vert"): 2, ("courbe", "vert"): 2, ("diamant", "vert"): 3,
               ("triangle", "jaune"): 3, ("droite", "jaune"): 3, ("courbe", "jaune"): 3, ("diamant", "jaune"): 4,
               ("triangle", "rose"): 4, ("droite", "rose"): 4, ("courbe", "rose"): 4, ("diamant", "rose"): 5,
               ("diamant", "jaune-vert"): 3, ("diamant", "rose-vert"): 4, ("diamant", "jaune-rose"): 5}
GARDENER_POINTS = {("vert", "engrais"): 3, ("vert", "enclos"): 4, ("vert", "bassin"): 4, ("vert", "sans"): 5,
                   ("jaune", "engrais"): 4, ("jaune", "enclos"): 5, ("jaune", "bassin"): 5, ("jaune", "sans"): 6,
                   ("rose", "engrais"): 5, ("rose", "enclos"): 6, ("rose", "bassin"): 6, ("rose", "sans"): 7}
GARDENER_GROUP = {"vert": (4, 8), "jaune": (3, 7), "rose": (2, 6)}
"""« Hauteur de 3 sur 4 Verts - 8 pts », « sur 3 Jaunes - 7 pts », « sur 2 Roses - 6 pts »."""
PANDA_POINTS = {"vert": 3, "jaune": 4, "rose": 5, "tricolore": 6}


def _rotations(shape):
    return [tuple(H.rotate(c, k) for c in shape) for k in range(6)]


def _placements(kind: str):
    out = []
    for base in SHAPES[kind]:
        out.extend(_rotations(base))
    return out


PLACEMENTS = {k: _placements(k) for k in SHAPES}


def objective_ids() -> list[str]:
    ids = [f"parcelle-{shape}-{col}" for (shape, col) in PLOT_POINTS]
    ids += [f"jardinier-4-{col}-{a}" for (col, a) in GARDENER_POINTS]
    ids += [f"jardinier-3-{col}" for col in COLOURS]
    ids += [f"panda-{col}" for col in PANDA_POINTS]
    return ids


OBJECTIVES = objective_ids()


def objective_label(obj: str) -> str:
    parts = obj.split("-")
    if parts[0] == "parcelle":
        shape, cols = parts[1], parts[2:]
        colour = "/".join(c.capitalize() for c in cols)
        return f"{SHAPE_NAMES[shape]} {colour}"
    if parts[0] == "jardinier" and parts[1] == "4":
        col, a = parts[2], parts[3]
        base = "sans Améliorations" if a == "sans" else f"avec {a.capitalize()}"
        return f"Hauteur de 4 sur 1 {col.capitalize()} {base}"
    if parts[0] == "jardinier":
        n = GARDENER_GROUP[parts[2]][0]
        return f"Hauteur de 3 sur {n} {parts[2].capitalize()}s"
    col = parts[1]
    return "1 Vert, 1 Jaune, 1 Rose" if col == "tricolore" else f"2 {col.capitalize()}"


def objective_kind(obj: str) -> str:
    return obj.split("-")[0]


def objective_points(obj: str) -> int:
    parts = obj.split("-")
    if parts[0] == "parcelle":
        return PLOT_POINTS[(parts[1], "-".join(parts[2:]))]
    if parts[0] == "jardinier" and parts[1] == "4":
        return GARDENER_POINTS[(parts[2], parts[3])]
    if parts[0] == "jardinier":
        return GARDENER_GROUP[parts[2]][1]
    return PANDA_POINTS[parts[1]]


def irrigated_colours(garden: dict, canals) -> dict:
    """{axial cell: colour} of the irrigated plots (computed once per check)."""
    return {cell(n): p["c"] for n, p in garden.items() if irrigated(garden, canals, n)}


def find_pattern(garden: dict, canals, shape: str, colours: list[str], wet: dict | None = None) -> list[str] | None:
    """The first placement of the plot pattern (any rotation: « la parcelle peut
    être de côté ou à l'envers »), every plot irrigated, or None. Two colours:
    a diamond whose two plots of each colour touch."""
    wet = irrigated_colours(garden, canals) if wet is None else wet
    anchors = sorted((c for c, col in wet.items() if col in colours), key=lambda c: (c[1], c[0]))
    if len(anchors) < len(PLACEMENTS[shape][0]):
        return None
    for a in anchors:
        for placement in PLACEMENTS[shape]:
            cells = [(a[0] + dq, a[1] + dr) for dq, dr in placement]
            got = [wet.get(c) for c in cells]
            if len(colours) == 1:
                ok = all(g == colours[0] for g in got)
            else:
                # diamond cells: tip, middle, middle, tip; pairs (tip, middle) and (middle, tip), either colour order
                x, y = colours
                ok = got in ([x, x, y, y], [y, y, x, x])
            if ok:
                return [H.name(c) for c in cells]
    return None


def check_objective(garden: dict, canals, eaten: dict, obj: str, wet: dict | None = None) -> tuple[bool, str]:
    """(done?, French explanation) for one objective on the garden (`wet`: the
    irrigated plots, from `irrigated_colours`, when several are checked)."""
    parts = obj.split("-")
    if parts[0] == "parcelle":
        shape, cols = parts[1], parts[2:]
        found = find_pattern(garden, canals, shape, cols, wet)
        if found:   # said without codes (the board draws none): the found plot nearest the pond
            pond = cell(pond_of(garden))
            near = min(found, key=lambda n: (H.distance(cell(n), pond), found.index(n)))
            return True, f"motif trouvé (dont {plot_words(garden, near)})"
        return False, "motif absent"
    if parts[0] == "jardinier" and parts[1] == "4":
        col, a = parts[2], parts[3]
        want = None if a == "sans" else a
        hits = [n for n, p in sorted(garden.items()) if p["c"] == col and p["b"] == 4 and p["a"] == want]
        if hits:
            return True, plot_words(garden, hits[0])
        return False, "aucun"
    if parts[0] == "jardinier":
        col = parts[2]
        need = GARDENER_GROUP[col][0]
        hits = [n for n, p in sorted(garden.items()) if p["c"] == col and p["b"] == 3]
        return len(hits) >= need, f"{len(hits)} sur {need}"
    col = parts[1]
    need = {"vert": 0, "jaune": 0, "rose": 0}
    if col == "tricolore":
        need = {"vert": 1, "jaune": 1, "rose": 1}
    else:
        need[col] = 2
    ok = all(eaten.get(c, 0) >= n for c, n in need.items())
    have = ", ".join(f"{eaten.get(c, 0)} {c}" for c in COLOURS)
    return ok, f"mangé {have}"


# --- the whole game (mode « partie ») ------------------------------------------------------

PLOT_DISTRIBUTION = (("vert", None, 5), ("vert", "bassin", 2), ("vert", "engrais", 2), ("vert", "enclos", 2),
                     ("jaune", None, 6), ("jaune", "bassin", 1), ("jaune", "engrais", 1), ("jaune", "enclos", 1),
                     ("rose", None, 4), ("rose", "bassin", 1), ("rose", "engrais", 1), ("rose", "enclos", 1))
"""« 28 parcelles séparées de la façon suivantes : 11 parcelles vertes : 5 sans améliorations, 2 bassin,
2 engrais, 2 enclos ; 9 parcelles jaunes : 6 […], 1 bassin, 1 engrais, 1 enclos ; 7 parcelles roses : 4 […] ;
1 étang bleu (La parcelle de départ) »."""
PANDA_DECK = (("vert", 5), ("jaune", 4), ("rose", 3), ("tricolore", 3))
"""« 2 Vert - 3 points (x5 cartes), 2 Jaune - 4 points (x4 cartes), 2 Rose - 5 points (x3 cartes),
1 Vert, 1 Jaune, 1 Rose - 6 points (x3 cartes) »."""
OBJECTIVE_KINDS = ("parcelle", "jardinier", "panda")
KIND_NAMES = {"parcelle": "Parcelle", "jardinier": "Jardinier", "panda": "Panda"}
OBJECTIVES_TO_END = {2: 9, 3: 8, 4: 7}
"""« 2 joueurs - 9 objectifs, 3 joueurs - 8 objectifs, 4 joueurs - 7 objectifs »."""
EMPEROR_BONUS = 2
"""« Le premier joueur qui a atteint le nombre d'objectifs requis […] gagne deux points bonus »."""
HAND_LIMIT = 5
"""« (rem : max. en main = 5) »."""
PLOTS_DRAWN = 3
"""« Le joueur en pioche trois et en choisit une »."""
CANAL_STOCK = 20
"""Not on the page: the published game's 20 canals."""
GARDEN_ROWS = GARDEN_COLS = 7
"""Not on the page: the demo's garden fits 7 rows of 7 places around the pond (D4)."""
POND = "D4"
ROUND_LIMIT = 40
"""Not on the page: a safeguard of the demo, a game nobody has ended stops after 40 rounds
(never during the final round the page states, see `TakenokoState.end_started`)."""
ACTIONS = ("parcelles", "canal", "jardinier", "panda", "objectif")
ACTION_NAMES = {"parcelles": "Parcelles", "canal": "Canal d'irrigation", "jardinier": "Le Jardinier",
                "panda": "Le Panda", "objectif": "Objectif"}

S_PLOTS = "parcelles"
S_OBJECTIVE = "objectif"
S_END = "fin-du-jeu"


def plot_code(colour: str, improvement: str | None) -> str:
    return colour + (f"-{improvement}" if improvement else "")


def plot_of_code(code: str) -> tuple[str, str | None]:
    colour, _, improvement = code.partition("-")
    return colour, (improvement or None)


def plot_deck() -> list[str]:
    return [plot_code(c, a) for c, a, n in PLOT_DISTRIBUTION for _ in range(n)]


PLOT_ADJECTIVES = {"vert": "verte", "jaune": "jaune", "rose": "rose"}


def plot_label(code: str) -> str:
    """« parcelle verte (bassin) »."""
    colour, a = plot_of_code(code)
    return f"parcelle {PLOT_ADJECTIVES[colour]}" + (f" ({a})" if a else "")


def objective_deck(kind: str) -> list[str]:
    """The 15 cards of a kind (the page's lists; the panda cards with their counts)."""
    if kind == "panda":
        return [f"panda-{c}" for c, n in PANDA_DECK for _ in range(n)]
    return [o for o in OBJECTIVES if objective_kind(o) == kind]


PLACES = tuple(H.name(H.from_offset(r, c)) for r in range(GARDEN_ROWS) for c in range(GARDEN_COLS))
_PLACE_SET = frozenset(PLACES)


def in_garden(name: str) -> bool:
    return name in _PLACE_SET


def garden_places() -> tuple:
    """The garden's places in reading order (row A first)."""
    return PLACES


def placement_problem(garden: dict, name: str) -> str | None:
    """« Les parcelles peuvent seulement être placées de façon adjacente à l'étang ou entre deux
    autres parcelles »."""
    if not in_garden(name):
        return f"« {name} » n'est pas une place du jardin (rangées A à G, colonnes 1 à 7)."
    if name in garden:
        return "cette place porte déjà une parcelle."
    around = [m for m in neighbour_names(name) if m in garden]
    if any(garden[m]["c"] == "etang" for m in around) or len(around) >= 2:
        return None
    return ("cette place ne touche ni l'étang ni deux parcelles : une parcelle se place « de façon adjacente à "
            "l'étang ou entre deux autres parcelles ».")


def free_places(garden: dict) -> list[str]:
    near = {m for n in garden for m in neighbour_names(n) if m not in garden}
    return [n for n in PLACES if n in near and placement_problem(garden, n) is None]


def irrigable(garden: dict, canals, name: str) -> bool:
    """A canal may reach `name`: a plot not yet irrigated, beside an irrigated plot (the canal goes
    along their common side and continues the network)."""
    if not is_plot(garden, name) or irrigated(garden, canals, name):
        return False
    return any(canal_problem(garden, canals, name, m) is None for m in neighbour_names(name))


def canal_edge_to(garden: dict, canals, name: str) -> str:
    """The side a canal takes to irrigate `name`: the first one shared with an irrigated plot."""
    m = next(m for m in neighbour_names(name) if canal_problem(garden, canals, name, m) is None)
    return edge(name, m)


def improvement_problem(garden: dict, name: str) -> str | None:
    """« Les aménagements peuvent seulement être placés sur les parcelles sans bambous. Il peut seulement
    en avoir un par parcelle »."""
    p = garden.get(name)
    if not p or p["c"] == "etang":
        return "un aménagement se place sur une parcelle (pas sur l'étang)."
    if p["b"] > 0:
        return ("« Les aménagements peuvent seulement être placés sur les parcelles sans bambous » : cette "
                f"parcelle porte {p['b']} section(s).")
    if p["a"]:
        return f"« Il peut seulement en avoir un par parcelle » : cette parcelle a déjà un {p['a']}."
    return None


def panda_need(obj: str) -> dict:
    col = obj.split("-")[1]
    if col == "tricolore":
        return {"vert": 1, "jaune": 1, "rose": 1}
    return {col: 2}


def winners_by(points: list[int], panda_points: list[int]) -> list[int]:
    """« Celui qui a atteint le plus grand nombre de points gagne. En cas d'égalité, le joueur qui a le plus
    de points sur ses cartes objectif « Panda » remporte la victoire. S'il y a toujours égalité, tous les
    joueurs à égalité se partagent la victoire »."""
    best = max(points)
    tied = [p for p, v in enumerate(points) if v == best]
    top = max(panda_points[p] for p in tied)
    return [p for p in tied if panda_points[p] == top]


# --- places named as a player names them -------------------------------------------------

SIDES = ("à droite", "en haut à droite", "en haut", "en haut à gauche", "à gauche", "en bas à gauche", "en bas",
         "en bas à droite")
"""Not on the page: the board draws no codes (as Board Game Arena's), so messages say where a plot
lies from the pond, the one piece every garden has, in the eight directions a reader sees."""


def pond_of(garden: dict) -> str:
    return next((n for n, p in garden.items() if p and p["c"] == "etang"), POND)


def whereabouts(garden: dict, name: str) -> str:
    """« à droite de l'étang », « à 2 cases en haut à gauche de l'étang »: where `name` lies from the pond
    as the board draws it (odd rows half a hex to the right; a hex's rows are 0.866 of its width apart)."""
    pond = pond_of(garden)
    if name == pond:
        return "sur l'étang"
    (q0, r0), (q1, r1) = cell(pond), cell(name)
    q, r = q1 - q0, r1 - r0
    angle = math.degrees(math.atan2(-r * 0.866, q + r / 2)) % 360
    side = SIDES[int((angle + 22.5) // 45) % 8]
    d = H.distance((q0, r0), (q1, r1))
    return f"{side} de l'étang" if d == 1 else f"à {d} cases {side} de l'étang"


def plot_words(garden: dict, name: str) -> str:
    """« la parcelle verte (bassin) à droite de l'étang », « l'étang », « la place libre en bas de l'étang »."""
    p = garden.get(name)
    if p and p["c"] == "etang":
        return "l'étang"
    if not p:
        return f"la place libre {whereabouts(garden, name)}"
    kind = f"la parcelle {PLOT_ADJECTIVES[p['c']]}" + (f" ({p['a']})" if p["a"] else "")
    return f"{kind} {whereabouts(garden, name)}"


def plots_words(garden: dict, names) -> str:
    """Several plots named one after the other: « la parcelle verte à droite de l'étang et la parcelle… »."""
    words = [plot_words(garden, n) for n in names]
    return ", ".join(words[:-1]) + " et " + words[-1] if len(words) > 1 else "".join(words)


def growth_words(garden: dict, target: str, grown) -> str:
    """What the gardener grew, said without codes: « fait pousser une section ici et sur 2 parcelles
    voisines »."""
    others = sum(1 for n in grown if n != target)
    near = f"{others} parcelle{'s' if others > 1 else ''} voisine{'s' if others > 1 else ''}"
    if not grown:
        return "ne fait rien pousser"
    if target not in grown:
        return f"fait pousser une section sur {near} (son bambou est déjà à {MAX_BAMBOO})"
    return "fait pousser une section ici" + (f" et sur {near}" if others else "")
