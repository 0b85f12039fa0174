"""Northwest Passage: the crew cost of each action, the Exploration tiles and how they are laid,
the moves of the ship and the sled, the seasons and the ice, and the final scoring, as the page states
them; the board, the tiles and their counts are readings (stated under « Lecture retenue »).

The geometry: a tile is a square of the board, or a large tile of 2 × 2 squares. Each corner of a
square is land (t) or sea (m), so the land zones of a tile are its land corners; a corner is shared
by the (up to) four squares around it, orthogonal and diagonal neighbours alike. The board keeps one
letter per corner: "?" (no tile touches it yet), "m" or "t".
"""

from __future__ import annotations

from functools import lru_cache

from ...grid import Grid

CREW = 7  # « ses 7 pions Équipage »
SEASONS = 10  # « La partie est divisée en 10 saisons »

COSTS = {
    "piocher": 1,      # « Piocher une tuile — Coût : 1 pion Équipage »
    "rafraichir": 2,   # « Rafraîchir les tuiles et piocher — Coût : 2 pions Équipage »
    "placer": 1,       # « Placer une tuile — Coût : 1 pion Équipage »
    "aller": 1,        # « Déplacement — Coût : 1 pion Équipage »
    "transfert": 1,    # « Transfert d'Équipage — Coût : 1 pion Équipage »
    "explorer": 3,     # « Explorer un site Franklin ou un Détroit — Coût : 3 pions Équipage »
    "decouvrir": 2,    # « Découvrir un Inuit ou un Cairn — Coût : 2 pions Équipage »
}
EXTRA = 1
"""« Il peut effectuer des actions supplémentaires, mais chaque action lui coûtera
1 pion Équipage de plus que le coût normal. »"""

ACTION_NAMES = {"piocher": "Piocher une tuile", "rafraichir": "Rafraîchir les tuiles et piocher",
                "placer": "Placer une tuile", "aller": "Déplacement", "transfert": "Transfert d'Équipage",
                "explorer": "Explorer un site Franklin ou un Détroit", "decouvrir": "Découvrir un Inuit ou un Cairn"}


def cost(action: str, actions_this_turn: int) -> int:
    """Crew needed for `action` when the player has already acted
    `actions_this_turn` times in this turn."""
    return COSTS[action] + (EXTRA if actions_this_turn else 0)


# --- the board (a reading: the page gives neither board nor tiles) -----------------------------

W, H = 7, 6
BOARD = Grid(H, W)
START = "A6"
"""Greenland, bottom left: the expeditions leave from it and come back to it."""
PASSAGE = "G1"
"""The Northwest Passage, top right (the far north-west): the sea way runs from Greenland to it."""
COEFS = (1, 1, 2, 2, 2, 3, 3)
"""« le coefficient de la zone où se trouve le jeton x1 / x2 / x3 »: the column's, growing westward
(to the right), away from Greenland."""
TOKEN_PLACES = {"C3": "F", "F2": "F", "E5": "F", "D2": "D", "G4": "D", "B4": "D",
                "B2": "I", "F5": "I", "C5": "C", "E1": "C"}
"""Where the exploration tokens lie, face up, from the start (on squares still to explore)."""

SEA, LAND, ICE, GREENLAND = "m", "t", "g", "G"
UNKNOWN = "?"
TERRAIN_NAMES = {SEA: "mer", LAND: "terre", ICE: "mer gelée", GREENLAND: "Groenland"}
TOKENS = {"F": "Franklin", "D": "Détroit", "I": "Inuit", "C": "Cairn", "K": "Cartographie"}
TOKEN_BASE = {"F": 1, "D": 1, "I": 2, "C": 2}
"""« 1 point de Prestige multiplié par le coefficient de la zone » (Franklin,
Détroit); « 2 points de Prestige multiplié par le coefficient » (Inuit, Cairn)."""
TOKEN_ACTION = {"F": "explorer", "D": "explorer", "I": "decouvrir", "C": "decouvrir"}
TOKEN_KIND = {"F": "franklin", "D": "detroit", "I": "inuit", "C": "cairn", "K": "cartographie"}

CORNER_NAMES = ("haut-gauche", "haut-droit", "bas-droit", "bas-gauche")


def vertex(x: int, y: int) -> int:
    """The corner at column line x (0…W) and row line y (0…H)."""
    return y * (W + 1) + x


@lru_cache(maxsize=None)
def corners(cell: str) -> tuple[int, int, int, int]:
    """The four corners of a square: top left, top right, bottom right, bottom left."""
    r, c = BOARD.row_col(BOARD.parse(cell))
    return vertex(c, r), vertex(c + 1, r), vertex(c + 1, r + 1), vertex(c, r + 1)


