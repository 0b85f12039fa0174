"""Dice Hospital ER (page « Gamehelpdicehospitaler »): admitting patients (dice) into the wards,
section « Principe de placement des patients », and the bonuses of their combinations, section
« Les bonus »."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.dicehospital import rules as R
from engine.rng import Rng

ADMIT = get_game("dicehospital", "admission")
# default position: wards « G R R J : 3 », « B B G J J : 5 », « R G B : 2 »;
# patients 1 R2, 2 J4, 3 B1, 4 R5, 5 B3, 6 J6, 7 R4, 8 B6


def start(**options):
    """The default position without bonuses (the placement rules alone), unless « bonus » is given."""
    options.setdefault("bonus", "-")
    return ADMIT.start(options, 1)


def admit(s, patient, square):
    s.play(f"patient-{patient}", 0)
    s.play(f"case-{square}", 0)


def refused(s, move, *words, section=R.SEC_PLACEMENT):
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play(move, 0)
    assert json.dumps(s.to_json(), sort_keys=True) == before
    for w in words:
        assert w in err.value.reason, err.value.reason
    assert err.value.section == section


def test_any_die_goes_on_a_grey_square():
    """« n'importe quel dé peut être placé sur une case grise »"""
    s = start()
    s.play("patient-3", 0)                          # blue 1
    assert "case-1-1" in s.legal_moves(0)           # grey square
    s.play("case-1-1", 0)
    assert s.filled[0] == [["B", 1]] and s.placed == {"2": "1-1"} and s.taken is None


def test_a_die_goes_on_a_square_of_its_colour():
    """« Les patients doivent être placés sur des cases en fonctions de la couleur de leur dé »"""
    s = start()
    admit(s, 3, "1-1")
    s.play("patient-2", 0)                          # yellow 4, the next square is red
    assert "case-1-2" not in s.legal_moves(0)
    refused(s, "case-1-2", "dé jaune 4", "case rouge", "couleur de leur dé")
    s.play("patient-2", 0)
    admit(s, 1, "1-2")                              # red 2 on red
    assert s.filled[0] == [["B", 1], ["R", 2]]


def test_patients_are_admitted_in_increasing_numbers():
    """« en nombres croissants (pas forcément consécutifs) »"""
    s = start()
    admit(s, 4, "3-1")                              # red 5
    s.play("patient-2", 0)                          # yellow 4 after a 5
    refused(s, "case-3-2", "au moins 6", "nombres croissants")
    s.play("patient-2", 0)
    admit(s, 6, "3-2")                              # yellow 6: 5 then 6 on grey
    s2 = start()
    admit(s2, 3, "1-1")                             # blue 1 then red 4: not consecutive, legal
    admit(s2, 7, "1-2")
    assert s2.filled[0] == [["B", 1], ["R", 4]]
    s2.play("patient-1", 0)                         # red 2 after 4
    refused(s2, "case-1-3", "après le 4")


def test_patients_follow_one_another_from_the_ambulances():
    """« Les patients sont admis dans ces chambres en partant des ambulances en bas à gauche, les uns à
    la suite des autres »"""
    s = start()
    s.play("patient-5", 0)                          # blue 3
    refused(s, "case-2-2", "les uns à la suite des autres", "case 1")
    s.play("case-2-1", 0)
    s.play("patient-8", 0)
    refused(s, "case-2-1", "déjà occupée")
    refused(s, "case-2-3", "la prochaine case est la case 2")


def test_a_full_ward_scores_the_number_at_its_end():
    """« Quand une chambre est remplie, le joueur obtient le score inscrit au bout. »"""
    s = start()
    admit(s, 3, "1-1")
    admit(s, 1, "1-2")
    admit(s, 7, "1-3")
    assert s.points() == 0
    admit(s, 6, "1-4")
    assert s.points() == 3 and "La chambre 1 est remplie : +3 points." in s.events[-1]
    s.play("patient-2", 0)
    assert not any(m.startswith("case-1-") for m in s.legal_moves(0))
    refused(s, "case-1-4", "déjà remplie")


def test_the_morgue_costs_one_point():
    """« il l'envoie à la morgue (représentée par l'étiquette avec une tête de mort) et perd 1 point »"""
    s = start()
    refused(s, "morgue", "choisissez d'abord")
    s.play("patient-8", 0)
    s.play("morgue", 0)
    assert s.morgue == 1 and s.points() == -1 and s.placed == {"7": "morgue"}
    assert "patient-8" not in s.legal_moves(0)
    with pytest.raises(IllegalMove):
        s.play("patient-8", 0)


def test_a_square_before_choosing_a_patient_and_restart():
    s = start()
    refused(s, "case-1-1", "choisissez d'abord un patient")
    with pytest.raises(IllegalMove):
        s.play("recommencer", 0)
    admit(s, 3, "1-1")
    s.play("recommencer", 0)
    assert s.filled == [[], [], []] and s.placed == {} and s.morgue == 0
    for bad in ("case-1-0", "case-9-1", "case-1", "patient-0", "patient-9", "CASE-1-1", " morgue"):
        with pytest.raises(IllegalMove):
            s.play(bad, 0)


