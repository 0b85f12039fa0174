"""Haiclue, mode « manche »: the reader resolves the rounds of a game and sees
the scores, for 2 to 12 players.

« Tous les joueurs essayent de deviner le mot d'un autre joueur dont le nom
apparait en haut (un des 4 mots reçu dans la première phase de jeu) ».

Moves: ``indice-<joueur>`` (whose clue is being resolved), ``mot-<k>`` (the
word, 1 to 4, given to that player: drawn at random, the reader may change
it), ``devine-<joueur>-<k>`` (what that player answers; the same answer again
clears it), ``valider`` (score
the round and go to the next, once someone has answered), ``nouvelle-partie`` once the last round is
scored; ``tuile-<i>`` (1 to 15) puts a word tile of the clue's author at the
end of their clue, or takes it back (the clue is shown, it scores nothing).
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, parse_number
from ...options import Integer
from .. import register
from . import rules as R

RESOLUTION = "phase-de-resolution"
END = "fin-du-jeu"
COOP = "partie-pour-2-joueurs-cooperatif"
GENERIC = "ce choix n'est pas possible ici."


class HaiclueState(CalculatorState):
    def n(self) -> int:
        return len(self.words)

    def coop(self) -> bool:
        return self.n() == 2

    def legal_moves(self, player=None):
        if self.over:
            return ["nouvelle-partie"]
        n = self.n()
        a = self.author
        moves = [f"indice-{p + 1}" for p in range(n) if p != a]
        moves += [f"mot-{k}" for k in range(1, R.WORD_COUNT + 1) if k != self.words[a]]
        moves += [f"devine-{g + 1}-{k}" for g in range(n) if g != a for k in range(1, R.WORD_COUNT + 1)]
        moves += [f"tuile-{i}" for i in range(1, R.HAND_TILES + 1)]
        # A turn is counted once someone has answered (an empty turn scores nothing).
        return moves + (["valider"] if self.answered() else [])

    def answered(self) -> bool:
        """Has anyone answered a clue of this turn?"""
        return any(any(row) for row in self.guesses)

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.over:
            return Refusal(f"la partie est finie après ses {self.turns} tours : recommencez une nouvelle partie.",
                           COOP if self.coop() else END)
        verb, _, rest = move.partition("-")
        n = self.n()
        if verb == "devine":
            g_text, _, k_text = rest.partition("-")
            g, k = parse_number(g_text), parse_number(k_text)
            if g is None or not 1 <= g <= n or k is None or not 1 <= k <= R.WORD_COUNT:
                return f"réponse illisible : devine-<joueur 1 à {n}>-<mot 1 à 4>."
            if g - 1 == self.author:
                return Refusal(f"le Joueur {g} est l'auteur de cet indice : on devine le mot d'un autre joueur.",
                               RESOLUTION)
            return GENERIC
        if verb == "tuile":
            return f"il y a {R.HAND_TILES} tuiles de mots : tuile-1 à tuile-{R.HAND_TILES}."
        if verb == "indice":
            p = parse_number(rest)
            if p is None or not 1 <= p <= n:
                return f"joueur inconnu (1 à {n})."
            return f"l'indice du Joueur {p} est déjà celui que l'on résout."
        if verb == "mot":
            k = parse_number(rest)
            if k is None or not 1 <= k <= R.WORD_COUNT:
                return "il y a 4 mots en haut : mot-1 à mot-4."
            return f"le mot « {self.word(k)} » est déjà celui du Joueur {self.author + 1}."
        if move == "valider":
            return Refusal("personne n'a encore répondu : posez d'abord le jeton d'un joueur sur le mot "
                           "qu'il devine, puis comptez les points du tour.", RESOLUTION)
        if move == "nouvelle-partie":
            return Refusal(f"la partie dure {self.turns} tours : finissez-les d'abord.", COOP if self.coop() else END)
        return "coup inconnu (indice-…, mot-…, devine-…, valider)."

    def word(self, k: int) -> str:
        return self.shown_words[k - 1]

    def _new_turn(self) -> None:
        n = self.n()
        pool = list(range(len(R.WORDS)))
        self.shuffle(pool)
        self.shown_words = [R.WORDS[i] for i in pool[:R.WORD_COUNT]]
        # « chaque joueur se voit attribuer au hasard l'un des 4 mots [...] (Plusieurs joueurs peuvent
        # se voir attribuer le même mot.) »
        self.words = [self.rand_below(R.WORD_COUNT) + 1 for _ in range(n)]
        self.guesses = [[0] * n for _ in range(n)]
        self.author = 0
        # « chaque joueur utilise des mots (parmi 15 distribués au hasard), pour former un indice »
        self.tiles = []
        for _ in range(n):
            deal = list(R.CLUE_WORDS)
            self.shuffle(deal)
            self.tiles.append(deal[:R.HAND_TILES])
        self.clues = [[] for _ in range(n)]

    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        if move == "nouvelle-partie":
            n = self.n()
            self.turn, self.over = 1, False
            self.totals = [0] * n
            self.team = 0
            self.history = []
            self._new_turn()
            self.log("Nouvelle partie.")
        elif verb == "tuile":
            # a word tile of the author's hand put at the end of their clue, or taken back from it
            i = parse_number(rest) - 1
            clue = self.clues[self.author]
            clue.remove(i) if i in clue else clue.append(i)
        elif verb == "indice":
            self.author = parse_number(rest) - 1
        elif verb == "mot":
            self.words[self.author] = parse_number(rest)
        elif verb == "devine":
            g_text, _, k_text = rest.partition("-")
            g, k = parse_number(g_text) - 1, parse_number(k_text)
            # the answer already given, chosen again, is cleared (an edit of the calculator)
            self.guesses[self.author][g] = 0 if self.guesses[self.author][g] == k else k
        elif move == "valider":
            self._score_turn()

    def _score_turn(self) -> None:
        points = R.round_points(self.words, self.guesses)
        if self.coop():
            got = R.team_points(self.words, self.guesses)
            self.team += got
            self.history.append([got])
            self.log(f"Tour {self.turn} : l'équipe marque {got} point(s) ; {self.team} au total.")
        else:
            row = [g + a for g, a in points]
            self.totals = [t + r for t, r in zip(self.totals, row)]
            self.history.append(row)
            self.log(f"Tour {self.turn} : " + ", ".join(f"J{p + 1} +{r}" for p, r in enumerate(row)) + ".")
        if self.turn >= self.turns:
            self.over = True
            if self.coop():
                self.log(f"Fin après {self.turns} tours : {self.team} points sur {R.COOP_PERFECT}, "
                         f"{R.coop_verdict(self.team)}.")
            else:
                best = R.leaders(self.totals)
                self.log(f"Fin après {self.turns} tours : {self.game.seat_list(best)} "
                         f"{'gagne' if len(best) == 1 else 'gagnent ensemble'} avec {self.totals[best[0]]} points.")
        else:
            self.turn += 1
            self._new_turn()

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "devine":
            g, _, k = rest.partition("-")
            if parse_number(g) and parse_number(k) and 1 <= parse_number(k) <= R.WORD_COUNT:
                return f"Joueur {g} répond « {self.word(parse_number(k))} »"
        if verb == "mot" and parse_number(rest) and 1 <= parse_number(rest) <= R.WORD_COUNT:
            return f"Mot du Joueur {self.author + 1} : « {self.word(parse_number(rest))} »"
        if verb == "indice":
            return f"Résoudre l'indice du Joueur {rest}"
        if verb == "tuile" and parse_number(rest) and 1 <= parse_number(rest) <= R.HAND_TILES:
            return f"Tuile « {self.tiles[self.author][parse_number(rest) - 1]} » (indice du Joueur {self.author + 1})"
        return {"valider": "Compter les points du tour", "nouvelle-partie": "Nouvelle partie"}.get(move, move)


@register
class HaiclueRound(Calculator):
    id = "haiclue"
    mode = "manche"
    title = "Haiclue : les réponses, les points et les tours"
    state_class = HaiclueState
    main_rule_section = RESOLUTION
    rule_sections = frozenset({RESOLUTION, END, COOP})
    options = (
        Integer("joueurs", "Nombre de joueurs (2 : partie coopérative)", 4, 2, 12,
                help="Fixe le nombre de tours : 6 tours à 3-5 joueurs, 4 à 6-8, 2 à 9-12, 4 à deux."),
    )

    def setup(self, options, seed):
        s = HaiclueState(self, 1, seed)
        n = options["joueurs"]
        s.words = [0] * n
        s.turns = R.turns_for(n)
        s.turn, s.over = 1, False
        s.totals = [0] * n
        s.team = 0
        s.history = []
        s._new_turn()
        return s
