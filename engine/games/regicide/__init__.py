"""Régicide (pages « Gamehelpregicide » and « Tips regicide »): the full game (solo
or cooperative, 1 to 4 players); the page's examples are positions of that game.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
