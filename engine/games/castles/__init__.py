"""Castles of Mad King Ludwig (page « Gamehelpcastleofmadkingludwig »): a round of
room sales by the Master Builder, room placement and completion bonuses on a
small castle, the king's favours.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo modes)
