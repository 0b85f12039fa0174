"""Northwest Passage (page « Gamehelpnorthwestpassage »): the whole game against bots, ten
seasons on the Arctic board, each expedition's ship and sled sharing 7 pions Équipage, the sun disc
that freezes the rows above it, and the final count of « Fin de la partie ».

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
