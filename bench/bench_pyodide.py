"""Engine speed in CPython and in Pyodide (under Node), in one run, with ratios.

    .venv/bin/python bench/bench_pyodide.py [--budget SECONDS] [--fort] [--jeux ID ...]

For every registered game and mode with bots: random playouts per second
(`engine.simulate.play_out` with the random bot) and the time the game's
default bot takes to choose a move (mean and max over whole games); with
`--fort`, only the time of the strongest level's move where it searches
(engine.search; mean, 95th percentile, max, and in CPython the processor
time's 95th percentile, which a loaded machine does not inflate), at two players (the game's
smallest count when two is not allowed), the other seats played by the next level. The same
function (`measure_json`, standard library only) runs in CPython, then inside
Pyodide from the pinned npm runtime with the engine wheel, as the site ships
it. `--jeux` keeps only the games with these ids. The machine is shared and
noisy: read the ratios (the Pyodide p95 estimated as CPython's processor p95
times the same run's p95 ratio). Never a test.
"""

import json
import time

BUDGET = 2.0  # seconds of playouts per game (replaced by --budget)
FORT = False  # measure the searching levels only (replaced by --fort)
JEUX = ()  # the game ids to measure, all when empty (replaced by --jeux)


def _games():
    from engine.games import all_games
    return [g for g in sorted(all_games(), key=lambda g: (g.id, g.mode)) if g.bots and (not JEUX or g.id in JEUX)]


def _playouts(game, budget):
    from engine.simulate import play_out
    players = game.start({}, 0).players
    n, seed, t0 = 0, 1, time.perf_counter()
    while time.perf_counter() - t0 < budget or n < 3:
        try:
            play_out(game, {}, seed, ["hasard"] * players, max_moves=3_000)
            n += 1
        except RuntimeError:
            pass
        seed += 1
    return n / (time.perf_counter() - t0)


def _bot_times(game, budget, strongest=False):
    from engine.bots import best_bot_name, bot_names, make_bot, strongest_bot_name
    from engine.core import CHANCE
    from engine.rng import Rng
    name = strongest_bot_name(game) if strongest else best_bot_name(game)
    times, cpu, seed, t_end = [], [], 100, time.perf_counter() + budget
    while time.perf_counter() < t_end or len(times) < (30 if strongest else 5):
        if strongest:  # the searching seat first, the next level elsewhere
            n = 2 if game.min_players <= 2 <= game.max_players else game.min_players
            state = game.start({"joueurs": n} if any(o.name == "joueurs" for o in game.options) else {}, seed)
            bots = [make_bot(game, name if p == 0 else bot_names(game)[1]) for p in range(state.players)]
        else:
            state = game.start({}, seed)
            bots = [make_bot(game, name) for _ in range(state.players)]
        rng = Rng(seed)
        for _ in range(3_000):
            movers = state.to_move()
            if not movers or (strongest and time.perf_counter() > t_end and len(times) >= 30):
                break
            p = movers[0]
            if p == CHANCE:
                state.play(state.sample_chance(), CHANCE)
                continue
            legal = state.legal_moves(p)
            t, c = time.perf_counter(), time.process_time()
            move = bots[p].pick(state, p, legal, rng)
            if not strongest or (p == 0 and len(legal) > 1):  # a search's real decisions only
                times.append(time.perf_counter() - t)
                cpu.append(time.process_time() - c)
            state.play(move, p)
            state.events.clear()
        seed += 1
        if len(times) > 20_000:
            break
    times.sort()
    cpu.sort()
    return {"bot": name, "moves": len(times), "mean_ms": 1000 * sum(times) / len(times),
            "p95_ms": 1000 * times[int(0.95 * (len(times) - 1))], "max_ms": 1000 * times[-1],
            "cpu_p95_ms": 1000 * cpu[int(0.95 * (len(cpu) - 1))]}


