"""Taluva's rules as the page states them: tiles of three hexes laid on the
sea against the island or on top of it (an eruption), the four ways to build,
and the end of the game. Pure functions over an island.

An island is a dict ``{cell name: hex}``; a hex is a dict
``{"terrain", "niveau", "tuile", "bat", "coul", "nb"}``: terrain id (see
`TERRAINS`), level (1 = laid on the sea), the id of the tile it belongs to,
the building on it (None, "hutte", "temple", "tour"), its colour ("blanc",
the reader, or "noir") and the number of huts (« autant de huttes que la
hauteur de ce terrain »). A cell that is not in the dict is the sea. The
geometry (axial coordinates, « B3 » names) is `engine.hexgrid`.
"""

from __future__ import annotations

from functools import lru_cache

from ... import hexgrid as H
from ...core import Refusal

TERRAINS = {  # id: (French name, letter in a described island, demo.css terrain key)
    "volcan": ("volcan", "V", "volcan"),
    "jungle": ("jungle", "J", "foret"),
    "plaine": ("plaine", "P", "prairie"),
    "plage": ("plage", "S", "champ"),
    "rocher": ("rocher", "R", "mine"),
    "lac": ("lac", "L", "eau"),
}
TERRAIN_BY_LETTER = {v[1]: k for k, v in TERRAINS.items()}
LAND = ("jungle", "plaine", "plage", "rocher", "lac")
"""« (Du plus au moins courant : jungle, plaine, plage, rocher, lac) »"""

BRUSHES = ("hutte", "temple", "tour") + LAND
"""What a builder may choose: a building, or the terrain of a village to extend."""

STOCK = {"hutte": 20, "temple": 3, "tour": 2}
"""« Chaque joueur reçoit 3 temples, 2 tours et 20 huttes. »"""
BUILDING_NAMES = {"hutte": "hutte", "temple": "temple", "tour": "tour"}
BUILDING_CODES = {"h": "hutte", "te": "temple", "to": "tour"}
COLOURS = {"b": "blanc", "n": "noir"}
FEMININE = {"blanc": "blanche", "noir": "noire", "rouge": "rouge", "violet": "violette"}
READER = "blanc"

S_TILE = "placer-une-tuile"
S_SEA = "etendre-lile"
S_ERUPTION = "eruption"
S_BUILD = "construire"
S_NEW = "nouveau-village"
S_EXTEND = "etendre-un-village"
S_TEMPLE = "construire-un-temple"
S_TOWER = "construire-une-tour"
S_END = "but-du-jeu"
SECTIONS = frozenset({S_TILE, S_SEA, S_ERUPTION, S_BUILD, S_NEW, S_EXTEND, S_TEMPLE, S_TOWER, S_END})


def terrain_name(t: str) -> str:
    return TERRAINS[t][0]


def cell(name: str):
    return H.parse(name)


def level(island: dict, name: str) -> int:
    h = island.get(name)
    return h["niveau"] if h else 0


def tile_cells(volcano: str, orientation: int) -> list[str] | None:
    """The three hexes of a tile whose volcano is on `volcano` (a name) in
    `orientation` 0–5: the volcano, then the first terrain towards
    `DIRECTIONS[o]`, the second towards `DIRECTIONS[o + 1]` (the triangle of
    `hexgrid.triangles_at`). None if a hex would have no name."""
    cells = _tile_cells(volcano, orientation)
    return list(cells) if cells else None


@lru_cache(maxsize=None)
def _tile_cells(volcano: str, orientation: int) -> tuple | None:
    v = H.parse(volcano)
    if v is None:
        return None
    out = []
    for c in H.triangles_at(v)[orientation]:
        try:
            out.append(H.name(c))
        except ValueError:
            return None
    return tuple(out)


@lru_cache(maxsize=None)
def near(name: str) -> tuple:
    """The named neighbours of hex `name` (the geometry is `engine.hexgrid`;
    cached, since the whole game asks it thousands of times a turn)."""
    out = []
    for c in H.neighbours(H.parse(name)):
        row, col = H.to_offset(c)
        if 0 <= row < H.MAX_ROWS and 0 <= col < H.MAX_COLS:
            out.append(H.name(c))
    return tuple(out)


