"""Expressions, the whole game (mode « partie »), as the page describes it.

« Au début du jeu, chaque joueur se voit distribuer un certain nombre de cartes
(selon le nombre de joueurs). Les cartes restants constitueront la pile
Chrono. » « La partie sera constituée d'une suite de manches, où chaque joueur
devra, à tour de rôle, effectuer une unique action. Une fois la manche
terminée, une carte de la pile Chrono sera déplacée côté Agonie. »

« Durant votre tour, vous pouvez soit jouer une carte, soit en deviner une. »
Moves: ``indice-<carte>-<côté>`` (play a card of one's hand, that side turned
to the centre), ``deviner-<joueur>-<carte>`` (guess a card in that player's
hand), then ``donner-<carte>`` (the card of one's hand that goes to Harmonie,
or to Agonie, after a guess), ``poser-<carte>`` (« l'action spéciale » of the
only player still holding cards).

« Le jeu s'arrête soit lorsque tous les joueurs ont vidé leur main, soit quand
la dernière carte de la pile Chrono est déplacée côté Agonie. » Clues and hands
then go to Agonie; « S'il y a plus de cartes côté Harmonie que côté Agonie, la
victoire est remportée ! » (every seat wins, or none: the game is cooperative).
"""

from __future__ import annotations

import math

from ...core import Game, Refusal, State, parse_number
from ...options import PlayerCount
from .. import register
from . import rules as R
from ...bots import RandomBot, search_bot
from .bots import ExpressionsBot, excluded

PRINCIPLE = "principe-du-jeu"
TURN = "deroulement-dun-tour"
PLAY = "jouer-une-carte"
GUESS = "deviner-une-carte"
END = "fin-du-jeu"
SPECIAL = "cas-particuliers"
DEAL_TRIES = 8
"""Deals drawn by a determinization before keeping one whose « il me reste » clues may be false."""
VALUE_SCALE = 3.0
"""Cards of lead (Harmonie over Agonie) worth about 0.73 in a search's value."""


