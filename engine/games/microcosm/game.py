"""Microcosm, the whole game (mode « partie »): two players, as the page says.

« Tour d'un joueur »: « Prendre une carte de la réserve ou la première du paquet,
vers sa main » (``prendre-<carte>``, ``piocher``), then « Jouer une action /
Reprendre des cartes de sa pioche / Ne rien faire »:

- play a Domaine card: ``jouer-<carte>`` (click again to take it back in hand),
  ``montrer-<carte>`` (« révéler de sa main autant d'icônes correspondant à
  l'action »), ``retourner-<n>`` (turn one's n-th hidden Colony face up, for
  good), ``cible-<x>`` (``pile0``/``pile2``/``pile3``: the top Planet of a pile;
  ``col<n>``: the opponent's n-th Colony; a Technology's id), then ``valider``;
- ``reprendre-<carte>``: take a card back from one's discard, then more, then
  ``finir``;
- ``passer``: no action.

« Quand la réserve ET le paquet de cartes Domaine sont épuisés, le jeu prend fin
après l'action du joueur actif. » A hidden Colony is named by its place
(``col<n>``), never by its Planet, so no move identifier gives it away.

Option ``position``: the page's examples start the game from a described
position at the reader's action and stop at the end of that turn.
"""

from __future__ import annotations

import math

from ...bots import RandomBot, search_bot
from ...core import Game, Refusal, State
from ...options import Structured, bad_position, position_table
from .. import register
from . import rules as R
from .bots import MicrocosmBot

S_TURN = "jouer-une-action-reprendre-des-cartes-de-sa-pioche-ne-rien-faire"
S_DRAW = "prendre-une-carte-de-la-reserve-ou-la-premiere-du-paquet-vers-sa-main"
S_END = "condition-de-fin-de-partie"
SECTION = {"colonisation": "action-colonisation", "guerre": "action-guerre", "recherche": "action-recherche",
           "politique": "action-politique", "observation": "action-observation"}
PILES = ("0", "2", "3")
SEATS = ("vous", "adversaire")
SEARCH_SCALE = 4.0
"""Points of influence of lead that make a position worth about 0.73 to the search."""


def pile_cost(target: str) -> int | None:
    """``pile0`` → 0 (the cost written on the pile's backs)."""
    return int(target[4:]) if target.startswith("pile") and target[4:] in PILES else None