def test_a_position_of_the_reader():
    s = start(chambres=["R J : 4"], patients="R1 J2")
    admit(s, 1, "1-1")
    admit(s, 2, "1-2")
    assert s.points() == 4 and s.legal_moves(0) == ["recommencer"]


def test_bad_options_are_refused():
    for field, bad in (("chambres", ["G R X : 3"]), ("chambres", ["G R R"]), ("chambres", ["G R : x"]),
                       ("chambres", []), ("chambres", ["R R R R R R R : 1"]), ("chambres", ["R : 1"] * 6),
                       ("chambres", "R : 1"),
                       ("patients", "R7"), ("patients", "G3"), ("patients", ""), ("patients", "R1 " * 13),
                       ("patients", ["R1"])):
        with pytest.raises(ScenarioError) as err:
            ADMIT.start({field: bad}, 1)
        assert err.value.field == field


def test_random_edit_walks_keep_every_ward_legal():
    """Seeded random edit walks (a few hundred steps each): every patient is waiting, admitted once or
    at the morgue; every ward is filled from its first square, by colour (or grey), strictly
    increasing; the points are the full wards' scores minus the morgue."""
    admitted = 0
    for walk in range(40):
        s = ADMIT.start({} if walk % 2 else {"bonus": "S3 P P C C +R1 ! I"}, walk)
        rng = Rng(walk)
        for _ in range(300):
            legal = s.legal_moves(0)
            squares = [m for m in legal if m.startswith("case-")]
            move = squares[0] if squares and rng.below(2) else legal[rng.below(len(legal))]
            s.play(move, 0)
            admitted += move.startswith("case-")
            assert sum(len(f) for f in s.filled) + s.morgue >= len(s.placed)
            assert len(s.waiting()) == len(s.patients) - len(s.placed)
            assert s.stetho >= 0 and s.bags >= 0 and sum(s.nurses) <= len(R.NURSE_TRACK)
            for w, (ward, filled) in enumerate(zip(s.wards, s.filled)):
                assert len(filled) <= len(ward["cases"])
                assert all(R.colour_fits(d, sq) for d, sq in zip(filled, ward["cases"]))
                assert all(1 <= d[1] <= 6 for d in filled)
                assert all(a[1] < b[1] or s.curtained(w, k) or s.curtained(w, k + 1)
                           for k, (a, b) in enumerate(zip(filled, filled[1:])))
            full = sum(w["score"] for w, f in zip(s.wards, s.filled) if len(f) == len(w["cases"]))
            critical = sum(s.filled[int(c[0]) - 1][int(c[2]) - 1][1] for c in s.critical)
            assert s.points() == full + R.nurse_points(sum(s.nurses)) + critical - s.morgue
            assert json.loads(json.dumps(s.to_json())) == s.to_json()
    assert admitted > 200


# --- « Les bonus » ----------------------------------------------------------------------------------
# default bonuses: 1 R2 « S2 », 2 J4 « C », 3 B1 « I », 4 R5 « ! », 5 B3 « P », 6 J6 « +B2 », 7 R4 « S1 »,
# 8 B6 « ! »


def full():
    return ADMIT.start({}, 1)


def test_stethoscopes_are_circled_then_crossed_out_for_one_point_each():
    """« Stéthoscopes : entourer autant de stéthoscopes sur le plateau. Ces stéthoscopes peuvent ensuite
    être rayés pour modifier la valeur d'un dé (+1/-1 par stéthoscope). »"""
    s = full()
    refused(s, "stetho-plus", "prenez d'abord", section=R.SEC_BONUS)
    s.play("patient-1", 0)                          # red 2 and 2 stethoscopes
    assert s.stetho == 2 and s.active_die() == ["R", 2]
    s.play("stetho-plus", 0)
    s.play("stetho-plus", 0)
    assert s.stetho == 0 and s.active_die() == ["R", 4]
    refused(s, "stetho-plus", "aucun stéthoscope", "+1/-1 par stéthoscope", section=R.SEC_BONUS)
    s.play("stetho-moins", 0)                       # back down: the stethoscope is not spent
    assert s.stetho == 1 and s.active_die() == ["R", 3]
    s.play("case-3-1", 0)
    assert s.filled[2] == [["R", 3]] and s.stetho == 1
    s.play("patient-3", 0)                          # blue 1 -> 0 is no die
    refused(s, "stetho-moins", "de 1 à 6", section=R.SEC_BONUS)
    s.play("stetho-plus", 0)
    assert s.active_die() == ["B", 2] and s.stetho == 0


