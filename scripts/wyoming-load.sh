#!/usr/bin/env bash
# A house of satellites at once (docs/benchmarks.md, "Network front doors"): CLIENTS Wyoming
# clients (20) each transcribe the same 3 s real command at the same moment, ROUNDS (3) rounds,
# against `hark wyoming --decoders 2 --queue Q` for each Q given (default: the service's own).
# Each round prints how many were served and refused as busy, and when the last transcript came.
# EXTRA holds more `hark wyoming` options (e.g. --intents Models/coffee-maker/coffee_maker.yaml).
# Needs scripts/setup-python.sh (the `wyoming` client). Usage: scripts/wyoming-load.sh [Q...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
hark=${HARK:-$(scripts/release-hark.sh)}
clients=${CLIENTS:-20} rounds=${ROUNDS:-3}
pick() { # the tune half's first recording between 2.9 and 3.1 s
  for audio in $(python3 -c 'import json; [print(json.loads(l)["audio"].split("/")[-1]) for l in open("Audio/coffee-dev/tune.jsonl")]'); do
    seconds=$(soxi -D "../shared/picovoice-coffee-dev/audio/$audio")
    if awk -v s="$seconds" 'BEGIN { exit !(s >= 2.9 && s <= 3.1) }'; then echo "../shared/picovoice-coffee-dev/audio/$audio"; return; fi
  done
}
file=${FILE:-$(pick)}
scratch=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$scratch"' EXIT
sox "$file" -r 16000 -c 1 -b 16 "$scratch/command.wav"
echo "command: $file ($(soxi -D "$scratch/command.wav") s)" >&2
queues=("$@")
[ ${#queues[@]} -gt 0 ] || queues=(default)
port=10391
for queue in "${queues[@]}"; do
  port=$((port + 1))
  extra=()
  [ "$queue" = default ] || extra=(--queue "$queue")
  # shellcheck disable=SC2086
  "$hark" wyoming --uri "tcp://127.0.0.1:$port" --state "$scratch/state-$port" "${extra[@]}" ${EXTRA:-} &
  pid=$!
  for _ in $(seq 600); do
    .venv-tools/bin/python scripts/wyoming-client.py latency "tcp://127.0.0.1:$port" "$scratch/command.wav" \
      --repeat 1 >/dev/null 2>&1 && break
    sleep 0.1
  done
  echo "queue $queue:"
  .venv-tools/bin/python scripts/wyoming-client.py load "tcp://127.0.0.1:$port" "$scratch/command.wav" \
    --clients "$clients" --rounds "$rounds"
  kill "$pid"
  wait "$pid" 2>/dev/null || true
done
