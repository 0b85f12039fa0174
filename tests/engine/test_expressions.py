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
    s.play("deviner-vert2")                         # right: vert2 to Harmonie, one card from Agonie to Harmonie
    assert s.harmonie == C("vert2 rouge3") and s.agonie == []
    s.play("deviner-rouge8")                        # wrong: one card back from Harmonie to Agonie
    assert s.harmonie == C("vert2") and s.agonie == C("rouge3")


def test_empty_hand_wrong_guess_still_sends_the_card_to_agonie_from_any_hand():
    """The general rule holds both ways for an empty hand: « si la carte que vous cherchiez est effectivement
    dans la main de n'importe quel joueur, ce dernier la dépose également côté Agonie », and « sinon, faîtes
    l'inverse » moves one card from Harmonie to Agonie."""
    s = start(mine="rouge3")
    s.play("deviner-violet8")                       # wrong: rouge3 to Agonie, hand now empty
    s.play("deviner-vert2")                         # right: Harmonie vert2 rouge3
    s.play("deviner-jaune2")                        # wrong at Joueur 2; Joueur 3 holds jaune2
    assert C("jaune2")[0] not in s.hands[2]
    assert s.agonie == C("jaune2 rouge3") and s.harmonie == C("vert2")
    assert any("Joueur 3 avait le 2 jaune" in line for line in s.result)


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


# === mode « partie » : the whole game against bots ===========================================

from engine.games.expressions.bots import ExpressionsBot, chances  # noqa: E402
from engine.rng import Rng  # noqa: E402
from playthroughs import random_games, seeds  # noqa: E402
from refusals import refused  # noqa: E402

GAME = get_game("expressions", "partie")


def table(hands, chrono="violet8 violet7 violet6", players=None, clues=(), harmonie="", agonie="", turn=0):
    """A game position set by hand (a scenario): hands as strings of card codes, the Chrono pile
    (its last card is the next to go to Agonie)."""
    s = GAME.start({"joueurs": players or len(hands)}, 1)
    s.hands = [sorted(C(h)) for h in hands]
    s.chrono = C(chrono)
    s.harmonie, s.agonie = C(harmonie), C(agonie)
    s.clues = [{"joueur": p, "carte": C(code)[0], "cote": side} for p, code, side in clues]
    s.turn, s.events = turn, []
    return s


def test_deal_by_player_count_and_the_chrono_pile():
    """« Au début du jeu, chaque joueur se voit distribuer un certain nombre de cartes (selon le nombre
    de joueurs). Les cartes restants constitueront la pile Chrono. »"""
    for n, size in R.HAND_SIZES.items():
        s = GAME.start({"joueurs": n}, 7)
        assert [len(h) for h in s.hands] == [size] * n
        assert len(s.chrono) == 40 - n * size
        assert sorted(sum(s.hands, []) + s.chrono) == list(R.DECK)
    refused_start = pytest.raises(ScenarioError)
    with refused_start:
        GAME.start({"joueurs": 7}, 1)


def test_each_player_one_action_then_a_chrono_card_to_agonie():
    """« La partie sera constituée d'une suite de manches, où chaque joueur devra, à tour de rôle,
    effectuer une unique action. Une fois la manche terminée, une carte de la pile Chrono sera déplacée
    côté Agonie »."""
    s = table(["rouge1 rouge2", "jaune1 jaune2", "vert1 vert2"])
    s.play("indice-rouge1-basse", 0)
    assert s.to_move() == [1] and s.agonie == []
    s.play("indice-jaune1-basse", 1)
    s.play("indice-vert1-basse", 2)
    assert s.to_move() == [0] and s.manche == 2
    assert s.agonie == C("violet6") and s.chrono == C("violet8 violet7")
    assert any("Fin de la manche 1" in e for e in s.events)


def test_a_turn_is_one_action_play_or_guess():
    """« Durant votre tour, vous pouvez soit jouer une carte, soit en deviner une. »"""
    s = table(["rouge1 rouge2", "jaune1 jaune2"])
    kinds = {m.split("-")[0] for m in s.legal_moves(0)}
    assert kinds == {"indice", "deviner"}
    s.play("indice-rouge2-haute", 0)
    assert s.to_move() == [1]


