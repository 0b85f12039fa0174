"""Gnome Hollow's rules as the page states them: the Pinwheel market, the garden (placing tiles,
rings, their markers and bonuses), the gnome, the count.

« Se déplacer vers la souche vous permet de faire jusqu'à deux ventes, si vous
faites deux ventes en une seule visite, chacune d'entre elles doit être un
champignon différent. Pour chaque vente, vendez autant de champignons d'un même
type que vous le souhaitez, puis placez un bloqueur pour bloquer ce type et
cette quantité pour le reste de la partie […]. L'espace Paire ne reçoit JAMAIS
de bloqueur, de sorte que deux champignons d'un même type sont toujours
disponibles à la vente. »
"""

from __future__ import annotations

from functools import lru_cache

from ...grid import Grid

TYPES = ("rouge", "bleu", "jaune")
"""The mushroom types: the page names only « bleus »; three colours, one per kind of path tile, are a
reading."""
NAMES = {"rouge": "rouge", "bleu": "bleu", "jaune": "jaune"}
PAIR = 2
QUANTITIES = (2, 3, 4, 5, 6)
"""The market's spaces for each type: a pair, then 3 to 6 (a reading)."""
SALES_PER_VISIT = 2


def treasure(quantity: int) -> int:
    """Treasure of a sale: not on the page; one per mushroom sold (a reading)."""
    return quantity


def sale_problem(kind: str, quantity: int, held: int, blocked: list, sold_this_visit: list) -> str | None:
    """Why this sale is refused, or None."""
    if quantity not in QUANTITIES:
        return f"le marché n'a pas d'espace pour {quantity} champignon(s) (espaces : {', '.join(map(str, QUANTITIES))})."
    if len(sold_this_visit) >= SALES_PER_VISIT:
        return "« jusqu'à deux ventes » par visite : les deux ventes de cette visite sont faites."
    if kind in sold_this_visit:
        return ("« si vous faites deux ventes en une seule visite, chacune d'entre elles doit être un champignon "
                "différent ».")
    if quantity != PAIR and [kind, quantity] in blocked:
        return (f"l'espace {quantity} champignons {NAMES[kind]}s est bloqué : « placez un bloqueur pour bloquer ce "
                "type et cette quantité pour le reste de la partie ».")
    if held < quantity:
        return f"vous n'avez que {held} champignon(s) {NAMES[kind]}(s)."
    return None


# --- the garden: tile placement, rings and their bonuses -----------------------------------------
"""« Chaque tuile doit être adjacente à la souche ou à une autre tuile déjà placée.
Les chemins blancs et les bords verts doivent correspondre à d'autres chemins ou bords
s'ils touchent une autre tuile. » — « Un anneau est une séquence connectée de chemins
blancs de champignons sans interruption. » — « la tuile Souche compte comme une tuile
pour la quantité dans votre anneau. »"""

TABLE = Grid(7, 7)
TABLE_STUMP = "D4"
"""The garden: 7 × 7 squares, the stump in the middle (a reading: the page gives no board; the tiles
are squares here, with four sides, not the hexagons of the box). A path that runs out to the edge
never closes."""
STUMP_SHAPE = "es"
"""The stump's white paths (east and south): a reading, the page does not draw it."""
SIDES = "neso"
STEP = {"n": (-1, 0), "e": (0, 1), "s": (1, 0), "o": (0, -1)}
OPPOSITE = {"n": "s", "s": "n", "e": "o", "o": "e"}
SHAPES = ("ne", "es", "so", "no", "ns", "eo", "pre")
"""Tile faces (« n'hésitez pas à retourner une tuile pour obtenir l'orientation souhaitée »): four
bends, two straights, a meadow without path."""
SHAPE_NAMES = {"ne": "virage nord-est", "es": "virage est-sud", "so": "virage sud-ouest",
               "no": "virage nord-ouest", "ns": "chemin nord-sud", "eo": "chemin est-ouest",
               "pre": "pré sans chemin"}
SHAPE_SYMBOLS = {"ne": "└", "es": "┌", "so": "┐", "no": "┘", "ns": "│", "eo": "─", "pre": "·", "souche": "✱"}
SIDE_NAMES = {"n": "nord", "e": "est", "s": "sud", "o": "ouest"}
TILES_PER_TURN = 2
"""« choisissez deux des 8 tuiles disponibles »: the two compulsory tiles of a turn."""
MARKERS = 8
RING_SLOTS = {4: ("fleur", "tuile", "champignon", "panneau"), 6: ("marqueur", "fleur", "champignon", "panneau"),
              8: ("fleur",)}
