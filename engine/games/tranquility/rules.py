"""Tranquility: The Ascent, the page's rules as constants and pure functions.

The mountain is a pyramid: « former une montagne jusqu'à en atteindre la
cime, en plaçant une Carte Sommet au 9è niveau d'altitude ». The page does not
give the width of the base; the published game's is used: row 1 (« la ligne du
bas ») has 9 places, row 2 has 8, … row 9 has the one place of the summit. The
place ``(r, c)`` of row ``r >= 2`` rests on ``(r - 1, c)`` and ``(r - 1, c + 1)``.

A mountain is a list of 9 rows, each the list of the cards on it from the left
(« Chaque ligne de votre montagne devra être commencée à partir de la gauche »,
so a row is always filled from its first place on). Cards are short ASCII
codes: a Versant card is its colour and value (``rouge7``), a campfire
``feu`` + its colour (``feuvert``), then ``pont`` and ``sommet``.
"""

from __future__ import annotations

import re
from functools import lru_cache

ROWS = 9
SUMMIT_ROW = 9
COLOURS = ("rouge", "vert", "bleu")
COLOUR_LABELS = {"rouge": "Rouge", "vert": "Vert", "bleu": "Bleu"}
PATH_COLOUR = "vert"            # « Le chemin vert »
VALUES = tuple(range(1, 13))
HAND = 5                        # « jusqu'à en avoir 5 en main »
SOLO_HAND = 6                   # « Votre main se compose de 6 cartes au lieu de 5 »
GRAPPLES = 3                    # « 3 cartes Grappin »
BRIDGE = "pont"
SUMMIT = "sommet"
BRIDGES = 5
SUMMITS = 5


def row_size(r: int) -> int:
    """Places on row r: 9 at the foot, one fewer on each row above."""
    return 10 - r


def versant(colour: str, value: int) -> str:
    return f"{colour}{value}"


def campfire(colour: str) -> str:
    return "feu" + colour


VERSANTS = {versant(c, v): (c, v) for c in COLOURS for v in VALUES}
CAMPFIRES = {campfire(c): c for c in COLOURS}
ALL_CODES = tuple(list(VERSANTS) + list(CAMPFIRES) + [BRIDGE, SUMMIT])

# « Les chèvres » : « il s'agit pour chaque couleur de l'une des deux cartes
# Versant de valeur 6, 8, 10 et 12 » ; with that option, those 12 cards are
# ``rouge6c``… (the plain code stays for the other copy).
GOAT_VALUES = (6, 8, 10, 12)
GOAT_CARDS = {versant(c, v) + "c": (c, v) for c in COLOURS for v in GOAT_VALUES}
VERSANTS.update(GOAT_CARDS)
GOATS_TO_WIN = 8


def kind(card: str) -> str | None:
    """« versant », « feu », « pont », « sommet », or None for an unknown code."""
    if card in VERSANTS:
        return "versant"
    if card in CAMPFIRES:
        return "feu"
    if card == BRIDGE:
        return "pont"
    if card == SUMMIT:
        return "sommet"
    return None


def colour_of(card: str | None) -> str | None:
    if card in VERSANTS:
        return VERSANTS[card][0]
    if card in CAMPFIRES:
        return CAMPFIRES[card]
    return None


def value_of(card: str | None) -> int | None:
    return VERSANTS[card][1] if card in VERSANTS else None


def label(card: str) -> str:
    """French name of a card: « Rouge 7 », « Feu de camp vert », « Pont »."""
    if card in VERSANTS:
        c, v = VERSANTS[card]
        return f"{COLOUR_LABELS[c]} {v}" + (" (chèvre)" if card in GOAT_CARDS else "")
    if card in CAMPFIRES:
        return f"Feu de camp {CAMPFIRES[card]}"
    if card == BRIDGE:
        return "Pont"
    if card == SUMMIT:
        return "Sommet"
    return str(card)


