"""Con Sonar!, the whole game (mode « partie »): the reader's colour (Rouge)
against 1 to 5 bot colours, on the Sonar of 12 submarines.

A turn, as « Déroulement d’un tour » says: at least one « Flotte » card
(``flotte-bleu-2``), more while they chain, then maybe a « Torpille » card
that chains with the last « Flotte » one; the torpedo is used on an enemy
submarine (``viser-vert1``, then the 8-sided die: an explicit chance step
``de-1`` … ``de-8``) or destroyed (``detruire``); ``finir`` ends a turn
without a torpedo. Then the hand is refilled. « S’il ne reste plus que 2
sous-marins ou s'il n'y a plus de carte « Torpille » disponible pour
remplacer une carte « Torpille » utilisée, la partie se termine », then
« Décompte ».

Options: the player count; a position to start from (the page's examples are
positions), and `un_tour`, which stops the game at the end of the reader's
first turn.
"""

from __future__ import annotations

import re

from ...bots import RandomBot
from ...core import CHANCE, Game, Refusal, ScenarioError, State
from ...options import Flag, PlayerCount, Structured
from ...rng import Rng
from .. import register
from . import rules as R
from .bots import ConSonarBot, FortBot, ranked_moves

SEAT_COLOURS = ("rouge", "jaune", "vert", "bleu", "orange", "pourpre")
"""The reader plays Rouge; the bots take the next colours. Colours nobody plays stay on the Sonar as enemies of all."""
_CARD_RE = re.compile(r"(flotte|torpille)-(" + "|".join(R.COLOURS) + r")-([1-3])")
_AIM_RE = re.compile(r"viser-((?:" + "|".join(R.COLOURS) + r")[12])")
_TEXT_CARD_RE = re.compile(r"(flotte|torpille) (" + "|".join(R.COLOURS) + r") ([1-3])")


