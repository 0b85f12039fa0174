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
HATCH = 1.5        # a dragon to place: a square more in a domain, and more
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


def colour_points(board, colour) -> int:
    found = R.best_domain(R.BOARD, board, colour)
    return found[1] if found else 0


def tile_value(board, tile, i, o, scoring, base, specs=None, placed=None) -> float:
    """What laying `tile` here brings: the count's change (only the colours it touches are counted
    again), eggs laid, pillars won less pillars used, dragons hatched (3 more for a royal one).
    The same as counting on `R.lay`'s copy, but the two squares are changed in place and put back
    (`specs`, `placed`: the tile's squares and the placement's (level, pillars), when known)."""
    j = R.second_square(i, o)
    level, need = placed or R.placement(board, i, o)[:2]
    old = board[i], board[j]
    hatched, won = [], 0
    for k, spec in zip((i, j), specs or R.tile_squares(tile)):
        below = board[k]
        if below["t"]:
            if R.full_egg(below):
                hatched.append(below["t"])
            won += below["p"]
        board[k] = {"t": spec["t"], "h": level, "d": None, "o": spec["o"], "g": [], "p": spec["p"]}
    try:
        touched = {board[i]["t"], board[j]["t"], old[0]["t"], old[1]["t"]} & set(scoring)
        value = sum(colour_points(board, c) - base[c] for c in touched)
        value += EGG * (board[i]["o"] + board[j]["o"])
    finally:
        board[i], board[j] = old
    value += PILLAR * (won - need)
    value += sum(HATCH + (R.ROYAL_DRAGON if c == "royal" else 1) for c in hatched)
    return value


_PLACES: dict = {}
"""best_place's answers by position (a cache: the same answer, computed once; a search asks again and
again for the tile chosen in the river, then placed)."""


def best_place(board, tile, pillars, royal):
    key = (tile, pillars, royal, tuple((c["t"], c["h"], c["d"], c["o"], len(c["g"]), c["p"]) for c in board))
    found = _PLACES.get(key)
    if found is None:
        if len(_PLACES) > 1000:   # a few megabytes at most
            _PLACES.clear()
        found = _PLACES[key] = (_best_place(board, tile, pillars, royal),)
    return found[0]


def _best_place(board, tile, pillars, royal):
    scoring = R.COLOURS if royal else R.ELEMENTS
    base = {c: colour_points(board, c) for c in scoring}
    specs = R.tile_squares(tile)
    best = None
    for i, o, level, need in R.placements(board, pillars):
        v = tile_value(board, tile, i, o, scoring, base, specs, (level, need))
        if best is None or v > best[0]:
            best = (v, i, o)
    return best


def best_tiles(view, legal, k):
    """The river moves of the `k` tiles Malin values most (a tile twice in the river: its first
    place only), best first."""
    me = view["joueur"]
    board, seen = view["plateaux"][me], {}
    for move in legal:
        tile = view["riviere"][int(move.split("-")[1]) - 1]
        if tile not in seen:
            found = best_place(board, tile, view["piliers"][me], view["royal"])
            seen[tile] = (found[0] if found else 0.0, move)
    return [m for _v, m in sorted(seen.values(), key=lambda vm: -vm[0])[:k]]


def best_places(view, legal, k):
    """The `k` places where Malin's count values the tile in hand most, best first."""
    me = view["joueur"]
    board, tile, royal = view["plateaux"][me], view["main"], view["royal"]
    scoring = R.COLOURS if royal else R.ELEMENTS
    base = {c: colour_points(board, c) for c in scoring}
    specs = R.tile_squares(tile)
    ranked = sorted(((tile_value(board, tile, i, o, scoring, base, specs, (level, need)), f"poser-{R.BOARD.name(i)}-{o}")
                     for i, o, level, need in R.placements(board, view["piliers"][me])), key=lambda vm: -vm[0])
    return [m for _v, m in ranked if m in legal][:k]


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
            best, seen = None, {}
            for move in legal:
                tile = view["riviere"][int(move.split("-")[1]) - 1]
                if tile not in seen:
                    found = best_place(board, tile, view["piliers"][me], royal)
                    seen[tile] = found[0] if found else 0.0
                if best is None or seen[tile] > best[0]:
                    best = (seen[tile], move)
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
