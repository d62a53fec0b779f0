#!/usr/bin/env bash
# Runs the test suites that reach C code (libsndfile, libsoxr, libmpg123, SpeexDSP, WebRTC,
# PocketSphinx, SQLite) under AddressSanitizer with LeakSanitizer, and the batch and server suites
# under ThreadSanitizer, each from its own build (.build-asan, .build-tsan; the normal .build is
# untouched). Every process is checked, the `hark` children the tests start included: each writes
# its sanitizer reports to a log directory, and any report, or a failing test, fails the script.
#
#   scripts/sanitizers.sh [asan|tsan|all]     (default: all)
#
# Reports inside Swift's runtime libraries or Debian's C libraries, not Hark's code, are named in
# scripts/sanitizers/lsan.supp and tsan.supp with the reason for each.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-all}
supp=$PWD/scripts/sanitizers

# The suites whose code calls into C: audio decoding and conditioning, the front end, recognition
# and the state databases (SQLite through GRDB). The servers reach C only through the audio reader
# these suites check (a request's audio is written to a file and read as any file is), so their
# suites run under TSan, not here, and this build leaves out Hummingbird and SwiftNIO (a third of it).
asan_suites='HarkAudioTests|HarkFrontEndTests|HarkRecognitionTests|HarkVocabularyTests|MonkeyChatTests'
# Under ASan only the quick tests run (HARK_QUICK_TESTS=1): the slow ones decode more audio through
# the same wrappers, and with them the pass took most of CI's 35 minutes. Left out as well: a speed
# check (all Swift, no C) that the sanitizer's slowdown fails, the vocabulary suites that train and
# score G2P and n-gram models (all Swift, minutes of arithmetic under ASan, no C), and the one
# recognition test that builds a `…Then…` search to check who judges its readings (an n-gram model
# estimated in Swift, the pass's longest test at about 30 s; the decoders it builds, the other
# recognition tests build too).
asan_skipped='unknownContactsAllGetPronunciations|G2PEvaluationTests|GraphemeToPhonemeTests|GraphoneAlignerTests|KneserNeyEstimatorTests|NGramModelTests|anUnderstanderGivenAtBuildingJudgesWhatIsDoubtful'
# The code that runs on several threads: the batch runner (transcribe/understand/evaluate --jobs),
# the server's decoder pool and sessions, and libsndfile opened from many threads at once.
tsan_suites='BatchRunnerTests|HarkServerTests|TranscribeCommandTests|failuresOnManyThreadsKeepTheirOwnReasons'

# Counts the sanitizer reports in a log directory, printing where each came from.
reports() {
  local directory=$1 count=0
  for file in "$directory"/*; do
    [[ -e $file ]] || continue
    if grep -qE "^(==[0-9]+==ERROR|WARNING: ThreadSanitizer|SUMMARY: [A-Za-z]+Sanitizer)" "$file"; then
      count=$((count + 1))
      echo "--- $file" >&2
      grep -E "ERROR|WARNING: ThreadSanitizer|SUMMARY" "$file" | head -5 >&2
    fi
  done
  echo "$count"
}

# run NAME SANITIZER SCRATCH SUITES SKIPPED OPTIONS-VARIABLE OPTIONS [QUICK]
run() {
  local name=$1 sanitizer=$2 scratch=$3 suites=$4 skipped=$5 variable=$6 options=$7 quick=${8:-0}
  local logs=$scratch/sanitizer-logs
  local start
  start=$(date +%s)
  # HARK_SANITIZER: Package.swift builds the arithmetic modules unoptimized but for HarkSupport
  # and HarkVocabulary, and the tests that would run an uninstrumented library again and again step aside
  # (`skippedUnderSanitizers` in Tests/HarkTestSupport).
  export HARK_SANITIZER=$sanitizer
  swift build --build-tests --sanitize "$sanitizer" --scratch-path "$scratch" 2>&1 | grep -E "error:|Compiling|Build" || true
  [[ ${PIPESTATUS[0]} -eq 0 ]] || { echo "sanitizers: the $name build failed" >&2; exit 1; }
  local built=$(($(date +%s) - start))
  rm -rf "$logs" && mkdir -p "$logs"
  local status=0
  env "$variable=$options:log_path=$PWD/$logs/report" HARK_QUICK_TESTS=$quick \
    swift test --skip-build --sanitize "$sanitizer" --scratch-path "$scratch" --filter "$suites" \
    ${skipped:+--skip "$skipped"} || status=$?
  local found
  found=$(reports "$logs")
  echo "sanitizers: $name: build ${built} s, tests $(($(date +%s) - start - built)) s, test exit $status, $found report(s) (logs: $logs)"
  [[ $status -eq 0 && $found -eq 0 ]]
}

failed=0
if [[ $mode == asan || $mode == all ]]; then
  export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"
  # Only the suites that run, and the targets they need, are built (Package.swift, HARK_TEST_TARGETS).
  export HARK_TEST_TARGETS=$asan_suites
  run ASan address .build-asan "$asan_suites" "$asan_skipped" ASAN_OPTIONS "detect_leaks=1" 1 || failed=1
fi
unset HARK_TEST_TARGETS
if [[ $mode == tsan || $mode == all ]]; then
  run TSan thread .build-tsan "$tsan_suites" "" TSAN_OPTIONS "suppressions=$supp/tsan.supp:halt_on_error=0" || failed=1
fi
exit $failed