class ConSonarState(State):
    never_negative = ("ratees", "coules")
    card_zones = ("mains", "pioche", "torpilles", "defausse", "joues")

    # --- whose turn -------------------------------------------------------------------
    def to_move(self):
        if self.phase == "fin":
            return []
        return [CHANCE] if self.phase == "de" else [self.tour]

    def colour(self, seat: int) -> str:
        return SEAT_COLOURS[seat]

    def enemies(self, seat: int) -> list[str]:
        """The submarines a torpedo of `seat` may aim at: every one not of its colour."""
        return sorted(s for s in self.sonar if s[:-1] != self.colour(seat))

    def last_fleet(self):
        fleets = [c for c in self.joues if c.startswith("flotte-")]
        return fleets[-1] if fleets else None

    def legal_moves(self, player=None):
        if self.phase == "fin":
            return []
        if self.phase == "de":
            return [f"de-{n}" for n in range(1, R.DIE_FACES + 1)] if player in (None, CHANCE) else []
        p = self.acting(player)
        if p is None:
            return []
        if self.phase == "torpille":
            return [f"viser-{s}" for s in self.enemies(p)] + ["detruire"]
        last = self.last_fleet()
        moves = [c for c in dict.fromkeys(self.mains[p]) if R.may_follow(c, last)]
        if last is not None:
            moves.append("finir")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.phase == "fin":
            return Refusal("la partie est terminée : « S’il ne reste plus que 2 sous-marins ou s'il n'y a plus de "
                           "carte « Torpille » disponible [...] la partie se termine ».", R.S_END)
        if self.phase == "de":
            return "le dé à 8 faces va être lancé."
        m = _CARD_RE.fullmatch(move)
        if m:
            if self.phase == "torpille":
                return Refusal("« Enfin vous pouvez jouer une carte « Torpille » » : une fois la torpille posée, on ne "
                               "joue plus de carte ; utilisez-la sur un sous-marin ou détruisez-la.", R.S_TURN)
            if move not in self.mains[self.tour]:
                return Refusal(f"vous n'avez pas la carte {R.card_label(move)} en main.", R.S_TURN)
            last = self.last_fleet()
            if last is None:
                return Refusal("« Vous devez jouer au minimum 1 carte « Flotte » » : la première carte du tour est "
                               "une carte « Flotte ».", R.S_TURN)
            return Refusal(f"{R.card_label(move)} ne s'enchaîne pas avec {R.card_label(last)} : il faut la même "
                           "couleur ou le même nombre (« tant que l’enchaînement vous le permet »).", R.S_TURN)
        m = _AIM_RE.fullmatch(move)
        if m:
            sub = m.group(1)
            if self.phase != "torpille":
                return Refusal("posez d'abord une carte « Torpille » : « si vous avez posé une carte « Torpille », "
                               "vous pouvez choisir de l’utiliser sur un sous-marin ».", R.S_TURN)
            if sub not in self.sonar:
                return Refusal(f"le sous-marin {R.sub_label(sub)} est déjà coulé.", R.S_TURN)
            return Refusal(f"le sous-marin {R.sub_label(sub)} est le vôtre : on coule les sous-marins ennemis en "
                           "« protégeant les vôtres ».", R.S_OVERVIEW)
        if move == "detruire":
            return Refusal("aucune carte « Torpille » posée à détruire.", R.S_TURN)
        if move == "finir":
            return Refusal("« Vous devez jouer au minimum 1 carte « Flotte » » avant de finir le tour.", R.S_TURN)
        return "coup inconnu (flotte-…, torpille-…, viser-…, detruire, finir)."

    def sample_chance(self) -> str:
        """The die the state's generator gives, without advancing it: playing it does, so a replay of the
        moves alone ends in the same state."""
        return f"de-{Rng(self.rng_state).below(R.DIE_FACES) + 1}"

    # --- playing ------------------------------------------------------------------------
    def _apply(self, move, player):
        if self.phase == "de":
            self.rand_below(R.DIE_FACES)
            self._fire(int(move[3:]))
            return
        p = self.tour
        name = self.game.seat_name(p)
        if _CARD_RE.fullmatch(move):
            self.mains[p].remove(move)
            self.joues.append(move)
            if move.startswith("flotte-"):
                before = dict(self.sonar)
                sub = R.play_fleet(self.sonar, move)
                moved = (f" : {R.sub_label(sub)} descend de {before[sub]} à {self.sonar[sub]}" if sub and
                         before[sub] != self.sonar[sub] else " : aucun sous-marin ne bouge")
                self.log(f"{name} joue {R.card_label(move)}{moved}.")
            else:
                self.phase = "torpille"
                self.log(f"{name} pose {R.card_label(move)}.")
        elif move.startswith("viser-"):
            self.cible = move[len("viser-"):]
            self.phase = "de"
        elif move == "detruire":
            self.log(f"{name} détruit sa torpille.")
            self._end_turn(used=False)
        elif move == "finir":
            self.log(f"{name} finit son tour sans torpille.")
            self._end_turn(used=False)

    def _fire(self, die: int) -> None:
        p, sub = self.tour, self.cible
        g = self.sonar[sub]
        self.de = die
        name = self.game.seat_name(p)
        if R.hits(die, g):
            del self.sonar[sub]
            self.coules[p][sub[:-1]] += 1
            self.log(f"{name} torpille {R.sub_label(sub)} (graduation {g}) : dé {die} ≥ {g}, coulé !")
        else:
            self.ratees[p] += 1
            self.log(f"{name} torpille {R.sub_label(sub)} (graduation {g}) : dé {die} < {g}, attaque ratée.")
        self.cible = None
        self._end_turn(used=True)

    def _end_turn(self, used: bool) -> None:
        p = self.tour
        self.defausse += self.joues
        self.dernier = {"joueur": p, "cartes": list(self.joues)}
        self.joues = []
        self.phase = "flotte"
        # « plus de carte « Torpille » disponible pour remplacer une carte « Torpille » utilisée »
        if used:
            if self.torpilles:
                self.mains[p].append(self.torpilles.pop())
            else:
                self._final_count("plus de carte « Torpille » pour remplacer celle utilisée")
                return
        if len(self.sonar) <= 2:
            self._final_count("il ne reste plus que 2 sous-marins")
            return
        while sum(c.startswith("flotte-") for c in self.mains[p]) < R.HAND_FLEET and self.pioche:
            self.mains[p].append(self.pioche.pop())
        if self.un_tour and p == 0:
            self._finish("Fin de l'exemple : votre tour est fini.")
            return
        self.tour = (p + 1) % self.players
        if not any(c.startswith("flotte-") for c in self.mains[self.tour]):
            self._final_count(f"{self.game.seat_name(self.tour)} n'a plus de carte « Flotte » (la pioche est vide)")

    def _final_count(self, reason: str) -> None:
        won = self._best()
        self.vainqueurs = won
        scores = ", ".join(f"{self.game.seat_name(q)} {v}" for q, v in enumerate(self.scores()))
        self._finish(f"Fin de partie ({reason}) : {scores}. {self.game.seat_list(won)} "
                     f"{'gagne' if len(won) == 1 else 'gagnent'}.")

    def _best(self) -> list[int]:
        s = self.scores()
        return [q for q, v in enumerate(s) if v == max(s)]

    def _finish(self, text: str) -> None:
        self.phase = "fin"
        self.fin = text
        self.log(text)

    # --- the search (engine.flat_search) --------------------------------------------------
    def search_plans(self, seat: int, legal: list[str]) -> list[list[str]]:
        """The moves the search re-ranks: every first step of the greedy bot's plans, its best
        first (read from the seat's view)."""
        return [[m] for m in ranked_moves(self.view(seat)) if m in legal]

    def determinize(self, seat, rng):
        """The others' hands and both piles dealt afresh by kind, from what the view shows of them
        (how many cards in each, how many « Torpille » in each hand): all their cards pooled, then
        the « Flotte » cards dealt to the draw pile and the hands' « Flotte » places, the « Torpille »
        cards to the torpedo stock and the hands' « Torpille » places."""
        twin = super().determinize(seat, rng)
        others = [q for q in range(self.players) if q != seat]
        pool = twin.pioche + twin.torpilles + [c for q in others for c in twin.mains[q]]
        fleet = [c for c in pool if c.startswith("flotte-")]
        torps = [c for c in pool if not c.startswith("flotte-")]
        self.redeal([fleet], rng)
        self.redeal([torps], rng)
        n_torps = {q: sum(c.startswith("torpille-") for c in twin.mains[q]) for q in others}
        twin.pioche, fleet = fleet[:len(twin.pioche)], fleet[len(twin.pioche):]
        twin.torpilles, torps = torps[:len(twin.torpilles)], torps[len(twin.torpilles):]
        for q in others:
            k, t = len(twin.mains[q]) - n_torps[q], n_torps[q]
            twin.mains[q], fleet, torps = fleet[:k] + torps[:t], fleet[k:], torps[t:]
        return twin

    # --- results and views ---------------------------------------------------------------
    def left(self, seat: int) -> int:
        return sum(1 for s in self.sonar if s[:-1] == self.colour(seat))

    def lines(self, seat: int) -> dict:
        return R.score(self.coules[seat], self.ratees[seat], self.left(seat))

    def scores(self):
        return [self.lines(q)["total"] for q in range(self.players)]

    def winners(self):
        return list(self.vainqueurs or []) if self.phase == "fin" else []

    def view(self, player):
        """A seat sees its own hand; the others' hands and both piles only as counts."""
        hands = [list(h) if q == player else None for q, h in enumerate(self.mains)]
        return {"joueur": player, "joueurs": self.players, "couleurs": [self.colour(q) for q in range(self.players)],
                "sonar": dict(self.sonar), "mains": hands, "tailles": [len(h) for h in self.mains],
                "torpilles_en_main": [sum(c.startswith("torpille-") for c in h) for h in self.mains],
                "pioche": len(self.pioche), "torpilles": len(self.torpilles), "defausse": len(self.defausse),
                "joues": list(self.joues), "tour": self.tour, "phase": self.phase, "cible": self.cible,
                "de": self.de, "coules": [dict(c) for c in self.coules], "ratees": list(self.ratees),
                "dernier": self.dernier, "fin": self.fin, "un_tour": self.un_tour}

    def describe(self, move, player=None):
        if _CARD_RE.fullmatch(move):
            return f"Jouer {R.card_label(move)}"
        m = _AIM_RE.fullmatch(move)
        if m:
            return f"Torpille sur {R.sub_label(m.group(1))}"
        if move.startswith("de-"):
            return f"Dé : {move[3:]}"
        return {"detruire": "Détruire la torpille", "finir": "Finir le tour"}.get(move, move)


