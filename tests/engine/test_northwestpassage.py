"""Northwest Passage (page « Gamehelpnorthwestpassage »): the whole game, ten seasons, crew between
ship and sled, the sun disc and the ice, and the count of « Fin de la partie ». Each scenario quotes
the page; each reading stated under « Lecture retenue » has a test that fails under the opposite one.

The board (rules.MAP), top row north, Greenland G in A5:
    A B C D E F G        coefficients ×1 ×1 ×2 ×2 ×2 ×3 ×3
  1 m m t m m t m        tokens: C1 G2 E4 Franklin, D1 G4 B3 Détroit, B2 F4 Inuit,
  2 m t t m m m m                C4 F1 Cairn, C2 E3 Cartographie
  3 m m m m t t m
  4 t m t m m t m
  5 G m m m m m m
"""

from __future__ import annotations

import json
import time

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from engine.games.northwestpassage import rules as R
from engine.games.northwestpassage.bots import GreedyBot
from engine.rng import Rng
from engine.simulate import play_out
from playthroughs import random_games, seeds
from refusals import refused

GAME = get_game("northwestpassage", "partie")


def start(players: int = 2, position=None, **fields):
    """A new game; `position` (or its fields given one by one) is the block's « position »."""
    options = {"joueurs": players}
    if position or fields:
        options["position"] = {**(position or {}), **fields}
    return GAME.start(options, 1)


def play(s, *moves):
    for m in moves:
        s.play(m)


def pass_all(s):
    """Every seat passes (each finishing its turn first if it has acted)."""
    season = s.saison
    while s.saison == season and not s.is_over():
        s.play("finir" if s.agi else "passer")


# --- « Résumé d'une partie » -----------------------------------------------------------------

def test_seven_crew_and_ten_seasons():
    """« La partie est divisée en 10 saisons » ; « chaque joueur pourra effectuer des actions avec ses
    7 pions Équipage »."""
    s = start(3)
    assert [sum(c["navire"]) + sum(c["traineau"]) for c in s.equipage] == [7, 7, 7]
    for season in range(1, 11):
        assert s.saison == season and not s.is_over()
        pass_all(s)
    assert s.is_over() and s.saison == 11


def test_one_action_then_each_more_costs_one_more():
    """« un joueur doit effectuer une action en utilisant le nombre de pions Équipage correspondant. Il
    peut effectuer des actions supplémentaires, mais chaque action lui coûtera 1 pion Équipage de plus
    que le coût normal. » (reading: + 1, not + 2 for the third)"""
    s = start()
    play(s, "aller-navire-B5")
    assert s.equipage[0]["navire"] == [6, 1]
    play(s, "aller-navire-C5")
    assert s.equipage[0]["navire"] == [4, 3]
    play(s, "aller-navire-D5")
    assert s.equipage[0]["navire"] == [2, 5], "the third action costs 1 + 1, not 1 + 2"
    play(s, "aller-navire-E5")
    assert s.equipage[0]["navire"] == [0, 7]
    refused(s, "aller-navire-F5", "coûte 2", section="les-actions")
    refused(s, "passer", "déjà agi", section="passer")
    play(s, "finir")
    assert s.current() == 1 and s.agi == 0


def test_a_turn_is_an_action_or_a_pass():
    """« Pendant son tour de jeu, un joueur doit effectuer une action » (finir needs one)."""
    s = start()
    refused(s, "finir", "doit effectuer une action", section="resume-dune-partie")


def test_no_crew_available_must_pass():
    """« Si un joueur n'a plus de pion Équipage « Disponible », il doit passer »."""
    s = start()
    for cell in ("B5", "C5", "D5", "E5", "F5", "G5", "G4"):
        play(s, f"aller-navire-{cell}", "finir")
        if s.current() == 1:
            play(s, "aller-navire-B5" if s.navires[1] == "A5" else "passer")
            if s.agi:
                play(s, "finir")
    assert s.equipage[0]["navire"][0] == 0
    assert s.legal_moves(0) == ["passer"]


