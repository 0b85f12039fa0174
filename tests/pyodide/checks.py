"""Checks run twice, in CPython and inside Pyodide, whose results must be equal.

Standard library only (this file is fed to Pyodide's `runPython` by
`run_pyodide.mjs`). For every registered game and mode:
  - with bots: a few seeded bot-vs-bot games through `engine.simulate.play_out`
    (random bots, then the game's best bot in the first seat against random
    ones): the move log, the final scores and a hash of the final state;
  - every mode (calculators too): the first snapshot of a `Session` (html,
    log, legal moves) and a short exchange with the web bridge that the
    browser uses (open, a legal move, a refused move, undo).
`main()` returns JSON text; equal texts mean the engine behaves the same in
both interpreters. `bridges()` is its bridge part alone (for a restored snapshot).
"""

import hashlib
import json

SEEDS_RANDOM = (1, 2, 3)
SEEDS_BEST = (4,)
MAX_MOVES = 1_500


def _digest(obj) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


def games():
    from engine.games import all_games
    return sorted(all_games(), key=lambda g: (g.id, g.mode))


def bot_games(game) -> dict:
    from engine.bots import best_bot_name
    from engine.simulate import play_out

    out = {}
    players = game.start({}, 0).players
    # The best bot sits in one seat only: its look-ahead is the costliest arithmetic here (seconds
    # a game in Pyodide), and one seat runs every line of it as well as all of them would.
    best = best_bot_name(game)
    runs = ([("hasard", s, ["hasard"] * players) for s in SEEDS_RANDOM]
            + [(best, s, [best] + ["hasard"] * (players - 1)) for s in SEEDS_BEST])
    for bot, seed, seats in runs:
        try:
            state, moves = play_out(game, {}, seed, seats, max_moves=MAX_MOVES)
            out[f"{bot}/{seed}"] = {"moves": moves, "scores": state.scores(),
                                    "state": _digest(state.to_json())}
        except RuntimeError as err:  # the game did not end: compare the message
            out[f"{bot}/{seed}"] = {"error": str(err)}
    return out


def bridge(game) -> dict:
    from engine import web

    key = f"check-{game.id}-{game.mode}"
    answers = []

    def ask(req):
        req["demo"] = key
        answer = json.loads(web.handle(json.dumps(req)))
        answers.append(answer)
        return answer

    first = ask({"op": "ouvrir", "config": {"jeu": game.id, "mode": game.mode, "graine": 5}})
    if first.get("ok") and first["etat"]["legal"]:
        ask({"op": "jouer", "coup": first["etat"]["legal"][0]})
        ask({"op": "jouer", "coup": "coup-qui-n-existe-pas"})
        ask({"op": "annuler"})
    ask({"op": "fermer"})
    return {"answers": _digest(answers), "first": first}


def main() -> str:
    from engine import __version__

    report = {"version": __version__, "games": {}}
    for game in games():
        entry = {"bridge": bridge(game)}
        if game.bots:
            entry["bots"] = bot_games(game)
        report["games"][f"{game.id}/{game.mode}"] = entry
    return json.dumps(report, sort_keys=True, ensure_ascii=False)


if __name__ == "__main__":
    print(main())


def bridges() -> str:
    """`main()`'s bridge part only: every mode opened, played, refused and undone through the web
    bridge. What a restored memory snapshot must serve as a cold start does; the bot games, which
    try the interpreter's arithmetic rather than its restored state, run once, cold."""
    from engine import __version__

    report = {"version": __version__,
              "games": {f"{game.id}/{game.mode}": {"bridge": bridge(game)} for game in games()}}
    return json.dumps(report, sort_keys=True, ensure_ascii=False)
