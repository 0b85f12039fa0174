"""Northwest Passage, the whole game (mode « partie »): ten seasons on an Arctic board already
explored, each expedition a Navire and a Traîneau sharing 7 pions Équipage, as « Résumé d'une
partie », « Les Actions » and « Fin de la partie » describe it.

Moves (ASCII, stable):
- "aller-navire-C3" / "aller-traineau-C3": « Déplacement » of the ship or the sled (1 pion);
- "ramasser-navire" / "ramasser-traineau": take the token of that vehicle's tile (Explorer 3 pions,
  Découvrir 2 pions);
- "transfert-N": N pions on the sled, the others on the ship (1 pion);
- "finir": end one's turn after at least one action; "passer": pass for the rest of the season.

Nothing is hidden: the board, the tokens and every crew are on the table.
"""

from __future__ import annotations

from ...bots import RandomBot
from ...core import Game, Refusal, ScenarioError, State, parse_number
from ...options import PlayerCount, Structured
from .. import register
from . import rules as R
from .bots import GreedyBot

SUMMARY = "resume-dune-partie"
ACTIONS = "les-actions"
MOVE = "deplacement"
TRANSFER = "transfert-dequipage"
PASS = "passer"
SCORING = "fin-de-la-partie"

VEHICLES = ("navire", "traineau")
VEHICLE_NAMES = {"navire": "Navire", "traineau": "Traîneau"}