def measure_json():
    import sys
    out = {"python": sys.version.split()[0], "games": {}}
    if FORT:
        from engine.bots import make_bot, strongest_bot_name
        for game in _games():
            if make_bot(game, strongest_bot_name(game)).searching:
                out["games"][f"{game.id}/{game.mode}"] = _bot_times(game, BUDGET, strongest=True)
        return json.dumps(out)
    for game in _games():
        out["games"][f"{game.id}/{game.mode}"] = {"playouts_per_s": _playouts(game, BUDGET),
                                                   **_bot_times(game, BUDGET / 2)}
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

    global BUDGET, FORT, JEUX
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=BUDGET)
    parser.add_argument("--fort", action="store_true", help="the searching levels' move times only")
    parser.add_argument("--jeux", nargs="+", default=(), metavar="ID", help="only these games (ids)")
    args = parser.parse_args(argv)
    BUDGET = args.budget
    FORT = args.fort
    JEUX = tuple(args.jeux)
    from engine.games import all_games
    unknown = sorted(set(JEUX) - {g.id for g in all_games()})
    if unknown:
        parser.error(f"jeux inconnus : {', '.join(unknown)}")

    src = wheel.runtime_dir()  # a missing runtime fails before the CPython half, not after it
    print(f"CPython : mesure ({BUDGET:g} s de parties par jeu)…", file=sys.stderr)
    cpy = json.loads(measure_json())
    with tempfile.TemporaryDirectory() as tmp:
        rt = Path(tmp) / "pyodide"
        rt.mkdir()
        for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
            (rt / name).symlink_to(src / name)
        wheel.build(rt)
        script = Path(tmp) / "bench_code.py"
        script.write_text(Path(__file__).read_text(encoding="utf-8").replace(
            "BUDGET = 2.0  #", f"BUDGET = {BUDGET!r}  #", 1).replace(
            "FORT = False  #", f"FORT = {FORT!r}  #", 1).replace(
            "JEUX = ()  #", f"JEUX = {JEUX!r}  #", 1), encoding="utf-8")
        print("Pyodide (Node) : mesure…", file=sys.stderr)
        proc = subprocess.run(["node", str(root / "tests" / "pyodide" / "run_pyodide.mjs"), str(rt), str(script),
                               "measure_json"], capture_output=True, text=True)
        if proc.returncode:
            print(proc.stderr, file=sys.stderr)
            return 1
        boot = [ln for ln in proc.stderr.splitlines() if ln.startswith("pyodide boot")]
        pyo = json.loads(proc.stdout.strip().splitlines()[-1])

    print(f"CPython {cpy['python']} vs Pyodide {pyo['python']} (Node {subprocess.run(['node', '--version'], capture_output=True, text=True).stdout.strip()})")
    if boot:
        print("Node : " + boot[0])
    if FORT:
        print(f"{'jeu/mode':24} {'bot':>6} {'coups':>6} {'CPython ms (moy/p95/max)':>26} {'Pyodide ms (moy/p95/max)':>26} {'rapport p95':>12}"
              f" {'p95 proc. CPy':>14} {'p95 estimé Pyodide':>19}")
        for key, c in cpy["games"].items():
            p = pyo["games"].get(key)
            if p:
                ratio = p['p95_ms'] / c['p95_ms']
                print(f"{key:24} {c['bot']:>6} {p['moves']:6d} {c['mean_ms']:10.1f}/{c['p95_ms']:.1f}/{c['max_ms']:.1f}"
                      f" {p['mean_ms']:14.1f}/{p['p95_ms']:.1f}/{p['max_ms']:.1f} {ratio:12.2f}"
                      f" {c['cpu_p95_ms']:14.1f} {c['cpu_p95_ms'] * ratio:19.1f}")
        return 0
    head = f"{'jeu/mode':24} {'parties/s CPy':>14} {'Pyodide':>10} {'ratio':>7}   {'bot':>10} {'coup bot ms CPy (moy/p95/max)':>32} {'Pyodide (moy/p95/max)':>24} {'ratio':>6}"
    print(head)
    print("-" * len(head))
    for key, c in cpy["games"].items():
        p = pyo["games"].get(key)
        if not p:
            continue
        print(f"{key:24} {c['playouts_per_s']:14.1f} {p['playouts_per_s']:10.1f} {p['playouts_per_s'] / c['playouts_per_s']:7.2f}"
              f"   {c['bot']:>10} {c['mean_ms']:10.3f}/{c['p95_ms']:.3f}/{c['max_ms']:.2f}".ljust(0)
              + f" {p['mean_ms']:12.3f}/{p['p95_ms']:.3f}/{p['max_ms']:.2f} {p['mean_ms'] / c['mean_ms'] if c['mean_ms'] else 0:6.2f}")
    flip = cpy["games"].get("flip7/partie"), pyo["games"].get("flip7/partie")
    if all(flip):
        c, p = flip
        print(f"\nCible Flip 7 : ≥ 2000 parties/s en CPython → {c['playouts_per_s']:.0f} "
              f"({'atteinte' if c['playouts_per_s'] >= 2000 else 'manquée'}) ; Pyodide ≥ 25 % de CPython → "
              f"{100 * p['playouts_per_s'] / c['playouts_per_s']:.0f} % "
              f"({'atteinte' if p['playouts_per_s'] >= 0.25 * c['playouts_per_s'] else 'manquée'})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
