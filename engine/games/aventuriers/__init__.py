"""Les Aventuriers du Rail – Europe (page « Gamehelptickettorideeurope »): the whole
game against bots on a map of Europe of the game's size (mode « partie »); the page's
examples are positions of it (one turn from a described position).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the mode)
