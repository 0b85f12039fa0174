"""Microcosm's calculator (mode « action »): one action played on a small stated position.

The reader picks the Domaine card to play from their hand (``jouer-<carte>``), reveals
other cards of their hand for more icons (``montrer-<carte>``), turns one of their hidden
Colonies face up (``retourner-<planète>``), chooses the target (``cible-<id>``: a Planet of
the play area, an opponent's Colony ``adv<n>``, a Technology) and confirms (``valider``):
the engine counts the icons, resolves the action (a Colonisation that lacks icons is
refused; a Guerre is blind and may fail), and, when the reserve and the deck are empty,
ends the game after that action with the final count. ``reinitialiser`` restores the
starting position.
"""

from __future__ import annotations

import copy

from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Structured
from .. import register
from . import rules as R

SECTION = {"colonisation": "action-colonisation", "guerre": "action-guerre", "recherche": "action-recherche",
           "politique": "action-politique", "observation": "action-observation"}
END = "condition-de-fin-de-partie"

EXAMPLE = {
    "main": ["colo-v", "colo-r", "guerre-j", "rech-p"],
    "colonies": ["p0-v"],
    "colonies_cachees": ["p2-v"],
    "butins": ["p2-r"],
    "technologies": [],
    "planetes": ["p0-j", "p2-j", "p3-n2"],
    "zone_technologies": ["tech-colo", "mobilisation"],
    "adversaire": {"colonies": ["p0-r"], "colonies_cachees": ["p2-p"], "technologies": ["tech-guerre"]},
    "reserve": 3,
    "paquet": 5,
    "second": "vous",
}

KEYS = set(EXAMPLE)


def read_position(value, earlier):
    def fail(problem):
        raise ScenarioError("position", problem)

    if value is None:
        return copy.deepcopy(EXAMPLE)
    if not isinstance(value, dict):
        fail("une table (main, colonies, colonies_cachees, butins, technologies, planetes, zone_technologies, "
             "adversaire, reserve, paquet, second) est attendue.")
    for key in value:
        if key not in KEYS:
            fail(f"clé « {key} » inconnue (clés : {', '.join(sorted(KEYS))}).")
    pos = {}
    seen: set[str] = set()

    def ids(key, table, where, limit, source=value):
        raw = source.get(key, [])
        if raw is None:
            raw = []
        if not isinstance(raw, list) or len(raw) > limit:
            fail(f"« {key} » : une liste d'au plus {limit} identifiants est attendue.")
        for x in raw:
            if not isinstance(x, str) or x not in table:
                fail(f"« {key} » : « {x} » n'est pas {where} (par exemple {next(iter(table))}).")
            if x in seen:
                fail(f"la carte « {x} » figure deux fois dans la position.")
            seen.add(x)
        return list(raw)

    pos["main"] = ids("main", R.DOMAIN, "une carte Domaine", 8)
    pos["colonies"] = ids("colonies", R.PLANETS, "une Planète", 6)
    pos["colonies_cachees"] = ids("colonies_cachees", R.PLANETS, "une Planète", 6)
    pos["butins"] = ids("butins", R.PLANETS, "une Planète", 6)
    pos["technologies"] = ids("technologies", R.TECHS, "une Technologie", 5)
    pos["planetes"] = ids("planetes", R.PLANETS, "une Planète", 3)
    pos["zone_technologies"] = ids("zone_technologies", R.TECHS, "une Technologie", 5)
    opp = value.get("adversaire", {}) or {}
    if not isinstance(opp, dict) or not set(opp) <= {"colonies", "colonies_cachees", "technologies"}:
        fail("« adversaire » : une table (colonies, colonies_cachees, technologies) est attendue.")
    pos["adversaire"] = {"colonies": ids("colonies", R.PLANETS, "une Planète", 6, opp),
                         "colonies_cachees": ids("colonies_cachees", R.PLANETS, "une Planète", 6, opp),
                         "technologies": ids("technologies", R.TECHS, "une Technologie", 5, opp)}
    for key, hi, default in (("reserve", 3, 3), ("paquet", 18, 10)):
        n = value.get(key, default)
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= hi:
            fail(f"« {key} » : un entier de 0 à {hi} est attendu.")
        pos[key] = n
    second = value.get("second", "vous")
    if second not in ("vous", "adversaire"):
        fail("« second » : « vous » ou « adversaire » (qui a joué en second).")
    pos["second"] = second
    return pos


