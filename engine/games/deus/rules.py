"""Deus's rules as constants and pure functions, in the page's words.

The page describes the continents' board only in words (regions of terrain,
maritime sites, barbarian villages, « le bord de la carte ») and lists no card:
the map (regions as hexes, six neighbours each), the 30 cards' costs and
effects, the villages' PV and the starting stock are ours, stated on the page
under « Lecture retenue ». Every function here is pure (the game, its view and
its bot share them).
"""

from __future__ import annotations

from ... import hexgrid as H

TYPES = {
    "maritime": ("Maritime", "bleu", "Neptune"),
    "production": ("Production", "vert", "Cérès"),
    "science": ("Science", "jaune", "Minerve"),
    "civil": ("Civil", "brun", "Vesta"),
    "militaire": ("Militaire", "rouge", "Mars"),
    "temple": ("Temple", "violet", "Jupiter"),
}
"""« Il existe 6 types de cartes (X5 par type) » and the god of each colour (« Faire une offrande »)."""
KINDS = tuple(TYPES)
PAWN_KINDS = KINDS[:5]
RESOURCES = ("bois", "argile", "pierre", "ble", "or")
BASIC = RESOURCES[:4]
RESOURCE_NAMES = {"bois": "bois", "argile": "argile", "pierre": "pierre", "ble": "blé", "or": "or"}
GOLD_PER_RESOURCE = 4
"""« Vous pouvez toujours remplacer des ressources (bois, pierre, argile, blé) par 4 ors pour chaque ressource. »"""
EDGE_PRICE = 3
"""« vous pouvez placer un bâtiment dans une région vide quelconque du bord du plateau en échange de 3 PV »."""
FIRST_GAP = 2
"""« à au moins 2 cases vides de tout bâtiment adverse »: a distance of at least 3 regions."""
HAND = 5
MAX_HAND = 10
TEMPLE_CAP = 12
MAJORITY_VP = 2
TEMPLE_STOCK = {2: 4, 3: 6, 4: 7}
"""« 4 dans une partie à 2 joueurs, 6 dans une partie à 3 joueurs et 7 dans une partie à 4 joueurs »."""
VILLAGE_PV = 5
"""Ours: each barbarian village carries 5 PV."""
START_STOCK = {"bois": 1, "argile": 1, "pierre": 1, "ble": 1, "or": 5}
"""Ours: each player's starting resources."""
START_PAWNS = 1
"""Ours: one pawn of each type (temples apart) in each player's reserve at the start."""

# --- the map: rows of regions (odd rows shifted half a region to the right) --------------------

TERRAINS = {"F": ("foret", "Forêt", "bois"), "M": ("marais", "Marais", "argile"), "N": ("mine", "Montagne", "pierre"),
            "C": ("champ", "Ferme", "ble"), "E": ("eau", "Mer", None), "V": ("chateau", "Village barbare", None)}
MAP = ("EFCNME",
       "FMVCFE",
       "NCFMNC",
       "EMNVCF",
       "ECFMNE")
"""Ours: 30 regions, two barbarian villages (B3, D4), seas on the sides."""

REGIONS = {H.name(H.from_offset(r, c)): ch for r, line in enumerate(MAP) for c, ch in enumerate(line)}
_CELL = {k: H.parse(k) for k in REGIONS}
NEIGHBOURS = {k: [n for n in REGIONS if H.adjacent(_CELL[k], _CELL[n])] for k in REGIONS}
EDGE = frozenset(k for k in REGIONS if len(NEIGHBOURS[k]) < 6)
VILLAGES = tuple(k for k, t in REGIONS.items() if t == "V")


def distance(a: str, b: str) -> int:
    return H.distance(_CELL[a], _CELL[b])


def produced(region: str) -> str | None:
    """« les forêts produisent du bois, les marais de l'argile, les montagnes de la pierre et les fermes du blé »."""
    return TERRAINS[REGIONS[region]][2] if region else None


