#!/usr/bin/env bash
# Hark against the bare decoder in real rooms (docs/benchmarks.md, "Real rooms"): the check half of
# the coffee-maker dev split, clean and mixed with the five rooms of ../shared/real-noise at 24, 15
# and 6 dB (peak-frame). The bare decoder's hypotheses are decoded once into reports/real-bare/
# (about 8 CPU minutes a set) and reused; Hark's side is decoded each time into OUT (default
# reports/real-final). The shopping mall is heard with its own fold's gate (8 dB; the gate was
# chosen with each room left out). EXTRA goes to Hark's side, e.g. --set KEY=VALUE.
# Usage: scripts/real-rooms-benchmark.sh [OUT] [EXTRA...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${1:-reports/real-final}
shift || true
hark=$(scripts/release-hark.sh)
ctx=(--intents Models/coffee-maker/coffee_maker.yaml)
rooms=(party-crowd shopping-mall carnival-crowd stadium footsteps)
mkdir -p "$out" reports/real-bare
if [ ! -f reports/real-noise/check-footsteps-snr6.jsonl ]; then
  noises=$(printf -- '--noise %s ' ../shared/real-noise/*.flac)
  # shellcheck disable=SC2086
  "$hark" mix --snr-convention peak-frame $noises --snr 24 --snr 15 --snr 6 --seed 1 --out reports/real-noise \
    Audio/coffee-dev/check.jsonl >&2
fi
sets=(clean)
for level in 24 15 6; do for room in "${rooms[@]}"; do sets+=("check-$room-snr$level"); done; done
for set in "${sets[@]}"; do
  manifest=reports/real-noise/$set.jsonl
  [ "$set" = clean ] && manifest=Audio/coffee-dev/check.jsonl
  [ -s "reports/real-bare/$set.json" ] ||
    "$hark" bench baseline "${ctx[@]}" --json "reports/real-bare/$set.json" "$manifest" > /dev/null
  gate=()
  [[ $set == check-shopping-mall-* ]] && gate=(--set frontEnd.foregroundRangeDB=8)
  "$hark" bench baseline "${ctx[@]}" "${gate[@]}" "$@" --bare-from "reports/real-bare/$set.json" \
    --json "$out/$set.json" "$manifest" > "$out/$set.txt"
  sed -n 5p "$out/$set.txt"  # the set's row of the table
done
