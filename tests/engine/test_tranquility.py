"""Tranquility: The Ascent: every rule of the page, the solo and cooperative
game, the no-communication rule, the page's placement examples as positions; random play,
JSON round-trips, refusals, golden playthrough.

Regenerate the golden file (only when a bot is changed on purpose):
`.venv/bin/python -m tests.engine.test_tranquility --regenerate-golden`.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.tranquility import rules as R
from engine.games.tranquility.bots import ClimberBot
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from refusals import refused
from playthroughs import seeds

GAME = get_game("tranquility", "partie")
GOLDEN = Path(__file__).parent / "golden" / "tranquility-partie.json"


def M(*rows: str):
    """A mountain from rows written « rouge3 pont feuvert bleu7 » (foot first)."""
    mountain, problem = R.read_mountain([row.split() for row in rows])
    assert problem is None, problem
    return mountain


def position(hand: str, rows=(), players: int = 1, **options):
    s = GAME.start({"joueurs": players, **options}, 1)
    s.mountain = M(*rows) if rows else R.empty_mountain()
    s.hands[0] = hand.split()
    s.turn, s.phase, s.due, s.result = 0, "action", 0, None
    return s


# --- the cards --------------------------------------------------------------------------------

def test_card_list():
    """« 72 cartes Versant, numérotées de 1 à 12. Chacune des 3 couleurs possède deux
    exemplaires de chaque valeur », « 3 cartes Feu de Camp (une de chaque couleur) »,
    « 5 cartes Pont », « 5 cartes Sommet », « 3 cartes Grappin »: 88 cards."""
    deck = R.full_deck(solo=False)
    versants = [c for c in deck if R.kind(c) == "versant"]
    assert len(versants) == 72
    assert all(versants.count(R.versant(col, v)) == 2 for col in R.COLOURS for v in range(1, 13))
    assert sorted(c for c in deck if R.kind(c) == "feu") == sorted(R.campfire(c) for c in R.COLOURS)
    assert deck.count(R.BRIDGE) == 5 and deck.count(R.SUMMIT) == 5
    assert len(deck) + R.GRAPPLES == 88


def test_mountain_is_a_pyramid_of_nine_rows():
    """Lecture retenue: 9 places at the foot, one fewer each row, the summit alone on row 9."""
    assert [R.row_size(r) for r in range(1, 10)] == [9, 8, 7, 6, 5, 4, 3, 2, 1]
    assert R.cards_needed(R.empty_mountain()) == 44


# --- a turn -----------------------------------------------------------------------------------

def test_one_action_then_draw_back_to_five():
    """« vous devez toujours impérativement effectuer une unique action. - Placer une carte
    sur la montagne - Défausser 2 cartes. Vous piochez ensuite de nouvelles cartes jusqu'à en
    avoir 5 en main (ou avoir épuisé votre pioche) »."""
    s = GAME.start({"joueurs": 3}, 4)
    assert [len(h) for h in s.hands] == [5, 5, 5]
    moves = s.legal_moves(0)
    assert any(m.startswith("poser-") for m in moves) and any(m.startswith("defausser-") for m in moves)
    pair = next(m for m in moves if m.startswith("defausser-"))
    s.play(pair)
    assert len(s.hands[0]) == 5 and len(s.discard) == 2 and s.turn == 1
    s.decks[1] = s.decks[1][:1]
    s.play(next(m for m in s.legal_moves(1) if m.startswith("defausser-")))
    assert len(s.hands[1]) == 4 and s.decks[1] == []      # « ou avoir épuisé votre pioche »


def test_discard_two_needs_two_cards():
    s = position("rouge12")
    assert not any(m.startswith("defausser-") for m in s.legal_moves(0))
    refused(s, "defausser-rouge12-rouge12", "au moins 2 cartes")


# --- placing a Versant card ---------------------------------------------------------------------

def test_rows_start_from_the_left():
    """« Chaque ligne de votre montagne devra être commencée **à partir de la gauche** »."""
    s = position("rouge7 bleu7 vert9", ["vert6 bleu8"])
    assert "poser-rouge7-l1c3" in s.legal_moves(0)
    refused(s, "poser-rouge7-l1c5", "à partir de la gauche", "case 3")


def test_two_supports():
    """« Chaque carte a besoin d'être posée sur deux autres cartes qui la "soutiennent". Pour la
    ligne du bas, vous poserez vos cartes sur l'herbe. Par la suite, dès que vous avez mis au
    moins 2 cartes, vous pourrez commencer à en empiler au-dessus »."""
    s = position("rouge5 bleu7", ["vert6"])
    refused(s, "poser-rouge5-l2c1", "soutiennent")
    s = position("rouge5 bleu7", ["vert6 bleu8"])
    assert "poser-rouge5-l2c1" in s.legal_moves(0)
    assert "poser-rouge5-l2c2" not in s.legal_moves(0)


def test_no_same_colour_side_by_side_on_a_row():
    """« Sur une même ligne, vous ne pourrez jamais placer 2 cartes de même couleur adjacentes.
    *Les couleur au-dessus ou en-dessous n'ont pas d'importance* »."""
    s = position("vert7 rouge6 bleu9", ["bleu8 vert6"])
    refused(s, "poser-vert7-l1c3", "même couleur adjacentes")
    assert "poser-rouge6-l1c3" in s.legal_moves(0)
    assert "poser-vert7-l2c1" in s.legal_moves(0)         # green above green: allowed


def test_height_at_most_the_value():
    """« Une carte ne peut jamais être placée plus **haut** que sa valeur. Ainsi, les 1 ne sont
    plaçables que sur la première ligne, les 2 le sont sur les 2 premières, etc. »"""
    s = position("rouge1 rouge2 bleu3", ["vert6 bleu8 vert3"])
    assert "poser-rouge1-l1c4" in s.legal_moves(0)
    refused(s, "poser-rouge1-l2c1", "plus haut que sa valeur")
    assert "poser-rouge2-l2c1" in s.legal_moves(0)


def test_discard_cost_is_the_difference_of_values():
    """« Placer une carte Versant nécessite de défausser autant de cartes que la différence de
    valeur avec celle qui lui est adjacente. *Par exemple, poser un 3 à côté d'un 5 (ou
    l'inverse) vous coûtera 2 cartes de plus.* »"""
    assert R.check_place(M("rouge5"), "bleu3", 1, 2) == (None, 2)
    assert R.check_place(M("rouge3"), "bleu5", 1, 2) == (None, 2)
    s = position("bleu3 vert9 vert10 rouge11 rouge12", ["rouge5"])
    s.play("poser-bleu3-l1c2")
    assert s.phase == "payer" and s.due == 2 and s.turn == 0
    refused(s, "defausser-vert9-vert10", "payer le coût")
    assert s.legal_moves(0) == ["payer-vert9", "payer-vert10", "payer-rouge11", "payer-rouge12"]
    s.play("payer-vert9")
    s.play("payer-rouge12")
    assert s.phase == "action" and s.discard == ["vert9", "rouge12"] and s.mountain[0] == ["rouge5", "bleu3"]