class MicrocosmState(State):
    card_zones = ("paquet", "reserve", "zone_tech")   # (the players' and piles' cards sit in tables)

    # --- whose turn -----------------------------------------------------------------
    def to_move(self):
        return [] if self.etape == "fin" else [self.tour]

    def me(self, p=None) -> dict:
        return self.joueurs[self.tour if p is None else p]

    def other(self, p=None) -> dict:
        return self.joueurs[1 - (self.tour if p is None else p)]

    def action(self) -> str | None:
        return R.DOMAIN[self.joue]["action"] if self.joue else None

    def icon_total(self, action=None) -> int:
        me = self.me()
        return sum(n for _, n in R.icons(action or self.action(), self.joue, self.montrees, me["colonies"],
                                         me["techs"]))

    def max_targets(self) -> int:
        a = self.action()
        if a in (None, "politique"):
            return 0
        return 2 if a == "recherche" and self.icon_total() >= R.RESEARCH_TWICE else 1

    def targets_now(self) -> list[str]:
        """Every target the played card may take (``cible-<x>``)."""
        a = self.action()
        piles = ["pile" + c for c in PILES if self.piles[c]]
        opp = self.other()
        cols = [f"col{i + 1}" for i in range(len(opp["colonies"]))]
        if a == "colonisation":
            return piles
        if a == "guerre":
            return piles + cols
        if a == "observation":
            return piles + [f"col{i + 1}" for i, (_, vis) in enumerate(opp["colonies"]) if not vis]
        if a == "recherche":
            return list(self.zone_tech) + list(opp["techs"])
        return []

    def target_planet(self, target: str) -> str:
        cost = pile_cost(target)
        if cost is not None:
            return self.piles[str(cost)][-1]
        return self.other()["colonies"][int(target[3:]) - 1][0]

    def defence(self, target: str) -> int:
        planet = self.target_planet(target)
        if target.startswith("col"):
            opp = self.other()
            return R.colony_defence(planet, opp["techs"], [c for c, _ in opp["colonies"]])
        return R.PLANETS[planet]["defense"]

    def missing(self) -> str | None:
        """Why ``valider`` is not possible now, or None."""
        if not self.joue:
            return "choisissez d'abord la carte Domaine à jouer (une carte de votre main)."
        a = self.action()
        if a != "politique" and not self.cibles:
            return f"choisissez d'abord la cible de l'action {R.ACTIONS[a]}."
        if a == "colonisation":
            cost, have = pile_cost(self.cibles[0]), self.icon_total()
            if have < cost:
                return (f"il faut présenter {cost} icônes Colonisation pour une Planète de coût {cost} : vous en "
                        f"présentez {have} (carte jouée, cartes dévoilées, Colonies visibles, Technologie).")
        return None

    # --- legal moves --------------------------------------------------------------------
    def legal_moves(self, player=None):
        if self.etape == "fin" or (player is not None and player != self.tour):
            return []
        me = self.me()
        if self.etape == "pioche":
            return ["prendre-" + c for c in self.reserve] + (["piocher"] if self.paquet else [])
        if self.etape == "reprise":
            return ["reprendre-" + c for c in me["defausse"]] + ["finir"]
        out = ["jouer-" + c for c in me["main"]]
        if self.joue:
            a = self.action()
            out += ["montrer-" + c for c in me["main"] if c != self.joue and R.DOMAIN[c]["icones"].get(a)]
            out += [f"retourner-{i + 1}" for i, (_, vis) in enumerate(me["colonies"]) if not vis]
            room = self.max_targets()
            for t in self.targets_now():
                if t in self.cibles or len(self.cibles) < room or room == 1:
                    out.append("cible-" + t)
            if self.missing() is None:
                out.append("valider")
        else:
            out += ["reprendre-" + c for c in me["defausse"]]
        return out + ["passer"]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.etape == "fin":
            return Refusal("la partie est terminée.", S_END)
        verb, _, rest = move.partition("-")
        me = self.me()
        if self.etape == "pioche":
            if verb == "piocher":
                return Refusal("le paquet est épuisé : prenez une carte de la réserve.", S_DRAW)
            if verb == "prendre":
                return Refusal(f"« {rest} » n'est pas dans la réserve (ses 3 cartes face visible).", S_DRAW)
            return Refusal("prenez d'abord une carte de la réserve ou la première du paquet.", S_DRAW)
        if self.etape == "reprise":
            if verb == "reprendre":
                return Refusal(f"« {rest} » n'est pas dans votre défausse.", S_TURN)
            return Refusal("vous reprenez des cartes de votre défausse : reprenez-en une autre ou terminez "
                           "le tour (on ne joue pas d'action ce tour-ci).", S_TURN)
        if verb == "jouer":
            return Refusal(f"« {rest} » n'est pas une carte de votre main.", S_TURN)
        if verb == "reprendre":
            if self.joue:
                return Refusal("vous avez choisi de jouer une carte : reprendre des cartes de sa défausse est "
                               "l'autre choix du tour (cliquez la carte jouée pour la remettre en main).", S_TURN)
            return Refusal(f"« {rest} » n'est pas dans votre défausse.", S_TURN)
        if not self.joue:
            return Refusal("choisissez d'abord la carte Domaine à jouer (une carte de votre main).", S_TURN)
        a = self.action()
        if verb == "montrer":
            if rest not in me["main"] or rest == self.joue:
                return Refusal(f"« {rest} » n'est pas une autre carte de votre main.", SECTION[a])
            return Refusal(f"{R.card_name(rest)} n'a pas d'icône {R.ACTIONS[a]} : on révèle « autant d'icônes "
                           "correspondant à l'action ».", S_TURN)
        if verb == "retourner":
            return Refusal("seule une de vos Colonies cachées peut être retournée face visible.", "vocabulaire")
        if verb == "cible":
            if a == "politique":
                return Refusal("une carte Politique n'a pas de cible : elle part dans votre défausse, où son "
                               "pouvoir est permanent.", SECTION["politique"])
            if a == "recherche" and rest in self.targets_now():
                return Refusal(f"une seconde opération demande {R.RESEARCH_TWICE} icônes Recherche (« Si on peut "
                               f"présenter 3 icônes Recherche bleues on peut renouveler l'opération 1 fois ») ; "
                               f"vous en présentez {self.icon_total()}.", SECTION["recherche"])
            if a == "colonisation" and rest.startswith("col"):
                return Refusal("la Colonisation prend une Planète de la zone de jeu ; une Colonie adverse se prend "
                               "par la Guerre.", SECTION["colonisation"])
            if a == "observation" and rest.startswith("col"):
                return Refusal("cette Colonie est face visible : sa défense est déjà connue.", SECTION["guerre"])
            if pile_cost(rest) is not None:
                return Refusal("cette pioche de Planètes est vide.", "vocabulaire")
            return Refusal(f"« {rest} » n'est pas une cible de l'action {R.ACTIONS[a]}.", SECTION[a])
        if verb == "valider":
            return Refusal(self.missing() or "impossible ici.", SECTION[a])
        if verb == "finir":
            return Refusal("« Terminer » suit une reprise de cartes de la défausse.", S_TURN)
        return Refusal("coup inconnu.", S_TURN)

    # --- playing ------------------------------------------------------------------------
    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        me, name = self.me(), self.game.seat_name(self.tour)
        if verb == "prendre":
            self.reserve.remove(rest)
            me["main"].append(rest)
            self.log(f"{name} prend {R.card_name(rest)} dans la réserve.")
            if self.paquet:
                self.reserve.append(self.paquet.pop())
            self.etape = "action"
        elif verb == "piocher":
            me["main"].append(self.paquet.pop())
            self.log(f"{name} prend la première carte du paquet.")
            self.etape = "action"
        elif verb == "jouer":
            self.joue = None if self.joue == rest else rest
            self.montrees, self.cibles = [], []
        elif verb == "montrer":
            (self.montrees.remove if rest in self.montrees else self.montrees.append)(rest)
            del self.cibles[self.max_targets():]
        elif verb == "retourner":
            col = me["colonies"][int(rest) - 1]
            col[1] = True
            self.log(f"{name} retourne sa Colonie {R.card_name(col[0])} face visible : ses icônes sont révélées "
                     "de manière permanente.")
        elif verb == "cible":
            if rest in self.cibles:
                self.cibles.remove(rest)
            elif self.max_targets() == 1:
                self.cibles = [rest]
            else:
                self.cibles.append(rest)
        elif verb == "valider":
            self._resolve()
            self._end_turn()
        elif verb == "reprendre":
            me["defausse"].remove(rest)
            me["main"].append(rest)
            self.log(f"{name} reprend {R.card_name(rest)} de sa défausse.")
            self.etape = "reprise" if me["defausse"] else "action"
            if self.etape == "action":
                self._end_turn()
        elif verb == "finir":
            self._end_turn()
        elif verb == "passer":
            self.log(f"{name} ne joue pas d'action.")
            self.joue, self.montrees, self.cibles = None, [], []
            self._end_turn()

    def _resolve(self) -> None:
        a, card = self.action(), self.joue
        p, me, opp = self.tour, self.me(), self.other()
        name = self.game.seat_name(p)
        have = self.icon_total()
        shown = [R.card_name(c) for c in self.montrees]
        self.log(f"{name} joue {R.card_name(card)}" + (f" ({have} icône(s) {R.ACTIONS[a]}"
                 + (f", en dévoilant {', '.join(shown)}" if shown else "") + ")" if R.DOMAIN[card]["icones"] else "")
                 + ".")
        self.revelation = None
        if a == "colonisation":
            planet = self.piles[self.cibles[0][4:]].pop()
            me["colonies"].append([planet, False])
            if planet not in me["connus"]:
                me["connus"].append(planet)
            self.log(f"{name} colonise une Planète de coût {R.PLANETS[planet]['cout']} : elle devient sa Colonie, "
                     "posée face cachée.")
        elif a == "guerre":
            target = self.cibles[0]
            planet, d = self.target_planet(target), self.defence(target)
            win = have >= d
            what = (f"la Colonie adverse {R.card_name(planet)}" if target.startswith("col")
                    else R.card_name(planet))
            self.revelation = {"joueur": p, "planete": planet, "defense": d, "icones": have, "gagne": win}
            for seat in self.joueurs:   # the result is announced to both players
                if planet not in seat["connus"]:
                    seat["connus"].append(planet)
            if win:
                if target.startswith("col"):
                    opp["colonies"].pop(int(target[3:]) - 1)
                else:
                    self.piles[target[4:]].pop()
                me["butins"].append(planet)
                self.log(f"Guerre gagnée contre {what} : défense {d}, {have} icône(s) Guerre. Elle devient le "
                         f"Butin de {name} (carte inclinée).")
            else:
                self.log(f"Guerre perdue contre {what} : défense {d}, {have} icône(s) Guerre seulement.")
        elif a == "recherche":
            for t in self.cibles:
                if t in self.zone_tech:
                    self.zone_tech.remove(t)
                    me["techs"].append(t)
                    self.log(f"{name} prend la Technologie {R.card_name(t)}.")
                else:
                    opp["techs"].remove(t)
                    self.zone_tech.append(t)
                    self.log(f"{name} force l'adversaire à reposer sa Technologie {R.card_name(t)}.")
        elif a == "observation":
            target = self.cibles[0]
            planet = self.target_planet(target)
            if planet not in me["connus"]:
                me["connus"].append(planet)
            where = "la Planète du dessus de la pioche" if pile_cost(target) is not None else "une Colonie cachée"
            self.log(f"{name} consulte {where} de coût {R.PLANETS[planet]['cout']}.")
        else:
            self.log(f"{R.card_name(card)} part dans la défausse de {name} : tant qu'elle y reste, elle marque "
                     "des points pour sa couleur en fin de partie.")
        me["main"].remove(card)
        me["defausse"].append(card)

    def _end_turn(self) -> None:
        self.joue, self.montrees, self.cibles = None, [], []
        if R.game_ends(len(self.reserve), len(self.paquet)):
            self._final_count()
            return
        if self.exemple:
            self.etape = "fin"
            self.fin = "Fin de l'exemple : le tour illustré est joué."
            self.log(self.fin)
            return
        self.tour = 1 - self.tour
        self.etape = "pioche"
        if self.revelation and self.revelation["joueur"] == self.tour:
            self.revelation = None   # both have seen the War's result

    def counts(self) -> list[dict]:
        return [R.influence([c for c, _ in j["colonies"]], j["butins"], j["techs"], j["defausse"])
                for j in self.joueurs]

    def _final_count(self) -> None:
        counts = self.counts()
        totals = [c["total"] for c in counts]
        self.vainqueur = R.winner(totals, self.second)
        self.etape = "fin"
        detail = " ; ".join(f"{self.game.seat_name(p)} {c['total']} ({c['planetes']} des Planètes, {c['temples']} "
                            f"temple(s), {c['couleurs']} des couleurs)" for p, c in enumerate(counts))
        tie = " (égalité : le joueur ayant joué en second l'emporte)" if totals[0] == totals[1] else ""
        self.fin = (f"Réserve et paquet épuisés : la partie prend fin. Influence : {detail}. "
                    f"{self.game.seat_name(self.vainqueur)} l'emporte{tie}.")
        self.log(self.fin)

    # --- what a seat cannot see ------------------------------------------------------------------
    def determinize(self, seat, rng):
        """The opponent's hand dealt afresh with the deck (and the Domaine cards out of play), and every
        Planet whose place the seat does not know (in a pile under the top it has not seen, or a hidden
        Colony of the opponent it has neither observed nor fought) dealt afresh among the places of its
        cost: what the view shows only as backs and counts. The opponent's knowledge is rebuilt from what
        both know (its Colonies, the Loot, the visible Colonies, the War results)."""
        twin = super().determinize(seat, rng)
        if not 0 <= seat < 2:
            return twin
        me, opp = twin.joueurs[seat], twin.joueurs[1 - seat]
        out = [c for c in twin.hors_jeu if c in R.DOMAIN]
        self.redeal([opp["main"], twin.paquet, out], rng)
        twin.hors_jeu = out + sorted(c for c in twin.hors_jeu if c not in R.DOMAIN)
        known = set(me["connus"]) | {c for c, _ in me["colonies"]}
        known |= {c for j in twin.joueurs for c, vis in j["colonies"] if vis} | {b for j in twin.joueurs for b in j["butins"]}
        for c in PILES:
            cost = int(c)
            pile = twin.piles[c]
            places = [("pile", i) for i, q in enumerate(pile) if q not in known]
            places += [("col", i) for i, (q, vis) in enumerate(opp["colonies"])
                       if not vis and q not in known and R.PLANETS[q]["cout"] == cost]
            pool = sorted(q for q in R.PLANETS if R.PLANETS[q]["cout"] == cost and q not in known)
            if len(pool) != len(places):   # (a position outside the rules: its own unknown Planets)
                pool = sorted(pile[i] if where == "pile" else opp["colonies"][i][0] for where, i in places)
            rng.shuffle(pool)
            for (where, i), q in zip(places, pool):
                if where == "pile":
                    pile[i] = q
                else:
                    opp["colonies"][i][0] = q
        mine = {c for c, vis in me["colonies"] if not vis}
        shared = {c for c, _ in opp["colonies"]} | {b for j in twin.joueurs for b in j["butins"]}
        shared |= {c for j in twin.joueurs for c, vis in j["colonies"] if vis} | (set(me["connus"]) - mine)
        opp["connus"] = sorted(shared)
        return twin

    def search_candidates(self, player, legal):
        """The moves a search may choose: not those that undo a step of the action being built (taking
        the played card back, hiding a revealed card, dropping a target), which leave the turn where it
        was and could be chosen again and again (the greedy bot's move is always in)."""
        undo = {"jouer-" + self.joue} if self.joue else set()
        undo |= {"montrer-" + c for c in self.montrees} | {"cible-" + t for t in self.cibles}
        return [m for m in legal if m not in undo]

    def search_value(self):
        """A position for engine.search (run on a determinization, where every Colony is dealt): the
        influence each player would count now against the other's, squashed into (0, 1), the tie going to
        the second player; the result itself once the game is over."""
        if self.vainqueur is not None:
            return [1.0 if p == self.vainqueur else 0.0 for p in range(2)]
        totals = [c["total"] for c in self.counts()]
        out = []
        for p in range(2):
            lead = totals[p] - totals[1 - p] + (0.5 if p == self.second else -0.5)
            out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead / SEARCH_SCALE)))))
        return out

    # --- results and views ------------------------------------------------------------------
    def scores(self):
        # hidden Colonies stay hidden until the count: no total before the end
        if self.vainqueur is None:
            return [0, 0]
        return [c["total"] for c in self.counts()]

    def winners(self):
        # an example stopped at the end of its turn has no winner
        return [self.vainqueur] if self.vainqueur is not None else []

    def view(self, player):
        """What `player` sees: his hand and Colonies; of the opponent, the number of cards in hand,
        the visible Colonies, and the backs (cost) of the hidden ones unless observed or fought;
        the piles by their backs (the top Planet only if he knows it); the deck's size."""
        me = self.joueurs[player] if player is not None else None
        known = set(me["connus"]) if me else set()

        def seat(p):
            j = self.joueurs[p]
            mine = player == p
            cols = [{"planete": c if (vis or mine or c in known) else None, "visible": vis,
                     "cout": R.PLANETS[c]["cout"]} for c, vis in j["colonies"]]
            return {"main": list(j["main"]) if mine else len(j["main"]), "defausse": list(j["defausse"]),
                    "colonies": cols, "butins": list(j["butins"]), "techs": list(j["techs"])}

        return {"joueur": player, "tour": self.tour, "etape": self.etape, "second": self.second,
                "reserve": list(self.reserve), "paquet": len(self.paquet), "zone_tech": list(self.zone_tech),
                "piles": {c: {"nombre": len(self.piles[c]),
                              "dessus": self.piles[c][-1] if self.piles[c] and self.piles[c][-1] in known else None}
                          for c in PILES},
                "joueurs": [seat(p) for p in range(self.players)],
                "joue": self.joue, "montrees": list(self.montrees), "cibles": list(self.cibles),
                "connus": sorted(known), "revelation": self.revelation, "fin": self.fin}

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "prendre":
            return f"Prendre {R.card_name(rest)} dans la réserve"
        if verb == "piocher":
            return "Prendre la première carte du paquet"
        if verb == "jouer":
            return f"Jouer {R.card_name(rest)}"
        if verb == "montrer":
            return f"Dévoiler {R.card_name(rest)}"
        if verb == "retourner":
            return f"Retourner votre Colonie n° {rest}"
        if verb == "cible":
            cost = pile_cost(rest)
            if cost is not None:
                return f"Cibler la pioche de Planètes de coût {cost}"
            if rest.startswith("col"):
                return f"Cibler la Colonie adverse n° {rest[3:]}"
            return f"Cibler la Technologie {R.card_name(rest)}"
        if verb == "reprendre":
            return f"Reprendre {R.card_name(rest)} de la défausse"
        return {"valider": "Valider l'action", "passer": "Ne rien faire", "finir": "Terminer le tour"}.get(move, move)


