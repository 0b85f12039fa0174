"""Setup: the tiles, the board of 12 squares and its lines, the Ensembles and
their points, the rules of a turn's tiles and the end, as the page states
them (the readings it leaves open are stated on the page, « Lecture retenue »).

« Un Ensemble est un groupe de 2 tuiles ou plus, soit de même valeur, soit de même
couleur formant une suite. Les valeurs vont de 1 à 10 et il y a 5 couleurs. »
« Des lignes permettent de voir quelles cases sont reliées pour créer des
Ensembles : orthogonalement ou diagonalement. »
"""

from __future__ import annotations

from ...core import parse_number

# the page's sections (heading ids of docs/jeux/setup.md) that refusals point at
S_PRESENTATION = "presentation"
S_TURN = "deroulement-dun-tour"
S_SCORING = "decompte-des-points"
S_END = "fin-de-la-partie"
S_TEAMS = "partie-en-2v2"
SECTIONS = frozenset({S_PRESENTATION, S_TURN, S_SCORING, S_END, S_TEAMS})

VALUES = range(1, 11)
# The page names no colour; its example writes them ♦ and ♣: five symbols.
COLOURS = {"d": ("♦", "carreau"), "c": ("♣", "trèfle"), "h": ("♥", "cœur"), "s": ("♠", "pique"),
           "e": ("★", "étoile")}
ZONE_SIZE = 4                      # « Elles contiennent toutes 4 tuiles. »

# « Le plateau contient 12 cases : 4 cases communes au centre et 2 cases par couleur de pion »:
# a 4 × 4 square without its corners; (column, row) of each square.
SQUARES = {"B1": (1, 0), "C1": (2, 0), "A2": (0, 1), "B2": (1, 1), "C2": (2, 1), "D2": (3, 1),
           "A3": (0, 2), "B3": (1, 2), "C3": (2, 2), "D3": (3, 2), "B4": (1, 3), "C4": (2, 3)}
COMMON = ("B2", "C2", "B3", "C3")
# « 2 cases par couleur de pion (il y a toujours les quatre couleurs, peu importe le nombre de
# joueurs) »: the four sides' squares; each seat's pawn colour and side, in turn order
# (1v1 face to face; 2v2 round the table, partners face to face).
SIDES = {"sud": ("B4", "C4"), "ouest": ("A2", "A3"), "nord": ("B1", "C1"), "est": ("D2", "D3")}
SEAT_NAMES = ("Bleu", "Rouge", "Vert", "Jaune")
SEAT_SIDES = {2: ("sud", "nord"), 4: ("sud", "ouest", "nord", "est")}
UNPLAYED_NAMES = {"ouest": "Vert", "est": "Jaune"}       # 1v1: the two pawns nobody plays

# Reading: the page draws no board; every two squares side by side or corner to corner are joined.
LINKS = sorted((a, b) for a, (ca, ra) in SQUARES.items() for b, (cb, rb) in SQUARES.items()
               if a < b and max(abs(ca - cb), abs(ra - rb)) == 1)
NEIGHBOURS = {sq: tuple(sorted([b for a, b in LINKS if a == sq] + [a for a, b in LINKS if b == sq]))
              for sq in SQUARES}

# Reading: the finish line (« des losanges … selon le nombre de joueurs »), on a circle of 40 cases.
FINISH = {2: 30, 4: 25}
TRACK = 40


def team_of(players: int, seat: int) -> int:
    """2v2: seats 0 and 2 against 1 and 3; 1v1: each seat alone."""
    return seat % 2 if players == 4 else seat


def opponents(players: int, seat: int) -> list[int]:
    return [p for p in range(players) if team_of(players, p) != team_of(players, seat)]


def seat_squares(players: int, seat: int) -> tuple:
    return SIDES[SEAT_SIDES[players][seat]]


def side_of(sq: str):
    return next((side for side, sqs in SIDES.items() if sq in sqs), None)


def square_seat(players: int, sq: str):
    """The seat whose pawn owns `sq`, or None (the centre, a pawn nobody plays)."""
    side = side_of(sq)
    sides = SEAT_SIDES[players]
    return sides.index(side) if side in sides else None


# --- tiles ---------------------------------------------------------------------------

def tile_code(value: int, colour: str) -> str:
    return f"{value}{colour}"


ALL_TILES = tuple(tile_code(v, c) for c in COLOURS for v in VALUES)


def all_tiles() -> list[str]:
    """Reading: one tile of each value in each colour, 50 tiles."""
    return list(ALL_TILES)


def parse_tile(code) -> tuple[int, str] | None:
    if not isinstance(code, str) or len(code) < 2 or code[-1] not in COLOURS:
        return None
    value = parse_number(code[:-1])
    return (value, code[-1]) if value in VALUES else None


def tile_label(code: str) -> str:
    value, colour = parse_tile(code)
    return f"{value}{COLOURS[colour][0]}"


def tile_words(code: str) -> str:
    value, colour = parse_tile(code)
    return f"{value} {COLOURS[colour][1]}"


def tops(board: dict) -> dict:
    """« Seule la tuile du dessus d'une case compte » (reading): square → its top tile."""
    return {sq: stack[-1] for sq, stack in board.items() if stack}


# --- Ensembles and points ----------------------------------------------------------------

def _group(top: dict, start: str, joined) -> list[str]:
    """The squares joined to `start` line by line where `joined(tile, tile)` holds."""
    group, todo, seen = [], [start], {start}
    while todo:
        a = todo.pop()
        group.append(a)
        for b in NEIGHBOURS[a]:
            if b not in seen and b in top and joined(top[a], top[b]):
                seen.add(b)
                todo.append(b)
    return sorted(group)