def test_a_combination_taken_can_be_given_back_until_its_die_is_placed():
    """« choisit une combinaison de couleur dé-bonus et l'inscrit sur son plateau »"""
    s = full()
    s.play("patient-1", 0)
    s.play("stetho-plus", 0)
    refused(s, "patient-2", "déjà prise", section=R.SEC_BONUS)
    s.play("patient-1", 0)                          # given back: stethoscopes and die as before
    assert s.taken is None and s.stetho == 0
    s.play("patient-1", 0)
    s.play("case-1-1", 0)
    assert s.stetho == 2 and "patient-1" not in s.legal_moves(0)


def test_a_blood_bag_takes_another_patients_bonus():
    """« Poches de sang : entourer une poche de sang sur le plateau. Cette poche de sang peut être rayée
    soit pour ignorer la couleur de la combinaison bonus-dé »"""
    s = full()
    s.play("patient-5", 0)                          # blue 3 and a blood bag
    assert s.bags == 1
    refused(s, "poche-1", "aucune poche de sang", section=R.SEC_BONUS)   # its own bag comes after
    s.play("case-2-1", 0)
    s.play("patient-7", 0)                          # red 4 and 1 stethoscope...
    assert s.stetho == 1 and s.bags == 1
    s.play("poche-4", 0)                            # ... takes the critical « ! » of the red 5
    assert s.bags == 0 and s.stetho == 0 and R.bonus_name(s.bonuses[6]) == "patient critique « ! »"
    assert s.bonuses[3] == "S1"
    s.play("patient-7", 0)                          # given back: the bag is circled again
    assert s.bags == 1 and s.bonuses[3] == "!" and s.bonuses[6] == "S1"
    s.play("patient-7", 0)
    s.play("poche-4", 0)
    s.play("case-3-1", 0)
    assert s.critical == ["3-1"] and s.points() == 4
    refused(s, "poche-2", "prenez d'abord", section=R.SEC_BONUS)


def test_a_critical_patient_scores_its_value():
    """« &#33; (Patient critique) : inscrire la valeur du dé + "!" dans la case, cela rapportera autant de
    point que la valeur du dé à la fin de la partie. »"""
    s = full()
    s.play("patient-4", 0)                          # red 5 « ! »
    s.play("case-3-1", 0)
    assert s.critical == ["3-1"] and s.points() == 5 and "5 points à la fin" in s.events[-1]
    s.play("patient-8", 0)                          # blue 6 « ! » to the morgue: its bonus is lost
    s.play("morgue", 0)
    assert s.critical == ["3-1"] and s.points() == 4


def test_a_curtain_lifts_the_increasing_order_with_its_neighbours():
    """« Cercle (Rideau) : entourer une case d'un rideau, celle du dé actuel ou une ancienne. Cela permet
    d'ignorer l'obligation d'ordre croissant entre ce patient et ceux adjacents. »"""
    s = full()
    admit(s, 4, "3-1")                              # red 5
    s.play("patient-2", 0)                          # yellow 4 and a curtain
    refused(s, "case-3-2", "au moins 6", "rideau")
    s.play("rideau", 0)                             # on the patient about to be admitted
    assert "case-3-2" in s.legal_moves(0)
    s.play("case-3-2", 0)
    assert s.filled[2] == [["R", 5], ["J", 4]] and s.curtains == ["3-2"] and not s.curtain_left
    # a curtain on an older patient: after the red 5 of ward 3... here ward 1
    s2 = full()
    admit(s2, 3, "1-1")                             # blue 1 on grey
    s2.play("patient-7", 0)
    s2.play("case-1-2", 0)                          # red 4
    s2.play("patient-2", 0)                         # yellow 4 and a curtain, drawn on an older square
    s2.play("patient-2", 0)
    s2.play("patient-2", 0)
    assert "rideau-1-2" in s2.legal_moves(0)
    s2.play("rideau-1-2", 0)
    s2.play("morgue", 0)
    s2.play("patient-1", 0)                         # red 2 after the red 4: the curtain lifts the order
    s2.play("case-1-3", 0)
    assert s2.filled[0] == [["B", 1], ["R", 4], ["R", 2]]
    refused(s2, "rideau-1-1", "aucun rideau", section=R.SEC_BONUS)


def test_the_nurse_is_crossed_out_and_the_track_circled():
    """« Infirmière : barrer l'infirmière au bout de la chambre du patient admis et entourer la valeur tout
    à gauche, en bas du plateau, à côté du symbole infirmière (2-5-9..). Ne permet pas d'obtenir les
    scores inscrits au bout des chambres »"""
    s = full()
    s.play("patient-3", 0)                          # blue 1 and the nurse
    s.play("case-1-1", 0)
    assert s.nurses == [True, False, False] and s.points() == 2          # the track, not the ward's 3
    assert "la piste infirmière vaut 2" in s.events[-1]
    s2 = start(bonus="I I I")
    admit(s2, 1, "3-1")                             # red 2 in ward 3
    admit(s2, 2, "1-1")                             # yellow 4 in ward 1
    assert s2.points() == 5
    admit(s2, 3, "2-1")                             # blue 1 in ward 2: 2-5-9
    assert s2.points() == 9 and R.NURSE_TRACK[:3] == (2, 5, 9)
    s3 = start(bonus="I I")
    admit(s3, 1, "3-1")                             # red 2 in ward 3
    admit(s3, 2, "3-2")                             # yellow 4 in ward 3: its nurse is already crossed out
    assert s3.nurses == [False, False, True] and "déjà barrée" in s3.events[-1] and s3.points() == 2