def test_a_cost_the_hand_cannot_pay_is_refused():
    s = position("bleu1 vert9", ["rouge5"])
    assert "poser-bleu1-l1c2" not in s.legal_moves(0)
    refused(s, "poser-bleu1-l1c2", "coûte 4", "il ne vous en resterait que 1")


def test_first_card_of_a_row_is_free():
    """« Le bord de la montagne n'a pas de valeur, donc pas de contrainte, comme lorsque vous
    posez la première carte d'une ligne. »"""
    assert R.check_place(M("rouge5 bleu12"), "vert2", 2, 1) == (None, 0)


# --- the summit ---------------------------------------------------------------------------------

FULL = ["rouge8 bleu9 rouge10 bleu11 rouge12 bleu8 rouge9 bleu10 rouge11",
        "bleu8 rouge9 bleu10 rouge11 bleu12 rouge8 bleu9 rouge10",
        "vert8 bleu9 vert10 bleu11 vert12 bleu8 vert9",
        "rouge8 vert9 rouge10 vert11 rouge12 vert8",
        "vert8 rouge9 vert10 rouge11 vert12",
        "bleu8 vert9 bleu10 vert11",
        "rouge8 vert9 rouge10",
        "bleu8 vert9"]


def test_summit_only_on_row_nine_and_only_the_summit_there():
    """« La carte Sommet ne peut être jouée qu'à un seul endroit : sur la 9ème ligne de votre
    montagne. Elle ne sert qu'à cela et est la seule carte jouable à cet emplacement. »"""
    s = position("sommet vert12", FULL[:7] + ["bleu8"])
    refused(s, "poser-sommet-l1c1", "9ème ligne")
    s = position("sommet vert12", FULL)
    refused(s, "poser-vert12-l9c1", "seule carte jouable")
    assert "poser-sommet-l9c1" in s.legal_moves(0)
    s.play("poser-sommet-l9c1")
    assert s.is_over() and s.result == "victoire" and s.winners() == [0] and s.scores() == [45]


def test_summit_wins_for_everyone_in_the_cooperative_game():
    s = position("sommet", FULL, players=3)
    s.play("poser-sommet-l9c1")
    assert s.winners() == [0, 1, 2]


# --- bridges ---------------------------------------------------------------------------------------

