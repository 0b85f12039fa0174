"""Zombicide calculator (mode « carte »): a small map the reader sets up, a
ranged attack rolled with the page's target-priority order, and the zombies'
phase (activation then spawn) played step by step.

The reader picks a tool (``outil-<t>``) then clicks a zone (``<t>-<zone>``):
« viser » fires the weapon at the zone (line of sight and range checked; the
dice are then rolled one by one, a chance step from the state's generator),
« tireur » moves the shooter, « allie » puts or takes away an ally, « rodeur »,
« forcene », « brute », « abomination » add a zombie, « bruit » adds a noise
token, « vider » empties the zone. ``zombies`` plays the zombies' phase: both
activations, then one zombie card drawn per invasion zone (a chance step each),
then the end of the round (« On enlève les jetons bruit »).
"""

from __future__ import annotations

from ...core import CHANCE, Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Choice, Flag, Integer, Structured
from .. import register
from . import rules as R

TOOLS = ("viser", "tireur", "allie", "rodeur", "forcene", "brute", "abomination", "bruit", "vider")
TOOL_NAMES = {"viser": "Viser", "tireur": "Déplacer le tireur", "allie": "Poser/retirer un allié",
              "rodeur": "+ Rôdeur", "forcene": "+ Forcené", "brute": "+ Brute", "abomination": "+ Abomination",
              "bruit": "+ Bruit", "vider": "Vider la zone"}
MAX_ZOMBIES_IN_ZONE = 6
MAX_NOISE = 5
MAX_ALLIES = 3

DEFAULT_MAP = ["aa.bb", "aa.bb", "....."]
DEFAULT_DOORS = ["A1-B1", "B2-C2", "C2-D2", "D1-E1", "E2-E3"]

SIGHT = "la-ligne-de-mire"
COMBAT = "combat"
ACTIVATION = "activation"
SPAWN = "apparition"


def _map_of(earlier) -> R.Map:
    m, _, _ = R.read_map(earlier.get("carte") or DEFAULT_MAP, earlier.get("portes") or [])
    return m


def read_rows(value, earlier):
    m, field, problem = R.read_map(value, [])
    if problem:
        raise ScenarioError(field, problem)
    return list(value)


def read_doors(value, earlier):
    m, field, problem = R.read_map(earlier.get("carte") or DEFAULT_MAP, value)
    if problem:
        raise ScenarioError(field, problem)
    return list(value)


def _zone(field, value, m):
    z = m.grid.parse(value)
    if z is None:
        raise ScenarioError(field, f"« {value} » n'est pas une zone de la carte (ex. C3).")
    return m.grid.name(z)


def read_shooter(value, earlier):
    return _zone("tireur", value, _map_of(earlier))


def read_allies(value, earlier):
    if not isinstance(value, list) or len(value) > MAX_ALLIES:
        raise ScenarioError("allies", f"une liste d'au plus {MAX_ALLIES} zones est attendue (ex. [C1]).")
    m = _map_of(earlier)
    return [_zone("allies", v, m) for v in value]


def read_zombies(value, earlier):
    if not isinstance(value, dict):
        raise ScenarioError("zombies", "une table « zone: [types] » est attendue (ex. C1: [brute, rodeur]).")
    m = _map_of(earlier)
    out = {}
    for zone, kinds in value.items():
        name = _zone("zombies", zone, m)
        if not isinstance(kinds, list) or len(kinds) > MAX_ZOMBIES_IN_ZONE:
            raise ScenarioError("zombies", f"{name} : une liste d'au plus {MAX_ZOMBIES_IN_ZONE} zombies est attendue.")
        for k in kinds:
            if k not in R.ZOMBIES:
                raise ScenarioError("zombies", f"« {k} » : types permis : {', '.join(R.ZOMBIES)}.")
        if kinds:
            out[name] = sorted(kinds, key=R.ZOMBIES.index)
    if sum(ks.count("abomination") for ks in out.values()) > 1:
        raise ScenarioError("zombies", "« il ne peut y avoir qu'une seule Abomination sur le plateau ».")
    return out


def read_noise(value, earlier):
    if not isinstance(value, dict):
        raise ScenarioError("bruit", "une table « zone: jetons » est attendue (ex. A3: 2).")
    m = _map_of(earlier)
    out = {}
    for zone, n in value.items():
        name = _zone("bruit", zone, m)
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_NOISE:
            raise ScenarioError("bruit", f"{name} : un nombre de jetons de 0 à {MAX_NOISE} est attendu.")
        if n:
            out[name] = n
    return out


