"""Zombicide (2e édition): the rules of the page that a small map can show.

The map is a square grid (`engine.grid.Grid`): each square is one zone, a
street zone (« . ») or a room of a building (a letter: squares with the same
letter are rooms of the same building). Street zones next to each other are
open to each other; a room opens on a neighbour only through an open door
(« d'une pièce à une autre partageant une porte ouverte, entre un bâtiment et
la rue si la porte est ouverte »).
"""

from __future__ import annotations

from ...grid import Grid

STREET = "."

# --- zombies -----------------------------------------------------------------------------------

ZOMBIES = ("brute", "abomination", "rodeur", "forcene")
"""« Walkers/Rôdeurs : 1 PV … Runners/Forcenés : 1 PV … Fatties/Brutes/Balèzes :
2 PV … Abominations : 3 PV »."""
HEALTH = {"rodeur": 1, "forcene": 1, "brute": 2, "abomination": 3}
ADRENALINE = {"rodeur": 1, "forcene": 1, "brute": 1, "abomination": 5}
"""« +1 PA (Point d'Adrénaline) pour chaque zombie tué, +5 pour une Abomination »."""
ACTIONS = {"rodeur": 1, "forcene": 2, "brute": 1, "abomination": 1}
"""« Ils ont une action à la fin du tour (deux pour les Runners/Forcenés) »."""
NAMES = {"rodeur": "Rôdeur", "forcene": "Forcené", "brute": "Brute", "abomination": "Abomination"}
PLURALS = {"rodeur": "Rôdeurs", "forcene": "Forcenés", "brute": "Brutes", "abomination": "Abominations"}
LETTERS = {"rodeur": "R", "forcene": "F", "brute": "B", "abomination": "A"}

PRIORITY = (("brute", "abomination"), ("rodeur",), ("forcene",))
"""« Ordre de priorité : … il vise d'abord les Brutes/Abominations (là, il a le
choix), puis les Walkers et enfin les Runners. »"""

SURVIVOR_HEALTH = 3   # « les adultes avec 3 PV »

# --- spawn cards (not on the page: a reading, stated under « Lecture retenue ») ------------------

DANGER = ("bleu", "jaune", "orange", "rouge")
SPAWN_CARDS = (
    ("rodeur", (1, 2, 3, 4)),
    ("rodeur", (2, 3, 4, 5)),
    ("forcene", (1, 1, 2, 3)),
    ("brute", (1, 1, 2, 2)),
    ("abomination", (0, 1, 1, 1)),
    ("rodeur", (0, 1, 2, 3)),
)
"""Six zombie cards: a type and how many to add at each danger level (bleu,
jaune, orange, rouge); « on ajoute autant de zombies que l'indique le niveau de
danger du survivant qui a le niveau d'adrénaline le plus élevé »."""


def zombie_list(zs) -> str:
    """« 1 Brute, 2 Rôdeurs » (ordered as the priority), or « aucun zombie »."""
    parts = []
    for kind in ZOMBIES:
        n = zs.count(kind)
        if n:
            parts.append(f"{n} {NAMES[kind] if n == 1 else PLURALS[kind]}")
    return ", ".join(parts) if parts else "aucun zombie"


# --- the map ---------------------------------------------------------------------------------

