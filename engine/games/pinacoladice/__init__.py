"""Piña Coladice (page « Gamehelppinacoladice »): a whole game against bots,
three rolls with holds, coasters on a 4 × 4 board, the Happy Hour variant.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