def read_invasion(value, earlier):
    if not isinstance(value, list) or len(value) > 4:
        raise ScenarioError("invasion", "une liste d'au plus 4 zones d'invasion est attendue, dans l'ordre des jetons.")
    m = _map_of(earlier)
    names = [_zone("invasion", v, m) for v in value]
    if len(set(names)) != len(names):
        raise ScenarioError("invasion", "une zone d'invasion est donnée deux fois.")
    return names


class MapState(CalculatorState):
    # --- helpers ------------------------------------------------------------------------
    def map(self) -> R.Map:
        return R.Map(self.rows, self.doors)

    def survivors(self) -> list[str]:
        return [self.shooter] + list(self.allies)

    def to_move(self):
        return [CHANCE] if self.pending else [0]

    def in_reach(self, m: R.Map, target: int) -> str | None:
        """Why the weapon may not fire at `target`, or None."""
        origin = m.grid.parse(self.shooter)
        seen = m.sight(origin)
        lo, hi = self.weapon["portee_min"], self.weapon["portee_max"]
        if target not in seen:
            return Refusal(m.sight_reason(origin, target), SIGHT)
        d = seen[target]
        if not lo <= d <= hi:
            return Refusal(f"{m.name(target)} est à {d} zone(s) du tireur ; la portée de l'arme est de {lo} à {hi} "
                           "(« Zone cible selon la distance indiquée et les règles de ligne de mire »).", COMBAT)
        return None

    # --- the API -----------------------------------------------------------------------
    def legal_moves(self, player=None):
        if self.pending:
            if player != CHANCE:
                return []
            if self.pending["kind"] == "des":
                return [f"de-{v}" for v in range(1, 7)]
            return [f"carte-{k + 1}" for k in range(len(R.SPAWN_CARDS))]
        if player not in (None, 0):
            return []
        m = self.map()
        moves = ["outil-" + t for t in TOOLS if t != self.tool]
        for i in m.grid.squares():
            if self._cell_reason(m, i) is None:
                moves.append(f"{self.tool}-{m.name(i)}")
        moves.append("zombies")
        return moves

    def _cell_reason(self, m: R.Map, i: int) -> str | None:
        name, t = m.name(i), self.tool
        here = self.zombies.get(name, [])
        if t == "viser":
            return self.in_reach(m, i)
        if t == "tireur":
            return "le tireur est déjà dans cette zone." if name == self.shooter else None
        if t == "allie":
            if name not in self.allies and len(self.allies) >= MAX_ALLIES:
                return f"l'exemple a au plus {MAX_ALLIES} alliés."
            return None
        if t in R.ZOMBIES:
            if len(here) >= MAX_ZOMBIES_IN_ZONE:
                return f"l'exemple met au plus {MAX_ZOMBIES_IN_ZONE} zombies par zone."
            if t == "abomination" and any("abomination" in zs for zs in self.zombies.values()):
                return Refusal("« il ne peut y avoir qu'une seule Abomination sur le plateau ».", "les-zombies")
            return None
        if t == "bruit":
            return f"l'exemple met au plus {MAX_NOISE} jetons par zone." if self.noise.get(name, 0) >= MAX_NOISE else None
        if t == "vider":
            return None if here or self.noise.get(name) else "cette zone n'a ni zombie ni jeton bruit."
        return "outil inconnu."

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        if move in self.legal_moves(player):
            return None
        if self.pending:
            return "les dés (ou les cartes zombies) sont en train d'être tirés."
        head, _, rest = move.partition("-")
        if head == "outil":
            if rest == self.tool:
                return f"l'outil « {TOOL_NAMES[rest]} » est déjà choisi."
            return f"« {rest} » n'est pas un outil ({', '.join(TOOLS)})."
        if head in TOOLS:
            m = self.map()
            i = m.grid.parse(rest)
            if i is None:
                return f"« {rest} » n'est pas une zone de la carte."
            if head != self.tool:
                return f"choisissez d'abord l'outil « {TOOL_NAMES[head]} »."
            return self._cell_reason(m, i)
        return "coup inconnu (outil-…, viser-…, zombies)."

    def _apply(self, move, player):
        if player == CHANCE:
            return self._chance(move)
        head, _, rest = move.partition("-")
        self.result = []
        if head == "outil":
            self.tool = rest
            self.log(f"Outil : {TOOL_NAMES[rest]}.")
        elif head == "viser":
            self.pending = {"kind": "des", "target": rest, "dice": []}
            self.log(f"Le tireur ({self.shooter}) vise {rest} : {self.weapon['des']} dé(s) à lancer.")
        elif head == "tireur":
            self.shooter = rest
            self.log(f"Le tireur va en {rest}.")
        elif head == "allie":
            if rest in self.allies:
                k = self.allies.index(rest)
                self.allies.pop(k)
                self.ally_wounds.pop(k)
                self.log(f"Allié retiré de {rest}.")
            else:
                self.allies.append(rest)
                self.ally_wounds.append(0)
                self.log(f"Allié posé en {rest}.")
        elif head in R.ZOMBIES:
            self.zombies[rest] = sorted(self.zombies.get(rest, []) + [head], key=R.ZOMBIES.index)
            self.log(f"{R.NAMES[head]} ajouté{'e' if head in ('brute', 'abomination') else ''} en {rest}.")
        elif head == "bruit":
            self.noise[rest] = self.noise.get(rest, 0) + 1
            self.log(f"Jeton bruit en {rest} ({self.noise[rest]}).")
        elif head == "vider":
            self.zombies.pop(rest, None)
            self.noise.pop(rest, None)
            self.log(f"{rest} vidée.")
        elif move == "zombies":
            self._zombie_phase()

    # --- ranged attack -----------------------------------------------------------------
    def _chance(self, move):
        head, _, rest = move.partition("-")
        value = int(rest)
        if head == "de":
            self.pending["dice"].append(value)
            if len(self.pending["dice"]) == self.weapon["des"]:
                self._resolve_shot()
            return
        self._spawn(value - 1)

    def _resolve_shot(self):
        target, dice = self.pending["target"], self.pending["dice"]
        self.pending = None
        w = self.weapon
        zs = self.zombies.get(target, [])
        killed, hits, misses, lines = R.ranged_resolution(zs, dice, w["precision"], w["degats"])
        for z in killed:
            zs.remove(z)
            self.adrenaline += R.ADRENALINE[z]
        if not zs:
            self.zombies.pop(target, None)
        self.last_dice = list(dice)
        self.result = [f"Tir sur {target} : " + ", ".join(map(str, dice)) + f" (précision {w['precision']}+)."]
        self.result += lines
        if killed:
            self.result.append(f"Tués : {R.zombie_list(killed)} (+{sum(R.ADRENALINE[z] for z in killed)} PA).")
        allies_here = [k for k, z in enumerate(self.allies) if z == target]
        if misses and allies_here:
            k = allies_here[0]
            death = self._wound(k, misses * w["degats"])
            self.result.append(f"Tir allié : {misses} raté(s) × {w['degats']} dégât(s) sur l'allié {k + 1} "
                               f"({target}), qui a {self.ally_wounds[k]} blessure(s).")
            if death:
                self.result.append(death)
        if w["bruyante"]:
            self.noise[self.shooter] = self.noise.get(self.shooter, 0) + 1
            self.result.append(f"Arme bruyante : 1 jeton bruit en {self.shooter}.")
        for line in self.result:
            self.log(line)

    # --- the zombies' phase --------------------------------------------------------------
    def _wound_one(self, zone: str) -> str | None:
        """One wound to the least-wounded survivor of `zone` (the shooter first on a tie);
        the line saying they die, if that was their last life point."""
        best, who = None, None
        if self.shooter == zone:
            best, who = self.shooter_wounds, -1
        for k, z in enumerate(self.allies):
            if z == zone and (best is None or self.ally_wounds[k] < best):
                best, who = self.ally_wounds[k], k
        return self._wound(who, 1)

    def _wound(self, who: int, n: int) -> str | None:
        """`n` wounds to the shooter (-1) or ally `who`, up to their life points: « les
        adultes avec 3 PV » ; « la partie est perdue si un des survivants meurt »."""
        before = self.shooter_wounds if who == -1 else self.ally_wounds[who]
        after = min(R.SURVIVOR_HEALTH, before + n)
        if who == -1:
            self.shooter_wounds = after
        else:
            self.ally_wounds[who] = after
        if before < R.SURVIVOR_HEALTH <= after:
            name = "Le tireur" if who == -1 else f"L'allié {who + 1}"
            return (f"{name} a perdu ses {R.SURVIVOR_HEALTH} PV et meurt : « la partie est perdue si un des "
                    "survivants meurt ».")
        return None

    def _activate(self, kinds: tuple, only: str | None = None) -> list[str]:
        """One activation of the zombies whose type is in `kinds` (or the one
        zone `only`): « Effectuer d'abord les attaques, puis les déplacements. »"""
        m = self.map()
        out = []
        survivors = set(self.survivors())
        # attacks
        for zone in sorted(self.zombies):
            if only and zone != only:
                continue
            group = [z for z in self.zombies[zone] if z in kinds]
            if group and zone in survivors:
                deaths = [self._wound_one(zone) for _ in group]
                out.append(f"{zone} : {R.zombie_list(group)} attaque(nt) : {len(group)} blessure(s).")
                out += [line for line in deaths if line]
        # moves, computed on the map as it stands, then made together
        loud = R.noise_map(m, self.noise, self.survivors())
        szones = {m.grid.parse(z) for z in survivors}
        moving = {}
        for zone in sorted(self.zombies):
            if (only and zone != only) or zone in survivors:
                continue
            group = [z for z in self.zombies[zone] if z in kinds]
            if not group:
                continue
            i = m.grid.parse(zone)
            targets, why = R.destinations(m, i, loud, szones)
            steps = R.first_steps(m, i, targets)
            if not steps and i in targets:
                out.append(f"{zone} : {R.zombie_list(group)} reste(nt) : la zone a déjà le plus de bruit.")
                continue
            if not steps:
                out.append(f"{zone} : {R.zombie_list(group)} ne bouge(nt) pas (aucun passage ouvert vers un survivant en vue ou du bruit).")
                continue
            for part, step in zip(R.split(group, len(steps)), steps):
                if part:
                    moving.setdefault(zone, []).append((part, m.name(step)))
            goal = ", ".join(m.name(t) for t in targets)
            where = " / ".join(f"{R.zombie_list(p)} → {m.name(s)}" for p, s in zip(R.split(group, len(steps)), steps) if p)
            out.append(f"{zone} ({why} : {goal}) : {where}.")
        for zone, parts in moving.items():
            for part, dest in parts:
                for z in part:
                    self.zombies[zone].remove(z)
                self.zombies[dest] = sorted(self.zombies.get(dest, []) + part, key=R.ZOMBIES.index)
            if not self.zombies[zone]:
                del self.zombies[zone]
        return out

    def _zombie_phase(self):
        self.result = ["Activation de tous les zombies :"]
        self.result += self._activate(tuple(R.ZOMBIES)) or ["aucun zombie ne fait rien."]
        if any("forcene" in zs for zs in self.zombies.values()):
            self.result.append("Deuxième activation, celle des Forcenés :")
            self.result += self._activate(("forcene",)) or ["aucun Forcené ne fait rien."]
        for line in self.result:
            self.log(line)
        if self.invasion:
            self.pending = {"kind": "apparition", "index": 0}
        else:
            self._end_round()

    def _spawn(self, card: int):
        k = self.pending["index"]
        zone = self.invasion[k]
        kind, counts = R.SPAWN_CARDS[card]
        n = counts[R.DANGER.index(self.danger)]
        line = f"Invasion {k + 1} ({zone}) : {R.spawn_label(card)} ; niveau {self.danger} : "
        present = next((z for z, zs in self.zombies.items() if "abomination" in zs), None)
        if kind == "abomination" and n and present:
            line += f"l'Abomination déjà en {present} est de nouveau activée."
            self.result.append(line)
            self.log(line)
            for extra in self._activate(("abomination",), only=present):
                self.result.append(extra)
                self.log(extra)
        else:
            n = min(n, 1) if kind == "abomination" else n
            if n:
                self.zombies[zone] = sorted(self.zombies.get(zone, []) + [kind] * n, key=R.ZOMBIES.index)
            line += f"{n} {R.NAMES[kind] if n == 1 else R.PLURALS[kind]} ajouté(s)." if n else "aucun zombie."
            self.result.append(line)
            self.log(line)
        if k + 1 < len(self.invasion):
            self.pending = {"kind": "apparition", "index": k + 1}
        else:
            self.pending = None
            self._end_round()

    def _end_round(self):
        self.noise = {}
        self.round += 1
        line = "Fin du tour : les jetons bruit sont enlevés."
        self.result.append(line)
        self.log(line)

    # --- for the view ----------------------------------------------------------------------
    def view(self, player):
        return self.to_json()["data"]

    def describe(self, move, player=None):
        if not isinstance(move, str):
            return str(move)
        head, _, rest = move.partition("-")
        if head == "outil" and rest in TOOL_NAMES:
            return f"Outil : {TOOL_NAMES[rest]}"
        if head == "viser":
            return f"Tirer sur {rest}"
        if head == "zombies":
            return "Phase zombies"
        if head == "de":
            return f"Dé : {rest}"
        if head == "carte" and rest.isdigit() and 1 <= int(rest) <= len(R.SPAWN_CARDS):
            return f"Carte zombie : {R.spawn_label(int(rest) - 1)}"
        if head in TOOL_NAMES:
            return f"{TOOL_NAMES[head]} : {rest}"
        return move


