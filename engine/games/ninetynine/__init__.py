"""Ninety-Nine (page « Gamehelpninetynine »): the whole game and two calculators."""

from . import calculateurs, partie  # noqa: F401  (registers ninetynine/partie, /pari, /pli)
