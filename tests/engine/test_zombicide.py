"""Zombicide (2e édition), mode « carte »: line of sight, noise, the ranged
attack with its priority order, the zombies' phase; refusals, options, random
edits."""

from __future__ import annotations

import json

import pytest

from engine.core import CHANCE, ScenarioError
from engine.games import get_game
from engine.games.zombicide import rules as R
from playthroughs import random_walk
from refusals import refused

CALC = get_game("zombicide", "carte")
#   A B C D E
# 1 a a . b b
# 2 a a . b b
# 3 . . . . .      doors A1-B1, B2-C2, C2-D2, D1-E1, E2-E3
MAP = R.read_map(["aa.bb", "aa.bb", "....."], ["A1-B1", "B2-C2", "C2-D2", "D1-E1", "E2-E3"])[0]


def seen(zone: str) -> set[str]:
    return {MAP.name(i) for i in MAP.sight(MAP.grid.parse(zone))}


def start(**options):
    base = {"zombies": {}, "invasion": []}
    base.update(options)
    return CALC.start(base, 3)


def shoot(s, zone: str, dice: list[int]):
    s.play("viser-" + zone, 0)
    for v in dice:
        assert s.to_move() == [CHANCE]
        s.play(f"de-{v}", CHANCE)
    assert s.to_move() == [0]


# --- line of sight ------------------------------------------------------------------------------

def test_sight_in_the_street():
    """« Dans la rue : en ligne droite, pas en diagonale. »"""
    assert seen("A3") == {"A3", "B3", "C3", "D3", "E3"}
    assert seen("C3") >= {"C2", "C1", "A3", "E3"}
    assert "B2" not in seen("C3") and "D2" not in seen("C3")


def test_sight_street_to_building_first_room_in_line():
    """« Rue vers bâtiment (avec la porte ouverte évidemment) : voit seulement dans la
    première pièce, tant qu'il se situe en ligne droite en face. »"""
    assert {"B2", "D2"} <= seen("C2")          # doors B2-C2 and C2-D2 face C2
    assert "A2" not in seen("C2")               # the second room of the same line
    assert "E2" in seen("E3") and "E1" not in seen("E3")


def test_sight_inside_a_building_is_one_zone_through_an_open_door():
    """« Dans un bâtiment : voit à seulement 1 de distance, dans les pièces ayant une porte
    ouverte en commun avec sa propre zone. »"""
    assert seen("A1") == {"A1", "B1"}           # door A1-B1; no door A1-A2
    assert seen("D1") == {"D1", "E1"}


def test_sight_building_to_street_and_to_the_facing_building():
    """« Bâtiment vers rue (idem) : voit en ligne droite en face de la porte. » « Bâtiment
    vers rue puis bâtiment : si ce sont les premières pièces de chaque bâtiment, avec les
    portes ouvertes et une seule zone extérieure : voit la première pièce de l'autre bâtiment. »"""
    assert seen("B2") == {"B2", "C2", "D2"}
    assert seen("E2") == {"E2", "E3"}
    wide = R.read_map(["a..b"], ["A1-B1", "C1-D1"])[0]
    assert wide.name(3) not in {wide.name(i) for i in wide.sight(0)}   # two street zones between


def test_sight_street_to_building_then_street_is_impossible():
    """« Rue vers bâtiment puis rue : pas possible. »"""
    m = R.read_map([".a."], ["A1-B1", "B1-C1"])[0]
    assert set(m.sight(0)) == {0, 1}


# --- the ranged attack -------------------------------------------------------------------------

def test_target_must_be_in_sight_and_range():
    """« Actions à distance : Zone cible selon la distance indiquée et les règles de ligne de mire. »"""
    s = start(zombies={"B2": ["rodeur"], "C1": ["rodeur"]})
    refused(s, "viser-B2", "B2", "ligne droite")
    s2 = start(zombies={"C1": ["rodeur"]}, portee_max=1)
    reason = refused(s2, "viser-C1", "portée", "2 zone")
    assert reason.section == "combat"
    assert "viser-C2" in s2.legal_moves(0)


