"""The Guild of Merchant Explorers, the whole game (mode « partie »), as « Déroulement du jeu »
and the sections after it describe it.

Four ages; each age's deck is the exploration cards plus the Age cards revealed so far (6, 7, 8,
9 cards), « toujours toutes piochées, mais dans un ordre inconnu ». For each card every explorer
explores their own Mappe (« simultanément ») : the seats play one after the other on the same
card (their Mappes are separate, so the order changes nothing), and objectives are checked when
the card's turn is over for everyone (« au cours du même tour, ils obtiendront tous la quantité
maximale »). At the end of an age the cubes go; villages, trading posts and towers stay.

Moves (ASCII, stable): "tirer-<card>" (chance: the card revealed), "specialite-<card>" (the
specialty card kept, or used at age IV), "explorer-B3", "village-B3", "comptoir-B3-D4",
"fin-tour" (end your turn on this card, the cubes left lost).
"""

from __future__ import annotations

from ... import hexgrid as H
from ...bots import RandomBot, search_bot
from ...core import CHANCE, Game, Refusal, ScenarioError, State
from ...options import Choice, PlayerCount, Structured
from ...rng import Rng
from .. import register
from . import rules as R
from .bots import GreedyBot
from .rules import (AGE_CARDS, CARDS, DIFFICULTIES, EXPLORATION, MAPPE, OBJECTIVES, SPECIALTIES, TOWER_COINS,
                    TREASURE_COINS, VILLAGE_COINS, card_text)

S_SPECIALTY = "cartes-specialite"
S_OBJECTIVES = "cartes-objectifs"
S_END = "victoire-et-departage"
S_SOLO = "variante-solo"
AGES = 4


