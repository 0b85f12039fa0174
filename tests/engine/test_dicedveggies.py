"""Diced Veggies (page « Gamehelpdicedveggies »): the cut of the dice block and the solo
points guide with its 71–80 gap."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.dicedveggies import rules as R

from engine.rng import Rng

CUT = get_game("dicedveggies", "coupe")
G = R.GRID


def start(block=None):
    return CUT.start({"bloc": block} if block else {}, 1)


def choose(s, *names):
    for n in names:
        s.play(f"de-{n}", 0)


def refused(s, move, *words):
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play(move, 0)
    assert json.dumps(s.to_json(), sort_keys=True) == before
    for w in words:
        assert w in err.value.reason, err.value.reason
    assert err.value.section == "i-couper"


def test_a_cut_from_a_corner_along_an_edge_takes_the_dice():
    """« sélectionner un dé de bordure (un coin) et avancé le long d'une bordure pour sélectionner
    l'ensemble de vos dés »"""
    s = start()
    choose(s, "A1", "B1", "C1")
    assert "couper" in s.legal_moves(0)
    s.play("couper", 0)
    assert [s.block[G.parse(n)] for n in ("A1", "B1", "C1")] == [None] * 3
    assert s.taken == [["T", 3], ["C", 1], ["P", 2]] and s.chosen == []


def test_the_cut_never_starts_in_the_middle_nor_bends():
    """« Vous ne pouvez pas incliner le hachoir pour éviter de pousser certains dés. »"""
    s = start()
    choose(s, "C3")
    refused(s, "couper", "coin", "incliner le hachoir")
    s.play("vider", 0)
    choose(s, "A1", "B2")                           # not on one line
    refused(s, "couper", "ligne droite")
    s.play("vider", 0)
    choose(s, "B1", "C1")                           # A1 is still before B1
    refused(s, "couper", "coin")
    s.play("vider", 0)
    choose(s, "A1", "C1")                           # a gap
    refused(s, "couper", "ligne droite")


def test_the_sum_is_at_most_ten():
    """« Vous ne pouvez pas récupérer un bloc de dés dont la somme des valeurs est supérieure à 10. »"""
    s = start()
    choose(s, "A5", "B5", "C5")                     # 1 + 2 + 6 = 9
    assert "couper" in s.legal_moves(0)
    choose(s, "D5")                                 # + 3 = 12
    refused(s, "couper", "font 12", "supérieure à 10")


def test_the_block_stays_in_one_piece_never_held_by_a_corner():
    """« Le bloc de dés doit rester d'un seul tenant, aucune partie ne doit être déconnectée ou reliée
    uniquement par un coin. »"""
    s = start()
    choose(s, "A1", "B1", "C1")
    s.play("couper", 0)
    choose(s, "D1")                                 # E1 would touch D2 by a corner only
    refused(s, "couper", "seul tenant", "uniquement par un coin")


def test_refusals_of_other_moves_and_restart():
    s = start()
    choose(s, "A1")
    s.play("couper", 0)
    refused(s, "de-A1", "plus de dé en A1")
    with pytest.raises(IllegalMove):
        s.play("vider", 0)
    s.play("recommencer", 0)
    assert s.block == R.parse_block(R.DEFAULT_BLOCK) and s.taken == []


def test_bad_blocks_are_refused():
    for bad in (["T3"], ["T3 C1 P2 B2 X6"] + R.DEFAULT_BLOCK[1:], ["T3 C1 P2 B2 A7"] + R.DEFAULT_BLOCK[1:],
                [".. .. .. .. .."] * 5, ["T1 .. .. .. T1"] + [".. .. .. .. .."] * 4, "T3"):
        with pytest.raises(ScenarioError) as err:
            CUT.start({"bloc": bad}, 1)
        assert err.value.field == "bloc"


def test_solo_points_guide_and_its_gap():
    """« 61-70 Bon là tu te la pètes » then « 81+ Comment ?!? »: the page says nothing of 71–80."""
    assert R.solo_title(0) == "La technique mérite d'être affutée"
    assert R.solo_title(45) == "Un coup de couperet impressionnant"
    assert R.solo_title(70) == "Bon là tu te la pètes"
    assert all(R.solo_title(p) is None for p in range(71, 81))
    assert R.solo_title(81) == "Comment ?!?"


def test_random_edits_keep_every_die_once_and_every_cut_legal():
    """Seeded random edits (cuts played whenever legal): every die is in the block or cut exactly
    once, each cut respected the three rules, and the rest of the block is always in one piece."""
    start_dice = sorted(tuple(d) for d in R.parse_block(R.DEFAULT_BLOCK) if d)
    cuts = 0
    for walk in range(200):
        s = CUT.start({}, walk)
        rng = Rng(walk)
        for _ in range(60):
            legal = s.legal_moves(0)
            if "couper" in legal and rng.below(4):
                assert R.cut_problem(s.block, s.chosen) is None and sum(s.block[i][1] for i in s.chosen) <= 10
                move = "couper"
                cuts += 1
            elif len(s.chosen) > 3 and "vider" in legal:
                move = "vider"
            else:
                move = legal[rng.below(len(legal))]
            s.play(move, 0)
            dice = sorted(tuple(d) for d in s.block if d) + sorted(tuple(d) for d in s.taken)
            assert sorted(dice) == start_dice
            left = [i for i in G.squares() if s.block[i] is not None]
            assert len(G.regions(left)) <= 1
    assert cuts > 200
