#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/Sources, declared in Package.swift only when HARK_FUZZ is set)
# with AddressSanitizer and runs each for a set time, then prints executions and crashes per target.
#
#   scripts/fuzz.sh [--runs N] [seconds-per-target] [target…]
#
# Seconds default to 20; --runs N stops a target after N executions instead (the time still caps
# it). Targets default to all of them. Each target starts from its seed corpus (Fuzz/Seeds/TARGET)
# plus what earlier runs found (.build-fuzz/corpus/TARGET); a crashing, leaking or slow input is
# written to .build-fuzz/artifacts/TARGET/ and makes the script exit 1. Rerun one input with
#   .build-fuzz/release/TARGET PATH
# Leaks inside Swift's own Foundation are suppressed by scripts/sanitizers/lsan.supp.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=""
if [[ ${1:-} == "--runs" ]]; then
  runs=$2
  shift 2
fi
seconds=${1:-20}
[[ $# -gt 0 ]] && shift
all=(FuzzAudioReader FuzzIntentYAML FuzzRhinoContext FuzzPropertyList FuzzManifest FuzzContactsImport
  FuzzMessagesImport FuzzResponseTemplate)
targets=("$@")
if [[ $# -eq 0 ]]; then targets=("${all[@]}"); fi

scratch=.build-fuzz
# Coverage for the Swift code (-sanitize=fuzzer on every module, not only the executables as
# --sanitize fuzzer does) and for C compiled here (Yams' libyaml); libFuzzer's main is linked
# into the executables only.
flags=(-c release --scratch-path "$scratch" --sanitize fuzzer --sanitize address
  -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link)
start=$(date +%s)
for target in "${targets[@]}"; do
  log=$(mktemp)
  if ! HARK_FUZZ=1 swift build "${flags[@]}" --product "$target" >"$log" 2>&1; then
    grep -E "error:" "$log" | head -20 >&2
    echo "fuzz: building $target failed (log: $log)" >&2
    exit 1
  fi
  rm -f "$log"
done
echo "fuzz: built ${#targets[@]} targets in $(($(date +%s) - start)) s"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/sanitizers/lsan.supp}
export HARK_FUZZ_CONTACTS=$PWD/Models/monkeychat/contacts.json
# The targets write each input to a file (and the import targets commit to SQLite, which syncs):
# on tmpfs that costs no disk writes.
if [[ -z ${TMPDIR:-} && -w /dev/shm ]]; then export TMPDIR=/dev/shm; fi
failed=0
printf '%-22s %12s %9s %8s %8s  %s\n' target executions exec/s corpus seconds result
for target in "${targets[@]}"; do
  corpus=$scratch/corpus/$target
  artifacts=$scratch/artifacts/$target
  log=$scratch/logs/$target.log
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1
    -close_fd_mask=2 -artifact_prefix="$artifacts/")
  [[ -n $runs ]] && options+=(-runs="$runs")
  began=$(date +%s)
  status=0
  "$scratch/release/$target" "${options[@]}" "$corpus" "Fuzz/Seeds/$target" >"$log" 2>&1 || status=$?
  executed=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  units=$(find "$corpus" -type f | wc -l)
  if [[ $status -eq 0 ]]; then
    result="0 crashes"
  else
    failed=1
    result="FAILED ($(grep -m1 -E "ERROR|Fatal error|deadly signal|timeout|out-of-memory" "$log" | cut -c1-80)); input in $artifacts, log $log"
  fi
  printf '%-22s %12s %9s %8s %8s  %s\n' "$target" "${executed:-?}" "${rate:-?}" "$units" \
    "$(($(date +%s) - began))" "$result"
done
exit $failed
