"""Piña Coladice: the « Barman » bot's move time, cold and warm, and playout speed (a
benchmark, never a test).

The bot estimates, for each coaster it could aim at, its chance to make the combination
with the rolls left (16 simulated turns, six coasters at most); the estimate depends only on the dice as a
multiset and is remembered, so a bot's first moves in a fresh interpreter (cold) cost
more than later ones (warm). Printed: mean / p95 / max ms per bot move, cold (memory
cleared before every move) and warm; whole games per second between random bots and
between Barman and random, in the same run; the ratio cold / warm. Times are CPU
time of this process (`process_time`): the machine is shared.

Usage: .venv/bin/python bench/bench_pinacoladice.py [--parties 60]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import CHANCE  # noqa: E402
from engine.games import get_game  # noqa: E402
from engine.games.pinacoladice import bots as B  # noqa: E402
from engine.rng import Rng  # noqa: E402
from engine.simulate import play_out  # noqa: E402


def bot_times(game, games: int, cold: bool) -> list[float]:
    times = []
    for seed in range(games):
        state = game.start({"joueurs": 2 + seed % 3, "happy_hour": seed % 2 == 0}, seed)
        bot, rng = B.BarmanBot(), Rng(seed)
        while state.to_move():
            p = state.to_move()[0]
            if p == CHANCE:
                state.play(state.sample_chance(), CHANCE)
                continue
            legal = state.legal_moves(p)
            if cold:
                B._CHANCES.clear()
            t = time.process_time()
            move = bot.choose(state.view(p), legal, rng)
            times.append(time.process_time() - t)
            state.play(move, p)
    return sorted(times)


def summary(times):
    ms = [1000 * t for t in times]
    return f"moy. {sum(ms) / len(ms):.2f} ms, p95 {ms[int(0.95 * (len(ms) - 1))]:.2f} ms, max {ms[-1]:.2f} ms ({len(ms)} coups)"


def games_per_s(game, games, bots):
    t = time.process_time()
    for seed in range(games):
        play_out(game, {"happy_hour": seed % 2 == 0}, seed, bots)
    return games / (time.process_time() - t)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--parties", type=int, default=60)
    n = parser.parse_args().parties
    game = get_game("pinacoladice")
    cold = bot_times(game, max(5, n // 6), cold=True)
    B._CHANCES.clear()
    warm = bot_times(game, n, cold=False)
    print(f"coup de Barman, à froid : {summary(cold)}")
    print(f"coup de Barman, mémoire chaude : {summary(warm)}")
    print(f"rapport froid / chaud (moyennes) : {sum(cold) / len(cold) / (sum(warm) / len(warm)):.1f}")
    print(f"estimations retenues : {len(B._CHANCES)}")
    print(f"parties/s, hasard contre hasard : {games_per_s(game, n, ['hasard', 'hasard']):.1f}")
    print(f"parties/s, Barman contre hasard : {games_per_s(game, n, ['barman', 'hasard']):.1f}")


if __name__ == "__main__":
    main()
