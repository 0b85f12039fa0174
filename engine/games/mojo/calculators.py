"""Mojo, mode "comptes": the page's card counts, to inspect and filter, with their sum.

Moves: ``couleur-<id>`` (bleu, vert, orange, rouge, mojo, toutes), ``valeur-<v>``
(0 to 12; the same value again removes the filter).
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, parse_number
from .. import register
from . import rules as M

SECTION = "mojo"
COLOUR_CHOICES = M.COLOUR_IDS + ("toutes",)
PLURALS = {row[0]: row[2] for row in M.TABLE}
LABELS = {"bleu": "bleue", "vert": "verte", "orange": "orange", "rouge": "rouge", "mojo": "Mojo"}


class MojoCountState(CalculatorState):
    def _colour_values(self, cid: str) -> list[int]:
        return [v for _, v, _ in M.cards(cid) if v is not None]

    def _colour_ok(self, c: str) -> bool:
        if (self.colour or "toutes") == c:
            return False
        return c == "toutes" or self.value is None or self.value in self._colour_values(c)

    def _value_ok(self, v: int) -> bool:
        if self.value == v:
            return True                           # the same value again: filter off
        if v not in M.listed_values():
            return False
        return self.colour is None or v in self._colour_values(self.colour)

    def legal_moves(self, player=None):
        moves = [f"couleur-{c}" for c in COLOUR_CHOICES if self._colour_ok(c)]
        moves += [f"valeur-{v}" for v in M.VALUES if self._value_ok(v)]
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        verb, _, rest = move.partition("-")
        if verb == "valeur":
            v = parse_number(rest)
            if v is not None and v in M.missing_values():
                return Refusal(f"la page ne donne aucune carte de valeur {v} : les valeurs "
                               f"{', '.join(map(str, M.missing_values()))} manquent, d'où l'écart de "
                               f"{M.gap()} cartes entre les {M.total()} listées et les {M.ANNOUNCED} annoncées.",
                               SECTION)
            if v is not None and v in M.listed_values() and self.colour is not None:
                label = LABELS[self.colour]
                have = ", ".join(map(str, self._colour_values(self.colour))) or "aucune valeur"
                return Refusal(f"la page ne donne aucune carte {label} de valeur {v} (cartes {PLURALS[self.colour]} : "
                               f"{have}).", SECTION)
            return "valeur inconnue (0 à 12)."
        if verb == "couleur":
            if rest not in COLOUR_CHOICES:
                return f"couleur inconnue ({', '.join(COLOUR_CHOICES)})."
            if (self.colour or "toutes") == rest:
                return "ces cartes sont déjà affichées."
            return Refusal(f"la page ne donne aucune carte {LABELS[rest]} de valeur {self.value} : "
                           "retirez d'abord le filtre de valeur.", SECTION)
        return "coup inconnu (couleur-…, valeur-…)."

    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        if verb == "couleur":
            self.colour = None if rest == "toutes" else rest
        else:
            v = int(rest)
            self.value = None if self.value == v else v
        shown = M.cards(self.colour, self.value)
        self.log(f"Filtre : {self.colour or 'toutes les couleurs'}, "
                 f"{'valeur ' + str(self.value) if self.value is not None else 'toutes les valeurs'} : "
                 f"{sum(c for _, _, c in shown)} carte(s).")

    def shown(self):
        return M.cards(self.colour, self.value)

    def view(self, player):
        return {"couleur": self.colour, "valeur": self.value, "cartes": [list(x) for x in self.shown()],
                "somme": M.total(), "annonce": M.ANNOUNCED, "ecart": M.gap()}

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "couleur":
            return "Toutes les couleurs" if rest == "toutes" else f"Couleur : {rest}"
        if verb == "valeur":
            return f"Valeur {rest}"
        return move


@register
class MojoCounts(Calculator):
    id = "mojo"
    mode = "comptes"
    title = "Mojo : le compte des cartes"
    state_class = MojoCountState
    player_names = ["Lecteur"]
    main_rule_section = SECTION
    options = ()

    def setup(self, options, seed):
        s = MojoCountState(self, 1, seed)
        s.colour = None
        s.value = None
        return s
