"""Mojo (page « Tips mojo »): counting the cards, the deck as the page lists it.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the counting example)
