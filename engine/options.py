"""A demo mode's options, declared once.

Each `Game` lists its options in `options = (...)`. From that one declaration
come: the validation of a demo block's `options:` (a French message naming the
option), the values the game's `setup` receives (defaults filled in), the
settings a live demo offers the reader (`schema`), and the contributors'
reference page of every game, mode and option (`site_demos/reference.py`).

    options = (
        PlayerCount(default=3, lo=3, hi=5),
        Integer("objectif", "Score à atteindre", default=200, lo=1, hi=10_000),
        Choice("gel", "Carte Gel", default="garde",
               choices={"garde": "garde ses points", "perd": "perd ses points"}),
        Flag("actions", "Règles avancées (actions)", default=False),
        Structured("position", "Position de départ", parse=read_position,
                   expects="une table (pioche, totaux, donneur)", example={...}),
    )

Options are read in the order they are declared, and a `Structured` option's
`parse` receives the values read before it, so a position can be checked
against the number of players.
"""

from __future__ import annotations

import copy
from typing import Any, Callable, NoReturn

from .errors import ScenarioError, excerpt


def _shown(value) -> str:
    if value is None:
        return "rien"
    return excerpt(value)


class Option:
    """One option of a demo block. Subclasses say what a valid value is."""

    type = ""           # the value type, as the shell and the reference name it
    settable = True     # offered in the live demo's settings

    def __init__(self, name: str, label: str, default: Any, help: str = ""):
        self.name = name
        self.label = label
        self.default = default
        self.help = help

    def read(self, value, earlier: dict):
        """The value to use, or ScenarioError naming this option in French."""
        raise NotImplementedError  # pragma: no cover - abstract

    def allowed(self) -> str:
        """The permitted values, in French (reference page, messages)."""
        raise NotImplementedError  # pragma: no cover - abstract

    def example(self):
        """A value for the reference page's example block (None: left out)."""
        return self.default

    def fail(self, problem: str):
        raise ScenarioError(self.name, problem)

    def schema(self, value) -> dict:
        """What the demo's settings form needs to offer this option."""
        return {"nom": self.name, "label": self.label, "aide": self.help, "type": self.type,
                "defaut": self.default, "valeur": value}


class Integer(Option):
    """A whole number between `lo` and `hi` (a default of None means « derived
    from the rest of the block », e.g. from a position)."""

    type = "entier"

    def __init__(self, name, label, default, lo: int, hi: int, help: str = ""):
        super().__init__(name, label, default, help)
        self.lo, self.hi = lo, hi

    def read(self, value, earlier):
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(f"un nombre entier est attendu, pas « {_shown(value)} ».")
        if not self.lo <= value <= self.hi:
            self.fail(f"doit être entre {self.lo} et {self.hi} (reçu {_shown(value)}).")
        return value

    def allowed(self):
        if self.lo == self.hi:
            return f"{self.lo}"
        return f"entier de {self.lo} à {self.hi}"

    def schema(self, value):
        return {**super().schema(value), "min": self.lo, "max": self.hi}


class PlayerCount(Integer):
    """The `joueurs` option of a game: its seats. The Game's min, max and
    default player counts are taken from it (see `Game.__init_subclass__`)."""

    def __init__(self, default: int, lo: int, hi: int, help: str = ""):
        super().__init__("joueurs", "Nombre de joueurs", default, lo, hi,
                         help or "Les autres sièges sont tenus par des bots.")


class Choice(Option):
    """One value among `choices` (value → French label, in display order)."""

    type = "choix"

    def __init__(self, name, label, default, choices: dict, help: str = ""):
        super().__init__(name, label, default, help)
        self.choices = dict(choices)
        assert default in self.choices, (name, default)

    def read(self, value, earlier):
        # A YAML value may be a number (taille: 5); compare without letting
        # True stand for 1 or 5.0 for 5.
        for choice in self.choices:
            if type(value) is type(choice) and value == choice:
                return choice
        listed = ", ".join(_shown(c) for c in self.choices)
        self.fail(f"« {_shown(value)} » n'est pas permis (choix : {listed}).")

    def allowed(self):
        return " ; ".join(f"« {_shown(c)} » : {label}" for c, label in self.choices.items())

    def schema(self, value):
        return {**super().schema(value),
                "choix": [{"valeur": c, "label": label} for c, label in self.choices.items()]}


