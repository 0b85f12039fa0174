"""Command line: `python -m engine liste | jouer | simuler | mesurer`.

- liste: the games and their demo modes;
- jouer JEU [--mode M] [--joueurs N] [--graine S] [--bot NOM]: play in the
  terminal against bots (type a move, its number, `annuler` or `quitter`);
- simuler JEU [-n N] [--graine S] [--bot NOM]: N bot games (seeds S, S+1, …),
  summary of the results;
- mesurer [JEU ...] [--secondes T]: random playouts per second and bot move time.

Everything the user reads is French, argparse's own messages included (see
`FrenchArgumentParser`); bad arguments exit with status 2 and one French line.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import re
import sys
import time

from .bots import best_bot_name, bot_names, make_bot
from .core import CHANCE, Calculator, EngineError, ScenarioError, parse_number
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
    """The game's options from the command line (the game checks the range)."""
    return {"joueurs": args.joueurs} if args.joueurs is not None else {}


# --- argparse in French ------------------------------------------------------------

# argparse writes every message through its module's gettext functions `_` and
# `ngettext`; while a French parser works, they answer from this catalogue.
ARGPARSE_FR = {
    "usage: ": "utilisation : ",
    "positional arguments": "arguments",
    "options": "options",
    "subcommands": "commandes",
    "show this help message and exit": "afficher cette aide et quitter",
    "argument %(argument_name)s: %(message)s": "argument %(argument_name)s : %(message)s",
    "unrecognized arguments: %s": "arguments inconnus : %s",
    "the following arguments are required: %s": "argument(s) obligatoire(s) manquant(s) : %s",
    "one of the arguments %s is required": "l'un des arguments %s est obligatoire",
    "expected one argument": "une valeur est attendue",
    "expected at most one argument": "au plus une valeur est attendue",
    "expected at least one argument": "au moins une valeur est attendue",
    "expected %s argument": "%s valeur attendue",
    "expected %s arguments": "%s valeurs attendues",
    "ambiguous option: %(option)s could match %(matches)s": "option ambiguë : %(option)s peut être %(matches)s",
    "invalid %(type)s value: %(value)r": "valeur invalide (%(type)s) : %(value)r",
    "invalid choice: %(value)r (choose from %(choices)s)": "choix inconnu : %(value)r (choix : %(choices)s)",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "commande inconnue %(parser_name)r (choix : %(choices)s)",
    "not allowed with argument %s": "incompatible avec l'argument %s",
    "ignored explicit argument %r": "valeur inattendue : %r",
    "unexpected option string: %s": "option inattendue : %s",
    "%(prog)s: error: %(message)s\n": "%(prog)s : erreur : %(message)s\n",
}


@contextlib.contextmanager
def _argparse_in_french():
    saved = argparse._, argparse.ngettext
    argparse._ = lambda msg: ARGPARSE_FR.get(msg, msg)
    argparse.ngettext = lambda one, many, n: ARGPARSE_FR.get(one if n == 1 else many, one if n == 1 else many)
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved


class FrenchArgumentParser(argparse.ArgumentParser):
    """An ArgumentParser whose usage, help headings and errors are French.
    Errors print the usage and one French line, then exit with status 2."""

    def __init__(self, *args, **kwargs):
        with _argparse_in_french():
            super().__init__(*args, **kwargs)

    def add_subparsers(self, **kwargs):
        with _argparse_in_french():
            return super().add_subparsers(**kwargs)

    def parse_args(self, args=None, namespace=None):
        with _argparse_in_french():
            return super().parse_args(args, namespace)

    def parse_known_args(self, args=None, namespace=None):
        with _argparse_in_french():
            return super().parse_known_args(args, namespace)

    def format_usage(self):
        with _argparse_in_french():
            return super().format_usage()

    def format_help(self):
        with _argparse_in_french():
            return super().format_help()

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog} : erreur : {message}\n")


def _int_between(lo: int, hi: int):
    """An argparse type: a whole number from lo to hi (ASCII digits), refused in French."""
    def read(text: str) -> int:
        value = int(text) if re.fullmatch(r"-?[0-9]{1,20}", text.strip()) else None
        if value is None or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"un nombre entier de {lo} à {hi} est attendu, pas « {text} ».")
        return value
    read.__name__ = "entier"
    return read


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 < value <= 600:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"un nombre de secondes entre 0 (exclu) et 600 est attendu, pas « {text} ».")
    return value


