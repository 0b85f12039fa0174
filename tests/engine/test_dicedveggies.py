"""Diced Veggies (page « Gamehelpdicedveggies »): the cut of the dice block, the rest of the
turn (cook with trending cards and the chef token, draw, refill the block) and the solo points
guide with its 71–80 gap."""

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


# --- II. Cuisiner, III. Piocher, Réapprovisionner (mode « cuisine ») -------------

COOK = get_game("dicedveggies", "cuisine")


def cook_start(**options):
    return COOK.start(options, 1)


def refused_at(s, move, section, *words):
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play(move, 0)
    assert json.dumps(s.to_json(), sort_keys=True) == before
    for w in words:
        assert w in err.value.reason, err.value.reason
    assert err.value.section == section


def test_a_recipe_whose_conditions_are_met_is_cooked_and_scores():
    """« Vous remplissez les conditions d'une recette ? Bravo ! Placez-la face visible devant vous et elle
    vous rapportera des points à la fin de la partie. »"""
    s = cook_start()
    s.play("de-1", 0)
    s.play("de-2", 0)                                # tomate 2, poivron 4: Salade
    s.play("cuisiner-R1", 0)
    assert s.cooked == [["R1", None, [["T", 2], ["P", 4]]]] and s.score() == 3
    assert "R1" not in s.hand and len(s.front) == 4 and s.spent == [["T", 2], ["P", 4]]


def test_a_recipe_needs_its_ingredients():
    """« Vous remplissez les conditions d'une recette ? » — wrong dice are refused, naming the recipe."""
    s = cook_start()
    s.play("de-1", 0)
    s.play("de-4", 0)                                # tomate, carotte
    refused_at(s, "cuisiner-R1", "ii-cuisiner", "Salade", "conditions d'une recette")
    refused_at(s, "cuisiner-R3", "ii-cuisiner", "pas dans votre main")


def test_several_recipes_or_none():
    """« Vous pouvez cuisiner plus d'une recette si vous le souhaitez et vous n'êtes pas obligé de cuisiner
    (même si vous le pouvez). »"""
    s2 = cook_start()
    assert "piocher-recette" not in s2.legal_moves(0) and "finir" in s2.legal_moves(0)   # not obliged
    s2.play("finir", 0)
    assert s2.cooked == [] and s2.phase == "fin"
    s3 = cook_start(devant=["T2", "P4", "A6", "T6", "P2", "C1"])
    for m in ("de-1", "de-2", "cuisiner-R1", "de-1", "de-2", "de-3", "cuisiner-R2"):
        s3.play(m, 0)
    assert [c[0] for c in s3.cooked] == ["R1", "R2"] and s3.score() == 8


def test_a_trending_card_with_its_recipe():
    """« Lorsque vous cuisinez une recette, vous pouvez jouer en même temps une carte «Tendance» de votre
    main, dans la limite d'une seule carte par recette. Remplissez les conditions inscrites sur la carte »"""
    s = cook_start()
    s.play("de-1", 0)
    s.play("de-2", 0)                                # 2 + 4: all even, sum 6
    assert "cuisiner-R1-N1" in s.legal_moves(0)
    refused_at(s, "cuisiner-R1-N2", "comment-rendre-ces-recettes-tendances", "Gros calibre",
               "Remplissez les conditions")
    refused_at(s, "cuisiner-R1-N1-N2", "ii-cuisiner")          # one card per recipe
    refused_at(s, "cuisiner-R1-N4", "comment-rendre-ces-recettes-tendances", "de votre main")
    s.play("cuisiner-R1-N1", 0)
    assert s.cooked[0][:2] == ["R1", "N1"] and s.score() == 5 and "N1" not in s.hand


def test_the_chef_token_changes_a_value_or_a_colour_once():
    """« chaque joueur dispose d'un jeton «chef» qui permet de changer la valeur d'un de ses dés ou la couleur
    d'un dé. Attention, vous pouvez utiliser votre jeton chef une seule fois. »"""
    s = cook_start()
    refused_at(s, "chef-5", "quand-le-jeton-chef-entre-en-jeu", "un seul de vos dés")
    s.play("de-4", 0)                                # carotte 3
    s.play("chef-P", 0)
    assert s.front[3] == ["P", 3] and s.chef is False
    s.play("de-5", 0)
    s.play("de-4", 0)
    refused_at(s, "chef-2", "quand-le-jeton-chef-entre-en-jeu", "une seule fois")
    s2 = cook_start()
    s2.play("de-1", 0)
    s2.play("chef-6", 0)
    assert s2.front[0] == ["T", 6]


