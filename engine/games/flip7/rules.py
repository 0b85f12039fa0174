"""Flip 7's deck, as the page's « Contenu » section lists it, and the chances
that follow from it.

« Le jeu de 94 cartes contient : Douze cartes 12, Onze cartes 11, [...] Une
carte 1, Et il y a même une carte 0. » ; « 9 cartes Action : Trois coups (3),
Gel (3), Seconde chance (3) » ; « 6 modificateurs de score, 1 carte de chaque
(+2, +4, +6, +8, +10, x2) ».

A card is a small int (fast, JSON-typed): 0..12 are the number cards, then
the modifiers, then the actions. `CODES` are the names used in options and
scenarios; `LABELS` are the French names a reader sees.
"""

from __future__ import annotations

PLUS2, PLUS4, PLUS6, PLUS8, PLUS10, TIMES2 = 13, 14, 15, 16, 17, 18
FREEZE, FLIP3, SECOND = 19, 20, 21
KINDS = 22

#: how many copies of each card the deck holds (index = card code)
COMPOSITION = [1] + list(range(1, 13)) + [1] * 6 + [3, 3, 3]
DECK_SIZE = sum(COMPOSITION)  # 94
MOD_VALUE = {PLUS2: 2, PLUS4: 4, PLUS6: 6, PLUS8: 8, PLUS10: 10}

CODES = [str(n) for n in range(13)] + ["+2", "+4", "+6", "+8", "+10", "x2", "gel", "trois", "chance"]
LABELS = [str(n) for n in range(13)] + ["+2", "+4", "+6", "+8", "+10", "×2", "Gel",
                                        "Trois coups", "Seconde chance"]
CODE_OF = {c: i for i, c in enumerate(CODES)}
FLIP7_BONUS = 15


def full_deck() -> list[int]:
    deck = []
    for card, count in enumerate(COMPOSITION):
        deck.extend([card] * count)
    return deck


def kind(card: int) -> str:
    """`nombre`, `modificateur` or `action` (the page's three families)."""
    if card <= 12:
        return "nombre"
    if card <= TIMES2:
        return "modificateur"
    return "action"


def card_from_name(value, field: str, where: str):
    """A card code from a scenario value (`7`, "7", "+4", "x2", "gel"...), or
    raise ScenarioError naming the field."""
    from ...core import ScenarioError
    if isinstance(value, bool):
        value = None
    if isinstance(value, int) and 0 <= value <= 12:
        return value
    if isinstance(value, str):
        key = value.strip().lower().replace("×", "x")
        if key in CODE_OF:
            return CODE_OF[key]
    raise ScenarioError(field, f"{where} : carte « {value} » inconnue (cartes : 0 à 12, +2, +4, +6, +8, "
                               "+10, x2, gel, trois, chance).")


def round_score(line: list[int], mods: list[int]) -> int:
    """Points of a line that is not eliminated.

    « Ajoutez la valeur indiquée à la somme de vos cartes. » ; the x2 card:
    « Doublez les points de toutes vos cartes nombres. Elle ne double pas les
    points obtenus avec d'autres cartes Modificateur. » ; 7 number cards give
    « 15 points de bonus » (not doubled either: it is not a number card)."""
    total = sum(line)
    if mods:
        if TIMES2 in mods:
            total *= 2
        for m in mods:
            if m != TIMES2:
                total += MOD_VALUE[m]
    if len(line) == 7:
        total += FLIP7_BONUS
    return total


# --- chances -----------------------------------------------------------------

def bust_chance(unseen: list[int], line) -> tuple[int, int]:
    """(cards that would duplicate a number of `line`, cards that may come).

    The next card is uniform among the cards the player has not seen."""
    numbers = set(line)
    bad = sum(unseen[n] for n in numbers)
    return bad, sum(unseen)


def flip_three_bust(unseen: list[int], line, has_second: bool, cards: int = 3) -> float:
    """Exact chance of being eliminated while turning `cards` cards (a Trois
    coups), drawing without replacement from `unseen`.

    Follows the page: every card turned counts among the 3; a number already
    in the line eliminates unless a Seconde chance is held (it is then spent
    with the duplicate); a Seconde chance turned is kept if none is held; the
    turning stops at 7 number cards (« le jeu s'arrête si le joueur a retourné
    7 cartes avec des nombres »). Gel and Trois coups turned meanwhile are
    resolved after, so they do not change this chance."""
    counts = list(unseen)
    other = sum(counts[13:SECOND])  # modifiers, Gel, Trois coups: no effect here
    memo: dict = {}

    def go(left: int, held: frozenset, second: bool, other_left: int) -> float:
        total = sum(counts[:13]) + other_left + counts[SECOND]
        if left == 0 or total == 0 or len(held) == 7:
            return 0.0
        key = (left, held, second, other_left, tuple(counts))
        if key in memo:
            return memo[key]
        risk = 0.0
        for n in range(13):
            c = counts[n]
            if not c:
                continue
            p = c / total
            counts[n] -= 1
            if n in held:
                risk += p * (go(left - 1, held, False, other_left) if second else 1.0)
            else:
                risk += p * go(left - 1, held | {n}, second, other_left)
            counts[n] += 1
        if other_left:
            risk += other_left / total * go(left - 1, held, second, other_left - 1)
        if counts[SECOND]:
            p = counts[SECOND] / total
            counts[SECOND] -= 1
            risk += p * go(left - 1, held, True, other_left)
            counts[SECOND] += 1
        memo[key] = risk
        return risk

    return go(cards, frozenset(line), has_second, other)


def unseen_from_view(view: dict) -> list[int]:
    """Counts of each card the next draw may be, from what a player sees.

    Every card is turned face up in Flip 7, so a player who remembers the
    table knows every card outside the draw pile: the lines in front of the
    players, the action cards waiting, and the discard (we make it public).
    Unseen = the whole deck minus all of those. When the pile is empty, the
    next draw comes from the discard reshuffled (« Lorsque la pioche est
    épuisée, mélangez toutes les cartes défaussées pour former une nouvelle
    pioche »), so the discard itself is what may come."""
    if view["pioche"] == 0:
        counts = [0] * KINDS
        for c in view["defausse"]:
            counts[c] += 1
        return counts
    counts = list(COMPOSITION)
    for zone in ("lignes", "modifs", "devant"):
        for cards in view[zone]:
            for c in cards:
                counts[c] -= 1
    for c in view["defausse"]:
        counts[c] -= 1
    for c in view["en_attente"]:
        counts[c] -= 1
    if view["choix"]:
        counts[view["choix"][1]] -= 1
    return counts


def safe_gain(unseen: list[int], line, mods) -> float:
    """Expected points one more card adds when it does not eliminate (its
    share of the total; eliminations count 0 here, actions count 0)."""
    total = sum(unseen)
    if not total:
        return 0.0
    doubled = TIMES2 in mods
    numbers = set(line)
    gain = 0.0
    safe_numbers = 0
    for n in range(13):
        if n not in numbers and unseen[n]:
            gain += unseen[n] * n * (2 if doubled else 1)
            safe_numbers += unseen[n]
    for m, v in MOD_VALUE.items():
        gain += unseen[m] * v
    gain += unseen[TIMES2] * sum(line)
    if len(numbers) == 6:
        gain += safe_numbers * FLIP7_BONUS
    return gain / total
