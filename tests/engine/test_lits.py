"""Battle of LITS: the four tetrominoes, rules 1–3, the first-turn choice, scoring of
visible symbols, the tie rule, the game against the bot and the placement checker
(page « Gamehelpbattleoflits »)."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.lits import rules as R
from engine.games.lits.bots import LitsBot
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from playthroughs import seeds

GAME = get_game("lits", "partie")
CHECK = get_game("lits", "verificateur")

# 6 × 6 board used by the scenarios: row 1 on top.
SYMBOLS = ["XX..O.",
           "OO.X..",
           "..X.O.",
           "X..O..",
           ".O..X.",
           "..X..O"]


def start(**options):
    opts = {"taille": 6, "symboles": SYMBOLS, "commence": "vous"}
    opts.update(options)
    return GAME.start(opts, 1)


def cells(state, move):
    g = R.grid(state.size)
    return [g.name(i) for i in R.placements(state.size)[move].cells]


def refusal(state, move, player=None):
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        state.play(move, player)
    assert json.dumps(state.to_json(), sort_keys=True) == before, "a refusal changes nothing"
    return err.value.reason


def opened(first="I2-A1"):
    """Vous (X) placed `first`, the bot chose « jouer en second »: the bot (O) is to place."""
    s = start()
    s.play(first, 0)
    s.play("second", 1)
    return s


# --- the pieces ----------------------------------------------------------------------------

def test_four_tetromino_shapes_l_i_t_s_with_every_rotation_and_reflection():
    """The game's name: L, I, T and S; a piece may be turned and flipped."""
    assert R.SHAPES == ("L", "I", "T", "S")
    counts = {k: sum(1 for o in R.ORIENTATIONS if o[0] == k) for k in R.SHAPES}
    assert counts == {"L": 8, "I": 2, "T": 4, "S": 4}
    assert all(len(c) == 4 for c in R.ORIENTATIONS.values())
    s = start()
    assert cells(s, "L1-B2") == ["B2", "B3", "B4", "C4"]
    assert cells(s, "S1-B2") == ["B2", "C2", "A3", "B3"]      # anchor: the piece's top-left square
    assert cells(s, "S3-B2") == ["B2", "C2", "C3", "D3"]      # Z, the mirror S, is an S too


def test_five_pieces_of_each_shape_shared_by_both_players():
    """Lecture retenue (Board Game Arena): 5 pieces per shape, one common supply."""
    s = start()
    assert s.supply == {"L": 5, "I": 5, "T": 5, "S": 5}
    s.supply["T"] = 0
    assert not any(m.startswith("T") for m in s.legal_moves())
    assert "plus de pièce T" in refusal(s, "T1-B2")


# --- the first turn -------------------------------------------------------------------------

def test_first_piece_goes_anywhere():
    """« Lors du premier tour, un joueur place une pièce n'importe où sur le plateau. »"""
    s = start()
    assert sorted(s.legal_moves()) == sorted(R.placements(6))
    g = GAME.start({}, 3)
    assert len(g.legal_moves(1)) == len(R.placements(10)) == 1292


def test_second_player_chooses_to_play_second_keeping_its_symbol():
    """« "jouer en second" (donc juste après en gardant son symbole) »."""
    s = start()
    assert s.symbol == ["X", "O"] and s.to_move() == [0]
    s.play("I2-A1", 0)
    assert s.phase == "choix" and s.to_move() == [1] and s.legal_moves(1) == ["second", "premier"]
    s.play("second", 1)
    assert s.symbol == ["X", "O"] and s.to_move() == [1] and s.phase == "pose"


def test_second_player_chooses_to_play_first_and_the_first_player_changes_symbol():
    """« "jouer en premier" (la pièce déjà placée constitue le premier coup) et donc laisser le
    premier joueur rejouer (en changeant son symbole) »."""
    s = start()
    s.play("I2-A1", 0)
    s.play("premier", 1)
    assert s.symbol == ["O", "X"] and s.to_move() == [0] and s.phase == "pose"
    assert any("change de symbole" in e for e in s.events)


def test_the_choice_must_be_made_and_only_once():
    s = start()
    s.play("I2-A1", 0)
    assert "jouer en second" in refusal(s, "L1-E1", 1)
    s.play("second", 1)
    assert "qu'une fois" in refusal(s, "premier", 1)


# --- rules 1 to 3 -------------------------------------------------------------------------

