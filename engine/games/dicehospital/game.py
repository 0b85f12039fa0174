"""Dice Hospital ER, the whole game (mode « partie »), as the page describes it.

« À chaque tour, une carte Ambulance est piochée et les dés lancés. Les dés sont placés à côté de
la carte en fonction de leur couleur. Un joueur, désigné Médecin Chef (par une carte qui tourne dans
le sens horaire à chaque tour) choisit une combinaison de couleur dé-bonus et l'inscrit sur son
plateau. Les autres joueurs choisissent simultanément une combinaison parmi les deux dés restants. »

A turn: the chance step « des-352 » (the Ambulance card on top of the shuffled pile, the red, yellow
and blue dice); the Médecin Chef takes a combination (« combi-R »: the red die and the bonus beside
it) and admits its patient(s); then the others, each a combination of the two other dice. A blood bag
crossed out takes a die with another bonus (« combi-R-J ») or, for the others, « la même combinaison
que le Médecin Chef ». Placing is the admission of the calculator: « case-2-3 », « stetho-plus »,
« stetho-moins », « rideau », « rideau-1-2 », « placer-sup », « morgue ». After each turn the
Cardiologue cards are checked; after the 24th card, the final count.
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import CHANCE, Game, Refusal, State, french_list
from ...dice import parse_roll, roll_outcomes
from ...options import PlayerCount
from .. import register
from . import rules as R
from .bots import DiceHospitalBot
from .calculators import parse_square

COLOUR_NAME = {c: R.COLOURS[c][0] for c in R.DICE_ORDER}


def combi_move(die_colour: str, bonus_colour: str) -> str:
    return f"combi-{die_colour}" if die_colour == bonus_colour else f"combi-{die_colour}-{bonus_colour}"


def parse_combi(move) -> tuple[str, str] | None:
    """« combi-R » -> ("R", "R"); « combi-R-J » -> ("R", "J") (the red die, the yellow bonus)."""
    if not isinstance(move, str) or not move.startswith("combi-"):
        return None
    parts = move[6:].split("-")
    if len(parts) == 1 and parts[0] in R.DICE_ORDER:
        return parts[0], parts[0]
    if len(parts) == 2 and all(p in R.DICE_ORDER for p in parts) and parts[0] != parts[1]:
        return parts[0], parts[1]
    return None


def new_sheet(wards: int) -> dict:
    return {"filled": [[] for _ in range(wards)], "morgue": 0, "stetho": 0, "bags": 0, "curtains": [],
            "critical": [], "nurses": [False] * wards, "goals": 0, "cardio": []}


class DiceHospitalState(State):
    """wards (the sheet, the same for all); deck (Ambulance cards still to draw), card and dice (this
    turn's); turn (cards drawn), chief (the Médecin Chef's seat), phase (« tirage », « chef »,
    « autres », « fin »), chief_pick (the chief's [die colour, bonus colour]); sheets (per player: the
    dice admitted per ward, morgue, stetho and bags circled, curtains, critical squares, nurses crossed
    out, objective points, Cardiologue cards scored); pending (per player: None before choosing, then
    the combination in play: die and bonus colours, todo, active, shift, extra die, curtain, here);
    cardio (the two Cardiologue cards and their side: « neuve », « retournee », « defaussee »)."""

    never_negative = ("turn",)

    # --- helpers ------------------------------------------------------------------------------
    def bonus_of(self, colour: str) -> str:
        return R.card_bonuses(self.card)[R.DICE_ORDER.index(colour)]

    def die_of(self, colour: str) -> list:
        return [colour, self.dice[R.DICE_ORDER.index(colour)]]

    def available(self, p: int) -> list[str]:
        """The chief chooses among the three dice, the others « parmi les deux dés restants »."""
        if p == self.chief:
            return list(R.DICE_ORDER)
        return [c for c in R.DICE_ORDER if c != self.chief_pick[0]]

    def combinations(self, p: int) -> list[str]:
        avail = self.available(p)
        moves = [combi_move(c, c) for c in avail]
        if self.sheets[p]["bags"] >= 1:
            moves += [combi_move(x, y) for x in avail for y in avail if x != y]
            if p != self.chief:
                chief = combi_move(*self.chief_pick)
                if chief not in moves:
                    moves.append(chief)
        return moves

    def active_die(self, p: int):
        pend = self.pending[p]
        if not pend or not pend["todo"]:
            return None
        base = self.die_of(pend["de"]) if pend["active"] == "de" else pend["extra"]
        return R.shifted(base, pend["shift"][pend["active"]])

    def curtained(self, p: int, w: int, k: int) -> bool:
        return f"{w + 1}-{k + 1}" in self.sheets[p]["curtains"]

    def square_problem(self, p: int, w: int, k: int) -> str | None:
        sheet = self.sheets[p]
        return R.admission_problem(self.wards[w], sheet["filled"][w], k, self.active_die(p),
                                   curtain_before=k > 0 and self.curtained(p, w, k - 1),
                                   curtain_here=self.pending[p]["here"])

    def stetho_problem(self, p: int, step: int) -> str | None:
        d = self.active_die(p)
        if d is None:
            return "prenez d'abord une combinaison : le stéthoscope modifie la valeur de son dé."
        if not 1 <= d[1] + step <= 6:
            return f"un dé va de 1 à 6 : le {R.die_name(d)} ne passe pas à {d[1] + step}."
        pend = self.pending[p]
        s = pend["shift"][pend["active"]]
        if abs(s + step) > abs(s) and self.sheets[p]["stetho"] < 1:
            return ("aucun stéthoscope entouré à rayer : « Ces stéthoscopes peuvent ensuite être rayés pour "
                    "modifier la valeur d'un dé (+1/-1 par stéthoscope). »")
        return None

    def placing(self, p: int) -> bool:
        pend = self.pending[p]
        return bool(pend) and bool(pend["todo"])

    def points(self, p: int) -> int:
        sheet = self.sheets[p]
        return (R.score(self.wards, sheet["filled"], sheet["morgue"], sum(sheet["nurses"]),
                        R.critical_points(sheet["filled"], sheet["critical"])) + sheet["goals"])

    # --- the contract -------------------------------------------------------------------------
    def to_move(self):
        if self.phase == "fin":
            return []
        if self.phase == "tirage":
            return [CHANCE]
        if self.phase == "chef":
            return [self.chief]
        return [p for p in range(self.players) if p != self.chief and not self.done[p]]

    def legal_moves(self, player=None):
        if self.phase == "tirage":
            return roll_outcomes(3) if player == CHANCE else []
        p = self.acting(player)
        if p is None or p == CHANCE:
            return []
        if self.pending[p] is None:
            return self.combinations(p)
        pend, sheet = self.pending[p], self.sheets[p]
        moves = []
        if len(pend["todo"]) == 2:
            moves.append("placer-" + ("sup" if pend["active"] == "de" else "de"))
        for w in range(len(self.wards)):
            k = R.next_square(sheet["filled"][w])
            if k < len(self.wards[w]["cases"]) and self.square_problem(p, w, k) is None:
                moves.append(f"case-{w + 1}-{k + 1}")
        moves += [m for m, step in (("stetho-moins", -1), ("stetho-plus", 1)) if self.stetho_problem(p, step) is None]
        if pend["curtain"] or pend["here"]:
            moves.append("rideau")
        if pend["curtain"]:
            moves += [f"rideau-{w + 1}-{k + 1}" for w in range(len(self.wards))
                      for k in range(len(sheet["filled"][w])) if not self.curtained(p, w, k)]
        moves.append("morgue")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        p = player
        pend = self.pending[p] if 0 <= p < self.players else None
        combi = parse_combi(move)
        if combi is not None:
            if pend is not None:
                return Refusal("vous avez déjà choisi votre combinaison de ce tour : admettez son patient.",
                               R.SEC_TOUR)
            x, y = combi
            if p != self.chief and x == self.chief_pick[0] and (x, y) != tuple(self.chief_pick):
                return Refusal(f"le Médecin Chef a pris le dé {COLOUR_NAME[x]} : « Les autres joueurs choisissent "
                               "simultanément une combinaison parmi les deux dés restants ».", R.SEC_TOUR)
            if self.sheets[p]["bags"] < 1:
                if p != self.chief and (x, y) == tuple(self.chief_pick):
                    return Refusal(f"le Médecin Chef a pris le dé {COLOUR_NAME[x]} : « Les autres joueurs choisissent "
                                   "simultanément une combinaison parmi les deux dés restants » ; il faudrait rayer "
                                   "une poche de sang pour « utiliser la même combinaison que le Médecin Chef ».",
                                   R.SEC_TOUR)
                return Refusal(f"le dé {COLOUR_NAME[x]} va avec le bonus de sa couleur : il faut rayer une poche de "
                               "sang entourée pour « ignorer la couleur de la combinaison bonus-dé ».", R.SEC_BONUS)
            return Refusal("combinaison impossible : le dé et le bonus doivent être parmi ceux qui vous restent.",
                           R.SEC_TOUR)
        square = parse_square(move)
        if square is not None and square[0] < len(self.wards) and square[1] < len(self.wards[square[0]]["cases"]):
            if not pend:
                return Refusal("choisissez d'abord une combinaison (un dé de la carte Ambulance), puis sa case.",
                               R.SEC_TOUR)
            return Refusal(self.square_problem(p, *square) or "case impossible.", R.SEC_PLACEMENT)
        if move in ("stetho-plus", "stetho-moins"):
            return Refusal(self.stetho_problem(p, 1 if move == "stetho-plus" else -1) or "stéthoscope impossible.",
                           R.SEC_BONUS)
        if isinstance(move, str) and move.startswith("rideau"):
            if not pend:
                return Refusal("choisissez d'abord une combinaison : le rideau vient d'une combinaison « rideau ».",
                               R.SEC_TOUR)
            if not pend["curtain"] and not pend["here"]:
                return Refusal("aucun rideau à tirer : il vient d'une combinaison « rideau », à utiliser pendant "
                               "ce tour.", R.SEC_BONUS)
            return Refusal("le rideau entoure une case occupée sans rideau : « celle du dé actuel ou une "
                           "ancienne ».", R.SEC_BONUS)
        if move in ("placer-de", "placer-sup"):
            return Refusal("seule une combinaison « patient supplémentaire » a deux dés à placer.", R.SEC_BONUS)
        if move == "morgue":
            return Refusal("choisissez d'abord une combinaison : c'est son patient qui part à la morgue.",
                           R.SEC_TOUR)
        return ("coup inconnu : « combi-R » (le dé rouge et son bonus), « combi-R-J » (avec une poche de sang), "
                "« case-1-3 », « stetho-plus », « stetho-moins », « rideau », « rideau-1-2 », « placer-sup », "
                "« morgue ».")

    # --- playing ------------------------------------------------------------------------------
    def _apply(self, move, player):
        if player == CHANCE:
            self._draw(move)
            return
        p = player
        name = self.game.seat_name(p)
        combi = parse_combi(move)
        if combi is not None:
            self._take(p, *combi)
            return
        pend, sheet = self.pending[p], self.sheets[p]
        if move in ("stetho-plus", "stetho-moins"):
            step = 1 if move == "stetho-plus" else -1
            s = pend["shift"][pend["active"]]
            sheet["stetho"] += -1 if abs(s + step) > abs(s) else 1
            pend["shift"][pend["active"]] = s + step
            self.log(f"{name} : stéthoscope, le dé vaut maintenant {self.active_die(p)[1]}.")
            return
        if move == "rideau":
            pend["here"] = not pend["here"]
            pend["curtain"] = not pend["here"]
            return
        if move.startswith("rideau-"):
            w, k = parse_square("case-" + move[7:])
            sheet["curtains"].append(f"{w + 1}-{k + 1}")
            pend["curtain"] = False
            self.log(f"{name} entoure d'un rideau la chambre {w + 1}, case {k + 1}.")
            return
        if move.startswith("placer-"):
            pend["active"] = move[7:]
            return
        die = self.active_die(p)
        main = pend["active"] == "de"
        if move == "morgue":
            sheet["morgue"] += 1
            self.log(f"{name} envoie le {R.die_name(die)} à la morgue : −1 point.")
            if pend["here"]:
                pend["here"], pend["curtain"] = False, True
            self._placed(p)
            return
        w, k = parse_square(move)
        sheet["filled"][w].append(list(die))
        at = f"{w + 1}-{k + 1}"
        line = f"{name} admet le {R.die_name(die)} en chambre {w + 1}, case {k + 1}."
        if pend["here"]:
            sheet["curtains"].append(at)
            pend["here"] = False
            line += " Un rideau l'entoure."
        kind = R.parse_bonus(self.bonus_of(pend["bonus"]))["kind"] if main else "aucun"
        if kind == "critique":
            sheet["critical"].append(at)
            line += f" Patient critique : {die[1]} points à la fin."
        if kind == "infirmiere":
            if sheet["nurses"][w]:
                line += " Son infirmière est déjà barrée : le bonus est perdu."
            else:
                sheet["nurses"][w] = True
                line += f" Infirmière barrée : la piste vaut {R.nurse_points(sum(sheet['nurses']))}."
        if len(sheet["filled"][w]) == len(self.wards[w]["cases"]):
            line += f" La chambre {w + 1} est remplie : +{self.wards[w]['score']} points."
        self.log(line)
        self._placed(p)

    def _draw(self, move):
        self.card = self.deck.pop()
        self.dice = parse_roll(move, 3)
        self.turn += 1
        self.phase = "chef"
        self.chief_pick = None
        self.pending = [None] * self.players
        self.done = [False] * self.players
        shown = ", ".join(f"{COLOUR_NAME[c]} {self.dice[i]} ({R.bonus_name(self.bonus_of(c))})"
                          for i, c in enumerate(R.DICE_ORDER))
        self.log(f"Tour {self.turn} : carte Ambulance et dés, {shown}. Médecin Chef : "
                 f"{self.game.seat_name(self.chief)}.")

    def _take(self, p: int, x: str, y: str):
        sheet = self.sheets[p]
        bag = x != y or (p != self.chief and x == self.chief_pick[0])
        if bag:
            sheet["bags"] -= 1
        if p == self.chief:
            self.chief_pick = [x, y]
        code = self.bonus_of(y)
        pend = {"de": x, "bonus": y, "todo": ["de"], "active": "de", "shift": {"de": 0, "sup": 0},
                "extra": None, "curtain": False, "here": False}
        b = R.parse_bonus(code)
        if b["kind"] == "stetho":
            sheet["stetho"] += b["n"]
        elif b["kind"] == "poche":
            sheet["bags"] += 1
        elif b["kind"] == "rideau":
            pend["curtain"] = True
        elif b["kind"] == "supplementaire":
            pend["extra"] = list(b["die"])
            pend["todo"] = ["de", "sup"]
        self.pending[p] = pend
        how = " (poche de sang rayée)" if bag else ""
        self.log(f"{self.game.seat_name(p)} prend le {R.die_name(self.die_of(x))} avec le bonus "
                 f"{R.bonus_name(code)}{how}.")

    def _placed(self, p: int):
        pend = self.pending[p]
        pend["todo"].remove(pend["active"])
        pend["shift"][pend["active"]] = 0
        if pend["todo"]:
            pend["active"] = pend["todo"][0]
            return
        pend["here"] = False
        if pend["curtain"]:
            pend["curtain"] = False
            self.log(f"{self.game.seat_name(p)} n'a pas tiré son rideau : il est perdu.")
        self.done[p] = True
        if self.phase == "chef":
            self.phase = "autres"
            if self.players == 1:
                self._end_turn()
        elif all(self.done):
            self._end_turn()

    def _end_turn(self):
        self._check_cardiologues()
        if self.turn >= R.TURNS or not self.deck:
            self._final_count()
            return
        self.chief = (self.chief + 1) % self.players
        self.phase = "tirage"

    def _check_cardiologues(self):
        """« Lorsqu'un ou plusieurs joueurs remplissent un objectif Cardiologue, ils marquent 8 points puis
        la retournent. La fois suivante, le ou les joueurs marquent 5 points et défaussent la carte. »"""
        for card in self.cardio:
            goal, side = card
            if side == "defaussee":
                continue
            who = [p for p in range(self.players) if goal not in self.sheets[p]["cardio"]
                   and R.cardio_done(goal, self.sheets[p]["filled"], self.wards, self.sheets[p]["critical"],
                                     self.sheets[p]["nurses"])]
            if not who:
                continue
            pts = R.cardio_award(side, self.players)
            for p in who:
                self.sheets[p]["goals"] += pts
                self.sheets[p]["cardio"].append(goal)
            card[1] = "retournee" if side == "neuve" and self.players > 2 else "defaussee"
            after = "la carte est retournée" if card[1] == "retournee" else "la carte est défaussée"
            self.log(f"Cardiologue « {R.CARDIOLOGUES[goal]} » : {self.game.seat_list(who)} "
                     f"marque{'nt' if len(who) > 1 else ''} {pts} points ; {after}.")

    def _final_count(self):
        """« La partie est finie une fois la dernière carte Ambulance jouée. On additionne les points
        obtenus pour déterminer le gagnant. »"""
        crit = [len(s["critical"]) for s in self.sheets]
        if max(crit) > 0:
            best = [p for p in range(self.players) if crit[p] == max(crit)]
            for p in best:
                self.sheets[p]["goals"] += R.RADIOLOGUE
            self.log(f"Radiologue : {self.game.seat_list(best)} ({max(crit)} patients critiques) +{R.RADIOLOGUE}.")
        morgue = [s["morgue"] for s in self.sheets]
        best = [p for p in range(self.players) if morgue[p] == min(morgue)]
        for p in best:
            self.sheets[p]["goals"] += R.EPIDEMIOLOGISTE
        self.log(f"Épidémiologiste : {self.game.seat_list(best)} ({min(morgue)} à la morgue) +{R.EPIDEMIOLOGISTE}.")
        self.phase = "fin"
        totals = self.scores()
        top = max(totals)
        self.log(f"Dernière carte Ambulance jouée : {french_list([f'{self.game.seat_name(p)} {totals[p]}' for p in range(self.players)])}. "
                 f"Gagnant : {self.game.seat_list([p for p in range(self.players) if totals[p] == top])}.")

    # --- what a seat cannot see ----------------------------------------------------------------
    def determinize(self, seat, rng):
        """The Ambulance cards still to draw dealt afresh (the view shows only how many are left;
        the dice to come are the generator's, reseeded by the default)."""
        twin = super().determinize(seat, rng)
        self.redeal([twin.deck], rng)
        return twin

    # --- results and views --------------------------------------------------------------------
    def scores(self):
        return [self.points(p) for p in range(self.players)]

    def view(self, player):
        mine = player is not None and 0 <= player < self.players
        return {
            "joueur": player if mine else None,
            "joueurs": self.players,
            "chambres": [dict(cases=list(w["cases"]), score=w["score"]) for w in self.wards],
            "tour": self.turn, "pioche": len(self.deck), "chef": self.chief, "phase": self.phase,
            "carte": R.card_bonuses(self.card) if self.card is not None else None,
            "des": list(self.dice), "choix_chef": list(self.chief_pick) if self.chief_pick else None,
            "feuilles": [{k: (list(v) if isinstance(v, list) else v) for k, v in s.items()} for s in self.sheets],
            "prise": dict(self.pending[player]) if mine and self.pending[player] else None,
            "de_actif": self.active_die(player) if mine else None,
            "cardiologues": [list(c) for c in self.cardio],
            "points": self.scores(),
        }

    def describe(self, move, player=None):
        combi = parse_combi(move)
        if combi is not None and self.card is not None:
            x, y = combi
            label = f"Prendre le {R.die_name(self.die_of(x))} et le bonus {R.bonus_name(self.bonus_of(y))}"
            return label + (" (poche de sang)" if x != y else "")
        if move == "morgue":
            return "Envoyer le patient à la morgue (−1 point)"
        if move == "stetho-plus":
            return "Rayer un stéthoscope : +1 au dé"
        if move == "stetho-moins":
            return "Rayer un stéthoscope : −1 au dé"
        if move == "rideau":
            return "Tirer le rideau sur le patient à placer"
        if move in ("placer-de", "placer-sup"):
            return "Placer d'abord " + ("le dé de la carte" if move == "placer-de" else "le patient supplémentaire")
        if isinstance(move, str) and move.startswith("rideau-"):
            return f"Entourer d'un rideau la case {move[7:]}"
        sq = parse_square(move)
        if sq is not None:
            return f"Admettre le patient en chambre {sq[0] + 1}, case {sq[1] + 1}"
        roll = parse_roll(move, 3)
        if roll is not None:
            return "Dés : " + ", ".join(f"{COLOUR_NAME[c]} {v}" for c, v in zip(R.DICE_ORDER, roll))
        return move


@register
class DiceHospital(Game):
    id = "dicehospital"
    mode = "partie"
    title = "Dice Hospital ER : une partie contre les bots"
    state_class = DiceHospitalState
    bots = {"fort": search_bot("Fort", DiceHospitalBot, iterations=48, depth=8, margin=0.2, scale=15),
            "malin": DiceHospitalBot, "hasard": RandomBot}
    main_rule_section = R.SEC_TOUR
    rule_sections = frozenset({R.SEC_PLACEMENT, R.SEC_BONUS})

    options = (PlayerCount(default=2, lo=2, hi=4),)

    def setup(self, options, seed):
        n = options["joueurs"]
        s = DiceHospitalState(self, n, seed)
        s.wards = R.game_wards()
        deck = list(range(len(R.AMBULANCE_CARDS)))
        s.shuffle(deck)
        s.deck = deck
        goals = sorted(R.CARDIOLOGUES)
        s.shuffle(goals)
        s.cardio = [[g, "neuve"] for g in goals[:2]]
        s.card, s.dice, s.turn, s.chief, s.chief_pick = None, [], 0, 0, None
        s.phase = "tirage"
        s.sheets = [new_sheet(len(s.wards)) for _ in range(n)]
        s.pending = [None] * n
        s.done = [False] * n
        s.log(f"{n} joueurs, 24 cartes Ambulance. Objectifs Cardiologue : "
              f"{french_list(['« ' + R.CARDIOLOGUES[g] + ' »' for g, _ in s.cardio])} ; Radiologue et "
              "Épidémiologiste en fin de partie.")
        return s
