#!/usr/bin/env bash
# Fits the intent-confidence calibrator (Models/calibration/intent-confidence.json) on the train
# splits only — the MonkeyChat train commands, the MonkeyChat calibration commands (phrasings the
# intent templates were not written from, by the train cast) and the coffee-maker tune half, clean
# and mixed with issue 12's four noises at 24 to 6 dB, each with the search its benchmarks use —
# then measures it on the held-out splits, the check half's noisy mixes included. Never the other way
# round: the held-out figures are what docs/benchmarks.md reports ("Confidence calibration").
#   scripts/fit-calibration.sh            fit, then measure
#   scripts/fit-calibration.sh --measure  measure the committed calibrator only
# Reports go to reports/calibration/ (or $CALIBRATION_REPORTS); the two reliability diagrams the
# docs show are written to docs/. The MonkeyChat audio and the noises come from
# scripts/setup-samples.sh; the noisy mixes are made here when missing, in reports/noisy/ (or
# $NOISY_DIR), exactly as the noise curve made them (scripts/noise-curve.sh, in git at 8d92c3c).
set -euo pipefail
cd "$(dirname "$0")/.."

hark=$(scripts/release-hark.sh)
out=${CALIBRATION_REPORTS:-reports/calibration}
mkdir -p "$out"
coffee=(--search grammarThenLanguageModel --intents Models/coffee-maker/coffee_maker.yaml)
noisy=${NOISY_DIR:-reports/noisy}
noises=(babble clatter music tv)
levels=(24 21 18 15 12 9 6)

# The coffee-maker half's mixes with each noise at each level (peak-frame SNR), seed 1.
mixes() {
  local half=$1 noise snr
  [[ -f $noisy/$half-tv-snr6.jsonl ]] && return
  local arguments=(--snr-convention peak-frame --seed 1 --out "$noisy")
  for noise in "${noises[@]}"; do arguments+=(--noise "Audio/noise/$noise.wav"); done
  for snr in "${levels[@]}"; do arguments+=(--snr "$snr"); done
  "$hark" mix "${arguments[@]}" "Audio/coffee-dev/$half.jsonl" > /dev/null
}

# The speech mixes of one half, one noise or all ("*"), by name: the noise curve keeps the
# noise-alone mixes (HALF-NOISE-snrN-noise-only.jsonl) in the same folder, and they are no speech.
speech_mixes() {
  local half=$1 noise=$2 snr
  for snr in "${levels[@]}"; do
    for file in "$noisy"/$half-$noise-snr$snr.jsonl; do echo "$file"; done
  done
}

if [[ ${1:-} != --measure ]]; then
  # The evidence does not depend on the calibrator, so the train reports are written without one
  # (--raw-confidence): a committed calibrator of other features would be refused.
  for split in train calibration; do
    "$hark" evaluate --raw-confidence --search languageModel --json "$out/$split-monkeychat.json" \
      "Audio/monkeychat/commands-$split.jsonl" > /dev/null
  done
  "$hark" evaluate --raw-confidence "${coffee[@]}" --json "$out/train-coffee.json" Audio/coffee-dev/tune.jsonl \
    > /dev/null
  mixes tune
  mapfile -t tune_mixes < <(speech_mixes tune "*")
  "$hark" evaluate --raw-confidence "${coffee[@]}" --json "$out/train-coffee-noisy.json" "${tune_mixes[@]}" > /dev/null
  "$hark" calibrate "$out/train-monkeychat.json" "$out/calibration-monkeychat.json" "$out/train-coffee.json" \
    "$out/train-coffee-noisy.json"
fi

measure() {
  local name=$1 svg=$2
  shift 2
  echo
  echo "######## $name"
  "$hark" evaluate --json "$out/$name.json" --html "$out/$name.html" --reliability-svg "$svg" "$@" |
    grep -E "ECE|Command acceptance"
}
measure heldout-monkeychat docs/calibration-monkeychat-heldout.svg --search languageModel \
  Audio/monkeychat/commands-heldout.jsonl
measure heldout-coffee docs/calibration-coffee-check.svg "${coffee[@]}" Audio/coffee-dev/check.jsonl
measure fresh-monkeychat "$out/fresh-monkeychat.svg" --search languageModel Audio/monkeychat/commands-fresh.jsonl
# The check half in each noise, its seven levels together (the terminal report's ECE pools them).
mixes check
for noise in "${noises[@]}"; do
  mapfile -t check_mixes < <(speech_mixes check "$noise")
  measure "heldout-coffee-$noise" "$out/heldout-coffee-$noise.svg" "${coffee[@]}" "${check_mixes[@]}"
done
# Per level: the mean confidence against the share right, and the ECE of each level's 96 alone.
python3 - "$out"/heldout-coffee-{babble,clatter,music,tv}.json <<'PY'
import json, sys
from collections import defaultdict

def ece(pairs):
    bins = defaultdict(lambda: [0.0, 0.0])
    for confidence, right in pairs:
        cell = bins[min(int(confidence * 10), 9)]
        cell[0] += confidence
        cell[1] += right
    return sum(abs(said - right) for said, right in bins.values()) / len(pairs)

print("\n| noise | " + " | ".join(f"{snr} dB: said / right / ECE" for snr in (24, 21, 18, 15, 12, 9, 6)) + " |")
for path in sys.argv[1:]:
    levels = defaultdict(list)
    for row in json.load(open(path))["rows"]:
        if row.get("commandAccepted") is not None:
            levels[int(row["id"].split("/")[0].rsplit("-snr", 1)[1])].append(
                (row["confidence"], 1.0 if row["commandAccepted"] else 0.0))
    cells = []
    for snr in (24, 21, 18, 15, 12, 9, 6):
        pairs = levels[snr]
        said = 100 * sum(c for c, _ in pairs) / len(pairs)
        right = 100 * sum(r for _, r in pairs) / len(pairs)
        cells.append(f"{said:.0f} / {right:.0f} / {100 * ece(pairs):.1f}")
    print(f"| {path.rsplit('-', 1)[1].removesuffix('.json')} | " + " | ".join(cells) + " |")
PY