def test_the_season_goes_on_until_all_pass_and_passing_order_sets_the_next():
    """« La saison continue jusqu'à ce que tous les joueurs passent leur tour de jeu » ; « le 1er joueur
    a passé au tour précédent est 1er joueur du nouveau tour, le 2è … le 2è joueur »."""
    s = start(3)
    play(s, "aller-navire-B5", "finir")   # seat 0 acts
    play(s, "passer")                     # seat 1 passes first
    play(s, "aller-navire-B5", "finir")   # seat 2 acts
    play(s, "passer")                     # seat 0 passes second
    assert s.saison == 1 and s.current() == 2, "the season goes on: seat 2 has not passed"
    play(s, "aller-navire-C5", "finir", "passer")
    assert s.saison == 2
    assert s.ordre == [1, 0, 2] and s.current() == 1


def test_used_crew_becomes_available_again():
    """« A la fin de la saison, tous les pions Équipage utilisés redeviennent « Disponibles » »."""
    s = start()
    play(s, "aller-navire-B5", "aller-navire-C5", "finir")
    assert s.equipage[0]["navire"] == [4, 3]
    pass_all(s)
    assert s.equipage[0]["navire"] == [7, 0]


# --- « Déplacement », « Transfert d'Équipage » ----------------------------------------------

def test_ship_goes_by_sea_orthogonally():
    """« Le joueur déplace son Navire sur une tuile adjacente (hors diagonales) à celle occupée, reliée
    par une voie maritime »."""
    s = start(position={"navires": ["B4", "A5"]})
    assert {m for m in s.legal_moves(0) if m.startswith("aller-navire")} == {
        "aller-navire-B3", "aller-navire-B5"}
    refused(s, "aller-navire-A4", "voie maritime", section="deplacement")
    refused(s, "aller-navire-C3", "adjacente", section="deplacement")


def test_several_ships_share_a_tile():
    """« Plusieurs Navires peuvent occuper une même tuile. »"""
    s = start(position={"navires": ["B5", "C5"]})
    play(s, "aller-navire-C5")
    assert s.navires == ["C5", "C5"]


def test_sled_by_land_never_by_sea():
    """« Le Traîneau ne peut pas traverser la mer. »"""
    s = start(position={"navires": ["B4", "A5"], "sur_traineau": [3, 0]})
    assert "aller-traineau-A4" in s.legal_moves(0)
    refused(s, "aller-traineau-B3", "ne peut pas traverser la mer", section="deplacement")
    play(s, "aller-traineau-A4")
    assert s.traineaux[0] == "A4" and s.equipage[0]["traineau"] == [2, 1]


def test_transfer_only_together_or_undeployed_and_states_kept():
    """« Cette action est possible uniquement si le Navire et le Traîneau d'un joueur sont sur la même
    tuile, ou si le Traîneau n'est pas déployé. … Les pions ainsi transférés restent dans le même état
    … Le pion utilisé pour cette action peut également être transféré »."""
    s = start()
    play(s, "transfert-7")
    assert s.equipage[0] == {"navire": [0, 0], "traineau": [6, 1]}, "the paid pion went to the sled too"
    s = start(position={"navires": ["B4", "A5"], "sur_traineau": [3, 0]})
    play(s, "aller-traineau-A4", "finir", "passer")
    refused(s, "transfert-0", "même tuile", section="transfert-dequipage")


def test_reading_an_empty_sled_goes_back_aboard():
    """Lecture retenue : un Transfert qui laisse 0 pion au Traîneau le remet à bord ; le Traîneau peut
    rejoindre la tuile de son Navire, même en mer."""
    s = start(position={"navires": ["B4", "A5"], "sur_traineau": [3, 0]})
    play(s, "aller-traineau-A4", "finir", "passer")
    assert "aller-traineau-A5" in s.legal_moves(0), "home to Greenland over land"
    s = start(position={"navires": ["B4", "A5"], "traineaux": ["A4", None], "sur_traineau": [3, 0]})
    assert "aller-traineau-B4" in s.legal_moves(0), "the sled rejoins its ship at sea"
    play(s, "aller-traineau-B4", "transfert-0")
    assert s.traineaux[0] is None


# --- tokens, coefficients ---------------------------------------------------------------------

def test_tokens_cost_and_points_times_the_column_coefficient():
    """« Explorer un site Franklin ou un Détroit — Coût : 3 … 1 point de Prestige multiplié par le
    coefficient de la zone » ; « Découvrir un Inuit ou un Cairn — Coût : 2 … 2 points de Prestige
    multiplié par le coefficient ». Reading: the coefficient is the column's (G ×3, B ×1)."""
    s = start(position={"navires": ["G2", "A5"]})
    play(s, "ramasser-navire")
    assert s.prestige[0] == 3 and s.equipage[0]["navire"] == [4, 3] and "G2" not in s.jetons
    s = start(position={"navires": ["B4", "A5"], "traineaux": ["C4", None], "sur_traineau": [3, 0]})
    play(s, "ramasser-traineau")
    assert s.prestige[0] == 2 * 2 and s.equipage[0]["traineau"] == [1, 2]
    assert s.trouves[0]["cairn"] == 1


