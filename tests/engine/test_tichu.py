"""Tichu: the card-passing convention (3-5-7-9-J-K-A-Q-10-8-6-4-2), the passes the reader
chooses, and the reading of the cards received from the opponents."""

from __future__ import annotations

import json
from itertools import combinations

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.tichu import rules as T

from playthroughs import random_walk

CALC = get_game("tichu", "passes")
HAND = ["2r", "3v", "5b", "6n", "7r", "8v", "8b", "9n", "10r", "Jv", "Qb", "Kn", "Ar"]


def C(code: str) -> int:
    c = T.card_of_code(code)
    assert c is not None
    return c


def right_of(a: str, b: str) -> str:
    return T.CODES[T.to_the_right(C(a), C(b))[0]]


def frozen(s) -> str:
    return json.dumps(s.to_json(), sort_keys=True)


def test_codes_round_trip():
    assert len(set(T.CODES)) == 52
    assert all(T.card_of_code(T.card_code(c)) == c for c in T.DECK)
    assert T.card_of_code("8R") is None and T.card_of_code("08r") is None


def test_rule_1_even_card_to_the_right_with_jacks_kings_odd_and_aces_queens_even():
    """« When passing an even and an odd card to the opponents, always pass the even card to the
    player on the right (treat Jacks and Kings as Odd and Aces and Queens as even for this purpose). »"""
    assert right_of("8r", "5v") == "8r" and right_of("5v", "8r") == "8r"
    assert right_of("Jb", "2n") == "2n"          # J odd
    assert right_of("Kb", "Qn") == "Qn"          # K odd, Q even
    assert right_of("Ar", "9v") == "Ar"          # A even
    assert T.to_the_right(C("8r"), C("5v"))[2] == 1


def test_rule_2_lower_even_or_higher_odd_to_the_right():
    """« When passing two non matching EVEN cards, pass the LOWER one to the player on the right. When
    passing two non matching ODD cards, pass the HIGHER one to the player on the right. »"""
    assert right_of("10r", "4v") == "4v" and right_of("Ab", "Qn") == "Qn"
    assert right_of("3r", "Kv") == "Kv" and right_of("9b", "7n") == "9b"
    assert T.to_the_right(C("10r"), C("4v"))[2] == 2


def test_rule_3_split_pair_by_suit_red_green_blue_black():
    """« When splitting a pair, pass the higher alphabetically named suit card to the right (thus Red,
    Green, Blue, Black). »"""
    assert right_of("7n", "7r") == "7r" and right_of("7b", "7v") == "7v" and right_of("7n", "7b") == "7b"
    assert T.to_the_right(C("7n"), C("7r"))[2] == 3


def test_the_title_sequence_says_the_same_as_rules_1_to_3():
    """« (3-5-7-9-J-K-A-Q-10-8-6-4-2) »: of two cards, the later one in this sequence goes right."""
    assert "-".join(T.rank_label(r) for r in T.SEQUENCE) == "3-5-7-9-J-K-A-Q-10-8-6-4-2"
    for a, b in combinations(T.DECK, 2):
        right = T.to_the_right(a, b)[0]
        ra, rb = T.rank_of(a), T.rank_of(b)
        if ra != rb:
            assert T.SEQUENCE.index(T.rank_of(right)) == max(T.SEQUENCE.index(ra), T.SEQUENCE.index(rb))


def test_reader_places_opponent_cards_only_as_the_convention_says():
    """« when you actually choose who to give what, apply the following rules »: a pass against the
    convention is refused, names the rule, and changes nothing."""
    s = CALC.start({"main": HAND}, 1)
    s.play("gauche-5b")
    assert "droite-8v" in s.legal_moves() and "droite-3v" not in s.legal_moves()
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play("droite-3v")                     # two odd cards: the higher (5) must go right
    assert "règle 2" in err.value.reason and "3 vert va donc à gauche" in err.value.reason
    assert err.value.section == "card-passing-to-opponents-3-5-7-9-j-k-a-q-10-8-6-4-2"
    assert frozen(s) == before
    with pytest.raises(IllegalMove) as err:
        s.play("partenaire-5b")
    assert "déjà passée" in err.value.reason
    s.play("droite-8v")                         # rule 1: even to the right
    assert any("Règle 1" in line for line in s.advice())
    with pytest.raises(IllegalMove) as err:
        s.play("valider")
    assert "une pour votre partenaire" in err.value.reason
    s.play("partenaire-Ar")
    s.play("valider")
    assert s.phase == "lecture" and set(s.received) == {"gauche", "droite", "partenaire"}


def test_reading_a_received_card_always_covers_what_the_partner_got():
    """From the left opponent you are « the player on the right »: his card to your partner comes
    earlier in 3-5-7-9-J-K-A-Q-10-8-6-4-2; from the right opponent, later."""
    for seed in range(300):
        s = CALC.start({}, seed)
        s.play(f"partenaire-{T.CODES[s.hand[0]]}")
        first = min(s.hand[1:], key=T.order_key)      # earliest in the sequence: goes left
        s.play(f"gauche-{T.CODES[first]}")
        s.play(next(m for m in s.legal_moves() if m.startswith("droite-")))
        s.play("valider")
        for seat, got, text, real in s.readings():
            possible, _ = T.reading(got, seat)
            assert real in possible, (seed, seat, T.card_label(got), T.card_label(real))
            assert "3-5-7-9-J-K-A-Q-10-8-6-4-2" in text
        assert s.received["gauche"] in s.others["gauche"] and s.received["droite"] in s.others["droite"]


def test_reading_text():
    _, text = T.reading(C("8r"), "gauche")
    assert "avant le 8" in text and "3, 5, 7, 9, J, K, A, Q, 10" in text and "plus basse" in text
    _, text = T.reading(C("Kv"), "droite")
    assert "après le K" in text and "A, Q, 10, 8, 6, 4, 2" in text


def test_bad_hands_name_the_field():
    for bad in (HAND[:12], HAND[:12] + ["2r"], HAND[:12] + ["1r"], "2r"):
        with pytest.raises(ScenarioError) as err:
            CALC.start({"main": bad}, 1)
        assert err.value.field == "main"


def test_random_edits_never_raise_and_keep_the_convention():
    for seed in range(60):
        for s, _, _ in random_walk(CALC, {}, seed, 120, walk_seed=seed):
            assert len(s.hand) == 13 and len(s.placed()) == sum(v is not None for v in s.passes.values())
            g, d = s.passes["gauche"], s.passes["droite"]
            if g is not None and d is not None:
                assert T.to_the_right(g, d)[0] == d
            s.advice()
            s.readings()
