"""Expressions: the truth of the four clues against the hand they were played from,
and the resolution of a guess into Harmonie or Agonie (page « Gamehelpexpressions »)."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.expressions import rules as R
from playthroughs import random_walk

CALC = get_game("expressions", "indices")


def C(text: str) -> list[int]:
    return [R.card_of_code(c) for c in text.split()]


def start(mine="rouge3 vert5 bleu5 jaune7", partner="vert2 vert8 bleu1 violet5", third="rouge6 jaune2",
          clues=("vert1 basse", "rouge5 reste", "jaune8 derniere")):
    return CALC.start({"ma_main": mine.split(), "main_partenaire": partner.split(),
                       "main_tiers": third.split(), "indices": list(clues)}, 1)


def frozen(s) -> str:
    return json.dumps(s.to_json(), sort_keys=True)


# --- « Chaque carte possède sur ses côtés les 4 mêmes indices » --------------------------------

def test_highest_of_its_colour():
    """« Valeur la plus haute de cette couleur »."""
    assert R.clue_true("haute", C("vert7")[0], C("vert2 vert5 rouge8"))
    assert not R.clue_true("haute", C("vert7")[0], C("vert2 vert8"))
    assert R.clue_true("haute", C("vert7")[0], C("rouge8"))          # none left: vacuously true


def test_lowest_of_its_colour():
    """« Valeur la plus basse de cette couleur »."""
    assert R.clue_true("basse", C("bleu3")[0], C("bleu4 bleu8 rouge1"))
    assert not R.clue_true("basse", C("bleu3")[0], C("bleu2 bleu8"))


def test_last_of_its_colour():
    """« Dernière carte de cette couleur »."""
    assert R.clue_true("derniere", C("jaune8")[0], C("vert2 rouge8"))
    assert not R.clue_true("derniere", C("jaune8")[0], C("jaune1"))


def test_copies_of_its_value_left():
    """« Il me reste des exemplaires de ce chiffre »."""
    assert R.clue_true("reste", C("rouge5")[0], C("violet5 vert2"))
    assert not R.clue_true("reste", C("rouge5")[0], C("violet4 vert2"))
    assert R.why_clue("reste", C("rouge5")[0], C("vert2")) == "faux : plus aucun 5 en main."


def test_playing_a_clue_checks_it_against_the_rest_of_the_hand():
    """« Lorsque vous jouez une carte, votre objectif est de donner des informations sur le reste de
    votre main. »"""
    s = start()
    s.play("indice-vert5-reste")                    # bleu5 is still in hand: true, on the table
    assert {"joueur": 0, "carte": C("vert5")[0], "cote": "reste"} in s.clues
    assert "vrai : il reste 5 bleu en main." in s.result[0]
    s.play("indice-rouge3-haute")                   # no red left: vacuously highest
    assert s.clues[-1]["carte"] == C("rouge3")[0]


def test_a_false_clue_goes_straight_to_agonie():
    """« une fois qu'un indice ne sera plus vrai à propos de votre main, sa carte sera déplacée côté
    Agonie » (Lecture retenue: a clue false when played goes there at once)."""
    s = start(mine="rouge3 rouge7 bleu5")
    s.play("indice-rouge3-haute")
    assert s.agonie == C("rouge3") and all(cl["carte"] != C("rouge3")[0] for cl in s.clues)
    assert "la carte va côté Agonie" in s.result[0]


def test_clue_no_longer_true_moves_to_agonie():
    """« une fois qu'un indice ne sera plus vrai à propos de votre main, sa carte sera déplacée côté Agonie »."""
    s = start()
    s.play("indice-vert5-reste")                    # true while bleu5 stays in hand
    s.play("deviner-vert8")                         # right: bleu5 (last card of the hand) goes to Harmonie
    assert C("vert5")[0] in s.agonie
    assert any("n'est plus vrai" in line and "5 vert" in line for line in s.result)


# --- « Deviner une carte » ---------------------------------------------------------------

def test_right_guess_two_cards_to_harmonie():
    """« Si vous avez bon, la carte devinée est placée côté Harmonie, et vous y ajoutez une carte de votre
    main. Vous placez donc chacun une carte en Harmonie, soit 2 cartes. »"""
    s = start()
    s.play("deviner-vert8")
    assert s.harmonie == C("vert8 bleu5") and s.agonie == []
    assert C("vert8")[0] not in s.hands[1] and C("bleu5")[0] not in s.hands[0]


