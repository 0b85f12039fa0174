"""Hypnosia's rules (page « Gamehelphypnosia », French part), as pure functions.

« Le premier joueur lance les 2 dés, puis il déplace 1 ou 2 pions d'autant
de cases que les valeurs indiquées par les dés. [...] il peut déplacer un
pion de 5 cases et un autre pion de 4 cases, ou bien un seul pion de 5+4=9
cases. Important : le joueur doit "consommer" chaque point du lancer et ne
peut pas arrêter son pion avant cela. »

« Sur les cercles, les pions ne peuvent se déplacer que dans le sens
contraire des aiguilles d'une montre. Certaines cases sont spéciales [...] :
elles permettent à un pion d'entrer sur le cercle suivant en empruntant un
"pont". Un pion doit d'abord s'arrêter sur cette case, et c'est seulement au
déplacement suivant qu'il pourra entrer sur le cercle suivant. »

The board is not described by the page; the one used here (stated on the page
under « Lecture retenue ») is drawn on an 11 × 11 square grid: three
concentric « circles » (square rings of 32, 24 and 16 squares), each with 6
bridges, the centre's 5 places (a cross in the middle) and, outside the large
circle, 6 starting lanes of 4 squares (one per colour, 24 pawns): the pawn on
the lane's first square is 1 square away from the large circle, the last one
4 squares away.

A position is `pions`: one [owner, square] per pawn (square -1: captured,
-2: in the centre without a place left). Centre places are squares too.
"""

from __future__ import annotations

from functools import lru_cache

from ...grid import Grid

SIZE = 11
GRID = Grid(SIZE, SIZE)
MID = SIZE // 2
CAPTURED = -1
CENTRE_NO_PLACE = -2
CENTRE = -3
"""Destination marker: « la partie centrale du plateau »."""
MAX_STACK = 2
"""« Un joueur peut empiler 2 pions (2 est le maximum). »"""
PAWNS_PER_PLAYER = 4
CENTRE_POINTS = (5, 4, 3, 2, 1)
"""« Le 1er pion à entrer sur la partie centrale du plateau rapporte 5 points,
le 2ème 4 points, le 3ème 3 points, le 4ème 2 points et le 5ème 1 point. »"""
CAPTURE_POINTS = 1
"""« Chaque joueur qui capture un pion reçoit 1 point, chaque joueur dont un
pion est capturé perd 1 point. »"""


def _sq(r: int, c: int) -> int:
    return GRID.index(r, c)


def ring_order(k: int) -> list[int]:
    """The squares of the ring at distance k from the middle, anti-clockwise
    (« dans le sens contraire des aiguilles d'une montre »), from the middle
    of its top side: left along the top, down the left side, right along the
    bottom, up the right side."""
    out = [(MID - k, c) for c in range(MID, MID - k - 1, -1)]
    out += [(r, MID - k) for r in range(MID - k + 1, MID + k + 1)]
    out += [(MID + k, c) for c in range(MID - k + 1, MID + k + 1)]
    out += [(r, MID + k) for r in range(MID + k - 1, MID - k - 1, -1)]
    out += [(MID - k, c) for c in range(MID + k - 1, MID, -1)]
    return [_sq(r, c) for r, c in out]


def _step(square: int, inward: bool) -> int:
    """The square next to a ring's (non-corner) square, toward the middle or away."""
    r, c = GRID.row_col(square)
    k = max(abs(r - MID), abs(c - MID))
    d = 1 if inward else -1
    if r == MID - k:
        return _sq(r + d, c)
    if r == MID + k:
        return _sq(r - d, c)
    if c == MID - k:
        return _sq(r, c + d)
    return _sq(r, c - d)


CIRCLES = {4: ring_order(4), 3: ring_order(3), 2: ring_order(2)}
"""The three circles by distance from the middle: 4 the largest, 2 the smallest."""
CIRCLE_NAMES = {4: "grand cercle", 3: "cercle du milieu", 2: "petit cercle"}
BRIDGE_INDEX = {4: (2, 7, 14, 18, 23, 30), 3: (1, 6, 11, 13, 18, 23), 2: (0, 3, 5, 8, 11, 13)}
"""Where the 6 bridges of each circle are (positions along the circle)."""

NEXT: dict[int, int] = {}
CIRCLE_OF: dict[int, int] = {}
for _k, _ring in CIRCLES.items():
    for _i, _s in enumerate(_ring):
        NEXT[_s] = _ring[(_i + 1) % len(_ring)]
        CIRCLE_OF[_s] = _k

BRIDGES: dict[int, int] = {}
"""Bridge square -> the square it leads to (on the next inner circle), or CENTRE."""
for _k, _idx in BRIDGE_INDEX.items():
    for _i in _idx:
        _s = CIRCLES[_k][_i]
        BRIDGES[_s] = CENTRE if _k == 2 else _step(_s, True)

CENTRE_PLACES = (_sq(MID, MID), _sq(MID - 1, MID), _sq(MID, MID - 1), _sq(MID + 1, MID), _sq(MID, MID + 1))
"""The centre's 5 places, in order of arrival (the 1st place scores 5)."""

