"""Charuma, a whole game against bots (mode "partie"), as the page states it.

« Chaque manche commence par une phase d'enchères pour construire sa main en
misant ses points de victoire, suivie d'une phase de jeu. »

Moves: ``miser-<groupe>-<mise>`` during the bidding (« la mise minimum est de
0 pt avec le jeton Enchère et la mise maximum est de 5 pts »); ``jouer-<carte>``
(one card) or ``jouer-<carte>-<carte>`` (two cards, codes in sorted order)
during the tricks (« un pli est un tour de table où chaque joueur peut jouer
1 ou 2 cartes »).
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import Game, Refusal, State, parse_number
from ...options import PlayerCount
from .. import register
from . import rules as R
from .bots import CharumaBot

BIDDING, TRICKS, OVER = "encheres", "plis", "fin"
SEC_BID, SEC_PLAY, SEC_WIN = "1-phase-dencheres", "2-phase-de-jeu", "remporter-un-pli"


def play_move(cards: list[int]) -> str:
    return "jouer-" + "-".join(sorted(R.card_code(c) for c in cards))


class CharumaState(State):
    # --- whose turn -----------------------------------------------------------------
    def to_move(self):
        return [] if self.phase == OVER else [self.turn]

    def hand(self, p: int) -> list[int]:
        return self.visible[p] + self.hidden[p]

    def bid_of(self, p: int):
        return next((g for g, b in enumerate(self.bids) if b is not None and b[0] == p), None)

    def led(self):
        return self.trick[0][1] if self.trick else None

    # --- legal moves -------------------------------------------------------------------
    def legal_moves(self, player=None):
        if self.phase == OVER or (player is not None and player != self.turn):
            return []
        p = self.turn
        if self.phase == BIDDING:
            moves = []
            for g, b in enumerate(self.bids):
                low = R.MIN_BID if b is None else b[1] + 1
                for amount in range(low, min(R.MAX_BID, self.points[p]) + 1):
                    moves.append(f"miser-{g + 1}-{amount}")
            return moves
        code = R.CODES
        return ["jouer-" + "-".join(code[c] for c in cards) for cards in self._plays(p)]

    def _plays(self, p: int) -> list[list[int]]:
        """Every play allowed now, each in the order of its cards' codes."""
        hand = sorted(self.hand(p), key=R.CODES.__getitem__)
        singles = [[c] for c in hand]
        twos = [[a, b] for i, a in enumerate(hand) for b in hand[i + 1:]]
        led = self.led()
        if led is None:
            return singles + [t for t in twos if R.is_pair(t)]
        options = singles if len(led) == 1 else twos
        if R.must_answer(self.visible[p], led):
            options = [x for x in options if R.follows(x, led)]
        return options

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.phase == OVER:
            return "la partie est terminée."
        p = self.turn
        verb, _, rest = move.partition("-")
        if verb == "miser":
            if self.phase != BIDDING:
                return Refusal("les enchères de cette manche sont terminées : jouez une carte ou une paire.", SEC_PLAY)
            g_text, _, a_text = rest.partition("-")
            g, amount = parse_number(g_text), parse_number(a_text)
            if g is None or amount is None or not 1 <= g <= len(self.bids):
                return f"écrivez miser-<groupe>-<mise>, groupe de 1 à {len(self.bids)}."
            if amount > R.MAX_BID:
                return Refusal(f"la mise maximum est de {R.MAX_BID} pts.", SEC_BID)
            if amount > self.points[p]:
                return Refusal(f"vous ne pouvez miser que les points que vous avez ({self.points[p]}).", SEC_BID)
            b = self.bids[g - 1]
            if b is not None:
                return Refusal(f"le groupe {g} porte déjà une enchère de {b[1]} pt(s) : il faut augmenter "
                               "la mise déjà présente.", SEC_BID)
            return f"mise impossible : de {R.MIN_BID} à {R.MAX_BID} pts."
        if verb == "jouer":
            if self.phase != TRICKS:
                return Refusal("c'est la phase d'enchères : misez d'abord sur un groupe de cartes.", SEC_BID)
            codes = rest.split("-")
            cards = [R.card_of_code(x) for x in codes]
            if not 1 <= len(cards) <= 2 or None in cards or len(set(cards)) != len(cards):
                return "écrivez jouer-<carte> ou jouer-<carte>-<carte> (ex. « jouer-b7a »)."
            missing = [c for c in cards if c not in self.hand(p)]
            if missing:
                return f"{R.card_label(missing[0])} n'est pas dans votre main."
            led = self.led()
            if led is None:
                if len(cards) == 2 and not R.is_pair(cards):
                    return Refusal("on ouvre avec 1 carte, ou avec 2 cartes de même valeur pour former "
                                   "une paire.", SEC_PLAY)
                return "écrivez les deux cartes de la paire dans l'ordre (ex. « jouer-b7a-r7a »)."
            if len(cards) != len(led):
                return Refusal(f"il faut jouer le même nombre de cartes ({len(led)}).", SEC_PLAY)
            if R.must_answer(self.visible[p], led) and not R.follows(cards, led):
                what = (f"une carte {R.SUIT_LABEL[R.suit_of(led)]}" if len(led) == 1
                        else f"une paire {R.SUIT_LABEL[R.suit_of(led)]}")
                return Refusal(f"vous avez {what} visible dans votre jeu : vous devez jouer la couleur "
                               "demandée (avec vos cartes visibles ou cachées).", SEC_PLAY)
            return "écrivez les deux cartes dans l'ordre (ex. « jouer-b7a-r7a »)."
        return "coup inconnu (miser-<groupe>-<mise>, jouer-<carte>)."

    # --- playing ---------------------------------------------------------------------------
    def _apply(self, move, player):
        p = self.turn
        name = self.game.seat_name(p)
        verb, _, rest = move.partition("-")
        if verb == "miser":
            g_text, _, a_text = rest.partition("-")
            g, amount = int(g_text) - 1, int(a_text)
            old = self.bids[g]
            self.points[p] -= amount
            self.bids[g] = [p, amount]
            if old is None:
                self.log(f"{name} mise {amount} pt(s) sur le groupe {g + 1}.")
            else:
                self.points[old[0]] += old[1]
                self.log(f"{name} surenchérit à {amount} pt(s) sur le groupe {g + 1} ; "
                         f"{self.game.seat_name(old[0])} récupère ses {old[1]} pt(s) et devra enchérir à nouveau.")
            self._next_bidder()
            return
        cards = [R.card_of_code(x) for x in rest.split("-")]
        for c in cards:
            (self.visible[p] if c in self.visible[p] else self.hidden[p]).remove(c)
        hidden_used = [c for c in cards if c in self.was_hidden]
        self.trick.append([p, cards])
        note = " (carte cachée)" if len(hidden_used) == 1 and len(cards) == 1 else \
            f" ({len(hidden_used)} cachée(s))" if hidden_used else ""
        self.log(f"{name} joue {R.play_label(cards)}{note}.")
        if len(self.trick) < self.players:
            self.turn = (p + 1) % self.players
            return
        self._close_trick()

    def _next_bidder(self) -> None:
        waiting = [q for q in range(self.players) if self.bid_of(q) is None]
        if not waiting:
            self._end_bidding()
            return
        for k in range(1, self.players + 1):
            q = (self.turn + k) % self.players
            if q in waiting:
                self.turn = q
                return

    def _end_bidding(self) -> None:
        for g, (q, amount) in enumerate(self.bids):
            self.visible[q] = sorted(self.groups[g])
            self.paid[q] = amount
        self.log("Fin des enchères : les points misés sont perdus ; chacun place devant soi le groupe obtenu.")
        self.phase = TRICKS
        self.turn = self.holder
        self.trick = []

    def _close_trick(self) -> None:
        plays = [cards for _, cards in self.trick]
        k = R.trick_winner(plays)
        winner, cards = self.trick[k]
        pair = R.is_pair(cards)
        self.tricks[winner] += 1
        self.trick_points[winner] += R.trick_points(cards, pair)
        self.won[winner].extend(c for _, cs in self.trick for c in cs)
        last = not self.hand(winner)
        ace_note = ""
        if R.value_of(cards[0]) == 1 and R.strength(cards, plays) == 11:
            ace_note = " (l'As vaut 11 face au 10 de même couleur)"
        self.log(f"{self.game.seat_name(winner)} remporte le pli avec {R.play_label(cards)}{ace_note} : "
                 f"{2 if pair else 1} point(s).")
        self.last_trick = {"plays": [[q, list(cs)] for q, cs in self.trick], "winner": winner}
        self.trick = []
        self.turn = winner
        if last:
            self._end_round(winner)

    def _end_round(self, last_winner: int) -> None:
        lines = []
        for q in range(self.players):
            aces = R.aces(self.won[q])
            gain = self.trick_points[q] + aces * R.ACE_BONUS + (R.LAST_TRICK_BONUS if q == last_winner else 0)
            self.points[q] += gain
            parts = [f"{self.tricks[q]} pli(s) : {self.trick_points[q]} pt(s)"]
            if aces:
                parts.append(f"{aces} As : +{aces}")
            if q == last_winner:
                parts.append(f"dernier pli : +{R.LAST_TRICK_BONUS}")
            lines.append(f"{self.game.seat_name(q)} : +{gain} ({', '.join(parts)}), mise {self.paid[q]} ; "
                         f"total {self.points[q]}.")
        self.log(f"Fin de la manche {self.round}.")
        for line in lines:
            self.log(line)
        self.summary = lines
        goal = R.target(self.players)
        best = max(self.points)
        if best >= goal or self.round >= R.MAX_ROUNDS:
            leaders = [q for q in range(self.players) if self.points[q] == best]
            if len(leaders) == 1 or self.round >= R.MAX_ROUNDS:
                self.phase = OVER
                self.log(f"Fin de la partie : {self.game.seat_list(leaders)} "
                         f"{'gagne' if len(leaders) == 1 else 'se partagent la victoire'} avec {best} points.")
                return
            self.log(f"{best} points atteints, mais égalité entre {self.game.seat_list(leaders)} : "
                     "une manche supplémentaire.")
        self.holder = R.next_holder(self.points, self.holder)
        self.log(f"Le jeton Charuma passe à {self.game.seat_name(self.holder)} (le moins de points).")
        self._deal()

    def _deal(self) -> None:
        n = self.players
        deck = list(R.DECK)
        self.shuffle(deck)
        self.round += 1
        self.hidden = [sorted(deck.pop() for _ in range(R.HIDDEN)) for _ in range(n)]
        self.was_hidden = sorted(c for h in self.hidden for c in h)
        self.groups = [sorted(deck.pop() for _ in range(R.GROUP_SIZE)) for _ in range(n)]
        self.bids = [None] * n
        self.visible = [[] for _ in range(n)]
        self.paid = [0] * n
        self.tricks = [0] * n
        self.trick_points = [0] * n
        self.won = [[] for _ in range(n)]
        self.trick = []
        self.last_trick = None
        self.phase = BIDDING
        self.turn = self.holder
        self.log(f"Manche {self.round} : 2 cartes cachées chacun, {n} groupes de {R.GROUP_SIZE} cartes "
                 f"visibles aux enchères ; {self.game.seat_name(self.holder)} a le jeton Charuma.")

    # --- what a seat cannot see --------------------------------------------------------------
    def determinize(self, seat, rng):
        """The other players' hidden cards dealt afresh from every card this seat has not seen (the
        deck's undealt rest included: the seat cannot tell a hidden card from an undealt one)."""
        twin = super().determinize(seat, rng)
        others = [q for q in range(self.players) if q != seat]
        secret = {c for q in others for c in self.hidden[q]}
        seen = set(self.hidden[seat] if 0 <= seat < self.players else ())
        for cards in (*self.groups, *self.visible, *self.won, *(cs for _, cs in self.trick)):
            seen.update(cards)
        pool = sorted(c for c in R.DECK if c not in seen)
        rng.shuffle(pool)
        for q in others:
            twin.hidden[q] = sorted(pool.pop() for _ in self.hidden[q])
        # a card played from hiding is known to have been hidden; the others' hidden ones are not
        twin.was_hidden = sorted({c for c in self.was_hidden if c not in secret}
                                 | {c for q in others for c in twin.hidden[q]})
        return twin

    # --- results and views -------------------------------------------------------------------
    def scores(self):
        return list(self.points)

    def view(self, player):
        mine = player is not None and 0 <= player < self.players
        return {
            "joueur": player,
            "joueurs": self.players,
            "phase": self.phase,
            "tour": self.turn,
            "jeton": self.holder,
            "points": list(self.points),
            "objectif": R.target(self.players),
            "groupes": [list(g) for g in self.groups],
            "encheres": [list(b) if b is not None else None for b in self.bids],
            "visibles": [list(v) for v in self.visible],
            "cachees": list(self.hidden[player]) if mine else None,
            "nb_cachees": [len(h) for h in self.hidden],
            "pli": [[q, list(cs)] for q, cs in self.trick],
            "plis_gagnes": list(self.tricks),
            "ramasse": [list(w) for w in self.won],
        }

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "miser":
            g, _, amount = rest.partition("-")
            return f"Miser {amount} pt(s) sur le groupe {g}"
        if verb == "jouer":
            cards = [R.card_of_code(x) for x in rest.split("-")]
            if None not in cards:
                return "Jouer " + R.play_label(cards)
        return move


@register
class Charuma(Game):
    id = "charuma"
    mode = "partie"
    title = "Charuma : une partie contre les bots"
    state_class = CharumaState
    bots = {"fort": search_bot("Fort", CharumaBot, iterations=24, depth=12), "malin": CharumaBot, "hasard": RandomBot}
    default_bot = "malin"  # the fastest to answer on a phone; the page's tests follow its games
    main_rule_section = SEC_PLAY
    rule_sections = frozenset({SEC_BID, SEC_PLAY})
    options = (PlayerCount(default=3, lo=2, hi=5),)

    def setup(self, options, seed):
        n = options["joueurs"]
        s = CharumaState(self, n, seed)
        s.points = [R.START_POINTS] * n
        s.holder = 0
        s.round = 0
        s.summary = []
        s._deal()
        return s
