"""Gnome Hollow (page « Gamehelpgnomehollow »): the garden (tile placement, rings and
their bonuses) and the Pinwheel market, where each sale blocks its type and quantity.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
