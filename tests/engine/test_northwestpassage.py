"""Northwest Passage (page « Gamehelpnorthwestpassage »): the whole game, ten seasons, the Exploration
tiles drawn, refreshed and laid, crew between ship and sled, the sun disc and the ice, and the count of
« Fin de la partie ». Each scenario quotes the page; each reading stated under « Lecture retenue » has a
test that fails under the opposite one.

The board (a reading): 7 × 6 squares, top row north, Greenland in A6, the Northwest Passage in G1, the
rest to explore. A square is written by its corners clockwise from the top left, m sea, t land:
"mmtm" has land at its bottom-right corner, shared with the squares right, below and diagonally below.
Tokens: C3 F2 E5 Franklin, D2 G4 B4 Détroit, B2 F5 Inuit, C5 E1 Cairn.
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
SEA_ROW = {c: "mmmm" for c in ("B6", "C6", "D6", "E6", "F6", "G6", "G5", "B5")}
"""The bottom row explored, open sea (and B5, G5)."""
EXAMPLE = {"tuiles": {"A3": "tmmt", "A4": "tmmt", "A5": "tmmt", "B3": "mmtm", "B5": "mmmm", "B6": "mmmm",
                      "C6": "mmmm"},
           "navires": ["B5", "A6"], "reserves": [["grande-2"], []]}
"""The page's example beside « Placer une tuile »."""


def start(players: int = 2, position=None, arret: str = "partie", **fields):
    """A new game; `position` (or its fields given one by one) is the block's « position »."""
    options = {"joueurs": players, "arret": arret}
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


def crew(s, p=0, v="navire"):
    return s.equipage[p][v]


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
    s = start(tuiles=SEA_ROW)
    play(s, "aller-navire-B6")
    assert crew(s) == [6, 1]
    play(s, "aller-navire-C6")
    assert crew(s) == [4, 3]
    play(s, "aller-navire-D6")
    assert crew(s) == [2, 5], "the third action costs 1 + 1, not 1 + 2"
    play(s, "aller-navire-E6")
    assert crew(s) == [0, 7]
    refused(s, "aller-navire-F6", "coûte 2", section="les-actions")
    refused(s, "passer", "déjà agi", section="passer")
    play(s, "finir")
    assert s.current() == 1 and s.agi == 0


def test_a_turn_is_an_action_or_a_pass():
    """« Pendant son tour de jeu, un joueur doit effectuer une action » (finir needs one)."""
    s = start()
    refused(s, "finir", "doit effectuer une action", section="resume-dune-partie")


def test_no_crew_available_must_pass():
    """« Si un joueur n'a plus de pion Équipage « Disponible », il doit passer »."""
    s = start(tuiles=SEA_ROW)
    play(s, "aller-navire-B6", "finir", "passer")   # the other seat passes at once
    for cell in ("C6", "D6", "E6", "F6", "G6", "G5"):
        play(s, f"aller-navire-{cell}", "finir")
    assert crew(s) == [0, 7]
    assert s.legal_moves(0) == ["passer"]


def test_the_season_goes_on_until_all_pass_and_passing_order_sets_the_next():
    """« La saison continue jusqu'à ce que tous les joueurs passent leur tour de jeu » ; « le 1er joueur
    a passé au tour précédent est 1er joueur du nouveau tour, le 2è … le 2è joueur »."""
    s = start(3, tuiles=SEA_ROW)
    play(s, "aller-navire-B6", "finir")   # seat 0 acts
    play(s, "passer")                     # seat 1 passes first
    play(s, "aller-navire-B6", "finir")   # seat 2 acts
    play(s, "passer")                     # seat 0 passes second
    assert s.saison == 1 and s.current() == 2, "the season goes on: seat 2 has not passed"
    play(s, "aller-navire-C6", "finir", "passer")
    assert s.saison == 2
    assert s.ordre == [1, 0, 2] and s.current() == 1


def test_used_crew_becomes_available_again():
    """« A la fin de la saison, tous les pions Équipage utilisés redeviennent « Disponibles » »."""
    s = start(tuiles=SEA_ROW)
    play(s, "aller-navire-B6", "aller-navire-C6", "finir")
    assert crew(s) == [4, 3]
    pass_all(s)
    assert crew(s) == [7, 0]


