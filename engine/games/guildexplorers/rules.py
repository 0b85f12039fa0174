"""The Guild of Merchant Explorers' rules as the page states them: placing
explorer cubes for an exploration card, the kinds of spaces, villages and
trading posts. Pure functions over a map.

A map is a dict ``{cell name: space}``; a space is a dict ``{"t": terrain,
"k": kind, "v": value, "cube": bool, "comptoir": bool}``: terrain id (see
`TERRAINS`), kind (None for a blank space, or one of `KINDS`), the value of
a city or of coins, whether the reader's cube stands there (the capital and
villages count as cubes without one) and whether a trading post stands on a
city. The geometry (axial coordinates, « B3 » names, neighbours, straight
lines, regions) is `engine.hexgrid`; nothing hex-specific is added here.
"""

from __future__ import annotations

from functools import lru_cache

from ... import hexgrid as H
from ...core import Refusal

TERRAINS = {  # id: (French name, letter in a described map, demo.css terrain key)
    "prairie": ("prairie", "P", "prairie"),
    "desert": ("désert", "D", "champ"),
    "montagne": ("montagne", "M", "mine"),
    "mer": ("mer", "E", "eau"),
}
"""« Il y a 4 types de terrains à explorer : Prairie, Désert, Montagne et Mer. »"""
TERRAIN_BY_LETTER = {v[1]: k for k, v in TERRAINS.items()}
LAND = ("prairie", "desert", "montagne")

KINDS = {"capitale": "capitale", "ville": "ville", "pieces": "pièces", "ruine": "ruine",
         "decouverte": "découverte", "village": "village"}

S_TURN = "deroulement-du-jeu"
S_EXPLORE = "deroulement-des-explorations"
S_TYPES = "types-de-cases"
S_VILLAGE = "placer-un-village"
S_POST = "placer-un-comptoir-commercial"
SECTIONS = (S_TURN, S_EXPLORE, S_TYPES, S_VILLAGE, S_POST)


def terrain_name(t: str) -> str:
    return TERRAINS[t][0]


def terrains_text(ts) -> str:
    """« prairie ou désert » for a card's terrains."""
    return " ou ".join(terrain_name(t) for t in ts)


@lru_cache(maxsize=None)
def cell(name: str) -> tuple:
    return H.parse(name)


@lru_cache(maxsize=None)
def _neighbour_names(name: str) -> tuple:
    """Names of the on-board-quadrant neighbours of `name` (cached: the bots ask often)."""
    out = []
    for c in H.neighbours(cell(name)):
        r, q = H.to_offset(c)
        if r >= 0 and q >= 0:
            out.append(H.name(c))
    return tuple(out)


def around(mappe: dict, name: str) -> list[str]:
    """The neighbours of `name` that are spaces of the map."""
    return [m for m in _neighbour_names(name) if m in mappe]


def occupied(space: dict) -> bool:
    """« votre capitale et les Villages que vous avez précédemment découverts
    comptent toujours comme des cases possédant l'un de vos cubes »."""
    return space["cube"] or space["k"] in ("capitale", "village")


def blank(space: dict) -> bool:
    """« Case vierge : espace terrestre vide (sans ville, ni pièce, ni ruine) »
    (read: no special kind at all, découverte included)."""
    return space["t"] in LAND and space["k"] is None


# --- placing cubes ---------------------------------------------------------------------

def explore_problem(mappe: dict, card: dict, placed: list[str], name: str) -> Refusal | None:
    """Why a cube may not go on `name` for this card (cubes `placed` this turn), or None."""
    space = mappe.get(name)
    if space is None:
        return Refusal(f"« {name} » n'est pas une case de la Mappe.", S_EXPLORE)
    if len(placed) >= card["n"]:
        return Refusal(f"la carte Exploration permet {card['n']} cube{'s' if card['n'] > 1 else ''} : "
                       "ils sont tous placés, terminez votre tour.", S_EXPLORE)
    if occupied(space):
        what = {"capitale": "votre capitale", "village": "un de vos villages"}.get(space["k"], "déjà un de vos cubes")
        return Refusal(f"{name} porte {what} : on explore une case nouvelle.", S_EXPLORE)
    if space["t"] not in card["t"] and space["k"] != "decouverte":
        return Refusal(f"la carte impose des cases de {terrains_text(card['t'])} : {name} est "
                       f"{terrain_name(space['t'])} (seules les cases « Découverte » peuvent être explorées "
                       "sans restriction de type de terrain).", S_EXPLORE)
    if not any(occupied(mappe[m]) for m in around(mappe, name)):
        return Refusal(f"« vous pouvez déposer des cubes adjacents aux vôtres » : {name} ne touche aucune case "
                       "portant un de vos cubes, votre capitale ou un de vos villages.", S_EXPLORE)
    if card["ligne"] and placed and name not in line_ends(placed):
        return Refusal(f"cette carte impose des cases « alignées entre elles » : {name} ne prolonge pas la ligne "
                       f"{'-'.join(placed)} (chaque cube touche le bout de la ligne, dans le même alignement).", S_EXPLORE)
    return None


