"""Gnome Hollow calculator (mode « marche »): the reader's gnome visits the
Pinwheel market (the stump); ``vendre-<type>-<n>`` sells n mushrooms of a
type, ``visite`` starts a new visit, ``cueillir-<type>`` adds a mushroom to
the reader's stock and ``bloquer-<type>-<n>`` puts another player's blocker."""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...options import Structured
from .. import register
from . import rules as R

SECTION = "mouvement-du-gnome"
MAX_HELD = 9


def read_stock(value, earlier):
    if not isinstance(value, dict) or any(k not in R.TYPES for k in value):
        raise ScenarioError("champignons", f"une table « type: nombre » est attendue (types : {', '.join(R.TYPES)}).")
    for k, n in value.items():
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_HELD:
            raise ScenarioError("champignons", f"{k} : un nombre de 0 à {MAX_HELD}.")
    return {k: value.get(k, 0) for k in R.TYPES}


def read_blocked(value, earlier):
    out = []
    if not isinstance(value, list):
        raise ScenarioError("bloques", "une liste d'espaces bloqués « type-quantité » est attendue (ex. bleu-5).")
    for v in value:
        kind, _, n = v.partition("-") if isinstance(v, str) else ("", "", "")
        q = parse_number(n)
        if kind not in R.TYPES or q not in R.QUANTITIES:
            raise ScenarioError("bloques", f"« {v} » : un espace s'écrit type-quantité (ex. bleu-5).")
        if q == R.PAIR:
            raise ScenarioError("bloques", "« L'espace Paire ne reçoit JAMAIS de bloqueur ».")
        if [kind, q] not in out:
            out.append([kind, q])
    return out


class MarketState(CalculatorState):
    def legal_moves(self, player=None):
        moves = []
        for kind in R.TYPES:
            for q in R.QUANTITIES:
                if R.sale_problem(kind, q, self.stock[kind], self.blocked, self.sold) is None:
                    moves.append(f"vendre-{kind}-{q}")
        if self.sold:
            moves.append("visite")
        moves += [f"cueillir-{k}" for k in R.TYPES if self.stock[k] < MAX_HELD]
        moves += [f"bloquer-{k}-{q}" for k in R.TYPES for q in R.QUANTITIES[1:] if [k, q] not in self.blocked]
        return moves

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        if move in self.legal_moves(player):
            return None
        parts = move.split("-")
        if parts[0] == "vendre" and len(parts) == 3 and parts[1] in R.TYPES:
            q = parse_number(parts[2])
            if q is None:
                return "la quantité est un nombre."
            return Refusal(R.sale_problem(parts[1], q, self.stock[parts[1]], self.blocked, self.sold) or
                           "vente impossible.", SECTION)
        if parts[0] == "visite":
            return "aucune vente n'a encore été faite pendant cette visite."
        if parts[0] == "bloquer":
            return Refusal("cet espace est déjà bloqué, ou c'est l'espace Paire, qui « ne reçoit JAMAIS de bloqueur ».",
                           SECTION)
        if parts[0] == "cueillir":
            return f"l'exemple garde au plus {MAX_HELD} champignons d'un type."
        return "coup inconnu (vendre-type-n, visite, cueillir-type, bloquer-type-n)."

    def _apply(self, move, player):
        parts = move.split("-")
        if parts[0] == "vendre":
            kind, q = parts[1], int(parts[2])
            self.stock[kind] -= q
            self.treasure += R.treasure(q)
            self.sold.append(kind)
            if q != R.PAIR:
                self.blocked.append([kind, q])
                self.log(f"Vente de {q} champignons {R.NAMES[kind]}s (+{R.treasure(q)} trésor) ; bloqueur posé sur "
                         f"« {q} {R.NAMES[kind]} » pour le reste de la partie.")
            else:
                self.log(f"Vente d'une paire de champignons {R.NAMES[kind]}s (+{R.treasure(q)} trésor) ; l'espace "
                         "Paire reste libre.")
        elif parts[0] == "visite":
            self.sold = []
            self.visits += 1
            self.log(f"Visite {self.visits} : le gnome revient à la souche.")
        elif parts[0] == "cueillir":
            self.stock[parts[1]] += 1
            self.log(f"Un champignon {R.NAMES[parts[1]]} de plus.")
        else:
            self.blocked.append([parts[1], int(parts[2])])
            self.log(f"Un autre joueur vend {parts[2]} {R.NAMES[parts[1]]}s : l'espace est bloqué.")

    def scores(self):
        return [self.treasure]

    def describe(self, move, player=None):
        if not isinstance(move, str):
            return str(move)
        parts = move.split("-")
        if parts[0] == "vendre" and len(parts) == 3:
            return f"Vendre {parts[2]} champignons {parts[1]}s"
        if parts[0] == "bloquer" and len(parts) == 3:
            return f"Un autre joueur vend {parts[2]} {parts[1]}s (bloqueur)"
        if parts[0] == "cueillir" and len(parts) == 2:
            return f"Ajouter un champignon {parts[1]}"
        return {"visite": "Nouvelle visite à la souche"}.get(move, move)


