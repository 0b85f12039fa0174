"""Takenoko, the whole game (mode « partie ») against bots, as the page describes it.

« Un tour se réalise en 2 étapes : 1. Lancer le dé météo (à partir du second tour
de jeu) et réaliser (ou non) l'action correspondante. 2. Réaliser 2 actions
différentes et tenter de réaliser ses objectifs. » « À n'importe quel moment, un
joueur peut : placer un aménagement, placer un canal d'irrigation, compléter un ou
des objectifs. » « Le jeu prend fin lorsque un certain nombre d'objectifs est
complété » ; the first to get there « gagne deux points bonus » and the others
play « une dernière manche ».

Moves. The die is a chance step (``de-<face>``); its effect: ``pluie-B3``,
``orage-B3``, ``nuage-<aménagement>``, ``meteo-<face>`` (the « ? » face),
``passer``. The actions: ``parcelles`` (draw three) then ``garder-<parcelle>``
and ``poser-B3``; ``canal`` (take a canal into one's reserve);
``jardinier-B3`` and ``panda-B3`` (after choosing the figure, ``outil-…``);
``objectif-<parcelle|jardinier|panda>``. At any moment of one's turn:
``irriguer-B3`` (lay a canal of one's reserve so that B3 is irrigated),
``amenager-<aménagement>-B3``, ``valider-<objectif>``; ``fin`` ends the turn
once the actions are done (or none is possible).
"""

from __future__ import annotations

import copy
import math

from ...bots import search_bot
from ...core import CHANCE, Game, Refusal, State
from ...rng import Rng
from ...options import PlayerCount
from .. import register
from . import rules as R
from .bots import TakenokoBot, progress

HELD_SHARE = 0.5
"""engine.search's reading of an objective in hand: this share of its points times its progress."""
MET_SHARE = 0.9
"""... and of an objective in hand the garden already fulfils (validated at the next turn, if still there)."""
SEARCH_SCALE = 4.0
"""Points of lead that engine.search reads as about 0.73 (a sigmoid)."""

TOOLS = ("jardinier", "panda", "canal") + R.IMPROVEMENTS
TOOL_NAMES = {"jardinier": "le jardinier", "panda": "le panda", "canal": "un canal de votre réserve",
              "bassin": "un bassin", "engrais": "un engrais", "enclos": "un enclos"}


