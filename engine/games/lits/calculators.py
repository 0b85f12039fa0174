"""Battle of LITS placement checker (mode "verificateur").

The reader tries pieces on a board: an allowed piece is placed, a refused
one is shown with the rule it breaks, numbered as on the page (« 1. Chaque
nouvelle pièce doit toucher par un bord une pièce déjà posée. 2. Deux pièces
identiques [...] ne peuvent pas être adjacentes. 3. On ne peut jamais
recouvrir totalement un espace de 2x2 cases »). Every placement that fits on
the board on free squares is a move here (an attempt, accepted or refused
by rules 1–3); covering a placed piece is refused as a move; ``retirer``
takes the last piece back, ``vider`` returns to the starting position.
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, ScenarioError
from ...options import Structured
from .. import register
from . import rules as R
from .game import SIZE_OPTION, SYMBOLS_OPTION, explain_refusal


def read_pieces(value, earlier) -> list[str]:
    size = earlier["taille"]
    if value is None:
        return []
    if not isinstance(value, list):
        raise ScenarioError("pieces", "une liste de pièces est attendue, ex. [L1-B2, T2-D3].")
    cover = [None] * (size * size)
    shape_at = [None] * (size * size)
    supply = {k: R.PIECES_PER_SHAPE for k in R.SHAPES}
    for k, move in enumerate(value):
        reason = explain_refusal(size, cover, shape_at, supply, move)
        if reason is not None:
            raise ScenarioError("pieces", f"pièce n° {k + 1} « {move} » : {reason}")
        p = R.placements(size)[move]
        for i in p.cells:
            cover[i] = k
            shape_at[i] = p.shape
        supply[p.shape] -= 1
    return list(value)


class LitsCheckerState(CalculatorState):
    """size, symbols, start (the option's pieces), pieces, cover, shape_at,
    supply, attempt (the last refused try: {coup, regles, raison}) or None."""

    def legal_moves(self, player=None):
        moves = [m for m, p in R.placements(self.size).items() if not R.overlaps(p, self.cover)]
        if self.pieces:
            moves.append("retirer")
        return moves + ["vider"]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if move == "retirer":
            return "aucune pièce à retirer."
        return explain_refusal(self.size, self.cover, self.shape_at, self.supply, move) or \
            "coup inconnu."

    def _rebuild(self, pieces):
        n = self.size * self.size
        self.cover = [None] * n
        self.shape_at = [None] * n
        self.supply = {k: R.PIECES_PER_SHAPE for k in R.SHAPES}
        self.pieces = []
        for move in pieces:
            self._put(move)

    def _put(self, move):
        p = R.placements(self.size)[move]
        for i in p.cells:
            self.cover[i] = len(self.pieces)
            self.shape_at[i] = p.shape
        self.supply[p.shape] -= 1
        self.pieces.append(move)

    def _apply(self, move, player):
        g = R.grid(self.size)
        self.attempt = None
        if move == "vider":
            self._rebuild(self.start)
            self.log("Retour à la position de départ.")
            return
        if move == "retirer":
            last = self.pieces[-1]
            self._rebuild(self.pieces[:-1])
            self.log(f"Pièce {last} retirée.")
            return
        p = R.placements(self.size)[move]
        where = ", ".join(g.name(i) for i in p.cells)
        reason = explain_refusal(self.size, self.cover, self.shape_at, self.supply, move)
        if reason is None:
            self._put(move)
            self.log(f"{p.shape} en {where} : acceptée (règles 1, 2 et 3 respectées).")
            return
        first = all(c is None for c in self.cover)
        broken = [] if self.supply[p.shape] <= 0 else R.broken_rules(p, self.cover, self.shape_at, first)
        self.attempt = {"coup": move, "regles": broken, "raison": reason}
        self.log(f"{p.shape} en {where} : refusée, {reason}")

    def view(self, player):
        return {"taille": self.size, "symboles": list(self.symbols), "pieces": list(self.pieces),
                "reserve": dict(self.supply), "essai": dict(self.attempt) if self.attempt else None,
                "visibles": R.visible(self.symbols, self.cover)}

    def describe(self, move, player=None):
        if move == "vider":
            return "Revenir à la position de départ"
        if move == "retirer":
            return "Retirer la dernière pièce"
        p = R.placements(self.size).get(move) if isinstance(move, str) else None
        if p is None:
            return str(move)
        return f"Essayer {p.shape} en {', '.join(R.grid(self.size).name(i) for i in p.cells)}"


@register
class LitsChecker(Calculator):
    main_rule_section = "battle-of-lits"
    id = "lits"
    mode = "verificateur"
    title = "Battle of LITS : cette pièce peut-elle aller là ?"
    state_class = LitsCheckerState
    player_names = ["Lecteur"]

    options = (
        SIZE_OPTION,
        SYMBOLS_OPTION,
        Structured("pieces", "Pièces déjà posées, dans l'ordre", default=None, parse=read_pieces,
                   expects="une liste de pièces « orientation-case » posables dans cet ordre, ex. L1-B2",
                   example=["I2-A1", "L1-E1"]),
    )

    def setup(self, options, seed):
        s = LitsCheckerState(self, 1, seed)
        s.size = options["taille"]
        s.symbols = options["symboles"] or R.random_symbols(s.size, s.shuffle)
        s.start = list(options["pieces"] or [])
        s.attempt = None
        s._rebuild(s.start)
        s.log("Choisissez une forme dans une orientation, puis la case du carré du haut de la pièce : "
              "le vérificateur dit quelle règle s'y oppose.")
        return s