@lru_cache(maxsize=None)
def order(name: str) -> tuple:
    """Sort key of a hex name: row, then column."""
    return H.to_offset(H.parse(name))


# --- villages ----------------------------------------------------------------------

def villages(island: dict, colour: str) -> list[list[str]]:
    """« Un groupe de bâtiments adjacent de votre couleur forme un village » :
    the connected groups of hexes holding a building of `colour` (each sorted
    by row then column, the groups in the order of their first hex)."""
    pool = {n for n, h in island.items() if h["bat"] and h["coul"] == colour}
    out, seen = [], set()
    for n in sorted(pool, key=order):
        if n not in seen:
            group = _region(n, pool)
            seen.update(group)
            out.append(group)
    return out


def _region(start: str, pool: set) -> list[str]:
    seen = {start}
    stack = [start]
    while stack:
        a = stack.pop()
        for b in near(a):
            if b in pool and b not in seen:
                seen.add(b)
                stack.append(b)
    return sorted(seen, key=order)


def village_of(island: dict, name: str) -> list[str]:
    h = island.get(name)
    if not h or not h["bat"]:
        return []
    return _region(name, {n for n, x in island.items() if x["bat"] and x["coul"] == h["coul"]})


def has(island: dict, village: list[str], building: str) -> bool:
    return any(island[n]["bat"] == building for n in village)


def touching(island: dict, name: str, colour: str) -> list[list[str]]:
    """The villages of `colour` adjacent to hex `name`."""
    around = set(near(name))
    return [v for v in villages(island, colour) if around & set(v)]


def buildings(island: dict, colour: str) -> dict:
    """How many huts, temples and towers of `colour` stand on the island."""
    out = {"hutte": 0, "temple": 0, "tour": 0}
    for h in island.values():
        if h["bat"] and h["coul"] == colour:
            out[h["bat"]] += h["nb"]
    return out


# --- placing a tile ------------------------------------------------------------------

def tile_problem(island: dict, board: set, volcano: str, orientation: int) -> Refusal | None:
    """Why the tile cannot go there (the page's rule, with its section), or None."""
    cells = tile_cells(volcano, orientation)
    if cells is None or any(n not in board for n in cells):
        return Refusal("la tuile sortirait de la carte de l'exemple : ses trois hexagones doivent être sur la carte.", S_TILE)
    levels = [level(island, n) for n in cells]
    if all(lv == 0 for lv in levels):
        if island and not any(m in island for n in cells for m in near(n)):
            return Refusal("« Étendre l'île » : la tuile se place dans l'océan, sur un bord de l'île ; "
                           "ici, aucun de ses hexagones ne touche l'île.", S_SEA)
        return None
    if len(set(levels)) > 1:
        where = ", ".join(f"{n} niveau {lv}" for n, lv in zip(cells, levels))
        return Refusal(f"« Aucun hexagone ne doit être \"en l'air\" » : les trois hexagones recouverts doivent être "
                       f"à la même hauteur ({where}).", S_ERUPTION)
    if island[cells[0]]["terrain"] != "volcan":
        return Refusal(f"« Le volcan doit recouvrir un volcan existant » : {cells[0]} est "
                       f"{terrain_name(island[cells[0]]['terrain'])}.", S_ERUPTION)
    if len({island[n]["tuile"] for n in cells}) == 1:
        return Refusal("« Une tuile ne peut pas recouvrir exactement une autre tuile (elle doit être à cheval "
                       "sur au moins 2 tuiles) ».", S_ERUPTION)
    for n in cells:
        b = island[n]["bat"]
        if b in ("temple", "tour"):
            return Refusal(f"« Une éruption ne peut détruire une tour ou un temple » : il y a un {b} en {n}.", S_ERUPTION)
    covered = set(cells)
    for n in cells:
        if island[n]["bat"] == "hutte":
            village = village_of(island, n)
            if set(village) <= covered:
                return Refusal(f"l'éruption peut raser des huttes « tant que le village n'est pas entièrement "
                               f"détruit » : le village {'-'.join(village)} disparaîtrait en entier.", S_ERUPTION)
    return None


