"""Zombicide (2e édition), mode « partie »: the mission played whole, each rule quoting the page,
each « Lecture retenue » reading checked against its opposite."""

from __future__ import annotations

import json

import pytest

from engine.bots import Rng
from engine.core import CHANCE
from engine.games import get_game
from engine.games.zombicide import rules as R
from engine.games.zombicide.bots import ZombicideBot
from playthroughs import random_games, seeds
from refusals import refused

GAME = get_game("zombicide", "partie")


def start(players=1, seed=1):
    return GAME.start({"joueurs": players}, seed)


def put(s, k, zone, actions=3):
    s.survivors[k]["zone"] = zone
    s.survivors[k]["actions"] = actions


def end_turns(s, seat, ks):
    """Survivors `ks` (from 1) of `seat` end their turn (the last one is chosen by itself)."""
    for k in ks:
        if s.active != k - 1:
            s.play(f"choisir-{k}", seat)
        s.play("fin", seat)


def run_chance(s):
    while s.to_move() == [CHANCE]:
        s.play(s.sample_chance(), CHANCE)


# --- set-up and the mission (readings) ----------------------------------------------------------

def test_setup_six_survivors_three_actions_one_weapon_each():
    """« De base les survivants ont 3 actions chacun » ; reading: 6 survivors at C3, one starting item."""
    s = start()
    assert len(s.survivors) == 6 and all(v["zone"] == R.START and v["actions"] == 3 for v in s.survivors)
    assert [v["objets"] for v in s.survivors] == [[o] for o in R.STARTING_ITEMS]
    assert s.to_move() == [0] and s.is_cooperative()


def test_survivors_are_shared_between_the_seats():
    """« Chaque joueur joue tous ses survivants avant de passer la main au joueur suivant. »"""
    s = start(players=2)
    assert s.mine(0) == [0, 2, 4] and s.mine(1) == [1, 3, 5]
    assert "choisir-2" not in s.legal_moves(0)
    end_turns(s, 0, (1, 3, 5))
    assert s.to_move() == [1]


def test_a_started_survivor_finishes_before_another():
    s = start()
    s.play("choisir-1", 0)
    s.play("bruit", 0)
    assert "terminez-le d'abord" in refused(s, "choisir-2")


def test_victory_needs_every_objective_then_every_survivor_at_the_exit():
    """Reading: the mission is won when both objectives are taken and the six survivors stand in A3."""
    s = start()
    for k in range(6):
        put(s, k, R.EXIT)
    s.objectives = ["A1"]
    put(s, 0, "A1", 3)
    s.play("choisir-1", 0)
    s.play("objectif", 0)
    assert not s.is_over()             # not yet at the exit
    s.survivors[0]["zone"] = "B3"
    s.play("aller-A3", 0)
    assert s.is_over() and s.winners() == [0]


def test_defeat_when_a_survivor_dies():
    """« la partie est perdue si un des survivants meurt » ; « les adultes avec 3 PV »."""
    s = start()
    for v in s.survivors:               # the wound goes to the least wounded (reading): all are at 2
        v["blessures"] = 2
    s.zombies = {"C3": ["rodeur"]}
    end_turns(s, 0, range(1, 7))
    run_chance(s)
    assert s.is_over() and s.winners() == [] and "meurt" in s.events[-1]


# --- the survivors' actions --------------------------------------------------------------------

def test_move_costs_one_more_action_per_zombie_here():
    """« Si des zombies sont présents sur la zone où se trouve le survivant, le déplacement nécessite
    +1 action par zombie présent. »"""
    s = start()
    s.zombies = {"C3": ["rodeur", "rodeur"]}
    s.play("choisir-1", 0)
    s.play("aller-B3", 0)
    assert s.survivors[0]["actions"] == 0 and s.survivors[0]["zone"] == "B3"
    s2 = start()
    s2.zombies = {"C3": ["rodeur", "rodeur", "rodeur"]}
    s2.play("choisir-1", 0)
    assert "4 actions" in refused(s2, "aller-B3")


def test_moves_only_through_an_open_door():
    """« entre un bâtiment et la rue si la porte est ouverte »."""
    s = start()
    put(s, 0, "C2")
    s.play("choisir-1", 0)
    assert "adjacente ouverte" in refused(s, "aller-B2")
    s.play("porte-B2-C2", 0)
    run_chance(s)
    s.play("aller-B2", 0)
    assert s.survivors[0]["zone"] == "B2"


