"""Diced Veggies (page « Gamehelpdicedveggies »): the cut of the dice block (sum ≤ 10,
the block stays in one piece, a straight cut from a corner along an edge), mode « coupe »; the
rest of the turn (cook with trending cards and the chef token, draw, refill), mode « cuisine »;
the whole solo game up to the 6th recipe, the last dish and the solo points guide, mode « partie ».

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
from . import game  # noqa: F401  (registers the solo game)