# --- the cards (ours: the page lists none) --------------------------------------------------------

def _c(kind, effect, cost, text):
    return {"type": kind, "effet": effect, "cout": cost, "texte": text}


CARDS = {
    "mar1": _c("maritime", "or2", {"bois": 1}, "Gagnez 2 or."),
    "mar2": _c("maritime", "or2", {"argile": 1}, "Gagnez 2 or."),
    "mar3": _c("maritime", "or2", {"ble": 1}, "Gagnez 2 or."),
    "mar4": _c("maritime", "vente", {"bois": 1, "ble": 1}, "Vendez 1 ressource contre 2 PV."),
    "mar5": _c("maritime", "vente", {"pierre": 1}, "Vendez 1 ressource contre 2 PV."),
    "pro1": _c("production", "produire", {"or": 1}, "Produisez 1 ressource du terrain de ce bâtiment."),
    "pro2": _c("production", "produire", {"bois": 1}, "Produisez 1 ressource du terrain de ce bâtiment."),
    "pro3": _c("production", "produire", {"argile": 1}, "Produisez 1 ressource du terrain de ce bâtiment."),
    "pro4": _c("production", "produire", {"pierre": 1}, "Produisez 1 ressource du terrain de ce bâtiment."),
    "pro5": _c("production", "produire", {"ble": 1}, "Produisez 1 ressource du terrain de ce bâtiment."),
    "sci1": _c("science", "piocher", {"pierre": 1}, "Piochez 1 carte."),
    "sci2": _c("science", "piocher", {"argile": 1}, "Piochez 1 carte."),
    "sci3": _c("science", "piocher", {"ble": 1, "bois": 1}, "Piochez 1 carte."),
    "sci4": _c("science", "pion", {"pierre": 1, "or": 1}, "Gagnez 1 bâtiment (le type le moins présent dans votre réserve)."),
    "sci5": _c("science", "pion", {"argile": 1, "ble": 1}, "Gagnez 1 bâtiment (le type le moins présent dans votre réserve)."),
    "civ1": _c("civil", "or_bord", {"bois": 1}, "Gagnez 1 or par région que vous occupez au bord de la carte."),
    "civ2": _c("civil", "or_bord", {"pierre": 1}, "Gagnez 1 or par région que vous occupez au bord de la carte."),
    "civ3": _c("civil", "or_bord", {"ble": 1}, "Gagnez 1 or par région que vous occupez au bord de la carte."),
    "civ4": _c("civil", "pv_village", {"argile": 1, "bois": 1}, "Gagnez 2 PV si ce bâtiment touche un village barbare."),
    "civ5": _c("civil", "pv_village", {"pierre": 1, "ble": 1}, "Gagnez 2 PV si ce bâtiment touche un village barbare."),
    "mil1": _c("militaire", "rien", {"pierre": 1}, "Une unité militaire, sans autre effet."),
    "mil2": _c("militaire", "rien", {"bois": 1}, "Une unité militaire, sans autre effet."),
    "mil3": _c("militaire", "rien", {"ble": 1}, "Une unité militaire, sans autre effet."),
    "mil4": _c("militaire", "vol", {"pierre": 1, "bois": 1}, "Volez 1 or à chaque adversaire voisin de ce bâtiment."),
    "mil5": _c("militaire", "vol", {"argile": 1, "ble": 1}, "Volez 1 or à chaque adversaire voisin de ce bâtiment."),
    "tem1": _c("temple", "t_temples", {"pierre": 1, "argile": 1, "ble": 1}, "Fin : 4 PV par carte Temple jouée."),
    "tem2": _c("temple", "t_mer", {"pierre": 1, "bois": 1, "or": 2}, "Fin : 3 PV par navire sur la carte."),
    "tem3": _c("temple", "t_batiments", {"pierre": 2, "ble": 1}, "Fin : 1 PV par bâtiment sur la carte."),
    "tem4": _c("temple", "t_production", {"argile": 1, "bois": 1, "or": 2}, "Fin : 3 PV par carte Production."),
    "tem5": _c("temple", "t_civil", {"pierre": 1, "ble": 1, "or": 2}, "Fin : 3 PV par carte Civil."),
}
"""« Il existe 6 types de cartes (X5 par type) »: our 30 cards, costs « en haut à gauche »."""


