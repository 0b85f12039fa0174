"""Setup, the whole game (mode « partie »): the board and its lines, the Ensembles and their
points, the tiles of a turn, the draw, the hidden zones, the finish line and the winners at 1v1
and 2v2, the bots; each rule quoting the page, each reading of « Lecture retenue » tested so
that the opposite reading fails."""

from __future__ import annotations

import json

import pytest

from engine.bots import make_bot
from engine.core import ScenarioError
from engine.games import get_game
from engine.games.setup import rules as R
from engine.games.setup.bots import plan_turn
from engine.rng import Rng

from playthroughs import random_games, seeds
from refusals import refused

GAME = get_game("setup", "partie")
EXAMPLE = {"plateau": {"C3": "4c", "B2": "5d", "B1": "6d"}, "zones": [["3d", "4d", "9h", "1s"]],
           "commune": ["7h", "2c", "8s", "10e"]}


def game(fmt="1v1", seed=1, un_tour=False, **position):
    return GAME.start({"format": fmt, "position": position or None, "un_tour": un_tour}, seed)


def place(s, *pairs):
    """Play tile-then-square for each (tile, square)."""
    for tile, sq in pairs:
        s.play(f"tuile-{tile}")
        s.play(f"case-{sq}")


def all_tiles_of(s) -> list[str]:
    return ([t for stack in s.plateau.values() for t in stack] + [t for z in s.zones for t in z]
            + s.commune + s.sac)


# --- the board ------------------------------------------------------------------------------------

def test_board_has_twelve_squares_four_common_two_per_pawn():
    """« Le plateau contient 12 cases : 4 cases communes au centre et 2 cases par couleur de pion (il y a
    toujours les quatre couleurs, peu importe le nombre de joueurs). »"""
    assert len(R.SQUARES) == 12 and len(R.COMMON) == 4
    assert sorted(sq for sqs in R.SIDES.values() for sq in sqs) == sorted(set(R.SQUARES) - set(R.COMMON))
    assert all(len(sqs) == 2 for sqs in R.SIDES.values()) and len(R.SIDES) == 4


def test_reading_lines_join_every_side_and_corner_neighbour_and_nothing_further():
    """« Des lignes permettent de voir quelles cases sont reliées pour créer des Ensembles : orthogonalement
    ou diagonalement. » Reading: every two squares side by side or corner to corner are joined (30 lines);
    squares further apart are not."""
    assert len(R.LINKS) == 30
    diagonal = {"B3": "4d", "C2": "4c"}
    assert R.turn_points(diagonal, ["B3"], 2, 0)["gains"][0] == 2          # fails if only sides joined
    apart = {"B4": "4d", "B2": "4c"}                                       # two rows apart
    assert R.turn_points(apart, ["B4"], 2, 0)["gains"][0] == 0


def test_reading_fifty_tiles_one_of_each_value_in_each_colour():
    """« Les valeurs vont de 1 à 10 et il y a 5 couleurs. » Reading: one tile of each (50)."""
    assert len(set(R.all_tiles())) == 50
    for fmt, n in (("1v1", 2), ("2v2", 4)):
        s = game(fmt, seed=4)
        assert sorted(all_tiles_of(s)) == sorted(R.all_tiles())
        assert len(s.sac) == 50 - 4 * (n + 1)


def test_every_zone_holds_four_tiles():
    """« un joueur peut utiliser des tuiles de sa zone personnelle (cachée des autres joueurs) et/ou des
    tuiles de la zone commune. Elles contiennent toutes 4 tuiles. »"""
    s = game("2v2")
    assert [len(z) for z in s.zones] == [4, 4, 4, 4] and len(s.commune) == 4


# --- Ensembles and points --------------------------------------------------------------------------

def test_the_page_example_as_a_position_scores_five_and_one_then_stops():
    """« si un joueur pose un 3♦ et un 4♦ et qu'il y a sur le plateau (et reliés correctement) un 4♣, un
    5♦ et un 6♦, il marquera 2 points pour les 4 et 3 points pour la suite. » The opponent scores the 6♦
    on his square (B1). The example stops at the end of the turn."""
    s = game(un_tour=True, **EXAMPLE)
    place(s, ("3d", "B4"), ("4d", "B3"))
    s.play("valider")
    assert s.points == [5, 1] and s.is_over()
    assert "même valeur : 4♣, 4♦" in s.events[-2] or "même valeur : 4♦, 4♣" in s.events[-2]
    assert "suite : 3♦, 4♦, 5♦, 6♦" in s.events[-2]


