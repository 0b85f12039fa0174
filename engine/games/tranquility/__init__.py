"""Tranquility: The Ascent (page « Gamehelptranquilitytheascent »): the solo and
cooperative game (1 to 5 players, bots that see only their own hand); the page's
placement examples are positions of it (the discard cost of every legal place).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
