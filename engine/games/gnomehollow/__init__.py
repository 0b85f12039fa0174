"""Gnome Hollow (page « Gamehelpgnomehollow »): the Pinwheel market, where each
sale blocks its type and quantity for the rest of the game.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