def test_the_game_ends_when_every_expedition_is_back():
    """« La partie se termine à la fin de la 10è saison ou lorsque toutes les Expéditions sont revenues au
    Groenland. »"""
    s = start(tuiles=SEA_ROW, navires=["B6", "B6"])
    play(s, "aller-navire-A6", "finir")
    pass_all(s)
    assert s.saison == 2 and not s.is_over(), "one expedition is still out"
    play(s, "aller-navire-A6", "finir")
    pass_all(s)
    assert s.is_over() and s.saison == R.SEASONS + 1 and s.winners()


# --- « Piocher une tuile », « Rafraîchir les tuiles et piocher » ------------------------------

def test_draw_a_large_or_a_small_tile_among_the_visible_ones():
    """« Coût : 1 pion Équipage … Le joueur pioche au choix, une petite ou une grande tuile Exploration,
    parmi celles visibles (4 grandes et 6 petites) »."""
    s = start()
    assert len(s.rangee) == 4 and len(s.petites) == 6
    drawn = s.rangee[2]
    play(s, "piocher-grande-2")
    assert s.reserves[0] == [{"t": "grande", "k": drawn}] and crew(s) == [6, 1]
    assert len(s.rangee) == 4 and drawn not in s.rangee, "the row is filled again (a reading)"
    play(s, "piocher-petite-cote")
    assert s.reserves[0][1] == {"t": "petite", "k": "cote"} and s.petites["cote"] == R.SMALL_COPIES - 1
    assert crew(s) == [4, 3]
    refused(s, "piocher-grande-4", "4 grande", section="piocher-une-tuile")


def test_refresh_puts_the_four_under_the_pile_and_draws_four():
    """« Coût : 2 pions Équipage … Les 4 grandes tuiles Exploration sont remises sous la pioche et 4
    nouvelles tuiles sont tirées. Le joueur pioche au choix, une petite ou une grande tuile »."""
    s = start()
    old, pile = list(s.rangee), list(s.pioche)
    play(s, "rafraichir")
    assert crew(s) == [5, 2]
    assert s.rangee == list(reversed(pile))[:4] and s.pioche[:4] == list(reversed(old))
    assert set(s.rangee).isdisjoint(old)
    refused(s, "finir", "pioche au choix", section="rafraichir-les-tuiles-et-piocher")
    assert all(m.startswith("piocher-") for m in s.legal_moves())
    play(s, "piocher-petite-mer")
    assert crew(s) == [5, 2], "the draw is part of the refresh: no second cost"
    assert s.reserves[0] == [{"t": "petite", "k": "mer"}] and "finir" in s.legal_moves()


def test_reading_a_reserve_holds_three_tiles():
    """Lecture retenue : une réserve garde 3 tuiles au plus (not unlimited)."""
    s = start()
    play(s, "piocher-petite-mer", "piocher-petite-mer", "piocher-petite-mer")
    assert len(s.reserves[0]) == 3
    refused(s, "piocher-petite-mer", "3 tuiles", section="piocher-une-tuile")
    assert "rafraichir" not in s.legal_moves()


def test_reading_the_ship_pays_a_draw_else_the_sled():
    """Lecture retenue : piocher est payé par le Navire s'il a les pions, sinon par le Traîneau."""
    s = start(sur_traineau=[6, 0])
    play(s, "piocher-grande-0")
    assert crew(s) == [0, 1] and crew(s, 0, "traineau") == [6, 0]
    play(s, "piocher-grande-0")
    assert crew(s, 0, "traineau") == [4, 2]


# --- « Placer une tuile » ---------------------------------------------------------------------

def test_small_tiles_face_up_large_either_face():
    """« Les petites tuiles doivent être placées face visible, et les grandes tuiles sont placées au choix
    du joueur » (reading: both turn a quarter turn at a time)."""
    s = start(tuiles=SEA_ROW, navires=["C6", "A6"], reserves=[["petite-pointe", "grande-1"], []])
    play(s, "tuile-0")
    assert "retourner" not in s.legal_moves() and "tourner" in s.legal_moves()
    refused(s, "retourner", "face visible", section="placer-une-tuile")
    o = s.choix["o"]
    play(s, "tourner")
    assert s.choix["o"] == (o + 1) % 4
    play(s, "annuler", "tuile-1")
    assert "retourner" in s.legal_moves()
    o = s.choix["o"]
    play(s, "retourner")
    assert s.choix["o"] == (o + 4) % 8
    assert R.orientations({"t": "grande", "k": 0}) == 8 and R.orientations({"t": "petite", "k": "mer"}) == 4


