"""Les Aventuriers du Rail – Europe (page « Gamehelptickettorideeurope »): claiming
routes, tunnels, ferries and stations, and the final scoring with destination
tickets and the longest path, on a small map of nine cities.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
