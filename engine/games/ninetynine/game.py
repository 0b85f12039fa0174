"""Ninety-Nine, the whole game for 3 players (mode "partie").

A mène: « Chaque joueur reçoit 12 cartes en main. Il en défausse 3 près de lui
(le pari). Il annonce s'il rajoute ou non une contrainte à son pari [...] :
Déclarer - Révéler ou Aucun des 2. Le voisin à gauche du donneur entame la
mène. » Then 9 tricks, then the score. The three bids are chosen at the same
time (every player not yet done is in `to_move()`), one card at a time
(`parier-<carte>`, `reprendre-<carte>`), and confirmed with the announcement
(`annonce-aucune`, `annonce-declarer`, `annonce-reveler`).
Players sit 0, 1, 2 clockwise; « à gauche » of player p is p + 1.
"""

from __future__ import annotations

import math

from ...bots import RandomBot, search_bot
from ...cards import deal
from ...core import Game, State
from ...options import Choice, PlayerCount
from ...core import Refusal
from .. import register
from . import rules as R
from .bots import PlannerBot, best_bid, estimate_tricks

ANNOUNCE_NAME = {"aucune": "aucune annonce", "declarer": "déclaration", "reveler": "révélation"}
MANCHE_TARGET = 100
VALUE_SCALE = 15.0  # search_value: points of lead that give about 0.73 in a duel


