#!/usr/bin/env bash
# Re-measures the speed figures of docs/benchmarks.md: Hark against pocketsphinx_batch, and the
# speed-up of `--jobs 2` over `--jobs 1`. Run it on an otherwise idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
swift build -c release --product hark 2>&1 | grep -E "error|warning:" || true
hark=$(swift build -c release --show-bin-path)/hark
set=${1:-Audio/monkeychat/commands-train.jsonl}

echo "== hark bench (pocketsphinx-testdata, 3 runs each)"
"$hark" bench --repeat 3

echo
echo "== hark evaluate --jobs 1 vs --jobs 2 on $set"
workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
for jobs in 1 2; do
  "$hark" evaluate --jobs "$jobs" --json "$workdir/jobs$jobs.json" "$set" >/dev/null 2>&1 || true
done
python3 - "$workdir" <<'PY'
import json, sys
one, two = (json.load(open(f"{sys.argv[1]}/jobs{j}.json"))["speed"] for j in (1, 2))
print(f"audio {one['audioSeconds']:.1f} s")
for name, s in (("--jobs 1", one), ("--jobs 2", two)):
    print(f"{name}: wall {s['wallSeconds']:.1f} s, CPU {s['cpuSeconds']:.1f} s, CPU s per audio s {s['cpuSecondsPerAudioSecond']:.3f}")
print(f"speed-up of --jobs 2 over --jobs 1: {one['wallSeconds'] / two['wallSeconds']:.2f}x")
PY
