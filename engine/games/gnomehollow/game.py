"""Gnome Hollow, the whole game (mode « partie »), as « Tour » describes it: « Placer des tuiles,
résoudre des tuiles, déplacer un gnome, résoudre le gnome », until « Un joueur obtient sa 8ème
fleur, un joueur utilise son 8ème marqueur d'anneau, le sac de tuiles est vide ».

Moves (ASCII, stable):
- "prendre-m3" / "prendre-r1": take market tile 3 (1…8) or reserve tile 1 (1…2) to place;
- "forme-ne": turn or flip the taken tile to that face; "poser-D5": put it on square D5;
- "finir": stop placing (the two market tiles are down), or end a visit to the Pinwheel market;
- "marqueur-4-2": put the ring marker on space 2 of the « 4 » row of one's board;
- "champignon-D5": take the mushroom of D5 (a Mushroom bonus or signpost);
- "panneau-fleur" (new signpost in the ring just closed) or "panneau-D4" (use the ring of D4's);
- "reserve-m3": a Tile bonus takes market tile 3 into the reserve;
- "gnome-D5" / "gnome-fleurs" / "passer": move the gnome to a path, the stump or the flower market,
  or not at all; "vendre-bleu-3": at the stump, sell 3 blue mushrooms.

The bag's order is hidden (only its count is seen); everything else is on the table.

Option ``position``: the page's examples start the game from a described position at your turn
(its tiles, or its gnome) and stop at the end of that turn.
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import Game, Refusal, ScenarioError, State, parse_number
from ...options import PlayerCount, Structured, position_table
from .. import register
from . import rules as R
from .bots import GreedyBot

PLACING = "le-placement-des-tuiles"
BONUSES = "resolutions-et-bonus"
GNOME = "mouvement-du-gnome"
END = "fin-de-partie"
G = R.TABLE


class GnomeHollowState(State):
    """Attributes (JSON): tiles (square → face, the stump included), bag (kinds, hidden order),
    market (8 kinds or None), reserve/gnomes/stock/treasure/flowers/taken/markers per seat,
    blocked (market spaces), rings, middle, signposts (by the ring's first square), joueur, phase
    (tuiles, gnome, vente, fin), used (market and reserve tiles placed this turn), sel/face (the
    tile taken and its face), todo (bonuses to resolve, first first), moved, sold, ending, bonus
    (seats still owed their end-of-game gnome activation), exemple (a page's position: it stops at the
    end of your turn), stopped."""

    never_negative = ("treasure", "flowers", "markers", "used")

    # --- who plays ----------------------------------------------------------
    def to_move(self):
        return [] if self.phase == "fin" else [self.joueur]

    def end_started(self) -> bool:
        return self.ending

    def gnome_cells(self, but=None) -> list:
        return [g for p, g in enumerate(self.gnomes) if p != but and g not in (R.TABLE_STUMP, R.FLOWER_MARKET)]

    def placements(self) -> dict:
        """face → the squares where it may go now (remembered for a garden and its gnomes: legal
        moves and bots ask it many times between two tiles)."""
        return R.placements(self.tiles, self.gnome_cells())

    def fits(self, face: str, cell: str) -> bool:
        return cell in self.placements()[face]

    def frontier(self) -> list:
        return R.frontier(self.tiles)

    def cells_for(self, face: str) -> list:
        return list(self.placements()[face])

    def kind_at(self, src: str):
        where, i = src[0], int(src[1:]) - 1
        if where == "m":
            return self.market[i] if 0 <= i < len(self.market) else None
        reserve = self.reserve[self.joueur]
        return reserve[i] if 0 <= i < len(reserve) else None

    def sources(self) -> list:
        """The tiles the player may take now, each with somewhere to go."""
        out = []
        if self.used[0] < R.TILES_PER_TURN:
            out += [f"m{i + 1}" for i, k in enumerate(self.market) if k]
        if self.used[1] < R.RESERVE_USE:
            out += [f"r{i + 1}" for i in range(len(self.reserve[self.joueur]))]
        where = self.placements()
        ok = {k: any(where[f] for f in R.KINDS[k]) for k in R.KINDS}
        return [s for s in out if ok[self.kind_at(s)]]

    def ring_of(self, cell):
        comp = R.path_component(self.tiles, cell, G)
        return next((r for r in self.rings if set(r) == comp), None)

    # --- the API ------------------------------------------------------------
    def legal_moves(self, player=None):
        if self.acting(player) is None:
            return []
        if self.todo:
            return self._task_moves(self.todo[0])
        p = self.joueur
        if self.phase == "tuiles":
            moves = [f"prendre-{s}" for s in self.sources() if s != self.sel]
            if self.sel:
                moves += [f"forme-{f}" for f in R.KINDS[self.kind_at(self.sel)] if f != self.face]
                moves += [f"poser-{c}" for c in self.cells_for(self.face)]
            if self.may_stop():
                moves.append("finir")
            return moves
        if self.phase == "vente":
            moves = [f"vendre-{k}-{q}" for k in R.TYPES for q in R.QUANTITIES
                     if R.sale_problem(k, q, self.stock[p][k], self.blocked, self.sold) is None]
            return moves + ["finir"]
        here = self.gnomes[p]
        others = self.gnome_cells(but=p)
        moves = []
        held = set()   # the squares of the paths another gnome holds
        for g in others:
            held |= R.path_component(self.tiles, g, G)
        for cell in sorted(self.tiles, key=G.parse):
            if cell == here or not R.paths(self.tiles[cell]) or (cell in held and cell != R.TABLE_STUMP):
                continue
            moves.append(f"gnome-{cell}")
        if here != R.FLOWER_MARKET:
            moves.append(f"gnome-{R.FLOWER_MARKET}")
        return moves + ["passer"]

    def may_stop(self) -> bool:
        """« Une fois que vous avez placé vos deux tuiles obligatoires (et deux tuiles bonus si vous le
        souhaitez) »: placing ends once the two market tiles are down, or none can go anywhere."""
        return self.used[0] >= R.TILES_PER_TURN or not any(s[0] == "m" for s in self.sources())

    def _task_moves(self, task):
        p = self.joueur
        if task[0] == "marqueur":
            size = task[1]
            return [f"marqueur-{size}-{k}" for k in self.free_slots(p, size)]
        if task[0] == "cueillir":
            ring = self.ring_of(task[1])
            return [f"champignon-{c}" for c, _ in R.ring_mushrooms(self.tiles, ring) if c not in task[3]]
        if task[0] == "panneau":
            moves = [] if task[1] in self.signposts else [f"panneau-{e}" for e in R.SIGNPOSTS]
            return moves + [f"panneau-{a}" for a in sorted(self.signposts, key=G.parse)]
        return [f"reserve-m{i + 1}" for i, k in enumerate(self.market) if k]

    def free_slots(self, p, size) -> list:
        return [k for k in range(1, len(R.RING_SLOTS[size]) + 1) if [size, k] not in self.taken[p]]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        parts = move.split("-") if isinstance(move, str) else []
        verb = parts[0] if parts else ""
        if verb not in ("prendre", "forme", "poser", "finir", "marqueur", "champignon", "panneau", "reserve",
                        "gnome", "passer", "vendre"):
            return "coup inconnu (prendre-m1, forme-ne, poser-D5, finir, marqueur-4-1, gnome-D5, vendre-bleu-3…)."
        if self.phase == "fin":
            return Refusal("la partie est terminée.", END)
        if self.todo:
            task = self.todo[0]
            what = {"marqueur": "placez d'abord le marqueur de l'anneau complété : « il prend le marqueur d'anneau "
                                "le plus à gauche de son plateau de jeu et le place dans un emplacement "
                                "correspondant au nombre de tuiles de l'anneau ».",
                    "cueillir": "récupérez d'abord les champignons du bonus : « Vous ne pouvez pas récupérer le "
                                "même champignon plus d'une fois ».",
                    "panneau": "résolvez d'abord le Panneau de signalisation : un nouveau panneau dans l'anneau, "
                               "ou un panneau déjà en place.",
                    "reserve": "choisissez d'abord la tuile du marché qui va dans votre réserve."}[task[0]]
            if verb == "marqueur" and task[0] == "marqueur" and len(parts) == 3:
                if parse_number(parts[1]) != task[1]:
                    return Refusal(f"l'anneau compte {task[1]}{'+' if task[1] == 8 else ''} tuiles : le marqueur va "
                                   "« dans un emplacement correspondant au nombre de tuiles de l'anneau ».", PLACING)
                return Refusal("cet emplacement porte déjà un marqueur.", PLACING)
            if verb == "champignon" and task[0] == "cueillir" and len(parts) == 2:
                problem = R.mushroom_pick_problem(self.tiles, self.ring_of(task[1]), parts[1], task[3])
                return Refusal(problem or "champignon impossible.", BONUSES)
            return Refusal(what, PLACING if task[0] == "marqueur" else BONUSES)
        if self.phase == "tuiles":
            if verb in ("gnome", "passer", "vendre"):
                return Refusal("placez d'abord vos tuiles : « Placer des tuiles, résoudre des tuiles, déplacer un "
                               "gnome, résoudre le gnome ».", PLACING)
            if verb == "finir":
                return Refusal(f"placez d'abord vos deux tuiles du marché ({self.used[0]}/{R.TILES_PER_TURN}) : "
                               "« choisissez deux des 8 tuiles disponibles ».", PLACING)
            if verb == "prendre":
                if self.used[0] >= R.TILES_PER_TURN and move.startswith("prendre-m"):
                    return Refusal("vos deux tuiles du marché sont posées : « choisissez deux des 8 tuiles "
                                   "disponibles ».", PLACING)
                if self.used[1] >= R.RESERVE_USE and move.startswith("prendre-r"):
                    return Refusal("« jusqu'à 2 tuiles de votre réserve personnelle » par tour.", PLACING)
                return Refusal("cette tuile n'existe pas, est déjà prise, ou ne peut aller nulle part : « Chaque "
                               "tuile doit être adjacente à la souche ou à une autre tuile déjà placée ».", PLACING)
            if not self.sel:
                return Refusal("prenez d'abord une tuile du marché ou de votre réserve.", PLACING)
            if verb == "poser" and len(parts) == 2:
                problem = R.placement_problem(self.tiles, parts[1], self.face, G)
                if problem:
                    return Refusal(problem, PLACING)
                return Refusal("« Si deux chemins sont inachevés et qu'ils comportent chacun des gnomes, ils NE "
                               "PEUVENT PAS être reliés ».", PLACING)
            return Refusal("cette tuile n'a pas cette face.", PLACING)
        if self.phase == "vente":
            if verb == "vendre" and len(parts) == 3 and parts[1] in R.TYPES:
                q = parse_number(parts[2])
                if q is None:
                    return "la quantité est un nombre."
                return Refusal(R.sale_problem(parts[1], q, self.stock[self.joueur][parts[1]], self.blocked,
                                              self.sold) or "vente impossible.", GNOME)
            return Refusal("votre gnome est au marché de Pinwheel : vendez, ou terminez la visite.", GNOME)
        if verb == "gnome" and len(parts) == 2:
            cell = parts[1]
            if cell == self.gnomes[self.joueur]:
                return Refusal("votre gnome est déjà là : il doit se déplacer pour être activé.", GNOME)
            if cell not in self.tiles or not R.paths(self.tiles[cell]):
                return Refusal("un gnome va sur un chemin de champignons, à la souche ou au marché aux fleurs.", GNOME)
            return Refusal("ce chemin porte le gnome d'un autre joueur : le réclamer « empêche tout autre joueur de "
                           "le réclamer ».", GNOME)
        return Refusal("c'est le moment de déplacer votre gnome (ou de passer).", GNOME)

    # --- playing ------------------------------------------------------------
    def _apply(self, move, player):
        p = self.joueur
        name = self.game.seat_name(p)
        parts = move.split("-")
        verb = parts[0]
        if verb == "prendre":
            self.sel = parts[1]
            kind = self.kind_at(self.sel)
            self.face = next((f for f in R.KINDS[kind] if self.cells_for(f)), R.KINDS[kind][0])
            return
        if verb == "forme":
            self.face = parts[1]
            return
        if verb == "poser":
            self._place(p, name, parts[1])
        elif verb == "finir":
            if self.phase == "tuiles":
                self.phase = "gnome"
            else:
                self._end_turn()
                return
        elif verb == "marqueur":
            self._marker(p, name, int(parts[1]), int(parts[2]))
        elif verb == "champignon":
            task = self.todo[0]
            kind = R.MUSHROOMS[self.tiles[parts[1]]]
            self.stock[p][kind] += 1
            task[3].append(parts[1])
            task[2] -= 1
            self.log(f"{name} récupère le champignon {kind} de {parts[1]}.")
            if task[2] <= 0 or not self._task_moves(task):
                self.todo.pop(0)
        elif verb == "panneau":
            task = self.todo.pop(0)
            if parts[1] in R.SIGNPOSTS:
                anchor = task[1]
                self.signposts[anchor] = parts[1]
                self.log(f"{name} place un panneau « {R.SIGNPOST_NAMES[parts[1]]} » dans l'anneau de {anchor}.")
            else:
                anchor = parts[1]
            self._signpost(p, name, anchor)
        elif verb == "reserve":
            self.todo.pop(0)
            i = int(parts[1][1:]) - 1
            self.reserve[p].append(self.market[i])
            self.log(f"{name} met un {R.KIND_NAMES[self.market[i]]} du marché dans sa réserve.")
            self.market[i] = None
            if len(self.reserve[p]) > R.RESERVE:
                gone = self.reserve[p].pop(0)
                self.log(f"Sa réserve « ne peut en contenir plus de 2 » : le {R.KIND_NAMES[gone]} est défaussé.")
        elif verb == "vendre":
            kind, q = parts[1], int(parts[2])
            self.stock[p][kind] -= q
            self.treasure[p] += R.treasure(q)
            self.sold.append(kind)
            if q != R.PAIR:
                self.blocked.append([kind, q])
            self.log(f"{name} vend {q} champignons {R.NAMES[kind]}s (+{R.treasure(q)} trésor)"
                     + (" ; l'espace est bloqué." if q != R.PAIR else "."))
            if not [m for m in self.legal_moves(p) if m.startswith("vendre-")]:
                self._end_turn()
            return
        elif verb == "passer":
            self.log(f"{name} ne déplace pas son gnome.")
            self._end_turn()
            return
        elif verb == "gnome":
            self._gnome(p, name, parts[1])
            if self.phase == "vente":
                return
        self._advance()

    def _advance(self):
        """After a move: the bonuses first, then the next step of the turn."""
        if self.todo or self.phase == "fin":
            return
        if self.phase == "tuiles":
            if not self.sources() or (self.used[0] >= R.TILES_PER_TURN and not self.reserve[self.joueur]):
                self.phase = "gnome"
        if self.phase == "gnome" and self.moved:
            self._end_turn()

    def _place(self, p, name, cell):
        kind = self.kind_at(self.sel)
        where, i = self.sel[0], int(self.sel[1:]) - 1
        if where == "m":
            self.market[i] = None
            self.used[0] += 1
        else:
            self.reserve[p].pop(i)
            self.used[1] += 1
        self.tiles[cell] = self.face
        self.log(f"{name} pose un {R.KIND_NAMES[kind]} ({R.SHAPE_SYMBOLS[self.face]}) en {cell}"
                 + (" depuis sa réserve." if where == "r" else "."))
        self.sel, self.face = None, None
        ring = R.ring_through(self.tiles, cell, G)
        if not ring:
            return
        self.rings.append(ring)
        owner = next((q for q, g in enumerate(self.gnomes) if g in ring and g != R.TABLE_STUMP), None)
        found = [k for _, k in R.ring_mushrooms(self.tiles, ring)]
        counts = R.count_text({k: found.count(k) for k in R.TYPES})
        self.log(f"Anneau complété : {len(ring)} tuiles ({', '.join(ring)}).")
        if owner is not None:
            for k in found:
                self.stock[owner][k] += 1
            self.log(f"{self.game.seat_name(owner)} possède l'anneau et ramasse ses champignons : {counts}.")
        elif found:
            self.middle[ring[0]] = found
            self.log(f"Personne ne possède l'anneau : {counts} au milieu de l'anneau.")
        self._ask_marker(p, R.ring_size_key(len(ring)), ring[0], extra=False)

    def _ask_marker(self, p, size, anchor, extra):
        if self.markers[p] >= R.MARKERS:
            self.log("Plus de marqueur d'anneau.")
        elif not self.free_slots(p, size):
            self.log(f"Tous les emplacements « {size} » sont pris : « vous ne pouvez PAS placer de marqueur ».")
        else:
            self.todo.insert(0, ["marqueur", size, anchor, extra])

    def _marker(self, p, name, size, k):
        task = self.todo.pop(0)
        anchor = task[2]
        self.taken[p].append([size, k])
        self.markers[p] += 1
        bonus = R.RING_SLOTS[size][k - 1]
        self.log(f"{name} place son marqueur n° {self.markers[p]} sur « {size}{'+' if size == 8 else ''} » : "
                 f"{R.bonus_name(size, bonus)}.")
        if self.markers[p] >= R.MARKERS:
            self._trigger(f"{name} utilise son 8e marqueur d'anneau.")
        if self.markers[p] in R.WILD_FLOWER_MARKERS:
            self._flower(p, name, f"Fleur sauvage (marqueur n° {self.markers[p]})")
        new = []
        if bonus == "fleur":
            self._flower(p, name, "Fleur")
        elif bonus == "tuile" and any(self.market):
            new.append(["reserve"])
        elif bonus == "champignon":
            n = min(R.MUSHROOM_BONUS[size], len(R.ring_mushrooms(self.tiles, self.ring_of(anchor))))
            if n:
                new.append(["cueillir", anchor, n, []])
        elif bonus == "panneau":
            new.append(["panneau", anchor])
        self.todo[0:0] = new
        if bonus == "marqueur" and not task[3]:
            self._ask_marker(p, size, anchor, extra=True)

    def _flower(self, p, name, why):
        if self.flowers[p] < R.FLOWERS:
            self.flowers[p] += 1
            self.log(f"{why} : {name} prend une fleur unique ({self.flowers[p]}/{R.FLOWERS}).")
            if self.flowers[p] == R.FLOWERS:
                self._trigger(f"{name} obtient sa 8e fleur.")

    def _signpost(self, p, name, anchor):
        effect = self.signposts[anchor]
        self.log(f"Panneau « {R.SIGNPOST_NAMES[effect]} » de l'anneau de {anchor}.")
        if effect == "fleur":
            self._flower(p, name, "Panneau Fleur")
        elif effect == "tuile":
            if any(self.market):
                self.todo.insert(0, ["reserve"])
        elif R.ring_mushrooms(self.tiles, self.ring_of(anchor)):
            self.todo.insert(0, ["cueillir", anchor, 1, []])

    def _gnome(self, p, name, where):
        self.gnomes[p] = where
        self.moved = True
        if where == R.TABLE_STUMP:
            self.log(f"{name} va à la souche, au marché de Pinwheel.")
            self.phase, self.sold = "vente", []
            if len(self.legal_moves(p)) == 1:
                self._end_turn()
            return
        if where == R.FLOWER_MARKET:
            self.log(f"{name} va au marché aux fleurs.")
            self._flower(p, name, "Marché aux fleurs")
            return
        ring = self.ring_of(where)
        self.log(f"{name} réclame {'l’anneau' if ring else 'le chemin'} de {where}.")
        if not ring:
            return
        found = self.middle.pop(ring[0], [])
        if found:
            for k in found:
                self.stock[p][k] += 1
            self.log(f"Il ramasse les champignons du milieu : "
                     f"{R.count_text({k: found.count(k) for k in R.TYPES})}.")
        if ring[0] in self.signposts:
            self._signpost(p, name, ring[0])

    def _trigger(self, why):
        if not self.ending:
            self.ending = True
            self.log(f"Fin de partie déclenchée : {why} Le tour en cours se termine, puis chaque joueur reçoit "
                     "une activation de gnome en bonus.")

    def _end_turn(self):
        p = self.joueur
        if self.exemple and p == 0 and not self.bonus:
            self.phase, self.stopped = "fin", True
            self.log("Fin de l'exemple : le tour illustré est joué.")
            return
        if self.bonus:
            self.bonus.pop(0)
        else:
            if self.used[0] == 0:
                # nobody could place a market tile: the market goes, so the bag keeps emptying (a reading)
                self.log("Aucune tuile du marché ne peut être posée : le marché est défaussé.")
                self.market = [None] * R.MARKET
            for i, k in enumerate(self.market):
                if k is None:
                    if not self.bag:
                        self._trigger("le sac de tuiles est vide.")
                        break
                    self.market[i] = self.bag.pop()
            if self.ending:
                self.bonus = [(p + 1 + i) % self.players for i in range(self.players)]
        self.phase, self.sel, self.face, self.used, self.moved, self.sold = "tuiles", None, None, [0, 0], False, []
        if self.ending:
            if not self.bonus:
                self._finish()
                return
            self.joueur = self.bonus[0]
            self.phase = "gnome"
            return
        self.joueur = (p + 1) % self.players

    def _finish(self):
        self.phase = "fin"
        for q in range(self.players):
            sc = self.score(q)
            self.log(f"{self.game.seat_name(q)} : {sc['total']} points (fleurs {sc['fleurs']}, marqueurs "
                     f"{sc['marqueurs']}, trésor {sc['tresor']}).")

    # --- results ----------------------------------------------------------------
    def score(self, p) -> dict:
        f, m, t = R.flower_points(self.flowers[p]), R.marker_points(self.markers[p]), self.treasure[p]
        return {"fleurs": f, "marqueurs": m, "tresor": t, "total": f + m + t,
                "invendus": sum(self.stock[p].values())}

    def scores(self):
        return [self.score(p)["total"] for p in range(self.players)]

    def winners(self):
        """« Le joueur qui a le plus de points gagne ! En cas d'égalité, c'est le joueur qui a le plus de
        champignons invendus qui l'emporte ! »"""
        if not self.is_over() or self.stopped:
            return []
        keys = [(self.score(p)["total"], self.score(p)["invendus"]) for p in range(self.players)]
        best = max(keys)
        return [p for p, k in enumerate(keys) if k == best]

    def determinize(self, seat, rng):
        """The bag dealt afresh: a seat sees only how many tiles it holds."""
        twin = super().determinize(seat, rng)
        self.redeal([twin.bag], rng)
        return twin

    def view(self, player):
        """Everything but the bag's order (its count only)."""
        data = {k: v for k, v in self.to_json()["data"].items() if k not in ("bag", "rng_state", "events")}
        data["sac"] = len(self.bag)
        data["joueur_vue"] = player
        return data

    def describe(self, move, player=None):
        parts = move.split("-") if isinstance(move, str) else []
        verb = parts[0] if parts else ""
        if verb == "prendre" and len(parts) == 2 and parts[1][:1] in "mr":
            where = "du marché" if parts[1][0] == "m" else "de la réserve"
            return f"Prendre la tuile {parts[1][1:]} {where}"
        if verb == "forme" and len(parts) == 2 and parts[1] in R.SHAPE_NAMES:
            return f"Tourner la tuile : {R.SHAPE_NAMES[parts[1]]}"
        if verb == "poser" and len(parts) == 2:
            return f"Poser la tuile en {parts[1]}"
        if verb == "finir":
            return "Terminer la visite" if self.phase == "vente" else "Terminer la pose des tuiles"
        if verb == "marqueur" and len(parts) == 3 and parse_number(parts[1]) in R.RING_SLOTS:
            size, k = parse_number(parts[1]), parse_number(parts[2])
            slots = R.RING_SLOTS[size]
            bonus = R.bonus_name(size, slots[k - 1]) if k and 1 <= k <= len(slots) else "?"
            return f"Marqueur sur « {size}{'+' if size == 8 else ''} », emplacement {k} ({bonus})"
        if verb == "champignon" and len(parts) == 2:
            return f"Récupérer le champignon de {parts[1]}"
        if verb == "panneau" and len(parts) == 2:
            if parts[1] in R.SIGNPOSTS:
                return f"Placer un panneau {R.SIGNPOST_NAMES[parts[1]]} et l'utiliser"
            return f"Utiliser le panneau de l'anneau de {parts[1]}"
        if verb == "reserve" and len(parts) == 2:
            return f"Mettre la tuile {parts[1][1:]} du marché en réserve"
        if verb == "gnome" and len(parts) == 2:
            if parts[1] == R.FLOWER_MARKET:
                return "Gnome au marché aux fleurs"
            if parts[1] == R.TABLE_STUMP:
                return "Gnome à la souche (marché de Pinwheel)"
            return f"Gnome sur le chemin de {parts[1]}"
        if verb == "passer":
            return "Ne pas déplacer le gnome"
        if verb == "vendre" and len(parts) == 3 and parts[1] in R.NAMES:
            return f"Vendre {parts[2]} champignons {R.NAMES[parts[1]]}s"
        return str(move)


# --- the position of an example ------------------------------------------------------------

POSITION_KEYS = ("jardin", "marche", "reserves", "gnomes", "champignons", "fleurs", "tresor", "emplacements",
                 "bloques", "sac", "etape")
SLOT_LIST = ", ".join(f"{size}-{k}" for size, b in R.RING_SLOTS.items() for k in range(1, len(b) + 1))


def _count(value, where, hi):
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= hi:
        raise ScenarioError("position", f"{where} : un nombre de 0 à {hi}.")
    return value


def _per_seat(value, key, n, read, default):
    if value is None:
        return [default() for _ in range(n)]
    if not isinstance(value, list) or len(value) != n:
        raise ScenarioError("position", f"« {key} » : une liste de {n} valeurs, une par joueur (vous d'abord).")
    return [read(v, f"« {key} », joueur {p + 1}") for p, v in enumerate(value)]


def _read_garden(value) -> dict:
    if not isinstance(value, dict):
        raise ScenarioError("position", "« jardin » : une table « case: face » est attendue (ex. E4: so ; faces : "
                                        f"{', '.join(R.SHAPES)}).")
    for cell, face in value.items():
        if not isinstance(cell, str) or G.parse(cell) is None or cell == R.TABLE_STUMP:
            raise ScenarioError("position", f"« jardin » : « {cell} » n'est pas une case de A1 à G7 autre que la "
                                            f"souche ({R.TABLE_STUMP}).")
        if face not in R.SHAPES:
            raise ScenarioError("position", f"« jardin », {cell} : « {face} » n'est pas une face "
                                            f"({', '.join(R.SHAPES)}).")
    tiles, todo = {R.TABLE_STUMP: "souche"}, dict(value)
    while todo:   # each tile placeable by the page's rules, in some order from the stump
        ok = [c for c, f in todo.items() if R.placement_problem(tiles, c, f, G) is None]
        if not ok:
            c = sorted(todo, key=G.parse)[0]
            raise ScenarioError("position", f"« jardin », {c} : {R.placement_problem(tiles, c, todo[c], G)}")
        tiles[ok[0]] = todo.pop(ok[0])
    del tiles[R.TABLE_STUMP]
    return tiles


def _read_kinds(value, where, most):
    if not isinstance(value, list) or len(value) > most or any(k not in R.KINDS for k in value):
        raise ScenarioError("position", f"{where} : une liste d'au plus {most} tuiles ({', '.join(R.KINDS)}).")
    return list(value)


def _read_stock(value, where):
    if not isinstance(value, dict) or any(k not in R.TYPES for k in value):
        raise ScenarioError("position", f"{where} : une table « type: nombre » ({', '.join(R.TYPES)}).")
    return {k: _count(value.get(k, 0), f"{where}, {k}", 20) for k in R.TYPES}


def _read_slots(value, where):
    out = []
    if not isinstance(value, list):
        raise ScenarioError("position", f"{where} : une liste d'emplacements « taille-numéro » ({SLOT_LIST}).")
    for v in value:
        size, _, k = v.partition("-") if isinstance(v, str) else ("", "", "")
        size, k = parse_number(size), parse_number(k)
        if size not in R.RING_SLOTS or k is None or not 1 <= k <= len(R.RING_SLOTS[size]) or [size, k] in out:
            raise ScenarioError("position", f"{where} : « {v} » n'est pas un emplacement libre ({SLOT_LIST}).")
        out.append([size, k])
    if len(out) >= R.MARKERS:
        raise ScenarioError("position", f"{where} : au plus {R.MARKERS - 1} marqueurs déjà posés.")
    return out


def _read_blocked(value):
    out = []
    if not isinstance(value, list):
        raise ScenarioError("position", "« bloques » : une liste d'espaces « type-quantité » (ex. rouge-3).")
    for v in value:
        kind, _, q = v.partition("-") if isinstance(v, str) else ("", "", "")
        q = parse_number(q)
        if kind not in R.TYPES or q not in R.QUANTITIES:
            raise ScenarioError("position", f"« bloques » : « {v} » s'écrit type-quantité (ex. rouge-3).")
        if q == R.PAIR:
            raise ScenarioError("position", "« bloques » : « L'espace Paire ne reçoit JAMAIS de bloqueur ».")
        if [kind, q] not in out:
            out.append([kind, q])
    return out


def read_position(value, earlier):
    """A demo block's ``position:``: the garden (each tile placeable by the page's rules), the market,
    and per seat (you first) the reserve, the gnome, mushrooms, flowers, treasure and the ring spaces
    taken; the blocked spaces of the Pinwheel market, the bag's size and the step of your turn."""
    if position_table(value, POSITION_KEYS) is None:
        return None
    n = earlier.get("joueurs", 2)
    pos = {"jardin": _read_garden(value.get("jardin", {}))}
    tiles = {R.TABLE_STUMP: "souche", **pos["jardin"]}
    market = value.get("marche")
    pos["marche"] = [] if market is None else _read_kinds(market, "« marche »", R.MARKET)
    if market is not None and len(market) != R.MARKET:
        raise ScenarioError("position", f"« marche » : les {R.MARKET} tuiles du marché.")
    pos["reserves"] = _per_seat(value.get("reserves"), "reserves", n, lambda v, w: _read_kinds(v, w, R.RESERVE), list)

    def gnome(v, where):
        if v == "souche":
            return R.TABLE_STUMP
        if v == R.FLOWER_MARKET or (v in tiles and v != R.TABLE_STUMP and R.paths(tiles[v])):
            return v
        raise ScenarioError("position", f"{where} : « {v} » : une case du jardin portant un chemin, « souche » ou "
                                        f"« {R.FLOWER_MARKET} ».")
    pos["gnomes"] = _per_seat(value.get("gnomes"), "gnomes", n, gnome, lambda: R.TABLE_STUMP)
    held = [g for g in pos["gnomes"] if g in tiles and g != R.TABLE_STUMP]
    comps = [frozenset(R.path_component(tiles, g, G)) for g in held]
    if len(set(comps)) < len(comps):
        raise ScenarioError("position", "« gnomes » : deux gnomes sur le même chemin ; en le réclamant, un gnome "
                                        "« empêche tout autre joueur de le réclamer ».")
    pos["champignons"] = _per_seat(value.get("champignons"), "champignons", n, _read_stock,
                                   lambda: {k: 0 for k in R.TYPES})
    pos["fleurs"] = _per_seat(value.get("fleurs"), "fleurs", n, lambda v, w: _count(v, w, R.FLOWERS - 1), int)
    pos["tresor"] = _per_seat(value.get("tresor"), "tresor", n, lambda v, w: _count(v, w, 200), int)
    pos["emplacements"] = _per_seat(value.get("emplacements"), "emplacements", n, _read_slots, list)
    pos["bloques"] = _read_blocked(value.get("bloques", []))
    used = [R.kind_of(f) for f in pos["jardin"].values()] + pos["marche"] + [k for r in pos["reserves"] for k in r]
    for kind, total in R.BAG.items():
        if used.count(kind) > total:
            raise ScenarioError("position", f"{used.count(kind)} tuiles « {R.KIND_NAMES[kind]} » sur la table : le "
                                            f"sac n'en compte que {total}.")
    left = sum(R.BAG.values()) - len(used) - (0 if pos["marche"] else R.MARKET)
    if left < 0:
        raise ScenarioError("position", "le sac n'a plus de quoi remplir le marché.")
    pos["sac"] = _count(value.get("sac", left), "« sac »", left)
    step = value.get("etape", "tuiles")
    if step not in ("tuiles", "gnome"):
        raise ScenarioError("position", "« etape » : « tuiles » (vous posez vos tuiles) ou « gnome » (vos tuiles sont "
                                        "posées, votre gnome se déplace).")
    pos["etape"] = step
    return pos


EXAMPLE = {"jardin": {"E4": "so", "D5": "ne"}, "champignons": [{"bleu": 2}, {}], "emplacements": [["4-1"], []]}
"""A position at the default 2 players, as the reference page shows it."""

# « fort »: the shared search with the greedy bot's playouts, budgeted in iterations (the same move
# on every machine); measured in BENCHMARKS.md (« niveau fort »).
FORT = search_bot("Fort", GreedyBot, iterations=16, depth=8)


@register
class GnomeHollow(Game):
    id = "gnomehollow"
    mode = "partie"
    title = "Gnome Hollow : une partie contre les bots"
    state_class = GnomeHollowState
    rule_sections = frozenset({PLACING, BONUSES, GNOME, END})
    main_rule_section = PLACING
    bots = {"fort": FORT, "glouton": GreedyBot, "hasard": RandomBot}
    default_bot = "glouton"   # see FORT: near 100 ms a move in CPython, slower on a phone
    options = (
        PlayerCount(default=2, lo=2, hi=4),
        Structured("position", "Position de départ (un exemple)", default=None, parse=read_position,
                   expects="une table : jardin ({case: face}), marche (tuiles virage, droit, pre), reserves, gnomes, "
                           "champignons, fleurs, tresor, emplacements (« 4-1 »…), bloques (« rouge-3 »…), sac, "
                           "etape (tuiles ou gnome) ; une liste par joueur, vous d'abord",
                   example=EXAMPLE,
                   help="L'exemple commence à votre tour et s'arrête à la fin de ce tour."),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = GnomeHollowState(self, n, seed)
        pos = options["position"]
        s.exemple, s.stopped = pos is not None, False
        s.tiles = {R.TABLE_STUMP: "souche"}
        s.bag = [k for k, count in R.BAG.items() for _ in range(count)]
        s.reserve = [[] for _ in range(n)]
        s.gnomes = [R.TABLE_STUMP] * n
        s.stock = [{k: 0 for k in R.TYPES} for _ in range(n)]
        s.treasure, s.flowers, s.markers = [0] * n, [0] * n, [0] * n
        s.taken = [[] for _ in range(n)]
        s.blocked, s.rings, s.middle, s.signposts = [], [], {}, {}
        s.joueur, s.phase, s.used, s.sel, s.face = 0, "tuiles", [0, 0], None, None
        s.todo, s.moved, s.sold, s.ending, s.bonus = [], False, [], False, []
        if pos is None:
            s.shuffle(s.bag)
            s.market = [s.bag.pop() for _ in range(R.MARKET)]
            s.log(f"{n} joueurs ; le jardin n'a que la souche en {R.TABLE_STUMP}, {len(s.bag)} tuiles dans le sac.")
            return s
        s.tiles.update(pos["jardin"])
        for cell in sorted(s.tiles, key=G.parse):   # rings closed in the position: already resolved
            ring = R.ring_through(s.tiles, cell, G)
            if ring and ring not in s.rings:
                s.rings.append(ring)
        s.reserve = pos["reserves"]
        s.gnomes, s.stock = pos["gnomes"], pos["champignons"]
        s.flowers, s.treasure, s.taken = pos["fleurs"], pos["tresor"], pos["emplacements"]
        s.markers = [len(t) for t in s.taken]
        s.blocked = pos["bloques"]
        for kind in [R.kind_of(f) for c, f in s.tiles.items() if c != R.TABLE_STUMP] + \
                [k for k in pos["marche"] if k] + [k for r in s.reserve for k in r]:
            s.bag.remove(kind)
        s.shuffle(s.bag)
        s.market = list(pos["marche"]) or [s.bag.pop() for _ in range(R.MARKET)]
        del s.bag[pos["sac"]:]
        if pos["etape"] == "gnome":
            s.phase, s.used = "gnome", [R.TILES_PER_TURN, 0]
        s.log("Exemple : " + ("vos tuiles de ce tour sont posées, à vous de déplacer votre gnome."
                              if s.phase == "gnome" else "à vous de poser vos tuiles.")
              + f" {len(s.bag)} tuile(s) dans le sac ; l'exemple s'arrête à la fin de votre tour.")
        return s
