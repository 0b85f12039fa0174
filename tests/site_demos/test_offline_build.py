"""The service worker the hook writes at the site root (issue 14): this build's
file list and a version that changes with any byte of the site, so a new build
brings a new worker, a new cache, and the old cache is deleted."""

import json
import re

from test_demo_hook import make_site

PAGE = "# Essai\n\n{text}\n\n```demo\njeu: countdown\n```\n"


def service_worker(site):
    text = (site / "sw.js").read_text(encoding="utf-8")
    version = re.search(r'const VERSION = "([0-9a-f]{16})"', text).group(1)
    build = re.search(r'const BUILD = "([0-9a-f]{12})"', text).group(1)
    files = [path for path, _ in json.loads(re.search(r"const FILES = (\[.*?\]);\n", text, re.S).group(1))]
    return text, version, build, files


def test_the_service_worker_lists_the_build_and_changes_with_it(tmp_path):
    from fixtures import registered
    from countdown import Countdown
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    with registered(Countdown):
        a = make_site(tmp_path / "a", {"index.md": PAGE.format(text="Un."), "autre.md": "# Autre\n"})
        b = make_site(tmp_path / "b", {"index.md": PAGE.format(text="Deux."), "autre.md": "# Autre\n"})
    text, version_a, build_a, files = service_worker(a)
    assert "__BGA_" not in text
    assert "./" in files and "autre/" in files
    assert f"assets/demo-worker.mjs?v={build_a}" in files
    assert any(f.startswith("assets/pyodide/") and f.endswith(".whl") for f in files)
    assert "assets/pyodide/pyodide.asm.wasm" in files and "assets/pyodide/python_stdlib.zip" in files
    assert not any(f.endswith((".map", ".gz", "pyodide-lock.json", "sw.js")) for f in files)
    _, version_b, build_b, _ = service_worker(b)
    assert build_a == build_b          # same engine and runtime: the snapshot is kept
    assert version_a != version_b      # a page changed: a new cache for the whole site
