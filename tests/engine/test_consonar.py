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


# --- one turn (mode "tour") -------------------------------------------------------------------------

TOUR = get_game("consonar", "tour")
TURN = "deroulement-dun-tour"


def turn(**position):
    return TOUR.start({"position": position} if position else {}, 3)


def refused(s, move, words, section=TURN):
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play(move)
    if s.is_over():                  # the core answers « la partie est terminée »; the state says why
        err = s.why_illegal(move, 0)
        assert words in err and err.section == section, err
    else:
        assert words in err.value.reason, err.value.reason
        assert err.value.section == section
    assert frozen(s) == before
    assert move not in s.legal_moves()


def test_turn_starts_with_at_least_one_fleet_card():
    """« Vous devez jouer au minimum 1 carte « Flotte ». »"""
    s = turn()
    assert s.legal_moves() == ["flotte-bleu-2", "flotte-jaune-1", "flotte-bleu-3", "flotte-vert-3"]
    refused(s, "finir", "au minimum 1 carte « Flotte »")
    refused(s, "torpille-vert-1", "au minimum 1 carte « Flotte »")


def test_more_fleet_cards_while_they_chain():
    """« Ensuite jouez (si vous le désirez) autant de cartes « Flotte » que vous le voulez, tant que
    l’enchaînement vous le permet. » (reading: same colour or same number)"""
    s = turn()
    s.play("flotte-bleu-2")
    assert "flotte-bleu-3" in s.legal_moves() and "finir" in s.legal_moves()
    refused(s, "flotte-jaune-1", "ne s'enchaîne pas avec Flotte Bleu 2")
    s.play("flotte-bleu-3")          # same colour
    s.play("flotte-vert-3")          # same number
    assert s.joues == ["flotte-bleu-2", "flotte-bleu-3", "flotte-vert-3"]


def test_a_fleet_card_moves_the_shallowest_submarine_of_its_colour_down():
    """Reading of a « Flotte » card (the page is silent): its submarine goes down its number, 8 at most."""
    s = turn()
    s.play("flotte-bleu-2")
    assert s.sonar["bleu1"] == 4 and s.sonar["bleu2"] == 4
    s.play("flotte-bleu-3")
    assert s.sonar["bleu1"] == 7
    assert R.dive(7, 3) == 8


def test_a_torpedo_only_if_it_chains_with_the_last_fleet_card():
    """« Enfin vous pouvez jouer une carte « Torpille » si l’enchaînement avec la dernière carte « Flotte »
    jouée est réalisable. »"""
    s = turn()
    s.play("flotte-bleu-2")
    assert "torpille-orange-2" in s.legal_moves() and "torpille-vert-1" not in s.legal_moves()
    refused(s, "torpille-vert-1", "la dernière carte « Flotte »")
    s.play("torpille-orange-2")
    assert s.phase == "torpille"
    refused(s, "flotte-bleu-3", "« Enfin")
    refused(s, "torpille-vert-1", "« Enfin")
    refused(s, "finir", "utilisée sur un sous-marin ou détruite")


def test_a_laid_torpedo_is_used_on_a_submarine_or_destroyed():
    """« Et, si vous avez posé une carte « Torpille », vous pouvez choisir de l’utiliser sur un sous-marin
    ou de la détruire. »"""
    s = turn()
    refused(s, "detruire", "aucune torpille n'est posée")
    s.play("flotte-bleu-2")
    refused(s, "viser-vert1", "aucune torpille n'est posée")
    s.play("torpille-orange-2")
    legal = s.legal_moves()
    assert "detruire" in legal and "viser-vert1" in legal and "viser-rouge1" not in legal
    refused(s, "viser-rouge1", "vos sous-marins")
    destroyed = TOUR.from_json(s.to_json())
    destroyed.play("detruire")
    assert destroyed.phase == "fini" and destroyed.torpilles == 3 and destroyed.ratees == 0
    assert destroyed.legal_moves() == ["rejouer"] and not destroyed.is_over()
    refused(destroyed, "flotte-bleu-3", "votre tour est fini")
    destroyed.play("rejouer")        # the same position again
    assert destroyed.phase == "flotte" and destroyed.main == turn().main and destroyed.joues == []
    s.play("viser-jaune1")
    assert s.de in range(1, 9) and s.torpilles == 2
    assert (s.ratees == 1) != ("jaune1" not in s.sonar)


def test_the_die_sinks_when_at_least_the_graduation():
    """Reading of an attack (the page only names « 1 dé à 8 faces »): sunk when die ≥ graduation."""
    assert R.hits(4, 4) and R.hits(8, 8) and not R.hits(3, 4)
    sunk = missed = 0
    for seed in range(60):
        s = TOUR.start({}, seed)
        s.play("flotte-bleu-2")
        s.play("torpille-orange-2")
        s.play("viser-jaune1")           # graduation 2
        hit = "jaune1" not in s.sonar
        assert hit == (s.de >= 2)
        sunk, missed = sunk + hit, missed + (not hit)
        assert s.coules["jaune"] == hit and s.ratees == (not hit)
    assert sunk and missed


