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


def admission_problem(ward: dict, filled: list, k: int, die, curtain_before: bool = False,
                      curtain_here: bool = False) -> str | None:
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
    return order_problem(filled, die, curtain_before, curtain_here)


def score(wards: list, filled: list, morgue: int, nurses: int = 0, critical: int = 0) -> int:
    """Scores of the full wards (« le score inscrit au bout »), the nurse track, the critical patients'
    values, minus 1 per patient at the morgue."""
    return (sum(w["score"] for w, f in zip(wards, filled) if len(f) == len(w["cases"])) + nurse_points(nurses)
            + critical - MORGUE_PENALTY * morgue)


# --- the bonuses (section « Les bonus ») ---------------------------------------------------------
#
# Each patient of the example comes with the bonus of its Ambulance card combination (« une
# combinaison de couleur dé-bonus »), written as a code: « S2 » (2 stethoscopes), « P » (a blood
# bag), « ! » (critical patient), « C » (curtain), « I » (nurse), « +J3 » (an extra yellow 3),
# « - » (no bonus).

SEC_BONUS = "les-bonus"
MAX_STETHOSCOPES = 3
NURSE_TRACK = (2, 5, 9, 14, 20)
"""« entourer la valeur tout à gauche [...] à côté du symbole infirmière (2-5-9..) »: the page gives
2-5-9 and stops; the example goes on with the same growing steps (+3, +4, +5, +6)."""

DEFAULT_BONUSES = "S2 C I ! P +B2 S1 !"


def parse_bonus(code) -> dict | None:
    """One bonus code -> {"kind": ..., ...}, or None."""
    if not isinstance(code, str):
        return None
    if code == "-":
        return {"kind": "aucun"}
    if code in ("P", "!", "C", "I"):
        return {"kind": {"P": "poche", "!": "critique", "C": "rideau", "I": "infirmiere"}[code]}
    if len(code) == 2 and code[0] == "S" and code[1] in "123":
        return {"kind": "stetho", "n": int(code[1])}
    if len(code) == 3 and code[0] == "+" and code[1] in COLOURS and code[2] in "123456":
        return {"kind": "supplementaire", "die": [code[1], int(code[2])]}
    return None


def parse_bonuses(line) -> list | None:
    """« S2 C I ! »: one code a patient, in the patients' order."""
    if not isinstance(line, str):
        return None
    codes = line.split()
    if len(codes) > MAX_PATIENTS or any(parse_bonus(c) is None for c in codes):
        return None
    return codes


def bonus_name(code: str) -> str:
    b = parse_bonus(code)
    kind = b["kind"]
    if kind == "stetho":
        return f"{b['n']} stéthoscope{'s' if b['n'] > 1 else ''}"
    if kind == "supplementaire":
        return f"patient supplémentaire ({die_name(b['die'])})"
    return {"aucun": "aucun bonus", "poche": "poche de sang", "critique": "patient critique « ! »",
            "rideau": "rideau", "infirmiere": "infirmière"}[kind]


def shifted(die, shift: int) -> list:
    """« rayés pour modifier la valeur d'un dé (+1/-1 par stéthoscope) »: a die keeps 1 to 6."""
    return [die[0], die[1] + shift]


def nurse_points(nurses: int) -> int:
    """The last value circled on the nurse track (0 before the first nurse)."""
    return NURSE_TRACK[nurses - 1] if nurses else 0


def order_problem(filled: list, die, curtain_before: bool, curtain_here: bool) -> str | None:
    """« en nombres croissants », unless a curtain stands between this patient and the previous one:
    « Cela permet d'ignorer l'obligation d'ordre croissant entre ce patient et ceux adjacents. »"""
    if not filled or die[1] > filled[-1][1] or curtain_before or curtain_here:
        return None
    return (f"après le {filled[-1][1]} de la case précédente, il faut au moins {filled[-1][1] + 1} : les "
            f"patients sont admis « en nombres croissants (pas forcément consécutifs) » (un rideau sur l'une "
            f"des deux cases lèverait cette obligation).")


# --- the whole game (sections « Déroulement d'un tour », « Les cartes objectifs », « Fin de la partie ») --
#
# The page gives neither the sheet, nor the Ambulance cards, nor what the objectives ask: the game
# reads them as below (stated under « Lecture retenue » on the page).

