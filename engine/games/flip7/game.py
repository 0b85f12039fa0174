"""Flip 7, the full game (« partie »), as the BGA wiki page tells it.

« Dans ce jeu de hasard, l'objectif est d'être le premier joueur à marquer 200
points pour déclencher la fin de la partie. Vous marquez des points en
fonction de la valeur totale des cartes qui se trouvent devant vous. »

Where every card is (each one exactly once; see `all_cards`):
- `deck` — the draw pile, top card last (its order is hidden);
- `discard` — cards set aside (« Mettez toutes les cartes du tour précédent
  sur le côté »), spent Seconde chance cards; public: every card was turned
  face up in front of everybody;
- `lines[p]` — player p's number cards (the duplicate that eliminated them
  stays there: « laissez toutes les cartes devant les joueurs là où elles
  sont, même si ce joueur a été éliminé »), `mods[p]` their modifiers,
  `front[p]` the action cards placed in front of them (« Placez ces cartes
  au-dessus de vos cartes comprenant des nombres »);
- `choice` — [chooser, card]: an action card waiting for its chooser to name
  the player who gets it; `held` — Gel / Trois coups turned during a Trois
  coups, waiting for it to finish; `pending` — [chooser, card] still to give.

Draws are not separate chance moves: a move (`piocher`, `cible-N`) turns the
cards it needs from the state's own seeded generator, and resolves the deal
and every automatic step until a player has a choice to make.
"""

from __future__ import annotations

import math

from ...bots import RandomBot, search_bot
from ...cards import draw as draw_with_reshuffle
from ...core import Game, ScenarioError, State, parse_number
from ...options import Choice, Integer, PlayerCount, Structured
from ...core import Refusal
from .. import register
from .bots import PrudentBot
from .rules import (COMPOSITION, FLIP3, FREEZE, KINDS, LABELS, SECOND, TIMES2, card_from_name,
                    full_deck, kind, round_score, safe_gain)

ACTIVE, STAYED, BUSTED, FROZEN = "actif", "reste", "elimine", "gele"
STATUS_TEXT = {ACTIVE: "actif", STAYED: "est resté", BUSTED: "éliminé", FROZEN: "gelé"}
TURN, TARGET, OVER = "tour", "cible", "fin"
GOAL = 200
# search_value's spread of a lead (points): SPREAD_BASE near the goal, growing with the way left
SPREAD_BASE, SPREAD_SLOPE = 12.0, 0.3