class Map:
    """A read map: its grid, the kind of each zone, and its open doors."""

    def __init__(self, rows: list[str], doors: list[str]):
        self.rows = rows
        self.grid = Grid(len(rows), len(rows[0]))
        self.kind = [ch for row in rows for ch in row]
        self.doors = {frozenset(self.grid.parse(z) for z in d.split("-")) for d in doors}

    def name(self, i: int) -> str:
        return self.grid.name(i)

    def is_street(self, i: int) -> bool:
        return self.kind[i] == STREET

    def open_between(self, a: int, b: int) -> bool:
        """Two neighbouring zones are open to each other: both street, or an open door."""
        if b not in self.grid.neighbours4(a):
            return False
        if self.is_street(a) and self.is_street(b):
            return True
        return frozenset((a, b)) in self.doors

    def passages(self, i: int) -> list[int]:
        return [j for j in self.grid.neighbours4(i) if self.open_between(i, j)]

    def describe(self, i: int) -> str:
        if self.is_street(i):
            return "rue"
        return f"pièce du bâtiment {self.kind[i].upper()}"

    # --- line of sight ------------------------------------------------------------------
    def sight(self, origin: int) -> dict[int, int]:
        """Every zone seen from `origin`, with its distance in zones (0: itself).

        « Dans la rue : en ligne droite, pas en diagonale. » « Dans un bâtiment :
        voit à seulement 1 de distance, dans les pièces ayant une porte ouverte en
        commun avec sa propre zone. » « Rue vers bâtiment : voit seulement dans la
        première pièce, tant qu'il se situe en ligne droite en face. » « Bâtiment
        vers rue : voit en ligne droite en face de la porte. » « Bâtiment vers rue
        puis bâtiment : si ce sont les premières pièces de chaque bâtiment, avec
        les portes ouvertes et une seule zone extérieure : voit la première pièce
        de l'autre bâtiment. » « Rue vers bâtiment puis rue : pas possible. »"""
        seen = {origin: 0}
        start_inside = not self.is_street(origin)
        g = self.grid
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            cur, streets = origin, 0
            for dist, nxt in enumerate(g.ray(origin, dr, dc), 1):
                if not self.open_between(cur, nxt):
                    break
                if self.is_street(nxt):
                    seen.setdefault(nxt, dist)
                    streets += 1
                    cur = nxt
                    continue
                # a room: seen only as the first room met, then sight stops
                if not start_inside or streets <= 1:
                    seen.setdefault(nxt, dist)
                break
        return seen

    def sight_reason(self, origin: int, target: int) -> str:
        """Why `target` is not in sight of `origin` (French, quoting the page)."""
        a, b = self.name(origin), self.name(target)
        ro, co = self.grid.row_col(origin)
        rt, ct = self.grid.row_col(target)
        if ro != rt and co != ct:
            return f"{b} n'est pas en ligne droite depuis {a} (« en ligne droite, pas en diagonale »)."
        if not self.is_street(origin):
            return (f"{b} n'est pas vue depuis {a} : « Dans un bâtiment : voit à seulement 1 de distance, dans "
                    "les pièces ayant une porte ouverte en commun avec sa propre zone » ; vers la rue, seulement "
                    "« en ligne droite en face de la porte ».")
        return (f"{b} n'est pas vue depuis {a} : un mur ou une porte fermée coupe la ligne, ou une pièce est "
                "traversée (« Rue vers bâtiment : voit seulement dans la première pièce » ; « Rue vers bâtiment "
                "puis rue : pas possible »).")

    # --- paths ---------------------------------------------------------------------------
    def distances_to(self, target: int) -> dict[int, int]:
        """Shortest number of moves from every zone to `target` (open passages only)."""
        dist = {target: 0}
        frontier = [target]
        while frontier:
            nxt = []
            for i in frontier:
                for j in self.passages(i):
                    if j not in dist:
                        dist[j] = dist[i] + 1
                        nxt.append(j)
            frontier = nxt
        return dist


# --- ranged attack -----------------------------------------------------------------------------

def ranged_resolution(zombies: list[str], dice: list[int], accuracy: int, damage: int):
    """Resolve a ranged attack's dice on the zombies of the target zone.

    « La précision : il faut que le dé indique une valeur supérieure ou égale à
    celle indiquée pour que le lancer soit un succès. » Each success hits the
    first zombie of the priority order still standing; it kills it if the
    weapon's damage reaches its health (« les dégâts ne se cumulent pas »),
    otherwise the hit is lost on it. « Si tous les zombies sont tués, les tirs
    réussis restants sont perdus. »

    Returns (killed, hits, misses, lines): the killed zombies, the successes,
    the missed dice and the French story of each die."""
    standing = list(zombies)
    killed, lines = [], []
    hits = misses = 0
    for value in dice:
        if value < accuracy:
            misses += 1
            lines.append(f"{value} : raté (il faut {accuracy} ou plus).")
            continue
        hits += 1
        target = priority_target(standing, damage)
        if target is None:
            lines.append(f"{value} : touché, mais il n'y a plus de zombie : le tir est perdu.")
            continue
        if damage >= HEALTH[target]:
            standing.remove(target)
            killed.append(target)
            lines.append(f"{value} : touché, {NAMES[target]} tué{'e' if target in ('brute', 'abomination') else ''}.")
        else:
            lines.append(f"{value} : touché, mais sur {'la' if target in ('brute', 'abomination') else 'le'} "
                         f"{NAMES[target]} ({HEALTH[target]} PV) : {damage} dégât ne suffit pas, "
                         "le tir est perdu.")
    return killed, hits, misses, lines


def priority_target(standing: list[str], damage: int) -> str | None:
    """The zombie a successful ranged die hits: the first group of the priority
    order present; between a Brute and an Abomination (« là, il a le choix ») the
    demo takes the one this damage kills, the Brute if both or neither."""
    for group in PRIORITY:
        present = [k for k in group if k in standing]
        if not present:
            continue
        killable = [k for k in present if damage >= HEALTH[k]]
        return (killable or present)[0]
    return None


# --- the zombies' phase ----------------------------------------------------------------------

