"""The contract every registered game and demo mode keeps, whatever the game.

Each game has its own rule tests beside this file; this one checks the
shared API on all of them at once, so a new game is covered the day it is
registered."""

import json

import pytest

from engine.core import CHANCE, IllegalMove
from engine.games import all_games
from engine.session import Session
from engine.simulate import play_out

GAMES = sorted(all_games(), key=lambda g: (g.id, g.mode))
IDS = [f"{g.id}-{g.mode}" for g in GAMES]


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_definition_is_complete(game):
    assert game.id and game.mode and game.title
    assert 1 <= game.min_players <= game.default_players <= game.max_players


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_starts_renders_and_round_trips(game):
    state = game.start({}, seed=11)
    assert state.players == game.default_players
    doc = json.loads(json.dumps(state.to_json()))
    assert game.from_json(doc).to_json() == state.to_json()
    html = game.render(state, 0, state.legal_moves(0) if 0 in state.to_move() else [])
    assert "<script" not in html.lower() and "javascript:" not in html.lower()
    json.dumps(state.view(0))
    json.dumps(state.view(None))


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_unknown_move_is_refused_in_french_and_changes_nothing(game):
    state = game.start({}, seed=3)
    movers = [p for p in state.to_move() if p != CHANCE]
    if not movers:
        pytest.skip("no player to move at the start")
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        state.play("<coup-inexistant>", movers[0])
    assert isinstance(err.value.reason, str) and len(err.value.reason) > 5
    assert json.dumps(state.to_json(), sort_keys=True) == before


@pytest.mark.parametrize("game", [g for g in GAMES if g.max_players > 1], ids=lambda g: f"{g.id}-{g.mode}")
def test_seeded_bot_games_end_and_replay_identically(game):
    for seed in range(5):
        bots = [next(iter(game.bots), "hasard")] * game.default_players
        a, moves_a = play_out(game, {}, seed, bots)
        b, moves_b = play_out(game, {}, seed, bots)
        assert a.is_over() and moves_a == moves_b and a.to_json() == b.to_json()


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_session_plays_a_human_move_then_undoes_it(game):
    session = Session(game.id, game.mode, {}, seed=5)
    snap = session.snapshot()
    assert snap["html"]
    if not snap["legal"]:
        pytest.skip("the human has no move at the start")
    session.play(snap["legal"][0])
    again = Session(game.id, game.mode, {}, seed=5, seats=session.seats, moves=session.moves)
    assert again.state.to_json() == session.state.to_json()
    assert session.undo()
    assert session.snapshot()["log"] == snap["log"]