def test_draw_one_card_then_the_turn_ends():
    """« Prenez une carte « Tendance » OU une carte recette. »"""
    s = cook_start()
    for m in ("de-1", "de-2", "cuisiner-R1-N1"):
        s.play(m, 0)
    top = s.decks["recettes"][0]
    s.play("piocher-recette", 0)
    assert s.hand[-1] == top and s.phase == "fin"
    refused_at(s, "piocher-tendance", "iii-piocher", "OU une carte recette")
    refused_at(s, "de-1", "iii-piocher")


def test_the_hand_keeps_two_recipes_and_two_trends():
    """« vous pouvez conserver jusqu'à 8 dés devant vous et 2 cartes recette et 2 cartes tendance en main »"""
    s = cook_start()                                 # R1 R2 N1 N2: both full
    refused_at(s, "piocher-recette", "fin-de-tour", "2 cartes recette")
    assert "finir" in s.legal_moves(0)
    for m in ("de-1", "de-2", "cuisiner-R1"):
        s.play(m, 0)
    assert "piocher-recette" in s.legal_moves(0) and "piocher-tendance" not in s.legal_moves(0)
    refused_at(s, "finir", "iii-piocher", "piochez d'abord")
    for bad in (["R1", "R2", "R3"], ["N1", "N2", "N3"], ["R9"], ["R1", "R1"]):
        with pytest.raises(ScenarioError) as err:
            COOK.start({"main": bad}, 1)
        assert err.value.field == "main"
    for bad in ([], ["T3"] * 9, ["X3"], ["T7"]):
        with pytest.raises(ScenarioError) as err:
            COOK.start({"devant": bad}, 1)
        assert err.value.field == "devant"


def test_refill_when_a_single_ingredient_type_is_missing():
    """« Au début de votre tour, s'il manque un seul type d'ingrédient, vous pouvez choisir de le
    réapprovisionner. [...] placez les dés encore en jeu (pas ceux devant vous) dedans [...] Ensuite,
    redonnez à chaque joueur un jeton chef (s'ils l'ont utilisé). »"""
    s = cook_start()
    assert R.missing_types(s.block) == ["C"]
    refused_at(s, "reapprovisionner", "reapprovisionner-le-bloc-de-des", "au début de votre tour")
    for m in ("de-1", "chef-4", "de-2", "cuisiner-R1", "piocher-recette"):
        s.play(m, 0)
    assert s.chef is False
    in_play = sorted(d[0] for d in s.block if d) + sorted(d[0] for d in s.spent)
    front = [list(d) for d in s.front]
    s.play("reapprovisionner", 0)
    assert s.chef is True and s.front == front and s.spent == []
    assert sorted(d[0] for d in s.block if d) == sorted(in_play)
    left = [i for i in G.squares() if s.block[i] is not None]
    assert len(G.regions(left)) == 1
    refused_at(s, "reapprovisionner", "reapprovisionner-le-bloc-de-des", "vient d'être")
    two_missing = cook_start(bloc=["T3 T1 P2 P2 .."] + [".. .. .. .. .."] * 4)
    two_missing.play("finir", 0)
    refused_at(two_missing, "reapprovisionner", "reapprovisionner-le-bloc-de-des", "il manque 3 types")


def test_cook_mode_same_seed_same_refill():
    def run(seed):
        s = COOK.start({}, seed)
        for m in ("finir", "reapprovisionner"):
            s.play(m, 0)
        return s.block, s.decks
    assert run(4) == run(4)
    assert run(1)[1] != run(2)[1] or run(1)[0] != run(2)[0]


def test_random_cook_walks_never_raise_and_keep_every_die():
    """Seeded random walks of the cook mode: no move raises, dice are never created nor lost, the hand
    never exceeds 2 recipes and 2 trends, every cooked recipe met its card."""
    cooked = refills = 0
    for walk in range(300):
        s = COOK.start({}, walk)
        rng = Rng(walk)
        total = len(s.front) + sum(1 for d in s.block if d)
        for _ in range(40):
            legal = s.legal_moves(0)
            move = legal[rng.below(len(legal))]
            s.play(move, 0)
            cooked += move.startswith("cuisiner-")
            refills += move == "reapprovisionner"
            assert len(s.front) + sum(1 for d in s.block if d) + len(s.spent) == total
            assert sum(c in R.RECIPES for c in s.hand) <= 2 and sum(c in R.TRENDS for c in s.hand) <= 2
            for r, t, dice in s.cooked:
                assert R.recipe_fits(r, dice) and (t is None or R.trend_fits(t, dice))
            assert json.loads(json.dumps(s.to_json())) == s.to_json()
    assert cooked > 20 and refills > 20, (cooked, refills)