def test_the_tile_follows_the_grid_and_touches_a_side_of_the_vehicles_square():
    """« La tuile doit être placée en respectant le quadrillage du plateau » ; « La nouvelle tuile doit
    être placée adjacente à un côté de la tuile où se trouve le joueur (Navire ou Traîneau selon celui qui
    effectue l'action) »."""
    s = start(position=EXAMPLE)
    play(s, "tuile-0")
    assert [m for m in s.legal_moves() if m.startswith("poser")] == ["poser-navire-C4"]
    refused(s, "poser-navire-D4", "adjacente à un côté", section="placer-une-tuile")
    refused(s, "poser-navire-G6", "quadrillage", section="placer-une-tuile")
    refused(s, "poser-navire-A5", "a déjà sa tuile", section="placer-une-tuile")
    # beside the sled, the sled pays
    s = start(tuiles=SEA_ROW, navires=["B6", "A6"], traineaux=["A6", None], sur_traineau=[3, 0],
              reserves=[["petite-pointe"], []])
    play(s, "tuile-0")
    while s.choix["o"] != 3:
        play(s, "tourner")   # "mmmt": the land of Greenland's corner
    assert "poser-traineau-A5" in s.legal_moves() and "poser-navire-A5" not in s.legal_moves()
    play(s, "poser-traineau-A5")
    assert crew(s, 0, "traineau") == [2, 1] and crew(s) == [4, 0]


def test_land_zones_match_orthogonal_and_diagonal_neighbours():
    """« Les zones terrestres de la nouvelle tuile doivent correspondre avec toutes les autres tuiles
    adjacentes (orthogonales et diagonales) »: C4 only touches B5 at a corner, and that corner is land."""
    s = start(tuiles={"B6": "mmmm", "C6": "mmmm", "C4": "mmmt"}, navires=["B6", "A6"],
              reserves=[["petite-mer", "petite-pointe"], []])
    assert "tuile-0" not in s.legal_moves(), "all sea fits nowhere beside B6 (A5: Greenland's land; B5: C4's)"
    play(s, "tuile-1")
    while s.choix["o"] != 1:
        play(s, "tourner")   # the land corner top right: "mtmm"
    assert R.tile_shape({"t": "petite", "k": "pointe"}, 1)[(0, 0)] == "mtmm"
    assert "poser-navire-B5" in s.legal_moves()
    s2 = start(tuiles={"B6": "mmmm", "C6": "mmmm", "C4": "mmmt"}, navires=["B6", "A6"], reserves=[["petite-mer"], []])
    s2.etape, s2.choix = "pose", {"i": 0, "o": 0}
    refused(s2, "poser-navire-B5", "orthogonales et diagonales", "C4", section="placer-une-tuile")
    play(s, "poser-navire-B5")
    assert s.cases["B5"] and "".join(s.coins[v] for v in R.corners("B5")) == "mtmm"


def test_the_sea_way_from_greenland_to_the_passage_stays_open():
    """« Aucune tuile ne doit être posée de façon à supprimer toute possibilité de joindre le Groenland au
    Northwest Passage par la mer »: A5 and B6 already wall Greenland's bay but for B5."""
    s = start(tuiles={"A5": "ttmt", "B6": "mttm"}, navires=["B6", "A6"], reserves=[["petite-baie", "petite-passe"],
                                                                                   []])
    assert R.sea_way(s.coins)
    play(s, "tuile-0")
    while s.choix["o"] != 0:
        play(s, "tourner")   # "tttm": the land of A5 and B6 joined round Greenland's bay
    refused(s, "poser-navire-B5", "joindre le Groenland au Northwest Passage", section="placer-une-tuile")
    assert not R.sea_way(R.lay(s.coins, R.tile_shape({"t": "petite", "k": "baie"}, 0), "B5"))
    play(s, "annuler", "tuile-1")
    while s.choix["o"] != 0:
        play(s, "tourner")   # "tmtm": the corners A5 and B6 ask for, the sea open top right
    play(s, "poser-navire-B5")
    assert R.sea_way(s.coins) and "B5" in s.cases


