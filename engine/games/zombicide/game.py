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

Options ``position`` and ``arret``: the page's examples start the mission from a described
position (survivors, zombies, noise, open doors) and stop at the end of what they illustrate,
the first survivor's turn (``survivant``) or the round with its zombies' phase (``tour``).
"""

from __future__ import annotations

from ...bots import search_bot
from ...core import CHANCE, Game, Refusal, ScenarioError
from ...dice import RollingState, parse_roll, roll_outcomes
from ...grid import Grid
from ...options import Choice, PlayerCount, Structured, position_table
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
            return self._open(k, R.parse_door(rest))     # it ends the action itself
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
        name = R.SURVIVORS[self.active]
        self.survivors[self.active]["fait"] = True
        self.survivors[self.active]["actions"] = 0
        self.active = None
        if self.arret == "survivant":
            return self._stop(f"Fin de l'exemple : le tour {R.of(name)} est joué.")
        self._next_survivor()

    def _next_survivor(self) -> None:
        """The seat's next survivor (chosen by itself when only one is left); a seat whose
        survivors have all played passes the hand (« Chaque joueur joue tous ses survivants avant
        de passer la main au joueur suivant »); after the last seat, the zombies' phase."""
        while True:
            left = [k for k in self.mine(self.seat) if not self.survivors[k]["fait"]]
            if left:
                self.active = left[0] if len(left) == 1 else None
                return
            self.turns_done += 1
            if self.turns_done >= self.players:
                self.active = None
                self.log("Phase zombies.")
                self.steps = (["activation-1", "activation-2"] + [f"carte@{z}" for z in R.INVASION]
                              + ["fin-du-tour"])
                return
            self.seat = (self.seat + 1) % self.players

    def _stop(self, text: str) -> None:
        """The end of an example (option ``arret``): neither a victory nor a defeat."""
        self.fin = text
        self.log(text)
        self.over, self.won = True, False
        self.steps, self.pending, self.active = [], None, None

    def is_cooperative(self) -> bool:
        """The whole table wins or loses together; an example stopped at the end of what it
        illustrates has neither won nor lost (the status line says only that it is over)."""
        return self.fin is None

    def determinize(self, seat, rng):
        """Nothing is hidden but the dice and draws to come; a search looks past an example's
        stop, at the mission as a whole."""
        twin = super().determinize(seat, rng)
        twin.arret = "mission"
        return twin

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
            targets, why = R.destinations(m, i, loud, szones)
            steps = R.first_steps(m, i, targets)
            if not steps:
                continue
            for z in group:
                self.zombies[zone].remove(z)
            goal = ", ".join(m.name(t) for t in targets)
            for way, part in zip(steps, R.split(group, len(steps))):
                moved.setdefault(m.name(way), []).extend(part)
                if part:
                    self.log(f"{title} : {R.zombie_list(part)} de {zone} vers {m.name(way)} ({why} : {goal}).")
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
        if self.arret == "tour":
            return self._stop("Fin de l'exemple : le tour est joué, phase zombies comprise.")
        if self.round > R.ROUND_LIMIT and not self.end_started():
            self.log(f"{R.ROUND_LIMIT} tours sont joués sans finir la mission (garde-fou) : mission perdue.")
            self.over, self.won = True, False
            return
        self._next_survivor()

    # --- for the search (engine.search) --------------------------------------------------------
    def search_candidates(self, player, legal):
        """The moves a search may choose: not the free choice of a survivor or of a weapon, which
        change nothing on the map and could be chosen again and again, nor a gift or a noise token,
        whose worth a short look ahead cannot see (the greedy bot's move is always in)."""
        return [m for m in legal if not m.startswith(("choisir-", "arme-", "donner-", "bruit"))]

    def search_value(self):
        """A mission not over, for engine.search: the progress (objectives taken, then the
        survivors' way to the exit), lowered by the wounds and by a zone whose zombies could kill
        a survivor at the next attack (the wounds go to the least wounded: a death comes once the
        attackers outnumber the wounds the survivors there can still take)."""
        n = self.players
        if self.over:
            return [1.0 if self.won else 0.0] * n
        full = R.open_map()
        taken = len(R.OBJECTIVES) - len(self.objectives)
        if self.objectives:
            near = min(R.open_map_distances(o).get(full.grid.parse(s["zone"]), 9)
                       for o in self.objectives for s in self.survivors)
            progress = 0.3 * taken + 0.05 * (4 - min(4, near))
        else:
            dist = R.open_map_distances(R.EXIT)
            progress = 0.6 + 0.4 * sum(1.0 / (1 + dist.get(full.grid.parse(s["zone"]), 9))
                                       for s in self.survivors) / len(self.survivors)
        wounds = sum(s["blessures"] for s in self.survivors)
        risk = 0
        for zone, zs in self.zombies.items():
            here = [s for s in self.survivors if s["zone"] == zone]
            if here and len(zs) > sum(R.SURVIVOR_HEALTH - 1 - s["blessures"] for s in here):
                risk += 1
        value = (0.1 + 0.8 * progress) * (1 - 0.08 * wounds) * (0.5 ** risk)
        return [max(0.001, min(0.999, value))] * n

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
                "active": self.active, "seat": self.seat, "round": self.round, "fin": self.fin}

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