class GuildState(State):
    """Attributes (JSON): age (1…4), pioche (cards left this age), forcees (the order a position
    gives), carte (the card in play), rang (seats done on it), phase ("tirer", "specialite",
    "jouer", "fin"), mappes (one per seat), joueurs (per seat: poses, attente, pieces, gains,
    tresors, tours, villages, comptoirs, specialites, offre, jouee, objectifs, mer), objectifs
    (the 3 drawn: id, premier (max already taken), couvert (solo: max/min covered)), age_vus."""

    never_negative = ("age", "rang")

    # --- who plays ------------------------------------------------------------
    def to_move(self):
        if self.phase == "fin":
            return []
        if self.phase == "tirer":
            return [CHANCE]
        return [self.rang]

    def seat(self, p: int) -> dict:
        return self.joueurs[p]

    def card(self, p: int) -> dict | None:
        """The card seat `p` plays now: the exploration card, or its specialty for an Age card."""
        j = self.seat(p)
        if j["jouee"]:
            return SPECIALTIES[j["jouee"]]
        return CARDS.get(self.carte)

    def legal_moves(self, player=None):
        if self.phase == "fin":
            return []
        if self.phase == "tirer":
            if player not in (None, CHANCE):
                return []
            return [f"tirer-{self.forcees[0]}"] if self.forcees else [f"tirer-{c}" for c in sorted(set(self.pioche))]
        p = self.acting(player)
        if p is None:
            return []
        j = self.seat(p)
        if self.phase == "specialite":
            return [f"specialite-{c}" for c in j["offre"]]
        if j["attente"]:
            return [f"village-{m}" for m in j["attente"]["cases"]]
        mappe, card = self.mappes[p], self.card(p)
        moves = []
        if len(j["poses"]) < card["n"]:
            # a cheap first sift (free, on the card's terrain, next to a cube); explore_problem decides
            near = {n for m, s in mappe.items() if R.occupied(s) for n in R.around(mappe, m)}
            moves = [f"explorer-{m}" for m in mappe if m in near and not R.occupied(mappe[m])
                     and (mappe[m]["t"] in card["t"] or mappe[m]["k"] == "decouverte")
                     and R.explore_problem(mappe, card, j["poses"], m) is None]
        cities = R.free_cities(mappe)
        for a in cities:
            joined = R.group_of(mappe, a) if len(cities) > 1 else ()   # one group per city, not per pair
            moves += [f"comptoir-{a}-{b}" for b in cities if b in joined and R.post_problem(mappe, a, b) is None]
        moves.append("fin-tour")
        return moves

    def sample_chance(self) -> str:
        """The card the state's generator reveals, without advancing it (playing it does)."""
        moves = self.legal_moves(CHANCE)
        return moves[Rng(self.rng_state).below(len(moves))]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        if self.phase == "fin":
            return Refusal("la partie est terminée.", S_END)
        if self.phase == "tirer" or head == "tirer":
            return Refusal("les cartes Exploration sont révélées une à une, « dans un ordre inconnu ».", R.S_TURN)
        j = self.seat(self.rang)
        if self.phase == "specialite":
            if self.carte == "age-4":
                return Refusal("la carte Âge I/II/III fait « exécuter au choix l'action d'une des 3 cartes » "
                               f"acquises : {', '.join(j['offre'])}.", S_SPECIALTY)
            return Refusal("choisissez d'abord l'une des 2 cartes Spécialité tirées : "
                           f"{', '.join(j['offre'])}.", S_SPECIALTY)
        if head == "specialite":
            return Refusal("une carte Spécialité se choisit quand la carte révélée est une carte Âge.", S_SPECIALTY)
        if head == "village":
            if not j["attente"]:
                return Refusal("un village se découvre en explorant « toutes les cases d'une Région au cours d'un "
                               "même âge » : aucune région n'attend son village.", R.S_VILLAGE)
            return Refusal(f"le village remplace « l'un de vos cubes d'une case vierge de votre choix de cette "
                           f"Région » ({', '.join(j['attente']['cases'])}) : pas {rest}.", R.S_VILLAGE)
        if j["attente"]:
            return Refusal("placez d'abord le village de la région explorée (« vous marquez immédiatement […] et "
                           "remplacez par un village l'un de vos cubes »).", R.S_VILLAGE)
        mappe = self.mappes[self.rang]
        if head == "explorer":
            return R.explore_problem(mappe, self.card(self.rang), j["poses"], rest) or "coup impossible."
        if head == "comptoir":
            a, _, b = rest.partition("-")
            return R.post_problem(mappe, a, b) or "coup impossible."
        return "coup inconnu (explorer-…, village-…, comptoir-…-…, fin-tour)."

    # --- moves ----------------------------------------------------------------
    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        if head == "tirer":
            self._reveal(rest)
            return
        p = self.rang
        j = self.seat(p)
        name = self.game.seat_name(p)
        mappe = self.mappes[p]
        if head == "specialite":
            if self.carte != "age-4":
                j["specialites"].append(rest)
            j["jouee"] = rest
            j["offre"] = []
            self.phase = "jouer"
            self.log(f"{name} : carte Spécialité « {card_text(SPECIALTIES[rest])} ».")
        elif head == "explorer":
            self._explore(p, rest)
        elif head == "village":
            mappe[rest].update(k="village", cube=False)
            j["attente"] = None
            j["villages"] += 1
            j["terrains_villages"] = sorted(set(j["terrains_villages"]) | {mappe[rest]["t"]})
            coins = VILLAGE_COINS[self.age - 1]
            self._gain(p, "villages", coins)
            self.log(f"{name} : village en {rest}, {coins} pièces.")
        elif head == "comptoir":
            a, _, b = rest.partition("-")
            value = R.post_value(mappe, a, b)
            mappe[a]["comptoir"] = True
            j["comptoirs"] += 1
            self._gain(p, "comptoirs", value)
            self.log(f"{name} : comptoir en {a} (route {a}–{b}), {mappe[a]['v']} × {mappe[b]['v']} = {value} pièces.")
        elif head == "fin":
            card = self.card(p)
            lost = card["n"] - len(j["poses"])
            self.log(f"{name} termine son tour" + (f" ({lost} cube{'s' if lost > 1 else ''} perdu"
                                                  f"{'s' if lost > 1 else ''})." if lost else "."))
            j["poses"], j["jouee"] = [], None
            self.rang += 1
            if self.rang < self.players:
                self._start_seat()
            else:
                self._end_card()

    def _gain(self, p: int, source: str, n: int) -> None:
        self.seat(p)["gains"][source] += n

    def _explore(self, p: int, m: str) -> None:
        j, mappe, name = self.seat(p), self.mappes[p], self.game.seat_name(p)
        s = mappe[m]
        s["cube"] = True
        j["poses"] = R.extend_line(j["poses"], m) if self.card(p)["ligne"] else j["poses"] + [m]
        if s["t"] == "mer":
            j["mer"] += 1
        words = f"{name} : cube en {m} ({R.terrain_name(s['t'])})"
        if s["k"] == "pieces":
            self._gain(p, "pieces", s["v"])
            words += f", {s['v']} pièce{'s' if s['v'] > 1 else ''}"
        elif s["k"] == "ruine" and not s.get("fouillee"):
            s["fouillee"] = True
            j["tresors"] += 1
            self._gain(p, "tresors", TREASURE_COINS)
            words += f", ruine : une carte Trésor ({TREASURE_COINS} pièces)"
        elif s["k"] == "decouverte" and not s.get("tour"):
            s["tour"] = True
            value = TOWER_COINS[min(j["tours"], len(TOWER_COINS) - 1)]
            j["tours"] += 1
            self._gain(p, "tours", value)
            words += f", Tour d'observation n° {j['tours']} : {value} pièces"
        self.log(words + ".")
        outcome, region, spots = R.village_outcome(mappe, m)
        if outcome == "complete":
            j["attente"] = {"region": region, "cases": spots}
            self.log(f"{name} : région de {R.terrain_name(s['t'])} entièrement explorée, un village à placer.")

    def _reveal(self, card: str) -> None:
        self.rand_below(max(1, len(set(self.pioche))))
        if self.forcees:
            self.forcees.pop(0)
        self.pioche.remove(card)
        self.carte = card
        self.rang = 0
        self.log(f"Âge {self.age}, carte révélée : {card_text(CARDS[card]) if card in CARDS else AGE_CARDS[card]}.")
        if card in AGE_CARDS and card not in self.ages_vus:
            self.ages_vus.append(card)
            if self.players == 1 and card != "age-1":
                self._cover(int(card[-1]))
        if card in AGE_CARDS:
            for p in range(self.players):
                self._offer(p, int(card[-1]))
        self._start_seat()

    def _offer(self, p: int, k: int) -> None:
        """« chaque joueur tire 2 cartes du paquet Spécialité et en choisit une » (a new Age card), the
        specialty it kept for this Age card (later ages), or one of its 3 for the card I/II/III."""
        j = self.seat(p)
        if k == 4:
            j["offre"], j["jouee"] = list(j["specialites"]), None
        elif len(j["specialites"]) >= k:
            j["offre"], j["jouee"] = [], j["specialites"][k - 1]
        else:
            deck = [c for c in SPECIALTIES if c not in j["specialites"]]
            self.shuffle(deck)
            j["offre"], j["jouee"] = sorted(deck[:2]), None

    def _start_seat(self) -> None:
        self.phase = "specialite" if self.seat(self.rang)["offre"] else "jouer"

    def _cover(self, k: int) -> None:
        """Solo: « Lorsque vous révélerez la carte âge "II" pour la première fois, recouvrez le gain
        maximum du premier objectif » ; III: the 2nd's max and the 1st's min; I/II/III: the 3rd's
        max and the 2nd's min."""
        objs = self.objectifs
        objs[k - 2]["premier"] = True
        if k >= 3:
            objs[k - 3]["couvert"] = True
        self.log(f"Variante solo : le gain maximum de l'objectif {k - 1} est recouvert"
                 + (f", et le gain minimum de l'objectif {k - 2}." if k >= 3 else "."))

    def _end_card(self) -> None:
        done_now = []
        for o in self.objectifs:
            winners = [p for p in range(self.players) if o["id"] not in self.seat(p)["objectifs"]
                       and OBJECTIVES[o["id"]]["test"](self.seat(p))]
            for p in winners:
                big, small = OBJECTIVES[o["id"]]["pieces"]
                coins = 0 if o["couvert"] else (small if o["premier"] else big)
                self.seat(p)["objectifs"].append(o["id"])
                self._gain(p, "objectifs", coins)
                self.log(f"{self.game.seat_name(p)} complète l'objectif « {OBJECTIVES[o['id']]['texte']} » : "
                         f"{coins} pièces.")
            if winners:
                done_now.append(o)
        for o in done_now:
            o["premier"] = True
        self.carte = None
        if self.pioche:
            self.phase = "tirer"
            return
        if self.age == AGES:
            self.phase = "fin"
            for p in range(self.players):
                self.log(f"{self.game.seat_name(p)} : {self.total(p)} pièces.")
            self.log(self.verdict())
            return
        self.age += 1
        for mappe in self.mappes:
            for s in mappe.values():
                s["cube"] = False
        for j in self.joueurs:
            j["mer"] = 0
        self.pioche = list(EXPLORATION) + [f"age-{k}" for k in range(1, self.age + 1)]
        self.forcees = []
        self.phase = "tirer"
        self.log(f"Âge {self.age} : les explorateurs sont retirés ; {len(self.pioche)} cartes à piocher.")

    # --- results -----------------------------------------------------------------
    def total(self, p: int) -> int:
        return sum(self.seat(p)["gains"].values())

    def scores(self):
        return [self.total(p) for p in range(self.players)]

    def solo_threshold(self) -> int:
        return DIFFICULTIES[self.difficulte][1]

    def winners(self):
        """« le plus de pièces », then « le plus de Tours d'observations », then « le plus de Villages »;
        solo: the threshold reached and « compléter les 3 objectifs »."""
        if self.phase != "fin":
            return []
        if self.players == 1:
            j = self.seat(0)
            ok = self.total(0) >= self.solo_threshold() and len(j["objectifs"]) == len(self.objectifs)
            return [0] if ok else []
        keys = [(self.total(p), self.seat(p)["tours"], self.seat(p)["villages"]) for p in range(self.players)]
        best = max(keys)
        return [p for p in range(self.players) if keys[p] == best]

    def end_started(self) -> bool:
        return self.age == AGES

    def verdict(self) -> str:
        if self.players == 1:
            j = self.seat(0)
            if self.winners():
                return f"Victoire en solo : {self.total(0)} pièces (seuil {self.solo_threshold()}) et les 3 objectifs."
            missing = len(self.objectifs) - len(j["objectifs"])
            why = [f"{self.total(0)} pièces pour un seuil de {self.solo_threshold()}"]
            if missing:
                why.append(f"{missing} objectif{'s' if missing > 1 else ''} non complété{'s' if missing > 1 else ''}")
            return "Défaite en solo : " + ", ".join(why) + "."
        names = self.game.seat_list(self.winners())
        return f"Égalité : {names} gagnent ensemble." if len(self.winners()) > 1 else f"{names} gagne la partie."

    def determinize(self, seat, rng):
        """The deck's order dealt afresh (a position's forced order too: the seat does not see it),
        and the 2 specialty cards each other explorer is choosing from drawn again from that
        explorer's specialty deck (the ones it has not kept); the I/II/III card's offer is its 3 kept
        cards, public."""
        twin = super().determinize(seat, rng)
        twin.forcees = []
        self.redeal([twin.pioche], rng)
        for q, j in enumerate(twin.joueurs):
            if q != seat and j["offre"] and self.carte != "age-4":
                deck = sorted(c for c in SPECIALTIES if c not in j["specialites"])
                rng.shuffle(deck)
                j["offre"] = sorted(deck[:len(j["offre"])])
        return twin

    def view(self, player):
        """Everything is on the table but the deck's order and the specialty cards another explorer
        is choosing from."""
        seats = []
        for p, j in enumerate(self.joueurs):
            seen = {k: v for k, v in j.items() if k != "offre"}
            seen["offre"] = list(j["offre"]) if p == player else len(j["offre"])
            seats.append(seen)
        return {"joueur": player, "joueurs": self.players, "age": self.age, "phase": self.phase, "tour": self.rang,
                "carte": self.carte, "pioche": len(self.pioche), "mappes": self.mappes, "explorateurs": seats,
                "objectifs": self.objectifs}

    def describe(self, move, player=None):
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        if head == "tirer":
            return "Carte révélée"
        if head == "specialite" and rest in SPECIALTIES:
            return f"Spécialité : {card_text(SPECIALTIES[rest])}"
        if head == "explorer":
            return f"Explorer {rest}"
        if head == "village":
            return f"Village en {rest}"
        if head == "comptoir":
            a, _, b = rest.partition("-")
            return f"Comptoir en {a} (route vers {b})"
        if head == "fin":
            return "Terminer le tour"
        return move


