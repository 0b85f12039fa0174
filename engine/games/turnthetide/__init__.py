"""Turn the Tide (page « Gamehelpturnthetide »): the whole game and two calculators.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
