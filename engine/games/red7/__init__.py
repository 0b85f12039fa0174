"""Red7 (page « Gamehelpredsevengame »): one round against bots and the
"who leads under this rule?" calculator.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
