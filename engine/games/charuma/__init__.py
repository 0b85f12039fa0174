"""Charuma (page « Gamehelpcharuma »): a whole game against bots and
the « qui remporte ce pli ? » calculator.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
