"""Con Sonar! (page « Gamehelpconsonar »): the whole game against bots (mode
« partie »), from the Sonar's set-up (with the page's set-up sentence flagged)
to the final count; the page's two examples are positions of it.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