class Flip7State(State):
    """One position of a Flip 7 game (every attribute is JSON-typed)."""

    never_negative = ("totals",)  # « les points marqués s'ajoutent » (saved states)

    # --- the API ------------------------------------------------------------
    def to_move(self):
        return [] if self.phase == OVER else [self.mover]

    def legal_moves(self, player=None):
        if self.phase == OVER or (player is not None and player != self.mover):
            return []
        return list(self.moves_now)

    def play(self, move, player=None):
        """`State.play`, with a shortcut for the usual case: `moves_now` is
        exactly the legal list, so a legal move of the player to move is
        applied at once (random playouts spend most of their time here).
        Anything else goes through `State.play`, which raises the same
        `IllegalMove` and changes nothing."""
        mover = self.mover
        if (player is not None and (type(player) is not int or player != mover)) or move not in self.moves_now:
            State.play(self, move, player)
            return
        self._apply(move, mover)

    def why_illegal(self, move, player):
        if move in self.moves_now:
            return None
        if move in ("piocher", "rester"):
            if self.phase == TARGET:
                return Refusal(f"vous devez d'abord choisir le joueur actif qui reçoit la carte "
                        f"{LABELS[self.choice[1]]}.", "cartes-action-9")
            return "la pioche et la défausse sont vides : il n'y a plus de carte à retourner."
        if move.startswith("cible-"):
            if self.phase != TARGET:
                return Refusal("aucune carte Action n'attend de joueur : piochez ou restez.", "cartes-action-9")
            num = parse_number(move[6:])
            if num is None or not 1 <= num <= self.players:
                return f"il n'y a pas de joueur n° {move[6:]} dans cette partie."
            target = num - 1
            card = self.choice[1]
            if self.status[target] != ACTIVE:
                return Refusal(f"{self._name(target)} n'est plus actif dans ce tour "
                        f"({STATUS_TEXT[self.status[target]]}) : une carte Action ne se donne qu'à un "
                        "joueur actif.", "cartes-action-9")
            if card == SECOND and target == player:
                return Refusal("vous avez déjà une Seconde chance : « il choisit un autre joueur actif à qui "
                        "la donner ».", "seconde-chance-second-chance-3-cartes")
            if card == SECOND:
                return Refusal(f"{self._name(target)} a déjà une Seconde chance (« Un joueur ne peut avoir "
                        "qu'une seule carte Seconde chance devant lui à la fois »).", "seconde-chance-second-chance-3-cartes")
            return "ce joueur ne peut pas recevoir cette carte."
        return "coup inconnu : les coups sont « piocher », « rester » ou « cible-N » (N = numéro du joueur)."

    def _apply(self, move, player):
        if move == "piocher":
            self.turn_done = True
            deck = self.deck
            self._receive(player, deck.pop() if deck else draw_with_reshuffle(self))
        elif move == "rester":
            self.turn_done = True
            self.status[player] = STAYED
            self.log(f"{self._name(player)} reste et garde ses {self.round_points(player)} points du tour.")
        else:
            chooser, card = self.choice
            self._give(chooser, card, int(move[6:]) - 1)
        self._run()

    def scores(self):
        return list(self.totals)

    def describe(self, move, player=None):
        if move == "piocher":
            return "Piocher une carte"
        if move == "rester":
            return "Rester (garder ses points du tour)"
        if move.startswith("cible-") and self.choice is not None:
            return f"Donner la carte {LABELS[self.choice[1]]} à {self._name(int(move[6:]) - 1)}"
        return move

    def search_value(self):
        """A position not over, for engine.search: each player's expected total, the points banked
        plus, for a player still active, what one more card would add on average net of the risk
        of busting (counted on the cards not yet turned, which every seat can count), when that is
        worth it; then each player against each other one (a mean of duels, squashed by a spread
        that shrinks as the leader nears the goal)."""
        n = self.players
        pile = self.deck or self.discard
        unseen = [0] * KINDS
        for c in pile:
            unseen[c] += 1
        total = len(pile)
        status, lines, front, mods = self.status, self.lines, self.front, self.mods
        expected = []
        for p in range(n):
            bank = self.round_points(p)
            if status[p] == ACTIVE and total:
                line = lines[p]
                risk = 0.0 if SECOND in front[p] else sum(unseen[x] for x in set(line)) / total
                net = safe_gain(unseen, line, mods[p]) - risk * bank
                if net > 0:
                    bank += net
            expected.append(self.totals[p] + bank)
        spread = SPREAD_BASE + SPREAD_SLOPE * max(0, self.goal - max(expected))
        out = []
        for p in range(n):
            e = expected[p]
            v = 0.0
            for q in range(n):
                if q != p:
                    x = (e - expected[q]) / spread
                    v += 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
            out.append(v / (n - 1))
        return out

    def determinize(self, seat, rng):
        """Everything is face up but the draw pile's order (dealt afresh) and the discard's (sorted)."""
        twin = super().determinize(seat, rng)
        self.redeal([twin.deck], rng)
        twin.discard.sort()
        return twin

    def view(self, player):
        """Everything is face up in Flip 7 except the order of the draw pile."""
        n = self.players
        return {
            "joueurs": n,
            "moi": player,
            "noms": [self._name(p) for p in range(n)],
            "donneur": self.dealer,
            "manche": self.round_no,
            "phase": self.phase,
            "a_jouer": None if self.phase == OVER else self.mover,
            "lignes": [list(x) for x in self.lines],
            "modifs": [list(x) for x in self.mods],
            "devant": [list(x) for x in self.front],
            "statuts": list(self.status),
            "totaux": list(self.totals),
            "points_tour": [self.round_points(p) for p in range(n)],
            "pioche": len(self.deck),
            "defausse": sorted(self.discard),
            "choix": list(self.choice) if self.choice else None,
            "trois_coups": list(self.flip) if self.flip else None,
            "en_attente": list(self.held) + [c for _, c in self.pending],
            "objectif": self.goal,
            "gel": self.freeze_rule,
            "derniere_manche": self.last_round,
            "coups": self.legal_moves(player),
        }

    # --- helpers --------------------------------------------------------------
    def _name(self, p):
        return self.game.names[p]

    def round_points(self, p):
        """Points `p` would bank now (0 once eliminated, or frozen under `gel: perd`)."""
        st = self.status[p]
        if st == BUSTED or (st == FROZEN and self.freeze_rule == "perd"):
            return 0
        return round_score(self.lines[p], self.mods[p])

    def all_cards(self):
        """Every card of the game, wherever it is (for the invariant tests)."""
        cards = list(self.deck) + list(self.discard) + list(self.held)
        for p in range(self.players):
            cards += self.lines[p] + self.mods[p] + self.front[p]
        cards += [c for _, c in self.pending]
        if self.choice is not None:
            cards.append(self.choice[1])
        return cards

    def _draw(self):
        if self.deck:
            return self.deck.pop()
        return draw_with_reshuffle(self)

    # --- receiving and giving cards -----------------------------------------
    def _receive(self, p, card):
        """Player p turns `card` face up in front of them."""
        name = self.game.names[p]
        if card <= 12:
            line = self.lines[p]
            if card in line:
                front = self.front[p]
                if SECOND in front:
                    # « il peut la défausser ainsi que la carte Seconde chance »
                    front.remove(SECOND)
                    self.discard.append(card)
                    self.discard.append(SECOND)
                    self.log(f"{name} retourne un {card} en double : sa Seconde chance le sauve, "
                             "les deux cartes sont défaussées.")
                else:
                    # « vous êtes éliminé du tour en cours et vous ne marquez aucun point »
                    line.append(card)
                    self.status[p] = BUSTED
                    self.log(f"{name} retourne un {card} en double : éliminé du tour, aucun point.")
                return
            line.append(card)
            self.events.append(f"{name} retourne un {card}.")
            if len(line) == 7:
                # « vous mettez automatiquement fin au tour pour tout le monde »
                self.flip7 = p
                self.log(f"Flip 7 ! {name} a 7 cartes nombres : 15 points de bonus et fin du tour.")
            return
        if card <= TIMES2:
            self.mods[p].append(card)
            self.log(f"{name} retourne le modificateur {LABELS[card]}.")
            return
        if card == SECOND:
            if SECOND not in self.front[p]:
                self.front[p].append(SECOND)
                self.log(f"{name} retourne une Seconde chance et la garde devant lui.")
            else:
                self.log(f"{name} retourne une deuxième Seconde chance : il doit la donner à un autre "
                         "joueur actif.")
                self.choice = [p, SECOND]
            return
        if self.flip is not None:
            # « Vous devez résoudre 1 carte Action APRÈS que la carte Trois coups [...] ait été
            # tirée ou que le joueur ait perdu. »
            self.held.append(card)
            self.log(f"{name} retourne la carte {LABELS[card]} : elle sera jouée après le Trois coups.")
            return
        self.log(f"{name} retourne la carte {LABELS[card]} et choisit qui la reçoit.")
        self.choice = [p, card]

    def targets(self, chooser, card):
        """Players who may receive `card` from `chooser`.

        « Les 9 cartes Action peuvent être jouées par n'importe quel joueur
        actif, y compris vous-même. » ; a second Seconde chance goes to
        « un autre joueur actif » who has none."""
        status = self.status
        if card == SECOND:
            front = self.front
            return [q for q in range(self.players)
                    if q != chooser and status[q] == ACTIVE and SECOND not in front[q]]
        return [q for q in range(self.players) if status[q] == ACTIVE]

    def _give(self, chooser, card, target):
        self.choice = None
        self.front[target].append(card)
        who = self._name(target)
        giver = "" if chooser == target else f"{self._name(chooser)} donne la carte à {who} : "
        if card == FREEZE:
            self.status[target] = FROZEN
            if self.freeze_rule == "perd":
                self.log(f"{giver}Gel ! {who} est éliminé jusqu'à la fin du tour et perd ses points du tour.")
            else:
                self.log(f"{giver}Gel ! {who} est arrêté jusqu'à la fin du tour et garde ses "
                         f"{self.round_points(target)} points du tour.")
        elif card == FLIP3:
            self.flip = [target, 3]
            self.held = []
            self.log(f"{giver}Trois coups ! {who} doit retourner 3 cartes.")
        else:
            self.log(f"{giver}{who} reçoit la Seconde chance.")

    # --- the automatic part of the game -------------------------------------
    def _run(self):
        """Resolve everything that needs no decision: Trois coups draws, action
        cards waiting, the deal, the end of the round; stop at the next choice."""
        n = self.players
        status = self.status
        while True:
            if (self.flip7 is None and self.choice is None and self.flip is None and not self.pending
                    and self.deal_next >= n):
                # nothing waits (the usual case, after a card or « rester »): the
                # next active player plays
                if self.turn_done:
                    for q in self.game.after[n][self.turn]:
                        if status[q] == ACTIVE:
                            break
                    else:
                        # « Il n'y a plus de joueurs actifs »
                        self._end_round()
                        if self.phase == OVER:
                            return
                        continue
                    self.turn = q
                    self.turn_done = False
                self.phase = TURN
                self.mover = self.turn
                self.moves_now = ["piocher", "rester"] if (self.deck or self.discard) else ["rester"]
                return
            if self.flip7 is not None:
                self._end_round()
                if self.phase == OVER:
                    return
                continue
            if self.choice is not None:
                chooser, card = self.choice
                options = self.targets(chooser, card)
                if not options:
                    self.choice = None
                    self.discard.append(card)
                    self.log(f"Personne ne peut recevoir la carte {LABELS[card]} : elle est défaussée.")
                    continue
                if len(options) == 1:
                    only = options[0]
                    if only == chooser:
                        self.log(f"{self._name(chooser)} est le seul joueur actif : il s'applique la carte "
                                 f"{LABELS[card]}.")
                    self._give(chooser, card, only)
                    continue
                self.phase = TARGET
                self.mover = chooser
                self.moves_now = ["cible-%d" % (q + 1) for q in options]
                return
            if self.flip is not None:
                target = self.flip[0]
                card = self._draw()
                if card is None:
                    self.log("Plus aucune carte à retourner : le Trois coups s'arrête.")
                    self.flip[1] = 0
                else:
                    self.flip[1] -= 1
                    self._receive(target, card)
                if self.flip7 is not None:
                    continue
                if self.flip[1] <= 0 or status[target] != ACTIVE:
                    # the chooser of the held cards is the Trois coups' target,
                    # « Même si le joueur a perdu »
                    self.pending = [[target, c] for c in self.held] + self.pending
                    self.held = []
                    self.flip = None
                continue
            if self.pending:
                self.choice = self.pending.pop(0)
                continue
            if self.deal_next < n:
                # « le donneur distribue 1 carte face visible à chaque joueur y compris lui-même »
                # (one card at a time; an action card dealt is resolved before the next card)
                first = self.dealer + 1
                while self.deal_next < n:
                    p = (first + self.deal_next) % n
                    self.deal_next += 1
                    if status[p] == ACTIVE:
                        deck = self.deck
                        card = deck.pop() if deck else draw_with_reshuffle(self)
                        if card is None:
                            self.deal_next = n
                            self.log("Plus aucune carte : la distribution s'arrête.")
                        else:
                            self._receive(p, card)
                            if self.choice is not None or self.flip7 is not None:
                                break
                continue

    def _end_round(self):
        n = self.players
        names = self.game.names
        lines, mods, front, status, totals = self.lines, self.mods, self.front, self.status, self.totals
        frozen_lose = self.freeze_rule == "perd"
        # the lists are replaced below (never emptied in place), so no copy is needed
        points = []
        self.last_round = {
            "manche": self.round_no,
            "lignes": lines,
            "modifs": mods,
            "devant": front,
            "statuts": list(status),
            "points": points,
            "flip7": self.flip7,
        }
        # « Mettez toutes les cartes du tour précédent sur le côté. Ne les remélangez pas dans le jeu. »
        discard = self.discard
        parts = []
        for p in range(n):
            # `round_points(p)`, inlined
            line = lines[p]
            st = status[p]
            if st == BUSTED or (frozen_lose and st == FROZEN):
                score = 0
            elif mods[p] or len(line) == 7:
                score = round_score(line, mods[p])
            else:
                score = sum(line)
            points.append(score)
            totals[p] += score
            parts.append(f"{names[p]} +{score} (total {totals[p]})")
            discard += line
            discard += mods[p]
            discard += front[p]
        self.events.append(f"Fin de la manche {self.round_no} : {', '.join(parts)}.")
        if self.held:
            discard += self.held
            self.held = []
        if self.pending:
            discard += [c for _, c in self.pending]
            self.pending = []
        if self.choice is not None:
            discard.append(self.choice[1])
            self.choice = None
        self.lines = [[] for _ in range(n)]
        self.mods = [[] for _ in range(n)]
        self.front = [[] for _ in range(n)]
        status[:] = [ACTIVE] * n  # in place: `_run` holds this list
        self.flip = None
        self.flip7 = None
        self.round_no += 1
        # « Passez les cartes restantes du jeu vers la gauche, ce joueur devient le nouveau donneur. »
        self.dealer = (self.dealer + 1) % n
        # « La partie se termine si à la fin d'un tour, au moins un joueur a atteint 200 points. »
        if max(self.totals) >= self.goal:
            self.phase = OVER
            self.mover = None
            self.moves_now = []
            best = max(self.totals)
            won = [self._name(p) for p in range(n) if self.totals[p] == best]
            if len(won) == 1:
                self.log(f"Fin de la partie : {won[0]} gagne avec {best} points.")
            else:
                self.log(f"Fin de la partie : égalité à {best} points entre {', '.join(won)}.")
            return
        self.deal_next = 0
        self.turn = self.dealer
        self.turn_done = True
        self.log(f"Manche {self.round_no} : {self._name(self.dealer)} distribue.")


