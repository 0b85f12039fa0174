"""Setup (page « Gamehelpsetup »): tiles laid on a board of 12 squares joined by
lines to form Ensembles (same value, or a suite of one colour); the whole game,
1 against 1 or 2 against 2, against bots (mode « partie »), and the page's
scoring example as a position of it.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
