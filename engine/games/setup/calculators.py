"""Setup calculator (mode « ensembles »): a board of 12 squares whose lines the
reader draws, tiles already there and the tiles of the turn; the Ensembles and
the points of the turn, by the page's scoring.

The reader picks a tile (``valeur-<n>``, ``couleur-<c>``) and a tool
(``outil-poser``: a tile already on the board; ``outil-jouer``: a tile of this
turn; ``outil-vider``), then clicks a square (``case-<B2>``); ``lien-<B2C3>``
draws or erases a line; ``valider`` ends the turn (its tiles stay on the board).
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...options import Structured
from .. import register
from . import rules as R

TOUR = "deroulement-dun-tour"
DECOMPTE = "decompte-des-points"
TOOLS = {"poser": "tuile déjà sur le plateau", "jouer": "tuile posée ce tour", "vider": "vider la case"}


def read_squares(field):
    def parse(value, earlier):
        if not isinstance(value, dict):
            raise ScenarioError(field, "une table « case: tuile » est attendue (ex. {B2: 5d, C3: 4c}).")
        out = {}
        seen = set(earlier.get("plateau") or {}) if field == "nouvelles" else set()
        tiles = set((earlier.get("plateau") or {}).values()) if field == "nouvelles" else set()
        for sq, tile in value.items():
            if sq not in R.SQUARES:
                raise ScenarioError(field, f"case « {sq} » inconnue (cases : {', '.join(R.SQUARES)}).")
            if R.parse_tile(tile) is None:
                raise ScenarioError(field, f"{sq} : tuile « {tile} » inconnue (valeur 1 à 10 puis d, c, h, s ou e : 4d = 4♦).")
            if tile in tiles:
                raise ScenarioError(field, f"{sq} : la tuile {R.tile_label(tile)} est déjà sur le plateau (une de chaque).")
            if field == "nouvelles" and R.ZONES[sq] == "adversaire":
                raise ScenarioError(field, f"{sq} : on ne pose pas sur la zone de l'adversaire.")
            tiles.add(tile)
            out[sq] = tile
        if field == "nouvelles":
            board = {**(earlier.get("plateau") or {}), **out}
            for k, sq in enumerate(out):
                problem = R.selection_problem(board, list(out)[:k], out[sq]) if k else None
                if problem:
                    raise ScenarioError(field, problem)
        return out
    return parse


def read_links(value, earlier):
    if not isinstance(value, list) or any(l not in R.CANDIDATE_LINKS for l in value):
        raise ScenarioError("lignes", "une liste de lignes entre cases voisines est attendue (ex. [B2C2, B2B3, B3C2]).")
    return sorted(set(value))


class EnsemblesState(CalculatorState):
    def pen(self) -> str:
        return R.tile_code(self.value, self.colour)

    def on_board(self, tile) -> str | None:
        for sq, t in self.board.items():
            if t == tile:
                return sq
        return None

    def legal_moves(self, player=None):
        moves = [f"valeur-{v}" for v in R.VALUES if v != self.value]
        moves += [f"couleur-{c}" for c in R.COLOURS if c != self.colour]
        moves += [f"outil-{t}" for t in TOOLS if t != self.tool]
        moves += [f"case-{sq}" for sq in R.SQUARES if self.square_problem(sq) is None]
        moves += [f"lien-{l}" for l in R.CANDIDATE_LINKS]
        if self.new and self.single_suite() is None:
            moves.append("valider")
        return moves

    def single_suite(self):
        return R.single_suite_problem(self.board, self.links, self.new)

    def square_problem(self, sq):
        tile = self.pen()
        if self.tool == "vider":
            return None if sq in self.board else "cette case est vide."
        if self.board.get(sq) == tile:
            return f"{R.tile_label(tile)} est déjà sur cette case."
        if self.on_board(tile):
            return f"{R.tile_label(tile)} est déjà sur le plateau, en {self.on_board(tile)} (une tuile de chaque)."
        if self.tool == "jouer":
            if R.ZONES[sq] == "adversaire":
                return Refusal("on pose sur toutes les cases « SAUF celles de la couleur du pion de son ou ses "
                               "adversaire(s) ».", TOUR)
            if sq in self.new:
                return Refusal("une tuile de ce tour est déjà sur cette case.", TOUR)
            problem = R.selection_problem(self.board, self.new, tile)
            if problem:
                return Refusal(problem, TOUR)
        return None

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        if head == "case" and rest in R.SQUARES:
            return self.square_problem(rest)
        if head == "valider":
            if not self.new:
                return Refusal("aucune tuile posée ce tour (outil « tuile posée ce tour »).", TOUR)
            return Refusal(self.single_suite(), TOUR)
        if head in ("valeur", "couleur", "outil"):
            return "c'est déjà le choix en cours (ou ce choix n'existe pas)."
        if head == "lien":
            return "il n'y a de ligne qu'entre deux cases voisines (côté ou coin)."
        return "coup inconnu (valeur-…, couleur-…, outil-…, case-…, lien-…, valider)."

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        if head == "valeur":
            self.value = parse_number(rest)
        elif head == "couleur":
            self.colour = rest
        elif head == "outil":
            self.tool = rest
            self.log(f"Outil : {TOOLS[rest]}.")
        elif head == "lien":
            a, b = R.link_ends(rest)
            if rest in self.links:
                self.links.remove(rest)
                self.log(f"Ligne {a}–{b} effacée.")
            else:
                self.links = sorted(self.links + [rest])
                self.log(f"Ligne {a}–{b} tracée.")
        elif head == "case":
            if self.tool == "vider":
                tile = self.board.pop(rest)
                if rest in self.new:
                    self.new.remove(rest)
                self.log(f"{rest} vidée ({R.tile_label(tile)}).")
            else:
                self.board[rest] = self.pen()
                if self.tool == "jouer":
                    self.new.append(rest)
                elif rest in self.new:
                    self.new.remove(rest)
                what = "posée ce tour" if self.tool == "jouer" else "déjà sur le plateau"
                self.log(f"{R.tile_label(self.pen())} en {rest} ({what}).")
        elif head == "valider":
            pts = R.turn_points(self.board, self.links, self.new)
            self.totals["vous"] += pts["vous"]
            self.totals["adversaire"] += pts["adversaire"]
            self.log(f"Tour validé : vous marquez {pts['vous']} point(s), l'adversaire {pts['adversaire']}.")
            self.new = []

    def points(self):
        return R.turn_points(self.board, self.links, self.new)

    def scores(self):
        return [self.totals["vous"]]

    def view(self, player):
        return {"plateau": dict(self.board), "nouvelles": list(self.new), "lignes": list(self.links),
                "tuile": self.pen(), "outil": self.tool, "tour": self.points(), "totaux": dict(self.totals)}

    def describe(self, move, player=None):
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        if head == "case" and rest in R.SQUARES:
            return f"{rest} : " + ("vider" if self.tool == "vider" else f"{R.tile_label(self.pen())} ({TOOLS[self.tool]})")
        if head == "lien" and rest in R.CANDIDATE_LINKS:
            a, b = R.link_ends(rest)
            return f"{'Effacer' if rest in self.links else 'Tracer'} la ligne {a}–{b}"
        return {"valider": "Valider le tour"}.get(move, str(move))


DEFAULT_BOARD = {"C3": "4c", "B2": "5d", "B1": "6d"}
DEFAULT_NEW = {"B4": "3d", "B3": "4d"}


@register
class SetupEnsembles(Calculator):
    main_rule_section = DECOMPTE
    rule_sections = frozenset({TOUR, DECOMPTE})
    id = "setup"
    mode = "ensembles"
    title = "Setup : les Ensembles et les points d'un tour"
    state_class = EnsemblesState
    player_names = ["Lecteur"]
    options = (
        Structured("plateau", "Tuiles déjà sur le plateau", default=DEFAULT_BOARD, parse=read_squares("plateau"),
                   expects="une table « case: tuile » (cases A2…D3, tuiles 1d à 10e : 4d = 4♦, 7c = 7♣)",
                   example=DEFAULT_BOARD),
        Structured("nouvelles", "Tuiles posées ce tour", default=DEFAULT_NEW, parse=read_squares("nouvelles"),
                   expects="une table « case: tuile », toutes de même valeur ou de même couleur",
                   example=DEFAULT_NEW),
        Structured("lignes", "Lignes entre les cases", default=None, parse=read_links,
                   expects="une liste de lignes entre cases voisines (B2C2, B2C3…) ; par défaut toutes",
                   example=["B2B3", "B3C3", "B3B4"]),
    )

    def setup(self, options, seed):
        s = EnsemblesState(self, 1, seed)
        s.board = {**options["plateau"], **options["nouvelles"]}
        s.new = list(options["nouvelles"])
        s.links = list(options["lignes"]) if options["lignes"] is not None else list(R.CANDIDATE_LINKS)
        s.value, s.colour, s.tool = 7, "h", "jouer"
        s.totals = {"vous": 0, "adversaire": 0}
        return s
