"""Castles of Mad King Ludwig: the room sales, the placement rules, the
completion bonuses, the points of the rooms and the king's favours, as the page
states them, with the readings (catalogue, prices, money) the page leaves open.

A castle is a dict anchor → room on a square grid (`engine.grid.Grid`): a room
holds its catalogue id, type, points, the squares it covers (« C3 ») and its
doors ([square, side]). Everything here is a pure function of such castles, so
the whole game, its bots and its examples share one set of rules.
"""

from __future__ import annotations

from functools import lru_cache

from ...grid import Grid

# --- the sales round -------------------------------------------------------------------------

SPACES = {2: 5, 3: 6, 4: 7}
"""« autant de cartes salle … qu'il y a d'espaces disponibles sous le plateau
(5/6/7 espaces selon s'il y a 2/3/4 joueurs) »."""
PRICES = (1000, 2000, 3000, 4000, 6000, 8000, 10000)
"""The prices above the spaces: not on the page (a reading)."""
CORRIDOR_PRICE = 3000   # « acheter un escalier ou un couloir pour 3 000 »
PASS_GAIN = 5000        # « ou passer et gagner 5 000 Marks »
COIN = 1000             # « on place une pièce de 1 000 sur toutes les salles encore présentes »
GARDEN_MARKS = 10000    # « Les jardins (verts) font gagner 10 000 Marks »
ACTIVITY_POINTS = 5     # « Les salles d'activité (marrons) font gagner 5 point supplémentaires »
START_MONEY = 15000     # a reading: the published game's starting Marks
MARKS_PER_POINT = 10000  # a reading: the final count turns Marks into points, 1 per 10 000
DECK_SIZE = {2: 20, 3: 26, 4: 30}
"""Rooms in the draw pile by player count (a reading): the rest of the catalogue
stays in the box, from which « on pioche des cartes en plus au hasard »."""
SIZE = 10
"""The castle's grid (a reading): 10 × 10 squares, the foyer in the middle."""

# --- rooms ----------------------------------------------------------------------------------

TYPES = {
    "jardin": "Jardin", "activite": "Salle d'activité", "salon": "Salon", "cuisine": "Cuisine",
    "service": "Salle de service", "chambre": "Chambre", "corridor": "Corridor", "soussol": "Sous-sol",
    "escalier": "Escalier", "couloir": "Couloir",
}
PLURAL = {
    "jardin": "jardins", "activite": "salles d'activité", "salon": "salons", "cuisine": "cuisines",
    "service": "salles de service", "chambre": "chambres", "corridor": "corridors (gris)", "soussol": "salles du sous-sol",
}
SINGULAR = {
    "jardin": "jardin", "activite": "salle d'activité", "salon": "salon", "cuisine": "cuisine",
    "service": "salle de service", "chambre": "chambre", "corridor": "corridor (gris)", "soussol": "salle du sous-sol",
}
COLOURS = {"jardin": "vert", "activite": "brun", "salon": "violet", "cuisine": "jaune", "service": "orange",
           "chambre": "bleu", "corridor": "gris", "soussol": "noir", "escalier": "gris", "couloir": "gris"}
GREY = frozenset({"corridor", "escalier", "couloir"})
"""« Les corridors (salles grises, escaliers et couloirs) »."""
BONUS = {
    "jardin": "+10 000 Marks",
    "activite": "+5 points",
    "salon": "points doublés",
    "cuisine": "rejouer un tour",
    "service": "une carte bonus parmi deux",
    "chambre": "choisir les prochaines salles d'une forme",
    "corridor": "un escalier ou un couloir à placer",
    "soussol": "une action bonus au choix par paire de salles du sous-sol achevées",
}
"""« Les jardins (verts) font gagner 10 000 Marks ; Les salles d'activité (marrons)
font gagner 5 point supplémentaires ; Les salons (violets) doublent leurs points ;
Les cuisines (jaunes) permettent de rejouer un tour ; Les salles de service
(oranges) permettent de choisir une carte bonus parmi deux ; Les chambres
(bleues) permettent de choisir une forme de salle… ; Les corridors (salles
grises, escaliers et couloirs) offrent un escalier ou couloir… ; Chaque paire
de salles du sous-sol (noires) achevées fait gagner une action bonus »."""
BASEMENT_ACTIONS = ("jardin", "activite", "cuisine", "service", "chambre", "corridor")
"""The actions a pair of completed basement rooms may give (« au choix parmi celles
citées ci-dessus »); the salon's doubling is left out: it doubles a salon's own points."""