def test_an_empty_space_is_filled_with_the_corresponding_small_tile():
    """« Si en posant la nouvelle tuile cela crée un espace vide de la taille d'une petite tuile, le joueur
    pioche la tuile correspondante dans la réserve. »"""
    s = start(position=EXAMPLE)
    play(s, "tuile-0", "poser-navire-C4")
    assert set(s.cases) >= {"C4", "D4", "C5", "D5", "B4"}
    assert "".join(s.coins[v] for v in R.corners("B4")) == "mtmm" and s.sortes[s.cases["B4"]] == "petite"
    assert s.petites["pointe"] == R.SMALL_COPIES - 1
    assert s.cases["C4"] == s.cases["D5"] != s.cases["B4"], "one large tile, one small tile"
    assert crew(s) == [6, 1], "the filling is free"


def test_several_spaces_are_all_filled_and_a_joker_when_none_corresponds():
    """« Si plusieurs espaces sont créés, le joueur les comble tous. S'il n'y a plus de tuile
    correspondante pour combler un espace vide, on place n'importe quelle tuile face Joker visible »
    (reading: the Joker is taken from the largest pile and takes the corners around it)."""
    around = {"A4": "tmmt", "A5": "tmmt", "B3": "mmmm", "C4": "mmmm", "C6": "mmmm", "B6": "mmmm", "D5": "mmmm"}
    s = start(tuiles=around, navires=["B6", "A6"], reserves=[["petite-mer"], []])
    s.petites["mer"] = 1
    left = sum(s.petites.values())
    play(s, "tuile-0")
    while s.choix["o"] != 0:
        play(s, "tourner")
    play(s, "poser-navire-B5")   # B4 and C5 are left enclosed, each the size of a small tile
    kinds = sorted(s.sortes[s.cases[c]] for c in ("B4", "C5"))
    assert kinds == ["joker", "petite"], "one with the last Mer, the other a Joker"
    assert s.petites["mer"] == 0 and sum(s.petites.values()) == left - 2
    assert "".join(s.coins[v] for v in R.corners("C5")) == "mmmm"


def test_an_island_closed_on_two_tiles_or_more_scores():
    """« Une Île est fermée lorsque l'ensemble de ses zones terrestres, sur au moins 2 tuiles, sont cernées
    par la mer (ou les limites du plateau). Dans ce cas, le joueur gagne un jeton Cartographie et des
    points de Prestige en fonction du nombre de tuiles formant l'Île » (reading: 1 point a tile)."""
    s = start(position=EXAMPLE)
    play(s, "tuile-0", "poser-navire-C4")
    assert s.trouves[0]["cartographie"] == 1 and s.prestige[0] == 3, "B3, the large tile, B4's small one"
    assert len(s.iles) == 1
    # one tile only: no island
    s = start(tuiles={"B6": "mmmm", "C6": "mmmm"}, navires=["C6", "A6"], reserves=[["grande-1"], []])
    play(s, "tuile-0")
    while s.choix["o"] != 0:
        play(s, "tourner")
    play(s, "poser-navire-C4")   # "mmm/mtm/mmm": the land of its middle, on one tile
    assert s.trouves[0]["cartographie"] == 0 and s.prestige[0] == 0 and not s.iles


def test_reading_an_island_counts_a_large_tile_once():
    """Lecture retenue : 1 point par tuile, une grande tuile comptant une fois (not once per square: the
    land of the large tile's verso touches its four squares, 8 squares but 5 tiles)."""
    s = start(tuiles={"B3": "mmtm", "C3": "mmtt", "B4": "mttm", "B5": "mtmm"}, navires=["B5", "A6"],
              reserves=[["grande-1"], []])
    play(s, "tuile-0")
    while s.choix["o"] != 4:
        play(s, "tourner" if s.choix["o"] < 4 and s.choix["o"] % 4 else "retourner")
    assert R.tile_shape({"t": "grande", "k": 0}, 4)[(0, 0)] == "tttt"
    play(s, "poser-navire-C4")
    assert s.prestige[0] == 5 and s.trouves[0]["cartographie"] == 1


