"""Tiny Farms, the whole game (mode « partie »), as « Déroulement » and « Lait » describe it.

« Au début du tour les dés sont lancés. Le premier joueur choisit un dé et un fermier, puis
déplace ce dernier du nombre de cases correspondant afin de collecter les deux animaux de la case
d'arrivée pour les placer dans la ferme de la couleur choisie. » Then the next player, clockwise,
until « chaque joueur a placé ses deux animaux » ; « La roue est tournée selon le score du dé
restant » and the first player's pawn passes on. « Après le 10ème tour les points sont comptés. »

Moves (ASCII, stable):
- "de-N" (chance): one die of the round rolled, N = 1…6 (the dice are rolled one by one);
- "prendre-V-F-S": take a die showing V and bring farmer F (rouge, bleu) to section S (1…8) of
  the wheel, spending the fewest milk bricks that lead there (« Lait »);
- "poser-A-B3": put animal A, one of the two collected, on square B3 of that farmer's farm.

Phases: "lancer" (chance), "choix", "pose", "fin". Nothing is hidden: the wheel, the dice, the
farms and the milk are on the table.
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import CHANCE, Game, Refusal, ScenarioError, State, parse_number
from ...options import PlayerCount, Structured
from ...rng import Rng
from .. import register
from . import rules as R
from .bots import GreedyBot

TURN = "deroulement"
MILK = "lait"
SCORING = "calcul-des-scores"


class TinyFarmsState(State):
    """Attributes (all JSON): manche (1…10), premier (the first player's seat), rang (how many
    players have played this round), phase, des (the dice still to take), roue (how far the wheel
    has turned), fermiers (section of each farmer), fermes (per seat, the two farms), lait (bricks
    per seat), a_poser (the animals collected, still to place), ferme (the farm they go to)."""

    never_negative = ("lait", "manche", "rang", "roue")

    # --- who plays ----------------------------------------------------------
    def current(self) -> int | None:
        if self.phase == "fin":
            return None
        if self.phase == "lancer":
            return CHANCE
        return (self.premier + self.rang) % self.players

    def to_move(self):
        p = self.current()
        return [] if p is None else [p]

    def choices(self, p: int) -> list[tuple[int, str, int, int]]:
        """Every (die, farmer, section, milk spent) player `p` may choose now."""
        out = []
        for farmer in R.FARMS:
            if len(R.free_squares(self.fermes[p][farmer])) < 2:
                continue
            start = self.fermiers[farmer]
            other = self.fermiers[_other(farmer)]
            for face in sorted(set(self.des)):
                for target in range(R.SPACES):
                    cost = R.milk_cost(start, other, face, target)
                    if cost is not None and cost <= self.lait[p]:
                        out.append((face, farmer, target, cost))
        return out

    # --- the API ------------------------------------------------------------
    def legal_moves(self, player=None):
        if self.phase == "lancer":
            return [f"de-{n}" for n in range(R.DIE_MIN, R.DIE_MAX + 1)] if player in (None, CHANCE) else []
        p = self.acting(player)
        if p is None:
            return []
        if self.phase == "choix":
            return [f"prendre-{face}-{farmer}-{target + 1}" for face, farmer, target, _ in self.choices(p)]
        farm = self.fermes[p][self.ferme]
        return [f"poser-{kind}-{R.FARM.name(sq)}" for kind in sorted(set(self.a_poser))
                for sq in R.free_squares(farm)]

    def sample_chance(self) -> str:
        """The die the state's generator gives, without advancing it: playing it does, so a replay of
        the moves alone ends in the same state."""
        return f"de-{Rng(self.rng_state).below(R.DIE_MAX) + 1}"

    @staticmethod
    def _parse(move):
        parts = move.split("-") if isinstance(move, str) else []
        if len(parts) == 2 and parts[0] == "de" and parse_number(parts[1]) is not None:
            return "de", [parse_number(parts[1])]
        if len(parts) == 4 and parts[0] == "prendre" and parse_number(parts[1]) is not None \
                and parts[2] in R.FARMS and parse_number(parts[3]) is not None:
            return "prendre", [parse_number(parts[1]), parts[2], parse_number(parts[3]) - 1]
        if len(parts) == 3 and parts[0] == "poser" and parts[1] in R.KINDS:
            sq = R.FARM.parse(parts[2])
            if sq is not None and R.FARM.name(sq) == parts[2]:
                return "poser", [parts[1], sq]
        return None, []

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        kind, args = self._parse(move)
        if kind is None:
            return "coup inconnu (prendre-<dé>-<fermier>-<section>, poser-<animal>-<case>)."
        if self.phase == "lancer" or kind == "de":
            return "les dés se lancent au début du tour, au hasard."
        p = self.current()
        if kind == "prendre":
            if self.phase == "pose":
                return Refusal(f"placez d'abord vos deux animaux ({_animals(self.a_poser)}) dans la "
                               f"{R.FARM_NAMES[self.ferme]}.", TURN)
            face, farmer, target = args
            if face not in self.des:
                return Refusal(f"aucun dé ne montre {face} : les dés restants font "
                               f"{', '.join(map(str, sorted(self.des)))}.", TURN)
            if not 0 <= target < R.SPACES:
                return Refusal(f"la roue a {R.SPACES} sections, numérotées de 1 à {R.SPACES}.", TURN)
            if len(R.free_squares(self.fermes[p][farmer])) < 2:
                return Refusal(f"la {R.FARM_NAMES[farmer]} n'a plus de place pour deux animaux : "
                               f"choisissez le {R.FARMER_NAMES[_other(farmer)]}.", TURN)
            start, other = self.fermiers[farmer], self.fermiers[_other(farmer)]
            if target == other:
                return Refusal(f"le {R.FARMER_NAMES[_other(farmer)]} est sur la section {target + 1} : « un "
                               "fermier ne peut pas s'arrêter sur la même case que l'autre fermier ».", TURN)
            cost = R.milk_cost(start, other, face, target)
            if cost is None:
                return Refusal(f"le {R.FARMER_NAMES[farmer]} n'atteint pas la section {target + 1} avec un dé "
                               "de 1 à 6, même changé par du lait.", MILK)
            return Refusal(f"il faut {cost} brique{'s' if cost > 1 else ''} de lait pour changer ce {face} "
                           f"et aller en section {target + 1} ; il vous en reste {self.lait[p]}.", MILK)
        if self.phase == "choix":
            return Refusal("choisissez d'abord un dé et un fermier : on place les deux animaux de la case "
                           "d'arrivée.", TURN)
        animal, sq = args
        if animal not in self.a_poser:
            return Refusal(f"vous placez les animaux collectés : {_animals(self.a_poser)}.", TURN)
        return Refusal(f"la case {R.FARM.name(sq)} de la {R.FARM_NAMES[self.ferme]} est déjà occupée : "
                       "un animal par case.", TURN)

    def _apply(self, move, player):
        kind, args = self._parse(move)
        if kind == "de":
            self.rand_below(R.DIE_MAX)
            self.des.append(args[0])
            if len(self.des) == R.dice_count(self.players):
                self.des.sort()
                self.log(f"Tour {self.manche} : les dés font {', '.join(map(str, self.des))}.")
                self.phase = "choix"
            return
        p = self.current()
        name = self.game.seat_name(p)
        if kind == "prendre":
            face, farmer, target = args
            start, other = self.fermiers[farmer], self.fermiers[_other(farmer)]
            cost = R.milk_cost(start, other, face, target)
            self.des.remove(face)
            self.lait[p] -= cost
            self.fermiers[farmer] = target
            self.a_poser = list(R.shown(target, self.roue))
            self.ferme = farmer
            spent = f" et {cost} brique{'s' if cost > 1 else ''} de lait" if cost else ""
            self.log(f"{name} prend le dé {face}{spent} : le {R.FARMER_NAMES[farmer]} va en section {target + 1} "
                     f"({_animals(self.a_poser)}).")
            self.phase = "pose"
            return
        animal, sq = args
        self.fermes[p][self.ferme][sq] = animal
        self.a_poser.remove(animal)
        self.log(f"{name} : {R.KINDS[animal][0]} en {R.FARM.name(sq)} de la {R.FARM_NAMES[self.ferme]}.")
        if self.a_poser:
            return
        self.ferme = None
        self.rang += 1
        if self.rang < self.players:
            self.phase = "choix"
            return
        self._end_round()

    def _end_round(self) -> None:
        """« La roue est tournée selon le score du dé restant [...] Le pion premier joueur passe au
        joueur suivant »."""
        left = self.des[0]
        self.roue = (self.roue + left) % R.SPACES
        self.log(f"Le dé restant ({left}) tourne la roue de {left} section{'s' if left > 1 else ''}.")
        self.des = []
        self.rang = 0
        self.premier = (self.premier + 1) % self.players
        if self.manche == R.ROUNDS:
            self.phase = "fin"
            for p in range(self.players):
                self.log(f"{self.game.seat_name(p)} : {self.score(p)['total']} points.")
            self.log(self.verdict())
            return
        self.manche += 1
        self.phase = "lancer"

    # --- results ----------------------------------------------------------------
    def horses(self) -> list[int]:
        return [R.horse_count(f["rouge"], f["bleu"]) for f in self.fermes]

    def score(self, p: int) -> dict:
        """Every line of « Calcul des scores » for seat `p`, now."""
        horses = self.horses()
        farms = self.fermes[p]
        return R.score(farms["rouge"], farms["bleu"], self.lait[p], horses[:p] + horses[p + 1:])

    def scores(self):
        return [self.score(p)["total"] for p in range(self.players)]

    def verdict(self) -> str:
        winners = self.winners()
        names = self.game.seat_list(winners)
        if len(winners) > 1:
            return f"Égalité : {names} gagnent ensemble."
        return f"{names} gagne la partie."

    def view(self, player):
        """Everything is on the table: the wheel, the dice, every farm and every milk brick."""
        return {
            "joueur": player, "joueurs": self.players, "manche": self.manche, "phase": self.phase,
            "tour": self.current(), "premier": self.premier, "des": list(self.des), "roue": self.roue,
            "fermiers": dict(self.fermiers), "fermes": [{k: list(v) for k, v in f.items()} for f in self.fermes],
            "lait": list(self.lait), "a_poser": list(self.a_poser), "ferme": self.ferme,
        }

    def describe(self, move, player=None):
        kind, args = self._parse(move)
        if kind == "de":
            return f"Un dé fait {args[0]}"
        if kind == "prendre":
            face, farmer, target = args
            return f"Dé {face} : {R.FARMER_NAMES[farmer]} en section {target + 1}"
        if kind == "poser":
            where = R.FARM_NAMES.get(self.ferme, "ferme")
            return f"{R.KINDS[args[0]][0].capitalize()} en {R.FARM.name(args[1])} ({where})"
        return move


def _other(farmer: str) -> str:
    return "bleu" if farmer == "rouge" else "rouge"


def _animals(kinds) -> str:
    return " et ".join(R.KINDS[k][0] for k in kinds)


# --- a position to start from (the examples beside the rules) ----------------------------------

def _read_farm(value, where: str) -> list:
    if not isinstance(value, list) or len(value) > R.FARM.size:
        raise ScenarioError(where, f"une liste d'au plus {R.FARM.size} « animal case » est attendue "
                                   "(ex. « cochon A1 »).")
    farm = [None] * R.FARM.size
    for i, item in enumerate(value, start=1):
        parts = item.split(" ") if isinstance(item, str) else []
        sq = R.FARM.parse(parts[1]) if len(parts) == 2 else None
        if sq is None or R.FARM.name(sq) != parts[1] or parts[0] not in R.KINDS:
            raise ScenarioError(where, f"élément n° {i} illisible : un animal ({', '.join(R.KINDS)}) puis "
                                       "une case de A1 à D4, par exemple « cochon A1 ».")
        if farm[sq] is not None:
            raise ScenarioError(where, f"la case {parts[1]} est donnée deux fois.")
        farm[sq] = parts[0]
    return farm


def read_position(value, earlier) -> dict:
    """`position`: the round to play, each seat's farms and milk, the farmers, the wheel and the first
    player of that round."""
    keys = {"manche", "fermes", "lait", "fermiers", "roue", "premier"}
    if not isinstance(value, dict) or not set(value) <= keys or "fermes" not in value:
        raise ScenarioError("position", "une table est attendue : manche, fermes (une par joueur, "
                                        "{rouge: [...], bleu: [...]}), lait, fermiers, roue.")
    rounds = value.get("manche", 1)
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= R.ROUNDS:
        raise ScenarioError("position", f"manche : de 1 à {R.ROUNDS}.")
    seats = value["fermes"]
    n = earlier.get("joueurs")
    if not isinstance(seats, list) or len(seats) != n:
        raise ScenarioError("position", f"fermes : une par joueur, {n} attendues.")
    farms = []
    for p, seat in enumerate(seats, start=1):
        if not isinstance(seat, dict) or set(seat) != set(R.FARMS):
            raise ScenarioError("position", f"fermes, joueur {p} : {{rouge: [...], bleu: [...]}} attendu.")
        farm = {f: _read_farm(seat[f], f"position, joueur {p}, ferme {f}") for f in R.FARMS}
        placed = R.animals(farm["rouge"]) + R.animals(farm["bleu"])
        if placed != 2 * (rounds - 1):
            raise ScenarioError("position", f"joueur {p} : {placed} animaux posés ; au début du tour {rounds}, "
                                            f"chacun en a posé {2 * (rounds - 1)} (deux par tour).")
        farms.append(farm)
    milk = value.get("lait", [R.MILK_START] * n)
    if not isinstance(milk, list) or len(milk) != n or not all(
            isinstance(m, int) and not isinstance(m, bool) and 0 <= m <= R.MILK_START for m in milk):
        raise ScenarioError("position", f"lait : une liste de {n} nombres de 0 à {R.MILK_START}.")
    farmers = value.get("fermiers", {f: s + 1 for f, s in R.START.items()})
    if not isinstance(farmers, dict) or set(farmers) != set(R.FARMS) or not all(
            isinstance(s, int) and not isinstance(s, bool) and 1 <= s <= R.SPACES for s in farmers.values()) \
            or farmers["rouge"] == farmers["bleu"]:
        raise ScenarioError("position", f"fermiers : {{rouge: section, bleu: section}}, deux sections "
                                        f"différentes de 1 à {R.SPACES}.")
    turn = value.get("roue", 0)
    if not isinstance(turn, int) or isinstance(turn, bool) or not 0 <= turn < R.SPACES:
        raise ScenarioError("position", f"roue : de 0 à {R.SPACES - 1} sections tournées.")
    first = value.get("premier", (rounds - 1) % n + 1)
    if not isinstance(first, int) or isinstance(first, bool) or not 1 <= first <= n:
        raise ScenarioError("position", f"premier : le joueur qui ouvre le tour, de 1 à {n}.")
    return {"manche": rounds, "fermes": farms, "lait": list(milk),
            "fermiers": {f: s - 1 for f, s in farmers.items()}, "roue": turn, "premier": first - 1}


@register
class TinyFarms(Game):
    id = "tinyfarms"
    mode = "partie"
    title = "Tiny Farms : une partie contre les bots"
    state_class = TinyFarmsState
    rule_sections = frozenset({TURN, MILK})
    main_rule_section = TURN
    bots = {"fort": search_bot("Fort", GreedyBot, iterations=24, depth=12), "glouton": GreedyBot, "hasard": RandomBot}
    default_bot = "glouton"   # « fort » thinks 81 ms a move in CPython (p95 123 ms): slower than 300 ms on a phone
    options = (
        PlayerCount(default=3, lo=2, hi=4),
        Structured("position", "Position de départ", default=None, parse=read_position,
                   expects="une table : manche (1 à 10), fermes (une par joueur : {rouge: [« animal case »…], "
                           "bleu: […]}, deux animaux par tour joué), lait, fermiers ({rouge: 1, bleu: 5}), roue, "
                           "premier (le joueur qui ouvre le tour ; par défaut, le pion a tourné depuis le Joueur 1)",
                   example={"manche": 2, "fermes": [{"rouge": ["cochon A1"], "bleu": ["mouton A1"]},
                                                    {"rouge": ["poulet B2", "cheval C2"], "bleu": []},
                                                    {"rouge": [], "bleu": ["vache A1", "veau A2"]}],
                            "lait": [3, 2, 3], "fermiers": {"rouge": 2, "bleu": 6}, "roue": 3}),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = TinyFarmsState(self, n, seed)
        pos = options["position"]
        s.manche = pos["manche"] if pos else 1
        s.premier = pos["premier"] if pos else 0
        s.rang = 0
        s.phase = "lancer"
        s.des = []
        s.roue = pos["roue"] if pos else 0
        s.fermiers = dict(pos["fermiers"]) if pos else dict(R.START)
        s.fermes = [{f: list(farm[f]) for f in R.FARMS} for farm in pos["fermes"]] if pos else \
            [{f: [None] * R.FARM.size for f in R.FARMS} for _ in range(n)]
        s.lait = list(pos["lait"]) if pos else [R.MILK_START] * n
        s.a_poser = []
        s.ferme = None
        s.log(f"{n} joueurs, {R.dice_count(n)} dés, {R.ROUNDS} tours" +
              (f" ; la partie reprend au tour {s.manche}." if pos and s.manche > 1 else "."))
        return s