def basement_actions(completed_basement_rooms: int) -> int:
    """« Chaque paire de salles du sous-sol (noires) achevées fait gagner une action bonus » : one
    action per two achieved basement rooms, none for a room left alone."""
    return completed_basement_rooms // 2


def bonus_kind(kind: str) -> str:
    return "corridor" if kind in GREY else kind


SIDES = "NESW"
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
SIDE_NAMES = {"N": "nord", "E": "est", "S": "sud", "W": "ouest"}

FORMS = {
    "1x1": ((0, 0),),
    "1x2": ((0, 0), (0, 1)),
    "1x3": ((0, 0), (0, 1), (0, 2)),
    "2x2": ((0, 0), (0, 1), (1, 0), (1, 1)),
    "2x3": ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)),
    "L": ((0, 0), (1, 0), (1, 1)),
}
"""The room shapes (rows × columns, and a small L), cells (row, col): not on the
page, a reading of the game's square, rectangular and L rooms."""
FORM_NAMES = {"1x1": "1 case", "1x2": "rectangle 1×2", "1x3": "rectangle 1×3", "2x2": "carré 2×2",
              "2x3": "rectangle 2×3", "L": "en L"}

# id: (name, type, form, doors, points, special). Doors are named by side and rank along it
# (« N1 » is the first door place on the north, from the left; « E2 » the second on the east,
# from the top). special: ("lien", types, x) x points per room of those types joined by a door;
# ("malus", types, x) −x per room of those types touching by a door or a wall; ("tout", type, x)
# x points per room of that type anywhere in the castle. A reading of the game's tiles.
CATALOGUE = {
    "jar1": ("Roseraie", "jardin", "1x2", "W", 3, None),
    "jar2": ("Verger", "jardin", "2x2", "S1", 4, None),
    "jar3": ("Potager", "jardin", "1x3", "W", 2, None),
    "jar4": ("Labyrinthe de buis", "jardin", "2x3", "S2", 6, None),
    "jar5": ("Jardin d'hiver", "jardin", "L", "W2", 3, None),
    "act1": ("Salle de bal", "activite", "2x3", "N2S2", 6, ("malus", ("chambre",), 1)),
    "act2": ("Salle de jeux", "activite", "2x2", "N1S2", 4, ("malus", ("chambre", "salon"), 1)),
    "act3": ("Salle de musique", "activite", "L", "N1E2", 3, ("malus", ("chambre",), 1)),
    "act4": ("Théâtre", "activite", "1x3", "W" "E", 4, ("malus", ("cuisine",), 1)),
    "act5": ("Salle d'armes", "activite", "1x2", "WE", 2, ("malus", ("salon",), 1)),
    "sal1": ("Grand salon", "salon", "2x2", "N1S2", 4, ("lien", ("cuisine", "activite"), 1)),
    "sal2": ("Petit salon", "salon", "1x2", "WE", 2, ("lien", ("chambre",), 1)),
    "sal3": ("Salon de thé", "salon", "L", "N1E2", 3, ("lien", ("cuisine",), 2)),
    "sal4": ("Salon de lecture", "salon", "1x3", "N2S2", 3, ("lien", ("chambre", "jardin"), 1)),
    "sal5": ("Salle du trône", "salon", "2x3", "N2E1W2", 7, None),
    "cui1": ("Cuisine", "cuisine", "2x2", "N1E2", 3, ("lien", ("salon",), 1)),
    "cui2": ("Boulangerie", "cuisine", "1x2", "WE", 2, None),
    "cui3": ("Rôtisserie", "cuisine", "L", "W1E2", 3, ("lien", ("activite",), 1)),
    "cui4": ("Office", "cuisine", "1x3", "WS3", 2, None),
    "cui5": ("Cellier", "cuisine", "1x2", "N1S2", 1, ("lien", ("service",), 2)),
    "ser1": ("Buanderie", "service", "1x2", "WE", 1, None),
    "ser2": ("Lingerie", "service", "L", "N1W2", 2, None),
    "ser3": ("Sellerie", "service", "2x2", "N2S1", 3, ("lien", ("jardin",), 1)),
    "ser4": ("Garde-manger", "service", "1x3", "WE", 2, ("lien", ("cuisine",), 1)),
    "ser5": ("Écurie", "service", "2x3", "N1S3", 4, None),
    "cha1": ("Chambre du roi", "chambre", "2x3", "N2S2", 6, ("lien", ("salon",), 1)),
    "cha2": ("Chambre d'amis", "chambre", "2x2", "N1E2", 3, None),
    "cha3": ("Chambre de bonne", "chambre", "1x2", "W", 1, None),
    "cha4": ("Chambre de la reine", "chambre", "L", "N1E2", 4, ("lien", ("salon", "jardin"), 1)),
    "cha5": ("Nursery", "chambre", "1x3", "WS2", 2, None),
    "cor1": ("Galerie", "corridor", "1x3", "WN2E", 2, None),
    "cor2": ("Vestibule", "corridor", "2x2", "N2E1S1W2", 3, None),
    "cor3": ("Antichambre", "corridor", "1x2", "WS2", 1, None),
    "cor4": ("Rotonde", "corridor", "L", "N1E1S2", 2, None),
    "sou1": ("Cave à vin", "soussol", "1x2", "WE", 2, ("tout", "cuisine", 1)),
    "sou2": ("Crypte", "soussol", "2x2", "N1S2", 3, ("tout", "chambre", 1)),
    "sou3": ("Grotte", "soussol", "L", "N1E2", 3, ("tout", "jardin", 1)),
    "sou4": ("Oubliettes", "soussol", "1x3", "WE", 2, ("tout", "activite", 1)),
    "sou5": ("Salle des machines", "soussol", "2x3", "N2S2", 4, ("tout", "salon", 1)),
}
EXTRA = {
    "escalier": ("Escalier", "escalier", "1x1", "NS", 1, None),
    "couloir": ("Couloir", "couloir", "1x2", "N1S2WE", 1, None),
    "foyer": ("Foyer", "corridor", "2x2", "N1E2S2W1", 0, None),
}
"""The stair and the corridor bought for 3 000 (as many as wanted), and the foyer
every castle starts from (« Le foyer du début en fait partie »)."""
ROOMS = {**CATALOGUE, **EXTRA}
FOYER_AT = "E5"

