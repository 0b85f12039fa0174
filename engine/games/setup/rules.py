"""Setup: the page's Ensembles and their scoring on a board of 12 squares joined
by lines (engine.graph).

« Un Ensemble est un groupe de 2 tuiles ou plus, soit de même valeur, soit de même
couleur formant une suite. Les valeurs vont de 1 à 10 et il y a 5 couleurs. »
« Des lignes permettent de voir quelles cases sont reliées pour créer des
Ensembles : orthogonalement ou diagonalement. »
"""

from __future__ import annotations

from ...core import parse_number
from ...graph import Graph

VALUES = range(1, 11)
# The page names no colour; its example writes them ♦ and ♣: five symbols.
COLOURS = {"d": ("♦", "carreau"), "c": ("♣", "trèfle"), "h": ("♥", "cœur"), "s": ("♠", "pique"),
           "e": ("★", "étoile")}

# « Le plateau contient 12 cases : 4 cases communes au centre et 2 cases par couleur de pion »:
# a 4 × 4 square without its corners; (column, row) of each square.
SQUARES = {"B1": (1, 0), "C1": (2, 0), "A2": (0, 1), "B2": (1, 1), "C2": (2, 1), "D2": (3, 1),
           "A3": (0, 2), "B3": (1, 2), "C3": (2, 2), "D3": (3, 2), "B4": (1, 3), "C4": (2, 3)}
ZONES = {"B2": "commune", "C2": "commune", "B3": "commune", "C3": "commune",
         "B4": "vous", "C4": "vous", "B1": "adversaire", "C1": "adversaire",
         "A2": "neutre", "A3": "neutre", "D2": "neutre", "D3": "neutre"}
ZONE_LABELS = {"commune": "case commune", "vous": "votre zone", "adversaire": "zone de l'adversaire",
               "neutre": "zone d'un pion sans joueur"}


def link_id(a: str, b: str) -> str:
    return "".join(sorted((a, b)))


def link_ends(link: str) -> tuple[str, str]:
    return link[:2], link[2:]


# every pair of squares side by side or corner to corner may be joined by a line
CANDIDATE_LINKS = sorted(
    link_id(a, b) for a, (ca, ra) in SQUARES.items() for b, (cb, rb) in SQUARES.items()
    if a < b and max(abs(ca - cb), abs(ra - rb)) == 1)


def tile_code(value: int, colour: str) -> str:
    return f"{value}{colour}"


def parse_tile(code) -> tuple[int, str] | None:
    if not isinstance(code, str) or len(code) < 2 or code[-1] not in COLOURS:
        return None
    value = parse_number(code[:-1])
    return (value, code[-1]) if value in VALUES else None


def tile_label(code: str) -> str:
    value, colour = parse_tile(code)
    return f"{value}{COLOURS[colour][0]}"


def tile_words(code: str) -> str:
    value, colour = parse_tile(code)
    return f"{value} {COLOURS[colour][1]}"


def board_graph(links) -> Graph:
    g = Graph(SQUARES)
    for link in links:
        a, b = link_ends(link)
        g.add_edge(link, a, b)
    return g


def ensembles(board: dict, links, new) -> list[dict]:
    """Every Ensemble holding at least one of the tiles just placed (`new`): tiles
    of « même valeur », or of « même couleur formant une suite », on squares joined
    by lines. A same-value Ensemble is a group of equal values joined line by line;
    a suite is a group of one colour joined line by line, each line between values
    that follow each other (3♦ – 4♦ – 5♦)."""
    g = board_graph(links)
    same_value, suite = [], []
    for link in links:
        a, b = link_ends(link)
        if a not in board or b not in board:
            continue
        (va, ca), (vb, cb) = parse_tile(board[a]), parse_tile(board[b])
        if va == vb:
            same_value.append(link)
        if ca == cb and abs(va - vb) == 1:
            suite.append(link)
    out = []
    for kind, chosen in (("valeur", same_value), ("suite", suite)):
        for group in g.components(chosen):
            if len(group) >= 2 and any(sq in new for sq in group):
                used = [l for l in chosen if link_ends(l)[0] in group]
                out.append({"sorte": kind, "cases": group, "lignes": used})
    return out


def turn_points(board: dict, links, new) -> dict:
    """« le joueur gagne 1 point par tuile faisant partie de son ou ses Ensemble(s), même si
    elles étaient déjà présentes sur le plateau. Une tuile ne peut rapporter qu'un point
    maximum » ; « Si ces Ensembles comprennent des tuiles situées sur des zones d'adversaires,
    ceux-ci marquent aussi 1 point par tuile sur leur zone. »"""
    found = ensembles(board, links, new)
    squares = sorted({sq for e in found for sq in e["cases"]})
    return {"vous": len(squares), "adversaire": sum(1 for sq in squares if ZONES[sq] == "adversaire"),
            "cases": squares, "ensembles": found}


def selection_problem(board: dict, new, tile: str) -> str | None:
    """« Il ne peut sélectionner que des tuiles de même valeur OU de même couleur »."""
    tiles = [parse_tile(board[sq]) for sq in new] + [parse_tile(tile)]
    if all(v == tiles[0][0] for v, _ in tiles) or all(c == tiles[0][1] for _, c in tiles):
        return None
    return ("les tuiles d'un tour sont toutes de même valeur OU toutes de même couleur : "
            f"{tile_label(tile)} ne va pas avec " + ", ".join(tile_label(board[sq]) for sq in new) + ".")


def single_suite_problem(board: dict, links, new) -> str | None:
    """« de même couleur qui formeront une unique suite une fois posées »: tiles of one colour
    (not all of one value) must end in a single suite."""
    tiles = [parse_tile(board[sq]) for sq in new]
    if len(new) < 2 or all(v == tiles[0][0] for v, _ in tiles):
        return None
    for e in ensembles(board, links, new):
        if e["sorte"] == "suite" and all(sq in e["cases"] for sq in new):
            return None
    return "les tuiles de même couleur posées dans un tour doivent former une unique suite, reliée par les lignes."
