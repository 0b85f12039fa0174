"""Ginkgopolis: the construction cost and the district scoring of the page, on
a city the reader edits; refusals, bad options, random edits."""

from __future__ import annotations

import json

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from engine.games.ginkgopolis import rules as R
from playthroughs import random_walk
from refusals import refused

CALC = get_game("ginkgopolis", "quartiers")


def B(c, n, h, p):
    return {"c": c, "n": n, "h": h, "p": p}


# --- construction -----------------------------------------------------------------------------

def test_construction_returns_resources_and_pays_the_owner():
    """« Les ressources présentes sur le bâtiment désigné par la carte sont rendues à leur
    propriétaire. Si le propriétaire du bâtiment est un autre joueur, il reçoit 1 point de
    réussite par ressource qui lui est restituée. »"""
    cost = R.construction(B("rouge", 12, 3, 1), "rouge", 13, 0)
    assert cost["rendues"] == 3 and cost["points_proprietaire"] == 3
    assert R.construction(B("rouge", 12, 3, 0), "rouge", 13, 0)["points_proprietaire"] == 0


def test_lower_number_pays_the_difference():
    """« Si le chiffre de la tuile que vous jouez est inférieur au chiffre de la tuile que vous
    recouvrez, vous devez payer la différence en points de réussite. »"""
    assert R.construction(B("rouge", 12, 3, 1), "rouge", 4, 0)["points_payes"] == 8
    assert R.construction(B("rouge", 4, 3, 1), "rouge", 12, 0)["points_payes"] == 0


def test_other_colour_costs_one_resource_more():
    """« Si la couleur de la tuile que vous jouez est différente de celle que vous recouvrez,
    payez 1 ressource supplémentaire. »"""
    assert R.construction(B("rouge", 5, 1, 1), "bleu", 6, 0)["ressource_couleur"] == 1
    assert R.construction(B("rouge", 5, 1, 1), "rouge", 6, 0)["ressource_couleur"] == 0


def test_one_resource_per_level():
    """« Placez 1 ressource par niveau du nouveau bâtiment sur la tuile. »"""
    cost = R.construction(B("jaune", 5, 2, 1), "jaune", 6, 0)
    assert cost["hauteur"] == cost["ressources_posees"] == 3


def test_construction_in_the_calculator():
    s = CALC.start({}, 1)                                   # tile Rouge 4, builder: you, tool: construire
    s.play("case-B2")                                       # on Rouge 12 of J2, 3 levels
    assert s.city["B2"] == B("rouge", 4, 4, 0)
    assert s.points == [-8, 3, 0]
    assert "8 point(s) de réussite payé(s)" in s.events[-1] and "même couleur" in s.events[-1]
    refused(s, "case-C2", "déjà dans la ville")             # Rouge 4 is now in B2
    s.play("numero-5")
    s.play("numero-6")
    refused(s, "case-A4", "il faut un bâtiment", section="3-construction")


# --- districts --------------------------------------------------------------------------------

def test_districts_are_groups_of_two_or_more_adjacent_tiles_of_one_colour():
    """« tout groupe de deux ou plusieurs tuiles adjacentes de même couleur est un quartier »."""
    city = {"A1": B("rouge", 1, 1, 0), "B1": B("rouge", 2, 1, 1), "C1": B("bleu", 3, 1, 0),
            "B2": B("bleu", 4, 1, 0), "D4": B("jaune", 5, 1, 0), "C2": B("bleu", 6, 1, 1)}
    assert R.districts(city) == [["A1", "B1"], ["C1", "B2", "C2"]]
    assert not any("D4" in d for d in R.districts(city))     # alone: no district
    city["C2"] = B("bleu", 6, 1, 1)
    city["D3"] = B("bleu", 7, 1, 1)                           # corner only: not adjacent
    assert not any("D3" in d for d in R.districts(city))


def test_first_scores_the_total_second_its_own():
    """« Le joueur ayant le plus de ressources dans le quartier gagne un nombre de points égal au
    total des ressources du quartier. Le joueur en deuxième position ne marque des points que
    pour ses propres ressources. »"""
    city = {"A1": B("rouge", 1, 3, 0), "B1": B("rouge", 2, 2, 1), "C1": B("rouge", 3, 1, 2)}
    assert R.district_points(city, ["A1", "B1", "C1"]) == {0: 6, 1: 2}


def test_alone_in_a_district_scores_twice():
    """« Si un seul joueur a des ressources dans le district, il obtient les deux séries de points
    ou deux fois le nombre de ses ressources. »"""
    city = {"A1": B("jaune", 1, 2, 2), "A2": B("jaune", 2, 1, 2)}
    assert R.district_points(city, ["A1", "A2"]) == {2: 6}