def test_bridge_beside_anything_for_free_and_free_behind_it():
    """« Un pont peut être placé à côté de n'importe quelle carte Versant, ou même d'un autre
    pont, sans avoir à défausser de carte. » « Poser une carte derrière un pont ne coûte aucune
    défausse. »"""
    s = position("pont rouge12 bleu2", ["vert1"])
    assert "poser-pont-l1c2" in s.legal_moves(0)
    s.play("poser-pont-l1c2")
    assert s.mountain[0] == ["vert1", "pont"] and s.phase == "action"
    assert R.check_place(M("vert1 pont pont"), "rouge12", 1, 4) == (None, 0)
    assert R.check_place(M("vert1 pont"), "bleu12", 1, 3) == (None, 0)


def test_a_bridge_carries_the_cards_above_it():
    """« Chaque carte a besoin d'être posée sur deux autres cartes qui la "soutiennent" » ; Lecture retenue: « un
    pont, même pas encore recouvert, soutient les cartes de la ligne au-dessus »."""
    assert R.check_place(M("vert1 pont rouge3"), "bleu5", 2, 1) == (None, 0)
    s = position("bleu5 rouge12 vert9", ["vert1 pont rouge3"])
    s.play("poser-bleu5-l2c1")                      # resting on the green 1 and the bridge
    assert s.mountain[1] == ["bleu5"] and s.mountain[0][1] == "pont"
    assert R.check_place(s.mountain, "vert9", 2, 2) == (None, 4)     # on the bridge and the red 3


def test_the_same_colour_may_stand_on_both_sides_of_a_bridge():
    """« Sur une même ligne, vous ne pourrez jamais placer 2 cartes de même couleur adjacentes » ; Lecture
    retenue: « de part et d'autre d'un pont, deux cartes de même couleur ne sont pas adjacentes »."""
    assert R.check_place(M("rouge3 pont"), "rouge5", 1, 3) == (None, 0)
    s = position("rouge5 bleu12 vert9", ["rouge3 pont"])
    assert "poser-rouge5-l1c3" in s.legal_moves(0)
    assert R.check_place(M("rouge3 pont rouge5"), "bleu4", 1, 2) == (None, 1)   # covering it: both sides differ
    assert R.check_place(M("rouge3 pont rouge5"), "rouge4", 1, 2)[0]            # a red would touch both


def test_bridge_never_on_an_edge():
    """« Les ponts ne peuvent pas être placés sur le bord gauche ou droit de la montagne. »"""
    s = position("pont vert3", ["rouge5 bleu6 rouge7 bleu8 rouge9 bleu10 rouge11 bleu12"])
    refused(s, "poser-pont-l1c9", "bord gauche ou droit")
    refused(s, "poser-pont-l2c1", "bord gauche ou droit")


def test_bridges_must_be_covered_before_the_summit():
    """« Pour poser le sommet de la montagne, tous les ponts posés **devront avoir été
    recouverts**, en jouant par-dessus une carte Versant (comme si la case était vide). »"""
    rows = list(FULL)
    rows[0] = "rouge8 pont rouge10 bleu11 rouge12 bleu8 rouge9 bleu10 rouge11"
    s = position("sommet bleu9 vert3", rows)
    refused(s, "poser-sommet-l9c1", "recouverts")
    s.play("poser-bleu9-l1c2")
    assert s.mountain[0][1] == "bleu9" and R.BRIDGE in s.discard
    s.play("payer-vert3")                               # 9 between 8 and 10: one card
    assert "poser-sommet-l9c1" in s.legal_moves(0)


def test_covering_a_bridge_costs_the_larger_difference():
    """« La différence prise en compte pour savoir le nombre de cartes à défausser sera toujours
    **la plus grande** parmi ces 2 cartes. *Par exemple, poser un 5 entre un 4 et un 8 vous
    coûtera 3 cartes, et non 1*. »"""
    assert R.check_place(M("rouge4 pont bleu8"), "vert5", 1, 2) == (None, 3)


def test_covering_a_bridge_keeps_the_other_rules():
    """« Recouvrir un pont ne permet pas d'outrepasser les autres règles. Les cartes adjacentes
    doivent toujours être de différentes couleurs, et la valeur jouée ne doit pas être inférieur
    au numéro de la ligne. »"""
    mountain = M("rouge4 pont bleu8 rouge9", "vert5 pont bleu9")
    assert "même couleur" in R.check_place(mountain, "bleu5", 1, 2)[0]
    assert "même couleur" in R.check_place(mountain, "rouge5", 1, 2)[0]
    assert "plus haut que sa valeur" in R.check_place(mountain, "rouge1", 2, 2)[0]
    assert R.check_place(mountain, "rouge2", 2, 2) == (None, 7)


def test_starting_bridges():
    """« À deux ou 3 joueurs, l'un des ponts n'est pas mélangé dans les pioches, et est donné au
    2è joueur **dans sa main de départ** à la place. À 4 ou 5 joueurs, le 4è joueur reçoit
    également un pont. »"""
    for n, given in [(2, [1]), (3, [1]), (4, [1, 3]), (5, [1, 3])]:
        s = GAME.start({"joueurs": n}, 9)
        for p in given:
            assert R.BRIDGE in s.hands[p] and len(s.hands[p]) == 5
        in_decks = sum(d.count(R.BRIDGE) for d in s.decks) + sum(
            h.count(R.BRIDGE) for p, h in enumerate(s.hands) if p not in given)
        assert in_decks == 5 - len(given)


