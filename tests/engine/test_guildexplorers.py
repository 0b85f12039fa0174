"""The Guild of Merchant Explorers (page « Gamehelptheguildofmerchantexplorers »): the whole game,
four ages on a Mappe, alone or against bots. Each scenario quotes the page; each reading stated under
« Lecture retenue » has a test that fails under the opposite reading."""

from __future__ import annotations

import json

import pytest

from engine.core import CHANCE, ScenarioError
from engine.games import get_game
from engine.games.guildexplorers import game as G
from engine.games.guildexplorers import rules as R
from engine.games.guildexplorers.bots import GreedyBot
from engine.rng import Rng
from engine.simulate import play_out
from playthroughs import random_games, seeds
from refusals import refused

GAME = get_game("guildexplorers", "partie")

SMALL = ["M     M:p2  P      P:r   E      E",
         "M:v2  P     P:cap  D     E:p1   E",
         "M     P:d   D      D:v3  E      P:v1",
         "P     P     E:p1   E     E      P"]
"""The page example's small Mappe (the calculator it replaces used it)."""
ORDER = ["desert-3", "mer-3", "prairie-2", "montagne-2", "terre-1", "age-1"]


def start(players=1, cards=ORDER, mappe=SMALL, age=1, seed=1, reveal=True):
    position = {"age": age, "cartes": list(cards)}
    if mappe:
        position["mappe"] = mappe
    state = GAME.start({"joueurs": players, "position": position}, seed)
    if reveal:
        state.play(state.legal_moves(CHANCE)[0], CHANCE)
    return state


def end_turn(state):
    """Every seat ends its turn on the current card (the next card waits)."""
    while state.phase in ("jouer", "specialite"):
        p = state.rang
        legal = state.legal_moves(p)
        state.play(legal[0] if state.phase == "specialite" else "fin-tour", p)


def next_card(state):
    end_turn(state)
    if state.phase == "tirer":
        state.play(state.sample_chance(), CHANCE)


def reach_b1(state):
    """Prairie B2 then mountain B1: the city B1 joined to the capital (the two next cards)."""
    next_card(state)
    state.play("explorer-B2")
    next_card(state)
    state.play("explorer-B1")


def finish_age(state):
    age = state.age
    while state.age == age and state.phase != "fin":
        next_card(state)


# --- « Déroulement du jeu » ------------------------------------------------------------------------

def test_four_ages_of_6_7_8_9_cards():
    """« Une partie se compose de 4 âges. Le premier comportera 6 tours […], les suivants en compteront
    chacun un de plus »; « les cartes Exploration serons toujours toutes piochées »."""
    state = GAME.start({"joueurs": 1}, 3)
    counts = {}
    while not state.is_over():
        if state.to_move() == [CHANCE]:
            counts[state.age] = counts.get(state.age, 0) + 1
            state.play(state.sample_chance(), CHANCE)
        else:
            end_turn(state)
    assert counts == {1: 6, 2: 7, 3: 8, 4: 9}


def test_every_explorer_explores_its_own_mappe_on_the_same_card():
    """« Les joueurs jouent leur tour simultanément, en plaçant leurs cubes explorateur sur les cases de
    leur Mappe, en fonction de la carte Exploration piochée. »"""
    state = start(2)
    state.play("explorer-B4", 0)
    state.play("fin-tour", 0)
    assert state.to_move() == [1] and state.carte == "desert-3"
    assert state.mappes[0]["B4"]["cube"] and not state.mappes[1]["B4"]["cube"]
    state.play("explorer-C4", 1)
    assert not state.mappes[0]["C4"]["cube"]


def test_end_of_age_removes_cubes_keeps_villages_posts_towers():
    """« Chacun retire également les explorateurs posés sur sa Mappe, où il ne conserve que les
    Villages, Comptoirs commerciaux et Tours d'observation placés. »"""
    state = start()
    for m in ("B4", "C3", "C4"):
        state.play(f"explorer-{m}")
    state.play("village-B4")
    next_card(state)                                   # mer-3
    for m in ("B5", "C5", "D4"):
        state.play(f"explorer-{m}")
    reach_b1(state)
    state.play("comptoir-C4-B1")
    finish_age(state)
    m = state.mappes[0]
    assert state.age == 2 and not any(s["cube"] for s in m.values())
    assert m["B4"]["k"] == "village" and m["C4"]["comptoir"]


# --- « Déroulement des explorations » -----------------------------------------------------------

