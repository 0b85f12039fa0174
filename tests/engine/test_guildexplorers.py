"""The Guild of Merchant Explorers, mode « exploration »: placing cubes, the kinds of spaces, villages and
trading posts, as the page states them."""

from __future__ import annotations

import json

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from engine.games.guildexplorers import rules as R

from playthroughs import random_walk
from refusals import refused

GAME = get_game("guildexplorers", "exploration")

# A1 P:cap A2 P A3 D  /  B1 D B2 D:v2 B3 E:p2  /  C1 M:d C2 E C3 P:v3  (odd rows shifted right)
SMALL = ["P:cap P   D", "D     D:v2 E:p2", "M:d  E    P:v3"]


def start(mappe=None, cartes=None, seed=1, **more):
    options = dict(more)
    if mappe is not None:
        options["mappe"] = mappe
    if cartes is not None:
        options["cartes"] = cartes
    return GAME.start(options, seed)


# --- placing cubes ------------------------------------------------------------------------

def test_cubes_go_next_to_yours_on_the_card_terrain():
    """« Lorsqu'une carte Exploration est révélée, vous pouvez déposer des cubes adjacents aux vôtres, en
    respectant les contraintes de placement que la carte impose. »"""
    s = start(SMALL, ["desert-2"])
    assert set(s.legal_moves()) == {"explorer-B1", "carte-suivante"}
    refused(s, "explorer-A2", "désert", "prairie", section=R.S_EXPLORE)
    refused(s, "explorer-A3", "adjacents aux vôtres", section=R.S_EXPLORE)
    s.play("explorer-B1")
    s.play("explorer-B2")                # now next to the cube on B1
    assert s.mappe["B2"]["cube"]
    refused(s, "explorer-A3", "ils sont tous placés", section=R.S_EXPLORE)


def test_the_capital_and_villages_count_as_your_cubes():
    """« votre capitale et les Villages que vous avez précédemment découverts comptent toujours comme des
    cases possédant l'un de vos cubes »"""
    s = start(["P:cap P D", "D D:vil E", "M E P"], ["mer-1"])
    assert "explorer-B3" in s.legal_moves() and "explorer-C2" in s.legal_moves()   # both touch the village B2
    refused(s, "explorer-A1", "votre capitale", section=R.S_EXPLORE)
    refused(s, "explorer-B2", "un de vos villages", section=R.S_EXPLORE)


def test_discovery_spaces_ignore_the_terrain():
    """« Les cases "Découverte" sont une exception, et peuvent être explorées sans restriction de type de
    terrain. » ; « permet généralement de placer une Tour d'observation. Cela rapporte un nombre de pièces
    croissant selon le nombre de Tours atteint »"""
    s = start(["P:cap M:d", "M:d P"], ["prairie-3"], tours=[2, 5])
    s.play("explorer-A2")
    s.play("explorer-B1")
    assert s.gains["tours"] == 2 + 5 and s.tours == 2
    assert any("Tour d'observation n° 2, 5 pièces." in e for e in s.events)


def test_aligned_cards_need_an_unbroken_straight_line():
    """« (Par exemple, jusqu'à 3 cases de mer, alignées entre elles) »"""
    s = start(["P:cap E E E", "E E E E", "E E E E"], ["mer-3-ligne"])
    s.play("explorer-A2")
    s.play("explorer-A3")
    refused(s, "explorer-B2", "alignées entre elles", section=R.S_EXPLORE)     # touches A2 but breaks the line
    s.play("explorer-A4")
    assert s.poses == ["A2", "A3", "A4"]
    back = start(["E E E E", "E P:cap E E"], ["mer-3-ligne"])                # A3 and A2 touch the capital B2
    back.play("explorer-A3")
    back.play("explorer-A4")
    back.play("explorer-A2")                                                    # extends the other end
    assert back.poses == ["A2", "A3", "A4"]
    free = start(["P:cap E E E", "E E E E", "E E E E"], ["mer-3"])             # without « ligne »: anywhere next to yours
    free.play("explorer-A2")
    free.play("explorer-B1")
    free.play("explorer-A3")


def test_cubes_may_be_left_unplaced():
    """« il n'est jamais nécessaire de tous les placer »"""
    s = start(SMALL, ["desert-2", "prairie-1"])
    s.play("carte-suivante")
    assert s.carte == 1 and "2 cubes perdus" in s.events[-2]
    s.play("carte-suivante")
    assert s.fin and s.is_over() and s.legal_moves() == []
    refused(s, "explorer-A2", "terminé")


