"""A Kingdomino kingdom: its squares, the connection rules, and its score.

Everything here follows the rule page (Gamehelpkingdomino), quoted below.

Board. "Tous vos dominos doivent tenir dans un espace de 5x5 cases" (7x7 for
"Le Grand Duel"). The kingdom is not drawn on a fixed 5x5 grid: the castle
("tuile de départ") is placed first and the kingdom may grow in any direction
as long as it fits in 5x5. So a kingdom lives on a (2n-1) x (2n-1) board with
the castle in its centre cell, and every square must stay within an n x n
window: the bounding box of the castle and of every square is at most n x n.

A cell is a short string: "" (empty), "C" (the castle), or a terrain letter
followed by its crowns, e.g. "F2" (a forest square with two crowns).
"""

from __future__ import annotations

# Terrain letter -> (move id, French name, plural name, colour for the view).
# The page names "Champs de blé, lacs, montagnes"; the Tips page says
# "champs", "forêts", "lacs", "pâturages", "marais", "mines".
TERRAINS = {
    "B": ("champ", "champ de blé", "champs de blé", "#e9c440"),
    "F": ("foret", "forêt", "forêts", "#2f7d32"),
    "L": ("lac", "lac", "lacs", "#2b7bd6"),
    "P": ("paturage", "pâturage", "pâturages", "#9bcf5a"),
    "M": ("marais", "marais", "marais", "#8c8462"),
    "R": ("mine", "mine", "mines", "#6b4a3a"),
}
CASTLE = "C"
CASTLE_COLOUR = "#b0b0b0"
TERRAIN_BY_ID = {v[0]: k for k, v in TERRAINS.items()}
MAX_CROWNS = 3
LINE_SIZE = 4
"""« Sélectionner un nouveau domino dans la nouvelle ligne »: a line of 4 dominoes face up, by
increasing number, « le 1er domino de la ligne (le plus haut) » being the smallest (a reading: the
page names the line but not its size; 4 is the game's line at 3 and 4 players)."""

# The 48 dominoes of the box, by number (the number printed on the back; the
# higher the number, the more the domino is worth in the draft). Each domino
# is "first half, second half", a half being terrain letter + crowns. The rule
# page does not list them; the Tips page's figures all hold for this list
# (checked by the tests): half of the dominoes hold a field, 4 lumber camps
# ("scieries") have a field as second square, 4 fishermen's huts are next to a
# forest, fields have 5 crowns, mines 10, the other terrains 6 each; 22 forest
# squares, 18 lakes, 14 pastures, 10 marshes; 13 to 18 are mixed, crownless.
DOMINOES = {
    1: ("B0", "B0"), 2: ("B0", "B0"), 3: ("F0", "F0"), 4: ("F0", "F0"),
    5: ("F0", "F0"), 6: ("F0", "F0"), 7: ("L0", "L0"), 8: ("L0", "L0"),
    9: ("L0", "L0"), 10: ("P0", "P0"), 11: ("P0", "P0"), 12: ("M0", "M0"),
    13: ("B0", "F0"), 14: ("B0", "L0"), 15: ("B0", "P0"), 16: ("B0", "M0"),
    17: ("F0", "L0"), 18: ("F0", "P0"), 19: ("B1", "F0"), 20: ("B1", "L0"),
    21: ("B1", "P0"), 22: ("B1", "M0"), 23: ("B1", "R0"), 24: ("F1", "B0"),
    25: ("F1", "B0"), 26: ("F1", "B0"), 27: ("F1", "B0"), 28: ("F1", "L0"),
    29: ("F1", "P0"), 30: ("L1", "B0"), 31: ("L1", "B0"), 32: ("L1", "F0"),
    33: ("L1", "F0"), 34: ("L1", "F0"), 35: ("L1", "F0"), 36: ("B0", "P1"),
    37: ("L0", "P1"), 38: ("B0", "M1"), 39: ("P0", "M1"), 40: ("R1", "B0"),
    41: ("B0", "P2"), 42: ("L0", "P2"), 43: ("B0", "M2"), 44: ("P0", "M2"),
    45: ("R2", "B0"), 46: ("M0", "R2"), 47: ("M0", "R2"), 48: ("B0", "R3"),
}

