"""Taluva, the whole game (mode « partie ») against bots, as the page says.

« Un tour se joue en 2 étapes : Placer une tuile, puis construire. » At the
start of a turn the player draws the top tile of the pile (« pioche une
tuile »), turns it (``sens-N``, N = 1…6) and lays it, volcano on a hex
(``volcan-B3``): on the sea against the island (« Étendre l'île ») or on top
of it (« Éruption »). Then he builds: he chooses what (``choisir-hutte``,
``choisir-temple``, ``choisir-tour``, or ``choisir-<terrain>`` to extend a
village over that terrain) and where (``batir-B3``). « si vous ne pouvez rien
construire, vous êtes immédiatement éliminé ».

The end: « dès qu'un joueur a construit tous les bâtiments de 2 des 3
types » (he wins), else « quand toutes les tuiles ont été jouées » (the most
temples, then towers, then huts); the last player not eliminated wins too.

Options: the number of players (2 to 4) and « 18 dans une variante à 2
joueurs ».
"""

from __future__ import annotations

import math

from ...bots import RandomBot, search_bot
from ...core import Game, State
from ...options import Flag, PlayerCount
from .. import register
from . import rules as R
from .bots import TaluvaBot

WHAT = {"hutte": "Nouveau village : hutte", "temple": "Temple", "tour": "Tour"}


class TaluvaState(State):
    never_negative = ("reserves", "prochaine")

    # --- whose turn ----------------------------------------------------------------
    def to_move(self):
        return [] if self.etape == "fin" else [self.tour]

    def colour(self, p: int) -> str:
        return R.PLAYER_COLOURS[p]

    def options_now(self) -> dict:
        return R.build_options(self.ile, self.reserves[self.tour], self.colour(self.tour))

    def legal_moves(self, player=None):
        if self.etape == "fin" or (player is not None and player != self.tour):
            return []
        if self.etape == "tuile":
            moves = [f"sens-{i + 1}" for i in range(6) if i != self.sens]
            return moves + [f"volcan-{n}" for n in R.placements(self.ile, self.sens)]
        moves = [f"choisir-{b}" for b in R.BRUSHES if b != self.pinceau]
        return moves + [f"batir-{n}" for n in self.options_now()[self.pinceau]]

    def _build_problem(self, name: str):
        p = self.tour
        if self.pinceau in R.LAND:
            return R.extension_problem(self.ile, self.reserves[p], name, self.pinceau, self.colour(p))
        return R.build_problem(self.ile, self.reserves[p], self.pinceau, name, self.colour(p))

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.etape == "fin":
            return "la partie est terminée."
        return R.turn_move_problem(move, self.etape, R.MAP, "n'est pas un hexagone de la table",
                                   lambda volcano: R.game_tile_problem(self.ile, volcano, self.sens),
                                   self._build_problem)

    # --- playing ---------------------------------------------------------------------
    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        p = self.tour
        name = self.game.seat_name(p)
        if head == "sens":
            self.sens = int(rest) - 1
        elif head == "choisir":
            self.pinceau = rest
        elif head == "volcan":
            a, b = self.main
            cells = R.tile_cells(rest, self.sens)
            eruption = rest in self.ile
            lines = R.place_tile(self.ile, rest, self.sens, [a, b], self.prochaine)
            self.prochaine += 1
            self.main = None
            self.dernier = cells
            kind = f"éruption, niveau {self.ile[rest]['niveau']}" if eruption else "l'île s'étend"
            self.log(f"{name} pose sa tuile ({kind}) : volcan en {cells[0]}, {R.terrain_name(a)} en {cells[1]}, "
                     f"{R.terrain_name(b)} en {cells[2]}.")
            for line in lines:
                self.log(line[:1].upper() + line[1:])
            self.etape = "construire"
            self.pinceau = "hutte"
            if not R.can_build(self.ile, self.reserves[p], self.colour(p)):
                self.elimines[p] = True
                self.log(f"{name} ne peut rien construire : éliminé.")
                self._next_turn()
        elif head == "batir":
            brush = self.pinceau
            built, total = R.build(self.ile, self.reserves[p], self.colour(p), brush, rest)
            self.dernier = built
            if brush in R.LAND:
                self.log(f"{name} étend un village sur {R.terrain_name(brush)} : {total} hutte"
                         f"{'s' if total > 1 else ''} ({', '.join(built)}).")
            else:
                self.log(f"{name} : {WHAT[brush].lower()} en {rest}.")
            done = R.exhausted_types(self.reserves[p])
            if len(done) >= 2:
                self._finish([p], f"{name} a construit tous ses bâtiments de 2 des 3 types "
                                  f"({' et '.join(b + 's' for b in done)}) : {name} gagne.")
                return
            self._next_turn()

    def _next_turn(self) -> None:
        alive = [q for q in range(self.players) if not self.elimines[q]]
        if len(alive) == 1:
            self._finish(alive, f"{self.game.seat_name(alive[0])} est le dernier joueur en jeu : il gagne.")
            return
        q = self.tour
        while True:
            if not self.pioche:
                self._final_count()
                return
            q = (q + 1) % self.players
            while self.elimines[q]:
                q = (q + 1) % self.players
            self.tour = q
            self.main = self.pioche.pop()
            self.sens = 0
            self.etape = "tuile"
            self.pinceau = "hutte"
            a, b = self.main
            self.log(f"{self.game.seat_name(q)} pioche une tuile : volcan, {R.terrain_name(a)} et {R.terrain_name(b)}.")
            if R.fits_somewhere(self.ile):
                return
            self.log("Cette tuile ne tient nulle part sur la table : elle est défaussée.")
            self.main = None

    def _final_count(self) -> None:
        alive = [q for q in range(self.players) if not self.elimines[q]]
        keys = {q: R.ranking_key(self.ile, self.colour(q)) for q in alive}
        best = max(keys.values())
        win = [q for q in alive if keys[q] == best]
        detail = " ; ".join(f"{self.game.seat_name(q)} : {t} temple{'s' if t > 1 else ''}, {to} tour"
                            f"{'s' if to > 1 else ''}, {h} hutte{'s' if h > 1 else ''}"
                            for q, (t, to, h) in keys.items())
        self._finish(win, f"Toutes les tuiles ont été jouées ({detail}) : {self.game.seat_list(win)} "
                          f"{'gagne' if len(win) == 1 else 'gagnent (égalité parfaite)'}.")

    def _finish(self, winners: list[int], text: str) -> None:
        self.vainqueurs = winners
        self.etape = "fin"
        self.main = None
        self.fin = text
        self.log(text)

    # --- results and views -----------------------------------------------------------------
    def scores(self):
        return [1 if p in (self.vainqueurs or []) else 0 for p in range(self.players)]

    def search_candidates(self, player, legal):
        """The moves a search may choose (engine.search): not a turn of the tile nor a choice of
        building, which change nothing else and could be chosen again and again."""
        return [m for m in legal if not m.startswith(("sens-", "choisir-"))]

    def search_value(self):
        """A position not over, for engine.search: buildings placed (temples and towers first, as
        the end decides), against the best other player, squashed into (0, 1); eliminated: 0."""
        placed = [-1000.0 if self.elimines[p] else
                  5 * (3 - r["temple"]) + 4 * (2 - r["tour"]) + 0.5 * (20 - r["hutte"])
                  for p, r in enumerate(self.reserves)]
        out = []
        for p in range(self.players):
            lead = placed[p] - max(placed[q] for q in range(self.players) if q != p)
            out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead / 4.0)))))
        return out

    def determinize(self, seat, rng):
        """The draw pile's order is hidden: dealt afresh."""
        twin = super().determinize(seat, rng)
        self.redeal([twin.pioche], rng)
        return twin

    def view(self, player):
        return {"joueur": player, "joueurs": self.players, "couleurs": list(R.PLAYER_COLOURS[:self.players]),
                "ile": self.ile, "main": list(self.main) if self.main else None, "sens": self.sens,
                "etape": self.etape, "pinceau": self.pinceau, "tour": self.tour,
                "reserves": [dict(r) for r in self.reserves], "elimines": list(self.elimines),
                "pioche": len(self.pioche), "fin": self.fin}

    def describe(self, move, player=None):
        head, _, rest = move.partition("-")
        if head == "sens":
            return f"Tourner la tuile (orientation {rest})"
        if head == "volcan":
            return f"Poser la tuile, volcan en {rest}"
        if head == "choisir":
            return (f"Étendre un village sur {R.terrain_name(rest)}" if rest in R.LAND
                    else {"hutte": "Nouveau village (hutte)", "temple": "Temple", "tour": "Tour"}.get(rest, move))
        if head == "batir":
            return f"Étendre le village de {rest}" if self.pinceau in R.LAND else f"Construire en {rest}"
        return move


