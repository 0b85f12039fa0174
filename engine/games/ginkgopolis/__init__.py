"""Ginkgopolis (page « Gamehelpginkgopolis »): the whole game against bots, secret choices
revealed together, Exploitation, Urbanisation, Construction, the two ends and the count with the
districts.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