@register
class GnomeMarket(Calculator):
    main_rule_section = SECTION
    id = "gnomehollow"
    mode = "marche"
    title = "Gnome Hollow : le marché de Pinwheel et ses bloqueurs"
    state_class = MarketState
    player_names = ["Lecteur"]
    options = (
        Structured("champignons", "Vos champignons", default=None, parse=read_stock,
                   expects="une table « type: nombre » (rouge, bleu, jaune, violet)",
                   example={"bleu": 5, "rouge": 3, "jaune": 2}),
        Structured("bloques", "Espaces déjà bloqués", default=None, parse=read_blocked,
                   expects="une liste « type-quantité » (3 à 6)", example=["rouge-3"]),
    )

    def setup(self, options, seed):
        s = MarketState(self, 1, seed)
        s.stock = options["champignons"] or {k: 0 for k in R.TYPES}
        s.blocked = options["bloques"] or []
        s.sold, s.treasure, s.visits = [], 0, 1
        return s


# --- mode « jardin »: placing tiles, completing rings, ring markers and their bonuses ----------

PLACING = "le-placement-des-tuiles"
BONUSES = "resolutions-et-bonus"


def read_garden(value, earlier):
    if not isinstance(value, dict):
        raise ScenarioError("jardin", "une table « case: tuile » est attendue (ex. D3: so ; tuiles : "
                            f"{', '.join(R.SHAPES)}).")
    tiles = {R.STUMP: "souche"}
    for cell, shape in value.items():
        if R.GARDEN.parse(cell) is None or cell == R.STUMP:
            raise ScenarioError("jardin", f"« {cell} » : une case de A1 à E5 autre que la souche ({R.STUMP}).")
        if shape not in R.SHAPES:
            raise ScenarioError("jardin", f"{cell} : « {shape} » n'est pas une tuile ({', '.join(R.SHAPES)}).")
    todo = dict(value)
    while todo:   # each tile must be placeable in some order from the stump
        ok = [c for c, sh in todo.items() if R.placement_problem(tiles, c, sh) is None]
        if not ok:
            c = sorted(todo, key=R.GARDEN.parse)[0]
            raise ScenarioError("jardin", f"{c} : {R.placement_problem(tiles, c, todo[c])}")
        for c in ok:
            if R.placement_problem(tiles, c, todo[c]) is None:
                tiles[c] = todo.pop(c)
    return {c: s for c, s in tiles.items() if c != R.STUMP}


def read_taken(value, earlier):
    if not isinstance(value, list):
        raise ScenarioError("pris", "une liste d'emplacements « taille-numéro » est attendue (ex. 4-1).")
    out = []
    for v in value:
        size, _, k = v.partition("-") if isinstance(v, str) else ("", "", "")
        size, k = parse_number(size), parse_number(k)
        if size not in R.RING_SLOTS or k is None or not 1 <= k <= len(R.RING_SLOTS[size]):
            raise ScenarioError("pris", f"« {v} » : un emplacement s'écrit taille-numéro ({SLOT_LIST}).")
        if [size, k] not in out:
            out.append([size, k])
    return out


def read_rival(value, earlier):
    tiles = {R.STUMP: "souche", **(earlier.get("jardin") or {})}
    if not isinstance(value, str) or value not in tiles or value == R.STUMP or not R.paths(tiles[value]):
        raise ScenarioError("gnome_adverse", "le gnome d'un autre joueur se tient sur une tuile à chemin du jardin "
                            "(ex. D3).")
    return value


GNOME = "mouvement-du-gnome"
SLOT_LIST = ", ".join(f"{size}-{k}" for size, b in R.RING_SLOTS.items() for k in range(1, len(b) + 1))


