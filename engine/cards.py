"""Shared card mechanics: a draw pile that reshuffles its discard when empty."""

from __future__ import annotations


def draw(state, pile: str = "deck", discard: str = "discard"):
    """Take the top card of `state.<pile>`; when it is empty, shuffle
    `state.<discard>` into it first. Returns None if both are empty."""
    deck = getattr(state, pile)
    if not deck:
        used = getattr(state, discard)
        if not used:
            return None
        deck.extend(used)
        used.clear()
        state.shuffle(deck)
        state.log("La pioche est vide : la défausse est mélangée pour former une nouvelle pioche.")
    return deck.pop()


def deal(state, hands: list[list], count: int, pile: str = "deck") -> None:
    """Deal `count` cards to each hand, one at a time, from `state.<pile>`."""
    deck = getattr(state, pile)
    for _ in range(count):
        for hand in hands:
            hand.append(deck.pop())
