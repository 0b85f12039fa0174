"""Régicide: the full game (solo or cooperative, 1 to 4 players) and its
calculators (attack resolver, defence checker, Tips advisor)."""

from . import game  # noqa: F401  (registers the "partie" mode)
from . import calculators  # noqa: F401  (registers "attaque", "defense", "conseil")
