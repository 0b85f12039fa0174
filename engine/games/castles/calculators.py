"""Castles of Mad King Ludwig: three examples the reader plays by hand.

- « vente »: rounds of room sales. The reader plays every seat in turn: the
  Master Builder arranges the rooms under the prices (``echanger-<i>-<j>``,
  then ``valider``), then each player from the Builder's left, the Builder
  last, buys a room (``acheter-<i>``), a stair or corridor (``couloir``) or
  passes (``passer``).
- « chateau »: a small castle of shaped rooms (squares, rectangles, an L) with
  doors on their outer sides; choose a room of the offer (``choisir-<k>``),
  turn it (``tourner``), place it by its first square (``poser-<case>``, its
  top row's leftmost square); the placement rules are checked and each
  completed room shows its bonus.
- « faveurs »: the king's favours, counts edited with ``plus-<f>-<j>`` /
  ``moins-<f>-<j>``, points 8/4/2/1.
"""

from __future__ import annotations

import re

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...grid import Grid
from ...options import Integer, Structured
from .. import register
from . import rules as R

SALES = "deroulement-dun-tour"
PLACEMENT = "regles-de-placement-des-salles"
COMPLETION = "achevement-des-salles"
FAVOURS = "faveurs-du-roi"

# --- « vente » ---------------------------------------------------------------------------------

ROOM_DECK = [
    ("Roseraie", "jardin"), ("Salle de bal", "activite"), ("Grand salon", "salon"), ("Cuisine", "cuisine"),
    ("Buanderie", "service"), ("Chambre du roi", "chambre"), ("Galerie", "corridor"), ("Cave à vin", "soussol"),
    ("Verger", "jardin"), ("Salle de jeux", "activite"), ("Petit salon", "salon"), ("Boulangerie", "cuisine"),
    ("Lingerie", "service"), ("Chambre d'amis", "chambre"), ("Crypte", "soussol"), ("Salle de musique", "activite"),
    ("Potager", "jardin"), ("Salon de thé", "salon"), ("Office", "cuisine"), ("Chambre de bonne", "chambre"),
]

EXTRA_ROOMS = [
    ("Salle du trône", "activite"), ("Jardin d'hiver", "jardin"), ("Salon de lecture", "salon"),
    ("Rôtisserie", "cuisine"), ("Sellerie", "service"), ("Chambre de la reine", "chambre"), ("Grotte", "soussol"),
]
"""« On pioche des cartes en plus au hasard pour compléter les espaces vides sous le
plateau » : the cards drawn « en plus » come from outside the draw pile. The 20 rooms
the example names beyond the draw pile may not be enough (4 players and a draw pile
of 13 leave none), so these seven, one more row, are always there below them."""