BONUS_CARDS = {f"bonus-{k}": k for k in ("jardin", "activite", "salon", "cuisine", "service", "chambre",
                                         "corridor", "soussol")}
BONUS_CARD_POINTS = 2
"""A bonus card (a reading: the page names them, not their faces): 2 points per room of its
type in the castle at the end."""

FAVOURS = ("salon", "jardin", "soussol", "activite", "cuisine", "service", "chambre", "corridor")
"""The favour tokens (a reading): one per room type, « élément » = a room of that type."""
FAVOUR_POINTS = (8, 4, 2, 1)
"""« celui qui a le plus d'élément marque 8 points, le deuxième 4 points, puis 2
et 1. Il faut avoir au moins un élément pour marquer des points »."""


def room_name(rid: str) -> str:
    return ROOMS[rid][0]


def room_label(rid: str) -> str:
    name, kind, _, _, points, _ = ROOMS[rid]
    return f"{name} ({TYPES[kind].lower()}, {points} pt)"


def special_words(rid: str) -> str:
    sp = ROOMS[rid][5]
    if sp is None:
        return ""
    what, types, x = sp
    if what == "lien":
        return f"+{x} par {' ou '.join(SINGULAR[t] for t in types)} relié(e) par une porte"
    if what == "malus":
        return f"−{x} par {' ou '.join(SINGULAR[t] for t in types)} collé(e) par une porte ou un mur"
    return f"+{x} par {SINGULAR[types]} du château"