def test_opening_a_door_needs_a_door_weapon_and_spawns_in_every_dark_room():
    """« possible seulement avec une arme possédant le symbole porte » ; « Lorsqu'un survivant ouvre
    une porte, des zombies apparaissent dans toutes les pièces sombres. Piocher une carte zombie pour
    chaque pièce »."""
    s = start()
    put(s, 3, "C2")                        # Josh: a frying pan, no door symbol
    s.play("choisir-4", 0)
    assert "symbole porte" in refused(s, "porte-B2-C2")
    s = start()
    put(s, 0, "C2")
    s.play("choisir-1", 0)
    s.play("porte-B2-C2", 0)
    assert s.steps == ["carte@A1", "carte@B1", "carte@A2", "carte@B2"]
    for n in (1, 1, 1, 1):
        s.play(f"carte-{n}", CHANCE)
    assert s.zombies["A1"] == ["rodeur"] and s.zombies["B2"] == ["rodeur"]
    # a second door of the same building spawns nothing: its rooms are no longer dark
    s.open_doors, s.steps = [], []
    s.play("porte-B2-C2", 0)
    assert s.steps == []


def test_a_noisy_door_weapon_leaves_a_noise_token():
    s = start()
    put(s, 1, "C2")                        # Doug: an axe, noisy on doors
    s.play("choisir-2", 0)
    s.play("porte-B2-C2", 0)
    assert s.noise == {"C2": 1}


def test_search_only_inside_without_zombie_once_per_turn():
    """« Fouille : Possible seulement à l'intérieur, s'il n'y a aucun zombie, et seulement une fois par
    tour »."""
    s = start()
    s.play("choisir-1", 0)
    assert "à l'intérieur" in refused(s, "fouiller")
    s.open_doors = [["B2", "C2"]]
    s.opened = ["a"]
    put(s, 0, "B2")
    s.zombies = {"B2": ["rodeur"]}
    assert "aucun zombie" in refused(s, "fouiller")
    s.zombies = {}
    s.play("fouiller", 0)
    s.play("equipement-3", CHANCE)
    assert s.survivors[0]["objets"] == ["pied", "fusil"]
    assert "une fois par tour" in refused(s, "fouiller")


def test_inventory_holds_five_cards():
    """« 5 cartes d'équipement maximum »: a sixth card found is discarded."""
    s = start()
    s.opened = ["a"]
    s.open_doors = [["B2", "C2"]]
    put(s, 0, "B2")
    s.survivors[0]["objets"] = ["pied"] * 5
    s.play("choisir-1", 0)
    s.play("fouiller", 0)
    s.play("equipement-1", CHANCE)
    assert len(s.survivors[0]["objets"]) == 5 and "défaussé" in s.events[-1]


def test_objective_gives_five_adrenaline():
    """« +5 PA pour le survivant qui prend le jeton »."""
    s = start()
    s.open_doors = [["B2", "C2"]]
    put(s, 0, "A1")
    s.play("choisir-1", 0)
    s.play("objectif", 0)
    assert s.survivors[0]["pa"] == 5 and s.objectives == ["E1"]


def test_noise_action_and_end_of_round_clears_noise():
    """« Faire du bruit : […] placer un jeton bruit » ; « On enlève les jetons bruit »."""
    s = start()
    s.play("choisir-1", 0)
    s.play("bruit", 0)
    assert s.noise == {"C3": 1}
    s.play("fin", 0)
    end_turns(s, 0, range(2, 7))
    run_chance(s)
    assert s.noise == {} and s.round == 2 and all(v["actions"] == 3 for v in s.survivors)


def test_give_an_item_to_a_survivor_in_the_same_zone():
    """« Pour une action il peut aussi donner ou échanger des cartes équipement avec un autre survivant
    qui se trouve dans la même zone. »"""
    s = start()
    s.play("choisir-1", 0)
    s.play("donner-4-1", 0)
    assert s.survivors[3]["objets"] == ["poele", "pied"] and s.survivors[0]["objets"] == []
    put(s, 1, "B3")
    s.play("bruit", 0)
    assert s.active == 0


# --- combat --------------------------------------------------------------------------------------

def test_melee_hits_in_its_own_zone_and_misses_hurt_nobody():
    """« Actions de mêlée : attaques dans la même zone » ; « Les lancers de mêlée ratés n'infligent pas
    de dégât aux autres survivants »."""
    s = start()
    s.zombies = {"C3": ["rodeur"], "B3": ["rodeur"]}
    s.play("choisir-1", 0)
    assert "mêlée" in refused(s, "attaquer-B3")
    s.play("attaquer-C3", 0)
    s.play("des-1", CHANCE)
    assert all(v["blessures"] == 0 for v in s.survivors) and s.zombies["C3"] == ["rodeur"]
    s.play("attaquer-C3", 0)
    s.play("des-5", CHANCE)
    assert "C3" not in s.zombies and s.survivors[0]["pa"] == 1


def test_ranged_misses_hit_an_ally_in_the_target_zone():
    """« Tout lancer raté fait des dégâts aux alliés se trouvant dans la zone ciblée » ; « Un survivant
    ne peut pas être blessé par son propre tir »."""
    s = start()
    s.zombies = {"C3": ["rodeur"]}
    s.play("choisir-3", 0)                 # Elsa: a pistol, range 0-1
    s.play("attaquer-C3", 0)
    s.play("des-1", CHANCE)
    assert s.survivors[2]["blessures"] == 0 and s.survivors[0]["blessures"] == 1
    assert s.noise == {"C3": 1}            # a pistol is noisy


