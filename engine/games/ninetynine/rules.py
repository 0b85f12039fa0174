"""Ninety-Nine: the cards, the bid and the trick, as the rule page states them.

« Le jeu comprend 37 cartes, dont un Joker et 36 cartes dans l'ordre de valeur
décroissante A-K-Q-J-10-9-8-7-6 dans 4 couleurs. » The page's K-Q-J are shown
here with the French letters R (Roi), D (Dame), V (Valet).

A card is a short ASCII id, `<rang>-<couleur>` (e.g. "10-coeur", "A-pique"),
or "joker"; it goes into moves and share links as it is.
"""

from __future__ import annotations

from ...tricks import must_follow, trick_winner

# « Chaque carreau joué = 0 pli, pique = 1, cœur = 2, trèfle = 3 » : the suits
# in the order of their bid value.
SUITS = ["carreau", "pique", "coeur", "trefle"]
BID_VALUE = {"carreau": 0, "pique": 1, "coeur": 2, "trefle": 3}
SUIT_SYMBOL = {"carreau": "♦", "pique": "♠", "coeur": "♥", "trefle": "♣"}
SUIT_NAME = {"carreau": "carreau", "pique": "pique", "coeur": "cœur", "trefle": "trèfle"}
SUIT_COLOR = {"carreau": "rouge", "coeur": "rouge", "pique": "noir", "trefle": "noir"}
# « A-K-Q-J-10-9-8-7-6 », highest first.
RANKS = ["A", "R", "D", "V", "10", "9", "8", "7", "6"]
RANK_VALUE = {r: 14 - i for i, r in enumerate(RANKS)}
RANK_NAME = {"A": "As", "R": "Roi", "D": "Dame", "V": "Valet"}
JOKER = "joker"

DECK36 = [f"{r}-{s}" for s in SUITS for r in RANKS]
DECK37 = DECK36 + [JOKER]
CARD_SET = frozenset(DECK37)

# « +10 pour chacun si les 3 joueurs gagnent leur pari. +20 si 2 joueurs
# gagnent. +30 si 1 seul joueur gagne son pari. »
SUCCESS_BONUS = {0: 0, 1: 30, 2: 20, 3: 10}
# « +30 points pour une déclaration », « +60 points pour une révélation ».
ANNOUNCE_BONUS = {"declarer": 30, "reveler": 60}
# Jeter le Joker: « 1=Pique 2=Cœur 3=Trèfle »; 0 = carreau (see "Lecture retenue").
TRUMP_BY_SUCCESSES = {0: "carreau", 1: "pique", 2: "coeur", 3: "trefle"}


def suit_of(card: str) -> str | None:
    return None if card == JOKER else card.split("-", 1)[1]


def rank_of(card: str) -> str | None:
    return None if card == JOKER else card.split("-", 1)[0]


def rank_value(card: str) -> int:
    return 0 if card == JOKER else RANK_VALUE[card.split("-", 1)[0]]


def label(card: str) -> str:
    """Short label: « 10♥ », « A♠ », « Joker »."""
    if card == JOKER:
        return "Joker"
    r, s = card.split("-", 1)
    return f"{r}{SUIT_SYMBOL[s]}"


def long_label(card: str) -> str:
    """« le 10 de cœur », « l'As de pique », « le Joker »."""
    if card == JOKER:
        return "le Joker"
    r, s = card.split("-", 1)
    name = RANK_NAME.get(r, r)
    article = "l'" if name == "As" else "le " if name in ("Roi", "Valet") or name.isdigit() else "la "
    return f"{article}{name} de {SUIT_NAME[s]}"


def suit_label(suit: str | None) -> str:
    return "sans atout" if suit is None else f"{SUIT_SYMBOL[suit]} {SUIT_NAME[suit]}"


def bid_value(cards: list) -> int:
    """« Ce pari est la somme des 3 cartes défaussées » by suit only:
    « la valeur des cartes n'est pas prise en compte »."""
    return sum(BID_VALUE[suit_of(c)] for c in cards)


