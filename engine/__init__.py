"""Rules engine of the site: pure Python, standard library only.

Public surface: the core API (`Game`, `State`, `CHANCE`, errors), the
registry (`get_game`, `all_games`) and `Session`, which plays a game with
humans and bots.
"""

from .core import CHANCE, EngineError, Game, IllegalMove, ScenarioError, State
from .games import all_games, get_game
from .session import Session

__all__ = ["CHANCE", "EngineError", "Game", "IllegalMove", "ScenarioError", "State",
           "Session", "all_games", "get_game"]
__version__ = "0.1.0"
