"""Les Aventuriers du Rail – Europe, the whole game (mode « partie ») against
bots, as the page says, on our map of Europe.

Set-up: « Chaque joueur possède 45 wagons, 3 gares, 4 cartes Wagon et 4
cartes Destination (1 longue et 3 normales) » ; each keeps at least two
(``garder-<billet>-<billet>…``). A turn is one action:
- draw two Wagon cards, face up (``visible-N``, N = 1…5) or from the pile
  (``pioche``); a face-up locomotive taken first ends the draw;
- build a route (``route-<couleur>-<route>``): a colour of the hand, the
  locomotives complete it; a tunnel turns over three cards
  (``completer`` / ``renoncer``);
- draw three destination cards (``billets``), keep at least one;
- build a station (``gare-<couleur>-<ville>``).
The end: « dès qu'il reste 2 wagons ou moins à un joueur », each player
plays one more turn, then the final count.

A described position (option ``position``) starts the game at the reader's
turn on a stated map and stops at the end of that turn: the page's examples.
"""

from __future__ import annotations

from ...core import Game, Refusal, ScenarioError, State, parse_number
from ...options import PlayerCount, Structured
from ...bots import RandomBot
from .. import register
from . import rules as R
from .bots import AventuriersBot, AventuriersFort

SEATS = ["Vous", "Bot 1", "Bot 2", "Bot 3", "Bot 4"]
SEAT_COLOURS = ["bleu", "rouge", "vert", "jaune", "noir"]
SEAT_MARKS = ["V", "1", "2", "3", "4"]
# the reader's seat speaks in the second person
YOU_FORMS = {"garde": "gardez", "prend": "prenez", "pioche": "piochez", "ne peut": "ne pouvez",
             "construit": "construisez", "paie": "payez", "renonce": "renoncez", "passe": "passez"}
# phases
START, ACTION, SECOND, TICKETS, TUNNEL, OVER = "depart", "action", "seconde", "billets", "tunnel", "fin"


def subsets(items: list, least: int) -> list[list]:
    """Every choice of at least `least` of `items`, in their order."""
    out = []
    for mask in range(1, 1 << len(items)):
        pick = [x for i, x in enumerate(items) if mask >> i & 1]
        if len(pick) >= least:
            out.append(pick)
    return out