def test_a_tile_scores_at_most_one_point():
    """« Une tuile ne peut rapporter qu'un point maximum, même si elle fait partie de 2 Ensembles. »"""
    pts = R.turn_points({"B3": "4d", "C3": "4c", "B2": "5d"}, ["B3"], 2, 0)
    assert len(pts["ensembles"]) == 2 and pts["gains"][0] == 3            # 4♦ is in both


def test_old_tiles_count_only_inside_an_ensemble_of_the_turn():
    """« 1 point par tuile faisant partie de son ou ses Ensemble(s), même si elles étaient déjà présentes
    sur le plateau »: an Ensemble without a tile of the turn scores nothing."""
    board = {"B2": "7h", "C2": "7s", "B4": "2e"}
    assert R.turn_points(board, ["B4"], 2, 0)["gains"][0] == 0
    assert R.turn_points({**board, "B3": "7c"}, ["B3"], 2, 0)["gains"][0] == 3


def test_a_suite_is_one_colour_with_following_values():
    """« soit de même couleur formant une suite »: 3♦ – 5♦ is no suite, 3♣ – 4♦ neither."""
    assert R.turn_points({"B3": "3d", "B2": "5d"}, ["B3"], 2, 0)["gains"][0] == 0
    assert R.turn_points({"B3": "3c", "B2": "4d"}, ["B3"], 2, 0)["gains"][0] == 0
    assert R.turn_points({"B3": "3d", "B2": "4d", "C2": "5d"}, ["B3"], 2, 0)["gains"][0] == 3


def test_opponents_score_the_tiles_on_their_squares_and_move_their_pawns():
    """« Si ces Ensembles comprennent des tuiles situées sur des zones d'adversaires, ceux-ci marquent
    aussi 1 point par tuile sur leur zone. Les pions avancent ensuite d'1 case par point gagné. »"""
    s = game(plateau={"B1": "9h", "C1": "9s"}, zones=[["9c", "1d", "2d", "3d"]])
    place(s, ("9c", "B2"))
    s.play("valider")
    assert s.points == [3, 2]


def test_reading_a_partner_scores_nothing_for_his_squares():
    """« des zones d'adversaires » only: at 2v2 the partner (Vert, B1 C1) scores nothing for his squares,
    an opponent (Rouge, A2 A3) does."""
    s = game("2v2", plateau={"B1": "9h", "A2": "9s"}, zones=[["9c", "1d", "2d", "3d"]])
    place(s, ("9c", "B2"))
    s.play("valider")
    assert s.points == [3, 1, 0, 0]                   # Bleu 3, Rouge 1 (A2), Vert 0 (B1), Jaune 0


# --- the tiles of a turn ---------------------------------------------------------------------------

def test_turn_tiles_same_value_or_same_colour():
    """« Il ne peut sélectionner que des tuiles de même valeur OU de même couleur »."""
    s = game(zones=[["4d", "4c", "5c", "6d"]], commune=["1h", "2h", "3h", "4h"])
    place(s, ("4d", "B3"))
    assert "tuile-4c" in s.legal_moves() and "tuile-4h" in s.legal_moves() and "tuile-6d" in s.legal_moves()
    refused(s, "tuile-5c", "même valeur OU", section=R.S_TURN)
    place(s, ("4c", "C3"))
    refused(s, "tuile-6d", "même valeur OU", section=R.S_TURN)      # now 4♦ and 4♣: only 4s


def test_as_many_tiles_as_he_wants_from_both_zones():
    """« Le joueur actif choisit des tuiles parmi sa zone personnelle et/ou la zone commune. […] Il peut
    prendre autant de tuile qu'il veut. »"""
    s = game(zones=[["5d", "5c", "1h", "2h"]], commune=["5h", "5s", "5e", "9d"])
    place(s, ("5d", "B4"), ("5c", "B3"), ("5h", "C3"), ("5s", "C4"), ("5e", "B2"))
    s.play("valider")
    assert s.points[0] == 5


