#!/usr/bin/env bash
# hark listen on the streams of scripts/listen-stream.py (docs/benchmarks.md, "Streams"):
#   1. each voice activity detector on a 10-minute stream (quiet gaps and pink noise bursts) and
#      on 3-minute streams with pink noise under everything at -40 and -30 dBFS: commands answered
#      right (hark evaluate listen), CPU seconds per stream second, peak resident memory;
#   2. latency from the end of speech to the answer, with the default detector, on a 3-minute
#      stream played at real time (--real-time), as a microphone would deliver it.
# Usage: scripts/listen-benchmark.sh [HARK_BINARY]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
hark=${1:-$(scripts/release-hark.sh)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HARK_CACHE_DIR=${HARK_CACHE_DIR:-$work/cache}
contacts='[{"screenName": "Bobo", "fullName": "Bobo the Great"}, {"screenName": "Kiki", "fullName": "Kiki Moreau"}]'
echo "$contacts" > "$work/contacts.json"

fresh_state() {
  rm -rf "$work/state"
  "$hark" contacts import "$work/contacts.json" --state "$work/state" > /dev/null
}

run() { # name minutes background-db|"" vad [listen options…]
  local name=$1 minutes=$2 background=$3 vad=$4
  shift 4
  local args=(--minutes "$minutes" --out "$work/$name.raw" --truth "$work/$name.jsonl")
  [[ -n "$background" ]] && args+=(--background-db "$background")
  [[ -f "$work/$name.raw" ]] || python3 scripts/listen-stream.py "${args[@]}" 2> /dev/null
  local seconds
  seconds=$(python3 -c "import os; print(os.path.getsize('$work/$name.raw') / 32000)")
  fresh_state
  /usr/bin/time -f "%U %S %M" -o "$work/time" \
    "$hark" listen --vad "$vad" --raw s16le:16000:1 --state "$work/state" "$@" < "$work/$name.raw" > "$work/out.jsonl"
  read -r user system peak < "$work/time"
  printf '%s\t%s\t%.0f s\tCPU/s %.3f\tpeak %d MB\t%s\n' "$name" "$vad" "$seconds" \
    "$(python3 -c "print(($user + $system) / $seconds)")" $((peak / 1024)) \
    "$("$hark" evaluate listen "$work/$name.jsonl" "$work/out.jsonl" --summary)"
}

for vad in webrtc energy; do
  run clean-10min 10 "" "$vad"
  run bed-40-3min 3 -40 "$vad"
  run bed-30-3min 3 -30 "$vad"
done
echo "real time:"
run realtime-3min 3 "" webrtc --real-time
