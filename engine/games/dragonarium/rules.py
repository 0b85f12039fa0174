"""Dragonarium's final scoring of domains (page « Gamehelpdragonarium »).

« construire un Dragonarium en 3D, en créant des « domaines », zones de même
couleur, les plus grands et hauts possibles. Pour chaque territoire, c'est
uniquement le domaine le plus grand qui compte. »

A position is a list of cells (one per square of a small grid), each a dict
{"t": tile colour or None, "h": height of the top tile (0 without tile),
"d": dragon colour or None}. Colours: feu, eau, air, royal; a tile may also
be « incolore ».
"""

from __future__ import annotations

from ...grid import Grid

ELEMENTS = ("feu", "eau", "air")
"""« Le joueur choisit une des trois couleurs d'élément (l'or ne peut pas être utilisé lors de cette étape) »."""
COLOURS = ("feu", "eau", "air", "royal")
"""« Il existe quatre types de territoires : feu (rouge), eau (bleu), air (vert) et royal (doré). »"""
TILES = COLOURS + ("incolore",)
LETTERS = {"feu": "F", "eau": "E", "air": "A", "royal": "R", "incolore": "I"}
FROM_LETTER = {v: k for k, v in LETTERS.items()}
MAX_HEIGHT = 3
ROYAL_DRAGON = 3
"""« Chaque dragon royal (doré) rapporte 3 points. »"""


def colours_of(cell: dict) -> set[str]:
    """« Une case peut avoir deux couleurs : celle de la tuile + celle du dragon, et compter ainsi
    dans ces deux domaines. » A colourless tile belongs to no domain."""
    out = set()
    if cell["t"] in COLOURS:
        out.add(cell["t"])
    if cell["d"]:
        out.add(cell["d"])
    return out


def domains(grid: Grid, cells: list[dict], colour: str) -> list[list[int]]:
    """The domains of a colour: « zones de même couleur » (squares sharing an edge)."""
    return grid.regions([i for i, cell in enumerate(cells) if colour in colours_of(cell)])


def domain_points(cells: list[dict], domain: list[int]) -> int:
    """« le domaine le plus grand rapporte autant de points que le nombre de cases adjacentes (en
    comptant celles avec les dragons, évidemment) x la hauteur de la tuile la plus haute. »
    « NB : Si un domaine n'est composé que de dragons au niv 0, il ne rapporte aucun point. »"""
    return len(domain) * max(cells[i]["h"] for i in domain)


def best_domain(grid: Grid, cells: list[dict], colour: str):
    """« uniquement le domaine le plus grand qui compte » ; « S'il y a plusieurs domaines de la même
    taille pour une couleur : c'est celui qui rapporte le plus de points qui compte. »
    Returns (domain, points, other domains of the same size) or None."""
    found = domains(grid, cells, colour)
    if not found:
        return None
    best = max(found, key=lambda d: (len(d), domain_points(cells, d)))
    ties = [d for d in found if d is not best and len(d) == len(best)]
    return best, domain_points(cells, best), ties


def royal_dragons(cells: list[dict]) -> int:
    return sum(1 for cell in cells if cell["d"] == "royal")


def score(grid: Grid, cells: list[dict], with_royal: bool = False) -> dict:
    """Every colour's best domain and its points, the royal dragons, the total."""
    scoring = COLOURS if with_royal else ELEMENTS
    parts = {}
    for colour in scoring:
        parts[colour] = best_domain(grid, cells, colour)
    dragons = royal_dragons(cells)
    total = sum(p[1] for p in parts.values() if p) + ROYAL_DRAGON * dragons
    return {"domaines": parts, "dragons_royaux": dragons, "total": total}


def cell_code(cell: dict) -> str:
    t = LETTERS[cell["t"]] + str(cell["h"]) if cell["t"] else "."
    return t + ("d" + LETTERS[cell["d"]] if cell["d"] else "")


def parse_cell(token) -> dict | None:
    """« F2 » (fire tile, height 2), « E1dA » (water tile, air dragon), « . » (no tile), « .dR » (a royal
    dragon on a square without tile), « I1 » (colourless tile)."""
    if not isinstance(token, str):
        return None
    body, _, dragon = token.partition("d")
    if dragon and (dragon not in FROM_LETTER or FROM_LETTER[dragon] == "incolore"):
        return None
    d = FROM_LETTER[dragon] if dragon else None
    if body == ".":
        return {"t": None, "h": 0, "d": d}
    if len(body) == 2 and body[0] in FROM_LETTER and body[1] in "123":
        return {"t": FROM_LETTER[body[0]], "h": int(body[1]), "d": d}
    return None
