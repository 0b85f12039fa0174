"""Build the engine as a pure-Python wheel and register it in a Pyodide lock file.

Why not `pyodide build`: it downloads a cross-build environment from GitHub and
fails offline. The engine is standard-library Python only, so what Pyodide needs
is an ordinary `py3-none-any` wheel plus an entry in `pyodide-lock.json` (name,
version, file name, sha256, imports). `python -m build --wheel --no-isolation`
would make one, but it takes seconds and its archive changes at every build
(timestamps), so its hash does too. A wheel is a zip with a `.dist-info`
folder (PEP 427): this module writes it with `zipfile`, in a few milliseconds,
with fixed timestamps and sorted entries, so the same sources always give the
same bytes and the same sha256. The sha256 still goes into the lock at every
build, from the bytes actually written.

The wheel also carries bytecode for the browser's Python: next to each
`engine/x.py`, an `engine/x.pyc` (PEP 552 unchecked hash-based pyc) compiled
by Pyodide's own CPython 3.14 under Node (`compile_pyc.mjs`; the host's 3.11
cannot write 3.14 bytecode). The browser imports the engine in place from the
wheel with `zipimport`, which takes the `.pyc` and so compiles nothing on the
reader's machine; an installer that unpacks the wheel (pip, Pyodide's
`loadPackage`) imports the `.py` as usual, since a source file wins over a
stray `.pyc` beside it. The bytecode is deterministic (same sources and
runtime, same bytes) and cached by content in the temporary directory; without
Node the wheel is built without it, and the engine still runs, compiled in the
browser.

The wheel's file name carries a build tag made from its content hash
(`bga_regles_engine-0.1.0-0a1b2c3d4e5f-py3-none-any.whl`): a browser that
kept an older wheel in its cache can never pair it with a newer lock file
(Pyodide refuses a wheel whose sha256 differs from the lock, with no fallback).

Command line: `python site_demos/wheel.py OUT_DIR` writes the wheel and the
patched `pyodide-lock.json` into OUT_DIR and prints the wheel's path and hash.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNTIME_DIR = Path(__file__).resolve().parent / "node_modules" / "pyodide"
PACKAGE_DIRS = ["engine"]
GAMES_DIR = "engine/games"  # one archive per folder under it on the site (build_parts)
GAMES_URI = "jeux"  # the games' archives, beside the core wheel
COMPILER = Path(__file__).resolve().parent / "compile_pyc.mjs"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


class RuntimeMissing(RuntimeError):
    """The npm Pyodide runtime is not installed (French message)."""


def project_meta(root: Path = ROOT) -> dict:
    with open(root / "pyproject.toml", "rb") as fh:
        project = tomllib.load(fh)["project"]
    return {"name": project["name"], "version": project["version"],
            "summary": project.get("description", ""),
            "requires_python": project.get("requires-python", "")}


def normalize(name: str) -> str:
    """PEP 503 name (the lock file's key): lower case, runs of -_. become -."""
    return re.sub(r"[-_.]+", "-", name).lower()


def wheel_stem(name: str) -> str:
    """Distribution part of a wheel file name (PEP 427): - becomes _."""
    return re.sub(r"[-_.]+", "_", name).lower()


def source_files(root: Path = ROOT) -> list[tuple[str, bytes]]:
    """(archive path, bytes) of every Python file of the engine, sorted."""
    out = []
    for pkg in PACKAGE_DIRS:
        for path in sorted((root / pkg).rglob("*.py")):
            rel = path.relative_to(root)
            if "__pycache__" in rel.parts:
                continue
            out.append((rel.as_posix(), path.read_bytes()))
    return out


def _record_hash(data: bytes) -> str:
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def _zip_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for arcname, data in entries:
            info = zipfile.ZipInfo(arcname, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return buf.getvalue()


def _bytecode_key(files: list[tuple[str, bytes]], runtime: Path) -> str:
    key = hashlib.sha256()
    key.update(COMPILER.read_bytes())
    for name in ("package.json", "pyodide-lock.json", "pyodide.asm.mjs"):
        key.update((runtime / name).read_bytes() if (runtime / name).is_file() else b"-")
    for name, data in files:
        key.update(name.encode("utf-8") + b"\0" + data + b"\0")
    return key.hexdigest()[:32]


def runtime_bytecode(files: list[tuple[str, bytes]]) -> tuple[dict[str, bytes], str]:
    """({"engine/x.pyc": bytes}, note): bytecode for Pyodide's Python, or ({}, why not).

    Compiled by Pyodide under Node (a few seconds), then cached by content."""
    try:
        runtime = runtime_dir()
    except RuntimeMissing as err:
        return {}, str(err)
    node = shutil.which("node")
    if node is None:
        return {}, "Node introuvable : le moteur sera compilé dans le navigateur"
    cache = Path(tempfile.gettempdir()) / "bga-regles-pyc"
    target = cache / f"{_bytecode_key(files, runtime)}.zip"
    if not target.is_file():
        cache.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=cache) as tmp:
            sources = Path(tmp) / "sources.zip"
            with zipfile.ZipFile(sources, "w") as zf:
                for name, data in files:
                    zf.writestr(name, data)
            out = Path(tmp) / "out.zip"
            proc = subprocess.run([node, str(COMPILER), str(runtime), str(sources), str(out)],
                                  capture_output=True, text=True, timeout=300)
            if proc.returncode != 0 or not out.is_file():
                raise RuntimeError("compilation du moteur pour Pyodide impossible :\n"
                                   + (proc.stderr or proc.stdout)[-2000:])
            os.replace(out, target)  # atomic: concurrent builds agree
    with zipfile.ZipFile(target) as zf:
        compiled = {name: zf.read(name) for name in zf.namelist()}
    expected = {name + "c" for name, _ in files}
    if set(compiled) != expected:
        raise RuntimeError("bytecode incomplet : " + ", ".join(sorted(expected ^ set(compiled))))
    return compiled, f"{len(compiled)} modules précompilés"


def game_of(arcname: str) -> str | None:
    """The game a file of the engine belongs to (`engine/games/<id>/…` → id), None for the core."""
    parts = arcname.split("/")
    if len(parts) >= 4 and parts[:2] == GAMES_DIR.split("/"):
        return parts[2]
    return None


def _compiled_files(root: Path, bytecode: bool) -> tuple[list[tuple[str, bytes]], str]:
    files = source_files(root)
    if not files:
        raise RuntimeError(f"aucun fichier Python sous {root}/engine")
    compiled, note = runtime_bytecode(files) if bytecode else ({}, "sans bytecode")
    return sorted(files + list(compiled.items())), note


def build_wheel_bytes(root: Path = ROOT, bytecode: bool = True, games: bool = True,
                      _files=None) -> tuple[str, bytes, dict]:
    """Return (file name, wheel bytes, metadata) for the engine sources under `root`.

    With `bytecode`, each module's Pyodide bytecode goes beside its source
    (`meta["bytecode"]` says how many, or why none). Without `games`, the
    wheel is the core only: every `engine/games/<id>/` folder is left out
    (the site ships each game apart, see `build_parts`)."""
    meta = project_meta(root)
    if _files is None:
        files, meta["bytecode"] = _compiled_files(root, bytecode)
    else:
        files, meta["bytecode"] = _files
    if not games:
        files = [(name, data) for name, data in files if game_of(name) is None]
    stem = wheel_stem(meta["name"])
    dist_info = f"{stem}-{meta['version']}.dist-info"
    metadata = (
        "Metadata-Version: 2.1\n"
        f"Name: {meta['name']}\n"
        f"Version: {meta['version']}\n"
        f"Summary: {meta['summary']}\n"
        + (f"Requires-Python: {meta['requires_python']}\n" if meta["requires_python"] else "")
    ).encode("utf-8")
    wheel_txt = ("Wheel-Version: 1.0\nGenerator: site_demos/wheel.py\n"
                 "Root-Is-Purelib: true\nTag: py3-none-any\n").encode("utf-8")
    top_level = ("\n".join(PACKAGE_DIRS) + "\n").encode("utf-8")
    entries = list(files) + [
        (f"{dist_info}/METADATA", metadata),
        (f"{dist_info}/WHEEL", wheel_txt),
        (f"{dist_info}/top_level.txt", top_level),
    ]
    record_lines = [f"{name},{_record_hash(data)},{len(data)}" for name, data in entries]
    record_lines.append(f"{dist_info}/RECORD,,")
    entries.append((f"{dist_info}/RECORD", ("\n".join(record_lines) + "\n").encode("utf-8")))
    # The build tag (content hash of the sources) makes the file name change
    # whenever the content does: no stale cache can meet a newer lock file.
    content = hashlib.sha256()
    for name, data in entries:
        content.update(name.encode("utf-8") + b"\0" + data + b"\0")
    build_tag = "0" + content.hexdigest()[:12]
    file_name = f"{stem}-{meta['version']}-{build_tag}-py3-none-any.whl"
    return file_name, _zip_bytes(entries), meta


def build_parts(root: Path = ROOT, bytecode: bool = True) -> tuple[tuple[str, bytes, dict], dict[str, tuple[str, bytes]]]:
    """What the site ships: the core wheel (the engine without its games) and one
    archive per game, `{id: (file name, bytes)}`.

    A game's archive is a plain zip of its folder, paths from the root
    (`engine/games/<id>/…`, sources and bytecode), so the worker imports it in
    place with `zipimport` once `<archive>/engine/games` is on the `engine.games`
    package's path; its name carries a hash of its bytes (`flip7-0a1b2c3d4e5f.zip`),
    so a cached old archive never meets a newer page. A page loads the core and its
    own game(s) only; the full wheel (`build_wheel_bytes`) stays what Node and
    `loadPackage` use."""
    files = _compiled_files(root, bytecode)
    core = build_wheel_bytes(root, bytecode, games=False, _files=files)
    by_game: dict[str, list[tuple[str, bytes]]] = {}
    for name, data in files[0]:
        game = game_of(name)
        if game is not None:
            by_game.setdefault(game, []).append((name, data))
    games = {}
    for game, entries in sorted(by_game.items()):
        data = _zip_bytes(sorted(entries))
        games[game] = (f"{game}-{hashlib.sha256(data).hexdigest()[:12]}.zip", data)
    return core, games


def lock_entry(file_name: str, data: bytes, meta: dict) -> dict:
    return {
        "name": normalize(meta["name"]),
        "version": meta["version"],
        "file_name": file_name,
        "install_dir": "site",
        "sha256": hashlib.sha256(data).hexdigest(),
        "package_type": "package",
        "imports": list(PACKAGE_DIRS),
        "depends": [],
        "unvendored_tests": False,
        "tool": {},
    }


def runtime_dir() -> Path:
    """The npm Pyodide runtime; raises RuntimeMissing (French) if absent."""
    needed = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
              "pyodide-lock.json"]
    missing = [n for n in needed if not (RUNTIME_DIR / n).is_file()]
    if missing:
        raise RuntimeMissing(
            "le runtime Pyodide n'est pas installé (fichiers manquants dans "
            f"{RUNTIME_DIR} : {', '.join(missing)}). Lancez « scripts/setup.sh » "
            "ou « npm ci --prefix site_demos »."
        )
    return RUNTIME_DIR


