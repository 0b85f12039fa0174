"""gammelogic: a puzzle the reader solves on the page (mode "enigme").

The puzzle (characters and rules) is the option `enigme`; when a demo block
is read, the solver proves it has exactly one solution and that every rule
is needed (« chaque énigme ne possède qu'une unique solution, et [...]
l'ensemble des règles énoncées est nécessaire pour la déterminer »), or
refuses the block in French.

Moves: « c-6 » puts the 3rd character (a, b, c… in the list's order) on
place 6; « retirer-6 » takes back the character on place 6; « vider » starts
again. A placement that makes one rule impossible to satisfy is refused,
naming that rule: the placements stay free otherwise, so the reader can make
a hypothesis (« supposez qu'il est dans la première ») and see where it leads.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Structured
from .. import register
from . import rules as R

IDS = "abcdefg"
_PLACE_RE = re.compile(r"([a-g])-([1-9])")
_REMOVE_RE = re.compile(r"retirer-([1-9])")

DEFAULT = {
    "personnages": ["Ana", "Bruno", "Chloé", "David", "Emma", "Farid"],
    "regles": ["Chloé en 6", "Ana à gauche de Emma", "Bruno pas à côté de Chloé", "Emma à côté de Bruno",
               "Ana entre David et Emma", "Emma à 3 places de Farid"],
}


def read_puzzle(value, earlier) -> dict:
    """Characters and rules, checked by the solver (one solution, every rule needed)."""
    if not isinstance(value, dict) or set(value) != {"personnages", "regles"}:
        raise ScenarioError("enigme", "une table avec « personnages » (une liste de noms) et « regles » (une "
                                      "liste de règles) est attendue.")
    names, texts = value["personnages"], value["regles"]
    if (not isinstance(names, list) or not R.MIN_CHARACTERS <= len(names) <= R.MAX_CHARACTERS
            or not all(isinstance(x, str) and re.fullmatch(R._NAME, x) for x in names)):
        raise ScenarioError("enigme", f"« personnages » : de {R.MIN_CHARACTERS} à {R.MAX_CHARACTERS} noms d'un "
                                      "mot (lettres), ex. [Ana, Bruno, Chloé].")
    if len(set(names)) != len(names):
        raise ScenarioError("enigme", "« personnages » : deux personnages portent le même nom.")
    if not isinstance(texts, list) or not 1 <= len(texts) <= R.MAX_RULES:
        raise ScenarioError("enigme", f"« regles » : une liste de 1 à {R.MAX_RULES} règles.")
    rules = []
    for k, t in enumerate(texts, start=1):
        try:
            rule = R.parse_rule(t, names)
        except ValueError as err:
            raise ScenarioError("enigme", f"règle n° {k} « {t} » : {err}.") from None
        if rule is None:
            raise ScenarioError("enigme", f"règle n° {k} « {t} » illisible ; formes permises : {R.RULE_FORMS}.")
        rules.append(rule)
    n = len(names)
    found = R.solve(n, rules)
    if not found:
        raise ScenarioError("enigme", "cette énigme n'a aucune solution : ses règles se contredisent.")
    if len(found) > 1:
        shown = [", ".join(f"{names[i]} en {sol[i]}" for i in range(n)) for sol in found]
        raise ScenarioError("enigme", f"cette énigme a plusieurs solutions ({R.count_solutions(n, rules)}, par "
                                      f"exemple « {shown[0]} » et « {shown[1]} ») ; « chaque énigme ne possède "
                                      "qu'une unique solution » : ajoutez une règle.")
    extra = R.unneeded_rules(n, rules)
    if extra:
        raise ScenarioError("enigme", f"la règle « {texts[extra[0]]} » n'est pas nécessaire (sans elle, la solution "
                                      "reste unique) ; la page dit que « l'ensemble des règles énoncées est "
                                      "nécessaire » : retirez-la.")
    return {"personnages": list(names), "regles": [" ".join(t.split()) for t in texts]}


@lru_cache(maxsize=256)
def _legal(places: tuple, rules: tuple) -> tuple:
    """The reader's moves for a placement (cached: the view asks several times)."""
    n = len(places)
    placed = {i: p for i, p in enumerate(places) if p is not None}
    out = []
    free = [p for p in range(1, n + 1) if p not in placed.values()]
    for i in range(n):
        if places[i] is not None:
            continue
        for p in free:
            trial = dict(placed)
            trial[i] = p
            if not R.broken_rules(n, trial, rules):
                out.append(f"{IDS[i]}-{p}")
    out += [f"retirer-{p}" for p in sorted(placed.values())]
    if placed:
        out.append("vider")
    return tuple(out)