def test_never_on_an_opponents_square():
    """« Il peut ensuite les poser sur toutes les cases, avec ou sans tuiles, SAUF celles de la couleur du
    pion de son ou ses adversaire(s). »"""
    s = game(zones=[["4d", "1c", "2c", "3c"]])
    s.play("tuile-4d")
    refused(s, "case-B1", "SAUF", section=R.S_TURN)
    refused(s, "case-C1", "SAUF", section=R.S_TURN)
    d = game("2v2", zones=[["4d", "1c", "2c", "3c"]])
    d.play("tuile-4d")
    refused(d, "case-A2", "SAUF", section=R.S_TURN)                  # Rouge's
    refused(d, "case-D3", "SAUF", section=R.S_TURN)                  # Jaune's
    assert "case-B1" in d.legal_moves()                              # the partner's: allowed


def test_reading_at_1v1_the_unplayed_pawns_squares_are_open_to_all():
    """« il y a toujours les quatre couleurs, peu importe le nombre de joueurs »: at 1v1 the squares of the
    two pawns nobody plays (A2 A3, D2 D3) are no one's: both may play there, no one scores for them."""
    s = game(plateau={"A3": "9h"}, zones=[["9c", "1d", "2d", "3d"]])
    s.play("tuile-9c")
    assert "case-A2" in s.legal_moves() and "case-D3" in s.legal_moves()
    s.play("case-A2")
    s.play("valider")
    assert s.points == [2, 0]
    s.play(f"tuile-{s.zones[1][0]}")
    assert "case-A3" in s.legal_moves() and "case-B4" not in s.legal_moves()


def test_on_squares_with_or_without_tiles_only_the_top_counts():
    """« sur toutes les cases, avec ou sans tuiles »: a tile may cover one (reading: only the top one
    counts), never a tile of the same turn."""
    s = game(plateau={"B3": "8h", "C3": "2s"}, zones=[["2d", "2e", "5c", "6c"]])
    place(s, ("2d", "B3"))
    assert s.plateau["B3"] == ["8h", "2d"]
    s.play("tuile-2e")
    refused(s, "case-B3", "déjà sur cette case", section=R.S_TURN)
    s.play("case-B2")
    s.play("valider")
    assert s.points[0] == 3                              # 2♦ 2♠ 2★, the covered 8♥ plays no part


def test_same_colour_tiles_form_a_single_suite():
    """« de même couleur qui formeront une unique suite une fois posées sur le plateau »."""
    s = game(plateau={"B2": "5d"}, zones=[["4d", "9d", "6d", "1c"]])
    place(s, ("4d", "B3"), ("9d", "A2"))
    refused(s, "valider", "unique suite", section=R.S_TURN)
    s.play("reprendre")
    assert s.plateau.get("A2") is None and "9d" in s.zones[0]
    place(s, ("6d", "C2"))                               # 4♦ – 5♦ – 6♦ through the board's 5♦
    s.play("valider")
    assert s.points[0] == 3


def test_reading_same_value_tiles_need_not_be_joined():
    """Reading: only same-colour tiles must form « une unique suite »; tiles of one value may go anywhere
    (here two 7s far apart, validated, scoring nothing)."""
    s = game(zones=[["7d", "7c", "1h", "2h"]])
    place(s, ("7d", "B4"), ("7c", "A2"))
    assert "valider" in s.legal_moves()
    s.play("valider")
    assert s.points == [0, 0]


def test_a_turn_needs_a_tile_and_take_back_restores_it():
    s = game(zones=[["4d", "1c", "2c", "3c"]], commune=["7h", "2h", "8s", "10e"])
    refused(s, "valider", "au moins une tuile", section=R.S_TURN)
    refused(s, "case-B3", "choisissez d'abord une tuile")
    place(s, ("7h", "B3"))
    assert "7h" not in s.commune
    s.play("reprendre")
    assert "7h" in s.commune and "B3" not in s.plateau and s.posees == []


def test_no_tile_taken_from_another_players_zone():
    """« Les joueurs peuvent voir la zone personnelle de leur coéquipier, mais ne peuvent pas y prendre de
    tuile. »"""
    s = game("2v2", zones=[["4d", "1c", "2c", "3c"], [], ["4h", "5h", "6h", "7h"]])
    refused(s, "tuile-4h", "ne peuvent pas y prendre de tuile", section=R.S_TEAMS)
    refused(s, f"tuile-{s.zones[1][0]}", "ni dans votre zone personnelle", section=R.S_TURN)