def test_wrong_guess_card_in_someones_hand_two_cards_to_agonie():
    """« Si vous vous êtes trompé, mettez une de vos cartes côté Agonie, et si la carte que vous cherchiez
    est effectivement dans la main de n'importe quel joueur, ce dernier la dépose également côté Agonie. »"""
    s = start()
    s.play("deviner-jaune2")                        # asked of Joueur 2, but Joueur 3 holds it
    assert s.agonie == C("bleu5 jaune2") and s.hands[2] == C("rouge6")
    assert "Joueur 3" in s.result[1]


def test_wrong_guess_card_in_no_hand_one_card_to_agonie():
    """« Dans ce cas, vous placez donc 1 ou 2 cartes côté Agonie. »"""
    s = start()
    s.play("deviner-violet8")
    assert s.agonie == C("bleu5") and "1 seule carte" in s.result[1]


def test_guess_targets_the_chosen_player():
    """« deviner une carte présente dans la main d'un autre joueur »."""
    s = start()
    s.play("cible-3")
    s.play("deviner-rouge6")
    assert s.harmonie == C("rouge6 bleu5")
    assert "cible-3" not in s.legal_moves() and "cible-2" in s.legal_moves()


# --- « Cas particuliers » -----------------------------------------------------------------

def test_empty_hand_must_guess_and_moves_one_card():
    """« Si vous n'avez plus de cartes en main lors de votre tour, vous devez tenter de deviner une carte.
    Si vous avez bon, déplacez une carte de l'Agonie à l'Harmonie, sinon, faîtes l'inverse. »"""
    s = start(mine="rouge3")
    s.play("deviner-violet8")                       # wrong: rouge3 to Agonie, hand now empty
    assert s.hands[0] == [] and s.agonie == C("rouge3")
    assert not any(m.startswith("indice-") for m in s.legal_moves())
    s.play("deviner-vert2")                         # right: one card from Agonie to Harmonie
    assert s.harmonie == C("rouge3 vert2") and s.agonie == []
    s.play("deviner-rouge8")                        # wrong: one card back from Harmonie to Agonie
    assert s.harmonie == C("rouge3") and s.agonie == C("vert2")


def test_only_player_with_cards_places_one_in_harmonie():
    """« Si vous êtes le seul à avoir des cartes en main lors de votre tour, effectuez l'action spéciale
    suivante : placez directement une de vos cartes côté Harmonie. »"""
    s = start(partner="", third="", clues=())
    assert [m for m in s.legal_moves() if not m.startswith("cible")] == ["montrer", "poser-rouge3", "poser-jaune7",
                                                                         "poser-vert5", "poser-bleu5"]
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play("indice-rouge3-haute")
    assert "seul à avoir des cartes" in err.value.reason and err.value.section == "cas-particuliers"
    assert frozen(s) == before
    s.play("poser-jaune7")
    assert s.harmonie == C("jaune7")


def test_refusals_name_the_rule_and_change_nothing():
    s = start()
    before = frozen(s)
    for move, words, section in [("deviner-rouge3", "votre propre main", "deviner-une-carte"),
                                 ("deviner-jaune8", "déjà visible", "deviner-une-carte"),
                                 ("indice-vert8-haute", "pas dans votre main", "jouer-une-carte"),
                                 ("poser-rouge3", "seul à avoir", "cas-particuliers"),
                                 ("indice-rouge3-gauche", "illisible", None), ("deviner-rouge9", "inconnue", None),
                                 ("cacher", "déjà cachées", None), ("cible-2", "déjà", None)]:
        with pytest.raises(IllegalMove) as err:
            s.play(move)
        assert words in err.value.reason, (move, err.value.reason)
        if section:
            assert err.value.section == section
        assert frozen(s) == before


def test_bad_options_are_refused_with_the_field():
    for options, field in [({"ma_main": ["vert9"]}, "ma_main"), ({"main_tiers": "rouge6"}, "main_tiers"),
                           ({"main_partenaire": ["vert2", "vert2"]}, "main_partenaire"),
                           ({"ma_main": ["vert2"]}, "main_partenaire"),         # the second place named
                           ({"indices": ["vert1 gauche"]}, "indices"),
                           ({"indices": ["vert3 basse"]}, "indices")]:          # false: vert2 is lower
        with pytest.raises(ScenarioError) as err:
            CALC.start(options, 1)
        assert err.value.field == field, (options, err.value)


def test_random_edits_keep_every_card_once_and_clues_true():
    for walk in range(300):
        for s, _, _ in random_walk(CALC, {}, 1, 25, walk_seed=walk):
            everything = sum(s.hands, []) + [c["carte"] for c in s.clues] + s.harmonie + s.agonie
            assert len(everything) == len(set(everything)) == 4 + 4 + 2 + 3
            for clue in s.clues:
                assert R.clue_true(clue["cote"], clue["carte"], s.hands[clue["joueur"]])
            assert s.legal_moves()