# --- the position option -------------------------------------------------------------------------

def read_position(value, earlier) -> dict:
    """A block's `position:` (main, sonar, torpilles, coules, ratees), the reader's side of it."""
    if value is None:
        return {}
    if not isinstance(value, dict) or not set(value) <= {"main", "sonar", "torpilles", "coules", "ratees"}:
        raise ScenarioError("position", "une table avec « main » (vos cartes), « sonar » (graduations des "
                                        "sous-marins par couleur), « torpilles », « coules » et « ratees » est attendue.")
    out = {}
    if "main" in value:
        hand = value["main"]
        if not isinstance(hand, list) or not 1 <= len(hand) <= R.HAND_FLEET + R.HAND_TORPEDOES:
            raise ScenarioError("position.main", "une liste de 1 à 6 cartes, ex. [flotte bleu 2, torpille vert 1].")
        cards = []
        for card in hand:
            m = _TEXT_CARD_RE.fullmatch(card) if isinstance(card, str) else None
            if not m:
                raise ScenarioError("position.main", f"carte « {card} » illisible : « flotte » ou « torpille », une "
                                                     "couleur et un nombre de 1 à 3, ex. « flotte bleu 2 ».")
            cards.append("-".join(m.groups()))
        if not any(c.startswith("flotte-") for c in cards):
            raise ScenarioError("position.main", "« Vous devez jouer au minimum 1 carte « Flotte » » : la main "
                                                 "doit en contenir une.")
        deck = R.fleet_deck() + R.torpedo_deck()
        for c in cards:
            if c not in deck:
                raise ScenarioError("position.main", f"trop de cartes {R.card_label(c)} (2 de chaque carte « Flotte », "
                                                     "1 de chaque carte « Torpille »).")
            deck.remove(c)
        out["main"] = cards
    if "sonar" in value:
        sonar = value["sonar"]
        if not isinstance(sonar, dict):
            raise ScenarioError("position.sonar", "une table couleur → graduations, ex. {vert: [2, 4]}.")
        subs = {}
        for c, grads in sonar.items():
            if c not in R.COLOURS:
                raise ScenarioError("position.sonar", f"couleur « {c} » inconnue ({', '.join(R.COLOURS)}).")
            if not isinstance(grads, list) or len(grads) > R.SUBS_PER_COLOUR or not all(
                    isinstance(g, int) and not isinstance(g, bool) and g in R.GRADUATIONS for g in grads):
                raise ScenarioError("position.sonar", f"{c} : au plus 2 sous-marins, chacun sur une graduation de 1 à 8.")
            for k, g in enumerate(grads):
                subs[f"{c}{k + 1}"] = g
        if len(subs) <= 2:
            raise ScenarioError("position.sonar", "« S’il ne reste plus que 2 sous-marins [...] la partie se "
                                                  "termine » : il en faut au moins 3 sur le Sonar.")
        out["sonar"] = subs
    stock = value.get("torpilles", None)
    if stock is not None:
        if isinstance(stock, bool) or not isinstance(stock, int) or not 0 <= stock <= R.TORPEDO_CARDS - 2 * R.HAND_TORPEDOES:
            raise ScenarioError("position.torpilles", "le nombre de cartes « Torpille » en réserve : un entier de 0 "
                                                      f"à {R.TORPEDO_CARDS - 2 * R.HAND_TORPEDOES}.")
        out["torpilles"] = stock
    sunk = value.get("coules", {}) or {}
    if not isinstance(sunk, dict) or any(c not in R.COLOURS or isinstance(n, bool) or not isinstance(n, int)
                                         or not 0 <= n <= R.SUBS_PER_COLOUR for c, n in sunk.items()):
        raise ScenarioError("position.coules", "une table couleur → 0 à 2 sous-marins que vous avez coulés.")
    if sunk.get(SEAT_COLOURS[0]):
        raise ScenarioError("position.coules", "Rouge est votre couleur : vous coulez des sous-marins ennemis.")
    for c, n in sunk.items():
        if n and len([s for s in out.get("sonar", R.start_sonar()) if s[:-1] == c]) + n > R.SUBS_PER_COLOUR:
            raise ScenarioError("position.coules", f"{c} : coulés et encore sur le Sonar, plus de 2 sous-marins.")
    out["coules"] = {c: sunk.get(c, 0) for c in R.COLOURS}
    misses = value.get("ratees", 0)
    if isinstance(misses, bool) or not isinstance(misses, int) or not 0 <= misses <= R.MAX_MISSES:
        raise ScenarioError("position.ratees", f"un entier de 0 à {R.MAX_MISSES}.")
    out["ratees"] = misses
    return out


