"""Dames internationales: the page « Tips checkers » gives advice, not rules, so
every rule here is one of the FMJD rules the page's « Règles appliquées »
states; then perft, random play, round trips, refusals, the view, the bots
(on the page's own 2-for-1 example) and a golden game."""

import json
from pathlib import Path

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.dames import rules as R
from engine.games.dames.bots import BeginnerBot, MalinBot, evaluate
from engine.rng import Rng
from engine.session import Session
from refusals import refused
from engine.simulate import play_out

GAME = get_game("dames", "partie")
GOLDEN = Path(__file__).parent / "golden" / "dames-partie.json"
SHOT = "W:W28,29,33,37,38,43,46,47,49,50:B1,2,4,5,7,9,18,19,26,30"   # the page's 2-for-1 example


def at(fen, seed=1):
    return GAME.start({"position": fen}, seed)


def real_moves(state):
    return [m for m in state.legal_moves() if not m.startswith("choisir-")]


def perft(board, side, depth):
    found = R.moves(board, side)
    if depth == 1:
        return len(found)
    return sum(perft(R.apply(board, path, taken)[0], 1 - side, depth - 1) for path, taken in found)


# --- the board -------------------------------------------------------------------------

def test_squares_are_numbered_from_blacks_side():
    """« les 50 cases foncées sont numérotées de 1 à 50 en partant du camp des Noirs »:
    1 is the first dark square of the top row seen by White, 46 White's
    bottom-left corner, 50 the bottom-right square."""
    assert R.coords(1) == (0, 1) and R.coords(5) == (0, 9)
    assert R.coords(46) == (9, 0) and R.coords(50) == (9, 8)
    assert all(R.square_at(*R.coords(sq)) == sq for sq in R.SQUARES)
    assert R.square_at(0, 0) is None and R.square_at(9, 9) is None   # light corners


def test_start_position_and_white_first():
    """« Chaque camp a 20 pions : les Noirs sur les cases 1 à 20, les Blancs sur 31 à 50,
    et les Blancs commencent. »"""
    s = GAME.start({}, 1)
    assert s.cases == R.initial_board() and s.trait == R.WHITE
    assert R.material(s.cases) == (20, 0, 20, 0)
    assert real_moves(s) == ["31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"]
    assert s.to_move() == [0] and GAME.seat_name(0) == "Blancs" and GAME.seat_name(1) == "Noirs"


@pytest.mark.parametrize("depth, count", [(1, 9), (2, 81), (3, 658), (4, 4265), (5, 27117), (6, 167140)])
def test_perft_from_the_start(depth, count):
    """The published move counts of international draughts from the start."""
    assert perft(R.initial_board(), R.WHITE, depth) == count


# --- moves -----------------------------------------------------------------------------

def test_a_man_steps_one_square_forward_only():
    """« un pion avance d'une case en diagonale »"""
    s = at("W:W28:B1")
    assert real_moves(s) == ["28-22", "28-23"]
    assert "recule" in s.why_illegal("28-32", 0)
    assert "une seule case" in s.why_illegal("28-17", 0)
    assert "diagonale" in s.why_illegal("28-27", 0)


def test_a_king_flies_along_free_diagonals():
    """« une dame parcourt autant de cases libres qu'elle veut sur une diagonale »"""
    s = at("W:WK28,36:B1")
    moves = real_moves(s)
    assert {"28-46", "28-5", "28-37", "28-23", "28-1"} - {"28-1"} <= set(moves)
    assert len([m for m in moves if m.startswith("28-")]) == 17
    s2 = at("W:WK28,37:B1")
    assert "28-46" not in real_moves(s2)
    assert "occupée en 37" in s2.why_illegal("28-46", 0)


def test_capture_is_compulsory():
    """« la prise est obligatoire »"""
    s = at("W:W33,40:B28")
    assert real_moves(s) == ["33x22"]
    assert "obligatoire" in s.why_illegal("40-34", 0)
    assert "aucune prise" in at("W:W40:B1").why_illegal("40x29", 0)


def test_men_capture_backwards_too():
    """« en avant comme en arrière, même pour un pion »"""
    assert real_moves(at("W:W22:B28")) == ["22x33"]


