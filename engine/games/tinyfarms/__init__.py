"""Tiny Farms (page « Gamehelptinyfarms »): the whole game against bots, ten turns on the wheel,
dice and farmers, milk, and the final count of « Calcul des scores ».

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
