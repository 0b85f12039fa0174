"""Quatrix: the X / □ constraint, the free choice, the two immediate wins, the
game against the bot and the constraint explorer (page « Gamehelpquatrix »)."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.quatrix import rules as R
from engine.games.quatrix.bots import QuatrixBot
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from playthroughs import seeds

GAME = get_game("quatrix", "partie")
CALC = get_game("quatrix", "contrainte")
G = R.GRID


def sq(name):
    return G.parse(name)


def names(squares):
    return sorted(G.name(i) for i in squares)


def position(pieces: list[tuple[int, str, str]], turn: int = 0):
    """A game state with `pieces` (player, symbol, square) placed in order."""
    s = GAME.start({}, 1)
    for p, sym, name in pieces:
        s.board[sq(name)] = [p, sym]
        s.stock[p][sym] -= 1
        s.last, s.last_symbol = sq(name), sym
    s.turn = turn
    return s


# --- the board (Lecture retenue) ------------------------------------------------

def test_board_is_6_by_6_with_4_colours_of_9_squares():
    assert G.rows == G.cols == 6 and len(R.LAYOUT) == 36
    assert {c: R.LAYOUT.count(c) for c in R.COLOURS} == {c: 9 for c in R.COLOURS}
    for i in G.squares():            # no two squares of one colour side by side
        assert all(R.LAYOUT[j] != R.LAYOUT[i] for j in G.neighbours4(i))


def test_same_colour_squares_may_touch_at_a_corner():
    """Lecture retenue: « jamais deux cases de la même couleur côte à côte ; elles peuvent se toucher par un coin
    (B1 et C2, bleues) »."""
    b1, c2 = G.parse("B1"), G.parse("C2")
    assert R.LAYOUT[b1] == R.LAYOUT[c2] == "bleu" and c2 in G.neighbours8(b1) and c2 not in G.neighbours4(b1)
    corners = [(i, j) for i in G.squares() for j in G.neighbours8(i)
               if j not in G.neighbours4(i) and R.LAYOUT[i] == R.LAYOUT[j]]
    assert corners and all(R.LAYOUT[j] != R.LAYOUT[i] for i in G.squares() for j in G.neighbours4(i))


def test_each_player_has_9_x_and_9_square_pieces_and_first_placement_is_free():
    s = GAME.start({}, 3)
    assert s.stock == [{"x": 9, "carre": 9}, {"x": 9, "carre": 9}]
    assert s.to_move() == [0]
    assert len(s.legal_moves()) == 72            # 36 empty squares × 2 symbols
    assert GAME.start({"commence": "noir"}, 3).to_move() == [1]


# --- « Déroulement du jeu » ---------------------------------------------------------

def test_cross_sends_the_opponent_to_the_diagonals():
    """« Symbole croix (X) : L'adversaire doit placer sa prochaine pièce sur une case
    située sur une ligne diagonale. »"""
    s = GAME.start({}, 1)
    s.play("x-C3")
    allowed = {m.split("-")[1] for m in s.legal_moves()}
    assert sorted(allowed) == names(G.line_squares(sq("C3"), ((1, 1), (1, -1))))
    assert sorted(allowed) == ["A1", "A5", "B2", "B4", "D2", "D4", "E1", "E5", "F6"]


def test_square_sends_the_opponent_to_the_row_and_column():
    """« Symbole carré (□) : L'adversaire doit placer sa prochaine pièce sur une case
    située sur une ligne orthogonale (horizontale/verticale). »"""
    s = GAME.start({}, 1)
    s.play("carre-C3")
    allowed = {m.split("-")[1] for m in s.legal_moves()}
    assert sorted(allowed) == ["A3", "B3", "C1", "C2", "C4", "C5", "C6", "D3", "E3", "F3"]


def test_occupied_squares_are_skipped_but_do_not_block_the_line():
    """« Placez une de vos pièces sur une case vide »; Lecture retenue: the whole line counts."""
    s = GAME.start({}, 1)
    s.play("x-A1")          # Blanc
    s.play("carre-B2")      # Noir, on A1's diagonal
    s.play("x-B4")          # Blanc, on B2's column
    s.play("carre-C5")      # Noir, on B4's diagonal
    allowed = {m.split("-")[1] for m in s.legal_moves()}
    assert "C3" in allowed and "C1" in allowed and "F5" in allowed and "C5" not in allowed


def test_free_choice_when_every_square_of_the_lines_is_taken():
    """« Libre choix : Si toutes les cases dans les différentes directions sont occupées,
    l'adversaire peut placer sa pièce n'importe où sur une case vide. »"""
    diag = ["B2", "C3", "D4", "E5", "F6"]
    s = position([(k % 2, "carre", n) for k, n in enumerate(diag)] + [(1, "x", "A1")], turn=0)
    squares, free = s.allowed()
    assert free and len(squares) == 36 - 6
    assert len(s.legal_moves()) == 2 * 30
    s2 = GAME.start({}, 1)
    for m in ["x-A1", "x-B2", "x-C3", "x-D4", "x-E5", "carre-F6"]:
        s2.play(m)
    s2.play("x-F1")         # F6's column
    assert not s2.allowed()[1]


def test_refusals_name_the_rule_and_change_nothing():
    s = GAME.start({}, 1)
    s.play("x-C3")
    before = json.dumps(s.to_json(), sort_keys=True)
    cases = [("carre-C4", "ligne diagonale"), ("x-C3", "déjà occupée"), ("rond-B2", "coup inconnu"),
             ("x-G1", "coup inconnu"), ("x-b2", "coup inconnu"), ("", "coup inconnu"), ("x-B2-", "coup inconnu")]
    for move, words in cases:
        with pytest.raises(IllegalMove) as err:
            s.play(move)
        assert words in err.value.reason
        assert json.dumps(s.to_json(), sort_keys=True) == before
    with pytest.raises(IllegalMove):
        s.play("x-B2", 0)       # Noir's turn
    s.play("carre-B2")
    assert "déjà occupée" in s.why_illegal("x-C3", 0)
    assert "ligne orthogonale" in s.why_illegal("x-F6", 0)


def test_a_player_out_of_one_symbol_plays_the_other():
    """Lecture retenue: 9 pieces of each symbol; the page's advice « forcez votre adversaire à
    utiliser toutes d'un même type »."""
    s = GAME.start({}, 1)
    s.stock[0]["x"] = 0
    assert all(m.startswith("carre-") for m in s.legal_moves())
    assert "plus de pièce X" in s.why_illegal("x-C3", 0)