def test_an_extra_patient_before_or_after_the_die():
    """« Patient supplémentaire : permet d'ajouter l'équivalent d'un dé de la couleur et des valeurs
    indiquées. Peut être joué avant ou après le dé et être modifié par les stéthoscopes/poches de sang. »"""
    s = full()
    s.play("patient-1", 0)                          # 2 stethoscopes kept for later
    s.play("morgue", 0)
    s.play("patient-6", 0)                          # yellow 6 and an extra blue 2
    assert s.todo == ["de", "sup"] and "placer-sup" in s.legal_moves(0)
    s.play("placer-sup", 0)                         # the extra patient first
    assert s.active_die() == ["B", 2]
    s.play("stetho-moins", 0)                       # modified by a stethoscope
    assert s.stetho == 1
    s.play("case-2-1", 0)                           # blue 1 in ward 2
    assert s.filled[1] == [["B", 1]] and s.taken == 5 and s.active == "de"
    assert "patient-6" not in s.legal_moves(0)      # a die of the combination is placed: kept
    s.play("case-1-1", 0)                           # then the yellow 6 on the grey square
    assert s.filled[0] == [["J", 6]] and s.taken is None and s.placed["5"] == "1-1"
    s2 = full()
    s2.play("patient-6", 0)                         # the die first, then the extra patient
    s2.play("case-1-1", 0)
    assert s2.active_die() == ["B", 2] and s2.legal_moves(0)[:1] == ["case-2-1"]
    s2.play("morgue", 0)                            # the extra patient too may go to the morgue
    assert s2.morgue == 1 and s2.taken is None and s2.points() == -1


def test_a_blood_bag_moves_the_extra_patient_to_another_die_without_changing_it():
    """« Peut être joué avant ou après le dé et être modifié par les stéthoscopes/poches de sang. » Lecture
    retenue: « rayer une poche de sang fait passer le patient supplémentaire, avec son bonus, à un autre patient
    en attente (ou l'enlève à celui qu'on a pris) ; sa couleur et sa valeur ne changent qu'avec les
    stéthoscopes »."""
    s = full()
    s.play("patient-5", 0)                          # blue 3 and a blood bag
    s.play("case-2-1", 0)
    s.play("patient-6", 0)                          # yellow 6 and an extra blue 2
    assert s.extra == ["B", 2]
    s.play("poche-1", 0)                            # the yellow 6 takes the 2 stethoscopes instead
    assert s.extra is None and s.todo == ["de"] and s.bonuses[0] == "+B2"
    s.play("patient-6", 0)                          # given back
    s.play("patient-1", 0)                          # red 2 and 2 stethoscopes...
    s.play("poche-6", 0)                            # ... takes the extra blue 2 instead
    assert s.todo == ["de", "sup"] and s.active_die() == ["R", 2]
    s.play("placer-sup", 0)
    assert s.active_die() == ["B", 2]               # the same blue 2: the bag does not change its colour
    assert "case-1-1" in s.legal_moves(0) and "case-3-1" not in s.legal_moves(0)   # grey yes, red no


def test_bad_bonuses_are_refused():
    for bad in ("X", "S4", "S0", "+G3", "+R7", "!!", "S2 " * 13):
        with pytest.raises(ScenarioError) as err:
            ADMIT.start({"bonus": bad}, 1)
        assert err.value.field == "bonus"
    with pytest.raises(ScenarioError):
        ADMIT.start({"patients": "R1 J2", "bonus": "S1 S1 S1"}, 1)
    s = ADMIT.start({"patients": "R1 J2"}, 1)       # other patients without a bonus block: no bonus
    assert s.bonuses == ["-", "-"]


# === the whole game (mode « partie »): sections « Déroulement d'un tour », « Les bonus »,
# « Les cartes objectifs », « Fin de la partie » ===================================================

from engine.core import CHANCE  # noqa: E402
from tests.engine.playthroughs import random_games, seeds  # noqa: E402
from tests.engine.refusals import refused as refused_move  # noqa: E402

GAME = get_game("dicehospital", "partie")
# the sheet: 1 « R G J B : 4 », 2 « J B G R : 4 », 3 « B R J G B : 7 », 4 « G J R B J : 7 »,
# 5 « R B G J G R : 10 »


def new_game(players=3, seed=1):
    return GAME.start({"joueurs": players}, seed)


def draw(s, card: int, dice: str):
    """The next Ambulance card is `card` (R.AMBULANCE_CARDS, bonuses red, yellow, blue), the dice `dice`."""
    s.deck.append(card)
    s.play(f"des-{dice}", CHANCE)


