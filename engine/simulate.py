"""Seeded bot-vs-bot games, shared by the command line, tests and benchmarks."""

from __future__ import annotations

from .bots import make_bot
from .core import CHANCE, EngineError
from .games import get_game
from .rng import Rng


def play_out(game, options: dict, seed: int, bot_names: list[str] | None = None,
             max_moves: int = 100_000, check=None):
    """Play one whole game between bots; returns (final state, moves).

    `check(state)`, if given, is called after every move (invariants)."""
    state = game.start(options, seed)
    names = bot_names or ["hasard"] * state.players
    bots = [make_bot(game, n) for n in names]
    rng = Rng(seed ^ 0xB0B)
    moves = []
    for _ in range(max_moves):
        movers = state.to_move()
        if not movers:
            return state, moves
        player = movers[0]
        if player == CHANCE:
            move = state.sample_chance()
        else:
            bot = bots[player]
            legal = state.legal_moves(player)
            move = bot.pick(state, player, legal, rng)
        state.play(move, player)
        state.events.clear()
        moves.append([player, move])
        if check is not None:
            check(state)
    raise EngineError(f"{game.id} / {game.mode} : partie toujours en cours après {max_moves} coups "
                      f"(graine {seed}) ; un calculateur n'a pas de fin, une partie doit en avoir une.")


def simulate(game_id: str, mode: str, options: dict, seeds, bot_names=None) -> list:
    game = get_game(game_id, mode)
    return [play_out(game, options, s, bot_names)[0] for s in seeds]