class SalesState(CalculatorState):
    def to_move(self):
        return [] if self.phase == "fin" else [0]

    def price(self, i: int) -> int:
        return R.PRICES[i]

    def buyer_order(self) -> list[int]:
        """« Les autres joueurs achètent à tour de rôle … Ensuite, le Maître bâtisseur »."""
        return [(self.builder + k) % self.n for k in range(1, self.n)] + [self.builder]

    def legal_moves(self, player=None):
        if self.phase == "fin":
            return []
        if self.phase == "ranger":
            moves = [f"echanger-{i + 1}-{j + 1}" for i in range(len(self.slots)) for j in range(i + 1, len(self.slots))
                     if self.slots[i]["salle"] or self.slots[j]["salle"]]
            return moves + ["valider"]
        p = self.buyer_order()[self.step]
        moves = [f"acheter-{i + 1}" for i, s in enumerate(self.slots)
                 if s["salle"] and self.money[p] >= self.price(i)]
        if self.money[p] >= R.CORRIDOR_PRICE:
            moves.append("couloir")
        return moves + ["passer"]

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        if move in self.legal_moves(player):
            return None
        if self.phase == "fin":
            return Refusal("la partie est finie : la pioche de salles est vide et le dernier tour est joué.", "fin-du-jeu")
        head, _, rest = move.partition("-")
        if self.phase == "ranger":
            if head == "acheter":
                return Refusal("le Maître bâtisseur range d'abord les salles sous les prix (« Il les réarrange "
                               "ensuite comme il veut »), puis cliquez « valider ».", SALES)
            return "on échange deux espaces de la rangée (echanger-1-3), ou on valide."
        p = self.buyer_order()[self.step]
        if head == "acheter":
            i = parse_number(rest)
            if i is None or not 1 <= i <= len(self.slots) or not self.slots[i - 1]["salle"]:
                return "cet espace n'a pas de salle."
            return Refusal(f"{self.name(p)} n'a que {self.money[p]} Marks, la salle coûte {self.price(i - 1)}.", SALES)
        if head == "couloir":
            return Refusal(f"{self.name(p)} n'a pas les {R.CORRIDOR_PRICE} Marks d'un escalier ou d'un couloir.", SALES)
        return "le Maître bâtisseur a déjà rangé les salles : c'est le moment des achats."

    def name(self, p: int) -> str:
        return f"Joueur {p + 1}" + (" (Maître bâtisseur)" if p == self.builder else "")

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        if head == "echanger":
            i, j = (int(x) - 1 for x in rest.split("-"))
            self.slots[i]["salle"], self.slots[j]["salle"] = self.slots[j]["salle"], self.slots[i]["salle"]
            self.slots[i]["pieces"], self.slots[j]["pieces"] = self.slots[j]["pieces"], self.slots[i]["pieces"]
            self.log(f"Le Maître bâtisseur échange les espaces {i + 1} et {j + 1}.")
            return
        if head == "valider":
            self.phase, self.step = "achat", 0
            self.log("Les salles sont rangées ; les achats commencent à gauche du Maître bâtisseur.")
            return
        p = self.buyer_order()[self.step]
        if head == "acheter":
            i = int(rest) - 1
            slot, price = self.slots[i], self.price(i)
            self.money[p] -= price
            self.money[p] += slot["pieces"]
            to = "la banque" if p == self.builder else f"Joueur {self.builder + 1}"
            if p != self.builder:
                self.money[self.builder] += price
            self.castles[p].append(slot["salle"][0])
            extra = f", et prend les {slot['pieces']} Marks posés dessus" if slot["pieces"] else ""
            self.log(f"Joueur {p + 1} achète {slot['salle'][0]} ({price} Marks à {to}{extra}).")
            slot["salle"], slot["pieces"] = None, 0
        elif head == "couloir":
            self.money[p] -= R.CORRIDOR_PRICE
            self.castles[p].append("Couloir")
            self.log(f"Joueur {p + 1} achète un escalier ou un couloir ({R.CORRIDOR_PRICE} Marks).")
        else:
            self.money[p] += R.PASS_GAIN
            self.log(f"Joueur {p + 1} passe et gagne {R.PASS_GAIN} Marks.")
        self.step += 1
        if self.step == self.n:
            self._end_round()

    def _end_round(self):
        left = 0
        for s in self.slots:
            if s["salle"]:
                s["pieces"] += R.COIN
                left += 1
        self.log(f"Une pièce de {R.COIN} est posée sur chacune des {left} salle(s) restante(s).")
        if self.last_round:
            self.phase = "fin"
            self.log("Fin de la partie : la pioche était vide et le dernier tour est joué.")
            return
        self.builder = (self.builder + 1) % self.n
        self.round += 1
        self._fill()
        self.phase, self.step = "ranger", 0
        self.log(f"Joueur {self.builder + 1} devient Maître bâtisseur.")

    def _fill(self):
        """Draw rooms into the empty spaces; « La partie s'arrête quand la pioche de
        salles est vide. On pioche des cartes en plus au hasard pour compléter les
        espaces vides sous le plateau, s'il y en a, et on joue un dernier tour. »"""
        for s in self.slots:
            if s["salle"] is None:
                if self.deck:
                    s["salle"] = self.deck.pop()
                else:
                    s["salle"] = self.reserve.pop()
                    self.last_round = True
        if not self.deck:
            self.last_round = True

    def view(self, player):
        return self.to_json()["data"]

    def describe(self, move, player=None):
        if not isinstance(move, str):
            return str(move)
        head, _, rest = move.partition("-")
        if head == "echanger":
            return "Échanger les espaces " + rest.replace("-", " et ")
        if head == "acheter":
            i = parse_number(rest)
            if i and 1 <= i <= len(self.slots) and self.slots[i - 1]["salle"]:
                return f"Acheter {self.slots[i - 1]['salle'][0]} ({self.price(i - 1)} Marks)"
        return {"valider": "Valider le rangement", "couloir": f"Escalier ou couloir ({R.CORRIDOR_PRICE})",
                "passer": f"Passer (+{R.PASS_GAIN})"}.get(move, move)