def take_and_place(s, p, combi, square):
    s.play(combi, p)
    s.play(square, p)


def test_each_turn_an_ambulance_card_is_drawn_and_the_dice_rolled():
    """« À chaque tour, une carte Ambulance est piochée et les dés lancés. Les dés sont placés à côté de
    la carte en fonction de leur couleur. »"""
    s = new_game()
    assert s.to_move() == [CHANCE] and len(s.deck) == 24 and R.TURNS == 24
    draw(s, 0, "425")                               # « S1 ! P »: red 4 + 1 stethoscope, yellow 2 + « ! »…
    assert s.turn == 1 and s.card == 0 and s.dice == [4, 2, 5] and len(s.deck) == 24
    assert s.die_of("J") == ["J", 2] and s.bonus_of("J") == "!"


def test_the_chief_chooses_first_then_the_others_simultaneously():
    """« Un joueur, désigné Médecin Chef [...] choisit une combinaison de couleur dé-bonus et l'inscrit sur
    son plateau. Les autres joueurs choisissent simultanément une combinaison parmi les deux dés
    restants. »"""
    s = new_game()
    draw(s, 0, "425")
    assert s.to_move() == [0] and s.legal_moves(0) == ["combi-R", "combi-J", "combi-B"]
    take_and_place(s, 0, "combi-R", "case-1-1")     # red 4 on ward 1's red square
    assert s.to_move() == [1, 2]
    assert sorted(m for m in s.legal_moves(1) if m.startswith("combi")) == ["combi-B", "combi-J"]
    refused_move(s, "combi-R", "deux dés restants", section=R.SEC_TOUR, player=1)
    take_and_place(s, 2, "combi-J", "case-2-1")     # both others may take the same die
    take_and_place(s, 1, "combi-J", "case-2-1")
    assert s.sheets[1]["filled"][1] == [["J", 2]] and s.sheets[2]["critical"] == ["2-1"]


def test_the_chief_card_turns_clockwise_each_turn():
    """« Médecin Chef (par une carte qui tourne dans le sens horaire à chaque tour) »"""
    s = new_game()
    chiefs = []
    for t in range(4):
        draw(s, t, "123")
        chiefs.append(s.chief)
        for p in s.to_move() + [q for q in range(3) if q != s.chief]:
            if s.pending[p] is None and p in s.to_move():
                s.play(s.legal_moves(p)[0], p)
                s.play("morgue", p)
    assert chiefs == [0, 1, 2, 0]


def test_a_blood_bag_takes_a_die_with_another_colour_bonus():
    """« Cette poche de sang peut être rayée soit pour ignorer la couleur de la combinaison bonus-dé »"""
    s = new_game()
    draw(s, 0, "425")
    refused_move(s, "combi-R-J", "poche de sang", section=R.SEC_BONUS, player=0)
    s.sheets[0]["bags"] = 1
    assert "combi-R-J" in s.legal_moves(0)
    s.play("combi-R-J", 0)                          # red 4 with the yellow « ! »
    assert s.sheets[0]["bags"] == 0
    s.play("case-1-1", 0)
    assert s.sheets[0]["critical"] == ["1-1"] and s.sheets[0]["stetho"] == 0


def test_a_blood_bag_takes_the_chief_combination():
    """« soit pour utiliser la même combinaison que le Médecin Chef »"""
    s = new_game()
    draw(s, 0, "425")
    take_and_place(s, 0, "combi-J", "case-2-1")
    refused_move(s, "combi-J", "même combinaison que le Médecin Chef", section=R.SEC_TOUR, player=1)
    s.sheets[1]["bags"] = 1
    assert "combi-J" in s.legal_moves(1) and "combi-J" not in s.legal_moves(2)
    take_and_place(s, 1, "combi-J", "case-2-1")
    assert s.sheets[1]["bags"] == 0 and s.sheets[1]["critical"] == ["2-1"]


def test_the_blood_bag_of_a_combination_serves_later():
    """« Poches de sang : entourer une poche de sang sur le plateau. Cette poche de sang peut être rayée
    [...] »: circled with its combination, crossed out on a later turn."""
    s = new_game()
    draw(s, 0, "425")                               # blue 5 + blood bag
    assert not any(m.count("-") == 2 for m in s.legal_moves(0))
    take_and_place(s, 0, "combi-B", "case-3-1")
    assert s.sheets[0]["bags"] == 1
    for p in (1, 2):
        take_and_place(s, p, "combi-R", "morgue")
    s.chief = 0
    draw(s, 0, "425")
    take_and_place(s, 0, "combi-B-J", "case-4-1")   # blue 5 with the yellow « ! », on a grey square
    assert s.sheets[0]["bags"] == 0 and s.sheets[0]["critical"] == ["4-1"]