class NorthwestState(State):
    """Attributes (all JSON): saison (1…10, 11 once over), ordre (this season's order of seats),
    passes (the seats that passed, in passing order), courant (index in `ordre` of the seat to
    play), agi (actions taken in this turn), navires / traineaux (tile of each seat's ship and sled,
    a sled None while on its ship), equipage (per seat, {navire: [disponibles, au repos],
    traineau: [...]}), jetons (tile → token still on the board), trouves (per seat, count per kind),
    prestige (per seat), arrivees (per seat, the move count when the expedition last came home,
    or None)."""

    never_negative = ("saison", "agi", "prestige", "coups")

    # --- the board ------------------------------------------------------------------------
    def frozen_count(self) -> int:
        return R.frozen_rows(min(self.saison, R.SEASONS), R.BOARD.rows)

    def frozen(self, cell: str) -> bool:
        """« la partie du plateau se trouvant au-dessus du soleil gèle » (Greenland never does)."""
        return R.terrain(cell) != R.GREENLAND and R.row(cell) < self.frozen_count()

    def surface(self, cell: str) -> str:
        t = R.terrain(cell)
        return R.ICE if t == R.SEA and self.frozen(cell) else t

    def where(self, p: int, v: str) -> str:
        return self.navires[p] if v == "navire" or self.traineaux[p] is None else self.traineaux[p]

    def available(self, p: int, v: str) -> int:
        return self.equipage[p][v][0]

    def home(self, p: int) -> bool:
        """The whole expedition is back in Greenland (the sled on its ship, or there too)."""
        return all(R.terrain(self.where(p, v)) == R.GREENLAND for v in VEHICLES)

    # --- who plays ---------------------------------------------------------------------------
    def current(self) -> int | None:
        return None if self.saison > R.SEASONS else self.ordre[self.courant]

    def to_move(self):
        p = self.current()
        return [] if p is None else [p]

    def end_started(self) -> bool:
        return self.saison >= R.SEASONS

    def move_reason(self, p: int, v: str, cell: str) -> Refusal | None:
        here, there = R.BOARD.parse(self.where(p, v)), R.BOARD.parse(cell)
        name = VEHICLE_NAMES[v]
        if v == "navire" and self.frozen(self.navires[p]):
            return Refusal(f"le Navire est emprisonné par les glaces en {self.navires[p]} : « il est emprisonné "
                           "jusqu'à ce que la tuile dégèle ».", MOVE)
        if there not in R.BOARD.neighbours4(here):
            return Refusal(f"{cell} n'est pas une tuile adjacente (hors diagonales) à {R.BOARD.name(here)}.", MOVE)
        t = self.surface(cell)
        if v == "navire":
            if R.terrain(cell) == R.SEA and t == R.ICE:
                return Refusal(f"{cell} est gelée : « Les Navires ne peuvent pas se déplacer sur une tuile "
                               "gelée ».", MOVE)
            if not R.ship_can_enter(t):
                return Refusal(f"le Navire va « par une voie maritime » : {cell} est une tuile de terre.", MOVE)
            return None
        if cell == self.navires[p] or R.sled_can_enter(t):
            return None
        return Refusal(f"« Le Traîneau ne peut pas traverser la mer » : {cell} est en mer (non gelée).", MOVE)

    def action_moves(self, p: int) -> list[str]:
        moves = []
        for v in VEHICLES:
            if v == "traineau" and self.traineaux[p] is None and sum(self.equipage[p][v]) == 0:
                continue  # no crew aboard: the sled stays on the ship
            crew = self.available(p, v)
            if crew >= R.cost("aller", self.agi):
                here = R.BOARD.parse(self.where(p, v))
                moves += [f"aller-{v}-{R.BOARD.name(j)}" for j in R.BOARD.neighbours4(here)
                          if self.move_reason(p, v, R.BOARD.name(j)) is None]
            token = self.jetons.get(self.where(p, v))
            if token and crew >= R.cost(R.TOKEN_ACTION[token], self.agi):
                moves.append(f"ramasser-{v}")
        pool = self.available(p, "navire") + self.available(p, "traineau")
        if self.transfer_possible(p) and pool >= R.cost("transfert", self.agi):
            on_sled = sum(self.equipage[p]["traineau"])
            moves += [f"transfert-{n}" for n in range(R.CREW + 1) if n != on_sled]
        return moves

    def transfer_possible(self, p: int) -> bool:
        """« uniquement si le Navire et le Traîneau d'un joueur sont sur la même tuile, ou si le
        Traîneau n'est pas déployé »."""
        return self.traineaux[p] is None or self.traineaux[p] == self.navires[p]

    def legal_moves(self, player=None):
        p = self.acting(player)
        if p is None:
            return []
        return self.action_moves(p) + ["finir" if self.agi else "passer"]

    @staticmethod
    def _parse(move):
        parts = move.split("-") if isinstance(move, str) else []
        if len(parts) == 3 and parts[0] == "aller" and parts[1] in VEHICLES and R.BOARD.parse(parts[2]) is not None \
                and R.BOARD.name(R.BOARD.parse(parts[2])) == parts[2]:
            return "aller", parts[1:]
        if len(parts) == 2 and parts[0] == "ramasser" and parts[1] in VEHICLES:
            return "ramasser", parts[1:]
        if len(parts) == 2 and parts[0] == "transfert" and parse_number(parts[1]) is not None:
            return "transfert", [parse_number(parts[1])]
        if move in ("finir", "passer"):
            return move, []
        return None, []

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        kind, args = self._parse(move)
        if kind is None:
            return "coup inconnu (aller-navire-<case>, aller-traineau-<case>, ramasser-…, transfert-<n>, finir, passer)."
        p = self.current()
        if kind == "passer":
            return Refusal("vous avez déjà agi ce tour-ci : finissez votre tour (on passe « sans faire aucune "
                           "action »).", PASS)
        if kind == "finir":
            return Refusal("« un joueur doit effectuer une action » pendant son tour, ou passer.", SUMMARY)
        extra = " (action supplémentaire : 1 pion de plus)" if self.agi else ""
        if kind == "aller":
            v, cell = args
            if v == "traineau" and self.traineaux[p] is None and sum(self.equipage[p][v]) == 0:
                return Refusal("le Traîneau n'a aucun pion Équipage : faites d'abord un Transfert d'Équipage.",
                               TRANSFER)
            reason = self.move_reason(p, v, cell)
            if reason:
                return reason
            return Refusal(f"le Déplacement coûte {R.cost('aller', self.agi)} pion(s){extra} ; le {VEHICLE_NAMES[v]} "
                           f"n'en a que {self.available(p, v)} « Disponible(s) ».", ACTIONS)
        if kind == "ramasser":
            v = args[0]
            token = self.jetons.get(self.where(p, v))
            if not token:
                return Refusal(f"il n'y a pas de jeton sur la tuile du {VEHICLE_NAMES[v]} ({self.where(p, v)}).",
                               ACTIONS)
            action = R.TOKEN_ACTION[token]
            return Refusal(f"{R.ACTION_NAMES[action]} coûte {R.cost(action, self.agi)} pion(s){extra} ; le "
                           f"{VEHICLE_NAMES[v]} n'en a que {self.available(p, v)} « Disponible(s) ».", ACTIONS)
        n = args[0]
        if not self.transfer_possible(p):
            return Refusal("« Cette action est possible uniquement si le Navire et le Traîneau d'un joueur sont sur "
                           "la même tuile, ou si le Traîneau n'est pas déployé ».", TRANSFER)
        if not 0 <= n <= R.CREW:
            return Refusal(f"le Traîneau reçoit de 0 à {R.CREW} pions.", TRANSFER)
        if n == sum(self.equipage[p]["traineau"]):
            return Refusal("le Traîneau a déjà ce nombre de pions.", TRANSFER)
        return Refusal(f"le Transfert coûte {R.cost('transfert', self.agi)} pion(s){extra} ; il n'en reste que "
                       f"{self.available(p, 'navire') + self.available(p, 'traineau')} « Disponible(s) ».", ACTIONS)

    # --- playing -------------------------------------------------------------------------------
    def _pay(self, p: int, v: str, action: str) -> int:
        need = R.cost(action, self.agi)
        self.equipage[p][v][0] -= need
        self.equipage[p][v][1] += need
        self.agi += 1
        return need

    def _apply(self, move, player):
        kind, args = self._parse(move)
        p = self.current()
        name = self.game.seat_name(p)
        self.coups += 1
        if kind == "passer":
            self.passes.append(p)
            self.log(f"{name} passe.")
            self._next()
            return
        if kind == "finir":
            self._next()
            return
        if kind == "aller":
            v, cell = args
            paid = self._pay(p, v, "aller")
            if v == "navire":
                self.navires[p] = cell
            else:
                self.traineaux[p] = cell
            self.log(f"{name} : {VEHICLE_NAMES[v]} en {cell} ({paid} pion{'s' if paid > 1 else ''}).")
            if self.home(p):
                self.arrivees[p] = self.coups
            elif R.terrain(cell) != R.GREENLAND:
                self.arrivees[p] = None
            return
        if kind == "ramasser":
            v = args[0]
            cell = self.where(p, v)
            token = self.jetons[cell]
            paid = self._pay(p, v, R.TOKEN_ACTION[token])
            del self.jetons[cell]
            coef = R.COEFS[R.col(cell)]
            pts = R.TOKEN_BASE[token] * coef
            self.prestige[p] += pts
            self.trouves[p][R.TOKEN_KIND[token]] += 1
            self.log(f"{name} : jeton {R.TOKENS[token]} en {cell} ({paid} pions), {R.TOKEN_BASE[token]} × {coef} = "
                     f"{pts} point(s) de Prestige.")
            return
        n = args[0]
        self.equipage[p] = R.split_crew(self.equipage[p], n, R.cost("transfert", self.agi))
        self.agi += 1
        if n == 0:
            self.traineaux[p] = None  # an empty sled goes back aboard (a reading)
        self.log(f"{name} : Transfert d'Équipage, {n} pion(s) sur le Traîneau, {R.CREW - n} sur le Navire.")

    def _next(self) -> None:
        """The next seat in this season's order that has not passed; when all have, the season ends."""
        self.agi = 0
        if len(self.passes) == self.players:
            self._end_season()
            return
        n = len(self.ordre)
        for step in range(1, n + 1):
            k = (self.courant + step) % n
            if self.ordre[k] not in self.passes:
                self.courant = k
                return

    def _end_season(self) -> None:
        """« A la fin de la saison, tous les pions Équipage utilisés redeviennent « Disponibles » » ;
        « l'ordre du tour de jeu étant défini en fonction de l'ordre de fin du tour précédent » ;
        « A la fin de chaque saison, le disque solaire avance »."""
        for crew in self.equipage:
            for v in VEHICLES:
                crew[v] = [sum(crew[v]), 0]
        self.ordre, self.passes, self.courant = list(self.passes), [], 0
        self.log(f"Fin de la saison {self.saison}.")
        self.saison += 1
        if self.saison > R.SEASONS:
            self._final_log()
            return
        frozen = self.frozen_count()
        self.log(f"Saison {self.saison} : le disque solaire avance, "
                 + (f"les lignes 1 à {frozen} sont gelées." if frozen > 1 else
                    "la ligne 1 est gelée." if frozen else "rien n'est gelé."))
        for p in range(self.players):
            if self.frozen(self.navires[p]):
                self.log(f"Le Navire de {self.game.seat_name(p)} est emprisonné par les glaces en {self.navires[p]}.")

    def _final_log(self) -> None:
        for p, d in enumerate(self.table()):
            self.log(f"{self.game.seat_name(p)} : {d['total']} points (Prestige {d['prestige']}, Exploration "
                     f"{d['exploration']}, séries {d['series']}, abandon {d['abandon']}).")
        self.log(f"{self.game.seat_list(self.winners())} gagne la partie.")

    # --- results ---------------------------------------------------------------------------------
    def lost(self, p: int) -> tuple[int, bool]:
        """(crew lost, ship lost): « Tout Navire et/ou Traîneau qui n'est pas rentré au Groenland avant
        la fin de la 10è saison est perdu »."""
        ship_lost = R.terrain(self.navires[p]) != R.GREENLAND
        crew = 0
        if ship_lost:
            crew += sum(self.equipage[p]["navire"])
        if R.terrain(self.where(p, "traineau")) != R.GREENLAND:
            crew += sum(self.equipage[p]["traineau"])
        return crew, ship_lost

    def table(self) -> list[dict]:
        players = []
        for p in range(self.players):
            crew, ship = self.lost(p)
            players.append({"prestige": self.prestige[p], "jetons": dict(self.trouves[p]),
                            "equipage_perdu": crew, "navire_perdu": ship})
        return R.final_scores(players)

    def scores(self):
        return [d["total"] for d in self.table()]

    def winners(self) -> list[int]:
        """« En cas d'égalité, le premier joueur (parmi ceux à égalité) à être revenu au Groenland est
        déclaré vainqueur » (none back: the tie stays)."""
        if not self.is_over():
            return []
        s = self.scores()
        best = [p for p in range(self.players) if s[p] == max(s)]
        back = [p for p in best if self.arrivees[p] is not None]
        if back:
            first = min(self.arrivees[p] for p in back)
            return [p for p in back if self.arrivees[p] == first]
        return best

    def view(self, player):
        """Everything is on the table."""
        return self.to_json()["data"]

    def describe(self, move, player=None):
        kind, args = self._parse(move)
        if kind == "aller":
            return f"{VEHICLE_NAMES[args[0]]} en {args[1]} ({R.cost('aller', self.agi)} pion)"
        if kind == "ramasser":
            p = self.current()
            token = self.jetons.get(self.where(p, args[0])) if p is not None else None
            if token:
                return f"Ramasser le jeton {R.TOKENS[token]} ({R.cost(R.TOKEN_ACTION[token], self.agi)} pions)"
            return "Ramasser un jeton"
        if kind == "transfert":
            return f"Transfert : {args[0]} pion(s) sur le Traîneau ({R.cost('transfert', self.agi)} pion)"
        if kind == "finir":
            return "Finir le tour"
        if kind == "passer":
            return "Passer (jusqu'à la fin de la saison)"
        return str(move)


