"""Expressions, mode « indices »: clues played from a hand, true or not, and
guesses resolved into Harmonie or Agonie.

« Lorsque vous jouez une carte, votre objectif est de donner des informations
sur le reste de votre main. » ; « une fois qu'un indice ne sera plus vrai à
propos de votre main, sa carte sera déplacée côté Agonie. »

« Si vous avez bon, la carte devinée est placée côté Harmonie, et vous y
ajoutez une carte de votre main. » ; « Si vous vous êtes trompé, mettez une de
vos cartes côté Agonie, et si la carte que vous cherchiez est effectivement
dans la main de n'importe quel joueur, ce dernier la dépose également côté
Agonie. »

The reader is Joueur 1 (hand face up); Joueur 2 (the partner, who has
played clues) and Joueur 3 hold hidden hands. Moves: ``indice-<carte>-<côté>``
(play a card of one's hand as a clue), ``cible-2`` / ``cible-3`` (whose card
to guess), ``deviner-<carte>``, ``poser-<carte>`` (the special action of the
last player holding cards), ``montrer`` / ``cacher`` (the hidden hands).
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...options import Structured
from .. import register
from . import rules as R

TURN = "deroulement-dun-tour"
PLAY = "jouer-une-carte"
GUESS = "deviner-une-carte"
SPECIAL = "cas-particuliers"
NAMES = ("Joueur 1 (vous)", "Joueur 2", "Joueur 3")


def _hand_reader(field: str):
    def read(value, earlier):
        if not isinstance(value, list) or len(value) > 8:
            raise ScenarioError(field, "une liste d'au plus 8 cartes est attendue (couleur puis valeur, ex. « vert8 »).")
        out = []
        for i, text in enumerate(value, start=1):
            c = R.card_of_code(text)
            if c is None:
                raise ScenarioError(field, f"carte n° {i} « {text} » inconnue (rouge, jaune, vert, bleu ou violet, "
                                           "puis une valeur de 1 à 8, ex. « vert8 »).")
            if c in out:
                raise ScenarioError(field, f"la carte {R.label(c)} figure deux fois.")
            out.append(c)
        return sorted(out)
    return read


def _cards(text: str) -> list[int]:
    return sorted(R.card_of_code(c) for c in text.split())


def _read_clues(value, earlier):
    if not isinstance(value, list) or len(value) > 8:
        raise ScenarioError("indices", "une liste d'au plus 8 indices « carte côté » est attendue "
                                       "(ex. « vert1 basse »).")
    out = []
    for i, text in enumerate(value, start=1):
        parts = text.split(" ") if isinstance(text, str) else []
        c = R.card_of_code(parts[0]) if len(parts) == 2 else None
        if c is None or parts[1] not in R.SIDES:
            raise ScenarioError("indices", f"indice n° {i} « {text} » illisible : une carte puis un côté "
                                           f"({', '.join(R.SIDES)}), ex. « vert1 basse ».")
        out.append([c, parts[1]])
    return out


class ExpressionsState(CalculatorState):
    # --- what the reader sees -----------------------------------------------------------
    def visible_cards(self) -> set:
        return (set(self.hands[0]) | {c["carte"] for c in self.clues} | set(self.harmonie)
                | set(self.agonie))

    def alone_with_cards(self) -> bool:
        """« Si vous êtes le seul à avoir des cartes en main lors de votre tour »."""
        return R.alone_with_cards(self.hands, 0)

    def legal_moves(self, player=None):
        moves = ["cacher" if self.shown else "montrer"]
        moves += [f"cible-{p + 1}" for p in (1, 2) if p != self.target and self.hands[p]]
        if self.alone_with_cards():
            return moves + ["poser-" + R.code(c) for c in self.hands[0]]
        if self.hands[0]:
            moves += [f"indice-{R.code(c)}-{side}" for c in self.hands[0] for side in R.SIDES]
        if self.hands[self.target]:
            seen = self.visible_cards()
            moves += ["deviner-" + R.code(c) for c in R.DECK if c not in seen]
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        verb, _, rest = move.partition("-")
        if move in ("montrer", "cacher"):
            return "les mains cachées sont déjà " + ("montrées." if self.shown else "cachées.")
        if verb == "cible":
            p = parse_number(rest)
            if p not in (2, 3):
                return "on devine une carte de la main du Joueur 2 ou du Joueur 3."
            if p - 1 == self.target:
                return f"vous devinez déjà une carte du Joueur {p}."
            return Refusal(f"le Joueur {p} n'a plus de carte en main : il n'y a rien à deviner chez lui.", GUESS)
        if verb == "indice":
            code, _, side = rest.partition("-")
            c = R.card_of_code(code)
            if c is None or side not in R.SIDES:
                return f"indice illisible : indice-<carte>-<côté>, côté parmi {', '.join(R.SIDES)}."
            if self.alone_with_cards():
                return Refusal("vous êtes le seul à avoir des cartes en main : placez directement une de vos "
                               "cartes côté Harmonie.", SPECIAL)
            return Refusal(f"le {R.label(c)} n'est pas dans votre main : on joue une carte de sa main.", PLAY)
        if verb == "deviner":
            c = R.card_of_code(rest)
            if c is None:
                return "carte inconnue (couleur puis valeur de 1 à 8, ex. « deviner-vert8 »)."
            if self.alone_with_cards():
                return Refusal("vous êtes le seul à avoir des cartes en main : placez directement une de vos "
                               "cartes côté Harmonie.", SPECIAL)
            if c in self.hands[0]:
                return Refusal(f"le {R.label(c)} est dans votre propre main : on devine une carte de la main d'un "
                               "autre joueur.", GUESS)
            if c in self.visible_cards():
                return Refusal(f"le {R.label(c)} est déjà visible sur la table : il n'est dans aucune main.", GUESS)
            return Refusal(f"le Joueur {self.target + 1} n'a plus de carte en main.", GUESS)
        if verb == "poser":
            return Refusal("l'action spéciale n'est possible que si vous êtes le seul à avoir encore des cartes "
                           "en main.", SPECIAL)
        return "coup inconnu (indice-…, cible-…, deviner-…, poser-…, montrer, cacher)."

    # --- the reader's actions --------------------------------------------------------------
    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        self.result = []
        if move in ("montrer", "cacher"):
            self.shown = move == "montrer"
            return
        if verb == "cible":
            self.target = parse_number(rest) - 1
            self.result = [f"Vous devinez maintenant une carte du Joueur {self.target + 1}."]
            return
        if verb == "indice":
            code, _, side = rest.partition("-")
            c = R.card_of_code(code)
            self.hands[0].remove(c)
            why = R.why_clue(side, c, self.hands[0])
            if R.clue_true(side, c, self.hands[0]):
                self.clues.append({"joueur": 0, "carte": c, "cote": side})
                self.result = [f"Vous jouez le {R.label(c)} côté « {R.SIDES[side]} » : {why}"]
            else:
                self.agonie.append(c)
                self.result = [f"Vous jouez le {R.label(c)} côté « {R.SIDES[side]} » : {why} "
                               "L'indice n'est pas vrai : la carte va côté Agonie."]
        elif verb == "poser":
            c = R.card_of_code(rest)
            self.hands[0].remove(c)
            self.harmonie.append(c)
            self.result = [f"Seul à avoir des cartes : vous placez le {R.label(c)} côté Harmonie."]
        elif verb == "deviner":
            self._guess(R.card_of_code(rest))
        self._check_clues()
        for line in self.result:
            self.log(line)

    def _guess(self, c: int) -> None:
        who = self.target
        right = c in self.hands[who]
        mine = self.hands[0]
        if not mine:
            right, holder, moved = R.empty_hand_guess(self.hands, self.harmonie, self.agonie, who, c)
            word = "de l'Agonie à l'Harmonie" if right else "de l'Harmonie à l'Agonie"
            self.result = [f"Main vide : vous devinez le {R.label(c)}, {'c’est juste' if right else 'c’est faux'}"
                           + (f" : le {R.label(moved)} passe {word}." if moved is not None
                              else f" : aucune carte à déplacer {word}.")]
            if right:
                self.result.append(f"Le {R.label(c)} du Joueur {who + 1} est placé côté Harmonie.")
            elif holder is not None:
                self.result.append(f"Le Joueur {holder + 1} avait le {R.label(c)} : il le dépose côté Agonie.")
            return
        given = mine.pop()
        if right:
            self.hands[who].remove(c)
            self.harmonie += [c, given]
            self.result = [f"Juste : le Joueur {who + 1} avait le {R.label(c)}. Il va côté Harmonie, avec "
                           f"votre {R.label(given)} : 2 cartes en Harmonie."]
            return
        self.agonie.append(given)
        lines = [f"Faux : le Joueur {who + 1} n'a pas le {R.label(c)}. Votre {R.label(given)} va côté Agonie."]
        holder = R.holder_of(c, self.hands)
        if holder is not None:
            self.hands[holder].remove(c)
            self.agonie.append(c)
            lines.append(f"Le {R.label(c)} était dans la main du Joueur {holder + 1} : il le dépose aussi côté "
                         "Agonie (2 cartes).")
        else:
            lines.append(f"Le {R.label(c)} n'est dans aucune main : 1 seule carte en Agonie.")
        self.result = lines

    def _check_clues(self) -> None:
        """« une fois qu'un indice ne sera plus vrai à propos de votre main, sa carte sera déplacée côté Agonie »."""
        for clue in R.broken_clues(self.clues, self.hands):
            hand = self.hands[clue["joueur"]]
            self.clues.remove(clue)
            self.agonie.append(clue["carte"])
            self.result.append(f"L'indice « {R.SIDES[clue['cote']]} » du {R.label(clue['carte'])} "
                               f"({NAMES[clue['joueur']]}) n'est plus vrai — "
                               f"{R.why_clue(clue['cote'], clue['carte'], hand)} Sa carte va côté Agonie.")

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "indice":
            code, _, side = rest.partition("-")
            c = R.card_of_code(code)
            if c is not None and side in R.SIDES:
                return f"Jouer le {R.label(c)} : « {R.SIDES[side]} »"
        if verb in ("deviner", "poser") and R.card_of_code(rest) is not None:
            return ("Deviner le " if verb == "deviner" else "Placer en Harmonie le ") + R.label(R.card_of_code(rest))
        if verb == "cible" and parse_number(rest) in (2, 3):
            return f"Deviner chez le Joueur {rest}"
        return {"montrer": "Montrer les mains cachées", "cacher": "Cacher les mains"}.get(move, move)


