"""Setup: the Ensembles (same value, or one colour in a suite, joined by lines)
and the points of a turn, on a board whose lines the reader draws; the
selection rules of a turn; refusals, bad options, random edits."""

from __future__ import annotations

import json

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from engine.games.setup import rules as R
from playthroughs import random_walk
from refusals import refused

CALC = get_game("setup", "ensembles")
ALL = R.CANDIDATE_LINKS


def test_board_has_twelve_squares_four_common():
    """« Le plateau contient 12 cases : 4 cases communes au centre et 2 cases par couleur de pion »."""
    assert len(R.SQUARES) == 12
    zones = list(R.ZONES.values())
    assert zones.count("commune") == 4 and all(zones.count(z) == 2 for z in ("vous", "adversaire"))


def test_the_page_example_scores_five():
    """« si un joueur pose un 3♦ et un 4♦ et qu'il y a sur le plateau (et reliés correctement) un
    4♣, un 5♦ et un 6♦, il marquera 2 points pour les 4 et 3 points pour la suite. »"""
    s = CALC.start({}, 1)
    pts = s.points()
    assert pts["vous"] == 5
    kinds = sorted((e["sorte"], len(e["cases"])) for e in pts["ensembles"])
    assert kinds == [("suite", 4), ("valeur", 2)]


def test_a_tile_scores_at_most_one_point():
    """« Une tuile ne peut rapporter qu'un point maximum, même si elle fait partie de 2 Ensembles. »"""
    board = {"B3": "4d", "C3": "4c", "B2": "5d"}
    pts = R.turn_points(board, ALL, ["B3"])
    assert len(pts["ensembles"]) == 2 and pts["vous"] == 3          # 4♦ is in both


def test_old_tiles_count_only_inside_an_ensemble_of_the_turn():
    """« 1 point par tuile faisant partie de son ou ses Ensemble(s), même si elles étaient déjà
    présentes sur le plateau »: an Ensemble without a new tile scores nothing."""
    board = {"B2": "7h", "C2": "7s", "B4": "2e"}
    assert R.turn_points(board, ALL, ["B4"])["vous"] == 0
    assert R.turn_points({**board, "B3": "7c"}, ALL, ["B3"])["vous"] == 3


def test_ensembles_need_lines():
    """« Des lignes permettent de voir quelles cases sont reliées pour créer des Ensembles :
    orthogonalement ou diagonalement. »"""
    board = {"B3": "4d", "C2": "4c"}                                   # corner to corner
    assert R.turn_points(board, ALL, ["B3"])["vous"] == 2
    assert R.turn_points(board, [l for l in ALL if l != "B3C2"], ["B3"])["vous"] == 0
    s = CALC.start({}, 1)
    s.play("lien-B3C3")                                                # erase the line between the 4s
    assert s.points()["vous"] == 4
    s.play("lien-B3C3")
    assert s.points()["vous"] == 5


def test_suite_is_one_colour_following_values():
    """« soit de même couleur formant une suite »: 3♦ – 5♦ is no suite, 3♣ – 4♦ neither."""
    assert R.turn_points({"B3": "3d", "B2": "5d"}, ALL, ["B3"])["vous"] == 0
    assert R.turn_points({"B3": "3c", "B2": "4d"}, ALL, ["B3"])["vous"] == 0
    assert R.turn_points({"B3": "3d", "B2": "4d", "C2": "5d"}, ALL, ["B3"])["vous"] == 3


def test_opponent_scores_the_tiles_on_his_zone():
    """« Si ces Ensembles comprennent des tuiles situées sur des zones d'adversaires, ceux-ci
    marquent aussi 1 point par tuile sur leur zone. »"""
    pts = R.turn_points({"B1": "9h", "C1": "9s", "B2": "9c"}, ALL, ["B2"])
    assert pts["vous"] == 3 and pts["adversaire"] == 2


def test_turn_tiles_same_value_or_same_colour():
    """« Il ne peut sélectionner que des tuiles de même valeur OU de même couleur »."""
    s = CALC.start({"plateau": {}, "nouvelles": {"B3": "4d"}}, 1)
    s.play("valeur-4")
    s.play("couleur-c")
    s.play("case-C3")                                                  # 4♣: same value
    s.play("valeur-5")
    refused(s, "case-B2", "même valeur OU", section="deroulement-dun-tour")
    with pytest.raises(ScenarioError) as err:
        CALC.start({"plateau": {}, "nouvelles": {"B3": "4d", "C3": "5c"}}, 1)
    assert err.value.field == "nouvelles"


