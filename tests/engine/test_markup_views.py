"""How the views use the shared components (issue 23, « Shared components »): what the
shell already offers is not repeated inside a board, and scoring tables are one component."""

import pytest

from engine.games import all_games

GAMES = {(g.id, g.mode): g for g in all_games()}


def _first_position(game_id, mode):
    game = GAMES[(game_id, mode)]
    state = game.start({}, seed=11)
    legal = state.legal_moves(0) if 0 in state.to_move() else []
    return game, state, legal


@pytest.mark.parametrize("game_id, mode, move", [
    ("lits", "verificateur", "vider"), ("quatrix", "contrainte", "vider"),
])
def test_no_reset_button_inside_the_board_beside_the_shells_recommencer(game_id, mode, move):
    """« Réinitialiser » / « Revenir à la position de départ » repeated the shell's « Recommencer »:
    the view no longer draws them; the move stays legal in the engine (its own tests cover it)."""
    game, state, legal = _first_position(game_id, mode)
    assert move in legal
    html = game.render(state, 0, legal)
    assert f'data-move="{move}"' not in html
    assert "Réinitialiser" not in html and "Revenir à la position de départ" not in html


@pytest.mark.parametrize("game_id, mode, caption", [
    ("gnomehollow", "partie", "Le décompte"), ("ginkgopolis", "partie", "Décompte"),
])
def test_scoring_tables_are_the_shared_score_sheet(game_id, mode, caption):
    """Each calculator built the same scoring table in its own copy: they now all draw
    markup.score_sheet (a caption for screen readers, header cells, row heads, numbers aligned)."""
    game, state, legal = _first_position(game_id, mode)
    html = game.render(state, 0, legal)
    assert html.count('class="bga-score bga-sheet') == 1
    assert f'<caption class="bga-sr">{caption}' in html
    assert '<th scope="col">' in html and '<th scope="row">' in html


def test_a_score_sheet_total_row_is_set_apart():
    game = GAMES[("northwestpassage", "partie")]
    state = game.start({"joueurs": 2, "position": {"saison": 10}}, seed=11)
    while not state.is_over():
        state.play("passer")
    html = game.render(state, 0, [])
    assert '<tfoot><tr class="bga-total"><th scope="row">Total</th>' in html
    assert '<caption class="bga-sr">Décompte final' in html
