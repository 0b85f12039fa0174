"""Expressions: the cards, the four clues and their truth, the guess.

« Chaque carte possède sur ses côtés les 4 mêmes indices suivants :
"Valeur la plus haute de cette couleur", "Valeur la plus basse de cette
couleur", "Dernière carte de cette couleur", "Il me reste des exemplaires de
ce chiffre" ».

The deck is not described on the page (Lecture retenue): 5 colours × values
1 to 8, one card of each (the page's example is « le 8 vert »). A card is an
int: colour index × 8 + value − 1; its code is « vert8 ».
"""

from __future__ import annotations

COLOURS = ("rouge", "jaune", "vert", "bleu", "violet")
COLOUR_NAMES = ("rouge", "jaune", "vert", "bleu", "violet")
VALUES = range(1, 9)
DECK = tuple(range(len(COLOURS) * 8))

SIDES = {
    "haute": "Valeur la plus haute de cette couleur",
    "basse": "Valeur la plus basse de cette couleur",
    "derniere": "Dernière carte de cette couleur",
    "reste": "Il me reste des exemplaires de ce chiffre",
}
"""The four clues, as the page names them, by a short ASCII id."""


def colour_of(c: int) -> int:
    return c // 8


def value_of(c: int) -> int:
    return c % 8 + 1


def card(colour: int, value: int) -> int:
    return colour * 8 + value - 1


def code(c: int) -> str:
    return f"{COLOURS[colour_of(c)]}{value_of(c)}"


def card_of_code(text) -> int | None:
    """Strict: exactly what `code` writes (« vert8 »), else None."""
    if not isinstance(text, str) or len(text) < 2:
        return None
    name, digit = text[:-1], text[-1]
    if name not in COLOURS or digit not in "12345678":
        return None
    return card(COLOURS.index(name), int(digit))


def label(c: int) -> str:
    """« 8 vert »: the page's own way of naming a card."""
    return f"{value_of(c)} {COLOUR_NAMES[colour_of(c)]}"


def clue_true(side: str, clue_card: int, hand) -> bool:
    """Is the clue `side` of `clue_card` true of `hand`, the rest of the hand it
    was played from (the card itself no longer in it)?

    - « Valeur la plus haute de cette couleur »: no card of its colour left in
      the hand is higher (true also when none of that colour is left);
    - « Valeur la plus basse de cette couleur »: none is lower (idem);
    - « Dernière carte de cette couleur »: none of its colour is left;
    - « Il me reste des exemplaires de ce chiffre »: a card of the same value,
      of another colour, is left."""
    col, val = colour_of(clue_card), value_of(clue_card)
    same = [value_of(c) for c in hand if colour_of(c) == col]
    if side == "haute":
        return all(v < val for v in same)
    if side == "basse":
        return all(v > val for v in same)
    if side == "derniere":
        return not same
    if side == "reste":
        return any(value_of(c) == val for c in hand)
    raise ValueError(side)


def why_clue(side: str, clue_card: int, hand) -> str:
    """Why a clue is true or false, in French."""
    col, val = colour_of(clue_card), value_of(clue_card)
    same = sorted(c for c in hand if colour_of(c) == col)
    colour_name = COLOUR_NAMES[col]
    if side in ("haute", "basse"):
        beyond = [c for c in same if (value_of(c) > val if side == "haute" else value_of(c) < val)]
        if beyond:
            return f"faux : il reste {', '.join(label(c) for c in beyond)} en main."
        return (f"vrai : aucune carte {colour_name} plus {'haute' if side == 'haute' else 'basse'} en main."
                if same else f"vrai : plus aucune carte {colour_name} en main.")
    if side == "derniere":
        return (f"faux : il reste {', '.join(label(c) for c in same)} en main." if same
                else f"vrai : plus aucune carte {colour_name} en main.")
    twins = [c for c in hand if value_of(c) == val]
    return (f"vrai : il reste {', '.join(label(c) for c in twins)} en main." if twins
            else f"faux : plus aucun {val} en main.")


# --- the whole game ------------------------------------------------------------------------

HAND_SIZES = {2: 14, 3: 11, 4: 8, 5: 7, 6: 6}
"""« chaque joueur se voit distribuer un certain nombre de cartes (selon le nombre de joueurs) » :
the page gives no figures (Lecture retenue). « Les cartes restants constitueront la pile Chrono » :
40 − joueurs × main, i.e. 12, 7, 8, 5 and 4 manches at most (sizes chosen so that good play can win:
a smaller Chrono pile leaves fewer places for an unseen card to hide)."""


def clue_excludes(side: str, clue_card: int, c: int) -> bool:
    """Does a true clue rule card `c` out of the hand it was played from?
    « plus haute » rules out the higher cards of its colour, « plus basse » the
    lower ones, « dernière » the whole colour; « il en reste » rules nothing out."""
    if c == clue_card:
        return True
    same = colour_of(c) == colour_of(clue_card)
    if side == "haute":
        return same and value_of(c) > value_of(clue_card)
    if side == "basse":
        return same and value_of(c) < value_of(clue_card)
    if side == "derniere":
        return same
    return False


def broken_clues(clues: list, hands: list) -> list:
    """« une fois qu'un indice ne sera plus vrai à propos de votre main, sa carte sera déplacée côté
    Agonie » : the clues (dicts joueur, carte, cote) no longer true of their player's hand."""
    return [cl for cl in clues if not clue_true(cl["cote"], cl["carte"], hands[cl["joueur"]])]


def holder_of(c: int, hands: list) -> int | None:
    """« si la carte que vous cherchiez est effectivement dans la main de n'importe quel joueur »."""
    return next((p for p, h in enumerate(hands) if c in h), None)


def empty_hand_guess(hands: list, harmonie: list, agonie: list, target: int, c: int):
    """A guess from an empty hand: « Si vous avez bon, déplacez une carte de l'Agonie à l'Harmonie, sinon,
    faîtes l'inverse. » The general rule still says where the card guessed goes, both ways: found in the
    target's hand it goes to Harmonie; a wrong guess « si la carte que vous cherchiez est effectivement dans
    la main de n'importe quel joueur, ce dernier la dépose également côté Agonie ».

    Changes the piles in place; returns (right, holder of the card or None, the card moved between the
    two sides or None when the side to take from was empty)."""
    right = c in hands[target]
    holder = target if right else holder_of(c, hands)
    if holder is not None:
        hands[holder].remove(c)
        (harmonie if right else agonie).append(c)
    source, dest = (agonie, harmonie) if right else (harmonie, agonie)
    moved = None
    if source:
        moved = source.pop()
        dest.append(moved)
    return right, holder, moved


def alone_with_cards(hands: list, p: int) -> bool:
    """« Si vous êtes le seul à avoir des cartes en main lors de votre tour »."""
    return bool(hands[p]) and not any(h for q, h in enumerate(hands) if q != p)


def victory(harmonie: int, agonie: int) -> bool:
    """« S'il y a plus de cartes côté Harmonie que côté Agonie, la victoire est remportée ! »"""
    return harmonie > agonie
