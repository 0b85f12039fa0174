"""Break the Code, the whole game against bots (mode "partie").

« But du jeu : Deviner les chiffres et les couleurs des tuiles chiffres
ciblées (la combinaison centrale à 3-4 joueurs, ou la combinaison de
l'adversaire à 2 joueurs) ».

« A son tour, un joueur peut : Soit poser une question [...] Soit deviner
les tuiles ». Moves: ``question-<carte>`` (one of the visible cards), or
``deviner``, then the guessed tiles one by one in rack order
(``tuile-3n``…), then ``valider`` (or ``annuler`` to go back before
validating). After someone has guessed right, the players who have not yet
played as many turns may ``deviner`` or ``passer``.
"""

from __future__ import annotations

from ...bots import RandomBot
from ...core import Game, Refusal, State
from ...options import PlayerCount
from .. import register
from . import rules as R
from .bots import BreakTheCodeBot, BreakTheCodeFort

SETUP = "mise-en-place"
TURN = "tour-de-jeu"
END = "fin-du-jeu"


class BreakTheCodeState(State):
    # --- whose turn, what is possible -----------------------------------------------
    def to_move(self):
        return [] if self.phase == "fin" else [self.turn]

    def questions_left(self) -> bool:
        return bool(self.visible)

    def final_round(self) -> bool:
        """Someone has guessed right: the others only finish the round."""
        return any(self.found)

    def target(self, p: int) -> list[int]:
        """The tiles `p` must guess: the opponent's rack at 2, the centre code at 3-4."""
        return self.racks[1 - p] if self.players == 2 else self.code

    def _guess_pool(self, p: int) -> list[int]:
        """The tiles a guess may use: every tile but the guesser's own, in rack order."""
        return [t for t in R.TILES if t not in self.racks[p]]

    def _next_tiles(self, p: int) -> list[int]:
        """Tiles that may come next in the guess (rack order kept, room left to finish it)."""
        size = R.target_size(self.players)
        left = size - len(self.guess)
        if left == 0:
            return []
        last = self.guess[-1] if self.guess else -1
        pool = [t for t in self._guess_pool(p) if t > last]
        out = []
        for i, t in enumerate(pool):
            if len(pool) - i - 1 >= left - 1 and R.face(t) not in [R.face(x) for x in out]:
                out.append(t)
        return out

    def legal_moves(self, player=None):
        if self.phase == "fin" or (player is not None and player != self.turn):
            return []
        p = self.turn
        if self.phase == "proposition":
            moves = ["tuile-" + R.code(t) for t in self._next_tiles(p)]
            if len(self.guess) == R.target_size(self.players):
                moves.append("valider")
            return moves + ["annuler"]
        if self.final_round():
            return ["deviner", "passer"]
        return ["question-" + c for c in self.visible] + ["deviner"]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        verb, _, rest = move.partition("-")
        if self.phase == "proposition":
            if verb == "tuile":
                f = R.tile_of_code(rest)
                if f is None:
                    return "tuile inconnue (un chiffre puis n, b ou v, par exemple « 3n », « 5v »)."
                if not any(R.face(t) == f for t in self._guess_pool(self.turn)):
                    return Refusal(f"{R.label(f)} est sur votre propre chevalet : le code ciblé ne peut pas la contenir.",
                                   SETUP)
                if len(self.guess) == R.target_size(self.players):
                    return Refusal("votre proposition est complète : validez-la ou annulez-la.", TURN)
                return Refusal(f"{R.label(f)} ne peut pas venir ici : les chiffres sont rangés par ordre croissant "
                               "et, à chiffre égal, le noir est à gauche du blanc.", SETUP)
            if move == "valider":
                return Refusal(f"la proposition n'a que {len(self.guess)} tuile(s) sur "
                               f"{R.target_size(self.players)}.", TURN)
            return Refusal("vous êtes en train de proposer un code : choisissez ses tuiles, validez ou annulez.", TURN)
        if verb == "question":
            if rest not in R.CARDS:
                return "carte question inconnue."
            if self.final_round():
                return Refusal("un joueur a trouvé le code : les joueurs qui n'ont pas joué le même nombre de "
                               "tours peuvent seulement tenter de le trouver aussi.", TURN)
            return Refusal("cette carte question n'est pas face visible au centre de la table.", SETUP)
        if move == "passer":
            return Refusal("on ne passe pas : à son tour, on pose une question ou on devine les tuiles.", TURN)
        if move in ("valider", "annuler") or verb == "tuile":
            return Refusal("choisissez d'abord « deviner » pour faire une proposition.", TURN)
        return "coup inconnu (question-…, deviner, tuile-…, valider, annuler, passer)."

    # --- playing ---------------------------------------------------------------------
    def _apply(self, move, player):
        p = self.turn
        name = self.game.seat_name(p)
        verb, _, rest = move.partition("-")
        if verb == "question":
            self.visible.remove(rest)
            self.discard.append(rest)
            if self.deck:
                self.visible.append(self.deck.pop())
            answers = [[q, R.answer(rest, self.racks[q])] for q in range(self.players) if q != p]
            self.questions.append({"joueur": p, "carte": rest, "reponses": answers})
            said = " ; ".join(f"{self.game.seat_name(q)} : {R.answer_text(rest, a)}" for q, a in answers)
            self.log(f"{name} demande : « {R.question(rest)} » — {said}.")
            self._end_turn(p)
        elif move == "deviner":
            self.phase = "proposition"
            self.guess = []
        elif verb == "tuile":
            f = R.tile_of_code(rest)
            t = next(t for t in self._next_tiles(p) if R.face(t) == f)
            self.guess.append(t)
        elif move == "annuler":
            self.phase = "jeu"
            self.guess = []
        elif move == "valider":
            self._resolve_guess(p)
        elif move == "passer":
            self.log(f"{name} ne tente pas de trouver le code.")
            self._end_turn(p)

    def _resolve_guess(self, p: int) -> None:
        name = self.game.seat_name(p)
        guessed = R.faces(self.guess)
        right = guessed == R.faces(self.target(p))
        shown = R.code_text(guessed) if self.players == 2 else "un code"
        self.guesses.append({"joueur": p, "code": list(guessed), "juste": right})
        self.phase = "jeu"
        self.guess = []
        if right:
            self.found[p] = True
            self.log(f"{name} propose {shown} : c'est juste, il a trouvé le code !")
        elif self.players == 2 and (self.questions_left() or self.final_round()):
            self.log(f"{name} propose {shown} : c'est faux ; son tour prend fin, il reste en jeu.")
        elif self.players == 2:
            self.out[p] = True
            self.log(f"{name} propose {shown} : c'est faux ; plus aucune carte question, il est éliminé.")
        else:
            self.out[p] = True
            self.log(f"{name} propose {shown} : ce n'est pas entièrement juste, il est éliminé.")
        self._end_turn(p)

    def _end_turn(self, p: int) -> None:
        self.turns[p] += 1
        n = self.players
        if self.final_round():
            done = max(self.turns[q] for q in range(n) if self.found[q])
            waiting = [q for q in range(n) if not self.out[q] and not self.found[q] and self.turns[q] < done]
        else:
            waiting = [q for q in range(n) if not self.out[q]]
        if not waiting:
            self._finish()
            return
        q = (p + 1) % n
        while q not in waiting:
            q = (q + 1) % n
        self.turn = q

    def _finish(self) -> None:
        self.phase = "fin"
        won = [q for q in range(self.players) if self.found[q]]
        if won:
            self.log(f"Fin de la partie : {self.game.seat_list(won)} "
                     f"{'a' if len(won) == 1 else 'ont'} trouvé le code, en autant de tours.")
        else:
            self.log("Fin de la partie : tous les joueurs se sont trompés, personne ne gagne.")
        if self.players > 2:
            self.log(f"Le code était : {R.code_text(R.faces(self.code))}.")

    # --- what a seat cannot see --------------------------------------------------------
    def determinize(self, seat, rng):
        """The other players' racks (and the code in the centre, and the tiles set aside) dealt afresh
        among those that answer every question as heard (`rules.deduce` on the seat's view: a rack of
        its own wrong guesses is out), and the question deck shuffled: what the view does not show."""
        twin = super().determinize(seat, rng)
        if not 0 <= seat < self.players:
            return twin
        self.redeal([twin.deck], rng)
        view = self.view(seat)
        found = R.deduce_cached(view, limit=R.PAIR_LIMIT)
        mine = set(self.racks[seat])
        others = [q for q in range(self.players) if q != seat]
        if self.players == 2:
            q = others[0]
            wrong = {tuple(c) for c in view["propositions_fausses"]}
            racks = found["racks"][q]
            masks = [m for m, fs in zip(racks.masks, racks.faces) if fs not in wrong] or racks.masks
            if masks:
                picked = masks[rng.below(len(masks))]
                twin.racks[q] = [t for t in R.TILES if picked >> t & 1]
                twin.set_aside = [t for t in R.TILES if t not in mine and not picked >> t & 1]
                return twin
        else:
            for _ in range(20):   # each opponent in turn a consistent rack among the tiles left
                used, racks = 0, {}
                for q in others:
                    choices = list(found["racks"][q].avoiding(used))
                    if not choices:
                        break
                    racks[q] = choices[rng.below(len(choices))]
                    used |= racks[q]
                else:
                    for q, m in racks.items():
                        twin.racks[q] = [t for t in R.TILES if m >> t & 1]
                    twin.code = [t for t in R.TILES if t not in mine and not used >> t & 1]
                    twin.set_aside = []
                    return twin
        # (no consistent deal found: every hidden tile dealt afresh)
        zones = [twin.racks[q] for q in others] + [twin.code, twin.set_aside]
        self.redeal(zones, rng)
        for z in zones:
            z.sort()
        return twin

    # --- results and views -----------------------------------------------------------
    def scores(self):
        return [1 if f else 0 for f in self.found]

    def winners(self):
        if not self.is_over():
            return []
        return [p for p in range(self.players) if self.found[p]]

    def view(self, player):
        mine = player is not None and 0 <= player < self.players
        return {
            "joueur": player,
            "joueurs": self.players,
            "chevalet": list(self.racks[player]) if mine else [],
            "taille_chevalet": len(self.racks[0]),
            "visibles": list(self.visible),
            "pioche": len(self.deck),
            "questions": [dict(e, reponses=[list(a) for a in e["reponses"]]) for e in self.questions],
            "propositions_fausses": [list(g["code"]) for g in self.guesses
                                     if g["joueur"] == player and not g["juste"]],
            "trouve": list(self.found),
            "elimine": list(self.out),
            "tour": self.turn,
            "phase": self.phase,
            "proposition": list(self.guess) if player == self.turn else [],
            "derniere_manche": self.final_round(),
        }

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "question" and rest in R.CARDS:
            return "Question : " + R.question(rest)
        if verb == "tuile" and R.tile_of_code(rest) is not None:
            return "Tuile " + R.label(R.tile_of_code(rest))
        return {"deviner": "Deviner le code", "valider": "Valider la proposition",
                "annuler": "Annuler la proposition", "passer": "Ne pas tenter"}.get(move, move)


