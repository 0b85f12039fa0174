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

import re

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
    if colour not in COLOURS:  # the squares whose `colours_of` holds it: none for « incolore »
        return []
    return grid.regions([i for i, cell in enumerate(cells) if cell["t"] == colour or cell["d"] == colour])


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


# --- the whole game (mode « partie ») -----------------------------------------------------------
# What the page does not give is chosen here and stated under « Lecture retenue » on the page.

SIDE = 6
"""A Dragonarium is built on a board of 6 × 6 squares (A1 to F6)."""
BOARD = Grid(SIDE, SIDE)
START = (BOARD.index(2, 2), BOARD.index(2, 3))
"""The starting tile: two colourless squares, C3 and D3, at level 1."""
ROUNDS = 12
"""« Une partie est composée de 12 tours »."""
PILLARS_START = 2
DRAGONS_PER_COLOUR = 5
"""« Le nombre de dragon est limité » : a shared reserve of 5 dragons of each colour."""
TRACK = 4 * SIDE
"""The assistant walks around the board: 6 places above the columns, 6 right of the rows, 6 below,
6 left, clockwise; from each place it faces the column or the row in front of it."""
SLOTS = {"feu": 1, "eau": 1, "air": 1, "royal": 2}
"""Gem slots of an egg: one on an element's square, two on a golden one (« Pour les cases dorées, les
deux gemmes doivent être de la même couleur »)."""


def river_size(players: int) -> int:
    """« la rivière de 5 ou 6 tuiles » : 6 at 4 players, 5 at 3 (and at 2)."""
    return 6 if players == 4 else 5


def river_rounds(players: int) -> int:
    """« À 2 joueurs, la rivière n'est défaussée et recomposée qu'après 2 tours complets. »"""
    return 2 if players == 2 else 1


def catalogue() -> list[str]:
    """The 72 tiles, each two squares « a|b ». A square: a letter (F feu, E eau, A air, R royal,
    I incolore), « o » for an egg (gem slots), « 1 »/« 2 » for a colourless square's pillars.
    For each element X (Y the next one, Z the one before, in feu → eau → air → feu), 24 tiles."""
    out = []
    for k, x in enumerate("FEA"):
        y, z = "FEA"[(k + 1) % 3], "FEA"[(k + 2) % 3]
        kinds = [(f"{x}|{x}", 3), (f"{x}|{x}o", 4), (f"{x}|{y}", 3), (f"{x}o|{y}", 2), (f"{x}|{z}", 2),
                 (f"{x}|R", 2), (f"{x}|Ro", 2), (f"{x}|I1", 2), (f"{x}|I2", 1), (f"{x}o|I1", 1), ("R|I", 1),
                 ("Ro|I1", 1)]
        for code, n in kinds:
            out += [code] * n
    return out


TILE_CODE = re.compile(r"^([FEARI])(o|[12])?$")


def square_spec(code: str) -> dict | None:
    """One square of a tile as it lies once placed (without its height): colour, egg, pillars."""
    m = TILE_CODE.match(code) if isinstance(code, str) else None
    if not m:
        return None
    colour, extra = FROM_LETTER[m.group(1)], m.group(2) or ""
    if extra == "o" and colour == "incolore" or extra in ("1", "2") and colour != "incolore":
        return None
    return {"t": colour, "o": extra == "o", "p": int(extra) if extra in ("1", "2") else 0}


def tile_squares(tile: str) -> list[dict] | None:
    parts = tile.split("|") if isinstance(tile, str) else []
    specs = [square_spec(p) for p in parts]
    return specs if len(specs) == 2 and all(specs) else None


def tile_name(tile: str) -> str:
    return " | ".join(square_name(dict(s, h=0, d=None, g=[]), height=False) for s in tile_squares(tile))


def empty_square() -> dict:
    return {"t": None, "h": 0, "d": None, "o": False, "g": [], "p": 0}


def new_board() -> list[dict]:
    board = [empty_square() for _ in BOARD.squares()]
    for i in START:
        board[i] = {"t": "incolore", "h": 1, "d": None, "o": False, "g": [], "p": 0}
    return board


def slots(cell: dict) -> int:
    return SLOTS.get(cell["t"], 0) if cell["o"] else 0


