"""Quatrix (page « Gamehelpquatrix »): a whole game against a bot and the
X / □ constraint explorer.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
