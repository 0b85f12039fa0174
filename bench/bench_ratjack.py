"""Rat Jack: playouts per second and the « malin » bot's move time, in CPython and
(with --pyodide) in Pyodide under Node, in one run. A benchmark, never a test.

    .venv/bin/python bench/bench_ratjack.py [--budget SECONDS] [--pyodide]

Measures, per player count (2, 3, 4): whole random games per second
(`engine.simulate.play_out`, bot « hasard » on every seat), the « malin » bot's
time per move (mean / p95 / max over whole games where it holds every seat),
beside the random bot's time per move as the baseline of the same run, and
the « malin » bot's wins against two random bots (3 players, fixed seeds).
"""

import json
import time

BUDGET = 2.0  # seconds per measure (replaced by --budget)


def _playouts(game, players, budget):
    from engine.simulate import play_out
    n, seed, t0 = 0, 1, time.perf_counter()
    while time.perf_counter() - t0 < budget or n < 3:
        play_out(game, {"joueurs": players}, seed, ["hasard"] * players)
        n += 1
        seed += 1
    return n / (time.perf_counter() - t0)


def _move_times(game, players, name, budget):
    from engine.bots import make_bot
    from engine.rng import Rng
    times, seed, t_end = [], 100, time.perf_counter() + budget
    while time.perf_counter() < t_end or len(times) < 50:
        state = game.start({"joueurs": players}, seed)
        bot = make_bot(game, name)
        rng = Rng(seed)
        while not state.is_over():
            p = state.to_move()[0]
            legal = state.legal_moves(p)
            t = time.perf_counter()
            view = state.view(p) if bot.needs_view else None
            move = bot.choose(view, legal, rng)
            times.append(time.perf_counter() - t)
            state.play(move, p)
            state.events.clear()
        seed += 1
    times.sort()
    return {"moves": len(times), "mean_ms": 1000 * sum(times) / len(times),
            "p95_ms": 1000 * times[int(0.95 * (len(times) - 1))], "max_ms": 1000 * times[-1]}


def measure_json():
    import sys
    from engine.games import get_game
    from engine.simulate import play_out
    game = get_game("ratjack", "partie")
    out = {"python": sys.version.split()[0], "counts": {}}
    for players in (2, 3, 4):
        out["counts"][str(players)] = {
            "playouts_per_s": _playouts(game, players, BUDGET / 3),
            "malin": _move_times(game, players, "malin", BUDGET / 3),
            "hasard": _move_times(game, players, "hasard", BUDGET / 6),
        }
    wins = sum(play_out(game, {"joueurs": 3}, s, ["malin", "hasard", "hasard"])[0].winners() == [0]
               for s in range(100))
    out["malin_wins_of_100"] = wins
    return json.dumps(out)


def _print(label, res):
    print(f"{label} (Python {res['python']}) ; « malin » gagne {res['malin_wins_of_100']} parties sur 100 "
          "contre deux « hasard » (3 joueurs)")
    print(f"{'joueurs':>7} {'parties/s':>10} {'malin ms moy/p95/max':>24} {'hasard ms moy':>14} {'rapport':>8}")
    for n, r in res["counts"].items():
        m, h = r["malin"], r["hasard"]
        print(f"{n:>7} {r['playouts_per_s']:10.1f} {m['mean_ms']:8.3f}/{m['p95_ms']:.3f}/{m['max_ms']:.2f}"
              f" {h['mean_ms']:14.4f} {m['mean_ms'] / h['mean_ms']:8.0f}")


def main(argv=None):
    import argparse
    import subprocess
    import sys
    import tempfile
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root))
    global BUDGET
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=BUDGET)
    parser.add_argument("--pyodide", action="store_true")
    args = parser.parse_args(argv)
    BUDGET = args.budget
    _print("CPython", json.loads(measure_json()))
    if not args.pyodide:
        return 0
    from site_demos import wheel
    with tempfile.TemporaryDirectory() as tmp:
        rt = Path(tmp) / "pyodide"
        rt.mkdir()
        src = wheel.runtime_dir()
        for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
            (rt / name).symlink_to(src / name)
        wheel.build(rt)
        script = Path(tmp) / "bench_code.py"
        script.write_text(Path(__file__).read_text(encoding="utf-8").replace(
            "BUDGET = 2.0  #", f"BUDGET = {BUDGET!r}  #", 1), encoding="utf-8")
        proc = subprocess.run(["node", str(root / "tests" / "pyodide" / "run_pyodide.mjs"), str(rt), str(script),
                               "measure_json"], capture_output=True, text=True)
        if proc.returncode:
            print(proc.stderr, file=sys.stderr)
            return 1
        _print("Pyodide", json.loads(proc.stdout.strip().splitlines()[-1]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
