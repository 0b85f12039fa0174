"""Con Sonar!: the final scoring of « Décompte », the counts of « Composants »
and the set-up sentence the page gets wrong (page « Gamehelpconsonar »)."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.consonar import rules as R

from playthroughs import random_walk

CALC = get_game("consonar", "decompte")


def frozen(s):
    return json.dumps(s.to_json(), sort_keys=True)


def start(**position):
    return CALC.start({"position": position}, 1)


def test_components_twelve_submarines_and_the_wrong_setup_sentence():
    """« 6 ensembles de couleurs de 2 sous-marins (Jaune, Vert, Bleu, Rouge, Orange, Pourpre) » against
    « On débute le jeu avec 6 sous-marins de chaque couleur sur la graduation 2 du Sonar, les 6 autres sur
    la graduation 4 »: taken literally, 36 + 6 submarines; 12 exist."""
    assert R.total_subs() == 12
    assert sum(R.START_AS_WRITTEN.values()) == 42 != R.total_subs()
    assert sum(R.START_KEPT.values()) == R.total_subs()
    html = CALC.render(CALC.start({}, 1), 0, [])
    assert "ce serait 36 sous-marins, il n&#x27;y en a que 12" in html


def test_one_point_per_sunk_submarine_minus_one_per_miss():
    """« 1 point par sous-marin coulé, –1 point par attaque ratée »"""
    s = start(couleur="rouge", coules={"jaune": 1, "vert": 1}, ratees=3, restants=0)
    assert s.lines()["coules"] == 2 and s.lines()["ratees"] == -3 and s.total() == -1


def test_two_points_per_own_submarine_left():
    """« 2 points pour chacun de vos sous-marins encore présent sur le Sonar »"""
    assert start(couleur="bleu", coules={}, ratees=0, restants=2).total() == 4


def test_one_point_per_pair_of_the_same_colour():
    """« 1 point par paire de sous-marins coulés de la même couleur »"""
    s = start(couleur="rouge", coules={"jaune": 2, "vert": 2, "bleu": 1}, ratees=0, restants=0)
    assert s.lines()["paires"] == 2
    assert s.total() == 5 + 2


def test_two_points_per_group_of_four_colours():
    """« 2 points pour un groupe de 4 sous-marins (ou plus) coulés de couleurs différentes »"""
    assert R.groups({"jaune": 1, "vert": 1, "bleu": 1}) == 0
    assert R.groups({"jaune": 1, "vert": 1, "bleu": 1, "orange": 1}) == 1
    assert R.groups({"jaune": 1, "vert": 1, "bleu": 1, "orange": 1, "pourpre": 1}) == 1
    assert R.groups({"jaune": 2, "vert": 2, "bleu": 2, "orange": 2}) == 2
    assert R.groups({"jaune": 2, "vert": 2, "bleu": 1, "orange": 1, "pourpre": 2}) == 2
    assert R.groups({"jaune": 2, "vert": 2, "bleu": 2, "orange": 1}) == 1
    s = start(couleur="rouge", coules={"jaune": 2, "vert": 1, "bleu": 1, "orange": 1}, ratees=2, restants=1)
    assert s.lines() == {"coules": 5, "ratees": -2, "restants": 2, "paires": 1, "groupes": 2, "total": 8}


def test_edits_move_each_line_and_the_default_example():
    s = CALC.start({}, 1)
    assert s.total() == 8
    s.play("coule-plus-vert")           # a second green: one more pair
    assert s.lines()["paires"] == 2 and s.total() == 10
    s.play("coule-plus-pourpre")
    s.play("coule-plus-bleu")
    s.play("coule-plus-orange")         # 2 of each of four colours + 1 purple: two groups
    assert s.lines()["groupes"] == 4


def test_refused_edits_name_the_rule_and_change_nothing():
    s = CALC.start({}, 1)
    for move, words, section in [("coule-plus-jaune", "2 sous-marins", "composants"),
                                 ("coule-plus-rouge", "votre couleur", "decompte"),
                                 ("reste-plus", "que 2 sous-marins", "composants")]:
        s.play("reste-plus") if move == "reste-plus" and s.restants < 2 else None
        before = frozen(s)
        with pytest.raises(IllegalMove) as err:
            s.play(move)
        assert words in err.value.reason and err.value.section == section
        assert frozen(s) == before
    full = start(couleur="rouge", coules={}, ratees=18, restants=0)
    with pytest.raises(IllegalMove) as err:
        full.play("coule-plus-vert")
    assert "18 cartes « Torpille »" in err.value.reason or "18 attaques" in err.value.reason
    assert err.value.section == "fin-de-partie"


def test_bad_positions_are_refused_in_french():
    for bad, words in [({"couleur": "noir"}, "inconnue"), ({"coules": {"jaune": 3}}, "de 0 à 2"),
                       ({"couleur": "rouge", "coules": {"rouge": 1}}, "votre couleur"),
                       ({"ratees": -1}, "ratees"), ({"restants": 3}, "restants"),
                       ({"coules": {"jaune": 2}, "ratees": 17}, "18"), ("x", "une table")]:
        with pytest.raises(ScenarioError) as err:
            CALC.start({"position": bad}, 1)
        assert err.value.field == "position" and words in err.value.problem, (bad, err.value.problem)


def test_random_edits_never_raise_and_keep_the_counts():
    for seed in range(300):
        for state, _, _ in random_walk(CALC, {}, seed, steps=40, walk_seed=seed):
            assert all(0 <= n <= 2 for n in state.coules.values()) and state.coules[state.couleur] == 0
            assert 0 <= state.restants <= 2 and state.attacks() <= 18
            assert state.total() == sum(v for k, v in state.lines().items() if k != "total")
