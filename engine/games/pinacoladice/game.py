"""Piña Coladice, a whole game against bots (mode « partie »), as the page tells it.

« À chaque tour, le joueur va pouvoir lancer jusqu'à trois fois tout ou une
partie de ses dés afin d'essayer d'obtenir une des combinaisons des
sous-verres. Il pourra ensuite placer un de ses 6 pions cocktails sur un
sous-verre, et un seul, s'il réussi une des combinaisons. »

A turn: a roll of the five dice (an explicit chance step, `engine.dice`), then
the player holds or releases dice (« garder-3 », « lacher-3 »), rerolls the
others (« relancer », at most three rolls in all), places a pawn on a coaster
whose combination the dice make (« placer-B3 ») or ends the turn (« passer »).
With the Happy Hour variant, a turn that ends with no combination the player
could take rolls the Happy Hour die (a chance step « des-4 ») and resolves it
(« retirer-B3 », « prendre-B3-2 » then « vers-C4 », « retourner-B3 »).

State (JSON): `faces[sq]` (0 or 1: which face of the coaster is up), `slots[sq]`
(one entry per slot: a seat or None), `cup` (engine.dice), `points`,
`reserve` (pawns not on the board), `last_place` (the placement counter of each
seat's last pawn, for the tie-break), `phase`, `turn`, `effect` / `picked`
(Happy Hour), `final` (end triggered), `line_winner`, `rounds`.
"""

from __future__ import annotations

import re

from ...bots import RandomBot
from ...core import CHANCE, Game, Refusal, parse_number
from ...dice import (RollingState, apply_roll, can_roll, free_dice, hold_moves, new_cup,
                     parse_hold, parse_roll, reset, roll_outcomes, toggle)
from ...options import Flag, PlayerCount
from .. import register
from . import rules as R
from .bots import BarmanBot, FortBot

G = R.GRID
ROLL, CHOOSE, HH_ROLL, HH, OVER = "lancer", "choix", "hh-de", "hh", "fin"
MAX_ROUNDS = 60
"""A safeguard the page does not state: a game still running after 60 rounds
is scored as if its end had been triggered (bots end in about 10 rounds; only
players who hardly ever place a pawn, like the random bot, reach it)."""

HH_TEXT = {
    1: "perdre 3 points",
    2: "retirer un de ses pions cocktails d'un sous-verre, sans perdre les points correspondants",
    3: "tous les autres joueurs gagnent 1 point",
    4: "déplacer un pion cocktail d'un autre joueur vers un autre emplacement libre",
    5: "retourner un sous-verre sur son autre face",
    6: "marquer 4 points",
}
SEC_TURN = "deroulement-de-la-partie"
SEC_END = "fin-de-partie"
SEC_HH = "variante-happy-hour"

_TAKE = re.compile(r"prendre-([A-D][1-4])-([1-9])")


