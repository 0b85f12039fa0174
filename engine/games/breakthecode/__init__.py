"""Break the Code (page « Gamehelpbreakthecode »): the whole game against bots,
with the deduction helper that lists every code still consistent with the
answers heard.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import game  # noqa: F401  (registers the demo mode)