def _same_value(a: str, b: str) -> bool:
    return a[:-1] == b[:-1]


def _in_suite(a: str, b: str) -> bool:
    return a[-1] == b[-1] and abs(int(a[:-1]) - int(b[:-1])) == 1


def joined(a: str, b: str) -> bool:
    """Two tiles that make an Ensemble when their squares are joined."""
    return _same_value(a, b) or _in_suite(a, b)


def ensembles(top: dict, new) -> list[dict]:
    """Every Ensemble holding one of the tiles just placed (`new`): tiles « de même
    valeur », or « de même couleur formant une suite », on squares joined by lines. A
    suite is a group of one colour joined line by line, each line between values that
    follow each other (3♦ – 4♦ – 5♦)."""
    out = []
    for kind, link in (("valeur", _same_value), ("suite", _in_suite)):
        done = set()
        for sq in new:
            if sq in done or sq not in top:
                continue
            group = _group(top, sq, link)
            done.update(group)
            if len(group) >= 2:
                out.append({"sorte": kind, "cases": group})
    return out


def turn_points(top: dict, new, players: int, seat: int) -> dict:
    """« le joueur gagne 1 point par tuile faisant partie de son ou ses Ensemble(s), même si
    elles étaient déjà présentes sur le plateau. Une tuile ne peut rapporter qu'un point
    maximum » ; « Si ces Ensembles comprennent des tuiles situées sur des zones d'adversaires,
    ceux-ci marquent aussi 1 point par tuile sur leur zone. » Points per seat."""
    return gains_of(ensembles(top, new), players, seat)


def gains_of(found: list[dict], players: int, seat: int) -> dict:
    squares = sorted({sq for e in found for sq in e["cases"]})
    gains = [0] * players
    gains[seat] = len(squares)
    for other in opponents(players, seat):
        gains[other] = sum(1 for sq in squares if sq in seat_squares(players, other))
    return {"gains": gains, "cases": squares, "ensembles": found}


# --- the tiles of a turn -----------------------------------------------------------------

def compatible(chosen: list[str], tile: str) -> bool:
    """« Il ne peut sélectionner que des tuiles de même valeur OU de même couleur »."""
    return all(_same_value(t, tile) for t in chosen) or all(t[-1] == tile[-1] for t in chosen)


def selection_problem(chosen: list[str], tile: str) -> str | None:
    if compatible(chosen, tile):
        return None
    return ("les tuiles d'un tour sont toutes de même valeur OU toutes de même couleur : "
            f"{tile_label(tile)} ne va pas avec " + ", ".join(tile_label(t) for t in chosen) + ".")


def single_suite_holds(top: dict, new: list[str], found: list[dict]) -> bool:
    """The rule below, given the turn's Ensembles (`found`)."""
    tiles = [top[sq] for sq in new]
    if len(new) < 2 or all(_same_value(t, tiles[0]) for t in tiles):
        return True
    return any(e["sorte"] == "suite" and all(sq in e["cases"] for sq in new) for e in found)


def single_suite_problem(top: dict, new: list[str]) -> str | None:
    """« de même couleur qui formeront une unique suite une fois posées »: tiles of one
    colour (several values) must end in one suite, joined by the lines."""
    if single_suite_holds(top, new, ensembles(top, new)):
        return None
    return ("les tuiles de même couleur posées dans un tour doivent former « une unique suite » une fois "
            "posées : des valeurs qui se suivent, de case reliée en case reliée.")


def square_problem(players: int, seat: int, sq: str, new: list[str]) -> str | None:
    """« sur toutes les cases, avec ou sans tuiles, SAUF celles de la couleur du pion de son
    ou ses adversaire(s) »."""
    owner = square_seat(players, sq)
    if owner is not None and owner in opponents(players, seat):
        return ("on pose sur toutes les cases « SAUF celles de la couleur du pion de son ou ses "
                "adversaire(s) » : " + sq + " est une case de l'adversaire.")
    if sq in new:
        return "une tuile de ce tour est déjà sur cette case."
    return None


# --- the end ---------------------------------------------------------------------------------

def last_to_play(players: int, last_mover: int, among: list[int]) -> int:
    """Of `among`, the seat that played last (turns go 0, 1, … and `last_mover` played last)."""
    for back in range(players):
        seat = (last_mover - back) % players
        if seat in among:
            return seat
    return among[0]


def winners(points: list[int], last_mover: int) -> tuple[list[int], str]:
    """The winning seats and why.

    1v1: « Celui qui a le plus de points remporte la victoire. S'il y a égalité, c'est le
    joueur qui a joué en dernier qui l'emporte. »
    2v2: « il ne faut pas qu'un des joueurs du binôme soit dernier […] Si les deux derniers
    sont sur la même case à la fin de la partie, c'est l'équipe du joueur avec le meilleur
    score qui gagne. »"""
    n = len(points)
    best = max(points)
    leaders = [p for p in range(n) if points[p] == best]
    top = last_to_play(n, last_mover, leaders)
    if n == 2:
        why = "le plus de points" if len(leaders) == 1 else "égalité : a joué en dernier"
        return [top], why
    low = min(points)
    last = [p for p in range(n) if points[p] == low]
    losing = {team_of(n, p) for p in last}
    if len(losing) == 1:
        team = 1 - losing.pop()
        why = "aucun joueur de l'équipe n'est dernier"
    else:
        team = team_of(n, top)
        why = "les derniers sont à égalité : l'équipe du meilleur score gagne"
    return [p for p in range(n) if team_of(n, p) == team], why
