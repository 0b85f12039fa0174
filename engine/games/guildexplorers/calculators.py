"""The Guild of Merchant Explorers, mode « exploration »: a small Mappe the
example states and the exploration cards of one age, in order; the reader
places cubes as each card allows (« Déroulement des explorations »), picks
where a discovered village goes, creates trading posts, and sees the coins.

Moves (ASCII, stable): "explorer-B3" (a cube on B3), "village-B3" (the
village of the region just explored fully, on B3), "comptoir-B3-D4" (a
trading post on city B3, for the route to city D4), "carte-suivante" (end
this card's turn, the rest of its cubes lost).
"""

from __future__ import annotations

from ... import hexgrid as H
from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Integer, Structured
from .. import register
from . import rules as R

DEFAULT_MAP = [
    "M     M:p2  P      P:r   E      E",
    "M:v2  P     P:cap  D     E:p1   E",
    "M     P:d   D      D:v3  E      P:v1",
    "P     P     E:p1   E     E      P",
]
DEFAULT_CARDS = ["desert-3", "mer-3-ligne", "prairie-2", "montagne-1"]
DEFAULT_TOWERS = [2, 4, 7, 11]
MAX_CARDS = 8

KIND_CODES = {"cap": "capitale", "r": "ruine", "d": "decouverte", "vil": "village"}


def read_token(token: str, where: str) -> dict:
    body, cube = (token[:-1], True) if token.endswith("+") else (token, False)
    letter, _, kind = body.partition(":")
    bad = ScenarioError(where, f"« {token} » : une case s'écrit terrain (P prairie, D désert, M montagne, E mer), "
                               "puis s'il y a lieu « :cap » (capitale), « :v2 » (ville de valeur 2), « :p2 » "
                               "(2 pièces), « :r » (ruine), « :d » (découverte), « :vil » (village déjà découvert), "
                               "et « + » pour un cube déjà posé pendant l'âge ; « - » : pas de case.")
    if letter not in R.TERRAIN_BY_LETTER:
        raise bad
    s = {"t": R.TERRAIN_BY_LETTER[letter], "k": None, "v": 0, "cube": cube, "comptoir": False}
    if kind:
        if kind in KIND_CODES:
            s["k"] = KIND_CODES[kind]
        elif len(kind) == 2 and kind[0] in "vp" and kind[1] in "123456789":
            s["k"], s["v"] = ("ville" if kind[0] == "v" else "pieces"), int(kind[1])
        else:
            raise bad
    if s["k"] in ("capitale", "village") and cube:
        raise ScenarioError(where, f"« {token} » : la capitale et les villages comptent déjà comme un cube.")
    if s["k"] in ("capitale", "village") and s["t"] not in R.LAND:
        raise ScenarioError(where, f"« {token} » : capitale et villages sont sur des cases terrestres.")
    return s


def read_map(value, earlier) -> dict:
    """`mappe`: rows of spaces (odd rows drawn shifted half a space to the right)."""
    if not isinstance(value, list) or not value or len(value) > 7:
        raise ScenarioError("mappe", "une liste de 1 à 7 lignes est attendue, une chaîne par rangée de cases, "
                                     "par exemple [\"P:cap P D\", \"E E:p2 M\"].")
    mappe = {}
    for row, line in enumerate(value):
        where = f"mappe, ligne {row + 1}"
        if not isinstance(line, str) or not line.split():
            raise ScenarioError(where, "une chaîne de cases séparées par des espaces est attendue.")
        tokens = line.split()
        if len(tokens) > 8:
            raise ScenarioError(where, f"{len(tokens)} cases : 8 au plus par ligne.")
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


def read_cards(value, earlier) -> list:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_CARDS:
        raise ScenarioError("cartes", f"une liste de 1 à {MAX_CARDS} cartes Exploration est attendue, par exemple "
                                      "[prairie-2, mer-3-ligne].")
    out = []
    for i, c in enumerate(value, 1):
        parts = c.split("-") if isinstance(c, str) else []
        ok = len(parts) in (2, 3) and parts[0] in R.TERRAINS and parts[1] in ("1", "2", "3", "4") \
            and (len(parts) == 2 or parts[2] == "ligne")
        if not ok:
            raise ScenarioError("cartes", f"carte n° {i} « {c} » : un terrain ({', '.join(R.TERRAINS)}), le nombre "
                                          "de cubes (1 à 4) et, s'il y a lieu, « ligne » (cases alignées), par "
                                          "exemple « mer-3-ligne ».")
        out.append({"t": parts[0], "n": int(parts[1]), "ligne": len(parts) == 3})
    return out


