"""Diced Veggies, the whole solo game (mode « partie »): turns of « I. Couper »,
« II. Cuisiner », « III. Piocher » until the 6th recipe, then the last dish and the count.

« Lorsque un joueur a réalisé sa 6ème recette, les autres joueurs rejouent un tour
complet, puis chaque joueur peut re-cuisiner un plat (si il a ce qu'il faut), puis on
compte les points ! » — alone, there is no other player to replay a turn: the reader's
turn ends, then the reader may cook one more dish, then the stars are counted and the
« Guide des points en jeu solo » gives the title (or says the page's 71–80 gap).

A turn: at its start, « reapprovisionner » if a single ingredient type is missing from
the block; then choose dice of the block (« bloc-A1 ») and « couper » (« sans-coupe » only
when no cut is possible); then choose dice in front (« de-2 »), « cuisiner-R1[-N2] » as
many times as wanted, the chef token (« chef-5 », « chef-T ») once; then « piocher-recette »
or « piocher-tendance » (« finir » when neither can be drawn); then, above 8 dice,
« rendre-3 » gives dice back until 8 remain (« Fin de tour »).
"""

from __future__ import annotations

from ... import dice as D
from ...core import Game, Refusal, State
from .. import register
from . import rules as R

G = R.GRID
SOLO_RECIPES = list(R.ALL_RECIPES)
SOLO_TRENDS = list(R.ALL_TRENDS)


def in_line(cells: list[int]) -> bool:
    """The squares follow one another on one row or one column (a cut in the making)."""
    rc = [G.row_col(i) for i in cells]
    for k in (0, 1):
        if len({p[k] for p in rc}) == 1:
            pos = sorted(p[1 - k] for p in rc)
            return pos == list(range(pos[0], pos[0] + len(pos)))
    return False


