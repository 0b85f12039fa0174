"""Zombicide (2e édition) (page « Gamehelpzombicidesecondedition »): a small map
to try line of sight, noise, a ranged attack with the target-priority order and
the zombies' phase (activation, spawn).

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
