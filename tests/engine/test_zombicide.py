"""Zombicide (2e édition): the page's rules on the mission's map (line of sight, the ranged
attack's priority order, the zombies' moves) and the page's three examples, positions of the
mission (option ``position``) that stop at the end of what they illustrate (option ``arret``).
Each « Lecture retenue » reading is checked against its opposite."""

from __future__ import annotations

import json

import pytest

from engine.core import CHANCE, ScenarioError
from engine.games import get_game
from engine.games.zombicide import rules as R
from engine.games.zombicide.game import EXAMPLE
from engine.rng import Rng
from refusals import refused

GAME = get_game("zombicide", "partie")
#   A B C D E
# 1 a a . b b
# 2 a a . b b
# 3 . . . . .      doors A1-B1, B2-C2, C2-D2, D1-E1, E2-E3
MAP = R.Map(["aa.bb", "aa.bb", "....."], ["A1-B1", "B2-C2", "C2-D2", "D1-E1", "E2-E3"])


def seen(zone: str, m: R.Map = MAP) -> set[str]:
    return {m.name(i) for i in m.sight(m.grid.parse(zone))}


def example(position, arret="mission", seed=3, players=1):
    return GAME.start({"joueurs": players, "position": position, "arret": arret}, seed)


def run_chance(s, *outcomes):
    """Play the given chance outcomes, then draw the rest from the state."""
    for move in outcomes:
        s.play(move, CHANCE)
    while s.to_move() == [CHANCE]:
        s.play(s.sample_chance(), CHANCE)


# The page's three examples, as their blocks give them (site_demos/snippets/zombicide-2e-edition.md).
SIGHT = EXAMPLE
SHOT = {"survivants": {"Elsa": {"zone": "C2", "objets": ["pistolet", "fusil"]}, "Doug": "C1", "Amy": "A3",
                       "Josh": "A3", "Ned": "A3", "Wanda": "A3"},
        "ont_joue": ["Amy", "Doug", "Josh", "Ned", "Wanda"], "zombies": {"C1": ["forcene", "rodeur", "brute"]}}
PHASE = {"survivants": {"Wanda": "C3", "Amy": "B2", "Doug": {"zone": "B2", "objets": ["hache"], "pa": 8},
                        "Elsa": "A3", "Josh": "A3", "Ned": "A3"},
         "ont_joue": ["Amy", "Doug", "Elsa", "Josh", "Ned"],
         "zombies": {"B2": ["brute"], "C1": ["rodeur", "rodeur"], "E3": ["forcene"], "A1": ["rodeur"]},
         "portes": ["B2-C2"]}


def test_the_page_blocks_are_these_positions():
    """The tests below play the page's own blocks."""
    from pathlib import Path

    from site_demos.demo_block import read_block
    text = Path("docs/jeux/zombicide-2e-edition.md").read_text(encoding="utf-8")
    blocks = [read_block(b.split("```", 1)[0]) for b in text.split("```demo\n")[1:]]
    options = [b.get("options") or {} for b in blocks]
    assert options[-1] == {}                       # « Une mission entière » closes the page
    assert [o.get("position") for o in options[:3]] == [SIGHT, SHOT, PHASE]
    assert [o.get("arret") for o in options[:3]] == ["survivant", "survivant", "tour"]


# --- line of sight ------------------------------------------------------------------------------

def test_sight_in_the_street():
    """« Dans la rue : en ligne droite, pas en diagonale. »"""
    assert seen("A3") == {"A3", "B3", "C3", "D3", "E3"}
    assert seen("C3") >= {"C2", "C1", "A3", "E3"}
    assert "B2" not in seen("C3") and "D2" not in seen("C3")


def test_sight_street_to_building_first_room_in_line():
    """« Rue vers bâtiment (avec la porte ouverte évidemment) : voit seulement dans la
    première pièce, tant qu'il se situe en ligne droite en face. »"""
    assert {"B2", "D2"} <= seen("C2")
    assert "A2" not in seen("C2")
    assert "E2" in seen("E3") and "E1" not in seen("E3")


def test_sight_inside_a_building_is_one_zone_through_an_open_door():
    """« Dans un bâtiment : voit à seulement 1 de distance, dans les pièces ayant une porte
    ouverte en commun avec sa propre zone. »"""
    assert seen("A1") == {"A1", "B1"}
    assert seen("D1") == {"D1", "E1"}


