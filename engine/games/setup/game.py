"""Setup, the whole game (mode « partie »): 1 against 1, or 2 against 2 with a
bot partner, as the page says.

A turn: the player clicks a tile of his hidden zone or of the common zone
(``tuile-4d``), then a square (``case-B3``); again for each tile he wants
(« autant de tuile qu'il veut »), all « de même valeur OU de même couleur »;
``reprendre`` takes the last one back; ``valider`` ends the turn: the points
of the Ensembles, then « on pioche des tuiles pour que toutes les zones
contiennent de nouveau 4 tuiles ». « Une fois qu'un joueur atteint ou dépasse
la ligne d'arrivée, on finit le tour » (the round: everyone has played as
often), then the count.

Options: « 1v1 ou 2v2 »; a position to start from (the page's example is one),
and `un_tour`, which stops the game at the end of the first turn it shows.
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import Game, Refusal, ScenarioError, State
from ...options import Choice, Flag, Structured
from .. import register
from . import rules as R
from .bots import SetupBot

FORMATS = {"1v1": 2, "2v2": 4}


class SetupState(State):
    never_negative = ("points",)
    card_zones = ("zones", "commune", "sac")

    # --- whose turn -----------------------------------------------------------------
    def to_move(self):
        return [] if self.etape == "fin" else [self.tour]

    def hand(self) -> list[str]:
        """The tiles the player to move may take: his hidden zone, then the common zone."""
        return self.zones[self.tour] + self.commune

    def chosen(self) -> list[str]:
        return [t for _sq, t, _src in self.posees]

    def new_squares(self) -> list[str]:
        return [sq for sq, _t, _src in self.posees]

    def legal_moves(self, player=None):
        if self.etape == "fin" or (player is not None and player != self.tour):
            return []
        chosen = self.chosen()
        moves = [f"tuile-{t}" for t in self.hand()
                 if t != self.choisie and R.compatible(chosen, t)]
        if self.choisie:
            moves += [f"case-{sq}" for sq in R.SQUARES
                      if R.square_problem(self.players, self.tour, sq, self.new_squares()) is None]
        if self.posees:
            moves.append("reprendre")
            if R.single_suite_problem(R.tops(self.plateau), self.new_squares()) is None:
                moves.append("valider")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.etape == "fin":
            return "la partie est terminée."
        head, _, rest = move.partition("-")
        if head == "tuile":
            if R.parse_tile(rest) is None:
                return Refusal(f"« {rest} » n'est pas une tuile (valeur 1 à 10 puis d, c, h, s ou e).", R.S_PRESENTATION)
            partner = [q for q in range(self.players) if q != self.tour and self.sees_zone(self.tour, q)]
            if any(rest in self.zones[q] for q in partner):
                return Refusal("« Les joueurs peuvent voir la zone personnelle de leur coéquipier, mais ne peuvent "
                               "pas y prendre de tuile. »", R.S_TEAMS)
            if rest not in self.hand():
                return Refusal(f"{R.tile_label(rest)} n'est ni dans votre zone personnelle ni dans la zone commune ; "
                               "on ne prend pas de tuile dans la zone d'un autre joueur.", R.S_TURN)
            if rest == self.choisie:
                return "cette tuile est déjà choisie : cliquez la case où la poser."
            return Refusal(R.selection_problem(self.chosen(), rest), R.S_TURN)
        if head == "case":
            if rest not in R.SQUARES:
                return Refusal(f"« {rest} » n'est pas une des 12 cases du plateau.", R.S_PRESENTATION)
            if not self.choisie:
                return "choisissez d'abord une tuile de votre zone ou de la zone commune."
            return Refusal(R.square_problem(self.players, self.tour, rest, self.new_squares()), R.S_TURN)
        if head == "valider":
            if not self.posees:
                return Refusal("posez au moins une tuile avant de valider le tour.", R.S_TURN)
            return Refusal(R.single_suite_problem(R.tops(self.plateau), self.new_squares()), R.S_TURN)
        if head == "reprendre":
            return "aucune tuile posée ce tour à reprendre."
        return "coup inconnu (tuile-…, case-…, reprendre, valider)."

    # --- playing ---------------------------------------------------------------------
    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        name = self.game.seat_name(self.tour)
        if head == "tuile":
            self.choisie = rest
        elif head == "case":
            tile = self.choisie
            source = "zone" if tile in self.zones[self.tour] else "commune"
            (self.zones[self.tour] if source == "zone" else self.commune).remove(tile)
            self.plateau.setdefault(rest, []).append(tile)
            self.posees.append([rest, tile, source])
            self.choisie = None
            where = "de sa zone" if source == "zone" else "de la zone commune"
            self.log(f"{name} pose {R.tile_label(tile)} ({where}) en {rest}.")
        elif head == "reprendre":
            sq, tile, source = self.posees.pop()
            self.plateau[sq].pop()
            if not self.plateau[sq]:
                del self.plateau[sq]
            (self.zones[self.tour] if source == "zone" else self.commune).append(tile)
            self.choisie = None
            self.log(f"{name} reprend {R.tile_label(tile)} ({sq}).")
        elif head == "valider":
            self._score_turn()

    def _score_turn(self) -> None:
        p, n = self.tour, self.players
        name = self.game.seat_name(p)
        pts = R.turn_points(R.tops(self.plateau), self.new_squares(), n, p)
        for q, g in enumerate(pts["gains"]):
            self.points[q] += g
        parts = [f"{name} marque {pts['gains'][p]} point{'s' if pts['gains'][p] > 1 else ''}"]
        parts += [f"{self.game.seat_name(q)} {g} (tuile{'s' if g > 1 else ''} sur sa zone)"
                  for q, g in enumerate(pts["gains"]) if q != p and g]
        for e in pts["ensembles"]:
            kind = "même valeur" if e["sorte"] == "valeur" else "suite"
            tiles = ", ".join(R.tile_label(t) for t in sorted((self.plateau[sq][-1] for sq in e["cases"]),
                                                              key=lambda t: int(t[:-1])))
            parts.append(f"{kind} : {tiles}")
        self.log(" ; ".join(parts) + ".")
        self.dernier = {"joueur": p, "cases": pts["cases"], "posees": self.new_squares(), "gains": pts["gains"]}
        self.posees = []
        self.choisie = None
        self.dernier_joueur = p
        if self.un_tour:
            self._finish(f"Fin de l'exemple : {name} marque {pts['gains'][p]} points ce tour.")
            return
        # « on pioche des tuiles pour que toutes les zones contiennent de nouveau 4 tuiles »
        for zone in (self.zones[p], self.commune):
            while len(zone) < R.ZONE_SIZE and self.sac:
                zone.append(self.sac.pop())
        if not self.arrivee_atteinte and max(self.points) >= self.arrivee:
            self.arrivee_atteinte = True
            self.log(f"Un pion atteint la ligne d'arrivée ({self.arrivee}) : on finit le tour.")
        if self.arrivee_atteinte and p == n - 1:
            self._final_count("le tour est fini")
            return
        self.tour = (p + 1) % n
        if not self.hand():
            self._final_count(f"{self.game.seat_name(self.tour)} n'a plus de tuile à poser (le sac est vide)")

    def _final_count(self, reason: str) -> None:
        won, why = R.winners(self.points, self.dernier_joueur)
        scores = ", ".join(f"{self.game.seat_name(q)} {v}" for q, v in enumerate(self.points))
        self.vainqueurs = won
        self._finish(f"Fin de la partie ({reason}) : {scores}. {self.game.seat_list(won)} "
                     f"{'gagne' if len(won) == 1 else 'gagnent'} ({why}).")

    def _finish(self, text: str) -> None:
        self.etape = "fin"
        self.fin = text
        self.log(text)

    # --- what a seat cannot see -------------------------------------------------------------
    def determinize(self, seat, rng):
        """The hidden zones this seat cannot see (its opponents'; not its partner's) and the bag
        dealt afresh together, each keeping its size. A tile the player to move selected from a
        zone this seat cannot see is not in its view (nor is the fact that he selected one):
        dropped, as if he had not clicked yet."""
        twin = super().determinize(seat, rng)
        if twin.choisie and twin.choisie not in twin.commune and not self.sees_zone(seat, twin.tour):
            twin.choisie = None
        self.redeal([twin.zones[q] for q in range(self.players) if not self.sees_zone(seat, q)] + [twin.sac], rng)
        return twin

    def search_candidates(self, player, legal):
        """Not « reprendre » (taking a tile back undoes a click: the search would walk in circles)."""
        return [m for m in legal if m != "reprendre"]

    # --- results and views -----------------------------------------------------------------
    def scores(self):
        return list(self.points)

    def winners(self):
        return list(self.vainqueurs or []) if self.is_over() else []

    def sees_zone(self, viewer, seat: int) -> bool:
        """« Les joueurs peuvent voir la zone personnelle de leur coéquipier »; no one else's."""
        return viewer is not None and R.team_of(self.players, viewer) == R.team_of(self.players, seat)

    def view(self, player):
        zones = [list(z) if self.sees_zone(player, q) else None for q, z in enumerate(self.zones)]
        chosen = self.choisie if self.choisie and (self.choisie in self.commune
                                                   or self.sees_zone(player, self.tour)) else None
        return {"joueur": player, "joueurs": self.players, "plateau": {k: list(v) for k, v in self.plateau.items()},
                "commune": list(self.commune), "zones": zones, "tailles": [len(z) for z in self.zones],
                "sac": len(self.sac), "points": list(self.points), "tour": self.tour, "choisie": chosen,
                "posees": [list(x) for x in self.posees], "etape": self.etape, "arrivee": self.arrivee,
                "arrivee_atteinte": self.arrivee_atteinte, "dernier": self.dernier, "fin": self.fin,
                "vainqueurs": list(self.vainqueurs or []), "un_tour": self.un_tour}

    def describe(self, move, player=None):
        head, _, rest = move.partition("-")
        if head == "tuile" and R.parse_tile(rest):
            return f"Prendre {R.tile_label(rest)}"
        if head == "case" and rest in R.SQUARES:
            return f"Poser {R.tile_label(self.choisie)} en {rest}" if self.choisie else f"Case {rest}"
        return {"valider": "Valider le tour", "reprendre": "Reprendre la dernière tuile posée"}.get(move, move)