def test_reading_a_tile_may_go_on_a_frozen_square_and_an_imprisoned_ship_acts_otherwise():
    """Lecture retenue : on peut poser une tuile sur une case gelée ; un Navire emprisonné peut encore
    piocher et placer."""
    s = start(saison=2, tuiles={"B2": "mmmm"}, navires=["B2", "A6"], reserves=[["petite-mer"], []])
    assert s.frozen("B1") and not s.explored("B1")
    play(s, "tuile-0")
    assert "poser-navire-B1" in s.legal_moves()
    s = start(position={**ICE, "saison": 4, "reserves": [["petite-mer"], []]})
    assert s.frozen("D3") and not any(m.startswith("aller-navire") for m in s.legal_moves())
    assert "piocher-grande-0" in s.legal_moves()
    play(s, "tuile-0")
    assert "poser-navire-E3" in s.legal_moves()


def test_reading_an_island_scores_once():
    s = start(position=EXAMPLE)
    play(s, "tuile-0", "poser-navire-C4")
    s._close_islands(0)
    assert s.prestige[0] == 3


# --- « Déplacement », « Transfert d'Équipage » ----------------------------------------------

def test_ship_goes_by_sea_orthogonally_onto_explored_squares():
    """« Le joueur déplace son Navire sur une tuile adjacente (hors diagonales) à celle occupée, reliée
    par une voie maritime »."""
    s = start(tuiles={"B6": "mtmm", "B5": "mttm", "C5": "tmmt", "C4": "mmmt"}, navires=["B5", "A6"])
    assert {m for m in s.legal_moves(0) if m.startswith("aller-navire")} == {"aller-navire-B6"}
    refused(s, "aller-navire-C5", "voie maritime", section="deplacement")      # side B5|C5: C5's TL, BL are land
    refused(s, "aller-navire-C4", "adjacente", section="deplacement")
    refused(s, "aller-navire-B4", "pas encore explorée", section="placer-une-tuile")


def test_several_ships_share_a_tile():
    """« Plusieurs Navires peuvent occuper une même tuile. »"""
    s = start(tuiles=SEA_ROW, navires=["B6", "C6"])
    play(s, "aller-navire-C6")
    assert s.navires == ["C6", "C6"]


def test_sled_by_land_never_by_sea():
    """« Déplacement du Traîneau : … reliée par une voie terrestre. Le Traîneau ne peut pas traverser la
    mer. »"""
    s = start(tuiles={"B6": "mmmm", "A5": "ttmt", "B5": "tmmm", "A4": "mmtt"}, navires=["A6", "A6"],
              sur_traineau=[3, 0])
    assert "aller-traineau-A5" in s.legal_moves(0)
    refused(s, "aller-traineau-B6", "ne peut pas traverser la mer", section="deplacement")
    play(s, "aller-traineau-A5", "finir", "passer")
    assert s.traineaux[0] == "A5" and crew(s, 0, "traineau") == [2, 1]
    assert "aller-traineau-B5" in s.legal_moves(0) and "aller-traineau-A4" in s.legal_moves(0)


def test_transfer_only_together_or_undeployed_and_states_kept():
    """« Cette action est possible uniquement si le Navire et le Traîneau d'un joueur sont sur la même
    tuile, ou si le Traîneau n'est pas déployé. … Les pions ainsi transférés restent dans le même état
    … Le pion utilisé pour cette action peut également être transféré »."""
    s = start()
    play(s, "transfert-7")
    assert s.equipage[0] == {"navire": [0, 0], "traineau": [6, 1]}, "the paid pion went to the sled too"
    s = start(tuiles={"A5": "tmmt"}, sur_traineau=[3, 0])
    play(s, "aller-traineau-A5", "finir", "passer")
    refused(s, "transfert-0", "même tuile", section="transfert-dequipage")


def test_reading_an_empty_sled_goes_back_aboard():
    """Lecture retenue : un Transfert qui laisse 0 pion au Traîneau le remet à bord ; le Traîneau peut
    rejoindre la case de son Navire, même en mer."""
    s = start(tuiles={"B6": "mmmm", "B5": "mmmm", "A5": "tmmt"}, navires=["B5", "A6"], traineaux=["A5", None],
              sur_traineau=[3, 0])
    assert "aller-traineau-B5" in s.legal_moves(0), "the sled rejoins its ship at sea"
    play(s, "aller-traineau-B5", "transfert-0")
    assert s.traineaux[0] is None