class PinaState(RollingState):

    # --- helpers --------------------------------------------------------------
    def code(self, sq: int) -> str:
        return R.BOARD[sq][self.faces[sq]]

    def name(self, p: int) -> str:
        return self.game.seat_name(p)

    def placeable(self, player: int) -> list[int]:
        """The coasters `player` may take with the dice now."""
        if self.reserve[player] == 0 or self.cup["rolls"] == 0:
            return []
        met = R.combos_met(tuple(self.cup["values"]))
        return [sq for sq in G.squares()
                if None in self.slots[sq] and player not in self.slots[sq] and self.code(sq) in met]

    def destinations(self, owner: int, origin: int) -> list[int]:
        """Where Happy Hour 4 may move `owner`'s pawn from `origin`."""
        return [sq for sq in G.squares()
                if sq != origin and None in self.slots[sq] and owner not in self.slots[sq]]

    def movable(self, player: int) -> list[tuple[int, int]]:
        """(square, owner) of the other players' pawns that have somewhere to go."""
        return [(sq, o) for sq in G.squares() for o in self.slots[sq]
                if o is not None and o != player and self.destinations(o, sq)]

    # --- the API --------------------------------------------------------------
    def pending_roll(self):
        if self.phase == ROLL:
            return len(free_dice(self.cup))
        if self.phase == HH_ROLL:
            return 1
        return None

    def to_move(self):
        if self.phase == OVER:
            return []
        if self.phase in (ROLL, HH_ROLL):
            return [CHANCE]
        return [self.turn]

    def legal_moves(self, player=None):
        if self.phase in (ROLL, HH_ROLL):
            return roll_outcomes(self.pending_roll()) if player == CHANCE else []
        p = self.acting(player)
        if p is None:
            return []
        if self.phase == CHOOSE:
            moves = hold_moves(self.cup)
            if can_roll(self.cup):
                moves.append("relancer")
            moves += [f"placer-{G.name(sq)}" for sq in self.placeable(p)]
            moves.append("passer")
            return moves
        # Happy Hour choices
        if self.effect == 2:
            return [f"retirer-{G.name(sq)}" for sq in G.squares() if p in self.slots[sq]]
        if self.effect == 4 and self.picked is None:
            return [f"prendre-{G.name(sq)}-{o + 1}" for sq, o in self.movable(p)]
        if self.effect == 4:
            sq, owner = self.picked
            return [f"vers-{G.name(d)}" for d in self.destinations(owner, sq)]
        if self.effect == 5:
            return [f"retourner-{G.name(sq)}" for sq in G.squares()]
        return []

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.phase in (HH, ) and not (isinstance(move, str) and move.split("-")[0] in
                                          ("retirer", "prendre", "vers", "retourner")):
            return Refusal(f"il faut d'abord résoudre le dé Happy Hour ({self.effect} : {HH_TEXT[self.effect]}).",
                           SEC_HH)
        hold = parse_hold(move, R.DICE)
        if hold is not None or move == "relancer":
            if self.phase != CHOOSE:
                return Refusal("les dés ne se lancent qu'au début du tour, avant de placer un pion.", SEC_TURN)
            if self.cup["rolls"] >= self.cup["max_rolls"]:
                return Refusal("vous avez fait vos trois lancers : « lancer jusqu'à trois fois ». Placez un pion "
                               "ou passez.", SEC_TURN)
            if move == "relancer":
                return Refusal("tous les dés sont gardés : lâchez-en au moins un pour relancer.", SEC_TURN)
            return "ce dé est déjà dans cet état."
        if isinstance(move, str) and move.startswith("placer-"):
            sq = R.parse_square(move[len("placer-"):])
            if sq is None:
                return "coup inconnu : « placer-B3 » place un pion sur le sous-verre B3 (colonnes A à D, rangées 1 à 4)."
            if self.phase != CHOOSE:
                return Refusal("on ne place un pion qu'après avoir lancé les dés.", SEC_TURN)
            code = self.code(sq)
            label = R.COMBOS[code][1]
            if player in self.slots[sq]:
                return Refusal(f"vous avez déjà un pion sur {G.name(sq)} : « un joueur ne pourra mettre qu'un seul "
                               "pion par sous-verre ».", SEC_TURN)
            if None not in self.slots[sq]:
                return Refusal(f"le sous-verre {G.name(sq)} n'a plus d'emplacement libre.", SEC_TURN)
            if self.reserve[player] == 0:
                return Refusal("vous n'avez plus de pion cocktail en réserve.", SEC_TURN)
            values = " ".join(str(v) for v in self.cup["values"])
            return Refusal(f"les dés ({values}) ne font pas la combinaison de {G.name(sq)} ({label}) : on place "
                           "un pion « s'il réussit une des combinaisons ».", SEC_TURN)
        if isinstance(move, str) and move.split("-")[0] in ("retirer", "prendre", "vers", "retourner"):
            if self.phase != HH:
                return Refusal("ce coup n'existe que pour résoudre le dé de la variante Happy Hour.", SEC_HH)
            return Refusal(f"ce choix ne résout pas l'effet {self.effect} ({HH_TEXT[self.effect]}).", SEC_HH)
        return ("coup inconnu : garder-N / lacher-N (dé N), relancer, placer-B3, passer.")

    def _apply(self, move, player):
        if player == CHANCE:
            values = parse_roll(move, self.pending_roll())
            if self.phase == ROLL:
                apply_roll(self.cup, values)
                shown = " ".join(str(v) for v in self.cup["values"])
                n = self.cup["rolls"]
                self.log(f"{self.name(self.turn)} lance les dés ({n}{'er' if n == 1 else 'e'} lancer) : {shown}.")
                self.phase = CHOOSE
            else:
                self._happy(values[0])
            return
        if self.phase == CHOOSE:
            hold = parse_hold(move, R.DICE)
            if hold is not None:
                toggle(self.cup, move)
                i = hold[1]
                verb = "garde" if hold[0] else "lâche"
                self.log(f"{self.name(player)} {verb} le dé {i + 1} ({self.cup['values'][i]}).")
            elif move == "relancer":
                self.phase = ROLL
            elif move == "passer":
                if self.happy and not self.placeable(player):
                    self.log(f"{self.name(player)} n'obtient aucune combinaison : Happy Hour, il lance un dé.")
                    self.phase = HH_ROLL
                else:
                    self.log(f"{self.name(player)} ne place pas de pion.")
                    self._end_turn()
            else:
                self._place(G.parse(move[len("placer-"):]), player)
            return
        self._resolve(move, player)

    # --- placing and scoring ------------------------------------------------------
    def _place(self, sq: int, player: int) -> None:
        slots = self.slots[sq]
        k = slots.index(None)
        slots[k] = player
        self.reserve[player] -= 1
        self.placed += 1
        self.last_place[player] = self.placed
        base = R.slot_points(self.code(sq), self.players, sq)[k]
        near = R.adjacent_own(self.slots, sq, player)
        self.points[player] += base + near
        slot = f", emplacement {k + 1}" if len(slots) > 1 else ""
        self.log(f"{self.name(player)} place un pion sur {G.name(sq)} ({R.COMBOS[self.code(sq)][1]}{slot}) : "
                 f"{base} + {near} voisin{'s' if near > 1 else ''} = {base + near} point{'s' if base + near > 1 else ''}"
                 f" (total {self.points[player]}).")
        if R.has_line(self.slots, player):
            self._line_win(player)
            return
        if self.reserve[player] == 0:
            self.log(f"{self.name(player)} a placé son 6e pion cocktail : fin de partie déclenchée.")
            self.final = True
        self._end_turn()

    def _line_win(self, player: int) -> None:
        self.line_winner = player
        self.phase = OVER
        self.log(f"{self.name(player)} aligne 4 sous-verres : Piña Coladice ! Il remporte immédiatement la partie.")

    def _end_turn(self) -> None:
        p = self.turn
        if self.points[p] >= R.TARGET and not self.final:
            self.log(f"{self.name(p)} atteint {self.points[p]} points : fin de partie déclenchée, on finit le tour.")
            self.final = True
        last_seat = p == self.players - 1
        if last_seat:
            self.rounds += 1
            if not self.final and self.rounds >= MAX_ROUNDS:
                self.log(f"{MAX_ROUNDS} tours joués : la partie s'arrête.")
                self.final = True
        if self.final and last_seat:
            self.phase = OVER
            ranking = ", ".join(f"{self.name(q)} {self.points[q]}" for q in range(self.players))
            self.log(f"Fin de la partie : {ranking}. Gagne : {self.game.seat_list(self.winners())}.")
            return
        self.turn = (p + 1) % self.players
        self.effect = None
        self.picked = None
        reset(self.cup)
        self.phase = ROLL

    # --- Happy Hour -------------------------------------------------------------------
    def _happy(self, d: int) -> None:
        p = self.turn
        self.effect = d
        self.log(f"Dé Happy Hour : {d}, {HH_TEXT[d]}.")
        if d == 1:
            lost = min(R.HAPPY_PENALTY, self.points[p])
            self.points[p] -= lost
            self.log(f"{self.name(p)} perd {lost} point{'s' if lost > 1 else ''} (total {self.points[p]}).")
        elif d == 3:
            for q in range(self.players):
                if q != p:
                    self.points[q] += 1
            self.log("Tous les autres joueurs gagnent 1 point.")
        elif d == 6:
            self.points[p] += R.HAPPY_BONUS
            self.log(f"{self.name(p)} marque 4 points (total {self.points[p]}).")
        else:
            self.phase = HH
            if not self.legal_moves(p):
                self.log("Sans effet : aucun pion ne peut être choisi.")
            else:
                return
        self._end_turn()

    def _resolve(self, move: str, player: int) -> None:
        verb, _, rest = move.partition("-")
        if verb == "retirer":
            sq = G.parse(rest)
            self.slots[sq][self.slots[sq].index(player)] = None
            self.reserve[player] += 1
            self.log(f"{self.name(player)} retire son pion de {G.name(sq)} (il garde ses points).")
        elif verb == "prendre":
            m = _TAKE.fullmatch(move)
            self.picked = [G.parse(m.group(1)), parse_number(m.group(2)) - 1]
            self.log(f"{self.name(player)} prend le pion de {self.name(self.picked[1])} en {m.group(1)}.")
            return
        elif verb == "vers":
            origin, owner = self.picked
            dest = G.parse(rest)
            self.slots[origin][self.slots[origin].index(owner)] = None
            self.slots[dest][self.slots[dest].index(None)] = owner
            self.log(f"… et le pose en {G.name(dest)} ({self.name(owner)} ne marque pas de points).")
            if R.has_line(self.slots, owner):
                self._line_win(owner)
                return
        elif verb == "retourner":
            sq = G.parse(rest)
            back = [o for o in self.slots[sq] if o is not None]
            for o in back:
                self.reserve[o] += 1
            self.faces[sq] = 1 - self.faces[sq]
            self.slots[sq] = [None] * len(self.slots[sq])
            freed = f" ; retour en réserve : {self.game.seat_list(back)}" if back else ""
            self.log(f"{self.name(player)} retourne {G.name(sq)} : {R.COMBOS[self.code(sq)][1]}{freed}.")
        self._end_turn()

    # --- the end ------------------------------------------------------------------------
    def scores(self):
        return list(self.points)

    def winners(self):
        """The line's author, else the most points; « Si deux joueurs sont à
        égalité, c'est celui qui a posé un pion cocktail en dernier qui
        l'emporte. »"""
        if self.phase != OVER:
            return []
        if self.line_winner is not None:
            return [self.line_winner]
        best = max(self.points)
        tied = [p for p in range(self.players) if self.points[p] == best]
        latest = max(self.last_place[p] for p in tied)
        if latest < 0:
            return tied
        return [p for p in tied if self.last_place[p] == latest]

    def view(self, player):
        return {
            "joueur": player,
            "joueurs": self.players,
            "faces": list(self.faces),
            "combinaisons": [self.code(sq) for sq in G.squares()],
            "emplacements": [list(s) for s in self.slots],
            "des": list(self.cup["values"]),
            "gardes": list(self.cup["held"]),
            "lancers": self.cup["rolls"],
            "points": list(self.points),
            "reserve": list(self.reserve),
            "tour": self.turn,
            "phase": self.phase,
            "effet": self.effect,
            "choisi": None if self.picked is None else list(self.picked),
            "fin_declenchee": self.final,
            "happy_hour": self.happy,
        }

    def describe(self, move, player=None):
        hold = parse_hold(move, R.DICE)
        if hold is not None:
            return f"{'Garder' if hold[0] else 'Lâcher'} le dé {hold[1] + 1}"
        if move == "relancer":
            return "Relancer les dés non gardés"
        if move == "passer":
            return "Finir le tour sans placer de pion"
        verb, _, rest = move.partition("-")
        if verb == "placer":
            sq = G.parse(rest)
            return f"Placer un pion sur {rest} ({R.COMBOS[self.code(sq)][1]})" if sq is not None else move
        if verb == "retirer":
            return f"Retirer votre pion de {rest}"
        if verb == "prendre":
            m = _TAKE.fullmatch(move)
            if m and parse_number(m.group(2)):
                return f"Prendre le pion de {self.name(int(m.group(2)) - 1)} en {m.group(1)}"
        if verb == "vers":
            return f"Le poser en {rest}"
        if verb == "retourner":
            return f"Retourner le sous-verre {rest}"
        return move


