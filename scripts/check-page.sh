#!/usr/bin/env bash
# A contributor's fast path: strict build, the page's demo blocks started in
# CPython, the page's browser tests. About a minute.
#   scripts/check-page.sh docs/jeux/<page>.md
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test >/dev/null
exec .venv/bin/python scripts/check_page.py "$@"