def test_cubes_go_next_to_yours_on_the_cards_terrain():
    """« vous pouvez déposer des cubes adjacents aux vôtres, en respectant les contraintes de placement
    que la carte impose »; « votre capitale et les Villages […] comptent toujours comme des cases
    possédant l'un de vos cubes »."""
    state = start()
    refused(state, "explorer-B2", "désert", "prairie", section="deroulement-des-explorations")
    state = start(mappe=["P:cap D D D"])
    refused(state, "explorer-A3", "ne touche aucune", section="deroulement-des-explorations")
    state.play("explorer-A2")
    state.play("explorer-A3")                           # next to this turn's cube
    assert state.mappes[0]["A3"]["cube"]


def test_a_discovery_space_is_explored_whatever_the_card():
    """« Les cases "Découverte" sont une exception, et peuvent être explorées sans restriction de type de
    terrain. »"""
    state = start(mappe=["P:cap M:d M"])
    assert state.legal_moves(0) == ["explorer-A2", "fin-tour"]   # a mountain discovery space, desert card


def test_reading_aligned_means_one_straight_line():
    """« jusqu'à 3 cases de *mer*, *alignées entre elles* » read as one unbroken straight line."""
    state = start(cards=["mer-3", "desert-3", "prairie-2", "montagne-2", "terre-1", "age-1"],
                  mappe=["P:cap E E E", "E E E E", "E E E E"])
    state.play("explorer-A2")
    state.play("explorer-A3")
    refused(state, "explorer-B2", "alignées", section="deroulement-des-explorations")
    state.play("explorer-A4")


def test_reading_two_prairie_cubes_adjacent_or_not():
    """« la carte d'Exploration de prairie permet de placer 2 cubes sur des cases de type "prairie",
    adjacentes ou non »."""
    state = start(cards=["prairie-2", "desert-3", "mer-3", "montagne-2", "terre-1", "age-1"])
    state.play("explorer-B2")
    state.play("explorer-A3")                           # not next to B2, next to the capital
    refused(state, "explorer-C1", "2 cubes", section="deroulement-des-explorations")


def test_cubes_need_not_all_be_placed():
    """« il n'est jamais nécessaire de tous les placer »."""
    state = start()
    state.play("explorer-B4")
    state.play("fin-tour")
    assert state.phase == "tirer"


# --- « Types de cases » -------------------------------------------------------------------------------

def test_coins_once_an_age_paid_again_next_age():
    """« Pièce(s) : vous donnera immédiatement le nombre de pièces indiqué si vous l'explorez. (une fois par
    âge) »."""
    cards = ["montagne-2", "desert-3", "mer-3", "prairie-2", "terre-1", "age-1"]
    state = start(cards=cards, mappe=["P:cap M:p2 M"])
    state.play("explorer-A2")
    assert state.joueurs[0]["gains"]["pieces"] == 2
    finish_age(state)
    while state.carte != "montagne-2":
        next_card(state)
    state.play("explorer-A2")
    assert state.joueurs[0]["gains"]["pieces"] == 4


def test_reading_a_ruin_once_a_game_and_a_treasure_is_4_coins():
    """« Ruine : vous donnera immédiatement une carte Trésor si vous l'explorez. (une fois par partie) »;
    the treasure's « effets variés » read as 4 coins."""
    state = start(cards=["montagne-2", "desert-3", "mer-3", "prairie-2", "terre-1", "age-1"],
                  mappe=["P:cap M:r M"])
    state.play("explorer-A2")
    assert state.joueurs[0]["tresors"] == 1 and state.joueurs[0]["gains"]["tresors"] == R.TREASURE_COINS == 4
    finish_age(state)
    while state.carte != "montagne-2":
        next_card(state)
    state.play("explorer-A2")
    assert state.joueurs[0]["tresors"] == 1


def test_towers_pay_more_and_more():
    """« Découverte : permet généralement de placer une Tour d'observation. Cela rapporte un nombre de
    pièces croissant selon le nombre de Tours atteint »: our 3, 6, 10, 15."""
    state = start(cards=["terre-1", "montagne-2"] + ORDER[:3] + ["age-1"], mappe=["P:cap M:d M:d P"])
    state.play("explorer-A2")
    next_card(state)
    state.play("explorer-A3")
    g = state.joueurs[0]
    assert g["tours"] == 2 and g["gains"]["tours"] == 3 + 6 and R.TOWER_COINS == [3, 6, 10, 15]


# --- « Placer un Village » -------------------------------------------------------------------------