# --- a described Mappe (the `position` option) ---------------------------------------------------

KIND_CODES = {"cap": "capitale", "r": "ruine", "d": "decouverte", "vil": "village"}


def read_token(token: str, where: str) -> dict:
    letter, _, kind = token.partition(":")
    bad = ScenarioError(where, f"« {token} » : une case s'écrit terrain (P prairie, D désert, M montagne, E mer), "
                               "puis s'il y a lieu « :cap » (capitale), « :v2 » (ville de valeur 2), « :p2 » "
                               "(2 pièces), « :r » (ruine), « :d » (découverte), « :vil » (village déjà découvert) ; "
                               "« - » : pas de case.")
    if letter not in R.TERRAIN_BY_LETTER:
        raise bad
    s = {"t": R.TERRAIN_BY_LETTER[letter], "k": None, "v": 0, "cube": False, "comptoir": False}
    if kind:
        if kind in KIND_CODES:
            s["k"] = KIND_CODES[kind]
        elif len(kind) == 2 and kind[0] in "vp" and kind[1] in "123456789":
            s["k"], s["v"] = ("ville" if kind[0] == "v" else "pieces"), int(kind[1])
        else:
            raise bad
    if s["k"] in ("capitale", "village") and s["t"] not in R.LAND:
        raise ScenarioError(where, f"« {token} » : capitale et villages sont sur des cases terrestres.")
    return s