def sort_hand(cards: list) -> list:
    order = {c: i for i, c in enumerate(DECK37)}
    return sorted(cards, key=order.__getitem__)


def playable(hand: list, trick: list) -> list:
    """« Le suivant fourni la même couleur s'il le peut, sinon il joue
    n'importe quelle carte. » `trick` is the list of cards already played."""
    led = suit_of(trick[0]) if trick else None
    return must_follow(hand, led, suit_of)


def winner_index(cards: list, trump: str | None) -> int:
    """« Le pli est remporté par celui qui a posé la carte la plus élevée dans
    la couleur demandée, ou par l'atout le plus élevé le cas échéant. »"""
    return trick_winner(cards, suit_of, rank_value, trump)


def explain_trick(cards: list, trump: str | None) -> tuple[int, str, list]:
    """Winner index, why it wins, and why each other card loses (French)."""
    best = winner_index(cards, trump)
    led = suit_of(cards[0])
    win = cards[best]
    trumps = [c for c in cards if trump is not None and suit_of(c) == trump]
    if trump is not None and suit_of(win) == trump and led != trump:
        why = (f"{label(win)} gagne : c'est le seul atout ({SUIT_NAME[trump]}) du pli."
               if len(trumps) == 1 else
               f"{label(win)} gagne : c'est l'atout ({SUIT_NAME[trump]}) le plus élevé du pli.")
    else:
        extra = ", qui est aussi l'atout" if led == trump else (
            "" if trump is None else ", et aucun atout n'a été joué")
        why = (f"{label(win)} gagne : c'est la carte la plus élevée dans la couleur demandée, "
               f"{SUIT_SYMBOL[led]} {SUIT_NAME[led]}{extra}.")
    losers = []
    for i, c in enumerate(cards):
        if i == best:
            continue
        s = suit_of(c)
        if s == suit_of(win):
            losers.append(f"{label(c)} : plus faible que {label(win)} dans la même couleur.")
        elif s == led:
            losers.append(f"{label(c)} : couleur demandée, mais coupée par l'atout {label(win)}.")
        else:
            losers.append(f"{label(c)} : ni de la couleur demandée ni de l'atout, elle ne peut pas gagner.")
    return best, why, losers


def trump_of_turned(card: str) -> str | None:
    """Standard: « Si c'est un 9 ou un Joker la mène est jouée sans atout. »"""
    if card == JOKER or rank_of(card) == "9":
        return None
    return suit_of(card)


def score_mene(tricks: list, bids: list, announcer: int | None, announce: str | None) -> tuple[list, list]:
    """Points of one mène for each player, and the French lines that explain them.

    « tous les joueurs marquent +1 point par pli remporté »; a player who took
    exactly their bid adds 30/20/10 by the number who did; a declaration (30)
    or a revelation (60) goes to the announcer on success, « ils vont à chaque
    adversaire en cas de chute »."""
    n = len(tricks)
    success = [tricks[p] == bids[p] for p in range(n)]
    made = sum(success)
    points = list(tricks)
    for p in range(n):
        if success[p]:
            points[p] += SUCCESS_BONUS[made]
    if announcer is not None and announce in ANNOUNCE_BONUS:
        value = ANNOUNCE_BONUS[announce]
        if success[announcer]:
            points[announcer] += value
        else:
            for p in range(n):
                if p != announcer:
                    points[p] += value
    return points, success

# The page's game options: how trumps are chosen, and when the game ends.
TRUMP_OPTIONS = {
    "standard": "Standard (une carte retournée fixe l'atout)",
    "jeter-joker": "Jeter le Joker (carreau à la première mène)",
    "jeter-joker-sans-atout": "Jeter le Joker (pas d'atout au début)",
}
END_LABEL = {
    "3-manches-bonus": "3 manches (avec bonus de fin de manche)",
    "3-manches": "3 manches sans bonus",
    "3-manches-gagnantes": "3 manches gagnantes",
    "9-menes": "9 mènes",
}
ANNOUNCES = ["aucune", "declarer", "reveler"]
TRUMP_CHOICES = SUITS + ["sans"]