def test_a_region_explored_in_one_age_gives_a_village_worth_the_age():
    """« L'exploration de toutes les cases d'une Région au cours d'un même âge vous permet d'y découvrir un
    Village » ; « le nombre de points indiqué sur votre mappe (qui dépend de l'âge en cours) »: our 3, 4,
    5, 6."""
    state = start()
    for m in ("B4", "C3"):
        state.play(f"explorer-{m}")
    assert state.joueurs[0]["attente"] is None
    state.play("explorer-C4")
    refused(state, "explorer-A4", "placez d'abord le village", section="placer-un-village")
    refused(state, "village-C4", "case vierge", section="placer-un-village")   # C4 is a city
    state.play("village-C3")
    assert state.joueurs[0]["gains"]["villages"] == R.VILLAGE_COINS[0] == 3 and R.VILLAGE_COINS == [3, 4, 5, 6]
    assert state.mappes[0]["C3"]["k"] == "village"


def test_never_two_villages_in_one_region_even_ages_later():
    """« vous ne pourrez jamais placer plusieurs villages dans une même région, même en l'explorant de fond
    en comble plusieurs âges de suite »."""
    state = start()
    for m in ("B4", "C3", "C4"):
        state.play(f"explorer-{m}")
    state.play("village-C3")
    finish_age(state)
    while state.carte != "desert-3":
        next_card(state)
    state.play("explorer-B4")
    state.play("explorer-C4")
    assert state.joueurs[0]["attente"] is None and state.joueurs[0]["villages"] == 1


# --- « Placer un Comptoir Commercial » --------------------------------------------------------------

def test_a_trading_post_pays_the_product_and_its_city_is_used_up():
    """« autant de pièce que la multiplication des valeurs des 2 villes reliées » ; the city of the post
    « ne pourra plus être réutilisée pour aucune autre route commerciale »."""
    state = start()
    for m in ("B4", "C3", "C4"):
        state.play(f"explorer-{m}")
    state.play("village-C3")
    next_card(state)
    for m in ("B5", "C5", "D4"):
        state.play(f"explorer-{m}")
    reach_b1(state)
    refused(state, "comptoir-C4-C6", "pas encore été explorée", section="placer-un-comptoir-commercial")
    # reading: the capital is not a city to join
    refused(state, "comptoir-C4-B3", "B3 n'est pas une ville", section="placer-un-comptoir-commercial")
    state.play("comptoir-C4-B1")
    assert state.joueurs[0]["gains"]["comptoirs"] == 6
    refused(state, "comptoir-C4-B1", "réutilisée", section="placer-un-comptoir-commercial")


# --- « Cartes Spécialité » ---------------------------------------------------------------------------

def test_an_age_card_offers_two_specialties_kept_for_later_ages():
    """« chaque joueur tire 2 cartes du paquet "Spécialité" et en choisit une des deux, dont il résout
    immédiatement l'action » ; « en appliquera de nouveau l'effet lors des âges suivants »."""
    state = start(cards=["age-1"] + ORDER[:5])
    assert state.phase == "specialite" and len(state.legal_moves(0)) == 2
    refused(state, "explorer-B4", "Spécialité", section="cartes-specialite")
    chosen = state.legal_moves(0)[1]
    state.play(chosen)
    assert state.joueurs[0]["specialites"] == [chosen[11:]] and state.card(0) == R.SPECIALTIES[chosen[11:]]
    finish_age(state)
    while state.carte != "age-1":
        next_card(state)
    assert state.phase == "jouer" and state.card(0) == R.SPECIALTIES[chosen[11:]]


def test_the_fourth_age_card_replays_one_of_your_three():
    """« au lieu de tirer une quatrième carte Spécialité, elle vous permet d'exécuter au choix l'action
    d'une des 3 cartes que vous aurez acquis »."""
    state = start(age=4, cards=["age-4"])
    assert sorted(m[11:] for m in state.legal_moves(0)) == sorted(state.joueurs[0]["specialites"])
    assert len(state.joueurs[0]["specialites"]) == 3
    state.play(state.legal_moves(0)[0])
    assert len(state.joueurs[0]["specialites"]) == 3


# --- « Cartes Objectifs » ------------------------------------------------------------------------------

def _objective_game(players):
    """Ruins on A2 and A3, next to the capital; the first objective is « explorer 2 ruines »."""
    state = start(players, cards=["terre-1", "montagne-2"] + ORDER[:3] + ["age-1"], mappe=["P:cap M:r M:r P"])
    others = [o for o in state.objectifs if o["id"] != "ruines-2"]
    state.objectifs = [{"id": "ruines-2", "premier": False, "couvert": False}] + others[:2]
    return state


def _turn(state, cubes_by_seat):
    for p in range(state.players):
        for m in cubes_by_seat.get(p, []):
            state.play(f"explorer-{m}", p)
        state.play("fin-tour", p)