def test_rule_1_a_new_piece_touches_a_placed_piece_by_an_edge():
    """« 1. Chaque nouvelle pièce doit toucher par un bord une pièce déjà posée. »"""
    s = opened()
    reason = refusal(s, "T1-A4")                # A4 B4 C4 B5: far from row 1
    assert reason.startswith("règle 1 :") and R.RULES[1] in reason
    refusal(s, "L1-E2")                          # E2 touches D1 by a corner only
    assert "L1-E1" in s.legal_moves()            # E1 touches D1 by an edge


def test_rule_2_two_identical_pieces_are_never_adjacent():
    """« 2. Deux pièces identiques (c'est à dire de la même couleur) ne peuvent pas être
    adjacentes. »"""
    s = opened()
    reason = refusal(s, "I1-E1")                 # an I beside the I of row 1
    assert reason.startswith("règle 2 :") and R.RULES[2] in reason
    assert "L1-E1" in s.legal_moves()            # an L there is fine: E1 E2 E3 F3


def test_rule_2_is_about_the_shape_whatever_its_orientation():
    t = opened("L1-A1")                          # A1 A2 A3 B3
    # An L turned and flipped (L6 #../###) under A3 shares an edge: still « identique ».
    assert cells(t, "L6-A4") == ["A4", "A5", "B5", "C5"]
    assert "règle 2" in refusal(t, "L6-A4")
    # Another shape in the same place touches the L by an edge and is allowed.
    assert cells(t, "T1-B4") == ["B4", "C4", "D4", "C5"]
    assert "T1-B4" in t.legal_moves()


def test_rule_3_never_cover_a_whole_2x2_square():
    """« 3. On ne peut jamais recouvrir totalement un espace de 2x2 cases (donc dès que 3 cases
    d'un espace 2x2 sont occupées, la dernière case restera visible jusqu'à la fin de la
    partie). »"""
    s = opened()
    assert cells(s, "L2-A2") == ["A2", "B2", "C2", "A3"]
    reason = refusal(s, "L2-A2")                 # A1 B1 A2 B2 would be full
    assert reason.startswith("règle 3 :") and R.RULES[3] in reason
    s.play("L1-E1")                               # E1 E2 E3 F3
    g = R.grid(6)
    locked = {g.name(i) for i in R.locked_visible(6, s.cover)}
    assert "F2" in locked                          # E2 E3 F3 covered → F2 stays visible
    assert all("F2" not in cells(s, m) for m in s.legal_moves())


def test_several_broken_rules_are_all_named():
    s = opened()
    reason = refusal(s, "I2-A2")                 # an I beside the I, and A1 B1 A2 B2 full
    assert "règle 2" in reason and "règle 3" in reason


def test_overlap_unknown_and_off_board_moves():
    s = opened()
    assert "déjà posée" in refusal(s, "L1-A1")
    assert "dépasserait" in refusal(s, "I1-A4")
    for odd in ["", "L9-A1", "L1-Z1", "L1-a1", "L1A1", "L1-A1-", "second "]:
        assert "coup inconnu" in refusal(s, odd)


# --- scoring, the end and the tie rule -------------------------------------------------------

def test_scoring_counts_visible_symbols():
    """« L'un des joueurs marque 1 point par symbole "O" visible, et l'autre 1 point par
    symbole "X" visible. »"""
    s = start()
    flat = "".join(SYMBOLS)
    assert s.scores() == [flat.count("X"), flat.count("O")]
    s.play("I2-A1", 0)                       # covers X X . . : two X
    assert s.scores() == [flat.count("X") - 2, flat.count("O")]
    s.play("premier", 1)
    assert s.scores() == [flat.count("O"), flat.count("X") - 2]


def test_game_ends_when_the_player_to_move_cannot_place():
    for seed in range(30):
        s, moves = play_out(GAME, {"taille": 6}, seed, ["hasard", "hasard"])
        assert s.is_over()
        assert not R.any_placement(s.size, s.cover, s.shape_at, s.supply)
        assert R.legal_placements(s.size, s.cover, s.shape_at, s.supply) == []


def test_tie_goes_to_the_last_player_to_place_a_piece():
    """« En cas d'égalité, le dernier joueur à jouer une pièce est déclaré vainqueur. »"""
    for seed in range(400):
        s, moves = play_out(GAME, {"taille": 6}, seed, ["hasard", "hasard"])
        sc = s.scores()
        last = [p for p, m in moves if m not in ("second", "premier")][-1]
        assert s.last_placer == last
        if sc[0] == sc[1]:
            assert s.winners() == [last]
            break
    else:
        pytest.fail("no tie in 400 games")


# --- random play, determinism, JSON ---------------------------------------------------------