class GammelogicState(CalculatorState):
    """noms, textes (the rules as written), regles ([kind, args]), places
    (place of each character, or None), solution (for the tests and the
    final check only: never shown before the end)."""

    def placed(self) -> dict[int, int]:
        return {i: p for i, p in enumerate(self.places) if p is not None}

    def occupant(self, place: int):
        return next((i for i, p in enumerate(self.places) if p == place), None)

    def _rules(self):
        return [(k, a) for k, a in self.regles]

    def legal_moves(self, player=None):
        rules = tuple((k, tuple(a)) for k, a in self.regles)
        return list(_legal(tuple(self.places), rules))

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup illisible."
        if move in self.legal_moves(player):
            return None
        n = len(self.noms)
        m = _PLACE_RE.fullmatch(move)
        if m:
            i, p = IDS.index(m.group(1)), int(m.group(2))
            if i >= n or p > n:
                return f"il y a {n} personnages (a à {IDS[n - 1]}) et {n} places (1 à {n})."
            who = self.noms[i]
            if self.places[i] is not None:
                return f"{who} est déjà en {self.places[i]} : retirez-la d'abord pour la déplacer."
            other = self.occupant(p)
            if other is not None:
                return f"la place {p} est déjà prise par {self.noms[other]} : un seul personnage par place."
            trial = self.placed()
            trial[i] = p
            broken = R.broken_rules(n, trial, self._rules())
            if broken:
                text = self.textes[broken[0]]
                return Refusal(f"{who} ne peut pas aller en {p} : la règle « {text} » ne pourrait plus être "
                               "respectée.", "gammelogic")
        m = _REMOVE_RE.fullmatch(move)
        if m:
            return f"la place {m.group(1)} est vide : il n'y a personne à retirer."
        if move == "vider":
            return "aucun personnage n'est encore placé."
        return ("coup inconnu : « c-6 » place le 3e personnage en 6, « retirer-6 » libère la place 6, "
                "« vider » recommence.")

    def _apply(self, move, player):
        if move == "vider":
            self.places = [None] * len(self.noms)
            self.log("L'énigme recommence : plus personne n'est placé.")
            return
        m = _REMOVE_RE.fullmatch(move)
        if m:
            p = int(m.group(1))
            i = self.occupant(p)
            self.places[i] = None
            self.log(f"{self.noms[i]} quitte la place {p}.")
            return
        m = _PLACE_RE.fullmatch(move)
        i, p = IDS.index(m.group(1)), int(m.group(2))
        self.places[i] = p
        self.log(f"{self.noms[i]} va en {p}.")
        if all(x is not None for x in self.places):
            self.log("Énigme résolue : toutes les règles sont respectées.")

    def stuck(self) -> list[int]:
        """Characters left with no possible place (a placement is wrong)."""
        legal = self.legal_moves()
        return [i for i in range(len(self.noms)) if self.places[i] is None
                and not any(m.startswith(IDS[i] + "-") for m in legal)]

    def solved(self) -> bool:
        return all(x is not None for x in self.places)

    def rule_status(self, k: int):
        placed = self.placed()
        placed[-1] = len(self.noms)
        return R.holds(tuple(self.regles[k]), placed)

    def view(self, player):
        return {"personnages": list(self.noms), "regles": list(self.textes), "places": list(self.places),
                "resolue": self.solved()}

    def describe(self, move, player=None):
        m = _PLACE_RE.fullmatch(move)
        if m and IDS.index(m.group(1)) < len(self.noms):
            return f"{self.noms[IDS.index(m.group(1))]} en {m.group(2)}"
        m = _REMOVE_RE.fullmatch(move)
        if m:
            return f"Libérer la place {m.group(1)}"
        return "Recommencer l'énigme" if move == "vider" else move


@register
class GammelogicPuzzle(Calculator):
    main_rule_section = "gammelogic"
    id = "gammelogic"
    mode = "enigme"
    title = "gammelogic : une énigme à résoudre"
    state_class = GammelogicState
    player_names = ["Lecteur"]
    options = (
        Structured("enigme", "L'énigme : personnages et règles", default=DEFAULT, parse=read_puzzle,
                   expects=f"une table : « personnages » ({R.MIN_CHARACTERS} à {R.MAX_CHARACTERS} noms) et "
                           f"« regles » (formes : {R.RULE_FORMS}) ; une seule solution, chaque règle nécessaire",
                   example=DEFAULT),
    )

    def setup(self, options, seed):
        puzzle = options["enigme"]
        s = GammelogicState(self, 1, seed)
        s.noms = list(puzzle["personnages"])
        s.textes = list(puzzle["regles"])
        s.regles = [list(R.parse_rule(t, s.noms)) for t in s.textes]
        s.regles = [[k, list(a)] for k, a in s.regles]
        s.solution = list(R.solve(len(s.noms), [(k, a) for k, a in s.regles])[0])
        s.places = [None] * len(s.noms)
        s.log(f"Placez {len(s.noms)} personnages sur les places 1 à {len(s.noms)} en respectant les "
              f"{len(s.textes)} règles.")
        return s
