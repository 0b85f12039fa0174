"""Zombicide (2e édition), the whole game (mode « partie »): one mission on a
small map. The reader's seat (and the bots' seats) command the survivors; the
zombies' phase is played by the engine, one chance step at a time.

Moves of a seat: ``choisir-<k>`` (the survivor it plays next, free),
``arme-<i>`` (the weapon of the inventory the next attack uses, free),
``aller-<zone>``, ``attaquer-<zone>``, ``fouiller``, ``porte-<a>-<b>``,
``objectif``, ``bruit``, ``donner-<k>-<i>`` (give item i to survivor k, same
zone) and ``fin`` (end the survivor's turn, « celles-ci sont perdues »).
Chance steps: ``des-…`` (an attack's dice), ``equipement-<n>`` (a search),
``carte-<n>`` (a zombie card), ``activation-<1|2>`` and ``fin-du-tour``.
"""

from __future__ import annotations

from ...core import CHANCE, Game, Refusal
from ...dice import RollingState, parse_roll, roll_outcomes
from ...options import PlayerCount
from ...rng import Rng
from .. import register
from . import rules as R
from .bots import ZombicideBot

MOVES = "les-deplacements"
ACTIONS = "phase-joueur"
COMBAT = "combat"
SIGHT = "la-ligne-de-mire"
INVENTORY = "linventaire"
ACTIVATION = "activation"
SPAWN = "apparition"


