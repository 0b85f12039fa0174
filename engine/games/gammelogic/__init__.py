"""gammelogic (page « Tips gammelogic »): a puzzle of the kind the page
describes, with a solver and a uniqueness check, solved by the reader.

Every game folder follows the same plan (see ARCHITECTURE.md).
"""

from . import calculators  # noqa: F401  (registers the demo mode)
