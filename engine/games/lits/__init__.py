"""Battle of LITS (page « Gamehelpbattleoflits »): a whole game against a bot
and the placement checker that names the rule a refused piece breaks.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