# --- campfires ----------------------------------------------------------------------------------------

def test_campfire_replaces_a_card_of_its_colour_which_climbs():
    """« Un feu de camp se joue sur une carte de sa couleur, qu'il remplace. La carte remplacée
    **doit** aussitôt être jouée à un niveau **supérieur** de la montagne, en respectant toutes
    les règles de placement habituelles. (Sans quoi le Feu de Camp ne peut être joué). »"""
    s = position("feuvert rouge12", ["rouge5 vert6 bleu8", "bleu7"])
    assert "feu-vert-l1c2-l2c2" in s.legal_moves(0)
    refused(s, "feu-vert-l1c1-l2c2", "de sa couleur")
    s.play("feu-vert-l1c2-l2c2")
    assert s.mountain[0] == ["rouge5", "feuvert", "bleu8"] and s.mountain[1] == ["bleu7", "vert6"]
    assert s.phase == "payer" and s.due == 1            # 6 beside 7


def test_campfire_needs_a_higher_legal_place():
    s = position("feuvert rouge12 bleu3 bleu4 bleu5", ["rouge5 vert1 bleu8", "bleu7"])
    assert not any(m.startswith("feu-") for m in s.legal_moves(0))   # a 1 may not climb to row 2
    refused(s, "feu-vert-l1c2-l2c2", "Sans quoi le Feu de Camp ne peut être joué", "plus haut que sa valeur")
    s = position("feuvert rouge12", ["rouge5 vert6 bleu8", "bleu7"])
    refused(s, "feu-vert-l1c2-l1c4", "niveau supérieur")


def test_beside_a_campfire_the_card_behind_it_counts():
    """« Lors du placement d'une carte Versant à côté d'un feu de camp, considérez la valeur de
    la carte *suivante* » ; « si vous avez "3, Pont, FeuDeCamp, 7" [...] BGA corrige cette
    erreur et considère bien la carte **derrière** le feu de camp, qui est ici le 7 »."""
    mountain = M("rouge3 pont feuvert bleu7")
    assert R.side_value(mountain, 1, 2, +1) == 7
    assert R.check_place(mountain, "bleu4", 1, 2) == (None, 3)    # the rulebook's 3 would give 1
    assert R.check_place(M("rouge9 feuvert"), "bleu4", 1, 3) == (None, 5)


def test_several_campfires_in_a_row_are_all_skipped_in_a_cost():
    """« considérez la valeur de la carte *suivante* » ; Lecture retenue: « si plusieurs feux de camp se
    suivent, on les passe tous : compte la première carte Versant derrière eux »."""
    assert R.check_place(M("rouge9 feuvert feubleu"), "vert4", 1, 4) == (None, 5)
    assert R.check_place(M("rouge3 pont feuvert feubleu rouge10"), "bleu4", 1, 2) == (None, 6)
    assert R.check_place(M("feuvert feubleu"), "rouge12", 1, 3) == (None, 0)    # then the edge: no value


def test_beside_a_campfire_on_the_edge_no_constraint():
    """« (*Le bord de la montagne n'a pas de valeur, donc pas de contrainte, comme lorsque vous
    posez la première carte d'une ligne.*) »"""
    assert R.check_place(M("feuvert"), "rouge12", 1, 2) == (None, 0)


# --- solo and grapples ---------------------------------------------------------------------------------

def test_solo_set_up():
    """« Les 6 cartes Versants de valeur 1 doivent être retirées du paquet », « Vous commencez la
    partie avec les 3 cartes grappin », « Votre main se compose de 6 cartes au lieu de 5 »."""
    s = GAME.start({"joueurs": 1}, 2)
    everything = s.hands[0] + s.decks[0]
    assert len(s.hands[0]) == 6 and s.grapples == 3
    assert not any(R.value_of(c) == 1 for c in everything) and len(everything) == 79
    assert GAME.start({"joueurs": 1, "grappins": 1}, 2).grapples == 1   # « vous pouvez en retirer »


def test_grapple_reshuffles_the_hand_and_draws_six():
    """« dépenser une carte Grappin pour mélanger votre main dans votre pioche et piocher de
    nouveau 6 cartes »."""
    s = GAME.start({"joueurs": 1}, 2)
    total = len(s.decks[0]) + 6
    s.play("grappin")
    assert s.grapples == 2 and len(s.hands[0]) == 6 and len(s.decks[0]) + 6 == total and not s.discard


