#!/usr/bin/env bash
# Screenshots of every example (1280 and 375 px, light and dark) for a person
# to look at; not part of the test command (they check nothing by themselves).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test >/dev/null
exec .venv/bin/python scripts/review.py "$@"
