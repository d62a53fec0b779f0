#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/Sources, declared in Package.swift only when HARK_FUZZ is set)
# with AddressSanitizer and runs each for a set time, then prints executions and crashes per target.
#
#   scripts/fuzz.sh [--runs N] [--no-build] [seconds-per-target] [target…]
#
# Seconds default to 20; --runs N stops a target once it has N executions in all (the time still
# caps each run): executions of earlier runs, recorded in .build-fuzz/logs/TARGET.runs, count, so
# a long campaign can be stopped and taken up again, and a target already at N is skipped.
# --no-build runs the targets as last built. Targets default to all of them. Each target starts
# from its seed corpus (Fuzz/Seeds/TARGET) plus what earlier runs found (.build-fuzz/corpus/TARGET);
# a crashing, leaking or slow input is written to .build-fuzz/artifacts/TARGET/ and makes the
# script exit 1. Rerun one input with
#   .build-fuzz/release/TARGET PATH
# Leaks inside Swift's own Foundation are suppressed by scripts/sanitizers/lsan.supp. Run long
# campaigns under `nice -n 19` on a shared machine; the table's CPU column is the target's own
# CPU time, which does not depend on what else runs.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=""
build=1
while [[ ${1:-} == --* ]]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --no-build) build=0; shift ;;
    *) echo "fuzz: unknown option $1" >&2; exit 2 ;;
  esac
done
seconds=${1:-20}
[[ $# -gt 0 ]] && shift
all=(FuzzAudioReader FuzzIntentYAML FuzzRhinoContext FuzzPropertyList FuzzManifest FuzzContactsImport
  FuzzMessagesImport FuzzResponseTemplate)
targets=("$@")
if [[ $# -eq 0 ]]; then targets=("${all[@]}"); fi

# HARK_FUZZ_SCRATCH: another build folder than .build-fuzz (e.g. to time a build from scratch).
scratch=${HARK_FUZZ_SCRATCH:-.build-fuzz}
# Coverage for the Swift code (-sanitize=fuzzer on every module, not only the executables as
# --sanitize fuzzer does) and for C compiled here (Yams' libyaml); libFuzzer's main is linked
# into the executables only.
flags=(-c release --scratch-path "$scratch" --sanitize fuzzer --sanitize address
  -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link)
start=$(date +%s)
for target in "${targets[@]}"; do
  [[ $build -eq 1 ]] || break
  log=$(mktemp)
  if ! HARK_FUZZ=1 swift build "${flags[@]}" --product "$target" >"$log" 2>&1; then
    grep -E "error:" "$log" | head -20 >&2
    echo "fuzz: building $target failed (log: $log)" >&2
    exit 1
  fi
  rm -f "$log"
done
[[ $build -eq 1 ]] && echo "fuzz: built ${#targets[@]} targets in $(($(date +%s) - start)) s"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/sanitizers/lsan.supp}
export HARK_FUZZ_CONTACTS=$PWD/Models/monkeychat/contacts.json
# The targets write each input to a file (and the import targets commit to SQLite, which syncs):
# on tmpfs that costs no disk writes. Each run gets a folder of its own there, removed after it.
temporary=${TMPDIR:-}
if [[ -z $temporary && -w /dev/shm ]]; then temporary=/dev/shm; fi
temporary=${temporary:-/tmp}
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
# Executions recorded for a target over all its runs (the .runs file: date, commit, executions,
# seconds, CPU seconds, result per run).
total_of() { [[ -f $1 ]] && awk '{ sum += $3 } END { print sum + 0 }' "$1" || echo 0; }
# CPU seconds (user + system) of the script's finished children so far, from bash's `times`, which
# must run in this shell (a command substitution would be a new process with no children yet).
cpu_file=$(mktemp)
trap 'rm -f "$cpu_file"' EXIT
children_cpu() {
  times >"$cpu_file"
  awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.2f\n", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$cpu_file"
}
failed=0
printf '%-22s %10s %10s %8s %8s %7s %7s  %s\n' target executions total exec/s corpus seconds cpu-s result
for target in "${targets[@]}"; do
  corpus=$scratch/corpus/$target
  artifacts=$scratch/artifacts/$target
  log=$scratch/logs/$target.log
  record=$scratch/logs/$target.runs
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  before=$(total_of "$record")
  # libFuzzer's timeout is wall-clock time: under `nice -n 19` on busy cores an input of 50 ms of
  # CPU once took 12 s, so 60 s, far past any input's cost, still catches a hang.
  options=(-max_total_time="$seconds" -timeout=60 -rss_limit_mb=4096 -print_final_stats=1
    -close_fd_mask=2 -artifact_prefix="$artifacts/")
  if [[ -n $runs ]]; then
    if ((before >= runs)); then
      printf '%-22s %10s %10s %8s %8s %7s %7s  %s\n' "$target" 0 "$before" - "$(find "$corpus" -type f | wc -l)" 0 0 \
        "skipped: $runs executions reached"
      continue
    fi
    options+=(-runs=$((runs - before)))
  fi
  began=$(date +%s)
  status=0
  run_directory=$(mktemp -d "$temporary/hark-fuzz-XXXXXX")
  children_cpu >"$cpu_file.before"
  TMPDIR=$run_directory "$scratch/release/$target" "${options[@]}" "$corpus" "Fuzz/Seeds/$target" >"$log" 2>&1 ||
    status=$?
  children_cpu >"$cpu_file.after"
  cpu=$(awk '{ v[NR] = $1 } END { printf "%.1f", v[2] - v[1] }' "$cpu_file.before" "$cpu_file.after")
  rm -f "$cpu_file.before" "$cpu_file.after"
  rm -rf "$run_directory"
  executed=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  units=$(find "$corpus" -type f | wc -l)
  elapsed=$(($(date +%s) - began))
  if [[ $status -eq 0 ]]; then
    result="0 crashes"
  else
    failed=1
    result="FAILED ($(grep -m1 -E "ERROR|Fatal error|deadly signal|timeout|out-of-memory" "$log" | cut -c1-80)); input in $artifacts, log $log"
  fi
  echo "$(date -u +%FT%TZ) $commit ${executed:-0} $elapsed $cpu ${result%%;*}" >>"$record"
  printf '%-22s %10s %10s %8s %8s %7s %7s  %s\n' "$target" "${executed:-?}" "$(total_of "$record")" "${rate:-?}" \
    "$units" "$elapsed" "$cpu" "$result"
done
exit $failed
