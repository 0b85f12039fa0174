"""Microcosm (page « Gamehelpemdomicrocosm »): the whole game for two players against a bot
(mode « partie »); the page's examples are positions of it.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
