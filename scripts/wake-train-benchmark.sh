#!/usr/bin/env bash
# A model of one's own, measured (docs/benchmarks.md, "Wake word"): `hark wake train --word WORD`
# from synthesized speech, with the coffee-maker dev split's tune half (154 real commands) as its
# real negatives, then heard on WORD's real recordings, clean and in the five real rooms at 10 dB,
# against the same negatives as the spotter (scripts/wake-benchmark.sh, MODEL=), and on more than
# 10 h without the phrase (scripts/wake-false-alarms.sh). The model stays in reports/wake/models/
# (delete it to train again); HALF=tune|check goes to wake-benchmark.sh ("smart mirror").
# Usage: scripts/wake-train-benchmark.sh WORD
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
word=$1
scripts/setup-wakeword.sh
hark=${HARK:-$(scripts/release-hark.sh)}
mkdir -p reports/wake/models
model=reports/wake/models/${word// /_}.tflite
if [ ! -s "$model" ]; then
  negatives=$(python3 - <<'PY'
import json, os
for line in open("Audio/coffee-dev/tune.jsonl"):
    print("--negative", os.path.normpath(os.path.join("Audio/coffee-dev", json.loads(line)["audio"])))
PY
  )
  # shellcheck disable=SC2086
  /usr/bin/time -f "training: %e s, %U CPU s" "$hark" wake train --word "$word" --output "$model" $negatives
fi
HARK=$hark MODEL=$model scripts/wake-benchmark.sh "$word"
HARK=$hark scripts/wake-false-alarms.sh "$model" "$word"
