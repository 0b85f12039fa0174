"""Tiny Farms (page « Gamehelptinyfarms »): the final scoring of a player's two
farms, filled by the reader.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo mode)
