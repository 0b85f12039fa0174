"""Dice Hospital ER (page « Gamehelpdicehospitaler »): the whole game against bots (the
Ambulance cards, the Médecin Chef, the objectives, the end) and the admission calculator
(patients admitted by colour and in increasing order, the bonuses, the morgue).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