def read_position(position, earlier) -> dict:
    """A demo block's `position:` (the top of the draw pile, the totals, the
    dealer, and the rows of a round under way), checked against the number of
    players and the goal. With `rangees` the deal is over: each row holds that
    player's number cards, modifiers and Seconde chance, and the player after
    the dealer is to play."""
    n, goal = earlier["joueurs"], earlier["objectif"]
    if position is None:
        return {}
    if not isinstance(position, dict):
        raise ScenarioError("position", "une table est attendue (pioche, totaux, donneur, rangees).")
    for key in position:
        if key not in ("pioche", "totaux", "donneur", "rangees"):
            raise ScenarioError(f"position.{key}", "champ inconnu (champs permis : donneur, pioche, rangees, "
                                                   "totaux).")
    totals = position.get("totaux", [0] * n)
    if not isinstance(totals, list) or len(totals) != n:
        raise ScenarioError("position.totaux", f"une liste de {n} scores (un par joueur) est attendue.")
    for i, t in enumerate(totals):
        if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < goal:
            raise ScenarioError("position.totaux", f"score n° {i + 1} « {t} » : un entier entre 0 et "
                                                   f"{goal - 1} est attendu.")
    dealer = position.get("donneur", n)
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 1 <= dealer <= n:
        raise ScenarioError("position.donneur", f"un numéro de joueur entre 1 et {n} est attendu, "
                                                f"pas « {dealer} ».")
    top = position.get("pioche", [])
    if not isinstance(top, list):
        raise ScenarioError("position.pioche", "une liste de cartes (la première est retournée en premier) "
                                               "est attendue.")
    top_cards = [card_from_name(v, "position.pioche", f"carte n° {i + 1}") for i, v in enumerate(top)]
    left = list(COMPOSITION)
    for i, c in enumerate(top_cards):
        left[c] -= 1
        if left[c] < 0:
            raise ScenarioError("position.pioche", f"carte n° {i + 1} : le jeu n'a que {COMPOSITION[c]} "
                                                   f"carte(s) « {LABELS[c]} ».")
    rows = position.get("rangees")
    if rows is not None:
        if not isinstance(rows, list) or len(rows) != n or not all(isinstance(r, list) for r in rows):
            raise ScenarioError("position.rangees", f"{n} rangées (une liste de cartes par joueur) sont attendues.")
        read = []
        for p, row in enumerate(rows, start=1):
            cards = [card_from_name(v, "position.rangees", f"rangée {p}, carte n° {i + 1}")
                     for i, v in enumerate(row)]
            numbers = [c for c in cards if kind(c) == "nombre"]
            if len(set(numbers)) != len(numbers) or len(set(numbers)) >= 7:
                raise ScenarioError("position.rangees", f"rangée {p} : des nombres différents, 6 au plus (un "
                                                        "doublon élimine, 7 nombres font un Flip 7).")
            if any(kind(c) == "action" and c != SECOND for c in cards) or cards.count(SECOND) > 1:
                raise ScenarioError("position.rangees", f"rangée {p} : les Gel et Trois coups ne restent pas devant "
                                                        "un joueur ; une Seconde chance au plus.")
            for c in cards:
                left[c] -= 1
                if left[c] < 0:
                    raise ScenarioError("position.rangees", f"rangée {p} : le jeu n'a que {COMPOSITION[c]} "
                                                            f"carte(s) « {LABELS[c]} » en tout.")
            read.append(cards)
        rows = read
    return {"totaux": list(totals), "donneur": dealer, "pioche": top_cards, "rangees": rows}


