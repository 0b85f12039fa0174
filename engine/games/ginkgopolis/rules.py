"""Ginkgopolis: the construction cost and the district scoring of the page, on
a small city of square plots (engine.grid).

« Pour les points gagnés dans les quartiers de ville (tout groupe de deux ou
plusieurs tuiles adjacentes de même couleur est un quartier), chacun est
comptabilisé séparément. »
"""

from __future__ import annotations

from ...grid import Grid

ROWS, COLS = 4, 5
GRID = Grid(ROWS, COLS)
COLOURS = {"rouge": "Rouge", "bleu": "Bleu", "jaune": "Jaune"}
NUMBERS = range(1, 21)
MAX_HEIGHT = 6
PLAYERS = ("Vous (J1)", "J2", "J3")


def building_label(b: dict) -> str:
    return f"{COLOURS[b['c']]} {b['n']}"


def construction(old: dict, colour: str, number: int, builder: int) -> dict:
    """What « 3 - Construction » costs on building `old` with tile (colour, number):
    « Les ressources présentes sur le bâtiment désigné par la carte sont rendues à leur
    propriétaire. Si le propriétaire du bâtiment est un autre joueur, il reçoit 1 point de
    réussite par ressource qui lui est restituée » ; « Si le chiffre de la tuile que vous jouez
    est inférieur au chiffre de la tuile que vous recouvrez, vous devez payer la différence en
    points de réussite » ; « Si la couleur de la tuile que vous jouez est différente de celle
    que vous recouvrez, payez 1 ressource supplémentaire » ; « Placez 1 ressource par niveau du
    nouveau bâtiment sur la tuile »."""
    height = old["h"] + 1
    return {
        "rendues": old["h"],
        "proprietaire": old["p"],
        "points_proprietaire": old["h"] if old["p"] != builder else 0,
        "points_payes": max(0, old["n"] - number),
        "ressource_couleur": 1 if colour != old["c"] else 0,
        "ressources_posees": height,
        "hauteur": height,
    }


def districts(city: dict) -> list[list[str]]:
    """Every group of two or more adjacent plots (side by side) of one colour."""
    out = []
    for colour in COLOURS:
        squares = [GRID.parse(sq) for sq, b in city.items() if b["c"] == colour]
        for group in GRID.regions(squares):
            if len(group) >= 2:
                out.append([GRID.name(i) for i in group])
    return sorted(out, key=lambda g: GRID.parse(g[0]))


def ranking(city: dict, district: list[str]) -> list[dict]:
    """The players with resources in the district, best first: most resources, then
    « le joueur qui possède le bâtiment le plus haut dans le district », then « dont le
    bâtiment est le plus haut et dont le numéro de bâtiment est le plus élevé »."""
    per = {}
    for sq in district:
        b = city[sq]
        entry = per.setdefault(b["p"], {"joueur": b["p"], "ressources": 0, "haut": (0, 0)})
        entry["ressources"] += b["h"]
        entry["haut"] = max(entry["haut"], (b["h"], b["n"]))
    return sorted(per.values(), key=lambda e: (-e["ressources"], -e["haut"][0], -e["haut"][1], e["joueur"]))


def district_points(city: dict, district: list[str]) -> dict[int, int]:
    """« Le joueur ayant le plus de ressources dans le quartier gagne un nombre de points égal au
    total des ressources du quartier. Le joueur en deuxième position ne marque des points que
    pour ses propres ressources. » ; « Si un seul joueur a des ressources dans le district, il
    obtient les deux séries de points ou deux fois le nombre de ses ressources. »"""
    order = ranking(city, district)
    total = sum(e["ressources"] for e in order)
    points = {order[0]["joueur"]: total}
    if len(order) == 1:
        points[order[0]["joueur"]] += order[0]["ressources"]
    else:
        points[order[1]["joueur"]] = order[1]["ressources"]
    return points


def city_scores(city: dict) -> list[int]:
    out = [0] * len(PLAYERS)
    for d in districts(city):
        for p, pts in district_points(city, d).items():
            out[p] += pts
    return out
