"""Rat Jack, the whole game against bots (mode « partie »), as the page tells it.

A turn (« Phase 1 »): « Tout d'abord, piochez une carte, soit du paquet, soit
de la pile de défausse (face visible) lorsqu'il y en a une » (moves
``piocher``, ``defausse``); « Ensuite, jouez ou défaussez une carte de votre
main »: ``visible-<carte>`` (its effect is resolved, possibly with a choice
``carte-<carte>`` / ``joueur-<n>``), ``cachee-<carte>``, or
``defausser-<carte>``, after which « vous pouvez retourner une carte face
cachée, activant ainsi sa capacité » (``reveler-<carte>`` or ``garder``).

Where every card is: ``deck`` (top last, hidden), ``discard`` (top last, face
up), ``hands[p]``, ``displays[p]`` (entries [card, face up, tokens]) and
``pending`` (a card whose effect waits for its player's choice).
"""

from __future__ import annotations

import re

from ...bots import RandomBot, search_bot
from ...cards import deal
from ...core import Game, Refusal, State, parse_number
from ...options import PlayerCount
from .. import register
from . import rules as R
from .bots import RatBot

DRAW, ACTION, EFFECT, REVEAL, OVER = "pioche", "action", "effet", "revele", "fin"
SECTION_TURN = "phase-1"
SECTION_ROUND = "fin-de-manche"

PHASE_HELP = {
    DRAW: "piochez d'abord une carte, du paquet ou de la défausse",
    ACTION: "jouez une carte de votre main (face visible ou face cachée) ou défaussez-en une",
    EFFECT: "choisissez d'abord la cible de l'effet en cours",
    REVEAL: "vous venez de défausser : retournez une de vos cartes face cachée, ou ne retournez rien",
    OVER: "la partie est terminée",
}


