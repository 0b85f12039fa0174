"""Tiny Farms: the wheel, the dice and milk (« Déroulement », « Lait »), and
the scoring of « Calcul des scores » on two square farms.

A farm is a 4 × 4 grid (`engine.grid`; Lecture retenue: the page gives no
size) whose squares hold an animal kind or nothing; « Les animaux sont
considérés comme adjacents s'ils se touchent verticalement ou
horizontalement. »

The wheel (Lecture retenue, after the box: the page gives no wheel): a ring
of 8 sections, each printed with 4 animals, under a turning wheel with two
holes over each section, so that each section shows 2 animals; turning the
wheel shows « 2 nouveaux animaux par case ».
"""

from __future__ import annotations

from functools import lru_cache

from ...grid import Grid

FARM = Grid(4, 4)
FARMS = ("rouge", "bleu")
"""The two farmers and the two farms of their colour: « le rouge et le bleu »."""
FARM_NAMES = {"rouge": "ferme rouge", "bleu": "ferme bleue"}
FARMER_NAMES = {"rouge": "fermier rouge", "bleu": "fermier bleu"}

KINDS = {
    "cochon": ("cochon", "rose", "Co"),
    "mouton": ("mouton", "blanc", "Mo"),
    "poulet": ("poulet", "orange", "Po"),
    "vache": ("vache", "noir", "Va"),
    "veau": ("veau", "brun", "Ve"),
    "cheval": ("cheval", "gris", "Ch"),
    "renard": ("renard (ami de la forêt)", "jaune", "Re"),
    "lapin": ("lapin (ami de la forêt)", "jaune", "La"),
    "herisson": ("hérisson (ami de la forêt)", "jaune", "Hé"),
    "ecureuil": ("écureuil (ami de la forêt)", "jaune", "Éc"),
    "hibou": ("hibou (ami de la forêt)", "jaune", "Hi"),
}
"""Every animal kind: (French name, token colour, short mark). The five forest
friends (« les pions jaunes ») are not named on the page (Lecture retenue)."""
FRIENDS = ("renard", "lapin", "herisson", "ecureuil", "hibou")

PIG_LOTS = {1: 1, 2: 6}
"""« Cochons : 1 cochon = 1 point, 2 cochons adjacents = 6 points »."""
SHEEP_LOTS = {1: 0, 2: 2, 3: 12}
"""« Moutons : 1 mouton = 0 point, 2 moutons adjacents = 2 points, 3 moutons adjacents = 12 points »."""
CHICKEN = 2
"""« Poulets = 2 points par poulet »."""
CALF = 2
"""« chaque pion Veau ayant une valeur de 2 »."""
FRIEND_POINTS = (0, 1, 4, 8, 12, 18)
"""« chaque animal unique rapporte 1/4/8/12/18 points en fonction du nombre d'animaux possédés au total »."""
HORSE_FIRST, HORSE_SECOND = 10, 6


def squares_of(farm: list, kind: str) -> list[int]:
    return [i for i, k in enumerate(farm) if k == kind]


def best_lots(squares, values: dict) -> int:
    """The best score of a set of squares cut into lots of adjacent animals,
    each lot connected and of a size `values` prices: « Il est possible de faire
    plusieurs "lots" d'animaux, par exemple 4 cochons adjacents rapportent 12
    points. » A square belongs to one lot only."""
    total = 0
    for region in FARM.regions(squares):
        total += _best(frozenset(region), tuple(sorted(values.items())))
    return total


@lru_cache(maxsize=4096)
def _best(cells: frozenset, values: tuple) -> int:
    if not cells:
        return 0
    first = min(cells)
    price = dict(values)
    best = None
    for lot in _lots_with(first, cells, max(price)):
        if len(lot) in price:
            score = price[len(lot)] + _best(cells - lot, values)
            best = score if best is None or score > best else best
    return best or 0


def _lots_with(first: int, cells: frozenset, largest: int):
    """Every connected set of at most `largest` squares of `cells` holding `first`."""
    seen = set()
    frontier = [frozenset([first])]
    while frontier:
        lot = frontier.pop()
        if lot in seen:
            continue
        seen.add(lot)
        yield lot
        if len(lot) < largest:
            for i in lot:
                for j in FARM.neighbours4(i):
                    if j in cells and j not in lot:
                        frontier.append(lot | {j})


def pigs(farm) -> int:
    return best_lots(squares_of(farm, "cochon"), PIG_LOTS)


def sheep(farm) -> int:
    return best_lots(squares_of(farm, "mouton"), SHEEP_LOTS)


def chickens(farm) -> int:
    return CHICKEN * len(squares_of(farm, "poulet"))


def cattle(farm) -> int:
    """« le score est obtenu en multipliant le nombre de Vaches par le nombre de Veaux adjacents, chaque
    pion Veau ayant une valeur de 2 » : per group of adjacent cows and calves, cows × 2 × calves."""
    total = 0
    for group in FARM.regions([i for i, k in enumerate(farm) if k in ("vache", "veau")]):
        cows = sum(1 for i in group if farm[i] == "vache")
        calves = sum(1 for i in group if farm[i] == "veau")
        total += cows * CALF * calves
    return total


