"""Les Aventuriers du Rail – Europe, the whole game: milliseconds per bot move (« malin »:
shortest ways to its destination cards), per legal-move list and per final count (tickets
with every choice of station routes, longest route by exact search), over seeded games.

Run: .venv/bin/python -m bench.bench_aventuriers
"""

from __future__ import annotations

import time

from engine.bots import make_bot
from engine.games import get_game
from engine.games.aventuriers import rules as R
from engine.rng import Rng


def main() -> None:
    game = get_game("aventuriers", "partie")
    bot_t, legal_t, moves, worst, counts = 0.0, 0.0, 0, 0.0, []
    for players in (2, 3, 4, 5):
        for seed in range(5):
            s = game.start({"joueurs": players}, seed)
            bots = [make_bot(game, "malin") for _ in range(players)]
            rng = Rng(seed)
            while not s.is_over():
                p = s.to_move()[0]
                t = time.perf_counter()
                legal = s.legal_moves(p)
                legal_t += time.perf_counter() - t
                t = time.perf_counter()
                move = bots[p].choose(s.view(p), legal, rng)
                dt = time.perf_counter() - t
                bot_t, worst, moves = bot_t + dt, max(worst, dt), moves + 1
                s.play(move, p)
            t = time.perf_counter()
            R.final_scores(s.players, s.owners, s.stations, s.tickets)
            counts.append(time.perf_counter() - t)
    print(f"{moves} coups de bot : {1000 * bot_t / moves:.2f} ms en moyenne, {1000 * worst:.1f} ms au pire")
    print(f"liste des coups légaux : {1000 * legal_t / moves:.2f} ms en moyenne")
    print(f"décompte final : {1000 * sum(counts) / len(counts):.1f} ms en moyenne, {1000 * max(counts):.1f} ms au pire")


if __name__ == "__main__":
    main()
