"""Turn the Tide (page « Gamehelpturnthetide »): the whole game; the examples beside the rules are positions of it.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