def test_playing_a_card_shows_one_of_its_four_clues():
    """« Vous jouez votre carte en tournant vers le centre de la table le côté possédant l'information
    que vous souhaitez transmettre. »"""
    s = table(["rouge1 rouge5 bleu5", "jaune1 jaune2"])
    assert {m for m in s.legal_moves(0) if m.startswith("indice-rouge5")} == {
        "indice-rouge5-" + side for side in R.SIDES}
    s.play("indice-rouge5-reste", 0)
    assert s.clues == [{"joueur": 0, "carte": C("rouge5")[0], "cote": "reste"}]
    assert s.hands[0] == C("rouge1 bleu5")


def test_game_clue_false_when_played_goes_to_agonie():
    """« une fois qu'un indice ne sera plus vrai à propos de votre main, sa carte sera déplacée côté
    Agonie » (Lecture retenue: false at once, it goes there at once)."""
    s = table(["rouge1 rouge5", "jaune1 jaune2"])
    s.play("indice-rouge1-haute", 0)
    assert s.clues == [] and s.agonie == C("rouge1")


def test_game_clue_no_longer_true_goes_to_agonie():
    """« Sachez également qu'une fois qu'un indice ne sera plus vrai à propos de votre main, sa carte
    sera déplacée côté Agonie. »"""
    s = table(["rouge5 bleu5 vert1", "jaune1 jaune2"], clues=[(0, "violet5", "reste")], turn=1)
    s.play("deviner-1-bleu5", 1)           # right: bleu5 leaves; rouge5 still makes the clue true
    assert s.clues and s.phase == "donner"
    s.play("donner-jaune2", 1)
    s.play("deviner-2-jaune1", 0)          # right; Joueur 1 gives rouge5: no 5 left in hand
    s.play("donner-rouge5", 0)
    assert s.clues == [] and C("violet5")[0] in s.agonie
    assert any("n'est plus vrai" in e for e in s.events)


def test_game_right_guess_two_cards_to_harmonie_the_guesser_chooses():
    """« Si vous avez bon, la carte devinée est placée côté Harmonie, et vous y ajoutez une carte de votre
    main. Vous placez donc chacun une carte en Harmonie, soit 2 cartes. »"""
    s = table(["rouge1 rouge2 rouge3", "vert8 jaune2", "bleu1"])
    s.play("deviner-2-vert8", 0)
    assert s.harmonie == C("vert8") and s.phase == "donner" and s.to_move() == [0]
    assert s.legal_moves(0) == ["donner-rouge1", "donner-rouge2", "donner-rouge3"]
    s.play("donner-rouge2", 0)
    assert s.harmonie == C("vert8 rouge2") and s.hands[0] == C("rouge1 rouge3") and s.to_move() == [1]


def test_game_wrong_guess_holder_deposits_too():
    """« Si vous vous êtes trompé, mettez une de vos cartes côté Agonie, et si la carte que vous cherchiez
    est effectivement dans la main de n'importe quel joueur, ce dernier la dépose également côté
    Agonie. »"""
    s = table(["rouge1 rouge2", "vert8 jaune2", "bleu1 bleu2"])
    s.play("deviner-2-bleu1", 0)           # Joueur 3 holds it
    assert s.agonie == C("bleu1") and s.hands[2] == C("bleu2")
    s.play("donner-rouge1", 0)
    assert s.agonie == C("bleu1 rouge1")


def test_game_wrong_guess_nobody_holds_it_one_card():
    """« Dans ce cas, vous placez donc 1 ou 2 cartes côté Agonie. »"""
    s = table(["rouge1", "vert8 jaune2", "bleu1 bleu2"])
    s.play("deviner-2-violet7", 0)         # in the Chrono pile: a single card, given at once
    assert s.agonie == C("rouge1") and s.hands[0] == [] and s.to_move() == [1]
    assert [1, C("violet7")[0]] in s.misses and [2, C("violet7")[0]] in s.misses