def read_map(value, earlier) -> dict:
    """`mappe`: rows of spaces (odd rows drawn shifted half a space to the right)."""
    if not isinstance(value, list) or not value or len(value) > 9:
        raise ScenarioError("mappe", "une liste de 1 à 9 lignes est attendue, une chaîne par rangée de cases, "
                                     "par exemple [\"P:cap P D\", \"E E:p2 M\"].")
    mappe = {}
    for row, line in enumerate(value):
        where = f"mappe, ligne {row + 1}"
        if not isinstance(line, str) or not line.split():
            raise ScenarioError(where, "une chaîne de cases séparées par des espaces est attendue.")
        tokens = line.split()
        if len(tokens) > 9:
            raise ScenarioError(where, f"{len(tokens)} cases : 9 au plus par ligne.")
        for col, token in enumerate(tokens):
            if token != "-":
                mappe[H.name(H.from_offset(row, col))] = read_token(token, f"{where}, case {col + 1}")
    capitals = [m for m, s in mappe.items() if s["k"] == "capitale"]
    if len(capitals) != 1:
        raise ScenarioError("mappe", f"la Mappe a exactement une capitale (« :cap ») ; ici {len(capitals)}.")
    for m, s in mappe.items():
        if s["k"] == "village":
            others = [x for x in R.region_of(mappe, m) if x != m and mappe[x]["k"] == "village"]
            if others:
                raise ScenarioError("mappe", f"deux villages dans la même région ({m} et {others[0]}).")
    return mappe