def test_grapples_only_in_solo():
    """« Les cartes grappin ne sont utilisées **qu'en solo**, et ne font pas partie de votre main. »"""
    s = GAME.start({"joueurs": 2}, 2)
    assert "grappin" not in s.legal_moves(0) and s.grapples == 0
    refused(s, "grappin", "qu'en solo")
    s = GAME.start({"joueurs": 1, "grappins": 0}, 2)
    refused(s, "grappin", "plus de carte Grappin")


# --- the end -----------------------------------------------------------------------------------------------

def test_a_player_who_cannot_act_loses_for_everyone():
    """Lecture retenue (the page: « vous devez toujours impérativement effectuer une unique
    action »): a player left with no placement and fewer than 2 cards loses the game for all."""
    s = position("bleu12 rouge2", ["rouge5 bleu6"], players=2)
    s.decks[0] = []
    s.hands[1] = ["rouge1"]
    s.decks[1] = []
    s.play("defausser-rouge2-bleu12")
    assert s.is_over() and s.result == "defaite" and s.winners() == []
    assert any("ne peut effectuer aucune action" in e for e in s.events)


def test_green_path_option():
    """« vous devez empiler une suite de tuiles vertes [...] Ce chemin peut bifurquer vers la
    gauche ou la droite [...] il vous en faudra au moins un qui soit continu de la 1ère à la 8è
    ligne pour que votre partie soit une victoire. »"""
    assert not R.green_path(M(*FULL))
    path = list(FULL)
    path[0] = "rouge8 vert9 rouge10 bleu11 rouge12 bleu8 rouge9 bleu10 rouge11"
    path[1] = "bleu8 vert9 bleu10 rouge11 bleu12 rouge8 bleu9 rouge10"
    path[2] = "vert8 bleu9 vert10 bleu11 vert12 bleu8 vert9"
    path[3] = "vert8 rouge9 bleu10 vert11 rouge12 vert8"
    path[4] = "vert8 rouge9 vert10 rouge11 vert12"
    path[5] = "vert8 bleu9 rouge10 vert11"
    path[6] = "vert8 bleu9 rouge10"
    path[7] = "vert8 bleu9"
    assert R.green_path(M(*path))
    s = position("sommet", FULL, chemin_vert=True)
    refused(s, "poser-sommet-l9c1", "chemin vert")
    s = position("sommet", path, chemin_vert=True)
    s.play("poser-sommet-l9c1")
    assert s.result == "victoire"


def test_panoramas_option():
    """« le panorama 5-5-6 nécessitera que vous ayez quelque-part sur votre montagne, une suite
    de cartes Versants de valeurs 5-5-6. (*Attention, cet ordre est **de gauche à droite**. La
    suite 6-5-5 ne complétera pas ce panorama !*) » ; « Déplacer une de ces cartes par la suite
    avec un Feu de Camp n'invalide pas le panorama. »"""
    assert R.panorama_seen(M("rouge5 bleu5 vert6"), [5, 5, 6])
    assert not R.panorama_seen(M("vert6 rouge5 bleu5"), [5, 5, 6])
    assert not R.panorama_seen(M("rouge5 pont bleu5 vert6"), [5, 5, 6])
    s = position("vert6 feurouge bleu12 bleu11", ["rouge5 bleu5"], panoramas=[[5, 5, 6]])
    assert s.panoramas_done == [False]
    s.play("poser-vert6-l1c3")
    s.play("payer-bleu12")
    assert s.panoramas_done == [True] and any("Panorama 5-5-6 complété" in e for e in s.events)
    s.hands[0] = ["feurouge", "bleu11", "vert9"]
    s.play("feu-rouge-l1c1-l2c1")
    assert s.mountain[0][0] == "feurouge" and s.panoramas_done == [True]     # still completed
    s = position("sommet", FULL, panoramas=[[5, 5, 6], [8, 9, 10]])
    s._note_panoramas()
    assert s.panoramas_done == [False, True]
    refused(s, "poser-sommet-l9c1", "Panoramas", "5-5-6")
    with pytest.raises(ScenarioError):
        GAME.start({"panoramas": [[5, 5]]}, 1)


def goat_position(hand: str, rows, goats: dict, players: int = 1):
    s = position(hand, rows, players, chevres=True)
    s.goats = dict(goats)
    return s


def test_goat_cards():
    """« 12 des cartes Versant possèdent une icône de chèvre [...] il sagit pour chaque couleur
    de l'une des deux cartes Versant de valeur 6, 8, 10 et 12. »"""
    deck = R.full_deck(solo=False, goats=True)
    goats = [c for c in deck if c in R.GOAT_CARDS]
    assert len(goats) == 12 and len(deck) == 85
    for colour in R.COLOURS:
        for v in (6, 8, 10, 12):
            assert deck.count(R.versant(colour, v)) == 1 and deck.count(R.versant(colour, v) + "c") == 1
    assert not any(c in R.GOAT_CARDS for c in R.full_deck(solo=False))


