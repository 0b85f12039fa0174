"""Red7, one manche (mode "partie"), as the page describes it.

« Être le dernier joueur encore en lice afin de remporter la manche. [...]
Afin de ne pas être éliminé, chaque joueur doit être le vainqueur,
c'est-à-dire respecter la règle en vigueur, durant son tour de jeu. »

A turn is one of: « Jouer une carte de sa main sur sa Palette » (move
``palette-<carte>``, then ``finir`` or a canvas card); « Défausser une carte
de sa main sur la Toile » (``toile-<carte>``), « possible uniquement si le
joueur devient vainqueur après modification de la règle »; both, palette
« PUIS » canvas; or « Passer son tour » (``passer``), which eliminates.
« Si un joueur n'est pas le vainqueur à la fin de son tour, il est
éliminé » and « Si un joueur n'a pas de carte en main au début de son tour,
il est éliminé ».

Options: ``pioche_avancee`` (« Règle de pioche avancée ») and ``actions``
(« Règle des actions liées aux cartes »: the odd cards 1, 3, 5, 7; their
choices are the moves ``retirer-<joueur>-<carte>``, ``palette-<carte>``
after a 5, ``sept-toile-<carte>`` / ``sept-pioche-<carte>``).
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import Game, State, parse_number
from ...options import Flag, PlayerCount
from ...core import Refusal
from .. import register
from . import rules as R
from .bots import Red7Bot

HAND = 7


class Red7State(State):
    # « 49 cartes » (7 couleurs × 7 valeurs), each once: what a saved state may hold
    card_zones = ("hands", "palettes", "deck", "canvas")

    # --- what is on the table --------------------------------------------------
    def rule(self) -> str:
        return R.COLOURS[R.colour_of(self.canvas[-1])] if self.canvas else "rouge"

    def leader(self, rule: str | None = None, palettes=None) -> int | None:
        return R.leader(palettes or self.palettes, rule or self.rule(), self.active)

    def to_move(self):
        return [] if self.phase == "fin" else [self.turn]

    def legal_moves(self, player=None):
        if self.phase == "fin" or (player is not None and player != self.turn):
            return []
        p = self.turn
        hand = self.hands[p]
        if self.phase == "debut":
            return (["palette-" + R.card_code(c) for c in hand]
                    + [m for m in ("toile-" + R.card_code(c) for c in hand) if self._canvas_ok(m)]
                    + ["passer"])
        if self.phase == "apres":
            return ([m for m in ("toile-" + R.card_code(c) for c in hand) if self._canvas_ok(m)]
                    + ["finir"])
        if self.phase == "effet-5":
            return ["palette-" + R.card_code(c) for c in hand]
        if self.phase == "effet-1":
            return [f"retirer-{q + 1}-{R.card_code(c)}" for q in self._targets_of_one(p)
                    for c in self.palettes[q]]
        if self.phase == "effet-7":
            return [f"sept-{where}-{R.card_code(c)}" for where in ("toile", "pioche")
                    for c in self.palettes[p]]
        return []

    def _canvas_ok(self, move: str) -> bool:
        c = R.card_of_code(move[6:])
        return self.leader(R.COLOURS[R.colour_of(c)]) == self.turn

    def _targets_of_one(self, p: int) -> list[int]:
        """« une carte de la Palette d'un adversaire si celui-ci a autant ou
        plus de carte que vous sur votre Palette »."""
        mine = len(self.palettes[p])
        return [q for q in range(self.players)
                if q != p and self.active[q] and len(self.palettes[q]) >= mine]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        p = self.turn
        verb, _, rest = move.partition("-")
        phase_help = {
            "effet-1": "l'effet du 1 : retirez une carte de la palette d'un adversaire qui a autant "
                       "ou plus de cartes que vous (retirer-<joueur>-<carte>)",
            "effet-5": "l'effet du 5 : jouez une autre carte de votre main sur votre palette",
            "effet-7": "l'effet du 7 : défaussez une carte de votre palette sur la toile ou sur la "
                       "pioche (sept-toile-<carte> ou sept-pioche-<carte>)",
            "apres": "vous avez joué sur votre palette : défaussez sur la toile ou terminez le tour",
        }
        if verb in ("palette", "toile"):
            c = R.card_of_code(rest)
            if c is None:
                return f"« {rest} » n'est pas une carte (couleur puis valeur, ex. « rouge7 »)."
            if c not in self.hands[p]:
                return f"{R.card_label(c)} n'est pas dans votre main."
            if verb == "palette" and self.phase not in ("debut", "effet-5"):
                return f"ce n'est pas le moment : {phase_help.get(self.phase, '')}."
            if verb == "toile" and self.phase not in ("debut", "apres"):
                return f"ce n'est pas le moment : {phase_help.get(self.phase, '')}."
            rule = R.COLOURS[R.colour_of(c)]
            return Refusal(f"la règle deviendrait {R.COLOUR_LABELS[R.colour_of(c)]} ({R.RULE_TEXT[rule]}) et "
                    "vous ne seriez pas vainqueur : on ne défausse sur la Toile que si l'on devient "
                    "vainqueur après modification de la règle.", "tour-de-jeu")
        if move in ("passer", "finir") or verb in ("retirer", "sept"):
            if self.phase in phase_help and not (self.phase == "apres" and move == "passer"):
                return f"ce n'est pas le moment : {phase_help[self.phase]}."
            if self.phase == "apres" and move == "passer":
                return Refusal("vous avez déjà joué sur votre palette : terminez le tour avec « finir ».", "tour-de-jeu")
            if move == "finir":
                return Refusal("jouez d'abord une carte (palette ou toile), ou passez.", "tour-de-jeu")
            return "ce choix n'est pas possible ici (carte ou joueur inconnu)."
        return "coup inconnu (palette-…, toile-…, finir, passer)."

    def determinize(self, seat, rng):
        """The other hands and the deck dealt afresh (a card put back on the deck by a 7 included)."""
        twin = super().determinize(seat, rng)
        self.redeal([h for p, h in enumerate(twin.hands) if p != seat] + [twin.deck], rng)
        return twin

    # --- playing -----------------------------------------------------------------
    def _apply(self, move, player):
        p = self.turn
        name = self.game.seat_name(p)
        verb, _, rest = move.partition("-")
        if move == "passer":
            self.log(f"{name} passe son tour et est éliminé de la manche.")
            self._eliminate(p)
            self._next_turn()
        elif move == "finir":
            self._end_turn()
        elif verb == "palette":
            c = R.card_of_code(rest)
            self.hands[p].remove(c)
            self.palettes[p].append(c)
            self.log(f"{name} joue {R.card_label(c)} sur sa palette.")
            self.phase = "apres"
            if self.actions and R.value_of(c) % 2 == 1:
                self._card_action(c)
        elif verb == "toile":
            c = R.card_of_code(rest)
            self.hands[p].remove(c)
            self.canvas.append(c)
            rule = self.rule()
            self.log(f"{name} défausse {R.card_label(c)} sur la toile : nouvelle règle "
                     f"{R.COLOUR_LABELS[R.COLOURS.index(rule)]} ({R.RULE_TEXT[rule]}).")
            if self.advanced_draw and R.value_of(c) > len(self.palettes[p]):
                self._draw(p, f"pioche avancée : {R.value_of(c)} > {len(self.palettes[p])} "
                              "cartes sur sa palette")
            self._end_turn()
        elif verb == "retirer":
            q_text, _, code = rest.partition("-")
            q, c = parse_number(q_text) - 1, R.card_of_code(code)
            self.palettes[q].remove(c)
            self.deck.insert(0, c)
            self.log(f"Effet du 1 : {R.card_label(c)} quitte la palette de "
                     f"{self.game.seat_name(q)} et va sous la pioche.")
            self.phase = "apres"
        elif verb == "sept":
            where, _, code = rest.partition("-")
            c = R.card_of_code(code)
            self.palettes[p].remove(c)
            if where == "toile":
                self.canvas.append(c)
                rule = self.rule()
                self.log(f"Effet du 7 : {name} défausse {R.card_label(c)} de sa palette sur la toile : "
                         f"nouvelle règle {R.COLOUR_LABELS[R.COLOURS.index(rule)]}.")
            else:
                self.deck.insert(0, c)
                self.log(f"Effet du 7 : {name} remet {R.card_label(c)} de sa palette sous la pioche.")
            self.phase = "apres"

    def _card_action(self, c: int) -> None:
        """« Jouez une carte impaire sur votre Palette active un effet particulier »."""
        p = self.turn
        v = R.value_of(c)
        if v == 1:
            if self._targets_of_one(p):
                self.phase = "effet-1"
            else:
                self.log("Effet du 1 : aucun adversaire n'a autant ou plus de cartes sur sa palette.")
        elif v == 3:
            self._draw(p, "effet du 3")
        elif v == 5:
            if self.hands[p]:
                self.phase = "effet-5"
            else:
                self.log("Effet du 5 : plus de carte en main à jouer.")
        elif v == 7:
            self.phase = "effet-7"

    def _draw(self, p: int, why: str) -> None:
        if not self.deck:
            self.log(f"{self.game.seat_name(p)} ne pioche pas ({why}) : la pioche est vide.")
            return
        self.hands[p].append(self.deck.pop())
        self.log(f"{self.game.seat_name(p)} pioche une carte ({why}).")

    def _end_turn(self) -> None:
        p = self.turn
        if self.leader() == p:
            self.log(f"{self.game.seat_name(p)} est en tête et reste en lice.")
        else:
            self.log(f"{self.game.seat_name(p)} n'est pas le vainqueur à la fin de son tour : "
                     "éliminé de la manche.")
            self._eliminate(p)
        self._next_turn()

    def _eliminate(self, p: int) -> None:
        self.active[p] = False
        self.out_order.append(p)

    def _next_turn(self) -> None:
        while True:
            alive = [q for q in range(self.players) if self.active[q]]
            if len(alive) == 1:
                self.winner = alive[0]
                self.phase = "fin"
                self.log(f"{self.game.seat_name(self.winner)} est le dernier en lice et remporte la manche.")
                return
            q = (self.turn + 1) % self.players
            while not self.active[q]:
                q = (q + 1) % self.players
            self.turn = q
            if self.hands[q]:
                self.phase = "debut"
                return
            self.log(f"{self.game.seat_name(q)} n'a plus de carte en main au début de son tour : "
                     "éliminé de la manche.")
            self._eliminate(q)

    # --- results and views -------------------------------------------------------
    def scores(self):
        return [1 if p == self.winner else 0 for p in range(self.players)]

    def view(self, player):
        mine = player is not None and 0 <= player < self.players
        return {
            "joueur": player,
            "joueurs": self.players,
            "main": list(self.hands[player]) if mine else None,
            "tailles_mains": [len(h) for h in self.hands],
            "palettes": [list(x) for x in self.palettes],
            "toile": list(self.canvas),
            "regle": self.rule(),
            "actifs": list(self.active),
            "tour": self.turn,
            "phase": self.phase,
            "pioche": len(self.deck),
            "pioche_avancee": self.advanced_draw,
            "actions": self.actions,
            "vainqueur": self.winner,
        }

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if move == "passer":
            return "Passer (éliminé)"
        if move == "finir":
            return "Terminer le tour" + ("" if self.leader() == self.turn else " (éliminé : pas en tête)")
        if verb in ("palette", "toile"):
            c = R.card_of_code(rest)
            if c is not None:
                return ("Jouer " if verb == "palette" else "Toile : ") + R.card_label(c)
        if verb == "retirer":
            q, _, code = rest.partition("-")
            c = R.card_of_code(code)
            if c is not None and parse_number(q):
                return f"Retirer {R.card_label(c)} (palette de {self.game.seat_name(parse_number(q) - 1)})"
        if verb == "sept":
            where, _, code = rest.partition("-")
            c = R.card_of_code(code)
            if c is not None:
                return f"{R.card_label(c)} vers la {'toile' if where == 'toile' else 'pioche'}"
        return move


@register
class Red7(Game):
    id = "red7"
    mode = "partie"
    rule_sections = frozenset({"tour-de-jeu"})
    main_rule_section = "tour-de-jeu"  # what a player may do on their turn, from their hand
    title = "Red7 : une manche contre les bots"
    state_class = Red7State
    bots = {"fort": search_bot("Fort", Red7Bot, iterations=120, depth=40), "malin": Red7Bot, "hasard": RandomBot}
    default_bot = "malin"  # the fastest to answer on a phone

    options = (
        PlayerCount(default=3, lo=2, hi=4),
        Flag("pioche_avancee", "Règle avancée : piocher quand la carte posée dépasse le nombre de cartes de sa palette", default=False),
        Flag("actions", "Règle avancée : actions des cartes impaires", default=False),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = Red7State(self, n, seed)
        s.advanced_draw = options["pioche_avancee"]
        s.actions = options["actions"]
        deck = list(range(49))
        s.shuffle(deck)
        s.hands = [[deck.pop() for _ in range(HAND)] for _ in range(n)]
        s.palettes = [[deck.pop()] for _ in range(n)]
        s.deck = deck
        s.canvas = []
        s.active = [True] * n
        s.out_order = []
        s.winner = None
        s.phase = "debut"
        lead = s.leader("rouge")
        s.turn = (lead + 1) % n
        s.log(f"{n} joueurs : 7 cartes en main et 1 carte sur chaque palette. Règle de départ : Rouge "
              f"({R.RULE_TEXT['rouge']}).")
        s.log(f"{self.seat_name(lead)} mène au départ ; {self.seat_name(s.turn)}, à sa suite, commence.")
        return s