def read_towers(value, earlier) -> list:
    if not isinstance(value, list) or not 1 <= len(value) <= 8 or \
            any(not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 30 for v in value):
        raise ScenarioError("tours", "une liste de 1 à 8 nombres de pièces (0 à 30) est attendue : ce que rapporte "
                                     "la 1re, la 2e… Tour d'observation, par exemple [2, 4, 7].")
    return list(value)


def card_text(card: dict) -> str:
    n = card["n"]
    return (f"{n} cube{'s' if n > 1 else ''} sur des cases de {R.terrain_name(card['t'])}"
            + (", alignées entre elles" if card["ligne"] else (", adjacentes ou non" if n > 1 else "")))


class ExplorationState(CalculatorState):
    """Attributes (JSON): mappe, cartes, carte (index of the card in play),
    poses (cubes of this card, in line order), attente (None or the region
    whose village must be placed: {"region", "cases"}), gains (coins by
    source), tresors, tours (towers reached), valeurs_tours, points_village,
    fin (None or the French end text), dernier."""

    def to_move(self):
        return [] if self.fin else [0]

    def card(self) -> dict:
        return self.cartes[self.carte]

    def legal_moves(self, player=None):
        if self.fin:
            return []
        if self.attente:
            return [f"village-{m}" for m in self.attente["cases"]]
        moves = [f"explorer-{m}" for m in self.mappe if R.explore_problem(self.mappe, self.card(), self.poses, m) is None]
        cities = R.free_cities(self.mappe)
        moves += [f"comptoir-{a}-{b}" for a in cities for b in cities if R.post_problem(self.mappe, a, b) is None]
        moves.append("carte-suivante")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.fin:
            return "l'âge de l'exemple est terminé : recommencez ou annulez un coup."
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        if head == "village":
            if not self.attente:
                return Refusal("un village se découvre en explorant « toutes les cases d'une Région au cours d'un "
                               "même âge » : aucune région n'attend son village.", R.S_VILLAGE)
            if rest not in self.attente["cases"]:
                return Refusal(f"le village remplace « l'un de vos cubes d'une case vierge de votre choix de cette "
                               f"Région » ({', '.join(self.attente['cases'])}) : pas {rest}.", R.S_VILLAGE)
        if self.attente:
            return Refusal("placez d'abord le village de la région explorée (« vous marquez immédiatement […] et "
                           "remplacez par un village l'un de vos cubes »).", R.S_VILLAGE)
        if head == "explorer":
            return R.explore_problem(self.mappe, self.card(), self.poses, rest) or "coup impossible."
        if head == "comptoir":
            a, _, b = rest.partition("-")
            return R.post_problem(self.mappe, a, b) or "coup impossible."
        return "coup inconnu (explorer-…, village-…, comptoir-…-…, carte-suivante)."

    def _gain(self, source: str, n: int):
        self.gains[source] += n

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        if head == "explorer":
            s = self.mappe[rest]
            s["cube"] = True
            self.poses = R.extend_line(self.poses, rest) if self.card()["ligne"] else self.poses + [rest]
            self.dernier = [rest]
            self.log(f"Cube en {rest} ({R.terrain_name(s['t'])}).")
            if s["k"] == "pieces":
                self._gain("pieces", s["v"])
                self.log(f"{rest} : {s['v']} pièce{'s' if s['v'] > 1 else ''}.")
            elif s["k"] == "ruine":
                self.tresors += 1
                self.log(f"{rest} : ruine explorée, une carte Trésor (son effet n'est pas simulé).")
            elif s["k"] == "decouverte":
                value = self.valeurs_tours[min(self.tours, len(self.valeurs_tours) - 1)]
                self.tours += 1
                self._gain("tours", value)
                self.log(f"{rest} : Tour d'observation n° {self.tours}, {value} pièce{'s' if value > 1 else ''}.")
            outcome, region, spots = R.village_outcome(self.mappe, rest)
            if outcome != "aucun":
                words = f"Région de {R.terrain_name(s['t'])} {'-'.join(region)} entièrement explorée"
                if outcome == "complete":
                    self.attente = {"region": region, "cases": spots}
                    self.log(f"{words} : choisissez la case vierge de son village ({', '.join(spots)}).")
                elif outcome == "deja":
                    self.log(f"{words}, mais elle a déjà un village : « jamais plusieurs villages dans une même région ».")
                else:
                    self.log(f"{words}, mais sans case vierge portant un cube : pas de village possible.")
        elif head == "village":
            s = self.mappe[rest]
            s.update(k="village", cube=False)
            self.attente = None
            self._gain("villages", self.points_village)
            self.dernier = [rest]
            self.log(f"Village en {rest} : {self.points_village} pièces.")
        elif head == "comptoir":
            a, _, b = rest.partition("-")
            value = R.post_value(self.mappe, a, b)
            self.mappe[a]["comptoir"] = True
            self._gain("comptoirs", value)
            self.dernier = [a, b]
            self.log(f"Comptoir en {a} (route {a}–{b}) : {self.mappe[a]['v']} × {self.mappe[b]['v']} = {value} pièces.")
        elif head == "carte":
            lost = self.card()["n"] - len(self.poses)
            self.log(f"Fin du tour de la carte {self.carte + 1}" + (f" ({lost} cube{'s' if lost > 1 else ''} perdu{'s' if lost > 1 else ''})." if lost else "."))
            self.carte += 1
            self.poses = []
            self.dernier = []
            if self.carte >= len(self.cartes):
                self.carte -= 1
                self.fin = f"Toutes les cartes de l'exemple sont jouées : {self.total()} pièces."
                self.log(self.fin)
            else:
                self.log(f"Carte {self.carte + 1} : {card_text(self.card())}.")

    def total(self) -> int:
        return sum(self.gains.values())

    def describe(self, move, player=None):
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        if head == "explorer":
            return f"Explorer {rest}"
        if head == "village":
            return f"Village en {rest}"
        if head == "comptoir":
            a, _, b = rest.partition("-")
            return f"Comptoir en {a} (route vers {b})"
        if head == "carte":
            return "Carte suivante"
        return move

    def view(self, player):
        return {"mappe": self.mappe, "cartes": self.cartes, "carte": self.carte, "poses": list(self.poses),
                "attente": self.attente, "gains": dict(self.gains), "tresors": self.tresors, "tours": self.tours,
                "fin": self.fin}


