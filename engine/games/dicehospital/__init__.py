"""Dice Hospital ER (page « Gamehelpdicehospitaler »): admitting patients (dice)
into the wards by colour and in increasing order, the morgue, the ward scores.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo mode)
