"""Turn the Tide (page « Gamehelpturnthetide »): the whole game and two calculators."""

from . import calculateurs, partie  # noqa: F401  (registers turnthetide/partie, /bouees, /maree)
