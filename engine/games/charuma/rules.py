"""Charuma's rules as constants and pure functions (page « Gamehelpcharuma »).

Cards are integers 0..39 (the deck is not on the page; reading: two colours,
blue and red, values As to 10, two copies of each): colour = c // 20
(0 blue, 1 red), value = (c % 20) // 2 + 1 (1 = As), copy = c % 2.
A card's code is colour letter, value, copy letter: « b7a », « rAb », « b10a ».
"""

from __future__ import annotations

from ...tricks import best_play

COLOURS = ("bleu", "rouge")
COLOUR_LETTERS = ("b", "r")
DECK = list(range(40))

MIN_BID = 0
"""« la mise minimum est de 0 pt avec le jeton Enchère »."""
MAX_BID = 5
"""« la mise maximum est de 5 pts »."""
HIDDEN = 2
"""« Une main est composée de 2 cartes cachées et des cartes visibles obtenues pendant les enchères. »"""
GROUP_SIZE = 3
"""Reading (not on the page): each group of visible cards holds 3 cards."""
START_POINTS = 5
"""Reading (not on the page): each player starts the game with 5 points, so a first bid can be raised."""
MAX_ROUNDS = 30
"""Reading: a safety stop; after 30 manches a remaining tie is shared."""

LAST_TRICK_BONUS = 2
"""« Pour le joueur qui a remporté le dernier pli : + 2 points. »"""
ACE_BONUS = 1
"""« Pour chaque As dans vos plis : + 1 point. »"""


def target(players: int) -> int:
    """« À 2 ou 3 personnes : 25 points ; À 4 ou 5 : 20 points »."""
    return 25 if players <= 3 else 20


def colour_of(c: int) -> int:
    return c // 20


def value_of(c: int) -> int:
    return (c % 20) // 2 + 1


def card(colour: int, value: int, copy: int = 0) -> int:
    return colour * 20 + (value - 1) * 2 + copy


def value_label(v: int) -> str:
    return "A" if v == 1 else str(v)


def card_code(c: int) -> str:
    return COLOUR_LETTERS[colour_of(c)] + value_label(value_of(c)) + "ab"[c % 2]


CODES = tuple(card_code(c) for c in DECK)
_CODES = {code: c for c, code in enumerate(CODES)}


def card_of_code(code) -> int | None:
    """The card written exactly as `card_code` writes it, else None."""
    return _CODES.get(code) if isinstance(code, str) else None


def card_label(c: int) -> str:
    v = value_of(c)
    return ("As" if v == 1 else str(v)) + " " + COLOURS[colour_of(c)]


def is_pair(cards: list[int]) -> bool:
    """« 2 cartes de même valeur, pour former une paire »."""
    return len(cards) == 2 and value_of(cards[0]) == value_of(cards[1])


def suit_of(cards: list[int]) -> str:
    """The colour of a play: « bleu » or « rouge » for one card; for a pair,
    « La couleur de la paire peut être bleue, rouge ou bicolore »."""
    cols = {COLOURS[colour_of(c)] for c in cards}
    return cols.pop() if len(cols) == 1 else "bicolore"


SUIT_LABEL = {"bleu": "bleue", "rouge": "rouge", "bicolore": "bicolore"}


def play_label(cards: list[int]) -> str:
    if len(cards) == 1:
        return card_label(cards[0])
    if is_pair(cards):
        v = value_of(cards[0])
        return f"paire de {'As' if v == 1 else v} {SUIT_LABEL[suit_of(cards)]}"
    return " et ".join(card_label(c) for c in cards)


def follows(cards: list[int], led: list[int]) -> bool:
    """Does this play answer the colour asked (a single card of the led colour,
    or a pair of the led pair's colour)?"""
    if len(cards) != len(led):
        return False
    if len(led) == 1:
        return colour_of(cards[0]) == colour_of(led[0])
    return is_pair(cards) and suit_of(cards) == suit_of(led)


def must_answer(visible: list[int], led: list[int]) -> bool:
    """« Si vous avez 1 carte ou 1 paire à la couleur demandée visible dans
    votre jeu, vous devez la jouer. »"""
    if len(led) == 1:
        return any(colour_of(c) == colour_of(led[0]) for c in visible)
    return any(follows([a, b], led) for i, a in enumerate(visible) for b in visible[i + 1:])


def strength(cards: list[int], trick: list[list[int]]) -> int:
    """« L'As (A) est la carte la plus faible (= 1), sauf s'il se retrouve face à
    un 10 de même couleur dans le pli. Dans ce cas, l'As devient la carte la plus
    forte (= 11). De même, une paire d'As devient plus forte qu'une paire de 10
    aux couleurs identiques. »"""
    v = value_of(cards[0])
    if v != 1:
        return v
    suit = suit_of(cards)
    for other in trick:
        if len(other) == len(cards) and all(value_of(c) == 10 for c in other) and \
                (len(other) == 1 or is_pair(other)) and suit_of(other) == suit:
            return 11
    return 1


def trick_winner(trick: list[list[int]]) -> int:
    """Index in `trick` (plays in order) of the winning play: « la carte (ou paire
    de cartes) de plus forte valeur et de la couleur demandée, remporte le pli. En
    cas d'égalité, la carte (ou paire) posée en dernier remporte le pli. »"""
    led = trick[0]
    return best_play(trick, lambda p: follows(p, led), lambda p: strength(p, trick), ties="last")


def trick_points(cards_won: list[int], with_pair: bool) -> int:
    """« 1 pli = 1 point. 1 pli remporté avec une paire = 2 points. » The Aces are
    counted at the end of the manche (« Pour chaque As dans vos plis : + 1 point »)."""
    return 2 if with_pair else 1


def aces(cards: list[int]) -> int:
    return sum(1 for c in cards if value_of(c) == 1)


def next_holder(points: list[int], holder: int) -> int:
    """« le jeton Charuma passe à la personne ayant le moins de points dans la
    partie, dans le sens des aiguilles d'une montre en cas d'égalité » (reading:
    the first of the tied players after the present holder, clockwise)."""
    n = len(points)
    low = min(points)
    for k in range(1, n + 1):
        q = (holder + k) % n
        if points[q] == low:
            return q
    return holder  # pragma: no cover - unreachable
