"""Haiclue (page « Gamehelphaiclue »): clues made of word tiles to make others
guess one of 4 words; the whole game against bots (mode « partie »), 3 to 12
players or 2 in cooperation, with bots reading and writing clues through a
French association table of our own (words.py).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