# --- the position of an example ------------------------------------------------------------

SEAT_KEYS = ("main", "defausse", "colonies", "colonies_cachees", "butins", "technologies")
KEYS = set(SEAT_KEYS) | {"adversaire", "reserve", "paquet", "planetes", "zone_technologies", "second"}
EXAMPLE = {"main": ["colo-v", "colo-r", "guerre-j"], "colonies_cachees": ["p0-v"],
           "planetes": ["p0-j", "p2-j"], "reserve": ["rech-p"], "paquet": 4,
           "adversaire": {"main": 2, "colonies": ["p0-r"], "technologies": ["mobilisation"]}}


def read_position(value, earlier):
    """A demo block's ``position:``: what each player holds, the reserve, the deck's size, the
    Planets on top of the piles; the reader is about to act (his card of the turn drawn)."""
    if position_table(value, KEYS) is None:
        return None
    seen: set = set()

    def ids(source, key, table, where, limit):
        raw = source.get(key, []) or []
        if not isinstance(raw, list) or len(raw) > limit:
            bad_position(f"« {key} » : une liste d'au plus {limit} identifiants est attendue.")
        for x in raw:
            if not isinstance(x, str) or x not in table:
                bad_position(f"« {key} » : « {x} » n'est pas {where} (par exemple {next(iter(table))}).")
            if x in seen:
                bad_position(f"la carte « {x} » figure deux fois dans la position.")
            seen.add(x)
        return list(raw)

    def seat(source, opponent):
        out = {"main": ids(source, "main", R.DOMAIN, "une carte Domaine", 10) if not opponent else [],
               "defausse": ids(source, "defausse", R.DOMAIN, "une carte Domaine", 18),
               "colonies": ids(source, "colonies", R.PLANETS, "une Planète", 6),
               "colonies_cachees": ids(source, "colonies_cachees", R.PLANETS, "une Planète", 6),
               "butins": ids(source, "butins", R.PLANETS, "une Planète", 6),
               "technologies": ids(source, "technologies", R.TECHS, "une Technologie", 5)}
        if opponent:
            n = source.get("main", 0)
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 10:
                bad_position("« adversaire.main » : le nombre de cartes en main de l'adversaire (0 à 10) est attendu.")
            out["main"] = n
        return out

    pos = {"vous": seat(value, False)}
    opp = value.get("adversaire", {}) or {}
    if not isinstance(opp, dict) or not set(opp) <= set(SEAT_KEYS):
        bad_position("« adversaire » : une table (" + ", ".join(SEAT_KEYS) + ") est attendue.")
    pos["adversaire"] = seat(opp, True)
    pos["reserve"] = ids(value, "reserve", R.DOMAIN, "une carte Domaine", 3)
    pos["planetes"] = ids(value, "planetes", R.PLANETS, "une Planète", 3)
    if len({R.PLANETS[p]["cout"] for p in pos["planetes"]}) != len(pos["planetes"]):
        bad_position("« planetes » : une Planète au plus sur chacune des 3 pioches (coûts 0, 2 et 3).")
    pos["zone_technologies"] = ids(value, "zone_technologies", R.TECHS, "une Technologie", 5)
    left = [c for c in R.DOMAIN if c not in seen]
    n = value.get("paquet", 0)
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= len(left) - pos["adversaire"]["main"]:
        bad_position(f"« paquet » : un entier de 0 à {max(0, len(left) - pos['adversaire']['main'])} est attendu "
             "(les cartes Domaine qui ne sont nulle part ailleurs).")
    if pos["adversaire"]["main"] > len(left):
        bad_position("« adversaire.main » : il ne reste pas assez de cartes Domaine.")
    pos["paquet"] = n
    second = value.get("second", "adversaire")
    if second not in SEATS:
        bad_position("« second » : « vous » ou « adversaire » (qui a joué en second).")
    pos["second"] = second
    return pos