def test_sight_building_to_street_and_to_the_facing_building():
    """« Bâtiment vers rue (idem) : voit en ligne droite en face de la porte. » « Bâtiment
    vers rue puis bâtiment : si ce sont les premières pièces de chaque bâtiment, avec les
    portes ouvertes et une seule zone extérieure : voit la première pièce de l'autre bâtiment. »"""
    assert seen("B2") == {"B2", "C2", "D2"}
    assert seen("E2") == {"E2", "E3"}
    wide = R.Map(["a..b"], ["A1-B1", "C1-D1"])
    assert "D1" not in seen("A1", wide)            # two street zones between


def test_sight_street_to_building_then_street_is_impossible():
    """« Rue vers bâtiment puis rue : pas possible. »"""
    m = R.Map([".a."], ["A1-B1", "B1-C1"])
    assert seen("A1", m) == {"A1", "B1"}


def test_sight_example_shoots_in_line_refuses_a_blind_target_then_sees_the_first_rooms():
    """The example beside « La ligne de mire »: Amy (a carbine, range 1–3) in C3 shoots C1 in the
    street; B2 is refused (« en ligne droite, pas en diagonale »); from C2 she sees B2 and D2, the
    first rooms facing the open doors, and not A2 behind B2."""
    s = example(SIGHT, arret="survivant")
    assert s.active == 0 and s.weapon(0)["nom"] == "Carabine"
    assert "attaquer-C1" in s.legal_moves(0)
    reason = refused(s, "attaquer-B2", "ligne droite")
    assert reason.section == "la-ligne-de-mire"
    s.play("aller-C2", 0)
    legal = s.legal_moves(0)
    assert {"attaquer-B2", "attaquer-D2"} <= set(legal) and "attaquer-A2" not in legal
    refused(s, "attaquer-A2", "n'est pas vue")
    html = GAME.render(s, 0, legal)
    assert "En vue depuis C2" in html and "B2 (1)" in html and "A2 (" not in html
    assert "B2 : pièce du bâtiment A ; Amy" not in html and html.count("bga-insight") == len(seen("C2")) - 1


def test_sight_example_stops_at_the_end_of_amys_turn():
    """``arret: survivant``: the example ends with Amy's turn, neither won nor lost."""
    s = example(SIGHT, arret="survivant")
    s.play("attaquer-C1", 0)
    run_chance(s, "des-5")
    assert "C1" not in s.zombies and s.survivors[0]["pa"] == 1
    s.play("aller-C2", 0)
    s.play("attaquer-B2", 0)
    run_chance(s, "des-1")
    assert s.is_over() and s.winners() == [] and s.fin == "Fin de l'exemple : le tour d'Amy est joué."
    assert not s.is_cooperative() and s.to_move() == []
    assert "Fin de l&#x27;exemple" in GAME.render(s, 0, []) and "Mission perdue" not in GAME.render(s, 0, [])


# --- the ranged attack ---------------------------------------------------------------------------

def test_priority_brute_first_one_damage_is_lost():
    """« Il vise d'abord les Brutes/Abominations […], puis les Walkers et enfin les Runners. »
    « Fatties/Brutes/Balèzes : 2 PV […] Armes à 1 dégât inefficaces »: the example's pistol."""
    s = example(SHOT, arret="survivant", seed=5)
    assert s.weapon(2)["nom"] == "Fusil à pompe"       # the weapon chosen after the set-up: the strongest
    s.play("arme-1", 0)
    s.play("attaquer-C1", 0)
    run_chance(s, "des-6")
    assert s.zombies["C1"] == ["brute", "rodeur", "forcene"]
    assert s.survivors[2]["pa"] == 0 and "ne suffit pas" in s.events[-1]


def test_shotgun_kills_the_brute_then_the_walker_and_misses_hit_the_ally():
    """« puis les Walkers et enfin les Runners » ; « Tir allié : Ne concerne que les armes à
    distance et que les lancers ratés. Tout lancer raté fait des dégâts aux alliés se trouvant dans
    la zone ciblée […] il subit alors tous les dégâts du tir »."""
    s = example(SHOT, arret="survivant", seed=5)
    s.play("attaquer-C1", 0)
    run_chance(s, "des-66")
    assert s.zombies["C1"] == ["forcene"] and s.survivors[2]["pa"] == 2
    assert s.survivors[1]["blessures"] == 0
    s.play("attaquer-C1", 0)
    run_chance(s, "des-12")                        # two misses × 2 damage: Doug's 3 PV are gone
    assert s.survivors[1]["blessures"] == R.SURVIVOR_HEALTH
    assert s.is_over() and s.winners() == [] and s.fin is None and s.is_cooperative()
    assert any("Doug meurt" in e for e in s.events)