class AventuriersState(State):
    never_negative = ("wagons", "points")

    # --- whose turn --------------------------------------------------------------
    def to_move(self):
        return [] if self.phase == OVER else [self.turn]

    def name(self, p: int) -> str:
        return self.game.seat_name(p)

    def says(self, p: int, verb: str) -> str:
        """« Vous prenez », « Bot 1 prend »: the seat and its verb, agreed."""
        return f"{self.name(p)} {YOU_FORMS.get(verb, verb) if p == 0 else verb}"

    def my_stations(self, p: int) -> int:
        return sum(1 for who in self.stations.values() if who == p)

    def keep_least(self) -> int:
        return R.START_KEEP if self.phase == START else R.DRAW_KEEP

    # --- legal moves --------------------------------------------------------------
    def legal_moves(self, player=None):
        if self.phase == OVER or (player is not None and player != self.turn):
            return []
        p = self.turn
        if self.phase in (START, TICKETS):
            return ["garder-" + "-".join(pick) for pick in subsets(self.offers[p], self.keep_least())]
        if self.phase == TUNNEL:
            t = self.tunnel
            pay = R.extra_payment(self.hands[p], t["couleur"], t["extra"])
            return (["completer"] if pay is not None else []) + ["renoncer"]
        moves = []
        if self.deck or self.discard:
            moves.append("pioche")
        for i, c in enumerate(self.river):
            if c is not None and not (self.phase == SECOND and c == R.LOCO):
                moves.append(f"visible-{i + 1}")
        if self.phase == SECOND:
            return moves
        if self.ticket_deck:
            moves.append("billets")
        hand = self.hands[p]
        colours = [c for c in R.CARDS if hand.get(c)]
        locos = hand.get(R.LOCO, 0)
        wagons = self.wagons[p]
        for r, (_a, _b, size, col, _k, need) in R.ROUTES.items():
            if size > wagons or r in self.owners or (r in R.TWINS and R.TWINS[r] in self.owners
                                                     and (self.players <= 3 or self.owners[R.TWINS[r]] == p)):
                continue
            for c in colours:       # R.payment's test, inlined: this loop runs for every move of every game
                if c == R.LOCO:
                    if locos >= size:
                        moves.append(f"route-{c}-{r}")
                elif (col == R.GREY or col == c) and min(hand[c], size - need) + locos >= size and size > need:
                    moves.append(f"route-{c}-{r}")
        if self.my_stations(p) < R.STATIONS:
            n = self.my_stations(p) + 1
            payable = [c for c in colours if R.station_payment(hand, n, c) is not None]
            if payable:
                for v in R.CITIES:
                    if v not in self.stations:
                        moves += [f"gare-{c}-{v}" for c in payable]
        return moves or ["passer"]

    # --- refusals -----------------------------------------------------------------
    def route_problem(self, r: str, c: str | None):
        p = self.turn
        if r in self.owners:
            return Refusal(f"cette route est déjà construite ({self.name(self.owners[r])}).", R.S_TURN)
        problem = R.double_route_problem(r, p, self.owners, self.players)
        if problem:
            return problem
        if self.wagons[p] < R.length(r):
            return Refusal(f"il ne vous reste que {self.wagons[p]} wagons pour une route de {R.length(r)}.", R.S_TURN)
        if c is not None:
            problem = R.pay_problem(self.hands[p], r, c)
            if problem:
                return Refusal(problem, R.S_FERRY if R.kind(r) == "ferry" else R.S_TURN)
        return None

    def station_problem(self, v: str, c: str):
        p = self.turn
        if v in self.stations:
            return Refusal(f"« Il ne peut y avoir qu'une seule gare par ville » : {R.city(v)} a celle de "
                           f"{self.name(self.stations[v])}.", R.S_STATION)
        n = self.my_stations(p) + 1
        if n > R.STATIONS:
            return Refusal(f"vous avez déjà posé vos {R.STATIONS} gares.", R.S_STATION)
        if R.station_payment(self.hands[p], n, c) is None:
            return Refusal(f"la gare n° {n} coûte {n} carte(s) Wagon de la même couleur (locomotives comprises) : "
                           f"la main n'en a pas assez en {c}.", R.S_STATION)
        return None

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.phase == OVER:
            return "la partie est terminée."
        bits = move.split("-")
        head = bits[0]
        if self.phase in (START, TICKETS):
            if head != "garder":
                return Refusal("choisissez d'abord les cartes Destination à garder.", R.S_START if self.phase == START
                               else R.S_TURN)
            least = self.keep_least()
            if len(bits) - 1 < least:
                return Refusal(f"il faut garder au moins {'deux cartes' if least == 2 else 'une carte'} "
                               "Destination.", R.S_START if self.phase == START else R.S_TURN)
            return Refusal("ces cartes Destination ne sont pas celles que vous avez en main.", R.S_TURN)
        if self.phase == TUNNEL:
            if move == "completer":
                t = self.tunnel
                return Refusal(f"il faut {t['extra']} carte(s) en plus ({'locomotives' if t['couleur'] == R.LOCO else t['couleur'] + ' ou locomotives'}) "
                               "et la main ne les a pas : « S'il n'a pas assez de cartes, il défausse les cartes "
                               "jouées sans construire la route. »", R.S_TUNNEL)
            return Refusal("un tunnel est en cours : payez les cartes en plus ou renoncez.", R.S_TUNNEL)
        if head == "visible" and len(bits) == 2:
            i = parse_number(bits[1])
            if i is None or not 1 <= i <= R.FACE_UP:
                return Refusal("les cartes visibles sont numérotées de 1 à 5.", R.S_START)
            if self.river[i - 1] is None:
                return Refusal("cette place de la rangée est vide : la pioche est épuisée.", R.S_START)
            return Refusal("« Si le joueur choisit une locomotive face visible, il ne peut pas piocher de deuxième "
                           "carte » : pas de locomotive visible en deuxième carte.", R.S_TURN)
        if self.phase == SECOND:
            return Refusal("vous piochez votre deuxième carte Wagon : une seule action par tour.", R.S_TURN)
        if move == "pioche":
            return Refusal("la pioche et la défausse sont vides.", R.S_TURN)
        if move == "billets":
            return Refusal("il n'y a plus de cartes Destination à piocher.", R.S_TURN)
        if move == "passer":
            return Refusal("vous pouvez encore jouer une action : on ne passe que s'il n'y en a aucune.", R.S_TURN)
        if head == "route" and len(bits) == 3 and bits[1] in R.CARDS and bits[2] in R.ROUTES:
            return self.route_problem(bits[2], bits[1])
        if head == "gare" and len(bits) == 3 and bits[1] in R.CARDS and bits[2] in R.CITIES:
            return self.station_problem(bits[2], bits[1])
        return Refusal("coup inconnu (pioche, visible-N, billets, route-<couleur>-<route>, gare-<couleur>-<ville>).",
                       R.S_TURN)

    # --- cards ---------------------------------------------------------------------
    def draw(self):
        """The top card of the pile; an empty pile takes the shuffled discard."""
        if not self.deck and self.discard:
            self.deck, self.discard = self.discard, []
            self.shuffle(self.deck)
            self.log("La pioche est vide : la défausse est mélangée et devient la pioche.")
        return self.deck.pop() if self.deck else None

    def refill(self) -> None:
        """« Celles-ci sont remplacées instantanément lorsqu'elles sont piochées. Si trois locomotives
        sont visibles, les 5 cartes sont défaussées et 5 nouvelles cartes sont piochées »."""
        for i in range(R.FACE_UP):
            if self.river[i] is None:
                self.river[i] = self.draw()
        for _ in range(20):
            if sum(1 for c in self.river if c == R.LOCO) < 3:
                return
            rest = self.deck + self.discard
            if sum(1 for c in rest if c != R.LOCO) < 3:
                return              # no row without three locomotives can come: it stays
            self.discard += [c for c in self.river if c is not None]
            self.river = [None] * R.FACE_UP
            self.log("Trois locomotives visibles : les 5 cartes sont défaussées et 5 nouvelles sont retournées.")
            for i in range(R.FACE_UP):
                self.river[i] = self.draw()

    # --- playing ---------------------------------------------------------------------
    def _apply(self, move, player):
        p = self.turn
        bits = move.split("-")
        head = bits[0]
        hand = self.hands[p]
        if head != "passer":
            self.passes = 0
        if head == "garder":
            keep = bits[1:]
            back = [t for t in self.offers[p] if t not in keep]
            self.tickets[p] += keep
            self.ticket_deck = back + self.ticket_deck      # « sous la pile »: drawn last
            self.offers[p] = []
            self.log(f"{self.says(p, 'garde')} {len(keep)} carte{'s' if len(keep) > 1 else ''} Destination"
                     + (f" et en {'remettez' if p == 0 else 'remet'} {len(back)} sous la pile." if back else "."))
            if self.phase == START:
                if p + 1 < self.players:
                    self.turn = p + 1
                else:
                    self.turn, self.phase = 0, ACTION
                    self.log(f"La partie commence : à {self.name(0)}.")
                return
            self._end_turn()
        elif head in ("pioche", "visible"):
            if head == "pioche":
                card = self.draw()
                where = "de la pioche"
                shown = "une carte" if p != 0 else f"une carte ({R.CARD_LABELS[card]})"
            else:
                i = int(bits[1]) - 1
                card = self.river[i]
                self.river[i] = None
                where = "visible"
                shown = f"la carte {R.CARD_LABELS[card]}"
            hand[card] = hand.get(card, 0) + 1
            self.refill()
            self.log(f"{self.says(p, 'prend')} {shown} {where}.")
            if self.phase == ACTION and not (head == "visible" and card == R.LOCO):
                self.phase = SECOND
                if not any(m != "passer" for m in self.legal_moves(p)):
                    self.log("Plus aucune carte à piocher : le tour s'arrête là.")
                    self._end_turn()
            else:
                self._end_turn()
        elif head == "billets":
            for _ in range(min(R.DRAW_TICKETS, len(self.ticket_deck))):
                self.offers[p].append(self.ticket_deck.pop())
            self.phase = TICKETS
            self.log(f"{self.says(p, 'pioche')} {len(self.offers[p])} carte(s) Destination.")
        elif head == "passer":
            self.passes += 1
            self.log(f"{self.says(p, 'ne peut')} rien faire : {'vous passez' if p == 0 else 'il passe'}.")
            self._end_turn()
        elif head == "gare":
            c, v = bits[1], bits[2]
            n = self.my_stations(p) + 1
            pay = R.station_payment(hand, n, c)
            R.take(hand, pay)
            self.discard += [k for k, m in pay.items() for _ in range(m)]
            self.stations[v] = p
            self.log(f"{self.says(p, 'construit')} {'votre' if p == 0 else 'sa'} gare n° {n} à {R.city(v)} ({R.cards_words(pay)}).")
            self._end_turn()
        elif head == "route":
            c, r = bits[1], bits[2]
            pay = R.payment(hand, r, c)
            R.take(hand, pay)
            if R.kind(r) == "tunnel":
                shown = [x for x in (self.draw() for _ in range(3)) if x is not None]
                extra = R.tunnel_extra(shown, c)
                self.revealed = shown
                words = ", ".join(R.CARD_LABELS[x] for x in shown) or "aucune (pioche vide)"
                if extra == 0:
                    self.discard += shown
                    self.log(f"{self.says(p, 'paie')} le tunnel {R.route_label(r)} ({R.cards_words(pay)}) ; cartes retournées : "
                             f"{words} ; rien à ajouter.")
                    self._build(r, pay)
                    self._end_turn()
                else:
                    self.tunnel = {"route": r, "couleur": c, "extra": extra, "paye": pay}
                    self.phase = TUNNEL
                    self.log(f"{self.says(p, 'paie')} le tunnel {R.route_label(r)} ({R.cards_words(pay)}) ; cartes retournées : "
                             f"{words} ; {extra} carte(s) en plus à payer.")
            else:
                self._build(r, pay)
                self._end_turn()
        elif head in ("completer", "renoncer"):
            t = self.tunnel
            self.discard += self.revealed
            self.tunnel = None
            self.phase = ACTION
            if head == "completer":
                pay = R.extra_payment(hand, t["couleur"], t["extra"])
                R.take(hand, pay)
                self.log(f"{self.says(p, 'paie')} les cartes en plus ({R.cards_words(pay)}).")
                self._build(t["route"], {k: t["paye"].get(k, 0) + pay.get(k, 0) for k in R.CARDS
                                       if k in t["paye"] or k in pay})
            else:
                self.discard += [k for k, m in t["paye"].items() for _ in range(m)]
                self.log(f"{self.says(p, 'renonce')} au tunnel : les cartes jouées ({R.cards_words(t['paye'])}) sont défaussées.")
            self._end_turn()

    def _build(self, r: str, pay: dict) -> None:
        p = self.turn
        self.discard += [k for k, m in pay.items() for _ in range(m)]
        self.owners[r] = p
        self.wagons[p] -= R.length(r)
        self.points[p] += R.route_points(R.length(r))
        self.last_route = r
        self.log(f"{self.says(p, 'construit')} {R.route_label(r)} : +{R.route_points(R.length(r))} points, "
                 f"{self.wagons[p]} wagon{'s' if self.wagons[p] > 1 else ''} restant{'s' if self.wagons[p] > 1 else ''}.")

    def _end_turn(self) -> None:
        """« Déclenchée dès qu'il reste 2 wagons ou moins à un joueur. Ils finissent alors le tour,
        ce joueur compris » : one more turn for each player, the one who triggered it too."""
        p = self.turn
        self.phase = ACTION
        if self.passes >= self.players:
            self.log("Plus personne ne peut jouer : la partie s'arrête.")
            self._final_count()
            return
        if self.turns_left is not None:
            self.turns_left -= 1
            if self.turns_left <= 0:
                self._final_count()
                return
        elif self.wagons[p] <= R.LAST_ROUND_WAGONS:
            self.turns_left = self.players
            self.log(f"Il reste {self.wagons[p]} wagon{'s' if self.wagons[p] > 1 else ''} à {self.name(p)} : "
                     "dernier tour, chaque joueur joue encore une fois.")
        if self.stop_after and p == 0:
            self.phase = OVER
            self.fin = "Fin du tour : l'exemple s'arrête ici. « Recommencer » repart de la position."
            self.log(self.fin)
            return
        self.turn = (p + 1) % self.players

    def _final_count(self) -> None:
        self.table = R.final_scores(self.players, self.owners, self.stations, self.tickets)
        totals = [t["total"] for t in self.table]
        best = max(totals)
        self.winners_ = [p for p in range(self.players) if totals[p] == best]
        self.phase = OVER
        verb = "gagnez" if self.winners_ == [0] else ("gagne" if len(self.winners_) == 1 else "gagnent à égalité")
        self.fin = f"Décompte final : {self.game.seat_list(self.winners_)} {verb} avec {best} points."
        for p, t in enumerate(self.table):
            self.log(f"{self.name(p)} : routes {t['routes']}, billets +{t['billets_reussis']} −{t['billets_rates']}, "
                     f"gares {R.UNUSED_STATION * t['gares_restantes']}, route la plus longue {t['bonus']} : {t['total']}.")
        self.log(self.fin)

    # --- what a seat may assume (engine.search) ---------------------------------------------
    def determinize(self, seat, rng):
        """What `seat` sees only as counts dealt afresh: the other hands, the pile and the
        discard pooled and dealt again (each keeping its size); the other seats' destination
        cards, their offers and the destination pile drawn from every destination card the
        seat does not hold (which long ones left the game is not seen either)."""
        twin = super().determinize(seat, rng)
        others = [p for p in range(self.players) if p != seat]
        hands = [[c for c in R.CARDS for _ in range(twin.hands[p].get(c, 0))] for p in others]
        self.redeal(hands + [twin.deck, twin.discard], rng)
        for p, cards in zip(others, hands):
            twin.hands[p] = {}
            for c in cards:
                twin.hands[p][c] = twin.hands[p].get(c, 0) + 1
        mine = set(twin.tickets[seat]) | set(twin.offers[seat])
        pool = [t for t in R.TICKETS if t not in mine]
        rng.shuffle(pool)
        for p in others:
            twin.tickets[p] = [pool.pop() for _ in twin.tickets[p]]
            twin.offers[p] = [pool.pop() for _ in twin.offers[p]]
        twin.ticket_deck = [pool.pop() for _ in twin.ticket_deck]
        return twin

    # --- results and views -----------------------------------------------------------------
    def scores(self):
        if self.table:
            return [t["total"] for t in self.table]
        return list(self.points)

    def winners(self):
        return list(self.winners_ or [])

    def view(self, player):
        me = player if isinstance(player, int) and 0 <= player < self.players else None
        return {
            "joueur": me, "joueurs": self.players, "tour": self.turn, "phase": self.phase,
            "routes": dict(self.owners), "gares": dict(self.stations), "visibles": list(self.river),
            "pioche": len(self.deck), "defausse": len(self.discard), "pile_billets": len(self.ticket_deck),
            "wagons": list(self.wagons), "points": list(self.points),
            "cartes": [sum(h.values()) for h in self.hands],
            "nb_billets": [len(t) for t in self.tickets],
            "main": dict(self.hands[me]) if me is not None else None,
            "billets": list(self.tickets[me]) if me is not None else None,
            "offre": list(self.offers[me]) if me is not None and me == self.turn else [],
            "tunnel": dict(self.tunnel) if self.tunnel else None, "retournees": list(self.revealed),
            "derniers_tours": self.turns_left, "fin": self.fin,
            "decompte": self.table,
            "billets_finaux": [list(t) for t in self.tickets] if self.table else None,
        }

    def describe(self, move, player=None):
        bits = move.split("-") if isinstance(move, str) else []
        head = bits[0] if bits else ""
        if head == "garder":
            return "Garder " + ", ".join(R.ticket_label(t) for t in bits[1:] if t in R.TICKETS)
        if head == "visible" and len(bits) == 2 and parse_number(bits[1]) and 1 <= int(bits[1]) <= R.FACE_UP:
            c = self.river[int(bits[1]) - 1]
            return f"Prendre la carte visible {R.CARD_LABELS[c]}" if c else "Place vide"
        if head == "route" and len(bits) == 3 and bits[1] in R.CARDS and bits[2] in R.ROUTES:
            return f"Construire {R.route_label(bits[2])} en {R.CARD_LABELS[bits[1]].lower()}"
        if head == "gare" and len(bits) == 3 and bits[1] in R.CARDS and bits[2] in R.CITIES:
            return f"Gare à {R.city(bits[2])} en {R.CARD_LABELS[bits[1]].lower()}"
        return {"pioche": "Piocher une carte Wagon face cachée", "billets": "Piocher 3 cartes Destination",
                "passer": "Passer", "completer": "Payer les cartes en plus du tunnel",
                "renoncer": "Renoncer au tunnel"}.get(move, str(move))