# --- the position option -------------------------------------------------------------------------

def _tile(value, field: str, where: str, seen: set) -> str:
    code = value if isinstance(value, str) else str(value)
    if R.parse_tile(code) is None or code != R.tile_code(*R.parse_tile(code)):
        raise ScenarioError(field, f"{where} : tuile « {code} » inconnue (valeur 1 à 10 puis d, c, h, s ou e : "
                                   "4d = 4♦, 7c = 7♣).")
    if code in seen:
        raise ScenarioError(field, f"{where} : la tuile {R.tile_label(code)} est déjà ailleurs (une de chaque).")
    seen.add(code)
    return code


def read_position(value, earlier) -> dict:
    """A block's `position:` (plateau, zones, commune, points), checked against the format."""
    n = FORMATS[earlier["format"]]
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise ScenarioError("position", "une table est attendue (plateau, zones, commune, points).")
    for key in value:
        if key not in ("plateau", "zones", "commune", "points"):
            raise ScenarioError(f"position.{key}", "champ inconnu (champs permis : plateau, zones, commune, points).")
    seen: set = set()
    board = {}
    raw = value.get("plateau", {})
    if not isinstance(raw, dict):
        raise ScenarioError("position.plateau", "une table « case: tuile » est attendue (ex. {B2: 5d, C3: 4c}).")
    for sq, stack in raw.items():
        if sq not in R.SQUARES:
            raise ScenarioError("position.plateau", f"case « {sq} » inconnue (cases : {', '.join(R.SQUARES)}).")
        stack = stack if isinstance(stack, list) else [stack]
        if not stack:
            raise ScenarioError("position.plateau", f"{sq} : une tuile au moins est attendue.")
        board[sq] = [_tile(t, "position.plateau", sq, seen) for t in stack]
    zones = value.get("zones", [])
    if not isinstance(zones, list) or len(zones) > n or any(not isinstance(z, list) or len(z) > R.ZONE_SIZE
                                                            for z in zones):
        raise ScenarioError("position.zones", f"une liste d'au plus {n} zones (une par joueur, la vôtre d'abord) "
                                              f"d'au plus {R.ZONE_SIZE} tuiles est attendue.")
    zones = [[_tile(t, "position.zones", f"zone n° {i + 1}", seen) for t in z] for i, z in enumerate(zones)]
    common = value.get("commune", [])
    if not isinstance(common, list) or len(common) > R.ZONE_SIZE:
        raise ScenarioError("position.commune", f"une liste d'au plus {R.ZONE_SIZE} tuiles est attendue.")
    common = [_tile(t, "position.commune", "zone commune", seen) for t in common]
    points = value.get("points", [0] * n)
    if not isinstance(points, list) or len(points) != n or any(
            isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < R.FINISH[n] for v in points):
        raise ScenarioError("position.points", f"une liste de {n} scores entre 0 et {R.FINISH[n] - 1} est attendue.")
    return {"plateau": board, "zones": zones, "commune": common, "points": list(points)}


