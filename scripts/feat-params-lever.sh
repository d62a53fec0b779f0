#!/usr/bin/env bash
# Measures a front-end setting that the acoustic model's feat.params fixes (issue 12): PocketSphinx
# reads feat.params after the command line and lets it win, so `--decoder-flag -cmn=live` is
# silently ignored. This makes a copy of the model (links, and feat.params with KEY set to VALUE)
# under reports/models/, then evaluates each manifest with it and with the installed model.
#
#   scripts/feat-params-lever.sh -cmn live Audio/coffee-dev/tune.jsonl reports/noisy/tune-babble-snr15.jsonl
#
# Prints "setting manifest accepted total" per run; reports go to reports/feat-params/.
set -euo pipefail
cd "$(dirname "$0")/.."

key=$1 value=$2
shift 2
hark=${HARK:-.build/release/hark}
installed=${HARK_MODEL_DIR:-/usr/share/pocketsphinx/model/en-us}
name="${key#-}-$value"
model=reports/models/$name
out=reports/feat-params
mkdir -p "$out"

rm -rf "$model"
mkdir -p "$model/en-us"
for file in "$installed"/*; do [[ $(basename "$file") == en-us ]] || ln -s "$file" "$model/"; done
for file in "$installed"/en-us/*; do [[ $(basename "$file") == feat.params ]] || ln -s "$file" "$model/en-us/"; done
if grep -q -- "^$key " "$installed/en-us/feat.params"; then
  sed "s|^$key .*|$key $value|" "$installed/en-us/feat.params" >"$model/en-us/feat.params"
else
  { cat "$installed/en-us/feat.params"; echo "$key $value"; } >"$model/en-us/feat.params"
fi

accepted() {
  python3 -c "import json,sys; rows=json.load(open(sys.argv[1]))['rows']; print(sum(r['commandAccepted'] for r in rows), len(rows))" "$1"
}

for manifest in "$@"; do
  set_name=$(basename "$manifest" .jsonl)
  for setting in installed "$name"; do
    report=$out/$set_name-$setting.json
    if [[ ! -f $report ]]; then
      if [[ $setting == installed ]]; then
        "$hark" evaluate --search grammarThenLanguageModel --intents Models/coffee-maker/coffee_maker.yaml \
          --json "$report" "$manifest" >/dev/null
      else
        # Its own cache: compiled searches are keyed by the model they were made for.
        HARK_MODEL_DIR=$model HARK_CACHE_DIR=reports/models/cache-$name "$hark" evaluate \
          --search grammarThenLanguageModel --intents Models/coffee-maker/coffee_maker.yaml \
          --json "$report" "$manifest" >/dev/null
      fi
    fi
    echo "$setting $set_name $(accepted "$report")"
  done
done
