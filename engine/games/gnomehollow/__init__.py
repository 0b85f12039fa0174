"""Gnome Hollow (page « Gamehelpgnomehollow »): the whole game (mode « partie »: the market of
tiles, rings and their markers, the gnome's moves, the three ends); the page's examples are
positions of it (option « position »), each stopping at the end of the turn it illustrates.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the mode)