# --- the described position -------------------------------------------------------------------

POSITION_KEYS = ("main", "visibles", "pioche", "routes", "gares", "billets", "wagons", "dernier_tour")


def _cards(value, where: str, most: int) -> list:
    if not isinstance(value, list) or len(value) > most or any(c not in R.CARDS for c in value):
        raise ScenarioError(where, f"une liste d'au plus {most} cartes Wagon est attendue ({', '.join(R.CARDS)}).")
    return list(value)


def _seat(value, where: str, n: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= n:
        raise ScenarioError(where, f"un numéro de joueur de 1 (vous) à {n} est attendu, pas « {value} ».")
    return value - 1


def read_position(value, earlier) -> dict | None:
    """A demo block's `position:` (the reader's hand, the face-up row, the top of the pile,
    the routes and stations already built, the tickets, the wagons left), checked against the
    game's cards and rules."""
    if value is None:
        return None
    n = earlier["joueurs"]
    if not isinstance(value, dict):
        raise ScenarioError("position", "une table est attendue (" + ", ".join(POSITION_KEYS) + ").")
    for key in value:
        if key not in POSITION_KEYS:
            raise ScenarioError(f"position.{key}", "champ inconnu (champs permis : " + ", ".join(POSITION_KEYS) + ").")
    hand = value.get("main", {})
    if not isinstance(hand, dict) or any(c not in R.CARDS for c in hand):
        raise ScenarioError("position.main", "une table « couleur: nombre » est attendue (ex. {rouge: 2, loco: 1}).")
    for c, k in hand.items():
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= R.CARD_COPIES[c]:
            raise ScenarioError("position.main", f"{c} : un nombre de 0 à {R.CARD_COPIES[c]} est attendu.")
    river = _cards(value.get("visibles", []), "position.visibles", R.FACE_UP)
    top = _cards(value.get("pioche", []), "position.pioche", 12)
    used = {c: hand.get(c, 0) for c in R.CARDS}
    for c in river + top:
        used[c] += 1
    for c, k in used.items():
        if k > R.CARD_COPIES[c]:
            raise ScenarioError("position", f"{k} cartes {c} entre la main, la rangée et la pioche : le jeu n'en a "
                                            f"que {R.CARD_COPIES[c]}.")
    routes = value.get("routes", {})
    if not isinstance(routes, dict):
        raise ScenarioError("position.routes", "une table « route: joueur » est attendue (ex. {paris_bruxelles: 2}).")
    owners: dict = {}
    for r, who in routes.items():
        if r not in R.ROUTES:
            raise ScenarioError("position.routes", f"route « {r} » inconnue (ex. paris_bruxelles, paris_bruxelles_2).")
        seat = _seat(who, f"position.routes.{r}", n)
        problem = R.double_route_problem(r, seat, owners, n)
        if problem:
            raise ScenarioError("position.routes", f"{r} : {problem}")
        owners[r] = seat
    stations = value.get("gares", {})
    if not isinstance(stations, dict):
        raise ScenarioError("position.gares", "une table « ville: joueur » est attendue (ex. {paris: 2}).")
    posed: dict = {}
    for v, who in stations.items():
        if v not in R.CITIES:
            raise ScenarioError("position.gares", f"ville « {v} » inconnue.")
        posed[v] = _seat(who, f"position.gares.{v}", n)
    for p in range(n):
        if sum(1 for w in posed.values() if w == p) > R.STATIONS:
            raise ScenarioError("position.gares", f"joueur {p + 1} : {R.STATIONS} gares au plus.")
    tickets = value.get("billets", [])
    if not isinstance(tickets, list) or len(tickets) > n or any(not isinstance(t, list) for t in tickets):
        raise ScenarioError("position.billets", "une liste par joueur (vous d'abord) de cartes Destination est attendue.")
    seen = set()
    for held in tickets:
        for t in held:
            if t not in R.TICKETS or t in seen:
                raise ScenarioError("position.billets", f"carte Destination « {t} » inconnue ou répétée "
                                                        "(ex. paris_wien, brest_petrograd).")
            seen.add(t)
    built = [sum(R.length(r) for r, w in owners.items() if w == p) for p in range(n)]
    wagons = value.get("wagons", [R.WAGONS - b for b in built])
    if not isinstance(wagons, list) or len(wagons) != n:
        raise ScenarioError("position.wagons", f"une liste de {n} nombres (wagons restants de chaque joueur) est attendue.")
    for p, w in enumerate(wagons):
        if isinstance(w, bool) or not isinstance(w, int) or not 0 <= w <= R.WAGONS - built[p]:
            raise ScenarioError("position.wagons", f"joueur {p + 1} : de 0 à {R.WAGONS - built[p]} wagons "
                                                   f"(45 moins ses routes).")
    last = value.get("dernier_tour", False)
    if not isinstance(last, bool):
        raise ScenarioError("position.dernier_tour", "oui ou non (true / false) est attendu.")
    return {"main": {c: k for c, k in hand.items() if k}, "visibles": river, "pioche": top, "routes": owners,
            "gares": posed, "billets": [list(t) for t in tickets], "wagons": list(wagons), "dernier_tour": last}


@register
class Aventuriers(Game):
    id = "aventuriers"
    mode = "partie"
    title = "Les Aventuriers du Rail – Europe : une partie contre les bots"
    state_class = AventuriersState
    player_names = SEATS
    bots = {"fort": AventuriersFort, "malin": AventuriersBot, "hasard": RandomBot}
    default_bot = "malin"       # « fort » is fast (a few ms) but its gain is within the benches' noise: the page keeps its opponent
    main_rule_section = R.S_TURN
    rule_sections = R.SECTIONS
    options = (
        PlayerCount(default=3, lo=2, hi=5),
        Structured("position", "Position de départ (exemple d'un tour)", default=None, parse=read_position,
                   expects="une table : main, visibles, pioche (cartes du dessus), routes et gares (numéro de "
                           "joueur, 1 = vous), billets (une liste par joueur), wagons, dernier_tour ; l'exemple "
                           "commence à votre tour et s'arrête à sa fin",
                   example={"main": {"rose": 2, "loco": 1}, "visibles": ["rouge", "bleu", "loco", "vert", "noir"],
                            "pioche": ["rose", "loco", "vert"], "routes": {"paris_bruxelles": 2}}),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        pos = options["position"]
        s = AventuriersState(self, n, seed)
        s.owners, s.stations = {}, {}
        s.tunnel, s.revealed = None, []
        s.turns_left, s.fin, s.table, s.winners_ = None, None, None, None
        s.last_route = None
        s.passes = 0            # passes in a row: when every player must pass, the game ends
        s.stop_after = pos is not None
        deck = [c for c in R.CARDS for _ in range(R.CARD_COPIES[c])]
        s.hands = [{} for _ in range(n)]
        s.river = [None] * R.FACE_UP
        s.discard = []
        if pos:
            for c, k in pos["main"].items():
                for _ in range(k):
                    deck.remove(c)
            for c in pos["visibles"] + pos["pioche"]:
                deck.remove(c)
            s.hands[0] = dict(pos["main"])
        s.shuffle(deck)
        s.deck = deck
        # « 4 cartes Wagon » each (the reader's hand of a position is the position's)
        for p in range(1 if pos else 0, n):
            for _ in range(R.START_CARDS):
                c = s.deck.pop()
                s.hands[p][c] = s.hands[p].get(c, 0) + 1
        if pos:
            s.river = list(pos["visibles"]) + [None] * (R.FACE_UP - len(pos["visibles"]))
        s.refill()
        if pos:             # the position's cards on top of the pile, the first one drawn first
            s.deck += pos["pioche"][::-1]
        held = set()
        if pos:
            s.owners = dict(pos["routes"])
            s.stations = dict(pos["gares"])
            s.tickets = [list(pos["billets"][p]) if p < len(pos["billets"]) else [] for p in range(n)]
            held = {t for ts in s.tickets for t in ts}
        else:
            s.tickets = [[] for _ in range(n)]
        longs = [t for t in R.TICKETS if t in R.LONG and t not in held]
        normals = [t for t in R.TICKETS if t not in R.LONG and t not in held]
        s.shuffle(longs)
        s.shuffle(normals)
        s.offers = [[] for _ in range(n)]
        if not pos:
            # « 4 cartes Destination (1 longue et 3 normales) »; the long ones left go out of the game
            for p in range(n):
                s.offers[p] = [longs.pop()] + [normals.pop() for _ in range(R.START_NORMAL)]
            longs = []
        s.ticket_deck = normals + longs
        s.shuffle(s.ticket_deck)
        s.wagons = list(pos["wagons"]) if pos else [R.WAGONS] * n
        s.points = [sum(R.route_points(R.length(r)) for r, w in s.owners.items() if w == p) for p in range(n)]
        s.turn = 0
        if pos:
            s.phase = ACTION
            if pos["dernier_tour"]:
                s.turns_left = 1
            s.log("Position de l'exemple : à vous de jouer ; l'exemple s'arrête à la fin de votre tour.")
        else:
            s.phase = START
            s.log(f"{n} joueurs : 45 wagons, 3 gares, 4 cartes Wagon et 4 cartes Destination (1 longue et "
                  "3 normales) chacun ; chacun garde au moins deux cartes Destination.")
        return s
