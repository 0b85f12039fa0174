"""Castles of Mad King Ludwig, mode « partie »: every rule of the page
(Gamehelpcastleofmadkingludwig) quoted, each reading of « Lecture retenue » against its opposite,
hidden information and the bot, the page's examples as positions of the game, and seeded games
to the end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from engine.games.castles import rules as R
from engine.games.castles.bots import CastlesBot
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from site_demos.demo_block import read_block

from playthroughs import random_games, seeds
from refusals import refused

GAME = get_game("castles", "partie")
PAGE = Path(__file__).resolve().parents[2] / "docs" / "jeux" / "castles-of-mad-king-ludwig.md"
MARKET2 = ["sal1", "jar1", "cui2", "cha2", "act3"]


def start(players=2, **position):
    position.setdefault("marche", (MARKET2 + ["ser1", "cor1"])[:R.SPACES[players]])
    return GAME.start({"joueurs": players, "position": position}, 1)


def play(s, *moves):
    for m in moves:
        s.play(m, s.to_move()[0])
    return s


def buy(s, move, anchor=None):
    """Choose `move` (« salle-2 », « escalier ») and place it at its first legal square."""
    play(s, move)
    p = s.to_move()[0]
    for _ in range(4):
        spots = R.places(s.chateaux[p], s.chosen(), s.sens)
        if spots and (anchor is None or anchor in spots):
            return play(s, "poser-" + (anchor or spots[0]))
        play(s, "tourner")
    raise AssertionError("no place")


def castle_of(*specs):
    c = R.new_castle()
    for spec in specs:
        rid, _, where = spec.partition("@")
        anchor, _, t = where.partition("/")
        assert R.placement_problem(c, rid, int(t or 0), anchor) is None, spec
        cells, doors = R.lay(anchor, rid, int(t or 0))
        c[anchor] = R.room_at(rid, int(t or 0), cells, doors)
    return c


# --- « Déroulement d'un tour » ------------------------------------------------------------------

@pytest.mark.parametrize("players, spaces", [(2, 5), (3, 6), (4, 7)])
def test_as_many_rooms_as_spaces_by_player_count(players, spaces):
    """« autant de cartes salle … qu'il y a d'espaces disponibles sous le plateau (5/6/7 espaces
    selon s'il y a 2/3/4 joueurs) »."""
    s = GAME.start({"joueurs": players}, 1)
    assert len(s.marche) == spaces and all(slot["salle"] for slot in s.marche)
    assert [R.PRICES[i] for i in range(spaces)] == list(R.PRICES[:spaces])


def test_the_builder_arranges_the_rooms_first():
    """« Il les réarrange ensuite comme il veut »: a room taken, then put on another price (the two
    swap); nobody buys before the arrangement is validated."""
    s = start(maitre=1)
    refused(s, "salle-1", "réarrange", section="deroulement-dun-tour")
    play(s, "prendre-1", "ranger-5")
    assert s.marche[4]["salle"] == "sal1" and s.marche[0]["salle"] == "act3"
    play(s, "valider")
    assert s.etape == "achat" and s.to_move() == [1]


def test_others_pay_the_builder_the_builder_pays_the_bank_and_buys_last():
    """« Les autres joueurs achètent à tour de rôle une salle en payant son coût au Maître bâtisseur
    … Ensuite, le Maître bâtisseur achète et place une salle en payant le coût à la banque »."""
    s = start(players=3, maitre=1, marche=MARKET2 + ["ser1"], argent=[10000, 10000, 10000])
    play(s, "valider")
    assert s.order() == [1, 2, 0]
    buy(s, "salle-3")                    # Joueur 2 pays 3 000 to Joueur 1
    assert s.argent == [13000, 7000, 10000]
    buy(s, "salle-1")                    # Joueur 3 pays 1 000 to Joueur 1
    assert s.argent == [14000, 7000, 9000]
    buy(s, "salle-6")                    # the Builder pays the bank its 8 000
    assert s.argent == [6000, 7000, 9000]


def test_a_stair_or_corridor_costs_3000_paid_to_the_bank():
    """« acheter un escalier ou un couloir pour 3 000 » (the bank gets it, not the Builder: a
    reading)."""
    s = start(maitre=2, argent=[5000, 5000])
    buy(s, "couloir")
    assert s.argent == [2000, 5000]
    assert any(r["id"] == "couloir" for r in s.chateaux[0].values())


def test_passing_gains_5000():
    """« ou passer et gagner 5 000 Marks »."""
    s = start(maitre=2, argent=[1000, 1000])
    play(s, "passer")
    assert s.argent[0] == 6000


def test_unsold_rooms_get_a_1000_coin_and_the_next_player_builds():
    """« on place une pièce de 1 000 sur toutes les salles encore présentes sous le plateau et le
    joueur suivant devient Maître bâtisseur »."""
    s = GAME.start({"joueurs": 2}, 4)
    play(s, "valider")
    kept = [x["salle"] for x in s.marche[1:]]
    buy(s, "salle-1")
    play(s, "passer")
    assert [x["salle"] for x in s.marche[1:]] == kept      # a reading: unsold rooms keep their price
    assert [x["pieces"] for x in s.marche[1:]] == [1000] * 4 and s.marche[0]["pieces"] == 0
    assert s.maitre == 1 and s.etape == "ranger" and s.to_move() == [1]
    assert s.marche[0]["salle"] is not None          # the empty space is filled from the deck


def test_coins_on_a_room_go_to_its_buyer():
    """A reading: the 1 000 coins laid on an unsold room go to whoever buys it, not to the bank."""
    s = start(maitre=2, pieces=[2000, 0, 0, 0, 0], argent=[5000, 5000])
    buy(s, "salle-1")
    assert s.argent == [5000 - 1000 + 2000, 6000]


def test_too_dear_a_room_is_refused():
    s = start(maitre=2, argent=[2500, 0])
    refused(s, "salle-4", "n'a que 2500 Marks", section="deroulement-dun-tour")
    refused(s, "escalier", "3000", section="deroulement-dun-tour")


@pytest.mark.parametrize("players, rooms", [(2, 20), (3, 26), (4, 30)])
def test_deck_size_by_player_count(players, rooms):
    """A reading: 20, 26 or 30 rooms of the 39 in the draw pile (spaces included), the rest in the box."""
    s = GAME.start({"joueurs": players}, 5)
    assert len(s.pioche) + len(s.marche) == rooms and len(s.boite) == len(R.CATALOGUE) - rooms


def test_the_castle_is_10_by_10():
    """A reading: the castle's grid is 10 × 10 squares, the foyer in its middle (E5 to F6)."""
    assert R.SIZE == 10 and R.new_castle()["E5"]["cases"] == ["E5", "F5", "E6", "F6"]
    assert "dépasserait" in R.placement_problem(R.new_castle(), "cui4", 0, "I5")
    assert R.lay("H5", "cui4", 0) is not None


def test_start_money_is_15000():
    """A reading (the published game's Marks): 15 000 each, not less."""
    s = GAME.start({"joueurs": 4}, 2)
    assert s.argent == [15000] * 4


# --- « Règles de placement des salles » ---------------------------------------------------------

def test_a_room_one_cannot_place_cannot_be_bought():
    """« On ne peut pas acheter une salle qu'on ne peut pas placer tout de suite »: a basement room
    with no stair in the castle."""
    s = start(maitre=2, marche=["sou1", "jar1", "cui2", "cha2", "act3"])
    assert "salle-1" not in s.legal_moves(0)
    refused(s, "salle-1", "placer tout de suite", section="regles-de-placement-des-salles")


def test_a_door_must_meet_a_castle_door():
    """« Au moins une de ses portes est connectée à une porte d'une salle du château »."""
    c = R.new_castle()
    assert "aucune porte" in R.placement_problem(c, "cui2", 0, "A1")
    s = start(maitre=2)
    play(s, "salle-3")
    refused(s, "poser-A1", "Au moins une de ses portes", section="regles-de-placement-des-salles")


def test_no_overlap():
    """« Elle ne peut pas chevaucher une autre salle »."""
    assert "chevaucher" in R.placement_problem(R.new_castle(), "cui2", 0, "E5")


def test_turning_moves_shape_and_doors_together():
    """« Elle peut être tournée autant qu'on veut, mais pas inversée »: a quarter turn stands the
    Boulangerie up, its west and east doors becoming north and south; four turns bring it back."""
    assert R.shape("cui2", 0) == ([(0, 0), (0, 1)], [(0, 0, "W"), (0, 1, "E")])
    assert R.shape("cui2", 1) == ([(0, 0), (1, 0)], [(0, 0, "N"), (1, 0, "S")])
    assert R.shape("sal3", 4) == R.shape("sal3", 0)


def test_a_door_against_a_wall_is_allowed_but_leaves_the_room_incomplete():
    """« Des portes peuvent être collées à des murs mais cela ne permettra pas d'obtenir le bonus
    d'achèvement de la salle »: the Salle de bal's west door against the castle's edge."""
    c = castle_of("sal2@C5", "cui2@G6")
    assert R.placement_problem(c, "act1", 1, "A4") is None
    c = castle_of("sal2@C5", "cui2@G6", "act1@A4/1")
    assert R.beyond("A5", "W") is None and ["A5", "W"] in c["A4"]["portes"]
    assert not R.complete(c, "A4")


def test_one_castle_door_must_stay_open():
    """« Il doit rester au moins une porte du château non connectée »: three one-door rooms close
    three of the foyer's doors; a fourth on the last door is refused."""
    c = castle_of("cha3@G6", "jar1@F7/1", "jar3@B5/2")
    assert len(R.open_doors(c)) == 1
    assert "non connectée" in R.placement_problem(c, "cha3", 3, "E3")
    assert R.placement_problem(c, "escalier", 0, "E4") is None     # a stair brings a new door


def test_basement_rooms_connect_only_through_stairs():
    """« Les salles du sous-sol (noires) ne peuvent être connectées qu'entre elles, via un/des
    escaliers, achetés et placés préalablement, mais leurs murs peuvent être collés »."""
    c = R.new_castle()
    assert not R.placeable(c, "sou1")
    c = castle_of("escalier@E4")
    assert R.placeable(c, "sou1")
    assert R.basement_clash("soussol", "salon") and not R.basement_clash("soussol", "escalier")


def test_a_garden_hedge_touches_no_wall():
    """« Les jardins (verts) ont tous une haie ou clôture qui ne peut être collée à aucun mur »."""
    c = castle_of("sal2@C5")
    assert "haie" in R.placement_problem(c, "jar1", 0, "B4")
    for t in range(4):
        for a in R.places(c, "jar1", t):
            after = castle_of("sal2@C5", f"jar1@{a}/{t}")
            _, touching = R.neighbours(after, a)
            joined, _ = R.neighbours(after, a)
            assert touching == joined      # whatever touches a garden touches it by its door


# --- « Points des salles » -----------------------------------------------------------------------

def test_placement_points_count_at_once():
    """« En haut à gauche … les points marqués lors de la pose de la salle »."""
    c = castle_of("cha3@G6")
    assert R.castle_points(c)["pose"] == 1


def test_connection_bonus_counts_rooms_joined_by_doors():
    """« x points pour chaque salle de tels ou tels types … si connectées par des portes »: the
    Petit salon gives 1 per bedroom joined by a door."""
    joined = castle_of("sal2@C5", "cha3@A5/2")
    assert R.neighbours(joined, "C5")[0] == {"A5", "E5"}
    assert R.castle_points(joined)["salles"] == 1


def test_activity_malus_counts_walls_too():
    """« Les salles d'activités … ont des malus pour chaque salle des types indiqués collée par une
    porte ou un mur »: the Salle d'armes, −1 for the Grand salon against its wall."""
    c = castle_of("act5@C5", "sal1@D3")
    joined, touching = R.neighbours(c, "C5")
    assert "D3" in touching and "D3" not in joined
    assert R.castle_points(c)["salles"] == -1


def test_basement_bonus_counts_the_whole_castle():
    """« Les salles du sous-sol ont un bonus pour les salles d'un certain type présentes dans tout le
    château »: the Cave à vin, +1 per kitchen anywhere (not joined to it)."""
    c = castle_of("escalier@E4", "sou1@E2/1", "cui2@G6")
    assert "G6" not in R.neighbours(c, "E2")[1]
    assert R.castle_points(c)["salles"] == 1


# --- « Achèvement des salles » ------------------------------------------------------------------

def test_completion_needs_every_door_on_a_door():
    """« toutes ses portes sont connectées à d'autres portes (collées à un mur ne fonctionne pas) »."""
    c = castle_of("cha3@G6")
    assert R.complete(c, "G6")
    assert not R.complete(c, "E5")


def test_garden_completed_pays_10000():
    """« Les jardins (verts) font gagner 10 000 Marks »."""
    s = start(maitre=2, marche=["jar1", "sal1", "cui2", "cha2", "act3"], argent=[5000, 5000])
    buy(s, "salle-1")
    assert s.argent[0] == 5000 - 1000 + 10000


def test_salon_completed_doubles_its_points_activity_gives_5():
    """« Les salons (violets) doublent leurs points » ; « Les salles d'activité (marrons) font gagner
    5 point supplémentaires »."""
    assert R.castle_points(castle_of("sal2@C5", "cha3@A5/2"))["achevement"] == 2
    c = castle_of("act5@C5", "cha3@A5/2")
    assert R.complete(c, "C5") and R.castle_points(c)["achevement"] == 5


def test_kitchen_completed_plays_again():
    """« Les cuisines (jaunes) permettent de rejouer un tour »: the stair that completes the
    kitchen gives a second purchase at once."""
    s = start(maitre=2, argent=[9000, 5000], chateaux=[["cui1@C4"], []])
    buy(s, "escalier", "C3")
    assert R.complete(s.chateaux[0], "C4")
    assert s.to_move() == [0] and s.etape == "achat" and "rejoue" in s.events[-1]
    play(s, "passer")
    assert s.is_over()


def test_service_completed_chooses_one_bonus_card_of_two():
    """« Les salles de service (oranges) permettent de choisir une carte bonus parmi deux »."""
    s = start(maitre=2, argent=[9000, 5000], chateaux=[["ser1@C5"], []])
    play(s, "escalier", "tourner", "poser-B5")
    assert s.etape == "carte" and len(s.cartes_offertes) == 2
    card = s.cartes_offertes[1]
    refused(s, "passer", "carte bonus", section="achevement-des-salles")
    play(s, "carte-" + card)
    assert s.cartes[0] == [card] and s.is_over()


def test_bedroom_completed_puts_chosen_rooms_on_the_deck():
    """« Les chambres (bleues) permettent de choisir une forme de salle, de regarder toutes les
    pièces, d'en choisir 0, 1 ou 2 et de les placer face cachée sur la pioche des cartes salle »."""
    s = start(maitre=2, marche=["cha3", "sal1", "jar2", "cha2", "act3"], pioche=20)
    buy(s, "salle-1", "G6")
    assert s.etape == "chambre"
    form = s.deck_forms()[0]
    play(s, "forme-" + form)
    picks = sorted(s.deck_of_form())
    assert all(R.ROOMS[r][2] == form for r in picks)
    assert s.view(0)["pioche_forme"] == picks and not s.view(1)["pioche_forme"]
    play(s, "remonter-" + picks[-1], "finir")
    assert s.pioche[-1] == picks[-1] and s.is_over()


def test_corridor_completed_offers_a_stair_or_corridor():
    """« Les corridors (salles grises, escaliers et couloirs) offrent un escalier ou couloir (au
    choix) à placer immédiatement dans le château. Le foyer du début en fait partie. »"""
    s = start(maitre=2, argent=[9000, 0], chateaux=[["escalier@E4", "escalier@D5/1", "escalier@G6/1"], []])
    buy(s, "escalier", "F7")                 # the foyer's last door: the foyer is complete
    assert s.etape == "cadeau" and "passer" not in s.legal_moves(0)
    money = s.argent[0]
    buy(s, "couloir")
    assert s.argent[0] == money and any(r["id"] == "couloir" for r in s.chateaux[0].values())


@pytest.mark.parametrize("achieved, actions", [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 2)])
def test_each_pair_of_achieved_basement_rooms_gives_one_action(achieved, actions):
    """« Chaque paire de salles du sous-sol (noires) achevées fait gagner une action bonus au choix » :
    one per two achieved rooms, a third alone gives nothing more."""
    assert R.basement_actions(achieved) == actions


