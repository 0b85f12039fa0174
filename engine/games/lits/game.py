"""Battle of LITS, a whole game (mode "partie"), as the page describes it.

« A votre tour, vous devez placer une pièce, et, bien sûr, vous allez faire
en sorte de couvrir les symboles adverses tout en faisant en sorte que les
vôtres restent visibles. » A placement is ``<orientation>-<case>``, e.g.
``L3-B4`` (see rules.py); the legal list holds only the placements allowed
now, so it shrinks quickly after the first piece.

« Lors du premier tour, un joueur place une pièce n'importe où sur le
plateau. Son adversaire a alors le choix entre : "jouer en second" (donc
juste après en gardant son symbole) ou "jouer en premier" (la pièce déjà
placée constitue le premier coup) et donc laisser le premier joueur rejouer
(en changeant son symbole). » Those two choices are the moves ``second`` and
``premier``.

The game ends when the player to move cannot place a piece; « 1 point par
symbole visible »; « En cas d'égalité, le dernier joueur à jouer une pièce
est déclaré vainqueur. »
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import Game, ScenarioError, State
from ...options import Choice, Integer, PlayerCount, Structured
from .. import register
from . import rules as R
from .bots import LitsBot

PIE_MOVES = ("second", "premier")


class LitsState(State):
    """size, symbols (per square "X", "O" or ""), cover / shape_at (per
    square), pieces ([move, player] in order), supply {shape: left},
    symbol [per player], turn, phase ("pose", "choix", "fin"), last_placer."""

    def to_move(self):
        return [] if self.phase == "fin" else [self.turn]

    def _legal(self):
        return R.legal_placements(self.size, self.cover, self.shape_at, self.supply)

    def legal_moves(self, player=None):
        p = self.acting(player)
        if p is None:
            return []
        if self.phase == "choix":
            return list(PIE_MOVES)
        return [pl.move for pl in self._legal()]

    def why_illegal(self, move, player):
        if self.phase == "choix":
            if move in PIE_MOVES:
                return None
            return ("choisissez d'abord : « jouer en second » (vous gardez votre symbole et jouez "
                    "maintenant) ou « jouer en premier » (la pièce posée compte comme votre premier coup "
                    "et votre adversaire rejoue en changeant de symbole).")
        if move in PIE_MOVES:
            return "ce choix ne se fait qu'une fois, juste après la première pièce."
        return explain_refusal(self.size, self.cover, self.shape_at, self.supply, move)

    def _apply(self, move, player):
        name = self.game.seat_name(player)
        other = 1 - player
        if move == "second":
            self.log(f"{name} choisit de « jouer en second » : il garde le symbole {self.symbol[player]} "
                     "et place une pièce maintenant.")
            self.phase = "pose"
            self._after_turn(other, player)
            return
        if move == "premier":
            self.symbol = [self.symbol[1], self.symbol[0]]
            self.log(f"{name} choisit de « jouer en premier » : la pièce posée devient son premier coup, il "
                     f"prend le symbole {self.symbol[player]} ; {self.game.seat_name(other)} change de "
                     f"symbole ({self.symbol[other]}) et rejoue.")
            self.phase = "pose"
            self._after_turn(player, other)
            return
        p = R.placements(self.size)[move]
        k = len(self.pieces)
        for i in p.cells:
            self.cover[i] = k
            self.shape_at[i] = p.shape
        self.pieces.append([move, player])
        self.supply[p.shape] -= 1
        self.last_placer = player
        g = R.grid(self.size)
        hidden = [self.symbols[i] for i in p.cells if self.symbols[i]]
        what = (", couvre " + ", ".join(f"{hidden.count(s)} {s}" for s in R.SYMBOLS if hidden.count(s))
                if hidden else "")
        self.log(f"{name} ({self.symbol[player]}) pose un {p.shape} en "
                 f"{', '.join(g.name(i) for i in p.cells)}{what}.")
        if k == 0:
            self.phase = "choix"
            self.turn = other
            self.log(f"{self.game.seat_name(other)} choisit : jouer en second ou jouer en premier.")
            return
        self._after_turn(player, other)

    def _after_turn(self, just_played: int, nxt: int) -> None:
        self.turn = nxt
        if R.any_placement(self.size, self.cover, self.shape_at, self.supply):
            return
        self.phase = "fin"
        v = R.visible(self.symbols, self.cover)
        pts = self.scores()
        names = [self.game.seat_name(p) for p in (0, 1)]
        self.log(f"{names[nxt]} ne peut plus placer de pièce : fin de la partie.")
        self.log(f"Symboles visibles : {v['X']} X et {v['O']} O ({names[0]} {pts[0]}, {names[1]} {pts[1]}).")
        w = self.winners()[0]
        if pts[0] == pts[1]:
            self.log(f"Égalité : « le dernier joueur à jouer une pièce est déclaré vainqueur » : {names[w]}.")
        else:
            self.log(f"{names[w]} gagne.")

    def scores(self):
        v = R.visible(self.symbols, self.cover)
        return [v[self.symbol[p]] for p in (0, 1)]

    def winners(self):
        if self.phase != "fin":
            return []
        s = self.scores()
        if s[0] == s[1]:
            return [self.last_placer]
        return [0 if s[0] > s[1] else 1]

    def view(self, player):
        return {
            "joueur": player,
            "taille": self.size,
            "symboles": list(self.symbols),
            "pieces": [list(x) for x in self.pieces],
            "reserve": dict(self.supply),
            "symbole": list(self.symbol),
            "tour": self.turn,
            "phase": self.phase,
            "dernier": self.last_placer,
            "points": self.scores(),
        }

    def describe(self, move, player=None):
        if move == "second":
            return "Jouer en second (garder son symbole)"
        if move == "premier":
            return "Jouer en premier (changer de symbole)"
        p = R.placements(self.size).get(move) if isinstance(move, str) else None
        if p is None:
            return str(move)
        g = R.grid(self.size)
        return f"{p.shape} en {', '.join(g.name(i) for i in p.cells)}"


def explain_refusal(size, cover, shape_at, supply, move) -> str | None:
    """Why a placement is refused, naming the page's rule, in French; None if allowed.
    Shared by the game and the placement checker."""
    p = R.placements(size).get(move) if isinstance(move, str) else None
    if p is None:
        oid, dash, square = move.partition("-") if isinstance(move, str) else ("", "", "")
        if oid in R.ORIENTATIONS and R.grid(size).parse(square) is not None:
            return "la pièce dépasserait du plateau."
        return ("coup inconnu : une pièce se nomme par sa forme et son orientation puis sa case en haut à "
                "gauche, ex. « L3-B4 » (formes L1–L8, I1–I2, T1–T4, S1–S4).")
    g = R.grid(size)
    taken = R.overlaps(p, cover)
    if taken:
        return (f"la pièce recouvrirait une pièce déjà posée ({', '.join(g.name(i) for i in taken)}) : "
                "on place une pièce sur des cases libres.")
    if supply[p.shape] <= 0:
        return f"il n'y a plus de pièce {p.shape} : les 5 pièces de cette forme sont posées."
    first = all(c is None for c in cover)
    broken = R.broken_rules(p, cover, shape_at, first)
    if not broken:
        return None
    return R.rule_sentence(broken)


def read_symbols(value, earlier):
    """The symbols' layout: one string per row, « X », « O » or « . »."""
    size = earlier["taille"]
    if value is None:
        return None
    if (not isinstance(value, list) or len(value) != size
            or not all(isinstance(r, str) and len(r) == size and set(r) <= {"X", "O", "."} for r in value)):
        raise ScenarioError("symboles", f"{size} rangées de {size} caractères X, O ou « . » sont attendues.")
    return ["" if ch == "." else ch for row in value for ch in row]


