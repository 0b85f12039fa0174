"""Diced Veggies (page « Gamehelpdicedveggies »): the cut of the dice block (sum ≤ 10,
the block stays in one piece, a straight cut from a corner along an edge), mode « coupe »; the
rest of the turn (cook with trending cards and the chef token, draw, refill), mode « cuisine ».

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
