"""Flip 7 « risque »: the chance that the next card eliminates you.

A calculator (a one-player "game" that never ends): the reader sets the
number cards in front of them, whether they hold a Seconde chance, and the
cards already out elsewhere (other players' lines, the discard); the view
shows the exact chance of a duplicate on the next card, and on the three
cards of a Trois coups. « si vous tirez une deuxième carte avec la même
valeur qu'une carte déjà présente dans votre rangée, vous êtes éliminé du
tour en cours et vous ne marquez aucun point. »
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...options import Flag, Structured
from .. import register
from .rules import (CODES, MOVE_ID, COMPOSITION, KINDS, LABELS, SECOND, bust_chance, card_from_name,
                    flip_three_bust)
from .view import percent

#: URL-friendly id of each card kind, for the moves « vu-plus-<id> »
ID_OF = {m: i for i, m in enumerate(MOVE_ID)}

# Sections of the page (docs/jeux/flip-7.md) stating the rules a refusal applies
TURN = "tour-de-jeu"        # a duplicate eliminates you: the risk computed here
CONTENTS = "contenu"        # how many copies of each card the deck holds
ROUND_END = "fin-dun-tour"  # 7 number cards end the round at once


class RiskState(CalculatorState):
    def legal_moves(self, player=None):
        moves = []
        for n in range(13):
            if self.why_illegal(f"ligne-{n}", 0) is None:
                moves.append(f"ligne-{n}")
        if self.why_illegal("chance", 0) is None:
            moves.append("chance")
        for c in range(KINDS):
            if self._room(c) > 0:
                moves.append(f"vu-plus-{MOVE_ID[c]}")
            if self.seen[c] > 0:
                moves.append(f"vu-moins-{MOVE_ID[c]}")
        moves.append("vider")
        return moves

    def _room(self, c):
        """Copies of card c not yet placed anywhere."""
        mine = (1 if c in self.line else 0) + (1 if c == SECOND and self.second else 0)
        return COMPOSITION[c] - self.seen[c] - mine

    def why_illegal(self, move, player):
        if move == "vider":
            return None
        if move.startswith("ligne-"):
            n = parse_number(move[6:])
            if n is None or n > 12:
                return "seules les cartes nombres 0 à 12 vont dans votre rangée."
            if n in self.line:
                return None
            if len(self.line) >= 6:
                return Refusal("vous avez déjà 6 cartes nombres : une 7e ferait un Flip 7 qui « met fin au tour "
                               "immédiatement », sans risque à calculer.", ROUND_END)
            if self._room(n) <= 0:
                return Refusal(f"les {COMPOSITION[n]} carte(s) {n} du jeu sont déjà comptées comme sorties "
                               "ailleurs.", CONTENTS)
            return None
        if move == "chance":
            if not self.second and self._room(SECOND) <= 0:
                return Refusal("les 3 cartes Seconde chance sont déjà comptées comme sorties ailleurs.", CONTENTS)
            return None
        if move.startswith("vu-plus-") or move.startswith("vu-moins-"):
            plus = move.startswith("vu-plus-")
            key = move[8:] if plus else move[9:]
            if key not in ID_OF:
                return f"carte « {key} » inconnue."
            c = ID_OF[key]
            if plus and self._room(c) <= 0:
                return Refusal(f"le jeu n'a que {COMPOSITION[c]} carte(s) « {LABELS[c]} » et elles sont toutes "
                               "placées.", CONTENTS)
            if not plus and self.seen[c] <= 0:
                return f"aucune carte « {LABELS[c]} » n'est comptée comme sortie."
            return None
        return "coup inconnu pour ce calculateur."

    def _apply(self, move, player):
        if move == "vider":
            self.line = []
            self.second = False
            self.seen = [0] * KINDS
        elif move.startswith("ligne-"):
            n = int(move[6:])
            if n in self.line:
                self.line.remove(n)
            else:
                self.line.append(n)
                self.line.sort()
        elif move == "chance":
            self.second = not self.second
        else:
            plus = move.startswith("vu-plus-")
            c = ID_OF[move[8:] if plus else move[9:]]
            self.seen[c] += 1 if plus else -1
        self.log(self.summary())

    def unseen(self):
        counts = [COMPOSITION[c] - self.seen[c] for c in range(KINDS)]
        for n in self.line:
            counts[n] -= 1
        if self.second:
            counts[SECOND] -= 1
        return counts

    def summary(self):
        bad, total = bust_chance(self.unseen(), self.line)
        line = ", ".join(map(str, self.line)) or "aucune"
        return f"Rangée : {line} ; risque de doublon à la prochaine carte : {bad}/{total} = {percent(bad, total)}."

    def view(self, player):
        unseen = self.unseen()
        bad, total = bust_chance(unseen, self.line)
        return {
            "ligne": list(self.line),
            "seconde_chance": self.second,
            "vues": list(self.seen),
            "non_vues": unseen,
            "doublons": bad,
            "total": total,
            "trois_coups": flip_three_bust(unseen, self.line, self.second),
        }

    def describe(self, move, player=None):
        if move.startswith("ligne-"):
            return f"Ajouter ou retirer le {move[6:]} de votre rangée"
        if move == "chance":
            return "Avoir ou non une Seconde chance"
        if move == "vider":
            return "Tout remettre à zéro"
        plus = move.startswith("vu-plus-")
        key = move[8:] if plus else move[9:]
        label = LABELS[ID_OF[key]] if key in ID_OF else key
        return f"{'Une' if plus else 'Une de moins :'} carte « {label} » sortie ailleurs"


def read_line(line, earlier) -> list:
    """The reader's row: distinct number cards, at most 6."""
    if not isinstance(line, list):
        raise ScenarioError("ligne", "une liste de cartes nombres (0 à 12) est attendue.")
    nums = []
    for i, v in enumerate(line):
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 12:
            raise ScenarioError("ligne", f"carte n° {i + 1} « {v} » : un nombre de 0 à 12 est attendu.")
        if v in nums:
            raise ScenarioError("ligne", f"carte n° {i + 1} : le {v} est en double, vous seriez déjà éliminé.")
        nums.append(v)
    if len(nums) > 6:
        raise ScenarioError("ligne", "6 cartes nombres au plus (la 7e fait un Flip 7 et finit le tour).")
    return sorted(nums)