def test_ranged_attack_needs_sight_and_range():
    s = start()
    put(s, 2, "C3")
    s.zombies = {"C1": ["rodeur"]}
    s.play("choisir-3", 0)
    assert "portée" in refused(s, "attaquer-C1")


def test_zombie_card_count_follows_the_highest_danger_level():
    """« on ajoute autant de zombies que l'indique le niveau de danger du survivant qui a le niveau
    d'adrénaline le plus élevé »; reading: bleu 0–6, jaune 7–18, orange 19–42, rouge 43+."""
    assert [R.danger_level(p) for p in (0, 6, 7, 18, 19, 42, 43)] == [0, 0, 1, 1, 2, 2, 3]
    s = start()
    s.zombies = {}
    s.steps = ["carte@C1"]
    s.survivors[4]["pa"] = 7
    s.play("carte-2", CHANCE)
    assert s.zombies == {"C1": ["rodeur"] * 3}


def test_a_second_abomination_card_activates_the_one_on_the_board():
    """« Si une carte Abomination est piochée alors qu'il y en a déjà une, celle-ci est de nouveau
    activée. »"""
    s = start()
    s.survivors[0]["pa"] = 7
    s.zombies = {"C1": ["abomination"]}
    s.steps = ["carte@E3"]
    s.play("carte-5", CHANCE)
    assert s.zombies == {"C2": ["abomination"]}


def test_runners_act_twice():
    """« on fait d'abord une activation pour tous les zombies, eux compris, puis une deuxième pour les
    Runners »."""
    s = start()
    s.zombies = {"A3": ["forcene", "rodeur"]}
    s.steps = ["activation-1", "activation-2"]
    s.play("activation-1", CHANCE)
    s.play("activation-2", CHANCE)
    assert s.zombies == {"B3": ["rodeur"], "C3": ["forcene"]}


# --- whole games ---------------------------------------------------------------------------------

# bench/volume_coverage.py --couvrir on the hunt's volume of 300 seeds per player count (cover completed
# to 5), plus the smallest of those 300 seeds that wins at that player count (for the assertion on wins)
COVER = {1: (0, 1, 2, 3, 10, 181), 2: (0, 1, 2, 3, 64), 3: (0, 1, 2, 3, 29, 296), 4: (0, 1, 2, 75, 296),
         5: (0, 1, 2, 3, 4, 8), 6: (0, 1, 2, 3, 4, 7)}


@pytest.mark.parametrize("players", range(1, 7))
def test_seeded_bot_games_end(players):
    """Seeded bot games per player count (a measured cover), to the end (victory, a death, or the safeguard)."""
    wins = 0
    for s, _moves in random_games(GAME, seeds(COVER[players], 300), {"joueurs": players}, ["survivant"] * players):
        assert s.over and s.legal_moves() == []
        assert json.loads(json.dumps(s.to_json())) == s.to_json()
        dead = any(v["blessures"] >= R.SURVIVOR_HEALTH for v in s.survivors)
        assert bool(s.winners()) == (not dead and not s.objectives and s.round <= R.ROUND_LIMIT)
        wins += bool(s.winners())
    assert wins


def test_the_view_draws_every_legal_move():
    from engine import web

    session = web.open_demo({"jeu": "zombicide", "mode": "partie", "graine": 3})
    reader, rng = ZombicideBot(), Rng(3)
    for _ in range(200):
        snap = web.snapshot(session)
        assert snap["autres_coups"] == [], snap["autres_coups"][:3]
        if snap["over"]:
            break
        session.play(reader.choose(session.state.view(0), snap["legal"], rng))


# --- the « fort » level ---------------------------------------------------------------------------

def test_fort_values_progress_and_fears_a_deadly_zone():
    """search_value: an objective taken is worth more; zombies that outnumber the wounds the
    survivors of their zone can still take (the next attack kills) lower the value."""
    s = start()
    base = s.search_value()[0]
    taken = start()
    taken.objectives = ["E1"]
    assert taken.search_value()[0] > base
    deadly = start()
    deadly.zombies = {"C3": ["rodeur"] * 13}          # six survivors at 3 PV take 12 wounds without a death
    assert deadly.search_value()[0] < base
    assert 0 < deadly.search_value()[0] < 1


def test_fort_chooses_among_actions_not_free_choices():
    s = start()
    s.play("choisir-1", 0)
    legal = s.legal_moves(0)
    assert set(s.search_candidates(0, legal)) == {m for m in legal if m.startswith("aller-")} | {"fin"}
    assert GAME.bots["fort"]().searching and GAME.default_bot == "survivant"