SIZE_OPTION = Integer("taille", "Côté du plateau (cases)", default=10, lo=6, hi=10,
                      help="10 comme sur Board Game Arena ; un plateau plus petit donne une partie plus courte.")
SYMBOLS_OPTION = Structured(
    "symboles", "Disposition des symboles (sinon : 30 % de X et 30 % de O tirés au hasard selon la graine)",
    default=None, parse=read_symbols,
    expects="une rangée par ligne (autant que le côté), chaque case X, O ou « . » (vide)",
    example=["X.XOXXX..O", "..OOOO..O.", "OO..X....O", "OOX.OO.OX.", "X.XXO.XOX.",
             "..O..OOX.X", ".O.OXX.XXO", "..XXO.XX..", ".O.XX.O.X.", "OXXXXO.OO."])


def make_state(game, options, seed) -> LitsState:
    size = options["taille"]
    s = LitsState(game, 2, seed)
    s.size = size
    s.symbols = options["symboles"] or R.random_symbols(size, s.shuffle)
    s.cover = [None] * (size * size)
    s.shape_at = [None] * (size * size)
    s.pieces = []
    s.supply = {k: R.PIECES_PER_SHAPE for k in R.SHAPES}
    s.last_placer = None
    return s


@register
class Lits(Game):
    main_rule_section = "battle-of-lits"
    id = "lits"
    mode = "partie"
    title = "Battle of LITS : une partie contre le bot"
    state_class = LitsState
    bots = {"fort": search_bot("Fort", LitsBot, iterations=10, depth=4, margin=0.2), "malin": LitsBot, "hasard": RandomBot}
    default_bot = "malin"  # the fastest to answer on a phone

    options = (
        PlayerCount(default=2, lo=2, hi=2),
        Choice("commence", "Qui place la première pièce (avec le symbole X)", default="adversaire",
               choices={"adversaire": "l'adversaire (vous choisissez ensuite votre place)",
                        "vous": "vous (l'adversaire choisit ensuite sa place)"}),
        SIZE_OPTION,
        SYMBOLS_OPTION,
    )

    def setup(self, options, seed):
        s = make_state(self, options, seed)
        first = 0 if options["commence"] == "vous" else 1
        s.turn = first
        s.symbol = ["X", "O"] if first == 0 else ["O", "X"]
        s.phase = "pose"
        v = R.visible(s.symbols, s.cover)
        s.log(f"Plateau de {s.size} × {s.size} : {v['X']} X et {v['O']} O ; 5 pièces de chaque forme (L, I, "
              "T, S), communes aux deux joueurs.")
        s.log(f"{self.seat_name(first)} (X) place la première pièce n'importe où.")
        return s
