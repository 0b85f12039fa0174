"""Tichu (pages « Gamehelptichu » and « Tichu », same text): the card-passing
convention calculator.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo mode)