def tile_fits(island: dict, board, volcano: str, orientation: int) -> bool:
    """`tile_problem(...) is None`, without writing the reasons: the whole
    game asks it for every hex and orientation (a test holds the two equal)."""
    cells = _tile_cells(volcano, orientation)
    if cells is None or any(n not in board for n in cells):
        return False
    hs = [island.get(n) for n in cells]
    if hs[0] is None and hs[1] is None and hs[2] is None:
        return not island or any(m in island for n in cells for m in near(n))
    if hs[0] is None or hs[1] is None or hs[2] is None:
        return False
    if not hs[0]["niveau"] == hs[1]["niveau"] == hs[2]["niveau"] or hs[0]["terrain"] != "volcan":
        return False
    if hs[0]["tuile"] == hs[1]["tuile"] == hs[2]["tuile"]:
        return False
    if any(h["bat"] in ("temple", "tour") for h in hs):
        return False
    covered = set(cells)
    return not any(h["bat"] == "hutte" and set(village_of(island, n)) <= covered for n, h in zip(cells, hs))


def place_tile(island: dict, volcano: str, orientation: int, terrains: list[str], tile_id: int) -> list[str]:
    """Lay the tile (no check); returns the French lines of what happened."""
    cells = tile_cells(volcano, orientation)
    new_level = level(island, cells[0]) + 1
    lines = []
    for n, t in zip(cells, ["volcan"] + list(terrains)):
        old = island.get(n)
        if old and old["bat"]:
            k = old["nb"]
            plural = "s" if k > 1 else ""
            colour = FEMININE.get(old["coul"], old["coul"])
            lines.append(f"{k} hutte{plural} {colour}{plural} rasée{plural} en {n} (remise{plural} dans la boîte).")
        island[n] = {"terrain": t, "niveau": new_level, "tuile": tile_id, "bat": None, "coul": None, "nb": 0}
    return lines


# --- building -------------------------------------------------------------------------

def free_hex_problem(island: dict, name: str) -> Refusal | None:
    """« Construisez un ou plusieurs bâtiment sur des cases vides sans volcan »."""
    h = island.get(name)
    if h is None:
        return Refusal(f"{name} est la mer : on construit sur les tuiles de l'île.", S_BUILD)
    if h["terrain"] == "volcan":
        return Refusal(f"on construit « sur des cases vides sans volcan » : {name} est un volcan.", S_BUILD)
    if h["bat"]:
        return Refusal(f"on construit « sur des cases vides » : {name} porte déjà un bâtiment.", S_BUILD)
    return None


def build_problem(island: dict, stock: dict, building: str, name: str, colour: str = READER) -> Refusal | None:
    """Why `colour` (the reader by default) may not build `building` (hutte =
    new village, temple, tour) on hex `name`, or None."""
    problem = free_hex_problem(island, name)
    if problem:
        return problem
    if stock[building] < 1:
        return Refusal(f"vous n'avez plus de {building} en réserve.", S_BUILD)
    h = island[name]
    near = touching(island, name, colour)
    if building == "hutte":
        if h["niveau"] != 1:
            return Refusal(f"un nouveau village commence « sur une tuile de niveau 1 » : {name} est au niveau {h['niveau']}.", S_NEW)
        if near:
            return Refusal(f"un nouveau village se place « non-adjacent à un de vos villages existants » : {name} touche "
                           f"le village {'-'.join(near[0])}.", S_NEW)
        return None
    if building == "temple":
        if not near:
            return Refusal(f"un temple se construit « adjacent à un village existant » : {name} ne touche aucun de vos villages.", S_TEMPLE)
        if not any(len(v) >= 3 and not has(island, v, "temple") for v in near):
            why = "; ".join(f"{'-'.join(v)} : " + ("a déjà un temple" if has(island, v, "temple") else f"{len(v)} case{'s' if len(v) > 1 else ''}")
                            for v in near)
            return Refusal(f"un temple se construit adjacent à un village « d'une taille d'au moins 3 cases, qui ne "
                           f"possède pas déjà de temple » ({why}).", S_TEMPLE)
        return None
    if building == "tour":
        if h["niveau"] < 3:
            return Refusal(f"une tour se construit « sur un terrain de niveau 3 (ou plus) » : {name} est au niveau {h['niveau']}.", S_TOWER)
        if not near:
            return Refusal(f"une tour se construit « adjacent à un village existant » : {name} ne touche aucun de vos villages.", S_TOWER)
        if all(has(island, v, "tour") for v in near):
            return Refusal("une tour se construit adjacent à un village « qui ne possède pas déjà de tour ».", S_TOWER)
        return None
    return Refusal("bâtiment inconnu.", S_BUILD)  # pragma: no cover


