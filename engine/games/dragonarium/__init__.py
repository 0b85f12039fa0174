"""Dragonarium (page « Gamehelpdragonarium »): the whole game against bots (the river, tiles in
height on pillars, dragons hatching, the assistant's gems, twelve rounds, the final count), and
the domain-count sandbox on the same scoring function.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
from . import game  # noqa: F401
