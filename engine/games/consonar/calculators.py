"""Con Sonar!: the final scoring (mode "decompte"), edited by the reader.

The position (option `position`): the reader's colour, the enemy submarines
they sank, by colour, their missed attacks and how many of their own 2
submarines are still on the Sonar. Moves: « coule-plus-vert » /
« coule-moins-vert », « ratee-plus » / « ratee-moins », « reste-plus » /
« reste-moins ». Every change is checked against the page's counts and
the score of each line of « Décompte » is shown.
"""

from __future__ import annotations

import json
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


# --- one turn (mode "tour") -------------------------------------------------------------------------

TURN = "deroulement-dun-tour"
_CARD_RE = re.compile(r"(flotte|torpille)-(" + "|".join(R.COLOURS) + r")-([1-3])")
_AIM_RE = re.compile(r"viser-(" + "|".join(R.COLOURS) + r")([12])")
_TEXT_CARD_RE = re.compile(r"(flotte|torpille) (" + "|".join(R.COLOURS) + r") ([1-3])")

TURN_DEFAULT = {
    "couleur": "rouge",
    "main": ["flotte bleu 2", "flotte jaune 1", "flotte bleu 3", "flotte vert 3", "torpille vert 1",
             "torpille orange 2"],
    "sonar": {c: [2, 4] for c in R.COLOURS},
    "torpilles": 3,
}
TURN_EXAMPLE = {"couleur": "rouge", "main": ["flotte bleu 2", "flotte vert 2", "torpille vert 1"],
                "sonar": {"jaune": [2, 4], "vert": [3], "bleu": [2, 4], "rouge": [4, 6]}, "torpilles": 0}


def read_turn(value, earlier) -> dict:
    if not isinstance(value, dict) or not set(value) <= {"couleur", "main", "sonar", "torpilles"}:
        raise ScenarioError("position", "une table avec « couleur », « main » (vos cartes), « sonar » (graduations "
                                        "des sous-marins par couleur) et « torpilles » est attendue.")
    colour = value.get("couleur", TURN_DEFAULT["couleur"])
    if colour not in R.COLOURS:
        raise ScenarioError("position", f"couleur « {colour} » inconnue ({', '.join(R.COLOURS)}).")
    hand = value.get("main", TURN_DEFAULT["main"])
    if not isinstance(hand, list) or not 1 <= len(hand) <= 8:
        raise ScenarioError("position", "« main » : une liste de 1 à 8 cartes, ex. [flotte bleu 2, torpille vert 1].")
    cards = []
    for card in hand:
        m = _TEXT_CARD_RE.fullmatch(card) if isinstance(card, str) else None
        if not m:
            raise ScenarioError("position", f"carte « {card} » illisible : « flotte » ou « torpille », une couleur "
                                            "et un nombre de 1 à 3, ex. « flotte bleu 2 ».")
        cards.append(f"{m.group(1)}-{m.group(2)}-{m.group(3)}")
    if not any(c.startswith("flotte-") for c in cards):
        raise ScenarioError("position", "« Vous devez jouer au minimum 1 carte « Flotte » » : la main doit en "
                                        "contenir une.")
    sonar = value.get("sonar", TURN_DEFAULT["sonar"])
    if not isinstance(sonar, dict):
        raise ScenarioError("position", "« sonar » : une table couleur → graduations, ex. {vert: [2, 4]}.")
    subs = {}
    for c, grads in sonar.items():
        if c not in R.COLOURS:
            raise ScenarioError("position", f"couleur « {c} » inconnue ({', '.join(R.COLOURS)}).")
        if not isinstance(grads, list) or len(grads) > R.SUBS_PER_COLOUR or not all(
                isinstance(g, int) and not isinstance(g, bool) and g in R.GRADUATIONS for g in grads):
            raise ScenarioError("position", f"{c} : au plus 2 sous-marins, chacun sur une graduation de 1 à 8.")
        for k, g in enumerate(grads):
            subs[f"{c}{k + 1}"] = g
    if len(subs) <= 2:
        raise ScenarioError("position", "« S'il ne reste plus que 2 sous-marins [...] la partie se termine » : "
                                        "il en faut au moins 3 sur le Sonar.")
    if not any(s[:-1] != colour for s in subs):
        raise ScenarioError("position", "aucun sous-marin ennemi sur le Sonar.")
    stock = value.get("torpilles", TURN_DEFAULT["torpilles"])
    if isinstance(stock, bool) or not isinstance(stock, int) or not 0 <= stock <= R.TORPEDO_CARDS:
        raise ScenarioError("position", f"« torpilles » : un entier de 0 à {R.TORPEDO_CARDS}.")
    return {"couleur": colour, "main": cards, "sonar": subs, "torpilles": stock}


