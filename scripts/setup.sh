#!/usr/bin/env bash
# Installs everything the project needs, from the package registries only.
#   scripts/setup.sh site   -> what building and serving the site needs
#   scripts/setup.sh test   -> that, plus what the tests need (Chromium, pandoc, pytest, Playwright)
# Safe to re-run: each step is skipped when already satisfied.
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-site}"

say() { printf '\n==> %s\n' "$*"; }

need_apt=()
command -v node >/dev/null || need_apt+=(nodejs npm)
if [ "$what" = test ]; then
  [ -x /usr/bin/chromium ] || need_apt+=(chromium)
  command -v pandoc >/dev/null || need_apt+=(pandoc)
fi
if [ ${#need_apt[@]} -gt 0 ]; then
  say "Paquets Debian : ${need_apt[*]}"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

PY="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  say "Environnement Python (.venv)"
  "$PY" -m venv .venv
fi
extras="site"
[ "$what" = test ] && extras="site,test"
say "Dépendances Python ($extras, versions figées dans pyproject.toml)"
# pip's own status decides (a filtered pipe would hide a failed install)
if ! .venv/bin/python -m pip install -q --disable-pip-version-check -e ".[$extras]" > .venv/pip.log 2>&1; then
  cat .venv/pip.log
  echo "L'installation des dépendances Python a échoué (voir ci-dessus)." >&2
  exit 1
fi
grep -v "^WARNING: Location" .venv/pip.log || true

if [ -f site_demos/package.json ]; then
  # Re-run npm ci whenever the lock changed since the last install (a new pinned
  # package such as axe-core must reach existing checkouts too).
  if [ ! -f site_demos/node_modules/pyodide/pyodide.mjs ] \
     || ! cmp -s site_demos/package-lock.json site_demos/node_modules/.package-lock.installed; then
    say "Environnement Pyodide (npm, version figée)"
    npm ci --prefix site_demos --no-audit --no-fund --loglevel=error
    cp site_demos/package-lock.json site_demos/node_modules/.package-lock.installed
  fi
fi
say "Prêt."
