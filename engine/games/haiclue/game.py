"""Haiclue, the whole game (mode « partie »): 3 to 12 players, or 2 in
cooperation, against bots, as the page says.

A round: 4 words on top (from our table, words.py), each player given one at
random (« Plusieurs joueurs peuvent se voir attribuer le même mot ») and 15
word tiles. Clue phase: in seat order (the page's phases are simultaneous; the
clues stay hidden until all are published), each player clicks tiles to lay
them in a line (``tuile-<i>``; again: taken back) and publishes
(``publier``, « au moins 2 mots »). Resolution phase: clue after clue, in seat
order, every other player answers by clicking a word card (``mot-<k>``); the
answers are shown once all have answered, and the clue is scored. After the
last round: the count (« Le score le plus élevé l'emporte », ties win
together; at 2, the team wins with 6 points).

Options: the player count; `une_manche` stops the game after its first round
(the page's resolution example).
"""

from __future__ import annotations

import math

from ...bots import RandomBot, search_bot
from ...core import Game, Refusal, parse_number, State
from ...options import Flag, PlayerCount
from .. import register
from . import rules as R
from .bots import HaiclueBot, HaiclueReader, clue_posterior, guess, plan_clue, unseen_tiles


class HaiclueState(State):
    never_negative = ("points", "equipe")

    def coop(self) -> bool:
        return self.players == 2

    def is_cooperative(self) -> bool:
        return self.coop()

    # --- whose turn -----------------------------------------------------------------
    def to_move(self):
        if self.etape == "fin":
            return []
        return [self.tour]

    def guessers(self, author: int) -> list[int]:
        return [g for g in range(self.players) if g != author]

    def legal_moves(self, player=None):
        if self.etape == "fin" or (player is not None and player != self.tour):
            return []
        if self.etape == "indice":
            moves = [f"tuile-{i}" for i in range(1, R.HAND_TILES + 1)]
            return moves + (["publier"] if R.clue_problem(self.indices[self.tour]) is None else [])
        return [f"mot-{k}" for k in range(1, R.WORD_COUNT + 1)]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.etape == "fin":
            return Refusal("la partie est terminée.", R.S_COOP if self.coop() else R.S_END)
        head, _, rest = move.partition("-")
        if self.etape == "indice":
            if move == "publier":
                return Refusal(R.clue_problem(self.indices[self.tour]), R.S_CLUE)
            if head == "tuile":
                return Refusal(f"chaque joueur a 15 tuiles de mots : tuile-1 à tuile-{R.HAND_TILES}.", R.S_CLUE)
            if head == "mot":
                return Refusal("on devine après que tout le monde a publié son indice : « Lorsque tout le monde "
                               "a publié son indice, la deuxième phase de jeu commence. »", R.S_CLUE)
            return Refusal("coup inconnu : cliquez des tuiles de mots, puis publiez l'indice.", R.S_CLUE)
        if head == "mot":
            k = parse_number(rest)
            return Refusal(f"il y a 4 mots en haut : mot-1 à mot-{R.WORD_COUNT}"
                           + (f", pas « {rest} »." if k is None or not 1 <= k <= R.WORD_COUNT else "."), R.S_RESOLUTION)
        if head in ("tuile", "publier"):
            return Refusal("tous les indices sont publiés : c'est la phase de résolution, on devine un mot "
                           "en cliquant sa carte.", R.S_RESOLUTION)
        return Refusal("coup inconnu : cliquez la carte du mot que vous devinez.", R.S_RESOLUTION)

    # --- playing ---------------------------------------------------------------------
    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        if head == "tuile":
            i = parse_number(rest) - 1
            clue = self.indices[self.tour]
            clue.remove(i) if i in clue else clue.append(i)
        elif move == "publier":
            self.log(f"{self.game.seat_name(self.tour)} publie son indice"
                     + (f" : {self.clue_text(self.tour)}." if self.tour == 0 else "."))
            if self.tour < self.players - 1:
                self.tour += 1
            else:
                self.etape = "devine"
                self.auteur = 0
                self.tour = self.guessers(0)[0]
                self.log("Tous les indices sont publiés : phase de résolution.")
        elif head == "mot":
            a = self.auteur
            self.reponses[a][self.tour] = parse_number(rest)
            rest_to = [g for g in self.guessers(a) if g > self.tour]
            if rest_to:
                self.tour = rest_to[0]
            else:
                self._resolve(a)

    def clue_text(self, p: int) -> str:
        return " ".join(self.tuiles[p][i] for i in self.indices[p])

    def _resolve(self, a: int) -> None:
        """All have answered the clue of `a`: its word is shown, the answers scored."""
        name = self.game.seat_name(a)
        word = self.mots[self.secrets[a] - 1]
        right = [g for g in self.guessers(a) if R.correct(self.secrets, self.reponses, a, g)]
        if self.coop():
            got = R.team_points(self.secrets, self.reponses, a)
            self.equipe += got
            tail = f"l'équipe marque {got} ({self.equipe} au total)"
        else:
            for q, g in enumerate(R.clue_points(self.secrets, self.reponses, a)):
                self.points[q] += g
            tail = (f"{self.game.seat_list(right)} +1, {name} +{len(right)}" if right
                    else "personne ne trouve")
        self.devoiles.append(a)
        self.log(f"Indice de {name} « {self.clue_text(a)} » : c'était « {word} » ; {tail}.")
        if a < self.players - 1:
            self.auteur = a + 1
            self.tour = self.guessers(a + 1)[0]
            return
        if self.manche >= self.manches or self.une_manche:
            self._finish()
        else:
            self.manche += 1
            self._new_round()

    def _new_round(self) -> None:
        n = self.players
        pool = list(R.SECRET_WORDS)
        self.shuffle(pool)
        self.mots = pool[:R.WORD_COUNT]
        # « chaque joueur se voit attribuer au hasard l'un des 4 mots [...] (Plusieurs joueurs peuvent
        # se voir attribuer le même mot.) »
        self.secrets = [self.rand_below(R.WORD_COUNT) + 1 for _ in range(n)]
        # « chaque joueur utilise des mots (parmi 15 distribués au hasard) »: dealt from the shuffled
        # pool, a fresh copy of it when it runs out (beyond 9 players)
        self.tuiles = []
        deck: list[str] = []
        for _ in range(n):
            if len(deck) < R.HAND_TILES:
                deck = list(R.TILE_WORDS)
                self.shuffle(deck)
            self.tuiles.append(deck[-R.HAND_TILES:])
            del deck[-R.HAND_TILES:]
        self.indices = [[] for _ in range(n)]
        self.reponses = [[0] * n for _ in range(n)]
        self.devoiles = []
        self.etape = "indice"
        self.tour = 0
        self.auteur = 0
        self.log(f"Tour {self.manche} sur {self.manches} : « " + " », « ".join(self.mots) + " ».")

    def _finish(self) -> None:
        self.etape = "fin"
        if self.coop():
            self.vainqueurs = [0, 1] if self.equipe >= R.COOP_WIN else []
            self.fin = (f"Fin de la partie : {self.equipe} points sur {R.COOP_PERFECT}, "
                        f"{R.coop_verdict(self.equipe)}.")
        else:
            best = R.leaders(self.points)
            self.vainqueurs = best
            scores = ", ".join(f"{self.game.seat_name(q)} {v}" for q, v in enumerate(self.points))
            end = "Fin de l'exemple, après son tour" if self.manche < self.manches else "Fin de la partie"
            self.fin = (f"{end} ({scores}) : {self.game.seat_list(best)} "
                        f"{'gagne' if len(best) == 1 else 'gagnent ensemble'} avec {self.points[best[0]]} points.")
        self.log(self.fin)

    # --- the « fort » level's search ------------------------------------------------------------
    def determinize(self, seat, rng):
        """What `seat` cannot see dealt afresh: the other seats' tiles (but the tiles of the
        published clues) from the tiles it cannot see; their words not yet shown, drawn from
        what their published clue says of them (`clue_posterior`, a « malin » author's clue) or
        at random before the clues are shown; a clue published but not yet shown rewritten as
        « malin » would write it; the answers given to the clue being solved, but its own,
        given again as « malin » would; the generator of the next rounds."""
        twin = super().determinize(seat, rng)
        if self.etape == "fin":
            return twin
        view = self.view(seat)
        unseen = unseen_tiles(view)
        pool: list[str] = []
        shown = set(self.devoiles) | {seat}
        for q in range(self.players):
            if q == seat:
                continue
            kept = set(self.indices[q]) if self.etape != "indice" else set()
            for i in range(R.HAND_TILES):
                if i not in kept:
                    if not pool:
                        pool = list(unseen)
                        rng.shuffle(pool)
                    twin.tuiles[q][i] = pool.pop()
            if q in shown:
                continue
            if self.etape == "indice":
                twin.secrets[q] = rng.below(R.WORD_COUNT) + 1
                # a clue published (seats before the one to play) rewritten; the others not started
                twin.indices[q] = (plan_clue(self.mots, twin.secrets[q] - 1, twin.tuiles[q])
                                   if q < self.tour else [])
            else:
                clue = [self.tuiles[q][i] for i in self.indices[q]]
                twin.secrets[q] = self._weighted(clue_posterior(self.mots, clue, unseen), rng) + 1
        if self.etape == "devine":
            a = self.auteur
            clue = [self.tuiles[a][i] for i in self.indices[a]]
            for g in self.guessers(a):
                if g != seat and self.reponses[a][g]:
                    twin.reponses[a][g] = guess(self.mots, clue, rng) + 1
        return twin

    @staticmethod
    def _weighted(weights, rng) -> int:
        x = rng.random() * sum(weights)
        for k, w in enumerate(weights):
            x -= w
            if x < 0:
                return k
        return len(weights) - 1

    def search_candidates(self, seat, legal):
        """The clue is « malin »'s best set of tiles (written tile by tile): only guesses are searched."""
        return [] if self.etape == "indice" else legal

    def search_value(self):
        """At two, the chance that the team still reaches 6 points if each guess left is right 3 times
        out of 4 (the bots' measured rate); at three or more, each seat's lead over its best rival."""
        if self.coop():
            left = 2 * (self.manches - self.manche) + (2 - len(self.devoiles) if self.etape != "fin" else 0)
            need = R.COOP_WIN - self.equipe
            p = 0.75
            chance = sum(math.comb(left, k) * p ** k * (1 - p) ** (left - k) for k in range(max(0, need), left + 1))
            return [chance] * 2
        out = []
        for q in range(self.players):
            lead = self.points[q] - max(self.points[r] for r in range(self.players) if r != q)
            out.append(1.0 / (1.0 + math.exp(-lead / 2.0)))
        return out

    # --- results and views -----------------------------------------------------------------
    def end_started(self) -> bool:
        return True   # a fixed number of rounds: the end is always under way

    def scores(self):
        return [self.equipe] * 2 if self.coop() else list(self.points)

    def winners(self):
        return list(self.vainqueurs) if self.is_over() else []

    def view(self, player):
        """What `player` sees: the 4 words, his own word only (another's once its clue is solved),
        his tiles, the published clues in the resolution phase, the answers of solved clues."""
        n = self.players
        shown = set(self.devoiles) | ({player} if player is not None else set())
        if self.etape == "fin":
            shown = set(range(n))
        clues = [[self.tuiles[p][i] for i in self.indices[p]]
                 if p == player or self.etape != "indice" else None for p in range(n)]
        answers = []
        for a, row in enumerate(self.reponses):
            if a in self.devoiles or self.etape == "fin":
                answers.append(list(row))
            else:   # an unsolved clue: only the viewer's own answer
                answers.append([0] * n)
                if player is not None and 0 <= player < n:
                    answers[a][player] = row[player]
        me = player if player is not None and 0 <= player < n else None
        current = self.auteur if self.etape == "devine" else None
        return {
            "joueur": player, "joueurs": n, "etape": self.etape, "manche": self.manche, "manches": self.manches,
            "mots": list(self.mots), "tour": self.tour, "auteur": current,
            "secrets": [self.secrets[p] if p in shown else None for p in range(n)],
            "mon_mot": self.secrets[me] if me is not None else None,
            "mes_tuiles": list(self.tuiles[me]) if me is not None else [],
            "mon_indice": list(self.indices[me]) if me is not None else [],
            "publies": [self.etape != "indice" or p < self.tour for p in range(n)],
            "indices": clues,
            "indice_a_deviner": list(clues[current]) if current is not None else [],
            "reponses": answers, "devoiles": list(self.devoiles),
            "points": list(self.points), "equipe": self.equipe, "coop": self.coop(),
            "fin": self.fin, "vainqueurs": list(self.vainqueurs or []),
        }

    def describe(self, move, player=None):
        head, _, rest = move.partition("-")
        i = parse_number(rest)
        if head == "tuile" and i and 1 <= i <= R.HAND_TILES and self.etape == "indice":
            tile = self.tuiles[self.tour][i - 1]
            return f"{'Retirer' if i - 1 in self.indices[self.tour] else 'Ajouter'} « {tile} »"
        if head == "mot" and i and 1 <= i <= R.WORD_COUNT and self.etape != "fin":
            return f"Deviner « {self.mots[i - 1]} »"
        return {"publier": "Publier l'indice"}.get(move, move)


