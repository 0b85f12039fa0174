"""Dames internationales (page « Tips checkers »): a whole game of international
draughts against a bot, on the official rules (the page gives advice only).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