def test_game_ends_without_torpedo_to_replace_or_with_two_submarines():
    """« S’il ne reste plus que 2 sous-marins ou s'il n'y a plus de carte «Torpille» disponible pour remplacer
    une carte « Torpille » utilisée, la partie se termine. »"""
    s = turn(couleur="rouge", main=["flotte bleu 2", "torpille vert 2"], sonar={"bleu": [2], "vert": [8], "rouge": [4]},
             torpilles=0)
    s.play("flotte-bleu-2")
    s.play("torpille-vert-2")
    s.play("viser-bleu1")
    assert s.fin and s.is_over() and "Fin de partie" in s.events[-1]
    refused(s, "finir", "la partie se termine", "fin-de-partie")
    kept = turn(couleur="rouge", main=["flotte bleu 2", "torpille vert 2"], torpilles=0)
    kept.play("flotte-bleu-2")
    kept.play("torpille-vert-2")
    kept.play("detruire")            # a destroyed torpedo is not replaced
    assert not kept.fin
    assert R.game_over(2, False, 5) and R.game_over(9, True, 0) and not R.game_over(9, True, 1)
    three = turn(couleur="rouge", main=["flotte vert 1", "torpille vert 1"], sonar={"vert": [1, 1], "rouge": [8]},
                 torpilles=5)
    three.play("flotte-vert-1")
    three.play("torpille-vert-1")
    three.play("viser-vert2")        # graduation 1: always sunk
    assert three.fin and len(three.sonar) == 2 and "il ne reste plus que 2 sous-marins" in three.events[-1]


def test_bad_turn_positions_are_refused_in_french():
    for bad, words in [({"couleur": "noir"}, "inconnue"), ({"main": ["flotte bleu 4"]}, "illisible"),
                       ({"main": ["torpille bleu 1"]}, "au minimum 1 carte"), ({"main": []}, "1 à 8"),
                       ({"sonar": {"vert": [9]}}, "de 1 à 8"), ({"sonar": {"vert": [1, 2, 3]}}, "au plus 2"),
                       ({"sonar": {"vert": [1, 2]}}, "plus que 2 sous-marins"), ({"torpilles": 19}, "torpilles"),
                       ({"sonar": {"rouge": [1, 2], "noir": [1]}}, "inconnue"), ("x", "une table")]:
        with pytest.raises(ScenarioError) as err:
            TOUR.start({"position": bad}, 1)
        assert err.value.field == "position" and words in err.value.problem, (bad, err.value.problem)


def test_the_turn_view_shows_the_sonar_the_die_and_the_cards():
    s = turn()
    html = TOUR.render(s, 0, s.legal_moves())
    assert "Sous-marin Vert 1, graduation 2" in html and "Flotte Bleu 2" in html and "Graduation 8" in html
    s.play("flotte-bleu-2")
    s.play("torpille-orange-2")
    s.play("viser-jaune1")
    s.events.clear()                 # the browser session drains the log before drawing
    html = TOUR.render(s, 0, s.legal_moves())
    assert "Tour fini." in html
    assert f"dé à 8 faces : {s.de}" in html and "bga-banner" in html


def test_random_turns_never_raise_and_always_end():
    for seed in range(400):
        options = {} if seed % 2 else {"position": {"main": ["flotte vert 1", "flotte vert 2", "flotte bleu 2",
                                                             "torpille jaune 2", "torpille vert 3"],
                                                    "sonar": {"vert": [1, 7], "bleu": [3], "rouge": [5]},
                                                    "torpilles": seed % 2}}
        state, ended = None, 0
        for state, _, move in random_walk(TOUR, options, seed, steps=24, walk_seed=seed):
            assert all(g in range(1, 9) for g in state.sonar.values())
            assert sum(state.coules.values()) + state.ratees <= 1
            assert sum(1 for c in state.joues if c.startswith("torpille-")) <= 1
            ended += state.phase == "fini"
            assert state.is_over() == state.fin
        assert state is not None and ended
        assert TOUR.from_json(json.loads(json.dumps(state.to_json()))).to_json() == state.to_json()


def test_submarines_are_drawn_as_submarines_not_letter_codes():
    """Issue 23: each submarine on the Sonar is a hull in its colour with its number, named in
    words (« Sous-marin Jaune 1, graduation 2 »); no « J1 » / « R×2 » codes."""
    import re
    s = turn()
    html = TOUR.render(s, 0, s.legal_moves(0))
    subs = re.findall(r'class="bga-sub[^"]*"[^>]*data-colour="(\w+)"', html)
    assert len(subs) >= 6 and "jaune" in subs
    assert not re.search(r'class="bga-value">[JVBROP]\d?<', html)
    assert "Sous-marin Jaune 1, graduation" in html
    c = start()
    score = CALC.render(c, 0, c.legal_moves(0))
    assert 'class="bga-sub" data-colour=' in score and not re.search(r'class="bga-value">[JVBROP]', score)


# --- added by redraw-rest: the scoring's counts beside their pieces (issue 23) -----------------

def test_scoring_counts_are_submarines_with_their_counts():
    """« Décompte » : each enemy colour is a submarine of that colour with its count (− / +), the
    missed attacks a ✕, the reader's own submarines their colour; the lines then follow, one a row
    with its points."""
    s = CALC.start({}, 1)
    html = CALC.render(s, 0, s.legal_moves(0))
    assert html.count('class="bga-counter"') == 5 + 2 and html.count('class="bga-sub"') == 6
    assert "Attaques ratées</span>" in html and "Vos sous-marins encore sur le Sonar</span>" in html
    assert ">Total</th>" in html and "bga-wrapsheet" in html
