#!/usr/bin/env bash
# The main job on the bundled samples: install what is missing, build Hark, generate the
# synthesized sample sets (deterministic; skipped when up to date), and evaluate every set in
# Audio/. Reports (JSON and HTML) go to reports/.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
scripts/setup-samples.sh
swift build -c release --product hark 2>&1 | grep -E "error|warning:|Compiling|Build" || true
hark=$(swift build -c release --show-bin-path)/hark

mkdir -p reports
status=0
evaluate() {
  local name=$1
  shift
  echo
  echo "######## $name"
  "$hark" evaluate --json "reports/$name.json" --html "reports/$name.html" "$@" || status=1
}

evaluate pocketsphinx-testdata Audio/pocketsphinx-testdata/*.jsonl
evaluate smoke Audio/smoke/smoke.jsonl
evaluate monkeychat-commands-heldout Audio/monkeychat/commands-heldout.jsonl
evaluate monkeychat-vocab-heldout Audio/monkeychat/vocab-heldout.jsonl

echo
echo "Reports: $(ls reports/*.html | tr '\n' ' ')"
exit $status