TURN_EXAMPLE = {"main": ["flotte bleu 2", "flotte jaune 1", "flotte bleu 3", "flotte vert 3", "torpille vert 1",
                         "torpille orange 2"]}


@register
class ConSonar(Game):
    id = "consonar"
    mode = "partie"
    title = "Con Sonar! : une partie contre les bots"
    state_class = ConSonarState
    player_names = [R.COLOUR_NAMES[c] for c in SEAT_COLOURS]
    bots = {"fort": FortBot,
            "malin": ConSonarBot, "hasard": RandomBot}
    default_bot = "malin"  # « fort » thinks about 80 ms a move in CPython: the page keeps answering at once
    main_rule_section = R.S_TURN
    rule_sections = R.SECTIONS
    options = (
        PlayerCount(3, 2, 6, "Vous jouez Rouge ; les autres couleurs sont tenues par des bots."),
        Structured("position", "Position de départ", default=None, parse=read_position,
                   expects="une table : main (vos cartes, ex. [flotte bleu 2, torpille vert 1]), sonar (couleur → "
                           "graduations 1 à 8), torpilles (la réserve), coules (couleur → vos prises), ratees",
                   example=TURN_EXAMPLE),
        Flag("un_tour", "L'exemple s'arrête à la fin de votre premier tour", default=False),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        pos = options["position"] or {}
        s = ConSonarState(self, n, seed)
        s.sonar = dict(pos.get("sonar", R.start_sonar()))
        fleet, torpedoes = R.fleet_deck(), R.torpedo_deck()
        mine = list(pos.get("main", []))
        for c in mine:
            (fleet if c.startswith("flotte-") else torpedoes).remove(c)
        s.shuffle(fleet)
        s.shuffle(torpedoes)
        s.mains = []
        for q in range(n):
            if q == 0 and mine:
                s.mains.append(mine)
                continue
            s.mains.append([fleet.pop() for _ in range(R.HAND_FLEET)] + [torpedoes.pop() for _ in range(R.HAND_TORPEDOES)])
        if "torpilles" in pos:
            del torpedoes[pos["torpilles"]:]
        s.pioche, s.torpilles = fleet, torpedoes
        s.defausse, s.joues = [], []
        s.coules = [{c: 0 for c in R.COLOURS} for _ in range(n)]
        s.coules[0] = dict(pos.get("coules", s.coules[0]))
        s.ratees = [0] * n
        s.ratees[0] = pos.get("ratees", 0)
        s.tour, s.phase, s.cible, s.de, s.dernier = 0, "flotte", None, None, None
        s.fin, s.vainqueurs = None, None
        s.un_tour = options["un_tour"]
        bots = ", ".join(R.COLOUR_NAMES[SEAT_COLOURS[q]] for q in range(1, n))
        s.log(f"Vous jouez Rouge contre {bots} ; jouez au moins une carte « Flotte ».")
        return s
