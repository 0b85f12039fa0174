"""Red7: one manche against bots (mode "partie") and the "who leads under
this rule?" calculator (mode "calculateur"). The rules are in `rules.py`."""

from . import calculator, game  # noqa: F401  (registers the demo modes)