# --- tokens, coefficients ---------------------------------------------------------------------

def test_tokens_cost_and_points_times_the_column_coefficient():
    """« Explorer un site Franklin ou un Détroit — Coût : 3 … 1 point de Prestige multiplié par le
    coefficient de la zone » ; « Découvrir un Inuit ou un Cairn — Coût : 2 … 2 points de Prestige
    multiplié par le coefficient ». Reading: the coefficient is the column's (F ×3, C ×2)."""
    s = start(tuiles={"F2": "mmmm"}, navires=["F2", "A6"])
    play(s, "ramasser-navire")
    assert s.prestige[0] == 3 and crew(s) == [4, 3] and "F2" not in s.jetons
    s = start(tuiles={"B5": "mttm", "C5": "tttt"}, navires=["B5", "A6"], traineaux=["C5", None],
              sur_traineau=[3, 0])
    play(s, "ramasser-traineau")
    assert s.prestige[0] == 2 * 2 and crew(s, 0, "traineau") == [1, 2]
    assert s.trouves[0]["cairn"] == 1


def test_reading_the_board_and_its_coefficients():
    """Lecture retenue : 7 × 6 cases, Groenland en A6, le Passage en G1 ; ×1 (A, B), ×2 (C à E), ×3 (F, G) ;
    jetons posés d'avance sur des cases à explorer."""
    assert (R.BOARD.rows, R.BOARD.cols) == (6, 7) and R.START == "A6" and R.PASSAGE == "G1"
    assert R.COEFS == (1, 1, 2, 2, 2, 3, 3)
    assert sorted(R.TOKEN_PLACES.values()) == sorted("FFFDDDIICC")
    s = start()
    assert set(s.cases) == {"A6", "G1"} and set(s.jetons) == set(R.TOKEN_PLACES)


def test_reading_six_small_shapes_give_every_square():
    """Lecture retenue : les 6 petites tuiles sont 6 formes qui, tournées, donnent les 16 cases."""
    patterns = {R.rotate_small(p, k) for p in R.SMALL.values() for k in range(4)}
    assert len(patterns) == 16


# --- the sun disc -------------------------------------------------------------------------------

def test_reading_the_sun_goes_down_then_back_up():
    """« A la fin de chaque saison, le disque solaire avance, et la partie du plateau se trouvant
    au-dessus du soleil gèle » ; reading: 0 1 2 3 4 5 4 3 2 1 rows frozen."""
    assert [R.frozen_rows(k, 6) for k in range(1, 11)] == [0, 1, 2, 3, 4, 5, 4, 3, 2, 1]
    s = start()
    pass_all(s)
    assert s.frozen("B1") and not s.frozen("B2") and not s.frozen("A6")


ICE = {"saison": 3, "navires": ["D3", "B5"],
       "tuiles": {c: "mmmm" for c in ("B5", "B6", "C6", "D6", "D5", "D4", "D3", "D2", "C3")}}
"""The page's example beside « Déplacement »."""


def test_ship_never_onto_ice_and_imprisoned_until_thaw():
    """« Les Navires ne peuvent pas se déplacer sur une tuile gelée » ; « Si un Navire se retrouve sur une
    tuile gelée (suite au changement de saison), il est emprisonné jusqu'à ce que la tuile dégèle »."""
    s = start(position=ICE)
    refused(s, "aller-navire-D2", "gelée", section="deplacement")
    pass_all(s)
    assert s.saison == 4 and s.frozen("D3")
    refused(s, "aller-navire-D4", "emprisonné", section="deplacement")
    for _ in range(4):
        pass_all(s)   # seasons 5 to 8: rows 1 to 4, 5, 4, 3 frozen; season 9: D3 thaws
    assert s.saison == 8 and s.frozen("D3")
    pass_all(s)
    assert s.saison == 9 and not s.frozen("D3") and "aller-navire-D4" in s.legal_moves(0)


