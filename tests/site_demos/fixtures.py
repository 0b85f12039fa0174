"""Fixture games for the runtime's tests, registered only while a test runs."""

import contextlib
import sys
from pathlib import Path

from engine.core import Game, State
from engine.games import _REGISTRY
from engine.markup import el, move_button, text
from engine.options import Structured

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from countdown import Countdown  # noqa: E402

HOSTILE = "<script>alert('x')</script>\"' onmouseover=alert(1) &amp; </div>"


class EchoState(State):
    """One player; moves are "dire" (repeat the name) and "fin"."""

    def to_move(self):
        return [] if self.done else [0]

    def legal_moves(self, player=None):
        return ["dire", "fin"]

    def _apply(self, move, player):
        if move == "fin":
            self.done = True
        self.log(f"{self.nom} dit {move}")


class Echo(Game):
    """A free-text option shown everywhere (board, log, title): hostile-input tests."""

    id = "echo"
    title = HOSTILE
    state_class = EchoState

    options = (Structured("nom", "Nom", default="Alice", parse=lambda value, earlier: str(value),
                          expects="un texte", example="Alice"),)

    def setup(self, options, seed):
        s = EchoState(self, 1, seed)
        s.nom = options["nom"]
        s.done = False
        s.log(f"Bonjour {s.nom}")
        return s

    def render(self, state, viewer, legal):
        return el("div", text("p", state.nom, class_="bga-note"),
                  move_button("dire", state.nom, legal), move_button("fin", "Fin", legal),
                  class_="bga-board")


@contextlib.contextmanager
def registered(*classes):
    from engine.games import all_games
    all_games()  # load the real games first
    added = []
    for cls in classes:
        key = (cls.id, cls.mode)
        if key not in _REGISTRY:
            _REGISTRY[key] = cls()
            added.append(key)
    try:
        yield
    finally:
        for key in added:
            _REGISTRY.pop(key, None)


FIXTURES = (Countdown, Echo)