@lru_cache(maxsize=None)
def squares_at(v: int) -> tuple[str, ...]:
    """The squares (up to four) that share corner v."""
    y, x = divmod(v, W + 1)
    return tuple(BOARD.name(BOARD.index(r, c)) for r in (y - 1, y) for c in (x - 1, x) if BOARD.inside(r, c))


@lru_cache(maxsize=None)
def shared_edge(a: str, b: str) -> tuple[int, int]:
    """The two corners of the side two orthogonal neighbours share."""
    return tuple(sorted(set(corners(a)) & set(corners(b))))


_NAMES = {(r, c): BOARD.name(BOARD.index(r, c)) for r in range(H) for c in range(W)}
_RC = {name: rc for rc, name in _NAMES.items()}


def cell_at(r: int, c: int) -> str | None:
    return _NAMES.get((r, c))


def row(cell: str) -> int:
    return _RC[cell][0]


def col(cell: str) -> int:
    return _RC[cell][1]


def empty_coins() -> str:
    """The board before any tile: Greenland (land on its eastern half, the sea westward) and the
    open sea of the Passage."""
    coins = [UNKNOWN] * ((W + 1) * (H + 1))
    for v, t in zip(corners(START), "tmmt"):
        coins[v] = t
    for v in corners(PASSAGE):
        coins[v] = SEA
    return "".join(coins)


# --- the Exploration tiles (a reading: the page names them but gives neither shapes nor counts) ----

SMALL = {"mer": "mmmm", "pointe": "tmmm", "cote": "ttmm", "passe": "tmtm", "baie": "tttm", "terre": "tttt"}
"""The six small tiles, one of each shape face up (« 6 petites »): their corners clockwise from the
top left. A quarter turn gives the other corners (all sixteen squares are one of these six)."""
SMALL_NAMES = {"mer": "Mer", "pointe": "Pointe", "cote": "Côte", "passe": "Passe", "baie": "Baie", "terre": "Terre"}
SMALL_COPIES = 5
"""Copies of each small shape in the reserve."""

LARGE = (
    ("mmm/mtm/mmm", "ttm/ttm/mmm"), ("tmm/mmm/mmt", "mmm/mmm/ttt"), ("ttt/tmm/tmm", "mmm/tmm/mmm"),
    ("mtm/mtm/mmm", "mmt/mtt/mmm"), ("mmm/mmm/mmm", "tmm/ttm/mmm"), ("mmm/ttm/mmm", "mtm/mmm/mtm"),
    ("ttm/tmm/mmm", "mmm/mtt/mtt"), ("mmm/mmm/tmm", "tmt/mmm/mmm"), ("mtm/ttt/mtm", "mmm/mmm/mmt"),
    ("mmm/mtm/mtm", "ttm/mmm/mmm"),
)
"""The large tiles (2 × 2 squares), recto and verso: their 3 × 3 corners, rows from the top."""
LARGE_ROW = 4  # « parmi celles visibles (4 grandes et 6 petites) »
RESERVE = 3
"""A player's reserve holds at most 3 tiles (a reading: the page gives no limit)."""


def rotate_small(pattern: str, turns: int) -> str:
    """A small tile turned `turns` quarter turns clockwise (TL TR BR BL)."""
    for _ in range(turns % 4):
        pattern = pattern[3] + pattern[:3]
    return pattern


def rotate_large(rows: str, turns: int) -> str:
    """A large tile's 3 × 3 corners turned `turns` quarter turns clockwise."""
    grid = rows.split("/")
    for _ in range(turns % 4):
        grid = ["".join(grid[2 - c][r] for c in range(3)) for r in range(3)]
    return "/".join(grid)


def tile_shape(tile: dict, orientation: int) -> dict:
    """{(dr, dc): "TLTRBRBL"} for each square the tile covers in `orientation` (0…7: the quarter
    turns of the recto, then of the verso; a small tile has only its face, 0…3). Not to be changed."""
    return _shape(tile["t"], tile["k"], orientation)


