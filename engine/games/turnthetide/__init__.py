"""Turn the Tide (page « Gamehelpturnthetide »): the whole game and two calculators."""

from . import partie  # noqa: F401  (registers turnthetide/partie)
