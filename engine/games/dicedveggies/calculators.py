"""Diced Veggies, the cut (mode « coupe »): choose dice of the block, then cut.

The reader clicks dice of the block to choose them (« de-B3 », a toggle), then
« couper »: legal only when the choice is a straight run from a corner along
an edge of the block, its sum is at most 10 and the rest of the block stays in
one piece; the refusal names the rule broken. The cut dice go in front of the
reader; « vider » clears the choice, « recommencer » puts the block back.
"""

from __future__ import annotations

from ... import dice as D
from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Flag, Structured
from .. import register
from . import rules as R

G = R.GRID


def read_block(value, earlier) -> list:
    block = R.parse_block(value)
    if block is None:
        raise ScenarioError("bloc", "5 rangées de 5 dés sont attendues, chaque dé une lettre d'ingrédient "
                                    "(T tomate, C carotte, P poivron, B brocoli, A aubergine) et sa valeur "
                                    "de 1 à 6, « .. » pour une place vide ; ex. « T3 C1 P5 B2 A6 ».")
    left = [i for i in G.squares() if block[i] is not None]
    if not left:
        raise ScenarioError("bloc", "le bloc n'a aucun dé.")
    if len(G.regions(left)) > 1:
        raise ScenarioError("bloc", "le bloc de départ doit être d'un seul tenant.")
    return [list(d) if d else None for d in block]


class CutState(CalculatorState):
    """start (the option's block), block, chosen (squares), taken (dice cut, in order)."""

    def legal_moves(self, player=None):
        moves = [f"de-{G.name(i)}" for i in G.squares() if self.block[i] is not None]
        if self.chosen and R.cut_problem(self.block, self.chosen) is None:
            moves.append("couper")
        if self.chosen:
            moves.append("vider")
        if self.taken:
            moves.append("recommencer")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if move == "couper":
            return Refusal(R.cut_problem(self.block, self.chosen) or "rien à couper.", R.SEC_CUT)
        if isinstance(move, str) and move.startswith("de-") and G.parse(move[3:]) is not None:
            return Refusal(f"il n'y a plus de dé en {move[3:]}.", R.SEC_CUT)
        if move == "vider":
            return "aucun dé n'est choisi."
        if move == "recommencer":
            return "le bloc est déjà celui du départ."
        return "coup inconnu : « de-B3 » (choisir ou laisser le dé B3), « couper », « vider », « recommencer »."

    def _apply(self, move, player):
        if move == "recommencer":
            self._reset()
            self.log("Le bloc est remis comme au départ.")
        elif move == "vider":
            self.chosen = []
        elif move == "couper":
            cut = sorted(self.chosen)
            dice = [self.block[i] for i in cut]
            for i in cut:
                self.block[i] = None
            self.taken += dice
            self.chosen = []
            self.log(f"Coupe de {len(dice)} dé{'s' if len(dice) > 1 else ''} ({', '.join(G.name(i) for i in cut)}) : "
                     f"{', '.join(R.die_name(d) for d in dice)}, somme {sum(d[1] for d in dice)}.")
        else:
            i = G.parse(move[3:])
            if i in self.chosen:
                self.chosen.remove(i)
            else:
                self.chosen.append(i)

    def _reset(self):
        self.block = [list(d) if d else None for d in self.start]
        self.chosen = []
        self.taken = []

    def verdict(self) -> list[tuple[str, bool | None]]:
        """The three checks on the current choice, for the view."""
        if not self.chosen:
            return []
        straight = R.straight_from_a_corner(self.block, self.chosen)
        total = R.cut_sum(self.block, self.chosen)
        return [("en ligne droite depuis un coin, le long d'une bordure", straight),
                (f"somme {total} (10 au plus)", total <= R.MAX_SUM),
                ("le reste du bloc d'un seul tenant", R.stays_connected(self.block, self.chosen))]

    def view(self, player):
        return {"bloc": [list(d) if d else None for d in self.block], "choisis": list(self.chosen),
                "coupes": [list(d) for d in self.taken]}

    def describe(self, move, player=None):
        if move == "couper":
            return "Couper les dés choisis"
        if move == "vider":
            return "Ne plus choisir aucun dé"
        if move == "recommencer":
            return "Remettre le bloc comme au départ"
        i = G.parse(move[3:]) if move.startswith("de-") else None
        if i is None or self.block[i] is None:
            return move
        return f"{'Laisser' if i in self.chosen else 'Choisir'} le dé {G.name(i)} ({R.die_name(self.block[i])})"