def test_the_most_pieces_must_be_taken():
    """« il faut prendre le plus grand nombre de pièces possible »"""
    s = at("W:W33:B19,28,29")
    assert real_moves(s) == ["33x13"]
    reason = s.why_illegal("33x22", 0)
    assert "le plus de pièces possible" in reason and "2 pièces" in reason


def test_a_king_counts_as_one_piece():
    """« (une dame compte pour une pièce) »: two men beat one king."""
    s = at("W:W33:BK28,19,29")
    assert real_moves(s) == ["33x13"]


def test_a_king_captures_at_a_distance_and_lands_anywhere_beyond():
    """« Une dame prend à distance et s'arrête sur n'importe quelle case libre derrière
    la pièce prise. »"""
    s = at("W:WK46:B28,1")
    assert real_moves(s) == ["46x23", "46x19", "46x14", "46x10", "46x5"]


def test_captured_pieces_stay_until_the_end_and_are_not_jumped_twice():
    """« Les pièces prises ne sont retirées qu'à la fin de la rafle : on ne saute pas deux
    fois la même pièce »"""
    s = at("W:W33:B19,28,29")
    s.play("33x13")
    assert s.cases[28] == "b" and s.cases[29] == "." and s.cases[19] == "."
    for seed in range(40):
        state, _ = play_out(GAME, {}, seed, ["hasard", "hasard"])
        assert state.is_over()
    for path, taken in R.moves(at("W:WK46:B41,37,23,33,19").cases, 0):
        assert len(set(taken)) == len(taken)


def test_a_man_is_crowned_only_if_it_ends_on_the_last_row():
    """« un pion devient dame s'il termine son coup sur la dernière rangée ; s'il n'y fait
    que passer au cours d'une rafle, il reste pion »"""
    s = at("W:W12:B8,9,45")
    assert real_moves(s) == ["12x14"]
    s.play("12x14")
    assert s.cases[14] == "w" and "devient dame" not in s.events[-1]
    s = at("W:W12:B8,45")
    s.play("12x3")
    assert s.cases[3] == "W" and "devient dame" in s.events[-1]


def test_same_start_and_end_with_other_pieces_names_the_whole_path():
    """Two captures with the same start and end but other pieces taken are two moves,
    each named by its landing squares."""
    board, _ = R.parse_fen("W:WK46:B37,32,19,28,22,9")
    found = R.moves(board, 0)
    names = R.notations(list(found))
    assert len(set(names)) == len(names)
    ends = {}
    for (path, taken), name in zip(found, names):
        ends.setdefault((path[0], path[-1]), []).append(name)
    for group in ends.values():
        if len(group) > 1:
            assert all(name.count("x") >= 2 for name in group)


# --- the end ---------------------------------------------------------------------------

def test_a_player_who_cannot_move_loses():
    """« perd celui qui ne peut plus jouer (plus de pièce, ou toutes bloquées) »"""
    s = at("W:W41,47,50:B36")
    s.play("50-44")
    assert s.is_over() and s.winners() == [0] and s.scores() == [2, 0]
    assert "bloquées" in s.fin["raison"]
    s = at("W:W33:B28")
    s.play("33x22")
    assert s.is_over() and "plus de pièce" in s.fin["raison"]
    blocked = at("B:W41,47:B36")
    assert blocked.is_over() and blocked.winners() == [0]


def test_threefold_repetition_is_a_draw():
    """« la même position revient pour la troisième fois avec le même joueur au trait »"""
    s = at("W:WK47,36:BK5,15")
    for m in ["47-42", "5-10", "42-47", "10-5", "47-42", "5-10", "42-47"]:
        s.play(m)
        assert not s.is_over()
    s.play("10-5")
    assert s.is_over() and s.scores() == [1, 1] and s.winners() == [0, 1]
    assert "troisième fois" in s.fin["raison"]


def test_twenty_five_king_moves_each_is_a_draw():
    """« après 25 coups de chaque joueur joués uniquement avec des dames, sans prise ni
    déplacement de pion »"""
    s = at("W:WK47,36:BK5,15")
    s.dames_seules = 48
    s.play("47-42")
    assert not s.is_over()
    s.play("5-10")
    assert s.is_over() and "25 coups" in s.fin["raison"]
    s = at("W:WK47,36:BK5,15")
    s.dames_seules = 48
    s.play("36-31")          # a man moves: the count starts again
    assert s.dames_seules == 0


