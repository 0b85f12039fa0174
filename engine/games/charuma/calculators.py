"""Charuma, mode "pli": « qui remporte ce pli ? ».

The reader lays the cards of one trick, seat by seat (seat 1 opens, the others
follow in order), and the calculator says which play wins and why: « la carte
(ou paire de cartes) de plus forte valeur et de la couleur demandée, remporte
le pli. En cas d'égalité, la carte (ou paire) posée en dernier remporte le
pli. » and the As worth 11 beside a 10 of its colour.

Moves: ``joueur-K`` (edit seat K's play), ``carte-<couleur><valeur>`` (add a
free copy of that card to the chosen play, e.g. ``carte-b10``),
``retirer-<carte>`` (take a card back, e.g. ``retirer-bAa``), ``vider``.
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...options import Structured
from .. import register
from . import rules as R

SEC_PLAY, SEC_WIN = "2-phase-de-jeu", "remporter-un-pli"
FACES = [(col, v) for col in range(2) for v in range(1, 11)]


def face_code(col: int, v: int) -> str:
    return R.COLOUR_LETTERS[col] + R.value_label(v)


_FACES = {face_code(col, v): (col, v) for col, v in FACES}


def read_trick(value, earlier) -> list[list[int]]:
    """`pli`: 2 to 5 plays in the order they are made, each a list of card codes."""
    if not isinstance(value, list) or not 2 <= len(value) <= 5:
        raise ScenarioError("pli", "une liste de 2 à 5 jeux est attendue (un par joueur, dans l'ordre), "
                                   "ex. [[b10a], [bAa], [r9a]].")
    seen: set[int] = set()
    plays = []
    for i, play in enumerate(value, start=1):
        if not isinstance(play, list) or len(play) > 2:
            raise ScenarioError("pli", f"le jeu n° {i} doit être une liste de 0 à 2 cartes.")
        cards = []
        for code in play:
            c = R.card_of_code(code)
            if c is None:
                raise ScenarioError("pli", f"jeu n° {i} : « {code} » n'est pas une carte (couleur b ou r, "
                                           "valeur A ou 2 à 10, exemplaire a ou b : « b10a », « rAb »).")
            if c in seen:
                raise ScenarioError("pli", f"{R.card_label(c)} ({code}) figure deux fois.")
            seen.add(c)
            cards.append(c)
        plays.append(cards)
    first = plays[0]
    if len(first) == 2 and not R.is_pair(first):
        raise ScenarioError("pli", "le premier jeu ouvre avec 1 carte ou une paire (2 cartes de même valeur).")
    for i, play in enumerate(plays[1:], start=2):
        if len(play) > len(first):
            raise ScenarioError("pli", f"le jeu n° {i} a plus de cartes que le premier : on joue le même nombre.")
    return plays


class CharumaTrickState(CalculatorState):
    def in_use(self) -> set[int]:
        return {c for play in self.plays for c in play}

    def free_copy(self, col: int, v: int):
        used = self.in_use()
        return next((c for c in (R.card(col, v, 0), R.card(col, v, 1)) if c not in used), None)

    def _add_problem(self, col: int, v: int):
        """Why this card cannot go into the chosen play now (None if it can)."""
        p = self.selected
        play, first = self.plays[p], self.plays[0]
        name = ("As" if v == 1 else str(v)) + " " + R.COLOURS[col]
        if self.free_copy(col, v) is None:
            return f"les deux {name} sont déjà dans le pli (le paquet en a deux exemplaires)."
        if p == 0:
            if len(play) >= 2:
                return Refusal("on ouvre avec 1 carte, ou 2 cartes de même valeur pour former une paire : "
                               "pas plus.", SEC_PLAY)
            if len(play) == 1 and R.value_of(play[0]) != v:
                return Refusal("on ouvre avec 1 carte, ou 2 cartes de même valeur pour former une paire.",
                               SEC_PLAY)
            return None
        if not first:
            return Refusal("le Joueur 1 ouvre le pli : donnez-lui d'abord sa carte ou sa paire.", SEC_PLAY)
        if len(play) >= len(first):
            return Refusal(f"il faut jouer le même nombre de cartes que le premier joueur ({len(first)}).",
                           SEC_PLAY)
        return None

    def legal_moves(self, player=None):
        moves = [f"joueur-{k + 1}" for k in range(len(self.plays))]
        moves += ["carte-" + face_code(col, v) for col, v in FACES if self._add_problem(col, v) is None]
        moves += ["retirer-" + R.card_code(c) for play in self.plays for c in play]
        moves.append("vider")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        verb, _, rest = move.partition("-")
        if verb == "joueur":
            return f"joueur « {rest} » inconnu (1 à {len(self.plays)})."
        if verb == "carte":
            if rest not in _FACES:
                return f"« {rest} » n'est pas une carte (b ou r, puis A ou 2 à 10 : « b10 », « rA »)."
            return self._add_problem(*_FACES[rest]) or "cette carte ne peut pas être ajoutée."
        if verb == "retirer":
            c = R.card_of_code(rest)
            if c is None:
                return f"« {rest} » n'est pas une carte (ex. « bAa »)."
            return f"{R.card_label(c)} n'est pas dans le pli."
        return "coup inconnu (joueur-…, carte-…, retirer-…, vider)."

    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        if verb == "joueur":
            self.selected = int(rest) - 1
            self.log(f"Jeu du Joueur {rest} sélectionné.")
            return
        if verb == "vider":
            self.plays = [[] for _ in self.plays]
            self.selected = 0
            self.log("Pli vidé.")
            return
        if verb == "carte":
            col, v = _FACES[rest]
            c = self.free_copy(col, v)
            self.plays[self.selected].append(c)
            self.log(f"{R.card_label(c)} ajouté au jeu du Joueur {self.selected + 1}.")
        else:
            c = R.card_of_code(rest)
            k = next(k for k, play in enumerate(self.plays) if c in play)
            self.plays[k].remove(c)
            self.log(f"{R.card_label(c)} retiré du jeu du Joueur {k + 1}.")
            if k == 0:
                size = max(1, len(self.plays[0]))
                for q in range(1, len(self.plays)):
                    if len(self.plays[q]) > size:
                        del self.plays[q][size:]
                        self.log(f"Le jeu du Joueur {q + 1} est réduit au nombre de cartes du premier joueur.")
        w = self.winner()
        if w is not None:
            self.log(f"Le Joueur {w + 1} remporte le pli.")

    # --- the answer ----------------------------------------------------------------------
    def complete(self) -> list[int]:
        """Seats whose play is made (as many cards as the first play)."""
        first = self.plays[0]
        return [k for k, play in enumerate(self.plays) if first and len(play) == len(first)]

    def winner(self):
        seats = self.complete()
        if not seats:
            return None
        plays = [self.plays[k] for k in seats]
        return seats[R.trick_winner(plays)]

    def explanation(self) -> list[str]:
        first = self.plays[0]
        if not first:
            return ["Le Joueur 1 ouvre le pli : ajoutez sa carte ou sa paire."]
        seats = self.complete()
        plays = [self.plays[k] for k in seats]
        suit = R.SUIT_LABEL[R.suit_of(first)]
        lines = [f"Couleur demandée : {suit}" + (" (une paire)" if len(first) == 2 else "") + "."]
        for k, play in enumerate(self.plays):
            if k not in seats:
                lines.append(f"Joueur {k + 1} : jeu incomplet, pas compté.")
                continue
            if not R.follows(play, first):
                why = "pas une paire" if len(first) == 2 and not R.is_pair(play) else "pas la couleur demandée"
                lines.append(f"Joueur {k + 1} : {R.play_label(play)} — {why}, ne peut pas gagner.")
                continue
            s = R.strength(play, plays)
            extra = ""
            if R.value_of(play[0]) == 1:
                extra = (" (l'As vaut 11 : un 10 de même couleur est dans le pli)" if s == 11
                         else " (l'As vaut 1 : pas de 10 de même couleur dans le pli)")
            lines.append(f"Joueur {k + 1} : {R.play_label(play)} — vaut {s}{extra}.")
        w = self.winner()
        best = R.strength(self.plays[w], plays)
        tied = [k for k in seats if R.follows(self.plays[k], first) and R.strength(self.plays[k], plays) == best]
        tail = " (égalité : la carte posée en dernier gagne)" if len(tied) > 1 else ""
        lines.append(f"Le Joueur {w + 1} remporte le pli{tail}.")
        return lines

    def view(self, player):
        return {"pli": [list(p) for p in self.plays], "selection": self.selected,
                "gagnant": self.winner(), "explication": self.explanation()}

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "joueur":
            return f"Jeu du Joueur {rest}"
        if verb == "carte" and rest in _FACES:
            col, v = _FACES[rest]
            return f"Ajouter {'As' if v == 1 else v} {R.COLOURS[col]}"
        if verb == "retirer" and R.card_of_code(rest) is not None:
            return "Retirer " + R.card_label(R.card_of_code(rest))
        if verb == "vider":
            return "Vider le pli"
        return move


@register
class CharumaTrick(Calculator):
    id = "charuma"
    mode = "pli"
    title = "Charuma : qui remporte ce pli ?"
    state_class = CharumaTrickState
    player_names = ["Lecteur"]
    main_rule_section = SEC_WIN
    rule_sections = frozenset({SEC_PLAY, SEC_WIN})
    options = (
        Structured("pli", "Le pli (un jeu par joueur, dans l'ordre)", default=None, parse=read_trick,
                   expects="une liste de 2 à 5 jeux, chacun une liste de 0 à 2 cartes (« b10a », « rAb »)",
                   example=[["b10a"], ["bAa"], ["r9a"]]),
    )

    def setup(self, options, seed):
        s = CharumaTrickState(self, 1, seed)
        s.plays = options["pli"] or [[], [], []]
        s.selected = 0
        return s
