"""Gnome Hollow (page « Gamehelpgnomehollow »): the whole game (mode « partie »: the market of
tiles, rings and their markers, the gnome's moves, the three ends) and the page's examples (the
garden, the Pinwheel market, where each sale blocks its type and quantity).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the modes)
