"""Expressions (page « Gamehelpexpressions »): whether a clue is true of the
hand it was played from, and how a guess is resolved (Harmonie, Agonie).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo mode)
