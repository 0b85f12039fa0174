"""Saint Poker (page « Gamehelpsaintpoker »): the 8-round game and the hand evaluator.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