def test_admission_rules_hold_in_the_game():
    """« Les patients doivent être placés sur des cases en fonctions de la couleur de leur dé » and « en
    nombres croissants »."""
    s = new_game()
    draw(s, 0, "425")
    s.play("combi-J", 0)                            # yellow 2: ward 1 starts red
    assert "case-1-1" not in s.legal_moves(0)
    refused_move(s, "case-1-1", "couleur de leur dé", section=R.SEC_PLACEMENT, player=0)
    refused_move(s, "case-2-2", "les uns à la suite des autres", section=R.SEC_PLACEMENT, player=0)
    s.play("case-2-1", 0)
    s.sheets[0]["filled"][1].append(["B", 5])       # ward 2: yellow 2, blue 5; next square grey
    for p in (1, 2):
        take_and_place(s, p, "combi-R", "morgue")
    draw(s, 1, "134")                               # Bot 1 is chief now
    take_and_place(s, 1, "combi-R", "morgue")
    s.play("combi-J", 0)                            # yellow 3 after a 5
    refused_move(s, "case-2-3", "nombres croissants", section=R.SEC_PLACEMENT, player=0)


def test_the_morgue_costs_one_point():
    """« Si lors d'un tour, un joueur ne peut pas, ou ne veut pas, admettre un patient, il l'envoie à la
    morgue [...] et perd 1 point. »"""
    s = new_game()
    draw(s, 14, "425")                              # « S1 P - »
    take_and_place(s, 0, "combi-B", "morgue")
    assert s.sheets[0]["morgue"] == 1 and s.points(0) == -1 and s.sheets[0]["bags"] == 0


def test_a_full_ward_scores_its_number():
    """« Quand une chambre est remplie, le joueur obtient le score inscrit au bout. »"""
    s = new_game()
    s.sheets[0]["filled"][0] = [["R", 1], ["J", 2], ["J", 3]]
    draw(s, 14, "456")                              # « S1 P - »: blue 6, no bonus
    take_and_place(s, 0, "combi-B", "case-1-4")
    assert s.points(0) == 4


def test_stethoscopes_change_the_die_in_the_game():
    """« Ces stéthoscopes peuvent ensuite être rayés pour modifier la valeur d'un dé (+1/-1 par
    stéthoscope). »"""
    s = new_game()
    draw(s, 1, "145")                               # « I S2 C »: yellow 4 + 2 stethoscopes
    s.play("combi-J", 0)
    assert s.sheets[0]["stetho"] == 2
    s.play("stetho-moins", 0)
    s.play("stetho-moins", 0)
    assert s.active_die(0) == ["J", 2] and s.sheets[0]["stetho"] == 0
    refused_move(s, "stetho-moins", "aucun stéthoscope", section=R.SEC_BONUS, player=0)
    s.play("case-2-1", 0)
    assert s.sheets[0]["filled"][1] == [["J", 2]]


def test_a_critical_patient_scores_its_value_at_the_end():
    """« &#33; (Patient critique) : inscrire la valeur du dé + "!" dans la case, cela rapportera autant de
    point que la valeur du dé à la fin de la partie. »"""
    s = new_game()
    draw(s, 0, "425")                               # yellow 2 + « ! »
    take_and_place(s, 0, "combi-J", "case-2-1")
    assert s.sheets[0]["critical"] == ["2-1"] and s.points(0) == 2


def test_the_nurse_crosses_out_and_circles_the_track():
    """« Infirmière : barrer l'infirmière au bout de la chambre du patient admis et entourer la valeur tout
    à gauche [...] (2-5-9..). Ne permet pas d'obtenir les scores inscrits au bout des chambres »"""
    s = new_game()
    draw(s, 1, "425")                               # « I S2 C »: red 4 + nurse
    take_and_place(s, 0, "combi-R", "case-1-1")
    assert s.sheets[0]["nurses"] == [True, False, False, False, False] and s.points(0) == 2
    for p in (1, 2):
        take_and_place(s, p, "combi-J", "morgue")
    s.chief = 2
    draw(s, 4, "516")                               # « S2 P I »: blue 6 + nurse, ward 1 already crossed
    s.chief = 0
    take_and_place(s, 0, "combi-B", "case-3-1")
    assert sum(s.sheets[0]["nurses"]) == 2 and s.points(0) == 5


