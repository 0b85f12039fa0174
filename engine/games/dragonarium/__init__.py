"""Dragonarium (page « Gamehelpdragonarium »): the domain scoring calculator.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo mode)
