"""Deus (page « Gamehelpdeus »): the whole game (mode « partie »), 2 to 4 players, against bots.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the mode)