def test_basement_pair_gives_a_bonus_action():
    """« Chaque paire de salles du sous-sol (noires) achevées fait gagner une action bonus au choix »:
    the second completed basement room queues the choice (set here by hand), the garden's 10 000."""
    s = start(maitre=2, argent=[5000, 5000])
    s.etape = "achat"
    s.attente = ["soussol"]
    s._next_bonus()
    assert s.etape == "soussol"
    assert set(s.legal_moves(0)) == {"action-" + k for k in R.BASEMENT_ACTIONS}
    play(s, "action-jardin")
    assert s.argent[0] == 15000


# --- « Faveurs du roi » -------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_as_many_favours_as_players(players):
    """« Il y en a autant que le nombre de joueurs »."""
    assert len(GAME.start({"joueurs": players}, 3).faveurs) == players


def test_favour_points_8_4_2_1_and_at_least_one_element():
    """« celui qui a le plus d'élément marque 8 points, le deuxième 4 points, puis 2 et 1. Il faut
    avoir au moins un élément pour marquer des points »."""
    assert R.favour_points([4, 3, 2, 1]) == [8, 4, 2, 1]
    assert R.favour_points([2, 0, 1]) == [8, 0, 4]


def test_favour_ties_share_the_place():
    """A reading: tied players each take their place's points, the next takes the place after
    (3, 3, 1: 8, 8, 2 — not 8, 4, 2)."""
    assert R.favour_points([3, 3, 1]) == [8, 8, 2]


