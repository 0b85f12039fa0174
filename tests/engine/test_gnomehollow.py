"""Gnome Hollow (page « Gamehelpgnomehollow »), the whole game (mode « partie »): the market of
tiles, rings and their markers, the gnome's moves, the three ends; the page's examples are positions
of it (option « position »). Each scenario quotes the page; each reading stated under « Lecture
retenue » has a test that fails under the opposite reading."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from engine.games.gnomehollow import rules as R
from engine.games.gnomehollow.bots import GreedyBot
from engine.rng import Rng
from playthroughs import random_games, seeds
from refusals import refused
from site_demos.demo_block import read_block

GAME = get_game("gnomehollow", "partie")
PAGE = Path(__file__).resolve().parents[2] / "docs" / "jeux" / "gnome-hollow.md"
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
    assert sorted(s.middle["D4"]) == ["bleu", "rouge", "rouge"], "the bonus does not touch the middle (a reading)"


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


# --- the garden's shape (« Lecture retenue ») ---------------------------------------------------

def test_reading_the_garden_is_a_7_by_7_grid_of_square_tiles_the_stump_in_the_middle():
    """The page draws no garden: square tiles with four sides on 7 × 7 squares, the stump in D4 with
    its paths east and south. A diagonal square touches no side (hexagons would touch it); nothing goes
    beyond G; a path that runs out to the edge never closes."""
    assert (R.TABLE.rows, R.TABLE.cols, R.TABLE_STUMP) == (7, 7, "D4") and R.paths("souche") == "es"
    s = start(market=["droit"] * 8)
    s.play("prendre-m1")
    turn(s, "eo")
    for diagonal in ("C3", "E3", "C5", "E5"):
        refused(s, f"poser-{diagonal}", "adjacente", section="le-placement-des-tuiles")
    # by a side only: east against the stump's east path, or north against its green side
    assert set(s.cells_for("eo")) == {"E4", "D3"}
    s.tiles.update({"E4": "eo", "F4": "eo", "G4": "eo"})
    s.play("prendre-m2")
    turn(s, "eo")
    refused(s, "poser-H4", "n'est pas dans le jardin")
    assert "H4" not in R.frontier(s.tiles) and R.TABLE.parse("H4") is None
    s.tiles.update({"D5": "ns", "D6": "ns", "D7": "ns"})   # both paths out to the edges
    assert R.ring_through(s.tiles, "D4", R.TABLE) is None and not s.rings


# --- the page's examples: positions of the game ------------------------------------------------

def page_blocks():
    text = PAGE.read_text(encoding="utf-8")
    return [read_block(b) for b in text.split("```demo\n")[1:] for b in [b.split("```")[0]]]


def from_page(k):
    b = page_blocks()[k]
    assert b["jeu"] == "gnomehollow" and b["mode"] == "partie"
    return GAME.start(b["options"], b.get("graine", 1))


def test_the_page_shows_positions_then_the_whole_game():
    blocks = page_blocks()
    assert [b["mode"] for b in blocks] == ["partie"] * 3
    assert all("position" in b["options"] for b in blocks[:2]) and "position" not in blocks[2]["options"]


def test_garden_example_closes_an_unowned_ring_then_the_gnome_claims_it_and_the_turn_stops():
    """« Si personne ne possède l'anneau, tous les champignons qui auraient dû être ramassés sont placés
    au milieu de l'anneau » ; « il prend le marqueur d'anneau le plus à gauche de son plateau de jeu et le
    place dans un emplacement correspondant au nombre de tuiles de l'anneau » ; « Vous pouvez également
    réclamer un anneau terminé qui n'a pas encore été réclamé »."""
    s = from_page(0)
    assert s.gnomes == ["D4", "C4"] and s.taken[0] == [[4, 1]] and s.markers == [1, 0] and s.joueur == 0
    place(s, "m1", "no", "E5")
    assert s.rings == [["D4", "E4", "D5", "E5"]] and sorted(s.middle["D4"]) == ["bleu", "rouge", "rouge"]
    refused(s, "marqueur-4-1", "déjà un marqueur", section="le-placement-des-tuiles")
    s.play("marqueur-4-3")                    # « Cueillir » 2: the second marker also gives the wild flower
    assert s.flowers[0] == 1
    s.play("champignon-E4")
    refused(s, "champignon-E4", "plus d'une fois", section="resolutions-et-bonus")
    s.play("champignon-D5")
    assert s.stock[0]["rouge"] == 2
    place(s, "m3", "pre", s.cells_for("pre")[0])   # the second market tile
    if s.phase == "tuiles":
        s.play("finir")
    refused(s, "gnome-C5", "chemin")
    refused(s, "gnome-C4", "autre joueur", section="mouvement-du-gnome")
    s.play("gnome-E5")
    assert s.stock[0] == {"rouge": 4, "bleu": 1, "jaune": 0} and not s.middle
    assert s.is_over() and s.winners() == [] and "Fin de l'exemple" in s.events[-1]
    assert s.joueur == 0, "the example stops before the other player's turn"


