"""Where the test command's time goes: per xdist worker, per layer, per module, per test.

    .venv/bin/python bench/test_time.py [pytest arguments]      # runs the suite as scripts/test.sh does
    .venv/bin/python bench/test_time.py --lire JUNIT.xml LOG     # reads a run already made

Runs `pytest -n 2 --dist loadgroup` (the README's test command without its install step) with
a JUnit report and one line per test (`-vv`: which worker ran it), then prints the wall time, each
worker's sum (the command's wall time is the busier worker's sum plus collection: cutting a test
helps only as much as it unloads that worker), each layer's and module's sum, and the longest tests.
A test's time includes its fixtures' set-up (a site build, a browser launch: the first test of a
group carries them). One run on a noisy machine: read the shares, not the seconds. Never a test.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINE = re.compile(r"\[(gw\d+)\] \[\s*\d+%\] (?:PASSED|FAILED|SKIPPED|ERROR|XFAIL|XPASS) (\S+)")


def nodeid(classname: str, name: str) -> str:
    return classname.replace(".", "/") + ".py::" + name


def report(junit: Path, log: str, wall: float | None = None, top: int = 30) -> None:
    worker = {m.group(2): m.group(1) for m in LINE.finditer(log)}
    cases = list(ET.parse(junit).iter("testcase"))
    rows = [(float(tc.get("time") or 0), tc.get("classname"), tc.get("name")) for tc in cases]
    failed = [tc for tc in cases if tc.find("failure") is not None or tc.find("error") is not None]
    by_worker, by_layer, by_module = Counter(), Counter(), Counter()
    for seconds, cls, name in rows:
        by_worker[worker.get(nodeid(cls, name), "?")] += seconds
        parts = cls.split(".")
        by_layer[parts[1] if len(parts) > 2 else parts[0]] += seconds
        by_module[".".join(parts[1:])] += seconds
    total = sum(r[0] for r in rows)
    if wall is not None:
        print(f"durée de la commande : {wall:.0f} s")
    print(f"{len(rows)} tests, {total:.0f} s de tests en tout")
    print("par processus : " + ", ".join(f"{w} {s:.0f} s" for w, s in sorted(by_worker.items())))
    print("par couche : " + ", ".join(f"{k} {v:.0f} s" for k, v in by_layer.most_common()))
    for tc in failed:   # a timing run is also a run: what failed is said first, with its message
        what = tc.find("failure") if tc.find("failure") is not None else tc.find("error")
        print(f"ÉCHEC : {nodeid(tc.get('classname'), tc.get('name'))}\n  {(what.get('message') or '')[:600]}")
    print("\nmodules les plus longs :")
    for k, v in by_module.most_common(top):
        print(f"  {v:7.1f} s  {k}")
    print("\ntests les plus longs :")
    for seconds, cls, name in sorted(rows, reverse=True)[:top]:
        print(f"  {seconds:7.1f} s  {worker.get(nodeid(cls, name), '?')}  {cls.split('.')[-1]}::{name}")


def main(argv: list[str]) -> int:
    if argv[:1] == ["--lire"]:
        report(Path(argv[1]), Path(argv[2]).read_text(encoding="utf-8"))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        junit = Path(tmp) / "junit.xml"
        started = time.monotonic()
        proc = subprocess.run([str(ROOT / ".venv" / "bin" / "python"), "-m", "pytest", "-n", "2", "--dist", "loadgroup",
                               "-v", "-v", "-p", "no:cacheprovider", f"--junitxml={junit}", *argv],
                              cwd=ROOT, capture_output=True, text=True)
        wall = time.monotonic() - started
        print(proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else "(aucune sortie)")
        report(junit, proc.stdout, wall)
        return proc.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