def free_slots(cell: dict) -> int:
    return slots(cell) - len(cell["g"])


def full_egg(cell: dict) -> bool:
    return cell["o"] and free_slots(cell) == 0


def accepts_gem(cell: dict, colour: str) -> bool:
    """A free slot for a gem of `colour`: « Pour les cases dorées, les deux gemmes doivent être de la
    même couleur. »"""
    if free_slots(cell) <= 0:
        return False
    return not (cell["t"] == "royal" and cell["g"] and cell["g"][0] != colour)


def coverable(cell: dict) -> str | None:
    """Why a tile (or a pillar) cannot go on this square, else None: « Une tuile ne peut être posée
    que sur une case avec tous les espaces de gemmes remplis ou sur une case sans œuf » ; « Une tuile
    ne peut pas être posée sur un dragon. »"""
    if cell["d"]:
        return "dragon"
    if cell["o"] and free_slots(cell) > 0:
        return "oeuf"
    return None


ORIENTATIONS = {"droite": (0, 1), "bas": (1, 0), "gauche": (0, -1), "haut": (-1, 0)}
"""Where the tile's second square lies from its first."""


def second_square(i: int, orientation: str) -> int | None:
    dr, dc = ORIENTATIONS[orientation]
    r, c = BOARD.row_col(i)
    return BOARD.index(r + dr, c + dc) if BOARD.inside(r + dr, c + dc) else None


def placement(board: list[dict], i: int, orientation: str):
    """(level, pillars needed, problem) of a tile laid with its first square on `i`.

    Level 1: both squares on the ground, next to a tile already there (« autour de la tuile de
    départ »). Higher: « Au moins une case de la tuile doit être posée sur un niveau existant » and
    « La tuile doit être horizontale » : the level is one above the higher square below, the other
    square is lifted by pillars."""
    j = second_square(i, orientation)
    if j is None:
        return None, 0, "bord"
    for k in (i, j):
        why = coverable(board[k])
        if why:
            return None, 0, why
    low, high = sorted((board[i]["h"], board[j]["h"]))
    if high == 0:
        if not any(board[n]["t"] for k in (i, j) for n in BOARD.neighbours4(k)):
            return None, 0, "isolee"
        return 1, 0, None
    return high + 1, high - low, None


PAIRS = [(i, o, second_square(i, o)) for i in BOARD.squares() for o in ORIENTATIONS if second_square(i, o) is not None]
"""Every way a tile lies on the board: its first square, its sense, its second square."""


def placements(board: list[dict], pillars: int) -> list[tuple[int, str, int, int]]:
    """Every (square, orientation, level, pillars) where a tile may be laid with `pillars` in stock
    (the same answer as `placement` square by square, computed once per pair)."""
    blocked = [coverable(c) is not None for c in board]
    near = [any(board[n]["t"] for n in BOARD.neighbours4(k)) for k in BOARD.squares()]
    out = []
    for i, o, j in PAIRS:
        if blocked[i] or blocked[j]:
            continue
        low, high = sorted((board[i]["h"], board[j]["h"]))
        if high == 0:
            if near[i] or near[j]:
                out.append((i, o, 1, 0))
        elif high - low <= pillars:
            out.append((i, o, high + 1, high - low))
    return out


def gem_places(board: list[dict], colour: str, squares=None) -> list[int]:
    """The squares (among `squares`, default all) with a free slot for a gem of `colour`."""
    return [i for i in (BOARD.squares() if squares is None else squares) if accepts_gem(board[i], colour)]


def track_line(place: int) -> list[int]:
    """The squares in front of the assistant at `place` (0…23, clockwise from above A1)."""
    side, k = divmod(place % TRACK, SIDE)
    if side == 0:      # above the board, facing column k
        return [BOARD.index(r, k) for r in range(SIDE)]
    if side == 1:      # right of the board, facing row k
        return [BOARD.index(k, c) for c in range(SIDE)]
    if side == 2:      # below, facing column 5 - k
        return [BOARD.index(r, SIDE - 1 - k) for r in range(SIDE)]
    return [BOARD.index(SIDE - 1 - k, c) for c in range(SIDE)]   # left, facing row 5 - k