def test_market_example_moves_the_gnome_to_the_stump_and_sells_twice_then_stops():
    """« Se déplacer vers la souche vous permet de faire jusqu'à deux ventes » ; « un seul joueur peut
    vendre exactement 5 champignons bleus une fois »."""
    s = from_page(1)
    assert s.phase == "gnome" and s.gnomes[0] == R.FLOWER_MARKET and s.blocked == [["rouge", 3]]
    assert s.stock[0] == {"rouge": 4, "bleu": 5, "jaune": 3}
    s.play("gnome-D4")
    refused(s, "vendre-rouge-3", "bloqué", section="mouvement-du-gnome")
    s.play("vendre-bleu-5")
    refused(s, "vendre-bleu-2", "différent")
    s.play("vendre-jaune-3")
    assert s.blocked == [["rouge", 3], ["bleu", 5], ["jaune", 3]] and s.treasure[0] == 8
    assert s.is_over() and "Fin de l'exemple" in s.events[-1]
    html = GAME.render(s, 0, [])
    assert "Fin de l&#x27;exemple" in html and "gagne" not in html


def test_an_example_stops_at_the_end_of_the_turn_not_the_game():
    s = from_page(1)
    s.play("passer")
    assert s.is_over() and s.winners() == [] and s.joueur == 0
    whole = start()
    _to_gnome(whole)
    whole.play("passer")
    assert not whole.is_over() and whole.joueur == 1


def test_reading_rings_closed_in_a_position_are_already_resolved():
    s = GAME.start({"joueurs": 2, "position": {"jardin": {"E4": "so", "D5": "ne", "E5": "no"},
                                               "marche": ["virage"] * 8}}, 1)
    assert s.rings == [["D4", "E4", "D5", "E5"]] and s.middle == {} and s.signposts == {}
    _to_gnome(s)
    s.play("gnome-E4")
    assert sum(s.stock[0].values()) == 0


def test_reading_tiles_not_on_the_table_are_in_the_bag():
    s = from_page(0)
    every = s.bag + [k for k in s.market if k] + [R.kind_of(f) for c, f in s.tiles.items() if c != "D4"]
    assert len(every) == 36 and every.count("virage") == 20 and every.count("droit") == 10
    assert len(GAME.start({"joueurs": 2, "position": {"sac": 3}}, 1).bag) == 3


@pytest.mark.parametrize("position, words", [
    ({"jardin": {"D4": "ne"}}, "autre que la souche"),
    ({"jardin": {"H1": "ne"}}, "A1 à G7"),
    ({"jardin": {"E4": "xx"}}, "n'est pas une face"),
    ({"jardin": {"A1": "ne"}}, "adjacente"),
    ({"jardin": {"E4": "ns"}}, "correspondre"),
    ({"jardin": ["E4"]}, "case: face"),
    ({"marche": ["virage"] * 3}, "les 8 tuiles"),
    ({"marche": ["tour"] * 8}, "au plus 8 tuiles"),
    ({"reserves": [["virage"] * 3, []]}, "au plus 2"),
    ({"reserves": [[]]}, "une par joueur"),
    ({"gnomes": ["A1", "souche"]}, "portant un chemin"),
    ({"jardin": {"E4": "so"}, "gnomes": ["E4", "E4"]}, "même chemin"),
    ({"champignons": [{"violet": 2}, {}]}, "rouge, bleu, jaune"),
    ({"fleurs": [8, 0]}, "de 0 à 7"),
    ({"emplacements": [["5-1"], []]}, "emplacement"),
    ({"emplacements": [["4-1", "4-1"], []]}, "emplacement"),
    ({"bloques": ["rouge-2"]}, "JAMAIS"),
    ({"bloques": ["vert-3"]}, "type-quantité"),
    ({"sac": 99}, "« sac »"),
    ({"etape": "vente"}, "« etape »"),
    ({"reserves": [["pre", "pre"], ["pre", "pre"]], "marche": ["pre"] * 8}, "sac n'en compte que 6"),
    ({"couleur": 1}, "clés"),
])
def test_bad_positions_are_refused_in_french(position, words):
    with pytest.raises(ScenarioError) as err:
        GAME.start({"joueurs": 2, "position": position}, 1)
    assert err.value.field == "position" and words in str(err.value), str(err.value)


# --- readings of the rings and bonuses -------------------------------------------------------------

def test_reading_the_mushroom_of_each_tile():
    assert R.MUSHROOMS == {"ne": "rouge", "so": "rouge", "es": "bleu", "no": "bleu", "ns": "jaune", "eo": "jaune"}
    assert R.TYPES == ("rouge", "bleu", "jaune")
    assert "souche" not in R.MUSHROOMS and "pre" not in R.MUSHROOMS


def test_reading_the_ring_is_checked_after_each_tile_its_marker_before_the_next_tile():
    s = start(tiles=RING3, market=["virage"] * 8)
    place(s, "m1", "no", "E5")
    assert s.used[0] == 1 and s.todo and s.todo[0][0] == "marqueur"
    refused(s, "prendre-m2", "marqueur")


