"""Rat Jack (page « Gamehelpratjack »): a whole game against bots, to 3 PV.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
