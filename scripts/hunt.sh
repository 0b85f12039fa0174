#!/usr/bin/env bash
# The bug hunt with fresh random seeds (not part of the test command, which
# replays fixed seeds): random games of every game and mode, the engine's volume
# tests at their large volume from the same fresh base seed (BGA_CHASSE=1), then
# the converter's property tests under hypothesis's « chasse » profile.
#   scripts/hunt.sh [--parties N] [--graine G]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test >/dev/null
base=""
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  [ "${args[$i]}" = "--graine" ] && base="${args[$((i + 1))]:-}"
done
if [ -z "$base" ]; then
  base=$(.venv/bin/python -c 'import random; print(random.SystemRandom().randrange(2**40))')
  args+=(--graine "$base")
fi
status=0
.venv/bin/python -m scripts.hunt "${args[@]}" || status=1
echo "Tests de volume du moteur, grand volume depuis la graine $base (rejouer : --graine $base)."
BGA_CHASSE=1 BGA_GRAINE="$base" .venv/bin/python -m pytest tests/engine -q -p no:cacheprovider -n auto || status=1
HYPOTHESIS_PROFILE=chasse .venv/bin/python -m pytest tests/converter -q -p no:cacheprovider || status=1
exit $status
