#!/usr/bin/env bash
# The coffee-maker check half under noise (docs/benchmarks.md, issue 12): four noises at seven
# levels (benchmark SNR convention), the configuration before issue 12 and the chosen one, with a
# noise curve in reports/noise-curve.html, and the false accepts on the noise alone.
# About 30 minutes on 2 cores; needs ../shared/picovoice-coffee-dev and the generated noises.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-samples.sh --only noise >/dev/null
swift build -c release --product hark 2>&1 | grep -E "error|warning:" || true
hark=$(swift build -c release --show-bin-path)/hark
out=${NOISY_DIR:-reports/noisy}
mkdir -p "$out" reports
noises=(--noise Audio/noise/babble.wav --noise Audio/noise/clatter.wav --noise Audio/noise/music.wav
  --noise Audio/noise/tv.wav)
levels=(--snr 24 --snr 21 --snr 18 --snr 15 --snr 12 --snr 9 --snr 6)
"$hark" mix --snr-convention peak-frame "${noises[@]}" "${levels[@]}" --seed 1 --out "$out" Audio/coffee-dev/check.jsonl
"$hark" mix --noise-only --snr-convention peak-frame "${noises[@]}" "${levels[@]}" --seed 1 --out "$out" \
  Audio/coffee-dev/check.jsonl
speech=$(ls "$out"/check-*-snr*.jsonl | grep -v noise-only)
intents=(--intents Models/coffee-maker/coffee_maker.yaml)
"$hark" evaluate "${intents[@]}" --search grammar --no-edge-garbage --label "before: grammar" \
  --json reports/noise-curve-before.json Audio/coffee-dev/check.jsonl $speech
"$hark" evaluate "${intents[@]}" --search grammarThenLanguageModel --label "chosen: grammar with garbage edges, then LM" \
  --json reports/noise-curve.json --html reports/noise-curve.html --compare reports/noise-curve-before.json \
  Audio/coffee-dev/check.jsonl $speech
"$hark" evaluate "${intents[@]}" --search grammarThenLanguageModel --label chosen \
  --json reports/noise-only.json "$out"/check-*-noise-only.jsonl
