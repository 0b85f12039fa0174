"""The engine's errors, in one module that every other one imports.

`core` (the game API) and `options` (a mode's declared options) both raise
`ScenarioError`; keeping the errors here means neither imports the other for
them. `engine.core` re-exports every name, so `from engine.core import
IllegalMove` keeps working."""

from __future__ import annotations


EXCERPT_CHARS = 60
"""A value quoted in an error message is cut to this many characters: a 10 MB
value must not come back as 10 MB of error text."""
LONGEST_MOVE = 200
"""A refused move longer than this is refused without asking the game why (its
reason might quote it whole): no game's move identifier comes near it."""
MESSAGE_CHARS = 600
"""No engine message is longer (the reason of a refusal, a bad block's problem)."""


def excerpt(value, limit: int = EXCERPT_CHARS) -> str:
    """A value as quoted in a French message, cut to `limit` characters with the
    length of the whole: « jouer-… (1 500 000 caractères) ». Never raises."""
    if isinstance(value, str):
        text = value
    elif value is None:
        text = "rien"
    elif isinstance(value, bool):
        text = "true" if value else "false"
    else:
        try:
            text = repr(value)
        except Exception:  # a value that cannot even be shown (int over 4,300 digits…)
            text = f"<{type(value).__name__}>"
    if len(text) <= limit:
        return text
    count = f"{len(text):_}".replace("_", "\u202f")
    return f"{text[:limit]}… ({count} caractères)"


def _cut(message: str) -> str:
    return message if len(message) <= MESSAGE_CHARS else message[:MESSAGE_CHARS] + "…"


class EngineError(Exception):
    """Base of the engine's errors; the message is French, for readers."""


class Refusal(str):
    """A refusal reason (French text) that may point at the section of the
    game's rule page stating that rule: `section` is a heading id of the page,
    declared in the game's `rule_sections` (the site's build checks that the
    page has it, and the demo links the reason to it). Behaves as a `str`."""

    section: str | None

    def __new__(cls, text: str, section: str | None = None):
        obj = super().__new__(cls, text)
        obj.section = section
        return obj


class IllegalMove(EngineError):
    """A move that the rules forbid; `reason` names the rule, in French;
    `section` (optional) the heading id of the page section stating it."""

    def __init__(self, move: str, reason: str, section: str | None = None):
        self.move = excerpt(move)  # the move as quoted back to the reader
        self.section = section if section is not None else getattr(reason, "section", None)
        self.reason = reason if len(reason) <= MESSAGE_CHARS else Refusal(_cut(reason), self.section)
        super().__init__(f"Coup refusé « {self.move} » : {self.reason}")


class ScenarioError(EngineError):
    """Malformed options or position; `field` names the faulty field."""

    def __init__(self, field: str, problem: str):
        self.field = excerpt(field)
        self.problem = _cut(problem)
        super().__init__(f"Paramètre « {self.field} » invalide : {self.problem}")
