"""Zombicide (2e édition) (page « Gamehelpzombicidesecondedition »): the whole
cooperative mission (mode « partie », game.py) and the small map to try line of
sight, a ranged attack with the target-priority order and the zombies' phase
(mode « carte », calculators.py), both on the rules of rules.py.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