_RING5 = ring_order(5)
LANE_H1 = {"A": 39, "B": 4, "L": 12, "A2": 19, "B2": 24, "R": 32}
"""Each starting lane by the position, on the square ring outside the large
circle, of its first square (the one next to the large circle)."""
LANES: dict[str, list[int]] = {k: [_RING5[(j - d) % 40] for d in range(4)] for k, j in LANE_H1.items()}
"""Lane -> its 4 squares, the first (1 square from the large circle) first."""
ENTRY = {k: _step(squares[0], True) for k, squares in LANES.items()}
"""Lane -> the first square of the large circle its pawns enter on."""
LANE_COLOURS = {"A": "rouge", "A2": "bleu", "L": "jaune", "R": "vert", "B": "violet", "B2": "orange"}
COLOUR_NAMES = {"rouge": "Rouge", "bleu": "Bleu", "jaune": "Jaune", "vert": "Vert", "violet": "Violet",
                "orange": "Orange"}
SEAT_LANES = {2: ("A", "A2"), 3: ("A", "B2", "L"), 4: ("A", "R", "A2", "L"), 5: ("A", "R", "B2", "A2", "L"),
              6: ("A", "R", "B2", "A2", "L", "B")}
"""Which lane (colour) each seat gets, by number of players: spread around the board,
the seats in turn order going clockwise (« Puis c'est au tour du joueur suivant dans le
sens des aiguilles d'une montre »): lanes further along `_RING5`, which runs
anti-clockwise, come earlier in the turn."""

LANE_OF: dict[int, tuple[str, int]] = {}
"""Lane square -> (lane, distance to the large circle: 1 to 4)."""
for _k, _squares in LANES.items():
    for _d, _s in enumerate(_squares, start=1):
        LANE_OF[_s] = (_k, _d)

assert all(ENTRY[k] not in BRIDGES and CIRCLE_OF[ENTRY[k]] == 4 for k in LANES)
assert len({s for v in LANES.values() for s in v}) == 24


def place_name(square: int) -> str:
    return GRID.name(square)


def is_circle(square: int) -> bool:
    return square in CIRCLE_OF


def advance(square: int, n: int) -> int:
    for _ in range(n):
        square = NEXT[square]
    return square


def destinations(square: int, n: int, lane: str, stack: bool, variant: bool) -> list[tuple[int, bool]]:
    """Where a piece on `square` ends after exactly `n` squares: a list of
    (destination, crosses a bridge). From a starting lane the piece must
    reach the large circle (« il doit obtenir un score suffisamment élevé
    pour atteindre au minimum la première case du plus grand cercle »); on a
    circle it goes anti-clockwise, and from a bridge it started on it may
    also take the bridge (its first square is the inner circle's; the bridge
    of the small circle leads to the centre, 1 square: « obtenir un "1" »).
    Variante: « les piles ne peuvent plus traverser les ponts »."""
    out: list[tuple[int, bool]] = []
    if square in LANE_OF:
        own, dist = LANE_OF[square]
        if own == lane and n >= dist:
            out.append((advance(ENTRY[lane], n - dist), False))
        return out
    if square not in CIRCLE_OF:
        return out
    out.append((advance(square, n), False))
    inner = BRIDGES.get(square)
    if inner is not None and not (variant and stack):
        if inner == CENTRE:
            if n == 1:
                out.append((CENTRE, True))
        else:
            out.append((advance(inner, n - 1), True))
    return out


def occupancy(pions) -> dict[int, list[int]]:
    """Square -> the pawns on it (board squares only, centre places included)."""
    occ: dict[int, list[int]] = {}
    for pid, (_, sq) in enumerate(pions):
        if sq >= 0:
            occ.setdefault(sq, []).append(pid)
    return occ


def landing_problem(pions, occ, target: int, player: int, count: int) -> str | None:
    """Why `count` pawns of `player` may not end on `target` (None: they may):
    a stack holds 2 pawns at most; « Un pion simple ne peut pas capturer une
    pile adverse »."""
    if target == CENTRE:
        return None
    there = occ.get(target, [])
    if not there:
        return None
    owner = pions[there[0]][0]
    if owner == player:
        if count + len(there) > MAX_STACK:
            return "stack"
        return None
    if count < len(there):
        return "single-vs-stack"
    return None


def centre_filled(pions) -> int:
    return sum(1 for _, sq in pions if sq in CENTRE_PLACES or sq == CENTRE_NO_PLACE)


def units(pions, occ, player: int, moved) -> list[tuple[str, int, list[int]]]:
    """The pieces `player` may move: (kind, square, pawns), kind "" for a
    single pawn or a whole stack, "un" for one pawn leaving a stack (« en ne
    déplaçant qu'un seul des pions qui forment la pile »). Pawns already
    moved this turn stay (« un autre pion »)."""
    out = []
    for sq in sorted(occ):
        if sq in CENTRE_PLACES:
            continue
        pawns = occ[sq]
        if pions[pawns[0]][0] != player:
            continue
        free = [p for p in pawns if p not in moved]
        if not free:
            continue
        if len(pawns) == 1:
            out.append(("", sq, free))
        else:
            if len(free) == 2:
                out.append(("", sq, free))
            out.append(("un", sq, free[:1]))
    return out


