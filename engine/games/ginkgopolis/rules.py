"""Ginkgopolis: the page's rules as pure functions, on a city of square plots (engine.grid),
and what the page leaves out, chosen once here (« Lecture retenue » on the page).

A building is a dict ``{"c": colour, "n": number, "h": height, "p": owner seat or None}``;
the city maps a square's name (« D4 ») to its building. A tile and its building card share a
code: « R12 » (Rouge 12), « B4 » (Bleu 4), « J7 » (Jaune 7); an Urbanisation card is a letter
(« A » … « L ») naming the Urbanisation token of the same letter on the board.

« Pour les points gagnés dans les quartiers de ville (tout groupe de deux ou plusieurs
tuiles adjacentes de même couleur est un quartier), chacun est comptabilisé séparément. »
"""

from __future__ import annotations

from ...grid import Grid

ROWS, COLS = 7, 9
GRID = Grid(ROWS, COLS)
"""The table: 9 columns (A to I) × 7 rows, the starting city in its middle (Lecture retenue)."""
COLOURS = {"rouge": "Rouge", "bleu": "Bleu", "jaune": "Jaune"}
CODE = {"rouge": "R", "bleu": "B", "jaune": "J"}
COLOUR_OF = {v: k for k, v in CODE.items()}
NUMBERS = range(1, 21)
"""Tiles 1 to 20 in each colour (Lecture retenue)."""
MAX_HEIGHT = 9
ITEM = {"rouge": "ressource", "bleu": "tuile", "jaune": "point"}
"""« Carte rouge : vous obtenez des ressources ; carte bleue : des tuiles ; carte jaune : des
points de succès »."""
ITEM_WORDS = {"ressource": ("ressource", "ressources"), "tuile": ("tuile", "tuiles"),
              "point": ("point de réussite", "points de réussite")}
LETTERS = tuple("ABCDEFGHIJKL")
RESOURCES = {2: 25, 3: 20, 4: 18, 5: 16}
"""« 25, 20, 18 ou 16 ressources pour 2, 3, 4 ou 5 joueurs respectivement »."""
HAND = 4
"""Cards in hand (Lecture retenue)."""
START_RESERVE, START_TILES, START_POINTS, NEW_HANDS = 3, 2, 0, 1
"""Each player's start (Lecture retenue): 3 resources in reserve, 2 tiles, 0 point, 1 New Hand token."""
NEW_HAND_POINTS = 2
"""« 2 points de réussite pour chaque jeton Nouvelle Main non utilisé »."""
ACTIONS = ("exploitation", "urbanisation", "construction")
ACTION_NAMES = {"exploitation": "Exploitation", "urbanisation": "Urbanisation", "construction": "Construction"}

START_CITY = {
    "D3": "R1", "E3": "B2", "F3": "J3",
    "D4": "J1", "E4": "R2", "F4": "B3",
    "D5": "B1", "E5": "J2", "F5": "R3",
}
"""The starting city (Lecture retenue): tiles 1 to 3 of each colour, no two of one colour side by side."""
START_TOKENS = {"A": "D2", "B": "E2", "C": "F2", "D": "G3", "E": "G4", "F": "G5",
                "G": "F6", "H": "E6", "I": "D6", "J": "C5", "K": "C4", "L": "C3"}
"""The 12 Urbanisation tokens around it, clockwise from the top left."""


# --- codes ---------------------------------------------------------------------------------------

def code(colour: str, number: int) -> str:
    return CODE[colour] + str(number)


def parse_code(text) -> tuple[str, int] | None:
    """(colour, number) of a tile or building card code, or None (never raises)."""
    if not isinstance(text, str) or len(text) < 2 or text[0] not in COLOUR_OF:
        return None
    digits = text[1:]
    if not digits.isascii() or not digits.isdigit() or digits[0] == "0" or len(digits) > 2:
        return None
    n = int(digits)
    return (COLOUR_OF[text[0]], n) if n in NUMBERS else None


def all_tiles() -> list[str]:
    return [code(c, n) for c in COLOURS for n in NUMBERS]