# --- « Fin du jeu » ----------------------------------------------------------------------------

def test_empty_deck_means_a_last_round_filled_from_the_box():
    """« La partie s'arrête quand la pioche de salles est vide. On pioche des cartes en plus au hasard
    pour compléter les espaces vides sous le plateau, s'il y en a, et on joue un dernier tour »."""
    s = GAME.start({"joueurs": 2}, 1)
    s.boite += s.pioche[1:]
    del s.pioche[1:]
    box = len(s.boite)
    play(s, "valider")
    buy(s, "salle-1")
    buy(s, "salle-2")
    while s.etape not in ("ranger", "fin"):
        play(s, "finir" if "finir" in s.legal_moves() else "passer" if "passer" in s.legal_moves()
             else s.legal_moves()[0])
    assert s.dernier_tour and all(x["salle"] for x in s.marche) and not s.pioche
    assert len(s.boite) == box - 1 and s.etape == "ranger"
    play(s, "valider", "passer", "passer")
    assert s.is_over() and s.compte


def test_the_last_round_ends_with_the_count():
    s = start(players=3, maitre=1, marche=MARKET2 + ["ser1"], pioche=0, argent=[25000, 0, 0])
    assert s.dernier_tour
    play(s, "valider", "passer", "passer", "passer")
    assert s.is_over() and s.compte and "la partie est finie" in s.fin
    d = s.detail(0)
    assert d["marks"] == 3 and d["total"] == sum(v for k, v in d.items() if k != "total")


