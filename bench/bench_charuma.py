"""Charuma: whole random games per second, the « malin » bot's move time, its strength.

    .venv/bin/python bench/bench_charuma.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import make_bot  # noqa: E402
from engine.games import get_game  # noqa: E402
from engine.rng import Rng  # noqa: E402
from engine.simulate import play_out  # noqa: E402

GAME = get_game("charuma")


def games_per_second(bots, players, seconds=2.0) -> float:
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        play_out(GAME, {"joueurs": players}, n, [bots] * players)
        n += 1
    return n / (time.perf_counter() - start)


def move_times(name: str, games: int = 60) -> list[float]:
    times = []
    for seed in range(games):
        state = GAME.start({"joueurs": 4}, seed)
        bots = [make_bot(GAME, name) for _ in range(4)]
        rng = Rng(seed)
        while not state.is_over():
            p = state.to_move()[0]
            legal = state.legal_moves(p)
            t = time.perf_counter()
            move = bots[p].choose(state.view(p), legal, rng)
            times.append((time.perf_counter() - t) * 1000)
            state.play(move, p)
    return sorted(times)


def main():
    for players in (3, 5):
        print(f"parties complètes/s, {players} joueurs : hasard {games_per_second('hasard', players):.0f}, "
              f"malin {games_per_second('malin', players):.0f}")
    for name in ("malin", "hasard"):
        t = move_times(name)
        print(f"coup du bot {name} (4 joueurs, vue comprise) : moy. {sum(t) / len(t):.3f} ms, "
              f"p95 {t[int(len(t) * 0.95)]:.3f} ms, max {t[-1]:.3f} ms")
    for players in (2, 3, 5):
        wins = sum(0 in play_out(GAME, {"joueurs": players}, s, ["malin"] + ["hasard"] * (players - 1))[0].winners()
                   for s in range(200))
        print(f"malin contre {players - 1} bot(s) hasard : {wins / 2:.1f} % de victoires (200 parties)")


if __name__ == "__main__":
    main()