class ExpressionsGameState(State):
    card_zones = ("hands", "chrono", "harmonie", "agonie")
    never_negative = ("manche",)

    # --- what is on the table ------------------------------------------------------------
    def visible(self) -> set:
        """Cards face up on the table: the clues, Harmonie and Agonie."""
        return {cl["carte"] for cl in self.clues} | set(self.harmonie) | set(self.agonie)

    def to_move(self):
        return [] if self.phase == "fin" else [self.turn]

    def legal_moves(self, player=None):
        p = self.acting(player)
        if p is None:
            return []
        hand = self.hands[p]
        if self.phase == "donner":
            return ["donner-" + R.code(c) for c in hand]
        if R.alone_with_cards(self.hands, p):
            return ["poser-" + R.code(c) for c in hand]
        moves = [f"indice-{R.code(c)}-{side}" for c in hand for side in R.SIDES]
        seen = self.visible() | set(hand)
        unknown = [R.code(c) for c in R.DECK if c not in seen]
        for q in range(self.players):
            if q != p and self.hands[q]:
                moves += [f"deviner-{q + 1}-{code}" for code in unknown]
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        p = self.turn
        hand = self.hands[p]
        verb, _, rest = move.partition("-")
        if self.phase == "donner":
            where = "Harmonie" if self.pending == "harmonie" else "Agonie"
            return Refusal(f"choisissez d'abord la carte de votre main qui va côté {where} "
                           "(cliquez-la dans votre main).", GUESS)
        if verb == "indice":
            code, _, side = rest.partition("-")
            c = R.card_of_code(code)
            if c is None or side not in R.SIDES:
                return f"indice illisible : indice-<carte>-<côté>, côté parmi {', '.join(R.SIDES)}."
            if not hand:
                return Refusal("vous n'avez plus de cartes en main : vous devez tenter de deviner une carte.",
                               SPECIAL)
            if R.alone_with_cards(self.hands, p):
                return Refusal("vous êtes le seul à avoir des cartes en main : placez directement une de vos "
                               "cartes côté Harmonie.", SPECIAL)
            return Refusal(f"le {R.label(c)} n'est pas dans votre main : on joue une carte de sa main.", PLAY)
        if verb == "deviner":
            who, _, code = rest.partition("-")
            q, c = parse_number(who), R.card_of_code(code)
            if q is None or c is None or not 1 <= q <= self.players:
                return "devinette illisible : deviner-<joueur>-<carte>, ex. « deviner-2-vert8 »."
            if R.alone_with_cards(self.hands, p):
                return Refusal("vous êtes le seul à avoir des cartes en main : placez directement une de vos "
                               "cartes côté Harmonie.", SPECIAL)
            if q - 1 == p:
                return Refusal("on devine une carte de la main d'un autre joueur, pas de la sienne.", GUESS)
            if not self.hands[q - 1]:
                return Refusal(f"{self.game.seat_name(q - 1)} n'a plus de carte en main : il n'y a rien à "
                               "deviner chez lui.", GUESS)
            if c in hand:
                return Refusal(f"le {R.label(c)} est dans votre propre main : on devine une carte de la main "
                               "d'un autre joueur.", GUESS)
            return Refusal(f"le {R.label(c)} est déjà visible sur la table : il n'est dans aucune main.", GUESS)
        if verb == "poser":
            return Refusal("l'action spéciale n'est possible que si vous êtes le seul à avoir encore des cartes "
                           "en main.", SPECIAL)
        if verb == "donner":
            return Refusal("on ne place une carte de sa main qu'après avoir deviné.", GUESS)
        return "coup inconnu (indice-…, deviner-…, donner-…, poser-…)."

    # --- playing -------------------------------------------------------------------------
    def _apply(self, move, player):
        p = self.turn
        name = self.game.seat_name(p)
        verb, _, rest = move.partition("-")
        if verb == "indice":
            code, _, side = rest.partition("-")
            c = R.card_of_code(code)
            self.hands[p].remove(c)
            why = R.why_clue(side, c, self.hands[p])
            if R.clue_true(side, c, self.hands[p]):
                self.clues.append({"joueur": p, "carte": c, "cote": side})
                self.log(f"{name} joue le {R.label(c)} côté « {R.SIDES[side]} ».")
            else:
                self.agonie.append(c)
                self.log(f"{name} joue le {R.label(c)} côté « {R.SIDES[side]} » : {why} "
                         "L'indice n'est pas vrai : la carte va côté Agonie.")
        elif verb == "poser":
            c = R.card_of_code(rest)
            self.hands[p].remove(c)
            self.harmonie.append(c)
            self.log(f"{name}, seul à avoir des cartes en main, place le {R.label(c)} côté Harmonie.")
        elif verb == "donner":
            self._give(p, R.card_of_code(rest))
        elif verb == "deviner":
            who, _, code = rest.partition("-")
            self._guess(p, parse_number(who) - 1, R.card_of_code(code))
            if self.phase == "donner":
                self._check_clues()     # a card has left a hand: its clues are read at once
                return                  # the turn goes on: the guesser chooses the card of their hand
        self._check_clues()
        self._end_turn()

    def _heard_miss(self, q: int, c: int, holder: int | None) -> None:
        """A wrong guess is said aloud: the card is not in the target's hand, and when nobody deposits
        it, it is in no hand at all (the Chrono pile holds it)."""
        for r in ([q] if holder is not None else range(self.players)):
            if [r, c] not in self.misses:
                self.misses.append([r, c])

    def _guess(self, p: int, q: int, c: int) -> None:
        name, target = self.game.seat_name(p), self.game.seat_name(q)
        right = c in self.hands[q]
        if not self.hands[p]:
            right, holder, moved = R.empty_hand_guess(self.hands, self.harmonie, self.agonie, q, c)
            if right:
                line = (f"{name} (main vide) devine le {R.label(c)} chez {target} : juste, il va côté Harmonie"
                        + (f", et le {R.label(moved)} passe de l'Agonie à l'Harmonie." if moved is not None
                           else " ; aucune carte à faire passer de l'Agonie à l'Harmonie."))
            else:
                self._heard_miss(q, c, holder)
                line = f"{name} (main vide) devine le {R.label(c)} chez {target} : faux."
                line += (f" {self.game.seat_name(holder)} l'avait : il le dépose côté Agonie." if holder is not None
                         else " Personne ne l'a en main.")
                line += (f" Le {R.label(moved)} passe de l'Harmonie à l'Agonie." if moved is not None
                         else " Aucune carte à faire passer de l'Harmonie à l'Agonie.")
            self.log(line)
            return
        if right:
            self.hands[q].remove(c)
            self.harmonie.append(c)
            self.pending = "harmonie"
            self.log(f"{name} devine le {R.label(c)} chez {target} : juste ! Il va côté Harmonie, "
                     f"et {name} y ajoute une carte de sa main.")
        else:
            self.pending = "agonie"
            line = f"{name} devine le {R.label(c)} chez {target} : faux."
            holder = R.holder_of(c, self.hands)
            if holder is not None:
                self.hands[holder].remove(c)
                self.agonie.append(c)
                line += f" {self.game.seat_name(holder)} l'avait : il le dépose côté Agonie."
            else:
                line += " Personne ne l'a en main."
            self._heard_miss(q, c, holder)
            self.log(line + f" {name} met une carte de sa main côté Agonie.")
        if len(self.hands[p]) == 1:
            self._give(p, self.hands[p][0])     # no choice to make
        else:
            self.phase = "donner"

    def _give(self, p: int, c: int) -> None:
        """« vous y ajoutez une carte de votre main » / « mettez une de vos cartes côté Agonie »."""
        self.hands[p].remove(c)
        (self.harmonie if self.pending == "harmonie" else self.agonie).append(c)
        self.log(f"{self.game.seat_name(p)} place le {R.label(c)} de sa main côté "
                 f"{'Harmonie' if self.pending == 'harmonie' else 'Agonie'}.")
        self.pending = None
        self.phase = "jouer"

    def _check_clues(self) -> None:
        """« une fois qu'un indice ne sera plus vrai à propos de votre main, sa carte sera déplacée côté
        Agonie »."""
        for clue in R.broken_clues(self.clues, self.hands):
            self.clues.remove(clue)
            self.agonie.append(clue["carte"])
            self.log(f"L'indice « {R.SIDES[clue['cote']]} » du {R.label(clue['carte'])} "
                     f"({self.game.seat_name(clue['joueur'])}) n'est plus vrai : sa carte va côté Agonie.")

    def _end_turn(self) -> None:
        if self.phase == "fin":
            return
        if not any(self.hands):
            self._finish("Tous les joueurs ont vidé leur main : la partie s'arrête.")
            return
        self.turn = (self.turn + 1) % self.players
        if self.turn == 0:
            c = self.chrono.pop()
            self.agonie.append(c)
            self.log(f"Fin de la manche {self.manche} : le {R.label(c)} de la pile Chrono va côté Agonie "
                     f"({len(self.chrono)} carte(s) restent).")
            if not self.chrono:
                self._finish("C'était la dernière carte de la pile Chrono : la partie s'arrête.")
                return
            self.manche += 1

    def _finish(self, why: str) -> None:
        """« Les joueurs déplacent alors toutes les cartes utilisées en tant qu'indices ainsi que les
        éventuelles cartes encore dans leurs mains côté Agonie. »"""
        self.log(why)
        moved = [cl["carte"] for cl in self.clues] + [c for h in self.hands for c in h]
        self.agonie += moved
        self.clues = []
        self.hands = [[] for _ in self.hands]
        if moved:
            self.log(f"Les indices et les cartes encore en main vont côté Agonie ({len(moved)} carte(s)).")
        h, a = len(self.harmonie), len(self.agonie)
        self.won = R.victory(h, a)
        self.log(f"Harmonie {h}, Agonie {a} : " + ("victoire !" if self.won else "défaite."))
        self.phase = "fin"

    # --- the search's view of the position ----------------------------------------------
    def determinize(self, seat, rng):
        """The partners' hands and the Chrono pile dealt afresh, read from `seat`'s view only: every
        card it cannot see goes to a partner (each keeping the size of their hand) or to the pile, never
        where a clue on the table or a wrong guess heard aloud rules it out; a deal where a partner's
        « il me reste des exemplaires de ce chiffre » would be false is drawn again (a few times)."""
        twin = super().determinize(seat, rng)
        view = self.view(seat)
        n = self.players
        seen = set(view["main"] or ()) | set(view["harmonie"]) | set(view["agonie"]) \
            | {cl["carte"] for cl in view["indices"]}
        unseen = [c for c in R.DECK if c not in seen]
        sizes = [0 if q == seat else view["tailles"][q] for q in range(n)] + [view["chrono"]]
        barred = [excluded(view["indices"], q) for q in range(n)] + [set()]
        for q, c in view["rates"]:
            barred[q].add(c)
        twins = [[cl["carte"] for cl in view["indices"] if cl["joueur"] == q and cl["cote"] == "reste"]
                 for q in range(n)]
        options = {c: [k for k in range(n + 1) if sizes[k] and c not in barred[k]] for c in unseen}
        deal = None
        for _ in range(DEAL_TRIES):
            order = sorted(unseen, key=lambda c: (len(options[c]), rng.below(1 << 20)))
            room = list(sizes)
            got = [[] for _ in range(n + 1)]
            for c in order:
                ks = [k for k in options[c] if room[k]] or [k for k in range(n + 1) if room[k]]
                pick = rng.below(sum(room[k] for k in ks))
                for k in ks:
                    pick -= room[k]
                    if pick < 0:
                        break
                room[k] -= 1
                got[k].append(c)
            deal = got
            if all(R.clue_true("reste", c, got[q]) for q in range(n) for c in twins[q]):
                break
        for q in range(n):
            if q != seat:
                twin.hands[q] = sorted(deal[q])
        rng.shuffle(deal[n])
        twin.chrono = deal[n]
        return twin

    def search_value(self):
        """A game not over, for engine.search (the same for every seat): Harmonie against Agonie, the
        clues on the table counted half in Agonie (they go there at the end), squashed into (0, 1)."""
        x = len(self.harmonie) - len(self.agonie) - 0.5 * len(self.clues)
        return [1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x / VALUE_SCALE))))] * self.players

    # --- results and views ---------------------------------------------------------------
    def scores(self):
        """Cooperative: every seat scores Harmonie minus Agonie."""
        return [len(self.harmonie) - len(self.agonie)] * self.players

    def winners(self):
        return list(range(self.players)) if self.phase == "fin" and self.won else []

    def view(self, player):
        mine = player is not None and 0 <= player < self.players
        return {
            "joueur": player,
            "joueurs": self.players,
            "main": list(self.hands[player]) if mine else None,
            "tailles": [len(h) for h in self.hands],
            "indices": [dict(cl) for cl in self.clues],
            "harmonie": list(self.harmonie),
            "agonie": list(self.agonie),
            "chrono": len(self.chrono),
            "manche": self.manche,
            "tour": self.turn,
            "phase": self.phase,
            "vers": self.pending,
            "rates": [list(x) for x in self.misses],
        }

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "indice":
            code, _, side = rest.partition("-")
            c = R.card_of_code(code)
            if c is not None and side in R.SIDES:
                return f"Jouer le {R.label(c)} : « {R.SIDES[side]} »"
        if verb == "deviner":
            who, _, code = rest.partition("-")
            q, c = parse_number(who), R.card_of_code(code)
            if q is not None and c is not None and 1 <= q <= self.players:
                return f"Deviner le {R.label(c)} chez {self.game.seat_name(q - 1)}"
        if verb in ("donner", "poser") and R.card_of_code(rest) is not None:
            where = "Agonie" if verb == "donner" and self.pending == "agonie" else "Harmonie"
            return f"Placer le {R.label(R.card_of_code(rest))} côté {where}"
        return move


