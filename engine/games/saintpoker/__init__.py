"""Saint Poker: the 8-round game (mode "partie") and the hand evaluator
(mode "evaluateur"). The evaluator module is the heart: `evaluator.py`."""

from . import calculator, game  # noqa: F401  (registers the demo modes)
