"""A minimal game used only by the core tests: take 1 or 2 from a pile; who
takes the last one wins. A die (explicit chance) sets the starting pile."""

from engine.core import CHANCE, Game, State
from engine.markup import el, move_button, text
from engine.options import Integer, PlayerCount


class CountdownState(State):
    def to_move(self):
        if self.pile is None:
            return [CHANCE]
        return [] if self.pile == 0 else [self.turn]

    def legal_moves(self, player=None):
        if self.pile is None:
            return [f"de-{n}" for n in range(1, 7)]
        return [f"prendre-{n}" for n in (1, 2) if n <= self.pile]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if move.startswith("prendre-"):
            return "on ne peut prendre que 1 ou 2 jetons, sans dépasser la pile."
        return "coup inconnu."

    def _apply(self, move, player):
        if player == CHANCE:
            self.pile = 4 + int(move[3:])
            self.log(f"Le dé donne une pile de {self.pile} jetons.")
            return
        n = int(move.split("-")[1])
        self.pile -= n
        self.log(f"{self.game.seat_name(player)} prend {n}.")
        if self.pile == 0:
            self.winner = player
        else:
            self.turn = 1 - self.turn

    def scores(self):
        return [1 if self.winner == p else 0 for p in range(2)]


class Countdown(Game):
    id = "countdown"
    state_class = CountdownState
    options = (
        PlayerCount(default=2, lo=2, hi=2),
        Integer("pile", "Jetons de départ (0 : tirés au sort)", default=0, lo=0, hi=30),
    )

    def setup(self, options, seed):
        s = CountdownState(self, 2, seed)
        s.pile = options["pile"] or None
        s.turn = 0
        s.winner = None
        return s

    def render(self, state, viewer, legal):
        buttons = "".join(move_button(m, m, legal) for m in ("prendre-1", "prendre-2"))
        return el("div", text("p", f"Pile : {state.pile}"), buttons, class_="countdown")
