"""Seeded random numbers whose whole state is one integer kept in the game state.

SplitMix64 is used because it is tiny, fast in pure Python and gives the same
sequence on every CPython (host 3.11, Pyodide 3.14): nothing here depends on
the standard library's `random`, whose algorithms may change between versions.
"""

MASK64 = (1 << 64) - 1
_TWO64 = 1 << 64


def next_state(state: int) -> tuple[int, int]:
    """One SplitMix64 step: returns (new_state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


class Rng:
    """A small generator; `state` is a plain int so it serialises to JSON."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = int(seed) & MASK64

    def bits64(self) -> int:
        self.state, out = next_state(self.state)
        return out

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _TWO64 - _TWO64 % n
        state = self.state
        while True:
            # `next_state`, inlined (hot in every playout): the same sequence
            state = (state + 0x9E3779B97F4A7C15) & MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            z ^= z >> 31
            if z < limit:
                self.state = state
                return z % n

    def random(self) -> float:
        """Uniform float in [0, 1)."""
        return (self.bits64() >> 11) / float(1 << 53)

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place (`below`, inlined: the same sequence)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _TWO64 - _TWO64 % n
            while True:
                state = (state + 0x9E3779B97F4A7C15) & MASK64
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state
