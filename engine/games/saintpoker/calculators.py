"""Saint Poker evaluator (mode "evaluateur"): two hands of 5 to 7 cards.

The reader fills hand A and hand B by clicking cards; the view shows the
best five cards of each (« chaque joueur aura une main de poker de 5
cartes ») and which hand wins, naming the deciding card (« la carte la plus
haute l'emporte », « les "kickers" [...] sont comparés »).
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Cards
from .. import register
from . import rules as ev

MAX_CARDS = 7
NAMES = ("A", "B")


HAND_HINT = "valeur 2…10, V, D, R, A puis couleur p pique, c cœur, k carreau, t trèfle : Ap, 10k"


def hand_option(name: str, label: str, example: list) -> Cards:
    return Cards(name, label, card=ev.parse_card, hint=HAND_HINT, limit=MAX_CARDS, name_of=ev.card_label,
                 example=example)


class EvaluatorState(CalculatorState):
    def legal_moves(self, player=None):
        moves = ["main-a", "main-b"]
        if self.hands[self.active]:
            moves.append("vider")
        other = self.hands[1 - self.active]
        full = len(self.hands[self.active]) >= MAX_CARDS
        for c in range(52):
            if c in other:
                continue
            if full and c not in self.hands[self.active]:
                continue
            moves.append("carte-" + ev.card_code(c))
        return moves

    def why_illegal(self, move, player):
        if move in ("main-a", "main-b"):
            return None
        if move == "vider":
            return None if self.hands[self.active] else "la main active est déjà vide."
        verb, _, code = move.partition("-")
        if verb != "carte":
            return "coup inconnu (main-a, main-b, vider ou carte-… ex. « carte-Dp »)."
        card = ev.card_of_code(code)
        if card is None:
            return f"« {code} » n'est pas une carte (valeur 2…10, V, D, R, A puis couleur p, c, k, t)."
        name = NAMES[self.active]
        if card in self.hands[1 - self.active]:
            return Refusal(f"{ev.card_label(card)} est déjà dans la main {NAMES[1 - self.active]} : "
                           "un jeu de 52 cartes n'a qu'un exemplaire de chaque carte.", "composants-de-base")
        if card not in self.hands[self.active] and len(self.hands[self.active]) >= MAX_CARDS:
            return (f"la main {name} a déjà {MAX_CARDS} cartes (la rivière de cinq cartes et "
                    "vos deux cartes) : retirez-en une d'abord.")
        return None

    def _apply(self, move, player):
        if move.startswith("main-"):
            self.active = 0 if move == "main-a" else 1
            self.log(f"Main {NAMES[self.active]} active.")
            return
        hand = self.hands[self.active]
        name = NAMES[self.active]
        if move == "vider":
            hand.clear()
            self.log(f"Main {name} vidée.")
            return
        card = ev.card_of_code(move.partition("-")[2])
        if card in hand:
            hand.remove(card)
            self.log(f"{ev.card_label(card)} retirée de la main {name}.")
        else:
            hand.append(card)
            self.log(f"{ev.card_label(card)} ajoutée à la main {name}.")
        self._log_result()

    def _log_result(self):
        r = self.results()
        info = r["mains"][self.active]
        if info["valeur"] is not None:
            self.log(f"Main {NAMES[self.active]} : {info['nom']}.")

    def results(self) -> dict:
        hands = []
        for k in range(2):
            cards = self.hands[k]
            if len(cards) < 5:
                hands.append({"valeur": None, "nom": None, "cinq": [],
                              "message": f"Encore {5 - len(cards)} carte{'s' if 5 - len(cards) > 1 else ''} "
                                         "à choisir (une main de poker compte cinq cartes)."})
                continue
            value = ev.evaluate(cards)
            hands.append({"valeur": value, "nom": ev.describe_value(value),
                          "cinq": ev.best_five(cards), "message": None})
        a, b = hands[0]["valeur"], hands[1]["valeur"]
        if a is None or b is None:
            comparison = "Choisissez au moins cinq cartes dans chaque main pour les comparer."
        else:
            comparison = ev.explain_comparison(a, b, "La main A", "La main B")
        return {"mains": hands, "comparaison": comparison}

    def view(self, player):
        r = self.results()
        return {"mains": [list(h) for h in self.hands], "active": self.active,
                "valeurs": [h["valeur"] for h in r["mains"]],
                "noms": [h["nom"] for h in r["mains"]], "comparaison": r["comparaison"]}

    def describe(self, move, player=None):
        if move.startswith("carte-"):
            card = ev.card_of_code(move[6:])
            if card is not None:
                verb = "Retirer" if card in self.hands[self.active] else "Ajouter"
                return f"{verb} {ev.card_label(card)} (main {NAMES[self.active]})"
        return {"main-a": "Remplir la main A", "main-b": "Remplir la main B",
                "vider": "Vider la main active"}.get(move, move)


@register
class SaintPokerEvaluator(Calculator):
    id = "saintpoker"
    mode = "evaluateur"
    main_rule_section = "regles"  # a hand: the five river cards and your two
    rule_sections = frozenset({"composants-de-base"})
    title = "Saint Poker : évaluateur de mains"
    state_class = EvaluatorState
    player_names = ["Lecteur"]

    options = (
        hand_option("main_a", "Main A (5 à 7 cartes)", ["Ap", "Rp", "10c", "10k", "3t"]),
        hand_option("main_b", "Main B (5 à 7 cartes)", ["7p", "7c", "7k", "2t", "9c"]),
    )

    def setup(self, options, seed):
        a, b = options["main_a"], options["main_b"]
        for c in a:
            if c in b:
                raise ScenarioError("main_b", f"la carte {ev.card_label(c)} est déjà dans main_a.")
        s = EvaluatorState(self, 1, seed)
        s.hands = [a, b]
        s.active = 0
        for k in range(2):
            if len(s.hands[k]) >= 5:
                s.active = k
                s._log_result()
        s.active = 0
        return s