MAX_SEED = 2**53 - 1
MAX_SIMULATIONS = 100_000


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
        number = parse_number(answer)
        if number is not None and 1 <= number <= len(legal):
            answer = legal[number - 1]
        try:
            session.play(answer)
        except EngineError as err:
            print("  ! " + str(err))


def cmd_simulate(args) -> int:
    game = get_game(args.jeu, args.mode)
    if isinstance(game, Calculator):
        playable = sorted(g.mode for g in all_games() if g.id == game.id and not isinstance(g, Calculator))
        hint = f" (à simuler : --mode {', '.join(playable)})" if playable else ""
        raise ScenarioError("mode", f"« {game.mode} » est un calculateur : il n'a pas de fin, il n'y a pas de "
                                    f"partie à simuler{hint}.")
    bot = args.bot or best_bot_name(game)
    make_bot(game, bot)  # an unknown bot name is refused before any game
    wins: dict[int, float] = {}
    lengths = []
    players = game.start(_options(args), args.graine).players  # the count does not depend on the seed
    seeds = range(args.graine, args.graine + args.n)
    start = time.perf_counter()
    for seed in seeds:
        state, moves = play_out(game, _options(args), seed, [bot] * players)
        lengths.append(len(moves))
        winners = state.winners()
        for p in winners:
            wins[p] = wins.get(p, 0) + 1 / len(winners)
    elapsed = time.perf_counter() - start
    print(f"{args.n} parties de {game.id} ({bot}, graines {seeds[0]} à {seeds[-1]}) en {elapsed:.2f} s ; "
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
            move = best.pick(state, player, legal, rng)
            spent += time.perf_counter() - t0
            moves += 1
            state.play(move, player)
    return {"playouts_per_s": playouts, "bot_move_ms": 1000 * spent / max(moves, 1)}


def cmd_bench(args) -> int:
    games = [g for g in all_games() if g.max_players > 1 and g.mode == "partie"]
    if args.jeux:
        known = sorted(g.id for g in games)
        for name in args.jeux:
            if name not in known:
                raise ScenarioError("jeux", f"« {name} » n'est pas un jeu à mesurer (parties entre bots : "
                                            f"{', '.join(known)}).")
        games = [g for g in games if g.id in args.jeux]
    for game in sorted(games, key=lambda g: g.id):
        m = measure(game, args.secondes)
        print(f"{game.id:12} {m['playouts_per_s']:9.1f} parties aléatoires/s   "
              f"coup du bot {best_bot_name(game)} : {m['bot_move_ms']:.2f} ms")
    return 0


def main(argv=None) -> int:
    parser = FrenchArgumentParser(prog="python -m engine", description="Moteur de règles du site.")
    sub = parser.add_subparsers(dest="cmd", required=True, title="commandes", metavar="COMMANDE")
    sub.add_parser("liste", help="les jeux et leurs modes").set_defaults(func=cmd_list)
    for name, func, helptext in (("jouer", cmd_play, "jouer contre des bots"),
                                 ("simuler", cmd_simulate, "parties entre bots")):
        p = sub.add_parser(name, help=helptext)
        p.add_argument("jeu", help="identifiant du jeu (voir « liste »)")
        p.add_argument("--mode", default="partie", help="mode du jeu (défaut : partie)")
        p.add_argument("--joueurs", type=_int_between(0, 99), metavar="N",
                       help="nombre de joueurs (le jeu dit combien il en permet)")
        p.add_argument("--bot", metavar="NOM", help="bot des autres sièges (défaut : le meilleur du jeu)")
        p.add_argument("--graine", type=_int_between(0, MAX_SEED), default=1, metavar="S",
                       help="graine du hasard" + (" de la première partie (puis S+1, S+2…)" if name == "simuler" else ""))
        if name == "simuler":
            p.add_argument("-n", type=_int_between(1, MAX_SIMULATIONS), default=100, metavar="N",
                           help="nombre de parties (défaut : 100)")
        p.set_defaults(func=func)
    p = sub.add_parser("mesurer", help="parties aléatoires par seconde")
    p.add_argument("jeux", nargs="*", metavar="JEU", help="jeux à mesurer (défaut : tous)")
    p.add_argument("--secondes", type=_seconds, default=2.0, metavar="T", help="durée par jeu (défaut : 2)")
    p.set_defaults(func=cmd_bench)
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except EngineError as err:
        print(f"Erreur : {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\nInterrompu.", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `python -m engine liste | head`: the reader has gone
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
