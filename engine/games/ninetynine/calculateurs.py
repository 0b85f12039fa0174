"""Ninety-Nine calculators: the bid made by 3 discards, and who wins a trick.

Each is a one-player "game" whose moves are the reader's edits; it never ends.
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, ScenarioError, check_known, option_int
from ...markup import el, move_button, text, zone
from .. import register
from . import rules as R
from .partie import card_html


def card_list_option(options: dict, name: str, limit: int) -> list:
    value = options.get(name, [])
    if not isinstance(value, list):
        raise ScenarioError(name, "une liste de cartes est attendue, par exemple [A-pique, 10-coeur].")
    if len(value) > limit:
        raise ScenarioError(name, f"au plus {limit} cartes (reçu {len(value)}).")
    seen = []
    for i, card in enumerate(value):
        if not isinstance(card, str) or card not in R.DECK36:
            raise ScenarioError(name, f"carte n° {i + 1} « {card} » inconnue (exemples : A-pique, 10-coeur, "
                                      "V-trefle, 6-carreau ; le Joker ne se joue pas).")
        if card in seen:
            raise ScenarioError(name, f"la carte {R.label(card)} figure deux fois.")
        seen.append(card)
    return seen


def all_cards_grid(state, prefix: str, legal, selected: list) -> str:
    rows = []
    for suit in R.SUITS:
        cells = []
        for rank in R.RANKS:
            card = f"{rank}-{suit}"
            cells.append(card_html(card, f"{prefix}-{card}", legal, small=True,
                                   extra_cls="bga-current" if card in selected else "",
                                   title=state.describe(f"{prefix}-{card}")))
        rows.append(el("div", *cells, class_="bga-row"))
    return "".join(rows)


# --- the bid -------------------------------------------------------------------

class BidState(CalculatorState):
    """The reader picks up to 3 cards; the view shows the bid they make."""

    def legal_moves(self, player=None):
        moves = []
        for c in R.DECK36:
            if c in self.cards or len(self.cards) < 3:
                moves.append("choisir-" + c)
        if self.cards:
            moves.append("vider")
        return moves

    def why_illegal(self, move, player):
        if move == "vider":
            return None if self.cards else "aucune carte n'est choisie."
        kind, _, card = move.partition("-")
        if kind != "choisir":
            return f"coup inconnu « {move} » (choisir-<carte> ou vider)."
        if card not in R.DECK36:
            return f"carte inconnue « {card} »."
        if card not in self.cards and len(self.cards) >= 3:
            return "le pari compte exactement 3 cartes : retirez-en une avant d'en ajouter une autre."
        return None

    def _apply(self, move, player):
        if move == "vider":
            self.cards = []
            self.log("Pari vidé.")
            return
        card = move.partition("-")[2]
        if card in self.cards:
            self.cards.remove(card)
            self.log(f"{R.label(card)} retirée du pari.")
        else:
            self.cards.append(card)
            self.log(f"{R.label(card)} ajoutée au pari.")

    def view(self, player):
        return {"cartes": list(self.cards), "complet": len(self.cards) == 3,
                "pari": R.bid_value(self.cards) if len(self.cards) == 3 else None,
                "detail": [R.BID_VALUE[R.suit_of(c)] for c in self.cards]}

    def describe(self, move, player=None):
        if move == "vider":
            return "Vider le pari"
        card = move.partition("-")[2]
        return (f"Retirer {R.label(card)}" if card in self.cards else f"Défausser {R.label(card)}")


@register
class NinetyNineBid(Calculator):
    id = "ninetynine"
    mode = "pari"
    title = "Ninety-Nine : quel pari font ces 3 cartes ?"
    state_class = BidState

    def start(self, options, seed):
        check_known(options, {"joueurs", "cartes"})
        option_int(options, "joueurs", 1, 1, 1)
        s = BidState(self, 1, seed)
        s.cards = card_list_option(options, "cartes", 3)
        return s

    def render(self, state, viewer, legal):
        v = state.view(0)
        parts = [zone("Cliquez 3 cartes à défausser", all_cards_grid(state, "choisir", legal, state.cards))]
        chosen = [card_html(c, "choisir-" + c, legal, title=state.describe("choisir-" + c)) for c in state.cards]
        lines = [f"{R.label(c)} : {R.SUIT_NAME[R.suit_of(c)]} = {R.BID_VALUE[R.suit_of(c)]} pli(s)"
                 for c in state.cards]
        if v["complet"]:
            result = (f"Pari : {' + '.join(str(x) for x in v['detail'])} = {v['pari']} pli(s). "
                      "Il faudra en remporter exactement autant avec les 9 cartes restantes.")
        else:
            result = f"Choisissez encore {3 - len(state.cards)} carte(s) : le pari se fait avec 3 cartes."
        parts.append(zone("Le pari", el("div", *chosen, class_="bga-row"),
                          el("ul", *(text("li", x) for x in lines)),
                          text("p", result, class_="bga-note"),
                          text("p", "Seule la couleur compte : ♦ 0, ♠ 1, ♥ 2, ♣ 3 ; la valeur de la carte "
                                    "n'est pas prise en compte.", class_="bga-note"),
                          el("div", move_button("vider", "Vider le pari", legal), class_="bga-actions")))
        return el("div", *parts, class_="bga-board", data_game="ninetynine-pari")


# --- the trick -----------------------------------------------------------------

TRUMP_CHOICES = R.SUITS + ["sans"]


class TrickState(CalculatorState):
    """The reader sets the trump and the cards of a trick in the order played."""

    def legal_moves(self, player=None):
        moves = ["atout-" + t for t in TRUMP_CHOICES if t != (self.trump or "sans")]
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
            if arg not in TRUMP_CHOICES:
                return f"atout inconnu « {arg} » (choix : {', '.join(TRUMP_CHOICES)})."
            if arg == (self.trump or "sans"):
                return "c'est déjà l'atout choisi."
            return None
        if kind != "poser":
            return f"coup inconnu « {move} » (atout-<couleur>, poser-<carte>, retirer, vider)."
        if arg not in R.DECK36:
            return f"carte inconnue « {arg} »."
        if arg in self.cards:
            return f"{R.label(arg)} est déjà dans le pli : chaque carte n'existe qu'une fois."
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

    def start(self, options, seed):
        check_known(options, {"joueurs", "atout", "pli"})
        option_int(options, "joueurs", 1, 1, 1)
        s = TrickState(self, 1, seed)
        trump = options.get("atout", "sans")
        if trump not in TRUMP_CHOICES:
            raise ScenarioError("atout", f"« {trump} » n'est pas permis (choix : {', '.join(TRUMP_CHOICES)}).")
        s.trump = None if trump == "sans" else trump
        s.cards = card_list_option(options, "pli", 3)
        return s

    def render(self, state, viewer, legal):
        trump_buttons = [move_button("atout-" + t, R.suit_label(None if t == "sans" else t), legal,
                                     cls="bga-current" if t == (state.trump or "sans") else "")
                         for t in TRUMP_CHOICES]
        parts = [zone("Atout", el("div", *trump_buttons, class_="bga-actions")),
                 zone("Cliquez les cartes dans l'ordre où elles sont jouées (la première est l'entame)",
                      all_cards_grid(state, "poser", legal, state.cards))]
        played = [el("div", text("span", f"{i + 1}{'re' if i == 0 else 'e'} carte", class_="bga-badge"),
                     card_html(c)) for i, c in enumerate(state.cards)]
        res = state.result()
        notes = []
        if res:
            led = R.suit_of(state.cards[0])
            notes.append(text("p", f"Couleur demandée : {R.SUIT_SYMBOL[led]} {R.SUIT_NAME[led]} "
                                   "(celle de la première carte).", class_="bga-note"))
            notes.append(text("p", res["raison"], class_="bga-note"))
            notes.append(el("ul", *(text("li", x) for x in res["perdants"])))
        else:
            notes.append(text("p", "Le pli est vide.", class_="bga-note"))
        actions = el("div", move_button("retirer", "Retirer la dernière carte", legal),
                     move_button("vider", "Vider le pli", legal), class_="bga-actions")
        parts.append(zone("Le pli", el("div", *played, class_="bga-row"), *notes, actions))
        return el("div", *parts, class_="bga-board", data_game="ninetynine-pli")