def read_deck_size(value, earlier):
    return value


@register
class CastlesSales(Calculator):
    main_rule_section = SALES
    rule_sections = frozenset({SALES, "fin-du-jeu"})
    id = "castles"
    mode = "vente"
    title = "Castles of Mad King Ludwig : un tour de vente des salles"
    state_class = SalesState
    player_names = ["Lecteur"]
    options = (
        Integer("joueurs", "Joueurs autour de la table", 3, 2, 4),
        Integer("pioche", "Salles dans la pioche après la première rangée", 6, 0, len(ROOM_DECK) - 7),
        Integer("argent", "Marks de chaque joueur au départ", 15000, 0, 50000),
    )

    def setup(self, options, seed):
        s = SalesState(self, 1, seed)
        s.n = options["joueurs"]
        deck = [list(r) for r in ROOM_DECK]
        s.shuffle(deck)
        spaces = R.SPACES[s.n]
        s.slots = [{"salle": deck.pop(), "pieces": 0} for _ in range(spaces)]
        s.deck = deck[:options["pioche"]]
        extra = [list(r) for r in EXTRA_ROOMS]
        s.shuffle(extra)
        s.reserve = extra + deck[options["pioche"]:]     # drawn from the end: the named rooms first
        s.money = [options["argent"]] * s.n
        s.castles = [[] for _ in range(s.n)]
        s.builder, s.round, s.phase, s.step = 0, 1, "ranger", 0
        s.last_round = not s.deck
        s.log(f"Tour 1 : Joueur 1 est Maître bâtisseur ; {spaces} salles sous le plateau ({s.n} joueurs).")
        return s


# --- « chateau » -------------------------------------------------------------------------------

SIZE = 6
LAST = "F6"
DOOR_RE = re.compile(r"([NESW])(\d?)")


def read_room(text, field):
    """« type:forme:portes:points » (forme among rules.FORMS; portes: a side N, E, S,
    W and the rank of its place along that side, « N2 »), e.g. « salon:2x2:S1:4 »;
    « type:portes:points » is a room of one square (« salon:N:4 »)."""
    parts = text.split(":") if isinstance(text, str) else []
    if len(parts) == 3:
        parts = [parts[0], "1x1", parts[1], parts[2]]
    if len(parts) != 4 or parts[0] not in R.TYPES or parts[1] not in R.FORMS:
        raise ScenarioError(field, f"« {text} » : une salle s'écrit type:forme:portes:points (ex. salon:2x2:S1:4 ; "
                                   f"types : {', '.join(R.TYPES)} ; formes : {', '.join(R.FORMS)}).")
    cells = R.FORMS[parts[1]]
    doors = []
    text_doors = parts[2]
    if not text_doors or DOOR_RE.sub("", text_doors):
        raise ScenarioError(field, f"« {text} » : les portes sont des côtés N, E, S, W suivis du rang de la place "
                                   "sur ce côté (N1, E2…).")
    for side, rank in DOOR_RE.findall(text_doors):
        edges = R.outer_edges(cells, side)
        k = int(rank or 1)
        if not 1 <= k <= len(edges):
            raise ScenarioError(field, f"« {text} » : le côté {side} de la forme {parts[1]} a {len(edges)} place(s) "
                                       "de porte.")
        door = [edges[k - 1][0], edges[k - 1][1], side]
        if door in doors:
            raise ScenarioError(field, f"« {text} » : chaque porte une fois au plus.")
        doors.append(door)
    points = parse_number(parts[3])
    if points is None or points > 20:
        raise ScenarioError(field, f"« {text} » : des points de 0 à 20 sont attendus.")
    _, doors = R.turn(cells, doors, 0)
    return {"type": parts[0], "forme": parts[1], "portes": doors, "points": points}


