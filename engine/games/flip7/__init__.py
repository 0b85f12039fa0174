"""Flip 7 (page « Gamehelpflipseven »): the full game; the page's examples are positions of it.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
