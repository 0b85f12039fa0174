"""What the engine tests reach of the games' rules, at the test command's volume and at the hunt's.

The volume tests (seeded whole games, random walks) play `seeds(ci, hunt)`: `ci`
fixed seeds in the README's test command, `hunt` under scripts/hunt.sh (see
tests/engine/playthroughs.py). This measures, with coverage.py's branch
coverage, whether the small volume still reaches every branch the large one
does: it runs the engine tests twice, once as the test command does and once
with the hunt's volume from base seed 0 (the fixed volumes the test command
used to play whole), both at once on the machine's two cores, then prints per
game folder the branch coverage of each run and every branch the large volume
takes that the small one misses.

    .venv/bin/python bench/volume_coverage.py [--couvrir] [--reference FILE] [tests/engine/test_x.py ...]

`--reference FILE` keeps the large volume's branches in FILE (JSON) and reuses
them on the next call, so sizing a test's `ci` count reruns only the small volume.

`--couvrir` records every seed of both runs under a coverage context of its own
(BGA_CONTEXTE_GRAINE=chaque) and prints, per volume test, a greedy set cover
(`cover`): the fewest seeds of the large volume whose arcs in the games' folders
(every file under engine/games/<game>/, bots and helpers with rules.py, since the
comparison below lists a miss in any of them) include every such arc the whole
volume reaches beyond what the rest of the run reaches; written as a tuple to
paste as the test's `ci`, next to the test command's current seed count.

The large volume records each slice of seeds under a coverage context of its own
(tests/engine/playthroughs.py, PREFIXES), so the report also says, per volume
test, how many seeds reach every arc of the games' `rules.py` that its whole
volume reaches beyond what the rest of the run reaches.

Exit status 1 when the small volume misses a branch of a game's `rules.py`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable


# A cover smaller than this is completed with the smallest other seeds: the invariants
# check every move of every game, and a few more distinct games cost little.
MINIMUM_SEEDS = 5


def run(mode: str, tests: list[str], out: Path, each: bool = False) -> subprocess.Popen:
    env = dict(os.environ)
    env.pop("BGA_CHASSE", None)
    env.pop("BGA_CONTEXTE_GRAINE", None)
    if mode == "chasse":
        env.update(BGA_CHASSE="1", BGA_GRAINE="0", BGA_CONTEXTE_GRAINE="chaque" if each else "1")
    elif each:
        env.update(BGA_CONTEXTE_GRAINE="chaque")
    data = out / f"{mode}.coverage"
    cmd = [PYTHON, "-m", "coverage", "run", "--branch", "--source=engine", f"--data-file={data}",
           "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", *tests]
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def branches(mode: str, out: Path) -> dict:
    """{file: (executed branch set, number of branches)} from the run's JSON report."""
    report = out / f"{mode}.json"
    subprocess.run([PYTHON, "-m", "coverage", "json", f"--data-file={out / f'{mode}.coverage'}", "-o", str(report),
                    "--include=engine/games/*"], cwd=ROOT, check=True, capture_output=True)
    files = json.loads(report.read_text())["files"]
    return {name: ({tuple(b) for b in doc["executed_branches"]}, doc["summary"]["num_branches"])
            for name, doc in files.items()}


def seeds_needed(data: Path) -> list[str]:
    """Per volume test: the smallest measured seed count whose arcs in the games' rules.py,
    with those of everything outside the seed slices, are all that its whole volume reaches."""
    base, slices = seed_arcs(data, "%/engine/games/%/rules.py")   # contexts « test|first seed of the slice »
    out = []
    for test, by_start in sorted(slices.items()):
        starts = sorted(by_start)
        whole = set().union(*by_start.values()) - base
        reached, needed = set(), 0 if not whole else None
        for k, start in enumerate(starts):
            reached |= by_start[start]
            if needed is None and whole <= reached:
                needed = starts[k + 1] if k + 1 < len(starts) else "tout"
                break
        out.append(f"  {test} : {needed} graine(s) suffisent ({len(whole)} arc(s) propres au volume)")
    return out


def seed_arcs(data: Path, pattern: str) -> tuple[set, dict]:
    """(arcs outside any seed's context, {test: {seed: arcs}}) of the files matching `pattern` (SQL LIKE)."""
    import sqlite3

    db = sqlite3.connect(data)
    rows = db.execute("SELECT c.context, f.path, a.fromno, a.tono FROM arc a JOIN context c ON a.context_id = c.id "
                      "JOIN file f ON a.file_id = f.id WHERE f.path LIKE ?", (pattern,))
    base, per_seed = set(), defaultdict(lambda: defaultdict(set))
    for context, path, a, b in rows:
        if "|" in context:
            test, seed = context.rsplit("|", 1)
            per_seed[test][int(seed)].add((path, a, b))
        else:
            base.add((path, a, b))
    return base, per_seed


def cover(by_seed: dict, base: set) -> tuple[list[int], int]:
    """A greedy set cover of the arcs the seeds reach beyond `base`: the seed adding the most
    arcs first (the smallest seed on ties, so the list is stable), then every seed whose
    arcs the others already hold dropped (largest seed first); with the number of arcs."""
    whole = set().union(*by_seed.values()) - base
    left, chosen = set(whole), []
    while left:
        seed = min(by_seed, key=lambda s: (-len(by_seed[s] & left), s))
        chosen.append(seed)
        left -= by_seed[seed]
    for seed in sorted(chosen, reverse=True):
        others = [s for s in chosen if s != seed]
        if whole <= set().union(set(), *(by_seed[s] for s in others)):
            chosen = others
    return sorted(chosen), len(whole)


