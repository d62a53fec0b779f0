#!/usr/bin/env bash
# hark listen on real commands in real rooms (docs/benchmarks.md, "Streams"): the coffee check
# half's first N recordings one after another, a room's noise under all of it
# (scripts/listen-rooms.py), heard with the defaults (the learned enhancer where the condition sends
# an utterance) and with the plain front end (--enhance loudness-trim): commands right, CPU seconds
# per stream second, peak memory; then latency at real time on the first room at the first SNR.
# Usage: scripts/listen-rooms.sh [HARK_BINARY]   (ROOMS, SNRS, N and LIVE_N in the environment)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
hark=${1:-$(scripts/release-hark.sh)}
rooms=(${ROOMS:-party-crowd shopping-mall carnival-crowd stadium footsteps})
snrs=(${SNRS:-15 6})
count=${N:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HARK_CACHE_DIR=${HARK_CACHE_DIR:-$work/cache}
manifest=Audio/coffee-dev/check.jsonl

run() { # stream label [listen options…]
  local stream=$1 label=$2
  shift 2
  local seconds
  seconds=$(python3 -c "import os; print(os.path.getsize('$work/$stream.raw') / 32000)")
  /usr/bin/time -f "%U %S %M" -o "$work/time" "$hark" listen --intents Models/coffee-maker/coffee_maker.yaml \
    --raw s16le:16000:1 "$@" < "$work/$stream.raw" > "$work/out.jsonl"
  read -r user system peak < "$work/time"
  printf '%s\t%s\t%.0f s\tCPU/s %.3f\tpeak %d MB\t%s\n' "$stream" "$label" "$seconds" \
    "$(python3 -c "print(($user + $system) / $seconds)")" $((peak / 1024)) \
    "$(python3 scripts/listen-rooms.py score "$work/$stream.jsonl" "$work/out.jsonl")"
}

for room in "${rooms[@]}"; do
  for snr in "${snrs[@]}"; do
    stream=$room-$snr
    python3 scripts/listen-rooms.py build "../shared/real-noise/$room.flac" "$snr" "$count" "$manifest" \
      "$work/$stream.raw" "$work/$stream.jsonl" 2> /dev/null
    run "$stream" defaults
    run "$stream" plain --enhance loudness-trim
  done
done
echo "real time:"
stream=live-${rooms[0]}-${snrs[0]}
python3 scripts/listen-rooms.py build "../shared/real-noise/${rooms[0]}.flac" "${snrs[0]}" "${LIVE_N:-12}" "$manifest" \
  "$work/$stream.raw" "$work/$stream.jsonl" 2> /dev/null
run "$stream" defaults --real-time
run "$stream" plain --real-time --enhance loudness-trim