def test_sled_goes_freely_on_ice():
    """« Une tuile gelée est considérée comme terrestre, le Traîneau peut s'y déplacer librement. »"""
    s = start(position=ICE, sur_traineau=[3, 0])
    play(s, "aller-traineau-D2")
    assert s.traineaux[0] == "D2"
    refused(s, "aller-traineau-C3", "adjacente", section="deplacement")


# --- the examples stop where they illustrate ------------------------------------------------------

def test_arret_tour_stops_at_the_end_of_your_turn():
    s = start(position=EXAMPLE, arret="tour")
    play(s, "tuile-0", "poser-navire-C4", "aller-navire-B4", "finir")
    assert s.is_over() and s.etape == "fin" and "Fin de l'exemple" in s.fin and s.saison == 1
    s = start(position=EXAMPLE)
    play(s, "tuile-0", "poser-navire-C4", "finir")
    assert not s.is_over() and s.current() == 1, "without arret the game goes on"


def test_arret_saison_stops_once_the_sun_has_moved():
    s = start(position=ICE, arret="saison")
    pass_all(s)
    assert s.is_over() and s.saison == 4 and s.frozen("D3") and "saison 3" in s.fin


# --- « Fin de la partie » -----------------------------------------------------------------------

def test_final_count_majorities_series_and_abandon():
    """« Le joueur ayant le plus de jetons d'un type de Découverte (Franklin, Détroit ou Cartographie),
    gagne les points de Prestige de la 1ère place » ; « Chaque série … rapporte 6 points » ; « -2 points
    de Prestige par pion Équipage » ; « Un Navire perdu coûte un malus de -2 »."""
    full = {k: 1 for k in R.KINDS}
    s = start(saison=10, tuiles=SEA_ROW, navires=["A6", "B6"], prestige=[5, 5], trouves=[full, {"franklin": 2}])
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
    s = start(saison=10, tuiles={"A5": "ttmt"}, traineaux=["A5", None], sur_traineau=[3, 0])
    pass_all(s)
    assert s.table()[0]["abandon"] == -6 and s.table()[1]["abandon"] == 0


def test_tie_goes_to_the_first_back_in_greenland():
    """« En cas d'égalité, le premier joueur (parmi ceux à égalité) à être revenu au Groenland est déclaré
    vainqueur. »"""
    s = start(saison=10, tuiles=SEA_ROW, navires=["B6", "B6"])
    play(s, "aller-navire-C6", "finir", "aller-navire-A6", "finir", "aller-navire-B6", "finir", "passer",
         "aller-navire-A6", "finir", "passer")
    assert s.is_over() and s.scores() == [0, 0]
    assert s.winners() == [1]


def test_reading_nobody_back_the_tie_stays():
    s = start(saison=10, tuiles=SEA_ROW, navires=["B6", "B6"])
    pass_all(s)
    assert s.winners() == [0, 1]


# --- positions, bots, volume ----------------------------------------------------------------------

@pytest.mark.parametrize("position, words", [
    ({"saison": 11}, "saison"), ({"navires": ["A5", "A6"]}, "navires"), ({"traineaux": ["B5", None]}, "traineaux"),
    ({"sur_traineau": [8, 0]}, "sur_traineau"), ({"trouves": [{"or": 1}, {}]}, "trouves"),
    ({"jetons": ["A1"]}, "jetons"), ({"couleur": 1}, "table"), ({"tuiles": {"A6": "mmmm"}}, "tuiles"),
    ({"tuiles": {"B6": "tmmm"}}, "correspondent"), ({"tuiles": {"B6": "mmm"}}, "tuiles"),
    ({"reserves": [["grande-11"], []]}, "reserves"), ({"reserves": [["grande-1"], ["grande-1"]]}, "un endroit"),
    ({"rangee": [1, 2, 3, 4, 5]}, "rangee"),
])
def test_a_wrong_position_is_refused(position, words):
    with pytest.raises(ScenarioError) as err:
        start(position=position)
    assert words in str(err.value)


