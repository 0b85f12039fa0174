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
from ...core import Game, Refusal, State, parse_number
from ...options import PlayerCount, Structured, bad_position, position_table
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


# --- a position to start from (the examples beside the rules) ----------------------------------

POSITION_KEYS = {"main", "marees", "niveaux", "meteo", "bouees"}


def _whole(value, lo, hi) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def read_position(value, earlier):
    """A demo block's ``position:`` in the first round: the reader's hand now (12 cards at the first
    trick, one fewer each trick after: its size says the trick), the two tide cards turned face up,
    each player's tide level (0: no tide card yet), the weather cards the others have already laid
    face down for this trick, and each player's lifebuoys (by default, those of their hand)."""
    if position_table(value, POSITION_KEYS) is None:
        return None
    n = earlier.get("joueurs", 4)
    hand = value.get("main", [])
    if (not isinstance(hand, list) or not 1 <= len(hand) <= R.HAND_SIZE or len(set(map(str, hand))) != len(hand)
            or not all(_whole(c, 1, 60) for c in hand)):
        bad_position("« main » : de 1 à 12 cartes météo différentes, de 1 à 60 (la taille de la main dit le tour).")
    trick = R.HAND_SIZE + 1 - len(hand)
    tides = value.get("marees")
    if tides is not None and (not isinstance(tides, list) or len(tides) != 2 or not all(_whole(t, 1, 12) for t in tides)):
        bad_position("« marees » : les deux cartes marée retournées, de 1 à 12, par exemple [3, 10].")
    levels = value.get("niveaux", [0] * n)
    if not isinstance(levels, list) or len(levels) != n or not all(_whole(v, 0, 12) for v in levels):
        bad_position(f"« niveaux » : {n} marées de 0 (aucune carte marée) à 12, une par joueur.")
    taken = [v for v in levels if v]
    if len(taken) > 2 * (trick - 1):
        bad_position(f"« niveaux » : au tour {trick}, {2 * (trick - 1)} cartes marée au plus ont été prises.")
    for v in set(taken + (tides or [])):
        if (taken + (tides or [])).count(v) > 2:
            bad_position(f"« niveaux » et « marees » : la marée {v} n'existe qu'en deux exemplaires.")
    laid = value.get("meteo", [])
    if not isinstance(laid, list) or len(laid) not in (0, n - 1) or not all(_whole(c, 1, 60) for c in laid):
        bad_position(f"« meteo » : aucune carte, ou celles que les {n - 1} autres joueurs ont posées face cachée.")
    if len(set(laid) | set(hand)) != len(laid) + len(hand):
        bad_position("« meteo » : une carte météo figure deux fois (dans la main ou parmi les cartes posées).")
    buoys = value.get("bouees")
    if buoys is not None and (not isinstance(buoys, list) or len(buoys) != n or not all(_whole(b, 0, 12) for b in buoys)):
        bad_position(f"« bouees » : {n} nombres de bouées, un par joueur.")
    return {"main": sorted(hand), "marees": tides, "niveaux": list(levels), "meteo": list(laid), "bouees": buoys}


EXAMPLE = {"main": [5, 16, 29, 33, 44, 51, 57, 59, 60], "marees": [3, 10], "niveaux": [0, 2, 9, 6],
           "meteo": [12, 58, 7]}
"""The page's example: the tide cards 3 and 10, the others' cards 12, 58 and 7 laid face down."""


def _set_position(s, pos):
    """The round as described: the cards not in the reader's hand nor laid face down are dealt to the
    others' hands and to the cards played before (each hand keeping twelve in all), the tide cards
    left after the levels and the two face up shuffled into the piles."""
    n = s.players
    hand, laid = pos["main"], pos["meteo"]
    trick = R.HAND_SIZE + 1 - len(hand)
    rest = [c for c in R.WEATHER if c not in hand and c not in laid]
    s.shuffle(rest)

    def deal(k):
        cards = sorted(rest[:k])
        del rest[:k]
        return cards

    s.hands = [list(hand)] + [deal(len(hand) - (1 if laid else 0)) for _ in range(1, n)]
    s.played = [deal(trick - 1) for _ in range(n)]
    s.choices = [None] + (list(laid) if laid else [None] * (n - 1))
    s.round_hands = [sorted(s.hands[p] + s.played[p] + ([s.choices[p]] if s.choices[p] else []))
                     for p in range(n)]
    s.unused = sorted(rest)
    s.buoys_start = [R.buoy_count(h) for h in s.round_hands]
    s.buoys = list(pos["bouees"]) if pos["bouees"] is not None else list(s.buoys_start)
    s.stacks = [[v] if v else [] for v in pos["niveaux"]]
    tides = list(R.TIDES)
    for v in [v for v in pos["niveaux"] if v] + (pos["marees"] or []):
        tides.remove(v)
    s.shuffle(tides)
    s.face_up = list(pos["marees"]) if pos["marees"] else [tides.pop(), tides.pop()]
    left = R.HAND_SIZE - trick  # tide cards still to turn in each pile
    s.piles = [tides[:left], tides[left:2 * left]]
    s.trick = trick
    s.events.clear()  # the random round's lines would tell another story
    s.log(f"Exemple — manche 1, tour {trick} : cartes marée {s.face_up[0]} et {s.face_up[1]} ; marées : "
          + ", ".join(f"{s.game.seat_name(p)} {s.level(p) or 'aucune'}" for p in range(n)) + ".")
    if laid:
        s.log("Les autres joueurs ont posé leur carte face cachée : à vous.")


# --- the game ------------------------------------------------------------------------


@register
class TurnTheTide(Game):
    id = "turnthetide"
    mode = "partie"
    rule_sections = frozenset({"phases-du-jeu"})
    title = "Turn the Tide : une partie contre des bots"
    state_class = TurnTheTideState
    options = (
        PlayerCount(default=4, lo=3, hi=5),
        Structured("position", "Position de départ (un exemple)", default=None, parse=read_position,
                   expects="une table : main, marees, niveaux, meteo, bouees", example=EXAMPLE,
                   help="Un tour de la première manche : votre main, les cartes marée retournées, la marée "
                        "de chacun et les cartes déjà posées face cachée."),
    )
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
        if options["position"] is not None:
            _set_position(s, options["position"])
        return s
