"""Cost of the one rule for moves (`State.play` checks `move in legal_moves`).

Run: .venv/bin/python bench/bench_strict_moves.py [--parties N] [--tours R]

Plays the same seeded random games (the default players of each « partie »)
with today's `State.play` and with the former one (the game's `why_illegal`
decided alone, no legal list built), alternating R rounds, and prints random
playouts per second of CPU time (`time.process_time`, steadier than the wall
clock on a shared machine) and the ratio. Only a measure: no test uses it.
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import IllegalMove, State  # noqa: E402
from engine.games import all_games  # noqa: E402
from engine.simulate import play_out  # noqa: E402

STRICT_PLAY = State.play


def former_play(self, move, player=None):
    """`State.play` before issue 8: the game's `why_illegal` alone decided."""
    movers = self.to_move()
    if player is None:
        if not movers:
            raise IllegalMove(move, "la partie est terminée.")
        player = movers[0]
    if player not in movers:
        raise IllegalMove(move, "ce n'est pas à ce joueur de jouer.")
    reason = self.why_illegal(move, player)
    if reason is not None:
        raise IllegalMove(move, reason)
    self._apply(move, player)


def rate(game, games: int) -> float:
    start = time.process_time()
    for seed in range(games):
        play_out(game, {}, seed, ["hasard"] * game.default_players)
    return games / (time.process_time() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description="Coût de la règle stricte des coups.")
    parser.add_argument("--parties", type=int, default=200)
    parser.add_argument("--tours", type=int, default=3)
    args = parser.parse_args()
    games = sorted((g for g in all_games() if g.mode == "partie" and g.max_players > 1), key=lambda g: g.id)
    print(f"{'jeu':12} {'avant':>9} {'après':>9} {'rapport':>8}   (parties aléatoires / s de CPU, meilleur de {args.tours})")
    for game in games:
        before = after = 0.0
        for _ in range(args.tours):
            State.play = former_play
            try:
                before = max(before, rate(game, args.parties))
            finally:
                State.play = STRICT_PLAY
            after = max(after, rate(game, args.parties))
        print(f"{game.id:12} {before:9.1f} {after:9.1f} {after / before:8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
