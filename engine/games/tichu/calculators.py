"""Tichu, mode "passes": the card-passing convention of the page.

The reader gets a random hand, chooses a card for each opponent and one for
the partner (« Choose the cards to pass based on what will help your hand the
most »); the two opponent cards must follow the page's rules 1 to 3 (« but
when you actually choose who to give what, apply the following rules »).
Once the passes are made (``valider``), the simulated players pass too, by the
same convention, and the example reads each card received from an opponent
back into what it says of the card your partner got from that opponent.

Moves: ``gauche-<carte>``, ``droite-<carte>``, ``partenaire-<carte>`` (put a
card of your hand there, e.g. ``droite-8r``), ``reprendre-<place>``,
``valider``, ``nouvelle-main``.
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Structured
from .. import register
from . import rules as T

SECTION = "card-passing-to-opponents-3-5-7-9-j-k-a-q-10-8-6-4-2"
HAND = 13
OTHER = {"gauche": "droite", "droite": "gauche"}


def read_hand(value, earlier) -> list[int]:
    if not isinstance(value, list) or len(value) != HAND:
        raise ScenarioError("main", f"une liste de {HAND} cartes est attendue (rang puis couleur : "
                                    "« 8r », « Qv », « 10b », « An »).")
    cards = []
    for i, code in enumerate(value, start=1):
        c = T.card_of_code(code)
        if c is None:
            raise ScenarioError("main", f"carte n° {i} « {code} » inconnue (rang 2 à 10, J, Q, K ou A, puis "
                                        "r rouge, v vert, b bleu ou n noir : « 8r », « An »).")
        if c in cards:
            raise ScenarioError("main", f"la carte {T.card_label(c)} figure deux fois.")
        cards.append(c)
    return cards


def by_rank(cards) -> list[int]:
    return sorted(cards, key=lambda c: (T.rank_of(c), T.suit_of(c)))


class TichuPassState(CalculatorState):
    # --- dealing ----------------------------------------------------------------------
    def deal(self, hand: list[int] | None = None) -> None:
        deck = [c for c in T.DECK if hand is None or c not in hand]
        self.shuffle(deck)
        if hand is None:
            hand, deck = deck[:HAND], deck[HAND:]
        self.hand = by_rank(hand)
        # the other seats, clockwise after you: left opponent, partner, right opponent
        self.others = {"gauche": by_rank(deck[:HAND]), "partenaire": by_rank(deck[HAND:2 * HAND]),
                       "droite": by_rank(deck[2 * HAND:3 * HAND])}
        self.passes = {"gauche": None, "droite": None, "partenaire": None}
        self.received = None
        self.partner_got = None
        self.phase = "choix"

    # --- the edits ----------------------------------------------------------------------
    def placed(self) -> set[int]:
        return {c for c in self.passes.values() if c is not None}

    def _problem(self, seat: str, c: int):
        if self.phase != "choix":
            return "les passes sont faites : prenez une nouvelle main pour recommencer."
        if c not in self.hand:
            return f"{T.card_label(c)} n'est pas dans votre main."
        elsewhere = next((s for s, x in self.passes.items() if x == c and s != seat), None)
        if elsewhere:
            return f"{T.card_label(c)} est déjà passée à {T.SEAT_LABEL[elsewhere]} : reprenez-la d'abord."
        other = self.passes.get(OTHER.get(seat, ""), None)
        if seat in OTHER and other is not None:
            right, left, rule, why = T.to_the_right(c, other)
            if (seat == "droite") != (right == c):
                return Refusal(f"règle {rule} de la convention : {why}. {T.card_label(c)} va donc à "
                               f"{'droite' if right == c else 'gauche'}.", SECTION)
        return None

    def legal_moves(self, player=None):
        moves = []
        if self.phase == "choix":
            for seat in T.SEATS:
                moves += [f"{seat}-{T.CODES[c]}" for c in self.hand if self._problem(seat, c) is None]
            moves += [f"reprendre-{s}" for s in T.SEATS if self.passes[s] is not None]
            if None not in self.passes.values():
                moves.append("valider")
        moves.append("nouvelle-main")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        verb, _, rest = move.partition("-")
        if verb in T.SEATS:
            c = T.card_of_code(rest)
            if c is None:
                return f"« {rest} » n'est pas une carte (ex. « 8r », « Qv », « 10b », « An »)."
            return self._problem(verb, c) or "cette passe n'est pas possible."
        if verb == "reprendre":
            return f"rien à reprendre : aucune carte n'est passée à « {rest} »."
        if move == "valider":
            if self.phase != "choix":
                return "les passes sont déjà faites."
            return Refusal("choisissez d'abord une carte pour chaque adversaire et une pour votre partenaire.",
                           SECTION)
        return "coup inconnu (gauche-…, droite-…, partenaire-…, reprendre-…, valider, nouvelle-main)."

    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        if move == "nouvelle-main":
            self.deal()
            self.log("Nouvelle main : " + ", ".join(T.card_label(c) for c in self.hand) + ".")
            return
        if move == "valider":
            self._pass_round()
            return
        if verb == "reprendre":
            c = self.passes[rest]
            self.passes[rest] = None
            self.log(f"{T.card_label(c)} reprise.")
            return
        c = T.card_of_code(rest)
        self.passes[verb] = c
        self.log(f"{T.card_label(c)} pour {T.SEAT_LABEL[verb]}.")
        if self.passes["gauche"] is not None and self.passes["droite"] is not None:
            _, _, rule, why = T.to_the_right(self.passes["gauche"], self.passes["droite"])
            self.log(f"Convention, règle {rule} : {why}.")

    def _pass_round(self) -> None:
        """The simulated players pass too: two random cards to their opponents, placed by the
        convention, and a random one to their partner."""
        got, partner_got = {}, {}
        for seat in ("gauche", "droite"):
            hand = self.others[seat]
            picks = list(hand)
            self.shuffle(picks)
            right, left, _, _ = T.to_the_right(picks[0], picks[1])
            # the left opponent's right is you, his left your partner; the other way round for the right one
            got[seat], partner_got[seat] = (right, left) if seat == "gauche" else (left, right)
        picks = list(self.others["partenaire"])
        self.shuffle(picks)
        got["partenaire"] = picks[0]
        self.received = got
        self.partner_got = partner_got
        self.phase = "lecture"
        self.log("Passes faites. Reçu : " + ", ".join(f"{T.card_label(got[s])} de {T.SEAT_LABEL[s]}"
                                                      for s in ("gauche", "droite", "partenaire")) + ".")

    # --- what the example says -------------------------------------------------------
    def advice(self) -> list[str]:
        g, d = self.passes["gauche"], self.passes["droite"]
        if g is not None and d is not None:
            _, _, rule, why = T.to_the_right(g, d)
            return [f"Règle {rule} : {why}. Vos passes suivent la convention."]
        one = g if g is not None else d
        if one is None:
            return ["Choisissez une carte de votre main, puis à qui la passer. Les deux cartes des adversaires "
                    "suivent la convention : celle qui vient plus tard dans 3-5-7-9-J-K-A-Q-10-8-6-4-2 va à droite."]
        later = [T.rank_label(r) for r in T.SEQUENCE if T.SEQUENCE.index(r) > T.SEQUENCE.index(T.rank_of(one))]
        side = "gauche" if g is not None else "droite"
        need = "plus tard" if side == "gauche" else "plus tôt"
        return [f"{T.card_label(one)} est à {side} : l'autre carte d'adversaire doit venir {need} dans "
                "3-5-7-9-J-K-A-Q-10-8-6-4-2" + (f" ({', '.join(later)})" if side == "gauche" and later else "")
                + ", sinon elle irait de l'autre côté."]

    def readings(self) -> list[tuple[str, int, str, int]]:
        """(giver, card received, what it says, the partner's real card) once the passes are made."""
        if self.received is None:
            return []
        out = []
        for seat in ("gauche", "droite"):
            c = self.received[seat]
            _, text = T.reading(c, seat)
            out.append((seat, c, text, self.partner_got[seat]))
        return out

    def view(self, player):
        return {"main": list(self.hand), "passes": dict(self.passes), "phase": self.phase,
                "recues": dict(self.received) if self.received else None, "conseil": self.advice()}

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        c = T.card_of_code(rest)
        if verb in T.SEATS and c is not None:
            return f"{T.card_label(c)} pour {T.SEAT_LABEL[verb]}"
        return {"valider": "Valider les passes", "nouvelle-main": "Nouvelle main"}.get(
            move, f"Reprendre la carte de {T.SEAT_LABEL.get(rest, rest)}" if verb == "reprendre" else move)


@register
class TichuPasses(Calculator):
    id = "tichu"
    mode = "passes"
    title = "Tichu : la convention de passe (3-5-7-9-J-K-A-Q-10-8-6-4-2)"
    state_class = TichuPassState
    player_names = ["Lecteur"]
    main_rule_section = SECTION
    options = (
        Structured("main", "Votre main (13 cartes ; au hasard par défaut)", default=None, parse=read_hand,
                   expects="une liste de 13 cartes différentes (« 8r », « Qv », « 10b », « An »)",
                   example=["2r", "3v", "5b", "6n", "7r", "8v", "8b", "9n", "10r", "Jv", "Qb", "Kn", "Ar"]),
    )

    def setup(self, options, seed):
        s = TichuPassState(self, 1, seed)
        s.deal(options["main"])
        return s
