"""Turn the Tide, the whole game for 3 to 5 players (mode "partie").

Every trick: « La première carte de chaque pile marée est retournée », then
« Les joueurs choisissent une carte de leur main et la pose face cachée » at
the same time (every player still in the round is in `to_move()`, and the
other players' choices stay hidden), then the cards are revealed and the two
tide cards are handed out. Moves: `jouer-<n>` (n = 1..60).
Players sit 0..n-1 clockwise; « au joueur suivant (à gauche/sens horaire) »
of player p is p + 1.
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import Game, State, parse_number
from ...options import PlayerCount
from ...core import Refusal
from .. import register
from . import rules as R
from .bots import LifeguardBot


class TurnTheTideState(State):
    """Attributes (all JSON): see `TurnTheTide.start` and `_start_round`."""

    def active(self) -> list:
        return [p for p in range(self.players) if not self.eliminated[p]]

    def level(self, p):
        return self.stacks[p][-1] if self.stacks[p] else None

    def to_move(self):
        if self.over:
            return []
        return [p for p in self.active() if self.choices[p] is None]

    def legal_moves(self, player=None):
        player = self.acting(player)
        if player is None:
            return []
        return [f"jouer-{c}" for c in self.hands[player]]

    def why_illegal(self, move, player):
        kind, _, arg = move.partition("-")
        card = parse_number(arg)
        if kind != "jouer" or card is None:
            return f"coup inconnu « {move} » (il faut jouer une carte météo : jouer-<numéro>)."
        if not 1 <= card <= 60:
            return f"les cartes météo vont de 1 à 60 (reçu {arg})."
        if card not in self.hands[player]:
            return Refusal(f"vous n'avez pas la carte météo {card} en main.", "phases-du-jeu")
        return None

    def _apply(self, move, player):
        card = parse_number(move.partition("-")[2])
        self.hands[player].remove(card)
        self.choices[player] = card
        self.log(f"{self.game.seat_name(player)} pose une carte face cachée.")
        if not self.to_move():
            self._resolve_trick()

    # --- the round ---------------------------------------------------------------
    def _start_round(self):
        n = self.players
        self.round += 1
        if self.round == 1:
            deck = list(R.WEATHER)
            self.shuffle(deck)
            # « Chaque joueur reçoit 12 cartes météo. »
            self.round_hands = [sorted(deck[i * 12:(i + 1) * 12]) for i in range(n)]
            self.unused = sorted(deck[n * 12:])
        else:
            # « Les 12 cartes jouées et les bouées sont données au joueur suivant ».
            self.round_hands = [list(self.round_hands[(p - 1) % n]) for p in range(n)]
        self.hands = [list(h) for h in self.round_hands]
        self.played = [[] for _ in range(n)]
        self.buoys_start = [R.buoy_count(h) for h in self.hands]
        self.buoys = list(self.buoys_start)
        self.eliminated = [False] * n
        self.stacks = [[] for _ in range(n)]
        self.choices = [None] * n
        # « Les 24 cartes marée sont mélangées, deux piles de 12 cartes sont constituées. »
        tides = list(R.TIDES)
        self.shuffle(tides)
        self.piles = [tides[:12], tides[12:]]
        self.face_up = []
        self.trick = 0
        self.last_trick = None
        if self.round == 1:
            self.log(f"Manche 1 sur {n} : 12 cartes météo chacun.")
        else:
            self.log(f"Manche {self.round} sur {n} : chaque main et ses bouées passent au joueur suivant.")
        self.log("Bouées : " + ", ".join(f"{self.game.seat_name(p)} {self.buoys[p]}" for p in range(n)) + ".")
        self._reveal_tides()

    def _reveal_tides(self):
        self.trick += 1
        self.face_up = [self.piles[0].pop(), self.piles[1].pop()]
        self.log(f"Tour {self.trick} : cartes marée {self.face_up[0]} et {self.face_up[1]}.")

    def _resolve_trick(self):
        players = self.active()
        plays = {p: self.choices[p] for p in players}
        shown = ", ".join(f"{self.game.seat_name(p)} {plays[p]}" for p in sorted(plays, key=plays.get, reverse=True))
        self.log(f"Cartes révélées : {shown}.")
        taken = R.distribute(plays, self.face_up)
        for p, tide in taken.items():
            # « cette dernière recouvre la précédente »
            self.stacks[p].append(tide)
            self.log(f"{self.game.seat_name(p)} prend la carte marée {tide}.")
        for p in players:
            self.played[p].append(plays[p])
            self.choices[p] = None
        levels = {p: self.level(p) for p in players}
        top = R.highest_tide(levels)
        lost, out = [], []
        for p in top:
            if self.buoys[p] > 0:
                self.buoys[p] -= 1
                lost.append(p)
            else:
                # « Un joueur est considéré comme éliminé si à la fin du tour il
                # ne peut plus retourner de jeton bouée. »
                self.eliminated[p] = True
                out.append(p)
        self.last_trick = {"plis": {str(p): plays[p] for p in players},
                           "marees": list(self.face_up),
                           "pris": {str(p): t for p, t in taken.items()},
                           "bouee": lost, "elimines": out}
        self.face_up = []
        level = levels[top[0]] if top else None
        for p in lost:
            self.log(f"{self.game.seat_name(p)} a la marée la plus haute ({level}) : une bouée en moins "
                     f"(il en reste {self.buoys[p]}).")
        for p in out:
            self.log(f"{self.game.seat_name(p)} a la marée la plus haute ({level}) et n'a plus de bouée : éliminé.")
        # « La manche prend fin quand les joueurs ont joué la totalité de leur
        # main ou s'il ne reste plus que deux joueurs en jeu »
        if self.trick >= R.HAND_SIZE or len(self.active()) <= 2:
            self._end_round()
        else:
            self._reveal_tides()

    def _end_round(self):
        n = self.players
        alive = self.active()
        points = [0] * n
        for p in range(n):
            # « A leur nombre de bouées restantes », « Un joueur éliminé marque -1 point. »
            points[p] = -1 if self.eliminated[p] else self.buoys[p]
        lowest = R.lowest_tide({p: self.level(p) for p in alive})
        for p in lowest:
            # « Un point additionnel est attribué au joueur possédant la carte de marée la plus faible. »
            points[p] += 1
        self.round_scores.append(points)
        for p in range(n):
            self.total[p] += points[p]
        why = "il ne reste que deux joueurs en jeu" if len(alive) <= 2 else "toutes les cartes sont jouées"
        self.log(f"Fin de la manche {self.round} ({why}).")
        self.log(f"Marée la plus faible : {self.game.seat_list(lowest)} (+1).")
        self.log("Points de la manche : " + ", ".join(f"{self.game.seat_name(p)} {points[p]:+d}" for p in range(n))
                 + ".")
        if self.round >= n:
            self.over = True
            win = self.winners()
            self.log(f"Fin de la partie : victoire de {self.game.seat_list(win)} avec {max(self.total)} points.")
        else:
            self._start_round()

    # --- results and views ---------------------------------------------------------
    def scores(self):
        return list(self.total)

    def determinize(self, seat, rng):
        """Cards face down taken back into their hands, then the other hands and the unused cards dealt
        afresh (each keeping its size), the tide piles shuffled together."""
        twin = super().determinize(seat, rng)
        others = [q for q in range(twin.players) if q != seat]
        for q in others:
            if twin.choices[q] is not None:
                twin.hands[q].append(twin.choices[q])
                twin.choices[q] = None
        self.redeal([twin.hands[q] for q in others] + [twin.unused], rng)
        self.redeal(twin.piles, rng)
        for q in others:
            twin.hands[q].sort()
            twin.round_hands[q] = sorted(twin.hands[q] + twin.played[q])
        return twin

    def view(self, player):
        n = self.players
        v = {
            "joueur": player, "manche": self.round, "manches": n, "tour": self.trick,
            "marees_visibles": list(self.face_up), "piles": [len(p) for p in self.piles],
            "niveaux": [self.level(p) for p in range(n)], "piles_maree": [list(s) for s in self.stacks],
            "bouees": list(self.buoys), "bouees_depart": list(self.buoys_start),
            "elimines": list(self.eliminated), "tailles_mains": [len(h) for h in self.hands],
            "ont_choisi": [self.choices[p] is not None for p in range(n)], "a_jouer": self.to_move(),
            "dernier_tour": self.last_trick, "points_manches": [list(r) for r in self.round_scores],
            "total": list(self.total), "fini": self.over,
        }
        if player is not None:
            v["main"] = sorted(self.hands[player])
            v["choix"] = self.choices[player]
            v["jouees"] = list(self.played[player])
        return v

    def describe(self, move, player=None):
        kind, _, arg = move.partition("-")
        if kind == "jouer":
            return f"Jouer la carte météo {arg}"
        return move


# --- the view ----------------------------------------------------------------------


@register
class TurnTheTide(Game):
    id = "turnthetide"
    mode = "partie"
    rule_sections = frozenset({"phases-du-jeu"})
    title = "Turn the Tide : une partie contre des bots"
    state_class = TurnTheTideState
    options = (PlayerCount(default=4, lo=3, hi=5),)
    bots = {"fort": search_bot("Fort", LifeguardBot, iterations=80, depth=24), "prudent": LifeguardBot, "hasard": RandomBot}
    default_bot = "prudent"  # the fastest to answer on a phone

    def setup(self, options, seed):
        n = options["joueurs"]
        s = TurnTheTideState(self, n, seed)
        s.over = False
        s.round = 0
        s.total = [0] * n
        s.round_scores = []
        s._start_round()
        return s