"""The player board's ring spaces by ring size and their bonuses (a reading: the page does
not print the board). Rings of 8 tiles or more use the « 8+ » space."""
MUSHROOM_BONUS = {4: 2, 6: 3}
"""« Champignon - Le chiffre indique le nombre de champignons que vous pouvez récupérer dans
votre anneau »: the figure of the Mushroom space of each size (a reading)."""
BONUS_NAMES = {"fleur": "Fleur", "tuile": "Tuile", "marqueur": "Marqueur d'anneau",
               "champignon": "Champignon", "panneau": "Panneau de signalisation"}


def bonus_name(size: int, bonus: str) -> str:
    if bonus == "champignon":
        return f"Champignon {MUSHROOM_BONUS[size]}"
    return BONUS_NAMES[bonus]
WILD_FLOWER_MARKERS = (2, 5)
"""Markers whose origin gives a wild flower (« par exemple votre deuxième marqueur du jeu »);
the fifth is a reading."""
FLOWERS = 8
RESERVE = 2


def paths(shape: str) -> str:
    """The sides of a face that carry a white path."""
    return STUMP_SHAPE if shape == "souche" else ("" if shape == "pre" else shape)


_NEIGHBOURS: dict = {}


def neighbour(cell: str, side: str, grid: Grid = TABLE) -> str | None:
    key = (grid.rows, grid.cols, cell, side)
    if key not in _NEIGHBOURS:   # remembered: bots and legal moves ask it thousands of times
        r, c = grid.row_col(grid.parse(cell))
        dr, dc = STEP[side]
        _NEIGHBOURS[key] = grid.name(grid.index(r + dr, c + dc)) if grid.inside(r + dr, c + dc) else None
    return _NEIGHBOURS[key]


def ring_size_key(size: int) -> int:
    return min(size, 8)


def placement_problem(tiles: dict, cell: str, shape: str, grid: Grid = TABLE) -> str | None:
    """Why `shape` may not go on `cell` of a garden (`tiles`: cell → shape, stump included)."""
    if grid.parse(cell) is None:
        return f"la case {cell} n'est pas dans le jardin."
    if cell in tiles:
        return f"la case {cell} porte déjà une tuile."
    around = [(side, neighbour(cell, side, grid)) for side in SIDES]
    if not any(n in tiles for _, n in around if n):
        return "« Chaque tuile doit être adjacente à la souche ou à une autre tuile déjà placée »."
    for side, n in around:
        if n in tiles and (side in paths(shape)) != (OPPOSITE[side] in paths(tiles[n])):
            what = "chemin blanc" if side in paths(shape) else "bord vert"
            return (f"côté {SIDE_NAMES[side]}, le {what} du {SHAPE_NAMES[shape]} touche "
                    f"{'un bord vert' if what == 'chemin blanc' else 'un chemin blanc'} en {n} : « Les chemins "
                    "blancs et les bords verts doivent correspondre à d'autres chemins ou bords s'ils touchent "
                    "une autre tuile ».")
    return None


def ring_through(tiles: dict, cell: str, grid: Grid = TABLE) -> list | None:
    """The ring (sorted cells) that the paths of `cell` belong to, if it is closed
    (« sans interruption »: every path leads to a tile of the garden), else None."""
    if not paths(tiles.get(cell, "pre")):
        return None
    seen, todo = {cell}, [cell]
    while todo:
        here = todo.pop()
        for side in paths(tiles[here]):
            n = neighbour(here, side, grid)
            if n is None or n not in tiles or OPPOSITE[side] not in paths(tiles[n]):
                return None
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return sorted(seen, key=grid.parse)


# --- the gnome in the garden (« Mouvement du Gnome ») -------------------------------------------

def path_component(tiles: dict, cell: str, grid: Grid = TABLE) -> set:
    """The tiles joined to `cell` by white paths (a finished ring or an unfinished path)."""
    if not paths(tiles.get(cell, "pre")):
        return set()
    seen, todo = {cell}, [cell]
    while todo:
        here = todo.pop()
        for side in paths(tiles[here]):
            n = neighbour(here, side, grid)
            if n in tiles and OPPOSITE[side] in paths(tiles[n]) and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def joins_two_claimed_paths(tiles: dict, cell: str, shape: str, gnomes, grid: Grid = TABLE,
                            stump: str = TABLE_STUMP) -> bool:
    """« Si deux chemins sont inachevés et qu'ils comportent chacun des gnomes, ils NE PEUVENT PAS
    être reliés »: would `shape` on `cell` join two paths that each hold a gnome? (`gnomes`: the
    cells of the gnomes on paths; a gnome on the stump is at the market and claims nothing.)"""
    claimed = []
    for side in paths(shape):
        n = neighbour(cell, side, grid)
        if n in tiles and OPPOSITE[side] in paths(tiles[n]):
            comp = path_component(tiles, n, grid)
            if any(g in comp and g != stump for g in gnomes) and comp not in claimed:
                claimed.append(comp)
    return len(claimed) >= 2