# --- « But du jeu (victoire immédiate) » ---------------------------------------------

def test_four_in_a_line_wins_immediately():
    """« Vous formez une ligne continue de 4 pièces de votre couleur (horizontale, verticale ou
    diagonale). »"""
    for line in (["A1", "B1", "C1"], ["A1", "A2", "A3"], ["A1", "B2", "C3"], ["F1", "E2", "D3"]):
        s = position([(0, "x", n) for n in line] + [(1, "carre", "F3")])
        target = {"A1B1C1": "D1", "A1A2A3": "A4", "A1B2C3": "D4", "F1E2D3": "C4"}["".join(line)]
        sym = "x" if "-".join(["x", target]) in s.legal_moves() else "carre"
        s.last = None           # free placement, to test the line alone
        s.play(f"{sym}-{target}")
        assert s.is_over() and s.winner == 0 and "ligne continue" in s.reason
        assert s.winners() == [0]


def test_three_in_a_line_or_a_broken_line_does_not_win():
    s = position([(0, "x", "A1"), (0, "x", "B1"), (1, "x", "C1"), (0, "x", "D1")])
    s.last = None
    s.play("carre-E1")
    assert not s.is_over()


def test_four_squares_of_one_colour_win_immediately():
    """« Vous occupez (capturez) 4 cases de la même couleur (par exemple, 4 bleues) avec vos
    pions. »"""
    blue = [i for i in G.squares() if R.LAYOUT[i] == "bleu"]
    s = position([(1, "x", G.name(i)) for i in blue[:3]], turn=1)
    s.last = None
    s.play("carre-" + G.name(blue[5]))
    assert s.is_over() and s.winner == 1 and "4 cases bleues" in s.reason
    assert s.scores() == [0, 1]


