"""Taluva, mode « ile »: a small island that the reader extends, tile by tile,
and builds on, with a validator naming the rule that refuses a tile or a
building (« Un tour se joue en 2 étapes : Placer une tuile, puis construire »).

The island and the tiles to come are options (a small position the example
states); the reader plays white, the black buildings stand on the island.

Moves (ASCII, stable):
- placing a tile: "sens-N" (N = 1…6, the tile's orientation: where its two
  terrains lie around the volcano), "volcan-B3" (lay the tile, volcano on B3);
- building: "choisir-hutte|temple|tour" or "choisir-<terrain>" (extend a
  village over that terrain), then "batir-B3" (build there; for an extension,
  B3 is a hex of the village to extend).
"""

from __future__ import annotations

from ... import hexgrid as H
from ...core import Calculator, CalculatorState, ScenarioError
from ...options import Structured
from .. import register
from . import rules as R

MAX_TILES = 12

DEFAULT_ISLAND = [
    "-      -      -      -      -      L1d",
    "-      -      L1a    -      S2e    P1d:nh",
    "-      -      V1a    J1a:nte V2e   L2e",
    "-      P1b:bh V1b    -      R1c    -",
    "-      -      S1b:bh -      -      -",
    "-      -      -      -      -      -",
]
DEFAULT_TILES = ["jungle-plaine", "lac-rocher", "plage-jungle"]


def _read_token(token: str, where: str) -> dict | None:
    if token == "-":
        return None
    body, _, building = token.partition(":")
    if len(body) < 3 or body[0] not in R.TERRAIN_BY_LETTER or not body[1].isascii() or not body[1].isdigit() \
            or body[1] == "0" or not ("a" <= body[2] <= "z") or len(body) != 3:
        raise ScenarioError(where, f"« {token} » : une case s'écrit terrain (V volcan, J jungle, P plaine, S plage, "
                                   "R rocher, L lac), niveau (1 à 9) et lettre de tuile (a à z), par exemple « P1a », "
                                   "suivie s'il y a lieu de « :bh » (hutte blanche), « :nte » (temple noir), « :bto » "
                                   "(tour blanche)… ou « - » pour la mer.")
    h = {"terrain": R.TERRAIN_BY_LETTER[body[0]], "niveau": int(body[1]), "tuile": ord(body[2]) - ord("a") + 1,
         "bat": None, "coul": None, "nb": 0}
    if building:
        colour, code = building[:1], building[1:]
        count = 1
        if code[:1] == "h" and len(code) == 2 and code[1] in "123456789":
            code, count = "h", int(code[1])
        if colour not in R.COLOURS or code not in R.BUILDING_CODES:
            raise ScenarioError(where, f"« {token} » : le bâtiment s'écrit couleur (b blanc, n noir) puis h (hutte), "
                                       "te (temple) ou to (tour), par exemple « :bh » ou « :nte ».")
        if h["terrain"] == "volcan":
            raise ScenarioError(where, f"« {token} » : on ne construit pas sur un volcan.")
        h.update(bat=R.BUILDING_CODES[code], coul=R.COLOURS[colour], nb=count)
        if h["bat"] == "hutte" and count != h["niveau"] and count != 1:
            raise ScenarioError(where, f"« {token} » : {count} huttes sur un terrain de niveau {h['niveau']}.")
    return h


def read_island(value, earlier) -> dict:
    """`ile`: rows of hexes (odd rows drawn shifted half a hex to the right)."""
    if not isinstance(value, list) or not value or len(value) > 8:
        raise ScenarioError("ile", "une liste de 1 à 8 lignes est attendue, une chaîne par ligne d'hexagones, "
                                   "par exemple [\"- V1a J1a -\", \"- L1a - -\"].")
    island, board = {}, []
    for row, line in enumerate(value):
        where = f"ile, ligne {row + 1}"
        if not isinstance(line, str) or not line.split():
            raise ScenarioError(where, "une chaîne d'hexagones séparés par des espaces est attendue.")
        tokens = line.split()
        if len(tokens) > 9:
            raise ScenarioError(where, f"{len(tokens)} hexagones : 9 au plus par ligne.")
        for col, token in enumerate(tokens):
            name = H.name(H.from_offset(row, col))
            board.append(name)
            h = _read_token(token, f"{where}, case {col + 1}")
            if h is not None:
                island[name] = h
    tiles: dict = {}
    for name, h in island.items():
        tiles.setdefault(h["tuile"], []).append(name)
    for t, names in tiles.items():
        if len(names) > 3:
            raise ScenarioError("ile", f"la tuile « {chr(ord('a') + t - 1)} » a {len(names)} hexagones : une tuile en a 3.")
    if not island:
        raise ScenarioError("ile", "l'île est vide : décrivez au moins une tuile.")
    return {"ile": island, "carte": board}


