#!/usr/bin/env bash
# The dialog benchmark (docs/dialog-benchmark.md): install what is missing, build hark (release),
# synthesize the held-out dialogs of Audio/dialogs/dialogs.json and run them typed and spoken.
# Extra arguments go to scripts/dialog-benchmark.py (e.g. --voices flite/slt, --only ID, --jobs 1).
# HARK_SCRATCH_PATH picks SwiftPM's build folder (--scratch-path), default .build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scripts/setup.sh
scratch=()
[[ -n "${HARK_SCRATCH_PATH:-}" ]] && scratch=(--scratch-path "$HARK_SCRATCH_PATH")
hark=$(scripts/release-hark.sh "${scratch[@]+"${scratch[@]}"}")
exec python3 scripts/dialog-benchmark.py --hark "$hark" "$@"