@register
class DicedVeggiesCut(Calculator):
    id = "dicedveggies"
    mode = "coupe"
    title = "Diced Veggies : couper le bloc de dés"
    state_class = CutState
    player_names = ["Lecteur"]
    main_rule_section = R.SEC_CUT

    options = (
        Structured("bloc", "Le bloc de dés (5 rangées de 5 dés)", default=R.DEFAULT_BLOCK, parse=read_block,
                   expects="5 rangées de 5 dés « T3 » (T tomate, C carotte, P poivron, B brocoli, A aubergine ; "
                           "valeur 1 à 6), « .. » pour une place vide",
                   example=R.DEFAULT_BLOCK),
    )

    def setup(self, options, seed):
        s = CutState(self, 1, seed)
        block = options["bloc"]
        if block and isinstance(block[0], str):
            block = read_block(block, options)
        s.start = block
        s._reset()
        s.log("Choisissez des dés du bloc, puis « Couper ».")
        return s


# --- II. Cuisiner, III. Piocher, Réapprovisionner (mode « cuisine ») -------------

COOK_BLOCK = [
    "T3 .. P2 B2 A6",
    "B4 A2 T1 .. ..",
    ".. P6 A4 T5 B1",
    "A5 B3 .. P1 T4",
    "P1 T2 B6 A3 ..",
]
COOK_FRONT = ["T2", "P4", "A6", "C3", "B5", "T6"]
COOK_HAND = ["R1", "R2", "N1", "N2"]


def read_front(value, earlier) -> list:
    dice = value.split() if isinstance(value, str) else value
    ok = isinstance(dice, list) and 1 <= len(dice) <= R.MAX_FRONT and all(
        isinstance(c, str) and len(c) == 2 and c[0] in R.INGREDIENTS and c[1] in "123456" for c in dice)
    if not ok:
        raise ScenarioError("devant", f"de 1 à {R.MAX_FRONT} dés « T3 » (lettre d'ingrédient, valeur 1 à 6) : "
                                      "« vous pouvez conserver jusqu'à 8 dés devant vous ».")
    return [[c[0], int(c[1])] for c in dice]


def read_hand(value, earlier) -> list:
    cards = value.split() if isinstance(value, str) else value
    if not isinstance(cards, list) or not all(isinstance(c, str) and (c in R.RECIPES or c in R.TRENDS)
                                              for c in cards) or len(set(cards)) != len(cards):
        raise ScenarioError("main", "des cartes différentes parmi R1 à R4 (recettes) et N1 à N4 (« Tendance »).")
    if sum(c in R.RECIPES for c in cards) > R.HAND_LIMIT or sum(c in R.TRENDS for c in cards) > R.HAND_LIMIT:
        raise ScenarioError("main", "au plus « 2 cartes recette et 2 cartes tendance en main ».")
    return list(cards)


