"""The contract every registered game and demo mode keeps, whatever the game.

Each game has its own rule tests beside this file; this one checks the
shared API on all of them at once, so a new game is covered the day it is
registered."""

import importlib
import json
import re
from pathlib import Path

import pytest

import engine.games

from engine.bots import best_bot_name, bot_names, make_bot
from engine.core import CHANCE, Calculator, IllegalMove
from engine.games import GAME_PACKAGES, all_games
from engine.session import Session
from engine.rng import Rng
from engine.simulate import play_out

from playthroughs import HUNT, golden_files, golden_game, random_walk, seeds

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
    # markup passed where text is expected is escaped and shows as text (Deus' reserve badge did)
    assert not re.search(r"&lt;/?(span|div|p|button|strong|svg)\b", html), re.search(r".{60}&lt;.{60}", html)
    json.dumps(state.view(0))
    json.dumps(state.view(None))


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_unknown_move_is_refused_in_french_and_changes_nothing(game):
    """Also for the games that open on a dice roll: the roll is made first."""
    state = game.start({}, seed=3)
    while state.to_move() == [CHANCE]:
        state.play(state.sample_chance(), CHANCE)
    movers = [p for p in state.to_move() if p != CHANCE]
    assert movers, "personne ne joue au début de la partie"
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        state.play("<coup-inexistant>", movers[0])
    assert isinstance(err.value.reason, str) and len(err.value.reason) > 5
    assert json.dumps(state.to_json(), sort_keys=True) == before


@pytest.mark.parametrize("game", [g for g in GAMES if g.max_players > 1], ids=lambda g: f"{g.id}-{g.mode}")
def test_seeded_bot_games_end_and_replay_identically(game):
    """Every seeded game ends; the first is played twice and must replay move for move (the
    bots draw only from the seeded generator: one replay shows it, the others would repeat it).
    The bot seated by default, or the level under it when that one searches: the searching levels
    play their seeded games, replay and hidden-information checks in test_bot_search.py (a full
    budget here cost 45 s for The Guild alone)."""
    name = best_bot_name(game)
    if make_bot(game, name).searching or game.id == "dames":
        # (Dames' « malin », an alpha-beta, took 16 s here: test_dames.py plays it against the beginner)
        name = bot_names(game)[1]
    bots = [name] * game.default_players
    for k, seed in enumerate(seeds(5, 5)):
        a, moves_a = play_out(game, {}, seed, bots)
        assert a.is_over()
        if k == 0:
            b, moves_b = play_out(game, {}, seed, bots)
            assert moves_a == moves_b and a.to_json() == b.to_json()


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_random_play_round_trips_json_and_replays_from_the_seed(game):
    """After every move of a seeded random walk the state survives JSON
    exactly, and the same seed with the same moves gives the same log."""
    options = {}
    played, last = [], None
    for state, player, move in random_walk(game, options, seed=5, steps=30):
        doc = state.to_json()
        assert game.from_json(json.loads(json.dumps(doc))).to_json() == doc
        played.append((player, move))
        last = state
    assert last is not None, "rien à jouer au début de la partie"
    twin = game.start(options, 5)
    for player, move in played:
        if player == CHANCE:
            twin.sample_chance()   # consume the draw as the walk (and Session) did
        twin.play(move, player)
    assert twin.events == last.events and twin.to_json() == last.to_json()


WHOLE_GAME_GOLDENS = [p for p in golden_files() if not isinstance(golden_game(p)[0], Calculator)]


@pytest.mark.parametrize("path", WHOLE_GAME_GOLDENS, ids=lambda p: p.stem)
def test_golden_playthroughs(path):
    """Regression tests: recorded bot games replay move for move, ending on the
    scores the engine itself computed when the file was recorded. A change of
    rules, deal or bot shows up here, to be reviewed (then re-recorded with
    write_golden); a rule error present at recording does not (the games' own
    tests check the rules against the page: golden/README.md).
    A calculator's golden file (a scripted series of edits) is its game's own test."""
    game, doc = golden_game(path)
    replay = game.start(doc["options"], doc["seed"])
    for player, move in doc["moves"]:
        replay.play(move, player)
        replay.events.clear()
    assert replay.scores() == doc["scores"]
    if "winners" in doc:
        assert replay.winners() == doc["winners"]
    state, moves = play_out(game, doc["options"], doc["seed"], doc["bots"])
    assert moves == doc["moves"]
    assert replay.is_over() and replay.to_json() == state.to_json()


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_session_plays_a_human_move_then_undoes_it(game):
    session = Session(game.id, game.mode, {}, seed=5)
    snap = session.snapshot()
    assert snap["html"]
    assert snap["legal"], "le lecteur n'a aucun coup au début de la partie"
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


# --- one strict rule for moves: exactly a legal identifier, or refused --------

ODD_DIGITS = {
    "arabe-indien": "٠١٢٣٤٥٦٧٨٩",
    "pleine chasse": "０１２３４５６７８９",
    "exposant": "⁰¹²³⁴⁵⁶⁷⁸⁹",
    "devanagari": "०१२३४५६७८९",
}
NOT_STRINGS = [None, 7, 7.0, {}, [], b"x", True]


