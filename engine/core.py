"""The one small API every game (and every calculator) implements.

A *game* is a definition (`Game`): its id, its mode, its player counts, its
options and its bots. A *state* (`State`) is one position of that game. The
shape follows OpenSpiel and boardgame.io:

- `to_move()` lists the players who may act now (several for simultaneous
  choices, `[CHANCE]` for an explicit chance step, `[]` once the game is over);
- `legal_moves(player)` lists every legal move as a short string identifier;
- `play(move, player)` applies a move, or raises `IllegalMove` with the rule
  that forbids it (in French) and leaves the state untouched;
- `is_over()`, `scores()`, `winners()` tell the end and the result;
- `view(player)` is what that player may see (a JSON-able dict);
- `describe(move)` names a move in French; `events` is the French log.

Randomness lives in the state (`rng_state`, a plain int), so the same seed and
the same moves always give the same game, in CPython and in Pyodide alike.
A state holds only JSON types (dict with str keys, list, str, int, float,
bool, None), so `to_json()` / `Game.from_json()` round-trip it exactly.
"""

from __future__ import annotations

import copy
import importlib
import re
from collections import Counter

from .errors import (  # noqa: F401 (re-exported: `from engine.core import IllegalMove` keeps working)
    EXCERPT_CHARS, LONGEST_MOVE, MESSAGE_CHARS, EngineError, IllegalMove, Refusal, ScenarioError, excerpt)
from .options import PlayerCount, read_options
from .rng import Rng, next_state

CHANCE = -1
"""Pseudo-player for an explicit chance step (a die roll, a draw)."""


def french_list(names: list[str], empty: str = "personne") -> str:
    """« A », « A et B », « A, B et C »."""
    if not names:
        return empty
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " et " + names[-1]


# --- move identifiers ---------------------------------------------------------

_NUMBER = re.compile(r"0|[1-9][0-9]{0,8}")
"""A number inside a move identifier: ASCII digits only, no sign, no leading
zero, no space, at most nine digits (no move needs more, and `int()` must
never see a string long enough to be slow or to raise)."""


def parse_number(text) -> int | None:
    """The number written exactly as the engine writes it (`str(n)`), else None.

    `str.isdigit()` also accepts « ² », « ٥ » or « １ », and `int()` accepts
    « 05 », « +5 » or « 5 » with spaces around: every game reads the numbers of its move
    identifiers through this one strict reader instead."""
    if isinstance(text, str) and _NUMBER.fullmatch(text):
        return int(text)
    return None


GENERIC_REFUSAL = "ce coup n'est pas possible dans cette position."


def _shown(move) -> str:
    """A refused move as text for `IllegalMove.move` (JSON-able, never raises)."""
    return excerpt(move)