# --- a position to start from (the examples beside the rules) ------------------------------

def _cells(value, n: int, what: str, ok) -> list:
    if not isinstance(value, list) or len(value) != n or any(not ok(c) for c in value):
        raise ScenarioError("position", what)
    return list(value)


def read_position(value, earlier) -> dict:
    """`position`: the season to play; per seat its ship, its sled (null: aboard), the crew on the sled,
    its Prestige and the tokens it has found; the tiles still holding a token."""
    keys = {"saison", "navires", "traineaux", "sur_traineau", "prestige", "trouves", "jetons"}
    n = earlier.get("joueurs")
    if not isinstance(value, dict) or not set(value) <= keys:
        raise ScenarioError("position", "une table est attendue : " + ", ".join(sorted(keys)) + ".")
    season = value.get("saison", 1)
    if not isinstance(season, int) or isinstance(season, bool) or not 1 <= season <= R.SEASONS:
        raise ScenarioError("position", f"saison : de 1 à {R.SEASONS}.")
    tile = (lambda c: isinstance(c, str) and R.BOARD.parse(c) is not None and R.BOARD.name(R.BOARD.parse(c)) == c)
    count = (lambda k, hi: isinstance(k, int) and not isinstance(k, bool) and 0 <= k <= hi)
    ships = _cells(value.get("navires", [R.START] * n), n, f"navires : {n} tuiles de mer (ou {R.START}, le Groenland).",
                   lambda c: tile(c) and R.ship_can_enter(R.terrain(c)))
    sleds = _cells(value.get("traineaux", [None] * n), n, f"traineaux : {n} tuiles de terre (ou null : à bord).",
                   lambda c: c is None or tile(c) and R.terrain(c) != R.SEA)
    crew = _cells(value.get("sur_traineau", [0] * n), n, f"sur_traineau : {n} nombres de 0 à {R.CREW}.",
                  lambda k: count(k, R.CREW))
    prestige = _cells(value.get("prestige", [0] * n), n, f"prestige : {n} nombres.", lambda k: count(k, 999))
    found = _cells(value.get("trouves", [{}] * n), n, f"trouves : {n} tables « type: nombre » ("
                   + ", ".join(R.KINDS) + ").",
                   lambda d: isinstance(d, dict) and all(k in R.KINDS and count(v, 12) for k, v in d.items()))
    tokens = value.get("jetons", sorted(R.TOKEN_PLACES))
    if not isinstance(tokens, list) or any(c not in R.TOKEN_PLACES for c in tokens):
        raise ScenarioError("position", "jetons : les tuiles qui ont encore leur jeton ("
                            + ", ".join(sorted(R.TOKEN_PLACES)) + ").")
    return {"saison": season, "navires": ships, "traineaux": sleds, "sur_traineau": crew, "prestige": prestige,
            "trouves": [{k: d.get(k, 0) for k in R.KINDS} for d in found],
            "jetons": {c: R.TOKEN_PLACES[c] for c in tokens}}


