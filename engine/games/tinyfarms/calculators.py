"""Tiny Farms, mode « fermes »: the reader fills the two farms and reads the
final score, line by line (« Calcul des scores »).

Moves: ``<animal>-<ferme>-<case>`` (put that animal on that square, e.g.
``cochon-rouge-B3``; ``vide-rouge-B3`` empties it), ``lait-<n>`` (milk
bricks left, 0 to 3), ``chevaux-<j>-plus`` / ``chevaux-<j>-moins`` (the horses
of opponent j, for « Chevaux »).
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...options import Integer, Structured
from .. import register
from . import rules as R

SCORING = "calcul-des-scores"
MILK = "lait"
MAX_MILK = 3
"""« Vous commencez avec 3 briques de lait. »"""
MAX_HORSES = 32


def _farm_reader(field: str):
    def read(value, earlier):
        if not isinstance(value, list) or len(value) > R.FARM.size:
            raise ScenarioError(field, f"une liste d'au plus {R.FARM.size} « animal case » est attendue "
                                       "(ex. « cochon A1 »).")
        farm = [None] * R.FARM.size
        for i, text in enumerate(value, start=1):
            parts = text.split(" ") if isinstance(text, str) else []
            sq = R.FARM.parse(parts[1]) if len(parts) == 2 else None
            if sq is None or parts[0] not in R.KINDS:
                raise ScenarioError(field, f"élément n° {i} « {text} » illisible : un animal "
                                           f"({', '.join(R.KINDS)}) puis une case de A1 à D4.")
            if farm[sq] is not None:
                raise ScenarioError(field, f"la case {R.FARM.name(sq)} est donnée deux fois.")
            farm[sq] = parts[0]
        return farm
    return read


def _read_horses(value, earlier):
    if not isinstance(value, list) or len(value) > 4 or not all(
            isinstance(h, int) and not isinstance(h, bool) and 0 <= h <= MAX_HORSES for h in value):
        raise ScenarioError("chevaux_adversaires", "une liste de 0 à 4 nombres de chevaux (un par adversaire, "
                                                   f"0 à {MAX_HORSES}) est attendue, ex. [2, 4].")
    return list(value)


def _farm(*items: str) -> list:
    return _farm_reader("ferme")(list(items), {})


class TinyFarmsState(CalculatorState):
    def legal_moves(self, player=None):
        moves = []
        for name in R.FARMS:
            farm = self.farms[name]
            for sq in R.FARM.squares():
                here = farm[sq]
                moves += [f"{kind}-{name}-{R.FARM.name(sq)}" for kind in R.KINDS if kind != here]
                if here is not None:
                    moves.append(f"vide-{name}-{R.FARM.name(sq)}")
        moves += [f"lait-{n}" for n in range(MAX_MILK + 1) if n != self.milk]
        for j, h in enumerate(self.other_horses):
            if h < MAX_HORSES:
                moves.append(f"chevaux-{j + 2}-plus")
            if h > 0:
                moves.append(f"chevaux-{j + 2}-moins")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        parts = move.split("-")
        if len(parts) == 3 and parts[1] in R.FARMS:
            kind, name, sq_text = parts
            sq = R.FARM.parse(sq_text)
            if sq is None or R.FARM.name(sq) != sq_text:
                return "case inconnue : de A1 à D4."
            if kind == "vide":
                return f"la case {sq_text} de la {R.FARM_NAMES[name]} est déjà vide."
            if kind not in R.KINDS:
                return f"animal inconnu ({', '.join(R.KINDS)})."
            return f"il y a déjà un {R.KINDS[kind][0]} en {sq_text}."
        if parts[0] == "lait":
            n = parse_number(parts[1]) if len(parts) == 2 else None
            if n is None or n > MAX_MILK:
                return Refusal("on commence avec 3 briques de lait : il en reste de 0 à 3.", MILK)
            return f"il reste déjà {n} brique(s) de lait."
        if parts[0] == "chevaux" and len(parts) == 3:
            j = parse_number(parts[1])
            if j is None or not 2 <= j <= len(self.other_horses) + 1:
                return "adversaire inconnu."
            return Refusal("un nombre de chevaux ne peut pas être négatif." if parts[2] == "moins"
                           else f"au plus {MAX_HORSES} chevaux.", SCORING)
        return "coup inconnu (<animal>-<ferme>-<case>, vide-…, lait-…, chevaux-…)."

    def _apply(self, move, player):
        parts = move.split("-")
        if parts[0] == "lait":
            self.milk = parse_number(parts[1])
        elif parts[0] == "chevaux":
            j = parse_number(parts[1]) - 2
            self.other_horses[j] += 1 if parts[2] == "plus" else -1
        else:
            kind, name, sq_text = parts
            self.farms[name][R.FARM.parse(sq_text)] = None if kind == "vide" else kind
        self.log(f"{self.describe(move)} : total {self.result()['total']} points.")

    def result(self) -> dict:
        return R.score(self.farms["rouge"], self.farms["bleue"], self.milk, self.other_horses)

    def describe(self, move, player=None):
        parts = move.split("-")
        if len(parts) == 3 and parts[1] in R.FARMS:
            where = f"{R.FARM_NAMES[parts[1]]}, {parts[2]}"
            return f"Vider la case ({where})" if parts[0] == "vide" else \
                f"{R.KINDS.get(parts[0], (parts[0],))[0].capitalize()} ({where})"
        if parts[0] == "lait" and len(parts) == 2:
            return f"{parts[1]} brique(s) de lait"
        if parts[0] == "chevaux" and len(parts) == 3:
            return f"Chevaux du Joueur {parts[1]} : {'+1' if parts[2] == 'plus' else '−1'}"
        return move


@register
class TinyFarmsScoring(Calculator):
    id = "tinyfarms"
    mode = "fermes"
    title = "Tiny Farms : le décompte de vos deux fermes"
    state_class = TinyFarmsState
    main_rule_section = SCORING
    rule_sections = frozenset({SCORING, MILK})
    options = (
        Structured("ferme_rouge", "La ferme rouge (animal puis case)",
                   _farm("cochon A1", "cochon B1", "cochon A2", "mouton C1", "mouton D1", "mouton D2",
                         "poulet A4", "vache B3", "veau C3", "veau B4", "cheval D4"),
                   _farm_reader("ferme_rouge"), "une liste de « animal case » (ex. [cochon A1, mouton B2])",
                   ["cochon A1", "cochon B1", "mouton C3"]),
        Structured("ferme_bleue", "La ferme bleue (animal puis case)",
                   _farm("cochon A1", "cochon B2", "mouton A3", "mouton B3", "poulet D1", "renard C1",
                         "lapin D4", "cheval C4"),
                   _farm_reader("ferme_bleue"), "une liste de « animal case »", ["poulet D1", "renard C1"]),
        Integer("lait", "Briques de lait restantes", 1, 0, MAX_MILK),
        Structured("chevaux_adversaires", "Chevaux de chaque adversaire (1 à 4 adversaires)", [1, 3],
                   _read_horses, "une liste de nombres de chevaux, un par adversaire (ex. [1, 3])", [1, 3]),
    )

    def setup(self, options, seed):
        s = TinyFarmsState(self, 1, seed)
        s.farms = {"rouge": list(options["ferme_rouge"]), "bleue": list(options["ferme_bleue"])}
        s.milk = options["lait"]
        s.other_horses = list(options["chevaux_adversaires"])
        return s
