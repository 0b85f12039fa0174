"""Deus's rules as constants and pure functions, in the page's words.

The page describes the continents' board only in words (regions of terrain,
maritime sites, barbarian villages, « le bord de la carte »): the examples use
a small map of square regions (4 neighbours each), stated on the page under
« Lecture retenue ». The card effects are not listed by the page.
"""

from __future__ import annotations

TYPES = {
    "maritime": ("Maritime", "bleu", "Neptune"),
    "production": ("Production", "vert", "Cérès"),
    "science": ("Science", "jaune", "Minerve"),
    "civil": ("Civil", "brun", "Vesta"),
    "militaire": ("Militaire", "rouge", "Mars"),
    "temple": ("Temple", "violet", "Jupiter"),
}
"""« Il existe 6 types de cartes (X5 par type) » and the god of each colour (« Faire une offrande »)."""
RESOURCES = ("bois", "argile", "pierre", "ble", "or")
RESOURCE_NAMES = {"bois": "bois", "argile": "argile", "pierre": "pierre", "ble": "blé", "or": "or"}
GOLD_PER_RESOURCE = 4
"""« Vous pouvez toujours remplacer des ressources (bois, pierre, argile, blé) par 4 ors pour chaque ressource. »"""
EDGE_PRICE = 3
"""« vous pouvez placer un bâtiment dans une région vide quelconque du bord du plateau en échange de 3 PV »."""
FIRST_GAP = 2
"""« à au moins 2 cases vides de tout bâtiment adverse »."""
HAND = 5
MAX_HAND = 10
TEMPLE_CAP = 12
MAJORITY_VP = 2

TERRAINS = {"F": ("foret", "Forêt"), "M": ("marais", "Marais"), "N": ("mine", "Montagne"), "C": ("champ", "Ferme"),
            "E": ("eau", "Mer"), "V": ("chateau", "Village barbare")}


# --- costs ---------------------------------------------------------------------------------

def payment(cost: dict, stock: dict):
    """What paying `cost` takes from `stock`: each missing resource is replaced by 4 gold
    (gold itself cannot be replaced). Returns (taken dict, None) or (None, French reason)."""
    taken = {r: 0 for r in RESOURCES}
    gold = cost.get("or", 0)
    for r in ("bois", "argile", "pierre", "ble"):
        need = cost.get(r, 0)
        own = min(need, stock.get(r, 0))
        taken[r] = own
        gold += GOLD_PER_RESOURCE * (need - own)
    if gold > stock.get("or", 0):
        return None, (f"il faudrait {gold} or (dont {GOLD_PER_RESOURCE} par ressource manquante) et vous n'en avez "
                      f"que {stock.get('or', 0)}.")
    taken["or"] = gold
    return taken, None


def cost_text(cost: dict) -> str:
    return " + ".join(f"{n} {RESOURCE_NAMES[r]}" for r, n in cost.items() if n) or "gratuit"


# --- the map --------------------------------------------------------------------------------

def cells(rows: int, cols: int):
    return [(r, c) for r in range(rows) for c in range(cols)]


def name(r: int, c: int) -> str:
    return f"{chr(ord('A') + c)}{r + 1}"


def neighbours(r, c, rows, cols):
    return [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
            if 0 <= r + dr < rows and 0 <= c + dc < cols]


def on_edge(r, c, rows, cols) -> bool:
    return r in (0, rows - 1) or c in (0, cols - 1)


def distance(a, b) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def placement_refusal(terrain, owners, buildings, player, kind, r, c, counts) -> str | None:
    """Why `player` may not put a `kind` building on (r, c), or None. `terrain[r][c]` is a
    letter of TERRAINS, `owners[r][c]` the occupying player or None, `buildings[r][c]` the
    types there, `counts` the player's buildings on the map by type."""
    rows, cols = len(terrain), len(terrain[0])
    t = terrain[r][c]
    here = owners[r][c]
    if t == "V":
        return "« Vous ne pouvez pas construire dans un village barbare. »"
    if here is not None and here != player:
        return "« Deux joueurs différents ne peuvent jamais occuper un même emplacement. »"
    if kind == "maritime" and t != "E":
        return "« Les pions bâtiments maritimes (\"navires\") ne peuvent être posés que sur des sites maritimes »."
    if kind != "maritime" and t == "E":
        return "seuls les navires se construisent sur un site maritime ; « tous les autres doivent être construits sur terre »."
    if kind in buildings[r][c]:
        return "« Vous ne pouvez pas avoir plus d'un bâtiment de chaque type sur un même emplacement. »"
    mine = [(a, b) for a, b in cells(rows, cols) if owners[a][b] == player]
    if kind == "temple":
        if here != player:
            return ("un temple ne se construit que « sur des emplacements (non maritimes) que vous occupez "
                    "déjà ».")
        need = counts.get("temple", 0)
        short = [TYPES[k][0] for k in TYPES if k != "temple" and counts.get(k, 0) < need]
        if short:
            return (f"pour un temple n° {need + 1}, il faut d'abord au moins {need} bâtiment(s) de chacun des autres "
                    f"types (manque : {', '.join(short)}).")
        return None
    if not mine:
        if not on_edge(r, c, rows, cols):
            return "« Votre première construction doit se trouver au bord de la carte »."
        if not far_from_opponents(owners, player, r, c) and any(
                far_from_opponents(owners, player, a, b) and owners[a][b] is None and terrain[a][b] != "V"
                and (terrain[a][b] == "E") == (kind == "maritime")     # a region this building may stand on
                for a, b in cells(rows, cols) if on_edge(a, b, rows, cols)):
            return "la première construction doit être « (si possible) à au moins 2 cases vides de tout bâtiment adverse »."
        return None
    if here != player and not any(owners[a][b] == player for a, b in neighbours(r, c, rows, cols)):
        return ("« Les constructions suivantes ne peuvent se faire que sur ou à côté d'emplacements où vous avez "
                "déjà un bâtiment. »")
    return None