def test_final_count_marks_and_bonus_cards():
    """Readings: 1 point per 10 000 Marks (not per 1 000), a bonus card 2 points per room of its type."""
    s = start(players=2, maitre=1, pioche=0, argent=[19999, 0], cartes=[["salon"], []],
              chateaux=[["sal2@C5"], []], faveurs=["jardin", "cuisine"])
    play(s, "valider", "passer", "passer")
    d = s.detail(0)
    assert d["marks"] == 2 and d["cartes"] == 2 and d["faveurs"] == 0


def test_a_tie_goes_to_the_richest():
    s = start(players=2, maitre=1, pioche=0, argent=[5000, 8000])
    play(s, "valider", "passer", "passer")
    assert s.scores()[0] == s.scores()[1] and s.winners() == [1]


def test_a_round_without_a_sale_puts_the_dearest_room_back():
    """A reading: no room sold, the dearest goes back to the box (else the deck may never empty)."""
    s = start(maitre=1, pioche=10)
    play(s, "valider", "passer", "passer")
    assert "retourne dans la boîte" in " ".join(s.events) and "act3" in s.boite


# --- the page's examples -----------------------------------------------------------------------

def page_blocks():
    text = PAGE.read_text(encoding="utf-8")
    return [read_block(b) for b in text.split("```demo\n")[1:] for b in [b.split("```")[0]]]


