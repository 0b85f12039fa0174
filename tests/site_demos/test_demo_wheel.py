"""The engine wheel and the lock file that registers it (site_demos/wheel.py)."""

import base64
import csv
import hashlib
import io
import json
import zipfile
from pathlib import Path

import pytest

from site_demos import wheel

ROOT = Path(__file__).resolve().parents[2]


def test_wheel_holds_exactly_the_engine_sources_and_a_valid_record():
    name, data, meta = wheel.build_wheel_bytes()
    assert name.startswith("bga_regles_engine-0.1.0-0") and name.endswith("-py3-none-any.whl")
    zf = zipfile.ZipFile(io.BytesIO(data))
    names = zf.namelist()
    py = sorted(n for n in names if n.endswith(".py"))
    expected = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "engine").rglob("*.py")
                      if "__pycache__" not in p.parts)
    assert py == expected
    assert "engine/web.py" in py and "engine/core.py" in py
    dist = "bga_regles_engine-0.1.0.dist-info"
    wheel_txt = zf.read(f"{dist}/WHEEL").decode()
    assert "Root-Is-Purelib: true" in wheel_txt and "Tag: py3-none-any" in wheel_txt
    assert "Name: bga-regles-engine" in zf.read(f"{dist}/METADATA").decode()
    rows = list(csv.reader(io.StringIO(zf.read(f"{dist}/RECORD").decode())))
    listed = {r[0] for r in rows}
    assert listed == set(names)
    for path, digest, size in rows:
        if path.endswith("RECORD"):
            assert digest == "" and size == ""
            continue
        content = zf.read(path)
        expect = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(content).digest()).rstrip(b"=").decode()
        assert digest == expect and int(size) == len(content)
    for info in zf.infolist():
        assert info.date_time == (1980, 1, 1, 0, 0, 0)


def test_same_sources_give_the_same_bytes():
    assert wheel.build_wheel_bytes()[1] == wheel.build_wheel_bytes()[1]


def test_build_tag_follows_the_content(tmp_path):
    (tmp_path / "engine").mkdir()
    (tmp_path / "pyproject.toml").write_bytes((ROOT / "pyproject.toml").read_bytes())
    (tmp_path / "engine" / "__init__.py").write_text("X = 1\n")
    first = wheel.build_wheel_bytes(tmp_path)[0]
    (tmp_path / "engine" / "__init__.py").write_text("X = 2\n")
    second = wheel.build_wheel_bytes(tmp_path)[0]
    assert first != second


def test_build_writes_wheel_and_lock_with_its_real_sha256(tmp_path):
    (tmp_path / "bga_regles_engine-0.1.0-0old-py3-none-any.whl").write_bytes(b"stale")
    entry = wheel.build(tmp_path)
    data = (tmp_path / entry["file_name"]).read_bytes()
    lock = json.loads((tmp_path / "pyodide-lock.json").read_text())
    registered = lock["packages"]["bga-regles-engine"]
    assert registered == entry
    assert registered["sha256"] == hashlib.sha256(data).hexdigest()
    assert registered["imports"] == ["engine"] and registered["depends"] == []
    # the runtime's own packages are still listed (a copy, not a replacement)
    original = json.loads((wheel.RUNTIME_DIR / "pyodide-lock.json").read_text())
    assert set(original["packages"]) | {"bga-regles-engine"} == set(lock["packages"])
    assert lock["info"] == original["info"]
    assert not (tmp_path / "bga_regles_engine-0.1.0-0old-py3-none-any.whl").exists()


def test_pip_installs_the_wheel(tmp_path):
    """The wheel is a real wheel: pip (offline) installs it and the engine imports."""
    import subprocess
    import sys
    entry = wheel.build(tmp_path / "out")
    target = tmp_path / "target"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-index", "--no-deps",
                    "--target", str(target), str(tmp_path / "out" / entry["file_name"])], check=True)
    code = f"import sys; sys.path.insert(0, {str(target)!r}); import engine, engine.web; print(engine.__file__)"
    out = subprocess.run([sys.executable, "-I", "-S", "-c", code], capture_output=True, text=True, check=True)
    assert str(target) in out.stdout


def test_missing_runtime_is_reported_in_french(monkeypatch, tmp_path):
    monkeypatch.setattr(wheel, "RUNTIME_DIR", tmp_path / "nulle-part")
    with pytest.raises(wheel.RuntimeMissing, match="runtime Pyodide n'est pas installé.*npm ci --prefix site_demos"):
        wheel.runtime_dir()


# --- bytecode for the browser's Python ---------------------------------------------------

needs_node = pytest.mark.skipif(__import__("shutil").which("node") is None, reason="Node absent")