def test_opponent_pieces_do_not_count_for_the_colour_win():
    blue = [i for i in G.squares() if R.LAYOUT[i] == "bleu"]
    s = position([(1, "x", G.name(i)) for i in blue[:2]] + [(0, "x", G.name(blue[2]))], turn=1)
    s.last = None
    s.play("carre-" + G.name(blue[6]))
    assert not s.is_over()


def test_the_game_always_ends_before_the_board_is_full():
    """With 4 colours, a player's 13th piece always makes 4 squares of one colour (13 > 3 × 4):
    the 25th piece at the latest wins, so a full board (a draw) cannot happen."""
    for seed in range(200):
        s, moves = play_out(GAME, {}, seed, ["hasard", "hasard"])
        assert s.winner is not None and len(moves) <= 25


# --- random play, determinism, JSON -----------------------------------------------------

def _check(s):
    placed = sum(1 for c in s.board if c is not None)
    assert placed == s.placed
    for p in (0, 1):
        mine = [c for c in s.board if c is not None and c[0] == p]
        for sym in R.SYMBOLS:
            assert s.stock[p][sym] + sum(1 for c in mine if c[1] == sym) == 9


def test_random_games_never_raise_and_always_end():
    ends = {"ligne": 0, "cases": 0}
    for k, seed in enumerate(seeds(300, 3000)):
        opts = {"commence": "noir"} if seed % 3 == 0 else {}
        bots = ["malin", "hasard"] if seed % 20 == 0 else ["hasard", "hasard"]
        s, moves = play_out(GAME, opts, seed, bots, check=_check if k < 300 else None)
        assert s.is_over() and len(moves) <= 36
        assert s.winner is not None and len(moves) <= 25
        ends["ligne" if "ligne" in s.reason else "cases"] += 1
        last = sq(moves[-1][1].split("-")[1])
        assert s.board[last][0] == s.winner == moves[-1][0]
    assert ends["ligne"] > 0 and ends["cases"] > 0


def test_json_round_trip_and_same_seed_same_log():
    s = GAME.start({}, 5)
    rng = Rng(2)
    moves = []
    while len(moves) < 8 and not s.is_over():
        legal = s.legal_moves()
        m = legal[rng.below(len(legal))]
        moves.append(m)
        s.play(m)
        doc = s.to_json()
        assert GAME.from_json(json.loads(json.dumps(doc))).to_json() == doc
    twin = GAME.start({}, 5)
    for m in moves:
        twin.play(m)
    assert twin.events == s.events and twin.to_json() == s.to_json()


@pytest.mark.parametrize("options, field", [
    ({"joueurs": 3}, "joueurs"), ({"commence": "rouge"}, "commence"), ({"taille": 8}, "taille"),
])
def test_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        GAME.start(options, 1)
    assert err.value.field == field




# --- the bot ------------------------------------------------------------------------------

def test_bot_wins_when_it_can():
    s = position([(1, "x", "A3"), (1, "x", "B3"), (1, "x", "C3"), (0, "x", "F1")], turn=1)
    # Noir may play on F1's diagonals only: E2, D3, C4, B5, A6; D3 completes A3-B3-C3-D3.
    assert "x-D3" in s.legal_moves(1)
    for seed in range(5):
        move = QuatrixBot().choose(s.view(1), s.legal_moves(1), Rng(seed))
        assert R.wins_by_placing(s.board, sq(move.split("-")[1]), 1)