def test_refill_every_zone_to_four_then_next_player():
    """« Une fois les tuiles posées et le tour confirmé, on pioche des tuiles pour que toutes les zones
    contiennent de nouveau 4 tuiles et on passe au joueur suivant. »"""
    s = game(zones=[["5d", "5c", "1h", "2h"]], commune=["5h", "9s", "9e", "9d"])
    bag = len(s.sac)
    other = list(s.zones[1])
    place(s, ("5d", "B4"), ("5c", "B3"), ("5h", "C3"))
    s.play("valider")
    assert len(s.zones[0]) == 4 and len(s.commune) == 4 and s.zones[1] == other
    assert len(s.sac) == bag - 3 and s.tour == 1


# --- hidden zones ------------------------------------------------------------------------------------

def test_hidden_zones_stay_hidden_and_a_partner_sees_his_partners():
    """« sa zone personnelle (cachée des autres joueurs) » ; at 2v2 « Les joueurs peuvent voir la zone
    personnelle de leur coéquipier »."""
    s = game()
    v = s.view(0)
    assert v["zones"][0] == s.zones[0] and v["zones"][1] is None and v["sac"] == len(s.sac)
    assert s.view(None)["zones"] == [None, None]
    assert s.view(1)["zones"][0] is None
    text = json.dumps(v)
    assert not any(f'"{t}"' in text for t in s.zones[1] + s.sac)
    d = game("2v2")
    v = d.view(0)
    assert v["zones"][2] == d.zones[2] and v["zones"][1] is None and v["zones"][3] is None
    assert d.view(1)["zones"][3] == d.zones[3] and d.view(1)["zones"][0] is None


def test_an_opponents_chosen_hidden_tile_is_not_shown_before_it_is_placed():
    s = game()
    s.play(f"tuile-{s.zones[0][0]}")
    assert s.view(1)["choisie"] is None and s.view(0)["choisie"] == s.zones[0][0]


def test_the_view_draws_tiles_and_hides_the_others_zones():
    s = game(**EXAMPLE)
    html = GAME.render(s, 0, s.legal_moves(0))
    assert html.count('data-move="case-') == 12 and html.count('<line ') == 30
    assert html.count("bga-onsquare") == 3                        # the three tiles on the board
    assert html.count("bga-back") == 4                            # Rouge's zone, face down
    assert 'data-move="tuile-3d"' in html and 'data-move="tuile-7h"' in html
    assert "◆" in html and "Piste des scores" in html
    for t in s.zones[1]:
        assert f"tuile-{t}" not in html and R.tile_words(t) not in html


# --- the end --------------------------------------------------------------------------------------

def test_reading_finish_line_thirty_at_1v1_twenty_five_at_2v2():
    """« Des losanges sur certaines cases indiquent la ligne d'arrivée selon le nombre de joueurs. »
    Reading: 30 at 1v1, 25 at 2v2. At 27 + 2 the game goes on; at 28 + 2 the line is reached."""
    assert game().arrivee == 30 and game("2v2").arrivee == 25
    for fmt, start, reached in (("1v1", 27, False), ("1v1", 28, True), ("2v2", 22, False), ("2v2", 23, True)):
        s = game(fmt, plateau={"B2": "9h"}, zones=[["9c", "1d", "2d", "3d"]],
                 points=[start] + [0] * (1 if fmt == "1v1" else 3))
        place(s, ("9c", "B3"))
        s.play("valider")                                          # +2
        assert s.points[0] == start + 2 and s.arrivee_atteinte is reached


def test_reading_the_round_is_finished_after_the_finish_line():
    """« Une fois qu'un joueur atteint ou dépasse la ligne d'arrivée, on finit le tour. » Reading: the
    round; the next seats still play, then the count (the game does not stop at once)."""
    s = game(plateau={"B2": "9h"}, zones=[["9c", "1d", "2d", "3d"]], points=[29, 0])
    place(s, ("9c", "B3"))
    s.play("valider")
    assert s.points[0] == 31 and not s.is_over() and s.tour == 1
    place(s, (s.zones[1][0], "C2"))
    s.play("valider")
    assert s.is_over() and s.winners() == [0] and "le tour est fini" in s.fin