def noise_map(m: Map, noise: dict[str, int], survivors: list[str]) -> dict[int, int]:
    """Noise of each zone: its tokens, plus one per survivor (« les survivants
    comptent comme un jeton bruit »)."""
    out = {}
    for z, n in noise.items():
        out[m.grid.parse(z)] = out.get(m.grid.parse(z), 0) + n
    for z in survivors:
        out[m.grid.parse(z)] = out.get(m.grid.parse(z), 0) + 1
    return out


def destinations(m: Map, zone: int, loud: dict[int, int], survivor_zones: set[int]) -> tuple[list[int], str]:
    """The zones a group standing in `zone` walks towards, and why (French).

    « La vue joue en priorité, puis le bruit. Les zombies vont d'abord se diriger
    vers la zone en ligne de mire avec le plus de bruit. S'il n'y a pas de
    survivant en vue, les zombies se dirigent vers la zone avec le plus de
    bruit. » The loudest zone is chosen first, whether a path leads to it or not:
    « S'il n'y a aucun passage ouvert, les zombies ne bougent pas » (see
    `first_steps`); every zone with as much noise is a destination (« C'est pareil
    s'il y a plusieurs zones avec autant de bruit »)."""
    seen = [z for z in m.sight(zone) if z in survivor_zones and z != zone]
    if seen:
        pool, why = seen, "survivant en vue"
    else:
        pool, why = [z for z in loud if loud[z] > 0], "le plus de bruit"
    if not pool:
        return [], why
    best = max(loud.get(z, 0) for z in pool)
    return sorted(z for z in pool if loud.get(z, 0) == best), why


def first_steps(m: Map, zone: int, targets: list[int]) -> list[int]:
    """The next zones of the group's ways: towards each destination, the first
    step of every shortest path (« Les zombies prennent alors le chemin le plus
    court. Si deux chemins équivalents sont possibles, les zombies se divisent
    […]. C'est pareil s'il y a plusieurs zones avec autant de bruit. »), each
    distinct step one way, however far each destination is. A group already in
    one of its destinations stays there; a destination no open path reaches adds
    no way, and with none left the group stays (« S'il n'y a aucun passage
    ouvert, les zombies ne bougent pas. »)."""
    if zone in targets:
        return []
    options = set()
    for t in targets:
        dist = m.distances_to(t)
        d = dist.get(zone)
        if d is None:
            continue
        options |= {j for j in m.passages(zone) if dist.get(j) == d - 1}
    return sorted(options)


def split(group: list[str], ways: int) -> list[list[str]]:
    """« les zombies se divisent en deux groupes égaux (-/+1, ce sont les
    joueurs qui choisissent pour ce zombie) »: dealt one by one in the priority
    order, the odd one going to the first way (reading order)."""
    order = sorted(group, key=ZOMBIES.index)
    out = [[] for _ in range(ways)]
    for k, z in enumerate(order):
        out[k % ways].append(z)
    return out


# --- the whole game's mission (not on the page: a reading, stated under « Lecture retenue ») ----

MISSION_MAP = ["aa.bb", "aa.bb", "....."]
"""Two buildings of four rooms (A1–B2 and D1–E2) and the street (column C, row 3)."""
MISSION_KIND = [ch for row in MISSION_MAP for ch in row]
INNER_DOORS = ("A1-B1", "A1-A2", "B1-B2", "D1-E1", "D1-D2", "E1-E2")
"""Doors between rooms of one building: open from the start."""
STREET_DOORS = (("B2", "C2"), ("C2", "D2"), ("E2", "E3"))
"""Doors between a building and the street: closed at the start."""
START, EXIT = "C3", "A3"
INVASION = ("C1", "E3")
"""Invasion zones in the order of their tokens (1, then 2)."""
OBJECTIVES = ("A1", "E1")
OBJECTIVE_PA = 5        # « +5 pour chaque objectif récupéré »
START_ZOMBIES = {"C1": ["rodeur"], "E3": ["rodeur"]}
ACTIONS_PER_TURN = 3    # « De base les survivants ont 3 actions chacun »
INVENTORY_MAX = 5       # « 5 cartes d'équipement maximum »
ROUND_LIMIT = 20
"""Not on the page: a safeguard, a mission not finished after 20 rounds is lost."""
ACTIVATION_KINDS = (tuple(ZOMBIES), ("forcene",))
"""« on fait d'abord une activation pour tous les zombies, eux compris, puis une deuxième pour les Runners »."""

SURVIVORS = ("Amy", "Doug", "Elsa", "Josh", "Ned", "Wanda")


def of(name: str) -> str:
    """« d'Amy », « de Doug »."""
    return ("d'" if name[0] in "AEIOUY" else "de ") + name

DANGER_AT = (0, 7, 19, 43)
"""Adrenaline from which each danger level (bleu, jaune, orange, rouge) starts: the boxed game's bar."""


_MAPS: dict = {}


