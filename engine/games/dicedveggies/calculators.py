"""Diced Veggies, the cut (mode « coupe »): choose dice of the block, then cut.

The reader clicks dice of the block to choose them (« de-B3 », a toggle), then
« couper »: legal only when the choice is a straight run from a corner along
an edge of the block, its sum is at most 10 and the rest of the block stays in
one piece; the refusal names the rule broken. The cut dice go in front of the
reader; « vider » clears the choice, « recommencer » puts the block back.
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Structured
from .. import register
from . import rules as R

G = R.GRID


def read_block(value, earlier) -> list:
    block = R.parse_block(value)
    if block is None:
        raise ScenarioError("bloc", "5 rangées de 5 dés sont attendues, chaque dé une lettre d'ingrédient "
                                    "(T tomate, C carotte, P poivron, B brocoli, A aubergine) et sa valeur "
                                    "de 1 à 6, « .. » pour une place vide ; ex. « T3 C1 P5 B2 A6 ».")
    left = [i for i in G.squares() if block[i] is not None]
    if not left:
        raise ScenarioError("bloc", "le bloc n'a aucun dé.")
    if len(G.regions(left)) > 1:
        raise ScenarioError("bloc", "le bloc de départ doit être d'un seul tenant.")
    return [list(d) if d else None for d in block]


class CutState(CalculatorState):
    """start (the option's block), block, chosen (squares), taken (dice cut, in order)."""

    def legal_moves(self, player=None):
        moves = [f"de-{G.name(i)}" for i in G.squares() if self.block[i] is not None]
        if self.chosen and R.cut_problem(self.block, self.chosen) is None:
            moves.append("couper")
        if self.chosen:
            moves.append("vider")
        if self.taken:
            moves.append("recommencer")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if move == "couper":
            return Refusal(R.cut_problem(self.block, self.chosen) or "rien à couper.", R.SEC_CUT)
        if isinstance(move, str) and move.startswith("de-") and G.parse(move[3:]) is not None:
            return Refusal(f"il n'y a plus de dé en {move[3:]}.", R.SEC_CUT)
        if move == "vider":
            return "aucun dé n'est choisi."
        if move == "recommencer":
            return "le bloc est déjà celui du départ."
        return "coup inconnu : « de-B3 » (choisir ou laisser le dé B3), « couper », « vider », « recommencer »."

    def _apply(self, move, player):
        if move == "recommencer":
            self._reset()
            self.log("Le bloc est remis comme au départ.")
        elif move == "vider":
            self.chosen = []
        elif move == "couper":
            cut = sorted(self.chosen)
            dice = [self.block[i] for i in cut]
            for i in cut:
                self.block[i] = None
            self.taken += dice
            self.chosen = []
            self.log(f"Coupe de {len(dice)} dé{'s' if len(dice) > 1 else ''} ({', '.join(G.name(i) for i in cut)}) : "
                     f"{', '.join(R.die_name(d) for d in dice)}, somme {sum(d[1] for d in dice)}.")
        else:
            i = G.parse(move[3:])
            if i in self.chosen:
                self.chosen.remove(i)
            else:
                self.chosen.append(i)

    def _reset(self):
        self.block = [list(d) if d else None for d in self.start]
        self.chosen = []
        self.taken = []

    def verdict(self) -> list[tuple[str, bool | None]]:
        """The three checks on the current choice, for the view."""
        if not self.chosen:
            return []
        straight = R.straight_from_a_corner(self.block, self.chosen)
        total = R.cut_sum(self.block, self.chosen)
        return [("en ligne droite depuis un coin, le long d'une bordure", straight),
                (f"somme {total} (10 au plus)", total <= R.MAX_SUM),
                ("le reste du bloc d'un seul tenant", R.stays_connected(self.block, self.chosen))]

    def view(self, player):
        return {"bloc": [list(d) if d else None for d in self.block], "choisis": list(self.chosen),
                "coupes": [list(d) for d in self.taken]}

    def describe(self, move, player=None):
        if move == "couper":
            return "Couper les dés choisis"
        if move == "vider":
            return "Ne plus choisir aucun dé"
        if move == "recommencer":
            return "Remettre le bloc comme au départ"
        i = G.parse(move[3:]) if move.startswith("de-") else None
        if i is None or self.block[i] is None:
            return move
        return f"{'Laisser' if i in self.chosen else 'Choisir'} le dé {G.name(i)} ({R.die_name(self.block[i])})"


@register
class DicedVeggiesCut(Calculator):
    id = "dicedveggies"
    mode = "coupe"
    title = "Diced Veggies : couper le bloc de dés"
    state_class = CutState
    player_names = ["Lecteur"]
    main_rule_section = R.SEC_CUT

    options = (
        Structured("bloc", "Le bloc de dés (5 rangées de 5 dés)", default=R.DEFAULT_BLOCK, parse=read_block,
                   expects="5 rangées de 5 dés « T3 » (T tomate, C carotte, P poivron, B brocoli, A aubergine ; "
                           "valeur 1 à 6), « .. » pour une place vide",
                   example=R.DEFAULT_BLOCK),
    )

    def setup(self, options, seed):
        s = CutState(self, 1, seed)
        block = options["bloc"]
        if block and isinstance(block[0], str):
            block = read_block(block, options)
        s.start = block
        s._reset()
        s.log("Choisissez des dés du bloc, puis « Couper ».")
        return s