class Flag(Option):
    """Yes or no (`true` / `false` in the block)."""

    type = "booleen"

    def read(self, value, earlier):
        if not isinstance(value, bool):
            self.fail(f"oui ou non (true/false) est attendu, pas « {_shown(value)} ».")
        return value

    def allowed(self):
        return "true ou false"


class Structured(Option):
    """A structured value (cards, a position…) read by the game's own `parse`.

    `parse(value, earlier)` returns the value to use or raises ScenarioError;
    it is called only when the block gives the option. Not offered in the
    live demo's settings: the reader edits such values on the board."""

    type = "structure"
    settable = False

    def __init__(self, name, label, default, parse: Callable[[Any, dict], Any], expects: str,
                 example: Any, help: str = ""):
        super().__init__(name, label, default, help)
        self.parse = parse
        self.expects = expects
        self._example = example

    def read(self, value, earlier):
        return self.parse(value, earlier)

    def allowed(self):
        return self.expects

    def example(self):
        return self._example


def bad_position(problem: str) -> NoReturn:
    """Refuse a demo block's ``position:``, saying in French what is wrong with it."""
    raise ScenarioError("position", problem)


def position_table(value, keys) -> dict | None:
    """The opening of a game's `read_position`: a block's ``position:`` is a table whose keys are
    among `keys`, or None when the block gives none. A wrong one is refused, its key named."""
    if value is None:
        return None
    allowed = ", ".join(sorted(keys))
    if not isinstance(value, dict):
        bad_position(f"une table est attendue (clés : {allowed}).")
    for key in value:
        if key not in keys:
            bad_position(f"clé « {excerpt(str(key))} » inconnue : une table est attendue, avec les clés {allowed}.")
    return value


def read_options(declared: tuple, raw) -> dict:
    """Every declared option's value (defaults filled in) from a block's
    `options:` mapping, in declaration order; unknown names are refused."""
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise ScenarioError("options", "une table « nom: valeur » est attendue.")
    names = {opt.name for opt in declared}
    for key in raw:
        if key not in names:
            allowed = ", ".join(sorted(names)) or "aucune"
            raise ScenarioError(excerpt(key), f"option inconnue (options permises : {allowed}).")
    values: dict = {}
    for opt in declared:
        if opt.name in raw:
            values[opt.name] = opt.read(raw[opt.name], values)
        else:
            values[opt.name] = copy.deepcopy(opt.default)
    return values


class Cards(Structured):
    """A list of distinct cards, at most `limit` (a number, or a function of
    the options read before), each read by the game's `card(code)`, which
    returns the card or None. `hint` says in French what a card looks like.
    The card-list options of every calculator use it."""

    def __init__(self, name, label, *, card: Callable[[Any], Any], hint: str, limit, example: list,
                 name_of: Callable[[Any], str] = str, help: str = ""):
        super().__init__(name, label, default=[], parse=self._read, example=example, help=help,
                         expects=f"une liste de cartes différentes ({hint})")
        self.card, self.hint, self.limit, self.name_of = card, hint, limit, name_of

    def _read(self, value, earlier) -> list:
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(f"une liste de cartes est attendue ({self.hint}).")
        limit = self.limit(earlier) if callable(self.limit) else self.limit
        cards: list = []
        for i, code in enumerate(value, start=1):
            card = self.card(code)
            if card is None:
                self.fail(f"carte n° {i} « {_shown(code)} » inconnue ({self.hint}).")
            if card in cards:
                self.fail(f"la carte {self.name_of(card)} figure deux fois.")
            cards.append(card)
        if len(cards) > limit:
            self.fail(f"au plus {limit} cartes (reçu {len(cards)}).")
        return cards


def example_options(declared: tuple) -> dict:
    """A block's `options:` giving every option its example (the reference
    page shows it; the tests start every mode with it)."""
    return {opt.name: opt.example() for opt in declared if opt.example() is not None}
