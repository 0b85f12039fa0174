"""Northwest Passage: the crew cost of each action, the moves of the ship and the sled, the
seasons and the ice, and the final scoring, as the page states them; the board of the whole game
(a reading). The tile actions (piocher, rafraîchir, placer) are not played: the board is already
explored (stated under « Lecture retenue »)."""

from __future__ import annotations

from ...grid import Grid

CREW = 7  # « ses 7 pions Équipage »
SEASONS = 10  # « La partie est divisée en 10 saisons »

COSTS = {
    "aller": 1,        # « Déplacement — Coût : 1 pion Équipage »
    "transfert": 1,    # « Transfert d'Équipage — Coût : 1 pion Équipage »
    "explorer": 3,     # « Explorer un site Franklin ou un Détroit — Coût : 3 pions Équipage »
    "decouvrir": 2,    # « Découvrir un Inuit ou un Cairn — Coût : 2 pions Équipage »
}
EXTRA = 1
"""« Il peut effectuer des actions supplémentaires, mais chaque action lui coûtera
1 pion Équipage de plus que le coût normal. »"""

ACTION_NAMES = {"aller": "Déplacement", "transfert": "Transfert d'Équipage",
                "explorer": "Explorer un site Franklin ou un Détroit", "decouvrir": "Découvrir un Inuit ou un Cairn"}


def cost(action: str, actions_this_turn: int) -> int:
    """Crew needed for `action` when the player has already acted
    `actions_this_turn` times in this turn."""
    return COSTS[action] + (EXTRA if actions_this_turn else 0)


# --- the map --------------------------------------------------------------------------------

SEA, LAND, ICE, GREENLAND = "m", "t", "g", "G"
TERRAIN_NAMES = {SEA: "mer", LAND: "terre", ICE: "mer gelée", GREENLAND: "Groenland"}
TOKENS = {"F": "Franklin", "D": "Détroit", "I": "Inuit", "C": "Cairn", "K": "Cartographie"}
TOKEN_BASE = {"F": 1, "D": 1, "I": 2, "C": 2, "K": 1}
"""« 1 point de Prestige multiplié par le coefficient de la zone » (Franklin,
Détroit); « 2 points de Prestige multiplié par le coefficient » (Inuit, Cairn)."""
TOKEN_ACTION = {"F": "explorer", "D": "explorer", "I": "decouvrir", "C": "decouvrir", "K": "explorer"}
"""Cartographie (K) is the whole game's reading: an island is already mapped on the board, its token
is taken like a Détroit (the page gives it for closing an island by laying tiles)."""
TOKEN_KIND = {"F": "franklin", "D": "detroit", "I": "inuit", "C": "cairn", "K": "cartographie"}

# --- the board of the whole game (a reading: the page gives neither board nor tiles) ------------

MAP = ("mmtmmtm",
       "mttmmmm",
       "mmmmttm",
       "tmtmmtm",
       "Gmmmmmm")
"""The Arctic already explored, top row = north: m sea, t land, G Greenland (bottom left)."""
BOARD = Grid(len(MAP), len(MAP[0]))
START = "A5"
COEFS = (1, 1, 2, 2, 2, 3, 3)
"""« le coefficient de la zone où se trouve le jeton x1 / x2 / x3 »: the column's, growing westward
(to the right), away from Greenland."""
TOKEN_PLACES = {"C1": "F", "G2": "F", "E4": "F", "D1": "D", "G4": "D", "B3": "D",
                "B2": "I", "F4": "I", "C4": "C", "F1": "C", "C2": "K", "E3": "K"}
"""Where the exploration tokens lie (one Cartographie per island of two tiles or more)."""


def terrain(cell: str) -> str:
    r, c = BOARD.row_col(BOARD.parse(cell))
    return MAP[r][c]


def row(cell: str) -> int:
    return BOARD.row_col(BOARD.parse(cell))[0]


def col(cell: str) -> int:
    return BOARD.row_col(BOARD.parse(cell))[1]


