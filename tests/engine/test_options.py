"""Options declared once (engine.options): what a demo block may say, and the
French message when it says something else."""

import pytest

from engine.core import Game, ScenarioError
from engine.games import all_games
from engine.options import Cards, Choice, Flag, Integer, PlayerCount, Structured, example_options, read_options


def read(options, raw):
    return read_options(tuple(options), raw)


def test_defaults_fill_every_declared_option():
    declared = [Integer("n", "N", default=3, lo=1, hi=5), Flag("f", "F", default=False),
                Choice("c", "C", default="a", choices={"a": "A", "b": "B"})]
    assert read(declared, None) == {"n": 3, "f": False, "c": "a"}
    assert read(declared, {"n": 5, "c": "b"}) == {"n": 5, "f": False, "c": "b"}


def test_unknown_option_is_named_with_the_permitted_ones():
    with pytest.raises(ScenarioError) as err:
        read([Integer("n", "N", default=3, lo=1, hi=5)], {"m": 1})
    assert err.value.field == "m" and "option inconnue" in str(err.value) and "n" in str(err.value)


def test_options_must_be_a_mapping():
    with pytest.raises(ScenarioError, match="table"):
        read([], ["joueurs", 3])


@pytest.mark.parametrize("value", ["3", 3.0, True, None, [3]])
def test_integer_refuses_what_is_not_a_whole_number(value):
    with pytest.raises(ScenarioError, match="entier") as err:
        read([Integer("n", "N", default=3, lo=1, hi=5)], {"n": value})
    assert err.value.field == "n"


def test_integer_range_is_stated():
    with pytest.raises(ScenarioError, match="entre 1 et 5 \\(reçu 9\\)"):
        read([Integer("n", "N", default=3, lo=1, hi=5)], {"n": 9})


@pytest.mark.parametrize("value", [5.0, True, "5", "7"])
def test_choice_compares_types_exactly(value):
    # « taille: 5.0 » used to reach Kingdomino as a float and crash inside it.
    with pytest.raises(ScenarioError, match="n'est pas permis"):
        read([Choice("taille", "Taille", default=5, choices={5: "5x5", 7: "7x7"})], {"taille": value})
    assert read([Choice("taille", "Taille", default=5, choices={5: "5x5", 7: "7x7"})], {"taille": 7}) == {"taille": 7}


@pytest.mark.parametrize("value", ["oui", 1, 0, None])
def test_flag_wants_true_or_false(value):
    with pytest.raises(ScenarioError, match="true/false"):
        read([Flag("f", "F", default=False)], {"f": value})


def test_structured_parse_sees_the_options_read_before_it():
    seen = {}

    def parse(value, earlier):
        seen.update(earlier)
        return value * earlier["n"]

    declared = [Integer("n", "N", default=2, lo=1, hi=5),
                Structured("s", "S", default=None, parse=parse, expects="un texte", example="x")]
    assert read(declared, {"s": "ab", "n": 3})["s"] == "ababab"
    assert seen == {"n": 3}
    assert read(declared, {})["s"] is None  # not parsed when absent


def test_cards_reads_distinct_known_cards_up_to_a_limit():
    cards = Cards("main", "Main", card=lambda c: c if c in ("a", "b", "c") else None, hint="a, b ou c",
                  limit=lambda earlier: earlier["n"], example=["a"])
    declared = [Integer("n", "N", default=2, lo=1, hi=3), cards]
    assert read(declared, {"main": ["a", "c"]})["main"] == ["a", "c"]
    with pytest.raises(ScenarioError, match="carte n° 2 « z » inconnue \\(a, b ou c\\)"):
        read(declared, {"main": ["a", "z"]})
    with pytest.raises(ScenarioError, match="figure deux fois"):
        read(declared, {"main": ["a", "a"]})
    with pytest.raises(ScenarioError, match="au plus 2 cartes"):
        read(declared, {"main": ["a", "b", "c"]})
    with pytest.raises(ScenarioError, match="liste de cartes"):
        read(declared, {"main": "a b"})


def test_player_count_gives_the_game_its_seats():
    class Seated(Game):
        id = "assis"
        options = (PlayerCount(default=3, lo=2, hi=6),)

    assert (Seated.min_players, Seated.max_players, Seated.default_players) == (2, 6, 3)


GAMES = sorted(all_games(), key=lambda g: (g.id, g.mode))


@pytest.mark.parametrize("game", GAMES, ids=[f"{g.id}-{g.mode}" for g in GAMES])
def test_the_example_block_starts_the_mode(game):
    """The reference page shows a block with every option's example: a
    contributor must be able to copy it as it is."""
    state = game.start(example_options(game.options), seed=1)
    assert state.players >= 1


@pytest.mark.parametrize("game", GAMES, ids=[f"{g.id}-{g.mode}" for g in GAMES])
def test_every_option_has_a_french_label_and_a_statement_of_its_values(game):
    names = [o.name for o in game.options]
    assert len(names) == len(set(names))
    for option in game.options:
        assert option.label and option.allowed()


def test_errors_have_one_home_that_core_and_options_both_import():
    """`engine/core.py` and `engine/options.py` used to import each other for
    ScenarioError; the errors now live in `engine/errors.py`, and the package
    and `engine.core` still export the same classes."""
    import ast
    from pathlib import Path

    import engine
    import engine.core
    import engine.errors

    root = Path(engine.__file__).parent
    for name in ("options.py", "errors.py"):
        tree = ast.parse((root / name).read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert "core" not in imported, f"{name} imports engine.core"
    for cls in ("EngineError", "IllegalMove", "Refusal", "ScenarioError"):
        assert getattr(engine.core, cls) is getattr(engine.errors, cls)
    assert engine.ScenarioError is engine.errors.ScenarioError
    assert engine.IllegalMove is engine.errors.IllegalMove