class GardenState(CalculatorState):
    def board(self):
        return {R.STUMP: "souche", **self.tiles}

    def free_slots(self, size):
        return [k for k in range(1, len(R.RING_SLOTS[size]) + 1) if [size, k] not in self.taken]

    def ring(self, anchor):
        """The completed ring named by its first cell."""
        return next((r for r in self.rings if r[0] == anchor), None)

    def busy(self):
        """What bonus the reader must finish first (Signpost, Mushroom), or None."""
        if self.sign_ring:
            return ("résolvez d'abord le bonus Panneau de signalisation : « placer un nouveau panneau de "
                    "signalisation dans l'anneau que vous venez de compléter […] ou […] choisir un panneau de "
                    "signalisation déjà en place ».")
        if self.picks:
            return (f"résolvez d'abord le bonus Champignon : encore {self.picks} champignon(s) à récupérer dans "
                    "l'anneau.")
        return None

    def legal_moves(self, player=None):
        if self.pending:
            return [f"marqueur-{self.pending}-{k}" for k in self.free_slots(self.pending)]
        if self.sign_ring:
            new = [f"panneau-{t}" for t in R.SIGNPOSTS] if self.sign_ring not in self.signposts else []
            return new + [f"panneau-{a}" for a in sorted(self.signposts, key=R.GARDEN.parse)]
        if self.picks:
            ring = self.ring(self.pick_ring)
            return [f"champignon-{c}" for c, _ in R.ring_mushrooms(self.board(), ring)
                    if R.mushroom_pick_problem(self.board(), ring, c, self.picked) is None]
        moves = [f"choisir-{sh}" for sh in R.SHAPES if sh != self.choice]
        tiles = self.board()
        moves += [f"poser-{R.GARDEN.name(i)}" for i in R.GARDEN.squares()
                  if self.placement_problem(R.GARDEN.name(i)) is None]
        moves += [f"gnome-{c}" for c in sorted(tiles, key=R.GARDEN.parse) if self.gnome_problem(c) is None]
        return moves

    def placement_problem(self, cell):
        tiles = self.board()
        problem = R.placement_problem(tiles, cell, self.choice)
        if problem is None and R.joins_two_claimed_paths(tiles, cell, self.choice, [self.gnome, self.rival]):
            return Refusal("deux chemins inachevés portent chacun un gnome : « Si deux chemins sont inachevés et "
                           "qu'ils comportent chacun des gnomes, ils NE PEUVENT PAS être reliés ».", PLACING)
        return problem

    def gnome_problem(self, cell):
        tiles = self.board()
        if cell == self.gnome:
            return "votre gnome est déjà sur cette case."
        if self.moved:
            return Refusal("votre gnome s'est déjà déplacé ce tour-ci (« Déplacer un Gnome est optionnel » : un déplacement par tour).",
                           GNOME)
        if cell not in tiles or not R.paths(tiles[cell]):
            return Refusal("un gnome va sur un chemin de champignons ou à la souche (marché de Pinwheel).", GNOME)
        if cell != R.STUMP and self.rival and self.rival in R.path_component(tiles, cell):
            return Refusal("ce chemin porte le gnome d'un autre joueur : le réclamer « empêche tout autre joueur de "
                           "le réclamer ».", GNOME)
        return None

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        if move in self.legal_moves(player):
            return None
        parts = move.split("-")
        if self.pending and parts[0] in ("poser", "choisir"):
            return Refusal(f"l'anneau de {self.ring_size} tuiles est complété : « il prend le marqueur d'anneau le "
                           "plus à gauche de son plateau de jeu et le place dans un emplacement correspondant au "
                           "nombre de tuiles de l'anneau » — choisissez d'abord l'emplacement.", PLACING)
        if not self.pending and self.busy() and parts[0] in ("poser", "choisir", "gnome", "marqueur"):
            return Refusal(self.busy(), BONUSES)
        if parts[0] == "poser" and len(parts) == 2:
            problem = self.placement_problem(parts[1]) or "pose impossible."
            return problem if isinstance(problem, Refusal) else Refusal(problem, PLACING)
        if self.pending and parts[0] == "gnome":
            return Refusal("placez d'abord le marqueur de l'anneau complété : le gnome se déplace après la résolution "
                           "des tuiles.", GNOME)
        if parts[0] == "panneau" and len(parts) == 2:
            if not self.sign_ring:
                return Refusal("aucun bonus Panneau de signalisation n'est à résoudre : il vient d'un emplacement "
                               "d'anneau, ou de la « Visite d'un panneau de signalisation » par votre gnome.", BONUSES)
            if parts[1] in R.SIGNPOSTS:
                return Refusal("l'anneau que vous venez de compléter a déjà son panneau : choisissez « un panneau de "
                               "signalisation déjà en place et utiliser son effet sans le déplacer ».", BONUSES)
            return Refusal(f"aucun panneau de signalisation en place dans l'anneau de {parts[1]}.", BONUSES)
        if parts[0] == "champignon" and len(parts) == 2:
            if not self.picks:
                return Refusal("aucun bonus Champignon n'est à résoudre.", BONUSES)
            return Refusal(R.mushroom_pick_problem(self.board(), self.ring(self.pick_ring), parts[1], self.picked)
                           or "champignon impossible.", BONUSES)
        if parts[0] == "gnome" and len(parts) == 2:
            return self.gnome_problem(parts[1]) or "déplacement impossible."
        if parts[0] == "choisir" and len(parts) == 2 and parts[1] == self.choice:
            return "cette tuile est déjà choisie."
        if parts[0] == "marqueur" and len(parts) == 3:
            size, k = parse_number(parts[1]), parse_number(parts[2])
            if not self.pending:
                return Refusal("aucun anneau n'attend de marqueur : « vérifiez si un anneau a été créé » après "
                               "vos tuiles.", PLACING)
            if size != self.pending:
                return Refusal(f"l'anneau compte {self.ring_size} tuiles : le marqueur va « dans un emplacement "
                               "correspondant au nombre de tuiles de l'anneau ».", PLACING)
            if k is not None and [size, k] in self.taken:
                return Refusal("cet emplacement porte déjà un marqueur.", PLACING)
        return "coup inconnu (choisir-tuile, poser-case, marqueur-taille-numéro, gnome-case, panneau-x, champignon-case)."

    def _apply(self, move, player):
        parts = move.split("-")
        if parts[0] == "choisir":
            self.choice = parts[1]
            return
        if parts[0] == "gnome":
            self.gnome, self.moved = parts[1], True
            if self.gnome == R.STUMP:
                self.log("Votre gnome va à la souche (marché de Pinwheel).")
            else:
                comp = R.path_component(self.board(), self.gnome)
                ring = next((r for r in self.rings if set(r) == comp), None)
                self.log(f"Votre gnome réclame {'l’anneau' if ring else 'le chemin'} de {self.gnome} "
                         f"({len(comp)} tuile{'s' if len(comp) > 1 else ''}).")
                if ring:
                    self._activate(ring[0])
            return
        if parts[0] == "panneau":
            if parts[1] in R.SIGNPOSTS:
                anchor = self.sign_ring
                self.signposts[anchor] = parts[1]
                self.log(f"Panneau de signalisation « {R.SIGNPOST_NAMES[parts[1]]} » placé dans l'anneau de {anchor} "
                         "et utilisé immédiatement.")
            else:
                anchor = parts[1]
                self.log(f"Panneau « {R.SIGNPOST_NAMES[self.signposts[anchor]]} » de l'anneau de {anchor} utilisé "
                         "sans le déplacer.")
            self.sign_ring = None
            self._signpost(anchor)
            self._maybe_next_turn()
            return
        if parts[0] == "champignon":
            kind = R.MUSHROOMS[self.board()[parts[1]]]
            self.picked.append(parts[1])
            self.stock[kind] += 1
            self.picks -= 1
            self.log(f"Champignon {kind} de {parts[1]} récupéré"
                     + (f" ; encore {self.picks}." if self.picks else "."))
            if not self.picks:
                self.pick_ring, self.picked = None, []
            self._maybe_next_turn()
            return
        if parts[0] == "poser":
            cell = parts[1]
            self.tiles[cell] = self.choice
            self.placed += 1
            self.log(f"Tour {self.turn}, tuile {self.placed}/{R.TILES_PER_TURN} : {R.SHAPE_NAMES[self.choice]} en "
                     f"{cell}.")
            ring = R.ring_through(self.board(), cell)
            if ring:
                self.rings.append(ring)
                self.ring_size = len(ring)
                owner = ("à vous (votre gnome y est)" if self.gnome in ring and self.gnome != R.STUMP else
                         "à l'autre joueur (son gnome y est)" if self.rival in ring else "sans propriétaire")
                self.log(f"Anneau complété : {len(ring)} tuiles ({', '.join(ring)})"
                         f"{', souche comprise' if R.STUMP in ring else ''} ; anneau {owner}.")
                self._collect(ring, owner)
                self._ask_marker(R.ring_size_key(len(ring)))
            self._maybe_next_turn()
            return
        size, k = int(parts[1]), int(parts[2])
        self.taken.append([size, k])
        self.markers += 1
        self.pending = None
        bonus = R.RING_SLOTS[size][k - 1]
        self.log(f"Marqueur n° {self.markers} sur l'emplacement « {size}{'+' if size == 8 else ''} » : bonus "
                 f"{R.bonus_name(size, bonus)}.")
        if self.markers in R.WILD_FLOWER_MARKERS:
            self._flower(f"Fleur sauvage (marqueur n° {self.markers})")
        if bonus == "fleur":
            self._flower("Fleur")
        elif bonus == "tuile":
            self._tile("Tuile")
        elif bonus == "champignon":
            self._start_picks(self.rings[-1][0], R.MUSHROOM_BONUS[size], "Champignon")
        elif bonus == "panneau":
            self.sign_ring = self.rings[-1][0]
            self.log("Panneau de signalisation : placez un nouveau panneau dans l'anneau, ou utilisez un panneau déjà "
                     "en place.")
        elif bonus == "marqueur" and not self.extra_used:
            self.extra_used = True
            self.log("Marqueur d'anneau : « Vous pouvez placer deux marqueurs au lieu d'un seul ».")
            self._ask_marker(size)
        if not self.pending:
            self.extra_used = False
        self._maybe_next_turn()

    def _ask_marker(self, size):
        if self.markers >= R.MARKERS:
            self.log("Plus de marqueur d'anneau : aucun marqueur n'est placé.")
        elif not self.free_slots(size):
            self.log(f"Tous les emplacements « {size} » sont pris : « vous ne pouvez PAS placer de marqueur ».")
        else:
            self.pending = size

    def _collect(self, ring, owner):
        """« Celui qui possède l'anneau ramasse tous les champignons qui s'y trouvent. Si personne ne
        possède l'anneau, tous les champignons qui auraient dû être ramassés sont placés au milieu de
        l'anneau pour une éventuelle collecte ultérieure. »"""
        found = [k for _, k in R.ring_mushrooms(self.board(), ring)]
        counts = {k: found.count(k) for k in R.TYPES}
        if not found:
            return
        if owner.startswith("à vous"):
            for k in found:
                self.stock[k] += 1
            self.log(f"Vous ramassez les champignons de l'anneau : {R.count_text(counts)}.")
        elif owner.startswith("à l'autre"):
            self.log(f"L'autre joueur ramasse les champignons de l'anneau : {R.count_text(counts)}.")
        else:
            self.middle[ring[0]] = found
            self.log(f"Personne ne possède l'anneau : {R.count_text(counts)} placés au milieu de l'anneau.")

    def _activate(self, anchor):
        """The gnome on a completed ring: it collects the mushrooms waiting in the middle
        (« Vous pouvez également réclamer un anneau terminé qui n'a pas encore été réclamé, comme le
        montre la présence de champignons au milieu ») and uses its signpost (« Visite d'un panneau
        de signalisation »)."""
        found = self.middle.pop(anchor, [])
        if found:
            for k in found:
                self.stock[k] += 1
            counts = {k: found.count(k) for k in R.TYPES}
            self.log(f"Votre gnome ramasse les champignons du milieu de l'anneau : {R.count_text(counts)}.")
        if anchor in self.signposts:
            self.log(f"Visite du panneau « {R.SIGNPOST_NAMES[self.signposts[anchor]]} » de l'anneau.")
            self._signpost(anchor)

    def _signpost(self, anchor):
        effect = self.signposts[anchor]
        if effect == "fleur":
            self._flower("Panneau Fleur")
        elif effect == "tuile":
            self._tile("Panneau Tuile")
        else:
            self._start_picks(anchor, 1, "Panneau Champignon")

    def _start_picks(self, anchor, n, why):
        available = len(R.ring_mushrooms(self.board(), self.ring(anchor)))
        self.picks, self.pick_ring, self.picked = min(n, available), anchor, []
        if self.picks:
            self.log(f"{why} : récupérez {self.picks} champignon(s) de l'anneau de {anchor}, chacun une fois.")
        else:
            self.pick_ring = None
            self.log(f"{why} : l'anneau ne porte aucun champignon.")

    def _tile(self, why):
        self.reserve += 1
        if self.reserve > R.RESERVE:
            self.reserve = R.RESERVE
            self.log(f"{why} : la réserve « ne peut en contenir plus de 2 », une tuile est défaussée.")
        else:
            self.log(f"{why} : une tuile du marché va dans la réserve ({self.reserve}/{R.RESERVE}).")

    def _flower(self, why):
        if self.flowers < R.FLOWERS:
            self.flowers += 1
            self.log(f"{why} : une nouvelle fleur unique ({self.flowers}/{R.FLOWERS}).")
        else:
            self.log(f"{why} : vous avez déjà les {R.FLOWERS} fleurs.")

    def _maybe_next_turn(self):
        if self.placed >= R.TILES_PER_TURN and not self.pending and not self.busy():
            self.turn += 1
            self.placed = 0
            self.moved = False
            self.log(f"Tour {self.turn} : placez deux nouvelles tuiles.")

    def scores(self):
        return [self.flowers]

    def describe(self, move, player=None):
        if not isinstance(move, str):
            return str(move)
        parts = move.split("-")
        if parts[0] == "choisir" and len(parts) == 2 and parts[1] in R.SHAPES:
            return f"Choisir la tuile {R.SHAPE_NAMES[parts[1]]}"
        if parts[0] == "poser" and len(parts) == 2:
            return f"Poser la tuile en {parts[1]}"
        if parts[0] == "gnome" and len(parts) == 2:
            return f"Déplacer votre gnome en {parts[1]}"
        if parts[0] == "marqueur" and len(parts) == 3:
            return f"Marqueur sur l'emplacement {parts[1]}, n° {parts[2]}"
        if parts[0] == "panneau" and len(parts) == 2:
            if parts[1] in R.SIGNPOSTS:
                return f"Placer un panneau {R.SIGNPOST_NAMES[parts[1]]} et l'utiliser"
            return f"Utiliser le panneau de l'anneau de {parts[1]}"
        if parts[0] == "champignon" and len(parts) == 2:
            return f"Récupérer le champignon de {parts[1]}"
        return move


