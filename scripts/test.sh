#!/usr/bin/env bash
# The whole test suite, from a fresh clone: system packages and the Python test tools
# (.venv-tools/), build (no warnings allowed in the project's own code), format check, then every
# test.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
scripts/setup-python.sh

log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log" | grep -E "error|warning:|Compiling|Build" || true
if [[ ${PIPESTATUS[0]} -ne 0 ]] || grep -q "error:" "$log"; then
  echo "test: build failed" >&2
  exit 1
fi
if grep -E "^$PWD/(Sources|Tests|Examples)/.*warning:" "$log"; then
  echo "test: the build has warnings in the project's code (see above)" >&2
  exit 1
fi

swift format lint --strict -r Sources Tests Plugins Examples Package.swift

# The schema fuzzer sends a few hundred requests one after another to a live server: beside the
# rest of the suite on 2 cores each waits behind dozens of decoders (past 480 s, against 40 s
# alone), so it runs alone, after the rest.
fuzzer=schemathesisFindsNoFailure
swift test --skip-build --skip "$fuzzer"
swift test --skip-build --filter "$fuzzer"