# --- shapes and doors --------------------------------------------------------------------------

def outer_edges(cells, side: str) -> list[tuple[int, int]]:
    """The cells of a shape whose `side` is an outer side, in reading order along
    that side (left to right for N and S, top to bottom for E and W)."""
    dr, dc = STEP[side]
    cells = set(cells)
    edges = [(r, c) for r, c in cells if (r + dr, c + dc) not in cells]
    return sorted(edges, key=(lambda rc: (rc[1], rc[0])) if side in "NS" else (lambda rc: rc))


def parse_doors(form: str, text: str) -> list[tuple[int, int, str]]:
    """« N1E2 » on a form → doors (row, col, side); a side with no rank is its first place."""
    cells = FORMS[form]
    out, i = [], 0
    while i < len(text):
        side = text[i]
        i += 1
        rank = ""
        while i < len(text) and text[i].isdigit():
            rank += text[i]
            i += 1
        r, c = outer_edges(cells, side)[int(rank or 1) - 1]
        out.append((r, c, side))
    return out


@lru_cache(maxsize=None)
def _shape(rid: str, quarter_turns: int):
    return shape_of(rid, quarter_turns)


def shape(rid: str, quarter_turns: int = 0):
    """A room's cells and doors turned clockwise (see `shape_of`), cached."""
    cells, doors = _shape(rid, quarter_turns % 4)
    return list(cells), list(doors)


def shape_of(rid: str, quarter_turns: int = 0):
    """A room's cells and doors turned clockwise together (« Elle peut être tournée
    autant qu'on veut, mais pas inversée »), normalised to the top-left, cells sorted
    (the first is the top row's leftmost, the square a placement names)."""
    _, _, form, doors, _, _ = ROOMS[rid]
    cells = list(FORMS[form])
    doors = parse_doors(form, doors)
    for _ in range(quarter_turns % 4):
        cells = [(c, -r) for r, c in cells]
        doors = [(c, -r, SIDES[(SIDES.index(s) + 1) % 4]) for r, c, s in doors]
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return (sorted((r - r0, c - c0) for r, c in cells),
            sorted((r - r0, c - c0, s) for r, c, s in doors))


GRID = Grid(SIZE, SIZE)


def lay(anchor: str, rid: str, turns: int):
    """The squares and doors of `rid` turned `turns` with its first square on `anchor`,
    or None if it would leave the castle."""
    placed = _lay(anchor, rid, turns % 4)
    return None if placed is None else (list(placed[0]), [list(d) for d in placed[1]])


@lru_cache(maxsize=None)
def _lay(anchor: str, rid: str, turns: int):
    i = GRID.parse(anchor)
    if i is None:
        return None
    cells, doors = shape(rid, turns)
    ar, ac = GRID.row_col(i)
    dr, dc = ar - cells[0][0], ac - cells[0][1]
    if not all(GRID.inside(r + dr, c + dc) for r, c in cells):
        return None
    return (tuple(GRID.name(GRID.index(r + dr, c + dc)) for r, c in cells),
            tuple((GRID.name(GRID.index(r + dr, c + dc)), s) for r, c, s in doors))


def _beyond_table() -> dict:
    out = {}
    for i in GRID.squares():
        r, c = GRID.row_col(i)
        for side, (dr, dc) in STEP.items():
            out[GRID.name(i), side] = GRID.name(GRID.index(r + dr, c + dc)) if GRID.inside(r + dr, c + dc) else None
    return out


BEYOND = _beyond_table()
"""(square, side) → the square on the other side of that side, or None off the castle."""


def beyond(cell: str, side: str) -> str | None:
    return BEYOND[cell, side]


def new_castle() -> dict:
    cells, doors = lay(FOYER_AT, "foyer", 0)
    return {FOYER_AT: room_at("foyer", 0, cells, doors)}


def room_at(rid: str, turns: int, cells, doors) -> dict:
    _, kind, _, _, points, _ = ROOMS[rid]
    return {"id": rid, "type": kind, "points": points, "sens": turns, "cases": cells, "portes": doors}