class ActionState(CalculatorState):
    # --- what the position offers -------------------------------------------------------
    def action(self) -> str | None:
        return R.DOMAIN[self.played]["action"] if self.played else None

    def my_colonies(self):
        return [[c, True] for c in self.pos["colonies"]] + [[c, False] for c in self.pos["colonies_cachees"]]

    def opp_colonies(self):
        opp = self.pos["adversaire"]
        return [[c, True] for c in opp["colonies"]] + [[c, False] for c in opp["colonies_cachees"]]

    def icons(self, action=None):
        action = action or self.action()
        return R.icons(action, self.played, self.shown, self.my_colonies(), self.pos["technologies"])

    def icon_total(self) -> int:
        return sum(n for _, n in self.icons()) if self.played else 0

    def target_ids(self) -> list[str]:
        """Every target the played card may take."""
        a = self.action()
        opp = [f"adv{i + 1}" for i in range(len(self.opp_colonies()))]
        if a == "colonisation":
            return list(self.pos["planetes"])
        if a in ("guerre", "observation"):
            return list(self.pos["planetes"]) + opp
        if a == "recherche":
            return list(self.pos["zone_technologies"]) + list(self.pos["adversaire"]["technologies"])
        return []

    def max_targets(self) -> int:
        a = self.action()
        if a == "politique" or a is None:
            return 0
        if a == "recherche" and self.icon_total() >= R.RESEARCH_TWICE:
            return 2
        return 1

    def target_planet(self, tid: str) -> str:
        if tid.startswith("adv"):
            return self.opp_colonies()[int(tid[3:]) - 1][0]
        return tid

    def defence(self, tid: str) -> int:
        if tid.startswith("adv"):
            opp = self.pos["adversaire"]
            return R.colony_defence(self.target_planet(tid), opp["technologies"], self.opp_colonies())
        return R.PLANETS[tid]["defense"]

    def missing(self) -> str | None:
        """Why `valider` is not possible now, or None."""
        if self.over:
            return "la partie est terminée : « Réinitialiser » pour rejouer la position."
        if not self.played:
            return "choisissez d'abord la carte Domaine à jouer."
        a = self.action()
        if a != "politique" and not self.targets:
            return "choisissez d'abord une cible."
        if a == "colonisation":
            cost = R.PLANETS[self.targets[0]]["cout"]
            have = self.icon_total()
            if have < cost:
                return (f"il faut présenter {cost} icônes Colonisation pour une Planète de coût {cost} : vous en "
                        f"présentez {have} (carte jouée, cartes dévoilées, Colonies visibles, Technologie).")
        return None

    # --- the API ----------------------------------------------------------------------
    def legal_moves(self, player=None):
        if self.over:
            return ["reinitialiser"]
        out = ["jouer-" + c for c in self.pos["main"]]
        if self.played:
            a = self.action()
            out += ["montrer-" + c for c in self.pos["main"]
                    if c != self.played and R.DOMAIN[c]["icones"].get(a)]
            out += ["retourner-" + c for c in self.pos["colonies_cachees"]]
            room = self.max_targets()
            replace = room == 1 and self.action() != "recherche"
            for t in self.target_ids():
                if t in self.targets or len(self.targets) < room or replace:
                    out.append("cible-" + t)
            if self.missing() is None:
                out.append("valider")
        return out + ["reinitialiser"]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        verb, _, rest = move.partition("-")
        if self.over:
            return Refusal("la partie est terminée après cette action (réserve et paquet épuisés) : "
                           "« Réinitialiser » pour rejouer la position.", END)
        if verb == "jouer":
            return f"« {rest} » n'est pas une carte de votre main."
        if not self.played:
            return "choisissez d'abord la carte Domaine à jouer (une carte de votre main)."
        a = self.action()
        if verb == "montrer":
            if rest not in self.pos["main"] or rest == self.played:
                return f"« {rest} » n'est pas une autre carte de votre main."
            return (f"{R.card_name(rest)} n'a pas d'icône {R.ACTIONS[a]} : la dévoiler n'ajoute rien "
                    "(« autant d'icônes correspondant à l'action »).")
        if verb == "retourner":
            return "seule une de vos Colonies cachées peut être retournée face visible."
        if verb == "cible":
            if a == "politique":
                return Refusal("une carte Politique n'a pas de cible : elle part dans votre défausse, où son "
                               "pouvoir est permanent.", SECTION["politique"])
            if a == "recherche" and rest in self.target_ids():
                return Refusal(f"une seconde opération demande {R.RESEARCH_TWICE} icônes Recherche (« Si on peut "
                               f"présenter 3 icônes Recherche bleues on peut renouveler l'opération 1 fois ») ; "
                               f"vous en présentez {self.icon_total()}.", SECTION["recherche"])
            if a == "colonisation" and rest.startswith("adv"):
                return Refusal("la Colonisation prend une Planète de la zone de jeu ; une Colonie adverse se prend "
                               "par la Guerre.", SECTION["colonisation"])
            return Refusal(f"« {rest} » n'est pas une cible de l'action {R.ACTIONS[a]}.", SECTION[a])
        if move == "valider":
            return Refusal(self.missing() or "impossible ici.", SECTION[a])
        return "coup inconnu (jouer-…, montrer-…, retourner-…, cible-…, valider, reinitialiser)."

    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        if move == "reinitialiser":
            self.pos = copy.deepcopy(self.start_pos)
            self.played, self.shown, self.targets, self.known, self.over = None, [], [], [], False
            self.result = []
            self.discard = []
            self.log("Position de départ rétablie.")
        elif verb == "jouer":
            self.played = None if self.played == rest else rest
            self.shown, self.targets = [], []
        elif verb == "montrer":
            if rest in self.shown:
                self.shown.remove(rest)
            else:
                self.shown.append(rest)
            self._trim_targets()
        elif verb == "retourner":
            self.pos["colonies_cachees"].remove(rest)
            self.pos["colonies"].append(rest)
            self.log(f"Vous retournez votre Colonie {R.card_name(rest)} face visible : ses icônes sont révélées "
                     "de manière permanente.")
        elif verb == "cible":
            if rest in self.targets:
                self.targets.remove(rest)
            elif self.max_targets() == 1 and self.action() != "recherche":
                self.targets = [rest]
            else:
                self.targets.append(rest)
        else:
            self._resolve()

    def _trim_targets(self):
        del self.targets[self.max_targets():]

    def _resolve(self):
        a = self.action()
        card = self.played
        pos = self.pos
        lines = [f"Vous jouez {R.card_name(card)}"
                 + (f" ({self.icon_total()} icône(s) {R.ACTIONS[a]})." if R.DOMAIN[card]["icones"] else ".")]
        if a == "colonisation":
            p = self.targets[0]
            pos["planetes"].remove(p)
            pos["colonies_cachees"].append(p)
            lines.append(f"Colonisation réussie : {R.card_name(p)} (coût {R.PLANETS[p]['cout']}) devient votre "
                         "Colonie, posée cachée.")
        elif a == "guerre":
            t = self.targets[0]
            p = self.target_planet(t)
            d, have = self.defence(t), self.icon_total()
            what = R.card_name(p) if not t.startswith("adv") else f"la Colonie adverse {R.card_name(p)}"
            if have >= d:
                if t.startswith("adv"):
                    opp = pos["adversaire"]
                    (opp["colonies"] if p in opp["colonies"] else opp["colonies_cachees"]).remove(p)
                else:
                    pos["planetes"].remove(p)
                pos["butins"].append(p)
                lines.append(f"Guerre gagnée contre {what} : défense {d}, vous apportez {have} icône(s). Elle "
                             "devient votre Butin (carte inclinée, ses icônes ne servent plus).")
            else:
                lines.append(f"Guerre perdue contre {what} : défense {d}, vous n'apportez que {have} icône(s).")
        elif a == "recherche":
            for t in self.targets:
                if t in pos["zone_technologies"]:
                    pos["zone_technologies"].remove(t)
                    pos["technologies"].append(t)
                    lines.append(f"Vous prenez la Technologie {R.card_name(t)}.")
                else:
                    pos["adversaire"]["technologies"].remove(t)
                    pos["zone_technologies"].append(t)
                    lines.append(f"L'adversaire doit reposer sa Technologie {R.card_name(t)}.")
        elif a == "observation":
            t = self.targets[0]
            p = self.target_planet(t)
            self.known.append(p)
            lines.append(f"Vous consultez {R.card_name(p)} : défense {self.defence(t)}. (Le pouvoir "
                         "supplémentaire de cette carte n'est pas décrit sur la page.)")
        else:
            lines.append("La carte Politique part dans votre défausse : son pouvoir est permanent tant qu'elle y "
                         "reste (la page ne décrit pas ce pouvoir).")
        pos["main"].remove(card)
        self.discard.append(card)
        self.played, self.shown, self.targets = None, [], []
        if R.game_ends(pos["reserve"], pos["paquet"]):
            self.over = True
            me, other = self.scores_now()
            win = R.winner(me, other, pos["second"])
            tie = me["points"] == other["points"]
            lines.append(f"Réserve et paquet épuisés : la partie prend fin après cette action. Influence : vous "
                         f"{me['points']}, adversaire {other['points']}"
                         + (f" ; égalité, le joueur ayant joué en second l'emporte : {win}." if tie
                            else f" ; vainqueur : {win}."))
        self.result = lines
        for line in lines:
            self.log(line)

    def to_move(self):
        """The reader edits until the game ends (« le jeu prend fin après l'action du joueur
        actif »): then nobody moves, so the page's status says the game is over."""
        return [] if self.over else [0]

    def winners(self):
        """The reader, when their influence wins (the tie goes to the player who played second)."""
        if not self.over:
            return []
        me, other = self.scores_now()
        return [0] if R.winner(me, other, self.pos["second"]) == "vous" else []

    def scores_now(self):
        pos = self.pos
        me = R.influence(self.my_colonies(), pos["butins"], pos["technologies"])
        other = R.influence(self.opp_colonies(), [], pos["adversaire"]["technologies"])
        return me, other

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if move == "valider":
            return "Valider l'action"
        if move == "reinitialiser":
            return "Réinitialiser la position"
        labels = {"jouer": "Jouer", "montrer": "Dévoiler", "retourner": "Retourner", "cible": "Cible"}
        if verb in labels:
            return f"{labels[verb]} : {R.card_name(rest) if not rest.startswith('adv') else 'Colonie adverse ' + rest[3:]}"
        return move


@register
class MicrocosmAction(Calculator):
    id = "microcosm"
    mode = "action"
    title = "Microcosm : une action sur une petite position"
    state_class = ActionState
    player_names = ["Lecteur"]
    main_rule_section = "tour-dun-joueur"
    rule_sections = frozenset(SECTION.values()) | {END}
    options = (
        Structured("position", "Position", default=None, parse=read_position,
                   expects="une table : main, colonies, colonies_cachees, butins, technologies (les vôtres), "
                           "planetes (3 au plus), zone_technologies, adversaire (colonies, colonies_cachees, "
                           "technologies), reserve (0 à 3), paquet (0 à 18), second (vous ou adversaire)",
                   example=EXAMPLE),
    )

    def setup(self, options, seed):
        s = ActionState(self, 1, seed)
        s.pos = options["position"] if options["position"] is not None else copy.deepcopy(EXAMPLE)
        s.start_pos = copy.deepcopy(s.pos)
        s.played, s.shown, s.targets, s.known, s.over = None, [], [], [], False
        s.result, s.discard = [], []
        return s
