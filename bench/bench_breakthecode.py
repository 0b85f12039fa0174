"""Break the Code: the deduction helper (every code consistent with the answers)
and the « logicien » bot, in CPython.

Prints the ms to enumerate the consistent codes at the start and after 1, 3
and 6 questions, for 2, 3 and 4 players (median over seeds), and the bot's
mean and worst ms per move over whole bot games, against the random bot in
the same run. Times are CPU time of this process (`time.process_time`), steadier
than wall time on a shared machine. Run: .venv/bin/python -m bench.bench_breakthecode
"""

from __future__ import annotations

import statistics
import time

from engine.bots import RandomBot
from engine.games import get_game
from engine.games.breakthecode import rules as R
from engine.games.breakthecode.bots import BreakTheCodeBot
from engine.rng import Rng

GAME = get_game("breakthecode")
SEEDS = range(1, 9)


def after_questions(n: int, seed: int, count: int):
    s = GAME.start({"joueurs": n}, seed)
    for _ in range(count):
        s.play(s.legal_moves()[0])
    return s


def deduction_ms() -> None:
    for n in (2, 3, 4):
        for count in (0, 1, 3, 6):
            times, sizes = [], []
            for seed in SEEDS:
                s = after_questions(n, seed, count)
                view = s.view(s.turn)
                R._CACHE.clear()                       # from scratch: no racks kept from a former call
                t = time.process_time()
                codes = R.deduce(view)["codes"]
                times.append((time.process_time() - t) * 1000)
                sizes.append(len(codes))
            print(f"{n} joueurs, après {count} question(s) : {statistics.median(times):7.1f} ms médian, "
                  f"{max(times):7.1f} ms au pire ; {statistics.median(sizes):.0f} codes possibles (médiane)")


def bot_ms() -> None:
    for n in (2, 3, 4):
        for label, make in (("logicien", BreakTheCodeBot), ("hasard", RandomBot)):
            per_move = []
            for seed in SEEDS:
                s = GAME.start({"joueurs": n}, seed)
                bots = [make() for _ in range(n)]
                rng = Rng(seed)
                while not s.is_over():
                    p = s.to_move()[0]
                    legal = s.legal_moves(p)
                    t = time.process_time()
                    move = bots[p].choose(s.view(p), legal, rng)
                    per_move.append((time.process_time() - t) * 1000)
                    s.play(move, p)
            print(f"{n} joueurs, bot {label} : {statistics.mean(per_move):6.2f} ms par coup en moyenne, "
                  f"{max(per_move):6.1f} ms au pire ({len(per_move)} coups)")


if __name__ == "__main__":
    deduction_ms()
    bot_ms()
