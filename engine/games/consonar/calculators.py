"""Con Sonar!: the final scoring (mode "decompte"), edited by the reader.

The position (option `position`): the reader's colour, the enemy submarines
they sank, by colour, their missed attacks and how many of their own 2
submarines are still on the Sonar. Moves: « coule-plus-vert » /
« coule-moins-vert », « ratee-plus » / « ratee-moins », « reste-plus » /
« reste-moins ». Every change is checked against the page's counts and
the score of each line of « Décompte » is shown.
"""

from __future__ import annotations

import re

from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Structured
from .. import register
from . import rules as R

_SUNK_RE = re.compile(r"coule-(plus|moins)-(" + "|".join(R.COLOURS) + ")")
_STEP_RE = re.compile(r"(ratee|reste)-(plus|moins)")

DEFAULT = {"couleur": "rouge", "coules": {"jaune": 2, "vert": 1, "bleu": 1, "orange": 1}, "ratees": 2,
           "restants": 1}


def read_position(value, earlier) -> dict:
    if not isinstance(value, dict) or not set(value) <= {"couleur", "coules", "ratees", "restants"}:
        raise ScenarioError("position", "une table avec « couleur », « coules » (sous-marins coulés par "
                                        "couleur), « ratees » et « restants » est attendue.")
    colour = value.get("couleur", "rouge")
    if colour not in R.COLOURS:
        raise ScenarioError("position", f"couleur « {colour} » inconnue ({', '.join(R.COLOURS)}).")
    sunk = value.get("coules", {}) or {}
    if not isinstance(sunk, dict):
        raise ScenarioError("position", "« coules » : une table couleur → nombre, ex. {jaune: 2, vert: 1}.")
    out = {c: 0 for c in R.COLOURS}
    for c, n in sunk.items():
        if c not in R.COLOURS:
            raise ScenarioError("position", f"couleur « {c} » inconnue ({', '.join(R.COLOURS)}).")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= R.SUBS_PER_COLOUR:
            raise ScenarioError("position", f"{c} : de 0 à {R.SUBS_PER_COLOUR} sous-marins coulés (« 6 "
                                            "ensembles de couleurs de 2 sous-marins »).")
        if c == colour and n:
            raise ScenarioError("position", f"{c} est votre couleur : le décompte compte les sous-marins "
                                            "ennemis que vous avez coulés.")
        out[c] = n
    misses, left = value.get("ratees", 0), value.get("restants", R.SUBS_PER_COLOUR)
    for name, n, hi in (("ratees", misses, R.MAX_MISSES), ("restants", left, R.SUBS_PER_COLOUR)):
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= hi:
            raise ScenarioError("position", f"« {name} » : un entier de 0 à {hi}.")
    if sum(out.values()) + misses > R.TORPEDO_CARDS:
        raise ScenarioError("position", f"plus de {R.TORPEDO_CARDS} attaques : il n'y a que {R.TORPEDO_CARDS} "
                                        "cartes « Torpille ».")
    return {"couleur": colour, "coules": out, "ratees": misses, "restants": left}


