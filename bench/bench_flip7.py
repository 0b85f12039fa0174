"""Flip 7 playout speed (a benchmark, never a test).

Measures, in this interpreter:
- full-game playouts per second (to 200 points) with `engine.simulate.play_out`
  between random bots (issue 3's target: ≥ 2,000/s for 4 players, aim 3,000),
  and between « prudent » bots;
- round playouts per second: the same loop as `play_out`, stopped when the
  first round ends;
- the « prudent » bot's mean move time.
Rates are per second of CPU time of this process. On a shared machine, take
the best of several runs (`--fois 5`): other processes only slow a run down.

Usage: python bench/bench_flip7.py [--joueurs 4] [--secondes 3] [--fois 1]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import make_bot  # noqa: E402
from engine.games import get_game  # noqa: E402
from engine.rng import Rng  # noqa: E402
from engine.simulate import play_out  # noqa: E402


def round_playout(game, options, seed):
    """One round between random bots, exactly as `play_out` drives a game."""
    state = game.start(options, seed)
    bot = make_bot(game, "hasard")
    rng = Rng(seed ^ 0xB0B)
    moves = 0
    while state.round_no == 1 and not state.is_over():
        player = state.to_move()[0]
        legal = state.legal_moves(player)
        state.play(bot.choose(None, legal, rng), player)
        state.events.clear()
        moves += 1
    return moves


def rate(fn, seconds, runs=1):
    """Calls per second of CPU time (`process_time`), the best of `runs` runs
    of `seconds` each (new seeds every run); returns (rate, calls in all)."""
    best, total = 0.0, 0
    for _ in range(runs):
        n, t0 = 0, time.process_time()
        while True:
            fn(total + n)
            n += 1
            dt = time.process_time() - t0
            if dt >= seconds:
                break
        best = max(best, n / dt)
        total += n
    return best, total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--joueurs", type=int, default=4)
    ap.add_argument("--secondes", type=float, default=3.0)
    ap.add_argument("--fois", type=int, default=1, help="runs per figure (the best is kept)")
    args = ap.parse_args()
    game = get_game("flip7")
    opts = {"joueurs": args.joueurs}
    n = args.joueurs

    runs = max(1, args.fois)
    r_round, k = rate(lambda s: round_playout(game, opts, s), args.secondes, runs)
    print(f"round playouts (hasard x{n}):  {r_round:8.0f} /s  ({k} rounds)")
    r_game, k = rate(lambda s: play_out(game, opts, s), args.secondes, runs)
    print(f"game playouts  (hasard x{n}):  {r_game:8.0f} /s  ({k} games to 200)")
    r_prudent, k = rate(lambda s: play_out(game, opts, s, ["prudent"] * n), args.secondes, runs)
    print(f"game playouts  (prudent x{n}): {r_prudent:8.0f} /s  ({k} games to 200)")

    # prudent bot move time, on positions of real games
    bot = make_bot(game, "prudent")
    rng = Rng(1)
    samples = []
    for seed in range(60):
        state = game.start(opts, seed)
        while not state.is_over():
            p = state.to_move()[0]
            legal = state.legal_moves(p)
            t0 = time.process_time()
            move = bot.choose(state.view(p), legal, rng)
            samples.append(time.process_time() - t0)
            state.play(move, p)
    print(f"prudent move (view + choice):  {1e6 * sum(samples) / len(samples):8.1f} µs mean, "
          f"{1e6 * max(samples):.0f} µs max over {len(samples)} moves")


if __name__ == "__main__":
    main()
