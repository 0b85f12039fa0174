"""Tiny Farms: every line of « Calcul des scores » on farms the reader fills
(page « Gamehelptinyfarms »)."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.tinyfarms import rules as R
from playthroughs import random_walk

CALC = get_game("tinyfarms", "fermes")


def farm(*items: str) -> list:
    """A farm from « animal case » strings."""
    f = [None] * R.FARM.size
    for item in items:
        kind, sq = item.split()
        f[R.FARM.parse(sq)] = kind
    return f


def frozen(s) -> str:
    return json.dumps(s.to_json(), sort_keys=True)


def test_milk_one_point_per_brick():
    """« Lait : 1 point par brique restante. »"""
    assert R.score(farm(), farm(), 3, [])["lait"] == 3
    s = CALC.start({"ferme_rouge": [], "ferme_bleue": [], "chevaux_adversaires": []}, 1)
    s.play("lait-3")
    assert s.result()["total"] == 3


def test_balance_example_of_the_page():
    """« Si vous avez 8 animaux dans la ferme rouge et 12 dans la bleue, vous aurez −4 points. »"""
    red = farm(*[f"poulet {sq}" for sq in ("A1", "B1", "C1", "D1", "A2", "B2", "C2", "D2")])
    blue = farm(*[f"poulet {R.FARM.name(i)}" for i in range(12)])
    assert R.balance(red, blue) == -4


@pytest.mark.parametrize("pigs,points", [
    (["A1"], 1), (["A1", "B1"], 6), (["A1", "C1"], 2), (["A1", "B1", "A2", "B2"], 12),
    (["A1", "B1", "C1"], 7), (["A1", "B1", "C1", "B2"], 8), (["A1", "B1", "C1", "D1"], 12),
])
def test_pigs(pigs, points):
    """« Cochons : 1 cochon = 1 point, 2 cochons adjacents = 6 points » ; « Il est possible de faire plusieurs
    "lots" d'animaux, par exemple 4 cochons adjacents rapportent 12 points. »"""
    assert R.pigs(farm(*[f"cochon {sq}" for sq in pigs])) == points


@pytest.mark.parametrize("sheep,points", [
    (["A1"], 0), (["A1", "B1"], 2), (["A1", "B1", "C1"], 12), (["A1", "B1", "A2"], 12),
    (["A1", "C1"], 0), (["A1", "B1", "C1", "D1"], 12), (["A1", "B1", "C1", "D1", "A2"], 14),
    (["A1", "B1", "C1", "A2", "B2", "C2"], 24),
])
def test_sheep(sheep, points):
    """« Moutons : 1 mouton = 0 point, 2 moutons adjacents = 2 points, 3 moutons adjacents = 12 points »."""
    assert R.sheep(farm(*[f"mouton {sq}" for sq in sheep])) == points


def test_diagonal_is_not_adjacent():
    """« Les animaux sont considérés comme adjacents s'ils se touchent verticalement ou horizontalement. »"""
    assert R.pigs(farm("cochon A1", "cochon B2")) == 2
    assert R.sheep(farm("mouton A1", "mouton B2", "mouton C3")) == 0


def test_chickens():
    """« Poulets = 2 points par poulet »."""
    assert R.chickens(farm("poulet A1", "poulet D4", "poulet B2")) == 6


def test_cows_and_calves_example_of_the_page():
    """« le score est obtenu en multipliant le nombre de Vaches par le nombre de Veaux adjacents, chaque pion
    Veau ayant une valeur de 2. Par exemple si vous avez 3 pions Veau et 2 pions Vache adjacents vous aurez
    6x2 = 12 points. »"""
    assert R.cattle(farm("veau A1", "veau B1", "veau C1", "vache A2", "vache B2")) == 12
    assert R.cattle(farm("vache A1", "veau C3")) == 0                 # not adjacent
    assert R.cattle(farm("vache A1", "veau B1", "vache D4", "veau D3")) == 4   # two groups, 2 each


def test_animals_of_each_farm_are_scored_separately():
    """« Certains animaux sont comptés séparément dans chaque ferme » : a pig in each farm is no pair."""
    res = R.score(farm("cochon A1"), farm("cochon A2"), 0, [])
    assert res["cochons"] == [1, 1]


@pytest.mark.parametrize("mine,others,points", [
    (3, [1], 10), (1, [3], 0), (3, [3], 10), (2, [3, 1], 6), (2, [3, 3], 0), (3, [3, 1], 10),
    (2, [3, 2], 6), (0, [0], 0), (0, [], 0), (1, [], 10),
])
def test_horses(mine, others, points):
    """« Chevaux : le joueur qui en possède le plus obtient 10 points, le second 6 points (dans une partie à
    2 joueurs, le second ne marque aucun point). En cas d'égalité, chacun obtient les 10 points et personne
    ne marque 6. »"""
    assert R.horses(mine, others) == points


def test_horses_of_both_farms_count_together():
    """« Les autres animaux sont comptés sur les deux fermes » : 1 + 1 horses beat an opponent's 1."""
    assert R.score(farm("cheval A1"), farm("cheval A1"), 0, [1])["chevaux"] == 10


