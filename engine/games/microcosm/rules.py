"""Microcosm's rules as constants and pure functions, in the page's words.

The page (« Répartition des Cartes ») gives the cards and their counts but
not every number on them: which icons each card carries, the defence of the
cost-3 Planets and of a colonised Planet, and the powers of the Politique and
Observation cards. The readings used here are named in each constant's
docstring and stated on the page under « Lecture retenue ».
"""

from __future__ import annotations

COLOURS = {"r": "rouge", "v": "verte", "j": "jaune", "p": "violette"}
ACTIONS = {"colonisation": "Colonisation", "guerre": "Guerre", "recherche": "Recherche",
           "politique": "Politique", "observation": "Observation"}

# --- « Cartes Domaine » -------------------------------------------------------------------
# « 4x Colonisation - 1 de chaque couleur », « 4x Guerre », « 4x Recherche », « 4x Politiques »,
# « 2x Observation - sans couleur - Mission et Balayage ». Reading: each Domaine card carries one
# icon of its own action (the Politique and Observation cards none).
DOMAIN: dict[str, dict] = {}
for _key, _action in (("colo", "colonisation"), ("guerre", "guerre"), ("rech", "recherche"),
                      ("poli", "politique")):
    for _c, _colour in COLOURS.items():
        DOMAIN[f"{_key}-{_c}"] = {"action": _action, "couleur": _colour,
                                  "icones": {} if _action == "politique" else {_action: 1},
                                  "nom": f"{ACTIONS[_action]} {_colour}"}
DOMAIN["mission"] = {"action": "observation", "couleur": None, "icones": {}, "nom": "Observation Mission"}
DOMAIN["balayage"] = {"action": "observation", "couleur": None, "icones": {}, "nom": "Observation Balayage"}

# --- « Cartes technologiques » ------------------------------------------------------------
TECHS = {
    "tech-colo": {"nom": "Colonisation Améliorée", "icones": {"colonisation": 1}},
    "tech-guerre": {"nom": "Guerre Améliorée", "icones": {"guerre": 1}},
    "tech-rech": {"nom": "Recherche Améliorée", "icones": {"recherche": 1}},
    "capitale": {"nom": "Capitale", "icones": {}, "temples": 1},
    "mobilisation": {"nom": "Mobilisation", "icones": {}, "defense": 1},
}

# --- « Cartes Planètes » --------------------------------------------------------------------
# (cost, colour, base defence, influence, icons, extras). Defences and influence as the page
# gives them; icons (« donnent des icônes variées ») are a reading; the cost-3 defence (not on
# the page) is read as 3.
PLANETS: dict[str, dict] = {}
_P0 = (("r", 0, 1, {"guerre": 1}), ("v", 1, 0, {"colonisation": 1}), ("j", 1, 0, {"recherche": 1}),
       ("p", 2, 0, {"guerre": 1}))
_P2 = (("r", 1, 1, {"guerre": 1}), ("v", 2, 1, {"colonisation": 1}), ("j", 2, 1, {"recherche": 1}),
       ("p", 3, 1, {"guerre": 1, "colonisation": 1}))
for _cost, _rows in ((0, _P0), (2, _P2)):
    for _c, _def, _inf, _icons in _rows:
        PLANETS[f"p{_cost}-{_c}"] = {"cout": _cost, "couleur": COLOURS[_c], "defense": _def, "influence": _inf,
                                     "icones": _icons, "nom": f"Planète {COLOURS[_c]} (coût {_cost})"}
PLANETS["p3-n1"] = {"cout": 3, "couleur": "noire", "defense": 3, "influence": 2, "icones": {}, "bonus_defense": 1,
                    "nom": "Planète noire (coût 3, +1 défense)"}
PLANETS["p3-n2"] = {"cout": 3, "couleur": "noire", "defense": 3, "influence": 2, "icones": {}, "temples": 1,
                    "nom": "Planète noire (coût 3, temple)"}
PLANETS["p3-m"] = {"cout": 3, "couleur": "multicolore", "defense": 3, "influence": 1, "icones": {},
                   "nom": "Planète multicolore (coût 3)"}

BACK_RANGE = {0: (0, 2), 2: (1, 3), 3: (3, 3)}
"""« La défense des Planètes est dans une plage connue indiquée sur leur dos »: the cost-0
Planets have 0, 1, 1 or 2, the cost-2 ones 1, 2, 2 or 3 (the page); cost 3: read as 3."""
COLONISED_BONUS = 1
"""« Quand une Planète a été colonisée, son niveau de défense est plus élevée, indiqué à
droite »: the number on the right is not on the page; read as base defence + 1."""
RESEARCH_TWICE = 3
"""« Si on peut présenter 3 icônes Recherche bleues on peut renouveler l'opération 1 fois »."""