class ZombicideState(RollingState):
    never_negative = ("round",)

    # --- reading the state -----------------------------------------------------------------
    def map(self) -> R.Map:
        return R.mission_map(tuple(sorted(R.door_code(d) for d in self.open_doors)))

    def here(self, k: int) -> str:
        return self.survivors[k]["zone"]

    def mine(self, seat: int) -> list[int]:
        return [k for k in range(len(self.survivors)) if k % self.players == seat]

    def danger(self) -> int:
        return R.danger_level(max(s["pa"] for s in self.survivors))

    def pending_roll(self):
        return self.pending["des"] if self.pending and self.pending["kind"] == "des" else None

    def sample_chance(self) -> str:
        """A draw read from the generator without advancing it: playing it advances it
        (`_chance`), so a replay of the moves alone ends in the same state."""
        if self.pending_roll():
            return super().sample_chance()
        saved = self.rng_state
        move = super().sample_chance()
        self.rng_state = saved
        return move

    def end_started(self) -> bool:
        """Every objective taken: the run to the exit is the mission's end."""
        return not self.objectives

    def to_move(self):
        if self.over:
            return []
        if self.pending or self.steps:
            return [CHANCE]
        return [self.seat]

    def weapon(self, k: int) -> dict | None:
        inv = self.survivors[k]["objets"]
        i = self.survivors[k]["arme"]
        return R.EQUIPMENT[inv[i]] if 0 <= i < len(inv) and R.EQUIPMENT[inv[i]]["des"] else None

    # --- legality ----------------------------------------------------------------------------
    def legal_moves(self, player=None):
        if self.over:
            return []
        if self.pending or self.steps:
            if player not in (None, CHANCE):
                return []
            if self.pending:
                if self.pending["kind"] == "des":
                    return roll_outcomes(self.pending["des"])
                return [f"equipement-{n + 1}" for n in range(len(R.SEARCH_DECK))]
            step = self.steps[0]
            if step.startswith("carte"):
                return [f"carte-{n + 1}" for n in range(len(R.SPAWN_CARDS))]
            return [step]
        if player not in (None, self.seat):
            return []
        m = self.map()
        return [mv for mv in self._candidates(m) if self._reason(mv, m) is None]

    def _candidates(self, m):
        """Moves worth checking: the neighbours to walk to, the zones holding zombies."""
        out = [f"choisir-{k + 1}" for k in self.mine(self.seat)]
        k = self.active
        if k is None:
            return out
        out += [f"arme-{i + 1}" for i in range(len(self.survivors[k]["objets"]))]
        out += [f"aller-{m.name(z)}" for z in m.passages(m.grid.parse(self.here(k)))]
        out += [f"attaquer-{zone}" for zone in sorted(self.zombies)]
        out += ["fouiller", "objectif", "bruit", "fin"]
        out += ["porte-" + R.door_code(d) for d in R.STREET_DOORS]
        out += [f"donner-{j + 1}-{i + 1}" for j in range(len(self.survivors)) if j != k
                for i in range(len(self.survivors[k]["objets"]))]
        return out

    def _reason(self, move, m):
        """Why the seat to play may not make `move` (French, with its rule section), or None."""
        verb, _, rest = move.partition("-")
        if verb == "choisir":
            k = R.number(rest)
            if k is None or not 1 <= k <= len(self.survivors):
                return "survivant inconnu."
            k -= 1
            if k not in self.mine(self.seat):
                return Refusal(f"{R.SURVIVORS[k]} est joué par un autre joueur.", ACTIONS)
            if self.survivors[k]["fait"]:
                return Refusal(f"{R.SURVIVORS[k]} a déjà joué ce tour.", ACTIONS)
            if k == self.active:
                return f"{R.SURVIVORS[k]} est déjà choisi."
            if self.active is not None and self.survivors[self.active]["actions"] < R.ACTIONS_PER_TURN:
                return Refusal(f"{R.SURVIVORS[self.active]} a commencé son tour : terminez-le d'abord (« Chaque "
                               "joueur joue tous ses survivants »).", ACTIONS)
            return None
        k = self.active
        if k is None:
            return Refusal("choisissez d'abord un survivant (cliquez sa figurine ou sa carte).", ACTIONS)
        me = self.survivors[k]
        zone = m.grid.parse(me["zone"])
        zs = self.zombies.get(me["zone"], [])
        if verb == "arme":
            i = R.number(rest)
            if i is None or not 1 <= i <= len(me["objets"]):
                return "cet objet n'est pas dans l'inventaire."
            if not R.EQUIPMENT[me["objets"][i - 1]]["des"]:
                return Refusal(f"{R.EQUIPMENT[me['objets'][i - 1]]['nom']} n'est pas une arme.", COMBAT)
            return "cette arme est déjà choisie." if i - 1 == me["arme"] else None
        if move == "fin":
            return None
        if me["actions"] <= 0:
            return Refusal(f"{R.SURVIVORS[k]} n'a plus d'action (« les survivants ont 3 actions chacun »).", ACTIONS)
        if verb == "aller":
            z = m.grid.parse(rest)
            if z is None:
                return f"« {rest} » n'est pas une zone de la carte."
            if not m.open_between(zone, z):
                return Refusal(f"{rest} n'est pas une zone adjacente ouverte : « d'une zone à une autre zone adjacente "
                               "orthogonalement, […] entre un bâtiment et la rue si la porte est ouverte ».", MOVES)
            cost = R.move_cost(len(zs))
            if me["actions"] < cost:
                return Refusal(f"quitter {me['zone']} coûte {cost} actions ({len(zs)} zombie(s) : « +1 action par "
                               f"zombie présent ») ; il en reste {me['actions']}.", ACTIONS)
            return None
        if verb == "attaquer":
            z = m.grid.parse(rest)
            if z is None:
                return f"« {rest} » n'est pas une zone de la carte."
            w = self.weapon(k)
            if w is None:
                return Refusal("choisissez d'abord une arme de l'inventaire.", COMBAT)
            if not self.zombies.get(rest):
                return Refusal(f"il n'y a pas de zombie en {rest}.", COMBAT)
            if w["portee"][1] == 0:
                return None if z == zone else Refusal(
                    f"{w['nom']} est une arme de mêlée : « attaques dans la même zone ».", COMBAT)
            seen = m.sight(zone)
            if z not in seen:
                return Refusal(m.sight_reason(zone, z), SIGHT)
            lo, hi = w["portee"]
            if not lo <= seen[z] <= hi:
                return Refusal(f"{rest} est à {seen[z]} zone(s) ; la portée de {w['nom']} est de {lo} à {hi}.", COMBAT)
            return None
        if move == "fouiller":
            if m.is_street(zone):
                return Refusal("la fouille est « possible seulement à l'intérieur ».", ACTIONS)
            if zs:
                return Refusal("on ne fouille que « s'il n'y a aucun zombie ».", ACTIONS)
            if me["fouille"]:
                return Refusal("« seulement une fois par tour ».", ACTIONS)
            return None
        if move == "objectif":
            return None if me["zone"] in self.objectives else Refusal(
                f"il n'y a pas d'objectif en {me['zone']}.", ACTIONS)
        if move == "bruit":
            return None
        if verb == "porte":
            d = R.parse_door(rest)
            if d is None:
                return "porte inconnue."
            if d in self.open_doors:
                return Refusal("cette porte est déjà ouverte.", ACTIONS)
            if me["zone"] not in d:
                return Refusal(f"{R.SURVIVORS[k]} n'est pas à côté de cette porte.", ACTIONS)
            if not any(R.EQUIPMENT[o]["porte"] for o in me["objets"]):
                return Refusal("ouvrir une porte est « possible seulement avec une arme possédant le symbole "
                               "porte ».", ACTIONS)
            return None
        if verb == "donner":
            j, _, i = rest.partition("-")
            j, i = R.number(j), R.number(i)
            if j is None or i is None or not 1 <= j <= len(self.survivors) or not 1 <= i <= len(me["objets"]):
                return "échange illisible : donner-<survivant>-<objet>."
            if j - 1 == k:
                return "on donne à un autre survivant."
            other = self.survivors[j - 1]
            if other["zone"] != me["zone"]:
                return Refusal(f"{R.SURVIVORS[j - 1]} n'est pas dans la même zone.", ACTIONS)
            if len(other["objets"]) >= R.INVENTORY_MAX:
                return Refusal(f"l'inventaire de {R.SURVIVORS[j - 1]} est plein (« 5 cartes d'équipement "
                               "maximum »).", INVENTORY)
            return None
        return "coup inconnu."

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        if self.over:
            return "la partie est finie."
        if player == CHANCE or self.pending or self.steps:
            if move in self.legal_moves(CHANCE) or (self.pending_roll() and parse_roll(move, self.pending_roll())):
                return None if player == CHANCE else "c'est la phase des zombies (ou un tirage en cours)."
            return "ce tirage n'est pas possible maintenant."
        if player != self.seat:
            return f"c'est au tour de {self.game.seat_name(self.seat)}."
        return self._reason(move, self.map())

    # --- playing -----------------------------------------------------------------------------
    def _apply(self, move, player):
        if player == CHANCE:
            return self._chance(move)
        verb, _, rest = move.partition("-")
        if verb == "choisir":
            self.active = int(rest) - 1
            self.log(f"{R.SURVIVORS[self.active]} va jouer.")
            return
        k = self.active
        me = self.survivors[k]
        name = R.SURVIVORS[k]
        if verb == "arme":
            me["arme"] = int(rest) - 1
            return
        if verb == "fin":
            self.log(f"{name} termine son tour.")
            return self._end_survivor()
        if verb == "aller":
            cost = R.move_cost(len(self.zombies.get(me["zone"], [])))
            me["actions"] -= cost
            self.log(f"{name} va de {me['zone']} en {rest}" + (f" ({cost} actions)." if cost > 1 else "."))
            me["zone"] = rest
        elif verb == "attaquer":
            w = self.weapon(k)
            me["actions"] -= 1
            self.pending = {"kind": "des", "des": w["des"], "zone": rest}
            self.log(f"{name} attaque {rest} avec {w['nom']} ({w['des']} dé(s), {w['precision']}+).")
            return
        elif verb == "fouiller":
            me["actions"] -= 1
            me["fouille"] = True
            self.pending = {"kind": "fouille"}
            self.log(f"{name} fouille {me['zone']}.")
            return
        elif verb == "objectif":
            me["actions"] -= 1
            self.objectives.remove(me["zone"])
            me["pa"] += R.OBJECTIVE_PA
            self.log(f"{name} prend l'objectif de {me['zone']} (+{R.OBJECTIVE_PA} PA).")
        elif verb == "bruit":
            me["actions"] -= 1
            self._noise(me["zone"])
            self.log(f"{name} fait du bruit en {me['zone']}.")
        elif verb == "porte":
            me["actions"] -= 1
            self._open(k, R.parse_door(rest))
        elif verb == "donner":
            j, _, i = rest.partition("-")
            item = me["objets"].pop(int(i) - 1)
            me["arme"] = R.best_weapon(me["objets"])
            other = self.survivors[int(j) - 1]
            other["objets"].append(item)
            other["arme"] = R.best_weapon(other["objets"])
            me["actions"] -= 1
            self.log(f"{name} donne {R.EQUIPMENT[item]['nom']} à {R.SURVIVORS[int(j) - 1]}.")
        self._after_action()

    def _noise(self, zone: str) -> None:
        self.noise[zone] = self.noise.get(zone, 0) + 1

    def _open(self, k: int, door: list) -> None:
        me = self.survivors[k]
        tool = max((o for o in me["objets"] if R.EQUIPMENT[o]["porte"]), key=lambda o: not R.EQUIPMENT[o]["bruit_porte"])
        self.open_doors.append(door)
        loud = R.EQUIPMENT[tool]["bruit_porte"]
        if loud:
            self._noise(me["zone"])
        self.log(f"{R.SURVIVORS[k]} ouvre la porte {R.door_code(door)} avec {R.EQUIPMENT[tool]['nom']}"
                 + (" (bruyant)." if loud else "."))
        building = R.building_of(door)
        if building not in self.opened:
            self.opened.append(building)
            rooms = R.rooms_of(building)
            self.log(f"SURPRISE ! Une carte zombie pour chaque pièce sombre : {', '.join(rooms)}.")
            self.steps = [f"carte@{z}" for z in rooms] + self.steps
            self._after_action(check_end=False)
            return
        self._after_action()

    def _after_action(self, check_end: bool = True) -> None:
        me = self.survivors[self.active]
        if self._won():
            return
        if check_end and me["actions"] <= 0 and not self.pending and not self.steps:
            self._end_survivor()

    def _won(self) -> bool:
        if not self.objectives and all(s["zone"] == R.EXIT for s in self.survivors):
            self.log(f"Tous les objectifs sont pris et tous les survivants sont en {R.EXIT} : mission réussie !")
            self.over, self.won = True, True
        return self.over

    def _end_survivor(self) -> None:
        self.survivors[self.active]["fait"] = True
        self.survivors[self.active]["actions"] = 0
        self.active = None
        left = [k for k in self.mine(self.seat) if not self.survivors[k]["fait"]]
        if left:
            if len(left) == 1:
                self.active = left[0]
            return
        self.turns_done += 1
        if self.turns_done < self.players:
            self.seat = (self.seat + 1) % self.players
            self._first_survivor()
            return
        self.log("Phase zombies.")
        self.steps = ["activation-1", "activation-2"] + [f"carte@{z}" for z in R.INVASION] + ["fin-du-tour"]

    def _first_survivor(self) -> None:
        left = [k for k in self.mine(self.seat) if not self.survivors[k]["fait"]]
        self.active = left[0] if len(left) == 1 else None

    # --- chance ------------------------------------------------------------------------------
    def _chance(self, move):
        head, _, rest = move.partition("-")
        if self.pending and self.pending["kind"] == "des":
            return self._resolve_attack(parse_roll(move, self.pending["des"]))
        rng = Rng(self.rng_state)       # the draw's place in the generator (see sample_chance)
        rng.random()
        self.rng_state = rng.state
        if self.pending:
            return self._found(int(rest) - 1)
        step = self.steps.pop(0)
        if head == "activation":
            self._activate(R.ACTIVATION_KINDS[int(rest) - 1], f"Activation {rest}")
        elif head == "carte":
            self._spawn(step.partition("@")[2], int(rest) - 1)
        elif move == "fin-du-tour":
            self._end_round()
        if not self.over and not self.steps and self.active is not None:
            self._after_action()

    def _resolve_attack(self, dice):
        k, target = self.active, self.pending["zone"]
        self.pending = None
        me, w = self.survivors[k], self.weapon(self.active)
        zs = self.zombies.get(target, [])
        self.last_dice = list(dice)
        if w["portee"][1] == 0:
            killed, lines = R.melee_resolution(zs, dice, w["precision"], w["degats"])
            misses = 0
        else:
            killed, _hits, misses, lines = R.ranged_resolution(zs, dice, w["precision"], w["degats"])
        for z in killed:
            zs.remove(z)
            me["pa"] += R.ADRENALINE[z]
        if not zs:
            self.zombies.pop(target, None)
        self.log(f"Dés : {', '.join(map(str, dice))}. " + " ".join(lines))
        if killed:
            self.log(f"{R.SURVIVORS[k]} tue : {R.zombie_list(killed)} (+{sum(R.ADRENALINE[z] for z in killed)} PA).")
        allies = [j for j, s in enumerate(self.survivors) if s["zone"] == target and j != k]
        if misses and allies:
            j = min(allies, key=lambda j: (self.survivors[j]["blessures"], j))
            self.log(f"Tir allié : {misses} raté(s) × {w['degats']} dégât(s) sur {R.SURVIVORS[j]}.")
            self._wound(j, misses * w["degats"])
        if w["bruit"]:
            self._noise(me["zone"])
        self._after_action()

    def _found(self, n: int):
        self.pending = None
        item = R.SEARCH_DECK[n]
        me = self.survivors[self.active]
        if len(me["objets"]) < R.INVENTORY_MAX:
            me["objets"].append(item)
            me["arme"] = R.best_weapon(me["objets"])
            self.log(f"{R.SURVIVORS[self.active]} trouve : {R.EQUIPMENT[item]['nom']}.")
        else:
            self.log(f"{R.SURVIVORS[self.active]} trouve {R.EQUIPMENT[item]['nom']}, inventaire plein : défaussé.")
        self._after_action()

    def _wound(self, j: int, n: int) -> None:
        s = self.survivors[j]
        s["blessures"] = min(R.SURVIVOR_HEALTH, s["blessures"] + n)
        if s["blessures"] >= R.SURVIVOR_HEALTH and not self.over:
            self.log(f"{R.SURVIVORS[j]} meurt : « la partie est perdue si un des survivants meurt ».")
            self.over, self.won = True, False
            self.steps, self.pending = [], None

    def _activate(self, kinds: tuple, title: str, only: str | None = None) -> None:
        """« Effectuer d'abord les attaques, puis les déplacements. »"""
        m = self.map()
        zones = {s["zone"] for s in self.survivors}
        for zone in sorted(self.zombies):
            group = [z for z in self.zombies[zone] if z in kinds and (only is None or z == only)]
            if group and zone in zones:
                self.log(f"{title} : {zone}, {R.zombie_list(group)} attaque(nt).")
                for _ in group:
                    here = [j for j, s in enumerate(self.survivors) if s["zone"] == zone]
                    self._wound(min(here, key=lambda j: (self.survivors[j]["blessures"], j)), 1)
                    if self.over:
                        return
        loud = R.noise_map(m, self.noise, [s["zone"] for s in self.survivors])
        szones = {m.grid.parse(z) for z in zones}
        moved = {}
        for zone in sorted(self.zombies):
            group = [z for z in self.zombies[zone] if z in kinds and (only is None or z == only)]
            if not group or zone in zones:
                continue
            i = m.grid.parse(zone)
            steps = R.first_steps(m, i, R.destinations(m, i, loud, szones)[0])
            if not steps:
                continue
            for z in group:
                self.zombies[zone].remove(z)
            for way, part in zip(steps, R.split(group, len(steps))):
                moved.setdefault(m.name(way), []).extend(part)
                if part:
                    self.log(f"{title} : {R.zombie_list(part)} de {zone} vers {m.name(way)}.")
        for zone in list(self.zombies):
            if not self.zombies[zone]:
                del self.zombies[zone]
        for zone, part in moved.items():
            self.zombies[zone] = sorted(self.zombies.get(zone, []) + part, key=R.ZOMBIES.index)

    def _spawn(self, zone: str, n: int) -> None:
        kind, counts = R.SPAWN_CARDS[n]
        count = counts[self.danger()]
        if kind == "abomination" and count and any("abomination" in zs for zs in self.zombies.values()):
            self.log(f"Carte {n + 1} en {zone} : une Abomination est déjà là, elle est de nouveau activée.")
            self._activate(("abomination",), "Abomination", only="abomination")
            return
        if kind == "abomination":
            count = min(count, 1)
        self.log(f"Carte {n + 1} en {zone} ({R.DANGER[self.danger()]}) : "
                 + (R.zombie_list([kind] * count) if count else "aucun zombie") + ".")
        if count:
            self.zombies[zone] = sorted(self.zombies.get(zone, []) + [kind] * count, key=R.ZOMBIES.index)

    def _end_round(self) -> None:
        """« On enlève les jetons bruit et le jeton premier joueur va au joueur suivant. »"""
        self.noise = {}
        self.round += 1
        self.first = (self.first + 1) % self.players
        self.seat, self.turns_done = self.first, 0
        for s in self.survivors:
            s["actions"], s["fait"], s["fouille"] = R.ACTIONS_PER_TURN, False, False
        self.log(f"Fin du tour : les jetons bruit sont enlevés. Tour {self.round}.")
        if self.round > R.ROUND_LIMIT and not self.end_started():
            self.log(f"{R.ROUND_LIMIT} tours sont joués sans finir la mission (garde-fou) : mission perdue.")
            self.over, self.won = True, False
            return
        self._first_survivor()

    # --- results and views -------------------------------------------------------------------
    def scores(self):
        return [1 if self.won else 0] * self.players

    def winners(self):
        return list(range(self.players)) if self.over and self.won else []

    def view(self, player):
        """Nothing is hidden (the equipment and zombie decks are drawn with replacement): the table."""
        return {"survivors": [dict(v, objets=list(v["objets"])) for v in self.survivors],
                "zombies": {z: list(ks) for z, ks in self.zombies.items()}, "noise": dict(self.noise),
                "open_doors": [list(d) for d in self.open_doors], "objectives": list(self.objectives),
                "active": self.active, "seat": self.seat, "round": self.round}

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        words = {"fouiller": "Fouiller", "objectif": "Prendre l'objectif", "bruit": "Faire du bruit",
                 "fin": "Terminer le tour du survivant"}
        if move in words:
            return words[move]
        if verb == "choisir" and R.number(rest):
            return f"Jouer {R.SURVIVORS[R.number(rest) - 1]}" if R.number(rest) <= len(R.SURVIVORS) else move
        if verb == "aller":
            return f"Aller en {rest}"
        if verb == "attaquer":
            return f"Attaquer {rest}"
        if verb == "porte":
            return f"Ouvrir la porte {rest}"
        if verb == "arme" and self.active is not None and R.number(rest):
            inv = self.survivors[self.active]["objets"]
            return f"Prendre {R.EQUIPMENT[inv[R.number(rest) - 1]]['nom']}" if R.number(rest) <= len(inv) else move
        return move