class RatJackState(State):
    # --- the API ----------------------------------------------------------------
    def to_move(self):
        return [] if self.phase == OVER else [self.turn]

    def legal_moves(self, player=None):
        if self.phase == OVER or (player is not None and player != self.turn):
            return []
        p = self.turn
        if self.phase == DRAW:
            return ["piocher"] + (["defausse"] if self.discard else [])
        if self.phase == ACTION:
            out = []
            for c in self.hands[p]:
                if self._resolvable(p, c):
                    out.append("visible-" + c)
                out += ["cachee-" + c, "defausser-" + c]
            return out
        if self.phase == EFFECT:
            return list(self.pending["choix"])
        if self.phase == REVEAL:
            return ["reveler-" + c for c in self._revealable(p)] + ["garder"]
        return []

    def _resolvable(self, p: int, card: str) -> bool:
        return R.choices(self, p, card, len(self.deck)) is not None

    def _revealable(self, p: int) -> list[str]:
        return [c for c, up, _ in self.displays[p] if not up and self._resolvable(p, c)]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        p = self.turn
        verb, _, rest = move.partition("-")
        if self.phase == OVER:
            return "la partie est terminée."
        if verb in ("visible", "cachee", "defausser", "reveler") and not R.is_card(rest):
            return f"« {rest} » n'est pas une carte (valeur puis a ou b, par exemple « 7a »)."
        if move in ("piocher", "defausse"):
            if self.phase != DRAW:
                return Refusal(f"vous avez déjà pioché ce tour-ci : {PHASE_HELP[self.phase]}.", SECTION_TURN)
            return Refusal("la défausse est vide : piochez dans le paquet.", SECTION_TURN)
        if verb in ("visible", "cachee", "defausser"):
            if self.phase != ACTION:
                return Refusal(f"ce n'est pas le moment : {PHASE_HELP[self.phase]}.", SECTION_TURN)
            if rest not in self.hands[p]:
                return f"{R.name(rest)} n'est pas dans votre main."
            return Refusal(f"{R.name(rest)} ne peut pas être jouée face visible : son effet ({R.effect_text(rest)}) "
                           "ne peut pas être résolu entièrement ici ; « vous devez être capable de la résoudre "
                           "entièrement, sinon elle ne peut pas être jouée de cette façon ». Jouez-la face "
                           "cachée ou défaussez-la.", SECTION_TURN)
        if verb == "reveler" or move == "garder":
            if self.phase != REVEAL:
                return Refusal("on ne retourne une carte face cachée qu'après avoir défaussé une carte de sa "
                               f"main : {PHASE_HELP[self.phase]}.", SECTION_TURN)
            if not any(c == rest and not up for c, up, _ in self.displays[p]):
                return f"{R.name(rest)} n'est pas une de vos cartes face cachée."
            return Refusal(f"{R.name(rest)} ne peut pas être retournée : son effet ({R.effect_text(rest)}) ne "
                           "peut pas être résolu entièrement ici.", SECTION_TURN)
        if verb in ("carte", "joueur"):
            if self.phase != EFFECT:
                return Refusal(f"aucun effet n'attend de cible : {PHASE_HELP[self.phase]}.", SECTION_TURN)
            return (f"cette cible n'est pas permise par l'effet de {R.name(self.pending['carte'])} "
                    f"({R.effect_text(self.pending['carte'])})")
        return "coup inconnu (piocher, defausse, visible-…, cachee-…, defausser-…, reveler-…, garder)."

    # --- playing ------------------------------------------------------------------
    def _name(self, p: int) -> str:
        return self.game.seat_name(p)

    def _say(self, p: int, line: str) -> None:
        self.log(self._name(p) + " " + re.sub(r"\{(\d)\}", lambda m: self._name(int(m.group(1))), line))

    def _apply(self, move, player):
        p = self.turn
        verb, _, rest = move.partition("-")
        if move == "piocher":
            self.hands[p].append(self.deck.pop())
            self._say(p, f"pioche une carte du paquet ({len(self.deck)} restante(s)).")
            self.phase = ACTION
        elif move == "defausse":
            c = self.discard.pop()
            self.hands[p].append(c)
            self._say(p, f"prend {R.name(c)} sur la défausse.")
            self.phase = ACTION
        elif verb == "visible":
            self.hands[p].remove(rest)
            if R.value(rest) != 6:
                self.displays[p].append([rest, True, 0])
            self._say(p, f"joue {R.name(rest)} face visible.")
            self._effect(p, rest)
        elif verb == "cachee":
            self.hands[p].remove(rest)
            self.displays[p].append([rest, False, 0])
            self._say(p, "joue une carte face cachée.")
            self._end_turn()
        elif verb == "defausser":
            self.hands[p].remove(rest)
            self.discard.append(rest)
            self._say(p, f"défausse {R.name(rest)}.")
            if self._revealable(p):
                self.phase = REVEAL
            else:
                self._end_turn()
        elif verb == "reveler":
            for entry in self.displays[p]:
                if entry[0] == rest:
                    entry[1] = True
            self._say(p, f"retourne {R.name(rest)} face visible.")
            self._effect(p, rest)
        elif move == "garder":
            self._say(p, "ne retourne aucune carte.")
            self._end_turn()
        else:                                   # the choice of a pending effect
            card = self.pending["carte"]
            self.pending = None
            self._resolve(p, card, move)

    def _effect(self, p: int, card: str) -> None:
        options = R.choices(self, p, card, len(self.deck))
        if len(options) == 1:
            self._resolve(p, card, options[0])
        else:
            self.pending = {"carte": card, "choix": options}
            self.phase = EFFECT

    def _resolve(self, p: int, card: str, choice: str) -> None:
        self._say(p, f"({R.EFFECTS[R.value(card)][1]}) : " + R.resolve(self, p, card, choice, self.deck.pop))
        for q in R.busted(self, p):
            self.active[q] = False
            self.log(f"{self._name(q)} dépasse 25 ({R.total(self.displays[q])}) : éliminé de la manche "
                     f"par {self._name(p)}.")
            if self._award(p, f"élimine {self._name(q)}"):
                return
        self._end_turn()

    def _award(self, p: int, why: str) -> bool:
        """One PV to p; True when that ends the game (« Le jeu se termine
        immédiatement lorsqu'un joueur gagne son 3ème PV »)."""
        self.vp[p] += 1
        self.last_scorer = p
        self.round_awards.append([p, why])
        self.log(f"{self._name(p)} marque 1 PV ({why}) : {self.vp[p]} PV.")
        if self.vp[p] >= R.VP_TO_WIN:
            self.phase = OVER
            self.log(f"{self._name(p)} gagne son {R.VP_TO_WIN}e PV et remporte la partie !")
            self._close_round(f"{self._name(p)} gagne la partie.")
            return True
        return False

    def _end_turn(self) -> None:
        p = self.turn
        n = self.players
        if self.active[p] and R.total(self.displays[p]) > R.LIMIT:
            # « Si le total de vos cartes face visible (plus les jetons dessus) dépasse 25 à la fin
            # de votre tour, vous êtes éliminé. »
            self.active[p] = False
            self.log(f"{self._name(p)} finit son tour à {R.total(self.displays[p])} : plus de 25, éliminé "
                     "de la manche.")
        order = [(p + k) % n for k in range(n)]
        alive = [q for q in order if self.active[q]]
        at25 = [q for q in alive if R.total(self.displays[q]) == R.LIMIT]
        if at25:
            for q in at25:
                if self._award(q, "atteint exactement 25"):
                    return
            self._close_round(self.game.seat_list(at25) + " atteint exactement 25.")
        elif len(alive) == 1:
            if not self._award(alive[0], "dernier joueur en lice"):
                self._close_round(f"{self._name(alive[0])} est le dernier joueur en lice.")
        elif not alive:
            self._close_round("tous les joueurs sont éliminés : personne ne marque.")
        elif not self.deck:
            best = max(R.total(self.displays[q]) for q in alive)
            top = [q for q in alive if R.total(self.displays[q]) == best]
            for q in top:
                if self._award(q, f"pioche épuisée, plus forte valeur sous 25 ({best})"):
                    return
            self._close_round(f"la pioche est épuisée : {self.game.seat_list(top)} a la plus forte valeur ({best}).")
        else:
            q = next(q for q in order[1:] if self.active[q])
            self.turn = q
            self.phase = DRAW
            self.round_turns += 1

    def _close_round(self, text: str) -> None:
        self.last_round = {"manche": self.round_no, "texte": text, "pv": [list(a) for a in self.round_awards],
                           "totaux": [R.total(d) for d in self.displays],
                           "actifs": list(self.active)}
        self.log(f"Fin de la manche {self.round_no} : {text}")
        if self.phase != OVER:
            self._new_round()

    def _new_round(self) -> None:
        n = self.players
        deck = R.all_cards()
        self.shuffle(deck)
        self.deck = deck
        self.discard = []
        self.hands = [[] for _ in range(n)]
        deal(self, self.hands, R.HAND)
        self.displays = [[] for _ in range(n)]
        self.supply = R.TOKENS
        self.active = [True] * n
        self.pending = None
        self.round_no += 1
        self.round_turns = 0
        self.round_awards = []
        # « Une nouvelle manche commence avec le joueur qui a gagné un PV le plus récemment. »
        if self.last_scorer is not None:
            self.starter = self.last_scorer
        elif self.round_no > 1:
            self.starter = (self.starter + 1) % n
        self.turn = self.starter
        self.phase = DRAW
        self.log(f"Manche {self.round_no} : 2 cartes à chacun ; {self._name(self.turn)} commence.")

    # --- results and views -----------------------------------------------------------
    def scores(self):
        return list(self.vp)

    def all_cards(self) -> list[str]:
        cards = list(self.deck) + list(self.discard)
        for p in range(self.players):
            cards += self.hands[p] + [c for c, _, _ in self.displays[p]]
        if self.pending and not any(self.pending["carte"] == c for d in self.displays for c, _, _ in d):
            cards.append(self.pending["carte"])
        return cards

    def determinize(self, seat, rng):
        """The other hands, the deck and the other screens' face-down cards dealt afresh (each place
        keeping its size)."""
        twin = super().determinize(seat, rng)
        down = [e for q, d in enumerate(twin.displays) if q != seat for e in d if not e[1]]
        faces = [e[0] for e in down]
        self.redeal([h for q, h in enumerate(twin.hands) if q != seat] + [twin.deck, faces], rng)
        for e, c in zip(down, faces):
            e[0] = c
        return twin

    def view(self, player):
        mine = player is not None and 0 <= player < self.players
        return {
            "joueur": player,
            "joueurs": self.players,
            "main": list(self.hands[player]) if mine else None,
            "tailles_mains": [len(h) for h in self.hands],
            "ecrans": [[[c if (up or q == player) else None, up, t] for c, up, t in d]
                       for q, d in enumerate(self.displays)],
            "totaux": [R.total(d) for d in self.displays],
            "defausse": list(self.discard),
            "pioche": len(self.deck),
            "reserve": self.supply,
            "actifs": list(self.active),
            "pv": list(self.vp),
            "tour": self.turn,
            "phase": self.phase,
            "en_attente": dict(self.pending) if self.pending else None,
            "manche": self.round_no,
            "derniere_manche": self.last_round,
        }

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if move == "piocher":
            return "Piocher dans le paquet"
        if move == "defausse" and self.discard:
            return f"Prendre {R.name(self.discard[-1])} sur la défausse"
        if move == "garder":
            return "Ne rien retourner"
        if R.is_card(rest):
            label = {"visible": "Jouer face visible", "cachee": "Jouer face cachée", "defausser": "Défausser",
                     "reveler": "Retourner", "carte": "Cible"}.get(verb)
            if label:
                return f"{label} : {R.name(rest)}"
        if verb == "joueur" and parse_number(rest) and parse_number(rest) <= self.players:
            return f"Cible : {self._name(parse_number(rest) - 1)}"
        return move


@register
class RatJack(Game):
    id = "ratjack"
    mode = "partie"
    title = "Rat Jack : une partie contre les bots"
    state_class = RatJackState
    bots = {"fort": search_bot("Fort", RatBot, iterations=30, depth=16), "malin": RatBot, "hasard": RandomBot}
    default_bot = "malin"  # the fastest to answer on a phone
    main_rule_section = SECTION_TURN
    rule_sections = frozenset({SECTION_TURN, SECTION_ROUND})

    options = (PlayerCount(default=3, lo=2, hi=4),)

    def setup(self, options, seed):
        n = options["joueurs"]
        s = RatJackState(self, n, seed)
        s.vp = [0] * n
        s.round_no = 0
        s.starter = 0
        s.last_scorer = None
        s.last_round = None
        s.log(f"{n} joueurs ; le premier à {R.VP_TO_WIN} PV gagne. Jetons : +{R.TOKEN} chacun, "
              f"{R.TOKENS} dans la réserve.")
        s._new_round()
        return s