def test_first_to_complete_gets_the_max_and_same_turn_everybody_does():
    """« Le premier joueur complétant un objectif remporte la récompense maximale » ; « si plusieurs
    joueurs complètent un même objectif au cours du même tour, ils obtiendront tous la quantité
    maximale »."""
    state = _objective_game(3)
    _turn(state, {0: ["A2"], 1: ["A2"]})
    state.play(state.legal_moves(CHANCE)[0], CHANCE)   # montagne-2
    _turn(state, {0: ["A3"], 1: ["A3"], 2: ["A2", "A3"]})
    big, small = R.OBJECTIVES["ruines-2"]["pieces"]
    assert [j["gains"]["objectifs"] for j in state.joueurs] == [big, big, big]


def test_a_later_completion_gets_the_smaller_reward():
    """« Si d'autres joueurs complètent cet objectif par la suite, ils marqueront la récompense
    moindre »."""
    state = _objective_game(2)
    _turn(state, {0: ["A2"]})
    state.play(state.legal_moves(CHANCE)[0], CHANCE)   # montagne-2
    _turn(state, {0: ["A3"], 1: ["A2"]})
    big, small = R.OBJECTIVES["ruines-2"]["pieces"]
    assert [j["gains"]["objectifs"] for j in state.joueurs] == [big, 0]
    finish_age(state)
    while state.carte != "montagne-2":
        next_card(state)
    _turn(state, {1: ["A2", "A3"]})
    assert [j["gains"]["objectifs"] for j in state.joueurs] == [big, small]


# --- « Victoire et départage » -------------------------------------------------------------------------

def test_ties_go_to_towers_then_villages():
    """« En cas d'égalité, celui ayant visité le plus de Tours d'observations l'emportera. Et s'il y a
    toujours égalité, ça sera alors à celui qui aura trouvé le plus de Villages » ; else shared."""
    state = start(2)
    state.phase = "fin"
    for j in state.joueurs:
        j["gains"]["pieces"] = 50
    state.joueurs[1]["villages"] = 2
    assert state.winners() == [1]
    state.joueurs[0]["tours"] = 1
    assert state.winners() == [0]
    state.joueurs[1]["tours"] = 1
    state.joueurs[0]["villages"] = 2
    assert state.winners() == [0, 1]


# --- « Variante solo » -------------------------------------------------------------------------------------

@pytest.mark.parametrize("level, threshold", [("facile", 90), ("moyenne", 120), ("difficile", 150)])
def test_solo_thresholds_and_all_three_objectives(level, threshold):
    """« vous devrez obtenir un nombre minimum de points de 90/120/150 » ; « Vous devrez toujours
    impérativement compléter les 3 objectifs »."""
    state = GAME.start({"joueurs": 1, "difficulte": level}, 1)
    state.phase = "fin"
    state.joueurs[0]["gains"]["pieces"] = threshold
    state.joueurs[0]["objectifs"] = [o["id"] for o in state.objectifs]
    assert state.winners() == [0]
    state.joueurs[0]["objectifs"].pop()
    assert state.winners() == [] and "objectif" in state.verdict()
    state.joueurs[0]["objectifs"] = [o["id"] for o in state.objectifs]
    state.joueurs[0]["gains"]["pieces"] = threshold - 1
    assert state.winners() == []


def test_solo_covers_the_rewards_at_each_first_age_card():
    """« carte âge "II" pour la première fois, recouvrez le gain maximum du premier objectif » ; « "III" […]
    le gain maximum du second objectif ET le gain minimum du 1er » ; « "I/II/III", […] le gain maximum du
    troisième objectif ET le gain minimum du 2nd »."""
    state = start(age=2, cards=["age-2"] + ORDER[:5] + ["age-1"], mappe=None)
    o = state.objectifs
    assert [(x["premier"], x["couvert"]) for x in o] == [(True, False), (False, False), (False, False)]
    state = start(age=3, cards=["age-3"], mappe=None)
    assert [(x["premier"], x["couvert"]) for x in state.objectifs] == [(True, True), (True, False), (False, False)]
    state = start(age=4, cards=["age-4"], mappe=None)
    assert [(x["premier"], x["couvert"]) for x in state.objectifs] == [(True, True), (True, True), (True, False)]
    two = start(2, age=4, cards=["age-4"], mappe=None)
    assert not any(x["premier"] or x["couvert"] for x in two.objectifs)      # solo only


# --- « Lecture retenue » : our Mappe and cards ------------------------------------------------------------

