"""Dice with holds and rerolls, written once for every dice game.

A *cup* is a plain JSON dict kept in a game state:

    {"values": [3, 5, 0, ...],   # 0: not rolled yet this turn
     "held":   [False, True, ...],
     "rolls":  1,                 # rolls made this turn
     "max_rolls": 3,
     "faces": 6}

A roll is an explicit chance step of the game (`State.to_move() == [CHANCE]`):
its outcome is a move « des-352 » giving, in order, the new value of each die
that is not held (one digit per die, faces 1 to 9). `roll_outcomes(k)` lists
every outcome (all equally likely), `sample_roll(state, k)` reads one from the
state's own seeded generator, die by die, with exactly that distribution (a
game's `sample_chance` calls it instead of walking the 6^k outcomes), and
playing the roll advances the generator (`consume_roll`), so the same moves
replay to the same state whether or not the outcome was sampled first.
`RollingState` is a mixin doing that for a game whose chance steps are rolls.

Holding is the player's own move: « garder-3 » holds die 3 (dice are numbered
from 1), « lacher-3 » releases it (`hold_moves`). Counting helpers
(`counts`, `of_a_kind`, `longest_straight`, `is_full`, `pairs`, `total`) read a
list of values.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import product

from .core import CHANCE, State
from .rng import Rng

ROLL_PREFIX = "des-"
HOLD, RELEASE = "garder", "lacher"


# --- the cup -----------------------------------------------------------------

def new_cup(count: int, max_rolls: int = 3, faces: int = 6) -> dict:
    """A cup of `count` dice, none rolled, none held."""
    if not 1 <= count <= 9 or not 2 <= faces <= 9 or max_rolls < 1:
        raise ValueError("between 1 and 9 dice of 2 to 9 faces, at least one roll")
    return {"values": [0] * count, "held": [False] * count, "rolls": 0, "max_rolls": max_rolls,
            "faces": faces}


def reset(cup: dict) -> None:
    """A new turn: nothing rolled, nothing held."""
    n = len(cup["values"])
    cup["values"] = [0] * n
    cup["held"] = [False] * n
    cup["rolls"] = 0


def free_dice(cup: dict) -> list[int]:
    """Indexes (from 0) of the dice a roll would throw: every die not held
    (all of them for the turn's first roll)."""
    if cup["rolls"] == 0:
        return list(range(len(cup["values"])))
    return [i for i, h in enumerate(cup["held"]) if not h]


def can_roll(cup: dict) -> bool:
    """A roll is left and at least one die would be thrown."""
    return cup["rolls"] < cup["max_rolls"] and bool(free_dice(cup))


def rolls_left(cup: dict) -> int:
    return cup["max_rolls"] - cup["rolls"]


# --- a roll as a chance step -------------------------------------------------

@lru_cache(maxsize=16)
def _outcomes(k: int, faces: int) -> tuple[str, ...]:
    digits = "".join(str(v) for v in range(1, faces + 1))
    return tuple(ROLL_PREFIX + "".join(p) for p in product(digits, repeat=k))


def roll_outcomes(k: int, faces: int = 6) -> list[str]:
    """Every outcome of throwing `k` dice (ordered: die by die), equally likely."""
    return list(_outcomes(k, faces))


def roll_move(values: list[int]) -> str:
    return ROLL_PREFIX + "".join(str(v) for v in values)


def parse_roll(move, k: int, faces: int = 6) -> list[int] | None:
    """The values of a roll outcome « des-352 » for `k` dice, else None
    (exactly `k` ASCII digits from 1 to `faces`)."""
    if not isinstance(move, str) or not move.startswith(ROLL_PREFIX) or len(move) != len(ROLL_PREFIX) + k:
        return None
    digits = move[len(ROLL_PREFIX):]
    if not re.fullmatch(f"[1-{faces}]{{{k}}}", digits):
        return None
    return [int(d) for d in digits]


def sample_roll(state: State, k: int, faces: int = 6) -> str:
    """The outcome the state's generator gives for `k` dice (die by die),
    without advancing it: playing the roll advances it (`consume_roll`)."""
    rng = Rng(state.rng_state)
    return roll_move([rng.below(faces) + 1 for _ in range(k)])


def consume_roll(state: State, k: int, faces: int = 6) -> None:
    """Advance the state's generator past a roll of `k` dice, whatever the
    outcome played: replaying the same moves gives the same generator state,
    with or without sampling first."""
    rng = Rng(state.rng_state)
    for _ in range(k):
        rng.below(faces)
    state.rng_state = rng.state


def apply_roll(cup: dict, values: list[int]) -> list[int]:
    """Put a roll's values on the free dice (in order); returns their indexes."""
    free = free_dice(cup)
    if len(values) != len(free):
        raise ValueError("one value per free die")
    for i, v in zip(free, values):
        cup["values"][i] = v
    cup["rolls"] += 1
    return free


# --- holds ---------------------------------------------------------------------

def hold_moves(cup: dict) -> list[str]:
    """The toggles a player may play between two rolls: hold a free die,
    release a held one (none before the first roll or after the last)."""
    if cup["rolls"] == 0 or cup["rolls"] >= cup["max_rolls"]:
        return []
    return [f"{RELEASE if h else HOLD}-{i + 1}" for i, h in enumerate(cup["held"])]


def parse_hold(move, count: int) -> tuple[bool, int] | None:
    """(hold?, index from 0) of « garder-3 » / « lacher-3 », else None."""
    if not isinstance(move, str):
        return None
    m = re.fullmatch(r"(garder|lacher)-([1-9])", move)
    if not m or int(m.group(2)) > count:
        return None
    return m.group(1) == HOLD, int(m.group(2)) - 1


def toggle(cup: dict, move: str) -> None:
    hold, i = parse_hold(move, len(cup["values"]))
    cup["held"][i] = hold


def die_name(cup: dict, i: int) -> str:
    """« Dé 3 : 5, gardé » (the die's number from 1, its value, held or not)."""
    v = cup["values"][i]
    shown = str(v) if v else "pas encore lancé"
    return f"Dé {i + 1} : {shown}" + (", gardé" if cup["held"][i] else "")


# --- counting --------------------------------------------------------------------

def counts(values: list[int], faces: int = 6) -> list[int]:
    """counts[v] = how many dice show v (index 0 unused)."""
    out = [0] * (faces + 1)
    for v in values:
        out[v] += 1
    return out


def of_a_kind(values: list[int]) -> int:
    """The size of the largest group of equal values."""
    c = counts(values, max(values, default=1))
    return max(c[1:], default=0)


def total(values: list[int]) -> int:
    return sum(values)


def pairs(values: list[int]) -> int:
    """How many different values show at least twice."""
    c = counts(values, max(values, default=1))
    return sum(1 for n in c[1:] if n >= 2)


def is_full(values: list[int]) -> bool:
    """Three of one value and two of another (five dice)."""
    c = sorted(n for n in counts(values, max(values, default=1))[1:] if n)
    return c == [2, 3]


def longest_straight(values: list[int]) -> int:
    """The longest run of consecutive values among the dice."""
    present = set(values)
    best = run = 0
    for v in range(1, max(present, default=0) + 1):
        run = run + 1 if v in present else 0
        best = max(best, run)
    return best


# --- a game state whose chance steps are dice rolls -------------------------------------

class RollingState(State):
    """Mixin for a game whose chance steps are dice rolls.

    The game says how many dice the pending chance step throws
    (`pending_roll()`: a count, or None when the chance step is something
    else); `legal_moves(CHANCE)` should return `roll_outcomes(k)`. Sampling
    then draws die by die (same distribution, no walk over 6^k outcomes) and
    leaves the state untouched; `play` accepts a well-formed outcome without
    building the list and advances the generator past the roll before the
    game's `_apply`, so a replay of the moves alone ends in the same state."""

    die_faces = 6

    def pending_roll(self) -> int | None:
        raise NotImplementedError  # pragma: no cover - abstract

    def sample_chance(self) -> str:
        k = self.pending_roll() if self.to_move() == [CHANCE] else None
        if k:
            return sample_roll(self, k, self.die_faces)
        return super().sample_chance()

    def play(self, move, player=None):
        if player == CHANCE and not isinstance(player, bool) and self.to_move() == [CHANCE]:
            k = self.pending_roll()
            if k and parse_roll(move, k, self.die_faces) is not None:
                consume_roll(self, k, self.die_faces)
                self._apply(move, CHANCE)
                return
        super().play(move, player)