def mission_map(open_street_doors: tuple) -> Map:
    """The mission's map with these street doors open (built once per set of doors)."""
    if open_street_doors not in _MAPS:
        _MAPS[open_street_doors] = Map(MISSION_MAP, list(open_street_doors) + list(INNER_DOORS))
    return _MAPS[open_street_doors]


_OPEN_DISTANCES: dict = {}


def open_map() -> Map:
    """The map with every street door open: the search's yardstick of a way (doors cost nothing)."""
    return mission_map(tuple(sorted(door_code(d) for d in STREET_DOORS)))


def open_map_distances(target: str) -> dict[int, int]:
    """Moves from every zone to `target` on `open_map()`, computed once per target (read only)."""
    if target not in _OPEN_DISTANCES:
        full = open_map()
        _OPEN_DISTANCES[target] = full.distances_to(full.grid.parse(target))
    return _OPEN_DISTANCES[target]


def danger_level(pa: int) -> int:
    return max(k for k, at in enumerate(DANGER_AT) if pa >= at)


def _item(nom, des=0, precision=6, degats=1, portee=(0, 0), bruit=False, porte=False, bruit_porte=False):
    return {"nom": nom, "des": des, "precision": precision, "degats": degats, "portee": portee, "bruit": bruit,
            "porte": porte, "bruit_porte": bruit_porte}


EQUIPMENT = {
    "poele": _item("Poêle", 1, 6, 1),
    "pied": _item("Pied-de-biche", 1, 4, 1, porte=True),
    "hache": _item("Hache", 1, 4, 2, porte=True, bruit_porte=True),
    "machette": _item("Machette", 1, 3, 2),
    "pistolet": _item("Pistolet", 1, 4, 1, (0, 1), bruit=True),
    "carabine": _item("Carabine", 1, 3, 1, (1, 3), bruit=True),
    "fusil": _item("Fusil à pompe", 2, 4, 2, (0, 1), bruit=True),
    "conserves": _item("Conserves"),
}
"""Weapons: dice, accuracy, damage, range (0–0: melee), noisy, door symbol (noisy when opening)."""
STARTING_ITEMS = ("pied", "hache", "pistolet", "poele", "pied", "poele")
SEARCH_DECK = ("pistolet", "carabine", "fusil", "hache", "machette", "conserves", "pied", "conserves")
"""Drawn with replacement: « La pioche n'est jamais épuisée »."""


def number(text: str):
    """A move's number, written exactly (« 1 », never « 01 »)."""
    ok = isinstance(text, str) and text.isascii() and text.isdigit() and len(text) < 4 and text[0] != "0"
    return int(text) if ok else None


def door_code(door) -> str:
    return "-".join(door)


def parse_door(text: str):
    a, _, b = text.partition("-")
    d = sorted((a, b))
    return d if tuple(d) in STREET_DOORS else None


def building_of(door) -> str:
    grid = Grid(len(MISSION_MAP), len(MISSION_MAP[0]))
    return next(MISSION_KIND[grid.parse(z)] for z in door if MISSION_KIND[grid.parse(z)] != STREET)


def rooms_of(building: str) -> list[str]:
    grid = Grid(len(MISSION_MAP), len(MISSION_MAP[0]))
    return [grid.name(i) for i, ch in enumerate(MISSION_KIND) if ch == building]


def move_cost(zombies_here: int) -> int:
    """« le déplacement nécessite +1 action par zombie présent »."""
    return 1 + zombies_here


def best_weapon(items: list[str]) -> int:
    """The weapon chosen after the inventory changes: the most damaging, then the most dice."""
    weapons = [i for i, o in enumerate(items) if EQUIPMENT[o]["des"]]
    if not weapons:
        return -1
    return max(weapons, key=lambda i: (EQUIPMENT[items[i]]["degats"], EQUIPMENT[items[i]]["des"],
                                       -EQUIPMENT[items[i]]["precision"], -i))


MELEE_ORDER = ("abomination", "brute", "forcene", "rodeur")


def melee_resolution(zombies: list[str], dice: list[int], accuracy: int, damage: int):
    """« Chaque dé réussi inflige des dégâts que le survivant répartit comme il veut » : each success
    kills the most dangerous zombie its damage can kill (Abomination, Brute, Forcené, Rôdeur); « Les
    lancers de mêlée ratés n'infligent pas de dégât aux autres survivants »."""
    standing, killed, lines = list(zombies), [], []
    for value in dice:
        if value < accuracy:
            lines.append(f"{value} : raté.")
            continue
        target = next((k for k in MELEE_ORDER if k in standing and damage >= HEALTH[k]), None)
        if target is None:
            lines.append(f"{value} : touché, sans effet.")
            continue
        standing.remove(target)
        killed.append(target)
        lines.append(f"{value} : {NAMES[target]} tué.")
    return killed, lines