def _key(card: str):
    order = {"versant": 0, "feu": 1, "pont": 2, "sommet": 3}
    colour = colour_of(card)
    return (order[kind(card)], value_of(card) or 0, COLOURS.index(colour) if colour else 0, card)


SORT_KEYS = {card: _key(card) for card in ALL_CODES + tuple(GOAT_CARDS)}


def sort_key(card: str):
    """Versant cards by value then colour, then campfires, bridges, summits."""
    return SORT_KEYS.get(card) or (9, 0, 0, str(card))


def sort_cards(cards) -> list[str]:
    return sorted(cards, key=sort_key)


def full_deck(solo: bool, goats: bool = False) -> list[str]:
    """« 72 cartes Versant, numérotées de 1 à 12. Chacune des 3 couleurs
    possède deux exemplaires de chaque valeur », « 3 cartes Feu de Camp (une
    de chaque couleur) », « 5 cartes Pont », « 5 cartes Sommet » (the 3
    Grappin cards are not shuffled in: « ne font pas partie de votre main »).
    In solo, « Les 6 cartes Versants de valeur 1 doivent être retirées »."""
    deck = [versant(c, v) for c in COLOURS for v in VALUES for _ in range(2) if not (solo and v == 1)]
    deck += [campfire(c) for c in COLOURS]
    deck += [BRIDGE] * BRIDGES + [SUMMIT] * SUMMITS
    if goats:
        for goat in GOAT_CARDS:
            deck[deck.index(goat[:-1])] = goat
    return deck


# --- places -------------------------------------------------------------------------

SPOT_RE = re.compile(r"l([1-9])c([1-9])")


def spot_code(r: int, c: int) -> str:
    """« l3c2 » : ligne 3, case 2 (from the left)."""
    return f"l{r}c{c}"


def parse_spot(code) -> tuple[int, int] | None:
    m = SPOT_RE.fullmatch(code) if isinstance(code, str) else None
    if not m:
        return None
    r, c = int(m.group(1)), int(m.group(2))
    return (r, c) if c <= row_size(r) else None


def spot_label(r: int, c: int) -> str:
    return f"ligne {r}, case {c}"


def empty_mountain() -> list[list[str]]:
    return [[] for _ in range(ROWS)]


def at(mountain, r: int, c: int) -> str | None:
    row = mountain[r - 1]
    return row[c - 1] if 1 <= c <= len(row) else None


def next_spots(mountain) -> list[tuple[int, int]]:
    """The next place of each row (« à partir de la gauche ») whose two
    supports are down: « Chaque carte a besoin d'être posée sur deux autres
    cartes qui la "soutiennent". Pour la ligne du bas, vous poserez vos cartes
    sur l'herbe »."""
    out = []
    for r in range(1, ROWS + 1):
        c = len(mountain[r - 1]) + 1
        if c > row_size(r):
            continue
        if r == 1 or len(mountain[r - 2]) >= c + 1:
            out.append((r, c))
    return out


def bridge_spots(mountain) -> list[tuple[int, int]]:
    return [(r, c) for r in range(1, ROWS + 1) for c, card in enumerate(mountain[r - 1], 1) if card == BRIDGE]


def side_value(mountain, r: int, c: int, step: int) -> int | None:
    """The value a card placed at (r, c) is compared with on one side.

    « Poser une carte derrière un pont ne coûte aucune défausse » (no value);
    beside a campfire, « considérez la valeur de la carte *suivante* » — the
    card *behind* the campfire, as BGA corrects the rulebook (« 3, Pont,
    FeuDeCamp, 7 » : the campfire counts as the 7); « Le bord de la montagne
    n'a pas de valeur »."""
    c += step
    while True:
        card = at(mountain, r, c)
        if card is None or card == BRIDGE:
            return None
        if card in CAMPFIRES:
            c += step
            continue
        return value_of(card)


def cost_at(mountain, value: int, r: int, c: int) -> int:
    """« Placer une carte Versant nécessite de défausser autant de cartes que
    la différence de valeur avec celle qui lui est adjacente » ; between two
    cards (a covered bridge) « La différence prise en compte [...] sera
    toujours **la plus grande** »."""
    diffs = [abs(value - v) for v in (side_value(mountain, r, c, -1), side_value(mountain, r, c, +1)) if v is not None]
    return max(diffs, default=0)


