"""Same seed, same moves: the engine gives identical games in CPython and in Pyodide.

Node runs Pyodide offline from the pinned npm runtime (site_demos/node_modules)
with the engine wheel built by site_demos/wheel.py and registered in a patched
lock file, exactly as the site ships them. `checks.py` runs in both
interpreters: seeded bot games of every registered game and mode with bots
(`engine.simulate.play_out`), and the web bridge's answers for every mode.
"""

import functools
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from site_demos import wheel  # noqa: E402

# One worker runs this file: the runtime directory and the CPython side of the checks are made
# once for it (both are the same for every test here).
pytestmark = [pytest.mark.pyodide, pytest.mark.slow, pytest.mark.xdist_group("pyodide")]


def runtime_copy(tmp: Path) -> Path:
    """A directory laid out like the site's assets/pyodide/ (runtime linked, wheel built)."""
    src = wheel.runtime_dir()
    tmp.mkdir(parents=True, exist_ok=True)
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        (tmp / name).symlink_to(src / name)
    wheel.build(tmp)
    return tmp


def run_in_pyodide(runtime: Path, script: Path, func: str = "main", timeout: int = 240,
                   mode: str = "") -> subprocess.Popen:
    node = shutil.which("node")
    assert node, "Node.js est requis pour les tests Pyodide (paquet Debian nodejs)."
    return subprocess.Popen([node, str(HERE / "run_pyodide.mjs"), str(runtime), str(script), func, mode],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def first_difference(a, b, path="") -> str:
    if type(a) is not type(b):
        return f"{path}: {type(a).__name__} != {type(b).__name__}"
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                return f"{path}/{k}: présent d'un seul côté"
            if a[k] != b[k]:
                return first_difference(a[k], b[k], f"{path}/{k}")
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
        if len(a) != len(b):
            return f"{path}: longueurs {len(a)} != {len(b)}"
    return f"{path}: {str(a)[:200]!r} != {str(b)[:200]!r}"


@pytest.fixture(scope="module")
def runtime(tmp_path_factory) -> Path:
    return runtime_copy(tmp_path_factory.mktemp("pyodide"))


@functools.cache
def cpython_checks() -> dict:
    """`checks.py` in CPython: what Pyodide must give, from a cold start and from a snapshot."""
    import checks
    return json.loads(checks.main())


@pytest.mark.parametrize("mode", ["", "snapshot"], ids=["demarrage", "instantane"])
def test_same_games_in_cpython_and_pyodide(runtime, mode):
    """Also from a restored memory snapshot ("snapshot"), as on a reader's later visits: there,
    every mode through the web bridge (`checks.bridges`); the seeded bot games run cold only."""
    func = "bridges" if mode == "snapshot" else "main"
    proc = run_in_pyodide(runtime, HERE / "checks.py", func=func, mode=mode)  # Pyodide runs while CPython computes
    expected = cpython_checks()
    if mode == "snapshot":
        expected = {**expected, "games": {k: {"bridge": v["bridge"]} for k, v in expected["games"].items()}}
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, f"échec sous Pyodide :\n{err[-3000:]}"
    got = json.loads(out.strip().splitlines()[-1])
    assert "3.14" in err  # really CPython 3.14 inside Pyodide
    if mode == "snapshot":
        assert "engine already imported: true" in err, err[-2000:]
    assert set(got["games"]) == set(expected["games"])
    assert mode == "snapshot" or any("bots" in g for g in expected["games"].values()), "aucun jeu avec bots n'est enregistré"
    for key in expected["games"]:
        assert got["games"][key] == expected["games"][key], \
            f"{key} diverge entre CPython et Pyodide : {first_difference(expected['games'][key], got['games'][key])}"
    for key, entry in expected["games"].items():
        if "bots" in entry:
            finished = [r for r in entry["bots"].values() if "moves" in r]
            assert finished, f"{key} : aucune partie de bots ne s'est terminée"


def test_offline_guard_refuses_network(runtime, tmp_path):
    """The runner really is offline: a fetch to the outside fails inside Pyodide."""
    script = tmp_path / "net.py"
    script.write_text(
        "async def main():\n"
        "    from js import fetch\n"
        "    try:\n"
        "        await fetch('https://cdn.jsdelivr.net/pyodide/')\n"
        "    except Exception as err:\n"
        "        return 'refusé: ' + str(err)\n"
        "    return 'atteint'\n")
    proc = run_in_pyodide(runtime, script)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err[-2000:]
    assert out.strip().splitlines()[-1].startswith("refusé: ") and "network access refused" in out
