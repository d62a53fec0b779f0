#!/usr/bin/env bash
# The main job on the bundled samples: install what is missing, build Hark, and transcribe the
# pocketsphinx-testdata recordings and the committed smoke set.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
swift build -c release --product hark 2>&1 | grep -E "error|warning:|Build" || true
hark=$(swift build -c release --show-bin-path)/hark

data=/usr/share/pocketsphinx/test/data
echo "== pocketsphinx-testdata: goforward.raw"
"$hark" transcribe --raw s16le:16000:1 "$data/goforward.raw"
echo "== pocketsphinx-testdata: librivox"
"$hark" transcribe "$data"/librivox/*.wav
if compgen -G "Audio/smoke/*.wav" >/dev/null; then
  echo "== Audio/smoke"
  "$hark" transcribe Audio/smoke/*.wav
fi