class State:
    """One position. Subclasses keep every attribute JSON-typed.

    Subclasses implement `to_move`, `legal_moves`, `_apply`, and usually
    `why_illegal`, `scores`, `view`, `describe`. `self.game` is the only
    attribute that is not serialised.
    """

    game: "Game"
    # What a saved state must respect (`Game.from_json` checks it), declared
    # once per game: attributes holding totals that are never negative (a
    # number, or lists and dicts of them), and attributes holding the game's
    # cards (codes, in lists at any depth), which together never hold a card
    # more often than the whole game does (the same zones of a new game).
    never_negative: tuple = ()
    card_zones: tuple = ()

    def __init__(self, game: "Game", players: int, seed: int = 0):
        self.game = game
        self.players = players
        self.rng_state = int(seed) & ((1 << 64) - 1)
        self.events: list[str] = []

    # --- randomness kept in the state -------------------------------------
    def rand_below(self, n: int) -> int:
        rng = Rng(self.rng_state)
        value = rng.below(n)
        self.rng_state = rng.state
        return value

    def shuffle(self, items: list) -> None:
        rng = Rng(self.rng_state)
        rng.shuffle(items)
        self.rng_state = rng.state

    def reseed(self) -> None:
        """Advance the generator once (used when a new seed must differ)."""
        self.rng_state, _ = next_state(self.rng_state)

    # --- the API ----------------------------------------------------------
    def to_move(self) -> list[int]:
        raise NotImplementedError  # pragma: no cover - abstract

    def legal_moves(self, player: int | None = None) -> list[str]:
        raise NotImplementedError  # pragma: no cover - abstract

    def acting(self, player: int | None) -> int | None:
        """`player`, or the first player to move when None; None when that
        player may not act now (so `legal_moves` returns nothing)."""
        movers = self.to_move()
        if player is None:
            player = movers[0] if movers else None
        return player if player in movers else None

    def why_illegal(self, move: str, player: int) -> str | None:
        """French reason why `move` is not allowed for `player`, or None.

        Games override this to name the exact rule. `play` accepts a move only
        if it is exactly in `legal_moves`; it asks `why_illegal` only to
        explain a refusal, so an override must read any string without
        raising (numbers through `parse_number`)."""
        if move in self.legal_moves(player):
            return None
        return GENERIC_REFUSAL

    def _apply(self, move: str, player: int) -> None:
        raise NotImplementedError  # pragma: no cover - abstract

    def play(self, move: str, player: int | None = None) -> None:
        """Apply `move` for `player` (default: the only player to move).

        One rule for every game: the move must be a string found exactly in
        `legal_moves(player)`; anything else raises `IllegalMove` with a French
        reason and leaves the state untouched."""
        if not isinstance(move, str):
            raise IllegalMove(_shown(move), "un coup est un identifiant en texte (par exemple « jouer-7 »), "
                                            f"pas une valeur de type {type(move).__name__}.")
        if player is not None and (isinstance(player, bool) or not isinstance(player, int)):
            raise IllegalMove(_shown(move), f"le joueur doit être un numéro de siège entier, pas « {player!r} ».")
        movers = self.to_move()
        if player is None:
            if not movers:
                raise IllegalMove(move, "la partie est terminée.")
            player = movers[0]
        if player not in movers:
            if not movers:
                raise IllegalMove(move, "la partie est terminée.")
            raise IllegalMove(move, "ce n'est pas à ce joueur de jouer.")
        if move not in self.legal_moves(player):
            raise IllegalMove(move, self._refusal(move, player))
        self._apply(move, player)

    def _refusal(self, move: str, player: int) -> str:
        """The game's French reason for refusing `move`, or the generic one
        (if its `why_illegal` has nothing to say, or fails on an odd string)."""
        if len(move) > LONGEST_MOVE:  # no move is that long: not the game's to quote it whole
            return Refusal(f"coup inconnu « {excerpt(move)} ».", self.game.main_rule_section)
        try:
            reason = self.why_illegal(move, player)
        except Exception:  # an explanation must never turn a refusal into a crash
            reason = None
        if not (isinstance(reason, str) and reason):
            return GENERIC_REFUSAL
        section = self.game.main_rule_section
        if section and getattr(reason, "section", None) is None:
            # no more precise section given: point at the section stating the mode's rules
            return Refusal(reason, section)
        return reason

    def chance_outcomes(self) -> list[tuple[str, float]]:
        """At a chance step: every outcome with its probability."""
        moves = self.legal_moves(CHANCE)
        return [(m, 1.0 / len(moves)) for m in moves]

    def sample_chance(self) -> str:
        """Draw the chance outcome from the state's own generator."""
        outcomes = self.chance_outcomes()
        rng = Rng(self.rng_state)
        x = rng.random()
        self.rng_state = rng.state
        acc = 0.0
        for move, p in outcomes:
            acc += p
            if x < acc:
                return move
        return outcomes[-1][0]

    def is_over(self) -> bool:
        return not self.to_move()

    def end_started(self) -> bool:
        """True once the end the page states has begun (a final round, a last
        turn each). From then on the game must reach that end: a demo's
        safeguard (`Game.safeguard`) may stop only a game whose end has not
        started."""
        return False

    def is_cooperative(self) -> bool:
        """Does the whole table win or lose together here? The game's declaration
        (`Game.cooperative`), unless the game is cooperative at some player counts only."""
        return self.game.cooperative

    def scores(self) -> list:
        return [0] * self.players

    def winners(self) -> list[int]:
        """Players with the best score once over (ties share)."""
        if not self.is_over():
            return []
        s = self.scores()
        best = max(s)
        return [p for p, v in enumerate(s) if v == best]

    def view(self, player: int | None) -> dict:
        """What `player` may see (None: a spectator). Default: everything."""
        return self.to_json()["data"]

    def describe(self, move: str, player: int | None = None) -> str:
        """French label of a move, e.g. for a button or a bot's log line."""
        return move

    def log(self, text: str) -> None:
        self.events.append(text)

    # --- what a seat may assume (engine.search) ---------------------------
    def determinize(self, seat: int, rng: Rng) -> "State":
        """A full state agreeing with all that `seat` may see, the rest dealt
        afresh from `rng`: where a bot's search starts. Its result must not
        depend on what `seat` cannot see (tests swap that and compare).

        Default, for games whose every attribute is public: a clone whose
        generator of future chance is reseeded (the seat cannot see future
        dice). Games with hidden cards, tiles or choices override it, with
        `redeal` for their hidden zones."""
        twin = self.clone()
        twin.rng_state = rng.bits64()
        twin.events = []
        return twin

    @staticmethod
    def redeal(zones: list, rng: Rng) -> None:
        """Deal afresh, in place, the cards of `zones` (lists the seat cannot
        see inside, each keeping its size): pooled, put in a canonical order
        (so nothing of the hidden order survives), then shuffled by `rng`."""
        pool = sorted((card for zone in zones for card in zone), key=repr)
        rng.shuffle(pool)
        i = 0
        for zone in zones:
            k = len(zone)
            zone[:] = pool[i:i + k]
            i += k

    # --- serialisation ----------------------------------------------------
    def to_json(self) -> dict:
        data = {k: copy.deepcopy(v) for k, v in vars(self).items() if k != "game"}
        return {"jeu": self.game.id, "mode": self.game.mode, "data": data}

    def clone(self) -> "State":
        twin = object.__new__(type(self))
        for k, v in vars(self).items():
            setattr(twin, k, v if k == "game" else copy.deepcopy(v))
        return twin


