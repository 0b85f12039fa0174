"""Con Sonar!'s counts, cards, turn and final scoring (page « Gamehelpconsonar »).

« 6 ensembles de couleurs de 2 sous-marins (Jaune, Vert, Bleu, Rouge,
Orange, Pourpre) »: 12 submarines. The page's set-up sentence, « On débute
le jeu avec 6 sous-marins de chaque couleur sur la graduation 2 du Sonar,
les 6 autres sur la graduation 4 », cannot be right with 2 submarines per
colour (6 of each colour would be 36): the reading kept is 1 submarine of
each colour on graduation 2 (6 in all) and the 6 others on graduation 4.

« Chaque joueur reçoit des points comme suit :
- 1 point par sous-marin coulé,
- –1 point par attaque ratée,
- 2 points pour chacun de vos sous-marins encore présent sur le Sonar,
- 1 point par paire de sous-marins coulés de la même couleur,
- 2 points pour un groupe de 4 sous-marins (ou plus) coulés de couleurs
  différentes. »
Readings (the page is silent): the lines add up, a submarine counts in a
pair and in a group alike; « un groupe » is counted for each group of 4
different colours the sunk submarines can form, each submarine in one group
at most.
"""

from __future__ import annotations

COLOURS = ("jaune", "vert", "bleu", "rouge", "orange", "pourpre")
COLOUR_NAMES = {"jaune": "Jaune", "vert": "Vert", "bleu": "Bleu", "rouge": "Rouge", "orange": "Orange",
                "pourpre": "Pourpre"}
PALETTE = {"jaune": "jaune", "vert": "vert", "bleu": "bleu", "rouge": "rouge", "orange": "orange",
           "pourpre": "violet"}
SUBS_PER_COLOUR = 2
TORPEDO_CARDS = 18
GROUP_SIZE = 4
MAX_MISSES = TORPEDO_CARDS

START_AS_WRITTEN = {"graduation 2": 6 * len(COLOURS), "graduation 4": 6}
"""The page's sentence taken literally: 6 of each colour on 2, 6 others on 4."""


def total_subs() -> int:
    return SUBS_PER_COLOUR * len(COLOURS)


def groups(sunk: dict[str, int]) -> int:
    """How many groups of 4 submarines of different colours the sunk ones
    form, each submarine in one group at most (greedy on the largest counts,
    which is optimal for this packing)."""
    counts = sorted((n for n in sunk.values() if n > 0), reverse=True)
    made = 0
    while len(counts) >= GROUP_SIZE:
        for k in range(GROUP_SIZE):
            counts[k] -= 1
        made += 1
        counts = sorted((n for n in counts if n > 0), reverse=True)
    return made


def score(sunk: dict[str, int], misses: int, left: int) -> dict[str, int]:
    """Each line of « Décompte » and the total."""
    lines = {
        "coules": sum(sunk.values()),
        "ratees": -misses,
        "restants": 2 * left,
        "paires": sum(n // 2 for n in sunk.values()),
        "groupes": 2 * groups(sunk),
    }
    lines["total"] = sum(lines.values())
    return lines


# --- the whole game ----------------------------------------------------------
#
# « Déroulement d'un tour » speaks of « l'enchaînement » of the cards but never
# says what a card shows nor what chains. The reading kept (stated on the
# page under « Lecture retenue »): every card, « Flotte » or « Torpille »,
# shows a submarine colour and a number from 1 to 3; a card chains with the
# previous « Flotte » card when they share the colour or the number. A
# « Flotte » card moves the shallowest submarine of its colour that many
# graduations down the Sonar (graduation 8 at most). A torpedo used on a
# submarine rolls the 8-sided die: it sinks the submarine when the die is at
# least the submarine's graduation (deeper is safer), otherwise the attack
# is missed.

GRADUATIONS = range(1, 9)
CARD_NUMBERS = (1, 2, 3)
KINDS = {"flotte": "Flotte", "torpille": "Torpille"}
DIE_FACES = 8


def card_name(kind: str, colour: str, number: int) -> str:
    return f"{KINDS[kind]} {COLOUR_NAMES[colour]} {number}"


def chains(card: tuple[str, int], previous: tuple[str, int]) -> bool:
    """The reading kept for « l'enchaînement »: same colour or same number."""
    return card[0] == previous[0] or card[1] == previous[1]


def dive(graduation: int, number: int) -> int:
    """A « Flotte » card moves a submarine `number` graduations down, 8 at most."""
    return min(max(GRADUATIONS), graduation + number)


def hits(die: int, graduation: int) -> bool:
    """The torpedo sinks the submarine when the die is at least its graduation."""
    return die >= graduation


def game_over(subs_left: int, torpedo_used: bool, stock: int) -> bool:
    """« S'il ne reste plus que 2 sous-marins ou s'il n'y a plus de carte
    « Torpille » disponible pour remplacer une carte « Torpille » utilisée, la
    partie se termine. »  `stock`: the torpedo cards left before replacing."""
    return subs_left <= 2 or (torpedo_used and stock == 0)


# Section ids of the rule page (refusals link there).
S_OVERVIEW = "apercu"
S_TURN = "deroulement-dun-tour"
S_END = "fin-de-partie"
SECTIONS = frozenset({S_OVERVIEW, S_END})

# Readings of our own (the page gives no deck, hand or draw): 36 « Flotte » = 6 colours × 1–3 × 2 copies,
# 18 « Torpille » = 6 colours × 1–3; each player holds 4 « Flotte » and 2 « Torpille ».
FLEET_COPIES = 2
HAND_FLEET = 4
HAND_TORPEDOES = 2
START = (2, 4)
"""The reading kept for the set-up: submarine 1 of each colour on graduation 2, submarine 2 on 4."""


def fleet_deck() -> list[str]:
    return [f"flotte-{c}-{n}" for c in COLOURS for n in CARD_NUMBERS for _ in range(FLEET_COPIES)]


def torpedo_deck() -> list[str]:
    return [f"torpille-{c}-{n}" for c in COLOURS for n in CARD_NUMBERS]


def parse_card(card: str) -> tuple[str, str, int]:
    kind, colour, n = card.split("-")
    return kind, colour, int(n)


def card_label(card: str) -> str:
    return card_name(*parse_card(card))


def sub_label(sub: str) -> str:
    return f"{COLOUR_NAMES[sub[:-1]]} {sub[-1]}"


def start_sonar() -> dict[str, int]:
    return {f"{c}{k + 1}": g for c in COLOURS for k, g in enumerate(START)}


def shallowest(sonar: dict[str, int], colour: str):
    """The submarine of `colour` nearest the surface (the one a « Flotte » card moves), or None."""
    subs = sorted((g, s) for s, g in sonar.items() if s[:-1] == colour)
    return subs[0][1] if subs else None


def play_fleet(sonar: dict[str, int], card: str) -> str | None:
    """Apply a « Flotte » card to the Sonar (in place): the sub moved, or None."""
    _kind, colour, n = parse_card(card)
    sub = shallowest(sonar, colour)
    if sub is not None:
        sonar[sub] = dive(sonar[sub], n)
    return sub


def may_follow(card: str, last_fleet: str | None) -> bool:
    """Whether `card` may be played now: the first card of a turn is any « Flotte »; after it, a card
    chains with the last « Flotte » played."""
    kind, colour, n = parse_card(card)
    if last_fleet is None:
        return kind == "flotte"
    _k, c2, n2 = parse_card(last_fleet)
    return chains((colour, n), (c2, n2))
