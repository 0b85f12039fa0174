"""Strength of each game's searching level, in seat-swapped games.

    .venv/bin/python bench/bench_search.py [--parties N] [--jeux ID ...] [--contre NOM]

For every competitive whole game whose strongest bot searches: N games of the
strongest against the next level (or `--contre hasard`), at two players (the
game's smallest count when two is not allowed: then one strongest seat against
the others), seats swapped every other game, seeds 1..N (Ninety-Nine in 9 mènes).

The rate counts duels: in each game the strongest seat meets every other seat,
winning a duel when it ends ranked above it (among the winners when the other is
not, else on a higher score), half a duel when the two are level. At two players
that is the game's outcome (a shared win counts half); at three it keeps 50 % as
the mark of equal strength, where an outright win would make it 33 %, so the
pooled rate reads the same in every game. Prints the rate per game and pooled, and the
mean and 95th percentile of the strongest's move time. Cooperative games (the
whole table wins or loses): the success rate of a table of the strongest level
against a table of the next one, on the same seeds, at the game's default count
or `--joueurs` (not pooled), with the table's mean score. A game cooperative at
some counts only (Haiclue at two): both, the team at its cooperative count and
the duels at its smallest competitive count (pooled). Times: the strongest's move (CPython, processor time:
the machine is shared). Never a test.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import bot_names, make_bot, strongest_bot_name  # noqa: E402
from engine.core import CHANCE  # noqa: E402
from engine.games import all_games  # noqa: E402
from engine.rng import Rng  # noqa: E402


def contenders(game, against: str | None):
    strong = strongest_bot_name(game)
    names = bot_names(game)
    if against is None:
        rest = [n for n in names if n != strong and n != "hasard"]
        against = rest[0] if rest else "hasard"
    return strong, against


# Shorter games where the default is very long (Ninety-Nine: 3 manches, about 800 moves).
OPTIONS = {"ninetynine": {"fin": "9-menes"}}


def players_for(game) -> int:
    return 2 if game.min_players <= 2 <= game.max_players else game.min_players


def match(game, strong: str, other: str, seed: int, times: list, players: int | None = None) -> float:
    n = players or players_for(game)
    counted = any(o.name == "joueurs" for o in game.options)
    state = game.start({**({"joueurs": n} if counted else {}), **OPTIONS.get(game.id, {})}, seed)
    hero = seed % n  # seats swapped from one game to the next
    bots = [make_bot(game, strong if p == hero else other) for p in range(n)]
    rng = Rng(seed ^ 0x5EA)
    for _ in range(20_000):
        movers = state.to_move()
        if not movers:
            break
        p = movers[0]
        if p == CHANCE:
            state.play(state.sample_chance(), CHANCE)
            continue
        legal = state.legal_moves(p)
        t = time.process_time()
        move = bots[p].pick(state, p, legal, rng)
        if p == hero:
            times.append(time.process_time() - t)
        state.play(move, p)
        state.events.clear()
    return duels(state, hero) / (n - 1)


def duels(state, hero: int) -> float:
    """Duels the hero wins against each other seat once the game is over (a level duel counts half)."""
    winners = set(state.winners())
    scores = state.scores()

    def standing(p):
        score = scores[p] if isinstance(scores[p], (int, float)) else 0
        return (p in winners, score)

    won = 0.0
    for other in range(state.players):
        if other != hero:
            a, b = standing(hero), standing(other)
            won += 1.0 if a > b else 0.5 if a == b else 0.0
    return won


def team(game, name: str, seed: int, times: list, players: int | None = None, scores: list | None = None) -> float:
    """A cooperative game with every seat played by `name`: 1 if the table wins
    (at `players` seats, else the game's default count; the table's score appended to `scores`)."""
    state = game.start({"joueurs": players} if players else None, seed)
    bots = [make_bot(game, name) for _ in range(state.players)]
    rng = Rng(seed ^ 0x5EA)
    for _ in range(20_000):
        movers = state.to_move()
        if not movers:
            break
        p = movers[0]
        if p == CHANCE:
            state.play(state.sample_chance(), CHANCE)
            continue
        legal = state.legal_moves(p)
        t = time.process_time()
        move = bots[p].pick(state, p, legal, rng)
        times.append(time.process_time() - t)
        state.play(move, p)
        state.events.clear()
    if scores is not None:
        scores.append(state.scores()[0])
    return 1.0 if state.winners() else 0.0


def cooperative(game, parties: int, players: int | None = None) -> None:
    strong, other = contenders(game, None)
    times: list = []
    mine: list = []
    theirs: list = []
    won = sum(team(game, strong, seed, times, players, mine) for seed in range(1, parties + 1))
    base = sum(team(game, other, seed, [], players, theirs) for seed in range(1, parties + 1))
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))] if times else 0.0
    where = f" à {players}" if players else ""
    print(f"{game.id:14} coopératif{where} : table {strong} {won:.0f}/{parties} victoires (score moyen "
          f"{sum(mine) / parties:.2f}), table {other} {base:.0f}/{parties} ({sum(theirs) / parties:.2f})"
          f"   coup {strong} : moyenne {1000 * sum(times) / max(len(times), 1):6.1f} ms, p95 {1000 * p95:6.1f} ms",
          flush=True)


def cooperative_counts(game) -> tuple[int | None, int | None]:
    """A game cooperative at some player counts only (Haiclue: at two): the
    smallest count where the table wins together and the smallest where it
    does not, read from each count's first state (`State.is_cooperative`)."""
    counted = any(o.name == "joueurs" for o in game.options)
    if game.cooperative or not counted:
        return None, None
    coop = versus = None
    for n in range(game.min_players, game.max_players + 1):
        if game.start({"joueurs": n}, 1).is_cooperative():
            coop = coop or n
        else:
            versus = versus or n
    return (coop, versus) if coop else (None, None)


