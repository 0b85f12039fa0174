"""Dragonarium, mode "domaines": the final scoring of the page on a position the reader edits.

Moves: ``tuile-<couleur>`` (feu, eau, air, royal, incolore), ``hauteur-<n>`` (1 to 3),
``dragon-<couleur>`` (feu, eau, air, royal), ``effacer`` choose the brush;
``case-<case>`` (e.g. ``case-B3``) applies it to a square.
"""

from __future__ import annotations

from functools import lru_cache

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...grid import Grid
from ...options import Flag, Structured
from .. import register
from . import rules as D

SEC_SCORE, SEC_TILE, SEC_DRAGON = "decompte-final", "pour-placer-une-tuile-en-hauteur", "2-eclosion-des-dragons"

EXAMPLE = ["F1 F2 E1 E1 .", "F1 A1dF E2 I1 A1", ". A1 A1 E1dR A1", "R1 R2 . F3 F1", ". .dR . . ."]


def read_position(value, earlier) -> list[list[dict]]:
    """`position`: 3 to 6 rows of 3 to 6 squares, each written as in `rules.parse_cell`."""
    if not isinstance(value, list) or not 3 <= len(value) <= 6:
        raise ScenarioError("position", "une liste de 3 à 6 lignes est attendue, ex. [\"F1 F2 .\", \"E1dA . R1\", ...].")
    rows, width = [], None
    for r, line in enumerate(value, start=1):
        if not isinstance(line, str):
            raise ScenarioError("position", f"ligne {r} : une chaîne de cases séparées par des espaces est attendue.")
        tokens = line.split()
        if width is None:
            width = len(tokens)
        if len(tokens) != width or not 3 <= width <= 6:
            raise ScenarioError("position", f"ligne {r} : {len(tokens)} cases ; toutes les lignes ont de 3 à 6 "
                                            "cases, autant chacune.")
        row = []
        for c, token in enumerate(tokens, start=1):
            cell = D.parse_cell(token)
            if cell is None:
                raise ScenarioError("position", f"ligne {r}, case {c} : « {token} » illisible (« . » sans tuile, "
                                                "F/E/A/R/I puis la hauteur 1 à 3, puis « d » et la couleur du "
                                                "dragon : « F2 », « E1dA », « .dR »).")
            row.append(cell)
        rows.append(row)
    return rows


@lru_cache(maxsize=32)
def _grid(rows: int, cols: int) -> Grid:
    """One Grid per board size (building one computes every square's neighbours)."""
    return Grid(rows, cols)


