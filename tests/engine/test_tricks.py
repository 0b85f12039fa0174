"""engine.tricks.best_play: the generic « highest eligible play wins » with a tie rule."""

import pytest

from engine.tricks import best_play, trick_winner


def test_highest_eligible_play_wins_and_ineligible_plays_never_do():
    plays = [("b", 3), ("r", 9), ("b", 7)]
    assert best_play(plays, lambda p: p[0] == "b", lambda p: p[1]) == 2


def test_ties_go_to_the_first_or_the_last_play():
    plays = [("b", 5), ("b", 5), ("r", 5)]
    assert best_play(plays, lambda p: p[0] == "b", lambda p: p[1]) == 0
    assert best_play(plays, lambda p: p[0] == "b", lambda p: p[1], ties="last") == 1


def test_no_eligible_play_gives_none_and_a_bad_tie_rule_is_refused():
    assert best_play([1, 2], lambda p: False, lambda p: p) is None
    with pytest.raises(ValueError):
        best_play([1], lambda p: True, lambda p: p, ties="middle")


def test_plays_of_several_cards_are_compared_as_a_whole():
    plays = [[4, 4], [9, 2], [6, 6]]
    pair = lambda p: p[0] == p[1]
    assert best_play(plays, pair, lambda p: p[0]) == 2


def test_existing_trick_winner_unchanged():
    suit, rank = (lambda c: c[0]), (lambda c: c[1])
    assert trick_winner([("h", 5), ("s", 9), ("h", 7)], suit, rank) == 2
    assert trick_winner([("h", 5), ("s", 2), ("h", 7)], suit, rank, trump="s") == 1