def covers(chasse: Path, ci: Path) -> list[str]:
    """Per volume test, the cover of its large volume and the seed count of its small one."""
    pattern = "%/engine/games/%"
    base, per_seed = seed_arcs(chasse, pattern)
    _, small = seed_arcs(ci, pattern)
    rules_base, rules_per_seed = seed_arcs(chasse, "%/engine/games/%/rules.py")
    out = []
    for test, by_seed in sorted(per_seed.items()):
        chosen, arcs = cover(by_seed, base)
        rules_only, _ = cover(rules_per_seed.get(test, {0: set()}), rules_base)
        extra = [s for s in sorted(by_seed) if s not in chosen][:max(0, MINIMUM_SEEDS - len(chosen))]
        padded = sorted(chosen + extra)
        now = len(small.get(test, {}))
        out.append(f"  {test}\n    {tuple(padded)}\n    couverture : {tuple(chosen)}, "
                   f"{len(chosen)} graine(s) sur {len(by_seed)} "
                   f"({arcs} arc(s) propres au volume ; {len(rules_only)} pour les seuls rules.py)"
                   + (f", complétée à {len(padded)}" if len(padded) != len(chosen) else "")
                   + f" ; commande de test actuelle : {now} graine(s)")
    return out


def percent(covered: int, total: int) -> str:
    return f"{100 * covered / total:.1f} %" if total else "-"


def main(argv: list[str]) -> int:
    reference, each = None, False
    while argv[:1] in (["--reference"], ["--couvrir"]):
        if argv[0] == "--couvrir":
            each, argv = True, argv[1:]
        else:
            reference, argv = Path(argv[1]), argv[2:]
    tests = argv or ["tests/engine"]
    modes = ["ci"] if reference and reference.exists() and not each else ["ci", "chasse"]
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        started = time.monotonic()
        procs = {mode: run(mode, tests, out, each) for mode in modes}
        needed = []
        for mode, proc in procs.items():
            text, _ = proc.communicate()
            print(f"[{mode}] {text.strip().splitlines()[-1] if text.strip() else '(rien)'}")
            if proc.returncode not in (0, 5):
                print(text[-3000:])
                return 2
        print(f"({' et '.join(modes)} : {time.monotonic() - started:.0f} s)")
        small = branches("ci", out)
        if "chasse" in modes:
            large = branches("chasse", out)
            needed = (covers(out / "chasse.coverage", out / "ci.coverage") if each
                      else seeds_needed(out / "chasse.coverage"))
            if reference:
                reference.write_text(json.dumps({k: [sorted(v[0]), v[1]] for k, v in large.items()}))
        else:
            large = {k: ({tuple(b) for b in v[0]}, v[1]) for k, v in json.loads(reference.read_text()).items()}

    per_game = defaultdict(lambda: [0, 0, 0])            # total, small, large
    rules = [0, 0, 0]
    missed_rules = 0
    lines = []
    for name in sorted(large):
        done_small, total = small.get(name, (set(), large[name][1]))
        done_large = large[name][0]
        game = Path(name).parts[2] if len(Path(name).parts) > 3 else "(moteur)"
        for acc in (per_game[game], rules if name.endswith("/rules.py") else None):
            if acc is not None:
                acc[0] += total
                acc[1] += len(done_small)
                acc[2] += len(done_large)
        missing = sorted(done_large - done_small)
        if missing:
            lines.append(f"  {name} : {len(missing)} branche(s) atteinte(s) seulement au grand volume : "
                         + ", ".join(f"{a}->{b}" for a, b in missing[:8]) + (" …" if len(missing) > 8 else ""))
            if name.endswith("/rules.py"):
                missed_rules += len(missing)
    print(f"\n{'dossier':<20} {'branches':>8} {'commande de test':>17} {'chasse (graine 0)':>18}")
    for game, (total, s, l) in sorted(per_game.items()):
        print(f"{game:<20} {total:>8} {percent(s, total):>17} {percent(l, total):>18}")
    all_total = sum(v[0] for v in per_game.values())
    print(f"{'engine/games (tout)':<20} {all_total:>8} {percent(sum(v[1] for v in per_game.values()), all_total):>17} "
          f"{percent(sum(v[2] for v in per_game.values()), all_total):>18}")
    print(f"{'rules.py (tous)':<20} {rules[0]:>8} {percent(rules[1], rules[0]):>17} {percent(rules[2], rules[0]):>18}")
    if needed and each:
        print("\nCouverture par test de volume (le moins de graines du grand volume atteignant chaque arc des "
              "dossiers engine/games/<jeu>/ que ses seules graines atteignent) :")
        print("\n".join(needed))
    elif needed:
        print("\nGraines nécessaires par test de volume (arcs des rules.py atteints par ses seules graines) :")
        print("\n".join(needed))
    if lines:
        print("\nBranches que seul le grand volume atteint :")
        print("\n".join(lines))
    return 1 if missed_rules else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
