"""Flip 7 (page « Gamehelpflipseven »): the full game and the bust-risk calculator.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
