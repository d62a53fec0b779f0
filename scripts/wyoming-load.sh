#!/usr/bin/env bash
# A house of satellites at once (docs/benchmarks.md, "Network front doors"): CLIENTS Wyoming
# clients (20) each transcribe the same 2.8 s real recording at the same moment, ROUNDS (3) rounds,
# against `hark wyoming --decoders 2 --queue Q` for each Q given (default: the service's own).
# Each round prints how many were served and refused as busy, and when the last transcript came;
# before the rounds, how long the service took to answer its first transcript, and its memory then
# and after the rounds.
# EXTRA holds more `hark wyoming` options (e.g. --intents Models/coffee-maker/coffee_maker.yaml).
# Needs scripts/setup-python.sh (the `wyoming` client). Usage: scripts/wyoming-load.sh [Q...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
hark=${HARK:-$(scripts/release-hark.sh)}
clients=${CLIENTS:-20} rounds=${ROUNDS:-3}
scratch=$(mktemp -d)
pid=
trap '[ -z "$pid" ] || kill "$pid" 2>/dev/null || true; rm -rf "$scratch"' EXIT
# A real recording of 2.8 s, "go forward ten meters" (Debian's pocketsphinx-testdata), as
# scripts/serve-load.py sends; FILE for another.
if [ -n "${FILE:-}" ]; then
  sox "$FILE" -r 16000 -c 1 -b 16 "$scratch/command.wav"
else
  sox -t raw -r 16000 -e signed -b 16 -c 1 /usr/share/pocketsphinx/test/data/goforward.raw "$scratch/command.wav"
fi
queues=("$@")
[ ${#queues[@]} -gt 0 ] || queues=(default)
port=10391
for queue in "${queues[@]}"; do
  port=$((port + 1))
  extra=()
  [ "$queue" = default ] || extra=(--queue "$queue")
  # shellcheck disable=SC2086
  started=$(date +%s.%N)
  "$hark" wyoming --uri "tcp://127.0.0.1:$port" --state "$scratch/state-$port" "${extra[@]}" ${EXTRA:-} &
  pid=$!
  for _ in $(seq 600); do
    .venv-tools/bin/python scripts/wyoming-client.py latency "tcp://127.0.0.1:$port" "$scratch/command.wav" \
      --repeat 1 >/dev/null 2>&1 && break
    sleep 0.1
  done
  # Ready: the first transcript answered (the client's own start-up included), and the memory then.
  echo "queue $queue: ready after $(python3 -c "import sys; print(round($(date +%s.%N) - $started, 2))") s," \
    "$(($(awk '/VmRSS/ {print $2}' "/proc/$pid/status") / 1024)) MB resident"
  .venv-tools/bin/python scripts/wyoming-client.py load "tcp://127.0.0.1:$port" "$scratch/command.wav" \
    --clients "$clients" --rounds "$rounds"
  # Decoders past the first are built when requests first need them, so memory grows under load.
  echo "queue $queue: after the rounds, $(($(awk '/VmRSS/ {print $2}' "/proc/$pid/status") / 1024)) MB resident"
  kill "$pid"
  wait "$pid" 2>/dev/null || true
done