def test_priority_brute_first_one_damage_is_lost():
    """« Il vise d'abord les Brutes/Abominations […], puis les Walkers et enfin les Runners. »
    « Fatties/Brutes/Balèzes : 2 PV […] Armes à 1 dégât inefficaces »."""
    s = start(zombies={"C1": ["forcene", "rodeur", "brute"]})
    shoot(s, "C1", [6, 6, 6])
    assert s.zombies["C1"] == ["brute", "rodeur", "forcene"]
    assert s.adrenaline == 0
    assert "ne suffit pas" in " ".join(s.result)


def test_priority_with_two_damage_then_lost_hits():
    """« Si tous les zombies sont tués, les tirs réussis restants sont perdus. » « +1 PA
    (Point d'Adrénaline) pour chaque zombie tué »."""
    s = start(zombies={"C1": ["forcene", "rodeur", "brute"]}, degats=2, des=5)
    shoot(s, "C1", [6, 2, 5, 4, 6])
    assert "C1" not in s.zombies
    assert s.adrenaline == 3
    assert "plus de zombie" in s.result[-2] or "plus de zombie" in " ".join(s.result)


def test_walkers_before_runners():
    """« puis les Walkers et enfin les Runners »."""
    s = start(zombies={"C1": ["forcene", "rodeur"]})
    shoot(s, "C1", [5, 1, 1])
    assert s.zombies["C1"] == ["forcene"]


def test_abomination_gives_five_adrenaline():
    """« Abominations : 3 PV, rapportent 5 PA. »"""
    s = start(zombies={"C1": ["abomination"]}, degats=3, des=1)
    shoot(s, "C1", [4])
    assert s.adrenaline == 5 and "C1" not in s.zombies


def test_friendly_fire_only_missed_dice_on_allies_of_the_target_zone():
    """« Tir allié : Ne concerne que les armes à distance et que les lancers ratés. […] il
    subit alors tous les dégâts du tir. Un survivant ne peut pas être blessé par son propre tir »."""
    s = start(zombies={"C1": ["rodeur"]}, allies=["C1", "C3"])
    shoot(s, "C1", [1, 2, 6])
    assert s.ally_wounds == [2, 0] and s.shooter_wounds == 0


def test_noise_one_token_per_action():
    """« un jeton est placé pour chaque action qui en génère dans la zone où le survivant fait
    l'action. 1 jeton par action, sans prendre en compte le nombre d'armes/de dés lancés. »"""
    s = start(zombies={"C1": ["rodeur"]}, des=4)
    shoot(s, "C1", [1, 1, 1, 1])
    assert s.noise == {"C3": 1}
    quiet = start(zombies={"C1": ["rodeur"]}, bruyante=False)
    shoot(quiet, "C1", [1, 1, 1])
    assert quiet.noise == {}


# --- the zombies' phase ----------------------------------------------------------------------

def test_attack_then_move_survivors_count_as_noise():
    """« Effectuer d'abord les attaques, puis les déplacements. » « Les zombies se trouvant
    dans la même zone que des survivants les attaquent. […] fait 1 dégât »."""
    s = start(zombies={"C3": ["rodeur", "brute"], "A3": ["rodeur"]})
    s.play("zombies", 0)
    assert s.shooter_wounds == 2
    assert s.zombies == {"C3": ["brute", "rodeur"], "B3": ["rodeur"]}


def test_sight_before_noise():
    """« La vue joue en priorité, puis le bruit […] S'il n'y a pas de survivant en vue, les
    zombies se dirigent vers la zone avec le plus de bruit. »"""
    s = start(carte=["...", "...", "..."], portes=[], tireur="C1",
              zombies={"C3": ["rodeur"], "B3": ["forcene"]}, bruit={"A3": 3})
    s.play("outil-vider", 0)
    s.play("zombies", 0)
    assert s.zombies["C2"] == ["rodeur"]   # C3 sees the shooter in C1: walks towards him
    assert "A3" in s.zombies               # B3 sees no one: the loudest zone A3 (3 tokens)


def test_equal_paths_split_the_group():
    """« Si deux chemins équivalents sont possibles, les zombies se divisent en deux groupes
    égaux (-/+1 […]). C'est pareil s'il y a plusieurs zones avec autant de bruit. »"""
    m = ["...", "...", "..."]
    s = start(carte=m, portes=[], tireur="C3", zombies={"A1": ["rodeur", "rodeur", "rodeur"]})
    s.play("zombies", 0)
    assert s.zombies == {"B1": ["rodeur"], "A2": ["rodeur", "rodeur"]} or \
        s.zombies == {"A2": ["rodeur"], "B1": ["rodeur", "rodeur"]}