def tile_name(t: str) -> str:
    c, n = parse_code(t)
    return f"{COLOURS[c]} {n}"


def card_name(card: str) -> str:
    return f"Urbanisation {card}" if card in LETTERS else tile_name(card)


def building_label(b: dict) -> str:
    return f"{COLOURS[b['c']]} {b['n']}"


def items(kind: str, k: int) -> str:
    one, many = ITEM_WORDS[kind]
    return f"{k} {one if k == 1 else many}"


# --- card bonuses (Lecture retenue) ----------------------------------------------------------------

def bonus(card: str) -> tuple[str, str]:
    """The bonus a kept building card gives: (action, item) for a permanent bonus, one item of its
    colour each time its owner does that action (numbers ≡ 1, 2, 3 mod 4: Exploitation,
    Urbanisation, Construction); ("fin", colour) for an end-of-game bonus (numbers 4, 8, 12, 16,
    20): 1 point per kept card of that colour, itself included."""
    c, n = parse_code(card)
    if n % 4 == 0:
        return "fin", c
    return ACTIONS[n % 4 - 1], ITEM[c]


def bonus_words(card: str) -> str:
    kind, what = bonus(card)
    if kind == "fin":
        return f"fin de partie : 1 point par carte {COLOURS[what].lower()} conservée"
    return f"à chaque {ACTION_NAMES[kind]} : +1 {ITEM_WORDS[what][0]}"


def table_gains(kept: list[str], action: str) -> dict[str, int]:
    """« Gagnez des objets à partir de votre tableau d'<action>, le cas échéant »: one item per
    kept card whose permanent bonus is that action."""
    out = {}
    for card in kept:
        kind, what = bonus(card)
        if kind == action:
            out[what] = out.get(what, 0) + 1
    return out


def end_bonus(kept: list[str]) -> int:
    """Points of the kept cards « avec bonus de fin de partie »."""
    total = 0
    for card in kept:
        kind, what = bonus(card)
        if kind == "fin":
            total += sum(1 for k in kept if parse_code(k)[0] == what)
    return total


# --- the actions -------------------------------------------------------------------------------------

def exploitation(b: dict) -> tuple[str, int]:
    """« Le nombre d'objets que vous gagnez est déterminé par la hauteur du bâtiment désigné. Pour
    chaque étage du bâtiment, vous obtenez un objet »: (item, count)."""
    return ITEM[b["c"]], b["h"]


def neighbours(city: dict, sq: str) -> list[str]:
    """The plots orthogonally adjacent to `sq` that hold a building."""
    return [GRID.name(j) for j in GRID.neighbours4(GRID.parse(sq)) if GRID.name(j) in city]


def urbanisation_gains(city: dict, sq: str) -> dict[str, int]:
    """« Vous utilisez les bâtiments orthogonalement adjacents à celui que vous venez de placer »,
    each « comme si vous aviez joué les cartes de ces bâtiments seuls comme une action
    d'exploitation » (without the Exploitation table: Lecture retenue)."""
    out = {}
    for n in neighbours(city, sq):
        what, k = exploitation(city[n])
        out[what] = out.get(what, 0) + k
    return out


def token_squares(city: dict, tokens: dict, sq: str) -> list[str]:
    """Where the Urbanisation token placed back from `sq` may go: « sur une case vide
    orthogonale » (no building, no token) next to the new building; if there is none, any empty
    square next to the city (Lecture retenue); none at all: the token leaves the game."""
    taken = set(city) | set(tokens.values())
    near = [GRID.name(j) for j in GRID.neighbours4(GRID.parse(sq)) if GRID.name(j) not in taken]
    if near:
        return sorted(near, key=GRID.parse)
    around = {GRID.name(j) for s in city for j in GRID.neighbours4(GRID.parse(s))} - taken
    return sorted(around, key=GRID.parse)


