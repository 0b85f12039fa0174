"""Mojo (page « Tips mojo »): the card-count table and its sum.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo mode)
