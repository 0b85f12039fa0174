"""Issue 21: a saved state (`Game.from_json`) is held to what its game
declares, by one check in engine.core for every game: the number of players
within the declared bounds, the attributes and JSON kinds of a new state, no
negative total (`State.never_negative`), no card more often than the game has
it (`State.card_zones`)."""

from __future__ import annotations

import copy

import pytest

from engine.core import ScenarioError
from engine.games import get_game


def saved(game_id: str, **options) -> tuple:
    game = get_game(game_id, "partie")
    return game, game.start(options, 7).to_json()


def refused(game, doc, field: str) -> str:
    with pytest.raises(ScenarioError) as err:
        game.from_json(doc)
    assert err.value.field == field
    return str(err.value)


def test_more_players_than_the_game_allows_is_refused():
    """Red7: « De 2 à 4 joueurs ». A saved state of 7 players was accepted."""
    game, doc = saved("red7")
    doc["data"]["players"] = 7
    assert "de 2 à 4 joueurs" in refused(game, doc, "players")
    doc["data"]["players"] = True
    refused(game, doc, "players")


def test_a_negative_total_is_refused():
    """Flip 7: « les points marqués s'ajoutent au total » — never below zero."""
    game, doc = saved("flip7")
    doc["data"]["totals"][1] = -40
    assert "négatif" in refused(game, doc, "totals")


def test_a_doubled_deck_is_refused():
    """Red7: 49 cards, each once; a state whose deck was doubled was accepted."""
    game, doc = saved("red7")
    doc["data"]["deck"] = doc["data"]["deck"] * 2
    assert "plus de fois que dans le jeu" in refused(game, doc, "hands, palettes, deck, canvas")
    game, doc = saved("regicide", joueurs=2)
    doc["data"]["hands"][0].append(doc["data"]["hands"][1][0])
    refused(game, doc, "castle, tavern, discard, hands, table, enemy")


def test_unknown_missing_or_mistyped_attributes_are_refused():
    game, doc = saved("dames")
    extra = copy.deepcopy(doc)
    extra["data"]["__class__"] = "x"
    assert "inconnus" in refused(game, extra, "etat")
    missing = copy.deepcopy(doc)
    del missing["data"]["rng_state"]
    assert "manquants : rng_state" in refused(game, missing, "etat")
    mistyped = copy.deepcopy(doc)
    mistyped["data"]["events"] = "texte"
    assert "liste attendu, pas texte" in refused(game, mistyped, "events")
    refused(game, {"jeu": "dames"}, "etat")


def test_a_faithful_state_still_loads():
    for game_id, options in [("red7", {}), ("flip7", {"joueurs": 5}), ("regicide", {"joueurs": 3}), ("dames", {})]:
        game, doc = saved(game_id, **options)
        assert game.from_json(copy.deepcopy(doc)).to_json() == doc
