"""Con Sonar! (page « Gamehelpconsonar »): the final scoring, edited by the
reader, with the page's set-up sentence flagged.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo mode)