def covered(mountain) -> bool:
    return not bridge_spots(mountain)


def green_path(mountain) -> bool:
    """« il vous en faudra au moins un qui soit continu de la 1ère à la 8è
    ligne » : green cards from row 1 to row 8, each resting on the previous one
    (« Ce chemin peut bifurquer vers la gauche ou la droite »)."""
    def green(card):
        return colour_of(card) == PATH_COLOUR
    reach = {c for c, card in enumerate(mountain[0], 1) if green(card)}
    for r in range(2, ROWS):
        reach = {c for c, card in enumerate(mountain[r - 1], 1) if green(card) and (c in reach or c + 1 in reach)}
        if not reach:
            return False
    return bool(reach)


def panorama_seen(mountain, triple) -> bool:
    """« une suite de cartes Versants de valeurs 5-5-6 [...] cet ordre est **de
    gauche à droite**. La suite 6-5-5 ne complétera pas ce panorama » : three
    Versant cards side by side on one row, read from the left."""
    want = list(triple)
    for row in mountain:
        values = [value_of(card) for card in row]
        for c in range(len(values) - 2):
            if values[c:c + 3] == want:
                return True
    return False


def read_panoramas(value, earlier=None) -> list:
    """A demo block's panoramas: a list of at most 6 triplets of values 1 to 12."""
    from ...core import ScenarioError
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > 6:
        raise ScenarioError("panoramas", "une liste d'au plus 6 panoramas est attendue, ex. [[5, 5, 6], [9, 8, 9]].")
    out = []
    for i, triple in enumerate(value, 1):
        if (not isinstance(triple, list) or len(triple) != 3
                or any(isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 12 for v in triple)):
            raise ScenarioError("panoramas", f"panorama n° {i} : trois valeurs de 1 à 12 sont attendues, "
                                             "ex. [5, 5, 6].")
        out.append(list(triple))
    return out


def check_place(mountain, card: str, r: int, c: int, path_rule: bool = False) -> tuple[str | None, int]:
    """(French reason the card may not go to (r, c), or None; discard cost)."""
    k = kind(card)
    where = spot_label(r, c)
    if k is None:
        return f"« {card} » n'est pas une carte du jeu.", 0
    if not (1 <= r <= ROWS and 1 <= c <= row_size(r)):
        return f"la montagne n'a pas de {where}.", 0
    present = at(mountain, r, c)
    if k == "feu":
        return ("un feu de camp ne se pose pas sur une case : « Un feu de camp se joue sur une carte de sa "
                "couleur, qu'il remplace »."), 0
    if r == SUMMIT_ROW and k != "sommet":
        return ("la 9e ligne est celle du Sommet : « Elle ne sert qu'à cela et est la seule carte jouable à "
                "cet emplacement »."), 0
    if k == "sommet" and r != SUMMIT_ROW:
        return ("« La carte Sommet ne peut être jouée qu'à un seul endroit : sur la 9ème ligne de votre "
                "montagne »."), 0
    covering = present == BRIDGE and k == "versant"
    if present is not None and not covering:
        if present == BRIDGE:
            return (f"la {where} porte un pont : seule une carte Versant peut le recouvrir (« en jouant "
                    "par-dessus une carte Versant »)."), 0
        return f"la {where} est déjà occupée ({label(present)}).", 0
    if not covering:
        if c > len(mountain[r - 1]) + 1:
            return ("« Chaque ligne de votre montagne devra être commencée à partir de la gauche » : la "
                    f"prochaine place de la ligne {r} est la case {len(mountain[r - 1]) + 1}."), 0
        if r > 1 and len(mountain[r - 2]) < c + 1:
            return ("« Chaque carte a besoin d'être posée sur deux autres cartes qui la \"soutiennent\" » : "
                    f"il manque une carte sous la {where}."), 0
    if k == "sommet":
        if not covered(mountain):
            return ("« Pour poser le sommet de la montagne, tous les ponts posés devront avoir été "
                    "recouverts »."), 0
        if path_rule and not green_path(mountain):
            return ("règle du chemin vert : il faut au moins un chemin de cartes vertes « continu de la "
                    "1ère à la 8è ligne » avant de poser le sommet."), 0
        return None, 0
    if k == "pont":
        if c == 1 or c == row_size(r):
            return ("« Les ponts ne peuvent pas être placés sur le bord gauche ou droit de la montagne » "
                    "(il faut bien pouvoir les accrocher à quelque chose)."), 0
        return None, 0
    colour, value = VERSANTS[card]
    if value < r:
        return (f"« Une carte ne peut jamais être placée plus haut que sa valeur » : un {value} ne va pas "
                f"sur la ligne {r}."), 0
    for step in (-1, 1):
        if colour_of(at(mountain, r, c + step)) == colour:
            return ("« Sur une même ligne, vous ne pourrez jamais placer 2 cartes de même couleur "
                    f"adjacentes » : {label(at(mountain, r, c + step))} est à côté."), 0
    return None, cost_at(mountain, value, r, c)


