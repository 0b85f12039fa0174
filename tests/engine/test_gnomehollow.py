"""Gnome Hollow (page « Gamehelpgnomehollow »), the whole game (mode « partie »): the market of
tiles, rings and their markers, the gnome's moves, the three ends. Each scenario quotes the page;
each reading stated under « Lecture retenue » has a test that fails under the opposite reading."""

from __future__ import annotations

import json

import pytest

from engine.games import get_game
from engine.games.gnomehollow import rules as R
from engine.games.gnomehollow.bots import GreedyBot
from engine.rng import Rng
from playthroughs import random_games, seeds
from refusals import refused

GAME = get_game("gnomehollow", "partie")
RING3 = {"D4": "souche", "E4": "so", "D5": "ne"}
"""Three squares of a ring of four: a bend « no » on E5 closes it (stump included)."""


def start(players=2, seed=0, tiles=None, market=None):
    s = GAME.start({"joueurs": players}, seed)
    if tiles:
        s.tiles = dict(tiles)
    if market:
        s.market = list(market) + [None] * (R.MARKET - len(market))
    return s


def turn(s, face):
    if s.face != face:
        s.play(f"forme-{face}")


def place(s, src, face, cell):
    s.play(f"prendre-{src}")
    turn(s, face)
    s.play(f"poser-{cell}")


# --- set-up, the market ------------------------------------------------------------------------

def test_setup_eight_tiles_on_the_market_the_rest_in_the_bag():
    s = start(3)
    assert len([k for k in s.market if k]) == R.MARKET == 8
    assert len(s.bag) == sum(R.BAG.values()) - 8 == 28
    assert s.tiles == {"D4": "souche"} and s.gnomes == ["D4"] * 3


def test_reading_bag_of_36_tiles_20_bends_10_straights_6_meadows():
    s = start()
    every = sorted(s.bag + s.market)
    assert every.count("virage") == 20 and every.count("droit") == 10 and every.count("pre") == 6


def test_two_of_the_eight_market_tiles_then_up_to_two_from_the_reserve():
    """« choisissez deux des 8 tuiles disponibles et décidez si vous souhaitez également utiliser
    jusqu'à 2 tuiles de votre réserve personnelle »."""
    s = start(market=["virage"] * 8)
    s.reserve[0] = ["droit", "virage"]
    refused(s, "finir", "deux tuiles du marché", section="le-placement-des-tuiles")
    for src in ("m1", "m2"):
        s.play(f"prendre-{src}")
        s.play(f"poser-{s.cells_for(s.face)[0]}")
    assert s.used[0] == 2 and "finir" in s.legal_moves()
    assert not any(m.startswith("prendre-m") for m in s.legal_moves())
    refused(s, "prendre-m4", "deux tuiles du marché")
    assert "prendre-r1" in s.legal_moves()


def test_a_tile_touches_the_stump_or_a_tile_and_paths_match():
    """« Chaque tuile doit être adjacente à la souche ou à une autre tuile déjà placée » ; « Les
    chemins blancs et les bords verts doivent correspondre »."""
    s = start(market=["virage"] * 8)
    s.play("prendre-m1")
    turn(s, "ne")
    refused(s, "poser-A1", "adjacente", section="le-placement-des-tuiles")
    # E4 with its paths north and east: its west side is green against the stump's east path
    refused(s, "poser-E4", "correspondre")


def test_reading_a_tile_turns_and_flips_to_any_face_of_its_kind():
    s = start(market=["virage", "droit", "pre"])
    s.play("prendre-m1")
    assert {m for m in s.legal_moves() if m.startswith("forme-")} | {f"forme-{s.face}"} == \
        {f"forme-{f}" for f in ("ne", "es", "so", "no")}
    s.play("prendre-m2")
    assert {f"forme-{s.face}"} | {m for m in s.legal_moves() if m.startswith("forme-")} == {"forme-ns", "forme-eo"}


# --- rings ----------------------------------------------------------------------------------------

