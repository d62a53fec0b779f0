#!/usr/bin/env bash
# openWakeWord's five trained models through Hark (`hark wake --model`) beside openWakeWord's own
# Python package on the same files (pyopen-wakeword 1.1.0, scripts/openwakeword-scores.py), for
# docs/wake-word.md, "Trained models": the real recordings of ../shared/wake-words (computer,
# jarvis, smart-mirror) and the coffee-maker dev split's 305 real commands
# (../shared/picovoice-coffee-dev), each file heard as a stream of its own at each side's default
# threshold (a score above 0.5). Prints, per model and set, the files detected by each side and
# the files on which the two sides disagree; the runs stay in reports/wake-models/ (a run already
# there is kept: delete the folder to run again).
# Usage: scripts/wake-model-benchmark.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
models=(alexa hey_jarvis hey_mycroft hey_rhasspy okay_nabu)
sets=(jarvis computer smart-mirror coffee)
scripts/setup-wakeword.sh
scripts/setup-python.sh
hark=$(scripts/release-hark.sh)
out=reports/wake-models
mkdir -p "$out"
folder() { [ "$1" = coffee ] && echo ../shared/picovoice-coffee-dev/audio || echo "../shared/wake-words/$1"; }
for set in "${sets[@]}"; do
  [ -s "$out/files-$set.txt" ] || realpath "$(folder "$set")"/* > "$out/files-$set.txt"
done
all=$(for set in "${sets[@]}"; do cat "$out/files-$set.txt"; done)

for model in "${models[@]}"; do
  if [ ! -s "$out/hark-$model.tsv" ]; then
    # shellcheck disable=SC2086
    /usr/bin/time -f "%U %S" -o "$out/hark-$model.time" "$hark" wake --model "$model" --jobs 2 $all \
      > "$out/hark-$model.tsv"
  fi
done
if [ ! -s "$out/openwakeword.tsv" ]; then
  # One pass of the feature models for the five word models.
  # shellcheck disable=SC2086
  .venv-tools/bin/python scripts/openwakeword-scores.py --model "$(IFS=,; echo "${models[*]}")" $all \
    > "$out/openwakeword.tsv"
fi

python3 - "$out" "${models[@]}" -- "${sets[@]}" <<'PY'
import sys
out = sys.argv[1]
split = sys.argv.index("--")
models, sets = sys.argv[2:split], sys.argv[split + 1:]
set_of = {}
for name in sets:
    for line in open(f"{out}/files-{name}.txt"):
        set_of[line.strip()] = name
python = {}
for line in open(f"{out}/openwakeword.tsv"):
    file, model, detected, _ = line.rstrip("\n").split("\t")
    python[(model, file)] = detected == "yes"
print("| model | " + " | ".join(f"{name} ({sum(1 for s in set_of.values() if s == name)})" for name in sets)
      + " | files decided differently |")
print("|---|" + "---:|" * (len(sets) + 1))
for model in models:
    hark = {}
    for line in open(f"{out}/hark-{model}.tsv"):
        file, detected, _, _ = line.rstrip("\n").split("\t")
        hark[file] = detected == "yes"
    cells = []
    for name in sets:
        files = [file for file, owner in set_of.items() if owner == name]
        cells.append(f"{sum(hark[f] for f in files)} / {sum(python[(model, f)] for f in files)}")
    differ = sum(hark[f] != python[(model, f)] for f in set_of)
    print(f"| {model} | " + " | ".join(cells) + f" | {differ} |")
user, system = 0.0, 0.0
for model in models:
    u, s = open(f"{out}/hark-{model}.time").read().split()[-2:]
    user, system = user + float(u), system + float(s)
print(f"\nhark wake --model: {user + system:.1f} CPU s for {len(models)} x {len(set_of)} files")
PY
