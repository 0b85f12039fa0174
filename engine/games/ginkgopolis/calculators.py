"""Ginkgopolis calculator (mode « quartiers »): a small city the reader edits,
its districts and their points, and the cost of a construction.

The reader sets a tile (``tuile-<c>-<n>``: one of the hand drawn at the
start, as on Board Game Arena; or ``couleur-<c>``, ``numero-<n>``),
``hauteur-<h>``, ``joueur-<p>``) and a tool (``outil-poser``: a building as it stands;
``outil-construire``: the « Construction » action of the chosen player on a
building; ``outil-vider``), then clicks a plot (``case-<B2>``).
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...options import Structured
from .. import register
from . import rules as R

CONSTRUCTION = "3-construction"
FIN = "fin-de-partie"
HAND = 5
"""Tiles in the reader's reserve (« Sélectionnez une tuile dans votre réserve »): the tile in play and 4 drawn."""
TOOLS = {"poser": "poser un bâtiment", "construire": "construire (ajouter un étage)", "vider": "vider"}


def read_city(value, earlier):
    if not isinstance(value, dict):
        raise ScenarioError("ville", "une table « case: [couleur, numéro, hauteur, joueur] » est attendue "
                                     "(ex. {B2: [rouge, 12, 3, 2]}).")
    city, seen = {}, set()
    for sq, spec in value.items():
        if R.GRID.parse(sq) is None or not isinstance(sq, str):
            raise ScenarioError("ville", f"case « {sq} » hors de la ville (A1 à E4).")
        if not (isinstance(spec, list) and len(spec) == 4 and spec[0] in R.COLOURS
                and all(isinstance(x, int) and not isinstance(x, bool) for x in spec[1:])):
            raise ScenarioError("ville", f"{sq} : [couleur, numéro, hauteur, joueur] attendu (ex. [rouge, 12, 3, 2]).")
        c, n, h, p = spec
        if n not in R.NUMBERS or not 1 <= h <= R.MAX_HEIGHT or not 1 <= p <= len(R.PLAYERS):
            raise ScenarioError("ville", f"{sq} : numéro 1 à 20, hauteur 1 à {R.MAX_HEIGHT}, joueur 1 à {len(R.PLAYERS)}.")
        if (c, n) in seen:
            raise ScenarioError("ville", f"{sq} : le bâtiment {R.COLOURS[c]} {n} est déjà dans la ville.")
        seen.add((c, n))
        city[sq] = {"c": c, "n": n, "h": h, "p": p - 1}
    return city