def test_not_on_the_opponents_squares():
    """« Il peut ensuite les poser sur toutes les cases, avec ou sans tuiles, SAUF celles de la
    couleur du pion de son ou ses adversaire(s). »"""
    s = CALC.start({}, 1)
    refused(s, "case-B1", "SAUF", section="deroulement-dun-tour")
    s.play("outil-poser")                                              # setting up the board is allowed
    s.play("case-C1")
    s.play("outil-jouer")
    s.play("valeur-2")
    s.play("couleur-d")
    s.play("case-C2")                                                  # on a square « avec ou sans tuiles »
    s.play("outil-vider")
    s.play("case-C2")


def test_same_colour_tiles_form_a_single_suite():
    """« de même couleur qui formeront une unique suite une fois posées »."""
    s = CALC.start({"plateau": {}, "nouvelles": {"B3": "4d"}}, 1)
    s.play("valeur-9")
    s.play("couleur-d")
    s.play("case-A2")
    refused(s, "valider", "unique suite", section="deroulement-dun-tour")
    s.play("outil-vider")
    s.play("case-A2")
    s.play("outil-jouer")
    s.play("valeur-5")
    s.play("case-B2")
    s.play("valider")
    assert s.totals == {"vous": 2, "adversaire": 0} and s.new == []
    refused(s, "valider", "aucune tuile")


def test_one_tile_of_each():
    s = CALC.start({}, 1)
    s.play("valeur-6")
    s.play("couleur-d")
    refused(s, "case-A2", "déjà sur le plateau")


@pytest.mark.parametrize("options, field", [
    ({"plateau": {"E5": "4d"}}, "plateau"),
    ({"plateau": {"B2": "11d"}}, "plateau"),
    ({"plateau": {"B2": "4x"}}, "plateau"),
    ({"plateau": {"B2": "04d"}}, "plateau"),
    ({"plateau": []}, "plateau"),
    ({"nouvelles": {"B1": "4d"}}, "nouvelles"),
    ({"plateau": {"B2": "4d"}, "nouvelles": {"B3": "4d"}}, "nouvelles"),
    ({"lignes": ["A2D3"]}, "lignes"),
    ({"lignes": "B2C2"}, "lignes"),
])
def test_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        CALC.start(options, 1)
    assert err.value.field == field


def test_random_edits_never_raise_and_round_trip():
    for seed in range(120):
        for state, _p, _m in random_walk(CALC, {}, seed, 50, walk_seed=seed + 7):
            doc = state.to_json()
            assert CALC.from_json(json.loads(json.dumps(doc))).to_json() == doc
            tiles = list(state.board.values())
            assert len(tiles) == len(set(tiles)) and set(state.new) <= set(state.board)
            pts = state.points()
            assert pts["adversaire"] <= pts["vous"] <= len(state.board)
        CALC.render(state, 0, state.legal_moves(0))


def test_tiles_are_drawn_on_the_squares_and_chosen_as_tiles():
    """Issue 23: a square shows its tile (value and colour symbol on its colour), an empty square
    shows nothing (no « · »); the tile to place is chosen among drawn tiles (values, colours), never
    ticked boxes (aria-pressed word buttons)."""
    import re
    s = CALC.start({"plateau": {"C3": "4c", "B2": "5d", "B1": "6d"}, "nouvelles": {"B4": "3d", "B3": "4d"}}, 1)
    html = CALC.render(s, 0, s.legal_moves(0))
    grid = html[html.index("bga-board-grid"):html.index("</div></div>", html.index("bga-board-grid"))]
    assert grid.count("bga-onsquare") == 5 and "·" not in grid
    assert 'data-colour="orange"><span class="bga-value">6</span><span class="bga-cname">♦</span>' in grid
    picks = re.findall(r'<button type="button" class="([^"]*)" data-move="(valeur|couleur)-', html)
    assert len(picks) == 10 + 5 and all("bga-card" in cls for cls, _ in picks)
    assert not re.search(r'class="bga-move[^"]*" data-move="outil-[^"]*"[^>]*aria-pressed', html)