def _card(move: str) -> tuple[str, str, int]:
    kind, colour, n = move.split("-")
    return kind, colour, int(n)


def _card_label(move: str) -> str:
    return R.card_name(*_card(move))


def sub_label(sub: str) -> str:
    return f"{R.COLOUR_NAMES[sub[:-1]]} {sub[-1]}"


class ConSonarTurnState(CalculatorState):
    """couleur, main (cards as moves), joues (cards played this turn), sonar
    (submarine -> graduation; sunk ones removed), torpilles (stock of torpedo
    cards), phase (flotte, suite, torpille, fini), de (last die), coules,
    ratees, fin (the game is over)."""

    def to_move(self):
        return [] if self.fin else [0]

    def winners(self):
        return []

    def legal_moves(self, player=None):
        if self.phase == "fini":
            return [] if self.fin else ["rejouer"]
        moves = list(dict.fromkeys(self.main))
        moves += [f"viser-{s}" for s in self.sonar]
        moves += ["detruire", "finir"]
        return [m for m in moves if self._problem(m) is None]

    def last_fleet(self):
        fleets = [c for c in self.joues if c.startswith("flotte-")]
        return _card(fleets[-1]) if fleets else None

    def _problem(self, move):
        if self.phase == "fini":
            if self.fin:
                return Refusal("la partie est terminée : « S'il ne reste plus que 2 sous-marins ou s'il n'y a plus "
                               "de carte « Torpille » disponible [...] la partie se termine ».", "fin-de-partie")
            if move == "rejouer":
                return None
            return Refusal("votre tour est fini : « Rejouer le tour » repart de la même position.", TURN)
        if move == "rejouer":
            return "le tour n'est pas fini."
        m = _CARD_RE.fullmatch(move)
        if m:
            kind, colour, n = _card(move)
            if move not in self.main:
                return f"vous n'avez pas la carte {_card_label(move)} en main."
            last = self.last_fleet()
            if self.phase == "torpille":
                return Refusal("« Enfin vous pouvez jouer une carte « Torpille » » : une fois la torpille posée, "
                               "on ne joue plus de carte ; utilisez-la ou détruisez-la.", TURN)
            if kind == "torpille" and last is None:
                return Refusal("« Vous devez jouer au minimum 1 carte « Flotte » » avant une carte « Torpille ».",
                               TURN)
            if last is not None and not R.chains((colour, n), last[1:]):
                prev = R.card_name(*last)
                if kind == "flotte":
                    return Refusal(f"{_card_label(move)} ne s'enchaîne pas avec {prev} (ni même couleur, ni même "
                                   "nombre) : « autant de cartes « Flotte » que vous le voulez, tant que "
                                   "l'enchaînement vous le permet ».", TURN)
                return Refusal(f"{_card_label(move)} ne s'enchaîne pas avec {prev}, la dernière carte « Flotte » "
                               "jouée (ni même couleur, ni même nombre) : « vous pouvez jouer une carte « Torpille » "
                               "si l'enchaînement avec la dernière carte « Flotte » jouée est réalisable ».", TURN)
            return None
        m = _AIM_RE.fullmatch(move)
        if m or move == "detruire":
            if self.phase != "torpille":
                return Refusal("« si vous avez posé une carte « Torpille », vous pouvez choisir de l'utiliser sur "
                               "un sous-marin ou de la détruire » : aucune torpille n'est posée.", TURN)
            if m:
                sub = m.group(1) + m.group(2)
                if sub not in self.sonar:
                    return f"le sous-marin {sub_label(sub)} n'est pas sur le Sonar."
                if m.group(1) == self.couleur:
                    return Refusal(f"{sub_label(sub)} est un de vos sous-marins : l'objectif est de « couler plus "
                                   "de sous-marins ennemis [...] tout en protégeant les vôtres ».", TURN)
            return None
        if move == "finir":
            if self.phase == "flotte":
                return Refusal("« Vous devez jouer au minimum 1 carte « Flotte » ».", TURN)
            if self.phase == "torpille":
                return Refusal("la torpille posée doit être utilisée sur un sous-marin ou détruite.", TURN)
            return None
        return ("coup inconnu : « flotte-bleu-2 », « torpille-vert-1 », « viser-vert1 », « detruire » "
                "ou « finir ».")

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup illisible."
        return self._problem(move)

    def _apply(self, move, player):
        if move == "rejouer":
            for key, value in self.depart.items():
                setattr(self, key, json.loads(json.dumps(value)))
            self.log("Même position, nouveau tour : jouez au moins une carte « Flotte ».")
            return
        if _CARD_RE.fullmatch(move):
            kind, colour, n = _card(move)
            self.main.remove(move)
            self.joues.append(move)
            if kind == "torpille":
                self.phase = "torpille"
                self.log(f"Torpille posée : {_card_label(move)}. Utilisez-la sur un sous-marin ou détruisez-la.")
                return
            self.phase = "suite"
            mine = sorted((g, s) for s, g in self.sonar.items() if s[:-1] == colour)
            if not mine:
                self.log(f"{_card_label(move)} jouée : aucun sous-marin {R.COLOUR_NAMES[colour]} sur le Sonar.")
                return
            g, sub = mine[0]
            self.sonar[sub] = R.dive(g, n)
            self.log(f"{_card_label(move)} jouée : {sub_label(sub)} passe de la graduation {g} à "
                     f"{self.sonar[sub]}.")
            return
        if move == "finir":
            self.phase = "fini"
            self.bilan = "Tour fini, sans torpille."
            self.log(self.bilan)
            return
        used = move != "detruire"
        if used:
            sub = move[len("viser-"):]
            g = self.sonar[sub]
            self.de = self.rand_below(R.DIE_FACES) + 1
            if R.hits(self.de, g):
                del self.sonar[sub]
                self.coules[sub[:-1]] += 1
                self.log(f"Torpille sur {sub_label(sub)} (graduation {g}) : dé {self.de} ≥ {g}, coulé !")
            else:
                self.ratees += 1
                self.log(f"Torpille sur {sub_label(sub)} (graduation {g}) : dé {self.de} < {g}, attaque ratée.")
            self.bilan = self.events[-1]
        else:
            self.bilan = "Torpille détruite."
            self.log(self.bilan)
        self.fin = R.game_over(len(self.sonar), used, self.torpilles)
        if used and self.torpilles:
            self.torpilles -= 1
        self.phase = "fini"
        if self.fin:
            why = ("il ne reste plus que 2 sous-marins" if len(self.sonar) <= 2
                   else "plus de carte « Torpille » pour remplacer celle utilisée")
            self.log(f"Fin de partie : {why}.")
            self.bilan += f" Fin de partie : {why}."
        else:
            self.log("Tour fini.")
            self.bilan += " Tour fini."

    def view(self, player):
        return {k: getattr(self, k) for k in ("couleur", "main", "joues", "sonar", "torpilles", "phase", "de",
                                              "coules", "ratees", "fin")}

    def describe(self, move, player=None):
        if _CARD_RE.fullmatch(move):
            return f"Jouer {_card_label(move)}"
        m = _AIM_RE.fullmatch(move)
        if m:
            return f"Torpille sur {sub_label(m.group(1) + m.group(2))}"
        return {"detruire": "Détruire la torpille", "finir": "Finir le tour",
                "rejouer": "Rejouer le tour"}.get(move, move)


