"""Flip 7 (page « Gamehelpflipseven »): the full game and the bust calculator."""

from . import rules, risk  # noqa: F401  (registers the Game classes)