# --- a position to start from (the example beside « Placer un Comptoir Commercial ») ---------------

def read_cards(value, earlier) -> list:
    ids = list(EXPLORATION) + list(AGE_CARDS)
    if not isinstance(value, list) or not value or any(c not in ids for c in value) or len(set(value)) != len(value):
        raise ScenarioError("position", f"cartes : l'ordre de l'âge, des cartes différentes parmi {', '.join(ids)}.")
    return list(value)


def read_position(value, earlier) -> dict:
    """`position`: a Mappe (same for every seat), the age, the order of its cards."""
    if not isinstance(value, dict) or not set(value) <= {"mappe", "age", "cartes"}:
        raise ScenarioError("position", "une table est attendue : mappe (rangées de cases), age (1 à 4), cartes "
                                        "(l'ordre de l'âge).")
    age = value.get("age", 1)
    if not isinstance(age, int) or isinstance(age, bool) or not 1 <= age <= AGES:
        raise ScenarioError("position", "age : de 1 à 4.")
    mappe = read_map(value["mappe"], earlier) if "mappe" in value else None
    cards = read_cards(value["cartes"], earlier) if "cartes" in value else []
    allowed = set(EXPLORATION) | {f"age-{k}" for k in range(1, age + 1)}
    if any(c not in allowed for c in cards):
        raise ScenarioError("position", f"cartes : à l'âge {age}, la pioche n'a que {', '.join(sorted(allowed))}.")
    return {"mappe": mappe, "age": age, "cartes": cards}


