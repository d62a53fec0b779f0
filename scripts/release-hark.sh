#!/usr/bin/env bash
# Builds `hark` in release mode and prints the binary's path, so that every script measuring with
# the release build starts the same way: hark=$(scripts/release-hark.sh). Arguments go to swift
# build (e.g. --scratch-path DIR). Warnings go to standard error; a failed build fails the script.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build -c release "$@" --product hark >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
# SwiftPM's note about a dependency's unhandled file is not ours to fix.
grep -E "error|warning:" "$log" | grep -v "unhandled; explicitly declare" >&2 || true
echo "$(swift build -c release "$@" --show-bin-path)/hark"