def test_most_points_wins_a_tie_goes_to_who_played_last():
    """« Celui qui a le plus de points remporte la victoire. S'il y a égalité, c'est le joueur qui a joué
    en dernier qui l'emporte. »"""
    assert R.winners([31, 28], 1) == ([0], "le plus de points")
    assert R.winners([30, 30], 1)[0] == [1]
    assert R.winners([30, 30], 0)[0] == [0]
    s = game(plateau={"B2": "9h"}, zones=[["9c", "1d", "2d", "3d"], ["9s", "1e", "2e", "3e"]], points=[28, 27])
    place(s, ("9c", "B3"))
    s.play("valider")                                              # Bleu 30: the line
    place(s, ("9s", "C2"))
    s.play("valider")                                              # Rouge 27 + 3 = 30, and played last
    assert s.is_over() and s.points == [30, 30] and s.winners() == [1]


def test_2v2_a_team_wins_if_none_of_its_players_is_last():
    """« Pour gagner, il ne faut pas qu'un des joueurs du binôme soit dernier lorsque le premier pion
    (peu importe l'équipe) arrive ou dépasse la ligne d'arrivée. » Seats 0 and 2 against 1 and 3."""
    assert R.winners([26, 20, 10, 21], 3)[0] == [1, 3]             # Vert last: Rouge and Jaune win
    assert R.winners([12, 30, 20, 11], 3)[0] == [0, 2]             # the leader's team may lose


def test_2v2_the_two_last_on_one_case_the_best_score_decides():
    """« Si les deux derniers sont sur la même case à la fin de la partie, c'est l'équipe du joueur avec le
    meilleur score qui gagne. »"""
    assert R.winners([10, 10, 26, 20], 3)[0] == [0, 2]             # Vert 26 is best
    assert R.winners([10, 27, 26, 10], 3)[0] == [1, 3]             # Rouge 27 is best
    assert R.winners([10, 10, 22, 10], 3)[0] == [0, 2]             # three last, both teams: best is Vert
    assert R.winners([10, 15, 10, 22], 3)[0] == [1, 3]             # both of a team last: that team loses
    # reading: best scores tied too: the one who played last among them
    assert R.winners([25, 10, 10, 25], 3)[0] == [1, 3]
    assert R.winners([25, 10, 10, 25], 2)[0] == [0, 2]


def test_reading_2v2_the_last_player_is_judged_at_the_end_of_the_game():
    """« Si les deux derniers sont sur la même case à la fin de la partie » — reading: the team is judged
    once the round is finished, not the moment the first pawn arrives. When Bleu reaches 25, Vert is last;
    after the round Rouge is: Bleu and Vert win."""
    s = game("2v2", plateau={"B2": "9h", "C1": "2s"}, points=[23, 5, 4, 6],
             zones=[["9c", "1s", "2d", "3d"], ["10s", "4h", "5h", "6h"], ["2e", "7c", "8c", "3h"],
                    ["1h", "7d", "8d", "4c"]])
    for tile, sq in (("9c", "B3"), ("10s", "D2"), ("2e", "B1"), ("1h", "D3")):
        place(s, (tile, sq))
        s.play("valider")
        if s.tour == 1 and not s.is_over():
            assert s.points == [25, 5, 4, 6] and s.arrivee_atteinte     # Vert last here
    assert s.is_over() and s.points == [25, 5, 6, 6] and s.winners() == [0, 2]


def test_reading_an_empty_bag_ends_the_game_when_a_player_has_no_tile():
    """Reading: once the bag is empty the zones are no longer refilled; a player with no tile to play
    ends the game (the count as at the finish line)."""
    s = game()
    s.sac, s.commune, s.zones = [], [], [["9c"], []]
    place(s, ("9c", "B3"))
    s.play("valider")
    assert s.is_over() and "plus de tuile" in s.fin


# --- options --------------------------------------------------------------------------------------

@pytest.mark.parametrize("position, field", [
    ({"plateau": {"E5": "4d"}}, "position.plateau"),
    ({"plateau": {"B2": "11d"}}, "position.plateau"),
    ({"plateau": {"B2": "04d"}}, "position.plateau"),
    ({"plateau": []}, "position.plateau"),
    ({"plateau": {"B2": "4d"}, "zones": [["4d"]]}, "position.zones"),
    ({"zones": [["1d", "2d", "3d", "4d", "5d"]]}, "position.zones"),
    ({"zones": [[], [], []]}, "position.zones"),
    ({"commune": "4d"}, "position.commune"),
    ({"points": [30, 0]}, "position.points"),
    ({"pioche": []}, "position.pioche"),
])
def test_bad_positions_name_their_field(position, field):
    with pytest.raises(ScenarioError) as err:
        GAME.start({"position": position}, 1)
    assert err.value.field == field