@register
class ExpressionsGame(Game):
    id = "expressions"
    mode = "partie"
    title = "Expressions : une partie coopérative avec les bots"
    state_class = ExpressionsGameState
    main_rule_section = TURN
    rule_sections = frozenset({PRINCIPLE, TURN, PLAY, GUESS, END, SPECIAL})
    # playouts without random moves (noise 0): a random guess sends two cards to Agonie
    bots = {"fort": search_bot("Fort", ExpressionsBot, iterations=24, depth=12, noise=0.0), "malin": ExpressionsBot,
            "hasard": RandomBot}
    default_bot = "malin"  # « fort » thinks about 38 ms a move in CPython (p95 74 ms): the fast one answers on a phone
    cooperative = True
    options = (
        PlayerCount(default=3, lo=2, hi=6, help="De 2 à 6 joueurs ; la taille des mains en dépend."),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = ExpressionsGameState(self, n, seed)
        deck = list(R.DECK)
        s.shuffle(deck)
        size = R.HAND_SIZES[n]
        s.hands = [sorted(deck[k * size:(k + 1) * size]) for k in range(n)]
        s.chrono = deck[n * size:]
        s.harmonie, s.agonie, s.clues = [], [], []
        s.misses = []   # [joueur, carte]: a wrong guess said aloud, the card is not in that hand
        s.turn, s.manche, s.phase, s.pending, s.won = 0, 1, "jouer", None, False
        s.log(f"{n} joueurs : {size} cartes chacun ; les {len(s.chrono)} autres forment la pile Chrono.")
        return s