@register
class Taluva(Game):
    id = "taluva"
    mode = "partie"
    title = "Taluva : une partie contre les bots"
    state_class = TaluvaState
    player_names = ["Blanc", "Noir", "Rouge", "Violet"]
    bots = {"fort": search_bot("Fort", TaluvaBot, iterations=16, depth=6), "malin": TaluvaBot, "hasard": RandomBot}
    default_bot = "malin"  # the fastest to answer on a phone
    main_rule_section = R.S_TILE
    rule_sections = R.SECTIONS
    options = (
        PlayerCount(default=2, lo=2, hi=4),
        Flag("variante", "Variante à 2 joueurs : 18 tuiles par joueur au lieu de 12", default=False,
             help="Sans effet à 3 ou 4 joueurs (la boîte a 48 tuiles)."),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = TaluvaState(self, n, seed)
        per = R.TILES_TWO_PLAYER_VARIANT if options["variante"] and n == 2 else R.TILES_PER_PLAYER
        pile = R.tile_pile()
        s.shuffle(pile)
        s.pioche = pile[:per * n]
        s.ile = {}
        s.reserves = [dict(R.STOCK) for _ in range(n)]
        s.elimines = [False] * n
        s.prochaine = 1
        s.dernier = []
        s.fin = None
        s.vainqueurs = None
        s.log(f"{n} joueurs : chacun reçoit 3 temples, 2 tours et 20 huttes ; {per * n} tuiles ({per} par joueur) "
              "sont mélangées dans la pioche.")
        s.tour = n - 1          # so that the first turn is seat 0's
        s.main, s.sens, s.etape, s.pinceau = None, 0, "tuile", "hutte"
        s._next_turn()
        return s