@pytest.mark.parametrize("friends,points", [(0, 0), (1, 1), (2, 4), (3, 8), (4, 12), (5, 18)])
def test_forest_friends(friends, points):
    """« Amis de la forêt (les pions jaunes) : chaque animal unique rapporte 1/4/8/12/18 points en fonction du
    nombre d'animaux possédés au total »."""
    kinds = R.FRIENDS[:friends]
    red = farm(*[f"{k} {R.FARM.name(i)}" for i, k in enumerate(kinds)])
    blue = farm(*[f"{k} {R.FARM.name(i)}" for i, k in enumerate(kinds)])      # doubles count once
    assert R.friends(red, blue) == points


def test_default_farms_total():
    s = CALC.start({}, 1)
    res = s.result()
    assert res == {"lait": 1, "equilibre": -3, "cochons": [7, 2], "moutons": [12, 2], "poulets": [2, 2],
                   "bovins": [4, 0], "chevaux": 6, "amis": 4, "total": 39}


def test_edits_and_refusals():
    s = CALC.start({}, 1)
    s.play("mouton-rouge-C2")
    assert s.result()["moutons"][0] == 12 and s.result()["equilibre"] == -4
    s.play("cochon-bleue-B1")
    assert s.result()["cochons"][1] == 7              # A1 B1 B2: a pair (6) and one alone (1)
    s.play("vide-bleue-B1")
    assert s.farms["bleue"][R.FARM.parse("B1")] is None
    before = frozen(s)
    for move, words in [("vide-bleue-B1", "déjà vide"), ("cochon-rouge-A1", "déjà un cochon"),
                        ("cochon-rouge-E1", "case inconnue"), ("loup-rouge-A1", "animal inconnu"),
                        ("lait-4", "3 briques"), ("lait-1", "déjà 1"), ("chevaux-5-plus", "adversaire inconnu"),
                        ("cochon-verte-A1", "coup inconnu"), ("cochon-rouge-a1", "case inconnue")]:
        with pytest.raises(IllegalMove) as err:
            s.play(move)
        assert words in err.value.reason, (move, err.value.reason)
        assert frozen(s) == before
    s.play("chevaux-2-moins")
    with pytest.raises(IllegalMove) as err:
        s.play("chevaux-2-moins")
    assert "négatif" in err.value.reason and err.value.section == "calcul-des-scores"


def test_bad_options_are_refused_with_the_field():
    for options, field in [({"ferme_rouge": ["cochon E5"]}, "ferme_rouge"),
                           ({"ferme_bleue": ["loup A1"]}, "ferme_bleue"),
                           ({"ferme_rouge": ["cochon A1", "mouton A1"]}, "ferme_rouge"),
                           ({"lait": 4}, "lait"), ({"chevaux_adversaires": [1, 2, 3, 4, 5]}, "chevaux_adversaires"),
                           ({"chevaux_adversaires": [-1]}, "chevaux_adversaires")]:
        with pytest.raises(ScenarioError) as err:
            CALC.start(options, 1)
        assert err.value.field == field


def test_random_edits_keep_the_total_the_sum_of_its_lines():
    for walk in range(400):
        for s, _, _ in random_walk(CALC, {}, 1, 30, walk_seed=walk):
            res = s.result()
            assert res["total"] == sum(v if isinstance(v, int) else sum(v) for k, v in res.items() if k != "total")
            for name in R.FARMS:
                f = s.farms[name]
                pigs = len(R.squares_of(f, "cochon"))
                assert pigs <= R.pigs(f) <= 3 * pigs
                assert 0 <= R.sheep(f) <= 4 * len(R.squares_of(f, "mouton"))


def test_animals_and_milk_are_drawn_not_coded():
    """Issue 23: the farms and the palette draw each animal as a figure (its silhouette, its token's
    colour), not a two-letter code (« Co », « Mo »…); the milk cartons left are drawn and chosen by a
    click, not ticked boxes. Names stay the animals' own."""
    import re
    s = CALC.start({}, 1)
    html = CALC.render(s, 0, s.legal_moves(0))
    faces = " ".join(re.findall(r'<span class="bga-face" aria-hidden="true">(.*?)</span>', html))
    visible = re.sub(r"<[^>]+>", " ", faces)
    assert not re.search(r"\b(Co|Mo|Po|Va|Ve|Ch|Re|La|Hé|Éc|Hi)\b", visible), visible
    for shape in ("animal", "mouton", "oiseau", "cheval", "renard", "lapin", "herisson", "ecureuil", "chouette"):
        assert f'data-shape="{shape}"' in html, shape
    assert 'aria-label="hérisson (ami de la forêt)"' in html and 'data-part="herisson"' in html
    assert html.count('data-shape="brique"') == 1 + 2 + 3 and 'data-move="lait-2"' in html


# --- added by redraw-rest: the two farms side by side on a phone (issue 23) ------------------

def test_two_farms_side_by_side_their_squares_shrink():
    """The page's first example was 1.97 phone screens: the two 4 × 4 farms now stay side by side
    (one row that does not wrap, squares that shrink to its width), and the milk cartons are pieces
    with a ✓ when chosen, never a ☐ box (a figure toggle)."""
    import re
    s = CALC.start({}, 1)
    html = CALC.render(s, 0, s.legal_moves(0))
    assert html.count("bga-board-grid bga-fit") == 2 and 'class="bga-row bga-farms"' in html
    milk = re.findall(r'<button[^>]*data-move="lait-\d"[^>]*>', html)
    assert len(milk) == 4 and all("bga-figpiece" in b and "aria-pressed" in b for b in milk)