# --- bots -----------------------------------------------------------------------------------------

def test_bot_finds_the_page_examples_five_points():
    s = game(**EXAMPLE)
    plan = plan_turn(R.tops(s.plateau), s.zones[0] + s.commune, 2, 0)
    board = R.tops(s.plateau)
    board.update(plan)
    gains = R.turn_points(board, [sq for sq, _t in plan], 2, 0)["gains"]
    assert gains[0] - gains[1] >= 4 and {t for _sq, t in plan} >= {"3d", "4d"}


def _bot_moves(s, seat, bot):
    moves = []
    while not s.is_over() and s.tour == seat:
        m = bot.choose(s.view(seat), s.legal_moves(seat), Rng(1))
        moves.append(m)
        s.play(m, seat)
    return moves


@pytest.mark.parametrize("fmt", ["1v1", "2v2"])
def test_bots_decide_from_their_view_alone(fmt):
    """Hidden information stays hidden: swap the tiles a bot cannot see (the others' hidden zones, the bag)
    and its whole turn stays the same."""
    for seed in range(6):
        s = game(fmt, seed=seed)
        for _ in range(3 + seed % 3):                             # a few turns in
            _bot_moves(s, s.tour, make_bot(GAME, "malin"))
        seat = s.tour
        twin = s.clone()
        unseen = [q for q in range(s.players) if not twin.sees_zone(seat, q)]
        pool = [t for q in unseen for t in twin.zones[q]] + twin.sac
        pool = pool[::-1]
        for q in unseen:
            k = len(twin.zones[q])
            twin.zones[q], pool = pool[:k], pool[k:]
        twin.sac = pool
        assert twin.view(seat) == s.view(seat) and twin.zones != s.zones
        assert _bot_moves(s, seat, make_bot(GAME, "malin")) == _bot_moves(twin, seat, make_bot(GAME, "malin"))


ALL = set(R.ALL_TILES)


def _invariants(state):
    tiles = all_tiles_of(state)
    assert len(tiles) == 50 and set(tiles) == ALL                # each tile once, none lost
    assert all(len(z) <= 4 for z in state.zones) and len(state.commune) <= 4
    for sq in state.new_squares():
        owner = R.square_seat(state.players, sq)
        assert owner is None or owner not in R.opponents(state.players, state.tour)


# bench/volume_coverage.py --couvrir on the hunt's volume of 300 seeds per format (cover completed to 5)
COVER = {"1v1": (0, 1, 2, 3, 66), "2v2": (0, 1, 2, 3, 21)}


@pytest.mark.parametrize("fmt", ["1v1", "2v2"])
def test_seeded_bot_games_reach_an_end(fmt):
    """Seeded games per format (a measured cover; more under scripts/hunt.sh), the rules held after each move; each ends
    at the finish line (or the empty bag) and names its winners."""
    n = 2 if fmt == "1v1" else 4
    ends = set()
    for final, _moves in random_games(GAME, seeds(COVER[fmt], 300), {"format": fmt},
                                      bots=lambda seed: ["malin"] * n if seed % 5 else ["hasard"] + ["malin"] * (n - 1),
                                      check=_invariants):
        assert final.winners() and final.fin
        if n == 4:
            assert final.winners() in ([0, 2], [1, 3])
        ends.add("ligne" if "le tour est fini" in final.fin else "sac")
        doc = final.to_json()
        assert GAME.from_json(json.loads(json.dumps(doc))).to_json() == doc
    assert "ligne" in ends


def test_the_bot_beats_random_play():
    """Greedy on the page's scoring: « malin » wins seeded 1v1 games against « hasard », from either seat."""
    wins = 0
    for seed in range(10):
        names = ["malin", "hasard"] if seed % 2 == 0 else ["hasard", "malin"]
        final, _moves = next(random_games(GAME, [seed], {}, bots=names))
        wins += names.index("malin") in final.winners()
    assert wins >= 9