@register
class GuildGame(Game):
    id = "guildexplorers"
    mode = "partie"
    title = "The Guild of Merchant Explorers : une partie, seul ou contre les bots"
    state_class = GuildState
    rule_sections = frozenset({R.S_TURN, R.S_EXPLORE, R.S_TYPES, R.S_VILLAGE, R.S_POST, S_SPECIALTY, S_OBJECTIVES,
                               S_END, S_SOLO})
    main_rule_section = R.S_TURN
    bots = {"fort": search_bot("Fort", GreedyBot, iterations=24, depth=12), "glouton": GreedyBot, "hasard": RandomBot}
    options = (
        PlayerCount(default=2, lo=1, hi=4),
        Choice("difficulte", "Difficulté (solo)", default="moyenne",
               choices={k: v[0] for k, v in DIFFICULTIES.items()}),
        Structured("position", "Position de départ", default=None, parse=read_position,
                   expects="une table : mappe (rangées de cases, voir l'exemple), age (1 à 4), cartes (l'ordre "
                           "des cartes de l'âge, à partir de la première)",
                   example={"age": 1, "cartes": ["desert-3", "mer-3"]}),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = GuildState(self, n, seed)
        pos = options["position"] or {"mappe": None, "age": 1, "cartes": []}
        base = pos["mappe"] or read_map(MAPPE, {})
        s.mappes = [{m: dict(v) for m, v in base.items()} for _ in range(n)]
        s.age = pos["age"]
        s.difficulte = options["difficulte"]
        s.pioche = list(EXPLORATION) + [f"age-{k}" for k in range(1, s.age + 1)]
        s.forcees = list(pos["cartes"])
        s.ages_vus = [f"age-{k}" for k in range(1, s.age)]
        s.carte = None
        s.rang = 0
        s.phase = "tirer"
        s.joueurs = [{"poses": [], "attente": None, "tresors": 0, "tours": 0, "villages": 0, "comptoirs": 0,
                      "terrains_villages": [], "specialites": [], "offre": [], "jouee": None, "objectifs": [],
                      "mer": 0, "gains": {"pieces": 0, "villages": 0, "comptoirs": 0, "tours": 0, "tresors": 0,
                                          "objectifs": 0}} for _ in range(n)]
        drawn = sorted(OBJECTIVES)
        s.shuffle(drawn)
        s.objectifs = [{"id": o, "premier": False, "couvert": False} for o in drawn[:3]]
        # a position at a later age: the specialties of the earlier Age cards, drawn now
        for k in range(1, min(s.age, 4)):
            for p in range(n):
                deck = [c for c in SPECIALTIES if c not in s.joueurs[p]["specialites"]]
                s.shuffle(deck)
                s.joueurs[p]["specialites"].append(deck[0])
        if n == 1:
            for k in range(2, s.age):
                s._cover(k)
        s.log(f"{n} explorateur{'s' if n > 1 else ''}, âge {s.age} ; objectifs : "
              + " ; ".join(OBJECTIVES[o["id"]]["texte"] for o in s.objectifs) + ".")
        return s
