"""Castles of Mad King Ludwig (page « Gamehelpcastleofmadkingludwig »): the whole game for
2 to 4 players against bots (mode « partie »); the page's examples are positions of it.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
