#!/usr/bin/env bash
# The coffee-maker check half under noise (docs/benchmarks.md, issue 12): four noises at seven
# levels (benchmark SNR convention), for three configurations: before issue 12, its first pass
# (garbage edges, no front end) and the chosen one (the same with the default loudness-trim front
# end), with a noise curve of the last two in reports/noise-curve.html, and the false accepts on
# the noise alone. About 45 minutes on 2 cores; RUNS="chosen" (or any of before, edges, chosen)
# runs only those. Needs ../shared/picovoice-coffee-dev and the generated noises.
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
runs=${RUNS:-before edges chosen}
if [[ $runs == *before* ]]; then
  "$hark" evaluate "${intents[@]}" --search grammar --no-edge-garbage --enhance none --label "before: grammar" \
    --json reports/noise-curve-before.json Audio/coffee-dev/check.jsonl $speech
fi
if [[ $runs == *edges* ]]; then
  "$hark" evaluate "${intents[@]}" --search grammarThenLanguageModel --enhance none \
    --label "garbage edges, then LM" --json reports/noise-curve-edges.json Audio/coffee-dev/check.jsonl $speech
  "$hark" evaluate "${intents[@]}" --search grammarThenLanguageModel --enhance none --label "garbage edges" \
    --json reports/noise-only-edges.json "$out"/check-*-noise-only.jsonl
fi
if [[ $runs == *chosen* ]]; then
  compare=()
  [[ -f reports/noise-curve-edges.json ]] && compare=(--compare reports/noise-curve-edges.json)
  "$hark" evaluate "${intents[@]}" --search grammarThenLanguageModel \
    --label "chosen: foreground gate, loudness-trim, garbage edges, then LM" \
    --json reports/noise-curve.json --html reports/noise-curve.html "${compare[@]}" Audio/coffee-dev/check.jsonl $speech
  "$hark" evaluate "${intents[@]}" --search grammarThenLanguageModel --label chosen \
    --json reports/noise-only.json "$out"/check-*-noise-only.jsonl
fi