def test_placing_a_goat_card_puts_a_goat_on_it():
    """« Lorsque vous posez une carte avec une chèvre, vous posez également dessus un meeple
    "Chèvre". »"""
    s = goat_position("rouge8c bleu9 vert1", ["bleu8"], {})
    s.play("poser-rouge8c-l1c2")
    assert s.goats == {"l1c2": 1} and s.view(0)["chevres"] == {"l1c2": 1}


def test_goats_climb_as_many_places_as_cards_discarded_and_gather():
    """« déplacer des chèvres. Cette action consiste à défausser une ou plusieurs cartes pour
    faire grimper un troupeau de chèvres d'autant de cases. » « vous pouvez faire grimper une
    chèvre de 2 cases en rassemblant au passage une chèvre et terminer sur une case qui en
    possédait déjà d'autres »."""
    rows = ["rouge8 bleu9 rouge10 bleu11", "vert8 rouge9 vert10", "bleu8 vert9"]
    s = goat_position("rouge12 bleu12 vert12", rows, {"l1c2": 1, "l2c2": 1, "l3c2": 2})
    assert "chevres-l1c2-dd" in s.legal_moves(0)
    s.play("chevres-l1c2-dd")
    assert s.goats == {"l3c2": 4} and s.phase == "payer" and s.due == 2
    s.play("payer-rouge12")
    s.play("payer-bleu12")
    assert s.phase == "action" and len(s.discard) == 2


def test_goats_always_climb_never_over_a_bridge():
    """« Les chèvres doivent toujours grimper, elles ne peuvent être déplacées latéralement. »
    « Les chèvres ne peuvent pas franchir les ponts ou s'arrêter dessus. »"""
    rows = ["rouge8 bleu9 rouge10 bleu11", "vert8 pont vert10", "bleu8 vert9"]
    s = goat_position("rouge12 bleu12 vert12", rows, {"l1c2": 1})
    goat_moves = [m for m in s.legal_moves(0) if m.startswith("chevres-")]
    assert goat_moves == ["chevres-l1c2-g", "chevres-l1c2-gd"]
    refused(s, "chevres-l1c2-d", "ponts")
    refused(s, "chevres-l1c2-dg", "ponts")
    refused(s, "chevres-l1c3-g", "pas de chèvre")
    refused(s, "chevres-l1c2-gdd", "pas de carte")


def test_goats_may_stand_on_a_campfire():
    """« Vous ne pouvez placer un feu de camp sur une carte avec un troupeau de chèvres » ; Lecture retenue:
    « une chèvre peut, elle, grimper sur un feu de camp (seuls les ponts l'arrêtent) »."""
    s = goat_position("rouge12 bleu12 vert12", ["rouge8 bleu9 rouge10", "feuvert rouge9"], {"l1c2": 1})
    assert "chevres-l1c2-g" in s.legal_moves(0)
    s.play("chevres-l1c2-g")                        # onto the green campfire
    assert s.goats == {"l2c1": 1} and s.phase == "payer" and s.due == 1


def test_no_campfire_on_a_card_with_goats():
    """« Vous ne pouvez placer un feu de camp sur une carte avec un troupeau de chèvres :
    déplacez les d'abord. »"""
    s = goat_position("feuvert rouge12", ["rouge5 vert6c bleu8", "bleu7"], {"l1c2": 1})
    refused(s, "feu-vert-l1c2-l2c2", "troupeau de chèvres")
    s.goats = {}
    assert "feu-vert-l1c2-l2c2" in s.legal_moves(0)


def test_eight_goats_under_the_summit_and_the_summit_may_come_first():
    """« Votre objectif sera de faire grimper **au moins 8 de ces chèvres** jusqu'aux cases sous
    le sommet » ; « Notez qu'il est possible de poser le sommet *avant* d'avoir déplacé assez de
    chèvres à son pied. »"""
    s = goat_position("sommet rouge12 bleu12", FULL, {"l8c1": 5, "l7c1": 2, "l6c1": 1})
    s.play("poser-sommet-l9c1")
    assert not s.is_over() and any("encore 3 chèvre" in e for e in s.events)
    s.hands[0] = ["rouge12", "bleu12"]
    s.play("chevres-l6c1-dd")
    assert s.goats == {"l8c1": 8}
    s.play("payer-rouge12")
    assert not s.is_over()
    s.play("payer-bleu12")
    assert s.is_over() and s.result == "victoire"


# --- no communication: bots see only their own hand -----------------------------------------------

