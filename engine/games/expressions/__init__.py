"""Expressions (page « Gamehelpexpressions »): the whole cooperative game against
bots, and whether a clue is true of the hand it was played from, and how a guess
is resolved (Harmonie, Agonie).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