def test_walkers_before_runners_and_lost_hits():
    """« puis les Walkers et enfin les Runners » ; « Si tous les zombies sont tués, les tirs réussis
    restants sont perdus. »"""
    killed, hits, misses, lines = R.ranged_resolution(["forcene", "rodeur"], [5, 1], 4, 1)
    assert killed == ["rodeur"] and misses == 1
    killed, *_rest, lines = R.ranged_resolution(["rodeur"], [6, 6], 4, 1)
    assert killed == ["rodeur"] and "plus de zombie" in lines[1]


def test_between_a_brute_and_an_abomination_the_one_the_damage_kills():
    """Reading: « là, il a le choix » — the one the die can kill, the Brute if both or neither."""
    assert R.priority_target(["abomination", "brute"], 2) == "brute"
    assert R.priority_target(["abomination", "brute"], 1) == "brute"
    assert R.priority_target(["abomination", "brute"], 3) == "brute"
    assert R.priority_target(["abomination", "rodeur"], 2) == "abomination"     # neither killable: lost on it
    assert R.priority_target(["abomination", "brute"][::-1], 3) == "brute"


def test_abomination_gives_five_adrenaline():
    """« Abominations : 3 PV, rapportent 5 PA. »"""
    killed, *_ = R.ranged_resolution(["abomination"], [4], 4, 3)
    assert killed == ["abomination"] and R.ADRENALINE["abomination"] == 5


# --- the zombies' phase --------------------------------------------------------------------------

def test_phase_example_attack_then_sight_before_noise_runner_twice_then_spawn():
    """The example beside « Apparition »: « Effectuer d'abord les attaques, puis les déplacements » (the
    Brute of B2 wounds Amy); « La vue joue en priorité, puis le bruit » (the Rôdeurs of C1 see Wanda in
    C3 and walk to her, though A3 and its three survivors are louder); the Forcené acts twice; one
    zombie card per invasion zone, 1 then 2, counted at the danger of « le survivant qui a le niveau
    d'adrénaline le plus élevé » (Doug, 8 PA: jaune); the example stops at the end of the round."""
    s = example(PHASE, arret="tour", seed=11)
    assert s.active == 5 and s.danger() == 1 and s.opened == ["a"]
    s.play("fin", 0)
    assert s.steps[:2] == ["activation-1", "activation-2"] and s.steps[2:4] == ["carte@C1", "carte@E3"]
    s.play("activation-1", CHANCE)
    assert s.survivors[0]["blessures"] == 1 and s.zombies["B2"] == ["brute"]
    assert s.zombies["C2"] == ["rodeur", "rodeur"] and "survivant en vue : C3" in " ".join(s.events)
    assert s.zombies["D3"] == ["forcene"] and s.zombies["B1"] == ["rodeur"]
    s.play("activation-2", CHANCE)
    assert s.zombies["C3"] == ["forcene"] and "D3" not in s.zombies
    s.play("carte-2", CHANCE)                        # Rôdeurs 2/3/4/5: 3 at jaune, on token 1 (C1)
    s.play("carte-3", CHANCE)                        # Forcenés 1/1/2/3: 1, on token 2 (E3)
    assert s.zombies["C1"] == ["rodeur"] * 3 and s.zombies["E3"] == ["forcene"]
    s.play("fin-du-tour", CHANCE)
    assert s.is_over() and s.fin == "Fin de l'exemple : le tour est joué, phase zombies comprise."
    assert s.round == 2 and s.noise == {}


def test_phase_example_without_a_survivor_in_sight_the_loudest_zone():
    """« S'il n'y a pas de survivant en vue, les zombies se dirigent vers la zone avec le plus de
    bruit » (« chaque survivant compte aussi comme un jeton bruit »): Wanda walks to D3, out of the
    Rôdeurs' sight; they go towards A3 (three survivors), through C2."""
    s = example(PHASE, arret="tour", seed=11)
    s.play("aller-D3", 0)
    s.play("fin", 0)
    s.play("activation-1", CHANCE)
    assert s.zombies["C2"] == ["rodeur", "rodeur"] and "le plus de bruit : A3" in " ".join(s.events)
    assert s.zombies["D3"] == ["forcene"]            # the Forcené reached Wanda: its second action attacks
    s.play("activation-2", CHANCE)
    assert s.survivors[5]["blessures"] == 1


def test_equal_paths_split_the_group_brutes_first_odd_one_to_the_first_way():
    """« Si deux chemins équivalents sont possibles, les zombies se divisent en deux groupes égaux
    (-/+1, ce sont les joueurs qui choisissent pour ce zombie). » Reading: dealt one by one, Brutes and
    Abominations first, the odd one to the first way in reading order."""
    m = R.Map(["...", "...", "..."], [])
    steps = R.first_steps(m, m.grid.parse("A1"), [m.grid.parse("C3")])
    assert [m.name(i) for i in steps] == ["B1", "A2"]
    assert R.split(["rodeur", "brute", "rodeur"], 2) == [["brute", "rodeur"], ["rodeur"]]