# --- mushrooms, rings and signposts (« Résolutions et bonus », « Mouvement du Gnome ») ------------

MUSHROOMS = {"ne": "rouge", "so": "rouge", "es": "bleu", "no": "bleu", "ns": "jaune", "eo": "jaune"}
"""The mushroom printed on each path tile (a reading: the page does not draw the tiles): bends
└ ┐ carry a red one, bends ┌ ┘ a blue one, straight paths a yellow one; the stump and the
meadow none."""

SIGNPOSTS = ("fleur", "tuile", "champignon")
"""The signposts' effects (a reading: the page does not list them): take a flower, take a tile
into the reserve, or take one mushroom of the signpost's ring."""
SIGNPOST_NAMES = {"fleur": "Fleur", "tuile": "Tuile", "champignon": "Champignon"}


def ring_mushrooms(tiles: dict, ring) -> list:
    """« Celui qui possède l'anneau ramasse tous les champignons qui s'y trouvent »: the
    (cell, type) pairs printed on the ring's tiles."""
    return [(c, MUSHROOMS[tiles[c]]) for c in ring if tiles.get(c) in MUSHROOMS]


def mushroom_pick_problem(tiles: dict, ring, cell: str, picked) -> str | None:
    """Why the mushroom of `cell` may not be taken by a Mushroom bonus in `ring`, or None.
    « Vous ne pouvez pas récupérer le même champignon plus d'une fois, mais vous pouvez récupérer
    le même type de champignon s'il y en a plusieurs dans votre anneau. »"""
    if cell not in ring:
        return f"{cell} n'est pas dans l'anneau : « le nombre de champignons que vous pouvez récupérer dans votre anneau »."
    if tiles.get(cell) not in MUSHROOMS:
        return f"{cell} ne porte pas de champignon."
    if cell in picked:
        return ("le champignon de " + cell + " est déjà pris : « Vous ne pouvez pas récupérer le même champignon "
                "plus d'une fois ».")
    return None


def count_text(counts: dict) -> str:
    """« 2 rouges, 1 bleu » (or « aucun »)."""
    parts = [f"{n} {k}{'s' if n > 1 else ''}" for k, n in counts.items() if n]
    return ", ".join(parts) or "aucun"


# --- the bag, the market and the count ------------------------------------------------------------

KINDS = {"virage": ("ne", "es", "so", "no"), "droit": ("ns", "eo"), "pre": ("pre",)}
"""A tile of the bag and the faces it may show once turned or flipped."""
KIND_NAMES = {"virage": "virage", "droit": "chemin droit", "pre": "pré"}
BAG = {"virage": 20, "droit": 10, "pre": 6}
"""The bag's 36 tiles (a reading: the page gives no count)."""
MARKET = 8
"""« choisissez deux des 8 tuiles disponibles »."""
RESERVE_USE = 2
"""« jusqu'à 2 tuiles de votre réserve personnelle »."""
FLOWER_MARKET = "fleurs"
FLOWER_POINTS = (0, 1, 3, 6, 10, 15, 21, 28, 36)
"""Points of n unique flowers (a reading: « Plus un joueur possède de fleurs uniques, plus elles
valent cher »)."""
MARKER_POINTS = (0, 1, 3, 5, 8, 11, 15, 19, 24)
"""Points of n markers used (a reading: « plus il y a de marqueurs d'anneaux utilisés, plus il y a
de points gagnés »)."""
SLOT_ORDER = ("fleur", "marqueur", "champignon", "panneau", "tuile")


def kind_of(shape: str) -> str:
    return next(k for k, faces in KINDS.items() if shape in faces)


def flower_points(n: int) -> int:
    return FLOWER_POINTS[min(n, FLOWERS)]


def marker_points(n: int) -> int:
    return MARKER_POINTS[min(n, MARKERS)]


def frontier(tiles) -> list:
    """The empty squares of the whole game's garden next to a tile."""
    out = set()
    for cell in tiles:
        for side in SIDES:
            n = neighbour(cell, side, TABLE)
            if n and n not in tiles:
                out.add(n)
    return sorted(out, key=TABLE.parse)


def placements(tiles: dict, gnomes) -> dict:
    """face → the squares of the whole game's garden where it may go, given the gnomes on paths."""
    return _placements(tuple(sorted(tiles.items())), tuple(sorted(gnomes)))


@lru_cache(maxsize=256)
def _placements(items: tuple, gnomes: tuple) -> dict:
    # remembered: legal moves and bots ask it many times between two tiles
    tiles = dict(items)
    return {face: tuple(c for c in frontier(tiles) if placement_problem(tiles, c, face, TABLE) is None and
                        not joins_two_claimed_paths(tiles, c, face, gnomes, TABLE, TABLE_STUMP))
            for faces in KINDS.values() for face in faces}