def _check(s):
    assert sum(1 for c in s.cover if c is not None) == 4 * len(s.pieces)
    for k, (move, _) in enumerate(s.pieces):
        assert all(s.cover[i] == k for i in R.placements(s.size)[move].cells)
    for b in R.grid(s.size).blocks2x2():
        assert any(s.cover[i] is None for i in b), "rule 3 holds"
    for k, shape in enumerate(R.SHAPES):
        used = sum(1 for m, _ in s.pieces if m[0] == shape)
        assert used + s.supply[shape] == 5


@pytest.mark.parametrize("size, ci, hunt", [(10, 60, 600), (8, 100, 1000), (6, 140, 1400)])
def test_random_games_never_raise_and_always_end(size, ci, hunt):
    for k, seed in enumerate(seeds(ci, hunt)):
        opts = {"taille": size, "commence": "vous" if seed % 2 else "adversaire"}
        bots = ["malin", "hasard"] if seed % 25 == 0 else ["hasard", "hasard"]
        s, moves = play_out(GAME, opts, seed, bots, check=_check if k < 100 else None)
        _check(s)
        assert s.is_over() and len(s.winners()) == 1 and len(s.pieces) <= 20
        assert len(moves) == len(s.pieces) + 1




def test_random_layout_has_30_x_and_30_o():
    """Lecture retenue: 10 × 10, 30 X and 30 O placed at random from the seed."""
    for seed in range(5):
        s = GAME.start({}, seed)
        assert len(s.symbols) == 100 and s.symbols.count("X") == 30 and s.symbols.count("O") == 30
    assert GAME.start({}, 1).symbols != GAME.start({}, 2).symbols
    assert GAME.start({}, 1).symbols == GAME.start({}, 1).symbols


@pytest.mark.parametrize("options, field", [
    ({"joueurs": 3}, "joueurs"), ({"commence": "x"}, "commence"), ({"taille": 12}, "taille"),
    ({"taille": 6, "symboles": ["XO"]}, "symboles"), ({"symboles": SYMBOLS}, "symboles"),
    ({"taille": 6, "symboles": ["XXXXXA"] * 6}, "symboles"),
])
def test_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        GAME.start(options, 1)
    assert err.value.field == field




# --- the bot ---------------------------------------------------------------------------------

def test_bot_covers_opponent_symbols_and_beats_random():
    wins = 0
    for seed in range(30):
        s, _ = play_out(GAME, {}, seed, ["hasard", "malin"] if seed % 2 else ["malin", "hasard"])
        wins += s.winners() == [seed % 2]
    assert wins >= 27


def test_bot_pie_choice_takes_a_piece_that_covered_o():
    s = start()
    s.play("I2-A2", 0)                 # O O . X : covers two O, one X
    assert LitsBot().choose(s.view(1), s.legal_moves(1), Rng(1)) == "premier"
    t = start()
    t.play("I2-A1", 0)                 # X X . . : covers two X
    assert LitsBot().choose(t.view(1), t.legal_moves(1), Rng(1)) == "second"


def test_session_against_the_bot_starts_with_the_choice():
    ss = Session("lits", "partie", {}, 8)
    snap = ss.snapshot()
    assert snap["legal"] == ["second", "premier"] and len(ss.moves) == 1
    with pytest.raises(IllegalMove):
        ss.play("L1-A1")
    ss.play("second")
    assert ss.state.phase == "pose"


# --- the placement checker -----------------------------------------------------------------

def check(pieces=("I2-A1",)):
    return CHECK.start({"taille": 6, "symboles": SYMBOLS, "pieces": list(pieces)}, 1)


@pytest.mark.parametrize("move, rules", [("T1-A4", [1]), ("I1-E1", [2]), ("L2-A2", [3]), ("I2-A2", [2, 3])])
def test_checker_names_the_broken_rules_by_their_number(move, rules):
    s = check()
    s.play(move)
    v = s.view(0)
    assert v["essai"]["regles"] == rules and v["pieces"] == ["I2-A1"]
    for k in rules:
        assert f"règle {k}" in v["essai"]["raison"] and R.RULES[k] in v["essai"]["raison"]
    html = CHECK.render(s, 0, s.legal_moves(0))
    assert "<script" not in html


def test_checker_places_an_allowed_piece_then_takes_it_back():
    s = check()
    s.play("L1-E1")
    assert s.view(0)["pieces"] == ["I2-A1", "L1-E1"] and s.view(0)["essai"] is None
    s.play("retirer")
    assert s.view(0)["pieces"] == ["I2-A1"]
    s.play("L1-E1")
    s.play("vider")
    assert s.view(0)["pieces"] == ["I2-A1"]
    assert "déjà posée" in refusal(s, "L1-A1")         # on the I: not even an attempt
    s.supply["T"] = 0                                   # the supply runs out: refused, no rule number
    s.play("T1-A4")
    assert s.view(0)["essai"]["regles"] == [] and "plus de pièce T" in s.view(0)["essai"]["raison"]