class SoloState(State):
    """block, front (dice in front), chosen (block squares in « couper », front indexes
    otherwise), hand, cooked ([recipe, trend or None, dice]), spent (dice back in play),
    chef, decks, turn, phase (« couper », « cuisiner », « rendre », « dernier-plat »,
    « fin »), refilled (this turn), can_cut (a cut exists), ending (why it ended)."""

    def to_move(self):
        return [] if self.phase == "fin" else [0]

    # --- moves --------------------------------------------------------------
    def _dice(self):
        return [self.front[i] for i in sorted(self.chosen)]

    def _cook_moves(self):
        moves, dice = [], self._dice()
        for r in self.hand:
            if r in R.ALL_RECIPES and R.recipe_fits(r, dice):
                moves.append(f"cuisiner-{r}")
                moves += [f"cuisiner-{r}-{t}" for t in self.hand if t in R.ALL_TRENDS and R.trend_fits(t, dice)]
        return moves

    def _chef_moves(self):
        if not (self.chef and len(self.chosen) == 1):
            return []
        k, v = self.front[self.chosen[0]]
        return [f"chef-{x}" for x in "123456" if int(x) != v] + [f"chef-{x}" for x in R.INGREDIENTS if x != k]

    def _draw_moves(self):
        return [f"piocher-{kind}" for kind, cards in (("recette", R.ALL_RECIPES), ("tendance", R.ALL_TRENDS))
                if self.decks[kind + "s"] and sum(c in cards for c in self.hand) < R.HAND_LIMIT]

    def _extensions(self) -> set:
        """Block dice that keep the choice a straight run when added (all of them at first)."""
        if not self.chosen:
            return {i for i in G.squares() if self.block[i] is not None}
        if not in_line(self.chosen):
            return set()
        rc = sorted(G.row_col(i) for i in self.chosen)
        (r0, c0), (r1, c1) = rc[0], rc[-1]
        if len(rc) == 1:
            ends = [(r0 - 1, c0), (r0 + 1, c0), (r0, c0 - 1), (r0, c0 + 1)]
        elif r0 == r1:
            ends = [(r0, c0 - 1), (r0, c1 + 1)]
        else:
            ends = [(r0 - 1, c0), (r1 + 1, c0)]
        return {G.index(r, c) for r, c in ends if G.inside(r, c) and self.block[G.index(r, c)] is not None}

    def _can_refill(self):
        return self.phase == "couper" and not self.refilled and len(R.missing_types(self.block)) == 1

    def legal_moves(self, player=None):
        if self.acting(player) is None:
            return []
        moves = []
        if self.phase == "couper":
            grow = self._extensions()
            moves += [f"bloc-{G.name(i)}" for i in G.squares() if i in self.chosen or i in grow]
            if self.chosen and R.cut_problem(self.block, self.chosen) is None:
                moves.append("couper")
            if self.chosen:
                moves.append("vider")
            if self._can_refill():
                moves.append("reapprovisionner")
            if not self.can_cut:
                moves.append("sans-coupe")
        elif self.phase in ("cuisiner", "dernier-plat"):
            moves += [f"de-{i + 1}" for i in range(len(self.front))]
            if self.chosen:
                moves.append("vider")
            moves += self._cook_moves() + self._chef_moves()
            if self.phase == "dernier-plat":
                moves.append("compter")
            else:
                moves += self._draw_moves() or ["finir"]
        elif self.phase == "rendre":
            moves += [f"rendre-{i + 1}" for i in range(len(self.front))]
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if not isinstance(move, str):
            return "coup inconnu."
        if self.phase == "fin":
            return Refusal("la partie est finie : « on compte les points ! ».", R.SEC_END)
        step = {"couper": "I. Couper", "cuisiner": "II. Cuisiner", "rendre": "Fin de tour",
                "dernier-plat": "Fin de partie"}[self.phase]
        if move in ("couper", "sans-coupe") or move.startswith("bloc-"):
            if self.phase != "couper":
                return Refusal(f"on ne coupe qu'au début du tour, avant de cuisiner (étape en cours : {step}) : "
                               "« effectue les 3 phases suivantes dans l'ordre ».", R.SEC_CUT)
            if move == "couper":
                return Refusal(R.cut_problem(self.block, self.chosen) or "rien à couper.", R.SEC_CUT)
            if move == "sans-coupe":
                return Refusal("une coupe est possible : coupez d'abord (« I. Couper »).", R.SEC_CUT)
            i = G.parse(move[5:])
            if i is None or self.block[i] is None:
                return Refusal(f"il n'y a pas de dé en {move[5:]} dans le bloc.", R.SEC_CUT)
            return Refusal("les dés coupés se suivent sur une même rangée ou colonne : « Vous ne pouvez pas "
                           "incliner le hachoir ».", R.SEC_CUT)
        if move == "reapprovisionner":
            if self.phase != "couper" or self.refilled:
                return Refusal("on ne réapprovisionne qu'« au début de votre tour », une fois.", R.SEC_REFILL)
            missing = R.missing_types(self.block)
            return Refusal(f"il manque {len(missing)} type{'s' if len(missing) > 1 else ''} d'ingrédient au bloc : "
                           "« s'il manque un seul type d'ingrédient, vous pouvez choisir de le réapprovisionner ».",
                           R.SEC_REFILL)
        if move == "compter":
            return Refusal("on ne compte les points qu'après la 6ᵉ recette et la fin du tour : « Lorsque un "
                           f"joueur a réalisé sa 6ème recette » (vous en avez {len(self.cooked)}).", R.SEC_END)
        if move.startswith("rendre-"):
            return Refusal("vous ne rendez des dés qu'en fin de tour, au-delà de 8 : « vous pouvez conserver "
                           "jusqu'à 8 dés devant vous ».", R.SEC_END_TURN)
        if self.phase in ("couper", "rendre") and (move.startswith(("de-", "cuisiner-", "chef-", "piocher-"))
                                                   or move == "finir"):
            if self.phase == "couper":
                return Refusal("coupez d'abord : « I. Couper, II. Cuisiner, III. Piocher », dans l'ordre.", R.SEC_CUT)
            return Refusal(f"rendez d'abord des dés : vous en avez {len(self.front)} et « vous pouvez conserver "
                           "jusqu'à 8 dés devant vous ».", R.SEC_END_TURN)
        if move.startswith("cuisiner-"):
            return self._why_cook(move[9:].split("-"))
        if move.startswith("chef-"):
            if not self.chef:
                return Refusal("votre jeton chef est déjà utilisé : « vous pouvez utiliser votre jeton chef une "
                               "seule fois. Vous le récupérez uniquement à chaque réapprovisionnement ».", R.SEC_CHEF)
            return Refusal("choisissez d'abord un seul de vos dés : le jeton chef « permet de changer la valeur "
                           "d'un de ses dés ou la couleur d'un dé ».", R.SEC_CHEF)
        if move.startswith("piocher-") or move == "finir":
            if self.phase == "dernier-plat":
                return Refusal("la partie se termine : « chaque joueur peut re-cuisiner un plat (si il a ce "
                               "qu'il faut), puis on compte les points ! ».", R.SEC_END)
            if move == "finir":
                return Refusal("piochez d'abord : « Prenez une carte “Tendance” OU une carte recette ».", R.SEC_DRAW)
            kind = move[8:]
            if kind in ("recette", "tendance") and not self.decks[kind + "s"]:
                return Refusal(f"la pioche {kind} est vide.", R.SEC_DRAW)
            return Refusal("votre main est pleine pour ce type de carte : « vous pouvez conserver jusqu'à 8 dés "
                           "devant vous et 2 cartes recette et 2 cartes tendance en main ».", R.SEC_END_TURN)
        if move.startswith("de-"):
            return Refusal("vous n'avez pas ce dé devant vous.", R.SEC_COOK)
        if move == "vider":
            return "aucun dé n'est choisi."
        return ("coup inconnu : « bloc-A1 », « couper », « de-2 », « cuisiner-R1 » ou « cuisiner-R1-N2 », "
                "« chef-5 » / « chef-T », « piocher-recette », « piocher-tendance », « rendre-3 », « compter ».")

    def _why_cook(self, parts):
        return R.cook_refusal(parts, self.hand, self._dice(), R.ALL_RECIPES, R.ALL_TRENDS)

    # --- effects ------------------------------------------------------------
    def _apply(self, move, player):
        if move == "vider":
            self.chosen = []
        elif move.startswith("bloc-"):
            self._toggle(G.parse(move[5:]))
        elif move.startswith("de-"):
            self._toggle(int(move[3:]) - 1)
        elif move == "reapprovisionner":
            self._refill()
        elif move == "couper":
            cut = sorted(self.chosen)
            dice = [self.block[i] for i in cut]
            for i in cut:
                self.block[i] = None
            self.front += dice
            self.chosen, self.phase = [], "cuisiner"
            self.log(f"Coupe ({', '.join(G.name(i) for i in cut)}) : {', '.join(R.die_name(d) for d in dice)}, "
                     f"somme {sum(d[1] for d in dice)}.")
        elif move == "sans-coupe":
            self.chosen, self.phase = [], "cuisiner"
            self.log("Aucune coupe possible dans le bloc : on passe à « Cuisiner ».")
        elif move.startswith("chef-"):
            d = self.front[self.chosen[0]]
            before = R.die_name(d)
            if move[5:] in R.INGREDIENTS:
                d[0] = move[5:]
            else:
                d[1] = int(move[5:])
            self.chef = False
            self.log(f"Jeton chef : le dé {before} devient {R.die_name(d)}.")
        elif move.startswith("cuisiner-"):
            self._cook(move[9:].split("-"))
        elif move.startswith("piocher-"):
            card = self.decks[move[8:] + "s"].pop(0)
            self.hand.append(card)
            self.log(f"Pioche : {R.card_name(card)}.")
            self._end_of_turn()
        elif move == "finir":
            self.log("Rien à piocher (main pleine ou pioches vides).")
            self._end_of_turn()
        elif move.startswith("rendre-"):
            d = self.front.pop(int(move[7:]) - 1)
            self.spent.append(d)
            self.log(f"Dé rendu : {R.die_name(d)} retourne en jeu.")
            if len(self.front) <= R.MAX_FRONT:
                self._end_of_turn()
        elif move == "compter":
            self._finish("")

    def _toggle(self, i):
        if i in self.chosen:
            self.chosen.remove(i)
        else:
            self.chosen.append(i)

    def _cook(self, parts):
        r, t = parts[0], (parts[1] if len(parts) == 2 else None)
        cut = sorted(self.chosen)
        dice = [self.front[i] for i in cut]
        self.front = [d for i, d in enumerate(self.front) if i not in cut]
        self.spent += dice
        self.chosen = []
        self.hand = [c for c in self.hand if c not in (r, t)]
        self.cooked.append([r, t, dice])
        self.log(f"Recette {R.ALL_RECIPES[r][0]} cuisinée ({len(self.cooked)}{'ʳᵉ' if len(self.cooked) == 1 else 'ᵉ'}) avec "
                 f"{', '.join(R.die_name(d) for d in dice)}"
                 + (f", rendue « tendance » ({R.ALL_TRENDS[t][0]})" if t else "") + ".")
        if self.phase == "dernier-plat":
            self._finish(f"Dernier plat : {R.ALL_RECIPES[r][0]}. ")

    def _refill(self):
        dice = [d for d in self.block if d is not None] + self.spent
        k = len(dice)
        values = D.parse_roll(D.sample_roll(self, k), k)
        D.consume_roll(self, k)
        self.block = [[d[0], v] for d, v in zip(dice, values)] + [None] * (G.size - k)
        self.spent, self.chosen = [], []
        self.chef, self.refilled = True, True
        self.can_cut = R.legal_cut_exists(self.block)
        self.log(f"Réapprovisionnement : {k} dés relancés forment le nouveau bloc ; le jeton chef revient.")

    def _end_of_turn(self):
        self.chosen = []
        if len(self.front) > R.MAX_FRONT:
            self.phase = "rendre"
            self.log(f"Fin de tour : {len(self.front)} dés devant vous, rendez-en jusqu'à n'en garder que 8.")
            return
        if len(self.cooked) >= R.RECIPES_TO_END:
            self.phase = "dernier-plat"
            self.log(f"{len(self.cooked)} recettes réalisées : pas d'autre joueur pour rejouer un tour ; vous "
                     "pouvez re-cuisiner un plat, puis « Compter les points ».")
            return
        if self.turn >= R.SOLO_TURNS:
            self.ending = "tours"
            self._finish(f"{R.SOLO_TURNS} tours joués sans 6ᵉ recette : la partie de l'exemple s'arrête. ")
            return
        self.turn += 1
        self.phase, self.refilled = "couper", False
        self.can_cut = R.legal_cut_exists(self.block)
        self.log(f"Tour {self.turn}.")

    def _finish(self, why):
        self.phase, self.chosen = "fin", []
        self.log(f"{why}On compte les points : {R.solo_verdict(self.score())}")

    # --- reading ------------------------------------------------------------
    def score(self) -> int:
        return sum(R.card_points(r, t) for r, t, _ in self.cooked)

    def scores(self):
        return [self.score()]

    def view(self, player):
        return {"bloc": [list(d) if d else None for d in self.block], "devant": [list(d) for d in self.front],
                "choisis": list(self.chosen), "main": list(self.hand), "chef": self.chef,
                "recettes": [[r, t, [list(d) for d in dice]] for r, t, dice in self.cooked],
                "pioches": {k: len(v) for k, v in self.decks.items()}, "etape": self.phase, "tour": self.turn,
                "rendus": len(self.spent), "etoiles": self.score()}

    def describe(self, move, player=None):
        if move.startswith("bloc-"):
            i = G.parse(move[5:])
            if i is not None and self.block[i] is not None:
                return f"{'Laisser' if i in self.chosen else 'Choisir'} le dé {G.name(i)} ({R.die_name(self.block[i])})"
        if move.startswith(("de-", "rendre-")):
            n = move.split("-")[1]
            if n.isdigit() and 0 < int(n) <= len(self.front):
                d = R.die_name(self.front[int(n) - 1])
                if move.startswith("rendre-"):
                    return f"Rendre le dé {d}"
                return f"{'Laisser' if int(n) - 1 in self.chosen else 'Choisir'} le dé {d}"
        if move.startswith("cuisiner-"):
            parts = move[9:].split("-")
            if parts[0] in R.ALL_RECIPES:
                return f"Cuisiner {R.ALL_RECIPES[parts[0]][0]}" + (
                    f" avec la tendance {R.ALL_TRENDS[parts[1]][0]}"
                    if len(parts) == 2 and parts[1] in R.ALL_TRENDS else "")
        if move.startswith("chef-") and len(self.chosen) == 1:
            x = move[5:]
            return f"Jeton chef : {'couleur ' + R.INGREDIENTS[x][0] if x in R.INGREDIENTS else 'valeur ' + x}"
        return {"couper": "Couper les dés choisis", "sans-coupe": "Passer la coupe (aucune possible)",
                "vider": "Ne plus choisir aucun dé", "piocher-recette": "Piocher une carte recette",
                "piocher-tendance": "Piocher une carte « Tendance »", "finir": "Finir le tour sans piocher",
                "reapprovisionner": "Réapprovisionner le bloc", "compter": "Compter les points"}.get(move, move)


