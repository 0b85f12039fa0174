"""Castles of Mad King Ludwig: the room sales, the placement rules, the
completion bonuses and the king's favours, as the page states them.

The castle of the placement example is a square grid (`engine.grid.Grid`)
whose rooms are small polyominoes (`engine.grid.normalise`), with doors on
some of their outer sides: the page gives no shapes, the example's reading of
the game's shaped tiles is stated beside it.
"""

from __future__ import annotations

from ...grid import normalise

# --- the sales round -------------------------------------------------------------------------

SPACES = {2: 5, 3: 6, 4: 7}
"""« autant de cartes salle … qu'il y a d'espaces disponibles sous le plateau
(5/6/7 espaces selon s'il y a 2/3/4 joueurs) »."""
PRICES = (1000, 2000, 3000, 4000, 6000, 8000, 10000)
"""The prices above the spaces: not on the page (a reading)."""
CORRIDOR_PRICE = 3000   # « acheter un escalier ou un couloir pour 3 000 »
PASS_GAIN = 5000        # « ou passer et gagner 5 000 Marks »
COIN = 1000             # « on place une pièce de 1 000 sur toutes les salles encore présentes »

# --- rooms ----------------------------------------------------------------------------------

TYPES = {
    "jardin": "Jardin", "activite": "Salle d'activité", "salon": "Salon", "cuisine": "Cuisine",
    "service": "Salle de service", "chambre": "Chambre", "corridor": "Corridor", "soussol": "Sous-sol",
    "escalier": "Escalier",
}
COLOURS = {"jardin": "vert", "activite": "brun", "salon": "violet", "cuisine": "jaune", "service": "orange",
           "chambre": "bleu", "corridor": "gris", "soussol": "noir", "escalier": "gris"}
ABBR = {"jardin": "Jar", "activite": "Act", "salon": "Sal", "cuisine": "Cui", "service": "Ser", "chambre": "Cha",
        "corridor": "Cor", "soussol": "SS", "escalier": "Esc"}
BONUS = {
    "jardin": "+10 000 Marks",
    "activite": "+5 points",
    "salon": "points doublés",
    "cuisine": "rejouer un tour",
    "service": "une carte bonus parmi deux",
    "chambre": "choisir les prochaines salles d'une forme",
    "corridor": "un escalier ou un couloir à placer",
    "escalier": "un escalier ou un couloir à placer",
    "soussol": "une action bonus au choix par paire de salles du sous-sol achevées",
}
"""« Les jardins (verts) font gagner 10 000 Marks ; Les salles d'activité (marrons)
font gagner 5 point supplémentaires ; Les salons (violets) doublent leurs points ;
Les cuisines (jaunes) permettent de rejouer un tour ; Les salles de service
(oranges) permettent de choisir une carte bonus parmi deux ; Les chambres
(bleues) permettent de choisir une forme de salle… ; Les corridors (salles
grises, escaliers et couloirs) offrent un escalier ou couloir… ; Chaque paire
de salles du sous-sol (noires) achevées fait gagner une action bonus »."""

SIDES = "NESW"
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
SIDE_NAMES = {"N": "nord", "E": "est", "S": "sud", "W": "ouest"}


# --- shapes and doors --------------------------------------------------------------------------

FORMS = {
    "1x1": ((0, 0),),
    "1x2": ((0, 0), (0, 1)),
    "2x1": ((0, 0), (1, 0)),
    "1x3": ((0, 0), (0, 1), (0, 2)),
    "3x1": ((0, 0), (1, 0), (2, 0)),
    "2x2": ((0, 0), (0, 1), (1, 0), (1, 1)),
    "2x3": ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)),
    "3x2": ((0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)),
    "L": ((0, 0), (1, 0), (1, 1)),
}
"""The example's room shapes (rows × columns, and a small L), cells (row, col):
not on the page, a reading of the game's square, rectangular and L rooms."""
FORM_NAMES = {"1x1": "1 case", "1x2": "1×2", "2x1": "2×1", "1x3": "1×3", "3x1": "3×1", "2x2": "2×2 (carrée)",
              "2x3": "2×3", "3x2": "3×2", "L": "en L"}


def outer_edges(cells, side: str) -> list[tuple[int, int]]:
    """The cells of a shape whose `side` is an outer side, in reading order
    along that side (left to right for N and S, top to bottom for E and W):
    « N2 » is the second door place on the north."""
    dr, dc = STEP[side]
    cells = set(cells)
    edges = [(r, c) for r, c in cells if (r + dr, c + dc) not in cells]
    return sorted(edges, key=(lambda rc: (rc[1], rc[0])) if side in "NS" else (lambda rc: rc))


def door_name(cells, door) -> str:
    """« N2 » for a door (row, col, side) of a shape (« N » when the side has one place)."""
    r, c, side = door
    edges = outer_edges(cells, side)
    return side + (str(edges.index((r, c)) + 1) if len(edges) > 1 else "")


def turn(cells, doors, quarter_turns: int):
    """The shape and its doors turned clockwise together (« Elle peut être
    tournée autant qu'on veut, mais pas inversée »): cells normalised, doors
    (row, col, side) moved with their cells."""
    cells = [tuple(x) for x in cells]
    doors = [tuple(d) for d in doors]
    for _ in range(quarter_turns % 4):
        cells = [(c, -r) for r, c in cells]
        doors = [(c, -r, SIDES[(SIDES.index(s) + 1) % 4]) for r, c, s in doors]
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    doors = sorted(((r - r0, c - c0, s) for r, c, s in doors), key=lambda d: (d[0], d[1], SIDES.index(d[2])))
    return [list(x) for x in normalise(cells)], [list(d) for d in doors]


def room_label(room: dict) -> str:
    name = room.get("nom") or TYPES[room["type"]]
    return f"{name} ({TYPES[room['type']].lower()}, {room['points']} pt)"


# --- the king's favours ----------------------------------------------------------------------

FAVOUR_POINTS = (8, 4, 2, 1)
"""« celui qui a le plus d'élément marque 8 points, le deuxième 4 points, puis 2
et 1. Il faut avoir au moins un élément pour marquer des points »."""


def favour_points(counts: list[int]) -> list[int]:
    """Points of each player for one favour. Ties (not on the page): tied
    players each take the points of their place, the next player takes the
    place after all of them (1, 1, 3: 8, 8, 2)."""
    out = []
    for c in counts:
        if c <= 0:
            out.append(0)
            continue
        place = sum(1 for d in counts if d > c)
        out.append(FAVOUR_POINTS[place] if place < len(FAVOUR_POINTS) else 0)
    return out