@register
class BreakTheCode(Game):
    id = "breakthecode"
    mode = "partie"
    title = "Break the Code : une partie contre les bots"
    state_class = BreakTheCodeState
    bots = {"fort": BreakTheCodeFort,
            "logicien": BreakTheCodeBot, "hasard": RandomBot}
    default_bot = "logicien"  # « fort » thinks 28 ms a move in CPython (p95 71 ms, about 111 ms estimated in Pyodide, 2026-12-06): the logician answers at once
    main_rule_section = TURN
    rule_sections = frozenset({SETUP, TURN, END})
    options = (PlayerCount(default=2, lo=2, hi=4),)

    def setup(self, options, seed):
        n = options["joueurs"]
        s = BreakTheCodeState(self, n, seed)
        per, centre = R.deal_sizes(n)
        tiles = list(R.TILES)
        s.shuffle(tiles)
        s.racks = [R.rack_order(tiles[p * per:(p + 1) * per]) for p in range(n)]
        s.code = R.rack_order(tiles[n * per:n * per + centre]) if centre else []
        s.set_aside = R.rack_order(tiles[n * per + centre:])
        cards = list(R.CARD_IDS)
        s.shuffle(cards)
        s.visible = cards[:R.VISIBLE]
        s.deck = cards[R.VISIBLE:]
        s.discard = []
        s.questions = []
        s.guesses = []
        s.guess = []
        s.found = [False] * n
        s.out = [False] * n
        s.turns = [0] * n
        s.turn = 0
        s.phase = "jeu"
        if n == 2:
            s.log("2 joueurs : chacun reçoit 5 tuiles, les 10 autres sont écartées ; "
                  "il faut deviner le chevalet de l'adversaire.")
        else:
            s.log(f"{n} joueurs : chacun reçoit {per} tuiles, les {centre} restantes forment le code à trouver.")
        s.log(f"{R.VISIBLE} cartes questions sont révélées, les autres forment la pioche.")
        return s