def test_the_curtain_lifts_the_order_and_is_lost_unused():
    """« Cercle (Rideau) : entourer une case d'un rideau, celle du dé actuel ou une ancienne. Cela permet
    d'ignorer l'obligation d'ordre croissant entre ce patient et ceux adjacents. »"""
    s = new_game()
    s.sheets[0]["filled"][1] = [["J", 5]]
    draw(s, 1, "413")                               # « I S2 C »: blue 3 + curtain
    s.play("combi-B", 0)
    assert "case-2-2" not in s.legal_moves(0)       # blue 3 after a 5
    s.play("rideau", 0)
    assert "case-2-2" in s.legal_moves(0)
    s.play("case-2-2", 0)
    assert s.sheets[0]["curtains"] == ["2-2"]
    for p in (1, 2):
        take_and_place(s, p, "combi-R", "morgue")
    s.chief = 2
    draw(s, 1, "413")
    s.chief = 0
    s.play("combi-B", 0)
    s.play("rideau-2-1", 0)                         # an older square
    assert "rideau-2-1" not in s.legal_moves(0) and s.sheets[0]["curtains"] == ["2-2", "2-1"]
    s.play("morgue", 0)
    s.play("combi-R", 1)
    s.play("morgue", 1)
    s.play("combi-J", 2)                            # yellow 1 + 2 stethoscopes: no curtain
    s.play("morgue", 2)
    assert not any("rideau : il est perdu" in e for e in s.events)
    s.chief = 0
    draw(s, 1, "413")
    s.play("combi-B", 0)
    s.play("morgue", 0)
    assert any("rideau : il est perdu" in e for e in s.events)


def test_an_extra_patient_is_a_second_die_before_or_after():
    """« Patient supplémentaire : permet d'ajouter l'équivalent d'un dé de la couleur et des valeurs
    indiquées. Peut être joué avant ou après le dé et être modifié par les stéthoscopes/poches de sang. »"""
    s = new_game()
    draw(s, 6, "545")                               # « +J3 S1 P »: red 5 + an extra yellow 3
    s.play("combi-R", 0)
    assert "placer-sup" in s.legal_moves(0)
    s.play("placer-sup", 0)
    assert s.active_die(0) == ["J", 3]
    s.play("case-2-1", 0)
    assert s.active_die(0) == ["R", 5] and s.to_move() == [0]
    s.play("case-1-1", 0)
    assert s.sheets[0]["filled"][:2] == [[["R", 5]], [["J", 3]]] and s.to_move() == [1, 2]


def test_cardiologue_eight_then_five_then_discarded():
    """« Lorsqu'un ou plusieurs joueurs remplissent un objectif Cardiologue, ils marquent 8 points puis la
    retournent. La fois suivante, le ou les joueurs marquent 5 points et défaussent la carte. Un joueur
    peut donc ne pas gagner de bonus même s'il remplit plus tard l'objectif. »"""
    s = new_game()
    s.cardio = [["trois-critiques", "neuve"], ["deux-chambres", "neuve"]]
    for p in (0, 1):
        s.sheets[p]["critical"] = ["1-1", "1-2"]
        s.sheets[p]["filled"][0] = [["R", 1], ["J", 2]]
    s.sheets[2]["critical"] = ["1-1"]
    s.sheets[2]["filled"][0] = [["R", 1]]
    draw(s, 0, "425")                               # yellow 2 + « ! »
    take_and_place(s, 0, "combi-R", "morgue")
    s.play("combi-J", 1)
    s.play("case-2-1", 1)                           # Bot 1: third critical patient
    s.play("combi-J", 2)
    s.play("case-2-1", 2)                           # Bot 2: only its second
    assert s.sheets[1]["goals"] == 8 and s.cardio[0][1] == "retournee"
    s.sheets[0]["critical"].append("3-1")
    s.sheets[2]["critical"].append("3-1")
    draw(s, 14, "111")
    for p in (1, 0, 2):
        take_and_place(s, p, "combi-R" if p == 1 else "combi-J", "morgue")
    assert s.sheets[0]["goals"] == 5 and s.sheets[2]["goals"] == 5 and s.cardio[0][1] == "defaussee"
    assert s.sheets[1]["goals"] == 8


def test_two_players_first_scores_five_and_discards():
    """« Sur une partie à 2 joueurs, le premier joueur à remplir l'objectif marque 5 points et défausse la
    carte. »"""
    s = new_game(players=2)
    s.cardio = [["deux-infirmieres", "neuve"], ["trois-six", "neuve"]]
    s.sheets[0]["nurses"] = [True, False, False, False, False]
    draw(s, 1, "425")                               # red 4 + nurse
    take_and_place(s, 0, "combi-R", "case-4-1")
    take_and_place(s, 1, "combi-J", "morgue")
    assert s.sheets[0]["goals"] == 5 and s.cardio[0] == ["deux-infirmieres", "defaussee"]


def test_two_cardiologues_are_drawn_with_a_radiologue_and_an_epidemiologiste():
    """« À chaque partie sont piochées deux cartes Cardiologue, une carte Radiologue et une carte
    Épidémiologiste. »"""
    drawn = {tuple(g for g, _ in new_game(seed=k).cardio) for k in range(12)}
    assert all(len(set(d)) == 2 and set(d) <= set(R.CARDIOLOGUES) for d in drawn) and len(drawn) > 1
    html = GAME.render(new_game(), 0, [])
    assert "Radiologue" in html and "Épidémiologiste" in html