def construction(old: dict, colour: str, number: int, builder: int) -> dict:
    """What « 3 - Construction » costs on building `old` with tile (colour, number):
    « Les ressources présentes sur le bâtiment désigné par la carte sont rendues à leur
    propriétaire. Si le propriétaire du bâtiment est un autre joueur, il reçoit 1 point de
    réussite par ressource qui lui est restituée » ; « Si le chiffre de la tuile que vous jouez
    est inférieur au chiffre de la tuile que vous recouvrez, vous devez payer la différence en
    points de réussite » ; « Si la couleur de la tuile que vous jouez est différente de celle
    que vous recouvrez, payez 1 ressource supplémentaire » ; « Placez 1 ressource par niveau du
    nouveau bâtiment sur la tuile »."""
    height = old["h"] + 1
    back = old["h"] if old["p"] is not None else 0
    return {
        "rendues": back,
        "proprietaire": old["p"],
        "points_proprietaire": back if old["p"] != builder else 0,
        "points_payes": max(0, old["n"] - number),
        "ressource_couleur": 1 if colour != old["c"] else 0,
        "ressources_posees": height,
        "hauteur": height,
    }


def construction_problem(old: dict, tile: str, builder: int, reserve: int, points: int) -> str | None:
    """Why `builder` cannot pay this Construction, or None. The resources of his own building
    come back to him first and may pay (the page's order: they are « rendues » before the tile is
    placed)."""
    c, n = parse_code(tile)
    cost = construction(old, c, n, builder)
    have = reserve + (cost["rendues"] if old["p"] == builder else 0)
    need = cost["ressources_posees"] + cost["ressource_couleur"]
    if have < need:
        extra = " (dont 1 pour la couleur différente)" if cost["ressource_couleur"] else ""
        return (f"il faut {need} ressources{extra} pour ce bâtiment de {cost['hauteur']} étages ; "
                f"vous en avez {have}.")
    if points < cost["points_payes"]:
        return (f"la tuile {tile_name(tile)} recouvre le {building_label(old)} : il faut payer "
                f"{cost['points_payes']} points de réussite ; vous en avez {points}.")
    return None


# --- the districts -------------------------------------------------------------------------------

def districts(city: dict) -> list[list[str]]:
    """Every group of two or more adjacent plots (side by side) of one colour."""
    out = []
    for colour in COLOURS:
        squares = [GRID.parse(sq) for sq, b in city.items() if b["c"] == colour]
        for group in GRID.regions(squares):
            if len(group) >= 2:
                out.append([GRID.name(i) for i in sorted(group)])
    return sorted(out, key=lambda g: GRID.parse(g[0]))


def ranking(city: dict, district: list[str]) -> list[dict]:
    """The players with resources in the district, best first: most resources, then
    « le joueur qui possède le bâtiment le plus haut dans le district », then « dont le
    bâtiment est le plus haut et dont le numéro de bâtiment est le plus élevé »."""
    per = {}
    for sq in district:
        b = city[sq]
        if b["p"] is None:
            continue
        entry = per.setdefault(b["p"], {"joueur": b["p"], "ressources": 0, "haut": (0, 0)})
        entry["ressources"] += b["h"]
        entry["haut"] = max(entry["haut"], (b["h"], b["n"]))
    return sorted(per.values(), key=lambda e: (-e["ressources"], -e["haut"][0], -e["haut"][1], e["joueur"]))


def district_points(city: dict, district: list[str]) -> dict[int, int]:
    """« Le joueur ayant le plus de ressources dans le quartier gagne un nombre de points égal au
    total des ressources du quartier. Le joueur en deuxième position ne marque des points que
    pour ses propres ressources. » ; « Si un seul joueur a des ressources dans le district, il
    obtient les deux séries de points ou deux fois le nombre de ses ressources. »"""
    order = ranking(city, district)
    if not order:
        return {}
    total = sum(e["ressources"] for e in order)
    points = {order[0]["joueur"]: total}
    if len(order) == 1:
        points[order[0]["joueur"]] += order[0]["ressources"]
    else:
        points[order[1]["joueur"]] = order[1]["ressources"]
    return points


def city_scores(city: dict, players: int) -> list[int]:
    out = [0] * players
    for d in districts(city):
        for p, pts in district_points(city, d).items():
            out[p] += pts
    return out