@pytest.mark.parametrize("fen, rule", [
    ("W:WK1,K2,K3:BK50", 16), ("W:WK1,K2,30:BK50", 16), ("W:WK1,30,29:BK50", 16),
    ("W:WK1,K2:BK50", 5), ("W:WK1,30:BK50", 5), ("W:WK1:BK50", 5), ("B:WK50:BK1,K2,K3", 16),
    ("W:WK1,K2,K3,K4:BK50", None), ("W:WK1,K2:BK50,20", None),
])
def test_endgame_rules_against_a_lone_king(fen, rule):
    """« contre une dame seule, après 16 coups de chaque joueur (trois dames, deux dames et
    un pion, ou une dame et deux pions) ou 5 coups (deux dames, une dame et un pion, ou une
    dame) »"""
    board, _ = R.parse_fen(fen)
    assert R.endgame_rule(board) == rule


def test_the_endgame_count_ends_in_a_draw():
    s = at("W:WK47,K45:BK4")        # two kings against one: 5 moves each
    assert s.finale == {"regle": 5, "demi_coups": 0}
    s.play("47-42")
    assert s.finale == {"regle": 5, "demi_coups": 1}
    s.finale["demi_coups"] = 9
    s.play("4-10")
    assert s.is_over() and s.scores() == [1, 1] and "5 coups" in s.fin["raison"]


def test_a_man_move_or_a_crowning_does_not_restart_the_lone_king_count():
    """Lecture retenue: « un déplacement de pion ou une promotion ne fait pas repartir le décompte de 16 ou 5
    coups : il compte les coups joués depuis le début de cette fin »."""
    s = at("W:WK46,12:BK40")        # a king and a man against a king: 5 moves each
    for k, m in enumerate(["12-8", "40-45", "8-2", "45-40", "46-41", "40-45", "41-37", "45-40", "37-32"], 1):
        s.play(m)                   # 12-8 moves the man, 8-2 crowns it: two kings, still the 5-move rule
        assert s.finale == {"regle": 5, "demi_coups": k} and not s.is_over()
    s.play("40-45")
    assert s.is_over() and "5 coups" in s.fin["raison"]


def test_the_start_position_counts_as_its_first_occurrence():
    """« la même position revient pour la troisième fois avec le même joueur au trait » ; Lecture retenue: « la
    position de départ (celle du début de la partie ou de l'exemple) compte comme sa première apparition »."""
    s = at("W:WK47,36:BK5,15")
    for m in ["47-42", "5-10", "42-47", "10-5"]:
        s.play(m)
    assert s.positions.count(s.positions[-1]) == 2 and s.positions[0] == s.positions[-1]
    for m in ["47-42", "5-10", "42-47"]:
        s.play(m)
    assert not s.is_over()
    s.play("10-5")                  # back to the start a second time: its third occurrence
    assert s.is_over() and "troisième fois" in s.fin["raison"]


# --- positions written down --------------------------------------------------------------

def test_position_option_reads_fen():
    s = at("B:W31-35,K45:B1,2,K3")
    assert s.trait == R.BLACK and s.cases[45] == "W" and s.cases[3] == "B" and s.cases[33] == "w"
    assert R.to_fen(s.cases, s.trait) == "B:W31,32,33,34,35,K45:B1,2,K3"


@pytest.mark.parametrize("fen, words", [
    ("W:W31:W32", "chaque camp"), ("X:W31:B1", "trait"), ("W:W31,31:B1", "deux fois"),
    ("W:W3:B40", "dernière rangée"), ("W:W51:B1", "sort du damier"), ("W:W31:B", "au moins une pièce"),
    ("W:Wabc:B1", "n'est pas une case"), (12, "chaîne"),
])
def test_bad_positions_are_refused_in_french(fen, words):
    with pytest.raises(ScenarioError) as err:
        GAME.start({"position": fen}, 1)
    assert err.value.field == "position" and words in str(err.value)


# --- refusals ------------------------------------------------------------------------------

