"""Taluva (page « Gamehelptaluva »): lay tiles of three hexes on the sea or on
top of the island (eruptions), build huts, temples and towers, as the page
says: a whole game against bots (mode « partie ») and a small island that
the example states (mode « ile »).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