def extension_targets(island: dict, village: list[str], terrain: str) -> list[str]:
    """« Sur chaque terrain adjacent de ce type » : the empty hexes of `terrain`
    adjacent to the village (sorted by name order: row, then column)."""
    out = set()
    for n in village:
        for m in near(n):
            h = island.get(m)
            if h and h["terrain"] == terrain and not h["bat"]:
                out.add(m)
    return sorted(out, key=order)


def extension_problem(island: dict, stock: dict, name: str, terrain: str, colour: str = READER) -> Refusal | None:
    """Why the village on hex `name` cannot be extended over `terrain`, or None."""
    h = island.get(name)
    if not h or h["bat"] is None or h["coul"] != colour:
        return Refusal(f"choisissez un de vos villages : {name} ne porte pas de bâtiment {colour}.", S_EXTEND)
    village = village_of(island, name)
    targets = extension_targets(island, village, terrain)
    if not targets:
        return Refusal(f"aucun terrain « {terrain_name(terrain)} » libre n'est adjacent au village {'-'.join(village)}.", S_EXTEND)
    cost = sum(island[m]["niveau"] for m in targets)
    if cost > stock["hutte"]:
        return Refusal(f"« Vous devez avoir assez de huttes pour faire toute l'action, sinon elle est interdite » : "
                       f"il en faut {cost} ({', '.join(targets)}), il vous en reste {stock['hutte']}.", S_EXTEND)
    return None


def any_build(island: dict, stock: dict, colour: str = READER) -> bool:
    """Can `colour` build anything at all? (« si vous ne pouvez rien
    construire, vous êtes immédiatement éliminé »)."""
    for name in island:
        for b in ("hutte", "temple", "tour"):
            if build_problem(island, stock, b, name, colour) is None:
                return True
    for v in villages(island, colour):
        for t in LAND:
            if extension_problem(island, stock, v[0], t, colour) is None:
                return True
    return False


# --- end of the game -------------------------------------------------------------------

def exhausted_types(stock: dict) -> list[str]:
    """The building types the reader has placed entirely."""
    return [b for b in ("temple", "tour", "hutte") if stock[b] == 0]


def final_ranking(island: dict) -> tuple[list[str], str]:
    """After the last tile: « celui qui a posé le plus de temples (en cas
    d'égalité, le plus de tours, puis le plus de huttes) ». Returns the winning
    colours and the French explanation."""
    counts = {c: buildings(island, c) for c in ("blanc", "noir")}
    key = {c: (v["temple"], v["tour"], v["hutte"]) for c, v in counts.items()}
    best = max(key.values())
    win = [c for c in ("blanc", "noir") if key[c] == best]
    text = "; ".join(f"{c} : {v['temple']} temple(s), {v['tour']} tour(s), {v['hutte']} hutte(s)" for c, v in counts.items())
    return win, text


# --- the whole game (mode « partie ») ---------------------------------------------------

