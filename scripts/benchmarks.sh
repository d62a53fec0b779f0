#!/usr/bin/env bash
# Re-measures figures of docs/benchmarks.md: the measurements kept beside the tests but out of the
# unit suite (the suites marked `.benchmark`: free-text search choice, live recognition cost and
# the grammar search hearing a vocabulary change, Hark against pocketsphinx_batch on librivox,
# held-out sentences, eight samples of every template); Hark against pocketsphinx_batch with
# `hark bench`; and the speed-up of `--jobs 2` over `--jobs 1`. Run it on an otherwise idle machine.
#   scripts/benchmarks.sh [SET]      # everything; SET: the manifest of the --jobs figures
#   scripts/benchmarks.sh --tests    # the `.benchmark` suites alone
# It fails when a benchmark's assertion fails: the interpolated free-text model no longer beats
# both models alone, Hark's librivox WER exceeds pocketsphinx_batch's or reaches 50 %, a template
# sample is read as another intent, or the grammar search mishears the vocabulary change.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh

tests_only=false
if [[ ${1:-} == --tests ]]; then
  tests_only=true
  shift
fi

echo "== the .benchmark suites (release build with testing enabled, one test at a time)"
swift build -c release --build-tests -Xswiftc -enable-testing 2>&1 | grep -E "error|warning:" || true
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
HARK_BENCHMARKS=1 swift test -c release -Xswiftc -enable-testing --skip-build --no-parallel --filter Benchmark \
  >"$log" 2>&1 || status=$?
grep -E "^(free-text WER|vocabulary swap|grammar decode|turn decode time|librivox WER|held-out sentences|template samples)" "$log" || true
if [[ $status -ne 0 ]]; then
  grep -E "✘|recorded an issue|error:" "$log" >&2 || tail -40 "$log" >&2
  echo "benchmarks: a benchmark's assertion failed (above)" >&2
  exit "$status"
fi
$tests_only && exit 0
echo
hark=$(scripts/release-hark.sh)
set=${1:-Audio/monkeychat/commands-train.jsonl}

echo "== hark bench (pocketsphinx-testdata, 3 runs each)"
"$hark" bench --repeat 3

echo
echo "== hark evaluate --jobs 1 vs --jobs 2 on $set"
workdir=$(mktemp -d)
trap 'rm -rf "$workdir" "$log"' EXIT
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
