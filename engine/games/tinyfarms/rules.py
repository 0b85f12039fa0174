"""Tiny Farms: the scoring of « Calcul des scores », on two square farms.

A farm is a 4 × 4 grid (`engine.grid`; Lecture retenue: the page gives no
size) whose squares hold an animal kind or nothing; « Les animaux sont
considérés comme adjacents s'ils se touchent verticalement ou
horizontalement. »
"""

from __future__ import annotations

from functools import lru_cache

from ...grid import Grid

FARM = Grid(4, 4)
FARMS = ("rouge", "bleue")
FARM_NAMES = {"rouge": "ferme rouge", "bleue": "ferme bleue"}

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