@needs_node
def test_wheel_carries_pyodide_bytecode_beside_each_source():
    """Each engine/x.py has an engine/x.pyc: PEP 552 unchecked hash-based, for Pyodide's
    Python, not the host's (the host keeps importing the source)."""
    import importlib.util
    name, data, meta = wheel.build_wheel_bytes()
    zf = zipfile.ZipFile(io.BytesIO(data))
    names = set(zf.namelist())
    py = {n for n in names if n.endswith(".py")}
    assert {n for n in names if n.endswith(".pyc")} == {n + "c" for n in py}
    assert meta["bytecode"] == f"{len(py)} modules précompilés"
    for n in py:
        header = zf.read(n + "c")[:16]
        assert header[2:4] == b"\r\n" and header[:4] != importlib.util.MAGIC_NUMBER
        assert int.from_bytes(header[4:8], "little") == 0b01  # hash-based, never checked
    # without bytecode: the sources only, and another build tag
    bare_name, bare, bare_meta = wheel.build_wheel_bytes(bytecode=False)
    assert not [n for n in zipfile.ZipFile(io.BytesIO(bare)).namelist() if n.endswith(".pyc")]
    assert bare_name != name and bare_meta["bytecode"] == "sans bytecode"


def test_without_node_the_wheel_has_sources_only(monkeypatch):
    monkeypatch.setattr(wheel.shutil, "which", lambda _: None)
    name, data, meta = wheel.build_wheel_bytes()
    assert not [n for n in zipfile.ZipFile(io.BytesIO(data)).namelist() if n.endswith(".pyc")]
    assert "Node introuvable" in meta["bytecode"]


IN_PLACE = r"""
import { readFileSync } from "node:fs";
const [dir, whl, game] = process.argv.slice(2);
const { loadPyodide } = await import(dir + "/pyodide.mjs");
const lock = JSON.parse(readFileSync(dir + "/pyodide-lock.json", "utf8"));
const py = await loadPyodide({ indexURL: dir + "/", lockFileContents: { info: lock.info, packages: {} } });
py.FS.writeFile("/lib/engine.whl", readFileSync(whl));
py.runPython("import sys; sys.path.insert(0, '/lib/engine.whl')");
py.FS.mkdirTree("/lib/jeux");
py.FS.writeFile("/lib/jeux/flip7.zip", readFileSync(game));
console.log(py.runPython(`
import json, sys, engine.web as w, engine.core as c, engine.games as g
g.__path__.append("/lib/jeux/flip7.zip/engine/games")
a = json.loads(w.handle(json.dumps({"op": "ouvrir", "demo": "a", "config": {"jeu": "flip7"}})))
b = json.loads(w.handle(json.dumps({"op": "ouvrir", "demo": "b", "config": {"jeu": "dames"}})))
json.dumps([w.__file__, c.__file__, sys.modules["engine.games.flip7.game"].__file__, a["ok"], b["ok"],
            sys.version_info[:2]])
`));
"""


@needs_node
def test_pyodide_imports_the_wheel_in_place_from_its_bytecode(tmp_path):
    """What the browser worker does: the core wheel on sys.path (zipimport), the page's game
    archive on the `engine.games` package's path, modules taken from their .pyc, and the bridge
    answers for that game; a game whose archive the page did not fetch is not there."""
    import subprocess
    (core_name, core, _), games = wheel.build_parts()
    (tmp_path / core_name).write_bytes(core)
    (tmp_path / "flip7.zip").write_bytes(games["flip7"][1])
    script = tmp_path / "in_place.mjs"
    script.write_text(IN_PLACE, encoding="utf-8")
    out = subprocess.run(["node", str(script), str(wheel.RUNTIME_DIR), str(tmp_path / core_name),
                          str(tmp_path / "flip7.zip")], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    web_file, core_file, game_file, ok, other_ok, version = json.loads(out.stdout.strip().splitlines()[-1])
    assert web_file.endswith("/engine/web.pyc") and core_file.endswith("/engine/core.pyc")
    assert game_file == "/lib/jeux/flip7.zip/engine/games/flip7/game.pyc"
    assert ok and not other_ok and version[0] == 3 and version[1] > 11


def test_site_parts_are_the_core_and_one_archive_per_game():
    """The site ships the core wheel (no game) and each game's folder as an archive of its own,
    sources and bytecode, named by a hash of its bytes; together they hold the whole wheel."""
    (core_name, core, _), games = wheel.build_parts()
    full = zipfile.ZipFile(io.BytesIO(wheel.build_wheel_bytes()[1]))
    core_names = zipfile.ZipFile(io.BytesIO(core)).namelist()
    assert not [n for n in core_names if wheel.game_of(n)] and "engine/games/__init__.py" in core_names
    held = set()
    for game, (name, data) in games.items():
        assert name == f"{game}-{hashlib.sha256(data).hexdigest()[:12]}.zip"
        names = zipfile.ZipFile(io.BytesIO(data)).namelist()
        assert names and all(n.startswith(f"engine/games/{game}/") for n in names)
        held |= set(names)
    engine_files = {n for n in full.namelist() if n.startswith("engine/")}
    assert held | {n for n in core_names if n.startswith("engine/")} == engine_files
    assert len(core) < len(wheel.build_wheel_bytes()[1]) / 4