def hostile_spellings(move: str) -> set:
    """Spellings a reader, a share link or a script may send instead of `move`:
    each must be refused, whatever the game."""
    out = set()
    for digits in ODD_DIGITS.values():
        out.add("".join(digits[int(ch)] if ch in "0123456789" else ch for ch in move))
        for i, ch in enumerate(move):  # one digit at a time
            if ch in "0123456789":
                out.add(move[:i] + digits[int(ch)] + move[i + 1:])
    for i, ch in enumerate(move):
        if ch in "0123456789" and (i == 0 or move[i - 1] not in "0123456789"):
            out.add(move[:i] + "0" + move[i:])       # leading zero
            out.add(move[:i] + "+" + move[i:])       # sign
        if ch == "-":
            out.add(move[:i + 1] + " " + move[i + 1:])  # « carte- 7p »
            out.add(move[:i] + " " + move[i:])
            out.add(move[:i] + "--" + move[i + 1:])
            out.add(move[:i] + "_" + move[i + 1:])
        if i and ch.isalnum() and move[i - 1].isalpha() != ch.isalpha():
            out.add(move[:i] + "-" + move[i:])      # « carte-rouge-1 »
            out.add(move[:i] + " " + move[i:])
    out |= {move.upper(), move.lower(), move.swapcase(), move.title(), " " + move, move + " ",
            move + "\n", move + "-", "-" + move, move + "\x00", move.replace("-", ""), move + move}
    return out


def positions(game, count: int = 6, seed: int = 17):
    """A few positions of one seeded random game (the start first)."""
    import random

    rnd = random.Random(seed)
    state = game.start({}, seed)
    for _ in range(count):
        yield state
        for _ in range(rnd.randrange(1, 6)):
            movers = state.to_move()
            if not movers:
                return
            player = rnd.choice(movers)
            move = state.sample_chance() if player == CHANCE else rnd.choice(state.legal_moves(player))
            state.play(move, player)


JUNK_PER_POSITION = 10**9 if HUNT else 48
"""Hostile spellings tried per position beyond those of the first legal move:
every kind of spelling is tried on one move, and a seeded sample spreads the
rest over the whole legal list. Trying all of them (up to 44,000 in a Battle of
LITS position, each refusal recomputing the legal list) checks the same one
line of `State.play` thousands of times over; the hunt tries them all."""


def junk_moves(legal: list[str], rnd) -> list[str]:
    """The hostile spellings of one position to try: all those of `legal[0]`, then
    a seeded sample of the others, none of them legal."""
    legal_set = set(legal)
    first = sorted(hostile_spellings(legal[0]) - legal_set) if legal else []
    rest = set()
    for move in legal[1:]:
        rest |= hostile_spellings(move)
    rest = sorted(rest - legal_set - set(first))
    return first + rnd.sample(rest, min(JUNK_PER_POSITION, len(rest)))


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_only_exact_legal_identifiers_are_accepted(game):
    import random

    rnd = random.Random(29)
    tried = 0
    for state in positions(game):
        for player in [p for p in state.to_move() if p != CHANCE]:
            legal = state.legal_moves(player)
            before = json.dumps(state.to_json(), sort_keys=True)
            for odd in junk_moves(legal, rnd):
                with pytest.raises(IllegalMove) as err:
                    state.play(odd, player)
                assert isinstance(err.value.reason, str) and err.value.reason, odd
                # the explanation itself reads any string without raising
                reason = state.why_illegal(odd, player)
                assert isinstance(reason, str) and reason, (odd, reason)
                tried += 1
            for odd in NOT_STRINGS:
                with pytest.raises(IllegalMove) as err:
                    state.play(odd, player)
                assert "texte" in err.value.reason
                json.dumps({"coup": err.value.move})
            if legal:
                for seat in (True, False, float(player), str(player), [player]):
                    with pytest.raises(IllegalMove) as err:
                        state.play(legal[0], seat)
                    assert "siège" in err.value.reason
            assert json.dumps(state.to_json(), sort_keys=True) == before
    assert tried > 0


SAFEGUARDED = [g for g in GAMES if g.safeguard]


def test_safeguards_are_declared_where_games_have_one():
    assert {g.id for g in SAFEGUARDED} >= {"takenoko"}


@pytest.mark.parametrize("game", SAFEGUARDED, ids=lambda g: f"{g.id}-{g.mode}")
def test_a_safeguard_never_ends_a_game_whose_end_has_started(game, monkeypatch):
    """A bound the page does not state may stop a game that would never end,
    never one whose end the page has already started (Takenoko: « Il reste dès
    lors une dernière manche de jeu aux autres joueurs »). As soon as the end
    starts the bound drops to nothing, so any later look at it would stop the
    game: the page's end must still be played to its last move."""
    module, name, words = game.safeguard
    rules = importlib.import_module(module)
    started_games = 0
    for seed in seeds(3, 30):
        monkeypatch.setattr(rules, name, getattr(rules, name))
        state = game.start({}, seed)
        bots = [make_bot(game, best_bot_name(game)) for _ in range(state.players)]
        rng = Rng(seed)
        while not state.is_over():
            if state.end_started():
                monkeypatch.setattr(rules, name, 0)
            player = state.to_move()[0]
            if player == CHANCE:
                move = state.sample_chance()
            else:
                move = bots[player].pick(state, player, state.legal_moves(player), rng)
            state.events.clear()
            started = state.end_started()
            state.play(move, player)
            assert not (started and any(words in event for event in state.events)), (
                f"{game.id} / {game.mode}, graine {seed} : le garde-fou a arrêté une fin commencée")
        started_games += state.end_started()
        monkeypatch.undo()
    assert started_games, "no game reached the page's end: the test saw nothing"
