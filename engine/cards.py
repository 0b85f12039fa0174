"""Shared card mechanics: a draw pile that reshuffles its discard when empty."""

from __future__ import annotations


def draw(state, pile: str = "deck", discard: str = "discard"):
    """Take the top card of `state.<pile>`; when it is empty, shuffle
    `state.<discard>` into it first. Returns None if both are empty."""
    deck = getattr(state, pile)
    if not deck:
        used = getattr(state, discard)
        if not used:
            return None
        deck.extend(used)
        used.clear()
        state.shuffle(deck)
        state.log("La pioche est vide : la défausse est mélangée pour former une nouvelle pioche.")
    return deck.pop()


def deal(state, hands: list[list], count: int, pile: str = "deck") -> None:
    """Deal `count` cards to each hand, one at a time, from `state.<pile>`."""
    deck = getattr(state, pile)
    for _ in range(count):
        for hand in hands:
            hand.append(deck.pop())


class CardPicker:
    """Mixin for a calculator whose edits pick cards of a deck, up to a limit:
    « <verb>-<card> » adds the card or, if it is picked, takes it back;
    « vider » clears the pick. The picked cards are `self.cards`.

    A game sets the words of its table (verb, limit, messages) and how its
    cards are written in moves (`card_code`, `card_of`, `card_name`)."""

    verb = "carte"
    limit = 1
    keep_sorted = False
    full_reason = "retirez une carte avant d'en ajouter une autre."
    cleared_log = "Sélection vidée."
    clear_label = "Tout retirer"

    def deck(self) -> list:
        raise NotImplementedError  # pragma: no cover - abstract

    def card_code(self, card) -> str:
        return str(card)

    def card_of(self, text: str):
        """The card a move's text names, or None."""
        return next((c for c in self.deck() if self.card_code(c) == text), None)

    def card_name(self, card) -> str:
        return str(card)

    def unknown_card(self, text: str) -> str:
        return f"carte inconnue « {text} »."

    def added_log(self, card) -> str:
        return f"{self.card_name(card)} ajoutée."

    def removed_log(self, card) -> str:
        return f"{self.card_name(card)} retirée."

    def add_label(self, card) -> str:
        return f"Ajouter {self.card_name(card)}"

    def legal_moves(self, player=None):
        room = len(self.cards) < self.limit
        moves = [f"{self.verb}-{self.card_code(c)}" for c in self.deck() if room or c in self.cards]
        if self.cards:
            moves.append("vider")
        return moves

    def why_illegal(self, move, player):
        if move == "vider":
            return None if self.cards else "aucune carte n'est choisie."
        verb, _, text = move.partition("-")
        if verb != self.verb:
            return f"coup inconnu « {move} » ({self.verb}-<carte> ou vider)."
        card = self.card_of(text)
        if card is None:
            return self.unknown_card(text)
        if card not in self.cards and len(self.cards) >= self.limit:
            return self.full_reason
        return None

    def _apply(self, move, player):
        if move == "vider":
            self.cards = []
            self.log(self.cleared_log)
            return
        card = self.card_of(move.partition("-")[2])
        if card in self.cards:
            self.cards.remove(card)
            self.log(self.removed_log(card))
        else:
            self.cards.append(card)
            if self.keep_sorted:
                self.cards.sort()
            self.log(self.added_log(card))

    def describe(self, move, player=None):
        if move == "vider":
            return self.clear_label
        card = self.card_of(move.partition("-")[2])
        return f"Retirer {self.card_name(card)}" if card in self.cards else self.add_label(card)