def test_ties_go_to_the_highest_building_then_its_number():
    """« En cas d'égalité, c'est le joueur qui possède le bâtiment le plus haut dans le district
    qui remporte l'égalité. Si l'égalité persiste, c'est le joueur dont le bâtiment est le plus
    haut et dont le numéro de bâtiment est le plus élevé dans le district qui l'emporte. »"""
    city = {"A1": B("bleu", 1, 2, 0), "B1": B("bleu", 2, 1, 1), "C1": B("bleu", 3, 1, 1)}
    assert R.district_points(city, ["A1", "B1", "C1"]) == {0: 4, 1: 2}     # 2 each: 2 levels beat 1
    city = {"A1": B("bleu", 4, 1, 0), "B1": B("bleu", 9, 1, 1)}
    assert R.district_points(city, ["A1", "B1"]) == {1: 2, 0: 1}           # same height: n° 9 beats 4
    s = CALC.start({}, 1)
    blue = next(d for d in R.districts(s.city) if "C1" in d)
    assert R.district_points(s.city, blue) == {0: 5, 2: 1}                 # J3's 4 beats J2's 2 for second


def test_scores_of_the_example_city():
    s = CALC.start({}, 1)
    assert R.city_scores(s.city) == [9, 10, 5]
    assert s.scores() == [9]


@pytest.mark.parametrize("options", [
    {"ville": {"F1": ["rouge", 1, 1, 1]}},
    {"ville": {"A1": ["vert", 1, 1, 1]}},
    {"ville": {"A1": ["rouge", 21, 1, 1]}},
    {"ville": {"A1": ["rouge", 1, 0, 1]}},
    {"ville": {"A1": ["rouge", 1, 1, 4]}},
    {"ville": {"A1": ["rouge", 1, 1]}},
    {"ville": {"A1": ["rouge", 1, 1, 1], "A2": ["rouge", 1, 2, 2]}},
    {"ville": [1]},
])
def test_bad_options(options):
    with pytest.raises(ScenarioError) as err:
        CALC.start(options, 1)
    assert err.value.field == "ville"


def test_random_edits_never_raise_and_round_trip():
    for seed in range(120):
        for state, _p, _m in random_walk(CALC, {}, seed, 50, walk_seed=seed + 3):
            doc = state.to_json()
            assert CALC.from_json(json.loads(json.dumps(doc))).to_json() == doc
            tops = [(b["c"], b["n"]) for b in state.city.values()]
            assert len(tops) == len(set(tops))
            total = sum(b["h"] for sq in sum(R.districts(state.city), []) for b in [state.city[sq]])
            assert sum(R.city_scores(state.city)) <= 2 * total
        CALC.render(state, 0, state.legal_moves(0))


def test_the_tile_is_chosen_from_the_reserve_and_the_city_is_drawn_as_buildings():
    """Issue 23: « Sélectionnez une tuile dans votre réserve » : the tile in play is chosen from a drawn
    reserve (not colour and number toggles); each building shows its number and its floors as its
    owner's resource cubes; the city is framed by its lettered and numbered tiles."""
    import re
    s = CALC.start({}, 3)
    assert len(s.hand) == 5 and s.hand[0] == ["rouge", 4]
    assert not any(s.pen_visible_for(c, n) for c, n in s.hand)          # drawn from tiles not in the city
    c, n = s.hand[2]
    s.play(f"tuile-{c}-{n}")
    assert (s.colour, s.number) == (c, n)
    refused(s, f"tuile-{c}-{n}", "déjà celle que vous jouez")
    refused(s, "tuile-rouge-12", "pas dans votre main", section="3-construction")   # Rouge 12 stands in B2
    html = CALC.render(s, 0, s.legal_moves())
    for hc, hn in s.hand:
        assert re.search(rf'<button[^>]*class="bga-tile bga-building[^"]*"[^>]*data-move="tuile-{hc}-{hn}"', html)
    b2 = re.search(r'<button[^>]*data-move="case-B2"[^>]*>.*?</button>', html).group(0)
    assert b2.count('class="bga-cube" data-colour="violet"') == 3 and ">12<" in b2   # Rouge 12, 3 floors of J2
    assert "B2 : Rouge 12, 3 étages, 3 ressources de J2" in b2
    assert "bga-framed" in html and "aria-pressed" not in re.sub(r'<button[^>]*class="bga-(tile|token)[^>]*>', "", html)