def read_offer(value, earlier):
    if not isinstance(value, list) or not 1 <= len(value) <= 6:
        raise ScenarioError("offre", "une liste de 1 à 6 salles est attendue (ex. [salon:2x2:S1:4]).")
    return [read_room(v, "offre") for v in value]


def read_castle(value, earlier):
    """« case: salle », the case being the room's first square (its top row, leftmost)."""
    if not isinstance(value, dict) or not value:
        raise ScenarioError("chateau", "une table « case: salle » est attendue (ex. C3: corridor:2x2:N1E1S2W2:0).")
    grid = Grid(SIZE, SIZE)
    out = {}
    taken = set()
    for cell, spec in value.items():
        i = grid.parse(cell)
        if i is None:
            raise ScenarioError("chateau", f"« {cell} » n'est pas une case de A1 à {LAST}.")
        room = read_room(spec, "chateau")
        placed = lay(grid, i, R.FORMS[room["forme"]], room["portes"])
        if placed is None:
            raise ScenarioError("chateau", f"« {cell}: {spec} » dépasse du château (A1 à {LAST}).")
        if taken & set(placed[0]):
            raise ScenarioError("chateau", f"« {cell}: {spec} » chevauche une autre salle.")
        taken |= set(placed[0])
        out[cell] = dict(room, cases=placed[0], portes=placed[1])
    return out


def lay(g: Grid, i: int, cells, doors):
    """The squares and doors (square, side) of a shape whose first square (top
    row, leftmost) is on square `i`, or None when it falls off the board."""
    shape = [tuple(x) for x in cells]
    r, c = g.row_col(i)
    r0, c0 = r - shape[0][0], c - shape[0][1]
    if not g.inside(r0, c0):
        return None
    covered = g.place(shape, g.index(r0, c0))
    if covered is None:
        return None
    return [g.name(j) for j in covered], [[g.name(g.index(r0 + dr, c0 + dc)), side] for dr, dc, side in doors]


