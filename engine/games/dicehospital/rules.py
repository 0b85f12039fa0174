"""Dice Hospital ER: the rules of admission (section « Principe de placement des patients »).

« Le plateau est divisé en plusieurs chambres par des lignes noires. Les patients
sont admis dans ces chambres en partant des ambulances en bas à gauche, les uns à
la suite des autres, en nombres croissants (pas forcément consécutifs). »
« Les patients doivent être placés sur des cases en fonctions de la couleur de leur
dé, sachant que n'importe quel dé peut être placé sur une case grise. »
« Quand une chambre est remplie, le joueur obtient le score inscrit au bout. »
« Si lors d'un tour, un joueur ne peut pas, ou ne veut pas, admettre un patient, il
l'envoie à la morgue [...] et perd 1 point. »

The page draws no sheet: the example reads each ward as a row of coloured
squares filled from its ambulance end (the left), strictly increasing, with
its score at the far end (stated under « Lecture retenue » on the page).
"""

from __future__ import annotations

SEC_PLACEMENT = "principe-de-placement-des-patients"

# colour letter -> (French name, palette key)
COLOURS = {"R": ("rouge", "rouge"), "J": ("jaune", "jaune"), "B": ("bleu", "bleu")}
GREY = "G"
SQUARES = {**COLOURS, GREY: ("grise", "gris")}
MAX_WARD = 6
MAX_WARDS = 5
MAX_PATIENTS = 12
MORGUE_PENALTY = 1

DEFAULT_WARDS = ["G R R J : 3", "B B G J J : 5", "R G B : 2"]
DEFAULT_PATIENTS = "R2 J4 B1 R5 B3 J6 R4 B6"


def parse_ward(line) -> dict | None:
    """« G R R J : 3 »: the squares' colours (R, J, B, G grey) then the score at the end."""
    if not isinstance(line, str) or line.count(":") != 1:
        return None
    squares, score = line.split(":")
    cells = squares.split()
    if not 1 <= len(cells) <= MAX_WARD or any(c not in SQUARES for c in cells):
        return None
    score = score.strip()
    if not score.isdigit() or not 0 <= int(score) <= 99:
        return None
    return {"cases": cells, "score": int(score)}


def parse_patients(line) -> list | None:
    """« R2 J4 B1 »: each die its colour letter (R, J, B) and its value 1 to 6."""
    if not isinstance(line, str):
        return None
    dice = []
    for c in line.split():
        if len(c) != 2 or c[0] not in COLOURS or c[1] not in "123456":
            return None
        dice.append([c[0], int(c[1])])
    if not 1 <= len(dice) <= MAX_PATIENTS:
        return None
    return dice


def die_name(d) -> str:
    return f"dé {COLOURS[d[0]][0]} {d[1]}"


def next_square(filled: list) -> int:
    """Index of the ward's next free square (its length when full): « les uns à la suite des autres »."""
    return len(filled)


def colour_fits(die, square: str) -> bool:
    """« en fonctions de la couleur de leur dé, [...] n'importe quel dé peut être placé sur une case grise »."""
    return square == GREY or square == die[0]


def admission_problem(ward: dict, filled: list, k: int, die) -> str | None:
    """Why this die cannot go on square k (from 0) of this ward (French, quoting the page), or None."""
    nxt = next_square(filled)
    if nxt >= len(ward["cases"]):
        return "cette chambre est déjà remplie : aucun patient n'y entre plus."
    if k < nxt:
        return f"la case {k + 1} est déjà occupée."
    if k > nxt:
        return (f"les patients sont admis « en partant des ambulances [...], les uns à la suite des autres » : "
                f"dans cette chambre, la prochaine case est la case {nxt + 1}.")
    square = ward["cases"][k]
    if not colour_fits(die, square):
        colour = COLOURS[die[0]][0]
        return (f"un {die_name(die)} ne va pas sur une case {SQUARES[square][0]} : les patients sont placés "
                f"« en fonctions de la couleur de leur dé, sachant que n'importe quel dé peut être placé sur "
                f"une case grise » (ici une case {colour} ou grise).")
    if filled and die[1] <= filled[-1][1]:
        return (f"après le {filled[-1][1]} de la case précédente, il faut au moins {filled[-1][1] + 1} : les "
                f"patients sont admis « en nombres croissants (pas forcément consécutifs) ».")
    return None


def score(wards: list, filled: list, morgue: int) -> int:
    """Scores of the full wards (« le score inscrit au bout »), minus 1 per patient at the morgue."""
    return sum(w["score"] for w, f in zip(wards, filled) if len(f) == len(w["cases"])) - MORGUE_PENALTY * morgue