class TakenokoState(State):
    """Attributes (JSON): jardin, canaux, jardinier, panda, pioche (plots), tirees (the three drawn),
    gardee, pioches {kind: objective cards}, mains, faits, manges, canaux_joueurs, amenagements
    (each player's reserve), reserve {improvement: n}, canaux_stock, turn, manche, phase, face,
    restantes, faites, outil, empereur, fin_raison."""

    never_negative = ("restantes", "canaux_stock", "canaux_joueurs", "reserve", "manges", "manche")

    # --- what may be done -----------------------------------------------------------
    def to_move(self):
        if self.phase == "fin":
            return []
        if self.phase == "meteo":
            return [CHANCE]
        return [self.turn]

    def irrigated(self, name) -> bool:
        return R.irrigated(self.jardin, self.canaux, name)

    def _order(self) -> list[str]:
        return [n for n in R.garden_places() if n in self.jardin]

    def action_allowed(self, action: str) -> bool:
        """« Réaliser 2 actions différentes » (3 with the Sun, the same twice with the Wind)."""
        return self.restantes > 0 and (self.face == "vent" or action not in self.faites)

    def tool_targets(self, tool: str) -> list[str]:
        p = self.turn
        if tool in ("jardinier", "panda"):
            if not self.action_allowed(tool):
                return []
            start = self.jardinier if tool == "jardinier" else self.panda
            return R.line_targets(self.jardin, start)
        if tool == "canal":
            if not self.canaux_joueurs[p]:
                return []
            return [n for n in self._order() if R.irrigable(self.jardin, self.canaux, n)]
        if tool not in self.amenagements[p]:
            return []
        return [n for n in self._order() if R.improvement_problem(self.jardin, n) is None]

    def tool_moves(self, tool: str) -> list[str]:
        prefix = {"jardinier": "jardinier-", "panda": "panda-", "canal": "irriguer-"}.get(tool, f"amenager-{tool}-")
        return [prefix + n for n in self.tool_targets(tool)]

    def action_moves(self) -> list[str]:
        p = self.turn
        moves = []
        if self.action_allowed("parcelles") and self.pioche and R.free_places(self.jardin):
            moves.append("parcelles")
        if self.action_allowed("canal") and self.canaux_stock > 0:
            moves.append("canal")
        if self.action_allowed("objectif") and len(self.mains[p]) < R.HAND_LIMIT:
            moves += [f"objectif-{k}" for k in R.OBJECTIVE_KINDS if self.pioches[k]]
        return moves

    def met(self, player: int) -> list[str]:
        """The objectives of `player`'s hand the garden (or the panda's sections) fulfils now."""
        wet = R.irrigated_colours(self.jardin, self.canaux)
        out = []
        for o in self.mains[player]:
            if o not in out and R.check_objective(self.jardin, self.canaux, self.manges[player], o, wet)[0]:
                out.append(o)
        return out

    def legal_moves(self, player=None):
        if self.phase == "fin":
            return []
        if self.phase == "meteo":
            return [f"de-{f}" for f in R.FACES] if player == CHANCE else []
        if player is not None and player != self.turn:
            return []
        if self.phase == "effet":
            return self._effect_moves() + ["passer"]
        if self.phase == "choix-parcelle":
            return list(dict.fromkeys(f"garder-{c}" for c in self.tirees))
        if self.phase == "pose-parcelle":
            return [f"poser-{n}" for n in R.free_places(self.jardin)]
        moves = self.action_moves()
        moves += [f"outil-{t}" for t in TOOLS if t != self.outil and self.tool_targets(t)]
        moves += self.tool_moves(self.outil)
        moves += [f"valider-{o}" for o in self.met(self.turn)]
        if self._may_end():
            moves.append("fin")
        return moves

    def _may_end(self) -> bool:
        """The actions are done, or none is possible."""
        return self.restantes == 0 or not (self.action_moves() or self.tool_targets("jardinier")
                                           or self.tool_targets("panda"))

    def _nothing_but_end(self) -> bool:
        """Only « fin » is left (the turn then ends by itself): checked cheaply, in that order."""
        return (self.phase == "actions" and self._may_end()
                and not any(self.tool_targets(t) for t in TOOLS) and not self.met(self.turn))

    def _effect_moves(self) -> list[str]:
        f = self.face
        if f == "pluie":
            return [f"pluie-{n}" for n in self._order() if self.irrigated(n) and self.jardin[n]["b"] < R.MAX_BAMBOO]
        if f == "orage":
            return [f"orage-{n}" for n in self._order() if R.is_plot(self.jardin, n) and n != self.panda]
        if f == "nuage":
            return [f"nuage-{a}" for a in R.IMPROVEMENTS if self.reserve[a] > 0]
        if f == "choix":
            return [f"meteo-{g}" for g in R.FACES
                    if g != "choix" and not (g == "nuage" and not any(self.reserve.values()))]
        return []

    def sample_chance(self) -> str:
        """The die's face the state's generator gives, without advancing it (playing it does)."""
        return f"de-{R.FACES[Rng(self.rng_state).below(len(R.FACES))]}"

    # --- refusals ----------------------------------------------------------------------
    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        head, _, rest = move.partition("-")
        if self.phase == "effet" and head not in ("pluie", "orage", "nuage", "meteo", "passer"):
            return Refusal(f"réalisez (ou non) d'abord l'effet du dé : {R.FACE_NAMES[self.face]} — "
                           f"« {R.FACE_EFFECTS[self.face]} ».", R.S_DIE)
        if head in ("pluie", "orage", "nuage", "meteo"):
            if self.phase != "effet":
                return Refusal("aucun effet de météo en attente : l'effet se réalise (ou non) juste après le dé.",
                               R.S_DIE)
            if head == "pluie" and self.face == "pluie":
                return Refusal("la pluie fait pousser « sur une parcelle irriguée » (4 sections au plus) : pas sur "
                               "celle-ci.", R.S_DIE)
            if head == "orage" and self.face == "orage" and rest == self.panda:
                return Refusal("le panda doit bouger : il est déjà sur cette parcelle.", R.S_DIE)
            return Refusal(f"ce n'est pas l'effet de la face tirée ({R.FACE_NAMES[self.face]} : "
                           f"« {R.FACE_EFFECTS[self.face]} »).", R.S_DIE)
        if self.phase == "choix-parcelle":
            return Refusal("« Le joueur en pioche trois et en choisit une » : choisissez une des parcelles tirées.",
                           R.S_PLOTS)
        if self.phase == "pose-parcelle":
            if head == "poser":
                return Refusal(R.placement_problem(self.jardin, rest) or "place impossible.", R.S_PLOTS)
            return Refusal("posez d'abord la parcelle choisie dans le jardin.", R.S_PLOTS)
        if head in ("parcelles", "canal", "objectif", "jardinier", "panda"):
            action = head
            if self.restantes <= 0:
                return Refusal("vous avez réalisé vos actions de ce tour : « Réaliser 2 actions ».", R.S_TURNS)
            if not self.action_allowed(action):
                return Refusal(f"« Réaliser 2 actions différentes » : l'action {R.ACTION_NAMES[action]} est déjà faite "
                               "ce tour (seul le Vent permet 2 actions identiques).", R.S_TURNS)
            if head == "objectif":
                if len(self.mains[self.turn]) >= R.HAND_LIMIT:
                    return Refusal(f"« max. en main = {R.HAND_LIMIT} » : réalisez d'abord un objectif.", R.S_OBJECTIVE)
                return Refusal("plus de carte objectif de cette catégorie.", R.S_OBJECTIVE)
            if head == "parcelles":
                return Refusal("plus de parcelle à piocher ou plus de place.", R.S_PLOTS)
            if head == "canal":
                return Refusal("plus de canal dans la réserve.", R.S_CANAL)
            section = R.S_GARDENER if head == "jardinier" else R.S_PANDA
            start = self.jardinier if head == "jardinier" else self.panda
            if self.outil != head:
                return f"choisissez d'abord {TOOL_NAMES[head]}."
            if rest == start:
                return Refusal(f"{TOOL_NAMES[head].capitalize()} doit se déplacer.", section)
            return Refusal(f"« Le joueur déplace {TOOL_NAMES[head]} en ligne droite » : cette parcelle n'est pas en "
                           f"ligne droite depuis sa place, sans trou.", section)
        if head == "irriguer":
            if not self.canaux_joueurs[self.turn]:
                return Refusal("vous n'avez pas de canal dans votre réserve : prenez-en un (action Canal).", R.S_CANAL)
            if rest in self.jardin and self.irrigated(rest):
                return Refusal("cette parcelle est déjà irriguée.", R.S_CANAL)
            return Refusal("« Les canaux d'irrigations doivent être placés entre deux parcelles existantes » et "
                           "prolongent le réseau : cette parcelle ne touche aucune parcelle irriguée.", R.S_CANAL)
        if head == "amenager":
            kind, _, name = rest.partition("-")
            if kind not in self.amenagements[self.turn]:
                return Refusal("vous n'avez pas cet aménagement (le Nuage en donne un).", R.S_DIE)
            return Refusal(R.improvement_problem(self.jardin, name) or "aménagement impossible.", R.S_DIE)
        if head == "valider":
            if rest not in self.mains[self.turn]:
                return Refusal("cet objectif n'est pas dans votre main.", R.S_OBJECTIVE)
            return Refusal(f"l'objectif « {R.objective_label(rest)} » n'est pas encore réalisé.", R.S_OBJECTIVE)
        if head == "outil":
            if rest == self.outil:
                return "cette pièce est déjà choisie : cliquez une parcelle."
            return f"{TOOL_NAMES.get(rest, 'cette pièce')} ne peut rien faire maintenant.".capitalize()
        if move == "fin":
            return Refusal("« Réaliser 2 actions différentes » : faites d'abord vos actions.", R.S_TURNS)
        return "coup inconnu."

    # --- playing ---------------------------------------------------------------------------
    def _name(self, p=None) -> str:
        return self.game.seat_name(self.turn if p is None else p)

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        p = self.turn
        if player == CHANCE:
            self.rand_below(len(R.FACES))      # past the roll, whatever face is played: a replay ends alike
            self.log(f"{self._name()} lance le dé météo : {R.FACE_NAMES[rest]} (« {R.FACE_EFFECTS[rest]} »).")
            self._set_face(rest)
        elif head == "meteo":
            self.log(f"{self._name()} choisit la condition : {R.FACE_NAMES[rest]}.")
            self._set_face(rest)
        elif head == "pluie":
            add = R.grow(self.jardin, rest)
            self.log(f"Pluie : {add} section(s) poussent sur {R.plot_words(self.jardin, rest)}.")
            self.phase = "actions"
        elif head == "orage":
            self.panda = rest
            where = R.plot_words(self.jardin, rest)
            self.log(f"Orage : le panda va sur {where}{self._eat(rest)}.")
            self.phase = "actions"
        elif head == "nuage":
            self.reserve[rest] -= 1
            self.amenagements[p].append(rest)
            self.log(f"Nuage : {self._name()} prend un {rest}.")
            self.phase = "actions"
        elif head == "passer":
            self.log(f"{self._name()} ne réalise pas l'effet de la météo.")
            self.phase = "actions"
        elif head == "parcelles":
            self.tirees = [self.pioche.pop() for _ in range(min(R.PLOTS_DRAWN, len(self.pioche)))]
            self.log(f"{self._name()} pioche {len(self.tirees)} parcelle(s).")
            self.phase = "choix-parcelle"
        elif head == "garder":
            self.tirees.remove(rest)
            self.pioche[:0] = self.tirees          # the others go back under the pile
            self.tirees = []
            self.gardee = rest
            self.phase = "pose-parcelle"
        elif head == "poser":
            colour, a = R.plot_of_code(self.gardee)
            self.jardin[rest] = {"c": colour, "a": a, "b": 0, "k": False}
            self.log(f"{self._name()} pose une {R.plot_label(self.gardee)} {R.whereabouts(self.jardin, rest)}.")
            self.gardee = None
            self.phase = "actions"
            self._action_done("parcelles")
        elif head == "canal":
            self.canaux_stock -= 1
            self.canaux_joueurs[p] += 1
            self.log(f"{self._name()} prend un canal d'irrigation (il le garde dans sa réserve).")
            self._action_done("canal")
        elif head == "jardinier":
            self.jardinier = rest
            grown = R.gardener_growth(self.jardin, self.canaux, rest)
            for n in grown:
                R.grow(self.jardin, n)
            self.log(f"{self._name()} : le jardinier va sur {R.plot_words(self.jardin, rest)} et "
                     f"{R.growth_words(self.jardin, rest, grown)}.")
            self._action_done("jardinier")
        elif head == "panda":
            self.panda = rest
            where = R.plot_words(self.jardin, rest)
            self.log(f"{self._name()} : le panda va sur {where}{self._eat(rest)}.")
            self._action_done("panda")
        elif head == "objectif":
            card = self.pioches[rest].pop()
            self.mains[p].append(card)
            self.log(f"{self._name()} pioche un objectif {R.KIND_NAMES[rest]}.")
            self._action_done("objectif")
        elif head == "irriguer":
            e = R.canal_edge_to(self.jardin, self.canaux, rest)
            self.canaux_joueurs[p] -= 1
            self.canaux.append(e)
            R.grow(self.jardin, rest, 1)
            self.log(f"{self._name()} pose un canal : {R.plot_words(self.jardin, rest)} est irriguée pour la première "
                     "fois, une section pousse.")
        elif head == "amenager":
            kind, _, name = rest.partition("-")
            where = R.plot_words(self.jardin, name)
            self.amenagements[p].remove(kind)
            self.jardin[name]["a"] = kind
            self.log(f"{self._name()} place un {kind} sur {where}.")
        elif head == "valider":
            self._complete(rest)
        elif head == "outil":
            self.outil = rest
            return
        elif head == "fin":
            self._end_turn()
            return
        self._fix_tool()
        if self._nothing_but_end():
            self._end_turn()

    def _eat(self, name: str) -> str:
        if R.panda_can_eat(self.jardin, name):
            p = self.jardin[name]
            p["b"] -= 1
            self.manges[self.turn][p["c"]] += 1
            return f" et mange une section {'verte' if p['c'] == 'vert' else p['c']}"
        p = self.jardin.get(name)
        if p and p["a"] == "enclos" and p["b"] > 0:
            return " (l'enclos protège le bambou : rien à manger)"
        return " (rien à manger)"

    def _complete(self, obj: str) -> None:
        p = self.turn
        self.mains[p].remove(obj)
        self.faits[p].append(obj)
        if R.objective_kind(obj) == "panda":
            for c, n in R.panda_need(obj).items():
                self.manges[p][c] -= n
        self.log(f"{self._name()} réalise l'objectif {R.KIND_NAMES[R.objective_kind(obj)]} « {R.objective_label(obj)} » "
                 f"({R.objective_points(obj)} pts).")
        target = R.OBJECTIVES_TO_END[self.players]
        if self.empereur is None and len(self.faits[p]) >= target:
            self.empereur = p
            self.log(f"{self._name()} atteint {target} objectifs le premier : deux points bonus, et la manche finale "
                     "commence (une dernière manche pour les autres joueurs).")

    def _set_face(self, face):
        self.face = face
        self.restantes = 3 if face == "soleil" else 2
        self.faites = []
        if face == "nuage" and not any(self.reserve.values()):
            self.log("Plus d'aménagement disponible : choisissez la condition climatique.")
            self.face = "choix"
        self.phase = "effet" if self.face in ("pluie", "orage", "nuage", "choix") else "actions"
        if self.phase == "effet" and self._effect_moves() == [] and self.face != "choix":
            self.log("Rien à faire pour cet effet.")
            self.phase = "actions"
        if self.phase == "actions":
            self._fix_tool()
            if self._nothing_but_end():
                self._end_turn()

    def _action_done(self, action):
        self.faites.append(action)
        self.restantes -= 1

    def _fix_tool(self):
        """Keep a figure or piece that can act in hand (the view's hexes play the chosen one)."""
        if self.phase == "actions" and not self.tool_targets(self.outil):
            self.outil = next((t for t in TOOLS if self.tool_targets(t)), "jardinier")

    def _end_turn(self):
        self.log(f"Fin du tour de {self._name()}.")
        nxt = (self.turn + 1) % self.players
        if self.empereur is not None and nxt == self.empereur:
            self._finish("la manche finale est jouée")
            return
        if nxt == 0:
            self.manche += 1
            if self.manche > R.ROUND_LIMIT and not self.end_started():
                self._finish(f"{R.ROUND_LIMIT} manches sont jouées (garde-fou de la démo)")
                return
        self.turn = nxt
        self._start_turn()

    def _start_turn(self):
        self.faites = []
        self.outil = "jardinier"
        if self.manche == 1:
            self.face = None
            self.restantes = 2
            self.phase = "actions"
            self._fix_tool()
            if self._nothing_but_end():
                self._end_turn()
        else:
            self.face = None
            self.restantes = 0
            self.phase = "meteo"

    def _finish(self, why):
        self.phase = "fin"
        pts = self.scores()
        detail = ", ".join(f"{self._name(p)} {pts[p]}" for p in range(self.players))
        self.log(f"Fin de la partie ({why}) : {detail} points. Gagne : {self.game.seat_list(self.winners())}.")

    # --- results and views ----------------------------------------------------------
    def panda_points(self) -> list[int]:
        return [sum(R.objective_points(o) for o in f if R.objective_kind(o) == "panda") for f in self.faits]

    def end_started(self) -> bool:
        """« Il reste dès lors une dernière manche de jeu aux autres joueurs » :
        once a player has reached the objective count, that round is played."""
        return self.empereur is not None

    def scores(self):
        return [sum(R.objective_points(o) for o in self.faits[p]) + (R.EMPEROR_BONUS if self.empereur == p else 0)
                for p in range(self.players)]

    def winners(self):
        if not self.is_over():
            return []
        return R.winners_by(self.scores(), self.panda_points())

    def search_value(self):
        """A position for engine.search (run on a determinization, where the hands `seat` cannot see are
        dealt afresh): each player's points done, plus a share of the objectives in hand by their progress
        (sections eaten, bamboo heights, a plot pattern there or not), against the best other player,
        squashed into (0, 1); the result itself once the game is over."""
        n = self.players
        if self.phase == "fin":
            winners = self.winners()
            return [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
        wet = R.irrigated_colours(self.jardin, self.canaux)
        est = self.scores()
        for p in range(n):
            for o in self.mains[p]:
                x = progress(self.jardin, self.canaux, self.manges[p], o, wet)
                est[p] += R.objective_points(o) * (MET_SHARE if x >= 1.0 else HELD_SHARE * x)
        out = []
        for p in range(n):
            lead = est[p] - max(est[q] for q in range(n) if q != p)
            out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead / SEARCH_SCALE)))))
        return out

    def determinize(self, seat, rng):
        """The plot pile (with the three plots another player is choosing from) dealt afresh; the
        objective cards `seat` cannot see (the three decks, the other hands) pooled and dealt again:
        each deck its size from its own kind, the other hands what is left, whatever its kind."""
        twin = super().determinize(seat, rng)
        self.redeal([twin.pioche] + ([twin.tirees] if seat != twin.turn else []), rng)
        others = [twin.mains[q] for q in range(twin.players) if q != seat]
        pool = [c for hand in others for c in hand] + [c for k in R.OBJECTIVE_KINDS for c in twin.pioches[k]]
        pool.sort(key=repr)
        rng.shuffle(pool)
        for k in R.OBJECTIVE_KINDS:
            size = len(twin.pioches[k])
            mine = [c for c in pool if R.objective_kind(c) == k][:size]
            for c in mine:
                pool.remove(c)
            twin.pioches[k] = mine
        for hand in others:
            hand[:], pool = pool[:len(hand)], pool[len(hand):]
        return twin

    def view(self, player):
        mine = player is not None and 0 <= player < self.players
        hidden = ("game", "rng_state", "events", "pioche", "pioches", "mains", "tirees", "jardin")
        out = {k: copy.deepcopy(v) for k, v in vars(self).items() if k not in hidden}
        out["jardin"] = {n: dict(p) for n, p in self.jardin.items()}
        out["joueur"] = player
        out["main"] = list(self.mains[player]) if mine else None
        out["tailles_mains"] = [len(h) for h in self.mains]
        out["tirees"] = list(self.tirees) if mine and player == self.turn else []
        out["pioche_parcelles"] = len(self.pioche)
        out["pioches_objectifs"] = {k: len(v) for k, v in self.pioches.items()}
        out["objectif_fin"] = R.OBJECTIVES_TO_END[self.players]
        return out

    def describe(self, move, player=None):
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        if head == "de" and rest in R.FACE_NAMES:
            return f"Dé météo : {R.FACE_NAMES[rest]}"
        labels = {"parcelles": "Piocher 3 parcelles", "canal": "Prendre un canal", "passer": "Ne pas réaliser l'effet",
                  "fin": "Finir le tour"}
        if move in labels:
            return labels[move]
        if head == "objectif" and rest in R.KIND_NAMES:
            return f"Piocher un objectif {R.KIND_NAMES[rest]}"
        if head == "valider" and rest in R.OBJECTIVES:
            return f"Réaliser « {R.objective_label(rest)} »"
        if head == "meteo" and rest in R.FACE_NAMES:
            return f"Choisir : {R.FACE_NAMES[rest]}"
        if head == "nuage":
            return f"Prendre un {rest}"
        if head == "outil" and rest in TOOL_NAMES:
            return f"Choisir {TOOL_NAMES[rest]}"
        if head == "garder":
            return f"Garder la {R.plot_label(rest)}"
        return self._describe_place(head, rest) or move

    def _describe_place(self, head: str, rest: str) -> str | None:
        """A move on the garden named as a player says it (the board draws no codes)."""
        if head == "amenager":
            kind, _, name = rest.partition("-")
            if R.is_plot(self.jardin, name):
                return f"Placer un {kind} sur {R.plot_words(self.jardin, name)}"
            return None
        if not R.in_garden(rest):
            return None
        if head == "poser":
            return f"Poser la parcelle {R.whereabouts(self.jardin, rest)}"
        if rest not in self.jardin:
            return None
        where = R.plot_words(self.jardin, rest)
        verbs = {"jardinier": "Le jardinier sur", "panda": "Le panda sur", "orage": "Orage : le panda sur",
                 "pluie": "Pluie sur", "irriguer": "Irriguer"}
        return f"{verbs[head]} {where}" if head in verbs else None


