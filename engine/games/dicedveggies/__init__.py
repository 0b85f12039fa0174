"""Diced Veggies (page « Gamehelpdicedveggies »): the cut of the dice block (sum ≤ 10,
the block stays in one piece, a straight cut from a corner along an edge).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo mode)