def test_no_open_path_no_move():
    """« S'il n'y a aucun passage ouvert, les zombies ne bougent pas. »"""
    s = start(zombies={"A1": ["rodeur"]}, portes=["A1-B1"])
    s.play("zombies", 0)
    assert s.zombies == {"A1": ["rodeur"]}


def test_runners_act_twice():
    """« Pour les Runners/Forcenés : on fait d'abord une activation pour tous les zombies, eux
    compris, puis une deuxième pour les Runners. »"""
    s = start(zombies={"A3": ["forcene", "rodeur"], "B3": ["forcene"]})
    s.play("zombies", 0)
    assert s.zombies == {"B3": ["rodeur"], "C3": ["forcene", "forcene"]}
    assert s.shooter_wounds == 1          # the one from B3 used its second action to attack


def test_spawn_by_danger_level_in_token_order_then_noise_removed():
    """« Elle se fait sur chaque zone d'invasion, en commençant par le jeton avec le numéro 1
    […]. On pioche une carte zombies et on ajoute autant de zombies que l'indique le niveau de
    danger » ; « Fin du tour : On enlève les jetons bruit »."""
    s = start(invasion=["E1", "A1"], danger="orange", bruit={"A2": 1})
    s.play("zombies", 0)
    assert s.to_move() == [CHANCE]
    s.play("carte-1", CHANCE)           # Rôdeurs 1/2/3/4 → 3 at orange, on token 1
    assert s.zombies == {"E1": ["rodeur"] * 3}
    s.play("carte-3", CHANCE)           # Forcenés 1/1/2/3 → 2
    assert s.zombies["A1"] == ["forcene", "forcene"]
    assert s.noise == {} and s.to_move() == [0]


def test_second_abomination_card_activates_the_one_on_the_board():
    """« il ne peut y avoir qu'une seule Abomination sur le plateau. Si une carte Abomination
    est piochée alors qu'il y en a déjà une, celle-ci est de nouveau activée. »"""
    s = start(invasion=["A1"], danger="jaune", zombies={"A3": ["abomination"]})
    s.play("zombies", 0)
    assert s.zombies == {"B3": ["abomination"]}
    s.play("carte-5", CHANCE)
    assert s.zombies == {"C3": ["abomination"]}
    s.play("outil-abomination", 0)
    refused(s, "abomination-A1", "une seule Abomination")


# --- refusals and options ----------------------------------------------------------------------

def test_refusals_name_the_rule_and_change_nothing():
    s = start()
    refused(s, "rodeur-A1", "outil")
    refused(s, "viser-Z9", "zone")
    refused(s, "outil-viser", "déjà choisi")
    s.play("viser-C1", 0)
    refused(s, "zombies", "pas à ce joueur", player=0)
    assert s.why_illegal("zombies", 0)


@pytest.mark.parametrize("options, field", [
    ({"carte": ["ab", "a"]}, "carte"),
    ({"carte": ["A."]}, "carte"),
    ({"portes": ["A3-B3"]}, "portes"),
    ({"portes": ["A1-C1"]}, "portes"),
    ({"tireur": "F9"}, "tireur"),
    ({"zombies": {"C1": ["zombie"]}}, "zombies"),
    ({"zombies": {"C1": ["abomination"], "A1": ["abomination"]}}, "zombies"),
    ({"bruit": {"C1": 9}}, "bruit"),
    ({"invasion": ["A3", "A3"]}, "invasion"),
    ({"portee_min": 3, "portee_max": 1}, "portee_min"),
    ({"danger": "violet"}, "danger"),
])
def test_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        CALC.start(options, 1)
    assert err.value.field == field


def test_random_edits_never_raise_and_round_trip():
    for seed in range(40):
        opts = {"allies": ["C1"], "invasion": ["A3", "E1"], "danger": R.DANGER[seed % 4]}
        for state, player, move in random_walk(CALC, opts, seed, steps=60, walk_seed=seed):
            assert CALC.from_json(json.loads(json.dumps(state.to_json()))).to_json() == state.to_json()
            if state.to_move() == [0]:
                assert "zombies" in state.legal_moves(0)
            assert sum(zs.count("abomination") for zs in state.zombies.values()) <= 1