def read_seen(seen, earlier) -> list:
    """Copies of each card already out, as a count per card kind."""
    if seen is None:
        return [0] * KINDS
    if not isinstance(seen, dict):
        raise ScenarioError("vues", "une table « carte: nombre d'exemplaires sortis » est attendue.")
    counts = [0] * KINDS
    for key, count in seen.items():
        c = card_from_name(key, "vues", f"clé « {key} »")
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ScenarioError("vues", f"« {key} » : un nombre entier positif est attendu, pas « {count} ».")
        counts[c] = count
    return counts


@register
class Flip7Risk(Calculator):
    id = "flip7"
    mode = "risque"
    title = "Flip 7 : risque de doublon"
    state_class = RiskState
    player_names = ["Vous"]
    main_rule_section = TURN
    rule_sections = frozenset({CONTENTS, ROUND_END})

    options = (
        Structured("ligne", "Votre rangée", default=[], parse=read_line,
                   expects="une liste de 0 à 6 cartes nombres différentes (0 à 12)", example=[12, 9, 5]),
        Flag("seconde_chance", "Vous avez une Seconde chance", default=False),
        Structured("vues", "Cartes déjà sorties", default={}, parse=read_seen,
                   expects="une table « carte: nombre d'exemplaires sortis » (cartes : 0 à 12, p2…p10, x2, "
                           "gel, trois, chance)", example={"12": 2, "9": 1}),
    )

    def setup(self, options, seed):
        state = RiskState(self, 1, seed)
        state.line = options["ligne"]
        state.second = options["seconde_chance"]
        state.seen = options["vues"] or [0] * KINDS
        for c in range(KINDS):
            if state._room(c) < 0:
                raise ScenarioError("vues", f"« {LABELS[c]} » : le jeu n'a que {COMPOSITION[c]} carte(s) "
                                            f"« {LABELS[c]} » en tout.")
        return state


assert len(CODES) == KINDS == len(MOVE_ID)