def owners(castle: dict) -> dict:
    return {cell: anchor for anchor, room in castle.items() for cell in room["cases"]}


def basement_clash(a: str, b: str) -> bool:
    """« Les salles du sous-sol (noires) ne peuvent être connectées qu'entre elles, via
    un/des escaliers »: a door between the basement and a room that is neither."""
    kinds = {a, b}
    return "soussol" in kinds and not kinds <= {"soussol", "escalier"}


def placement_problem(castle: dict, rid: str, turns: int, anchor: str, own=None) -> str | None:
    """Why `rid` turned `turns` may not have its first square on `anchor` (the page's
    words), or None. `own`: owners(castle), when the caller has it."""
    placed = lay(anchor, rid, turns)
    if placed is None:
        return f"posée en {anchor}, la salle dépasserait du château (A1 à {GRID.name(GRID.size - 1)})."
    cells, doors = placed
    own = owners(castle) if own is None else own
    busy = [c for c in cells if c in own]
    if busy:
        return f"{', '.join(busy)} est occupée : « Elle ne peut pas chevaucher une autre salle »."
    kind = ROOMS[rid][1]
    mine = {(c, s) for c, s in doors}
    connected = False
    for cell in cells:
        for side in SIDES:
            there = beyond(cell, side)
            if there is None or there not in own:
                continue
            other = castle[own[there]]
            theirs = [there, OPPOSITE[side]] in other["portes"]
            if kind == "jardin" and (cell, side) not in mine:
                return (f"la haie du jardin ({cell} {SIDE_NAMES[side]}) toucherait {there} : « Les jardins (verts) ont "
                        "tous une haie ou clôture qui ne peut être collée à aucun mur ».")
            if other["type"] == "jardin" and not theirs:
                return (f"{there} est un jardin dont la haie est de ce côté : « une haie ou clôture qui ne peut être "
                        "collée à aucun mur ».")
            if (cell, side) in mine and theirs:
                if basement_clash(kind, other["type"]):
                    return ("« Les salles du sous-sol (noires) ne peuvent être connectées qu'entre elles, via un/des "
                            "escaliers » : cette porte relierait le sous-sol au reste du château.")
                connected = True
    if not connected:
        return (f"en {anchor}, aucune porte de la salle ne touche une porte du château : « Au moins une de ses portes "
                "est connectée à une porte d'une salle du château ».")
    if not _door_left(castle, own, cells, doors):
        return ("« Il doit rester au moins une porte du château non connectée » : après cette pose, aucune porte ne "
                "donnerait sur une case libre.")
    return None


def _door_left(castle: dict, own: dict, cells, doors) -> bool:
    """Whether a door of the castle still faces a free square once `cells` are covered."""
    covered = set(cells)
    for cell, side in doors:
        there = BEYOND[cell, side]
        if there is not None and there not in own and there not in covered:
            return True
    for room in castle.values():
        for cell, side in room["portes"]:
            there = BEYOND[cell, side]
            if there is not None and there not in own and there not in covered:
                return True
    return False


def open_doors(castle: dict) -> list[tuple[str, str]]:
    """Doors of the castle facing a free square: (door's square, side)."""
    own = owners(castle)
    out = []
    for room in castle.values():
        for cell, side in room["portes"]:
            there = beyond(cell, side)
            if there is not None and there not in own:
                out.append((cell, side))
    return out


_MEMO: dict = {}


def _key(castle: dict) -> tuple:
    """A castle's fingerprint: its rooms, where and how they lie (the rest follows)."""
    return tuple(sorted((a, r["id"], r["sens"]) for a, r in castle.items()))


def places(castle: dict, rid: str, turns: int, first: bool = False) -> list[str]:
    """Every square where `rid` turned `turns` may have its first square (memoised: a pure
    function of the castle's rooms)."""
    key = (_key(castle), rid, turns % 4, first)
    if key not in _MEMO:
        if len(_MEMO) > 50000:
            _MEMO.clear()
        _MEMO[key] = _places(castle, rid, turns, first)
    return list(_MEMO[key])