@register
class Flip7(Game):
    id = "flip7"
    mode = "partie"
    rule_sections = frozenset({"cartes-action-9", "seconde-chance-second-chance-3-cartes"})
    title = "Flip 7 : partie contre les bots"
    state_class = Flip7State
    options = (
        PlayerCount(default=4, lo=3, hi=12),
        Integer("objectif", "Score qui déclenche la fin", default=GOAL, lo=1, hi=10_000,
                help="« le premier joueur à marquer 200 points » : 200 sur la page."),
        Choice("gel", "Joueur touché par un Gel", default="garde",
               choices={"garde": "garde ses points du tour (règle publiée)",
                        "perd": "perd ses points du tour (texte de la page)"},
               help="La page dit « perd tous les points » ; la règle publiée les lui laisse."),
        Structured("position", "Position de départ", default=None, parse=read_position,
                   expects="une table : pioche (cartes du dessus, la première retournée en premier), "
                           "totaux (un score par joueur), donneur (numéro de joueur)",
                   example={"pioche": [12, "x2", 5], "totaux": [150, 120, 90, 30], "donneur": 4}),
    )

    # a short look ahead (4 moves) read by `search_value`: deeper playouts only add luck
    bots = {"fort": search_bot("Fort", PrudentBot, iterations=300, depth=4, noise=0.0), "prudent": PrudentBot,
            "hasard": RandomBot}
    default_bot = "prudent"  # the fastest to answer on a phone

    def __init__(self):
        self.names = [self.seat_name(p) for p in range(self.max_players)]
        # after[n][t]: the seats after seat t, clockwise, t itself last
        self.after = {n: [[(t + i) % n for i in range(1, n + 1)] for t in range(n)]
                      for n in range(self.min_players, self.max_players + 1)}

    def setup(self, options, seed):
        n = options["joueurs"]
        state = Flip7State(self, n, seed)
        state.goal = options["objectif"]
        state.freeze_rule = options["gel"]
        position = options["position"] or {}
        totals = position.get("totaux", [0] * n)
        dealer = position.get("donneur", n)
        top_cards = position.get("pioche", [])
        rows = position.get("rangees")
        left = list(COMPOSITION)
        for c in top_cards + [c for row in rows or [] for c in row]:
            left[c] -= 1
        rest = []
        for c in range(KINDS):
            rest.extend([c] * left[c])
        state.shuffle(rest)
        # « Mélangez le jeu » — the scenario's cards go on top, first one drawn first
        state.deck = rest + top_cards[::-1]
        state.discard = []
        state.lines = [[] for _ in range(n)]
        state.mods = [[] for _ in range(n)]
        state.front = [[] for _ in range(n)]
        state.status = [ACTIVE] * n
        state.totals = list(totals)
        state.dealer = dealer - 1
        state.round_no = 1
        state.flip = None
        state.held = []
        state.pending = []
        state.choice = None
        state.flip7 = None
        state.last_round = None
        state.deal_next = 0
        state.turn = state.dealer
        state.turn_done = True
        state.phase = TURN
        state.mover = 0
        state.moves_now = []
        state.log(f"Manche 1 : {state._name(state.dealer)} distribue.")
        if rows is not None:  # a round under way: the deal is over
            for p, row in enumerate(rows):
                state.lines[p] = [c for c in row if kind(c) == "nombre"]
                state.mods[p] = [c for c in row if kind(c) == "modificateur"]
                state.front[p] = [c for c in row if c == SECOND]
            state.deal_next = n
            state.log("Exemple — le tour est en cours : " + " ; ".join(
                f"{state._name(p)} {', '.join(LABELS[c] for c in row) or 'aucune carte'}"
                for p, row in enumerate(rows)) + ".")
        state._run()
        return state


assert len(full_deck()) == 94