# Direction of the second half from the first one.
DIRECTIONS = {"d": (0, 1), "b": (1, 0), "g": (0, -1), "h": (-1, 0)}
DIRECTION_NAMES = {"d": "à droite", "b": "en bas", "g": "à gauche", "h": "en haut"}
NEIGHBOURS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def board_size(n: int) -> int:
    return 2 * n - 1


def empty_board(n: int) -> list[list[str]]:
    size = board_size(n)
    board = [[""] * size for _ in range(size)]
    board[n - 1][n - 1] = CASTLE
    return board


def terrain_name(code: str) -> str:
    return "château" if code == CASTLE else TERRAINS[code[0]][1]


def plural(k: int, word: str) -> str:
    """'0 point', '1 case', '3 couronnes' (French: plural from 2)."""
    return f"{k} {word}" + ("s" if k > 1 else "")


def crowns_text(k: int) -> str:
    if k == 0:
        return "sans couronne"
    return f"{k} couronne" + ("s" if k > 1 else "")


def square_text(code: str) -> str:
    """'forêt à 2 couronnes', 'lac', 'château', 'case vide'."""
    if not code:
        return "case vide"
    if code == CASTLE:
        return "château"
    k = int(code[1:])
    name = terrain_name(code)
    return name if k == 0 else f"{name} à {crowns_text(k)}"


def domino_text(number: int) -> str:
    a, b = DOMINOES[number]
    return f"domino n° {number} ({square_text(a)} | {square_text(b)})"


def where(r: int, c: int) -> str:
    return f"ligne {r + 1}, colonne {c + 1}"


def parse_square(token) -> tuple[str | None, str]:
    """A square written as in a `position`: "F2", "p", "C", "." -> (code, error).

    Returns the cell code ("" for empty) and an empty error, or (None, reason)."""
    if not isinstance(token, str) or not token:
        return None, "une case vide est attendue sous la forme « . »"
    t = token.strip()
    if t == ".":
        return "", ""
    if t.upper() == CASTLE:
        return CASTLE, ""
    letter = t[0].upper()
    if letter not in TERRAINS:
        letters = ", ".join(f"{k} ({v[1]})" for k, v in TERRAINS.items())
        return None, (f"« {token} » n'est pas une case : la première lettre doit être un paysage "
                      f"({letters}), « C » pour le château ou « . » pour une case vide")
    rest = t[1:] or "0"
    if not rest.isdigit() or len(rest) > 1:
        return None, f"« {token} » : après la lettre du paysage, un nombre de couronnes de 0 à {MAX_CROWNS} est attendu"
    crowns = int(rest)
    if crowns > MAX_CROWNS:
        return None, f"« {token} » : au plus {MAX_CROWNS} couronnes sur une case (aucun domino n'en porte plus)"
    return f"{letter}{crowns}", ""


# --- geometry ---------------------------------------------------------------

def bounding_box(board, extra=(), box=None) -> tuple[int, int, int, int]:
    """(min row, max row, min col, max col) of every non-empty cell (or of the
    precomputed `box`), plus the cells in `extra` (positions about to be filled)."""
    if box is None:
        rows, cols = [], []
        for r, line in enumerate(board):
            for c, code in enumerate(line):
                if code:
                    rows.append(r)
                    cols.append(c)
        box = (min(rows), max(rows), min(cols), max(cols))
    r0, r1, c0, c1 = box
    for r, c in extra:
        r0, r1, c0, c1 = min(r0, r), max(r1, r), min(c0, c), max(c1, c)
    return r0, r1, c0, c1


def fits(board, n: int, extra=(), box=None) -> tuple[int, int]:
    """Height and width of the kingdom once `extra` cells are filled."""
    r0, r1, c0, c1 = bounding_box(board, extra, box)
    return r1 - r0 + 1, c1 - c0 + 1


def size_problem(board, n: int, extra, box=None) -> str | None:
    h, w = fits(board, n, extra, box)
    if h <= n and w <= n:
        return None
    what = []
    if w > n:
        what.append(f"{w} colonnes")
    if h > n:
        what.append(f"{h} lignes")
    return (f"« Tous vos dominos doivent tenir dans un espace de {n}x{n} cases » : "
            f"ainsi, le royaume s'étendrait sur {' et '.join(what)}.")


