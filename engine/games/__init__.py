"""The registry of games and their demo modes.

Each game package registers its `Game` classes with `@register`. The list of
packages below is the only place that names them all.
"""

from __future__ import annotations

import importlib

from ..core import Game, ScenarioError

GAME_PACKAGES = [
    "flip7",
    "kingdomino",
    "ninetynine",
    "saintpoker",
    "turnthetide",
    "regicide",
    "red7",
]

_REGISTRY: dict[tuple[str, str], Game] = {}
_loaded = False


def register(cls):
    """Class decorator: make a Game subclass reachable by (id, mode)."""
    _REGISTRY[(cls.id, cls.mode)] = cls()
    return cls


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in GAME_PACKAGES:
        try:
            importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as err:
            # A game whose package is not written yet is simply absent.
            if err.name != f"{__name__}.{name}":
                raise


def all_games() -> list[Game]:
    _load_all()
    return list(_REGISTRY.values())


def get_game(game_id: str, mode: str = "partie") -> Game:
    _load_all()
    try:
        return _REGISTRY[(game_id, mode)]
    except KeyError:
        ids = sorted({g for g, _ in _REGISTRY})
        if game_id not in ids:
            raise ScenarioError("jeu", f"jeu « {game_id} » inconnu (jeux : {', '.join(ids)}).") from None
        modes = sorted(m for g, m in _REGISTRY if g == game_id)
        raise ScenarioError("mode", f"mode « {mode} » inconnu pour {game_id} (modes : {', '.join(modes)}).") from None