def read_tiles(value, earlier) -> list:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_TILES:
        raise ScenarioError("tuiles", f"une liste de 1 à {MAX_TILES} tuiles est attendue, par exemple [jungle-lac, plaine-rocher].")
    out = []
    for i, t in enumerate(value, 1):
        parts = t.split("-") if isinstance(t, str) else []
        if len(parts) != 2 or any(p not in R.LAND for p in parts):
            raise ScenarioError("tuiles", f"tuile n° {i} « {t} » : deux terrains parmi {', '.join(R.LAND)}, "
                                          "séparés par « - » (le volcan est sur chaque tuile).")
        out.append(parts)
    return out


def read_stock(value, earlier) -> dict:
    if not isinstance(value, dict) or set(value) - {"huttes", "temples", "tours"}:
        raise ScenarioError("reserve", "une table « huttes: n, temples: n, tours: n » est attendue.")
    out = {}
    for key, b in (("huttes", "hutte"), ("temples", "temple"), ("tours", "tour")):
        n = value.get(key, R.STOCK[b])
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= R.STOCK[b]:
            raise ScenarioError("reserve", f"{key} : un nombre de 0 à {R.STOCK[b]} est attendu.")
        out[b] = n
    return out


class IslandState(CalculatorState):
    """Attributes (JSON): ile, carte, pioche (tiles to come, the first in
    hand), sens (0–5), etape ("tuile" | "construire"), pinceau, reserve,
    prochaine (next tile id), fin (None or the French end text), dernier."""

    def to_move(self):
        return [] if self.fin else [0]

    def board(self) -> set:
        return set(self.carte)

    # --- moves -----------------------------------------------------------------
    def legal_moves(self, player=None):
        if self.fin:
            return []
        if self.etape == "tuile":
            moves = [f"sens-{i + 1}" for i in range(6) if i != self.sens]
            moves += [f"volcan-{n}" for n in self.carte if R.tile_problem(self.ile, self.board(), n, self.sens) is None]
            return moves
        moves = [f"choisir-{b}" for b in R.BRUSHES if b != self.pinceau]
        moves += [f"batir-{n}" for n in self.carte if n in self.ile and self._build_problem(n) is None]
        return moves

    def _build_problem(self, name: str):
        if self.pinceau in R.LAND:
            return R.extension_problem(self.ile, self.reserve, name, self.pinceau)
        return R.build_problem(self.ile, self.reserve, self.pinceau, name)

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.fin:
            return "la partie de l'exemple est terminée : recommencez ou annulez un coup."
        return R.turn_move_problem(move, self.etape, self.carte,
                                   "n'est pas un hexagone de la carte de l'exemple",
                                   lambda volcano: R.tile_problem(self.ile, self.board(), volcano, self.sens),
                                   self._build_problem)

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        if head == "sens":
            self.sens = int(rest) - 1
        elif head == "volcan":
            a, b = self.pioche[0]
            cells = R.tile_cells(rest, self.sens)
            eruption = rest in self.ile
            lines = R.place_tile(self.ile, rest, self.sens, [a, b], self.prochaine)
            self.prochaine += 1
            self.dernier = cells
            kind = f"éruption, niveau {self.ile[rest]['niveau']}" if eruption else "l'île s'étend"
            self.log(f"Tuile posée ({kind}) : volcan en {cells[0]}, {R.terrain_name(a)} en {cells[1]}, "
                     f"{R.terrain_name(b)} en {cells[2]}.")
            for line in lines:
                self.log(line[:1].upper() + line[1:])
            self.pioche.pop(0)
            self.etape = "construire"
            if not R.any_build(self.ile, self.reserve):
                self.fin = "Vous ne pouvez rien construire : vous êtes immédiatement éliminé."
                self.log(self.fin)
        elif head == "choisir":
            self.pinceau = rest
        elif head == "batir":
            if self.pinceau in R.LAND:
                village = R.village_of(self.ile, rest)
                targets = R.extension_targets(self.ile, village, self.pinceau)
                total = 0
                for m in targets:
                    n = self.ile[m]["niveau"]
                    self.ile[m].update(bat="hutte", coul=R.READER, nb=n)
                    total += n
                self.reserve["hutte"] -= total
                self.dernier = targets
                self.log(f"Village {'-'.join(village)} étendu sur {R.terrain_name(self.pinceau)} : {total} hutte"
                         f"{'s' if total > 1 else ''} ({', '.join(targets)}).")
            else:
                self.ile[rest].update(bat=self.pinceau, coul=R.READER, nb=1)
                self.reserve[self.pinceau] -= 1
                self.dernier = [rest]
                what = {"hutte": "Nouveau village : hutte", "temple": "Temple", "tour": "Tour"}[self.pinceau]
                self.log(f"{what} en {rest}.")
            self._end_of_turn()

    def _end_of_turn(self):
        done = R.exhausted_types(self.reserve)
        if len(done) >= 2:
            self.fin = (f"Vous avez construit tous vos bâtiments de 2 des 3 types ({' et '.join(R.BUILDING_NAMES[b] + 's' for b in done)}) : "
                        "le jeu se termine, vous gagnez.")
        elif not self.pioche:
            win, text = R.final_ranking(self.ile)
            if win == ["blanc"]:
                verdict = "vous gagnez (blanc)"
            elif win == ["noir"]:
                verdict = "noir gagne"
            else:
                verdict = "égalité parfaite : blanc et noir"
            self.fin = f"Toutes les tuiles ont été jouées : {verdict} ({text})."
        else:
            self.etape = "tuile"
            self.pinceau = "hutte"
            return
        self.log(self.fin)

    def describe(self, move, player=None):
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        if head == "sens" and rest in {str(i + 1) for i in range(6)}:
            cells = R.tile_cells("C3", int(rest) - 1)
            return f"Tourner la tuile (orientation {rest})" if cells else move
        if head == "volcan":
            return f"Poser la tuile, volcan en {rest}"
        if head == "choisir":
            return (f"Étendre un village sur {R.terrain_name(rest)}" if rest in R.LAND
                    else {"hutte": "Nouveau village (hutte)", "temple": "Temple", "tour": "Tour"}.get(rest, move))
        if head == "batir":
            return f"Construire en {rest}" if self.pinceau not in R.LAND else f"Étendre le village de {rest}"
        return move

    def view(self, player):
        return {"ile": self.ile, "carte": list(self.carte), "pioche": [list(t) for t in self.pioche],
                "sens": self.sens, "etape": self.etape, "pinceau": self.pinceau, "reserve": dict(self.reserve),
                "fin": self.fin, "villages": R.villages(self.ile, R.READER)}


