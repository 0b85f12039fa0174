"""Piña Coladice bots: « Fort » (an exact search over the dice) and « Barman ».

Both see only their view (everything is public; only the future dice are unknown).

« Barman »:
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

« Fort »: an exact expectimax over the dice, a search.
Everything on the table is public; only the future dice are unknown, and their
laws are exact: the bot searches the whole tree of the rolls left in its turn
instead of sampling it, from its seat's view only.

- A node is the five dice as a sorted multiset (252 of them) with the rolls
  left; a hold is a distinct sub-multiset of the dice (the full hold excluded:
  a roll throws at least one die); the outcomes of the rerolled dice come with
  their exact multinomial probabilities.
- A leaf (no roll left, or placing now) is worth the best coaster the dice
  make for the seat, valued as « barman » values it (slot points, own
  neighbours, open lines, a completed line, blocking an opponent's line), and
  0 if the dice make none (the turn passes).
- Values are backed up the tree: V0(d) = best coaster now; E_r(h) = the mean of
  V_r over the outcomes of the dice a hold h rerolls; V_{r+1}(d) = max(V0(d),
  max over holds h of d of E_r(h)). The tables are computed once per turn
  (keyed on the coasters' values, which do not change within a turn) and
  remembered, so the toggles of a hold (one die per move, as the game's moves
  are) read the same tables.
- The move: place when V0 is at least the best hold's mean, else toggle one die
  towards that hold, then roll. Ties are broken in a fixed order: the same
  view always gets the same move (share links replay moves).

Happy Hour choices are « barman »'s.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from math import factorial, fsum

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


# --- « Fort »: the exact expectimax over the dice -------------------------------------

FACES = range(1, 7)


def _multisets(k: int) -> list[tuple[int, ...]]:
    return list(combinations_with_replacement(FACES, k))


def _probability(outcome: tuple[int, ...]) -> float:
    """The chance that len(outcome) fair dice show exactly this multiset."""
    ways = factorial(len(outcome))
    for v in set(outcome):
        ways //= factorial(outcome.count(v))
    return ways / 6 ** len(outcome)


class DiceLaws:
    """The exact laws of the five dice, built once on first use (about 50 ms in CPython: not at import)."""

    def __init__(self):
        self.dice = _multisets(R.DICE)
        self.index = {d: i for i, d in enumerate(self.dice)}
        self.kept = [h for k in range(R.DICE) for h in _multisets(k)]
        """Every hold that rerolls at least one die (0 to 4 dice kept), as a sorted multiset."""
        self.kept_index = {h: i for i, h in enumerate(self.kept)}
        self.outcomes = [[(self.index[tuple(sorted(h + o))], _probability(o)) for o in _multisets(R.DICE - len(h))]
                         for h in self.kept]
        """For each hold: (the dice after the roll, its exact probability) for every outcome of the rerolled dice."""
        self.holds = [self._sub_multisets(d) for d in self.dice]
        """For each of the 252 dice multisets, the holds it allows (indexes into `kept`, in a fixed order)."""
        self.met = [R.combos_met(d) for d in self.dice]

    def _sub_multisets(self, d: tuple[int, ...]) -> list[int]:
        subs = {tuple(v for i, v in enumerate(d) if mask >> i & 1)
                for mask in range(2 ** len(d) - 1)}     # the full hold is not a roll
        return sorted(self.kept_index[s] for s in subs)

    def expectations(self, values: list[float]) -> list[float]:
        """E(h) for every hold h: the exact mean of `values` (one per dice multiset) after the roll."""
        # fsum, correctly rounded: the built-in sum of floats rounds differently from Python 3.12 on
        # (Pyodide) than in 3.11, and a tie between two holds then went another way there
        return [fsum(p * values[j] for j, p in out) for out in self.outcomes]

    def back_up(self, leaf: list[float], means: list[float]) -> list[float]:
        """V(d) = max(placing now, the best hold's mean) for every dice multiset."""
        return [max(leaf[i], max(means[h] for h in self.holds[i])) for i in range(len(self.dice))]


_LAWS: list = []


def laws() -> DiceLaws:
    if not _LAWS:
        _LAWS.append(DiceLaws())
    return _LAWS[0]


class Tables:
    """The expectimax of one turn: the leaf values and the holds' means with 1 and 2 rolls left."""

    def __init__(self, worth: dict[str, float]):
        law = self.laws = laws()
        self.leaf = [max((w for code, w in worth.items() if code in met), default=0.0) for met in law.met]
        e0 = law.expectations(self.leaf)
        self.means = {1: e0, 2: law.expectations(law.back_up(self.leaf, e0))}

    def best_hold(self, dice: tuple[int, ...], left: int) -> tuple[float, tuple[int, ...]]:
        means = self.means[min(left, 2)]
        h = max(self.laws.holds[self.laws.index[dice]], key=lambda h: (means[h], -h))
        return means[h], self.laws.kept[h]


_TABLES: dict = {}
TABLES_COST = 60
"""What a turn's new tables count against a share link's replay budget (`engine.session.LINK_SEARCH`,
in positions of the draughts « malin »): they take about 1 ms of CPython, as long as some 60 of
those positions (measured 2026-12-06). A game of two « Fort » seats then replays within the budget."""


def tables_for(worth: dict[str, float]) -> tuple[Tables, bool]:
    """The turn's tables (remembered; a few hundred kept at most). Also whether they were new."""
    key = tuple(sorted(worth.items()))
    if key in _TABLES:
        return _TABLES[key], False
    if len(_TABLES) > 256:
        _TABLES.clear()
    _TABLES[key] = Tables(worth)
    return _TABLES[key], True


def hold_positions(values: list[int], held: list[bool], target: tuple[int, ...]) -> list[bool]:
    """Which dice (by position) to hold to keep the multiset `target`: the dice
    already held first, so that as few toggles as possible are needed."""
    left = list(target)
    keep = [False] * len(values)
    for first in (True, False):
        for i, v in enumerate(values):
            if held[i] == first and not keep[i] and v in left:
                keep[i] = True
                left.remove(v)
    return keep


class FortBot(Bot):
    label = "Fort"
    searching = True

    def __init__(self):
        self.search = DiceExpectimax()

    def pick(self, state, player, legal, rng):
        move, _ = self.search.run(state, player, rng, legal)
        self.searched = self.search.searched
        return move

    def choose(self, view, legal, rng):
        return self.search.decide(view, legal, rng)[0]


class DiceExpectimax:
    """The search object of « Fort » (the interface of engine.search.Search: `run(state, seat, rng)`
    returns the move and per-move statistics); exact, so it has no budget in iterations."""

    def __init__(self, iterations: int = 0, depth: int = R.ROLLS - 1, **_ignored):
        self.iterations = iterations
        self.depth = depth
        self.searched = 0
        self.barman = BarmanBot()

    endgame = True

    def coaster_worth(self, view, sq: int, me: int) -> float:
        """« Barman »'s value of a coaster, but a placement that ends the game is a win (1000) or a
        loss (-1000: passing is better), and once the end is near only winning counts."""
        w = coaster_value(view, sq, me)
        if not self.endgame or w >= 1000:
            return w
        slots = view["emplacements"]
        code = view["combinaisons"][sq]
        k = slots[sq].index(None)
        after = view["points"][me] + R.slot_points(code, view["joueurs"], sq)[k] + R.adjacent_own(slots, sq, me)
        lead = after - max(p for q, p in enumerate(view["points"]) if q != me)
        last = me == view["joueurs"] - 1
        final = view["fin_declenchee"]
        triggers = after >= R.TARGET or view["reserve"][me] == 1
        if final and last:
            return 1000.0 if lead >= 0 else 0.0      # the game ends with this turn: the latest pawn wins a tie
        if triggers and not final:
            if lead < 0 or (lead == 0 and not last):
                return -1000.0                        # ending the game behind
            if last:
                return 1000.0
        return w

    def run(self, state, seat, rng, legal=None):
        legal = legal if legal is not None else state.legal_moves(seat)
        return self.decide(state.view(seat), legal, rng)

    def decide(self, view, legal, rng):
        self.searched = 0
        if view["phase"] != "choix" or len(legal) == 1:
            return self.barman.choose(view, legal, rng), {}
        me = view["joueur"]
        slots = view["emplacements"]
        square_worth = {sq: self.coaster_worth(view, sq, me) for sq in G.squares()
                        if None in slots[sq] and me not in slots[sq]} if view["reserve"][me] else {}
        worth: dict[str, float] = {}            # a combination is worth its best coaster (passing: 0)
        for sq, w in square_worth.items():
            code = view["combinaisons"][sq]
            worth[code] = max(worth.get(code, 0.0), w)
        values = view["des"]
        now = [(square_worth[G.parse(m[7:])], m) for m in legal if m.startswith("placer-")]
        best_now = max(now) if now and max(now)[0] >= 0 else (0.0, "passer")
        rolls = "relancer" in legal or any(m.startswith(("garder", "lacher")) for m in legal)
        left = 3 - view["lancers"]
        if not rolls or left <= 0 or not worth:
            return best_now[1], {best_now[1]: (0, best_now[0])}
        tables, new = tables_for(worth)
        if new:
            self.searched = TABLES_COST
        mean, target = tables.best_hold(tuple(sorted(values)), left)
        if best_now[0] >= mean:
            return best_now[1], {best_now[1]: (0, best_now[0])}
        keep = hold_positions(values, view["gardes"], target)
        for i, (want, have) in enumerate(zip(keep, view["gardes"])):
            if want != have:
                move = f"{'garder' if want else 'lacher'}-{i + 1}"
                if move in legal:
                    return move, {move: (0, mean)}
        move = "relancer" if "relancer" in legal else best_now[1]
        return move, {move: (0, mean)}