def window(board, n: int) -> tuple[int, int, int, int]:
    """Rows and columns where a square may still go (inclusive bounds)."""
    size = len(board)
    r0, r1, c0, c1 = bounding_box(board)
    return (max(0, r1 - (n - 1)), min(size - 1, r0 + (n - 1)),
            max(0, c1 - (n - 1)), min(size - 1, c0 + (n - 1)))


# --- connection rules (domino by domino) ------------------------------------

def domino_cells(number: int, r: int, c: int, direction: str) -> list[list]:
    """[[row, col, code], [row, col, code]] of a domino laid with its first
    half on (r, c) and its second half in `direction`."""
    dr, dc = DIRECTIONS[direction]
    a, b = DOMINOES[number]
    return [[r, c, a], [r + dr, c + dc, b]]


def placement_problem(board, n: int, cells, box=None) -> str | None:
    """Why these two squares may not be laid (a French sentence), or None.

    "Pour pouvoir poser son domino, le joueur doit : soit le connecter à sa
    tuile de départ (...), soit le connecter à un autre domino en faisant
    correspondre au minimum 1 paysage (horizontalement ou verticalement
    uniquement)." And "Tous vos dominos doivent tenir dans un espace de 5x5
    cases"."""
    size = len(board)
    for r, c, _ in cells:
        if not (0 <= r < size and 0 <= c < size):
            return f"le domino sortirait de la zone de jeu ({n}x{n} cases autour du château au plus)."
    for r, c, _ in cells:
        if board[r][c]:
            return f"la case {where(r, c)} est déjà occupée ({square_text(board[r][c])})."
    touches_castle = False
    touches_any = False
    matches = False
    own = {(r, c) for r, c, _ in cells}
    for r, c, code in cells:
        for dr, dc in NEIGHBOURS:
            rr, cc = r + dr, c + dc
            if (rr, cc) in own or not (0 <= rr < size and 0 <= cc < size):
                continue
            other = board[rr][cc]
            if not other:
                continue
            touches_any = True
            if other == CASTLE:
                touches_castle = True
            elif other[0] == code[0]:
                matches = True
    if not (touches_castle or matches):
        if not touches_any:
            return ("le domino doit être connecté au royaume : il ne touche ni la tuile de départ "
                    "ni aucun autre domino (horizontalement ou verticalement).")
        return ("le domino doit soit toucher la tuile de départ, soit toucher un autre domino en "
                "faisant correspondre au minimum 1 paysage : ici, aucune case voisine n'a le même paysage.")
    return size_problem(board, n, [(r, c) for r, c, _ in cells], box)


def legal_placements(board, n: int, number: int) -> list[tuple[int, int, str]]:
    """Every (row, col, direction) where domino `number` may be laid, in
    reading order. Only dominoes with a half next to a non-empty square can
    connect, so only those are examined. The answer depends on the squares
    only, so the last ones are kept (a turn asks it several times: the legal
    moves, the move played, the bots' look-ahead)."""
    key = (tuple("".join(f"{code:2}" for code in line) for line in board), n, number)
    found = _PLACEMENTS.get(key)
    if found is None:
        if len(_PLACEMENTS) > 256:
            _PLACEMENTS.clear()
        found = _PLACEMENTS[key] = tuple(_legal_placements(board, n, number))
    return list(found)


_PLACEMENTS: dict = {}


def _legal_placements(board, n: int, number: int) -> list[tuple[int, int, str]]:
    size = len(board)
    box = bounding_box(board)
    near = set()
    for r in range(size):
        for c in range(size):
            if board[r][c]:
                continue
            for dr, dc in NEIGHBOURS:
                rr, cc = r + dr, c + dc
                if 0 <= rr < size and 0 <= cc < size and board[rr][cc]:
                    near.add((r, c))
                    break
    candidates = set()
    order = list(DIRECTIONS)
    for r, c in near:
        for i, (dr, dc) in enumerate(DIRECTIONS.values()):
            candidates.add((r, c, i))                  # first half next to the kingdom
            candidates.add((r - dr, c - dc, i))        # second half next to the kingdom
    r0, r1, c0, c1 = window(board, n)
    deltas = list(DIRECTIONS.values())
    out = []
    for r, c, i in sorted(candidates):
        dr, dc = deltas[i]
        r2, c2 = r + dr, c + dc
        # Cheap filters first: both halves inside the window, on empty squares.
        if not (r0 <= r <= r1 and c0 <= c <= c1 and r0 <= r2 <= r1 and c0 <= c2 <= c1):
            continue
        if board[r][c] or board[r2][c2]:
            continue
        d = order[i]
        cells = domino_cells(number, r, c, d)
        if placement_problem(board, n, cells, box) is None:
            out.append((r, c, d))
    return out


