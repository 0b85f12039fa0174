"""Régicide (pages « Gamehelpregicide » and « Tips regicide »): the full game (solo
or cooperative, 1 to 4 players) and its calculators (attack, defence, Tips advisor).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