def test_the_greedy_bot_takes_a_token_lays_a_tile_and_heads_home():
    bot = GreedyBot()
    s = start(tuiles={"F2": "mmmm"}, navires=["F2", "A6"])
    assert bot.choose(s.view(0), s.legal_moves(0), Rng(1)) == "ramasser-navire"
    s = start(saison=9, tuiles=SEA_ROW, navires=["C6", "A6"])
    assert bot.choose(s.view(0), s.legal_moves(0), Rng(1)) == "aller-navire-B6"
    s = start(position=EXAMPLE)
    assert bot.choose(s.view(0), s.legal_moves(0), Rng(1)) == "tuile-0"
    play(s, "tuile-0")
    assert bot.choose(s.view(0), s.legal_moves(0), Rng(1)) == "poser-navire-C4"
    s = start()
    assert bot.choose(s.view(0), s.legal_moves(0), Rng(1)).startswith("piocher-")


def test_the_greedy_bot_is_fast_and_beats_random():
    wins = 0
    for seed in range(4):
        state, moves = play_out(GAME, {"joueurs": 2}, seed, ["glouton", "hasard"])
        wins += state.scores()[0] > state.scores()[1]
        assert any(m.startswith("poser-") for p, m in moves if p == 0)
    assert wins >= 3
    s = start(3)
    t = time.perf_counter()
    GreedyBot().choose(s.view(0), s.legal_moves(0), Rng(1))
    assert time.perf_counter() - t < 0.1


def _check(state):
    for c in state.equipage:
        assert sum(c["navire"]) + sum(c["traineau"]) == R.CREW
        assert min(c["navire"] + c["traineau"]) >= 0
    assert all(len(r) <= R.RESERVE for r in state.reserves) and min(state.petites.values()) >= 0
    assert R.sea_way(state.coins), "the sea way is never cut"
    assert all(R.UNKNOWN not in "".join(state.coins[v] for v in R.corners(c)) for c in state.cases)
    assert all(R.has(state.coins, R.corners(c), R.SEA) for c in state.navires)


# bench/volume_coverage.py --couvrir on the hunt's volume of 400 seeds per player count (cover completed to 5)
COVER = {2: (0, 1, 2, 33, 60), 3: (0, 1, 2, 3, 67), 4: (0, 1, 2, 71, 124)}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_games_to_the_end(players):
    """Seeded games per player count (random and greedy bots), to the count."""
    for k, (state, moves) in enumerate(random_games(
            GAME, seeds(COVER[players], 400), {"joueurs": players},
            bots=lambda seed: ["glouton" if (seed + p) % 3 else "hasard" for p in range(players)],
            check=_check)):
        assert state.saison == R.SEASONS + 1 and state.winners()
        if k % 4 == 0:
            assert GAME.from_json(json.loads(json.dumps(state.to_json()))).scores() == state.scores()


# --- the view ---------------------------------------------------------------------------------------

def test_the_board_supply_reserve_and_legal_squares_are_drawn():
    s = start(3, position={**EXAMPLE, "navires": ["B5", "A6", "A6"], "reserves": [["grande-2"], [], []]},
              arret="tour")
    html = GAME.render(s, 0, s.legal_moves(0))
    assert html.count('class="bga-tile') == 42
    assert html.count('data-terrain="vide"') == 42 - 9
    assert 'data-move="piocher-grande-0"' in html and 'data-move="piocher-petite-cote"' in html
    assert 'data-move="tuile-0"' in html and 'data-move="rafraichir"' in html
    play(s, "tuile-0")
    html = GAME.render(s, 0, s.legal_moves(0))
    assert 'data-move="poser-navire-C4"' in html and html.count("bga-tile bga-move bga-legal") == 1
    assert 'data-move="tourner"' in html and 'data-move="retourner"' in html
    assert html.count('data-shape="bateau"') >= 3 and "bga-stepper" not in html
    play(s, "poser-navire-C4", "finir")
    html = GAME.render(s, 0, s.legal_moves(0))
    assert "Fin de l&#x27;exemple" in html or "Fin de l'exemple" in html


def test_the_crew_figures_and_sun_are_drawn():
    s = start(3, saison=3, sur_traineau=[2, 0, 0])
    html = GAME.render(s, 0, s.legal_moves(0))
    assert "☀" in html and 'data-shape="traineau"' in html
    assert html.count("bga-figpiece bga-nwp-crew") == 7, "the reader's 7 pions, one figure each"
    assert "Navire en A6, 7 pion(s) disponible(s) sur 7" in html, "the others' crews in words"
    assert 'data-move="transfert-' in html
    assert 'data-move="passer"' in html and 'data-definitif="true"' in html