class Game:
    """A game definition. Subclasses set the class attributes and `start`."""

    id: str = ""            # engine id, e.g. "flip7"
    mode: str = "partie"    # which demo of the game, e.g. "partie", "risque"
    title: str = ""         # French title of the demo
    state_class: type = State
    min_players: int = 1
    max_players: int = 1
    default_players: int = 1
    bots: dict = {}         # bot name -> Bot class (see engine.bots)
    player_names: list[str] | None = None  # French seat names; default "Joueur n"
    cooperative: bool = False  # the whole table wins or loses together (winners() is every seat or none)
    # A bound the page does not state that stops a game which would run too
    # long (module, attribute holding the bound, words of its log line), or
    # None; it must never cut short an end already started (`end_started`).
    safeguard: tuple[str, str, str] | None = None
    options: tuple = ()     # the mode's options, declared once (engine.options)
    # Heading ids of the rule page (docs/jeux/<slug>.md) that this mode's
    # refusals point at (`Refusal(text, section)`): the site's build fails if a
    # page showing this demo lacks one of them.
    rule_sections: frozenset = frozenset()
    # The section stating this mode's rules as a whole: a refusal that names no
    # more precise section links there (it is added to `rule_sections`).
    main_rule_section: str | None = None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("main_rule_section"):
            cls.rule_sections = frozenset(cls.rule_sections) | {cls.main_rule_section}
        for option in cls.__dict__.get("options", ()):
            if isinstance(option, PlayerCount):
                cls.min_players, cls.max_players = option.lo, option.hi
                cls.default_players = option.default

    def read_options(self, raw) -> dict:
        """A demo block's `options:` checked against the declaration, with
        every default filled in (ScenarioError in French otherwise)."""
        return read_options(self.options, raw)

    def start(self, options: dict | None, seed: int) -> State:
        """A new state from a demo block's options (checked here)."""
        return self.setup(self.read_options(options), seed)

    def setup(self, options: dict, seed: int) -> State:
        """A new state from checked options: every declared option is there."""
        raise NotImplementedError  # pragma: no cover - abstract

    def render(self, state: State, viewer: int | None, legal: list[str]) -> str:
        """Escaped HTML of the board as `viewer` sees it (see engine.markup).

        By the room plan, a mode's board is drawn by `render_<mode>(game,
        state, viewer, legal)` in its game folder's `view.py`."""
        package = type(self).__module__.rpartition(".")[0]
        view = importlib.import_module(package + ".view")
        return getattr(view, f"render_{self.mode}")(self, state, viewer, legal)

    def from_json(self, doc: dict) -> State:
        """A saved state, checked against what the game declares (its player
        counts, the attributes and JSON kinds of a new state, `State.never_negative`,
        `State.card_zones`): ScenarioError in French otherwise."""
        if not isinstance(doc, dict) or not isinstance(doc.get("data"), dict):
            raise ScenarioError("etat", "un état sauvegardé {jeu, mode, data} est attendu.")
        if doc.get("jeu") != self.id or doc.get("mode") != self.mode:
            raise ScenarioError("jeu", f"l'état est celui de « {excerpt(doc.get('jeu'))} / {excerpt(doc.get('mode'))} », "
                                       f"pas de « {self.id} / {self.mode} ».")
        data = copy.deepcopy(doc["data"])
        check_saved_state(self, data)
        state = object.__new__(self.state_class)
        state.game = self
        for k, v in data.items():
            setattr(state, k, v)
        return state

    def seat_name(self, player: int) -> str:
        if self.player_names and player < len(self.player_names):
            return self.player_names[player]
        return f"Joueur {player + 1}"

    def seat_list(self, players: list[int]) -> str:
        """The seats' names as a French list: « Joueur 1 et Joueur 3 »."""
        return french_list([self.seat_name(p) for p in players])