def test_a_closed_ring_unowned_puts_its_mushrooms_in_the_middle_and_the_closer_places_a_marker():
    """« Si personne ne possède l'anneau, tous les champignons [...] sont placés au milieu de
    l'anneau » ; « le joueur qui a complété l'anneau [...] prend le marqueur d'anneau » ; « la
    tuile Souche compte comme une tuile »."""
    s = start(tiles=RING3, market=["virage"] * 8)
    place(s, "m1", "no", "E5")
    assert s.rings == [["D4", "E4", "D5", "E5"]]
    assert sorted(s.middle["D4"]) == ["bleu", "rouge", "rouge"]
    assert s.todo[0][:2] == ["marqueur", 4]
    assert set(s.legal_moves()) == {"marqueur-4-1", "marqueur-4-2", "marqueur-4-3", "marqueur-4-4"}
    refused(s, "marqueur-6-1", "nombre de tuiles de l'anneau")
    refused(s, "gnome-E4", "placez d'abord le marqueur")


def test_the_owner_of_the_ring_takes_its_mushrooms():
    """« Celui qui possède l'anneau ramasse tous les champignons qui s'y trouvent »: the gnome of
    player 2 holds the path, player 1 closes it; the marker is still player 1's."""
    s = start(tiles=RING3, market=["virage"] * 8)
    s.gnomes[1] = "E4"
    place(s, "m1", "no", "E5")
    assert s.stock[1]["rouge"] == 2 and s.stock[1]["bleu"] == 1 and not s.middle
    assert s.todo[0][0] == "marqueur" and s.joueur == 0


def test_a_full_row_of_spaces_gives_no_marker():
    """« Si vous avez déjà pris toutes les cases de cette taille, vous ne pouvez PAS placer de
    marqueur »."""
    s = start(tiles=RING3, market=["virage"] * 8)
    s.taken[0] = [[4, k] for k in range(1, 5)]
    place(s, "m1", "no", "E5")
    assert not s.todo and s.markers[0] == 0


def test_flower_space_and_wild_flower_of_the_second_marker():
    """« Fleur sauvage - [...] par exemple votre deuxième marqueur du jeu » ; a Fleur space gives
    a flower."""
    s = start(tiles=RING3, market=["virage"] * 8)
    s.markers[0], s.taken[0] = 1, [[6, 3]]
    place(s, "m1", "no", "E5")
    s.play("marqueur-4-1")   # Fleur, and the second marker's wild flower
    assert s.flowers[0] == 2


def test_reading_the_fifth_marker_gives_a_wild_flower_too_not_the_fourth():
    for before, flowers in ((4, 1), (3, 0)):
        s = start(tiles=RING3, market=["virage"] * 8)
        s.markers[0] = before
        place(s, "m1", "no", "E5")
        s.play("marqueur-4-2")   # Tuile: no flower of its own
        assert s.flowers[0] == flowers


def test_mushroom_bonus_never_the_same_mushroom_twice():
    """« Vous ne pouvez pas récupérer le même champignon plus d'une fois, mais vous pouvez récupérer
    le même type de champignon »."""
    s = start(tiles=RING3, market=["virage"] * 8)
    place(s, "m1", "no", "E5")
    s.play("marqueur-4-3")   # Champignon 2
    s.play("champignon-E4")
    refused(s, "champignon-E4", "plus d'une fois", section="resolutions-et-bonus")
    s.play("champignon-D5")
    assert s.stock[0]["rouge"] == 2 and not s.todo


def test_signpost_is_placed_in_the_ring_and_used_at_once():
    """« placer un nouveau panneau de signalisation dans l'anneau que vous venez de compléter et
    d'utiliser immédiatement son effet »."""
    s = start(tiles=RING3, market=["virage"] * 8)
    place(s, "m1", "no", "E5")
    s.play("marqueur-4-4")
    s.play("panneau-fleur")
    assert s.signposts == {"D4": "fleur"} and s.flowers[0] == 1


def test_tile_bonus_reserve_holds_two():
    """« placez-la dans votre réserve personnelle, qui ne peut en contenir plus de 2 »."""
    s = start(tiles=RING3, market=["virage"] * 8)
    s.reserve[0] = ["droit", "pre"]
    place(s, "m1", "no", "E5")
    s.play("marqueur-4-2")
    s.play("reserve-m2")
    assert s.reserve[0] == ["pre", "virage"]


