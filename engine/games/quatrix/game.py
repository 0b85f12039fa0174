"""Quatrix, a whole game (mode "partie"), as the page describes it.

« Placez une de vos pièces sur une case vide. » A move is the symbol of the
piece and its square: ``x-B3`` (a piece marked X on B3) or ``carre-B3`` (a
piece marked □). The symbol « détermine la direction obligatoire dans
laquelle votre adversaire devra jouer »: after an X, the opponent's next piece
goes on a diagonal line through it; after a □, on its row or column; « Si
toutes les cases dans les différentes directions sont occupées, l'adversaire
peut placer sa pièce n'importe où sur une case vide ».

« Vous remportez la partie immédiatement si » four of your pieces form a
continuous line, or your pieces occupy four squares of one colour.
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import Game, State
from ...options import Choice, PlayerCount
from .. import register
from . import rules as R
from .bots import QuatrixBot

G = R.GRID


class QuatrixState(State):
    """board (36 × None or [player, symbol]), turn, last / last_symbol (the
    piece that sets the constraint), stock[player] = {symbol: pieces left},
    winner, reason, over."""

    def to_move(self):
        return [] if self.over else [self.turn]

    def allowed(self) -> tuple[list[int], bool]:
        """The squares allowed for the next placement, and whether it is the
        « Libre choix »."""
        return R.allowed_squares(self.board, self.last, self.last_symbol)

    def legal_moves(self, player=None):
        p = self.acting(player)
        if p is None:
            return []
        squares, _ = self.allowed()
        return [R.move_id(sym, i) for i in squares for sym in R.SYMBOLS if self.stock[p][sym] > 0]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        parsed = R.parse_move(move)
        if parsed is None:
            return ("coup inconnu : un coup est le symbole de la pièce puis la case, « x-B3 » (croix) ou "
                    "« carre-B3 » (carré), colonnes A à F et rangées 1 à 6.")
        symbol, square = parsed
        name = G.name(square)
        if self.board[square] is not None:
            return f"la case {name} est déjà occupée : « Placez une de vos pièces sur une case vide »."
        if self.stock[player][symbol] == 0:
            return (f"vous n'avez plus de pièce {R.SYMBOL_SIGN[symbol]} (9 par joueur) : posez une pièce "
                    f"{R.SYMBOL_SIGN[R.SYMBOLS[1 - R.SYMBOLS.index(symbol)]]}.")
        return (f"la dernière pièce ({R.SYMBOL_SIGN[self.last_symbol]} en {G.name(self.last)}) impose de "
                f"jouer {R.DIRECTION_TEXT[self.last_symbol]} passant par {G.name(self.last)}, et {name} "
                f"n'y est pas : {R.RULE_TEXT[self.last_symbol]}.")

    def _apply(self, move, player):
        symbol, square = R.parse_move(move)
        _, free = self.allowed()
        name = self.game.seat_name(player)
        self.board[square] = [player, symbol]
        self.stock[player][symbol] -= 1
        colour = R.COLOUR_NAMES[R.LAYOUT[square]]
        how = " (libre choix)" if free and self.last is not None else ""
        self.log(f"{name} pose une pièce {R.SYMBOL_SIGN[symbol]} en {G.name(square)}, case {colour}{how}.")
        self.last, self.last_symbol = square, symbol
        self.placed += 1
        reason = R.win_reason(self.board, square, player)
        if reason:
            self.winner, self.reason, self.over = player, reason, True
            self.log(f"{name} gagne immédiatement : {reason}.")
            return
        self.turn = 1 - player
        squares, free = self.allowed()
        nxt = self.game.seat_name(self.turn)
        if free:
            self.log(f"Toutes les cases {R.DIRECTION_TEXT[symbol]} passant par {G.name(square)} sont "
                     f"occupées : {nxt} a le libre choix.")

    # With 4 colours of 9 squares, a player's 13th piece always makes 4 squares of
    # one colour (13 > 3 × 4): the game ends by the 25th piece, never on a full board.

    def scores(self):
        return [1 if p == self.winner else 0 for p in range(2)]

    def view(self, player):
        squares, free = self.allowed() if not self.over else ([], False)
        return {
            "joueur": player,
            "plateau": [None if c is None else list(c) for c in self.board],
            "couleurs": list(R.LAYOUT),
            "tour": self.turn,
            "derniere": self.last,
            "symbole": self.last_symbol,
            "permises": squares,
            "libre": free,
            "reserve": [dict(s) for s in self.stock],
            "vainqueur": self.winner,
            "fin": self.over,
        }

    def describe(self, move, player=None):
        parsed = R.parse_move(move)
        if parsed is None:
            return move
        symbol, square = parsed
        return f"Pièce {R.SYMBOL_SIGN[symbol]} en {G.name(square)}"


def new_state(game, seed: int, first: int) -> QuatrixState:
    s = QuatrixState(game, 2, seed)
    s.board = R.empty_board()
    s.turn = first
    s.last = None
    s.last_symbol = None
    s.stock = [{sym: R.PIECES_PER_SYMBOL for sym in R.SYMBOLS} for _ in range(2)]
    s.winner = None
    s.reason = None
    s.over = False
    s.placed = 0
    return s


@register
class Quatrix(Game):
    main_rule_section = "deroulement-du-jeu"
    id = "quatrix"
    mode = "partie"
    title = "Quatrix : une partie contre le bot"
    state_class = QuatrixState
    bots = {"fort": search_bot("Fort", QuatrixBot, iterations=6, depth=3, prior_depth=1, margin=0.2), "malin": QuatrixBot, "hasard": RandomBot}
    default_bot = "malin"  # the fastest to answer on a phone
    player_names = ["Blanc", "Noir"]

    options = (
        PlayerCount(default=2, lo=2, hi=2),
        Choice("commence", "Qui pose la première pièce", default="blanc",
               choices={"blanc": "Blanc (le lecteur)", "noir": "Noir (le bot)"},
               help="La page ne dit pas qui commence ; la première pièce se pose sur n'importe quelle case."),
    )

    def setup(self, options, seed):
        first = 0 if options["commence"] == "blanc" else 1
        s = new_state(self, seed, first)
        s.log("Plateau de 6 × 6 cases de 4 couleurs (9 cases de chaque) ; chaque joueur a 9 pièces X et "
              "9 pièces □.")
        s.log(f"{self.seat_name(first)} commence et pose sa première pièce où il veut.")
        return s
