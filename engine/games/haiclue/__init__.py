"""Haiclue (page « Gamehelphaiclue »): the resolution of a round and its
scoring, the rounds by player count and the two-player cooperative mode.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo mode)