def split_crew(crew: dict, on_sled: int, paid: int) -> dict:
    """The crew after a Transfert paid `paid` pions: `on_sled` pions on the sled. « Les pions ainsi
    transférés restent dans le même état » (the sled takes the available ones first, a reading);
    « Le pion utilisé pour cette action peut également être transféré »."""
    avail = crew["navire"][0] + crew["traineau"][0] - paid
    rest = crew["navire"][1] + crew["traineau"][1] + paid
    sled_avail = min(on_sled, avail)
    return {"navire": [avail - sled_avail, rest - (on_sled - sled_avail)],
            "traineau": [sled_avail, on_sled - sled_avail]}


# --- the seasons and the sun disc ----------------------------------------------------------

def frozen_rows(season: int, height: int) -> int:
    """How many rows, from the top of the map, are frozen during `season`.

    « A la fin de chaque saison, le disque solaire avance, et la partie du plateau
    se trouvant au-dessus du soleil gèle. » The page does not say where the sun
    stands on a small map, nor when the ice thaws (« il est emprisonné jusqu'à ce
    que la tuile dégèle »): reading, stated beside the example, the sun goes down
    one row a season, from the top row (nothing frozen in season 1) to the last row
    (which never freezes), then back up, and so on: on 3 rows, 0 1 2 1 0 1 2 1 0 1
    rows frozen in seasons 1 to 10."""
    if height <= 1:
        return 0
    period = 2 * (height - 1)
    x = (season - 1) % period
    return x if x <= height - 1 else period - x


def ship_can_enter(terrain: str) -> bool:
    """« relié par une voie maritime » ; « Les Navires ne peuvent pas se déplacer sur
    une tuile gelée »."""
    return terrain in (SEA, GREENLAND)


def sled_can_enter(terrain: str) -> bool:
    """« Le Traîneau ne peut pas traverser la mer. Une tuile gelée est considérée
    comme terrestre »."""
    return terrain in (LAND, ICE, GREENLAND)


# --- the final scoring -----------------------------------------------------------------------

KINDS = ("franklin", "detroit", "cartographie", "inuit", "cairn")
KIND_NAMES = {"franklin": "Franklin", "detroit": "Détroit", "cartographie": "Cartographie", "inuit": "Inuit",
              "cairn": "Cairn"}
RANKED = ("franklin", "detroit", "cartographie")
"""« Le joueur ayant le plus de jetons d'un type de Découverte (Franklin, Détroit ou
Cartographie), gagne les points de Prestige de la 1ère place. »"""
PLACE_POINTS = (6, 3, 1, 0)
"""The points of each place: not on the page (a reading, stated beside the example)."""
SERIES = 6  # « Chaque série composée d'un jeton de chaque type de Découverte … rapporte 6 points »
CREW_LOST = -2  # « un malus de -2 points de Prestige par pion Équipage qu'il contient »
SHIP_LOST = -2  # « Un Navire perdu coûte un malus de -2 points de Prestige »


def ranked_points(counts: list[int]) -> list[int]:
    """Points of each player for one ranked kind; ties share the place (reading),
    and a player without a token scores nothing."""
    out = []
    for c in counts:
        place = sum(1 for d in counts if d > c)
        out.append(PLACE_POINTS[place] if c > 0 and place < len(PLACE_POINTS) else 0)
    return out


def series(tokens: dict) -> int:
    return min(tokens[k] for k in KINDS)


def final_scores(players: list[dict]) -> list[dict]:
    """Each player's detail: prestige, exploration, series, abandon, total."""
    ranked = {k: ranked_points([p["jetons"][k] for p in players]) for k in RANKED}
    out = []
    for i, p in enumerate(players):
        exploration = sum(ranked[k][i] for k in RANKED)
        sets = series(p["jetons"])
        malus = CREW_LOST * p["equipage_perdu"] + (SHIP_LOST if p["navire_perdu"] else 0)
        out.append({"prestige": p["prestige"], "exploration": exploration, "series": sets * SERIES,
                    "abandon": malus, "total": p["prestige"] + exploration + sets * SERIES + malus})
    return out
