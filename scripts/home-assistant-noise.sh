#!/usr/bin/env bash
# Home Assistant's templates against a room's noise alone (docs/benchmarks.md, "Home Assistant's
# templates"): STRETCHES (20) three-second stretches of each of the five real rooms
# (../shared/real-noise/), evenly spaced from a fraction SHIFT of a step (0.5: the stretches
# reported; 0: those the search's weights were chosen on), each read by `hark understand` with
# the sample home. Prints every stretch given an intent, then the count. Usage:
#   scripts/home-assistant-noise.sh [SHIFT] [STRETCHES]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
shift_fraction=${1:-0.5}
stretches=${2:-20}
noise=${NOISE_DIR:-../shared/real-noise}
scripts/setup-python.sh
hark=${HARK:-$(scripts/release-hark.sh)}
intents=$(ls .venv-tools/lib/python3*/site-packages/home_assistant_intents/data/en.json | head -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for room in carnival-crowd footsteps party-crowd shopping-mall stadium; do
  seconds=$(soxi -D "$noise/$room.flac")
  for i in $(seq 0 $((stretches - 1))); do
    offset=$(python3 -c "print(round(($i + $shift_fraction) * ($seconds - 4) / $stretches, 2))")
    sox "$noise/$room.flac" -r 16000 -c 1 -b 16 "$work/$room-$i.wav" trim "$offset" 3
  done
done
"$hark" understand --intents "$intents" --entities Models/home-assistant/entities.yaml --json "$work"/*.wav \
  2>/dev/null > "$work/heard.jsonl" || true
python3 - "$work/heard.jsonl" <<'PY'
import json, os, sys
lines = [json.loads(line) for line in open(sys.argv[1])]
acted = [line for line in lines if line.get("intent") not in (None, "none")]
for line in acted:
    print(f"{os.path.basename(line['file'])}: \"{line['transcript']}\" -> {line['intent']}")
print(f"{len(acted)} of {len(lines)} stretches of noise given an intent")
PY
