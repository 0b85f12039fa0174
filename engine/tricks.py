"""Trick-taking, once for every game: following suit and who wins a trick."""

from __future__ import annotations


def must_follow(hand: list, led_suit, suit_of) -> list:
    """Cards of `hand` that may be played when `led_suit` was led: those of the
    led suit if the player has any, else the whole hand."""
    if led_suit is None:
        return list(hand)
    same = [c for c in hand if suit_of(c) == led_suit]
    return same or list(hand)


def trick_winner(plays: list, suit_of, rank_of, trump=None) -> int:
    """Index in `plays` of the winning card: highest trump if any was played,
    else highest card of the suit led (the first card's suit)."""
    led = suit_of(plays[0])
    best = 0
    for i in range(1, len(plays)):
        card, top = plays[i], plays[best]
        cs, ts = suit_of(card), suit_of(top)
        if cs == ts:
            if rank_of(card) > rank_of(top):
                best = i
        elif trump is not None and cs == trump:
            best = i
        elif ts != trump and cs == led and ts != led:
            best = i
    return best


def best_play(plays: list, can_win, strength, ties: str = "first") -> int | None:
    """Index in `plays` (in the order they were played) of the winning play
    among those for which `can_win(play)` is true, by `strength(play)`; on
    equal strength the play made first wins (`ties="first"`) or the one made
    last (`ties="last"`). None if no play can win. A play may be one card or
    several (a pair), whatever `can_win` and `strength` read."""
    if ties not in ("first", "last"):
        raise ValueError("ties must be 'first' or 'last'")
    best, top = None, None
    for i, play in enumerate(plays):
        if not can_win(play):
            continue
        s = strength(play)
        if best is None or s > top or (ties == "last" and s == top):
            best, top = i, s
    return best