def test_the_page_shows_the_whole_game_first_and_positions_after():
    blocks = page_blocks()
    assert [b["mode"] for b in blocks] == ["partie"] * 5
    assert "position" not in (blocks[0].get("options") or {})
    assert "position" not in (blocks[1].get("options") or {}) and blocks[1]["tutoriel"]   # the guided game
    assert all("position" in b["options"] for b in blocks[2:])


@pytest.mark.parametrize("k", [2, 3, 4])
def test_each_example_stops_at_the_end_of_its_turn(k):
    b = page_blocks()[k]
    s = GAME.start(b["options"], b.get("graine", 1))
    bots = [CastlesBot() for _ in range(4)]
    steps = 0
    while not s.is_over():
        p = s.to_move()[0]
        s.play(bots[p].choose(s.view(p), s.legal_moves(p), Rng(1)), p)
        steps += 1
    assert steps < 60 and ("Fin de l'exemple" in s.fin or s.compte)
    if k == 4:
        assert s.compte and sum(s.detail(p)["faveurs"] for p in range(3)) > 0


@pytest.mark.parametrize("position, words", [
    ({"marche": ["xx"] * 5}, "n'est pas une salle"),
    ({"marche": ["sal1"] * 5}, "deux fois"),
    ({"marche": MARKET2, "maitre": 9}, "« maitre »"),
    ({"marche": MARKET2, "chateaux": [["sou1@C5"], []]}, "sous-sol"),
    ({"marche": MARKET2, "chateaux": [["cha3@A1"], []]}, "aucune porte"),
    ({"marche": MARKET2, "faveurs": ["salon", "salon"]}, "« faveurs »"),
    ({"marche": MARKET2, "pioche": 99}, "« pioche »"),
    ({"foo": 1}, "une table"),
])
def test_bad_positions(position, words):
    with pytest.raises(ScenarioError) as err:
        GAME.start({"joueurs": 2, "position": position}, 1)
    assert words in str(err.value)