def card_name(cid: str) -> str:
    for table in (DOMAIN, TECHS, PLANETS):
        if cid in table:
            return table[cid]["nom"]
    return cid


def colony_defence(planet: str, owner_techs, owner_colonies) -> int:
    """Defence of a colony: base + the colonised bonus + « Mobilisation - donne +1 en défense
    permanente afin de protéger ses Colonies » + the black Planet « avec +1 en défense
    permanente (si elle est colonisée) », counted whether the colony is visible or not
    (« que la Colonie soit visible ou pas »)."""
    d = PLANETS[planet]["defense"] + COLONISED_BONUS
    if "mobilisation" in owner_techs:
        d += TECHS["mobilisation"]["defense"]
    if "p3-n1" in owner_colonies:
        d += PLANETS["p3-n1"]["bonus_defense"]
    return d


def icons(action: str, played: str | None, shown, colonies, techs) -> list[tuple[str, int]]:
    """Where the icons of `action` come from, as (source name, count): « de la carte jouée »,
    « de cartes dévoilées de sa main (sans les défausser) », « de Colonies déjà en sa
    possession, et retournées face visible », « de la Technologie [...] Améliorée »; never the
    Butins (« Les Butins inclinés ne font jamais profiter de leurs éventuelles icônes »)."""
    out = []
    if played:
        n = DOMAIN[played]["icones"].get(action, 0)
        if n:
            out.append((f"carte jouée ({card_name(played)})", n))
    for c in shown:
        n = DOMAIN[c]["icones"].get(action, 0)
        if n:
            out.append((f"main dévoilée ({card_name(c)})", n))
    for c, visible in colonies:
        n = PLANETS[c]["icones"].get(action, 0)
        if n and visible:
            out.append((f"Colonie visible ({card_name(c)})", n))
    for t in techs:
        n = TECHS[t]["icones"].get(action, 0)
        if n:
            out.append((f"Technologie {card_name(t)}", n))
    return out


TEMPLE_POINTS = 1
"""« les icônes Temple n'ont pas d'autre utilisé que lors du décompte final »: the page gives
them no value; read as 1 influence point each (a Colony's temple only: « les icônes des Butins
ne sont pas utilisables »)."""
COLOUR_POINTS = 1
"""« les couleurs servent à marquer des points d'influence en fin de partie » and the
Politique cards' « pouvoir permanent tant qu'elles sont dans la défausse de leur
propriétaire »: neither is given by the page. Read together: each Politique card in its
owner's discard at the end scores 1 point per Planet of its colour (Colony or Butin) of its
owner; the multicoloured Planet « profite à toutes les cartes qui scorent selon la couleur »."""


def colour_points(discard, planets) -> int:
    """The Politique cards of `discard` scored on the owner's `planets` (see COLOUR_POINTS)."""
    total = 0
    for card in discard:
        if DOMAIN[card]["action"] != "politique":
            continue
        colour = DOMAIN[card]["couleur"]
        total += COLOUR_POINTS * sum(1 for p in planets if PLANETS[p]["couleur"] in (colour, "multicolore"))
    return total


def influence(colonies, loot, techs, discard=()) -> dict:
    """The final count of one player: each Planet's influence points (Colonies, hidden or not,
    and Butins), the temples (the black Planet as a Colony, « Capitale - donne 1 icône temple
    supplémentaire lors du décompte ») and the colour points of the Politique cards in the
    discard. `colonies` are Planet ids."""
    planets = list(colonies) + list(loot)
    points = sum(PLANETS[p]["influence"] for p in planets)
    temples = sum(PLANETS[p].get("temples", 0) for p in colonies) + sum(TECHS[t].get("temples", 0) for t in techs)
    colours = colour_points(discard, planets)
    return {"planetes": points, "temples": temples, "couleurs": colours,
            "total": points + TEMPLE_POINTS * temples + colours}


def winner(totals: list[int], second: int) -> int:
    """« Le décompte des points d'influence en fin de partie détermine le vainqueur. En cas
    d'égalité, c'est le joueur ayant joué en second qui l'emporte. »"""
    if totals[0] != totals[1]:
        return 0 if totals[0] > totals[1] else 1
    return second


def game_ends(reserve: int, deck: int) -> bool:
    """« Quand la réserve ET le paquet de cartes Domaine sont épuisés, le jeu prend fin après
    l'action du joueur actif. »"""
    return reserve == 0 and deck == 0


def distribution() -> dict:
    """The page's counts: 18 Domaine cards (4 + 4 + 4 + 4 + 2), 5 Technologies, 11 Planets."""
    return {"domaine": len(DOMAIN), "technologies": len(TECHS), "planetes": len(PLANETS)}
