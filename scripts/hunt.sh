#!/usr/bin/env bash
# The bug hunt with fresh random seeds (not part of the test command, which
# replays fixed seeds): random games of every game and mode, then the
# converter's property tests under hypothesis's « chasse » profile.
#   scripts/hunt.sh [--parties N] [--graine G]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test >/dev/null
status=0
.venv/bin/python -m scripts.hunt "$@" || status=1
HYPOTHESIS_PROFILE=chasse .venv/bin/python -m pytest tests/converter -q -p no:cacheprovider || status=1
exit $status
