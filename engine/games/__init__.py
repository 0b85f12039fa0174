"""The registry of games and their demo modes.

Each game package registers its `Game` classes with `@register`. The list of
packages below is the only place that names them all; a package is imported
the first time one of its games is asked for.
"""

from __future__ import annotations

import importlib

from ..core import Game, ScenarioError, excerpt

GAME_PACKAGES = [
    "flip7",
    "kingdomino",
    "ninetynine",
    "saintpoker",
    "turnthetide",
    "regicide",
    "red7",
    "dames",
    "quatrix",
    "lits",
    "tranquility",
    "charuma",
    "tichu",
    "mojo",
    "breakthecode",
    "expressions",
    "haiclue",
    "tinyfarms",
    "pinacoladice",
    "dicedveggies",
    "hypnosia",
    "gammelogic",
    "consonar",
    "ratjack",
    "microcosm",
    "deus",
    "taluva",
    "aventuriers",
    "setup",
    "ginkgopolis",
    "zombicide",
    "castles",
    "northwestpassage",
    "dragonarium",
    "takenoko",
    "gnomehollow",
    "guildexplorers",
    "dicehospital",
]

_REGISTRY: dict[tuple[str, str], Game] = {}
_imported: set[str] = set()


def register(cls):
    """Class decorator: make a Game subclass reachable by (id, mode)."""
    _REGISTRY[(cls.id, cls.mode)] = cls()
    return cls


def _import(game_id: str) -> None:
    # Games are imported on demand: a page's demo only pays for its own game
    # (importing all of them costs half a second in Pyodide).
    if game_id in GAME_PACKAGES and game_id not in _imported:
        importlib.import_module(f"{__name__}.{game_id}")
        _imported.add(game_id)


def all_games() -> list[Game]:
    for name in GAME_PACKAGES:
        _import(name)
    return list(_REGISTRY.values())


def get_game(game_id: str, mode: str = "partie") -> Game:
    _import(str(game_id))
    try:
        return _REGISTRY[(game_id, mode)]
    except (KeyError, TypeError):
        all_games()
        ids = sorted({g for g, _ in _REGISTRY})
        if game_id not in ids:
            raise ScenarioError("jeu", f"jeu « {excerpt(game_id)} » inconnu (jeux : {', '.join(ids)}).") from None
        modes = sorted(m for g, m in _REGISTRY if g == game_id)
        raise ScenarioError("mode", f"mode « {excerpt(mode)} » inconnu pour {game_id} (modes : {', '.join(modes)}).") from None