@pytest.mark.parametrize("move", ["", "32-28\n", "choisir-05", "choisir-0", "٣٢-28", "32_28", "99-98", "32-28-23",
                                  "choisir-18", "choisir-28", "33-22", "31x26", "x", "0-1"])
def test_odd_moves_are_refused_and_change_nothing(move):
    s = GAME.start({}, 1)
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play(move, 0)
    assert len(err.value.reason) > 5
    assert json.dumps(s.to_json(), sort_keys=True) == before


def test_refusals_name_the_rule():
    s = GAME.start({}, 1)
    assert "vide" in s.why_illegal("28-23", 0)
    assert "Noirs" in s.why_illegal("18-23", 0)
    assert "bloqué" in s.why_illegal("choisir-41", 0)
    assert "occupée" in s.why_illegal("36-31", 0)


# --- picking a piece, then a square ---------------------------------------------------------

def test_picking_a_piece_shows_its_squares_and_is_not_a_turn():
    s = GAME.start({}, 1)
    s.play("choisir-32")
    assert s.selection == 32 and s.trait == 0 and s.demi_coups == 0
    html = GAME.render(s, 0, s.legal_moves(0))
    assert 'data-move="32-27"' in html and 'data-move="32-28"' in html and "bga-target" in html
    assert 'data-move="32-22"' in html and "disabled" in html    # a square it cannot reach: explained
    assert "une seule case" in s.why_illegal("32-21", 0) or "diagonale" in s.why_illegal("32-21", 0)
    s.play("32-28")
    assert s.selection is None and s.trait == 1


def test_a_lone_movable_piece_is_picked_for_the_reader():
    s = at(SHOT)
    s.play("29-23")
    assert s.selection == 18 and s.legal_moves() == ["18x29"]
    s.play("18x29")
    assert s.selection == 33 and real_moves(s) == ["33x13", "33x35"]
    html = GAME.render(s, 0, s.legal_moves(0))
    assert html.count("bga-threat") == 3          # 29, 19 and 30: the pieces it may take
    assert "la pièce de la case 33" in s.why_illegal("choisir-37", 0)


def test_every_legal_move_is_on_the_board_and_black_sees_it_from_his_side():
    s = GAME.start({}, 1)
    html = GAME.render(s, 0, s.legal_moves(0))
    for move in s.legal_moves(0):
        assert f'data-move="{move}"' in html
    white = GAME.render(s, 0, [])
    black = GAME.render(s, 1, [])
    assert white.index("Case 1 :") < white.index("Case 50 :")
    assert black.index("Case 50 :") < black.index("Case 1 :")


def test_session_log_uses_the_notation():
    session = Session("dames", "partie", {}, seed=3)
    session.play("32-28")
    assert session.log[0] == "Blancs : 32-28."
    assert session.log[1].startswith("Noirs : ")


# --- random play, round trips -----------------------------------------------------------------

def test_random_games_end_and_round_trip():
    for seed in range(150):
        state = GAME.start({}, seed)
        rng = Rng(seed)
        while not state.is_over():
            moves = state.legal_moves()
            move = moves[rng.below(len(moves))]
            state.play(move)
            if state.demi_coups % 17 == 0:
                doc = json.loads(json.dumps(state.to_json()))
                assert GAME.from_json(doc).to_json() == state.to_json()
        assert state.fin["raison"] and sum(state.scores()) == 2
        assert R.material(state.cases)[0] + R.material(state.cases)[1] <= 20


# --- the bots ---------------------------------------------------------------------------------

def test_malin_finds_the_pages_two_for_one():
    """« Attirez votre adversaire afin de pouvoir obtenir des échanges 2-1 au tour suivant »"""
    s = at(SHOT)
    assert MalinBot().choose(s.view(0), s.legal_moves(0), Rng(1)) == "29-23"
    s.play("29-23")
    s.play("18x29")
    assert MalinBot().choose(s.view(0), s.legal_moves(0), Rng(1)) == "33x35"   # not 33x13, retaken