def test_view_hides_the_other_hands_and_bots_decide_from_it():
    """« toute communication à propos des cartes en mains [...] est proscrite »."""
    s = GAME.start({"joueurs": 3}, 6)
    v = s.view(0)
    assert v["main"] == s.hands[0] and v["tailles_mains"] == [5, 5, 5]
    text = json.dumps(v)
    assert "decks" not in text and "hands" not in text and s.view(None)["main"] is None
    move = ClimberBot().choose(s.view(0), s.legal_moves(0), Rng(1))
    other = GAME.from_json(s.to_json())
    other.hands[1], other.decks[1] = other.decks[1][:5], other.hands[1] + other.decks[1][5:]
    other.hands[2].reverse()
    assert ClimberBot().choose(other.view(0), other.legal_moves(0), Rng(1)) == move
    html = GAME.render(s, 0, s.legal_moves(0))
    for p in (1, 2):
        for card in set(s.hands[p]) - set(s.hands[0]):
            assert f'title="{R.label(card)}"' not in html


# --- random play, determinism, refusals --------------------------------------------------------------------

def _check(s):
    cards = sum(s.hands, []) + sum(s.decks, []) + s.discard + [c for row in s.mountain for c in row]
    assert sorted(cards) == sorted(R.full_deck(s.players == 1, s.goat_rule)), "every card exactly once"
    for r in range(2, 10):
        assert len(s.mountain[r - 1]) <= max(0, len(s.mountain[r - 2]) - 1)
    for r, row in enumerate(s.mountain, 1):
        for c, card in enumerate(row, 1):
            if R.value_of(card):
                assert R.value_of(card) >= r
            assert card != R.BRIDGE or 1 < c < R.row_size(r)
            if c > 1 and R.colour_of(card):
                assert R.colour_of(card) != R.colour_of(row[c - 2])


def test_random_play_thousands_of_games_never_raise_and_end():
    sets = [{"joueurs": 1}, {"joueurs": 2}, {"joueurs": 3, "chemin_vert": True}, {"joueurs": 4},
            {"joueurs": 5}, {"joueurs": 1, "grappins": 0}, {"joueurs": 2, "panoramas": [[5, 5, 6], [9, 8, 9]]},
            {"joueurs": 1, "chemin_vert": True, "panoramas": [[4, 4, 4]]}, {"joueurs": 1, "chevres": True},
            {"joueurs": 3, "chevres": True}]
    results = {"victoire": 0, "defaite": 0}
    for k, seed in enumerate(seeds(200, 2000)):
        opts = sets[seed % len(sets)]
        n = opts["joueurs"]
        bots = ["grimpeur"] * n if seed % 10 == 0 else ["hasard"] * n
        s, moves = play_out(GAME, opts, seed, bots, check=_check if k < 60 else None)
        assert s.is_over() and s.result in results
        results[s.result] += 1
        _check(s)
    assert results["defaite"] > 0


def test_climber_bot_beats_random():
    won = placed = rnd = 0
    for seed in range(30):
        s, _ = play_out(GAME, {"joueurs": 1}, seed, ["grimpeur"])
        won += s.result == "victoire"
        placed += s.mountain_cards()
        r, _ = play_out(GAME, {"joueurs": 1}, seed, ["hasard"])
        rnd += r.mountain_cards()
    assert won >= 1 and placed > 3 * rnd


@pytest.mark.parametrize("move, word", [
    ("poser-rouge99-l1c1", "pas dans votre main"), ("poser-vert5-l0c1", "pas une case"),
    ("poser-vert5-l1c12", "pas une case"), ("feu-noir-l1c1-l2c1", "mal écrit"), ("feu-vert-x-y", "pas le feu de camp vert"),
    ("payer-vert5", "aucun coût"), ("defausser-a-b", "pas dans votre main"), ("", "coup inconnu"),
    ("poser", "pas dans votre main"), ("poser-vert5-l１c1", "pas une case"), ("grappin-2", "coup inconnu"),
    ("x" * 500, "coup inconnu"),
])
def test_odd_moves_are_refused_in_french(move, word):
    s = position("vert5 rouge6 pont")
    refused(s, move, word)


def test_non_string_move_never_raises_inside_why_illegal():
    s = position("vert5 rouge6")
    for odd in (None, 3, ["poser"], {"a": 1}):
        assert isinstance(s.why_illegal(odd, 0), str)


def test_wrong_player_and_finished_game():
    s = GAME.start({"joueurs": 2}, 3)
    with pytest.raises(IllegalMove):
        s.play(s.legal_moves(0)[0], 1)
    s = position("sommet", FULL)
    s.play("poser-sommet-l9c1")
    refused_msg = pytest.raises(IllegalMove)
    with refused_msg as err:
        s.play("grappin")
    assert "terminée" in err.value.reason


@pytest.mark.parametrize("options, field", [
    ({"joueurs": 6}, "joueurs"), ({"grappins": 4}, "grappins"), ({"chemin_vert": "oui"}, "chemin_vert"),
    ({"chevres": "oui"}, "chevres"), ({"panoramas": [[13, 1, 1]]}, "panoramas"),
])
def test_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        GAME.start(options, 1)
    assert err.value.field == field