class CastleState(CalculatorState):
    def grid(self) -> Grid:
        return Grid(SIZE, SIZE)

    def owners(self) -> dict:
        """Square → the first square of the room lying on it."""
        return {cell: anchor for anchor, room in self.castle.items() for cell in room["cases"]}

    def beyond(self, g: Grid, cell: str, side: str):
        """The square across `side` of `cell`, or None off the board."""
        r, c = g.row_col(g.parse(cell))
        dr, dc = R.STEP[side]
        return g.name(g.index(r + dr, c + dc)) if g.inside(r + dr, c + dc) else None

    def placement_reason(self, g: Grid, i: int, room: dict, owners: dict | None = None):
        """Why `room` (turned, see pen) may not have its first square on `i`, or None (the page's rules)."""
        name = g.name(i)
        placed = lay(g, i, room["cases"], room["portes"])
        if placed is None:
            return Refusal(f"posée en {name}, la salle dépasserait du château (A1 à {LAST}).", PLACEMENT)
        cells, doors = placed
        owners = self.owners() if owners is None else owners
        busy = [c for c in cells if c in owners]
        if busy:
            return Refusal(f"{', '.join(busy)} est occupée : « Elle ne peut pas chevaucher une autre salle ».",
                           PLACEMENT)
        mine = {(c, s) for c, s in doors}
        connected = False
        for cell in cells:
            for side in R.SIDES:
                other_cell = self.beyond(g, cell, side)
                if other_cell is None or other_cell in cells or other_cell not in owners:
                    continue
                other = self.castle[owners[other_cell]]
                back = R.OPPOSITE[side]
                theirs = [other_cell, back] in other["portes"]
                if room["type"] == "jardin" and (cell, side) not in mine:
                    return Refusal(f"la haie du jardin ({cell} {R.SIDE_NAMES[side]}) toucherait {other_cell} : « Les "
                                   "jardins (verts) ont tous une haie ou clôture qui ne peut être collée à aucun mur ».",
                                   PLACEMENT)
                if other["type"] == "jardin" and not theirs:
                    return Refusal(f"{other_cell} est un jardin dont la haie est de ce côté : « une haie ou clôture "
                                   "qui ne peut être collée à aucun mur ».", PLACEMENT)
                if (cell, side) in mine and theirs:
                    if _basement_clash(room, other):
                        return Refusal("« Les salles du sous-sol (noires) ne peuvent être connectées qu'entre elles, "
                                       "via un/des escaliers » : cette porte relierait le sous-sol au reste du château.",
                                       PLACEMENT)
                    connected = True
        if not connected:
            return Refusal(f"en {name}, aucune porte de la salle ne touche une porte du château : « Au moins une de "
                           "ses portes est connectée à une porte d'une salle du château ».", PLACEMENT)
        self.castle[name] = dict(room, cases=cells, portes=doors)
        try:
            if not self.open_doors(g):
                return Refusal("« Il doit rester au moins une porte du château non connectée » : après cette pose, "
                               "aucune porte ne donnerait sur une case libre.", PLACEMENT)
        finally:
            del self.castle[name]
        return None

    def open_doors(self, g: Grid) -> list[str]:
        """Doors of the castle facing a free square of the grid."""
        owners = self.owners()
        out = []
        for anchor, room in self.castle.items():
            for cell, side in room["portes"]:
                there = self.beyond(g, cell, side)
                if there is not None and there not in owners:
                    out.append(f"{cell} {R.SIDE_NAMES[side]}")
        return out

    def complete(self, g: Grid, anchor: str) -> bool:
        """« toutes ses portes sont connectées à d'autres portes (collées à un mur ne fonctionne pas) »."""
        owners = self.owners()
        for cell, side in self.castle[anchor]["portes"]:
            there = self.beyond(g, cell, side)
            if there is None or there not in owners or [there, R.OPPOSITE[side]] not in \
                    self.castle[owners[there]]["portes"]:
                return False
        return True

    def pen(self) -> dict | None:
        """The chosen room as it is turned now: its cells and doors (row, col, side)."""
        if self.chosen is None:
            return None
        return turned(self.offer[self.chosen], self.turns)

    def places_for(self, g: Grid, room: dict) -> list[int]:
        owners = self.owners()
        return [i for i in g.squares() if g.name(i) not in owners and self.placement_reason(g, i, room, owners) is None]

    def placeable(self, g: Grid, k: int) -> bool:
        """« On ne peut pas acheter une salle qu'on ne peut pas placer tout de suite »."""
        return any(self.places_for(g, turned(self.offer[k], t)) for t in range(4))

    def legal_moves(self, player=None):
        g = self.grid()
        moves = [f"choisir-{k + 1}" for k in range(len(self.offer)) if k != self.chosen]
        room = self.pen()
        if room is not None:
            moves.append("tourner")
            moves += ["poser-" + g.name(i) for i in self.places_for(g, room)]
        if self.placed:
            moves.append("reprendre")
        return moves

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        if move in self.legal_moves(player):
            return None
        head, _, rest = move.partition("-")
        g = self.grid()
        if head == "poser":
            i = g.parse(rest)
            if i is None:
                return f"« {rest} » n'est pas une case du château (A1 à {LAST})."
            if self.pen() is None:
                return "choisissez d'abord une salle de l'offre."
            return self.placement_reason(g, i, self.pen())
        if head == "choisir":
            k = parse_number(rest)
            if k is not None and k - 1 == self.chosen:
                return "cette salle est déjà choisie."
            return "il n'y a pas de salle à ce numéro dans l'offre."
        if head == "tourner":
            return "choisissez d'abord une salle de l'offre."
        if head == "reprendre":
            return "aucune salle posée à reprendre (le château de départ reste)."
        return "coup inconnu (choisir-…, tourner, poser-…, reprendre)."

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        g = self.grid()
        if head == "choisir":
            self.chosen, self.turns = int(rest) - 1, 0
            self.log(f"Salle choisie : {R.room_label(self.offer[self.chosen])}.")
        elif head == "reprendre":
            anchor = self.placed.pop()
            room = self.castle.pop(anchor)
            back = {k: room[k] for k in ("type", "forme", "points")}
            back["portes"] = room["offre"]
            self.offer.append(back)
            self.chosen, self.turns = len(self.offer) - 1, 0
            self.log(f"{R.room_label(room)} reprise de {anchor}, remise dans l'offre.")
        elif head == "tourner":
            self.turns = (self.turns + 1) % 4
            self.log(f"Salle tournée d'un quart de tour : portes {door_words(self.pen())}.")
        else:
            room = self.pen()
            before = {c for c in self.castle if self.complete(g, c)}
            cells, doors = lay(g, g.parse(rest), room["cases"], room["portes"])
            offered = self.offer.pop(self.chosen)
            self.castle[rest] = {"type": room["type"], "forme": room["forme"], "points": room["points"],
                                 "cases": cells, "portes": doors, "offre": offered["portes"]}
            self.chosen = 0 if self.offer else None
            self.turns = 0
            self.placed.append(rest)
            self.log(f"{R.room_label(room)} posée sur {', '.join(cells)} (+{room['points']} pt).")
            for anchor in sorted(c for c in self.castle if self.complete(g, c) and c not in before):
                kind = self.castle[anchor]["type"]
                self.log(f"{anchor} achevée ({R.TYPES[kind]}) : {R.BONUS[kind]}.")

    def totals(self, g: Grid) -> dict:
        """Points and Marks: placement points, then completion bonuses."""
        points = sum(r["points"] for r in self.castle.values())
        marks = 0
        basement = 0
        for anchor, room in self.castle.items():
            if not self.complete(g, anchor):
                continue
            if room["type"] == "salon":
                points += room["points"]
            elif room["type"] == "activite":
                points += 5
            elif room["type"] == "jardin":
                marks += 10000
            elif room["type"] == "soussol":
                basement += 1
        return {"points": points, "marks": marks, "actions_sous_sol": basement // 2}

    def view(self, player):
        return self.to_json()["data"]

    def describe(self, move, player=None):
        if not isinstance(move, str):
            return str(move)
        head, _, rest = move.partition("-")
        if head == "choisir":
            k = parse_number(rest)
            if k and 1 <= k <= len(self.offer):
                return f"Choisir {R.room_label(self.offer[k - 1])}"
        if head == "tourner":
            return "Tourner la salle d'un quart de tour"
        if head == "reprendre" and self.placed:
            return f"Reprendre la salle posée en {self.placed[-1]}"
        if head == "poser" and self.pen():
            g = self.grid()
            i = g.parse(rest)
            placed = lay(g, i, self.pen()["cases"], self.pen()["portes"]) if i is not None else None
            where = ", ".join(placed[0]) if placed else rest
            return f"Poser {R.room_label(self.pen())} sur {where}"
        return move


def turned(room: dict, quarter_turns: int) -> dict:
    """An offered room turned: its cells (« cases », shape coordinates) and doors together."""
    cells, doors = R.turn(R.FORMS[room["forme"]], room["portes"], quarter_turns)
    return dict(room, cases=cells, portes=doors)


def door_words(room: dict) -> str:
    """The doors of a turned room of the offer, « nord 1, est »."""
    words = []
    for door in room["portes"]:
        name = R.door_name([tuple(c) for c in room["cases"]], door)
        words.append(R.SIDE_NAMES[name[0]] + (" " + name[1:] if name[1:] else ""))
    return ", ".join(words) or "aucune"


def _basement_clash(a: dict, b: dict) -> bool:
    """A door between the basement and a room that is neither basement nor stairs."""
    kinds = {a["type"], b["type"]}
    return "soussol" in kinds and not kinds <= {"soussol", "escalier"} and "escalier" not in kinds


DEFAULT_CASTLE = {"C3": "corridor:2x2:N1E2S2W1:0"}
DEFAULT_OFFER = ["salon:2x2:S1:4", "jardin:1x2:W:3", "escalier:1x1:NS:0", "soussol:1x2:N1E:5",
                 "activite:L:NE2:2", "cuisine:1x2:WE:3"]


@register
class CastlesCastle(Calculator):
    main_rule_section = PLACEMENT
    rule_sections = frozenset({PLACEMENT, COMPLETION})
    id = "castles"
    mode = "chateau"
    title = "Castles of Mad King Ludwig : placer des salles, les achever"
    state_class = CastleState
    player_names = ["Lecteur"]
    options = (
        Structured("chateau", "Château de départ", default=None, parse=read_castle,
                   expects=f"une table « case: type:forme:portes:points » sur une grille de A1 à {LAST}",
                   example=DEFAULT_CASTLE),
        Structured("offre", "Salles à placer", default=None, parse=read_offer,
                   expects="une liste de 1 à 6 salles « type:forme:portes:points »", example=DEFAULT_OFFER),
    )

    def setup(self, options, seed):
        s = CastleState(self, 1, seed)
        s.castle = options["chateau"] or read_castle(DEFAULT_CASTLE, {})
        for room in s.castle.values():
            room.setdefault("offre", [])
        s.offer = options["offre"] or read_offer(DEFAULT_OFFER, {})
        s.chosen, s.turns, s.placed = 0, 0, []
        return s


# --- « faveurs » -------------------------------------------------------------------------------

FAVOUR_NAMES = ["Salons", "Jardins", "Sous-sol", "Salles d'activité"]


def read_counts(value, earlier):
    n = earlier.get("joueurs", 3)
    if (not isinstance(value, list) or len(value) != n
            or any(not isinstance(row, list) or len(row) != n for row in value)):
        raise ScenarioError("comptes", f"{n} lignes (une par faveur) de {n} nombres (un par joueur) sont attendues : "
                                       "« Il y en a autant que le nombre de joueurs ».")
    for row in value:
        for x in row:
            if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x <= 9:
                raise ScenarioError("comptes", "chaque compte est un nombre de 0 à 9.")
    return [list(r) for r in value]


class FavourState(CalculatorState):
    def legal_moves(self, player=None):
        moves = []
        for f in range(self.n):
            for p in range(self.n):
                if self.counts[f][p] < 9:
                    moves.append(f"plus-{f + 1}-{p + 1}")
                if self.counts[f][p] > 0:
                    moves.append(f"moins-{f + 1}-{p + 1}")
        return moves

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        if move in self.legal_moves(player):
            return None
        if move.startswith("moins-"):
            return Refusal("ce joueur n'a aucun élément pour cette faveur : « Il faut avoir au moins un élément pour "
                           "marquer des points ».", FAVOURS)
        if move.startswith("plus-"):
            return "l'exemple compte jusqu'à 9 éléments."
        return "coup inconnu (plus-…, moins-…)."

    def _apply(self, move, player):
        head, f, p = move.split("-")
        f, p = int(f) - 1, int(p) - 1
        self.counts[f][p] += 1 if head == "plus" else -1
        self.log(f"{FAVOUR_NAMES[f]}, Joueur {p + 1} : {self.counts[f][p]} élément(s).")

    def points(self) -> list[list[int]]:
        return [R.favour_points(row) for row in self.counts]

    def scores(self):
        pts = self.points()
        return [sum(row[p] for row in pts) for p in range(self.n)]

    def describe(self, move, player=None):
        if not isinstance(move, str):
            return str(move)
        parts = move.split("-")
        if len(parts) == 3 and parts[0] in ("plus", "moins"):
            return f"{'+1' if parts[0] == 'plus' else '−1'} pour Joueur {parts[2]}"
        return move


@register
class CastlesFavours(Calculator):
    main_rule_section = FAVOURS
    id = "castles"
    mode = "faveurs"
    title = "Castles of Mad King Ludwig : les faveurs du roi"
    state_class = FavourState
    player_names = ["Lecteur"]
    options = (
        Integer("joueurs", "Joueurs (et faveurs)", 3, 2, 4),
        Structured("comptes", "Éléments de chaque joueur pour chaque faveur", default=None, parse=read_counts,
                   expects="une ligne par faveur, un nombre par joueur", example=[[3, 3, 1], [0, 2, 1], [1, 0, 0]]),
    )

    def setup(self, options, seed):
        s = FavourState(self, 1, seed)
        s.n = options["joueurs"]
        s.counts = options["comptes"] or [[0] * s.n for _ in range(s.n)]
        return s