@register
class NorthwestPassage(Game):
    id = "northwestpassage"
    mode = "partie"
    title = "Northwest Passage : une partie contre les bots"
    state_class = NorthwestState
    rule_sections = frozenset({SUMMARY, ACTIONS, MOVE, TRANSFER, PASS, SCORING})
    main_rule_section = SUMMARY
    bots = {"glouton": GreedyBot, "hasard": RandomBot}
    options = (
        PlayerCount(default=3, lo=2, hi=4),
        Structured("position", "Position de départ", default=None, parse=read_position,
                   expects="une table : saison (1 à 10), navires, traineaux (null : à bord), sur_traineau (pions "
                           "sur le Traîneau), prestige, trouves ({franklin: 1, …}), jetons (tuiles qui en ont encore)",
                   example={"saison": 10, "navires": ["B5", "D5", "A5"], "traineaux": [None, None, None],
                            "sur_traineau": [0, 0, 0]}),   # at the default 3 players
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = NorthwestState(self, n, seed)
        pos = options["position"] or read_position({}, {"joueurs": n})
        s.saison = pos["saison"]
        s.ordre = list(range(n))
        s.passes = []
        s.courant = 0
        s.agi = 0
        s.coups = 0
        s.navires = list(pos["navires"])
        s.traineaux = list(pos["traineaux"])
        s.equipage = [{"navire": [R.CREW - k, 0], "traineau": [k, 0]} for k in pos["sur_traineau"]]
        s.jetons = dict(pos["jetons"])
        s.trouves = pos["trouves"]
        s.prestige = list(pos["prestige"])
        s.arrivees = [None] * n
        s.log(f"{n} expéditions de {R.CREW} pions Équipage ; saison {s.saison} sur {R.SEASONS}.")
        return s