def patched_lock(file_name: str, data: bytes, meta: dict, lock_path: Path | None = None) -> tuple[bytes, dict]:
    """A copy of the runtime's lock file with the engine wheel registered."""
    lock_path = lock_path or runtime_dir() / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    entry = lock_entry(file_name, data, meta)
    lock["packages"][entry["name"]] = entry
    return json.dumps(lock, ensure_ascii=False, separators=(",", ":")).encode("utf-8"), entry


def build(out_dir: Path, root: Path = ROOT) -> dict:
    """Write the wheel and the patched lock into `out_dir`; return the lock entry."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    file_name, data, meta = build_wheel_bytes(root)
    lock_bytes, entry = patched_lock(file_name, data, meta)
    for old in out_dir.glob(f"{wheel_stem(meta['name'])}-*.whl"):
        if old.name != file_name:
            old.unlink()
    (out_dir / file_name).write_bytes(data)
    (out_dir / "pyodide-lock.json").write_bytes(lock_bytes)
    return entry


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage : python site_demos/wheel.py DOSSIER_DE_SORTIE", file=sys.stderr)
        return 2
    try:
        entry = build(Path(argv[1]))
    except RuntimeMissing as err:
        print(f"Erreur : {err}", file=sys.stderr)
        return 1
    print(Path(argv[1]) / entry["file_name"], entry["sha256"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
