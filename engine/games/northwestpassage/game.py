"""Northwest Passage, the whole game (mode « partie »): ten seasons on an Arctic still to explore,
each expedition a Navire and a Traîneau sharing 7 pions Équipage, the Exploration tiles drawn and
laid as « Les Actions » describe them, the sun disc and the ice, the count of « Fin de la partie ».

Moves (ASCII, stable):
- "piocher-grande-K" / "piocher-petite-<forme>": « Piocher une tuile » (1 pion), the K-th large tile
  of the row or a small tile of that shape;
- "rafraichir": « Rafraîchir les tuiles et piocher » (2 pions), then a free "piocher-…";
- "tuile-I" takes tile I of one's reserve in hand, "tourner" / "retourner" turn or flip it (free),
  "annuler" puts it back, "poser-navire-C3" / "poser-traineau-C3" lays it with its top-left square
  on C3 beside that vehicle (« Placer une tuile », 1 pion);
- "aller-navire-C3" / "aller-traineau-C3": « Déplacement » of the ship or the sled (1 pion);
- "ramasser-navire" / "ramasser-traineau": take the token of that vehicle's square (Explorer 3 pions,
  Découvrir 2 pions);
- "transfert-N": N pions on the sled, the others on the ship (1 pion);
- "finir": end one's turn after at least one action; "passer": pass for the rest of the season.

Options: `position` (the page's examples start from a described position) and `arret` (stop at the
end of your turn, of the season, or play to the count).
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import Game, Refusal, ScenarioError, State, parse_number
from ...options import Choice, PlayerCount, Structured
from .. import register
from . import rules as R
from .bots import GreedyBot

SUMMARY = "resume-dune-partie"
ACTIONS = "les-actions"
DRAW = "piocher-une-tuile"
REFRESH = "rafraichir-les-tuiles-et-piocher"
PLACE = "placer-une-tuile"
MOVE = "deplacement"
TRANSFER = "transfert-dequipage"
PASS = "passer"
SCORING = "fin-de-la-partie"

VEHICLES = ("navire", "traineau")
VEHICLE_NAMES = {"navire": "Navire", "traineau": "Traîneau"}
STOPS = {"partie": "jusqu'au décompte final", "saison": "à la fin de la saison", "tour": "à la fin de votre tour"}


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n > 1 else ''}"


class NorthwestState(State):
    """Attributes (all JSON): saison (1…10, 11 once over), ordre (this season's order of seats),
    passes (the seats that passed, in passing order), courant (index in `ordre` of the seat to
    play), agi (actions taken in this turn), etape ("jeu", "pioche" after a Rafraîchir, "pose" with a
    tile in hand, "fin" when an example stops), choix (the tile in hand: reserve index, orientation),
    navires / traineaux (square of each seat's ship and sled, a sled None while on its ship),
    equipage (per seat, {navire: [disponibles, au repos], traineau: [...]}), coins (one letter per
    corner of the board: ? m t), cases (square → id of the tile on it), sortes (tile id → grande,
    petite, joker, groenland, passage), rangee (the large tiles face up), pioche (the large tiles
    face down, the top last), petites (small tiles left per shape), reserves (per seat, its tiles),
    iles (the closed islands, by their land corners), jetons (square → token still on the board),
    trouves (per seat, count per kind), prestige (per seat), arrivees (per seat, the move count when
    the expedition last came home, or None), arret, fin."""

    never_negative = ("saison", "agi", "prestige", "coups")

    # --- the board ------------------------------------------------------------------------
    def frozen_count(self) -> int:
        return R.frozen_rows(min(self.saison, R.SEASONS), R.BOARD.rows)

    def frozen(self, cell: str) -> bool:
        """« la partie du plateau se trouvant au-dessus du soleil gèle » (Greenland never does)."""
        return cell != R.START and R.row(cell) < self.frozen_count()

    def explored(self, cell: str) -> bool:
        return cell in self.cases

    def surface(self, cell: str) -> str:
        """What the square looks like as a whole: Greenland, ice, land (no sea corner), else sea."""
        if cell == R.START:
            return R.GREENLAND
        if self.explored(cell) and self.frozen(cell):
            return R.ICE
        return R.SEA if R.has(self.coins, R.corners(cell), R.SEA) else R.LAND

    def where(self, p: int, v: str) -> str:
        return self.navires[p] if v == "navire" or self.traineaux[p] is None else self.traineaux[p]

    def available(self, p: int, v: str) -> int:
        return self.equipage[p][v][0]

    def crewed(self, p: int, v: str) -> bool:
        """The sled acts only with crew aboard it."""
        return v == "navire" or self.traineaux[p] is not None or sum(self.equipage[p][v]) > 0

    def home(self, p: int) -> bool:
        """The whole expedition is back in Greenland (the sled on its ship, or there too)."""
        return all(self.where(p, v) == R.START for v in VEHICLES)

    # --- who plays ---------------------------------------------------------------------------
    def current(self) -> int | None:
        return None if self.saison > R.SEASONS or self.etape == "fin" else self.ordre[self.courant]

    def to_move(self):
        p = self.current()
        return [] if p is None else [p]

    def end_started(self) -> bool:
        return self.saison >= R.SEASONS

    # --- moving ----------------------------------------------------------------------------------
    def move_reason(self, p: int, v: str, cell: str) -> Refusal | None:
        here = self.where(p, v)
        if v == "navire" and self.frozen(self.navires[p]):
            return Refusal(f"le Navire est emprisonné par les glaces en {self.navires[p]} : « il est emprisonné "
                           "jusqu'à ce que la tuile dégèle ».", MOVE)
        if R.BOARD.parse(cell) not in R.BOARD.neighbours4(R.BOARD.parse(here)):
            return Refusal(f"{cell} n'est pas une tuile adjacente (hors diagonales) à {here}.", MOVE)
        if not self.explored(cell):
            return Refusal(f"{cell} n'est pas encore explorée : placez-y d'abord une tuile Exploration.", PLACE)
        if v == "navire":
            if self.frozen(cell):
                return Refusal(f"{cell} est gelée : « Les Navires ne peuvent pas se déplacer sur une tuile "
                               "gelée ».", MOVE)
            if not R.sea_link(self.coins, here, cell):
                return Refusal(f"le Navire va sur une tuile « reliée par une voie maritime » : entre {here} et "
                               f"{cell}, le côté commun n'a que de la terre.", MOVE)
            return None
        if cell == self.navires[p] or self.frozen(cell) or R.land_link(self.coins, here, cell):
            return None
        return Refusal(f"« Le Traîneau ne peut pas traverser la mer » : entre {here} et {cell}, le côté commun "
                       "n'a que de la mer (non gelée).", MOVE)

    # --- the tiles ---------------------------------------------------------------------------------
    def payer(self, p: int, action: str) -> str | None:
        """Who pays a draw (a reading): the Navire if it has the pions, else the Traîneau."""
        need = R.cost(action, self.agi)
        for v in VEHICLES:
            if self.crewed(p, v) and self.available(p, v) >= need:
                return v
        return None

    def anchors(self, p: int, v: str, tile: dict, o: int, first: bool = False) -> list[str]:
        """The top-left squares where `tile` in orientation `o` may go beside vehicle v (`first`: stop
        at the first one)."""
        shape = R.tile_shape(tile, o)
        here = R.BOARD.parse(self.where(p, v))
        out = []
        for j in R.BOARD.neighbours4(here):
            n = R.BOARD.name(j)
            if n in self.cases:
                continue
            r, c = R.BOARD.row_col(j)
            for dr, dc in shape:
                a = R.cell_at(r - dr, c - dc)
                if a and a not in out and self.place_reason(p, v, tile, o, a, check_crew=False) is None:
                    out.append(a)
                    if first:
                        return out
        return out

    def place_reason(self, p: int, v: str, tile: dict, o: int, anchor: str, check_crew=True) -> Refusal | None:
        """The page's « règles de pose », in its order."""
        shape = R.tile_shape(tile, o)
        cells = R.covered(shape, anchor)
        if cells is None:
            return Refusal("« La tuile doit être placée en respectant le quadrillage du plateau » : elle déborde "
                           "du plateau.", PLACE)
        taken = [c for c in cells if c in self.cases]
        if taken:
            return Refusal(f"{taken[0]} a déjà sa tuile.", PLACE)
        here = R.BOARD.parse(self.where(p, v))
        if not any(R.BOARD.parse(c) in R.BOARD.neighbours4(here) for c in cells):
            return Refusal(f"« La nouvelle tuile doit être placée adjacente à un côté de la tuile où se trouve le "
                           f"joueur » : le {VEHICLE_NAMES[v]} est en {self.where(p, v)}.", PLACE)
        other = R.mismatch(self.coins, shape, anchor, self.cases)
        if other:
            return Refusal(f"« Les zones terrestres de la nouvelle tuile doivent correspondre avec toutes les autres "
                           f"tuiles adjacentes (orthogonales et diagonales) » : la terre et la mer ne se suivent pas "
                           f"au coin commun avec {other}.", PLACE)
        if not R.sea_way(R.lay(self.coins, shape, anchor)):
            return Refusal("« Aucune tuile ne doit être posée de façon à supprimer toute possibilité de joindre le "
                           "Groenland au Northwest Passage par la mer ».", PLACE)
        if check_crew and self.available(p, v) < R.cost("placer", self.agi):
            return Refusal(f"Placer une tuile coûte {R.cost('placer', self.agi)} pion(s){self._extra()} ; le "
                           f"{VEHICLE_NAMES[v]} n'en a que {self.available(p, v)} « Disponible(s) ».", ACTIONS)
        return None

    def placeable(self, p: int, i: int) -> bool:
        """Tile i of the reserve has somewhere to go, beside a vehicle that can pay."""
        tile = self.reserves[p][i]
        if tile in self.reserves[p][:i]:
            return self.placeable(p, self.reserves[p].index(tile))
        for v in VEHICLES:
            if self.crewed(p, v) and self.available(p, v) >= R.cost("placer", self.agi):
                if any(self.anchors(p, v, tile, o, first=True) for o in range(R.orientations(tile))):
                    return True
        return False

    def in_hand(self, p: int) -> dict:
        return self.reserves[p][self.choix["i"]]

    # --- legal moves -------------------------------------------------------------------------------
    def action_moves(self, p: int) -> list[str]:
        moves = []
        full = len(self.reserves[p]) >= R.RESERVE
        if self.payer(p, "piocher") and not full:
            moves += [f"piocher-grande-{k}" for k in range(len(self.rangee))]
            moves += [f"piocher-petite-{k}" for k, n in self.petites.items() if n]
        if self.pioche and self.payer(p, "rafraichir") and not full:
            moves.append("rafraichir")
        moves += [f"tuile-{i}" for i in range(len(self.reserves[p])) if self.placeable(p, i)]
        for v in VEHICLES:
            if not self.crewed(p, v):
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

    def pose_moves(self, p: int) -> list[str]:
        tile, o = self.in_hand(p), self.choix["o"]
        moves = ["tourner"] + (["retourner"] if tile["t"] == "grande" else []) + ["annuler"]
        for v in VEHICLES:
            if self.crewed(p, v) and self.available(p, v) >= R.cost("placer", self.agi):
                moves += [f"poser-{v}-{a}" for a in self.anchors(p, v, tile, o)]
        return moves

    def legal_moves(self, player=None):
        p = self.acting(player)
        if p is None:
            return []
        if self.etape == "pioche":
            return ([f"piocher-grande-{k}" for k in range(len(self.rangee))]
                    + [f"piocher-petite-{k}" for k, n in self.petites.items() if n])
        if self.etape == "pose":
            return self.pose_moves(p)
        return self.action_moves(p) + ["finir" if self.agi else "passer"]

    @staticmethod
    def _parse(move):
        parts = move.split("-") if isinstance(move, str) else []
        is_cell = (lambda t: R.BOARD.parse(t) is not None and R.BOARD.name(R.BOARD.parse(t)) == t)
        if len(parts) == 3 and parts[0] in ("aller", "poser") and parts[1] in VEHICLES and is_cell(parts[2]):
            return parts[0], parts[1:]
        if len(parts) == 2 and parts[0] == "ramasser" and parts[1] in VEHICLES:
            return "ramasser", parts[1:]
        if len(parts) == 2 and parts[0] in ("transfert", "tuile") and parse_number(parts[1]) is not None:
            return parts[0], [parse_number(parts[1])]
        if len(parts) == 3 and parts[0] == "piocher" and parts[1] == "grande" and parse_number(parts[2]) is not None:
            return "piocher", ["grande", parse_number(parts[2])]
        if len(parts) == 3 and parts[0] == "piocher" and parts[1] == "petite" and parts[2] in R.SMALL:
            return "piocher", ["petite", parts[2]]
        if move in ("finir", "passer", "rafraichir", "tourner", "retourner", "annuler"):
            return move, []
        return None, []

    def _extra(self) -> str:
        return " (action supplémentaire : 1 pion de plus)" if self.agi else ""

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        kind, args = self._parse(move)
        if kind is None:
            return ("coup inconnu (piocher-grande-<k>, piocher-petite-<forme>, rafraichir, tuile-<i>, tourner, "
                    "retourner, poser-navire-<case>, aller-navire-<case>, ramasser-…, transfert-<n>, finir, passer).")
        p = self.current()
        if self.etape == "pioche" and kind != "piocher":
            return Refusal("vous avez rafraîchi les tuiles : « Le joueur pioche au choix, une petite ou une grande "
                           "tuile Exploration ».", REFRESH)
        if self.etape == "pose" and kind not in ("poser", "tourner", "retourner", "annuler"):
            return Refusal("vous avez une tuile en main : posez-la sur une case en surbrillance, tournez-la, ou "
                           "reposez-la (« Annuler »).", PLACE)
        if self.etape != "pose" and kind in ("poser", "tourner", "retourner", "annuler"):
            return Refusal("prenez d'abord une tuile de votre réserve.", PLACE)
        if kind == "passer":
            return Refusal("vous avez déjà agi ce tour-ci : finissez votre tour (on passe « sans faire aucune "
                           "action »).", PASS)
        if kind == "finir":
            return Refusal("« un joueur doit effectuer une action » pendant son tour, ou passer.", SUMMARY)
        extra = self._extra()
        if kind in ("piocher", "rafraichir") and len(self.reserves[p]) >= R.RESERVE:
            return Refusal(f"votre réserve a déjà {R.RESERVE} tuiles : placez-en une d'abord.", DRAW)
        if kind == "piocher":
            what, k = args
            if what == "grande" and not 0 <= k < len(self.rangee):
                return Refusal(f"il n'y a que {len(self.rangee)} grande(s) tuile(s) visible(s).", DRAW)
            if what == "petite" and not self.petites[k]:
                return Refusal(f"il ne reste plus de petite tuile {R.SMALL_NAMES[k]}.", DRAW)
            return Refusal(f"Piocher une tuile coûte {R.cost('piocher', self.agi)} pion(s){extra} ; ni le Navire ni "
                           "le Traîneau n'en a assez « Disponible(s) ».", DRAW)
        if kind == "rafraichir":
            if not self.pioche:
                return Refusal("la pioche des grandes tuiles est vide : rien à tirer.", REFRESH)
            return Refusal(f"Rafraîchir coûte {R.cost('rafraichir', self.agi)} pions{extra} ; ni le Navire ni le "
                           "Traîneau n'en a assez « Disponible(s) ».", REFRESH)
        if kind == "tuile":
            i = args[0]
            if not 0 <= i < len(self.reserves[p]):
                return Refusal("votre réserve n'a pas cette tuile : piochez-en une d'abord.", PLACE)
            return Refusal(f"la {R.tile_name(self.reserves[p][i])} ne peut aller nulle part à côté de votre Navire "
                           f"ou de votre Traîneau (ou placer coûte {R.cost('placer', self.agi)} pion(s){extra}, qu'ils "
                           "n'ont pas).", PLACE)
        if kind == "retourner":
            return Refusal("« Les petites tuiles doivent être placées face visible » : on ne la retourne pas.", PLACE)
        if kind == "poser":
            v, cell = args
            if not self.crewed(p, v):
                return Refusal("le Traîneau n'a aucun pion Équipage : faites d'abord un Transfert d'Équipage.",
                               TRANSFER)
            reason = self.place_reason(p, v, self.in_hand(p), self.choix["o"], cell)
            return reason or Refusal("cette pose n'est pas permise.", PLACE)
        if kind == "aller":
            v, cell = args
            if not self.crewed(p, v):
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
        if kind == "piocher":
            if self.etape == "pioche":
                self.etape = "jeu"
            else:
                v = self.payer(p, "piocher")
                paid = self._pay(p, v, "piocher")
                self.log(f"{name} : Piocher une tuile ({plural(paid, 'pion')} du {VEHICLE_NAMES[v]}).")
            self._take(p, *args)
            return
        if kind == "rafraichir":
            v = self.payer(p, "rafraichir")
            paid = self._pay(p, v, "rafraichir")
            # « Les 4 grandes tuiles Exploration sont remises sous la pioche et 4 nouvelles tuiles sont tirées »
            self.pioche[:0] = reversed(self.rangee)
            self.rangee = []
            self._refill()
            self.etape = "pioche"
            self.log(f"{name} : Rafraîchir les tuiles ({plural(paid, 'pion')} du {VEHICLE_NAMES[v]}).")
            return
        if kind == "tuile":
            # in hand in its first orientation that fits somewhere (the reader turns it from there)
            tile = self.reserves[p][args[0]]
            fits = [o for o in range(R.orientations(tile)) for v in VEHICLES
                    if self.crewed(p, v) and self.available(p, v) >= R.cost("placer", self.agi)
                    and self.anchors(p, v, tile, o, first=True)]
            self.etape, self.choix = "pose", {"i": args[0], "o": fits[0] if fits else 0}
            return
        if kind == "tourner":
            o = self.choix["o"]
            self.choix["o"] = o // 4 * 4 + (o + 1) % 4
            return
        if kind == "retourner":
            self.choix["o"] = (self.choix["o"] + 4) % 8
            return
        if kind == "annuler":
            self.etape, self.choix = "jeu", None
            return
        if kind == "poser":
            self._place(p, *args)
            return
        if kind == "aller":
            v, cell = args
            paid = self._pay(p, v, "aller")
            if v == "navire":
                self.navires[p] = cell
            else:
                self.traineaux[p] = cell
            self.log(f"{name} : {VEHICLE_NAMES[v]} en {cell} ({plural(paid, 'pion')}).")
            if self.home(p):
                self.arrivees[p] = self.coups
            elif cell != R.START:
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

    def _take(self, p: int, what: str, k) -> None:
        if what == "grande":
            tile = {"t": "grande", "k": self.rangee.pop(k)}
            self._refill()
        else:
            self.petites[k] -= 1
            tile = {"t": "petite", "k": k}
        self.reserves[p].append(tile)
        self.log(f"{self.game.seat_name(p)} prend la {R.tile_name(tile)}.")

    def _refill(self) -> None:
        """The row of large tiles is filled again from the pile (a reading: at once)."""
        while len(self.rangee) < R.LARGE_ROW and self.pioche:
            self.rangee.append(self.pioche.pop())

    def _new_tile(self, kind: str) -> str:
        tid = f"t{len(self.sortes)}"
        self.sortes[tid] = kind
        return tid

    def _place(self, p: int, v: str, anchor: str) -> None:
        name = self.game.seat_name(p)
        tile = self.reserves[p].pop(self.choix["i"])
        shape = R.tile_shape(tile, self.choix["o"])
        self.etape, self.choix = "jeu", None
        paid = self._pay(p, v, "placer")
        tid = self._new_tile(tile["t"])
        self.coins = R.lay(self.coins, shape, anchor)
        for c in R.covered(shape, anchor):
            self.cases[c] = tid
        self.log(f"{name} : {R.tile_name(tile)} posée en {anchor} ({plural(paid, 'pion')} du {VEHICLE_NAMES[v]}).")
        self._fill_holes(p)
        self._close_islands(p)

    def _fill_holes(self, p: int) -> None:
        """« Si en posant la nouvelle tuile cela crée un espace vide de la taille d'une petite tuile, le
        joueur pioche la tuile correspondante dans la réserve. Si plusieurs espaces sont créés, le joueur
        les comble tous. S'il n'y a plus de tuile correspondante pour combler un espace vide, on place
        n'importe quelle tuile face Joker visible » (a reading: the Joker is the back of the small tile
        of the largest pile, and takes the corners around it; with no small tile left, the space stays)."""
        for cell in R.holes(self.cases):
            need = "".join(self.coins[v] for v in R.corners(cell)).replace(R.UNKNOWN, R.SEA)
            kind, turns = R.small_for(need)
            if self.petites[kind]:
                self.petites[kind] -= 1
                sort, words = "petite", f"petite tuile {R.SMALL_NAMES[kind]}"
            else:
                left = [k for k in R.SMALL if self.petites[k]]
                if not left:
                    self.log(f"L'espace vide {cell} reste vide : il n'y a plus de petite tuile.")
                    continue
                joker = max(left, key=lambda k: self.petites[k])
                self.petites[joker] -= 1
                sort, words = "joker", "tuile face Joker"
            self.coins = R.lay(self.coins, {(0, 0): need}, cell)
            self.cases[cell] = self._new_tile(sort)
            self.log(f"Espace vide comblé en {cell} : {words}.")

    def _close_islands(self, p: int) -> None:
        """« Une Île est fermée … le joueur gagne un jeton Cartographie et des points de Prestige en
        fonction du nombre de tuiles formant l'Île »."""
        for zone, tiles in R.islands(self.coins, self.cases):
            key = ",".join(map(str, zone))
            if key in self.iles:
                continue
            self.iles.append(key)
            pts = tiles * R.ISLAND_POINTS
            self.prestige[p] += pts
            self.trouves[p]["cartographie"] += 1
            self.log(f"{self.game.seat_name(p)} ferme une Île de {tiles} tuiles : jeton Cartographie et {pts} "
                     "point(s) de Prestige.")

    def _next(self) -> None:
        """The next seat in this season's order that has not passed; when all have, the season ends."""
        self.agi = 0
        if self.arret == "tour" and self.current() == 0:
            self._stop("votre tour est joué")
            return
        if len(self.passes) == self.players:
            self._end_season()
            return
        n = len(self.ordre)
        for step in range(1, n + 1):
            k = (self.courant + step) % n
            if self.ordre[k] not in self.passes:
                self.courant = k
                return

    def _stop(self, what: str) -> None:
        self.etape = "fin"
        self.fin = f"Fin de l'exemple : {what}."
        self.log(self.fin)

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
        if self.saison > R.SEASONS or all(self.home(p) and self.arrivees[p] is not None for p in range(self.players)):
            # « La partie se termine à la fin de la 10è saison ou lorsque toutes les Expéditions sont
            # revenues au Groenland »
            self.saison = R.SEASONS + 1
            self._final_log()
            return
        frozen = self.frozen_count()
        self.log(f"Saison {self.saison} : le disque solaire avance, "
                 + (f"les lignes 1 à {frozen} sont gelées." if frozen > 1 else
                    "la ligne 1 est gelée." if frozen else "rien n'est gelé."))
        for p in range(self.players):
            if self.frozen(self.navires[p]):
                self.log(f"Le Navire de {self.game.seat_name(p)} est emprisonné par les glaces en {self.navires[p]}.")
        if self.arret == "saison":
            self._stop(f"la saison {self.saison - 1} est jouée, le disque solaire a avancé")

    def _final_log(self) -> None:
        for p, d in enumerate(self.table()):
            self.log(f"{self.game.seat_name(p)} : {d['total']} points (Prestige {d['prestige']}, Exploration "
                     f"{d['exploration']}, séries {d['series']}, abandon {d['abandon']}).")
        self.log(f"{self.game.seat_list(self.winners())} gagne la partie.")

    # --- results ---------------------------------------------------------------------------------
    def lost(self, p: int) -> tuple[int, bool]:
        """(crew lost, ship lost): « Tout Navire et/ou Traîneau qui n'est pas rentré au Groenland avant
        la fin de la 10è saison est perdu »."""
        ship_lost = self.navires[p] != R.START
        crew = 0
        if ship_lost:
            crew += sum(self.equipage[p]["navire"])
        if self.where(p, "traineau") != R.START:
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
        if self.saison <= R.SEASONS:
            return list(self.prestige)   # an example stopped before the count: the Prestige so far
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

    def determinize(self, seat, rng):
        """The face-down large tiles dealt afresh: their order is what no seat sees."""
        twin = super().determinize(seat, rng)
        self.redeal([twin.pioche], rng)
        return twin

    def view(self, player):
        """Everything is on the table but the order of the face-down large tiles (and the generator of
        future draws)."""
        data = {k: v for k, v in self.to_json()["data"].items() if k not in ("rng_state", "events")}
        data["pioche"] = sorted(data["pioche"])
        return data

    def describe(self, move, player=None):
        kind, args = self._parse(move)
        p = self.current()
        if kind == "piocher":
            what, k = args
            if what == "grande":
                label = f"grande tuile n° {self.rangee[k] + 1}" if 0 <= k < len(self.rangee) else "grande tuile"
            else:
                label = f"petite tuile {R.SMALL_NAMES[k]}"
            cost = "" if self.etape == "pioche" else f" ({R.cost('piocher', self.agi)} pion)"
            return f"Piocher la {label}{cost}"
        if kind == "rafraichir":
            return f"Rafraîchir les grandes tuiles et piocher ({R.cost('rafraichir', self.agi)} pions)"
        if kind == "tuile":
            if p is not None and 0 <= args[0] < len(self.reserves[p]):
                return f"Prendre la {R.tile_name(self.reserves[p][args[0]])} pour la placer"
            return "Prendre une tuile de la réserve"
        if kind == "tourner":
            return "Tourner la tuile d'un quart de tour"
        if kind == "retourner":
            return "Retourner la grande tuile (l'autre face)"
        if kind == "annuler":
            return "Reposer la tuile dans la réserve"
        if kind == "poser":
            return f"Placer la tuile en {args[1]}, à côté du {VEHICLE_NAMES[args[0]]} ({R.cost('placer', self.agi)} pion)"
        if kind == "aller":
            return f"{VEHICLE_NAMES[args[0]]} en {args[1]} ({R.cost('aller', self.agi)} pion)"
        if kind == "ramasser":
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


def _tile_word(word) -> dict | None:
    """« grande-3 » (large tile n° 3) or « petite-cote »."""
    if not isinstance(word, str):
        return None
    what, _, k = word.partition("-")
    if what == "petite" and k in R.SMALL:
        return {"t": "petite", "k": k}
    n = parse_number(k)
    if what == "grande" and n is not None and 1 <= n <= len(R.LARGE):
        return {"t": "grande", "k": n - 1}
    return None


def read_position(value, earlier) -> dict:
    """`position`: the season to play; the squares already explored (square: its corners clockwise from
    the top left, m sea, t land); per seat its ship, its sled (null: aboard), the crew on the sled, its
    Prestige, the tokens it has found and the tiles in its reserve; the large tiles face up; the squares
    still holding a token."""
    keys = {"saison", "tuiles", "navires", "traineaux", "sur_traineau", "prestige", "trouves", "reserves",
            "rangee", "jetons"}
    n = earlier.get("joueurs")
    if not isinstance(value, dict) or not set(value) <= keys:
        raise ScenarioError("position", "une table est attendue : " + ", ".join(sorted(keys)) + ".")
    season = value.get("saison", 1)
    if not isinstance(season, int) or isinstance(season, bool) or not 1 <= season <= R.SEASONS:
        raise ScenarioError("position", f"saison : de 1 à {R.SEASONS}.")
    tile = (lambda c: isinstance(c, str) and R.BOARD.parse(c) is not None and R.BOARD.name(R.BOARD.parse(c)) == c)
    count = (lambda k, hi: isinstance(k, int) and not isinstance(k, bool) and 0 <= k <= hi)
    squares = value.get("tuiles", {})
    coins = R.empty_coins()
    if not isinstance(squares, dict):
        raise ScenarioError("position", "tuiles : une table « case: coins » (par exemple B6: mmtt).")
    for cell, pattern in squares.items():
        if not tile(cell) or cell in (R.START, R.PASSAGE) or not isinstance(pattern, str) or len(pattern) != 4 \
                or set(pattern) - {R.SEA, R.LAND}:
            raise ScenarioError("position", f"tuiles : « {cell} » : une case explorée (ni {R.START} ni {R.PASSAGE}) "
                                "et ses 4 coins, de haut-gauche dans le sens des aiguilles, m (mer) ou t (terre).")
        for v, t in zip(R.corners(cell), pattern):
            if coins[v] not in (R.UNKNOWN, t):
                raise ScenarioError("position", f"tuiles : les coins de {cell} ne correspondent pas à ses voisines.")
            coins = coins[:v] + t + coins[v + 1:]
    explored = set(squares) | {R.START, R.PASSAGE}
    sea = (lambda c: c == R.START or c in explored and R.has(coins, R.corners(c), R.SEA))
    ships = _cells(value.get("navires", [R.START] * n), n,
                   f"navires : {n} cases explorées avec de la mer (ou {R.START}, le Groenland).",
                   lambda c: tile(c) and sea(c))
    sleds = _cells(value.get("traineaux", [None] * n), n, f"traineaux : {n} cases explorées (ou null : à bord).",
                   lambda c: c is None or tile(c) and c in explored)
    crew = _cells(value.get("sur_traineau", [0] * n), n, f"sur_traineau : {n} nombres de 0 à {R.CREW}.",
                  lambda k: count(k, R.CREW))
    prestige = _cells(value.get("prestige", [0] * n), n, f"prestige : {n} nombres.", lambda k: count(k, 999))
    found = _cells(value.get("trouves", [{}] * n), n, f"trouves : {n} tables « type: nombre » ("
                   + ", ".join(R.KINDS) + ").",
                   lambda d: isinstance(d, dict) and all(k in R.KINDS and count(v, 12) for k, v in d.items()))
    reserves = _cells(value.get("reserves", [[]] * n), n, f"reserves : {n} listes de tuiles (grande-1 … grande-"
                      f"{len(R.LARGE)}, petite-" + ", petite-".join(R.SMALL) + ").",
                      lambda lst: isinstance(lst, list) and len(lst) <= R.RESERVE and all(_tile_word(w) for w in lst))
    reserves = [[_tile_word(w) for w in lst] for lst in reserves]
    row = value.get("rangee")
    if row is not None and (not isinstance(row, list) or len(row) > R.LARGE_ROW
                            or any(not count(k, len(R.LARGE)) or k == 0 for k in row)):
        raise ScenarioError("position", f"rangee : jusqu'à {R.LARGE_ROW} numéros de grandes tuiles (1 à {len(R.LARGE)}).")
    large = [t["k"] for lst in reserves for t in lst if t["t"] == "grande"] + [k - 1 for k in row or []]
    if len(set(large)) != len(large):
        raise ScenarioError("position", "une grande tuile ne peut être qu'à un endroit (rangee, reserves).")
    small = {k: R.SMALL_COPIES - sum(t == {"t": "petite", "k": k} for lst in reserves for t in lst) for k in R.SMALL}
    if min(small.values()) < 0:
        raise ScenarioError("position", f"reserves : {R.SMALL_COPIES} petites tuiles de chaque forme au plus.")
    tokens = value.get("jetons", sorted(R.TOKEN_PLACES))
    if not isinstance(tokens, list) or any(c not in R.TOKEN_PLACES for c in tokens):
        raise ScenarioError("position", "jetons : les cases qui ont encore leur jeton ("
                            + ", ".join(sorted(R.TOKEN_PLACES)) + ").")
    return {"saison": season, "coins": coins, "tuiles": sorted(squares), "navires": ships, "traineaux": sleds,
            "sur_traineau": crew, "prestige": prestige, "reserves": reserves, "rangee": [k - 1 for k in row]
            if row is not None else None, "pris": sorted(large), "petites": small,
            "trouves": [{k: d.get(k, 0) for k in R.KINDS} for d in found],
            "jetons": {c: R.TOKEN_PLACES[c] for c in tokens}}


@register
class NorthwestPassage(Game):
    id = "northwestpassage"
    mode = "partie"
    title = "Northwest Passage : une partie contre les bots"
    state_class = NorthwestState
    rule_sections = frozenset({SUMMARY, ACTIONS, DRAW, REFRESH, PLACE, MOVE, TRANSFER, PASS, SCORING})
    main_rule_section = SUMMARY
    bots = {"fort": search_bot("Fort", GreedyBot, iterations=24, depth=12), "glouton": GreedyBot, "hasard": RandomBot}
    default_bot = "glouton"   # « fort » thinks 52 ms a move in CPython (p95 103 ms): the page keeps answering fast
    options = (
        PlayerCount(default=3, lo=2, hi=4),
        Structured("position", "Position de départ", default=None, parse=read_position,
                   expects="une table : saison (1 à 10), tuiles ({B6: mmtt, …} : les cases explorées et leurs "
                           "coins), navires, traineaux (null : à bord), sur_traineau (pions sur le Traîneau), "
                           "prestige, trouves ({franklin: 1, …}), reserves ([[grande-3, petite-cote], …]), rangee "
                           "(grandes tuiles visibles), jetons (cases qui en ont encore)",
                   example={"saison": 10, "tuiles": {"B6": "mmmm"}, "navires": ["B6", "A6", "A6"],
                            "traineaux": [None, None, None], "sur_traineau": [0, 0, 0]}),   # at the default 3 players
        Choice("arret", "Arrêt", "partie", STOPS),
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
        s.etape = "jeu"
        s.choix = None
        s.arret = options["arret"]
        s.fin = None
        s.navires = list(pos["navires"])
        s.traineaux = list(pos["traineaux"])
        s.equipage = [{"navire": [R.CREW - k, 0], "traineau": [k, 0]} for k in pos["sur_traineau"]]
        s.coins = pos["coins"]
        s.sortes = {}
        s.cases = {R.START: s._new_tile("groenland"), R.PASSAGE: s._new_tile("passage")}
        for cell in pos["tuiles"]:
            s.cases[cell] = s._new_tile("petite")
        s.iles = [",".join(map(str, zone)) for zone, _ in R.islands(s.coins, s.cases)]
        s.reserves = pos["reserves"]
        s.petites = pos["petites"]
        pile = [k for k in range(len(R.LARGE)) if k not in pos["pris"]]
        s.shuffle(pile)
        s.pioche = pile
        s.rangee = list(pos["rangee"]) if pos["rangee"] is not None else []
        if pos["rangee"] is None:
            s._refill()
        s.jetons = dict(pos["jetons"])
        s.trouves = pos["trouves"]
        s.prestige = list(pos["prestige"])
        s.arrivees = [None] * n
        s.log(f"{n} expéditions de {R.CREW} pions Équipage ; saison {s.saison} sur {R.SEASONS}.")
        return s