def card_name(card: str) -> str:
    return f"{TYPES[CARDS[card]['type']][0]} n° {card[-1]}"


# --- costs ---------------------------------------------------------------------------------

def payment(cost: dict, stock: dict):
    """What paying `cost` takes from `stock`: each missing resource is replaced by 4 gold
    (gold itself cannot be replaced). Returns (taken dict, None) or (None, French reason)."""
    taken = {r: 0 for r in RESOURCES}
    gold = cost.get("or", 0)
    for r in BASIC:
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


# --- placement --------------------------------------------------------------------------------

def placement_refusal(owners: dict, buildings: dict, player: int, kind: str, region: str, temples: int) -> str | None:
    """Why `player` may not put a `kind` building on `region`, or None. `owners` maps an
    occupied region to its player, `buildings` a region to its types, `temples` the number
    of Temple cards `player` has played (« un deuxième temple avant d'avoir construit au
    moins un de chacun des autres types »)."""
    t = REGIONS[region]
    here = owners.get(region)
    if t == "V":
        return "« Vous ne pouvez pas construire dans un village barbare. »"
    if here is not None and here != player:
        return "« Deux joueurs différents ne peuvent jamais occuper un même emplacement. »"
    if kind == "maritime" and t != "E":
        return "« Les pions bâtiments maritimes (\"navires\") ne peuvent être posés que sur des sites maritimes »."
    if kind != "maritime" and t == "E":
        return "seuls les navires se construisent sur un site maritime ; « tous les autres doivent être construits sur terre »."
    if kind in buildings.get(region, ()):
        return "« Vous ne pouvez pas avoir plus d'un bâtiment de chaque type sur un même emplacement. »"
    mine = [k for k, p in owners.items() if p == player]
    if kind == "temple":
        if here != player:
            return "un temple ne se construit que « sur des emplacements (non maritimes) que vous occupez déjà »."
        counts = built_counts(owners, buildings, player)
        short = [TYPES[k][0] for k in PAWN_KINDS if counts.get(k, 0) < temples]
        if short:
            return (f"pour un temple n° {temples + 1}, il faut d'abord au moins {temples} bâtiment(s) de chacun des "
                    f"autres types (manque : {', '.join(short)}).")
        return None
    if not mine:
        if region not in EDGE:
            return "« Votre première construction doit se trouver au bord de la carte »."
        if not far_from_opponents(owners, player, region) and any(
                far_from_opponents(owners, player, k) and k not in owners and (REGIONS[k] == "E") == (kind == "maritime")
                for k in EDGE if REGIONS[k] != "V"):
            return "la première construction doit être « (si possible) à au moins 2 cases vides de tout bâtiment adverse »."
        return None
    if here != player and not any(owners.get(n) == player for n in NEIGHBOURS[region]):
        return ("« Les constructions suivantes ne peuvent se faire que sur ou à côté d'emplacements où vous avez "
                "déjà un bâtiment. »")
    return None


def edge_allowed(owners: dict, kind: str, region: str, pv: int) -> bool:
    """« placer un bâtiment dans une région vide quelconque du bord du plateau en échange de 3 PV »
    (ours: never a temple, which stands only where you already are)."""
    t = REGIONS[region]
    return (region in EDGE and region not in owners and t != "V" and (t == "E") == (kind == "maritime")
            and kind != "temple" and pv >= EDGE_PRICE)


def far_from_opponents(owners: dict, player: int, region: str) -> bool:
    return all(distance(region, k) > FIRST_GAP for k, p in owners.items() if p != player)