EXAMPLE_POSITION = {"plateau": {"C3": "4c", "B2": "5d", "B1": "6d"}, "zones": [["3d", "4d", "9h", "1s"]]}


@register
class Setup(Game):
    id = "setup"
    mode = "partie"
    title = "Setup : une partie contre les bots"
    state_class = SetupState
    min_players, default_players, max_players = 2, 2, 4
    player_names = list(R.SEAT_NAMES)
    bots = {"fort": search_bot("Fort", SetupBot, iterations=24, depth=12, margin=0.2, scale=2.0),
            "malin": SetupBot, "hasard": RandomBot}
    default_bot = "malin"   # « fort » thinks about 100 ms a move in CPython: too slow on a phone
    main_rule_section = R.S_TURN
    rule_sections = R.SECTIONS
    options = (
        Choice("format", "Nombre de joueurs", default="1v1",
               choices={"1v1": "1 contre 1", "2v2": "2 contre 2 (votre coéquipier, Vert, est un bot)"}),
        Structured("position", "Position de départ", default=None, parse=read_position,
                   expects="une table : plateau (case: tuile ou pile de tuiles), zones (une liste de tuiles par "
                           "joueur, la vôtre d'abord), commune (tuiles), points (un score par joueur)",
                   example=EXAMPLE_POSITION),
        Flag("un_tour", "L'exemple s'arrête à la fin de votre premier tour", default=False),
    )

    def setup(self, options, seed):
        n = FORMATS[options["format"]]
        s = SetupState(self, n, seed)
        position = options["position"] or {}
        s.plateau = {sq: list(stack) for sq, stack in position.get("plateau", {}).items()}
        placed = {t for stack in s.plateau.values() for t in stack}
        given = position.get("zones", [])
        s.zones = [list(given[q]) if q < len(given) else [] for q in range(n)]
        s.commune = list(position.get("commune", []))
        held = placed | {t for z in s.zones for t in z} | set(s.commune)
        s.sac = [t for t in R.all_tiles() if t not in held]
        s.shuffle(s.sac)
        for zone in s.zones + [s.commune]:
            while len(zone) < R.ZONE_SIZE and s.sac:
                zone.append(s.sac.pop())
        s.points = list(position.get("points", [0] * n))
        s.arrivee = R.FINISH[n]
        s.arrivee_atteinte = False
        s.tour = 0
        s.dernier_joueur = n - 1
        s.choisie = None
        s.posees = []
        s.dernier = None
        s.etape = "jeu"
        s.fin = None
        s.vainqueurs = None
        s.un_tour = options["un_tour"]
        if n == 2:
            s.log(f"1 contre 1 : Bleu (vous) contre Rouge ; ligne d'arrivée à {s.arrivee} points.")
        else:
            s.log(f"2 contre 2 : Bleu (vous) et Vert contre Rouge et Jaune ; ligne d'arrivée à {s.arrivee} points.")
        return s