def move_id(kind: str, source: int, target: int) -> str:
    dest = "centre" if target == CENTRE else GRID.name(target)
    return ("un-" if kind else "") + GRID.name(source) + "-" + dest


def parse_move(move) -> tuple[str, int, int] | None:
    """« C3-E5 » / « un-C3-E5 » / « C3-centre » -> (kind, source, target)."""
    if not isinstance(move, str):
        return None
    parts = move.split("-")
    kind = ""
    if len(parts) == 3 and parts[0] == "un":
        kind = "un"
        parts = parts[1:]
    if len(parts) != 2:
        return None
    src = GRID.parse(parts[0])
    dst = CENTRE if parts[1] == "centre" else GRID.parse(parts[1])
    if src is None or dst is None:
        return None
    return kind, src, dst


def single_moves(pions, player: int, lane: str, dice_left: list[int], moved, variant: bool,
                 allow_sum: bool = True) -> dict[str, dict]:
    """Every move one piece may make now: id -> {"pions", "de" (dice used),
    "cible", "pont"}. Amounts: each die left, and their sum when both are
    left (« un seul pion de 5+4=9 cases »)."""
    occ = occupancy(pions)
    amounts: list[tuple[int, list[int]]] = []
    for i, d in enumerate(dice_left):
        if all(d != a for a, _ in amounts):
            amounts.append((d, [d]))
    if allow_sum and len(dice_left) == 2:
        amounts.append((dice_left[0] + dice_left[1], list(dice_left)))
    out: dict[str, dict] = {}
    for kind, sq, pawns in units(pions, occ, player, moved):
        stack = len(pawns) == 2
        for n, used in amounts:
            for target, bridge in destinations(sq, n, lane, stack, variant):
                if landing_problem(pions, occ, target, player, len(pawns)) is None:
                    out.setdefault(move_id(kind, sq, target),
                                   {"pions": list(pawns), "de": used, "cible": target, "pont": bridge})
    return out


def apply(pions, info: dict, player: int) -> dict:
    """Play a move on `pions` (changed in place); returns what happened:
    {"pris": captured pawns, "centre": [(pawn, place or None)]}."""
    target = info["cible"]
    taken: list[int] = []
    entered: list[tuple[int, int | None]] = []
    if target == CENTRE:
        filled = centre_filled(pions)
        for p in info["pions"]:
            if filled < len(CENTRE_PLACES):
                pions[p][1] = CENTRE_PLACES[filled]
                entered.append((p, filled))
                filled += 1
            else:
                pions[p][1] = CENTRE_NO_PLACE
                entered.append((p, None))
    else:
        for pid, (owner, sq) in enumerate(pions):
            if sq == target and owner != player:
                pions[pid][1] = CAPTURED
                taken.append(pid)
        for p in info["pions"]:
            pions[p][1] = target
    return {"pris": taken, "centre": entered}


def turn_moves(pions, player: int, lane: str, dice_left: list[int], moved, variant: bool) -> dict[str, dict]:
    """The legal moves of this step of the turn, under « le joueur doit
    "consommer" chaque point du lancer »: with both dice left, a move using
    one die is allowed only if another pawn can then use the other one — or
    if no way to use the whole roll exists (then any usable die may be
    played, and the turn ends). Entering the centre with a « 1 » is always
    allowed: that pawn's journey ends there (the other die is then played
    by another pawn if one can)."""
    moves = single_moves(pions, player, lane, dice_left, moved, variant)
    if len(dice_left) < 2:
        return moves
    full: dict[str, dict] = {}
    partial: dict[str, dict] = {}
    for mid, info in moves.items():
        if len(info["de"]) == 2 or info["cible"] == CENTRE:
            full[mid] = info
            continue
        rest = list(dice_left)
        rest.remove(info["de"][0])
        after = [list(p) for p in pions]
        apply(after, info, player)
        if single_moves(after, player, lane, rest, set(moved) | set(info["pions"]), variant):
            full[mid] = info
        else:
            partial[mid] = info
    return full if full else partial


@lru_cache(maxsize=64)
def cached_turn_moves(pions: tuple, player: int, lane: str, dice_left: tuple, moved: frozenset,
                      variant: bool) -> dict[str, dict]:
    """`turn_moves` for a position written as tuples (a state asks several
    times per move); the answer must be read, never changed."""
    return turn_moves([list(p) for p in pions], player, lane, list(dice_left), moved, variant)


def exact_roll_chances() -> list[float]:
    """Chance (two dice) of being able to move exactly d squares, as a die or
    as their sum, for d = 0..12 (for the bots)."""
    out = [0.0] * 13
    for a in range(1, 7):
        for b in range(1, 7):
            for d in {a, b, a + b}:
                out[d] += 1 / 36
    return out