TILE_SET = {
    ("jungle", "plaine"): 9, ("jungle", "plage"): 7, ("plaine", "plage"): 6, ("jungle", "rocher"): 5,
    ("jungle", "lac"): 4, ("plaine", "rocher"): 4, ("plage", "rocher"): 4, ("plaine", "lac"): 3,
    ("plage", "lac"): 3, ("jungle", "jungle"): 1, ("plaine", "plaine"): 1, ("rocher", "lac"): 1,
}
"""The page gives only « Du plus au moins courant : jungle, plaine, plage,
rocher, lac » (reading stated on the page): 48 tiles, the published game's
count, in a distribution of our own that keeps the page's order: 96 terrains,
27 jungles, 24 plaines, 20 plages, 14 rochers, 11 lacs."""

TILES_PER_PLAYER = 12
"""« 12 tuiles par joueurs sont mélangées dans une pioche »"""
TILES_TWO_PLAYER_VARIANT = 18
"""« (18 dans une variante à 2 joueurs) »"""

PLAYER_COLOURS = ("blanc", "noir", "rouge", "violet")

MAP_ROWS = MAP_COLS = 26
"""The table: the island grows on a map of 26 × 26 hexes (rows A–Z), far
larger than 48 tiles can cover; the first volcano goes on its centre."""
MAP = frozenset(H.name(H.from_offset(r, c)) for r in range(MAP_ROWS) for c in range(MAP_COLS))
CENTRE = H.name(H.from_offset(MAP_ROWS // 2, MAP_COLS // 2))


def tile_pile() -> list[list[str]]:
    """The 48 tiles, unshuffled (each: its two terrains beside the volcano)."""
    return [list(pair) for pair, n in TILE_SET.items() for _ in range(n)]


def placement_candidates(island: dict) -> list[str]:
    """Hexes where a volcano could go: the island itself (an eruption) and the
    sea within two hexes of it (a tile touching the island); the centre of the
    table for the first tile."""
    if not island:
        return [CENTRE]
    ring = {m for n in island for m in near(n)}
    out = set(island) | ring | {m for n in ring for m in near(n)}
    return sorted(out & MAP, key=order)


def game_tile_problem(island: dict, volcano: str, orientation: int) -> Refusal | None:
    """`tile_problem` on the table of the whole game: the first tile's volcano
    goes on the centre of the table."""
    if not island and volcano != CENTRE:
        return Refusal(f"la première tuile se pose au centre de la table : son volcan va en {CENTRE}.", S_TILE)
    return tile_problem(island, MAP, volcano, orientation)


def game_tile_fits(island: dict, volcano: str, orientation: int) -> bool:
    return (bool(island) or volcano == CENTRE) and tile_fits(island, MAP, volcano, orientation)


def _scan(island: dict, orientations):
    """(orientation, volcano) of every placement, in board order: the same
    answers as `game_tile_fits` (a test holds it), with the coast computed
    once: a tile on the sea needs a hex on the coast, an eruption a volcano."""
    if not island:
        for o in orientations:
            if game_tile_fits(island, CENTRE, o):
                yield o, CENTRE
        return
    coast = {m for n in island for m in near(n)} - set(island)
    sea = sorted((coast | {m for n in coast for m in near(n)}) & MAP - set(island), key=order)
    volcanoes = sorted((n for n, h in island.items() if h["terrain"] == "volcan"), key=order)
    for o in orientations:
        for v in sea:
            cells = _tile_cells(v, o)
            if (cells and all(n in MAP and n not in island for n in cells)
                    and any(n in coast for n in cells)):
                yield o, v
        for v in volcanoes:
            if tile_fits(island, MAP, v, o):
                yield o, v


def placements(island: dict, orientation: int) -> list[str]:
    """The volcano hexes where the tile fits in `orientation`."""
    return sorted((v for _, v in _scan(island, (orientation,))), key=order)


def all_placements(island: dict) -> list[tuple[int, str]]:
    """Every (orientation, volcano hex) where the tile fits."""
    return list(_scan(island, range(6)))


def fits_somewhere(island: dict) -> bool:
    return next(_scan(island, range(6)), None) is not None


def build_options(island: dict, stock: dict, colour: str) -> dict:
    """Every build `colour` may make now, computed with its villages once:
    {brush: [hexes]}, brush « hutte », « temple », « tour » (the hex to build
    on) or a terrain (the hexes of each village that may extend over it). The
    same rules as `build_problem` and `extension_problem` (held by a test)."""
    vills = villages(island, colour)
    where = {n: k for k, v in enumerate(vills) for n in v}
    out = {b: [] for b in ("hutte", "temple", "tour") + LAND}
    for name, h in island.items():
        if h["terrain"] == "volcan" or h["bat"]:
            continue
        close = {where[m] for m in near(name) if m in where}
        if stock["hutte"] >= 1 and h["niveau"] == 1 and not close:
            out["hutte"].append(name)
        if stock["temple"] >= 1 and any(len(vills[k]) >= 3 and not has(island, vills[k], "temple") for k in close):
            out["temple"].append(name)
        if stock["tour"] >= 1 and h["niveau"] >= 3 and any(not has(island, vills[k], "tour") for k in close):
            out["tour"].append(name)
    for v in vills:
        for t in LAND:
            targets = extension_targets(island, v, t)
            if targets and sum(island[m]["niveau"] for m in targets) <= stock["hutte"]:
                out[t].extend(v)
    return {b: sorted(ns, key=order) for b, ns in out.items()}


def can_build(island: dict, stock: dict, colour: str) -> bool:
    """« si vous ne pouvez rien construire, vous êtes immédiatement éliminé »"""
    return any(build_options(island, stock, colour).values())


def build(island: dict, stock: dict, colour: str, brush: str, name: str) -> tuple[list[str], int]:
    """Build (no check): a hut, temple or tower on `name`, or extend the
    village on `name` over the terrain `brush`. Returns (hexes built on,
    buildings taken from the stock)."""
    if brush in LAND:
        targets = extension_targets(island, village_of(island, name), brush)
        total = 0
        for m in targets:
            n = island[m]["niveau"]
            island[m].update(bat="hutte", coul=colour, nb=n)
            total += n
        stock["hutte"] -= total
        return targets, total
    island[name].update(bat=brush, coul=colour, nb=1)
    stock[brush] -= 1
    return [name], 1


def ranking_key(island: dict, colour: str) -> tuple:
    """« celui qui a posé le plus de temples (en cas d'égalité, le plus de
    tours, puis le plus de huttes) », counted on the island."""
    b = buildings(island, colour)
    return b["temple"], b["tour"], b["hutte"]


def turn_move_problem(move: str, step: str, hexes, off_map: str,
                      tile_problem, build_problem) -> Refusal | str:
    """Why `move` (known not to be legal) is refused in a turn of two steps, « Placer une tuile,
    puis construire » (`step` is "tuile" or "construire"). `hexes` are the hexes a move may name,
    `off_map` the French words for one that is not there; `tile_problem(volcano)` and
    `build_problem(name)` give the rule a placement breaks."""
    head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
    if head == "sens":
        if rest not in {str(i + 1) for i in range(6)}:
            return "orientation inconnue : sens-1 à sens-6."
        if step != "tuile":
            return Refusal("la tuile est posée : c'est l'étape « construire » (« Placer une tuile, puis construire »).", S_BUILD)
        return "la tuile est déjà tournée ainsi."
    if head == "choisir":
        if rest not in BRUSHES:
            return f"« {rest} » : choisissez hutte, temple, tour ou un terrain ({', '.join(LAND)})."
        if step != "construire":
            return Refusal("posez d'abord la tuile (« Placer une tuile, puis construire »).", S_TILE)
        return "c'est déjà le choix en cours."
    if head not in ("volcan", "batir"):
        return "coup inconnu (sens-…, volcan-…, choisir-…, batir-…)."
    if rest not in hexes:
        return Refusal(f"« {rest} » {off_map}.", S_TILE if head == "volcan" else S_BUILD)
    if head == "volcan":
        if step != "tuile":
            return Refusal("la tuile de ce tour est déjà posée : construisez maintenant (« Placer une tuile, puis construire »).", S_BUILD)
        return tile_problem(rest) or "coup impossible."
    if step != "construire":
        return Refusal("posez d'abord la tuile (« Placer une tuile, puis construire »).", S_TILE)
    return build_problem(rest) or "coup impossible."
