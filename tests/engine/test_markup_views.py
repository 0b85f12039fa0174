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
    ("deus", "plateau", "reinitialiser"), ("deus", "offrande", "reinitialiser"),
    ("microcosm", "action", "reinitialiser"), ("lits", "verificateur", "vider"), ("quatrix", "contrainte", "vider"),
])
def test_no_reset_button_inside_the_board_beside_the_shells_recommencer(game_id, mode, move):
    """« Réinitialiser » / « Revenir à la position de départ » repeated the shell's « Recommencer »:
    the view no longer draws them; the move stays legal in the engine (its own tests cover it)."""
    game, state, legal = _first_position(game_id, mode)
    assert move in legal
    html = game.render(state, 0, legal)
    assert f'data-move="{move}"' not in html
    assert "Réinitialiser" not in html and "Revenir à la position de départ" not in html