@register
class ZombicideMap(Calculator):
    main_rule_section = COMBAT
    rule_sections = frozenset({SIGHT, COMBAT, "les-zombies"})
    id = "zombicide"
    mode = "carte"
    title = "Zombicide : ligne de mire, tir à distance et phase zombies sur une petite carte"
    state_class = MapState
    player_names = ["Lecteur"]
    options = (
        Structured("carte", "Carte", default=None, parse=read_rows,
                   expects="une liste de lignes de même longueur (au plus 6 × 6) : « . » une zone de rue, une "
                           "lettre une pièce (même lettre : même bâtiment)",
                   example=DEFAULT_MAP),
        Structured("portes", "Portes ouvertes", default=None, parse=read_doors,
                   expects="une liste de portes ouvertes entre deux zones voisines (ex. B2-C2)", example=DEFAULT_DOORS),
        Structured("tireur", "Zone du tireur", default="C3", parse=read_shooter, expects="une zone (ex. C3)",
                   example="C3"),
        Structured("allies", "Zones des alliés", default=None, parse=read_allies,
                   expects=f"une liste d'au plus {MAX_ALLIES} zones", example=["C1"]),
        Structured("zombies", "Zombies", default=None, parse=read_zombies,
                   expects="une table « zone: [types] » (rodeur, forcene, brute, abomination)",
                   example={"C1": ["brute", "rodeur", "forcene"]}),
        Structured("bruit", "Jetons bruit", default=None, parse=read_noise, expects="une table « zone: jetons »",
                   example={"A3": 2}),
        Structured("invasion", "Zones d'invasion", default=None, parse=read_invasion,
                   expects="une liste de zones, dans l'ordre des jetons 1, 2…", example=["A3", "E3"]),
        Integer("portee_min", "Portée minimale", 0, 0, 5),
        Integer("portee_max", "Portée maximale", 2, 0, 5),
        Integer("des", "Nombre de dés", 3, 1, 6),
        Integer("precision", "Précision (dé minimum)", 4, 2, 6),
        Integer("degats", "Dégâts par dé réussi", 1, 1, 3),
        Flag("bruyante", "Arme bruyante", True),
        Choice("danger", "Niveau de danger", "bleu",
               {"bleu": "bleu", "jaune": "jaune", "orange": "orange", "rouge": "rouge"}),
    )

    def setup(self, options, seed):
        if options["portee_min"] > options["portee_max"]:
            raise ScenarioError("portee_min", "la portée minimale dépasse la portée maximale.")
        s = MapState(self, 1, seed)
        s.rows = options["carte"] or list(DEFAULT_MAP)
        s.doors = options["portes"] if options["portes"] is not None else (
            list(DEFAULT_DOORS) if options["carte"] is None else [])
        m = s.map()
        for field in ("tireur", "allies", "zombies", "bruit", "invasion"):
            value = options[field]
            names = [value] if isinstance(value, str) else list(value or [])
            for name in names:
                if m.grid.parse(name) is None:
                    raise ScenarioError(field, f"« {name} » n'est pas une zone de la carte.")
        s.shooter = options["tireur"]
        s.allies = list(options["allies"] or [])
        s.ally_wounds = [0] * len(s.allies)
        s.shooter_wounds = 0
        s.zombies = options["zombies"] if options["zombies"] is not None else (
            {"C1": ["brute", "rodeur", "forcene"], "E2": ["rodeur"]} if options["carte"] is None else {})
        s.noise = options["bruit"] or {}
        s.invasion = options["invasion"] if options["invasion"] is not None else (
            ["A3"] if options["carte"] is None else [])
        s.weapon = {k: options[k] for k in ("portee_min", "portee_max", "des", "precision", "degats", "bruyante")}
        s.danger = options["danger"]
        s.tool = "viser"
        s.pending = None
        s.adrenaline = 0
        s.round = 1
        s.result = []
        s.last_dice = []
        return s