def test_zones_with_as_much_noise_split_the_group_whatever_their_distance():
    """« C'est pareil s'il y a plusieurs zones avec autant de bruit. » Reading: each loudest zone
    is a way, however far (issue 20)."""
    m = R.Map(["....a"], [])
    loud = R.noise_map(m, {"A1": 2, "D1": 2}, ["E1"])
    targets, why = R.destinations(m, m.grid.parse("C1"), loud, {m.grid.parse("E1")})
    assert [m.name(t) for t in targets] == ["A1", "D1"] and why == "le plus de bruit"
    assert [m.name(i) for i in R.first_steps(m, m.grid.parse("C1"), targets)] == ["B1", "D1"]
    assert R.first_steps(m, m.grid.parse("A1"), targets) == []     # already in one of them: stays


def test_no_open_passage_to_the_loudest_zone_no_move():
    """« S'il n'y a aucun passage ouvert, les zombies ne bougent pas. » Reading: no fall back on a
    quieter zone they could reach."""
    m = R.Map(["....a"], [])
    loud = R.noise_map(m, {"E1": 4, "A1": 1}, [])
    targets, _ = R.destinations(m, m.grid.parse("C1"), loud, set())
    assert [m.name(t) for t in targets] == ["E1"]
    assert R.first_steps(m, m.grid.parse("C1"), targets) == []


def test_spawn_cards_of_the_reading():
    """Reading: six zombie cards, the count by danger level (bleu/jaune/orange/rouge)."""
    assert R.SPAWN_CARDS == (("rodeur", (1, 2, 3, 4)), ("rodeur", (2, 3, 4, 5)), ("forcene", (1, 1, 2, 3)),
                             ("brute", (1, 1, 2, 2)), ("abomination", (0, 1, 1, 1)), ("rodeur", (0, 1, 2, 3)))


def test_end_of_round_removes_the_noise_of_a_noisy_shot():
    """« Ils y restent jusqu'à la fin de la phase zombie » ; « On enlève les jetons bruit »: the
    pistol's token too."""
    s = example({"survivants": {"Elsa": "C2"}, "ont_joue": ["Amy", "Doug", "Josh", "Ned", "Wanda"],
                 "zombies": {"C1": ["rodeur"]}}, arret="tour", seed=5)
    s.play("attaquer-C1", 0)
    run_chance(s, "des-1")
    assert s.noise == {"C2": 1}
    s.play("fin", 0)
    run_chance(s)
    assert s.fin and s.noise == {}


# --- the positions and the stops -----------------------------------------------------------------

def test_a_position_changes_only_what_it_names():
    """Reading: the survivors a position does not name stay in C3 with their first item; zombies,
    noise, doors and objectives not given are the set-up's."""
    s = example({"survivants": {"Amy": "A3"}})
    assert s.survivors[0]["zone"] == "A3" and s.survivors[0]["objets"] == ["pied"]
    assert all(v["zone"] == R.START for v in s.survivors[1:])
    assert s.zombies == R.START_ZOMBIES and s.objectives == list(R.OBJECTIVES) and s.open_doors == []
    assert s.active is None                            # six survivors to play: the reader chooses


def test_buildings_open_or_occupied_at_set_up_spawn_nothing():
    """« Les bâtiments déjà ouverts où dans lesquels se trouvent des survivants à la mise en place ne
    font pas apparaître de zombie (les compagnons ne comptent pas). »"""
    s = example({"survivants": {"Amy": {"zone": "E2", "objets": ["pied"]}}, "ont_joue": []})
    assert s.opened == ["b"]
    s.play("choisir-1", 0)
    s.play("porte-E2-E3", 0)
    assert s.steps == [] and s.open_doors == [["E2", "E3"]]
    dark = example({"survivants": {"Amy": "E3"}})
    dark.play("choisir-1", 0)
    dark.play("porte-E2-E3", 0)
    assert dark.steps == ["carte@D1", "carte@E1", "carte@D2", "carte@E2"]


def test_a_door_opens_from_either_side():
    """« entre un bâtiment et la rue si la porte est ouverte »: the door B2-C2 opens from the street
    (C2) and from the room (B2); from elsewhere it is refused."""
    for zone in ("C2", "B2"):
        s = example({"survivants": {"Amy": zone}})
        s.play("choisir-1", 0)
        s.play("porte-B2-C2", 0)
        assert ["B2", "C2"] in s.open_doors
    s = example({"survivants": {"Amy": "C3"}})
    s.play("choisir-1", 0)
    refused(s, "porte-B2-C2", "pas à côté")
    refused(s, "porte-C2-B2", "pas à côté")


