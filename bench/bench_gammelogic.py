"""gammelogic: solver time (uniqueness and « every rule needed » checks) and the reader's legal placements.

    .venv/bin/python bench/bench_gammelogic.py

Measures, in CPython: reading the page's puzzle (solve + uniqueness + each rule
removed in turn), the legal placements of a position (uncached), and the same
checks on 7-character puzzles (5 040 orders). The baseline in the same run is
plain enumeration of every order without rules. The machine is shared and
noisy: read the ratios. Never a test.
"""

import sys
import time
from itertools import permutations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.games.gammelogic import calculators as C  # noqa: E402
from engine.games.gammelogic import rules as R  # noqa: E402


def timed(fn, repeat=5):
    best = None
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        dt = time.perf_counter() - t
        best = dt if best is None else min(best, dt)
    return 1000 * best


def main():
    print(f"Python {sys.version.split()[0]}")
    base6 = timed(lambda: sum(1 for _ in permutations(range(6))))
    print(f"référence : énumérer les 720 ordres de 6 : {base6:.3f} ms")
    print(f"lecture de l'énigme de la page (solution unique + chaque règle nécessaire) : "
          f"{timed(lambda: C.read_puzzle(C.DEFAULT, {})):.2f} ms")
    rules = tuple((k, tuple(a)) for k, a in (R.parse_rule(t, C.DEFAULT['personnages']) for t in C.DEFAULT['regles']))
    print(f"placements permis au départ (sans cache) : "
          f"{timed(lambda: (C._legal.cache_clear(), C._legal((None,) * 6, rules))):.2f} ms")
    names7 = ["Ana", "Bruno", "Chloé", "David", "Emma", "Farid", "Gaston"]
    texts7 = ["Gaston en 7", "Ana à gauche de Bruno", "Bruno à côté de Chloé", "David entre Ana et Emma",
              "Farid pas à côté de Gaston", "Emma à 2 places de Farid", "Chloé au bord"]
    rules7 = [R.parse_rule(t, names7) for t in texts7]
    base7 = timed(lambda: sum(1 for _ in permutations(range(7))), 3)
    print(f"référence : énumérer les 5 040 ordres de 7 : {base7:.2f} ms")
    t7 = timed(lambda: R.count_solutions(7, rules7), 3)
    print(f"7 personnages, 7 règles : compter les solutions {t7:.1f} ms ({R.count_solutions(7, rules7)} solutions), "
          f"rapport {t7 / base7:.0f} × l'énumération seule")
    print(f"7 personnages : chaque règle retirée tour à tour : {timed(lambda: R.unneeded_rules(7, rules7), 1):.0f} ms")


if __name__ == "__main__":
    main()
