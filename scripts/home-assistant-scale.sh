#!/usr/bin/env bash
# How Home Assistant's templates scale with the user's names (docs/benchmarks.md, "Home
# Assistant's templates heard"): the sample home plus made-up names up to N entities, for each N
# the command search's word graph (states), the time to the first command from nothing and from
# the warm cache, the peak memory and CPU per audio second of `hark evaluate` over the spoken sentences of scripts/home-assistant-audio.sh (run it
# first), and how many of them are still understood. Usage:
#   scripts/home-assistant-scale.sh [AUDIO_DIR] [FILES] [N ...]   (default reports/home-assistant-audio 40 20 50 100 250 500 1000)
# The sample home's 20 entities are always there: every sentence spoken names one of them.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
audio=${1:-reports/home-assistant-audio}
files=${2:-40}
shift $(( $# > 2 ? 2 : $# ))
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(20 50 100 250 500 1000)
[ -f "$audio/manifest.jsonl" ] || { echo "no $audio/manifest.jsonl: run scripts/home-assistant-audio.sh first" >&2; exit 1; }
scripts/setup-python.sh
hark=$(scripts/release-hark.sh)
intents=$(head -1 "$audio/reference.jsonl" | .venv-tools/bin/python -c 'import json, sys; print(json.load(sys.stdin)["intents"])')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
head -n "$files" "$audio/manifest.jsonl" | sed "s|\"audio\": \"|\"audio\": \"$(realpath "$audio")/|" > "$work/manifest.jsonl"
printf '%-8s %-8s %-13s %-10s %-10s %-10s %-14s %s\n' entities words "graph states" "cold (s)" "warm (s)" "peak MB" \
  "CPU s/audio s" understood
for n in "${sizes[@]}"; do
  .venv-tools/bin/python scripts/home-assistant-entities.py "$n" > "$work/entities-$n.yaml"
  cache="$work/cache-$n"
  /usr/bin/time -f "%e %M" -o "$work/build-$n" env HARK_CACHE_DIR="$cache" \
    "$hark" understand --intents "$intents" --entities "$work/entities-$n.yaml" --json \
    "$(head -1 "$work/manifest.jsonl" | .venv-tools/bin/python -c 'import json, sys; print(json.load(sys.stdin)["audio"])')" \
    > /dev/null 2>&1
  /usr/bin/time -f "%e %M" -o "$work/warm-$n" env HARK_CACHE_DIR="$cache" \
    "$hark" understand --intents "$intents" --entities "$work/entities-$n.yaml" --json \
    "$(head -1 "$work/manifest.jsonl" | .venv-tools/bin/python -c 'import json, sys; print(json.load(sys.stdin)["audio"])')" \
    > /dev/null 2>&1
  /usr/bin/time -f "%e %M" -o "$work/run-$n" env HARK_CACHE_DIR="$cache" \
    "$hark" evaluate --intents "$intents" --entities "$work/entities-$n.yaml" --jobs 1 --json "$work/report-$n.json" \
    "$work/manifest.jsonl" > /dev/null 2>&1 || true
  .venv-tools/bin/python - "$n" "$work" "$cache" <<'PY'
import glob, json, os, sys
n, work, cache = sys.argv[1], sys.argv[2], sys.argv[3]
report = json.load(open(f"{work}/report-{n}.json"))
# The command search's word graph and its words, as the cache keeps them.
graph = max(glob.glob(f"{cache}/*/word-graph-*.txt"), key=os.path.getmtime, default=None)
listed = max(glob.glob(f"{cache}/*/words.txt"), key=os.path.getmtime, default=None)
words = sum(1 for _ in open(listed)) if listed else 0
states = open(graph).readline().split()[-1] if graph else "none"
cold = float(open(f"{work}/build-{n}").read().split()[0])
warm = float(open(f"{work}/warm-{n}").read().split()[0])
peak = int(open(f"{work}/run-{n}").read().split()[1]) / 1024
speed = report["speed"]["cpuSecondsPerAudioSecond"]
understanding = report["understanding"]
print(f"{n:<8} {words:<8} {states:<13} {cold:<10.1f} {warm:<10.1f} {peak:<10.0f} {speed:<14.3f} "
      f"{understanding['commandsAccepted']} of {understanding['intentUtterances']}")
PY
done