def test_two_unfinished_paths_with_gnomes_cannot_be_joined():
    """« Si deux chemins sont inachevés et qu'ils comportent chacun des gnomes, ils NE PEUVENT PAS
    être reliés »."""
    tiles = {"D4": "souche", "E4": "so", "E5": "ns", "F6": "eo"}
    s = start(tiles=tiles, market=["virage"] * 8)
    s.gnomes = ["E4", "F6"]
    s.play("prendre-m1")
    turn(s, "ne")
    refused(s, "poser-E6", "NE PEUVENT PAS", section="le-placement-des-tuiles")
    s.gnomes = ["E4", "D4"]   # a gnome at the stump holds no path
    assert "poser-E6" in s.legal_moves()


# --- the gnome ------------------------------------------------------------------------------------

def _to_gnome(s):
    place(s, "m1", *next((f, c) for f in R.KINDS["virage"] for c in s.cells_for(f)))
    place(s, "m2", *next((f, c) for f in R.KINDS["virage"] for c in s.cells_for(f)))
    if s.phase == "tuiles":
        s.play("finir")
    assert s.phase == "gnome"


def test_gnome_cannot_claim_a_path_held_by_another_gnome():
    """« Vous pouvez déplacer un gnome vers un chemin de champignons non réclamé, ce qui empêche
    tout autre joueur de le réclamer »."""
    s = start(tiles={"D4": "souche", "E4": "eo", "F4": "so"}, market=["virage"] * 8)
    s.gnomes[1] = "F4"
    _to_gnome(s)
    refused(s, "gnome-E4", "autre joueur", section="mouvement-du-gnome")


def test_claiming_an_unclaimed_closed_ring_collects_its_middle():
    """« Vous pouvez également réclamer un anneau terminé qui n'a pas encore été réclamé, comme le
    montre la présence de champignons au milieu »."""
    s = start(tiles=RING3, market=["virage"] * 8)
    place(s, "m1", "no", "E5")
    s.play("marqueur-4-1")
    place(s, "m2", *next((f, c) for f in R.KINDS["virage"] for c in s.cells_for(f)))
    if s.phase == "tuiles":
        s.play("finir")
    s.play("gnome-E4")
    assert s.stock[0]["rouge"] == 2 and s.stock[0]["bleu"] == 1 and not s.middle and s.joueur == 1


def test_flower_market_gives_a_flower():
    """« Marché aux fleurs - [...] vous pouvez prendre une fleur unique »."""
    s = start(market=["virage"] * 8)
    _to_gnome(s)
    s.play("gnome-fleurs")
    assert s.flowers[0] == 1 and s.joueur == 1


def test_pinwheel_two_sales_of_different_types_each_blocks_but_the_pair():
    """« jusqu'à deux ventes, [...] chacune d'entre elles doit être un champignon différent » ;
    « L'espace Paire ne reçoit JAMAIS de bloqueur »."""
    s = start(market=["virage"] * 8)
    s.stock[0] = {"rouge": 5, "bleu": 2, "jaune": 0, "violet": 0}
    _to_gnome(s)
    s.gnomes[0] = R.FLOWER_MARKET   # it must move to the stump to sell
    s.play("gnome-D4")
    s.play("vendre-rouge-3")
    refused(s, "vendre-rouge-2", "champignon différent", section="mouvement-du-gnome")
    s.play("vendre-bleu-2")
    assert s.blocked == [["rouge", 3]] and s.treasure[0] == 5 and s.joueur == 1


# --- the end ------------------------------------------------------------------------------------

def test_eighth_flower_ends_after_the_turn_and_each_player_gets_a_bonus_gnome_activation():
    """« Un joueur obtient sa 8ème fleur [...] le tour en cours est terminé, chaque joueur reçoit
    alors une activation de gnome en bonus »."""
    s = start(3, market=["virage"] * 8)
    s.flowers[0] = 7
    _to_gnome(s)
    s.play("gnome-fleurs")
    assert s.ending and s.joueur == 1 and s.phase == "gnome"
    s.play("passer")
    assert s.joueur == 2 and s.phase == "gnome"
    s.play("gnome-fleurs")
    assert s.joueur == 0 and s.phase == "gnome"
    s.play("passer")
    assert s.is_over() and s.flowers[2] == 1


