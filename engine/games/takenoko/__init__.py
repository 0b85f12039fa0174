"""Takenoko (page « Gamehelptakenoko »): the weather die, the gardener and the
panda moving in straight lines, irrigation and growth, and the objectives,
checked on a small garden the example states, and the whole game against bots.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators, game  # noqa: F401  (registers the demo modes)
