"""Mojo (page « Tips mojo »): counting the cards, the deck as the page lists it.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the whole game)
