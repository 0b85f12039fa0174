#!/usr/bin/env bash
# Installs what the tests need, then runs every test layer: pure Python
# (engine, converter, import), the engine inside Pyodide under Node, the site
# build, and end-to-end in headless Chromium against the built site. Both
# cores (pytest-xdist): each worker takes one half of the browser layer (one
# built site, one browser), then the other layers' tests one by one (see
# ARCHITECTURE.md, tests/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test
exec .venv/bin/python -m pytest -n 2 --dist loadgroup "$@"
