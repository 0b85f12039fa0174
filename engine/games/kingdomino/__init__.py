"""Kingdomino (pages « Gamehelpkingdomino » and « Tips kingdomino »): the whole game against bots; build a kingdom
domino by domino (or square by square) and score it as the page says (domains ×
crowns, Middle Kingdom, Harmony, tie-breaks).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
