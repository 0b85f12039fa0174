"""Piña Coladice bot « Barman »: it sees only its view (everything is public).

After each roll it weighs placing now against rolling again:
- the value of a coaster = its slot's points + its own neighbours (the page's
  scoring) + how much the pawn grows its open lines, a win for a 4th coaster
  in line, and blocking an opponent's line of three;
- for the six most valuable coasters it could aim at, it estimates with a short simulation (a
  fixed hold rule per combination, a seed drawn from the dice so the estimate
  is the same on every call for the same dice, remembered) the chance to make it with the
  rolls left, and aims at the best value × chance;
- it places when the best coaster now is worth at least that, otherwise it
  holds the dice its target needs (one toggle per move) and rolls again.
Happy Hour: it removes its least useful pawn, moves the leader's most useful
pawn to where it helps least (never completing a line), flips the coaster that
holds the most opponents' pawns.
"""

from __future__ import annotations

from ...bots import Bot
from ...dice import counts
from ...rng import Rng
from . import rules as R

G = R.GRID
SAMPLES = 16
AIMS = 6
"""Coasters the bot considers aiming at: the most valuable ones only."""


def hold_for(code: str, values: list[int]) -> list[bool]:
    """Which dice to keep when aiming at combination `code`."""
    c = counts(values)
    keep = [False] * len(values)

    def keep_values(wanted: dict) -> None:
        left = dict(wanted)
        for i, v in enumerate(values):
            if left.get(v, 0) > 0:
                keep[i] = True
                left[v] -= 1

    if code[0] == "b" and code[1:].isdigit():
        v = int(code[1:])
        keep_values({v: 5})
    elif code in ("brelan", "carre", "c5"):
        v = max(range(1, 7), key=lambda x: (c[x], x))
        keep_values({v: 5})
    elif code == "full":
        order = sorted(range(1, 7), key=lambda x: (c[x], x), reverse=True)
        want = {order[0]: 3}
        if c[order[1]] >= 2:
            want[order[1]] = 2
        keep_values(want)
    elif code == "2p":
        doubles = [v for v in range(6, 0, -1) if c[v] >= 2][:2]
        keep_values({v: 2 for v in doubles})
    elif code in ("ps", "gs"):
        size = 4 if code == "ps" else 5
        windows = [range(lo, lo + size) for lo in range(1, 8 - size)]
        best = max(windows, key=lambda w: (sum(1 for v in w if c[v]), -w[0]))
        keep_values({v: 1 for v in best})
    elif code == "s10":
        keep = [v <= 2 for v in values]
    elif code == "s25":
        keep = [v >= 5 for v in values]
    elif code == "pair":
        keep = [v % 2 == 0 for v in values]
    elif code == "impair":
        keep = [v % 2 == 1 for v in values]
    return keep


_CHANCES: dict = {}


def chance(code: str, values: list[int], rolls: int) -> float:
    """Estimated chance to make `code` within `rolls` more rolls: it depends
    only on the dice as a multiset, so it is computed once per (combination,
    dice, rolls) from a seed drawn from them, and remembered."""
    key = (code, tuple(sorted(values)), rolls)
    if key not in _CHANCES:
        seed = sum(v * 7 ** i for i, v in enumerate(key[1])) * 31 + rolls * 1_000_003 + sum(map(ord, code))
        _CHANCES[key] = _estimate(code, list(key[1]), rolls, Rng(seed))
    return _CHANCES[key]


def _estimate(code: str, values: list[int], rolls: int, rng: Rng) -> float:
    hits = 0
    for _ in range(SAMPLES):
        vals = list(values)
        for _ in range(rolls):
            keep = hold_for(code, vals)
            vals = [v if k else rng.below(6) + 1 for v, k in zip(vals, keep)]
            if R.combo_met(code, vals):
                hits += 1
                break
    return hits / SAMPLES


LINES_AT = [[line for line in R.LINES if sq in line] for sq in G.squares()]