def line_ends(placed: list[str]) -> set[str]:
    """The spaces that extend the straight, unbroken line of cubes `placed` (in
    line order): any neighbour of a single cube, else one step past either end."""
    if len(placed) == 1:
        return {H.name(c) for c in H.neighbours(cell(placed[0])) if min(H.to_offset(c)) >= 0}
    a, b = cell(placed[0]), cell(placed[-1])
    step = H.DIRECTIONS[H.direction_between(cell(placed[0]), cell(placed[1]))]
    out = set()
    for c in (H.add(b, step), (a[0] - step[0], a[1] - step[1])):
        if min(H.to_offset(c)) >= 0:
            out.add(H.name(c))
    return out


def extend_line(placed: list[str], name: str) -> list[str]:
    """`placed` with `name` added at the end of the line it extends."""
    if len(placed) >= 2:
        step = H.DIRECTIONS[H.direction_between(cell(placed[0]), cell(placed[1]))]
        a = cell(placed[0])
        if (a[0] - step[0], a[1] - step[1]) == cell(name):
            return [name] + placed
    return placed + [name]


# --- regions and villages ------------------------------------------------------------------

def region_of(mappe: dict, name: str) -> list[str]:
    """« Un groupe de cases terrestres contiguës d'un même type de terrain forme une Région »."""
    t = mappe[name]["t"]
    if t not in LAND:
        return []
    return _group(mappe, name, lambda s: s["t"] == t)


def _group(mappe: dict, name: str, inside) -> list[str]:
    """The spaces joined to `name` through neighbours for which `inside(space)` holds."""
    seen, todo = {name}, [name]
    while todo:
        for m in around(mappe, todo.pop()):
            if m not in seen and inside(mappe[m]):
                seen.add(m)
                todo.append(m)
    return sorted(seen, key=cell)


def village_outcome(mappe: dict, name: str) -> tuple[str, list[str], list[str]]:
    """After a cube on `name`: ("aucun" | "complete" | "deja" | "impossible",
    region, blank spaces with a cube where the village may go)."""
    region = region_of(mappe, name)
    if not region or not all(occupied(mappe[m]) for m in region):
        return "aucun", region, []
    if any(mappe[m]["k"] == "village" for m in region):
        return "deja", region, []
    spots = [m for m in region if blank(mappe[m]) and mappe[m]["cube"]]
    return ("complete" if spots else "impossible"), region, spots


# --- trading posts ----------------------------------------------------------------------------

def group_of(mappe: dict, name: str) -> set[str]:
    """The unbroken group of spaces holding your cubes (capital and villages
    included) that contains `name`."""
    return set(_group(mappe, name, occupied))


def free_cities(mappe: dict) -> list[str]:
    """Explored cities without a trading post (« ne pourra plus être réutilisée »)."""
    return [m for m, s in mappe.items() if s["k"] == "ville" and s["cube"] and not s["comptoir"]]


def post_problem(mappe: dict, on: str, other: str) -> Refusal | None:
    """Why no trading post on city `on` for a route to city `other`, or None."""
    for m in (on, other):
        s = mappe.get(m)
        if s is None or s["k"] != "ville":
            return Refusal(f"{m} n'est pas une ville : un comptoir relie 2 villes.", S_POST)
        if s["comptoir"]:
            return Refusal(f"la ville {m} porte déjà un comptoir : elle « ne pourra plus être réutilisée pour "
                           "aucune autre route commerciale ».", S_POST)
        if not s["cube"]:
            return Refusal(f"la ville {m} n'a pas encore été explorée (aucun de vos cubes).", S_POST)
    if on == other:
        return Refusal("un comptoir relie 2 villes différentes.", S_POST)
    if other not in group_of(mappe, on):
        return Refusal(f"il faut « une ligne de cubes ininterrompue » entre {on} et {other} : elles ne sont pas "
                       "reliées par vos cubes.", S_POST)
    return None