@register
class PinaColadice(Game):
    id = "pinacoladice"
    mode = "partie"
    title = "Piña Coladice : une partie contre les bots"
    state_class = PinaState
    bots = {"fort": FortBot, "barman": BarmanBot, "hasard": RandomBot}
    player_names = R.PLAYER_NAMES
    main_rule_section = SEC_TURN
    rule_sections = frozenset({SEC_TURN, SEC_END, SEC_HH})

    options = (
        PlayerCount(default=2, lo=2, hi=4),
        Flag("happy_hour", "Variante Happy Hour", default=False,
             help="Sans combinaison à la fin de ses lancers, on lance un dé et on résout son effet."),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = PinaState(self, n, seed)
        s.happy = options["happy_hour"]
        s.faces = [0] * G.size
        s.slots = [[None] * len(R.slot_points(R.BOARD[sq][0], n, sq)) for sq in G.squares()]
        s.cup = new_cup(R.DICE, R.ROLLS)
        s.points = [p + 1 for p in range(n)]        # « Le premier joueur commence avec 1 point… »
        s.reserve = [R.PAWNS] * n
        s.last_place = [-1] * n
        s.placed = 0
        s.turn = 0
        s.phase = ROLL
        s.effect = None
        s.picked = None
        s.final = False
        s.line_winner = None
        s.rounds = 0
        s.log(f"{n} joueurs, 6 pions cocktails chacun ; points de départ : "
              + ", ".join(f"{self.seat_name(p)} {p + 1}" for p in range(n))
              + (" ; variante Happy Hour." if s.happy else "."))
        return s