class NinetyNineState(State):
    """Attributes (all JSON): see `NinetyNine.start` for the full list."""

    # --- whose turn and which moves -----------------------------------------
    def to_move(self):
        if self.over:
            return []
        if self.phase == "pari":
            return [p for p in range(3) if not self.ready[p]]
        return [self.turn]

    def legal_moves(self, player=None):
        player = self.acting(player)
        if player is None:
            return []
        if self.phase == "pari":
            bid = self.bids[player]
            moves = []
            if len(bid) < 3:
                moves += ["parier-" + c for c in self.hands[player]]
            moves += ["reprendre-" + c for c in bid]
            if len(bid) == 3:
                moves += ["annonce-" + a for a in R.ANNOUNCES]
            return moves
        return ["jouer-" + c for c in R.playable(self.hands[player], [c for _, c in self.trick])]

    def why_illegal(self, move, player):
        kind, _, arg = move.partition("-")
        known = ("parier", "reprendre", "annonce", "jouer")
        if kind not in known:
            return (f"coup inconnu « {move} » (coups possibles : parier-<carte>, reprendre-<carte>, "
                    "annonce-aucune|declarer|reveler, jouer-<carte>).")
        if kind == "annonce":
            if arg not in R.ANNOUNCES:
                return f"annonce inconnue « {arg} » (choix : aucune, declarer, reveler)."
        elif arg not in R.CARD_SET:
            return f"carte inconnue « {arg} » (exemples : A-pique, 10-coeur, V-trefle)."
        hand = self.hands[player]
        if self.phase == "pari":
            bid = self.bids[player]
            if kind == "jouer":
                return Refusal("on ne joue pas encore : chacun doit d'abord défausser 3 cartes pour son pari.", "a-comment-calculer-le-nombre-de-plis-parie-dans-la-defausse")
            if kind == "parier":
                if arg not in hand:
                    return Refusal(f"vous n'avez pas {R.long_label(arg)} en main.",
                                   "a-comment-calculer-le-nombre-de-plis-parie-dans-la-defausse")
                if len(bid) >= 3:
                    return Refusal("le pari compte exactement 3 cartes : reprenez-en une avant d'en défausser une autre.", "a-comment-calculer-le-nombre-de-plis-parie-dans-la-defausse")
                return None
            if kind == "reprendre":
                if arg not in bid:
                    return Refusal(f"{R.long_label(arg)} n'est pas dans votre pari.",
                                   "a-comment-calculer-le-nombre-de-plis-parie-dans-la-defausse")
                return None
            if len(bid) != 3:
                return Refusal(f"le pari se fait avec exactement 3 cartes défaussées ({len(bid)} choisie(s) pour l'instant).", "a-comment-calculer-le-nombre-de-plis-parie-dans-la-defausse")
            return None
        if kind != "jouer":
            return Refusal("les paris sont faits : c'est le moment de jouer une carte.", "deroulement-du-jeu")
        if arg not in hand:
            return f"vous n'avez pas {R.long_label(arg)} en main."
        if self.trick:
            led = R.suit_of(self.trick[0][1])
            same = [c for c in hand if R.suit_of(c) == led]
            if same and R.suit_of(arg) != led:
                shown = " ".join(R.label(c) for c in same)
                return Refusal(f"il faut fournir {R.SUIT_SYMBOL[led]} {R.SUIT_NAME[led]}, la couleur demandée : "
                        f"vous en avez encore ({shown}).", "deroulement-du-jeu")
        return None

    # --- applying a move -----------------------------------------------------
    def _apply(self, move, player):
        kind, _, arg = move.partition("-")
        name = self.game.seat_name(player)
        if kind == "parier":
            self.hands[player].remove(arg)
            self.bids[player].append(arg)
        elif kind == "reprendre":
            self.bids[player].remove(arg)
            self.hands[player] = R.sort_hand(self.hands[player] + [arg])
        elif kind == "annonce":
            self.ready[player] = True
            self.choice[player] = arg
            self.log(f"{name} a posé ses 3 cartes de pari.")
            if all(self.ready):
                self._start_play()
        else:
            self.hands[player].remove(arg)
            self.trick.append([player, arg])
            self.log(f"{name} joue {R.label(arg)}.")
            if len(self.trick) == 3:
                self._end_trick()
            else:
                self.turn = (self.turn + 1) % 3

    def _deal(self):
        """Shuffle, 12 cards each from the dealer's left, then the trump."""
        self.mene += 1
        self.menes_in_manche += 1
        self.deck = list(R.DECK37 if self.trump_option == "standard" else R.DECK36)
        self.shuffle(self.deck)
        self.hands = [[], [], []]
        order = [(self.dealer + 1 + i) % 3 for i in range(3)]
        deal(self, [self.hands[p] for p in order], 12)
        self.aside = [R.JOKER]
        self.turned = None
        where = f"manche {self.manche}, " if self.end_option != "9-menes" else ""
        self.log(f"Mène {self.mene} ({where}{self.game.seat_name(self.dealer)} donne) : 12 cartes chacun.")
        if self.trump_option == "standard":
            # « La couleur de l'atout est déterminée par tirage au sort d'une carte. »
            self.turned = self.deck.pop()
            if self.turned == R.JOKER:
                self.log("Carte retournée : le Joker. La mène se joue sans atout.")
            else:
                # « Sur BGA, le Joker est remplacé directement par cette carte. »
                for hand in self.hands:
                    if R.JOKER in hand:
                        hand[hand.index(R.JOKER)] = self.turned
                self.log(f"Carte retournée : {R.label(self.turned)} ; elle remplace le Joker dans la main "
                         "de celui qui l'a reçu.")
            self.trump = R.trump_of_turned(self.turned)
            if self.turned != R.JOKER and self.trump is None:
                self.log("C'est un 9 : la mène se joue sans atout.")
        else:
            if self.mene == 1:
                self.trump = "carreau" if self.trump_option == "jeter-joker" else None
            else:
                self.trump = R.TRUMP_BY_SUCCESSES[self.last_successes]
        self.deck = []
        self.hands = [R.sort_hand(h) for h in self.hands]
        self.log(f"Atout : {R.suit_label(self.trump)}.")
        self.phase = "pari"
        self.bids = [[], [], []]
        self.ready = [False, False, False]
        self.choice = [None, None, None]
        self.announcer = None
        self.announce = None
        self.tricks_won = [0, 0, 0]
        self.taken = [[], [], []]
        self.trick = []
        self.last_trick = None
        self.leader = self.turn = (self.dealer + 1) % 3

    def _start_play(self):
        """Resolve the announcements, then « Le voisin à gauche du donneur entame »."""
        # « Un joueur qui révèle a la priorité sur celui qui déclare quelle que
        # soit sa position » ; otherwise « la priorité est donnée au joueur à
        # gauche du donneur et ainsi de suite [...] jusqu'au donneur ».
        order = [(self.dealer + 1 + i) % 3 for i in range(3)]
        for kind in ("reveler", "declarer"):
            wanting = [p for p in order if self.choice[p] == kind]
            if wanting:
                self.announcer, self.announce = wanting[0], kind
                break
        cancelled = [p for p in order if self.choice[p] in ("declarer", "reveler") and p != self.announcer]
        if self.announcer is not None:
            a = self.announcer
            shown = " ".join(R.label(c) for c in self.bids[a])
            what = "révèle son jeu et son pari" if self.announce == "reveler" else "déclare son pari"
            self.log(f"{self.game.seat_name(a)} {what} : {shown}, soit {R.bid_value(self.bids[a])} pli(s).")
            for p in cancelled:
                self.log(f"L'annonce de {self.game.seat_name(p)} ({ANNOUNCE_NAME[self.choice[p]]}) ne compte pas : "
                         f"une seule annonce par mène, priorité à {self.game.seat_name(a)}.")
        self.phase = "jeu"
        self.leader = self.turn = (self.dealer + 1) % 3
        self.log(f"{self.game.seat_name(self.turn)} entame.")

    def _end_trick(self):
        cards = [c for _, c in self.trick]
        best, why, _ = R.explain_trick(cards, self.trump)
        winner = self.trick[best][0]
        self.tricks_won[winner] += 1
        self.taken[winner].extend(cards)
        self.last_trick = {"cartes": [list(x) for x in self.trick], "gagnant": winner, "raison": why}
        self.log(f"{self.game.seat_name(winner)} remporte le pli. {why}")
        self.trick = []
        self.leader = self.turn = winner
        if sum(self.tricks_won) == 9:
            self._end_mene()

    def _end_mene(self):
        bids = [R.bid_value(b) for b in self.bids]
        points, success = R.score_mene(self.tricks_won, bids, self.announcer, self.announce)
        for p in range(3):
            shown = " ".join(R.label(c) for c in self.bids[p])
            verdict = "pari réussi" if success[p] else "pari manqué"
            self.log(f"{self.game.seat_name(p)} : pari {shown} = {bids[p]}, {self.tricks_won[p]} pli(s), "
                     f"{verdict}, +{points[p]} points.")
        if self.announcer is not None:
            value = R.ANNOUNCE_BONUS[self.announce]
            a = self.game.seat_name(self.announcer)
            if success[self.announcer]:
                self.log(f"{ANNOUNCE_NAME[self.announce].capitalize()} réussie : +{value} pour {a}.")
            else:
                self.log(f"{ANNOUNCE_NAME[self.announce].capitalize()} chutée : +{value} pour chaque adversaire de {a}.")
        self.history.append({"mene": self.mene, "manche": self.manche, "atout": self.trump,
                             "paris": bids, "plis": list(self.tricks_won), "points": points,
                             "annonceur": self.announcer, "annonce": self.announce})
        for p in range(3):
            self.manche_points[p] += points[p]
            self.total[p] += points[p]
        self.last_successes = sum(success)
        if self.end_option == "9-menes":
            if self.mene >= 9:
                self._finish()
                return
        elif max(self.manche_points) >= MANCHE_TARGET:
            self._end_manche()
            if self.over:
                return
        self.dealer = (self.dealer + 1) % 3
        self._deal()

    def _end_manche(self):
        """« Une manche se termine quand au moins un joueur cumule 100 points en
        fin de mène. » « Elle est gagnée par celui qui a le plus de points. »"""
        reached = [p for p in range(3) if self.manche_points[p] >= MANCHE_TARGET]
        if self.end_option == "3-manches-bonus":
            bonus = R.SUCCESS_BONUS[len(reached)]
            for p in reached:
                self.manche_points[p] += bonus
                self.total[p] += bonus
            self.log(f"Bonus de fin de manche : +{bonus} pour {self.game.seat_list(reached)} "
                     f"(100 points atteints).")
        best = max(self.manche_points)
        winners = [p for p in range(3) if self.manche_points[p] == best]
        for p in winners:
            self.manches_won[p] += 1
        self.manche_results.append({"manche": self.manche, "points": list(self.manche_points),
                                    "gagnants": winners})
        self.log(f"Fin de la manche {self.manche} : gagnée par {self.game.seat_list(winners)} "
                 f"avec {best} points.")
        self.manche += 1
        self.manche_points = [0, 0, 0]
        self.menes_in_manche = 0
        if self.end_option == "3-manches-gagnantes":
            if max(self.manches_won) >= 3:
                self._finish()
        elif self.manche > 3:
            self._finish()

    def _finish(self):
        self.over = True
        self.phase = "fin"
        win = self.winners()
        if self.end_option == "3-manches-gagnantes":
            self.log(f"Fin de la partie : {self.game.seat_list(win)} remporte(nt) 3 manches.")
        else:
            self.log(f"Fin de la partie : {self.game.seat_list(win)} gagne(nt) avec {max(self.total)} points.")

    # --- results and views -----------------------------------------------------
    def scores(self):
        if self.end_option == "3-manches-gagnantes":
            return list(self.manches_won)
        return list(self.total)

    def bid_visible(self, owner, viewer):
        if viewer == owner:
            return True
        return self.phase == "jeu" and owner == self.announcer

    def hand_visible(self, owner, viewer):
        if viewer == owner:
            return True
        return self.phase == "jeu" and owner == self.announcer and self.announce == "reveler"

    def determinize(self, seat, rng):
        """The hands and bids `seat` cannot see dealt afresh from their pooled cards (each keeping its
        size); a hidden announcement choice becomes « aucune ». A hidden bid already laid is then
        chosen again from the cards dealt to its owner as « malin » would lay it (in play, counting
        the tricks its owner has taken), so that each determinized player plays to a bid that fits
        its hand; a bid still being laid goes back to the hand, to be laid again."""
        twin = super().determinize(seat, rng)
        zones = []
        guessed = []
        for q in range(3):
            if q == seat:
                continue
            if not twin.hand_visible(q, seat):
                zones.append(twin.hands[q])
            if not twin.bid_visible(q, seat):
                zones.append(twin.bids[q])
                guessed.append(q)
                if twin.choice[q] is not None:
                    twin.choice[q] = "aucune"
        self.redeal(zones, rng)
        for q in guessed:
            if twin.hand_visible(q, seat):
                continue
            cards = twin.hands[q] + twin.bids[q]
            if twin.phase == "pari" and not twin.ready[q]:
                bid = []
            elif len(cards) >= 3 and R.JOKER not in twin.bids[q]:
                bid = best_bid(cards, twin.trump, twin.tricks_won[q] if twin.phase == "jeu" else 0)[0]
            else:
                continue
            twin.bids[q] = bid
            twin.hands[q] = [c for c in cards if c not in bid]
        twin.hands = [R.sort_hand(h) for h in twin.hands]
        return twin

    def search_candidates(self, player, legal):
        """While the bid is laid, the search weighs only the announcement (the 3 cards are « malin »'s
        choice: the greedy move is always a candidate)."""
        if self.phase == "pari":
            return [m for m in legal if m.startswith("annonce-")]
        return legal

    def search_value(self):
        """A position not over, for engine.search: each player's total plus, during play, the mène's
        points foreseen (tricks taken, the bonus of a bid still within reach, the announcement),
        then each player against each other one (a mean of duels, `VALUE_SCALE` points of lead
        give about 0.73)."""
        points = [float(t) for t in self.total]
        if self.phase == "jeu":
            left = 9 - sum(self.tricks_won)
            chance = []
            for p in range(3):
                need = R.bid_value(self.bids[p]) - self.tricks_won[p]
                if need < 0 or need > left:
                    chance.append(0.0)
                elif left == 0:
                    chance.append(1.0)
                else:
                    est = estimate_tricks(self.hands[p], self.trump)
                    chance.append(1.0 / (1.0 + (est - need) ** 2))
            for p in range(3):
                points[p] += self.tricks_won[p] + 20.0 * chance[p]
            a = self.announcer
            if a is not None:
                value = R.ANNOUNCE_BONUS[self.announce]
                points[a] += value * chance[a]
                for p in range(3):
                    if p != a:
                        points[p] += value * (1.0 - chance[a])
        out = []
        for p in range(3):
            v = 0.0
            for q in range(3):
                if q != p:
                    x = (points[p] - points[q]) / VALUE_SCALE
                    v += 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
            out.append(v / 2)
        return out

    def view(self, player):
        v = {
            "joueur": player, "phase": self.phase, "mene": self.mene, "manche": self.manche,
            "fin": self.end_option, "option_atout": self.trump_option, "atout": self.trump,
            "retournee": self.turned, "donneur": self.dealer, "a_jouer": self.to_move(),
            "pli": [list(x) for x in self.trick], "entame": self.leader,
            "dernier_pli": self.last_trick, "plis": list(self.tricks_won),
            "points_manche": list(self.manche_points), "total": list(self.total),
            "manches_gagnees": list(self.manches_won), "historique": [dict(h) for h in self.history],
            "tailles_mains": [len(h) for h in self.hands], "prets": list(self.ready),
            "annonceur": self.announcer if self.phase == "jeu" else None,
            "annonce": self.announce if self.phase == "jeu" else None,
            "paris_visibles": {str(p): list(self.bids[p]) for p in range(3) if self.bid_visible(p, player)},
            "mains_visibles": {str(p): list(self.hands[p]) for p in range(3) if self.hand_visible(p, player)},
        }
        if player is not None:
            v["main"] = list(self.hands[player])
            v["pari"] = list(self.bids[player])
            v["valeur_pari"] = R.bid_value(self.bids[player])
            v["annonce_choisie"] = self.choice[player]
        return v

    def describe(self, move, player=None):
        kind, _, arg = move.partition("-")
        if kind == "parier":
            return f"Mettre {R.label(arg)} dans le pari"
        if kind == "reprendre":
            return f"Reprendre {R.label(arg)}"
        if kind == "annonce":
            return {"aucune": "Valider le pari sans annonce", "declarer": "Valider et déclarer (+30)",
                    "reveler": "Valider et révéler (+60)"}.get(arg, move)
        if kind == "jouer":
            return f"Jouer {R.label(arg)}"
        return move


