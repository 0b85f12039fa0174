"""Tichu's card-passing convention (page « Gamehelptichu », in English).

« Card Passing To Opponents (3-5-7-9-J-K-A-Q-10-8-6-4-2) »: of the two cards
passed to the opponents, the one that comes later in that sequence goes to
the player on the right; a pair is split by suit (« Red, Green, Blue, Black »).

Cards are integers 0..51 (the 52 ranked cards; the page does not mention the
Dragon, the Phoenix, the Dog or the Mah Jong): rank = c // 4 + 2 (2..14,
J = 11, Q = 12, K = 13, A = 14), suit = c % 4 in the page's order
0 red, 1 green, 2 blue, 3 black. A code is rank then suit letter: « 8r »,
« Qv », « 10b », « An ».
"""

from __future__ import annotations

SUITS = ("rouge", "vert", "bleu", "noir")
"""« thus Red, Green, Blue, Black » (from highest to lowest for rule 3)."""
SUIT_LETTERS = ("r", "v", "b", "n")
RANK_LABELS = {11: "J", 12: "Q", 13: "K", 14: "A"}
SEQUENCE = (3, 5, 7, 9, 11, 13, 14, 12, 10, 8, 6, 4, 2)
"""« 3-5-7-9-J-K-A-Q-10-8-6-4-2 »."""
DECK = list(range(52))
SEATS = ("gauche", "droite", "partenaire")
SEAT_LABEL = {"gauche": "l'adversaire de gauche", "droite": "l'adversaire de droite",
              "partenaire": "votre partenaire"}


def rank_of(c: int) -> int:
    return c // 4 + 2


def suit_of(c: int) -> int:
    return c % 4


def card(rank: int, suit: int) -> int:
    return (rank - 2) * 4 + suit


def rank_label(r: int) -> str:
    return RANK_LABELS.get(r, str(r))


def card_code(c: int) -> str:
    return rank_label(rank_of(c)) + SUIT_LETTERS[suit_of(c)]


CODES = tuple(card_code(c) for c in DECK)
_BY_CODE = {code: c for c, code in enumerate(CODES)}


def card_of_code(code) -> int | None:
    return _BY_CODE.get(code) if isinstance(code, str) else None


def card_label(c: int) -> str:
    return f"{rank_label(rank_of(c))} {SUITS[suit_of(c)]}"


def is_odd(r: int) -> bool:
    """« treat Jacks and Kings as Odd and Aces and Queens as even for this purpose »."""
    return r % 2 == 1


def parity(r: int) -> str:
    return "impair" if is_odd(r) else "pair"


def order_key(c: int) -> tuple[int, int]:
    """Place of a card in « 3-5-7-9-J-K-A-Q-10-8-6-4-2 », then by suit
    (« pass the higher alphabetically named suit card to the right »: red last)."""
    return SEQUENCE.index(rank_of(c)), -suit_of(c)


def to_the_right(a: int, b: int) -> tuple[int, int, int, str]:
    """(card for the right, card for the left, rule number, French why) when
    `a` and `b` are passed to the opponents."""
    ra, rb = rank_of(a), rank_of(b)
    right, left = (a, b) if order_key(a) > order_key(b) else (b, a)
    rr, rl = rank_of(right), rank_of(left)
    if ra == rb:
        why = (f"une paire partagée : le {rank_label(rr)} de la couleur la plus haute dans l'ordre rouge, vert, "
               f"bleu, noir ({SUITS[suit_of(right)]}) va à droite")
        return right, left, 3, why
    if is_odd(ra) != is_odd(rb):
        why = (f"un pair et un impair : le pair ({rank_label(rr)}) va à droite, l'impair "
               f"({rank_label(rl)}) à gauche (J et K comptent comme impairs, A et Q comme pairs)")
        return right, left, 1, why
    if not is_odd(ra):
        why = f"deux pairs : le plus faible ({rank_label(rr)}) va à droite, le plus fort ({rank_label(rl)}) à gauche"
        return right, left, 2, why
    why = f"deux impairs : le plus fort ({rank_label(rr)}) va à droite, le plus faible ({rank_label(rl)}) à gauche"
    return right, left, 2, why


def before(c: int) -> list[int]:
    """Cards that come before `c` in the convention's order (so go left of it)."""
    return [x for x in DECK if order_key(x) < order_key(c)]


def after(c: int) -> list[int]:
    return [x for x in DECK if order_key(x) > order_key(c)]


def reading(received: int, giver: str) -> tuple[list[int], str]:
    """What the card received from an opponent says about the card the same
    opponent gave your partner: from the left opponent you are « the player on
    the right », so your partner got a card that comes earlier in
    3-5-7-9-J-K-A-Q-10-8-6-4-2; from the right opponent you are on his left,
    so your partner got a card that comes later. Returns (possible cards, text)."""
    r = rank_of(received)
    ranks_seq = [rank_label(x) for x in SEQUENCE]
    i = SEQUENCE.index(r)
    if giver == "gauche":
        possible = before(received)
        ranks = ranks_seq[:i]
        where = "avant"
    else:
        possible = after(received)
        ranks = ranks_seq[i + 1:]
        where = "après"
    same = [x for x in possible if rank_of(x) == r]
    listed = ", ".join(ranks) if ranks else "aucun autre rang"
    text = (f"il a reçu de lui une carte placée {where} le {rank_label(r)} dans 3-5-7-9-J-K-A-Q-10-8-6-4-2 : "
            f"{listed}")
    if same:
        text += f" (ou un autre {rank_label(r)}, de couleur " + \
                ("plus basse" if giver == "gauche" else "plus haute") + " dans l'ordre rouge, vert, bleu, noir)"
    return possible, text + "."
