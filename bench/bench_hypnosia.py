"""Hypnosia: bot move time and whole games per second (CPython).

    .venv/bin/python bench/bench_hypnosia.py [--parties N]

Times every move of N whole games, « malin » against « hasard » (2 players)
and « malin » at every seat (4 players); the baseline measured in the same
run is « hasard » (random legal move) and a random bot game. The machine is
shared and noisy: read the ratios. Never a test.
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.games import get_game  # noqa: E402
from engine.rng import Rng  # noqa: E402
from engine.simulate import play_out  # noqa: E402


def bot_times(game, players, names, seeds):
    times = {n: [] for n in set(names)}
    wins = {n: 0 for n in set(names)}
    for seed in seeds:
        state = game.start({"joueurs": players}, seed)
        bots = [game.bots[n]() if n != "hasard" else None for n in names]
        from engine.bots import RandomBot
        bots = [b or RandomBot() for b in bots]
        rng = Rng(seed)
        while not state.is_over():
            p = state.to_move()[0]
            legal = state.legal_moves(p)
            t = time.perf_counter()
            move = bots[p].choose(state.view(p), legal, rng)
            times[names[p]].append(time.perf_counter() - t)
            state.play(move, p)
        for w in state.winners():
            wins[names[w]] += 1
    return times, wins


def summary(ts):
    ts = sorted(ts)
    return (f"{len(ts)} coups, moy {1000 * sum(ts) / len(ts):.2f} ms, p95 {1000 * ts[int(0.95 * (len(ts) - 1))]:.2f} ms, "
            f"max {1000 * ts[-1]:.2f} ms")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parties", type=int, default=20)
    args = parser.parse_args()
    game = get_game("hypnosia")
    print(f"Python {sys.version.split()[0]}")
    times, wins = bot_times(game, 2, ["malin", "hasard"], range(args.parties))
    for name, ts in times.items():
        print(f"2 joueurs, {name} : {summary(ts)}")
    print(f"2 joueurs : victoires {wins}")
    times, _ = bot_times(game, 4, ["malin"] * 4, range(max(1, args.parties // 4)))
    print(f"4 joueurs, malin partout : {summary(times['malin'])}")
    t = time.perf_counter()
    n = 0
    for seed in range(args.parties):
        play_out(game, {}, seed, ["hasard", "hasard"])
        n += 1
    dt = time.perf_counter() - t
    print(f"parties aléatoires complètes (2 joueurs, hasard) : {n / dt:.1f} parties/s")


if __name__ == "__main__":
    main()