def test_reading_our_mappe_cards_and_objectives():
    m = G.read_map(R.MAPPE, {})
    kinds = [s["k"] for s in m.values()]
    assert len(m) == 63 and kinds.count("capitale") == 1 and kinds.count("ville") == 5
    assert kinds.count("ruine") == 4 and kinds.count("decouverte") == 4
    assert R.EXPLORATION["prairie-2"] == {"t": ["prairie"], "n": 2, "ligne": False}
    assert R.EXPLORATION["mer-3"] == {"t": ["mer"], "n": 3, "ligne": True}
    assert len(R.EXPLORATION) == 5 and len(R.SPECIALTIES) == 8 and len(R.OBJECTIVES) == 6
    assert all(1 <= len(c["t"]) <= 2 for c in R.SPECIALTIES.values() if c["t"] != R.LAND_ALL)
    state = GAME.start({"joueurs": 3}, 4)
    assert len(state.objectifs) == 3 and len({o["id"] for o in state.objectifs}) == 3


def test_a_wrong_position_is_refused():
    with pytest.raises(ScenarioError) as err:
        GAME.start({"joueurs": 1, "position": {"age": 1, "cartes": ["age-2"]}}, 1)
    assert "pioche" in str(err.value)
    with pytest.raises(ScenarioError) as err:
        GAME.start({"joueurs": 1, "position": {"mappe": ["P P"]}}, 1)
    assert "capitale" in str(err.value)


# --- hidden information, the bots, the seeded games ------------------------------------------------------

def test_the_others_specialty_offer_and_the_deck_are_hidden_and_do_not_sway_the_bot():
    state = start(2, cards=["age-1"] + ORDER[:5], mappe=None)
    view = state.view(1)
    assert view["explorateurs"][0]["offre"] == 2 and isinstance(view["explorateurs"][1]["offre"], list)
    assert view["pioche"] == len(state.pioche)                      # a count, not the order
    state.play(state.legal_moves(0)[0], 0)
    state.play("fin-tour", 0)
    before = GreedyBot().choose(state.view(1), state.legal_moves(1), Rng(1))
    twin = state.clone()
    twin.pioche = list(reversed(twin.pioche))
    assert twin.view(1) == state.view(1)
    assert GreedyBot().choose(twin.view(1), twin.legal_moves(1), Rng(1)) == before


def test_the_greedy_bot_takes_the_best_trading_post_and_paying_cubes():
    state = start()
    for m in ("B4", "C3", "C4"):
        state.play(f"explorer-{m}")
    assert GreedyBot().choose(state.view(0), state.legal_moves(0), Rng(1)).startswith("village-")
    state.play("village-C3")
    next_card(state)
    for m in ("B5", "C5", "D4"):
        state.play(f"explorer-{m}")
    reach_b1(state)
    # the post goes on the lower city (B1, 2), keeping C4 (3) free for another route
    assert GreedyBot().choose(state.view(0), state.legal_moves(0), Rng(1)) == "comptoir-B1-C4"


def test_greedy_bots_beat_random_ones():
    wins = 0
    for seed in range(4):
        state, _ = play_out(GAME, {"joueurs": 2}, seed, ["glouton", "hasard"])
        wins += state.scores()[0] > state.scores()[1]
    assert wins >= 4


def _check(state):
    for p, j in enumerate(state.joueurs):
        assert len(j["poses"]) <= (state.card(p)["n"] if state.carte and state.card(p) else 0) or j["poses"] == []
        assert len(j["specialites"]) <= 3


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_seeded_games_to_the_end(players):
    """Seeded games per player count (random and greedy bots) to the final count (more under hunt.sh)."""
    for k, (state, _) in enumerate(random_games(
            GAME, seeds(12, 100), {"joueurs": players},
            bots=lambda seed: ["glouton" if (seed + p) % 3 == 0 else "hasard" for p in range(players)],
            check=_check)):
        assert state.age == 4 and state.phase == "fin" and not state.pioche
        assert state.scores() == [sum(j["gains"].values()) for j in state.joueurs]
        if k % 4 == 0:
            assert GAME.from_json(json.loads(json.dumps(state.to_json()))).scores() == state.scores()


def test_drawn_as_a_hex_mappe_with_cards_and_other_mappes():
    state = start(2, mappe=None, cards=ORDER)
    html = GAME.render(state, 0, state.legal_moves(0))
    assert html.count("bga-hex ") + html.count('bga-hex"') >= 2 * 63
    assert "bga-gm-card" in html and "Terminer le tour" in html and "Mappes des autres" in html
    assert "bga-stepper" not in html