@lru_cache(maxsize=None)
def _shape(t: str, k, orientation: int) -> dict:
    if t == "petite":
        return {(0, 0): rotate_small(SMALL[k], orientation)}
    g = rotate_large(LARGE[k][orientation // 4], orientation % 4).split("/")
    return {(dr, dc): g[dr][dc] + g[dr][dc + 1] + g[dr + 1][dc + 1] + g[dr + 1][dc]
            for dr in (0, 1) for dc in (0, 1)}


def orientations(tile: dict) -> int:
    """« Les petites tuiles doivent être placées face visible, et les grandes tuiles sont placées au
    choix du joueur »: a small tile has its four quarter turns, a large one eight (both faces)."""
    return 4 if tile["t"] == "petite" else 8


def small_for(pattern: str) -> tuple[str, int]:
    """The small shape and quarter turns that give `pattern` ("?" read as sea)."""
    pattern = pattern.replace(UNKNOWN, SEA)
    for kind, base in SMALL.items():
        for k in range(4):
            if rotate_small(base, k) == pattern:
                return kind, k
    raise ValueError(pattern)  # pragma: no cover - the six shapes give all sixteen


def tile_name(tile: dict) -> str:
    if tile["t"] == "petite":
        return f"petite tuile {SMALL_NAMES[tile['k']]}"
    return f"grande tuile n° {tile['k'] + 1}"


# --- laying a tile (« Placer une tuile ») ---------------------------------------------------------

def covered(shape: dict, anchor: str) -> list[str] | None:
    """The squares a tile covers from `anchor` (its top-left square), or None off the board:
    « La tuile doit être placée en respectant le quadrillage du plateau »."""
    r, c = _RC[anchor]
    cells = [_NAMES.get((r + dr, c + dc)) for dr, dc in shape]
    return None if None in cells else cells


def mismatch(coins: str, shape: dict, anchor: str, cases: dict) -> str | None:
    """« Les zones terrestres de la nouvelle tuile doivent correspondre avec toutes les autres tuiles
    adjacentes (orthogonales et diagonales) »: every corner already drawn by a tile around must be
    the same. Returns the square whose corner differs, or None."""
    r, c = _RC[anchor]
    for (dr, dc), pattern in shape.items():
        cell = _NAMES[(r + dr, c + dc)]
        for v, t in zip(corners(cell), pattern):
            if coins[v] not in (UNKNOWN, t):
                return next(n for n in squares_at(v) if n in cases)
    return None


def lay(coins: str, shape: dict, anchor: str) -> str:
    """The corners once the tile is down."""
    out = list(coins)
    r, c = _RC[anchor]
    for (dr, dc), pattern in shape.items():
        for v, t in zip(corners(cell_at(r + dr, c + dc)), pattern):
            out[v] = t
    return "".join(out)


def sea_way(coins: str) -> bool:
    """« Aucune tuile ne doit être posée de façon à supprimer toute possibilité de joindre le Groenland
    au Northwest Passage par la mer »: a way of squares from Greenland to the Passage, each with a sea
    corner, each side crossed with a sea corner, where a corner still unknown may yet be sea."""
    open_ = (SEA, UNKNOWN)
    seen, todo = {START}, [START]
    while todo:
        cell = todo.pop()
        if cell == PASSAGE:
            return True
        for j in BOARD.neighbours4(BOARD.parse(cell)):
            n = BOARD.name(j)
            if n in seen or not any(coins[v] in open_ for v in corners(n)):
                continue
            if any(coins[v] in open_ for v in shared_edge(cell, n)):
                seen.add(n)
                todo.append(n)
    return False


def holes(cases: dict) -> list[str]:
    """« un espace vide de la taille d'une petite tuile »: an empty square whose four sides touch a
    tile or the edge of the board (nothing larger fits there)."""
    out = []
    for i in BOARD.squares():
        cell = BOARD.name(i)
        if cell not in cases and all(BOARD.name(j) in cases for j in BOARD.neighbours4(i)):
            out.append(cell)
    return out


def islands(coins: str, cases: dict) -> list[tuple[tuple[int, ...], int]]:
    """« Une Île est fermée lorsque l'ensemble de ses zones terrestres, sur au moins 2 tuiles, sont
    cernées par la mer (ou les limites du plateau) »: each land zone (land corners joined along the
    squares' sides) whose every neighbouring corner is sea, not Greenland's, laid on at least two tiles;
    with the number of its tiles (a large tile counts once)."""
    greenland = set(corners(START))
    seen, out = set(), []
    for v0, t in enumerate(coins):
        if t != LAND or v0 in seen:
            continue
        zone, todo, closed = {v0}, [v0], True
        while todo:
            v = todo.pop()
            y, x = divmod(v, W + 1)
            for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
                if not (0 <= nx <= W and 0 <= ny <= H):
                    continue   # « ou les limites du plateau »
                n = vertex(nx, ny)
                if coins[n] == LAND and n not in zone:
                    zone.add(n)
                    todo.append(n)
                elif coins[n] == UNKNOWN:
                    closed = False
        seen |= zone
        if not closed or zone & greenland:
            continue
        tiles = {cases[c] for v in zone for c in squares_at(v) if c in cases}
        if len(tiles) >= 2:
            out.append((tuple(sorted(zone)), len(tiles)))
    return out


ISLAND_POINTS = 1
"""« des points de Prestige en fonction du nombre de tuiles formant l'Île »: 1 point a tile (a reading)."""


# --- moving (« Déplacement ») ---------------------------------------------------------------------

def has(coins: str, vertices, t: str) -> bool:
    return any(coins[v] == t for v in vertices)


def sea_link(coins: str, a: str, b: str) -> bool:
    """« reliée par une voie maritime »: the side the two squares share has a sea corner."""
    return has(coins, shared_edge(a, b), SEA)


def land_link(coins: str, a: str, b: str) -> bool:
    """« reliée par une voie terrestre »: the side the two squares share has a land corner."""
    return has(coins, shared_edge(a, b), LAND)


def split_crew(crew: dict, on_sled: int, paid: int) -> dict:
    """The crew after a Transfert paid `paid` pions: `on_sled` pions on the sled. « Les pions ainsi
    transférés restent dans le même état » (the sled takes the available ones first, a reading);
    « Le pion utilisé pour cette action peut également être transféré »."""
    avail = crew["navire"][0] + crew["traineau"][0] - paid
    rest = crew["navire"][1] + crew["traineau"][1] + paid
    sled_avail = min(on_sled, avail)
    return {"navire": [avail - sled_avail, rest - (on_sled - sled_avail)],
            "traineau": [sled_avail, on_sled - sled_avail]}


# --- the seasons and the sun disc ----------------------------------------------------------

def frozen_rows(season: int, height: int) -> int:
    """How many rows, from the top of the map, are frozen during `season`.

    « A la fin de chaque saison, le disque solaire avance, et la partie du plateau
    se trouvant au-dessus du soleil gèle. » The page does not say where the sun
    stands on a small map, nor when the ice thaws (« il est emprisonné jusqu'à ce
    que la tuile dégèle »): reading, stated on the page, the sun goes down
    one row a season, from the top row (nothing frozen in season 1) to the last row
    (which never freezes), then back up, and so on: on 3 rows, 0 1 2 1 0 1 2 1 0 1
    rows frozen in seasons 1 to 10."""
    if height <= 1:
        return 0
    period = 2 * (height - 1)
    x = (season - 1) % period
    return x if x <= height - 1 else period - x


# --- the final scoring -----------------------------------------------------------------------

KINDS = ("franklin", "detroit", "cartographie", "inuit", "cairn")
KIND_NAMES = {"franklin": "Franklin", "detroit": "Détroit", "cartographie": "Cartographie", "inuit": "Inuit",
              "cairn": "Cairn"}
RANKED = ("franklin", "detroit", "cartographie")
"""« Le joueur ayant le plus de jetons d'un type de Découverte (Franklin, Détroit ou
Cartographie), gagne les points de Prestige de la 1ère place. »"""
PLACE_POINTS = (6, 3, 1, 0)
"""The points of each place: not on the page (a reading, stated beside the example)."""
SERIES = 6  # « Chaque série composée d'un jeton de chaque type de Découverte … rapporte 6 points »
CREW_LOST = -2  # « un malus de -2 points de Prestige par pion Équipage qu'il contient »
SHIP_LOST = -2  # « Un Navire perdu coûte un malus de -2 points de Prestige »


def ranked_points(counts: list[int]) -> list[int]:
    """Points of each player for one ranked kind; ties share the place (reading),
    and a player without a token scores nothing."""
    out = []
    for c in counts:
        place = sum(1 for d in counts if d > c)
        out.append(PLACE_POINTS[place] if c > 0 and place < len(PLACE_POINTS) else 0)
    return out


def series(tokens: dict) -> int:
    return min(tokens[k] for k in KINDS)


def final_scores(players: list[dict]) -> list[dict]:
    """Each player's detail: prestige, exploration, series, abandon, total."""
    ranked = {k: ranked_points([p["jetons"][k] for p in players]) for k in RANKED}
    out = []
    for i, p in enumerate(players):
        exploration = sum(ranked[k][i] for k in RANKED)
        sets = series(p["jetons"])
        malus = CREW_LOST * p["equipage_perdu"] + (SHIP_LOST if p["navire_perdu"] else 0)
        out.append({"prestige": p["prestige"], "exploration": exploration, "series": sets * SERIES,
                    "abandon": malus, "total": p["prestige"] + exploration + sets * SERIES + malus})
    return out
