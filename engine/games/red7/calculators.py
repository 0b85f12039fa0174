"""Red7 calculator (mode "calculateur"): palettes and a rule -> who leads, why.

« En cas d'égalité vis-à-vis de la règle, le vainqueur est celui qui
possède la carte qui respecte la règle de plus forte valeur. S'il y a
égalité entre les valeurs on regarde la plus forte couleur ».
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, ScenarioError, parse_number
from ...options import Choice, Integer, Structured
from .. import register
from . import rules as R


def read_palettes(value, earlier) -> list[list[int]]:
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        raise ScenarioError("palettes", "une liste de 2 à 4 palettes est attendue, "
                                        "ex. [[rouge3, vert6], [bleu7]].")
    seen: dict[int, int] = {}
    out = []
    for p, pal in enumerate(value):
        if not isinstance(pal, list):
            raise ScenarioError("palettes", f"la palette n° {p + 1} doit être une liste de cartes.")
        cards = []
        for code in pal:
            c = R.parse_card(code)
            if c is None:
                raise ScenarioError("palettes", f"palette n° {p + 1} : « {code} » n'est pas une carte "
                                                "(couleur puis valeur de 1 à 7, ex. « indigo4 »).")
            if c in seen:
                raise ScenarioError("palettes", f"{R.card_label(c)} apparaît deux fois (palettes "
                                                f"n° {seen[c] + 1} et n° {p + 1}) : le jeu n'en a qu'une.")
            seen[c] = p
            cards.append(c)
        out.append(cards)
    players = earlier["joueurs"]
    if players is not None and players != len(out):
        raise ScenarioError("joueurs", f"{players} joueurs annoncés mais {len(out)} palettes données.")
    return out


class Red7CalculatorState(CalculatorState):
    def legal_moves(self, player=None):
        moves = ["regle-" + c for c in R.COLOURS]
        moves += [f"joueur-{p + 1}" for p in range(len(self.palettes))]
        for c in range(49):
            owner = self.owner(c)
            if owner is None or owner == self.selected:
                moves.append("carte-" + R.card_code(c))
        return moves

    def owner(self, c: int):
        return next((p for p, pal in enumerate(self.palettes) if c in pal), None)

    def why_illegal(self, move, player):
        verb, _, rest = move.partition("-")
        if verb == "regle":
            return None if rest in R.COLOURS else f"« {rest} » n'est pas une couleur de règle ({', '.join(R.COLOURS)})."
        if verb == "joueur":
            n = parse_number(rest)
            ok = n is not None and 1 <= n <= len(self.palettes)
            return None if ok else f"joueur « {rest} » inconnu (1 à {len(self.palettes)})."
        if verb == "carte":
            c = R.card_of_code(rest)
            if c is None:
                return f"« {rest} » n'est pas une carte (couleur puis valeur de 1 à 7, ex. « rouge7 »)."
            owner = self.owner(c)
            if owner is not None and owner != self.selected:
                return (f"{R.card_label(c)} est déjà sur la palette du Joueur {owner + 1} : "
                        "le jeu n'a qu'un exemplaire de chaque carte.")
            return None
        return "coup inconnu (regle-…, joueur-…, carte-…)."

    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        if verb == "regle":
            self.rule = rest
            self.log(f"Règle {R.COLOUR_LABELS[R.COLOURS.index(rest)]} : {R.RULE_TEXT[rest]}.")
        elif verb == "joueur":
            self.selected = parse_number(rest) - 1
            self.log(f"Palette du Joueur {rest} sélectionnée.")
        else:
            c = R.card_of_code(rest)
            pal = self.palettes[self.selected]
            if c in pal:
                pal.remove(c)
                self.log(f"{R.card_label(c)} retirée de la palette du Joueur {self.selected + 1}.")
            else:
                pal.append(c)
                self.log(f"{R.card_label(c)} ajoutée à la palette du Joueur {self.selected + 1}.")
        lead = self.lead()
        if lead is not None:
            self.log(f"Joueur {lead + 1} mène.")

    def lead(self):
        present = [bool(p) for p in self.palettes]
        if sum(present) < 1:
            return None
        return R.leader(self.palettes, self.rule, present)

    def explanation(self) -> list[str]:
        names = [f"Joueur {p + 1}" for p in range(len(self.palettes))]
        present = [bool(p) for p in self.palettes]
        if not any(present):
            return ["Toutes les palettes sont vides : ajoutez des cartes."]
        lines = R.explain(self.palettes, self.rule, present, names)
        empty = [names[p] for p in range(len(present)) if not present[p]]
        if empty:
            lines = [line for line in lines if "éliminé" not in line]
            lines.append("Palette vide (ignorée ; en partie, chaque palette a toujours au moins une "
                         "carte) : " + ", ".join(empty) + ".")
        return lines

    def view(self, player):
        return {"palettes": [list(p) for p in self.palettes], "regle": self.rule,
                "selection": self.selected, "mene": self.lead(), "explication": self.explanation()}

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "regle" and rest in R.COLOURS:
            return f"Règle {R.COLOUR_LABELS[R.COLOURS.index(rest)]}"
        if verb == "joueur":
            return f"Palette du Joueur {rest}"
        c = R.card_of_code(rest)
        if verb == "carte" and c is not None:
            return ("Retirer " if c in self.palettes[self.selected] else "Ajouter ") + R.card_label(c)
        return move


@register
class Red7Calculator(Calculator):
    id = "red7"
    mode = "calculateur"
    main_rule_section = "regles-par-couleur"  # who leads under the rule is what it computes
    title = "Red7 : qui mène sous cette règle ?"
    state_class = Red7CalculatorState
    player_names = ["Lecteur"]

    options = (
        Choice("regle", "Règle en vigueur (couleur du canevas)", default="rouge",
               choices={c: f"{R.COLOUR_LABELS[i]} : {R.RULE_TEXT[c]}" for i, c in enumerate(R.COLOURS)}),
        Integer("joueurs", "Nombre de palettes", default=None, lo=2, hi=4,
                help="Par défaut, autant que de palettes décrites (3 sinon)."),
        Structured("palettes", "Palettes", default=None, parse=read_palettes,
                   expects="une liste de 2 à 4 palettes, chacune une liste de cartes (couleur puis valeur)",
                   example=[["rouge3", "vert6"], ["bleu7"], ["indigo4", "violet2"]]),
    )

    def setup(self, options, seed):
        rule = options["regle"]
        palettes = options["palettes"] or [[] for _ in range(options["joueurs"] or 3)]
        s = Red7CalculatorState(self, 1, seed)
        s.palettes = palettes
        s.rule = rule
        s.selected = 0
        return s