def test_reading_cartography_taken_like_a_strait():
    """Lecture retenue : un jeton Cartographie par île (C2, E3), ramassé comme un Détroit : 3 pions,
    1 × le coefficient (not 2 × like an Inuit)."""
    assert R.TOKEN_PLACES["C2"] == R.TOKEN_PLACES["E3"] == "K"
    s = start(position={"navires": ["D3", "A5"], "traineaux": ["E3", None], "sur_traineau": [4, 0]})
    play(s, "ramasser-traineau")
    assert s.prestige[0] == 2 and s.equipage[0]["traineau"] == [1, 3]
    assert s.trouves[0]["cartographie"] == 1


def test_reading_the_board_and_its_coefficients():
    """Lecture retenue : 7 × 5 tuiles, Groenland en A5, ×1 (A, B), ×2 (C à E), ×3 (F, G)."""
    assert (R.BOARD.rows, R.BOARD.cols) == (5, 7) and R.terrain("A5") == R.GREENLAND
    assert R.COEFS == (1, 1, 2, 2, 2, 3, 3)
    assert sorted(R.TOKEN_PLACES.values()) == sorted("FFFDDDIICCKK")


# --- the sun disc -------------------------------------------------------------------------------

def test_reading_the_sun_goes_down_then_back_up():
    """« A la fin de chaque saison, le disque solaire avance, et la partie du plateau se trouvant
    au-dessus du soleil gèle » ; reading: 0 1 2 3 4 3 2 1 0 1 rows frozen."""
    assert [R.frozen_rows(k, 5) for k in range(1, 11)] == [0, 1, 2, 3, 4, 3, 2, 1, 0, 1]
    s = start()
    pass_all(s)
    assert s.frozen("B1") and not s.frozen("B2") and not s.frozen("A5")


def test_ship_never_onto_ice_and_imprisoned_until_thaw():
    """« Les Navires ne peuvent pas se déplacer sur une tuile gelée » ; « Si un Navire se retrouve sur une
    tuile gelée (suite au changement de saison), il est emprisonné jusqu'à ce que la tuile dégèle »."""
    s = start(position={"saison": 3, "navires": ["D3", "A5"]})
    refused(s, "aller-navire-D2", "gelée", section="deplacement")
    pass_all(s)
    assert s.saison == 4 and s.frozen("D3")
    refused(s, "aller-navire-D4", "emprisonné", section="deplacement")
    for _ in range(3):
        pass_all(s)   # seasons 5 and 6: rows 1 to 4, then 1 to 3 frozen; season 7: D3 thaws
    assert s.saison == 7 and not s.frozen("D3") and "aller-navire-D4" in s.legal_moves(0)


def test_sled_goes_freely_on_ice():
    """« Une tuile gelée est considérée comme terrestre, le Traîneau peut s'y déplacer librement. »"""
    s = start(position={"saison": 3, "navires": ["D3", "A5"], "sur_traineau": [3, 0]})
    play(s, "aller-traineau-D2")
    assert s.traineaux[0] == "D2"


# --- « Fin de la partie » -----------------------------------------------------------------------

def test_final_count_majorities_series_and_abandon():
    """« Le joueur ayant le plus de jetons d'un type de Découverte (Franklin, Détroit ou Cartographie),
    gagne les points de Prestige de la 1ère place » ; « Chaque série … rapporte 6 points » ; « -2 points
    de Prestige par pion Équipage » ; « Un Navire perdu coûte un malus de -2 »."""
    full = {k: 1 for k in R.KINDS}
    s = start(position={"saison": 10, "navires": ["A5", "B5"], "prestige": [5, 5],
                        "trouves": [full, {"franklin": 2}]})
    pass_all(s)
    t = s.table()
    assert t[0] == {"prestige": 5, "exploration": 3 + 6 + 6, "series": 6, "abandon": 0, "total": 26}
    assert t[1] == {"prestige": 5, "exploration": 6, "series": 0, "abandon": -2 * 7 - 2, "total": -5}