@register
class Haiclue(Game):
    id = "haiclue"
    mode = "partie"
    title = "Haiclue : une partie avec les bots"
    state_class = HaiclueState
    player_names = list(R.PLAYER_NAMES)
    # « fort »: its guesses searched (the other seats' words drawn from what their clues say of
    # them), its playouts played by the reader of clues; « malin », the bot before (bench_search.py)
    bots = {"fort": search_bot("Fort", HaiclueReader, iterations=24, depth=8, margin=0.05),
            "malin": HaiclueBot, "hasard": RandomBot}
    default_bot = "malin"  # « fort » takes 40 to 56 ms a move in CPython: the page keeps answering fast
    main_rule_section = R.S_RESOLUTION
    rule_sections = R.SECTIONS
    options = (
        PlayerCount(default=4, lo=R.MIN_PLAYERS, hi=R.MAX_PLAYERS,
                    help="3 à 12 joueurs (6 tours à 3-5, 4 à 6-8, 2 à 9-12) ; à 2, la partie coopérative en 4 tours."),
        Flag("une_manche", "L'exemple s'arrête à la fin du premier tour", default=False),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = HaiclueState(self, n, seed)
        s.manches = R.turns_for(n)
        s.manche = 1
        s.points = [0] * n
        s.equipe = 0
        s.une_manche = options["une_manche"]
        s.fin = None
        s.vainqueurs = None
        s._new_round()
        return s