def test_a_door_opened_with_the_last_action_ends_the_turn_once():
    """The survivor's turn ends once, the next one is chosen by the reader (a second end made the
    game read a survivor that was no longer playing)."""
    s = example({"survivants": {"Amy": "C2"}, "portes": ["C2-D2"]})
    s.play("choisir-1", 0)
    s.play("bruit", 0)
    s.play("bruit", 0)
    s.play("porte-B2-C2", 0)
    run_chance(s)
    assert s.survivors[0]["fait"] and s.active is None and s.legal_moves(0)[0] == "choisir-2"
    s = example({"survivants": {"Amy": "B2"}})           # building a already opened: no surprise
    s.play("choisir-1", 0)
    s.play("bruit", 0)
    s.play("bruit", 0)
    s.play("porte-B2-C2", 0)
    assert s.survivors[0]["fait"] and s.active is None and not s.is_over()


def test_the_seat_of_the_survivors_left_plays_first():
    """« Chaque joueur joue tous ses survivants avant de passer la main au joueur suivant »: with two
    players, a position where seat 1's survivors have all played opens on seat 2."""
    s = example({"ont_joue": ["Amy", "Elsa", "Ned"]}, players=2)
    assert s.to_move() == [1] and s.active is None
    s = example({"ont_joue": ["Amy", "Elsa", "Ned", "Doug", "Josh"]}, players=2)
    assert s.to_move() == [1] and s.active == 5


def test_stop_after_the_survivor_or_the_round_in_the_whole_mission_too():
    s = GAME.start({"arret": "survivant"}, 2)
    s.play("choisir-2", 0)
    s.play("fin", 0)
    assert s.is_over() and s.fin and s.winners() == []
    s = GAME.start({"arret": "tour"}, 2)
    for k in range(1, 6):
        s.play(f"choisir-{k}", 0)
        s.play("fin", 0)
    s.play("fin", 0)
    run_chance(s)
    assert s.is_over() and s.round == 2 and "phase zombies comprise" in s.fin


def test_the_search_looks_past_the_examples_stop():
    s = example(SIGHT, arret="survivant")
    twin = s.determinize(0, Rng(1))
    assert s.arret == "survivant" and twin.arret == "mission"


@pytest.mark.parametrize("position, words", [
    ({"survivants": {"Zoe": "C3"}}, "parmi Amy"),
    ({"survivants": {"Amy": "F9"}}, "n'est pas une zone"),
    ({"survivants": {"Amy": {"objets": ["pied"]}}}, "au moins sa zone"),
    ({"survivants": {"Amy": {"zone": "C3", "objets": ["laser"]}}}, "5 cartes"),
    ({"survivants": {"Amy": {"zone": "C3", "objets": ["pied"] * 6}}}, "5 cartes"),
    ({"survivants": {"Amy": {"zone": "C3", "blessures": 3}}}, "de 0 à 2"),
    ({"ont_joue": list(R.SURVIVORS)}, "au moins un survivant"),
    ({"ont_joue": ["Amy", "Amy"]}, "chacun une fois"),
    ({"zombies": {"C1": ["zombie"]}}, "parmi"),
    ({"zombies": {"C1": ["abomination"], "A1": ["abomination"]}}, "une seule Abomination"),
    ({"bruit": {"C1": 9}}, "de 0 à 5"),
    ({"portes": ["A1-B1"]}, "porte sur la rue"),
    ({"objectifs": ["B1"]}, "objectifs"),
    ({"objectifs": [], "survivants": {n: "A3" for n in R.SURVIVORS}}, "déjà gagnée"),
    ({"tour": 3}, "clés"),
])
def test_bad_positions_are_refused_in_french(position, words):
    with pytest.raises(ScenarioError) as err:
        GAME.start({"position": position}, 1)
    assert err.value.field == "position" and words in str(err.value)


def test_examples_round_trip_and_draw_every_legal_move():
    from engine import web

    for position, arret in ((SIGHT, "survivant"), (SHOT, "survivant"), (PHASE, "tour")):
        session = web.open_demo({"jeu": "zombicide", "mode": "partie", "graine": 3,
                                 "options": {"position": position, "arret": arret}})
        snap = web.snapshot(session)
        assert snap["autres_coups"] == [] and snap["legal"]
        s = session.state
        assert GAME.from_json(json.loads(json.dumps(s.to_json()))).to_json() == s.to_json()
