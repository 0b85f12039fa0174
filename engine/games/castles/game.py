"""Castles of Mad King Ludwig, the whole game (mode « partie »): 2 to 4 players, you
and bots.

« Déroulement d'un tour »: the Master Builder draws rooms into the empty spaces under
the prices and arranges them (``prendre-<i>`` then ``ranger-<j>``: the room of space i
goes to space j, swapping with what is there; ``valider``). Then each player from his
left, the Builder last, buys a room (``salle-<i>``, paid to the Builder, or to the bank
by the Builder), a stair or corridor (``escalier``, ``couloir``, 3 000 to the bank) and
places it at once (``tourner``, ``poser-<case>``: the square of its first square), or
passes (``passer``, +5 000). Completion bonuses may ask for a choice: a bonus card
(``carte-<id>``), the bedroom's shape and rooms (``forme-<f>``, ``remonter-<id>``,
``finir``), the corridor's free stair or corridor, a basement pair's action
(``action-<type>``). Unsold rooms get a 1 000 coin; the next player becomes Builder.

Option ``position``: the page's examples start the game from a described position at
your action and stop at the end of your turn (or at the final count it reaches).
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import Game, Refusal, State, parse_number
from ...options import PlayerCount, Structured, bad_position, position_table
from .. import register
from . import rules as R
from .bots import CastlesBot

S_TURN = "deroulement-dun-tour"
S_PLACE = "regles-de-placement-des-salles"
S_POINTS = "points-des-salles"
S_DONE = "achevement-des-salles"
S_FAVOURS = "faveurs-du-roi"
S_END = "fin-du-jeu"


class CastlesState(State):
    never_negative = ("argent",)

    # --- whose turn ----------------------------------------------------------------------
    def order(self) -> list[int]:
        """« Les autres joueurs achètent à tour de rôle … Ensuite, le Maître bâtisseur »."""
        return [(self.maitre + k) % self.players for k in range(1, self.players)] + [self.maitre]

    def buyer(self) -> int:
        return self.maitre if self.etape == "ranger" else self.order()[self.rang]

    def to_move(self):
        return [] if self.etape == "fin" else [self.buyer()]

    def end_started(self) -> bool:
        return self.dernier_tour

    def price(self, i: int) -> int:
        return R.PRICES[i]

    def chosen(self) -> str | None:
        return self.choix["salle"] if self.choix else None

    def cost(self, source: str) -> int:
        if self.etape == "cadeau":
            return 0
        if source in ("escalier", "couloir"):
            return R.CORRIDOR_PRICE
        return self.price(int(source) - 1)

    # --- legal moves -----------------------------------------------------------------------
    def buy_options(self, p: int) -> list[str]:
        """The rooms `p` may buy now: affordable and placeable at once."""
        castle, money = self.chateaux[p], self.argent[p]
        out = []
        if self.etape == "achat":
            for i, slot in enumerate(self.marche):
                if slot["salle"] and money >= self.price(i) and R.placeable(castle, slot["salle"]):
                    out.append(f"salle-{i + 1}")
        if self.etape == "cadeau" or money >= R.CORRIDOR_PRICE:
            out += [k for k in ("escalier", "couloir") if R.placeable(castle, k)]
        return out

    def legal_moves(self, player=None):
        if self.etape == "fin" or (player is not None and player != self.buyer()):
            return []
        p = self.buyer()
        if self.etape == "ranger":
            if self.prise is None:
                return [f"prendre-{i + 1}" for i, s in enumerate(self.marche) if s["salle"]] + ["valider"]
            return ([f"ranger-{j + 1}" for j in range(len(self.marche)) if j != self.prise]
                    + [f"prendre-{self.prise + 1}", "valider"])
        if self.etape == "carte":
            return ["carte-" + c for c in self.cartes_offertes]
        if self.etape == "chambre":
            if self.forme is None:
                return ["forme-" + f for f in self.deck_forms()] + ["finir"]
            return ["remonter-" + r for r in sorted(self.deck_of_form())] + ["finir"]
        if self.etape == "soussol":
            return ["action-" + k for k in R.BASEMENT_ACTIONS]
        moves = [m for m in self.buy_options(p) if not self.choix or m != self.choix["source"]
                 and m != "salle-" + self.choix["source"]]
        if self.choix:
            moves.append("tourner")
            moves += ["poser-" + a for a in R.places(self.chateaux[p], self.chosen(), self.sens)]
        if self.etape == "achat":
            moves.append("passer")
        return moves

    def deck_forms(self) -> list[str]:
        return sorted({R.ROOMS[r][2] for r in self.pioche})

    def deck_of_form(self) -> list[str]:
        return [r for r in self.pioche if R.ROOMS[r][2] == self.forme and r not in self.remontees]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.etape == "fin":
            return Refusal("la partie est terminée.", S_END)
        verb, _, rest = move.partition("-")
        p = self.buyer()
        if self.etape == "ranger":
            if verb in ("salle", "passer", "escalier", "couloir"):
                return Refusal("le Maître bâtisseur range d'abord les salles sous les prix (« Il les réarrange ensuite "
                               "comme il veut ») ; validez le rangement pour ouvrir les achats.", S_TURN)
            if verb == "ranger":
                return Refusal("prenez d'abord la salle d'un espace, puis cliquez l'espace où la poser.", S_TURN)
            return Refusal("le Maître bâtisseur range les salles sous les prix.", S_TURN)
        if self.etape == "carte":
            return Refusal("choisissez une des deux cartes bonus tirées (« choisir une carte bonus parmi deux »).",
                           S_DONE)
        if self.etape == "chambre":
            return Refusal("la chambre achevée fait « choisir une forme de salle, … en choisir 0, 1 ou 2 et les placer "
                           "face cachée sur la pioche » : choisissez une forme, puis des salles, ou terminez.", S_DONE)
        if self.etape == "soussol":
            return Refusal("une paire de salles du sous-sol achevées « fait gagner une action bonus au choix » : "
                           "choisissez-la.", S_DONE)
        if verb == "salle":
            i = parse_number(rest)
            if i is None or not 1 <= i <= len(self.marche) or not self.marche[i - 1]["salle"]:
                return Refusal("cet espace n'a pas de salle.", S_TURN)
            if self.etape == "cadeau":
                return Refusal("le corridor achevé offre un escalier ou un couloir, pas une salle.", S_DONE)
            rid = self.marche[i - 1]["salle"]
            if self.argent[p] < self.price(i - 1):
                return Refusal(f"{self.game.seat_name(p)} n'a que {self.argent[p]} Marks ; {R.room_name(rid)} coûte "
                               f"{self.price(i - 1)}.", S_TURN)
            if not R.placeable(self.chateaux[p], rid):
                return Refusal(f"{R.room_name(rid)} n'a aucune place : « On ne peut pas acheter une salle qu'on ne peut "
                               "pas placer tout de suite ».", S_PLACE)
            return Refusal("cette salle est déjà choisie : tournez-la ou posez-la.", S_TURN)
        if verb in ("escalier", "couloir"):
            if self.etape != "cadeau" and self.argent[p] < R.CORRIDOR_PRICE:
                return Refusal(f"{self.game.seat_name(p)} n'a pas les {R.CORRIDOR_PRICE} Marks d'un escalier ou d'un "
                               "couloir.", S_TURN)
            if not R.placeable(self.chateaux[p], verb):
                return Refusal(f"aucune place pour un {verb} : « On ne peut pas acheter une salle qu'on ne peut pas "
                               "placer tout de suite ».", S_PLACE)
            return Refusal("déjà choisi : tournez-le ou posez-le.", S_TURN)
        if verb == "poser":
            if not self.choix:
                return Refusal("choisissez d'abord la salle à acheter.", S_TURN)
            if R.GRID.parse(rest) is None:
                return Refusal(f"« {rest} » n'est pas une case du château.", S_PLACE)
            return Refusal(R.placement_problem(self.chateaux[p], self.chosen(), self.sens, rest)
                           or "impossible ici.", S_PLACE)
        if verb == "tourner":
            return Refusal("choisissez d'abord la salle à tourner.", S_PLACE)
        if verb == "passer":
            return Refusal("le corridor achevé offre un escalier ou un couloir « à placer immédiatement ».", S_DONE)
        return Refusal("coup inconnu.", S_TURN)

    # --- playing --------------------------------------------------------------------------------
    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        p = self.buyer()
        name = self.game.seat_name(p)
        if verb == "prendre":
            i = int(rest) - 1
            self.prise = None if self.prise == i else i
        elif verb == "ranger":
            i, j = self.prise, int(rest) - 1
            self.marche[i], self.marche[j] = self.marche[j], self.marche[i]
            self.prise = None
            self.log(f"{name}, Maître bâtisseur, met {R.room_name(self.marche[j]['salle'])} sous le prix de "
                     f"{self.price(j)} Marks.")
        elif verb == "valider":
            self.etape, self.rang, self.prise = "achat", 0, None
            self.log("Les salles sont rangées : les achats commencent à gauche du Maître bâtisseur.")
        elif verb == "salle":
            self.choix, self.sens = {"salle": self.marche[int(rest) - 1]["salle"], "source": rest}, 0
        elif verb in ("escalier", "couloir"):
            self.choix, self.sens = {"salle": verb, "source": verb}, 0
        elif verb == "tourner":
            self.sens = (self.sens + 1) % 4
        elif verb == "poser":
            self._place(p, rest)
        elif verb == "passer":
            self.argent[p] += R.PASS_GAIN
            self.log(f"{name} passe et gagne {R.PASS_GAIN} Marks.")
            self._next_buyer()
        elif verb == "carte":
            self.cartes[p].append(rest)
            other = [c for c in self.cartes_offertes if c != rest]
            self.pioche_bonus[:0] = other   # the other card goes under the bonus pile
            self.cartes_offertes = []
            self.log(f"{name} garde la carte bonus « {card_words(rest)} ».")
            self._next_bonus()
        elif verb == "forme":
            self.forme = rest
        elif verb == "remonter":
            self.pioche.remove(rest)
            self.pioche.append(rest)   # face down on top: the next room drawn
            self.remontees.append(rest)
            if len(self.remontees) == 2:
                self._end_bedroom(p)
        elif verb == "finir":
            self._end_bedroom(p)
        elif verb == "action":
            self.log(f"{name} choisit l'action bonus du sous-sol : {R.TYPES[rest].lower()}.")
            self._bonus(p, rest, basement=True)
            self._next_bonus()

    def _end_bedroom(self, p):
        n = len(self.remontees)
        self.log(f"{self.game.seat_name(p)} place {n} salle(s) " + (f"({R.FORM_NAMES[self.forme]}) " if n else "")
                 + "face cachée sur la pioche.")
        self.forme, self.remontees = None, []
        self._next_bonus()

    def _place(self, p: int, anchor: str) -> None:
        rid, source = self.chosen(), self.choix["source"]
        castle = self.chateaux[p]
        name = self.game.seat_name(p)
        cost = self.cost(source)
        cells, doors = R.lay(anchor, rid, self.sens)
        castle[anchor] = R.room_at(rid, self.sens, cells, doors)
        if self.etape == "cadeau":
            paid = "offert par le corridor achevé"
        elif source in ("escalier", "couloir"):
            paid = f"{cost} Marks à la banque"
        else:
            i = int(source) - 1
            slot = self.marche[i]
            coins = slot["pieces"]
            if p == self.maitre:
                paid = f"{cost} Marks à la banque"
            else:
                self.argent[self.maitre] += cost
                paid = f"{cost} Marks à {self.game.seat_name(self.maitre)}"
            self.argent[p] += coins
            if coins:
                paid += f", et prend les {coins} Marks posés dessus"
            self.marche[i] = {"salle": None, "pieces": 0}
            self.vendues += 1
        self.argent[p] -= cost
        self.choix, self.sens = None, 0
        self.log(f"{name} " + ("pose" if self.etape == "cadeau" else "achète") + f" {R.room_label(rid)} ({paid}) "
                 f"et la place sur {', '.join(cells)}.")
        own = R.owners(castle)
        for a in sorted(castle, key=R.GRID.parse):
            if a in self.acheves[p] or not R.complete(castle, a, own):
                continue
            self.acheves[p].append(a)
            kind = R.bonus_kind(castle[a]["type"])
            self.log(f"{R.room_name(castle[a]['id'])} ({name}) est achevée : {R.BONUS[kind]}.")
            if kind == "soussol":
                basement = sum(1 for b in self.acheves[p] if castle[b]["type"] == "soussol")
                if R.basement_actions(basement) > R.basement_actions(basement - 1):
                    self.attente.append("soussol")
            else:
                self._bonus(p, kind)
        self._next_bonus()

    def _bonus(self, p: int, kind: str, basement: bool = False) -> None:
        """A completion bonus; salon and activity points are the castle's own (rules.castle_points),
        except the +5 a basement pair gives, kept aside."""
        if kind == "jardin":
            self.argent[p] += R.GARDEN_MARKS
        elif kind == "activite" and basement:
            self.points_bonus[p] += R.ACTIVITY_POINTS
        elif kind == "cuisine":
            self.rejoue = True
        elif kind in ("service", "chambre", "corridor"):
            self.attente.insert(0, kind) if basement else self.attente.append(kind)

    def _next_bonus(self) -> None:
        """The next completion bonus waiting for a choice, or the turn goes on."""
        p = self.buyer()
        while self.attente:
            kind = self.attente.pop(0)
            if kind == "service" and self.pioche_bonus:
                self.cartes_offertes = [self.pioche_bonus.pop() for _ in range(min(2, len(self.pioche_bonus)))]
                self.etape = "carte"
                return
            if kind == "chambre" and self.pioche:
                self.etape, self.forme, self.remontees = "chambre", None, []
                return
            if kind == "corridor" and (R.placeable(self.chateaux[p], "escalier")
                                       or R.placeable(self.chateaux[p], "couloir")):
                self.etape = "cadeau"
                return
            if kind == "soussol":
                self.etape = "soussol"
                return
        self.etape = "achat"
        if self.rejoue:
            self.rejoue = False
            self.log(f"La cuisine achevée : {self.game.seat_name(p)} rejoue un tour.")
            return
        self._next_buyer()

    def _next_buyer(self) -> None:
        done = self.order()[self.rang]
        self.rang += 1
        self.choix = None
        if self.rang == self.players:
            self._end_round()
        elif self.exemple and done == 0:
            self._stop()

    def _stop(self) -> None:
        self.etape = "fin"
        self.fin = "Fin de l'exemple : le tour illustré est joué."
        self.log(self.fin)

    def _end_round(self) -> None:
        if not self.vendues and not self.dernier_tour:
            # a reading (the page is silent): a round where no room sold puts the dearest one back
            # in the box, so that the deck keeps emptying even if nobody can place what is left
            i = max(i for i, s in enumerate(self.marche) if s["salle"])
            rid = self.marche[i]["salle"]
            self.boite.insert(0, rid)
            self.marche[i] = {"salle": None, "pieces": 0}
            self.log(f"Aucune salle vendue ce tour : {R.room_name(rid)}, la plus chère, retourne dans la boîte.")
        self.vendues = 0
        left = 0
        for s in self.marche:
            if s["salle"]:
                s["pieces"] += R.COIN
                left += 1
        self.log(f"Une pièce de {R.COIN} est posée sur chacune des {left} salle(s) restée(s) sous le plateau.")
        if self.dernier_tour:
            self._final_count()
            return
        if self.exemple:
            self._stop()
            return
        self.maitre = (self.maitre + 1) % self.players
        self.manche += 1
        self._fill()
        self.etape, self.rang, self.prise = "ranger", 0, None
        self.log(f"{self.game.seat_name(self.maitre)} devient Maître bâtisseur.")

    def _fill(self) -> None:
        """« La partie s'arrête quand la pioche de salles est vide. On pioche des cartes en plus
        au hasard pour compléter les espaces vides sous le plateau, s'il y en a, et on joue un
        dernier tour. » The extra rooms come from the box (shuffled at set-up)."""
        for s in self.marche:
            if s["salle"] is None:
                if self.pioche:
                    s["salle"] = self.pioche.pop()
                else:
                    s["salle"] = self.boite.pop()
                    self.dernier_tour = True
        if not self.pioche:
            if not self.dernier_tour:
                self.log("La pioche de salles est vide : on joue un dernier tour.")
            self.dernier_tour = True

    # --- the count ------------------------------------------------------------------------------
    def detail(self, p: int) -> dict:
        castle = self.chateaux[p]
        pts = R.castle_points(castle)
        out = {"chateau": pts["total"], "bonus_sous_sol": self.points_bonus[p], "faveurs": 0, "cartes": 0,
               "marks": 0}
        if self.etape == "fin" and self.compte:
            out["faveurs"] = sum(self.favour_table()[f][p] for f in range(len(self.faveurs)))
            out["cartes"] = sum(R.BONUS_CARD_POINTS * R.count_type(castle, R.BONUS_CARDS[c]) for c in self.cartes[p])
            out["marks"] = self.argent[p] // R.MARKS_PER_POINT
        out["total"] = sum(v for k, v in out.items())
        return out

    def favour_counts(self) -> list[list[int]]:
        return [[R.count_type(c, kind) for c in self.chateaux] for kind in self.faveurs]

    def favour_table(self) -> list[list[int]]:
        return [R.favour_points(row) for row in self.favour_counts()]

    def _final_count(self) -> None:
        self.etape, self.compte = "fin", True
        totals = self.scores()
        best = max(totals)
        tied = [p for p, v in enumerate(totals) if v == best]
        most = max(self.argent[p] for p in tied)
        self.vainqueurs = [p for p in tied if self.argent[p] == most]
        words = " ; ".join(f"{self.game.seat_name(p)} {v}" for p, v in enumerate(totals))
        self.fin = (f"Dernier tour joué : la partie est finie. Points : {words}. "
                    f"{self.game.seat_list(self.vainqueurs)} l'emporte"
                    + ("nt" if len(self.vainqueurs) > 1 else "") + ".")
        self.log(self.fin)

    def scores(self):
        return [self.detail(p)["total"] for p in range(self.players)]

    def winners(self):
        return list(self.vainqueurs)

    # --- what a seat cannot see ------------------------------------------------------------------
    def determinize(self, seat, rng):
        """The room deck and the box dealt afresh together (nobody sees which unused rooms are in
        which, nor their order), and the bonus pile shuffled: what the view shows only as counts."""
        twin = super().determinize(seat, rng)
        self.redeal([twin.pioche, twin.boite], rng)
        self.redeal([twin.pioche_bonus], rng)
        return twin

    # --- views ---------------------------------------------------------------------------------
    def view(self, player):
        """Everything is public but the order of the piles (room deck, box, bonus cards): their
        sizes only; the bedroom's chooser sees the deck's rooms of the chosen shape."""
        data = {k: v for k, v in self.to_json()["data"].items()
                if k not in ("pioche", "boite", "pioche_bonus", "rng_state", "events")}
        data["pioche"] = len(self.pioche)
        data["boite"] = len(self.boite)
        data["pioche_bonus"] = len(self.pioche_bonus)
        data["joueur"] = player
        data["formes_pioche"] = self.deck_forms() if self.etape == "chambre" and player == self.buyer() else []
        data["pioche_forme"] = (sorted(self.deck_of_form()) if self.etape == "chambre" and self.forme
                                and player == self.buyer() else [])
        return data

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "prendre":
            return f"Prendre la salle de l'espace {rest}"
        if verb == "ranger":
            return f"La poser sous le prix de l'espace {rest}"
        if verb == "salle":
            i = parse_number(rest)
            if i and 1 <= i <= len(self.marche) and self.marche[i - 1]["salle"]:
                return f"Acheter {R.room_label(self.marche[i - 1]['salle'])} pour {self.price(i - 1)} Marks"
        if verb in ("escalier", "couloir"):
            return (f"Prendre un {verb} offert" if self.etape == "cadeau"
                    else f"Acheter un {verb} pour {R.CORRIDOR_PRICE} Marks")
        if verb == "poser" and self.choix:
            placed = R.lay(rest, self.chosen(), self.sens)
            where = ", ".join(placed[0]) if placed else rest
            return f"Placer {R.room_name(self.chosen())} sur {where}"
        if verb == "carte":
            return f"Garder la carte bonus « {card_words(rest)} »"
        if verb == "forme":
            return f"Choisir la forme {R.FORM_NAMES.get(rest, rest)}"
        if verb == "remonter":
            return f"Placer {R.room_label(rest)} sur la pioche" if rest in R.ROOMS else move
        if verb == "action":
            return f"Action bonus : {R.BONUS.get(rest, rest)}"
        return {"valider": "Valider le rangement", "tourner": "Tourner la salle d'un quart de tour",
                "passer": f"Passer et gagner {R.PASS_GAIN} Marks", "finir": "Terminer"}.get(move, move)


def card_words(card: str) -> str:
    kind = R.BONUS_CARDS.get(card)
    return f"{R.BONUS_CARD_POINTS} points par {R.SINGULAR[kind]}" if kind else card


# --- the position of an example ------------------------------------------------------------

KEYS = {"maitre", "marche", "pieces", "argent", "chateaux", "pioche", "faveurs", "cartes"}


def read_position(value, earlier):
    """A demo block's ``position:``: the Master Builder (1 = you), the rooms under the prices
    and their coins, each player's Marks and castle (rooms « id@case » or « id@case/quarts »,
    placed in order, each by the page's rules), the deck's size, the favours drawn."""
    if position_table(value, KEYS) is None:
        return None
    n = earlier.get("joueurs", 2)
    pos = {}
    m = value.get("maitre", 1)
    if isinstance(m, bool) or not isinstance(m, int) or not 1 <= m <= n:
        bad_position(f"« maitre » : le siège du Maître bâtisseur, de 1 (vous) à {n}.")
    pos["maitre"] = m - 1
    used = set()
    market = value.get("marche", [])
    if not isinstance(market, list) or len(market) != R.SPACES[n]:
        bad_position(f"« marche » : {R.SPACES[n]} espaces à {n} joueurs (une salle ou null chacun).")
    for rid in market:
        if rid is not None and (rid not in R.CATALOGUE or rid in used):
            bad_position(f"« marche » : « {rid} » n'est pas une salle du catalogue (ou figure deux fois).")
        used.add(rid)
    pos["marche"] = list(market)
    coins = value.get("pieces", [0] * len(market))
    if not isinstance(coins, list) or len(coins) != len(market) or any(
            isinstance(c, bool) or not isinstance(c, int) or c < 0 for c in coins):
        bad_position("« pieces » : un nombre de Marks posés (multiple de 1 000) par espace.")
    pos["pieces"] = list(coins)
    money = value.get("argent", [R.START_MONEY] * n)
    if not isinstance(money, list) or len(money) != n or any(
            isinstance(c, bool) or not isinstance(c, int) or c < 0 for c in money):
        bad_position(f"« argent » : {n} sommes en Marks, une par joueur.")
    pos["argent"] = list(money)
    castles = value.get("chateaux", [[] for _ in range(n)])
    if not isinstance(castles, list) or len(castles) != n:
        bad_position(f"« chateaux » : {n} listes de salles « id@case », une par joueur.")
    pos["chateaux"] = []
    for rooms in castles:
        castle = R.new_castle()
        if not isinstance(rooms, list):
            bad_position("« chateaux » : chaque château est une liste de salles « id@case ».")
        for spec in rooms:
            rid, _, where = str(spec).partition("@")
            anchor, _, turns = where.partition("/")
            t = parse_number(turns) if turns else 0
            if rid not in R.ROOMS or rid == "foyer" or (rid in used and rid in R.CATALOGUE) or t is None:
                bad_position(f"« {spec} » : une salle du catalogue pas encore utilisée, « id@case » ou « id@case/quarts ».")
            used.add(rid)
            problem = R.placement_problem(castle, rid, t, anchor)
            if problem:
                bad_position(f"« {spec} » : {problem}")
            cells, doors = R.lay(anchor, rid, t)
            castle[anchor] = R.room_at(rid, t, cells, doors)
        pos["chateaux"].append(castle)
    left = [r for r in R.CATALOGUE if r not in used]
    k = value.get("pioche", 6)
    if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= len(left) - R.SPACES[n]:
        bad_position(f"« pioche » : un nombre de salles de 0 à {len(left) - R.SPACES[n]}.")
    pos["pioche"] = k
    fav = value.get("faveurs", list(R.FAVOURS[:n]))
    if not isinstance(fav, list) or len(fav) != n or any(f not in R.FAVOURS for f in fav) or len(set(fav)) != n:
        bad_position(f"« faveurs » : {n} faveurs différentes parmi {', '.join(R.FAVOURS)} (« autant que le nombre de "
             "joueurs »).")
    pos["faveurs"] = list(fav)
    cards = value.get("cartes", [[] for _ in range(n)])
    if not isinstance(cards, list) or len(cards) != n or any(
            not isinstance(c, list) or any(k not in R.BONUS_CARDS.values() for k in c) for c in cards):
        bad_position(f"« cartes » : {n} listes de types de salles (les cartes bonus de chacun).")
    pos["cartes"] = [["bonus-" + k for k in c] for c in cards]
    return pos


EXAMPLE = {"maitre": 1, "marche": ["sal1", "jar1", "cui2", "cha2", "act3", "ser1"], "argent": [15000, 15000, 15000]}
"""A position at the default 3 players (6 market spaces), as the reference page shows it."""


@register
class Castles(Game):
    id = "castles"
    mode = "partie"
    title = "Castles of Mad King Ludwig : une partie contre les bots"
    state_class = CastlesState
    bots = {"fort": search_bot("Fort", CastlesBot, iterations=16, depth=8), "malin": CastlesBot, "hasard": RandomBot}
    default_bot = "malin"   # « fort » thinks 50 ms a move in CPython (p95 79 ms): near 300 ms on a phone
    main_rule_section = S_TURN
    rule_sections = frozenset({S_TURN, S_PLACE, S_DONE, S_FAVOURS, S_END})
    options = (
        PlayerCount(default=3, lo=2, hi=4),
        Structured("position", "Position de départ (un exemple)", default=None, parse=read_position,
                   expects="une table : maitre, marche, pieces, argent, chateaux, pioche, faveurs, cartes",
                   example=EXAMPLE,
                   help="L'exemple commence à votre action et s'arrête à la fin de votre tour."),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = CastlesState(self, n, seed)
        s.maitre, s.manche, s.rang, s.prise, s.vendues = 0, 1, 0, None, 0
        s.choix, s.sens, s.attente, s.rejoue = None, 0, [], False
        s.cartes_offertes, s.forme, s.remontees = [], None, []
        s.points_bonus = [0] * n
        s.acheves = [[] for _ in range(n)]
        s.dernier_tour, s.compte, s.fin, s.vainqueurs = False, False, None, []
        s.pioche_bonus = sorted(R.BONUS_CARDS)
        s.shuffle(s.pioche_bonus)
        pos = options["position"]
        s.exemple = pos is not None
        rooms = list(R.CATALOGUE)
        if pos is None:
            s.shuffle(rooms)
            s.pioche, s.boite = rooms[:R.DECK_SIZE[n]], rooms[R.DECK_SIZE[n]:]
            favours = list(R.FAVOURS)
            s.shuffle(favours)
            s.faveurs = favours[:n]
            s.argent = [R.START_MONEY] * n
            s.chateaux = [R.new_castle() for _ in range(n)]
            s.cartes = [[] for _ in range(n)]
            s.marche = [{"salle": None, "pieces": 0} for _ in range(R.SPACES[n])]
            s.etape = "ranger"
            s._fill()
            s.log(f"{n} joueurs, {R.START_MONEY} Marks chacun, un foyer au milieu de chaque château ; "
                  f"{len(s.pioche) + len(s.marche)} salles dans la pioche. Faveurs du roi : "
                  + ", ".join(R.PLURAL[f] for f in s.faveurs) + ". Vous êtes le premier Maître bâtisseur.")
            return s
        s.maitre = pos["maitre"]
        s.chateaux = pos["chateaux"]
        s.argent, s.faveurs, s.cartes = pos["argent"], pos["faveurs"], pos["cartes"]
        for card in {c for cs in s.cartes for c in cs}:
            s.pioche_bonus.remove(card)
        for p, castle in enumerate(s.chateaux):   # completions of the position have given their bonus
            own = R.owners(castle)
            s.acheves[p] = [a for a in castle if R.complete(castle, a, own)]
        used = {r["id"] for c in s.chateaux for r in c.values()} | set(pos["marche"])
        left = [r for r in rooms if r not in used]
        s.shuffle(left)
        s.pioche, s.boite = left[:pos["pioche"]], left[pos["pioche"]:]
        s.marche = [{"salle": r, "pieces": c} for r, c in zip(pos["marche"], pos["pieces"])]
        s.dernier_tour = not s.pioche
        if s.maitre == 0:
            s.etape = "ranger"
        else:
            s.etape, s.rang = "achat", s.order().index(0)
        s.log("Exemple : " + ("vous êtes Maître bâtisseur, rangez les salles." if s.maitre == 0
                              else "à vous d'acheter.") + (" C'est le dernier tour." if s.dernier_tour else ""))
        return s