def test_coins_and_ruins_pay_at_once():
    """« Pièce(s) : vous donnera immédiatement le nombre de pièces indiqué si vous l'explorez » ; « Ruine : vous
    donnera immédiatement une carte Trésor si vous l'explorez »"""
    s = start(["P:cap E:p2", "P:r E"], ["mer-1", "prairie-1"])
    s.play("explorer-A2")
    assert s.gains["pieces"] == 2 and s.total() == 2
    s.play("carte-suivante")
    s.play("explorer-B1")
    assert s.tresors == 1


# --- villages -------------------------------------------------------------------------------

def test_a_fully_explored_region_gives_a_village_on_a_blank_space():
    """« L'exploration de toutes les cases d'une Région au cours d'un même âge vous permet d'y découvrir un
    Village. » ; « vous marquez immédiatement le nombre de points indiqué sur votre mappe […] et remplacez par
    un village l'un de vos cubes d'une case vierge de votre choix de cette Région (case sans ville, ni pièce(s),
    ni ruine) »"""
    s = start(SMALL, ["desert-3"], village=4)
    s.play("explorer-B1")
    s.play("explorer-B2")            # the city: not blank
    assert s.attente is None          # A3 is still unexplored
    s.play("explorer-A3")
    assert s.legal_moves() == ["village-A3", "village-B1"]
    refused(s, "village-B2", "case vierge", section=R.S_VILLAGE)
    refused(s, "carte-suivante", "placez d'abord le village", section=R.S_VILLAGE)
    s.play("village-B1")
    assert s.mappe["B1"]["k"] == "village" and s.gains["villages"] == 4


def test_no_village_without_a_blank_space_nor_twice_in_a_region():
    """« Certaines régions ne comportent qu'une seule case vierge, et même parfois aucune. Le lieu de placement
    du village peut alors être imposé ou impossible. » ; « vous ne pourrez jamais placer plusieurs villages dans
    une même région »"""
    s = start(["P:cap D:v2 D:p1", "E E E"], ["desert-2"])
    s.play("explorer-A2")
    s.play("explorer-A3")
    assert s.attente is None and "pas de village possible" in s.events[-1]
    t = start(["P:cap D D:vil", "E E E"], ["desert-1"])
    t.play("explorer-A2")
    assert t.attente is None and "déjà un village" in t.events[-1]
    refused(t, "village-A2", "aucune région", section=R.S_VILLAGE)


# --- trading posts -----------------------------------------------------------------------------

def test_trading_post_multiplies_the_two_cities():
    """« Il obtient immédiatement autant de pièce que la multiplication des valeurs des 2 villes reliées (par
    exemple, 6 pièces s'il a relié une ville de valeur 2 à une ville de valeur 3), et doit poser le comptoir sur
    l'une de ces 2 villes, qui ne pourra plus être réutilisée »"""
    s = start(["P:cap D:v2 D:v3", "E E E"], ["desert-2"])
    s.play("explorer-A2")
    refused(s, "comptoir-A2-A3", "pas encore été explorée", section=R.S_POST)
    s.play("explorer-A3")
    s.play("comptoir-A3-A2")
    assert s.gains["comptoirs"] == 6 and s.mappe["A3"]["comptoir"]
    refused(s, "comptoir-A2-A3", "déjà un comptoir", section=R.S_POST)


def test_three_cities_give_two_posts_and_the_line_must_be_unbroken():
    """« Lorsqu'au cours d'un âge, un joueur établit une ligne de cubes ininterrompue incluant 2 villes ou
    plus » ; « si vous reliez 3 villes d'un coup, vous pouvez tout à fait créer 2 comptoirs à la suite »"""
    s = start(["D:v2 P:cap D:v3 E D:v1", "E E E E E"], ["desert-2", "mer-1"])
    s.play("explorer-A1")
    s.play("explorer-A3")
    refused(s, "comptoir-A1-A5", "pas encore été explorée", section=R.S_POST)
    s.play("comptoir-A1-A3")
    s.play("carte-suivante")
    s.play("explorer-A4")
    refused(s, "comptoir-A3-A5", "pas encore été explorée", section=R.S_POST)
    u = start(["D:v2 P:cap D:v3 E D:v1+", "E E E E E"], ["desert-2", "mer-1"])
    u.play("explorer-A1")
    u.play("explorer-A3")
    refused(u, "comptoir-A3-A5", "ininterrompue", section=R.S_POST)
    u.play("comptoir-A1-A3")
    u.play("carte-suivante")
    u.play("explorer-A4")
    u.play("comptoir-A5-A3")         # the second post: A3 had no post yet
    assert u.gains["comptoirs"] == 2 * 3 + 1 * 3


# --- options -------------------------------------------------------------------------------------