class CalculatorState(State):
    """A calculator's position: the reader may always edit it; it never ends."""

    def to_move(self) -> list[int]:
        return [0]


class Calculator(Game):
    """A one-reader demo whose moves are the reader's edits (no bots)."""

    state_class = CalculatorState
    min_players = max_players = default_players = 1


# --- saved states -------------------------------------------------------------

def _kind(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "booléen"
    if isinstance(value, (int, float)):
        return "nombre"
    if isinstance(value, str):
        return "texte"
    if isinstance(value, list):
        return "liste"
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        return "table"
    return "autre"


def _numbers(value):
    if isinstance(value, bool):
        return
    if isinstance(value, (int, float)):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _numbers(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _numbers(item)


def _cards(value):
    if isinstance(value, list):
        for item in value:
            yield from _cards(item)
    elif value is not None and not isinstance(value, (bool, dict)):
        yield value


def check_saved_state(game: "Game", data: dict) -> None:
    """What every game declares, held for a saved state (one check for all
    games): the number of players within the game's bounds, the attributes of
    a new state with the same JSON kinds, no negative total among the declared
    `never_negative`, no card held more often than a new game holds it."""

    players = data.get("players")
    if isinstance(players, bool) or not isinstance(players, int) \
            or not game.min_players <= players <= game.max_players:
        raise ScenarioError("players", f"de {game.min_players} à {game.max_players} joueurs, pas « {excerpt(players)} ».")
    cache = game.__dict__.setdefault("_new_states", {})
    if players not in cache:
        counted = any(isinstance(o, PlayerCount) for o in game.options)
        try:
            cache[players] = game.start({"joueurs": players} if counted else None, 0).to_json()["data"]
        except EngineError:  # a mode that cannot start without a block's options: kinds unchecked
            cache[players] = None
    fresh = cache[players]
    cls = game.state_class
    if fresh is not None:
        missing = sorted(set(fresh) - set(data))
        extra = sorted(set(data) - set(fresh))
        if missing or extra:
            raise ScenarioError("etat", "attributs " + ", ".join(
                [f"manquants : {excerpt(', '.join(missing))}"] * bool(missing)
                + [f"inconnus : {excerpt(', '.join(map(str, extra)))}"] * bool(extra)) + ".")
        for name, value in data.items():
            want, got = _kind(fresh[name]), _kind(value)
            if got == "autre" or (want != "null" and got != "null" and want != got):
                raise ScenarioError(name, f"{want} attendu, pas {got}.")
    for name in cls.never_negative:
        if any(n < 0 for n in _numbers(data.get(name))):
            raise ScenarioError(name, "un total ne peut pas être négatif.")
    if cls.card_zones and fresh is not None:
        whole = Counter(c for zone in cls.card_zones for c in _cards(fresh.get(zone)))
        held = Counter()
        for zone in cls.card_zones:
            try:
                held.update(_cards(data.get(zone)))
            except TypeError:  # an unhashable code
                raise ScenarioError(zone, "des codes de cartes sont attendus.") from None
        extra = [c for c, n in held.items() if n > whole.get(c, 0)]
        if extra:
            raise ScenarioError(", ".join(cls.card_zones),
                                f"carte « {excerpt(extra[0])} » présente plus de fois que dans le jeu.")