# --- the view ------------------------------------------------------------------


@register
class NinetyNine(Game):
    id = "ninetynine"
    mode = "partie"
    rule_sections = frozenset({"a-comment-calculer-le-nombre-de-plis-parie-dans-la-defausse", "deroulement-du-jeu"})
    main_rule_section = "deroulement-du-jeu"  # the cards a player holds, the turn order
    title = "Ninety-Nine : une partie à 3 contre deux bots"
    state_class = NinetyNineState

    # playouts to the end of the mène (40 moves), read by `search_value` if cut short
    bots = {"fort": search_bot("Fort", PlannerBot, iterations=24, depth=40), "malin": PlannerBot, "hasard": RandomBot}
    default_bot = "malin"  # the fastest to answer on a phone

    options = (
        PlayerCount(default=3, lo=3, hi=3, help="Ninety-Nine se joue à 3 : les deux autres sièges sont des bots."),
        Choice("atout", "Atout", default="standard", choices=R.TRUMP_OPTIONS),
        Choice("fin", "Fin de la partie", default="3-manches-bonus", choices=R.END_LABEL),
    )

    def setup(self, options, seed):
        s = NinetyNineState(self, 3, seed)
        s.trump_option = options["atout"]
        s.end_option = options["fin"]
        s.over = False
        s.phase = "pari"
        s.mene = 0
        s.manche = 1
        s.menes_in_manche = 0
        # The first dealer is the last seat, so that « le voisin à gauche du
        # donneur », Joueur 1, leads the first mène.
        s.dealer = 2
        s.total = [0, 0, 0]
        s.manche_points = [0, 0, 0]
        s.manches_won = [0, 0, 0]
        s.manche_results = []
        s.history = []
        s.last_successes = 0
        s._deal()
        return s