def mixed(game, parties: int, coop: int, versus: int) -> float:
    """Both halves of a game cooperative at `coop` players only: the team
    (a table of the strongest against a table of the next level, same seeds) and
    one strongest seat against the next level at `versus` players, in duels."""
    cooperative(game, parties, coop)
    strong, other = contenders(game, None)
    times: list = []
    t0 = time.process_time()
    score = sum(match(game, strong, other, seed, times, versus) for seed in range(1, parties + 1))
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))] if times else 0.0
    print(f"{game.id:14} à {versus} : {strong} vs {other:9} {score:5.1f}/{parties} duels = {100 * score / parties:5.1f} %   "
          f"coup : moyenne {1000 * sum(times) / max(len(times), 1):6.1f} ms, p95 {1000 * p95:6.1f} ms   "
          f"({time.process_time() - t0:.0f} s)", flush=True)
    return score


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--parties", type=int, default=10)
    ap.add_argument("--jeux", nargs="*")
    ap.add_argument("--contre")
    ap.add_argument("--joueurs", type=int, help="cooperative games: the table's count (default: the game's)")
    args = ap.parse_args(argv)
    unknown = sorted(set(args.jeux or ()) - {g.id for g in all_games()})
    if unknown:  # a misspelt id was silently skipped
        ap.error(f"jeux inconnus : {', '.join(unknown)}")
    searching = [g for g in sorted(all_games(), key=lambda g: g.id)
                 if g.bots and make_bot(g, strongest_bot_name(g)).searching and (not args.jeux or g.id in args.jeux)]
    idle = sorted(set(args.jeux or ()) - {g.id for g in searching})
    if idle:
        print(f"sans niveau qui cherche (non mesurés) : {', '.join(idle)}", flush=True)
    for game in searching:
        if game.cooperative:
            cooperative(game, args.parties, args.joueurs)
    partly = {g.id: cooperative_counts(g) for g in searching}
    pooled, total = 0.0, 0
    for game in searching:
        if partly[game.id][0]:  # its duels at the competitive count are pooled
            pooled += mixed(game, args.parties, *partly[game.id])
            total += args.parties
    games = [g for g in searching if not g.cooperative and not partly[g.id][0]]
    for game in games:
        strong, other = contenders(game, args.contre)
        times: list = []
        t0, w0 = time.process_time(), time.perf_counter()
        score = sum(match(game, strong, other, seed, times) for seed in range(1, args.parties + 1))
        pooled += score
        total += args.parties
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))] if times else 0.0
        mean = sum(times) / len(times) if times else 0.0
        print(f"{game.id:14} {strong} vs {other:9} {score:5.1f}/{args.parties} duels = {100 * score / args.parties:5.1f} %   "
              f"coup : moyenne {1000 * mean:6.1f} ms, p95 {1000 * p95:6.1f} ms   "
              f"({time.process_time() - t0:.0f} s de processeur, {time.perf_counter() - w0:.0f} s d'horloge)",
              flush=True)
    if total:
        print(f"{'ensemble':14} {100 * pooled / total:.1f} % sur {total} parties")
    return 0


if __name__ == "__main__":
    sys.exit(main())
