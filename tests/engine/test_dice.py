"""engine.dice: a cup of dice with holds and a limited number of rolls, a roll as an
explicit chance step drawn from the state's seeded generator, counting helpers."""

from __future__ import annotations

import json

import pytest

from engine import dice as D
from engine.core import CHANCE, Game, IllegalMove
from engine.options import PlayerCount


# --- a tiny game whose only chance steps are rolls: roll 3 dice, hold, reroll, stop ---

class CupState(D.RollingState):
    def pending_roll(self):
        return len(D.free_dice(self.cup)) if self.rolling else None

    def to_move(self):
        if self.done:
            return []
        return [CHANCE] if self.rolling else [0]

    def legal_moves(self, player=None):
        if self.rolling:
            return D.roll_outcomes(self.pending_roll()) if player == CHANCE else []
        if player not in (None, 0) or self.done:
            return []
        return D.hold_moves(self.cup) + (["relancer"] if D.can_roll(self.cup) else []) + ["stop"]

    def _apply(self, move, player):
        if player == CHANCE:
            D.apply_roll(self.cup, D.parse_roll(move, self.pending_roll()))
            self.rolling = False
        elif move == "relancer":
            self.rolling = True
        elif move == "stop":
            self.done = True
        else:
            D.toggle(self.cup, move)


class CupGame(Game):
    id = "gobelet"
    state_class = CupState
    options = (PlayerCount(default=1, lo=1, hi=1),)

    def setup(self, options, seed):
        s = CupState(self, 1, seed)
        s.cup = D.new_cup(3, 3)
        s.rolling = True
        s.done = False
        return s


def test_a_new_cup_throws_every_die_first_then_only_the_free_ones():
    cup = D.new_cup(5)
    assert cup["values"] == [0] * 5 and D.free_dice(cup) == [0, 1, 2, 3, 4] and D.can_roll(cup)
    assert D.hold_moves(cup) == []                     # nothing to hold before the first roll
    D.apply_roll(cup, [1, 2, 3, 4, 5])
    D.toggle(cup, "garder-2")
    D.toggle(cup, "garder-4")
    assert D.free_dice(cup) == [0, 2, 4]
    assert D.apply_roll(cup, [6, 6, 6]) == [0, 2, 4]
    assert cup["values"] == [6, 2, 6, 4, 6] and cup["rolls"] == 2
    assert D.hold_moves(cup) == ["garder-1", "lacher-2", "garder-3", "lacher-4", "garder-5"]
    D.apply_roll(cup, [1, 1, 1])
    assert not D.can_roll(cup) and D.rolls_left(cup) == 0 and D.hold_moves(cup) == []
    D.reset(cup)
    assert cup["values"] == [0] * 5 and cup["held"] == [False] * 5 and cup["rolls"] == 0


def test_all_dice_held_leaves_nothing_to_roll():
    cup = D.new_cup(2)
    D.apply_roll(cup, [3, 4])
    D.toggle(cup, "garder-1")
    D.toggle(cup, "garder-2")
    assert not D.can_roll(cup)
    D.toggle(cup, "lacher-2")
    assert D.can_roll(cup)


def test_die_names_say_value_and_hold():
    cup = D.new_cup(3)
    assert D.die_name(cup, 0) == "Dé 1 : pas encore lancé"
    D.apply_roll(cup, [2, 5, 1])
    D.toggle(cup, "garder-2")
    assert D.die_name(cup, 1) == "Dé 2 : 5, gardé" and D.die_name(cup, 2) == "Dé 3 : 1"


def test_roll_outcomes_are_every_ordered_throw_once():
    outs = D.roll_outcomes(3)
    assert len(outs) == 216 == len(set(outs)) and outs[0] == "des-111" and outs[-1] == "des-666"
    assert D.roll_outcomes(1, faces=4) == ["des-1", "des-2", "des-3", "des-4"]
    outs.append("x")                                   # the caller's copy only
    assert len(D.roll_outcomes(3)) == 216


@pytest.mark.parametrize("move", ["des-12", "des-1234", "des-127", "des-102", "des-١٢٣", "des-１２３",
                                  "des- 123", "des-+12", "DES-123", "des-123\n", "de-123", None, 123])
def test_parse_roll_reads_only_the_exact_spelling(move):
    assert D.parse_roll(move, 3) is None


def test_parse_hold_is_strict():
    assert D.parse_hold("garder-3", 5) == (True, 2) and D.parse_hold("lacher-5", 5) == (False, 4)
    for odd in ("garder-6", "garder-0", "garder-03", "garder-٣", "Garder-3", "garder-3 ", "garder", 3):
        assert D.parse_hold(odd, 5) is None


def test_counting_helpers():
    assert D.counts([1, 1, 6]) == [0, 2, 0, 0, 0, 0, 1]
    assert D.of_a_kind([2, 5, 2, 2, 5]) == 3 and D.of_a_kind([1, 2, 3]) == 1
    assert D.pairs([2, 5, 2, 2, 5]) == 2 and D.pairs([4, 4, 4, 4, 1]) == 1
    assert D.is_full([2, 5, 2, 2, 5]) and not D.is_full([3, 3, 3, 3, 3]) and not D.is_full([1, 1, 2, 2, 3])
    assert D.longest_straight([3, 1, 4, 2, 6]) == 4 and D.longest_straight([6, 5, 4, 3, 2]) == 5
    assert D.longest_straight([1, 1, 3, 5, 5]) == 1
    assert D.total([6, 6, 6, 6, 1]) == 25


def test_sampling_reads_the_generator_and_playing_advances_it():
    game = CupGame()
    s = game.start({}, 4)
    before = s.rng_state
    move = s.sample_chance()
    assert s.rng_state == before and move == s.sample_chance()       # reading draws nothing
    assert D.parse_roll(move, 3) is not None
    twin = game.start({}, 4)
    s.play(move, CHANCE)
    twin.play("des-666", CHANCE)                                      # any outcome advances alike
    assert s.rng_state == twin.rng_state != before


def test_rolling_state_refuses_malformed_outcomes_and_changes_nothing():
    s = CupGame().start({}, 1)
    before = json.dumps(s.to_json(), sort_keys=True)
    for odd in ("des-12", "des-1234", "des-017", "des-١٢٣", "relancer", "des-123 "):
        with pytest.raises(IllegalMove):
            s.play(odd, CHANCE)
    assert json.dumps(s.to_json(), sort_keys=True) == before


def test_a_roll_is_uniform_over_faces_and_replays_from_the_seed():
    game = CupGame()
    seen = [0] * 7
    for seed in range(600):
        s = game.start({}, seed)
        for v in D.parse_roll(s.sample_chance(), 3):
            seen[v] += 1
    # 1800 dice: each face 300 expected; a biased die would stray far
    assert all(240 < n < 360 for n in seen[1:]), seen
    a, b = game.start({}, 9), game.start({}, 9)
    for state in (a, b):
        state.play(state.sample_chance(), CHANCE)
        state.play("garder-1", 0)
        state.play("relancer", 0)
        state.play(state.sample_chance(), CHANCE)
    assert a.to_json() == b.to_json() and a.cup["held"] == [True, False, False]
    held = a.cup["values"][0]
    a.play("relancer", 0)
    a.play(a.sample_chance(), CHANCE)
    assert a.cup["values"][0] == held and a.cup["rolls"] == 3
    assert "relancer" not in a.legal_moves(0) and a.legal_moves(0) == ["stop"]
