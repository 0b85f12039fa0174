"""Diced Veggies: the rules of the cut, of the cook and draw steps, of the refill, and
the solo points guide.

« Vous devez abaisser le hachoir dans la rainure bordant les dés, puis faire
glisser littéralement hors du bloc les dés que vous avez coupés pour les
récupérer. Cela se traduit sur BGA en sélectionner un dé de bordure (un coin)
et avancé le long d'une bordure pour sélectionner l'ensemble de vos dés. »
« Vous ne pouvez pas incliner le hachoir pour éviter de pousser certains dés. »
« Le bloc de dés doit rester d'un seul tenant, aucune partie ne doit être
déconnectée ou reliée uniquement par un coin. »
« Vous ne pouvez pas récupérer un bloc de dés dont la somme des valeurs est
supérieure à 10. »

The page gives neither the size of the block nor the ingredients: the example
reads a block of 5 × 5 dice of five ingredients (stated on the page).
"""

from __future__ import annotations

from ...core import Refusal
from ...grid import Grid

GRID = Grid(5, 5)
MAX_SUM = 10

# ingredient letter -> (French name, palette colour)
INGREDIENTS = {
    "T": ("tomate", "rouge"),
    "C": ("carotte", "orange"),
    "P": ("poivron", "jaune"),
    "B": ("brocoli", "vert"),
    "A": ("aubergine", "violet"),
}

DEFAULT_BLOCK = [
    "T3 C1 P2 B2 A6",
    "B4 A2 T1 C6 ..",
    "C2 P6 A4 T5 B1",
    "A5 B3 C2 P1 T4",
    "P1 T2 B6 A3 C5",
]

SEC_CUT = "i-couper"
SEC_SOLO = "guide-des-points-en-jeu-solo"

# « Guide des points en jeu solo » as the page lists it (no line for 71–80)
SOLO_GUIDE = [
    (0, 30, "La technique mérite d'être affutée"),
    (31, 40, "Ça c'est de la cuisine !"),
    (41, 50, "Un coup de couperet impressionnant"),
    (51, 60, "Maniement du couteau expert"),
    (61, 70, "Bon là tu te la pètes"),
    (81, None, "Comment ?!?"),
]


def solo_title(points: int) -> str | None:
    """The page's title for a solo score, or None in the gap it leaves (71–80)."""
    for lo, hi, title in SOLO_GUIDE:
        if points >= lo and (hi is None or points <= hi):
            return title
    return None


def die_name(die) -> str:
    return f"{INGREDIENTS[die[0]][0]} {die[1]}"


def parse_block(rows) -> list | None:
    """A block from 5 rows of 5 dice « T3 » (ingredient letter, value 1–6) or « .. »
    (no die); None if malformed."""
    if not isinstance(rows, list) or len(rows) != GRID.rows:
        return None
    block = []
    for line in rows:
        cells = line.split() if isinstance(line, str) else []
        if len(cells) != GRID.cols:
            return None
        for c in cells:
            if c == "..":
                block.append(None)
            elif len(c) == 2 and c[0] in INGREDIENTS and c[1] in "123456":
                block.append([c[0], int(c[1])])
            else:
                return None
    return block


def straight_from_a_corner(block, cells: list[int]) -> bool:
    """The selected dice are consecutive on one row or one column, along an
    edge of the block (no die beside them on one side), starting at an end of
    their line (no die before the first one): « un dé de bordure (un coin) et
    avancer le long d'une bordure »."""
    if not cells:
        return False
    rows = {GRID.row_col(i)[0] for i in cells}
    cols = {GRID.row_col(i)[1] for i in cells}
    present = lambda r, c: GRID.inside(r, c) and block[GRID.index(r, c)] is not None  # noqa: E731
    for along_row in (True, False):
        fixed = rows if along_row else cols
        if len(fixed) != 1:
            continue
        (k,) = fixed
        pos = sorted((GRID.row_col(i)[1] if along_row else GRID.row_col(i)[0]) for i in cells)
        if pos != list(range(pos[0], pos[-1] + 1)):
            continue
        at = (lambda p: (k, p)) if along_row else (lambda p: (p, k))  # noqa: E731
        side = (lambda p, d: (k + d, p)) if along_row else (lambda p, d: (p, k + d))  # noqa: E731
        length = GRID.cols if along_row else GRID.rows
        starts_at_end = (not any(present(*at(p)) for p in range(0, pos[0]))
                         or not any(present(*at(p)) for p in range(pos[-1] + 1, length)))
        on_edge = any(not any(present(*side(p, d)) for p in pos) for d in (-1, 1))
        if starts_at_end and on_edge:
            return True
    return False


