"""Dragonarium's bot « Malin »: greedy on the page's count, from its own seat's view only.

It takes the river tile and the place that raise its count the most (« Décompte final »: each
element's largest domain × its highest tile, 3 points a royal dragon), a hatched dragon counting as
the points it brings once placed at its best, an egg laid as a little promise, pillars won as a
little stock; it puts each dragon where the count gains most; it sends the assistant with the colour
whose gems complete the most eggs (then lay the most gems), and lays each gem where it completes an
egg first.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

EGG = 0.6          # an egg laid: gems may hatch it later
PILLAR = 0.4       # a pillar in stock lets a later tile climb
HATCH = 1.5        # a dragon still to place, beyond what the count sees
FILL = 2.0         # a gem that completes an egg
GEM = 0.3          # any other gem


def count(board, royal) -> int:
    return R.score(R.BOARD, board, royal)["total"]


def best_dragon(board, laid, colour, royal):
    """(points after, square) of the best place for a dragon of `colour`."""
    best = None
    for i in R.dragon_places(board, laid):
        board[i]["d"] = colour
        value = count(board, royal)
        board[i]["d"] = None
        if best is None or value > best[0]:
            best = (value, i)
    return best


def tile_value(board, tile, i, o, royal, base) -> float:
    after, hatched, won, _, need = R.lay(board, tile, i, o)
    value = count(after, royal) - base
    value += EGG * sum(1 for k in (i, R.second_square(i, o)) if after[k]["o"])
    value += PILLAR * (won - need) + HATCH * len(hatched)
    for colour in hatched:
        found = best_dragon(after, (i, R.second_square(i, o)), colour, royal)
        if found:
            value += found[0] - count(after, royal)
    return value


def best_place(board, tile, pillars, royal):
    base = count(board, royal)
    best = None
    for i, o, _, _ in R.placements(board, pillars):
        v = tile_value(board, tile, i, o, royal, base)
        if best is None or v > best[0]:
            best = (v, i, o)
    return best


def gem_value(cell, colour) -> float:
    return FILL if R.free_slots(cell) == 1 else GEM


def walk_value(board, place, colour) -> float:
    """What the assistant's walk with `colour` brings: eggs completed, gems laid."""
    trial = [dict(c, g=list(c["g"])) for c in board]
    value = 0.0
    for _ in range(R.largest_domain(board, colour)):
        place = (place + 1) % R.TRACK
        choices = R.gem_places(trial, colour, R.track_line(place))
        if choices:
            k = max(choices, key=lambda j: gem_value(trial[j], colour))
            value += gem_value(trial[k], colour)
            trial[k]["g"].append(colour)
    return value


class MalinBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        me = view["joueur"]
        board = view["plateaux"][me]
        royal = view["royal"]
        phase = view["phase"]
        if phase == "choix":
            best = None
            for move in legal:
                k = int(move.split("-")[1]) - 1
                found = best_place(board, view["riviere"][k], view["piliers"][me], royal)
                v = found[0] if found else 0.0
                if best is None or v > best[0]:
                    best = (v, move)
            return best[1]
        if phase == "pose":
            found = best_place(board, view["main"], view["piliers"][me], royal)
            move = f"poser-{R.BOARD.name(found[1])}-{found[2]}"
            return move if move in legal else legal[0]
        if phase == "dragon":
            found = best_dragon([dict(c) for c in board], view["posees"], view["eclosions"][0], royal)
            move = f"dragon-{R.BOARD.name(found[1])}"
            return move if move in legal else legal[0]
        if phase == "assistant":
            place = view["assistants"][me]
            return max(legal, key=lambda m: walk_value(board, place, m.split("-")[1]))
        if phase == "gemme":
            def gem(move):
                _, colour, sq = move.split("-")
                return gem_value(board[R.BOARD.parse(sq)], colour)
            return max(legal, key=gem)
        colour = view["couleur"]
        return max(legal, key=lambda m: gem_value(board[R.BOARD.parse(m.split("-")[1])], colour))
