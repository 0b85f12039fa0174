"""Saint Poker hand evaluator: evaluations per second in CPython.

Run: .venv/bin/python bench/bench_poker_eval.py [--mains N]

Measures, in one run: the import (table building) time, five-card
evaluations per second, and best-of-seven evaluations per second, the
latter both cold (the seven-card memo empty, as in a fresh page) and warm
(after one pass). Hands are random distinct cards drawn once beforehand, so
only the evaluation and the loop are timed. Targets (issue 4): at least
1,000,000 five-card and 75,000 best-of-seven evaluations per second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _hands(n: int, k: int, seed: int) -> list[tuple]:
    rng = random.Random(seed)
    deck = list(range(52))
    return [tuple(rng.sample(deck, k)) for _ in range(n)]


def _rate(fn, hands, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for h in hands:
            fn(*h)
        best = min(best, time.perf_counter() - t0)
    return len(hands) / best


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mains", type=int, default=300_000, help="hands per measure")
    args = parser.parse_args(argv)

    t0 = time.perf_counter()
    from engine.games.saintpoker import rules as ev
    import_s = time.perf_counter() - t0

    five = _hands(args.mains, 5, 1)
    seven = _hands(args.mains, 7, 2)

    rate5 = _rate(ev.eval5, five)

    ev.SEVEN_PLAIN.clear()
    t0 = time.perf_counter()
    for h in seven:
        ev.eval7(*h)
    cold7 = len(seven) / (time.perf_counter() - t0)
    warm7 = _rate(ev.eval7, seven)

    print(f"Python {sys.version.split()[0]}")
    print(f"import du module (tables)      : {import_s * 1000:8.1f} ms")
    print(f"5 cartes                       : {rate5:12,.0f} évaluations/s  (cible 1 000 000)")
    print(f"meilleure de 7, mémo vide      : {cold7:12,.0f} évaluations/s  (cible 75 000)")
    print(f"meilleure de 7, mémo rempli    : {warm7:12,.0f} évaluations/s")
    print(f"entrées du mémo 7 cartes       : {len(ev.SEVEN_PLAIN):12,d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
