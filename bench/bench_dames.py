"""Dames internationales: perft from the start and bot move time, CPython then Pyodide.

    .venv/bin/python bench/bench_dames.py [--profondeur D] [--parties N]

Perft counts the positions reached after D half-moves from the start
(9, 81, 658, 4 265, 27 117, 167 140, 1 049 442 for depths 1 to 7: the test
suite checks depths 1 to 6); nodes per second are leaf positions per second.
Bot times: every move of N whole games, « malin » against « débutant », and
« débutant » alone. The same function (`measure_json`, standard library only)
runs in CPython, then inside Pyodide under Node with the engine wheel, as the
site ships it. The machine is shared and noisy: read the ratios. Never a test.
"""

import json
import time

DEPTH = 7    # replaced by --profondeur
GAMES = 2    # replaced by --parties


def _perft(board, side, depth, R):
    found = R.moves(board, side)
    if depth == 1:
        return len(found)
    return sum(_perft(R.apply(board, path, taken)[0], 1 - side, depth - 1, R) for path, taken in found)


def measure_json():
    import sys
    from engine.games import get_game
    from engine.games.dames import rules as R
    from engine.rng import Rng

    out = {"python": sys.version.split()[0], "perft": [], "bots": {}}
    for depth in range(1, DEPTH + 1):
        R.moves.cache_clear()
        t = time.perf_counter()
        count = _perft(R.initial_board(), R.WHITE, depth, R)
        dt = time.perf_counter() - t
        out["perft"].append({"profondeur": depth, "positions": count, "s": dt,
                             "positions_par_s": count / dt if dt else 0.0})
    game = get_game("dames")
    times = {"malin": [], "debutant": []}
    for seed in range(GAMES):
        state = game.start({}, seed)
        bots = [game.bots["malin"](), game.bots["debutant"]()]
        names = ["malin", "debutant"]
        rng = Rng(seed)
        while not state.is_over():
            p = state.to_move()[0]
            legal = state.legal_moves(p)
            t = time.perf_counter()
            move = bots[p].choose(state.view(p), legal, rng)
            times[names[p]].append(time.perf_counter() - t)
            state.play(move, p)
    for name, ts in times.items():
        ts.sort()
        out["bots"][name] = {"coups": len(ts), "moy_ms": 1000 * sum(ts) / len(ts),
                             "p95_ms": 1000 * ts[int(0.95 * (len(ts) - 1))], "max_ms": 1000 * ts[-1]}
    return json.dumps(out)


def main(argv=None):
    import argparse
    import subprocess
    import sys
    import tempfile
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root))
    from site_demos import wheel

    global DEPTH, GAMES
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profondeur", type=int, default=DEPTH)
    parser.add_argument("--parties", type=int, default=GAMES)
    args = parser.parse_args(argv)
    DEPTH, GAMES = args.profondeur, args.parties

    print(f"CPython : perft jusqu'à {DEPTH}, {GAMES} partie(s) de bots…", file=sys.stderr)
    cpy = json.loads(measure_json())
    with tempfile.TemporaryDirectory() as tmp:
        rt = Path(tmp) / "pyodide"
        rt.mkdir()
        src = wheel.runtime_dir()
        for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
            (rt / name).symlink_to(src / name)
        wheel.build(rt)
        script = Path(tmp) / "bench_code.py"
        script.write_text(Path(__file__).read_text(encoding="utf-8")
                          .replace("DEPTH = 7    #", f"DEPTH = {DEPTH!r}    #", 1)
                          .replace("GAMES = 2    #", f"GAMES = {GAMES!r}    #", 1), encoding="utf-8")
        print("Pyodide (Node) : mesure…", file=sys.stderr)
        proc = subprocess.run(["node", str(root / "tests" / "pyodide" / "run_pyodide.mjs"), str(rt), str(script),
                               "measure_json"], capture_output=True, text=True)
        if proc.returncode:
            print(proc.stderr, file=sys.stderr)
            return 1
        pyo = json.loads(proc.stdout.strip().splitlines()[-1])

    print(f"CPython {cpy['python']} vs Pyodide {pyo['python']}")
    print(f"{'perft':>6} {'positions':>10} {'CPython s':>10} {'pos/s':>10} {'Pyodide s':>10} {'pos/s':>10} {'ratio':>6}")
    for c, p in zip(cpy["perft"], pyo["perft"]):
        assert c["positions"] == p["positions"]
        print(f"{c['profondeur']:6} {c['positions']:10} {c['s']:10.3f} {c['positions_par_s']:10.0f} "
              f"{p['s']:10.3f} {p['positions_par_s']:10.0f} {p['positions_par_s'] / c['positions_par_s']:6.2f}")
    print(f"\n{'bot':>9} {'coups':>6} {'CPython moy/p95/max ms':>24} {'Pyodide moy/p95/max ms':>24}")
    for name, c in cpy["bots"].items():
        p = pyo["bots"][name]
        print(f"{name:>9} {c['coups']:6} {c['moy_ms']:8.1f}/{c['p95_ms']:.1f}/{c['max_ms']:.1f}".ljust(41)
              + f" {p['moy_ms']:8.1f}/{p['p95_ms']:.1f}/{p['max_ms']:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
