"""Deus (page « Gamehelpdeus »): building on a small stated map (cost, placement, barbarian
villages), an offering to a god, and the final scoring.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