@register
class GnomeGarden(Calculator):
    main_rule_section = PLACING
    rule_sections = frozenset({BONUSES, GNOME})
    id = "gnomehollow"
    mode = "jardin"
    title = "Gnome Hollow : placer les tuiles, compléter un anneau, poser un marqueur, ramasser les champignons"
    state_class = GardenState
    player_names = ["Lecteur"]
    options = (
        Structured("jardin", "Tuiles déjà posées", default=None, parse=read_garden,
                   expects="une table « case: tuile » (ne, es, so, no, ns, eo, pre)",
                   example={"D3": "so", "C4": "ne"}),
        Structured("pris", "Emplacements d'anneau déjà pris", default=None, parse=read_taken,
                   expects="une liste « taille-numéro » (4-1, 4-2, 6-1, 6-2, 8-1)", example=["4-1"]),
        Structured("gnome_adverse", "Gnome d'un autre joueur", default=None, parse=read_rival,
                   expects="une case du jardin portant un chemin", example="D3"),
    )

    def setup(self, options, seed):
        s = GardenState(self, 1, seed)
        s.tiles = dict(options["jardin"] or {})
        s.taken = list(options["pris"] or [])
        s.choice = "no"
        s.gnome, s.rival, s.moved = R.STUMP, options["gnome_adverse"], False
        s.turn, s.placed = 1, 0
        s.pending, s.ring_size, s.extra_used = None, 0, False
        s.rings, s.markers, s.flowers, s.reserve = [], len(s.taken), 0, 0
        for cell in sorted(s.board(), key=R.GARDEN.parse):   # rings closed in the start position: resolved
            ring = R.ring_through(s.board(), cell)
            if ring and ring not in s.rings:
                s.rings.append(ring)
        s.stock = {k: 0 for k in R.TYPES}
        s.middle, s.signposts = {}, {}
        s.sign_ring, s.picks, s.pick_ring, s.picked = None, 0, None, []
        return s