def post_value(mappe: dict, on: str, other: str) -> int:
    """« autant de pièce que la multiplication des valeurs des 2 villes reliées »."""
    return mappe[on]["v"] * mappe[other]["v"]


# --- what the page does not give, chosen here (« Lecture retenue » on the page) --------------

MAPPE = [
    "E     E:p1  P     P     M     M:r   D     D:v2  D",
    "E     P:v3  P:d   P     M     M     D:p2  D     E",
    "E     P     P:r   D     P:cap P     M:d   D     E",
    "E:p2  D     D     D:p1  P     P     M     M:v3  E",
    "M:r   M     E     E     E     P:p2  P     M     E:r",
    "M     M:v4  E:d   E     D     D     P:d   P     E",
    "E     E     E     D:p2  D:v2  D     P     P:p1  E",
]
"""Our Mappe, 7 × 9 spaces: a capital, 5 cities, coins, 4 ruins, 4 discovery spaces."""

LAND_ALL = list(LAND)
EXPLORATION = {
    "prairie-2": {"t": ["prairie"], "n": 2, "ligne": False},   # the page's example
    "mer-3": {"t": ["mer"], "n": 3, "ligne": True},            # the page's example (« alignées entre elles »)
    "desert-3": {"t": ["desert"], "n": 3, "ligne": False},
    "montagne-2": {"t": ["montagne"], "n": 2, "ligne": False},
    "terre-1": {"t": LAND_ALL, "n": 1, "ligne": False},
}
"""The 5 exploration cards: with the Age card I, the 6 cards of the first age."""
AGE_CARDS = {"age-1": "carte Âge I", "age-2": "carte Âge II", "age-3": "carte Âge III",
             "age-4": "carte Âge I/II/III"}
SPECIALTIES = {
    "prairie-desert-3": {"t": ["prairie", "desert"], "n": 3, "ligne": False},
    "montagne-mer-3": {"t": ["montagne", "mer"], "n": 3, "ligne": False},
    "mer-5": {"t": ["mer"], "n": 5, "ligne": True},
    "desert-4": {"t": ["desert"], "n": 4, "ligne": False},
    "prairie-4": {"t": ["prairie"], "n": 4, "ligne": True},
    "montagne-3": {"t": ["montagne"], "n": 3, "ligne": True},
    "terre-3": {"t": LAND_ALL, "n": 3, "ligne": True},
    "prairie-montagne-3": {"t": ["prairie", "montagne"], "n": 3, "ligne": False},
}
"""The specialty cards: exploration actions « dans un ou deux types de terrains »."""
CARDS = {**EXPLORATION}

VILLAGE_COINS = [3, 4, 5, 6]      # by age, « qui dépend de l'âge en cours »
TOWER_COINS = [3, 6, 10, 15]      # « un nombre de pièces croissant selon le nombre de Tours »
TREASURE_COINS = 4                # a treasure card's effect, read as coins
DIFFICULTIES = {"facile": ("Facile (90)", 90), "moyenne": ("Moyenne (120)", 120), "difficile": ("Difficile (150)", 150)}

OBJECTIVES = {
    "villages-3": {"texte": "découvrir 3 villages", "pieces": (12, 6), "test": lambda j: j["villages"] >= 3},
    "comptoirs-2": {"texte": "créer 2 comptoirs commerciaux", "pieces": (12, 6),
                    "test": lambda j: j["comptoirs"] >= 2},
    "tours-3": {"texte": "atteindre 3 Tours d'observation", "pieces": (10, 5), "test": lambda j: j["tours"] >= 3},
    "ruines-2": {"texte": "explorer 2 ruines", "pieces": (10, 5), "test": lambda j: j["tresors"] >= 2},
    "mer-6": {"texte": "6 cubes sur la mer au cours d'un même âge", "pieces": (8, 4), "test": lambda j: j["mer"] >= 6},
    "terrains-3": {"texte": "un village en prairie, un en désert et un en montagne", "pieces": (14, 7),
                   "test": lambda j: len(j["terrains_villages"]) >= 3},
}
"""6 objectives of our Mappe, (max, min) coins: 3 are drawn at the start."""


def card_text(card: dict) -> str:
    n = card["n"]
    where = "tout terrain terrestre" if card["t"] == LAND_ALL else terrains_text(card["t"])
    return (f"{n} cube{'s' if n > 1 else ''} sur {where}"
            + (", alignés" if card["ligne"] and n > 1 else (", adjacents ou non" if n > 1 else "")))