class ConSonarScoreState(CalculatorState):
    """couleur, coules (colour -> sunk), ratees, restants."""

    def legal_moves(self, player=None):
        return [m for m in self._all() if self._problem(m) is None]

    def _all(self):
        out = []
        for c in R.COLOURS:
            out += [f"coule-plus-{c}", f"coule-moins-{c}"]
        return out + ["ratee-plus", "ratee-moins", "reste-plus", "reste-moins"]

    def attacks(self) -> int:
        return sum(self.coules.values()) + self.ratees

    def _problem(self, move):
        m = _SUNK_RE.fullmatch(move) if isinstance(move, str) else None
        if m:
            way, c = m.groups()
            name = R.COLOUR_NAMES[c]
            if c == self.couleur:
                return Refusal(f"{name} est votre couleur : le décompte compte « 1 point par sous-marin coulé » "
                               "parmi ceux de vos adversaires.", "decompte")
            if way == "plus":
                if self.coules[c] >= R.SUBS_PER_COLOUR:
                    return Refusal(f"les 2 sous-marins {name} sont déjà coulés : « 6 ensembles de couleurs de "
                                   "2 sous-marins ».", "composants")
                if self.attacks() >= R.TORPEDO_CARDS:
                    return Refusal(f"déjà {R.TORPEDO_CARDS} attaques : chaque attaque utilise une carte « Torpille » "
                                   f"et il n'y en a que {R.TORPEDO_CARDS} ; « s'il n'y a plus de carte "
                                   "« Torpille » disponible [...] la partie se termine ».", "fin-de-partie")
            elif self.coules[c] == 0:
                return f"aucun sous-marin {name} n'est compté comme coulé."
            return None
        m = _STEP_RE.fullmatch(move) if isinstance(move, str) else None
        if m:
            what, way = m.groups()
            if what == "ratee":
                if way == "moins" and self.ratees == 0:
                    return "aucune attaque ratée n'est comptée."
                if way == "plus" and self.attacks() >= R.TORPEDO_CARDS:
                    return Refusal(f"déjà {R.TORPEDO_CARDS} attaques : il n'y a que {R.TORPEDO_CARDS} cartes "
                                   "« Torpille ».", "fin-de-partie")
                return None
            if way == "moins" and self.restants == 0:
                return "aucun de vos sous-marins n'est compté sur le Sonar."
            if way == "plus" and self.restants >= R.SUBS_PER_COLOUR:
                return Refusal("vous n'avez que 2 sous-marins (« 6 ensembles de couleurs de 2 sous-marins »).",
                               "composants")
            return None
        return ("modification inconnue : « coule-plus-vert », « coule-moins-vert », « ratee-plus », "
                "« ratee-moins », « reste-plus » ou « reste-moins ».")

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "modification illisible."
        return self._problem(move)

    def _apply(self, move, player):
        m = _SUNK_RE.fullmatch(move)
        if m:
            way, c = m.groups()
            self.coules[c] += 1 if way == "plus" else -1
            self.log(f"Sous-marins {R.COLOUR_NAMES[c]} coulés : {self.coules[c]}. Total : {self.total()} points.")
            return
        what, way = _STEP_RE.fullmatch(move).groups()
        d = 1 if way == "plus" else -1
        if what == "ratee":
            self.ratees += d
            self.log(f"Attaques ratées : {self.ratees}. Total : {self.total()} points.")
        else:
            self.restants += d
            self.log(f"Vos sous-marins encore sur le Sonar : {self.restants}. Total : {self.total()} points.")

    def lines(self) -> dict:
        return R.score(self.coules, self.ratees, self.restants)

    def total(self) -> int:
        return self.lines()["total"]

    def view(self, player):
        return {"couleur": self.couleur, "coules": dict(self.coules), "ratees": self.ratees,
                "restants": self.restants, "points": self.lines()}

    def describe(self, move, player=None):
        m = _SUNK_RE.fullmatch(move)
        if m:
            return f"Un sous-marin {R.COLOUR_NAMES[m.group(2)]} coulé {'de plus' if m.group(1) == 'plus' else 'de moins'}"
        m = _STEP_RE.fullmatch(move)
        if m:
            what = "Une attaque ratée" if m.group(1) == "ratee" else "Un de vos sous-marins sur le Sonar"
            return f"{what} {'de plus' if m.group(2) == 'plus' else 'de moins'}"
        return move


@register
class ConSonarScore(Calculator):
    main_rule_section = "decompte"
    rule_sections = frozenset({"composants", "fin-de-partie"})
    id = "consonar"
    mode = "decompte"
    title = "Con Sonar! : le décompte final"
    state_class = ConSonarScoreState
    player_names = ["Lecteur"]
    options = (
        Structured("position", "Fin de partie : votre couleur, vos prises, vos attaques ratées, vos sous-marins "
                               "restants", default=DEFAULT, parse=read_position,
                   expects="une table : couleur (jaune, vert, bleu, rouge, orange, pourpre), coules (couleur → 0 "
                           "à 2), ratees (0 à 18), restants (0 à 2)",
                   example=DEFAULT),
    )

    def setup(self, options, seed):
        pos = options["position"]
        if "coules" in pos and set(pos["coules"]) != set(R.COLOURS):
            pos = read_position(pos, {})
        s = ConSonarScoreState(self, 1, seed)
        s.couleur = pos["couleur"]
        s.coules = dict(pos["coules"])
        s.ratees, s.restants = pos["ratees"], pos["restants"]
        s.log(f"Décompte de {R.COLOUR_NAMES[s.couleur]} : {s.total()} points.")
        return s