@register
class DicedVeggiesSolo(Game):
    id = "dicedveggies"
    mode = "partie"
    title = "Diced Veggies : une partie en solo, jusqu'à la 6ᵉ recette"
    state_class = SoloState
    player_names = ["Lecteur"]
    main_rule_section = R.SEC_END
    rule_sections = frozenset({R.SEC_CUT, R.SEC_COOK, R.SEC_TREND, R.SEC_CHEF, R.SEC_DRAW, R.SEC_END_TURN,
                               R.SEC_REFILL})

    def setup(self, options, seed):
        s = SoloState(self, 1, seed)
        dice = [[k, 0] for k in R.INGREDIENTS for _ in range(G.size // len(R.INGREDIENTS))]
        s.shuffle(dice)
        for d in dice:
            d[1] = s.rand_below(6) + 1
        recipes, trends = list(SOLO_RECIPES), list(SOLO_TRENDS)
        s.shuffle(recipes)
        s.shuffle(trends)
        s.block = dice
        s.front, s.spent, s.cooked, s.chosen = [], [], [], []
        s.hand = recipes[:2] + trends[:1]
        s.decks = {"recettes": recipes[2:], "tendances": trends[1:]}
        s.chef, s.turn, s.phase = True, 1, "couper"
        s.refilled, s.ending = False, ""
        s.can_cut = R.legal_cut_exists(s.block)
        s.log("Tour 1 : coupez des dés du bloc (un dé de coin, puis ses voisins le long d'une bordure).")
        return s