def test_bot_blocks_an_immediate_win_with_its_symbol():
    """Blanc has A1 B1 C1: D1 wins for Blanc. Noir must not leave D1 reachable."""
    s = position([(0, "x", "A1"), (1, "x", "F6"), (0, "x", "B1"), (1, "x", "E6"), (0, "carre", "C1")], turn=1)
    for seed in range(10):
        move = QuatrixBot().choose(s.view(1), s.legal_moves(1), Rng(seed))
        t = s.clone()
        t.play(move, 1)
        if t.is_over():
            continue
        assert not any(R.wins_by_placing(t.board, i, 0) for i in t.allowed()[0]), move


def test_bot_beats_random_and_blocks_random_wins():
    wins = 0
    for seed in range(40):
        s, _ = play_out(GAME, {}, seed, ["hasard", "malin"])
        wins += s.winner == 1
    assert wins >= 36


def test_session_against_the_bot():
    ss = Session("quatrix", "partie", {}, 8)
    snap = ss.snapshot()
    assert len(snap["legal"]) == 72
    with pytest.raises(IllegalMove):
        ss.play("x-Z9")
    ss.play("x-C3")
    assert len(ss.moves) == 2 and ss.moves[1][0] == 1
    bot_square = sq(ss.moves[1][1].split("-")[1])
    assert bot_square in G.line_squares(sq("C3"), ((1, 1), (1, -1)))


# --- the constraint explorer -------------------------------------------------------------

def test_explorer_shows_where_the_next_piece_goes():
    s = CALC.start({"position": ["Blanc x C3", "Noir carre D4"]}, 1)
    v = s.view(0)
    assert v["prochain"] == 0 and not v["libre"]
    assert names(v["permises"]) == ["A4", "B4", "C4", "D1", "D2", "D3", "D5", "D6", "E4", "F4"]
    assert "ligne orthogonale" in v["explication"]
    before = s.to_json()
    with pytest.raises(IllegalMove) as err:
        s.play("x-E5")
    assert "ligne orthogonale" in err.value.reason and s.to_json() == before
    s.play("x-D6")
    assert s.view(0)["prochain"] == 1 and names(s.view(0)["permises"]) == ["A3", "B4", "C5", "E5", "F4"]
    s.play("vider")
    assert s.view(0)["derniere"] == sq("D4")


def test_explorer_free_choice():
    diag = ["Blanc carre B2", "Noir carre C3", "Blanc carre D4", "Noir carre E5", "Blanc carre F6",
            "Noir x A1"]
    s = CALC.start({"position": diag}, 1)
    v = s.view(0)
    assert v["libre"] and len(v["permises"]) == 30 and "libre choix" in v["explication"]


@pytest.mark.parametrize("value", [["Rouge x A1"], ["Blanc o A1"], ["Blanc x A9"], ["Blanc x A1", "Noir x A1"],
                                   "Blanc x A1", [3], [f"Blanc x {G.name(i)}" for i in range(10)]])
def test_explorer_bad_positions(value):
    with pytest.raises(ScenarioError) as err:
        CALC.start({"position": value}, 1)
    assert err.value.field == "position"


# --- the view: the squares allowed for the next placement ----------------------------------

def test_view_marks_the_allowed_squares_and_composes_symbol_then_square():
    s = GAME.start({"commence": "noir"}, 1)
    s.play("x-C3", 1)                                     # Noir's X: Blanc goes to C3's diagonals
    html = GAME.render(s, 0, s.legal_moves(0))
    assert html.count("◆</span>") == 9
    assert html.count('data-template="{}-') == 36 and 'class="bga-compose"' in html
    assert 'data-part="x"' in html and 'data-part="carre"' in html
    assert html.count("permise") == 9 + 0 and "doit jouer sur une ligne diagonale" in html
    free = position([(0, "carre", n) for n in ["B2", "C3", "D4", "E5", "F6"]] + [(1, "x", "A1")])
    html = GAME.render(free, 0, free.legal_moves(0))
    assert "◆</span>" not in html and "libre choix" in html
    over = GAME.start({}, 1)
    over.over, over.winner, over.reason = True, 1, "test"
    assert "Partie terminée : Noir gagne" in GAME.render(over, 0, [])