@register
class Microcosm(Game):
    id = "microcosm"
    mode = "partie"
    title = "Microcosm : une partie contre un bot"
    state_class = MicrocosmState
    min_players = max_players = default_players = 2
    player_names = ["Joueur 1", "Joueur 2"]
    bots = {"fort": search_bot("Fort", MicrocosmBot, iterations=24, depth=12), "malin": MicrocosmBot,
            "hasard": RandomBot}
    main_rule_section = S_TURN
    rule_sections = frozenset({S_TURN, S_DRAW, S_END, "vocabulaire", *SECTION.values()})
    options = (
        Structured("position", "Position de départ (un exemple)", default=None, parse=read_position,
                   expects="une table : main, defausse, colonies, colonies_cachees, butins, technologies (les "
                           "vôtres), adversaire (les mêmes, main = un nombre), reserve, paquet (un nombre), "
                           "planetes (le dessus des pioches), zone_technologies, second",
                   example=EXAMPLE,
                   help="L'exemple commence à votre action (la carte du tour est piochée) et s'arrête à la fin "
                        "de ce tour."),
    )

    def setup(self, options, seed):
        s = MicrocosmState(self, 2, seed)
        s.joueurs = [{"main": [], "defausse": [], "colonies": [], "butins": [], "techs": [], "connus": []}
                     for _ in range(2)]
        s.tour, s.etape, s.second = 0, "pioche", 1
        s.joue, s.montrees, s.cibles = None, [], []
        s.revelation, s.fin, s.vainqueur, s.hors_jeu = None, None, None, []
        pos = options["position"]
        s.exemple = pos is not None
        if pos is None:
            s.paquet = list(R.DOMAIN)
            s.shuffle(s.paquet)
            s.reserve = [s.paquet.pop() for _ in range(3)]
            s.zone_tech = list(R.TECHS)
            s.piles = {}
            for c in PILES:
                pile = [p for p in R.PLANETS if str(R.PLANETS[p]["cout"]) == c]
                s.shuffle(pile)
                s.piles[c] = pile
            s.log("Les 18 cartes Domaine sont mélangées : 3 face visible forment la réserve, les autres le paquet. "
                  "Les Planètes forment 3 pioches face cachée (coûts 0, 2 et 3), les 5 Technologies attendent "
                  "dans la zone de jeu. Vous commencez ; l'adversaire joue en second.")
            return s
        self._place(s, pos)
        return s

    def _place(self, s, pos) -> None:
        placed = set()
        for p, key in enumerate(SEATS):
            src, j = pos[key], s.joueurs[p]
            j["main"] = list(src["main"]) if p == 0 else []
            j["defausse"] = list(src["defausse"])
            j["colonies"] = [[c, True] for c in src["colonies"]] + [[c, False] for c in src["colonies_cachees"]]
            j["butins"] = list(src["butins"])
            j["techs"] = list(src["technologies"])
            j["connus"] = [c for c, _ in j["colonies"]]
            placed |= set(j["main"]) | set(j["defausse"])
        placed |= set(pos["reserve"])
        left = [c for c in R.DOMAIN if c not in placed]
        s.shuffle(left)
        n_opp = pos["adversaire"]["main"]
        s.joueurs[1]["main"] = left[:n_opp]
        s.paquet = left[n_opp:n_opp + pos["paquet"]]
        s.hors_jeu = left[n_opp + pos["paquet"]:]
        s.reserve = list(pos["reserve"])
        held = {t for j in s.joueurs for t in j["techs"]}
        s.zone_tech = list(pos["zone_technologies"]) or [t for t in R.TECHS if t not in held]
        s.hors_jeu += [t for t in R.TECHS if t not in held and t not in s.zone_tech]
        used = {c for j in s.joueurs for c, _ in j["colonies"]} | {b for j in s.joueurs for b in j["butins"]}
        s.piles = {}
        for c in PILES:
            top = [p for p in pos["planetes"] if str(R.PLANETS[p]["cout"]) == c]
            pile = [p for p in R.PLANETS if str(R.PLANETS[p]["cout"]) == c and p not in used and p not in top]
            s.shuffle(pile)
            s.piles[c] = pile + top
        s.second = SEATS.index(pos["second"])
        s.etape = "action"
        s.log("Exemple : votre carte du tour est piochée ; jouez votre action.")