@register
class TaluvaIsland(Calculator):
    id = "taluva"
    mode = "ile"
    title = "Taluva : poser des tuiles et construire sur une petite île"
    state_class = IslandState
    player_names = ["Vous, blanc"]
    main_rule_section = R.S_TILE
    rule_sections = R.SECTIONS
    options = (
        Structured("ile", "Île de départ", default=None, parse=read_island,
                   expects="une liste de lignes d'hexagones (lignes impaires décalées d'un demi-hexagone) : "
                           "« P1a » (terrain, niveau, lettre de tuile), « :bh » hutte blanche, « :nte » temple noir, "
                           "« :bto » tour blanche, « - » la mer",
                   example=DEFAULT_ISLAND[1:5]),
        Structured("tuiles", "Tuiles à poser, dans l'ordre", default=None, parse=read_tiles,
                   expects="une liste de tuiles « terrain-terrain » (le volcan est sur chacune)",
                   example=DEFAULT_TILES),
        Structured("reserve", "Votre réserve", default=None, parse=read_stock,
                   expects="huttes (0 à 20), temples (0 à 3), tours (0 à 2)",
                   example={"huttes": 4, "temples": 1, "tours": 0},
                   help="Par défaut : 20 huttes, 3 temples et 2 tours moins les bâtiments blancs de l'île."),
    )

    def setup(self, options, seed):
        parsed = options["ile"] or read_island(DEFAULT_ISLAND, {})
        s = IslandState(self, 1, seed)
        s.ile = parsed["ile"]
        s.carte = parsed["carte"]
        s.pioche = options["tuiles"] or read_tiles(DEFAULT_TILES, {})
        if options["reserve"] is not None:
            s.reserve = options["reserve"]
        else:
            built = R.buildings(s.ile, R.READER)
            s.reserve = {b: max(0, R.STOCK[b] - built[b]) for b in R.STOCK}
        s.sens = 0
        s.etape = "tuile"
        s.pinceau = "hutte"
        s.prochaine = max(h["tuile"] for h in s.ile.values()) + 1
        s.fin = None
        s.dernier = []
        return s