def test_reading_ties_share_the_place_points():
    """Lecture retenue : 6, 3, 1 ; à égalité, chacun les points de sa place (not the next place's)."""
    assert R.ranked_points([2, 2, 1]) == [6, 6, 1]
    assert R.ranked_points([0, 1]) == [0, 6]


def test_a_sled_left_out_loses_its_crew_not_the_ship():
    """« Tout Navire et/ou Traîneau qui n'est pas rentré au Groenland avant la fin de la 10è saison est
    perdu »."""
    s = start(position={"saison": 10, "traineaux": ["C4", None], "sur_traineau": [3, 0]})
    pass_all(s)
    assert s.table()[0]["abandon"] == -6 and s.table()[1]["abandon"] == 0


def test_tie_goes_to_the_first_back_in_greenland():
    """« En cas d'égalité, le premier joueur (parmi ceux à égalité) à être revenu au Groenland est déclaré
    vainqueur. »"""
    s = start(position={"saison": 10, "navires": ["B5", "B5"]})
    play(s, "aller-navire-C5", "finir", "aller-navire-A5", "finir", "aller-navire-B5", "finir", "passer",
         "aller-navire-A5", "finir", "passer")
    assert s.is_over() and s.scores() == [0, 0]
    assert s.winners() == [1]


def test_reading_nobody_back_the_tie_stays():
    s = start(position={"saison": 10, "navires": ["B5", "B5"]})
    pass_all(s)
    assert s.winners() == [0, 1]


# --- positions, bots, volume ----------------------------------------------------------------------

@pytest.mark.parametrize("position, words", [
    ({"saison": 11}, "saison"), ({"navires": ["A4", "A5"]}, "navires"), ({"traineaux": ["B5", None]}, "traineaux"),
    ({"sur_traineau": [8, 0]}, "sur_traineau"), ({"trouves": [{"or": 1}, {}]}, "trouves"),
    ({"jetons": ["A1"]}, "jetons"), ({"couleur": 1}, "table"),
])
def test_a_wrong_position_is_refused(position, words):
    with pytest.raises(ScenarioError) as err:
        start(position=position)
    assert words in str(err.value)


def test_the_greedy_bot_takes_a_token_and_heads_home():
    bot = GreedyBot()
    s = start(position={"navires": ["G2", "A5"]})
    assert bot.choose(s.view(0), s.legal_moves(0), Rng(1)) == "ramasser-navire"
    s = start(position={"saison": 9, "navires": ["C5", "A5"]})
    assert bot.choose(s.view(0), s.legal_moves(0), Rng(1)) == "aller-navire-B5"


def test_the_greedy_bot_is_fast_and_beats_random():
    wins = 0
    for seed in range(4):
        state, _ = play_out(GAME, {"joueurs": 2}, seed, ["glouton", "hasard"])
        wins += state.scores()[0] > state.scores()[1]
    assert wins >= 3
    s = start(3)
    t = time.perf_counter()
    GreedyBot().choose(s.view(0), s.legal_moves(0), Rng(1))
    assert time.perf_counter() - t < 0.1


def _check(state):
    for crew in state.equipage:
        assert sum(crew["navire"]) + sum(crew["traineau"]) == R.CREW
        assert min(crew["navire"] + crew["traineau"]) >= 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_games_to_the_end(players):
    """50 seeded games per player count (random and greedy bots), ten seasons each."""
    for k, (state, moves) in enumerate(random_games(
            GAME, seeds(50, 400), {"joueurs": players},
            bots=lambda seed: ["glouton" if (seed + p) % 3 else "hasard" for p in range(players)],
            check=_check)):
        assert state.saison == R.SEASONS + 1 and state.winners()
        if k % 10 == 0:
            assert GAME.from_json(json.loads(json.dumps(state.to_json()))).scores() == state.scores()


# --- the view ---------------------------------------------------------------------------------------

def test_the_board_crew_figures_and_sun_are_drawn():
    s = start(3, saison=3, sur_traineau=[2, 0, 0])
    html = GAME.render(s, 0, s.legal_moves(0))
    assert html.count('class="bga-tile') == 35
    assert html.count('data-shape="bateau"') >= 3 and 'data-shape="traineau"' in html
    assert "☀" in html and "bga-frozen" in html
    assert html.count('data-shape="personnage"') >= 21
    assert 'data-move="transfert-' in html and "bga-stepper" not in html and "bga-counter" not in html
    assert 'data-move="passer"' in html and 'data-definitif="true"' in html
