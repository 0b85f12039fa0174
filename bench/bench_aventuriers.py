"""Les Aventuriers du Rail – Europe examples: milliseconds per final scoring
(tickets with every choice of station routes, longest path by exact search)
and per edit of the scoring example (legal moves + scoring + view), against the
route points alone (a plain sum) measured in the same run.

Run: .venv/bin/python -m bench.bench_aventuriers
"""

from __future__ import annotations

import time

from engine.games import get_game
from engine.games.aventuriers import rules as R
from engine.games.aventuriers.calculators import DEFAULT_OWNERS, DEFAULT_TICKETS


def per_call(fn, n):
    t = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - t) * 1000 / n


def main():
    base = per_call(lambda: sum(R.route_points(R.length(r)) for r in DEFAULT_OWNERS), 2000)
    example = per_call(lambda: R.final_scores(DEFAULT_OWNERS, {"amsterdam": "vous"}, DEFAULT_TICKETS), 200)
    every = {r: "vous" for r in R.ROUTES if not r.endswith("2")} | {r: "adversaire" for r in R.ROUTES if r.endswith("2")}
    stations = {"paris": "vous", "bruxelles": "vous", "frankfurt": "vous", "zurich": "adversaire"}
    tickets = {"vous": list(R.TICKETS)[:5], "adversaire": list(R.TICKETS)[3:8]}
    full = per_call(lambda: R.final_scores(every, stations, tickets), 50)
    game = get_game("aventuriers", "decompte")
    state = game.start({}, 1)
    edit = per_call(lambda: game.render(state, 0, state.legal_moves(0)), 50)
    print(f"route points alone (baseline): {base:.4f} ms")
    print(f"final scoring, example position: {example:.2f} ms ({example / base:.0f}× the baseline)")
    print(f"final scoring, all 16 routes taken, 3 stations, 5 tickets each: {full:.2f} ms")
    print(f"one edit of the scoring example (legal moves + view): {edit:.2f} ms")


if __name__ == "__main__":
    main()