class DistrictState(CalculatorState):
    def pen_visible(self) -> str | None:
        return self.pen_visible_for(self.colour, self.number)

    def pen_visible_for(self, colour: str, number: int) -> str | None:
        """The square where the building of that colour and number stands, if it is in the city."""
        for sq, b in self.city.items():
            if (b["c"], b["n"]) == (colour, number):
                return sq
        return None

    def legal_moves(self, player=None):
        moves = [f"tuile-{c}-{n}" for c, n in self.hand if (c, n) != (self.colour, self.number)]
        moves += [f"couleur-{c}" for c in R.COLOURS if c != self.colour]
        moves += [f"numero-{n}" for n in (self.number - 1, self.number + 1) if n in R.NUMBERS]
        moves += [f"hauteur-{h}" for h in (self.height - 1, self.height + 1) if 1 <= h <= R.MAX_HEIGHT]
        moves += [f"joueur-{p}" for p in range(1, len(R.PLAYERS) + 1) if p - 1 != self.builder]
        moves += [f"outil-{t}" for t in TOOLS if t != self.tool]
        moves += [f"case-{sq}" for sq in R.GRID._names if self.plot_problem(sq) is None]
        return moves

    def plot_problem(self, sq):
        here = self.city.get(sq)
        if self.tool == "vider":
            return None if here else "cette case est vide."
        if self.tool == "construire" and not here:
            return Refusal("la Construction « ajoute un étage en plaçant la nouvelle tuile sur le bâtiment » : "
                           "il faut un bâtiment sur cette case.", CONSTRUCTION)
        where = self.pen_visible()
        if where and where != sq or where == sq and self.tool == "poser":
            return f"le bâtiment {R.COLOURS[self.colour]} {self.number} est déjà dans la ville, en {where}."
        if self.tool == "construire" and here["h"] >= R.MAX_HEIGHT:
            return f"la démo limite les bâtiments à {R.MAX_HEIGHT} étages."
        return None

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        if head == "case" and R.GRID.parse(rest) is not None:
            return self.plot_problem(rest)
        if head == "tuile":
            c, _, n = rest.partition("-")
            if [c, parse_number(n)] == [self.colour, self.number] and [c, self.number] in self.hand:
                return f"la tuile {R.COLOURS[c]} {self.number} est déjà celle que vous jouez."
            hand = ", ".join(f"{R.COLOURS[hc]} {hn}" for hc, hn in self.hand)
            return Refusal(f"cette tuile n'est pas dans votre main ({hand}).", CONSTRUCTION)
        if head in ("numero", "hauteur"):
            return "on change le numéro et la hauteur d'un cran à la fois (numéro 1 à 20)."
        if head in ("couleur", "joueur", "outil"):
            return "c'est déjà le choix en cours (ou ce choix n'existe pas)."
        return "coup inconnu (couleur-…, numero-…, hauteur-…, joueur-…, outil-…, case-…)."

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        if head == "tuile":
            c, _, n = rest.partition("-")
            self.colour, self.number = c, parse_number(n)
        elif head == "couleur":
            self.colour = rest
        elif head == "numero":
            self.number = parse_number(rest)
        elif head == "hauteur":
            self.height = parse_number(rest)
        elif head == "joueur":
            self.builder = parse_number(rest) - 1
        elif head == "outil":
            self.tool = rest
            self.log(f"Outil : {TOOLS[rest]}.")
        elif head == "case":
            if self.tool == "vider":
                b = self.city.pop(rest)
                self.log(f"{rest} vidée ({R.building_label(b)}).")
            elif self.tool == "poser":
                self.city[rest] = {"c": self.colour, "n": self.number, "h": self.height, "p": self.builder}
                self.log(f"{rest} : {R.COLOURS[self.colour]} {self.number}, {self.height} étage(s), "
                         f"{R.PLAYERS[self.builder]}.")
            else:
                old = self.city[rest]
                cost = R.construction(old, self.colour, self.number, self.builder)
                self.city[rest] = {"c": self.colour, "n": self.number, "h": cost["hauteur"], "p": self.builder}
                self.points[self.builder] -= cost["points_payes"]
                self.points[old["p"]] += cost["points_proprietaire"]
                self.last = {"case": rest, "ancien": old, **cost, "constructeur": self.builder}
                self.log(f"Construction en {rest} par {R.PLAYERS[self.builder]} : {self.cost_words(self.last)}")

    @staticmethod
    def cost_words(c) -> str:
        owner = R.PLAYERS[c["proprietaire"]]
        parts = [f"{c['rendues']} ressource(s) rendue(s) à {owner}"
                 + (f", qui marque {c['points_proprietaire']} point(s)" if c["points_proprietaire"] else "")]
        parts.append(f"{c['points_payes']} point(s) de réussite payé(s) (numéro {c['ancien']['n']} recouvert)"
                     if c["points_payes"] else "aucun point à payer (numéro pas inférieur)")
        parts.append("1 ressource en plus (couleur différente)" if c["ressource_couleur"] else "même couleur")
        parts.append(f"{c['ressources_posees']} ressource(s) posée(s) sur le bâtiment de {c['hauteur']} étages")
        return " ; ".join(parts) + "."

    def scores(self):
        return [R.city_scores(self.city)[0]]

    def view(self, player):
        return {"ville": {k: dict(v) for k, v in self.city.items()}, "quartiers": R.districts(self.city),
                "points_quartiers": R.city_scores(self.city), "points_construction": list(self.points),
                "derniere": self.last}

    def describe(self, move, player=None):
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        if head == "case" and R.GRID.parse(rest) is not None:
            if self.tool == "construire" and rest in self.city:
                cost = R.construction(self.city[rest], self.colour, self.number, self.builder)
                return (f"Construire {R.COLOURS[self.colour]} {self.number} sur {R.building_label(self.city[rest])} "
                        f"({rest}) : {cost['points_payes']} point(s), "
                        f"{cost['ressources_posees'] + cost['ressource_couleur']} ressource(s)")
            return f"{rest} : {TOOLS[self.tool]}"
        return str(move)


DEFAULT_CITY = {
    "A1": ["rouge", 3, 1, 2], "B1": ["rouge", 7, 2, 1], "C1": ["bleu", 4, 1, 3], "E1": ["jaune", 2, 1, 2],
    "A2": ["rouge", 5, 1, 3], "B2": ["rouge", 12, 3, 2], "C2": ["bleu", 9, 2, 1], "D2": ["bleu", 11, 1, 1],
    "E2": ["jaune", 6, 2, 3], "B3": ["jaune", 14, 1, 1], "C3": ["jaune", 8, 2, 2], "D3": ["bleu", 2, 1, 2],
    "E3": ["jaune", 10, 1, 1],
}


@register
class GinkgopolisDistricts(Calculator):
    main_rule_section = FIN
    rule_sections = frozenset({FIN, CONSTRUCTION})
    id = "ginkgopolis"
    mode = "quartiers"
    title = "Ginkgopolis : les quartiers et le coût d'une construction"
    state_class = DistrictState
    player_names = ["Lecteur"]
    options = (
        Structured("ville", "Ville", default=None, parse=read_city,
                   expects="une table « case: [couleur, numéro, hauteur, joueur] » (cases A1 à E4 ; rouge, bleu, "
                           "jaune ; numéro 1 à 20 ; joueur 1 = vous, 2, 3)",
                   example={"B2": ["rouge", 12, 3, 2], "C2": ["rouge", 4, 1, 1]}),
    )

    def setup(self, options, seed):
        s = DistrictState(self, 1, seed)
        s.city = options["ville"] if options["ville"] is not None else read_city(DEFAULT_CITY, {})
        s.colour, s.number, s.height, s.builder, s.tool = "rouge", 4, 1, 0, "construire"
        # The reader's hand: the tile in play and 4 more drawn from those not in the city.
        used = {(b["c"], b["n"]) for b in s.city.values()} | {(s.colour, s.number)}
        pool = [[c, n] for c in R.COLOURS for n in R.NUMBERS if (c, n) not in used]
        s.shuffle(pool)
        s.hand = [[s.colour, s.number]] + sorted(pool[:HAND - 1], key=lambda t: (list(R.COLOURS).index(t[0]), t[1]))
        s.points = [0] * len(R.PLAYERS)
        s.last = None
        return s
