"""Kingdomino bots. "malin" sees only its view (the kingdoms, the lines, the kings).

Greedy on the page's scoring: it lays each domino where its domains gain the most points
(« son NOMBRE DE CASES multiplié par le NOMBRE DE COURONNES »), preferring, among equals, squares
next to the same landscape (room for the crowns to come), no walled-in empty square (a kingdom
left with a hole cannot be « complet »), and, under « Empire du milieu », a castle kept in the
middle. It puts its king on the free domino of the new line that would gain it the most, the
earlier in the line the better (« le 1er domino de la ligne » plays first next turn).
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as K


def _window_after(box, n: int, size: int, cells):
    r0, r1, c0, c1 = box
    for r, c, _ in cells:
        r0, r1, c0, c1 = min(r0, r), max(r1, r), min(c0, c), max(c1, c)
    return (max(0, r1 - (n - 1)), min(size - 1, r0 + (n - 1)),
            max(0, c1 - (n - 1)), min(size - 1, c0 + (n - 1))), (r0, r1, c0, c1)


def placement_value(board, n: int, cells, rules: dict, box=None) -> float:
    """Points gained now, plus the small preferences that keep the kingdom worth more later."""
    value = float(K.placement_gain(board, cells))
    own = {(r, c) for r, c, _ in cells}
    size = len(board)
    (w0, w1, v0, v1), (r0, r1, c0, c1) = _window_after(box or K.bounding_box(board), n, size, cells)
    for r, c, code in cells:
        for dr, dc in K.NEIGHBOURS:
            y, x = r + dr, c + dc
            if not (0 <= y < size and 0 <= x < size) or (y, x) in own:
                continue
            other = board[y][x]
            if other:
                if other[0] == code[0]:
                    value += 0.3
                continue
            if not (w0 <= y <= w1 and v0 <= x <= v1):
                continue
            # An empty square next to the domino with no empty neighbour left: a hole for good.
            free = 0
            for ey, ex in K.NEIGHBOURS:
                yy, xx = y + ey, x + ex
                if (w0 <= yy <= w1 and v0 <= xx <= v1 and (yy, xx) not in own and not board[yy][xx]):
                    free += 1
            if free == 0:
                value -= 6.0 if rules.get("harmonie") else 1.0
    if rules.get("empire"):
        centre = size // 2
        value -= 0.5 * (abs((centre - r0) - (r1 - centre)) + abs((centre - c0) - (c1 - centre)))
    return value


def best_placement(board, n: int, d: int, rules: dict):
    """(value, row, col, direction) of the best placement of domino `d`, or None if it fits nowhere."""
    best = None
    box = K.bounding_box(board)
    for r, c, s in K.legal_placements(board, n, d):
        v = placement_value(board, n, K.domino_cells(d, r, c, s), rules, box)
        if best is None or v > best[0]:
            best = (v, r, c, s)
    return best


class KingdominoBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        me = view["joueur"]
        kd = view["royaumes"][me]
        board, n, rules = kd["cases"], view["taille"], view["regles"]
        if view["phase"] == "pose":
            best = best_placement(board, n, view["en_main"], rules)
            if best is None:
                return "defausser"
            _, r, c, s = best
            move = f"poser-{r + 1}-{c + 1}" if s == kd["sens"] else f"sens-{s}"
            return move if move in legal else legal[0]
        choices = []
        for k, (d, king) in enumerate(view["nouvelle"]):
            if king is not None or f"prendre-{d}" not in legal:
                continue
            best = best_placement(board, n, d, rules)
            value = best[0] if best is not None else -3.0
            choices.append((value - 0.25 * k, -k, f"prendre-{d}"))
        return max(choices)[2] if choices else legal[0]