# --- the position of an example -------------------------------------------------------------

POSITION_KEYS = ("survivants", "ont_joue", "zombies", "bruit", "portes", "objectifs")
SURVIVOR_KEYS = ("zone", "objets", "blessures", "pa")
MAX_ZOMBIES_IN_ZONE = 8
MAX_NOISE = 5
GRID = Grid(len(R.MISSION_MAP), len(R.MISSION_MAP[0]))


def _zone(where: str, value) -> str:
    i = GRID.parse(value) if isinstance(value, str) else None
    if i is None:
        raise ScenarioError("position", f"{where} : « {value} » n'est pas une zone de la carte (A1 à E3).")
    return GRID.name(i)


def _count(where: str, value, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= hi:
        raise ScenarioError("position", f"{where} : un nombre de 0 à {hi} est attendu.")
    return value


def _survivor(name: str, value) -> dict:
    if isinstance(value, str):
        value = {"zone": value}
    if not isinstance(value, dict) or "zone" not in value or not set(value) <= set(SURVIVOR_KEYS):
        raise ScenarioError("position", f"survivants, {name} : une zone (ex. C3) ou une table "
                                        f"{{{', '.join(SURVIVOR_KEYS)}}} avec au moins sa zone.")
    out = {"zone": _zone(f"survivants, {name}", value["zone"])}
    if "objets" in value:
        items = value["objets"]
        if not isinstance(items, list) or len(items) > R.INVENTORY_MAX or any(o not in R.EQUIPMENT for o in items):
            raise ScenarioError("position", f"survivants, {name} : objets, une liste d'au plus {R.INVENTORY_MAX} "
                                            f"cartes parmi {', '.join(R.EQUIPMENT)} (« 5 cartes d'équipement "
                                            "maximum »).")
        out["objets"] = list(items)
    if "blessures" in value:
        out["blessures"] = _count(f"survivants, {name}, blessures", value["blessures"], R.SURVIVOR_HEALTH - 1)
    if "pa" in value:
        out["pa"] = _count(f"survivants, {name}, pa", value["pa"], 99)
    return out


def read_position(value, earlier):
    """A demo block's ``position:`` — what differs from the mission's set-up: the survivors
    named (a zone, or {zone, objets, blessures, pa}; the others stay in C3 with their first
    item), those that have already played this round (``ont_joue``), the zombies and noise
    tokens of each zone, the street doors open, the objectives left."""
    if position_table(value, POSITION_KEYS) is None:
        return None
    pos = {}
    people = value.get("survivants", {})
    if not isinstance(people, dict) or any(n not in R.SURVIVORS for n in people):
        raise ScenarioError("position", "survivants : une table « nom: zone » parmi " + ", ".join(R.SURVIVORS) + ".")
    pos["survivants"] = {n: _survivor(n, v) for n, v in people.items()}
    done = value.get("ont_joue", [])
    if not isinstance(done, list) or any(n not in R.SURVIVORS for n in done) or len(set(done)) != len(done):
        raise ScenarioError("position", "ont_joue : une liste de survivants (chacun une fois).")
    if len(done) == len(R.SURVIVORS):
        raise ScenarioError("position", "ont_joue : au moins un survivant doit rester à jouer ce tour.")
    pos["ont_joue"] = list(done)
    zombies = value.get("zombies", R.START_ZOMBIES)
    if not isinstance(zombies, dict):
        raise ScenarioError("position", "zombies : une table « zone: [types] » est attendue (ex. C1: [brute]).")
    pos["zombies"] = {}
    for zone, kinds in zombies.items():
        name = _zone("zombies", zone)
        if not isinstance(kinds, list) or len(kinds) > MAX_ZOMBIES_IN_ZONE or any(k not in R.ZOMBIES for k in kinds):
            raise ScenarioError("position", f"zombies, {name} : une liste d'au plus {MAX_ZOMBIES_IN_ZONE} zombies "
                                            f"parmi {', '.join(R.ZOMBIES)}.")
        if kinds:
            pos["zombies"][name] = sorted(pos["zombies"].get(name, []) + kinds, key=R.ZOMBIES.index)
    if sum(ks.count("abomination") for ks in pos["zombies"].values()) > 1:
        raise ScenarioError("position", "zombies : « il ne peut y avoir qu'une seule Abomination sur le plateau ».")
    noise = value.get("bruit", {})
    if not isinstance(noise, dict):
        raise ScenarioError("position", "bruit : une table « zone: jetons » est attendue (ex. C3: 2).")
    pos["bruit"] = {}
    for zone, n in noise.items():
        name = _zone("bruit", zone)
        if _count(f"bruit, {name}", n, MAX_NOISE):
            pos["bruit"][name] = n
    doors = value.get("portes", [])
    if not isinstance(doors, list):
        raise ScenarioError("position", "portes : une liste de portes ouvertes est attendue (ex. [B2-C2]).")
    pos["portes"] = []
    for d in doors:
        door = R.parse_door(d) if isinstance(d, str) else None
        if door is None:
            raise ScenarioError("position", f"portes : « {d} » n'est pas une porte sur la rue ("
                                + ", ".join(R.door_code(x) for x in R.STREET_DOORS) + ").")
        if door not in pos["portes"]:
            pos["portes"].append(door)
    left = value.get("objectifs", list(R.OBJECTIVES))
    if not isinstance(left, list) or any(o not in R.OBJECTIVES for o in left):
        raise ScenarioError("position", "objectifs : la liste des objectifs restant à prendre, parmi "
                                        + ", ".join(R.OBJECTIVES) + ".")
    pos["objectifs"] = [o for o in R.OBJECTIVES if o in left]
    zones = [pos["survivants"].get(n, {"zone": R.START})["zone"] for n in R.SURVIVORS]
    if not pos["objectifs"] and all(z == R.EXIT for z in zones):
        raise ScenarioError("position", "la mission serait déjà gagnée (objectifs pris, survivants à la sortie).")
    return pos


EXAMPLE = {"survivants": {"Amy": {"zone": "C3", "objets": ["carabine", "pied"]}, "Doug": "A3", "Elsa": "A3",
                          "Josh": "A3", "Ned": "A3", "Wanda": "A3"},
           "ont_joue": ["Doug", "Elsa", "Josh", "Ned", "Wanda"],
           "zombies": {"C1": ["rodeur"], "B2": ["rodeur"], "A2": ["rodeur"], "D2": ["rodeur"]},
           "portes": ["B2-C2", "C2-D2"]}
"""The page's line-of-sight example: Amy and a carbine in C3, the two doors on C2 open."""


def opened_buildings(open_doors, zones) -> list[str]:
    """« Les bâtiments déjà ouverts où dans lesquels se trouvent des survivants à la mise en place
    ne font pas apparaître de zombie »: at set-up, a building with an open door or a survivor
    inside is no longer dark."""
    out = []
    for b in sorted({ch for ch in R.MISSION_KIND if ch != R.STREET}):
        inside = any(R.MISSION_KIND[GRID.parse(z)] == b for z in zones)
        if inside or any(R.building_of(d) == b for d in open_doors):
            out.append(b)
    return out


@register
class ZombicideGame(Game):
    id = "zombicide"
    mode = "partie"
    title = "Zombicide : une mission coopérative"
    state_class = ZombicideState
    main_rule_section = ACTIONS
    rule_sections = frozenset({MOVES, ACTIONS, COMBAT, SIGHT, INVENTORY})
    bots = {"fort": search_bot("Fort", ZombicideBot, iterations=24, depth=24, margin=0.1), "survivant": ZombicideBot}
    default_bot = "survivant"  # « fort » thinks about 50 ms a move in CPython: the fast one answers on a phone
    cooperative = True
    safeguard = ("engine.games.zombicide.rules", "ROUND_LIMIT", "garde-fou")
    options = (
        PlayerCount(default=1, lo=1, hi=6, help="De 1 à 6 joueurs se partagent les 6 survivants."),
        Structured("position", "Position de départ (un exemple)", default=None, parse=read_position,
                   expects="une table : survivants (nom: zone, ou {zone, objets, blessures, pa}), ont_joue, "
                           "zombies (zone: [types]), bruit (zone: jetons), portes (ouvertes sur la rue), objectifs",
                   example=EXAMPLE),
        Choice("arret", "Fin de l'exemple", "mission",
               {"mission": "à la fin de la mission", "survivant": "après le tour du premier survivant joué",
                "tour": "à la fin du tour, phase zombies comprise"},
               help="Un exemple s'arrête à la fin de ce qu'il illustre."),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = ZombicideState(self, n, seed)
        s.survivors = [{"zone": R.START, "pa": 0, "blessures": 0, "actions": R.ACTIONS_PER_TURN, "fait": False,
                        "fouille": False, "objets": [item], "arme": 0} for item in R.STARTING_ITEMS]
        s.zombies = {z: list(ks) for z, ks in R.START_ZOMBIES.items()}
        s.noise, s.open_doors = {}, []
        s.objectives = list(R.OBJECTIVES)
        s.round, s.first, s.seat, s.turns_done = 1, 0, 0, 0
        s.pending, s.steps, s.last_dice = None, [], []
        s.over, s.won = False, False
        s.active = None
        s.arret, s.fin = options["arret"], None
        pos = options["position"]
        if pos is not None:
            for k, name in enumerate(R.SURVIVORS):
                me = s.survivors[k]
                me.update({key: list(v) if isinstance(v, list) else v
                           for key, v in pos["survivants"].get(name, {}).items()})
                me["arme"] = R.best_weapon(me["objets"])
                if name in pos["ont_joue"]:
                    me["fait"], me["actions"] = True, 0
            s.zombies = {z: list(ks) for z, ks in pos["zombies"].items()}
            s.noise = dict(pos["bruit"])
            s.open_doors = [list(d) for d in pos["portes"]]
            s.objectives = list(pos["objectifs"])
        s.opened = opened_buildings(s.open_doors, [v["zone"] for v in s.survivors])
        s._next_survivor()
        if pos is None:
            s.log(f"Mission : prendre les objectifs ({', '.join(R.OBJECTIVES)}), puis réunir les 6 survivants en "
                  f"{R.EXIT}.")
        else:
            s.log("Exemple : une position de la mission" + (f", {R.SURVIVORS[s.active]} joue." if s.active is not None
                                                            else "."))
        return s