# --- hidden information and the bot -------------------------------------------------------------

def test_the_view_hides_the_order_of_the_piles():
    s = GAME.start({"joueurs": 3}, 6)
    v = s.view(1)
    assert v["pioche"] == len(s.pioche) and v["boite"] == len(s.boite) and v["pioche_bonus"] == 8
    text = json.dumps(v)
    assert not any(f'"{r}"' in text for r in s.pioche)


def test_swapping_the_unseen_rooms_does_not_change_the_bots_choice():
    bot, changed = CastlesBot(), 0
    for seed in range(3):
        s = GAME.start({"joueurs": 3}, seed)
        steps = 0
        while not s.is_over() and steps < 80:
            p = s.to_move()[0]
            twin = s.clone()
            twin.pioche.reverse()
            twin.boite.reverse()
            twin.pioche_bonus.reverse()
            if s.etape != "chambre":
                assert twin.view(p) == s.view(p)
                changed += twin.pioche != s.pioche
                move = CastlesBot().choose(s.view(p), s.legal_moves(p), Rng(seed))
                assert CastlesBot().choose(twin.view(p), twin.legal_moves(p), Rng(seed)) == move
            else:
                move = bot.choose(s.view(p), s.legal_moves(p), Rng(seed))
            s.play(move, p)
            steps += 1
    assert changed > 50