def line_value(slots, sq: int, player: int) -> float:
    """How much a pawn of `player` on `sq` grows its open lines (1000: it
    completes one)."""
    score = 0.0
    for line in LINES_AT[sq]:
        mine = 0
        open_ = True
        for i in line:
            if i != sq:
                if player in slots[i]:
                    mine += 1
                elif None not in slots[i]:
                    open_ = False
        if mine == 3:
            return 1000.0
        if open_:
            score += (mine + 1) ** 2 / 4
    return score


def coaster_value(view, sq: int, player: int) -> float:
    slots = view["emplacements"]
    code = view["combinaisons"][sq]
    k = slots[sq].index(None)
    points = R.slot_points(code, view["joueurs"], sq)[k]
    lines = line_value(slots, sq, player)
    if lines >= 1000:
        return 1000.0
    value = points + R.adjacent_own(slots, sq, player) + lines
    if slots[sq].count(None) == 1:              # the coaster is full once taken
        for q in range(view["joueurs"]):
            if q != player:
                for line in LINES_AT[sq]:
                    if sum(1 for i in line if i != sq and q in slots[i]) == 3:
                        value += 40             # the last coaster of an opponent's line
    return value


class BarmanBot(Bot):
    label = "Barman"

    def choose(self, view, legal, rng):
        if view["phase"] == "hh":
            return self._happy(view, legal)
        me = view["joueur"]
        values = view["des"]
        slots = view["emplacements"]
        worth = {sq: coaster_value(view, sq, me) for sq in G.squares()
                 if None in slots[sq] and me not in slots[sq]}
        now = [(worth[G.parse(m[7:])], m) for m in legal if m.startswith("placer-")]
        best_now = max(now) if now else (0.0, "passer")
        left = 3 - view["lancers"]
        if "relancer" not in legal and not any(m.startswith(("garder", "lacher")) for m in legal):
            return best_now[1]
        if best_now[0] >= 1000:
            return best_now[1]
        aim, aim_value = None, 0.0
        best = sorted(worth, key=lambda q: (-worth[q], q))[:AIMS] if view["reserve"][me] else []
        for sq in best:
            code = view["combinaisons"][sq]
            v = worth[sq] * chance(code, values, left)
            if v > aim_value:
                aim, aim_value = code, v
        if aim is None or best_now[0] >= aim_value:
            return best_now[1]
        keep = hold_for(aim, values)
        for i, (want, have) in enumerate(zip(keep, view["gardes"])):
            if want != have:
                move = f"{'garder' if want else 'lacher'}-{i + 1}"
                if move in legal:
                    return move
        return "relancer" if "relancer" in legal else best_now[1]

    def _happy(self, view, legal):
        me = view["joueur"]
        slots = view["emplacements"]
        if legal[0].startswith("retirer-"):
            return min(legal, key=lambda m: (line_value(slots, G.parse(m[8:]), me)
                                             + R.adjacent_own(slots, G.parse(m[8:]), me), m))
        if legal[0].startswith("prendre-"):
            points = view["points"]

            def harm(m):
                sq, owner = G.parse(m[8:10]), int(m[11:]) - 1
                return (points[owner] + 3 * line_value(slots, sq, owner), m)
            return max(legal, key=harm)
        if legal[0].startswith("vers-"):
            origin, owner = view["choisi"]
            trial = [list(s) for s in slots]
            trial[origin][trial[origin].index(owner)] = None

            def gain(m):
                sq = G.parse(m[5:])
                t = [list(s) for s in trial]
                t[sq][t[sq].index(None)] = owner
                return (1000 if R.has_line(t, owner) else 0) + line_value(trial, sq, owner), m
            return min(legal, key=gain)
        # flip a coaster: most opponents' pawns, none of mine
        def hit(m):
            sq = G.parse(m[10:])
            others = sum(1 for o in slots[sq] if o is not None and o != me)
            return (others * 3 - (5 if me in slots[sq] else 0), m)
        return max(legal, key=hit)