@register
class ZombicideGame(Game):
    id = "zombicide"
    mode = "partie"
    title = "Zombicide : une mission coopérative"
    state_class = ZombicideState
    main_rule_section = ACTIONS
    rule_sections = frozenset({MOVES, ACTIONS, COMBAT, SIGHT, INVENTORY})
    bots = {"survivant": ZombicideBot}
    cooperative = True
    safeguard = ("engine.games.zombicide.rules", "ROUND_LIMIT", "garde-fou")
    options = (PlayerCount(default=1, lo=1, hi=6, help="De 1 à 6 joueurs se partagent les 6 survivants."),)

    def setup(self, options, seed):
        n = options["joueurs"]
        s = ZombicideState(self, n, seed)
        s.survivors = [{"zone": R.START, "pa": 0, "blessures": 0, "actions": R.ACTIONS_PER_TURN, "fait": False,
                        "fouille": False, "objets": [item], "arme": 0} for item in R.STARTING_ITEMS]
        s.zombies = {z: list(ks) for z, ks in R.START_ZOMBIES.items()}
        s.noise, s.open_doors, s.opened = {}, [], []
        s.objectives = list(R.OBJECTIVES)
        s.round, s.first, s.seat, s.turns_done = 1, 0, 0, 0
        s.pending, s.steps, s.last_dice = None, [], []
        s.over, s.won = False, False
        s.active = None
        s._first_survivor()
        s.log(f"Mission : prendre les objectifs ({', '.join(R.OBJECTIVES)}), puis réunir les 6 survivants en "
              f"{R.EXIT}.")
        return s
