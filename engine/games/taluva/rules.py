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

STOCK = {"hutte": 20, "temple": 3, "tour": 2}
"""« Chaque joueur reçoit 3 temples, 2 tours et 20 huttes. »"""
BUILDING_NAMES = {"hutte": "hutte", "temple": "temple", "tour": "tour"}
BUILDING_CODES = {"h": "hutte", "te": "temple", "to": "tour"}
COLOURS = {"b": "blanc", "n": "noir"}
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
    v = H.parse(volcano)
    if v is None:
        return None
    out = []
    for c in H.triangles_at(v)[orientation]:
        try:
            out.append(H.name(c))
        except ValueError:
            return None
    return out


# --- villages ----------------------------------------------------------------------

def villages(island: dict, colour: str) -> list[list[str]]:
    """« Un groupe de bâtiments adjacent de votre couleur forme un village » :
    the connected groups of hexes holding a building of `colour`."""
    cells = [H.parse(n) for n, h in island.items() if h["bat"] and h["coul"] == colour]
    return [[H.name(c) for c in group] for group in H.regions(cells)]


def village_of(island: dict, name: str) -> list[str]:
    h = island.get(name)
    if not h or not h["bat"]:
        return []
    cells = [H.parse(n) for n, x in island.items() if x["bat"] and x["coul"] == h["coul"]]
    return [H.name(c) for c in H.region_of(H.parse(name), cells)]


def has(island: dict, village: list[str], building: str) -> bool:
    return any(island[n]["bat"] == building for n in village)


def touching(island: dict, name: str, colour: str) -> list[list[str]]:
    """The villages of `colour` adjacent to hex `name`."""
    around = {H.name(c) for c in H.neighbours(H.parse(name)) if H.to_offset(c)[0] >= 0 and H.to_offset(c)[1] >= 0}
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
        if island and not any(H.name(c) in island for n in cells for c in H.neighbours(H.parse(n))
                              if min(H.to_offset(c)) >= 0):
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
            colour = {"blanc": "blanche", "noir": "noire"}[old["coul"]]
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


def build_problem(island: dict, stock: dict, building: str, name: str) -> Refusal | None:
    """Why the reader may not build `building` (hutte = new village, temple,
    tour) on hex `name`, or None."""
    problem = free_hex_problem(island, name)
    if problem:
        return problem
    if stock[building] < 1:
        return Refusal(f"vous n'avez plus de {building} en réserve.", S_BUILD)
    h = island[name]
    near = touching(island, name, READER)
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
        for c in H.neighbours(H.parse(n)):
            if min(H.to_offset(c)) < 0:
                continue
            m = H.name(c)
            h = island.get(m)
            if h and h["terrain"] == terrain and not h["bat"]:
                out.add(m)
    return sorted(out, key=lambda m: H.to_offset(H.parse(m)))


def extension_problem(island: dict, stock: dict, name: str, terrain: str) -> Refusal | None:
    """Why the village on hex `name` cannot be extended over `terrain`, or None."""
    h = island.get(name)
    if not h or h["bat"] is None or h["coul"] != READER:
        return Refusal(f"choisissez un de vos villages : {name} ne porte pas de bâtiment blanc.", S_EXTEND)
    village = village_of(island, name)
    targets = extension_targets(island, village, terrain)
    if not targets:
        return Refusal(f"aucun terrain « {terrain_name(terrain)} » libre n'est adjacent au village {'-'.join(village)}.", S_EXTEND)
    cost = sum(island[m]["niveau"] for m in targets)
    if cost > stock["hutte"]:
        return Refusal(f"« Vous devez avoir assez de huttes pour faire toute l'action, sinon elle est interdite » : "
                       f"il en faut {cost} ({', '.join(targets)}), il vous en reste {stock['hutte']}.", S_EXTEND)
    return None


def any_build(island: dict, stock: dict) -> bool:
    """Can the reader build anything at all? (« si vous ne pouvez rien
    construire, vous êtes immédiatement éliminé »)."""
    for name in island:
        for b in ("hutte", "temple", "tour"):
            if build_problem(island, stock, b, name) is None:
                return True
    for v in villages(island, READER):
        for t in LAND:
            if extension_problem(island, stock, v[0], t) is None:
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