def test_empty_bag_ends_the_game():
    """« le sac de tuiles est vide »."""
    s = start(market=["virage"] * 8)
    s.bag = ["pre"]
    _to_gnome(s)
    s.play("passer")
    assert s.ending and s.phase == "gnome"


def test_reading_scoring_tables_and_tie_break_on_unsold_mushrooms():
    """« Plus un joueur possède de fleurs uniques, plus elles valent cher » ; « En cas d'égalité,
    c'est le joueur qui a le plus de champignons invendus qui l'emporte »."""
    assert [R.flower_points(n) for n in (1, 2, 3, 8)] == [1, 3, 6, 36]
    assert [R.marker_points(n) for n in (1, 2, 8)] == [1, 3, 24]
    s = start()
    s.flowers, s.treasure = [3, 2], [0, 3]
    s.stock[1]["jaune"] = 1
    s.phase = "fin"
    assert s.scores() == [6, 6] and s.winners() == [1]


def test_reading_a_market_no_tile_fits_is_discarded():
    # every other square a meadow: E4 and D5 would need a tile with a single path
    garden = {R.TABLE.name(i): "pre" for i in R.TABLE.squares()}
    garden.update({"D4": "souche"})
    del garden["E4"], garden["D5"]
    s = start(tiles=garden, market=["pre", "virage", "droit"] * 2 + ["pre", "pre"])
    assert s.legal_moves() == ["finir"]
    s.play("finir")
    s.play("passer")
    assert len(s.bag) == 28 - 8 and s.joueur == 1


# --- hidden information, bots, seeded games ---------------------------------------------------

def test_the_bag_order_is_hidden_and_the_bot_does_not_read_it():
    s = start(seed=4)
    view = s.view(0)
    assert "bag" not in view and view["sac"] == 28
    before = GreedyBot().choose(s.view(0), s.legal_moves(0), Rng(1))
    s.bag.reverse()
    assert GreedyBot().choose(s.view(0), s.legal_moves(0), Rng(1)) == before


def test_the_greedy_bot_closes_a_ring_it_can_close():
    s = start(tiles=RING3, market=["virage"] * 8)
    bot = GreedyBot()
    for _ in range(3):
        s.play(bot.choose(s.view(0), s.legal_moves(0), Rng(0)))
    assert s.rings


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_games_to_the_end(players):
    """Seeded games per player count (greedy and random bots) to the final count."""
    for k, (state, _) in enumerate(random_games(
            GAME, seeds(12, 200), {"joueurs": players},
            bots=lambda seed: ["glouton" if (seed + p) % 3 else "hasard" for p in range(players)])):
        assert state.is_over() and state.ending
        assert all(0 <= f <= R.FLOWERS for f in state.flowers)
        assert all(m == len(t) for m, t in zip(state.markers, state.taken))
        if k % 6 == 0:
            assert GAME.from_json(json.loads(json.dumps(state.to_json()))).scores() == state.scores()


def test_drawn_like_the_game_garden_market_boards():
    s = start(tiles=RING3, market=["virage"] * 8)
    html = GAME.render(s, 0, s.legal_moves(0))
    assert html.count('data-move="poser-') == 49 - 3 and html.count('data-move="prendre-m') == 8
    assert "bga-stepper" not in html and "Réserve" in html
    s.play("prendre-m1")
    html = GAME.render(s, 0, s.legal_moves(0))
    assert html.count('data-move="forme-') == 4


def test_eighth_marker_triggers_the_end():
    """« un joueur utilise son 8ème marqueur d'anneau »."""
    s = start(tiles=RING3, market=["virage"] * 8)
    s.markers[0] = 7
    place(s, "m1", "no", "E5")
    s.play("marqueur-4-2")
    assert s.ending and s.markers[0] == 8


def test_the_greedy_bot_beats_the_random_bot():
    from engine.simulate import play_out
    wins = 0
    for seed in range(6):
        state, _ = play_out(GAME, {"joueurs": 2}, seed, ["glouton", "hasard"])
        wins += state.scores()[0] > state.scores()[1]
    assert wins >= 5