class CookState(CalculatorState):
    """start (options), block, front (dice in front), chosen (indexes in front),
    hand, cooked ([recipe, trend or None, dice]), spent (dice used, back in play),
    chef (token available), decks {recettes, tendances}, phase
    (« cuisiner », « fin » once drawn, « suivant » after a refill)."""

    def _reset(self):
        st = self.start
        self.block = [list(d) if d else None for d in st["bloc"]]
        self.front = [list(d) for d in st["devant"]]
        self.hand = list(st["main"])
        self.chef = st["chef"]
        self.decks = {"recettes": list(st["recettes"]), "tendances": list(st["tendances"])}
        self.chosen, self.cooked, self.spent = [], [], []
        self.phase = "cuisiner"

    def _dice(self):
        return [self.front[i] for i in sorted(self.chosen)]

    def _cook_moves(self):
        moves = []
        dice = self._dice()
        for r in self.hand:
            if r in R.RECIPES and R.recipe_fits(r, dice):
                moves.append(f"cuisiner-{r}")
                moves += [f"cuisiner-{r}-{t}" for t in self.hand if t in R.TRENDS and R.trend_fits(t, dice)]
        return moves

    def _chef_moves(self):
        if not (self.chef and len(self.chosen) == 1):
            return []
        k, v = self.front[self.chosen[0]]
        return ([f"chef-{x}" for x in "123456" if int(x) != v]
                + [f"chef-{x}" for x in R.INGREDIENTS if x != k])

    def _draw_moves(self):
        return [f"piocher-{kind}" for kind, is_kind in (("recette", R.RECIPES), ("tendance", R.TRENDS))
                if self.decks[kind + "s"] and sum(c in is_kind for c in self.hand) < R.HAND_LIMIT]

    def legal_moves(self, player=None):
        moves = []
        if self.phase == "cuisiner":
            moves += [f"de-{i + 1}" for i in range(len(self.front))]
            if self.chosen:
                moves.append("vider")
            moves += self._cook_moves() + self._chef_moves()
            draws = self._draw_moves()
            moves += draws if draws else ["finir"]
        elif self.phase == "fin" and len(R.missing_types(self.block)) == 1:
            moves.append("reapprovisionner")
        if self.phase != "cuisiner" or self.cooked or self.front != self.start["devant"]:
            moves.append("recommencer")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if not isinstance(move, str):
            return "coup inconnu."
        if self.phase != "cuisiner" and (move.startswith(("de-", "cuisiner-", "chef-", "piocher-")) or move == "finir"):
            return Refusal("votre tour est fini : « Prenez une carte “Tendance” OU une carte recette », puis "
                           "« c'est au tour du joueur suivant ».", R.SEC_DRAW)
        if move.startswith("cuisiner-"):
            return self._why_cook(move[9:].split("-"))
        if move.startswith("chef-"):
            if not self.chef:
                return Refusal("votre jeton chef est déjà utilisé : « vous pouvez utiliser votre jeton chef une "
                               "seule fois. Vous le récupérez uniquement à chaque réapprovisionnement ».", R.SEC_CHEF)
            return Refusal("choisissez d'abord un seul de vos dés : le jeton chef « permet de changer la valeur "
                           "d'un de ses dés ou la couleur d'un dé ».", R.SEC_CHEF)
        if move.startswith("piocher-"):
            kind = move[8:]
            if kind in ("recette", "tendance") and not self.decks[kind + "s"]:
                return Refusal(f"la pioche {kind} est vide.", R.SEC_DRAW)
            return Refusal("votre main est pleine pour ce type de carte : « vous pouvez conserver jusqu'à 8 dés "
                           "devant vous et 2 cartes recette et 2 cartes tendance en main ».", R.SEC_END_TURN)
        if move == "finir":
            return Refusal("piochez d'abord : « Prenez une carte “Tendance” OU une carte recette ».", R.SEC_DRAW)
        if move == "reapprovisionner":
            if self.phase == "cuisiner":
                return Refusal("on ne réapprovisionne qu'« au début de votre tour » : finissez d'abord celui-ci "
                               "(piocher).", R.SEC_REFILL)
            if self.phase == "suivant":
                return Refusal("le bloc vient d'être réapprovisionné.", R.SEC_REFILL)
            missing = R.missing_types(self.block)
            return Refusal(f"il manque {len(missing)} type{'s' if len(missing) > 1 else ''} d'ingrédient au bloc : "
                           "« s'il manque un seul type d'ingrédient, vous pouvez choisir de le réapprovisionner ».",
                           R.SEC_REFILL)
        if move.startswith("de-"):
            return Refusal("vous n'avez pas ce dé devant vous.", R.SEC_COOK)
        if move == "vider":
            return "aucun dé n'est choisi."
        if move == "recommencer":
            return "rien n'a changé depuis le départ."
        return ("coup inconnu : « de-2 » (choisir un de vos dés), « cuisiner-R1 » ou « cuisiner-R1-N2 », "
                "« chef-5 » / « chef-T », « piocher-recette », « piocher-tendance », « reapprovisionner ».")

    def _why_cook(self, parts):
        return R.cook_refusal(parts, self.hand, self._dice(), R.RECIPES, R.TRENDS)

    def _apply(self, move, player):
        if move == "recommencer":
            self._reset()
            self.log("Le tour reprend au début de l'étape « Cuisiner ».")
        elif move == "vider":
            self.chosen = []
        elif move.startswith("de-"):
            i = int(move[3:]) - 1
            if i in self.chosen:
                self.chosen.remove(i)
            else:
                self.chosen.append(i)
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
            parts = move[9:].split("-")
            r, t = parts[0], (parts[1] if len(parts) == 2 else None)
            cut = sorted(self.chosen)
            dice = [self.front[i] for i in cut]
            self.front = [d for i, d in enumerate(self.front) if i not in cut]
            self.spent += dice
            self.chosen = []
            self.hand = [c for c in self.hand if c not in (r, t)]
            self.cooked.append([r, t, dice])
            self.log(f"Recette {R.RECIPES[r][0]} cuisinée avec {', '.join(R.die_name(d) for d in dice)}"
                     + (f", rendue « tendance » ({R.TRENDS[t][0]})" if t else "") + ".")
        elif move.startswith("piocher-"):
            kind = move[8:] + "s"
            card = self.decks[kind].pop(0)
            self.hand.append(card)
            self.chosen = []
            self.phase = "fin"
            self.log(f"Pioche : {R.card_name(card)}. Le tour est fini.")
        elif move == "finir":
            self.chosen = []
            self.phase = "fin"
            self.log("Main pleine : rien à piocher. Le tour est fini.")
        elif move == "reapprovisionner":
            dice = [d for d in self.block if d is not None] + self.spent
            dice = dice[:G.size]
            k = len(dice)
            values = D.parse_roll(D.sample_roll(self, k), k)
            D.consume_roll(self, k)
            self.block = [[d[0], v] for d, v in zip(dice, values)] + [None] * (G.size - k)
            self.spent = []
            self.chef = True
            self.phase = "suivant"
            self.log(f"Réapprovisionnement : {k} dés relancés forment le nouveau bloc ; le jeton chef revient.")

    def score(self) -> int:
        return sum(R.RECIPES[r][2] + (R.TRENDS[t][2] if t else 0) for r, t, _ in self.cooked)

    def view(self, player):
        return {"bloc": [list(d) if d else None for d in self.block], "devant": [list(d) for d in self.front],
                "choisis": list(self.chosen), "main": list(self.hand), "chef": self.chef,
                "recettes": [[r, t, [list(d) for d in dice]] for r, t, dice in self.cooked],
                "pioches": {k: len(v) for k, v in self.decks.items()}, "etape": self.phase}

    def describe(self, move, player=None):
        if move.startswith("de-") and move[3:].isdigit() and 0 < int(move[3:]) <= len(self.front):
            i = int(move[3:]) - 1
            return f"{'Laisser' if i in self.chosen else 'Choisir'} le dé {R.die_name(self.front[i])}"
        if move.startswith("cuisiner-"):
            parts = move[9:].split("-")
            if parts[0] in R.RECIPES:
                return f"Cuisiner {R.RECIPES[parts[0]][0]}" + (
                    f" avec la tendance {R.TRENDS[parts[1]][0]}" if len(parts) == 2 and parts[1] in R.TRENDS else "")
        if move.startswith("chef-") and len(self.chosen) == 1:
            x = move[5:]
            return f"Jeton chef : {'couleur ' + R.INGREDIENTS[x][0] if x in R.INGREDIENTS else 'valeur ' + x}"
        return {"vider": "Ne plus choisir aucun dé", "piocher-recette": "Piocher une carte recette",
                "piocher-tendance": "Piocher une carte « Tendance »", "finir": "Finir le tour sans piocher",
                "reapprovisionner": "Réapprovisionner le bloc (début du tour suivant)",
                "recommencer": "Recommencer le tour"}.get(move, move)