class DomainState(CalculatorState):
    def grid(self) -> Grid:
        return _grid(self.rows, self.cols)

    def _case_problem(self, i: int):
        cell = self.cells[i]
        kind, value = self.brush
        name = self.grid().name(i)
        if kind == "tuile" and cell["d"]:
            return Refusal(f"{name} porte un dragon ({cell['d']}) : une tuile ne peut pas être posée sur un "
                           "dragon. Effacez d'abord la case.", SEC_TILE)
        if kind == "dragon" and cell["d"]:
            return Refusal(f"{name} a déjà un dragon ({cell['d']}) : chaque case ne peut contenir qu'un seul "
                           "dragon.", SEC_DRAGON)
        if kind == "effacer" and not cell["t"] and not cell["d"]:
            return f"{name} est déjà vide : rien à effacer."
        return None

    def legal_moves(self, player=None):
        g = self.grid()
        moves = [f"tuile-{t}" for t in D.TILES] + [f"dragon-{c}" for c in D.COLOURS] + ["effacer"]
        moves += [f"hauteur-{h}" for h in range(1, D.MAX_HEIGHT + 1)]
        moves += ["case-" + g.name(i) for i in g.squares() if self._case_problem(i) is None]
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        verb, _, rest = move.partition("-")
        if verb == "case":
            i = self.grid().parse(rest)
            if i is None:
                return f"case « {rest} » hors du plateau ({self.rows} lignes, {self.cols} colonnes)."
            return self._case_problem(i) or "cette case ne peut pas être modifiée."
        if verb == "hauteur":
            return Refusal(f"hauteur de 1 à {D.MAX_HEIGHT} dans cet exemple.", SEC_TILE)
        return "coup inconnu (tuile-…, hauteur-…, dragon-…, effacer, case-…)."

    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        if verb in ("tuile", "dragon"):
            self.brush = [verb, rest]
            return
        if verb == "effacer":
            self.brush = ["effacer", None]
            return
        if verb == "hauteur":
            self.height = int(rest)
            if self.brush[0] != "tuile":
                self.brush = ["tuile", "feu"]
            return
        g = self.grid()
        i = g.parse(rest)
        cell = self.cells[i]
        kind, value = self.brush
        if kind == "tuile":
            cell["t"], cell["h"] = value, self.height
            self.log(f"{g.name(i)} : tuile {value}, hauteur {self.height}.")
        elif kind == "dragon":
            cell["d"] = value
            self.log(f"{g.name(i)} : dragon {value}.")
        else:
            cell.update({"t": None, "h": 0, "d": None})
            self.log(f"{g.name(i)} effacée.")
        self.log(f"Total : {self.result()['total']} points.")

    def result(self) -> dict:
        return D.score(self.grid(), self.cells, self.royal)

    def explanation(self) -> list[str]:
        g = self.grid()
        res = self.result()
        lines = []
        for colour, found in res["domaines"].items():
            if not found:
                lines.append(f"{colour.capitalize()} : aucun domaine, 0 point.")
                continue
            dom, pts, ties = found
            top = max(self.cells[i]["h"] for i in dom)
            squares = ", ".join(g.name(i) for i in sorted(dom))
            line = f"{colour.capitalize()} : plus grand domaine {len(dom)} case(s) ({squares}) × hauteur {top} = {pts} point(s)"
            if top == 0:
                line += " (que des dragons au niveau 0 : aucun point)"
            if ties:
                other = ", ".join(str(D.domain_points(self.cells, t)) for t in ties)
                line += f" ; un autre domaine de {len(dom)} case(s) rapporte {other} : c'est le plus rentable qui compte"
            lines.append(line + ".")
        n = res["dragons_royaux"]
        lines.append(f"Dragons royaux : {n} × {D.ROYAL_DRAGON} = {n * D.ROYAL_DRAGON} point(s).")
        lines.append(f"Total : {res['total']} points.")
        return lines

    def view(self, player):
        return {"lignes": self.rows, "colonnes": self.cols, "cases": [dict(c) for c in self.cells],
                "pinceau": list(self.brush), "hauteur": self.height, "total": self.result()["total"]}

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        return {"tuile": f"Tuile {rest}", "dragon": f"Dragon {rest}", "hauteur": f"Hauteur {rest}",
                "case": f"Case {rest}", "effacer": "Effacer"}.get(verb, move)


@register
class DragonariumDomains(Calculator):
    id = "dragonarium"
    mode = "domaines"
    title = "Dragonarium : le décompte des domaines"
    state_class = DomainState
    player_names = ["Lecteur"]
    main_rule_section = SEC_SCORE
    rule_sections = frozenset({SEC_TILE, SEC_DRAGON})
    options = (
        Flag("domaine_royal", "Compter aussi le plus grand domaine royal (doré)", default=False),
        Structured("position", "La position (lignes de cases)", default=None, parse=read_position,
                   expects="3 à 6 lignes de 3 à 6 cases (« . », « F2 », « E1dA », « .dR »)", example=EXAMPLE),
    )

    def setup(self, options, seed):
        rows = options["position"] or read_position(EXAMPLE, {})
        s = DomainState(self, 1, seed)
        s.rows, s.cols = len(rows), len(rows[0])
        s.cells = [cell for row in rows for cell in row]
        s.royal = options["domaine_royal"]
        s.brush = ["tuile", "feu"]
        s.height = 1
        return s