def place(mountain, card: str, r: int, c: int) -> None:
    """Put the card at (r, c) (covering a bridge replaces it)."""
    row = mountain[r - 1]
    if c <= len(row):
        row[c - 1] = card
    else:
        row.append(card)


def check_campfire(mountain, colour: str, target: tuple[int, int], dest: tuple[int, int],
                   path_rule: bool = False) -> tuple[str | None, int]:
    """« Un feu de camp se joue sur une carte de sa couleur, qu'il remplace. La
    carte remplacée **doit** aussitôt être jouée à un niveau **supérieur** de
    la montagne, en respectant toutes les règles de placement habituelles »."""
    r, c = target
    card = at(mountain, r, c) if 1 <= r <= ROWS else None
    if card is None or card not in VERSANTS:
        return f"il n'y a pas de carte Versant en {spot_label(r, c)} : le feu de camp remplace une carte.", 0
    if colour_of(card) != colour:
        return (f"« Un feu de camp se joue sur une carte de sa couleur » : {label(card)} n'est pas de "
                f"couleur {colour}."), 0
    r2, c2 = dest
    if r2 <= r:
        return ("« La carte remplacée doit aussitôt être jouée à un niveau supérieur de la montagne » : la "
                f"ligne {r2} n'est pas au-dessus de la ligne {r}."), 0
    after = list(mountain)
    after[r - 1] = list(mountain[r - 1])
    after[r - 1][c - 1] = campfire(colour)
    reason, cost = check_place(after, card, r2, c2, path_rule)
    if reason:
        return f"{label(card)} ne peut pas monter en {spot_label(r2, c2)} : {reason}", 0
    return None, cost


def cards_needed(mountain) -> int:
    """Places still empty below the summit, bridges counting as empty."""
    return sum(row_size(r) for r in range(1, ROWS)) - sum(
        1 for r in range(1, ROWS) for card in mountain[r - 1] if card != BRIDGE)


def read_mountain(value, field: str = "montagne"):
    """A reader's mountain (list of rows from the foot, each a list of card
    codes from the left), checked against the placement rules (the discard
    cost aside: a set-up is not a game). Returns (mountain, None) or (None,
    French problem)."""
    if value is None:
        return empty_mountain(), None
    if not isinstance(value, list) or len(value) > ROWS:
        return None, "une liste d'au plus 9 lignes (de la ligne du bas vers le haut) est attendue."
    mountain = empty_mountain()
    for r, row in enumerate(value, 1):
        if not isinstance(row, list):
            return None, f"la ligne {r} doit être une liste de cartes."
        for c, card in enumerate(row, 1):
            if not isinstance(card, str) or kind(card) is None:
                return None, (f"ligne {r}, case {c} : « {card} » n'est pas une carte (ex. rouge7, bleu12, "
                              "feuvert, pont, sommet).")
            if kind(card) == "feu":
                if c > row_size(r) or (r > 1 and len(mountain[r - 2]) < c + 1):
                    return None, f"ligne {r}, case {c} : la case n'existe pas ou n'est pas soutenue."
                for step in (-1, 1):
                    if colour_of(at(mountain, r, c + step)) == colour_of(card):
                        return None, f"ligne {r}, case {c} : deux cartes de même couleur côte à côte."
                mountain[r - 1].append(card)
                continue
            reason, _ = check_place(mountain, card, r, c)
            if reason:
                return None, f"ligne {r}, case {c} : {reason}"
            place(mountain, card, r, c)
    return mountain, None