def test_the_game_ends_after_the_last_ambulance_card():
    """« La partie est finie une fois la dernière carte Ambulance jouée. On additionne les points obtenus
    pour déterminer le gagnant. »"""
    s = new_game(players=2)
    for t in range(R.TURNS):
        assert not s.is_over()
        s.play(s.sample_chance(), CHANCE)
        for p in (s.chief, 1 - s.chief):
            s.play(s.legal_moves(p)[0], p)
            while s.placing(p):
                s.play("morgue", p)
    assert s.is_over() and s.turn == 24 and not s.deck
    # both sent 24 to the morgue: the Épidémiologiste goes to both
    morgue = [sh["morgue"] for sh in s.sheets]
    assert morgue[0] >= 24 and s.scores() == [-m + R.EPIDEMIOLOGISTE * (m == min(morgue)) for m in morgue]


def test_the_pile_shows_the_cards_left():
    """« (Le nombre de cartes Ambulance restant est indiqué dans le coin en bas à droite de la pioche) »"""
    s = new_game()
    s.play(s.sample_chance(), CHANCE)
    assert len(s.deck) == 23 and "pioche 23" in GAME.render(s, 0, s.legal_moves(0))


def test_the_nurse_comes_only_with_the_card_combination():
    """« Le bonus infirmière n'est en revanche obtenu qu'avec les combinaisons des cartes Ambulance. »:
    filling a ward crosses out no nurse, and the extra patient carries no bonus."""
    s = new_game()
    s.sheets[0]["filled"][0] = [["R", 1], ["J", 2], ["J", 3]]
    draw(s, 20, "125")                              # « +B6 I - »: red 1 + an extra blue 6
    s.play("combi-R", 0)
    s.play("placer-sup", 0)
    s.play("case-1-4", 0)                           # the extra blue 6 fills ward 1
    assert s.sheets[0]["nurses"] == [False] * 5 and s.points(0) == 4
    s.play("case-4-1", 0)


def test_the_extra_patient_changed_by_a_blood_bag():
    """« Patient supplémentaire : [...] être modifié par les stéthoscopes/poches de sang. »: with a blood
    bag, another die takes the extra patient's bonus."""
    s = new_game()
    s.sheets[0]["bags"] = 1
    draw(s, 6, "545")                               # « +J3 S1 P »: the extra yellow 3 beside the red die
    s.play("combi-B-R", 0)                          # the blue 5 with the red die's bonus
    assert s.pending[0]["extra"] == ["J", 3] and s.sheets[0]["bags"] == 0
    s.play("case-3-1", 0)
    assert s.active_die(0) == ["J", 3]
    s.play("case-2-1", 0)
    assert s.sheets[0]["filled"][1] == [["J", 3]] and s.sheets[0]["filled"][2] == [["B", 5]]


def _check_game(s):
    assert 0 <= s.turn <= R.TURNS and len(s.deck) == R.TURNS - s.turn
    for sheet in s.sheets:
        assert sheet["stetho"] >= 0 and sheet["bags"] >= 0
        for w, f in zip(s.wards, sheet["filled"]):
            assert len(f) <= len(w["cases"])
            for k, d in enumerate(f):
                assert R.colour_fits(d, w["cases"][k]) and 1 <= d[1] <= 6
                at, before = f"{s.wards.index(w) + 1}-{k + 1}", f"{s.wards.index(w) + 1}-{k}"
                if k and at not in sheet["curtains"] and before not in sheet["curtains"]:
                    assert d[1] > f[k - 1][1]


# bench/volume_coverage.py --couvrir on the hunt's volume of 300 seeds per player count (cover completed to 5)
COVER = {2: (0, 1, 2, 3, 7), 3: (0, 1, 2, 3, 4), 4: (0, 1, 2, 3, 4)}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_bot_games_end(players):
    for s, moves in random_games(GAME, seeds(COVER[players], 300), {"joueurs": players}, bots=["malin"] * players,
                                 check=_check_game):
        assert s.turn == R.TURNS and not s.deck and s.winners()
        for p, sh in enumerate(s.sheets):
            full = sum(w["score"] for w, f in zip(s.wards, sh["filled"]) if len(f) == len(w["cases"]))
            assert s.scores()[p] == (full + R.nurse_points(sum(sh["nurses"])) - sh["morgue"] + sh["goals"]
                                     + R.critical_points(sh["filled"], sh["critical"]))
            assert sum(len(f) for f in sh["filled"]) + sh["morgue"] >= R.TURNS


def test_random_bots_end_too():
    # bench/volume_coverage.py --couvrir on the hunt's volume of 60 seeds: (18,), completed to 5
    for s, _ in random_games(GAME, seeds((0, 1, 2, 3, 18), 60), {"joueurs": 3}, bots=["hasard"] * 3,
                             check=_check_game):
        assert s.is_over()


def test_game_json_round_trip():
    s = new_game()
    draw(s, 6, "545")
    s.play("combi-R", 0)
    again = GAME.from_json(json.loads(json.dumps(s.to_json())))
    assert again.to_json() == s.to_json() and again.legal_moves(0) == s.legal_moves(0)