def test_zones_with_as_much_noise_split_the_group_whatever_their_distance():
    """« Si deux chemins équivalents sont possibles, les zombies se divisent en deux groupes
    égaux (-/+1 […]). C'est pareil s'il y a plusieurs zones avec autant de bruit. » Issue 20:
    map « ....a » without doors, the shooter shut in E1, two Rôdeurs in C1, noise A1: 2 and
    D1: 2: both went to D1 (the nearer), though the log said « le plus de bruit : A1, D1 »."""
    s = start(carte=["....a"], portes=[], tireur="E1", zombies={"C1": ["rodeur", "rodeur"]},
              bruit={"A1": 2, "D1": 2})
    s.play("zombies", 0)
    assert s.zombies == {"B1": ["rodeur"], "D1": ["rodeur"]}
    assert any("le plus de bruit : A1, D1" in line for line in s.result)


def test_no_open_passage_to_the_loudest_zone_no_move():
    """« S'il n'y a pas de survivant en vue, les zombies se dirigent vers la zone avec le plus
    de bruit. […] S'il n'y a aucun passage ouvert, les zombies ne bougent pas. » Issue 20: with
    E1 (4 tokens) shut in a room without a door and A1 at 1 token, the Rôdeur walked to A1,
    as if the loudest zone were the loudest one it can reach."""
    s = start(carte=["....a"], portes=[], tireur="E1", zombies={"C1": ["rodeur"]},
              bruit={"E1": 4, "A1": 1})
    s.play("zombies", 0)
    assert s.zombies == {"C1": ["rodeur"]}
    assert any("ne bouge" in line and "aucun passage ouvert" in line for line in s.result)


def test_a_group_in_the_loudest_zone_stays():
    """« les zombies se dirigent vers la zone avec le plus de bruit » : a group already in one
    of the loudest zones has arrived, even when another zone has as much noise."""
    s = start(carte=["....a"], portes=[], tireur="E1", zombies={"A1": ["rodeur"]},
              bruit={"A1": 2, "D1": 2})
    s.play("zombies", 0)
    assert s.zombies == {"A1": ["rodeur"]}


def test_a_survivor_dies_after_three_wounds_and_the_game_is_lost():
    """« les adultes avec 3 PV » ; « la partie est perdue si un des survivants meurt ». The
    fourth wound finds no life point left: the survivor stays dead, at 3."""
    s = start(zombies={"C3": ["rodeur", "rodeur", "rodeur", "rodeur"]})
    s.play("zombies", 0)
    assert s.shooter_wounds == 3
    assert any("perdu ses 3 PV et meurt" in line and "la partie est perdue" in line for line in s.result)
    assert "mort (3 PV perdus), partie perdue" in CALC.render(s, 0, s.legal_moves(0))
    s = start(zombies={"C3": ["rodeur", "rodeur"]})
    s.play("zombies", 0)
    assert s.shooter_wounds == 2 and not any("meurt" in line for line in s.result)
    assert "2 blessure(s) sur 3 PV" in CALC.render(s, 0, s.legal_moves(0))


def test_the_map_draws_figures_not_letters():
    """Issue 23: zombies, survivors and noise are drawn as figures (a silhouette per kind, a count
    beside it), doors as bars on the zone's side; no « T », « S », « 2R », « ♪ » or « · » letters.
    Each zone's accessible name still says everything."""
    import re
    s = start(zombies={"C1": ["brute", "rodeur", "rodeur"]}, bruit={"B3": 2}, allies=["C3"])
    html = CALC.render(s, 0, s.legal_moves(0))
    assert html.count('data-shape="mort-vivant"') >= 2 and 'data-shape="personnage"' in html
    assert 'data-shape="bruit"' in html and "×2" in html and 'class="bga-door"' in html
    faces = " ".join(re.findall(r'<span class="bga-face" aria-hidden="true">(.*?)</span><span class="bga-sr">', html))
    visible = re.sub(r"<[^>]+>", "", faces)
    assert not re.search(r"[TSRBAF♪·↑↓←→]", visible), visible
    assert "C1 : rue ; 1 Brute, 2 Rôdeurs" in html
    assert 'data-move="outil-tireur"' in html and "☐" not in html