@lru_cache(maxsize=512)
def _placements(mountain: tuple, hand: tuple, path_rule: bool) -> tuple:
    spots = next_spots(mountain) + bridge_spots(mountain)
    spare = len(hand) - 1
    out = []
    for card in sort_cards(set(hand)):
        if kind(card) == "feu":
            colour = colour_of(card)
            for r in range(1, ROWS):
                for c, there in enumerate(mountain[r - 1], 1):
                    if there not in VERSANTS or colour_of(there) != colour:
                        continue
                    for dest in spots:
                        if dest[0] <= r:
                            continue
                        reason, cost = check_campfire(mountain, colour, (r, c), dest, path_rule)
                        if reason is None and cost <= spare:
                            out.append((f"feu-{colour}-{spot_code(r, c)}-{spot_code(*dest)}", cost))
            continue
        for r, c in spots:
            reason, cost = check_place(mountain, card, r, c, path_rule)
            if reason is None and cost <= spare:
                out.append((f"poser-{card}-{spot_code(r, c)}", cost))
    return tuple(out)


def placements(mountain, hand, path_rule: bool = False) -> list[tuple[str, int]]:
    """Every legal placement move of this hand on this mountain, with its
    discard cost (only those the rest of the hand can pay)."""
    key = tuple(tuple(row) for row in mountain)
    return list(_placements(key, tuple(sorted(hand)), bool(path_rule)))


# --- goats ------------------------------------------------------------------------------

GOAT_RE = re.compile(r"chevres-(l[1-9]c[1-9])-([gd]{1,8})")


def goat_step(r: int, c: int, d: str) -> tuple[int, int]:
    """One step up: « g » to the card resting on the left, « d » on the right."""
    return (r + 1, c - 1) if d == "g" else (r + 1, c)


def goat_path_problem(mountain, start: tuple[int, int], dirs: str) -> str | None:
    """« Les chèvres doivent toujours grimper », « ne peuvent pas franchir les
    ponts ou s'arrêter dessus », and go no higher than « les cases sous le
    sommet » (row 8)."""
    r, c = start
    for d in dirs:
        r, c = goat_step(r, c, d)
        if r >= SUMMIT_ROW:
            return "les chèvres montent jusqu'aux cases sous le sommet (ligne 8), pas plus haut."
        card = at(mountain, r, c) if c >= 1 else None
        if card is None:
            return f"il n'y a pas de carte en {spot_label(r, c)} : les chèvres ne grimpent que sur des cartes."
        if card == BRIDGE:
            return "« Les chèvres ne peuvent pas franchir les ponts ou s'arrêter dessus »."
    return None


def goat_paths(mountain, start: tuple[int, int], max_steps: int) -> list[str]:
    """Every climb of 1 to `max_steps` steps from `start` (as « gdg »…)."""
    out, frontier = [], [""]
    for _ in range(max_steps):
        nxt = []
        for dirs in frontier:
            for d in "gd":
                if goat_path_problem(mountain, start, dirs + d) is None:
                    nxt.append(dirs + d)
        out += nxt
        frontier = nxt
    return out


def goat_visits(start: tuple[int, int], dirs: str) -> list[tuple[int, int]]:
    r, c = start
    out = []
    for d in dirs:
        r, c = goat_step(r, c, d)
        out.append((r, c))
    return out
