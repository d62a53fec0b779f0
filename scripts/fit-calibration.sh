#!/usr/bin/env bash
# Fits the intent-confidence calibrator (Models/calibration/intent-confidence.json) on the train
# splits only — the MonkeyChat train commands and the coffee-maker tune half, each with the search
# its benchmarks use — then measures it on the held-out splits. Never the other way round: the
# held-out figures are what docs/benchmarks.md reports ("Calibration (issue 13)").
#   scripts/fit-calibration.sh            fit, then measure
#   scripts/fit-calibration.sh --measure  measure the committed calibrator only
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product hark 2>&1 | grep -E "error|warning:|Build" || true
hark=$(swift build -c release --show-bin-path)/hark
out=${CALIBRATION_REPORTS:-reports/calibration}
mkdir -p "$out"
coffee=(--search grammarThenLanguageModel --intents Models/coffee-maker/coffee_maker.yaml)

if [[ ${1:-} != --measure ]]; then
  # The evidence does not depend on the calibrator in use, so the train reports can be written
  # with whatever calibrator is committed.
  "$hark" evaluate --search languageModel --json "$out/train-monkeychat.json" Audio/monkeychat/commands-train.jsonl \
    > /dev/null
  "$hark" evaluate "${coffee[@]}" --json "$out/train-coffee.json" Audio/coffee-dev/tune.jsonl > /dev/null
  "$hark" calibrate "$out/train-monkeychat.json" "$out/train-coffee.json"
fi

measure() {
  local name=$1
  shift
  echo
  echo "######## $name"
  "$hark" evaluate --json "$out/$name.json" --html "$out/$name.html" --reliability-svg "$out/$name.svg" "$@" |
    grep -E "ECE|Command acceptance"
}
measure heldout-monkeychat --search languageModel Audio/monkeychat/commands-heldout.jsonl
measure heldout-coffee "${coffee[@]}" Audio/coffee-dev/check.jsonl