def test_session_human_then_bots():
    ss = Session("tranquility", "partie", {"joueurs": 3}, 8)
    snap = ss.snapshot()
    assert "Montagne" in snap["html"] and snap["seats"] == ["humain", "grimpeur", "grimpeur"]
    with pytest.raises(IllegalMove):
        ss.play("poser-rouge1-l5c1")
    ss.play(next(m for m in snap["legal"] if m.startswith("defausser-")))
    assert ss.state.turn == 0 or ss.state.is_over()
    assert len(ss.moves) >= 3


# --- golden playthrough ---------------------------------------------------------------------------------------

def golden_run(doc):
    s, moves = play_out(GAME, doc["options"], doc["seed"], doc["bots"])
    return {"moves": moves, "result": s.result, "scores": s.scores()}


def test_golden_playthrough():
    doc = json.loads(GOLDEN.read_text(encoding="utf-8"))
    got = golden_run(doc)
    assert got["moves"] == doc["moves"]
    assert got["result"] == doc["result"] and got["scores"] == doc["scores"]


# --- the page's placement examples: positions of the game -------------------------------------------------

def at_position(mountain, hand):
    return GAME.start({"position": {"montagne": mountain, "main": hand}}, 1)


def test_placement_costs_of_the_page_examples():
    """« poser un 3 à côté d'un 5 (ou l'inverse) vous coûtera 2 cartes de plus » ; « Poser un 5 entre un 4
    et un 8 vous coûtera 3 cartes, et non 1 » ; « 3, Pont, FeuDeCamp, 7 » : the 7 behind the campfire counts."""
    s = at_position([["vert2", "rouge5"]], ["bleu3", "vert7", "rouge2", "bleu12"])
    costs = dict(s.placements(s.hands[0]))
    assert costs["poser-bleu3-l1c3"] == 2 and "poser-rouge2-l1c3" not in costs   # same colour beside the 5
    s = at_position([["rouge4", "pont", "bleu8"]], ["vert5", "pont", "rouge9", "bleu2", "rouge11"])
    assert dict(s.placements(s.hands[0]))["poser-vert5-l1c2"] == 3
    s = at_position([["rouge3", "pont", "feuvert", "bleu7", "rouge8"], ["bleu5"]],
                    ["bleu4", "feurouge", "vert6", "rouge10", "vert11"])
    costs = dict(s.placements(s.hands[0]))
    assert costs["poser-bleu4-l1c2"] == 3 and costs["feu-rouge-l1c1-l2c2"] == 2
    assert "même couleur" in s.why_illegal("poser-bleu4-l2c2", 0)  # beside the blue 5


def test_a_position_is_played_on():
    """The example is a position of the game: the reader places, pays, and the turn ends as in a game."""
    s = at_position([["vert2", "rouge5"]], ["bleu3", "vert7", "rouge2", "bleu12"])
    assert s.mountain[0] == ["vert2", "rouge5"] and s.hands[0] == ["bleu3", "vert7", "rouge2", "bleu12"]
    assert len(s.decks[0]) == len(R.full_deck(True)) - 6
    s.play("poser-bleu3-l1c3", 0)
    assert s.mountain[0][-1] == "bleu3" and s.due == 2


@pytest.mark.parametrize("position, word", [
    ({"montagne": [["rouge3", "rouge4"]]}, "même couleur"),
    ({"montagne": [["pont"]]}, "bord"),
    ({"montagne": [[], ["rouge5"]]}, "soutiennent"),
    ({"montagne": "rouge3"}, "liste"),
    ({"main": ["rouge3"] * 3}, "pas assez"),
    ({"main": ["rouge1"]}, "valeur 1"),
    ({"main": ["rose3"]}, "inconnue"),
    ({"main": ["rouge3"] * 7}, "de 1 à 6"),
    ({"pioche": []}, "clés"),
])
def test_a_wrong_position_names_what_is_wrong(position, word):
    with pytest.raises(ScenarioError) as err:
        GAME.start({"position": position}, 1)
    assert err.value.field == "position" and word in str(err.value)


def regenerate_golden():
    doc = {"options": {"joueurs": 3}, "seed": 21, "bots": ["grimpeur", "grimpeur", "grimpeur"]}
    doc.update(golden_run(doc))
    GOLDEN.write_text(json.dumps(doc, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__" and "--regenerate-golden" in sys.argv:
    regenerate_golden()


# --- added by i23-home-phone ------------------------------------------------------------------

def test_no_place_codes_on_places():
    """« l1c2 » was printed on the mountain's places: a place is an outline, told in words to screen
    readers and in its title."""
    import re
    game = GAME.start({}, 7)
    html = GAME.render(game, 0, game.legal_moves(0))
    assert not re.search(r">l\dc\d<", html) and "Poser ici : ligne 1, case 1" in html