# --- scoring ----------------------------------------------------------------

def domains(board) -> list[dict]:
    """"Un royaume est constitué de différents DOMAINES (groupe de cases
    connectées horizontalement ou verticalement du même type de paysage)."

    Each domain: terrain letter, squares, crowns, points, cells (sorted),
    listed by points, then size, then position."""
    size = len(board)
    seen = [[False] * size for _ in range(size)]
    found = []
    for r in range(size):
        for c in range(size):
            code = board[r][c]
            if not code or code == CASTLE or seen[r][c]:
                continue
            terrain = code[0]
            stack = [(r, c)]
            seen[r][c] = True
            cells = []
            crowns = 0
            while stack:
                y, x = stack.pop()
                cells.append([y, x])
                crowns += int(board[y][x][1:])
                for dy, dx in NEIGHBOURS:
                    yy, xx = y + dy, x + dx
                    if 0 <= yy < size and 0 <= xx < size and not seen[yy][xx]:
                        other = board[yy][xx]
                        if other and other != CASTLE and other[0] == terrain:
                            seen[yy][xx] = True
                            stack.append((yy, xx))
            cells.sort()
            # "Chaque domaine rapporte autant de points de prestige que son NOMBRE
            # DE CASES multiplié par le NOMBRE DE COURONNES présentes sur le domaine."
            found.append({"terrain": terrain, "cases": len(cells), "couronnes": crowns,
                          "points": len(cells) * crowns, "cellules": cells})
    found.sort(key=lambda d: (-d["points"], -d["cases"], d["cellules"][0]))
    return found


def castle_centred(board) -> bool:
    """Middle Kingdom reading: the castle is at the centre of the kingdom's
    extent (as many rows above it as below, as many columns left as right)."""
    r0, r1, c0, c1 = bounding_box(board)
    centre = len(board) // 2
    return centre - r0 == r1 - centre and centre - c0 == c1 - centre


def summary(board, n: int, discarded: int, middle_kingdom: bool, harmony: bool) -> dict:
    """The kingdom's score, domain by domain, with the optional bonuses."""
    doms = domains(board)
    filled = sum(1 for line in board for code in line if code)
    h, w = fits(board, n)
    complete = filled == n * n
    centred = castle_centred(board)
    bonus_middle = 10 if middle_kingdom and centred else 0
    # "Marquez 5 points de bonus si votre royaume est complet (aucun domino défaussé)."
    harmonious = complete and discarded == 0
    bonus_harmony = 5 if harmony and harmonious else 0
    base = sum(d["points"] for d in doms)
    return {
        "domaines": doms,
        "points_domaines": base,
        "centre": centred,
        "complet": complete,
        "harmonie": harmonious,
        "bonus_empire": bonus_middle,
        "bonus_harmonie": bonus_harmony,
        "total": base + bonus_middle + bonus_harmony,
        "plus_grand_domaine": max((d["cases"] for d in doms), default=0),
        "couronnes": sum(d["couronnes"] for d in doms),
        "cases": filled,
        "hauteur": h,
        "largeur": w,
        "defausses": discarded,
    }


