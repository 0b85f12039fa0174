"""Setup (page « Gamehelpsetup »): the Ensembles and the points of a turn on a
board of 12 squares whose lines the reader draws.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
