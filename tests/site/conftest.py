"""The one strict build of the project's site that the build and search-index tests read.

Built once per run: both modules are one xdist group, so they run on the same worker and
share it. It is made for a public address in a sub-folder (`SITE_URL`), as a host serves it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE_URL = "https://regles.example.org/sous-dossier/"


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.xdist_group("site-construit"))


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    if not (ROOT / "mkdocs.yml").is_file():
        pytest.skip("mkdocs.yml absent")
    if not (ROOT / "site_demos" / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        pytest.skip("environnement Pyodide absent (npm ci --prefix site_demos) : le crochet de démo "
                    "ne peut pas copier le runtime")
    if not (ROOT / "docs" / "index.md").is_file():
        pytest.skip("docs/index.md absent : lancez python -m scripts.import_wiki")
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "SITE_URL": SITE_URL}
    proc = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f",
                           str(ROOT / "mkdocs.yml"), "-d", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return out