def track_name(place: int) -> str:
    side, k = divmod(place % TRACK, SIDE)
    if side in (0, 2):
        col = k if side == 0 else SIDE - 1 - k
        return f"{'au-dessus' if side == 0 else 'au-dessous'} de la colonne {chr(ord('A') + col)}"
    row = k if side == 1 else SIDE - 1 - k
    return f"{'à droite' if side == 1 else 'à gauche'} de la ligne {row + 1}"


def largest_domain(board: list[dict], colour: str) -> int:
    """« compte le nombre de cases dans le domaine le plus grand »."""
    found = domains(BOARD, board, colour)
    return max((len(d) for d in found), default=0)


def dragon_places(board: list[dict], laid=()) -> list[int]:
    """« placer un dragon [...] sur une case parmi : celles de la tuile qui vient d'être posée,
    n'importe laquelle comportant des gemmes, une case où il n'y a pas de tuile. » ; « Chaque case
    ne peut contenir qu'un seul dragon. »"""
    return [i for i, c in enumerate(board) if not c["d"] and (i in laid or c["g"] or not c["t"])]


def dragons_on(board: list[dict]) -> int:
    return sum(1 for c in board if c["d"])


def square_name(cell: dict, height: bool = True) -> str:
    if not cell["t"]:
        words = ["sans tuile"]
    else:
        words = [f"{'tuile ' if height else ''}{NAME_OF[cell['t']]}" + (f", niveau {cell['h']}" if height else "")]
        if cell["o"]:
            gems = ", ".join(cell["g"])
            words.append(f"œuf {NAME_OF[cell['t']]}" + (f" ({len(cell['g'])}/{slots(cell)} gemme"
                                                        f"{'s' if slots(cell) > 1 else ''} : {gems})" if height
                                                        else f" ({SLOTS[cell['t']]} gemme{'s' if SLOTS[cell['t']] > 1 else ''})"))
        if cell["p"]:
            words.append(f"{cell['p']} pilier{'s' if cell['p'] > 1 else ''} dessiné{'s' if cell['p'] > 1 else ''}")
    if cell["d"]:
        words.append(f"dragon {NAME_OF[cell['d']]}")
    return ", ".join(words)


NAME_OF = {"feu": "feu", "eau": "eau", "air": "air", "royal": "royal (doré)", "incolore": "incolore"}


SQUARE_CODE = re.compile(r"^(?:\.|([FEARI])([1-9])(?:o([FEA]{0,2})|p([12]))?)(?:d([FEAR]))?$")


def parse_square(token) -> dict | None:
    m = SQUARE_CODE.match(token) if isinstance(token, str) else None
    if not m:
        return None
    letter, h, gems, pillars, dragon = m.groups()
    cell = empty_square()
    if dragon:
        cell["d"] = FROM_LETTER[dragon]
    if not letter:
        return cell
    cell["t"], cell["h"] = FROM_LETTER[letter], int(h)
    if gems is not None:
        if cell["t"] == "incolore":
            return None
        cell["o"], cell["g"] = True, [FROM_LETTER[g] for g in gems]
        if len(cell["g"]) > SLOTS[cell["t"]] or cell["t"] == "royal" and len(set(cell["g"])) > 1:
            return None
    if pillars:
        if cell["t"] != "incolore":
            return None
        cell["p"] = int(pillars)
    return cell


def lay(board: list[dict], tile: str, i: int, orientation: str):
    """The board after laying `tile` with its first square on `i` (a copy), the colours of the eggs
    that hatch and the pillars won: « Si une tuile ou un pilier est placé sur une case avec un œuf et
    tous les emplacements de gemmes remplis, l'œuf éclot » ; « Si une tuile ou un pilier est placé
    sur une case avec un dessin de pilier(s), le joueur récupère le nombre de piliers indiqué »."""
    j = second_square(i, orientation)
    level, need, _ = placement(board, i, orientation)
    after = [dict(c, g=list(c["g"])) for c in board]
    hatched, won = [], 0
    for k, spec in zip((i, j), tile_squares(tile)):
        below = board[k]
        if below["t"]:
            if full_egg(below):
                hatched.append(below["t"])
            won += below["p"]
        after[k] = {"t": spec["t"], "h": level, "d": None, "o": spec["o"], "g": [], "p": spec["p"]}
    return after, hatched, won, level, need
