"""Taluva (page « Gamehelptaluva »): lay tiles of three hexes on the sea or on
top of the island (eruptions), build huts, temples and towers, as the page
says, on a small island the example states.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