@register
class Takenoko(Game):
    id = "takenoko"
    mode = "partie"
    title = "Takenoko : une partie contre les bots"
    state_class = TakenokoState
    bots = {"fort": search_bot("Fort", TakenokoBot, iterations=16, depth=8, margin=0.2), "malin": TakenokoBot}
    default_bot = "malin"  # the fastest to answer on a phone
    safeguard = ("engine.games.takenoko.rules", "ROUND_LIMIT", "garde-fou")
    main_rule_section = R.S_TURNS
    rule_sections = frozenset({R.S_DIE, R.S_CANAL, R.S_GARDENER, R.S_PANDA, R.S_TURNS, R.S_PLOTS, R.S_OBJECTIVE})
    options = (PlayerCount(default=2, lo=2, hi=4),)

    def setup(self, options, seed):
        n = options["joueurs"]
        s = TakenokoState(self, n, seed)
        s.jardin = {R.POND: {"c": "etang", "a": None, "b": 0, "k": False}}
        s.canaux = []
        s.jardinier = s.panda = R.POND
        s.pioche = R.plot_deck()
        s.shuffle(s.pioche)
        s.tirees = []
        s.gardee = None
        s.pioches = {}
        for k in R.OBJECTIVE_KINDS:
            deck = R.objective_deck(k)
            s.shuffle(deck)
            s.pioches[k] = deck
        # the published game's start: one objective of each kind in hand
        s.mains = [[s.pioches[k].pop() for k in R.OBJECTIVE_KINDS] for _ in range(n)]
        s.faits = [[] for _ in range(n)]
        s.manges = [{c: 0 for c in R.COLOURS} for _ in range(n)]
        s.canaux_joueurs = [0] * n
        s.amenagements = [[] for _ in range(n)]
        s.reserve = {a: R.IMPROVEMENT_STOCK for a in R.IMPROVEMENTS}
        s.canaux_stock = R.CANAL_STOCK
        s.turn = 0
        s.manche = 1
        s.empereur = None
        s.face = None
        s.restantes = 2
        s.faites = []
        s.outil = "jardinier"
        s.phase = "actions"
        s.log(f"{n} joueurs, le jardin commence par l'étang ; chacun a un objectif de chaque sorte. "
              f"Premier tour : pas de dé météo. Fin à {R.OBJECTIVES_TO_END[n]} objectifs réalisés.")
        s._fix_tool()
        return s
