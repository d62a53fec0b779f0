#!/usr/bin/env bash
# The main job on the bundled samples: install what is missing, build Hark, generate the
# synthesized sample sets (deterministic; skipped when up to date), and evaluate every set in
# Audio/, then run the scripted dialogs through the apps. Reports (JSON and HTML) go to reports/.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
scripts/setup-samples.sh
echo "building hark (release)" >&2
hark=$(scripts/release-hark.sh)

mkdir -p reports
status=0
evaluate() {
  local name=$1
  shift
  echo
  echo "######## $name"
  "$hark" evaluate --json "reports/$name.json" --html "reports/$name.html" "$@" || status=1
}

# Dictation recordings: PocketSphinx's general English model.
evaluate pocketsphinx-testdata --search general Audio/pocketsphinx-testdata/*.jsonl
# MonkeyChat commands: the search compiled from the intent definitions (a language model, chosen
# by measurement on the train split; see docs/benchmarks.md), then intents and parameters.
evaluate smoke --search languageModel Audio/smoke/smoke.jsonl
evaluate monkeychat-commands-heldout --search languageModel Audio/monkeychat/commands-heldout.jsonl
evaluate monkeychat-commands-fresh --search languageModel Audio/monkeychat/commands-fresh.jsonl
evaluate monkeychat-vocab-heldout --search languageModel Audio/monkeychat/vocab-heldout.jsonl

# Real speech: the coffee-maker dev split of Picovoice's speech-to-intent benchmark (beside the
# repository in ../shared), read with its Rhino context. Levers are chosen on the tune half; the
# check half is the figure reported (docs/benchmarks.md).
if [[ -d ../shared/picovoice-coffee-dev/audio ]]; then
  for half in tune check; do
    evaluate "coffee-dev-$half" --search grammarThenLanguageModel --intents Models/coffee-maker/coffee_maker.yaml \
      "Audio/coffee-dev/$half.jsonl"
  done
else
  echo "run-samples: ../shared/picovoice-coffee-dev not found; skipping the real-speech dev split" >&2
fi

# Whole dialogs through the apps (docs/dialog-benchmark.md): held-out scripted dialogs, typed and
# spoken by six voices, scored from the apps' stores.
echo
echo "######## dialogs"
python3 scripts/dialog-benchmark.py --hark "$hark" || status=1

echo
echo "Reports: $(ls reports/*.html | tr '\n' ' ')"
exit $status
