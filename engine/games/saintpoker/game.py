"""Saint Poker, the full game (mode "partie"), as the page describes it.

« Donner dix cartes à chaque joueurs. Retournez ensuite un certain nombre de
cartes face visible en fonction du nombre de joueurs, ce sont les cartes
"Future River". 3 cartes dans une partie à 2 joueurs. 2 cartes pour 3
joueurs, 1 carte pour 4 joueurs, 0 carte pour 5 joueurs. »

A round (« Répétez l'opération pendant 8 tours ») has three steps:
1. river: the future river becomes the river, a new future river is turned
   from the pioche, and « chaque joueur doit sélectionner 1 carte de sa main
   et les révéler simultanément » (move ``riviere-<carte>``);
2. reveal: « Chaque joueurs sélectionne deux cartes de sa main. Tout les
   joueurs révéleront simultanément leurs deux cartes » (two moves
   ``montrer-<carte>``, hidden from the others until everyone has chosen);
   the best five of seven wins « des points égaux au nombre de tours en
   cours », split « de manière égale (arrondis au supérieur) » between tied
   winners;
3. pick-up: « En suivant l'ordre inverse des gains, reprenez une carte de la
   'river' ou de l'une des cartes révélées », twice around, « le gagnant étant
   le dernier » (move ``prendre-<carte>``); « Défaussez les 5 cartes
   restantes ».
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import Game, State
from ...options import PlayerCount
from ...core import Refusal
from .. import register
from . import rules as ev
from .bots import SaintPokerBot

FUTURE_RIVER = {2: 3, 3: 2, 4: 1, 5: 0}
ROUNDS = 8
HAND_SIZE = 10


def _sorted(cards):
    return sorted(cards, key=lambda c: (c >> 2, c & 3))


# The page's section for each step (refusals link to it).
PHASE_SECTIONS = {"riviere": "river-setup-phase", "montrer": "reveler-et-marquer-les-scores",
                  "ramasser": "ramasser"}


class SaintPokerState(State):
    # --- turn order ---------------------------------------------------------
    def to_move(self):
        if self.phase == "riviere":
            return [p for p in range(self.players) if self.river_choice[p] is None]
        if self.phase == "montrer":
            return [p for p in range(self.players) if len(self.shown_choice[p]) < 2]
        if self.phase == "ramasser":
            return [self.pick_order[self.pick_index]]
        return []

    def pool(self) -> list[int]:
        """Cards that may be picked up: the river and every revealed card."""
        out = list(self.river)
        for cards in self.revealed:
            out.extend(cards)
        return out

    def legal_moves(self, player=None):
        player = self.acting(player)
        if player is None:
            return []
        if self.phase == "riviere":
            return ["riviere-" + ev.card_code(c) for c in self.hands[player]]
        if self.phase == "montrer":
            return ["montrer-" + ev.card_code(c) for c in self.hands[player]]
        return ["prendre-" + ev.card_code(c) for c in _sorted(self.pool())]

    def why_illegal(self, move, player):
        verb, _, code = move.partition("-")
        expected = {"riviere": "riviere", "montrer": "montrer", "ramasser": "prendre"}.get(self.phase)
        if verb not in ("riviere", "montrer", "prendre"):
            return "coup inconnu (riviere-…, montrer-… ou prendre-… suivi d'une carte, ex. « montrer-Dp »)."
        if verb != expected:
            steps = {"riviere": "chacun choisit une carte pour compléter la rivière",
                     "montrer": "chacun choisit les deux cartes de sa main à révéler",
                     "ramasser": "on ramasse les cartes révélées"}
            return Refusal(f"ce n'est pas le moment : {steps.get(self.phase, 'la partie est terminée')}.",
                           PHASE_SECTIONS.get(self.phase))
        card = ev.card_of_code(code)
        if card is None:
            return f"« {code} » n'est pas une carte (valeur 2…10, V, D, R, A puis couleur p, c, k, t)."
        if verb in ("riviere", "montrer"):
            if card not in self.hands[player]:
                return Refusal(f"{ev.card_label(card)} n'est pas dans votre main.", PHASE_SECTIONS[verb])
            return None
        if card not in self.pool():
            return Refusal(f"{ev.card_label(card)} n'est ni dans la rivière ni parmi les cartes "
                    "révélées encore sur la table.", "ramasser")
        return None

    # --- applying a move -----------------------------------------------------
    def _apply(self, move, player):
        verb, _, code = move.partition("-")
        card = ev.card_of_code(code)
        name = self.game.seat_name(player)
        if verb == "riviere":
            self.hands[player].remove(card)
            self.river_choice[player] = card
            self.log(f"{name} a choisi sa carte pour la rivière.")
            if all(c is not None for c in self.river_choice):
                self._reveal_river()
        elif verb == "montrer":
            self.hands[player].remove(card)
            self.shown_choice[player].append(card)
            if len(self.shown_choice[player]) == 2:
                self.log(f"{name} a choisi ses deux cartes.")
            if all(len(c) == 2 for c in self.shown_choice):
                self._showdown()
        else:
            self._pick(card, player)

    def _reveal_river(self):
        self.river.extend(self.river_choice)
        labels = ", ".join(f"{self.game.seat_name(p)} {ev.card_label(c)}"
                           for p, c in enumerate(self.river_choice))
        self.log(f"Rivière complétée (révélation simultanée) : {labels}.")
        self.log("Rivière : " + " ".join(ev.card_label(c) for c in self.river) + ".")
        self.river_choice = [None] * self.players
        self.phase = "montrer"

    def _showdown(self):
        r = self.round
        self.revealed = [sorted(c) for c in self.shown_choice]
        self.shown_choice = [[] for _ in range(self.players)]
        values = [ev.eval7(*self.river, *pair) for pair in self.revealed]
        for p, pair in enumerate(self.revealed):
            self.log(f"{self.game.seat_name(p)} révèle {' '.join(ev.card_label(c) for c in pair)} : "
                     f"{ev.describe_value(values[p])}.")
        best = max(values)
        winners = [p for p, v in enumerate(values) if v == best]
        gain = -(-r // len(winners))          # split, rounded up
        for p in winners:
            self.points[p] += gain
        names = ", ".join(self.game.seat_name(p) for p in winners)
        if len(winners) == 1:
            self.log(f"{names} gagne le tour {r} et marque {gain} point{'s' if gain > 1 else ''}.")
        else:
            self.log(f"Égalité entre {names} au tour {r} : {r} points partagés, "
                     f"arrondis au supérieur, soit {gain} chacun.")
        # « En suivant l'ordre inverse des gains [...] le gagnant étant le dernier » ;
        # tied hands take their turns in a random order.
        groups: dict[int, list[int]] = {}
        for p, v in enumerate(values):
            groups.setdefault(v, []).append(p)
        order = []
        for v in sorted(groups):
            group = groups[v]
            if len(group) > 1:
                self.shuffle(group)
            order.extend(group)
        self.pick_order = order + order
        self.pick_index = 0
        self.last_round = {"tour": r, "valeurs": values, "gagnants": winners, "gain": gain,
                           "cartes": [list(x) for x in self.revealed], "riviere": list(self.river),
                           "ordre": order}
        self.log("Ordre de ramassage : " + ", ".join(self.game.seat_name(p) for p in order)
                 + " (deux fois).")
        self.phase = "ramasser"

    def _pick(self, card, player):
        if card in self.river:
            self.river.remove(card)
        else:
            for cards in self.revealed:
                if card in cards:
                    cards.remove(card)
        self.hands[player] = _sorted(self.hands[player] + [card])
        self.taken[player].append(card)
        self.log(f"{self.game.seat_name(player)} ramasse {ev.card_label(card)}.")
        self.pick_index += 1
        if self.pick_index < len(self.pick_order):
            return
        rest = self.pool()
        self.discard.extend(rest)
        self.log("Défausse des " + str(len(rest)) + " cartes restantes : "
                 + " ".join(ev.card_label(c) for c in _sorted(rest)) + ".")
        self.river = []
        self.revealed = [[] for _ in range(self.players)]
        self.pick_order = []
        self.pick_index = 0
        if self.round == ROUNDS:
            self.phase = "fin"
            best = max(self.points)
            names = ", ".join(self.game.seat_name(p) for p, v in enumerate(self.points) if v == best)
            self.log(f"Fin des {ROUNDS} tours. Victoire : {names} avec {best} points.")
        else:
            self.round += 1
            self._start_round()

    def _start_round(self):
        """« Déplacer les cartes visibles vers la futur 'river' [...] À partir de la
        pioche, placez le même nombre de cartes face visible de côté pour créer une
        nouvelle future rivière. »"""
        self.river = list(self.future)
        n = len(self.future)
        self.future = [self.deck.pop() for _ in range(n)]
        self.phase = "riviere"
        self.river_choice = [None] * self.players
        self.taken = [[] for _ in range(self.players)]
        text = " ".join(ev.card_label(c) for c in self.river) or "aucune carte"
        self.log(f"Tour {self.round} : début de la rivière : {text}.")
        if n:
            self.log("Nouvelle future rivière : " + " ".join(ev.card_label(c) for c in self.future) + ".")

    # --- results and views ---------------------------------------------------
    def scores(self):
        return list(self.points)

    def determinize(self, seat, rng):
        """Cards chosen face down taken back into their hands, then the other hands and the deck dealt
        afresh (each keeping its size)."""
        twin = super().determinize(seat, rng)
        others = [q for q in range(twin.players) if q != seat]
        for q in others:
            if twin.river_choice[q] is not None:
                twin.hands[q].append(twin.river_choice[q])
                twin.river_choice[q] = None
            twin.hands[q].extend(twin.shown_choice[q])
            twin.shown_choice[q] = []
        self.redeal([twin.hands[q] for q in others] + [twin.deck], rng)
        return twin

    def view(self, player):
        n = self.players
        mine = player is not None and 0 <= player < n
        return {
            "joueur": player,
            "joueurs": n,
            "tour": self.round,
            "phase": self.phase,
            "main": list(self.hands[player]) if mine else None,
            "tailles_mains": [len(h) for h in self.hands],
            "riviere": list(self.river),
            "future": list(self.future),
            "pioche": len(self.deck),
            "defausse": list(self.discard),
            "revelees": [list(c) for c in self.revealed],
            "ma_carte_riviere": self.river_choice[player] if mine else None,
            "mes_cartes_montrees": list(self.shown_choice[player]) if mine else [],
            "ont_choisi": [self.river_choice[p] is not None if self.phase == "riviere"
                           else len(self.shown_choice[p]) == 2 for p in range(n)],
            "points": list(self.points),
            "ordre_ramassage": list(self.pick_order),
            "index_ramassage": self.pick_index,
            "ramassees": [list(t) for t in self.taken],
            "dernier_tour": self.last_round,
        }

    def describe(self, move, player=None):
        verb, _, code = move.partition("-")
        card = ev.card_of_code(code)
        label = ev.card_label(card) if card is not None else code
        return {"riviere": f"Donner {label} à la rivière",
                "montrer": f"Révéler {label}",
                "prendre": f"Ramasser {label}"}.get(verb, move)


@register
class SaintPoker(Game):
    id = "saintpoker"
    mode = "partie"
    rule_sections = frozenset(PHASE_SECTIONS.values())
    title = "Saint Poker : une partie de 8 tours"
    state_class = SaintPokerState
    options = (PlayerCount(default=3, lo=2, hi=5),)

    bots = {"fort": search_bot("Fort", SaintPokerBot, iterations=12, depth=10), "malin": SaintPokerBot, "hasard": RandomBot}
    default_bot = "malin"  # the fastest to answer on a phone

    def setup(self, options, seed):
        n = options["joueurs"]
        s = SaintPokerState(self, n, seed)
        deck = list(range(52))
        s.shuffle(deck)
        s.hands = [_sorted(deck[-HAND_SIZE * (p + 1):len(deck) - HAND_SIZE * p]) for p in range(n)]
        del deck[len(deck) - HAND_SIZE * n:]
        f = FUTURE_RIVER[n]
        s.future = [deck.pop() for _ in range(f)]
        s.deck = deck
        s.river = []
        s.discard = []
        s.revealed = [[] for _ in range(n)]
        s.shown_choice = [[] for _ in range(n)]
        s.points = [0] * n
        s.pick_order = []
        s.pick_index = 0
        s.last_round = None
        s.round = 1
        s.log(f"Partie à {n} joueurs : dix cartes chacun, {f} carte{'s' if f > 1 else ''} "
              "de future rivière.")
        s._start_round()
        return s