@register
class ExpressionsClues(Calculator):
    id = "expressions"
    mode = "indices"
    title = "Expressions : indices vrais ou faux, et devinettes"
    state_class = ExpressionsState
    main_rule_section = TURN
    rule_sections = frozenset({TURN, PLAY, GUESS, SPECIAL})
    options = (
        Structured("ma_main", "Votre main (Joueur 1)", _cards("rouge3 vert5 bleu5 jaune7"),
                   _hand_reader("ma_main"), "une liste d'au plus 8 cartes (ex. [rouge3, vert5])",
                   ["rouge3", "vert5", "bleu5", "jaune7"]),
        Structured("main_partenaire", "Main cachée du Joueur 2", _cards("vert2 vert8 bleu1 violet5"),
                   _hand_reader("main_partenaire"), "une liste d'au plus 8 cartes",
                   ["vert2", "vert8", "bleu1", "violet5"]),
        Structured("main_tiers", "Main cachée du Joueur 3", _cards("rouge6 jaune2"),
                   _hand_reader("main_tiers"), "une liste d'au plus 8 cartes", ["rouge6", "jaune2"]),
        Structured("indices", "Indices déjà joués par le Joueur 2 (carte puis côté)",
                   [[R.card_of_code("vert1"), "basse"], [R.card_of_code("rouge5"), "reste"],
                    [R.card_of_code("jaune8"), "derniere"]],
                   _read_clues, "une liste de « carte côté » (côtés : haute, basse, derniere, reste)",
                   ["vert1 basse", "rouge5 reste", "jaune8 derniere"]),
    )

    def setup(self, options, seed):
        s = ExpressionsState(self, 1, seed)
        s.hands = [list(options["ma_main"]), list(options["main_partenaire"]), list(options["main_tiers"])]
        seen: dict = {}
        for field, cards in (("ma_main", s.hands[0]), ("main_partenaire", s.hands[1]), ("main_tiers", s.hands[2]),
                             ("indices", [c for c, _ in options["indices"]])):
            for c in cards:
                if c in seen:
                    raise ScenarioError(field, f"le {R.label(c)} figure déjà dans « {seen[c]} » : "
                                               "chaque carte n'existe qu'en un exemplaire.")
                seen[c] = field
        s.clues = []
        for c, side in options["indices"]:
            if not R.clue_true(side, c, s.hands[1]):
                raise ScenarioError("indices", f"l'indice « {R.SIDES[side]} » du {R.label(c)} est "
                                               f"{R.why_clue(side, c, s.hands[1])} Un indice faux irait "
                                               "aussitôt côté Agonie.")
            s.clues.append({"joueur": 1, "carte": c, "cote": side})
        s.harmonie, s.agonie = [], []
        s.target = 1
        s.shown = False
        s.result = []
        return s