@register
class ConSonarTurn(Calculator):
    main_rule_section = TURN
    rule_sections = frozenset({"fin-de-partie"})
    id = "consonar"
    mode = "tour"
    title = "Con Sonar! : un tour"
    state_class = ConSonarTurnState
    player_names = ["Lecteur"]
    options = (
        Structured("position", "Votre couleur, votre main, le Sonar et les cartes « Torpille » en réserve",
                   default=TURN_DEFAULT, parse=read_turn,
                   expects="une table : couleur, main (ex. [flotte bleu 2, torpille vert 1]), sonar (couleur → "
                           "graduations 1 à 8, 2 sous-marins au plus), torpilles (0 à 18)",
                   example=TURN_EXAMPLE),
    )

    def setup(self, options, seed):
        pos = options["position"]
        if not isinstance(pos.get("sonar"), dict) or any(isinstance(v, list) for v in pos["sonar"].values()) \
                or any(" " in c for c in pos.get("main", [])):
            pos = read_turn(pos, {})
        s = ConSonarTurnState(self, 1, seed)
        s.couleur = pos["couleur"]
        s.main = list(pos["main"])
        s.joues = []
        s.sonar = dict(pos["sonar"])
        s.torpilles = pos["torpilles"]
        s.phase = "flotte"
        s.de = None
        s.coules = {c: 0 for c in R.COLOURS}
        s.ratees = 0
        s.fin = False
        s.bilan = ""
        s.depart = {k: json.loads(json.dumps(getattr(s, k))) for k in
                    ("main", "joues", "sonar", "torpilles", "phase", "de", "coules", "ratees", "fin", "bilan")}
        s.log(f"Vous jouez {R.COLOUR_NAMES[s.couleur]} : jouez au moins une carte « Flotte ».")
        return s
