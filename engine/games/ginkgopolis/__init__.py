"""Ginkgopolis (page « Gamehelpginkgopolis »): the districts of a small city and
their points, and the cost of a construction.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