@pytest.mark.parametrize("field, options", [
    ("mappe", {"mappe": "P:cap"}),
    ("mappe, ligne 1, case 1", {"mappe": ["X"]}),
    ("mappe, ligne 1, case 2", {"mappe": ["P:cap P:v0"]}),
    ("mappe, ligne 1, case 1", {"mappe": ["E:cap"]}),
    ("mappe, ligne 1, case 1", {"mappe": ["P:cap+"]}),
    ("mappe", {"mappe": ["P P"]}),
    ("mappe", {"mappe": ["P:cap P:vil P:vil"]}),
    ("cartes", {"cartes": ["foret-2"]}),
    ("cartes", {"cartes": ["mer-5"]}),
    ("cartes", {"cartes": []}),
    ("tours", {"tours": [1, "x"]}),
    ("village", {"village": 99}),
])
def test_bad_options_name_their_field(field, options):
    with pytest.raises(ScenarioError) as err:
        GAME.start(options, 1)
    assert err.value.field == field


def test_the_default_example_plays_as_the_snippet_says():
    s = start()
    for m in ("explorer-B4", "explorer-C3", "explorer-C4", "village-C3", "carte-suivante",
              "explorer-B5", "explorer-C5", "explorer-D4", "carte-suivante", "explorer-C6", "explorer-B2",
              "carte-suivante", "explorer-B1", "comptoir-C4-B1"):
        s.play(m)
    assert s.gains == {"pieces": 1, "villages": 3, "comptoirs": 6, "tours": 0}


# --- random edits ------------------------------------------------------------------------------------

def check(state):
    placed = [m for m in state.poses]
    assert len(placed) <= state.card()["n"] and all(R.occupied(state.mappe[m]) for m in placed)
    for m, s in state.mappe.items():
        if s["k"] == "village":
            assert s["t"] in R.LAND and not s["cube"]
            assert [x for x in R.region_of(state.mappe, m) if state.mappe[x]["k"] == "village"] == [m]
        if s["comptoir"]:
            assert s["k"] == "ville" and s["cube"]
    assert state.total() == sum(state.gains.values()) >= 0


def test_random_walks_never_raise_and_keep_the_invariants():
    ended = 0
    for seed in range(150):
        last = None
        for state, player, move in random_walk(GAME, {}, seed, steps=30, walk_seed=seed):
            check(state)
            last = state
        if last is not None and last.is_over():
            ended += 1
        doc = last.to_json()
        assert GAME.from_json(json.loads(json.dumps(doc))).to_json() == doc
    assert ended > 20


LINE_MAP = ["E E E E:p1 E", "E D:v2 P:cap E E:d", "E E D D:v3 E", "M:r E E E E"]


def test_random_walks_on_aligned_cards_keep_an_unbroken_line():
    """« alignées entre elles »: every cube of an aligned card extends one straight, unbroken line."""
    options = {"mappe": LINE_MAP, "cartes": ["mer-3-ligne", "mer-4-ligne", "desert-2", "montagne-1"]}
    for seed in range(100):
        for state, player, move in random_walk(GAME, options, seed, steps=25, walk_seed=seed):
            check(state)
            if state.card()["ligne"] and len(state.poses) >= 2:
                cells = [R.cell(m) for m in state.poses]
                steps = {(b[0] - a[0], b[1] - a[1]) for a, b in zip(cells, cells[1:])}
                assert len(steps) == 1 and R.H.distance(cells[0], cells[1]) == 1, state.poses


def test_the_mappe_draws_pieces_not_letter_codes():
    """Issue 23: a city is drawn as a walled town with its value, coins as a gold disc, the
    reader's capital and cubes as pieces; no « V2 », « ¤2 », « R » or « C » codes in the hexes."""
    s = start(SMALL)
    html = GAME.render(s, 0, s.legal_moves(0))
    board = html[:html.index("</section>")]
    assert '<span class="bga-gm-city">2</span>' in board and '<span class="bga-gm-city">3</span>' in board
    assert '<span class="bga-gm-coin">2</span>' in board and "♛" in board
    for code in (">V2<", ">V3<", "¤", ">R<", "·"):
        assert code not in html, code
    assert "ville de valeur 2" in board and "2 pièces" in board


# --- added by redraw-rest: trading posts drawn with their cities (issue 23) --------------------

def test_trading_posts_are_drawn_city_to_city():
    """« Comptoir » : each unexplored city's trading posts are one row, the flag on the city, then
    one piece per city at the road's end (its walls and value, its space's name), named in words;
    no list of « Comptoir B1 (C4) » word buttons."""
    import re
    game = get_game("guildexplorers", "exploration")
    s = game.start({}, 1)
    html = game.render(s, 0, s.legal_moves(0))
    posts = re.findall(r'<button[^>]*data-move="comptoir-[^"]+"[^>]*>', html)
    assert posts and all("bga-figpiece" in b for b in posts)
    assert "Comptoir B1 (" not in html and "route vers la ville" in html