SEC_TOUR = "deroulement-dun-tour"

TURNS = 24
"""« Remplir en 24 tours les cases de l'hôpital »: one Ambulance card a turn."""
DICE_ORDER = ("R", "J", "B")
"""The three dice, one of each colour, « placés à côté de la carte en fonction de leur couleur »."""

SHEET = ["R G J B : 4", "J B G R : 4", "B R J G B : 7", "G J R B J : 7", "R B G J G R : 10"]
"""The game's sheet: five wards, 24 squares (one a turn), longer wards worth more."""

AMBULANCE_CARDS = [
    "S1 ! P", "I S2 C", "P S1 !", "! C S1", "S2 P I", "C I S1", "+J3 S1 P", "! S2 I",
    "S1 C !", "I P S2", "P ! C", "S3 I +B4", "+R2 ! S1", "C S1 I", "S1 P -", "! I S2",
    "- C P", "S2 +R5 !", "I - S1", "P S3 C", "+B6 I -", "S1 ! +J1", "C S2 P", "- P I",
]
"""The 24 Ambulance cards: on each, the bonus beside the red die, the yellow die, the blue die
(codes of `parse_bonus`)."""

CARDIOLOGUES = {
    "deux-chambres": "Remplir deux chambres",
    "trois-critiques": "Admettre trois patients critiques « ! »",
    "deux-infirmieres": "Barrer deux infirmières",
    "trois-six": "Admettre trois patients de valeur 6",
}
"""The Cardiologue cards, two drawn each game."""
CARDIO_FIRST, CARDIO_SECOND, CARDIO_DUO = 8, 5, 5
"""« ils marquent 8 points puis la retournent. La fois suivante, [...] 5 points et défaussent la
carte »; « Sur une partie à 2 joueurs, le premier joueur à remplir l'objectif marque 5 points »."""
RADIOLOGUE = 4
"""Radiologue (read): at the end, 4 points to whoever has the most critical patients (at least one)."""
EPIDEMIOLOGISTE = 4
"""Épidémiologiste (read): at the end, 4 points to whoever sent the fewest patients to the morgue."""


def card_bonuses(card: int) -> list[str]:
    """The card's three bonus codes, in the dice's order (red, yellow, blue)."""
    return AMBULANCE_CARDS[card].split()


def game_wards() -> list[dict]:
    return [parse_ward(line) for line in SHEET]


def cardio_done(goal: str, filled: list, wards: list, critical: list, nurses: list) -> bool:
    """Whether a sheet fulfils a Cardiologue card."""
    if goal == "deux-chambres":
        return sum(len(f) == len(w["cases"]) for f, w in zip(filled, wards)) >= 2
    if goal == "trois-critiques":
        return len(critical) >= 3
    if goal == "deux-infirmieres":
        return sum(bool(n) for n in nurses) >= 2
    return sum(d[1] == 6 for f in filled for d in f) >= 3


def cardio_award(side: str, players: int) -> int:
    """Points a Cardiologue card gives now: its first side 8 (5 with 2 players), its other side 5."""
    if players == 2:
        return CARDIO_DUO
    return CARDIO_FIRST if side == "neuve" else CARDIO_SECOND


def critical_points(filled: list, critical: list) -> int:
    """« cela rapportera autant de point que la valeur du dé à la fin de la partie »."""
    return sum(filled[int(w) - 1][int(k) - 1][1] for w, k in (c.split("-") for c in critical))


def placement_value(ward: dict, filled: list, die, curtain_before: bool = False) -> float | None:
    """How good admitting `die` on the ward's next square looks (for the bots), or None if refused:
    the ward's points per square, less what a jump in values costs the squares still to fill."""
    k = next_square(filled)
    if admission_problem(ward, filled, k, die, curtain_before=curtain_before) is not None:
        return None
    left = len(ward["cases"]) - k - 1
    room = 6 - die[1]
    prev = filled[-1][1] if filled else 0
    gain = ward["score"] / len(ward["cases"]) + (ward["score"] * 0.5 if left == 0 else 0)
    if room < left:
        gain -= ward["score"] * 0.6          # the ward can no longer be filled in order
    gain -= 0.25 * max(0, die[1] - prev - 1 - max(0, room - left))
    return gain
