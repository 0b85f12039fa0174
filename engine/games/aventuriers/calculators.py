"""Les Aventuriers du Rail – Europe: two examples on a small map of nine cities.

- « construire »: the reader's hand of Wagon cards and the map; claim a route
  in a colour (``route-<couleur>-<route>``, gray routes in any one colour,
  locomotives as jokers, ferries with their locomotives), a tunnel reveals the
  three next cards of the draw pile (``completer`` pays the extra cards,
  ``renoncer`` gives up), a station costs 1, 2 then 3 cards of one colour
  (``gare-<couleur>-<ville>``); ``piocher-<couleur>`` adds a card to the hand.
- « decompte »: the final scoring of the page on the map the reader edits:
  the « stylo » (``stylo-vous``, ``stylo-adversaire``, ``stylo-libre``) gives a
  route (``route-<id>``) or a station (``gare-<ville>``) to a player.
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Integer, Structured
from .. import register
from . import rules as R

MAX_HAND = 12

TOUR = "tour-de-jeu"
TUNNEL = "construire-un-tunnel"
FERRY = "construire-un-ferry"
GARE = "construire-une-gare"
DOUBLE = "doubles-routes"
DECOMPTE = "decompte-des-points"


# --- options ------------------------------------------------------------------------------------

def read_hand(value, earlier):
    if not isinstance(value, dict):
        raise ScenarioError("main", "une table « couleur: nombre » est attendue (ex. {rouge: 2, loco: 1}).")
    hand = {}
    for c, n in value.items():
        if c not in R.CARDS:
            raise ScenarioError("main", f"« {c} » n'est pas une carte Wagon ({', '.join(R.CARDS)}).")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= min(MAX_HAND, R.CARD_COPIES[c]):
            raise ScenarioError("main", f"{c} : un nombre de 0 à {min(MAX_HAND, R.CARD_COPIES[c])} est attendu.")
        if n:
            hand[c] = n
    return hand


def read_owners(value, earlier):
    if not isinstance(value, dict):
        raise ScenarioError("routes", "une table « route: vous | adversaire » est attendue (ex. {parbru1: adversaire}).")
    owners = {}
    players = earlier.get("joueurs", 4)
    for r, who in value.items():
        if r not in R.ROUTES:
            raise ScenarioError("routes", f"route « {r} » inconnue (routes : {', '.join(R.ROUTES)}).")
        if who not in R.OWNERS:
            raise ScenarioError("routes", f"{r} : « {who} » n'est pas un joueur (vous, adversaire).")
        problem = R.double_route_problem(r, who, owners, players)
        if problem:
            raise ScenarioError("routes", f"{r} : {problem}")
        owners[r] = who
    return owners


def read_stations(value, earlier):
    if not isinstance(value, dict):
        raise ScenarioError("gares", "une table « ville: vous | adversaire » est attendue (ex. {amsterdam: vous}).")
    stations = {}
    for c, who in value.items():
        if c not in R.CITIES:
            raise ScenarioError("gares", f"ville « {c} » inconnue (villes : {', '.join(R.CITIES)}).")
        if who not in R.OWNERS:
            raise ScenarioError("gares", f"{c} : « {who} » n'est pas un joueur (vous, adversaire).")
        stations[c] = who
    for who in R.OWNERS:
        if sum(1 for w in stations.values() if w == who) > R.STATIONS:
            raise ScenarioError("gares", f"{R.OWNER_LABELS[who]} : {R.STATIONS} gares au plus.")
    return stations


def read_revealed(value, earlier):
    if not isinstance(value, list) or len(value) > 9 or any(c not in R.CARDS for c in value):
        raise ScenarioError("revele", f"une liste d'au plus 9 cartes Wagon est attendue ({', '.join(R.CARDS)}).")
    return list(value)


def read_tickets(value, earlier):
    if not isinstance(value, dict) or any(k not in R.OWNERS for k in value):
        raise ScenarioError("billets", "une table « vous: [billets], adversaire: [billets] » est attendue.")
    out = {p: [] for p in R.OWNERS}
    for p, tickets in value.items():
        if not isinstance(tickets, list) or len(tickets) > 5:
            raise ScenarioError("billets", f"{p} : une liste d'au plus 5 billets est attendue.")
        for t in tickets:
            if t not in R.TICKETS or t in out[p]:
                raise ScenarioError("billets", f"billet « {t} » inconnu ou répété (billets : {', '.join(R.TICKETS)}).")
            out[p].append(t)
    return out


PLAYERS = Integer("joueurs", "Joueurs à la table", 4, 2, 5,
                  help="À 2 ou 3 joueurs, une seule voie des doubles routes peut être construite.")


def owners_option(default):
    return Structured("routes", "Routes construites", default=default, parse=read_owners,
                      expects="une table « route: vous | adversaire » (routes : " + ", ".join(R.ROUTES) + ")",
                      example={"parbru1": "adversaire", "diepar": "vous"})


def stations_option(default):
    return Structured("gares", "Gares", default=default, parse=read_stations,
                      expects="une table « ville: vous | adversaire » (villes : " + ", ".join(R.CITIES) + ")",
                      example={"amsterdam": "vous"})


def split(move: str, parts: int):
    bits = move.split("-") if isinstance(move, str) else []
    return bits if len(bits) == parts else None


# --- « construire » -----------------------------------------------------------------------------

class BuildState(CalculatorState):
    def to_move(self):
        """« Le joueur choisit une action parmi les suivantes » : once the example leaves
        none (every route of the small map taken, the stations posed, the hand holding
        every card the demo allows, no tunnel pending), the example is over rather than
        leaving the reader with nothing to click."""
        if self.tunnel or any(self.hand.get(c, 0) < min(MAX_HAND, R.CARD_COPIES[c]) for c in R.CARDS):
            return [0]
        return [0] if self.legal_moves() else []

    def built(self) -> list[str]:
        return [r for r, who in self.owners.items() if who == "vous"]

    def wagons(self) -> int:
        return R.WAGONS - sum(R.length(r) for r in self.built())

    def my_stations(self) -> int:
        return sum(1 for who in self.stations.values() if who == "vous")

    def legal_moves(self, player=None):
        if self.tunnel:
            pay = R.extra_payment(self.hand, self.tunnel["couleur"], self.tunnel["extra"])
            return (["completer"] if pay is not None else []) + ["renoncer"]
        moves = []
        for r in R.ROUTES:
            for c in R.CARDS:
                if self.route_problem(r, c) is None:
                    moves.append(f"route-{c}-{r}")
        for v in R.CITIES:
            for c in R.CARDS:
                if self.station_problem(v, c) is None:
                    moves.append(f"gare-{c}-{v}")
        moves += [f"piocher-{c}" for c in R.CARDS if self.hand.get(c, 0) < min(MAX_HAND, R.CARD_COPIES[c])]
        return moves

    def route_problem(self, r, c):
        if r in self.owners:
            who = "vous" if self.owners[r] == "vous" else "l'adversaire"
            return Refusal(f"cette route est déjà construite ({who}).", TOUR)
        problem = R.double_route_problem(r, "vous", self.owners, self.table)
        if problem:
            return Refusal(problem, DOUBLE)
        if self.wagons() < R.length(r):
            return Refusal(f"il ne vous reste que {self.wagons()} wagons.", TOUR)
        problem = R.pay_problem(self.hand, r, c)
        if problem:
            return Refusal(problem, FERRY if R.kind(r) == "ferry" else TOUR)
        return None

    def station_problem(self, v, c):
        if v in self.stations:
            return Refusal("« Il ne peut y avoir qu'une seule gare par ville. »", GARE)
        n = self.my_stations() + 1
        if n > R.STATIONS:
            return Refusal(f"vous avez déjà posé vos {R.STATIONS} gares.", GARE)
        if R.station_payment(self.hand, n, c) is None:
            return Refusal(f"la gare n° {n} coûte {n} carte(s) Wagon de la même couleur "
                           f"(locomotives comprises) : la main n'en a pas assez en {c}.", GARE)
        return None

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if not self.to_move():
            return Refusal("l'exemple est fini : aucune route ni gare ne peut plus être construite "
                           "et la main a déjà toutes les cartes que la démo permet.", TOUR)
        if self.tunnel and move != "completer":
            return Refusal("un tunnel est en cours : payez les cartes en plus ou renoncez.", TUNNEL)
        if move == "completer":
            if not self.tunnel:
                return Refusal("aucun tunnel en cours.", TUNNEL)
            return Refusal(f"il faut {self.tunnel['extra']} carte(s) {self.tunnel['couleur']} ou locomotives "
                           "en plus et la main ne les a pas : « S'il n'a pas assez de cartes, il défausse les "
                           "cartes jouées sans construire la route. »", TUNNEL)
        bits = split(move, 3)
        if bits and bits[0] == "route" and bits[1] in R.CARDS and bits[2] in R.ROUTES:
            return self.route_problem(bits[2], bits[1])
        if bits and bits[0] == "gare" and bits[1] in R.CARDS and bits[2] in R.CITIES:
            return self.station_problem(bits[2], bits[1])
        bits = split(move, 2)
        if bits and bits[0] == "piocher" and bits[1] in R.CARDS:
            return f"la démo limite la main à {MAX_HAND} cartes de chaque sorte."
        return "coup inconnu (route-<couleur>-<route>, gare-<couleur>-<ville>, piocher-<couleur>)."

    def reveal(self) -> list[str]:
        """The three next cards of the draw pile: the example's `revele` first, then at random
        from the cards not in the hand, three different cards of the game (drawn without
        putting them back: two locomotives outside the hand cannot turn over three)."""
        out = []
        left = [c for c in R.CARDS for _ in range(R.CARD_COPIES[c] - self.hand.get(c, 0))]
        for _ in range(3):
            if self.pile:
                card = self.pile.pop(0)
            else:
                card = left[self.rand_below(len(left))]
            out.append(card)
            if card in left:
                left.remove(card)
        return out

    def _apply(self, move, player):
        self._edit(move)
        if not self.to_move():
            self.log("Plus aucune action possible : les routes de la carte sont prises, les gares posées "
                     "ou impossibles, et la main a toutes les cartes que la démo permet. Fin de l'exemple.")

    def _edit(self, move):
        if move == "completer":
            t = self.tunnel
            pay = R.extra_payment(self.hand, t["couleur"], t["extra"])
            R.take(self.hand, pay)
            self._build(t["route"])
            self.log(f"Cartes en plus payées ({R.cards_words(pay)}) : tunnel {R.route_label(t['route'])} construit.")
            self.tunnel = None
            return
        if move == "renoncer":
            self.log(f"Tunnel abandonné : les cartes jouées ({R.cards_words(self.tunnel['paye'])}) sont défaussées.")
            self.tunnel = None
            return
        head, c, what = (move.split("-") + [""])[:3]
        if head == "piocher":
            what = c
        if head == "piocher":
            self.hand[what] = self.hand.get(what, 0) + 1
            self.log(f"Carte ajoutée à la main : {R.CARD_LABELS[what]}.")
        elif head == "gare":
            n = self.my_stations() + 1
            pay = R.station_payment(self.hand, n, c)
            R.take(self.hand, pay)
            self.stations[what] = "vous"
            self.log(f"Gare n° {n} posée à {R.city(what)} ({R.cards_words(pay)}).")
        elif head == "route":
            pay = R.payment(self.hand, what, c)
            R.take(self.hand, pay)
            if R.kind(what) == "tunnel":
                shown = self.reveal()
                extra = R.tunnel_extra(shown, c)
                self.revealed = shown
                words = ", ".join(R.CARD_LABELS[x] for x in shown)
                if extra == 0:
                    self._build(what)
                    self.log(f"Tunnel {R.route_label(what)} : {R.cards_words(pay)} ; cartes retournées : {words} ; "
                             "rien à ajouter, construit.")
                else:
                    self.tunnel = {"route": what, "couleur": c, "extra": extra, "paye": pay}
                    self.log(f"Tunnel {R.route_label(what)} : {R.cards_words(pay)} ; cartes retournées : {words} ; "
                             f"{extra} carte(s) en plus à payer.")
            else:
                self._build(what)
                self.log(f"Route {R.route_label(what)} construite ({R.cards_words(pay)}) : "
                         f"+{R.route_points(R.length(what))} points.")

    def _build(self, r):
        self.owners[r] = "vous"
        self.points += R.route_points(R.length(r))

    def view(self, player):
        return {"main": dict(self.hand), "routes": dict(self.owners), "gares": dict(self.stations),
                "tunnel": self.tunnel, "retournees": list(self.revealed), "points": self.points,
                "wagons": self.wagons()}

    def describe(self, move, player=None):
        bits = move.split("-") if isinstance(move, str) else []
        if len(bits) == 3 and bits[0] == "route" and bits[1] in R.CARDS and bits[2] in R.ROUTES:
            return f"Construire {R.route_label(bits[2])} en {R.CARD_LABELS[bits[1]].lower()}"
        if len(bits) == 3 and bits[0] == "gare" and bits[1] in R.CARDS and bits[2] in R.CITIES:
            return f"Gare à {R.city(bits[2])} en {R.CARD_LABELS[bits[1]].lower()}"
        if len(bits) == 2 and bits[0] == "piocher" and bits[1] in R.CARDS:
            return f"Ajouter {R.CARD_LABELS[bits[1]]} à la main"
        return {"completer": "Payer les cartes en plus", "renoncer": "Renoncer au tunnel"}.get(move, str(move))


@register
class AventuriersBuild(Calculator):
    main_rule_section = TOUR
    rule_sections = frozenset({TOUR, TUNNEL, FERRY, GARE, DOUBLE})
    id = "aventuriers"
    mode = "construire"
    title = "Les Aventuriers du Rail – Europe : construire une route, un tunnel, un ferry, une gare"
    state_class = BuildState
    player_names = ["Lecteur"]
    options = (
        PLAYERS,
        Structured("main", "Main", default={"rouge": 2, "jaune": 1, "rose": 2, "vert": 1, "blanc": 3, "loco": 2},
                   parse=read_hand, expects="une table « couleur: nombre » (" + ", ".join(R.CARDS) + ")",
                   example={"rouge": 3, "loco": 1}),
        owners_option({"parbru1": "adversaire", "bruams": "adversaire"}),
        stations_option({}),
        Structured("revele", "Prochaines cartes de la pioche", default=[], parse=read_revealed,
                   expects="une liste d'au plus 9 cartes (retournées par les tunnels, dans l'ordre ; ensuite au hasard)",
                   example=["rose", "loco", "vert"]),
    )

    def setup(self, options, seed):
        s = BuildState(self, 1, seed)
        s.table = options["joueurs"]
        s.hand = dict(options["main"])
        s.owners = dict(options["routes"])
        s.stations = dict(options["gares"])
        s.pile = list(options["revele"])
        s.tunnel = None
        s.revealed = []
        s.points = 0
        return s


# --- « decompte » -------------------------------------------------------------------------------

DEFAULT_OWNERS = {"londie": "vous", "diepar": "vous", "parfra1": "vous", "framun": "vous", "parmar": "vous",
                  "amsfra": "adversaire", "bruams": "adversaire", "brufra": "adversaire",
                  "parzur": "adversaire", "zurmun": "adversaire", "marzur": "adversaire"}
DEFAULT_TICKETS = {"vous": ["londres-munchen", "amsterdam-marseille"],
                   "adversaire": ["bruxelles-zurich", "paris-munchen"]}


class ScoreState(CalculatorState):
    def legal_moves(self, player=None):
        moves = [f"stylo-{p}" for p in R.OWNERS + ("libre",)]
        moves += [f"route-{r}" for r in R.ROUTES if self.route_problem(r) is None]
        moves += [f"gare-{v}" for v in R.CITIES if self.station_problem(v) is None]
        return moves

    def route_problem(self, r):
        if self.owners.get(r, "libre") == self.pen:
            return "cette route est déjà dans cet état."
        if self.pen == "libre":
            return None
        others = {k: v for k, v in self.owners.items() if k != r}
        problem = R.double_route_problem(r, self.pen, others, self.table)
        return Refusal(problem, DOUBLE) if problem else None

    def station_problem(self, v):
        if self.stations.get(v, "libre") == self.pen:
            return "cette ville est déjà dans cet état."
        if self.pen == "libre":
            return None
        if v in self.stations:
            return Refusal("« Il ne peut y avoir qu'une seule gare par ville. »", GARE)
        if sum(1 for w in self.stations.values() if w == self.pen) >= R.STATIONS:
            return Refusal(f"chaque joueur n'a que {R.STATIONS} gares.", "debut-de-la-partie")
        return None

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        bits = split(move, 2)
        if bits and bits[0] == "route" and bits[1] in R.ROUTES:
            return self.route_problem(bits[1])
        if bits and bits[0] == "gare" and bits[1] in R.CITIES:
            return self.station_problem(bits[1])
        return "coup inconnu (stylo-vous, stylo-adversaire, stylo-libre, route-<route>, gare-<ville>)."

    def _apply(self, move, player):
        head, what = move.split("-", 1)
        if head == "stylo":
            self.pen = what
            self.log(f"Stylo : {R.OWNER_LABELS[what]}.")
            return
        target = self.owners if head == "route" else self.stations
        if self.pen == "libre":
            target.pop(what, None)
        else:
            target[what] = self.pen
        name = R.route_label(what) if head == "route" else f"gare de {R.city(what)}"
        self.log(f"{name[0].upper() + name[1:]} : {R.OWNER_LABELS[self.pen]}.")

    def table_scores(self):
        return R.final_scores(self.owners, self.stations, self.tickets)

    def scores(self):
        t = self.table_scores()
        return [t["vous"]["total"]]

    def view(self, player):
        return {"routes": dict(self.owners), "gares": dict(self.stations), "billets": self.tickets,
                "stylo": self.pen, "decompte": self.table_scores()}

    def describe(self, move, player=None):
        bits = split(move, 2)
        if bits and bits[0] == "route" and bits[1] in R.ROUTES:
            return f"{R.route_label(bits[1])} → {R.OWNER_LABELS[self.pen]}"
        if bits and bits[0] == "gare" and bits[1] in R.CITIES:
            return f"Gare de {R.city(bits[1])} → {R.OWNER_LABELS[self.pen]}"
        if bits and bits[0] == "stylo" and bits[1] in R.OWNER_LABELS:
            return f"Stylo : {R.OWNER_LABELS[bits[1]]}"
        return str(move)


@register
class AventuriersScore(Calculator):
    main_rule_section = DECOMPTE
    rule_sections = frozenset({DECOMPTE, DOUBLE, GARE, "debut-de-la-partie"})
    id = "aventuriers"
    mode = "decompte"
    title = "Les Aventuriers du Rail – Europe : le décompte final sur une petite carte"
    state_class = ScoreState
    player_names = ["Lecteur"]
    options = (
        PLAYERS,
        owners_option(DEFAULT_OWNERS),
        stations_option({"amsterdam": "vous"}),
        Structured("billets", "Billets Destination", default=DEFAULT_TICKETS, parse=read_tickets,
                   expects="une table « vous: [billets], adversaire: [billets] » (billets : " + ", ".join(R.TICKETS) + ")",
                   example=DEFAULT_TICKETS),
    )

    def setup(self, options, seed):
        s = ScoreState(self, 1, seed)
        s.table = options["joueurs"]
        s.owners = dict(options["routes"])
        s.stations = dict(options["gares"])
        s.tickets = {p: list(options["billets"].get(p, [])) for p in R.OWNERS}
        s.pen = "vous"
        return s
