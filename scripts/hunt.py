"""The bug hunt: every registered game and mode played with fresh random seeds.

The README's test command replays fixed seeds, so it gives the same answer
every run; this command draws new ones, to find what fixed seeds never met.
Each game is played between random bots to its end (a calculator: a run of
random edits), checking after every move that the state survives a JSON round
trip and that a move outside the legal list is refused without a change. A
failure prints the game, the seed and the moves, to be replayed and then kept
as a fixed-seed test.

    .venv/bin/python -m scripts.hunt [--parties N] [--graine G]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import traceback

from engine.core import CHANCE, IllegalMove
from engine.games import all_games
from engine.rng import Rng

CALCULATOR_EDITS = 60


def _check(state, game) -> None:
    doc = json.loads(json.dumps(state.to_json()))
    if game.from_json(doc).to_json() != state.to_json():
        raise AssertionError("l'état ne survit pas à un aller-retour JSON")
    movers = [p for p in state.to_move() if p != CHANCE]
    if movers:
        before = json.dumps(state.to_json(), sort_keys=True)
        try:
            state.play("\u0665" + "-x", movers[0])
        except IllegalMove:
            pass
        else:
            raise AssertionError("un coup hors de la liste a été accepté")
        if json.dumps(state.to_json(), sort_keys=True) != before:
            raise AssertionError("un coup refusé a changé l'état")


def play(game, seed: int) -> list:
    """One game (or run of edits) from `seed`; returns its moves, raises on a defect."""
    state = game.start({}, seed)
    rng = Rng(seed ^ 0x4A5)
    moves: list = []
    limit = CALCULATOR_EDITS if game.max_players == 1 and not state.is_over() else 100_000
    while not state.is_over() and len(moves) < limit:
        player = state.to_move()[0]
        move = state.sample_chance() if player == CHANCE else rng.choice(state.legal_moves(player))
        moves.append([player, move])
        state.play(move, player)
        state.events.clear()
        _check(state, game)
    if game.max_players > 1 and not state.is_over():
        raise AssertionError(f"partie non finie après {limit} coups")
    return moves


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scripts.hunt", add_help=True,
                                     description="Chasse aux bogues avec des graines neuves.")
    parser.add_argument("--parties", type=int, default=200, help="parties par jeu et par mode")
    parser.add_argument("--graine", type=int, default=None, help="première graine (tirée au hasard sinon)")
    args = parser.parse_args(argv)
    if args.parties < 1:
        parser.error("--parties : au moins 1.")
    base = args.graine if args.graine is not None else random.SystemRandom().randrange(2**40)
    print(f"Chasse : graines {base} à {base + args.parties - 1} (rejouer : --graine {base}).")
    failures = 0
    for game in sorted(all_games(), key=lambda g: (g.id, g.mode)):
        for seed in range(base, base + args.parties):
            try:
                play(game, seed)
            except Exception as err:  # report every defect, then go on
                failures += 1
                print(f"ÉCHEC {game.id}/{game.mode} graine {seed} : {type(err).__name__} : {err}")
                traceback.print_exc(limit=3)
                break
        else:
            print(f"  {game.id}/{game.mode} : {args.parties} parties, rien à signaler.")
    print(f"{failures} échec(s).")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