@register
class GuildExploration(Calculator):
    id = "guildexplorers"
    mode = "exploration"
    title = "The Guild of Merchant Explorers : explorer une petite Mappe, villages et comptoirs"
    state_class = ExplorationState
    player_names = ["Vous"]
    main_rule_section = R.S_EXPLORE
    rule_sections = R.SECTIONS
    options = (
        Structured("mappe", "Mappe de départ", default=None, parse=read_map,
                   expects="une liste de rangées de cases (rangées impaires décalées d'une demi-case) : « P » "
                           "prairie, « D » désert, « M » montagne, « E » mer, puis « :cap », « :v2 » (ville), "
                           "« :p2 » (pièces), « :r » (ruine), « :d » (découverte), « :vil » (village), « + » (cube "
                           "déjà posé) ; « - » : pas de case",
                   example=DEFAULT_MAP[:2]),
        Structured("cartes", "Cartes Exploration, dans l'ordre", default=None, parse=read_cards,
                   expects="une liste de cartes « terrain-nombre » ou « terrain-nombre-ligne »",
                   example=DEFAULT_CARDS),
        Integer("village", "Pièces d'un village (selon l'âge)", 3, 0, 20,
                help="Le nombre indiqué sur la Mappe pour l'âge en cours."),
        Structured("tours", "Pièces des Tours d'observation", default=None, parse=read_towers,
                   expects="une liste de nombres : la 1re, la 2e… Tour",
                   example=DEFAULT_TOWERS),
    )

    def setup(self, options, seed):
        s = ExplorationState(self, 1, seed)
        s.mappe = options["mappe"] or read_map(DEFAULT_MAP, {})
        s.cartes = options["cartes"] or read_cards(DEFAULT_CARDS, {})
        s.valeurs_tours = options["tours"] or list(DEFAULT_TOWERS)
        s.points_village = options["village"]
        s.carte = 0
        s.poses = []
        s.attente = None
        s.gains = {"pieces": 0, "villages": 0, "comptoirs": 0, "tours": 0}
        s.tresors = 0
        s.tours = 0
        s.fin = None
        s.dernier = []
        s.log(f"Carte 1 : {card_text(s.card())}.")
        return s
