"""What the page does not give, chosen here (« Lecture retenue » on the page): the Mappe, the
exploration cards, the specialty cards, the objectives and the coins of villages, towers and
treasures. Also the reader of a described Mappe (the `position` option)."""

from __future__ import annotations

from ... import hexgrid as H
from ...core import ScenarioError
from . import rules as R

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

LAND_ALL = list(R.LAND)
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
    where = "tout terrain terrestre" if card["t"] == LAND_ALL else R.terrains_text(card["t"])
    return (f"{n} cube{'s' if n > 1 else ''} sur {where}"
            + (", alignés" if card["ligne"] and n > 1 else (", adjacents ou non" if n > 1 else "")))


KIND_CODES = {"cap": "capitale", "r": "ruine", "d": "decouverte", "vil": "village"}


def read_token(token: str, where: str) -> dict:
    letter, _, kind = token.partition(":")
    bad = ScenarioError(where, f"« {token} » : une case s'écrit terrain (P prairie, D désert, M montagne, E mer), "
                               "puis s'il y a lieu « :cap » (capitale), « :v2 » (ville de valeur 2), « :p2 » "
                               "(2 pièces), « :r » (ruine), « :d » (découverte), « :vil » (village déjà découvert) ; "
                               "« - » : pas de case.")
    if letter not in R.TERRAIN_BY_LETTER:
        raise bad
    s = {"t": R.TERRAIN_BY_LETTER[letter], "k": None, "v": 0, "cube": False, "comptoir": False}
    if kind:
        if kind in KIND_CODES:
            s["k"] = KIND_CODES[kind]
        elif len(kind) == 2 and kind[0] in "vp" and kind[1] in "123456789":
            s["k"], s["v"] = ("ville" if kind[0] == "v" else "pieces"), int(kind[1])
        else:
            raise bad
    if s["k"] in ("capitale", "village") and s["t"] not in R.LAND:
        raise ScenarioError(where, f"« {token} » : capitale et villages sont sur des cases terrestres.")
    return s


def read_map(value, earlier) -> dict:
    """`mappe`: rows of spaces (odd rows drawn shifted half a space to the right)."""
    if not isinstance(value, list) or not value or len(value) > 9:
        raise ScenarioError("mappe", "une liste de 1 à 9 lignes est attendue, une chaîne par rangée de cases, "
                                     "par exemple [\"P:cap P D\", \"E E:p2 M\"].")
    mappe = {}
    for row, line in enumerate(value):
        where = f"mappe, ligne {row + 1}"
        if not isinstance(line, str) or not line.split():
            raise ScenarioError(where, "une chaîne de cases séparées par des espaces est attendue.")
        tokens = line.split()
        if len(tokens) > 9:
            raise ScenarioError(where, f"{len(tokens)} cases : 9 au plus par ligne.")
        for col, token in enumerate(tokens):
            if token != "-":
                mappe[H.name(H.from_offset(row, col))] = read_token(token, f"{where}, case {col + 1}")
    capitals = [m for m, s in mappe.items() if s["k"] == "capitale"]
    if len(capitals) != 1:
        raise ScenarioError("mappe", f"la Mappe a exactement une capitale (« :cap ») ; ici {len(capitals)}.")
    for m, s in mappe.items():
        if s["k"] == "village":
            others = [x for x in R.region_of(mappe, m) if x != m and mappe[x]["k"] == "village"]
            if others:
                raise ScenarioError("mappe", f"deux villages dans la même région ({m} et {others[0]}).")
    return mappe