def far_from_opponents(owners, player, r, c) -> bool:
    rows, cols = len(owners), len(owners[0])
    return all(distance((r, c), (a, b)) > FIRST_GAP for a, b in cells(rows, cols)
               if owners[a][b] is not None and owners[a][b] != player)


# --- barbarian villages ---------------------------------------------------------------------------

def village_attack(terrain, owners, buildings, r, c, players: int):
    """The attack on the village at (r, c), or None when it does not take place: « Toutes les
    régions adjacentes à un village barbare sont occupées par un joueur, Il y a au moins une
    unité militaire dans ces régions. » Returns (winners, military by player, buildings by
    player): « le joueur qui possède le plus d'unités militaires dans les régions adjacentes
    [...] En cas d'égalité, le joueur qui a construit le plus de bâtiments dans les régions
    voisines [...] En cas de nouvelle égalité, les joueurs concernés se partagent les PV »."""
    rows, cols = len(terrain), len(terrain[0])
    around = [(a, b) for a, b in neighbours(r, c, rows, cols) if terrain[a][b] != "V"]
    if not around or any(owners[a][b] is None for a, b in around):
        return None
    military = [0] * players
    built = [0] * players
    for a, b in around:
        p = owners[a][b]
        military[p] += buildings[a][b].count("militaire")
        built[p] += len(buildings[a][b])
    if not any(military):
        return None
    best = max(military)
    tied = [p for p in range(players) if military[p] == best]
    if len(tied) > 1:
        most = max(built[p] for p in tied)
        tied = [p for p in tied if built[p] == most]
    return tied, military, built


def share(points: int, winners: list) -> int:
    """« les joueurs concernés se partagent les PV, en arrondissant à l'unité inférieure »."""
    return points // len(winners)


# --- « Faire une offrande » ------------------------------------------------------------------------

GODS = {"Neptune": "maritime", "Cérès": "production", "Minerve": "science", "Vesta": "civil", "Mars": "militaire",
        "Jupiter": "temple"}
GOD_IDS = {"neptune": "Neptune", "ceres": "Cérès", "minerve": "Minerve", "vesta": "Vesta", "mars": "Mars"}


def offering(hand_size: int, discarded: int, god: str) -> dict:
    """What an offering of `discarded` cards to `god` gives (not Jupiter: its chosen god):
    « vous tirez jusqu'à 5 cartes et gagnez 1 bâtiment du stock du type approprié », « Vous ne
    pouvez jamais dépasser les 10 cartes en main », and the god's benefit."""
    n = discarded
    left = hand_size - n
    target = HAND + (n if god == "Minerve" else 0)
    draw = max(0, min(target, MAX_HAND) - left)
    gain = {"or": 0, "ressources": 0, "pv": 0, "batiments": 0}
    if god == "Neptune":
        gain["or"] = 2 * n
    elif god == "Cérès":
        gain["ressources"] = n
    elif god == "Vesta":
        gain["pv"] = 1 if n == 1 else 2 if n >= 2 else 0
    elif god == "Mars":
        gain["batiments"] = n
    return {"pioche": draw, "main_apres": left + draw, **gain}


# --- « Décompte » ----------------------------------------------------------------------------------

def final_scores(players: list[dict]) -> list[dict]:
    """« Les jetons PV gagnés pendant le jeu », each temple « jusqu'à un maximum de 12 pour chaque
    carte temple », and « pour chacune des 4 ressources de base plus l'or, le joueur ayant le plus
    de cette ressource restante, gagne 2 PV. (En cas d'égalité, tous les joueurs à égalité
    obtiennent les 2 PV - mais personne n'obtient quoi que ce soit pour cette ressource si aucun
    joueur n'en a.) »"""
    out = [{"jetons": p["jetons"], "temples": sum(min(TEMPLE_CAP, t) for t in p["temples"]), "majorites": []}
           for p in players]
    for r in RESOURCES:
        best = max(p[r] for p in players)
        if best == 0:
            continue
        for i, p in enumerate(players):
            if p[r] == best:
                out[i]["majorites"].append(r)
    for o in out:
        o["total"] = o["jetons"] + o["temples"] + MAJORITY_VP * len(o["majorites"])
    return out
