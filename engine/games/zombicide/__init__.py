"""Zombicide (2e édition) (page « Gamehelpzombicidesecondedition »): the whole
cooperative mission (mode « partie », game.py) on the rules of rules.py; the
page's examples (line of sight, a ranged attack, the zombies' phase) are
positions of that mission.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