def stays_connected(block, cells: list[int]) -> bool:
    """« Le bloc de dés doit rester d'un seul tenant » (edges only: « aucune
    partie ne doit être déconnectée ou reliée uniquement par un coin »)."""
    left = [i for i in GRID.squares() if block[i] is not None and i not in cells]
    return len(GRID.regions(left)) <= 1


def cut_sum(block, cells: list[int]) -> int:
    return sum(block[i][1] for i in cells)


def cut_problem(block, cells: list[int]) -> str | None:
    """Why these dice cannot be cut (French, with the page's words), or None."""
    if not cells:
        return "choisissez d'abord les dés à couper."
    if not straight_from_a_corner(block, cells):
        return ("la coupe part d'un dé de coin et avance en ligne droite le long d'une bordure du bloc : "
                "« sélectionner un dé de bordure (un coin) et avancer le long d'une bordure » ; « Vous ne "
                "pouvez pas incliner le hachoir ».")
    total = cut_sum(block, cells)
    if total > MAX_SUM:
        return (f"ces dés font {total} : « Vous ne pouvez pas récupérer un bloc de dés dont la somme des "
                "valeurs est supérieure à 10 ».")
    if not stays_connected(block, cells):
        return ("le reste du bloc serait coupé en morceaux : « Le bloc de dés doit rester d'un seul tenant, "
                "aucune partie ne doit être déconnectée ou reliée uniquement par un coin ».")
    return None


# --- II. Cuisiner, III. Piocher, Réapprovisionner (mode « cuisine ») -------------
#
# The page describes no recipe card and no « Tendance » card: the example uses
# the small set below (stated under « Lecture retenue » on the page).

SEC_COOK = "ii-cuisiner"
SEC_TREND = "comment-rendre-ces-recettes-tendances"
SEC_CHEF = "quand-le-jeton-chef-entre-en-jeu"
SEC_DRAW = "iii-piocher"
SEC_END_TURN = "fin-de-tour"
SEC_REFILL = "reapprovisionner-le-bloc-de-des"

MAX_FRONT = 8
HAND_LIMIT = 2

# recipe id -> (French name, ingredient letters needed, points)
RECIPES = {
    "R1": ("Salade", "TP", 3),
    "R2": ("Ratatouille", "TPA", 5),
    "R3": ("Potage", "CB", 3),
    "R4": ("Gratin", "BAC", 5),
}

# trending id -> (French name, condition in French, points)
TRENDS = {
    "N1": ("Tout pair", "toutes les valeurs des dés de la recette sont paires", 2),
    "N2": ("Gros calibre", "les dés de la recette font 12 ou plus", 2),
    "N3": ("Jumeaux", "deux dés de la recette ont la même valeur", 1),
    "N4": ("Petit budget", "les dés de la recette font 6 ou moins", 2),
}


# --- the solo game (mode « partie »): four more recipes and trends, so that six recipes
# can be cooked and the solo guide's lines can be reached (the page describes no card)

MORE_RECIPES = {
    "R5": ("Wok", "CPB", 8),
    "R6": ("Minestrone", "TCBA", 10),
    "R7": ("Tian", "TPAC", 12),
    "R8": ("Couscous", "TCPBA", 15),
}
MORE_TRENDS = {
    "N5": ("Tout impair", "toutes les valeurs des dés de la recette sont impaires", 2),
    "N6": ("Grande tablée", "la recette a 4 dés ou plus", 3),
    "N7": ("Suite", "les valeurs des dés se suivent (ex. 2, 3, 4)", 4),
    "N8": ("Festin", "les dés de la recette font 20 ou plus", 4),
}
ALL_RECIPES = {**RECIPES, **MORE_RECIPES}
ALL_TRENDS = {**TRENDS, **MORE_TRENDS}

SEC_END = "fin-de-partie"
RECIPES_TO_END = 6
# The page does not say how a solo game ends without a 6th recipe: the example stops
# after this many turns (stated under « Lecture retenue »).
SOLO_TURNS = 25


