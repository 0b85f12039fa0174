"""The Guild of Merchant Explorers (page « Gamehelptheguildofmerchantexplorers »): the whole game,
four ages of exploration cards on a Mappe, alone (the solo variant) or against bots.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
