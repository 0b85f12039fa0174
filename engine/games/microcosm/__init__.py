"""Microcosm (page « Gamehelpemdomicrocosm »): one action (Colonisation, Guerre, Recherche,
Politique, Observation) on a small stated position, and the end of the game.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo mode)
