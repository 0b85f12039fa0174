"""The engine's errors, in one module that every other one imports.

`core` (the game API) and `options` (a mode's declared options) both raise
`ScenarioError`; keeping the errors here means neither imports the other for
them. `engine.core` re-exports every name, so `from engine.core import
IllegalMove` keeps working."""

from __future__ import annotations


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
        self.move = move
        self.reason = reason
        self.section = section if section is not None else getattr(reason, "section", None)
        super().__init__(f"Coup refusé « {move} » : {reason}")


class ScenarioError(EngineError):
    """Malformed options or position; `field` names the faulty field."""

    def __init__(self, field: str, problem: str):
        self.field = field
        self.problem = problem
        super().__init__(f"Paramètre « {field} » invalide : {problem}")