def test_reading_ring_marker_bonus_second_marker_on_another_space_of_the_same_size():
    """« Marqueur d'anneau - Vous pouvez placer deux marqueurs au lieu d'un seul »."""
    six = {"D4": "souche", "E4": "eo", "F4": "so", "D5": "ne", "E5": "eo"}   # « no » on F5 closes six
    s = start(tiles=six, market=["virage"] * 8)
    place(s, "m1", "no", "F5")
    assert len(s.rings[0]) == 6
    s.play("marqueur-6-1")
    assert set(s.legal_moves()) == {"marqueur-6-2", "marqueur-6-3", "marqueur-6-4"}
    s.play("marqueur-6-2")
    assert s.markers[0] == 2 and s.taken[0] == [[6, 1], [6, 2]]


def test_reading_the_ring_board_and_rings_of_an_even_size_on_squares():
    assert R.RING_SLOTS == {4: ("fleur", "tuile", "champignon", "panneau"),
                            6: ("marqueur", "fleur", "champignon", "panneau"), 8: ("fleur",)}
    assert R.MUSHROOM_BONUS == {4: 2, 6: 3} and R.ring_size_key(10) == 8
    rings = [r for state, _ in random_games(GAME, range(4), {"joueurs": 2}, bots=lambda _: ["glouton"] * 2)
             for r in state.rings]
    assert rings and all(len(r) % 2 == 0 for r in rings)   # on squares a closed path has an even length


def test_reading_one_signpost_per_ring():
    s = start(tiles=RING3, market=["virage"] * 8)
    place(s, "m1", "no", "E5")
    s.play("marqueur-4-4")
    s.play("panneau-champignon")
    s.play("champignon-E4")
    s.todo.insert(0, ["panneau", "D4"])   # another Signpost bonus for the same ring
    assert s.legal_moves() == ["panneau-D4"]
    refused(s, "panneau-fleur", "Panneau de signalisation")


def test_reading_no_sale_of_a_single_mushroom_and_the_gnome_must_move_to_sell():
    s = start(market=["virage"] * 8)
    s.stock[0]["rouge"] = 3
    _to_gnome(s)
    refused(s, "gnome-D4", "déjà là", section="mouvement-du-gnome")   # it starts at the stump
    s.gnomes[0] = R.FLOWER_MARKET
    s.play("gnome-D4")
    refused(s, "vendre-rouge-1", "pas d'espace pour 1")


def test_reading_the_gnome_uses_the_signpost_at_each_visit():
    """« Visite d'un panneau de signalisation - Votre gnome peut visiter un anneau résolu pour
    bénéficier du bonus offert par son panneau de signalisation »."""
    s = start(tiles={**RING3, "E5": "no"}, market=["virage"] * 8)
    s.rings, s.signposts = [["D4", "E4", "D5", "E5"]], {"D4": "fleur"}
    _to_gnome(s)
    s.play("gnome-E4")
    assert s.flowers[0] == 1


def test_reading_permission_to_extend_another_players_ring_is_always_given():
    """« Si votre tuile prolonge l'anneau d'un autre joueur, vous devez obtenir sa permission »."""
    s = start(tiles={"D4": "souche", "E4": "eo", "F4": "so"}, market=["droit"] * 8)
    s.gnomes[1] = "F4"
    s.play("prendre-m1")
    turn(s, "ns")
    assert "F5" in s.cells_for("ns")


def test_reading_treasure_one_per_mushroom_sold():
    assert [R.treasure(q) for q in R.QUANTITIES] == [2, 3, 4, 5, 6]


# --- the « fort » level ------------------------------------------------------------------------

def test_fort_searches_without_reading_the_bag_and_greedy_is_seated_by_default():
    from engine.bots import make_bot
    assert list(GAME.bots)[0] == "fort" and GAME.default_bot == "glouton"
    s = start(seed=5)
    bot = make_bot(GAME, "fort")
    move = bot.pick(s, 0, s.legal_moves(0), Rng(3))
    assert move in s.legal_moves(0)
    s.bag.reverse()
    assert make_bot(GAME, "fort").pick(s, 0, s.legal_moves(0), Rng(3)) == move
    twin = s.determinize(0, Rng(1))
    assert sorted(twin.bag) == sorted(s.bag) and twin.market == s.market


def test_the_readers_ring_board_is_open_the_others_folded_a_path_tile_is_a_gnome_target():
    """The first example fits about 1.5 phone screens: each other player's ring board is folded under
    « Plateau des anneaux »; every path tile carries its gnome move (a refused one says why)."""
    s = from_page(0)
    html = GAME.render(s, 0, s.legal_moves(0))
    assert html.count('class="bga-gh-rings"') == 1 and html.count('data-move="marqueur-4-1"') == 2
    assert 'data-move="gnome-C4"' in html and 'data-move="champignon-' not in html
    three = start(3)
    assert GAME.render(three, 0, three.legal_moves(0)).count('class="bga-gh-rings"') == 2