def test_game_empty_hand_must_guess_and_moves_one_card():
    """« Si vous n'avez plus de cartes en main lors de votre tour, vous devez tenter de deviner une carte.
    Si vous avez bon, déplacez une carte de l'Agonie à l'Harmonie, sinon, faîtes l'inverse. »"""
    s = table(["", "vert8 jaune2", "bleu1 bleu2"], harmonie="rouge1", agonie="rouge2 rouge3")
    assert {m.split("-")[0] for m in s.legal_moves(0)} == {"deviner"}
    refused(s, "indice-rouge4-haute", "deviner", section="cas-particuliers")
    s.play("deviner-2-vert8", 0)           # right: vert8 to Harmonie, rouge3 from Agonie to Harmonie
    assert s.harmonie == C("rouge1 vert8 rouge3") and s.agonie == C("rouge2")
    s = table(["", "vert8 jaune2", "bleu1 bleu2"], harmonie="rouge1", agonie="rouge2 rouge3")
    s.play("deviner-2-bleu1", 0)           # wrong: Joueur 3 holds bleu1 and deposits it, rouge1 goes over too
    assert s.harmonie == [] and s.agonie == C("rouge2 rouge3 bleu1 rouge1") and s.hands[2] == C("bleu2")
    s = table(["", "vert8 jaune2", "bleu1 bleu2"], harmonie="rouge1", agonie="rouge2 rouge3")
    s.play("deviner-2-violet7", 0)         # wrong, in no hand: everyone heard it
    assert s.agonie == C("rouge2 rouge3 rouge1") and [1, C("violet7")[0]] in s.misses
    assert [2, C("violet7")[0]] in s.misses


def test_game_only_player_with_cards_places_one_in_harmonie():
    """« Si vous êtes le seul à avoir des cartes en main lors de votre tour, effectuez l'action spéciale
    suivante : placez directement une de vos cartes côté Harmonie. »"""
    s = table(["rouge1 rouge2", "", ""])
    assert s.legal_moves(0) == ["poser-rouge1", "poser-rouge2"]
    refused(s, "indice-rouge1-basse", "seul à avoir des cartes", section="cas-particuliers")
    s.play("poser-rouge2", 0)
    assert s.harmonie == C("rouge2")


def test_game_ends_when_every_hand_is_empty():
    """« Le jeu s'arrête soit lorsque tous les joueurs ont vidé leur main »."""
    s = table(["rouge1", "jaune1"], turn=1)
    s.play("deviner-1-rouge1", 1)          # right: rouge1 and jaune1 to Harmonie, every hand empty
    assert s.is_over() and s.harmonie == C("rouge1 jaune1") and s.chrono == C("violet8 violet7 violet6")
    assert s.winners() == [0, 1] and s.scores() == [2, 2]


def test_game_ends_with_the_last_chrono_card():
    """« Quand la dernière carte de la pile Chrono est déplacée côté Agonie. »"""
    s = table(["rouge1 rouge2", "jaune1 jaune2"], chrono="violet8", turn=1)
    s.play("indice-jaune2-haute", 1)
    assert s.is_over() and C("violet8")[0] in s.agonie
    assert any("dernière carte de la pile Chrono" in e for e in s.events)


def test_at_the_end_clues_and_hands_go_to_agonie_and_victory_is_more_harmonie():
    """« Les joueurs déplacent alors toutes les cartes utilisées en tant qu'indices ainsi que les
    éventuelles cartes encore dans leurs mains côté Agonie. S'il y a plus de cartes côté Harmonie que côté
    Agonie, la victoire est remportée ! »"""
    s = table(["rouge1 rouge2", "jaune1 jaune2"], chrono="violet8", clues=[(0, "vert3", "derniere")],
              harmonie="bleu1 bleu2 bleu3 bleu4 bleu5 bleu6", turn=1)
    s.play("indice-jaune2-haute", 1)
    assert s.hands == [[], []] and s.clues == []
    assert sorted(s.agonie) == sorted(C("violet8 vert3 rouge1 rouge2 jaune1 jaune2"))
    assert len(s.harmonie) == 6 and s.winners() == []     # 6 against 6: not more
    s = table(["rouge1", "jaune1"], chrono="violet8", harmonie="bleu1 bleu2 bleu3", turn=1)
    s.play("indice-jaune1-derniere", 1)    # Agonie: violet8, jaune1 (clue), rouge1 (hand) = 3 against 3
    assert s.winners() == []
    s = table(["rouge1", "jaune1"], chrono="violet8", harmonie="bleu1 bleu2 bleu3 bleu4", turn=1)
    s.play("indice-jaune1-derniere", 1)
    assert s.winners() == [0, 1] and "victoire" in s.events[-1]


