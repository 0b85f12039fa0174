"""Command line: `python -m engine liste | jouer | simuler | mesurer`.

- liste: the games and their demo modes;
- jouer JEU [--mode M] [--joueurs N] [--graine S] [--bot NOM]: play in the
  terminal against bots (type a move, its number, `annuler` or `quitter`);
- simuler JEU [-n N] [--bot NOM]: N seeded bot games, summary of the results;
- mesurer [JEU ...] [--secondes T]: random playouts per second and bot move time.
"""

from __future__ import annotations

import argparse
import re
import sys
import time

from .bots import best_bot_name, bot_names, make_bot
from .core import CHANCE, EngineError
from .games import all_games, get_game
from .rng import Rng
from .session import HUMAN, Session
from .simulate import play_out


def _plain(html: str) -> str:
    """The board as text: the view's HTML without its tags."""
    text = re.sub(r"<(br|/p|/div|/h4|/tr|/li)[^>]*>", "\n", html)
    text = re.sub(r"<[^>]+>", " ", text)
    import html as _h
    lines = [" ".join(_h.unescape(line).split()) for line in text.splitlines()]
    return "\n".join(line for line in lines if line)


def _options(args) -> dict:
    return {"joueurs": args.joueurs} if args.joueurs else {}


def cmd_list(args) -> int:
    for game in sorted(all_games(), key=lambda g: (g.id, g.mode)):
        players = (f"{game.min_players}" if game.min_players == game.max_players
                   else f"{game.min_players}–{game.max_players}")
        bots = ", ".join(bot_names(game)) if game.max_players > 1 else "-"
        print(f"{game.id:12} {game.mode:12} {players:>5} joueurs  bots: {bots:20} {game.title}")
    return 0


def cmd_play(args) -> int:
    game = get_game(args.jeu, args.mode)
    state = game.start(_options(args), args.graine)
    seats = [HUMAN] + [args.bot or best_bot_name(game)] * (state.players - 1)
    session = Session(args.jeu, args.mode, _options(args), args.graine, seats)
    shown = 0
    while True:
        snap = session.snapshot()
        for line in snap["log"][shown:]:
            print("  · " + line)
        shown = len(snap["log"])
        print(_plain(snap["html"]))
        if snap["over"]:
            print("Partie terminée. Scores :", snap["scores"])
            return 0
        legal = snap["legal"]
        for i, move in enumerate(legal, 1):
            print(f"  {i:2}. {session.state.describe(move, snap['to_move'][0])} [{move}]")
        try:
            answer = input("Votre coup > ").strip()
        except EOFError:
            return 0
        if answer in ("quitter", "q"):
            return 0
        if answer == "annuler":
            session.undo()
            shown = 0
            continue
        if answer.isdigit() and 1 <= int(answer) <= len(legal):
            answer = legal[int(answer) - 1]
        try:
            session.play(answer)
        except EngineError as err:
            print("  ! " + str(err))


def cmd_simulate(args) -> int:
    game = get_game(args.jeu, args.mode)
    bot = args.bot or best_bot_name(game)
    wins: dict[int, float] = {}
    lengths = []
    players = game.start(_options(args), 0).players  # the count does not depend on the seed
    start = time.perf_counter()
    for seed in range(args.n):
        state, moves = play_out(game, _options(args), seed, [bot] * players)
        lengths.append(len(moves))
        winners = state.winners()
        for p in winners:
            wins[p] = wins.get(p, 0) + 1 / len(winners)
    elapsed = time.perf_counter() - start
    print(f"{args.n} parties de {game.id} ({bot}) en {elapsed:.2f} s ; "
          f"coups par partie : {sum(lengths) / len(lengths):.1f}")
    for p in sorted(wins):
        print(f"  {game.seat_name(p)} : {wins[p]:.1f} victoires")
    return 0


def measure(game, seconds: float, bot_name: str = "hasard") -> dict:
    """Random playouts per second, and the mean time of one move of the
    game's best bot (chosen from its own view)."""
    count, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        play_out(game, {}, seed, [bot_name] * game.default_players)
        count += 1
        seed += 1
    playouts = count / (time.perf_counter() - start)
    best = make_bot(game, best_bot_name(game))
    rng, spent, moves = Rng(1), 0.0, 0
    for seed in range(3):
        state = game.start({}, seed)
        while not state.is_over() and moves < 300:
            player = state.to_move()[0]
            if player == CHANCE:
                state.play(state.sample_chance(), player)
                continue
            legal = state.legal_moves(player)
            t0 = time.perf_counter()
            move = best.choose(state.view(player) if best.needs_view else None, legal, rng)
            spent += time.perf_counter() - t0
            moves += 1
            state.play(move, player)
    return {"playouts_per_s": playouts, "bot_move_ms": 1000 * spent / max(moves, 1)}


def cmd_bench(args) -> int:
    games = [g for g in all_games() if g.max_players > 1 and g.mode == "partie"]
    if args.jeux:
        games = [g for g in games if g.id in args.jeux]
    for game in sorted(games, key=lambda g: g.id):
        m = measure(game, args.secondes)
        print(f"{game.id:12} {m['playouts_per_s']:9.1f} parties aléatoires/s   "
              f"coup du bot {best_bot_name(game)} : {m['bot_move_ms']:.2f} ms")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Moteur de règles du site.")
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("liste", help="les jeux et leurs modes").set_defaults(func=cmd_list)
    for name, func, helptext in (("jouer", cmd_play, "jouer contre des bots"),
                                 ("simuler", cmd_simulate, "parties entre bots")):
        p = sub.add_parser(name, help=helptext)
        p.add_argument("jeu")
        p.add_argument("--mode", default="partie")
        p.add_argument("--joueurs", type=int)
        p.add_argument("--bot")
        p.add_argument("--graine", type=int, default=1)
        if name == "simuler":
            p.add_argument("-n", type=int, default=100)
        p.set_defaults(func=func)
    p = sub.add_parser("mesurer", help="parties aléatoires par seconde")
    p.add_argument("jeux", nargs="*")
    p.add_argument("--secondes", type=float, default=2.0)
    p.set_defaults(func=cmd_bench)
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except EngineError as err:
        print(f"Erreur : {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