def animals(farm) -> int:
    return sum(1 for k in farm if k)


def balance(red, blue) -> int:
    """« chaque différence coûte 1 point. Si vous avez 8 animaux dans la ferme rouge et 12 dans la bleue,
    vous aurez −4 points. »"""
    return -abs(animals(red) - animals(blue))


def horses(mine: int, others: list[int]) -> int:
    """« le joueur qui en possède le plus obtient 10 points, le second 6 points (dans une partie à 2
    joueurs, le second ne marque aucun point). En cas d'égalité, chacun obtient les 10 points et personne
    ne marque 6. » (Lecture retenue: no horse, no points; a tie for second gives 6 to each.)"""
    if mine == 0:
        return 0
    counts = [mine] + list(others)
    top = max(counts)
    if mine == top:
        return HORSE_FIRST
    if counts.count(top) > 1 or len(counts) == 2:
        return 0
    second = max(h for h in counts if h < top)
    return HORSE_SECOND if mine == second else 0


def friends(red, blue) -> int:
    kinds = {k for k in list(red) + list(blue) if k in FRIENDS}
    return FRIEND_POINTS[len(kinds)]


def score(red, blue, milk: int, other_horses: list[int]) -> dict:
    """Every line of « Calcul des scores » and the total."""
    lines = {
        "lait": milk,
        "equilibre": balance(red, blue),
        "cochons": [pigs(red), pigs(blue)],
        "moutons": [sheep(red), sheep(blue)],
        "poulets": [chickens(red), chickens(blue)],
        "bovins": [cattle(red), cattle(blue)],
        "chevaux": horses(len(squares_of(red, "cheval")) + len(squares_of(blue, "cheval")), other_horses),
        "amis": friends(red, blue),
    }
    lines["total"] = sum(v if isinstance(v, int) else sum(v) for v in lines.values())
    return lines


def farm_points(farm) -> int:
    """The lines counted « séparément dans chaque ferme »: pigs, sheep, chickens, cows and calves."""
    return pigs(farm) + sheep(farm) + chickens(farm) + cattle(farm)


def horse_count(red, blue) -> int:
    return len(squares_of(red, "cheval")) + len(squares_of(blue, "cheval"))


def free_squares(farm) -> list[int]:
    return [i for i, k in enumerate(farm) if k is None]


# --- the wheel (Lecture retenue) -------------------------------------------------------------

SECTIONS = (
    ("cochon", "mouton", "vache", "renard"),
    ("poulet", "cheval", "veau", "mouton"),
    ("vache", "cochon", "cheval", "lapin"),
    ("mouton", "veau", "poulet", "cochon"),
    ("cheval", "vache", "mouton", "herisson"),
    ("veau", "poulet", "cochon", "cheval"),
    ("mouton", "cheval", "veau", "ecureuil"),
    ("cochon", "poulet", "vache", "hibou"),
)
"""The 8 sections of the ring, each printed with 4 animals (ours: the page gives no wheel)."""
HOLES = ((0, 1), (2, 3), (0, 2), (1, 3), (0, 3), (1, 2), (1, 3), (0, 2))
"""Which 2 of its section's 4 animals each window of the turning wheel shows."""
SPACES = len(SECTIONS)
START = {"rouge": 0, "bleu": 4}
"""Where the farmers start (Lecture retenue): opposite each other."""
ROUNDS = 10
"""« Après le 10ème tour les points sont comptés. »"""
MILK_START = 3
"""« Vous commencez avec 3 briques de lait. »"""
DIE_MIN, DIE_MAX = 1, 6
"""A die changed by milk stays a die's score, 1 to 6 (Lecture retenue)."""


def shown(section: int, turn: int) -> tuple[str, str]:
    """The 2 animals a section shows when the wheel has turned `turn` spaces clockwise."""
    a, b = HOLES[(section - turn) % SPACES]
    return SECTIONS[section][a], SECTIONS[section][b]


def landing(start: int, steps: int, other: int) -> int:
    """Where a farmer moved `steps` spaces clockwise stops: « Un fermier ne peut pas s'arrêter sur la
    même case que l'autre fermier, si le cas se présente il se déplace simplement sur la case
    suivante. »"""
    end = (start + steps) % SPACES
    return (end + 1) % SPACES if end == other else end


def milk_cost(start: int, other: int, face: int, target: int) -> int | None:
    """The fewest milk bricks that bring a farmer from `start` to `target` with a die showing
    `face` (« Dépenser une brique vous permet de modifier le score de votre dé d'un point, en plus
    ou en moins »), or None if no score from 1 to 6 leads there."""
    costs = [abs(n - face) for n in range(DIE_MIN, DIE_MAX + 1) if landing(start, n, other) == target]
    return min(costs) if costs else None


def dice_count(players: int) -> int:
    """« On utilise plusieurs dés à 6 faces, 1 par joueur + 1. »"""
    return players + 1