def test_checker_refuses_only_unknown_moves():
    s = check(())
    assert "retirer" not in s.legal_moves()
    assert "aucune pièce" in refusal(s, "retirer")
    assert "coup inconnu" in refusal(s, "Q1-A1")
    assert "dépasserait" in refusal(s, "I2-E1")


@pytest.mark.parametrize("pieces", [["I2-A1", "I1-E1"], ["L1-A1", "L1-A1"], "L1-A1", ["X"]])
def test_checker_bad_start_positions(pieces):
    with pytest.raises(ScenarioError) as err:
        CHECK.start({"taille": 6, "pieces": pieces}, 1)
    assert err.value.field == "pieces"


# --- the view: choose a shape, then the square -------------------------------------------------

def test_view_offers_every_orientation_and_every_square_as_a_target():
    s = opened()
    html = GAME.render(s, 1, s.legal_moves(1))
    assert html.count("data-part=") == 18 and html.count('data-template="{}-') == 36
    assert 'class="bga-compose"' in html
    assert "restera visible (règle 3)" not in html
    s.play("L1-E1")                                        # E2 E3 F3 covered: F2 stays visible
    html = GAME.render(s, 0, s.legal_moves(0))
    assert "F2 : vide, restera visible (règle 3)" in html
    t = start()
    t.play("I2-A1", 0)
    html = GAME.render(t, 1, t.legal_moves(1))
    assert 'data-move="second"' in html and 'data-move="premier"' in html and "data-part=" not in html


# --- added by redraw-rest: the checker fits a phone (issue 23) --------------------------------

def test_checker_folds_the_three_rules():
    """The page's first example was 1.67 phone screens: the three rules of the page fold under their
    title (a refusal names its rule in the banner), the shapes, the board and the reserve stay."""
    s = CHECK.start({"taille": 6, "symboles": ["XX..O.", "OO.X..", "..X.O.", "X..O..", ".O..X.", "..X..O"],
                     "pieces": ["I2-A1"]}, 1)
    html = CHECK.render(s, 0, s.legal_moves(0))
    folded = html[html.index("<summary>Les 3 règles de placement de la page</summary>"):]
    assert folded.index("On ne peut jamais recouvrir") < folded.index("</details>")
    assert "Réserve (5 pièces par forme)" in html


# --- added by fg (issue 33): each shape named by what it looks like, the set one tab stop ---------

def test_each_piece_is_named_by_its_shape():
    """« pièce L, orientation 1…8 » never described the shape: each of the 18 buttons says it in
    words (its longest straight run, then where the rest lies), and no two say the same."""
    from engine.games.lits.view import piece_name, shape_words
    assert [piece_name(f"L{n}") for n in range(1, 9)] == [
        "L : trois cases en colonne, une à droite en bas",      # #. / #. / ##
        "L : trois cases en ligne, une en dessous à gauche",     # ### / #..
        "L : trois cases en colonne, une à gauche en haut",      # ## / .# / .#
        "L : trois cases en ligne, une au-dessus à droite",      # ..# / ###
        "L : trois cases en colonne, une à gauche en bas",       # .# / .# / ##
        "L : trois cases en ligne, une au-dessus à gauche",      # #.. / ###
        "L : trois cases en colonne, une à droite en haut",      # ## / #. / #.
        "L : trois cases en ligne, une en dessous à droite",     # ### / ..#
    ]
    assert (piece_name("I1"), piece_name("I2")) == ("I : quatre cases en colonne", "I : quatre cases en ligne")
    assert piece_name("T1") == "T : trois cases en ligne, une en dessous au milieu"
    assert piece_name("S1") == "S : deux cases en ligne, deux en dessous décalées d'une case vers la gauche"
    assert piece_name("S2") == "S : deux cases en colonne, deux à droite décalées d'une case vers le bas"
    assert len({piece_name(o) for o in R.ORIENTATION_IDS}) == 18
    assert shape_words([(5, 3), (5, 4), (6, 3), (6, 4)]) == "quatre cases en carré"   # any place, the O too
    s = opened()
    html = GAME.render(s, 1, s.legal_moves(1))
    assert "orientation 1" not in html and ">L : trois cases en colonne, une à droite en bas<" in html
    # the set is one roving group for the shell (one tab stop, arrows within), named
    assert 'class="bga-hand bga-roving" role="toolbar" aria-label="Formes et orientations"' in html