def test_the_bot_buys_a_completing_garden():
    """Greedy on the count: the garden that completes (10 000 Marks) beats an idle pass."""
    s = start(maitre=2, marche=["jar1", "sal1", "cui2", "cha2", "act3"], argent=[3000, 0])
    bot = CastlesBot()
    while not s.is_over():
        s.play(bot.choose(s.view(0), s.legal_moves(0), Rng(1)), 0)
    assert any(r["id"] == "jar1" for r in s.chateaux[0].values())


def test_the_bot_beats_random_play():
    wins = 0
    for seed in range(6):
        state, _ = play_out(GAME, {"joueurs": 2}, seed, ["malin", "hasard"])
        wins += state.winners() == [0]
    assert wins >= 5


# --- seeded games to the end ------------------------------------------------------------------

def check(s):
    rooms = list(s.pioche) + list(s.boite) + [x["salle"] for x in s.marche if x["salle"]]
    rooms += [r["id"] for c in s.chateaux for r in c.values() if r["id"] in R.CATALOGUE]
    assert sorted(rooms) == sorted(R.CATALOGUE)
    assert all(m >= 0 for m in s.argent)
    for c in s.chateaux:
        assert len(R.owners(c)) == sum(len(r["cases"]) for r in c.values())   # no overlap
        assert R.open_doors(c)                                               # a door stays open


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_bot_games_end_with_every_room_accounted(players):
    ends = 0
    for s, _ in random_games(GAME, seeds(4, 50), options={"joueurs": players}, bots=["malin"] * players,
                             check=check):
        assert s.compte and s.winners()
        ends += 1
    assert ends == len(seeds(4, 50))


def test_random_games_end_too():
    for s, _ in random_games(GAME, seeds(3, 50), options={"joueurs": 3}, check=check):
        assert s.is_over()


def test_session_shows_the_bots_turn_step_by_step():
    session = Session("castles", "partie", {"joueurs": 2}, seed=3)
    snap = session.snapshot()
    assert snap["to_move"] == [0] and all(f'data-move="{m}"' in snap["html"] for m in snap["legal"])
    session.play("valider")
    after = session.snapshot()
    assert after["to_move"] == [0] and len(after["etapes"]) >= 2
    assert any(line.startswith("Joueur 2 ") for line in after["log"])


def test_the_last_round_says_so_in_the_turns_place():
    """A position of the game's end opened at « Tour 1 » and « dernier tour » side by side (issue 32's
    review): the last round is named instead of the turn's number."""
    s = start(players=3, maitre=1, marche=MARKET2 + ["ser1"], pioche=0, argent=[25000, 0, 0])
    html = GAME.render(s, 0, s.legal_moves(0))
    assert "Dernier tour" in html and "Tour 1" not in html
    fresh = GAME.start({"joueurs": 2}, 1)
    html = GAME.render(fresh, 0, fresh.legal_moves(0))
    assert "Tour 1" in html and "Dernier tour" not in html
