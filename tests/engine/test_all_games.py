"""The contract every registered game and demo mode keeps, whatever the game.

Each game has its own rule tests beside this file; this one checks the
shared API on all of them at once, so a new game is covered the day it is
registered."""

import importlib
import json
from pathlib import Path

import pytest

import engine.games

from engine.core import CHANCE, IllegalMove
from engine.games import GAME_PACKAGES, all_games
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


# --- the room plan: every game folder names the same roles the same way -------

GAMES_DIR = Path(engine.games.__file__).parent
ROOM_PLAN = {
    "__init__.py": "the page's name in a docstring; imports the modules that register the modes",
    "rules.py": "the page's rules as constants and pure functions (cards, scoring, comparisons)",
    "game.py": "the whole game: its State and its Game, mode « partie »",
    "calculators.py": "every other mode: the calculators (Calculator subclasses)",
    "view.py": "render_<mode>(game, state, viewer, legal) for every mode, through engine.markup",
    "bots.py": "the game's own bots (engine.bots.RandomBot needs none)",
}
REQUIRED = {"__init__.py", "rules.py", "view.py"}
FOLDERS = sorted(p.name for p in GAMES_DIR.iterdir() if p.is_dir() and p.name != "__pycache__")


def test_registry_lists_every_game_folder():
    assert FOLDERS == sorted(GAME_PACKAGES)


@pytest.mark.parametrize("folder", FOLDERS)
def test_game_folder_follows_the_room_plan(folder):
    path = GAMES_DIR / folder
    files = {p.name for p in path.iterdir() if p.name != "__pycache__"}
    assert files <= set(ROOM_PLAN), f"{folder}: files outside the plan: {sorted(files - set(ROOM_PLAN))}"
    assert REQUIRED <= files, f"{folder}: missing {sorted(REQUIRED - files)}"
    modes = [g for g in GAMES if g.id == folder]
    assert modes, f"{folder} registers no mode"
    package = f"engine.games.{folder}"
    view = importlib.import_module(package + ".view")
    for game in modes:
        expected = "game" if game.mode == "partie" else "calculators"
        assert type(game).__module__ == f"{package}.{expected}", f"{game.mode} belongs in {expected}.py"
        assert callable(getattr(view, f"render_{game.mode}", None)), f"view.render_{game.mode} missing"
        for bot in game.bots.values():
            assert bot.__module__ in (f"{package}.bots", "engine.bots"), f"bot {bot.__name__} outside bots.py"
    assert ("game.py" in files) == any(g.mode == "partie" for g in modes)
    assert ("calculators.py" in files) == any(g.mode != "partie" for g in modes)
    own_bots = any(b.__module__ == f"{package}.bots" for g in modes for b in g.bots.values())
    assert ("bots.py" in files) == own_bots
