"""Quatrix explorer of the X / □ constraint (mode "contrainte").

The reader places the pieces of both players in turn, choosing each
piece's symbol, and sees where the next piece may go: « Symbole croix (X) :
[...] sur une case située sur une ligne diagonale », « Symbole carré (□) :
[...] sur une ligne orthogonale », and the « Libre choix » when every square
on those lines is taken. The constraint is enforced (a refused square is
explained); nobody wins here, so any position can be explored. Moves: the
game's ``x-B3`` / ``carre-B3``, and ``vider`` (back to the starting position).
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, ScenarioError
from ...options import Structured
from .. import register
from . import rules as R

G = R.GRID


def read_position(value, earlier) -> list:
    """A list of pieces « Blanc x C3 », « Noir carre D4 »…, in the order they
    were placed: the last one sets the constraint."""
    if not isinstance(value, list) or len(value) > G.size:
        raise ScenarioError("position", "une liste de pièces est attendue, ex. [Blanc x C3, Noir carre D4].")
    seen = set()
    out = []
    for k, item in enumerate(value):
        parts = item.split() if isinstance(item, str) else []
        if len(parts) != 3 or parts[0] not in R.PLAYER_NAMES or parts[1] not in R.SYMBOLS or G.parse(parts[2]) is None:
            raise ScenarioError("position", f"pièce n° {k + 1} « {item} » : « Blanc » ou « Noir », le symbole "
                                            "(x ou carre) puis la case (A1 à F6), ex. « Noir carre D4 ».")
        square = G.parse(parts[2])
        if square in seen:
            raise ScenarioError("position", f"la case {parts[2]} est donnée deux fois.")
        seen.add(square)
        out.append([R.PLAYER_NAMES.index(parts[0]), parts[1], square])
    per_player = [[0, 0], [0, 0]]
    for p, sym, _ in out:
        per_player[p][R.SYMBOLS.index(sym)] += 1
        if per_player[p][R.SYMBOLS.index(sym)] > R.PIECES_PER_SYMBOL:
            raise ScenarioError("position", f"{R.PLAYER_NAMES[p]} n'a que {R.PIECES_PER_SYMBOL} pièces "
                                            f"{R.SYMBOL_SIGN[sym]}.")
    return out


class QuatrixConstraintState(CalculatorState):
    """board, start (the option's pieces), next_player, last, last_symbol."""

    def allowed(self):
        return R.allowed_squares(self.board, self.last, self.last_symbol)

    def stock(self, player: int) -> dict:
        left = {sym: R.PIECES_PER_SYMBOL for sym in R.SYMBOLS}
        for cell in self.board:
            if cell is not None and cell[0] == player:
                left[cell[1]] -= 1
        return left

    def legal_moves(self, player=None):
        squares, _ = self.allowed()
        left = self.stock(self.next_player)
        return [R.move_id(sym, i) for i in squares for sym in R.SYMBOLS if left[sym] > 0] + ["vider"]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        parsed = R.parse_move(move)
        if parsed is None:
            return "coup inconnu : « x-B3 » (croix), « carre-B3 » (carré) ou « vider »."
        symbol, square = parsed
        if self.board[square] is not None:
            return f"la case {G.name(square)} est déjà occupée : « Placez une de vos pièces sur une case vide »."
        if self.stock(self.next_player)[symbol] == 0:
            return f"{R.PLAYER_NAMES[self.next_player]} n'a plus de pièce {R.SYMBOL_SIGN[symbol]}."
        return (f"la dernière pièce ({R.SYMBOL_SIGN[self.last_symbol]} en {G.name(self.last)}) impose de "
                f"jouer {R.DIRECTION_TEXT[self.last_symbol]} passant par {G.name(self.last)}, et "
                f"{G.name(square)} n'y est pas : {R.RULE_TEXT[self.last_symbol]}.")

    def _apply(self, move, player):
        if move == "vider":
            self._reset()
            self.log("Retour à la position de départ.")
            return
        symbol, square = R.parse_move(move)
        who = self.next_player
        self.board[square] = [who, symbol]
        self.last, self.last_symbol = square, symbol
        self.next_player = 1 - who
        self.log(f"{R.PLAYER_NAMES[who]} pose une pièce {R.SYMBOL_SIGN[symbol]} en {G.name(square)}.")
        self.log(self.explanation())

    def _reset(self):
        self.board = R.empty_board()
        self.last = self.last_symbol = None
        self.next_player = 0
        for p, sym, square in self.start:
            self.board[square] = [p, sym]
            self.last, self.last_symbol = square, sym
            self.next_player = 1 - p

    def explanation(self) -> str:
        squares, free = self.allowed()
        who = R.PLAYER_NAMES[self.next_player]
        if self.last is None:
            return f"Première pièce : {who} la pose sur n'importe quelle case vide."
        where = f"{R.SYMBOL_SIGN[self.last_symbol]} en {G.name(self.last)}"
        if free:
            if not squares:
                return "Le plateau est plein."
            return (f"Toutes les cases {R.DIRECTION_TEXT[self.last_symbol]} passant par {G.name(self.last)} "
                    f"sont occupées : {who} a le libre choix ({len(squares)} cases vides).")
        return (f"Après la pièce {where}, {who} doit jouer {R.DIRECTION_TEXT[self.last_symbol]} passant "
                f"par {G.name(self.last)} : {', '.join(G.name(i) for i in squares)}.")

    def view(self, player):
        squares, free = self.allowed()
        return {"plateau": [None if c is None else list(c) for c in self.board], "couleurs": list(R.LAYOUT),
                "derniere": self.last, "symbole": self.last_symbol, "permises": squares, "libre": free,
                "prochain": self.next_player, "explication": self.explanation()}

    def describe(self, move, player=None):
        if move == "vider":
            return "Revenir à la position de départ"
        parsed = R.parse_move(move)
        if parsed is None:
            return move
        return f"{R.PLAYER_NAMES[self.next_player]} : pièce {R.SYMBOL_SIGN[parsed[0]]} en {G.name(parsed[1])}"


@register
class QuatrixConstraint(Calculator):
    main_rule_section = "deroulement-du-jeu"
    id = "quatrix"
    mode = "contrainte"
    title = "Quatrix : où peut jouer l'adversaire ?"
    state_class = QuatrixConstraintState
    player_names = ["Lecteur"]

    options = (
        Structured("position", "Pièces déjà posées, dans l'ordre (la dernière impose la direction)",
                   default=[], parse=read_position,
                   expects="une liste de pièces « Blanc » ou « Noir », symbole x ou carre, case A1 à F6",
                   example=["Blanc x C3", "Noir carre D4"]),
    )

    def setup(self, options, seed):
        s = QuatrixConstraintState(self, 1, seed)
        s.start = options["position"]
        s._reset()
        s.log(s.explanation())
        return s
