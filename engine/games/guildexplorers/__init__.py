"""The Guild of Merchant Explorers (page « Gamehelptheguildofmerchantexplorers »):
explore a small map with your cubes as an exploration card allows, discover
villages and create trading posts, and see the coins the page gives.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