def built_counts(owners: dict, buildings: dict, player: int) -> dict:
    out: dict = {}
    for k, p in owners.items():
        if p == player:
            for b in buildings.get(k, ()):
                out[b] = out.get(b, 0) + 1
    return out


# --- barbarian villages ---------------------------------------------------------------------------

def village_attack(owners: dict, buildings: dict, village: str, players: int):
    """The attack on `village`, or None when it does not take place: « Toutes les régions
    adjacentes à un village barbare sont occupées par un joueur, Il y a au moins une unité
    militaire dans ces régions. » Returns (winners, military by player, buildings by player):
    « le joueur qui possède le plus d'unités militaires dans les régions adjacentes [...] En cas
    d'égalité, le joueur qui a construit le plus de bâtiments dans les régions voisines [...] En
    cas de nouvelle égalité, les joueurs concernés se partagent les PV »."""
    around = [k for k in NEIGHBOURS[village] if REGIONS[k] != "V"]
    if any(k not in owners for k in around):
        return None
    military = [0] * players
    built = [0] * players
    for k in around:
        p = owners[k]
        military[p] += buildings[k].count("militaire")
        built[p] += len(buildings[k])
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

def offering(hand_size: int, discarded: int, god: str) -> dict:
    """What an offering of `discarded` cards to `god` (a building type; Jupiter's chosen god
    already resolved) gives: « vous tirez jusqu'à 5 cartes », « Vous ne pouvez jamais dépasser
    les 10 cartes en main », and the god's benefit."""
    n = discarded
    left = hand_size - n
    target = HAND + (n if god == "science" else 0)
    gain = {"pioche": max(0, min(target, MAX_HAND) - left), "or": 0, "ressources": 0, "pv": 0, "batiments": 0}
    if god == "maritime":
        gain["or"] = 2 * n
    elif god == "production":
        gain["ressources"] = n
    elif god == "civil":
        gain["pv"] = 1 if n == 1 else 2 if n >= 2 else 0
    elif god == "militaire":
        gain["batiments"] = n
    return gain


# --- « Décompte » ----------------------------------------------------------------------------------

def temple_points(card: str, columns: dict, owners: dict, buildings: dict, player: int) -> int:
    """A Temple card's PV « selon son texte (jusqu'à un maximum de 12 pour chaque carte temple) »;
    « La carte temple qui rapporte 4 PV par temple joué compte les cartes temple, pas les pièces
    temple sur la carte. Les autres temples qui comptent les bâtiments ne comptent que ceux
    physiquement sur la carte. »"""
    effect = CARDS[card]["effet"]
    counts = built_counts(owners, buildings, player)
    if effect == "t_temples":
        raw = 4 * len(columns.get("temple", []))
    elif effect == "t_mer":
        raw = 3 * counts.get("maritime", 0)
    elif effect == "t_batiments":
        raw = sum(counts.values())
    elif effect == "t_production":
        raw = 3 * len(columns.get("production", []))
    else:
        raw = 3 * len(columns.get("civil", []))
    return min(TEMPLE_CAP, raw)


def majorities(stocks: list[dict]) -> list[list[str]]:
    """« pour chacune des 4 ressources de base plus l'or, le joueur ayant le plus de cette
    ressource restante, gagne 2 PV. (En cas d'égalité, tous les joueurs à égalité obtiennent
    les 2 PV - mais personne n'obtient quoi que ce soit pour cette ressource si aucun joueur
    n'en a.) »"""
    out: list[list[str]] = [[] for _ in stocks]
    for r in RESOURCES:
        best = max(s[r] for s in stocks)
        if best == 0:
            continue
        for i, s in enumerate(stocks):
            if s[r] == best:
                out[i].append(r)
    return out


def winners(totals: list[int]) -> list[int]:
    """« Le joueur avec le plus de PV gagne. Il n'y a pas d'égalité. » The page gives no
    tie-break (a known error, flagged on the page): ours, tied players share the victory."""
    best = max(totals)
    return [p for p, t in enumerate(totals) if t == best]
