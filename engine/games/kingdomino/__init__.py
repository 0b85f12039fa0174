"""Kingdomino: build a kingdom domino by domino (or square by square) and
score it as the BGA rule page says (domains × crowns, Middle Kingdom,
Harmony, tie-breaks)."""

from .. import register
from .rules import KingdominoKingdom

register(KingdominoKingdom)
