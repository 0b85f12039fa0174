"""Hypnosia (page « Gamehelphypnosia »): a whole game against bots, on the
board stated under « Lecture retenue », with the page's variant as an option.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