def _places(castle: dict, rid: str, turns: int, first: bool = False) -> list[str]:
    """Every square where `rid` turned `turns` may have its first square. A new room
    covers the free square an open door faces, with a door of its own there: only
    those anchors are tried."""
    own = owners(castle)
    cells, doors = shape(rid, turns)
    out = set()
    for cell, side in open_doors(castle):
        free = beyond(cell, side)
        fr, fc = GRID.row_col(GRID.parse(free))
        for r, c, s in doors:
            if s != OPPOSITE[side]:
                continue
            ar, ac = fr - r + cells[0][0], fc - c + cells[0][1]
            if not GRID.inside(ar, ac):
                continue
            anchor = GRID.name(GRID.index(ar, ac))
            if anchor not in out and placement_problem(castle, rid, turns, anchor, own) is None:
                out.add(anchor)
                if first:
                    return [anchor]
    return sorted(out, key=GRID.parse)


def placeable(castle: dict, rid: str) -> bool:
    """« On ne peut pas acheter une salle qu'on ne peut pas placer tout de suite »."""
    return any(places(castle, rid, t, first=True) for t in range(4))


def complete(castle: dict, anchor: str, own=None) -> bool:
    """« toutes ses portes sont connectées à d'autres portes (collées à un mur ne
    fonctionne pas) »."""
    own = owners(castle) if own is None else own
    for cell, side in castle[anchor]["portes"]:
        there = beyond(cell, side)
        if there is None or there not in own or [there, OPPOSITE[side]] not in castle[own[there]]["portes"]:
            return False
    return True


def neighbours(castle: dict, anchor: str, own=None) -> tuple[set, set]:
    """The rooms joined to `anchor` by a door, and those touching it at all (door or wall)."""
    own = owners(castle) if own is None else own
    room = castle[anchor]
    doors = {(c, s) for c, s in room["portes"]}
    joined, touching = set(), set()
    for cell in room["cases"]:
        for side in SIDES:
            there = beyond(cell, side)
            if there is None or there not in own or own[there] == anchor:
                continue
            touching.add(own[there])
            if (cell, side) in doors and [there, OPPOSITE[side]] in castle[own[there]]["portes"]:
                joined.add(own[there])
    return joined, touching


def count_type(castle: dict, kind: str) -> int:
    """Rooms of a type (the grey ones together, foyer included)."""
    return sum(1 for r in castle.values() if bonus_kind(r["type"]) == kind)


def castle_points(castle: dict) -> dict:
    """Points of a castle: placement, completions (salon doubled, +5 activity), and the
    « Points des salles » specials (connection bonus, activity malus, basement bonus)."""
    own = owners(castle)
    out = {"pose": 0, "achevement": 0, "salles": 0}
    for anchor, room in castle.items():
        out["pose"] += room["points"]
        if complete(castle, anchor, own):
            if room["type"] == "salon":
                out["achevement"] += room["points"]
            elif room["type"] == "activite":
                out["achevement"] += ACTIVITY_POINTS
        sp = ROOMS[room["id"]][5]
        if sp is None:
            continue
        what, types, x = sp
        if what == "tout":
            out["salles"] += x * count_type(castle, types)
            continue
        joined, touching = neighbours(castle, anchor, own)
        if what == "lien":
            out["salles"] += x * sum(1 for a in joined if bonus_kind(castle[a]["type"]) in types)
        else:
            out["salles"] -= x * sum(1 for a in touching if bonus_kind(castle[a]["type"]) in types)
    out["total"] = out["pose"] + out["achevement"] + out["salles"]
    return out


# --- the king's favours ----------------------------------------------------------------------

def favour_points(counts: list[int]) -> list[int]:
    """Points of each player for one favour. Ties (not on the page): tied players each
    take the points of their place, the next player takes the place after all of them
    (3, 3, 1: 8, 8, 2)."""
    out = []
    for c in counts:
        if c <= 0:
            out.append(0)
            continue
        place = sum(1 for d in counts if d > c)
        out.append(FAVOUR_POINTS[place] if place < len(FAVOUR_POINTS) else 0)
    return out
