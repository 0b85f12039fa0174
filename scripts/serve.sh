#!/usr/bin/env bash
# Installs what the site needs, then serves it on http://127.0.0.1:8000/
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh site
exec .venv/bin/mkdocs serve -a 127.0.0.1:8000 "$@"