@register
class DicedVeggiesCook(Calculator):
    id = "dicedveggies"
    mode = "cuisine"
    title = "Diced Veggies : cuisiner, piocher, réapprovisionner"
    state_class = CookState
    player_names = ["Lecteur"]
    main_rule_section = R.SEC_COOK
    rule_sections = frozenset({R.SEC_TREND, R.SEC_CHEF, R.SEC_DRAW, R.SEC_END_TURN, R.SEC_REFILL})

    options = (
        Structured("devant", "Vos dés, devant vous (jusqu'à 8)", default=COOK_FRONT, parse=read_front,
                   expects="de 1 à 8 dés « T3 » (T tomate, C carotte, P poivron, B brocoli, A aubergine ; valeur 1 à 6)",
                   example=COOK_FRONT),
        Structured("main", "Votre main (R1 à R4 recettes, N1 à N4 tendances)", default=COOK_HAND, parse=read_hand,
                   expects="au plus 2 recettes (R1 à R4) et 2 cartes « Tendance » (N1 à N4)", example=COOK_HAND),
        Flag("chef", "Jeton chef disponible", default=True),
        Structured("bloc", "Le bloc de dés (5 rangées de 5 dés)", default=COOK_BLOCK, parse=read_block,
                   expects="5 rangées de 5 dés « T3 », « .. » pour une place vide", example=COOK_BLOCK),
    )

    def setup(self, options, seed):
        s = CookState(self, 1, seed)
        front, hand, block = options["devant"], options["main"], options["bloc"]
        if front and isinstance(front[0], str):
            front = read_front(front, options)
        if hand is None:
            hand = []
        if block and isinstance(block[0], str):
            block = read_block(block, options)
        recipes = [c for c in R.RECIPES if c not in hand]
        trends = [c for c in R.TRENDS if c not in hand]
        s.shuffle(recipes)
        s.shuffle(trends)
        s.start = {"bloc": block, "devant": front, "main": list(hand), "chef": bool(options["chef"]),
                   "recettes": recipes, "tendances": trends}
        s._reset()
        s.log("Après la coupe : choisissez les dés d'une recette, puis « Cuisiner » ; enfin piochez.")
        return s