def test_game_refusals_name_their_rule():
    s = table(["rouge1 rouge2", "vert8 jaune2", "bleu1"])
    refused(s, "deviner-2-rouge1", "votre propre main", section="deviner-une-carte")
    refused(s, "deviner-1-vert8", "autre joueur", section="deviner-une-carte")
    refused(s, "indice-vert8-haute", "pas dans votre main", section="jouer-une-carte")
    refused(s, "poser-rouge1", "seul à avoir", section="cas-particuliers")
    refused(s, "donner-rouge1", "après avoir deviné", section="deviner-une-carte")
    s.play("indice-rouge1-basse", 0)
    refused(s, "deviner-1-rouge1", "déjà visible", section="deviner-une-carte")
    s = table(["rouge1 rouge2", "vert8 jaune2", ""])
    refused(s, "deviner-3-bleu1", "plus de carte", section="deviner-une-carte")
    s.play("deviner-2-vert8", 0)
    refused(s, "indice-rouge1-basse", "choisissez d'abord", section="deviner-une-carte")
    refused(s, "deviner-2-bleu9", "choisissez d'abord")


def test_bot_deduces_from_clues_and_gives_the_card_that_keeps_its_clues():
    """The bot reads « Dernière carte de cette couleur » as: no card of that colour in that hand."""
    s = table(["rouge1 rouge2", "vert8 jaune2", "bleu1 bleu2"], clues=[(1, "jaune8", "derniere")], turn=2)
    odds = chances(s.view(2))
    assert all(odds[c][1] == 0 for c in C("jaune1 jaune3 jaune7"))
    assert odds[C("vert7")[0]][1] > 0
    s = table(["rouge5 bleu5 vert1", "jaune1 jaune2"], clues=[(0, "violet5", "reste")], turn=1)
    s.play("deviner-1-rouge5", 1)
    s.play("donner-jaune1", 1)
    s.play("deviner-2-jaune2", 0)
    assert ExpressionsBot().choose(s.view(0), s.legal_moves(0), Rng(1)) == "donner-vert1"


def _check(s):
    everything = sum(s.hands, []) + s.chrono + s.harmonie + s.agonie + [cl["carte"] for cl in s.clues]
    assert sorted(everything) == list(R.DECK)
    for clue in s.clues:
        assert R.clue_true(clue["cote"], clue["carte"], s.hands[clue["joueur"]])
    assert s.is_over() or s.legal_moves()


@pytest.mark.parametrize("players", range(2, 7))
def test_seeded_bot_games_end_with_every_card_accounted(players):
    """Seeded bot games per player count (a measured cover), to the end, every card once, every clue true."""
    wins = 0
    # bench/volume_coverage.py --couvrir on the hunt's volume of 300 seeds: (2,), (4,), (0,), (1,), (2,) at 2 to 6
    # players, completed to 5; seeds 0, 0, 3 and 1 win at 2, 3, 4 and 5 players (the first win at 6 is seed 65)
    for s, moves in random_games(GAME, seeds(5, 300), {"joueurs": players}, ["malin"] * players, check=_check):
        assert s.hands == [[]] * players and s.clues == []
        assert len(s.harmonie) + len(s.agonie) + len(s.chrono) == 40
        assert (s.winners() == list(range(players))) == (len(s.harmonie) > len(s.agonie))
        assert json.loads(json.dumps(s.to_json())) == s.to_json()
        assert frozen(GAME.from_json(s.to_json())) == frozen(s)
        wins += bool(s.winners())
    assert wins or players >= 6          # good play can win, except at six (4 rounds only)


def test_the_view_draws_every_legal_move_and_the_end_is_said_for_the_whole_table():
    """Every legal move is a piece of the board (no extra button), and the end is a shared victory or
    defeat: « S'il y a plus de cartes côté Harmonie que côté Agonie, la victoire est remportée ! »"""
    from engine import web

    ends = set()
    for seed in (1, 3):
        session = web.open_demo({"jeu": "expressions", "mode": "partie", "graine": seed})
        reader, rng = ExpressionsBot(), Rng(seed)
        while True:
            snap = web.snapshot(session)
            assert snap["autres_coups"] == [], snap["autres_coups"][:3]
            if snap["over"]:
                break
            session.play(reader.choose(session.state.view(0), snap["legal"], rng))
        ends.add(snap["statut"])
        assert snap["statut"] in ("Partie terminée : victoire de toute la table !", "Partie terminée : défaite.")
        assert ("Victoire" in snap["html"]) == bool(session.state.winners())
    assert ends