def test_evaluation_follows_the_tips():
    """A king is worth about three men; a side with its men balanced left and right is
    better than one with all its men on one wing."""
    assert evaluate(R.parse_fen("W:WK28:B1,2")[0], 0) > 0
    balanced = R.parse_fen("W:W31,32,34,35:B1")[0]
    one_wing = R.parse_fen("W:W31,32,36,37:B1")[0]
    assert evaluate(balanced, 0) > evaluate(one_wing, 0)


def test_malin_beats_the_beginner_and_random():
    wins = 0
    for seed in range(4):
        seats = ["malin", "debutant"] if seed % 2 == 0 else ["debutant", "malin"]
        state, _ = play_out(GAME, {}, seed, seats)
        malin = seats.index("malin")
        wins += state.winners() == [malin]
    assert wins >= 3
    state, _ = play_out(GAME, {}, 9, ["malin", "hasard"])
    assert state.winners() == [0]


# --- golden game -------------------------------------------------------------------------------

def test_golden_playthrough():
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    state, moves = play_out(GAME, golden["options"], golden["seed"], golden["bots"])
    assert moves == golden["moves"]
    assert state.scores() == golden["scores"]
    assert state.fin == golden["fin"]


def test_every_dark_square_can_be_asked_why_not():
    """Issue 23: « Pourquoi pas ? » reaches the board. While the reader is to play,
    every dark square carries a move (disabled when not legal), and the engine
    says, in the page's words, why it refuses it."""
    import re as _re
    s = GAME.start({}, 1)
    html = s.game.render(s, 0, s.legal_moves(0))
    squares = _re.findall(r'data-case="sombre"[^>]*data-move="([^"]+)"', html)
    assert len(squares) == 50
    refused(s, "choisir-23", "vide", "choisissez d'abord une de vos pièces")
    refused(s, "choisir-18", "pièce des Noirs")
    refused(s, "choisir-41", "bloqué")
    s.play("choisir-32")
    html = s.game.render(s, 0, s.legal_moves(0))
    squares = _re.findall(r'data-case="sombre"[^>]*data-move="([^"]+)"', html)
    assert len(squares) == 49                    # all but the chosen piece's own square
    assert "32-18" in squares                    # a piece of the other side
    refused(s, "32-18", "diagonale")
    refused(s, "32-37", "vers l'avant")


# --- the pieces' identities (issue 32: the page shows the piece that moved slide where it goes) ---------

def _ids(html):
    """Square -> the data-piece of the pawn drawn on it."""
    import re
    return {int(sq): ident for sq, ident in
            re.findall(r'<span class="bga-num" aria-hidden="true">(\d+)</span><span [^>]*data-piece="([^"]+)"', html)}


def test_a_pawn_keeps_its_identity_across_its_moves_and_a_capture_removes_the_taken_ones():
    s = GAME.start({}, 1)
    drawn = _ids(GAME.render(s, 0, s.legal_moves(0)))
    assert drawn[32] == "pion-32" and drawn[19] == "pion-19" and len(set(drawn.values())) == 40
    for move in ("32-28", "19-23", "28x19", "14x23"):
        s.play(move, s.trait)
    drawn = _ids(GAME.render(s, 0, []))
    # White's 32 went to 28 and took 23 (Black's 19) landing on 19; Black's 14 took it back on 23
    assert drawn[23] == "pion-14" and 28 not in drawn and 19 not in drawn and 14 not in drawn
    assert "pion-32" not in drawn.values() and "pion-19" not in drawn.values() and len(drawn) == 38


def test_a_crowned_man_and_a_king_back_on_its_start_square_keep_their_identity():
    s = at("W:W7:B40")
    s.play("7-2", 0)
    assert s.cases[2] == "W" and s.pions[2] == 7
    assert R.move_identities([0, 5] + [0] * 49, (1, 12, 1), (7,))[1] == 5   # a round trip: same id


def test_a_state_saved_before_identities_still_loads():
    """The saved format stays readable: a state without `pions` names each piece by its square."""
    s = GAME.start({}, 1)
    s.play("32-28", 0)
    doc = s.to_json()
    del doc["data"]["pions"]
    old = GAME.from_json(doc)
    assert old.pions[28] == 28 and old.pions[32] == 0 and old.pions[1] == 1
    doc["data"]["pions"] = [0] * 51
    with pytest.raises(ScenarioError):
        GAME.from_json(doc)
