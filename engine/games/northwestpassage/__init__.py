"""Northwest Passage (page « Gamehelpnorthwestpassage »): the crew cost of each
action and the moves of the ship and the sled on a small map, and the final
scoring (exploration, series, abandon).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