def recipe_fits(recipe: str, dice: list) -> bool:
    """« Vous remplissez les conditions d'une recette ? » — the chosen dice are
    exactly the recipe's ingredients (one die each, any value)."""
    return sorted(d[0] for d in dice) == sorted(ALL_RECIPES[recipe][1])


def trend_fits(trend: str, dice: list) -> bool:
    """« Remplissez les conditions inscrites sur la carte »."""
    values = [d[1] for d in dice]
    if trend == "N1":
        return all(v % 2 == 0 for v in values)
    if trend == "N2":
        return sum(values) >= 12
    if trend == "N3":
        return len(set(values)) < len(values)
    if trend == "N4":
        return sum(values) <= 6
    if trend == "N5":
        return all(v % 2 == 1 for v in values)
    if trend == "N6":
        return len(values) >= 4
    if trend == "N7":
        ordered = sorted(values)
        return ordered == list(range(ordered[0], ordered[0] + len(ordered)))
    return sum(values) >= 20


def missing_types(block) -> list[str]:
    """The ingredient types no die of the block shows."""
    present = {d[0] for d in block if d is not None}
    return [k for k in INGREDIENTS if k not in present]


def card_name(card: str) -> str:
    if card in ALL_RECIPES:
        name, needs, pts = ALL_RECIPES[card]
        return f"{name} ({' + '.join(INGREDIENTS[k][0] for k in needs)} ; {pts} ★)"
    name, cond, pts = ALL_TRENDS[card]
    return f"Tendance {name} ({cond} ; {pts} ★)"


def card_points(recipe: str, trend: str | None) -> int:
    """A cooked recipe's stars, with its « Tendance » card's if any: « elle vous
    rapportera des points à la fin de la partie » ; « Vous marquerez les points de la
    carte “Tendance” en fin de partie ! »."""
    return ALL_RECIPES[recipe][2] + (ALL_TRENDS[trend][2] if trend else 0)


def legal_cut_exists(block) -> bool:
    """Whether some straight run of the block can be cut (the three rules of « I. Couper »)."""
    for r in range(GRID.rows):
        for c in range(GRID.cols):
            for dr, dc in ((0, 1), (1, 0)):
                cells = []
                rr, cc = r, c
                while GRID.inside(rr, cc) and block[GRID.index(rr, cc)] is not None:
                    cells.append(GRID.index(rr, cc))
                    if cut_problem(block, cells) is None:
                        return True
                    if cut_sum(block, cells) > MAX_SUM:
                        break
                    rr, cc = rr + dr, cc + dc
    return False


def solo_verdict(points: int) -> str:
    """The final banner's words: the guide's title, or the page's gap (71–80) said plainly."""
    title = solo_title(points)
    if title is None:
        return (f"{points} ★ : la page ne donne aucun titre de 71 à 80 points (« Trou dans le guide »), "
                "entre « Bon là tu te la pètes » (61-70) et « Comment ?!? » (81+).")
    return f"{points} ★ : « {title} »."


def cook_refusal(parts: list, hand: list, dice: list, recipes: dict, trends: dict) -> Refusal:
    """Why « cuisiner-<recette>[-<tendance>] » is refused with these dice and this hand, from the
    given card tables (the cook example's deck or the solo game's)."""
    r = parts[0]
    t = parts[1] if len(parts) == 2 else None
    if r not in hand or r not in recipes or len(parts) > 2 or (t is not None and t not in trends):
        return Refusal("cette recette n'est pas dans votre main.", SEC_COOK)
    if not recipe_fits(r, dice):
        name, needs, _ = recipes[r]
        return Refusal(f"les dés choisis ne remplissent pas les conditions de la recette {name} (un dé "
                       f"{', un dé '.join(INGREDIENTS[k][0] for k in needs)}) : « Vous remplissez les "
                       "conditions d'une recette ? Bravo ! ».", SEC_COOK)
    if t not in hand:
        return Refusal("cette carte « Tendance » n'est pas dans votre main : « vous pouvez jouer en même temps "
                       "une carte “Tendance” de votre main ».", SEC_TREND)
    return Refusal(f"les dés de la recette ne remplissent pas la carte « {trends[t][0]} » "
                   f"({trends[t][1]}) : « Remplissez les conditions inscrites sur la carte ».", SEC_TREND)
