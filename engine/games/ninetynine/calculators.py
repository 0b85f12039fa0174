"""Ninety-Nine calculators: the bid made by 3 discards, and who wins a trick.

Each is a one-player "game" whose moves are the reader's edits; it never ends.
"""

from __future__ import annotations

from ...cards import CardPicker
from ...core import Calculator, CalculatorState, Refusal
from ...options import Cards, Choice
from .. import register
from . import rules as R


def _card(code):
    return code if isinstance(code, str) and code in R.DECK36 else None


# Sections of the page (docs/jeux/ninety-nine.md) stating the rules a refusal applies
BID = "a-comment-calculer-le-nombre-de-plis-parie-dans-la-defausse"  # the 3 discarded cards
PLAY = "deroulement-du-jeu"  # one card per player, following suit, who wins the trick
DECK = "materiel"            # 36 cards, one of each

CARD_HINT = "par exemple A-pique, 10-coeur, V-trefle, 6-carreau ; le Joker ne se joue pas"


# --- the bid -------------------------------------------------------------------

class BidState(CardPicker, CalculatorState):
    """The reader picks up to 3 cards; the view shows the bid they make."""

    verb = "choisir"
    limit = 3
    full_reason = "le pari compte exactement 3 cartes : retirez-en une avant d'en ajouter une autre."
    cleared_log = "Pari vidé."
    clear_label = "Vider le pari"

    def deck(self):
        return R.DECK36

    def card_name(self, card):
        return R.label(card)

    def added_log(self, card):
        return f"{R.label(card)} ajoutée au pari."

    def removed_log(self, card):
        return f"{R.label(card)} retirée du pari."

    def add_label(self, card):
        return f"Défausser {R.label(card)}"

    def view(self, player):
        return {"cartes": list(self.cards), "complet": len(self.cards) == 3,
                "pari": R.bid_value(self.cards) if len(self.cards) == 3 else None,
                "detail": [R.BID_VALUE[R.suit_of(c)] for c in self.cards]}


@register
class NinetyNineBid(Calculator):
    id = "ninetynine"
    mode = "pari"
    title = "Ninety-Nine : quel pari font ces 3 cartes ?"
    state_class = BidState
    main_rule_section = BID

    options = (
        Cards("cartes", "Les 3 cartes défaussées", card=_card, hint=CARD_HINT, limit=3, name_of=R.label,
              example=["A-pique", "10-coeur", "6-carreau"]),
    )

    def setup(self, options, seed):
        s = BidState(self, 1, seed)
        s.cards = options["cartes"]
        return s


# --- the trick -----------------------------------------------------------------


class TrickState(CalculatorState):
    """The reader sets the trump and the cards of a trick in the order played."""

    def legal_moves(self, player=None):
        moves = ["atout-" + t for t in R.TRUMP_CHOICES if t != (self.trump or "sans")]
        if len(self.cards) < 3:
            moves += ["poser-" + c for c in R.DECK36 if c not in self.cards]
        if self.cards:
            moves += ["retirer", "vider"]
        return moves

    def why_illegal(self, move, player):
        kind, _, arg = move.partition("-")
        if move in ("retirer", "vider"):
            return None if self.cards else "le pli est vide."
        if kind == "atout":
            if arg not in R.TRUMP_CHOICES:
                return f"atout inconnu « {arg} » (choix : {', '.join(R.TRUMP_CHOICES)})."
            if arg == (self.trump or "sans"):
                return "c'est déjà l'atout choisi."
            return None
        if kind != "poser":
            return f"coup inconnu « {move} » (atout-<couleur>, poser-<carte>, retirer, vider)."
        if arg not in R.DECK36:
            return f"carte inconnue « {arg} »."
        if arg in self.cards:
            return Refusal(f"{R.label(arg)} est déjà dans le pli : chaque carte n'existe qu'une fois.", DECK)
        if len(self.cards) >= 3:
            return "un pli compte 3 cartes, une par joueur : retirez-en une d'abord."
        return None

    def _apply(self, move, player):
        kind, _, arg = move.partition("-")
        if kind == "atout":
            self.trump = None if arg == "sans" else arg
            self.log(f"Atout : {R.suit_label(self.trump)}.")
        elif move == "retirer":
            card = self.cards.pop()
            self.log(f"{R.label(card)} retirée du pli.")
        elif move == "vider":
            self.cards = []
            self.log("Pli vidé.")
        else:
            self.cards.append(arg)
            self.log(f"{R.label(arg)} posée.")

    def result(self):
        if not self.cards:
            return None
        best, why, losers = R.explain_trick(self.cards, self.trump)
        return {"gagnant": best, "raison": why, "perdants": losers}

    def view(self, player):
        return {"atout": self.trump, "cartes": list(self.cards), "resultat": self.result()}

    def describe(self, move, player=None):
        kind, _, arg = move.partition("-")
        if kind == "atout":
            return f"Atout : {R.suit_label(None if arg == 'sans' else arg)}"
        if kind == "poser":
            return f"Poser {R.label(arg)}"
        return {"retirer": "Retirer la dernière carte", "vider": "Vider le pli"}.get(move, move)


@register
class NinetyNineTrick(Calculator):
    id = "ninetynine"
    mode = "pli"
    title = "Ninety-Nine : qui remporte ce pli, et pourquoi ?"
    state_class = TrickState
    main_rule_section = PLAY
    rule_sections = frozenset({DECK})

    options = (
        Choice("atout", "Atout", default="sans",
               choices={**{suit: R.SUIT_NAME[suit] for suit in R.SUITS}, "sans": "sans atout"}),
        Cards("pli", "Cartes jouées (la première est l'entame)", card=_card, hint=CARD_HINT, limit=3,
              name_of=R.label, example=["10-coeur", "A-coeur", "6-pique"]),
    )

    def setup(self, options, seed):
        s = TrickState(self, 1, seed)
        s.trump = None if options["atout"] == "sans" else options["atout"]
        s.cards = options["pli"]
        return s