def compare(summaries: list[dict]) -> tuple[list[int], str]:
    """Winners (indices) and the French reason, by the page's tie-breaks:
    highest score, then "le domaine le plus étendu (peu importe que ce domaine
    possède des couronnes ou pas)", then "le plus de couronnes", else "ils
    remportent tous la victoire"."""
    if len(summaries) < 2:
        return list(range(len(summaries))), ""

    def names(idx):
        """'le royaume 2' or 'les royaumes 1 et 3'."""
        nums = [str(i + 1) for i in idx]
        if len(nums) == 1:
            return f"le royaume {nums[0]}"
        return "les royaumes " + ", ".join(nums[:-1]) + " et " + nums[-1]

    def runner_up(values, best):
        rest = [v for v in values if v != best]
        return max(rest) if rest else best

    everyone = list(range(len(summaries)))
    totals = [s["total"] for s in summaries]
    best = max(totals)
    tied = [i for i in everyone if totals[i] == best]
    if len(tied) == 1:
        return tied, (f"Victoire pour {names(tied)} : le plus haut score "
                      f"({plural(best, 'point')} contre {runner_up(totals, best)}).")
    text = f"Égalité à {plural(best, 'point')} entre {names(tied)}"
    largest = [summaries[i]["plus_grand_domaine"] for i in tied]
    top = max(largest)
    tied2 = [i for i in tied if summaries[i]["plus_grand_domaine"] == top]
    if len(tied2) == 1:
        return tied2, (f"{text} : victoire pour {names(tied2)}, qui a le domaine le plus étendu "
                       f"({plural(top, 'case')} contre {runner_up(largest, top)}), couronnes ou pas.")
    text += f", puis au domaine le plus étendu ({plural(top, 'case')})"
    if tied2 != tied:
        text += f" entre {names(tied2)}"
    crowns = [summaries[i]["couronnes"] for i in tied2]
    topc = max(crowns)
    tied3 = [i for i in tied2 if summaries[i]["couronnes"] == topc]
    if len(tied3) == 1:
        return tied3, (f"{text} : victoire pour {names(tied3)}, qui a le plus de couronnes "
                       f"({topc} contre {runner_up(crowns, topc)}).")
    return tied3, (f"{text}, puis aux couronnes ({topc}) : {names(tied3)} "
                   f"remportent tous la victoire.")


# --- the whole game: the box, the lines and the kings -------------------------

KING_COLOURS = ["rose", "jaune", "vert", "bleu"]
"""Each lord's kings, by seat (the box's four colours; also the view's palette keys)."""

def kings_of(players: int) -> list[int]:
    """The kings, by owner. « L'ordre du tour de jeu est déterminé par la position des rois sur la
    ligne de dominos » : at 2 players each lord plays two kings (a reading: the page does not say
    how many kings a lord has; it is the box's rule, so that a line of 4 is shared)."""
    return [p for p in range(players) for _ in range(2 if players == 2 else 1)]


def line_size(players: int) -> int:
    """Dominoes in a line: one per king (3 at 3 players, 4 otherwise)."""
    return len(kings_of(players))


def box_size(players: int, grand_duel: bool) -> int:
    """Dominoes played: 12 per kingdom of 5x5 (« un domino est constitué de 2 cases »: 24 squares
    around the castle), « LA TOTALITÉ des dominos » (48) for « Le Grand Duel »."""
    if grand_duel:
        return len(DOMINOES)
    return 12 * players


def placement_gain(board, cells) -> int:
    """Points the domains gain when `cells` ([row, col, code]...) are laid: only the domains
    touching the new squares change, so only they are counted (the bots try every placement)."""
    size = len(board)
    terrains = {code[0] for _, _, code in cells}

    def area(board, starts, terrain):
        seen = set()
        total = 0
        for start in starts:
            if start in seen:
                continue
            stack = [start]
            seen.add(start)
            squares = crowns = 0
            while stack:
                y, x = stack.pop()
                squares += 1
                crowns += int(board[y][x][1:])
                for dy, dx in NEIGHBOURS:
                    yy, xx = y + dy, x + dx
                    if 0 <= yy < size and 0 <= xx < size and (yy, xx) not in seen:
                        other = board[yy][xx]
                        if other and other[0] == terrain and other != CASTLE:
                            seen.add((yy, xx))
                            stack.append((yy, xx))
            total += squares * crowns
        return total

    before = after = 0
    for terrain in terrains:
        near = []
        for r, c, code in cells:
            for dy, dx in NEIGHBOURS:
                yy, xx = r + dy, c + dx
                if 0 <= yy < size and 0 <= xx < size:
                    other = board[yy][xx]
                    if other and other != CASTLE and other[0] == terrain:
                        near.append((yy, xx))
        before += area(board, near, terrain)
    saved = [(r, c, board[r][c]) for r, c, _ in cells]
    for r, c, code in cells:
        board[r][c] = code
    try:
        for terrain in terrains:
            after += area(board, [(r, c) for r, c, code in cells if code[0] == terrain], terrain)
    finally:
        for r, c, old in saved:
            board[r][c] = old
    return after - before
