#!/usr/bin/env bash
# Adapting the acoustic model to noise (issue 12): a global MLLR transform estimated on noisy
# mixes of half the coffee-maker tune files, measured on the other half's mixes at levels it was
# not estimated on, then the halves swapped. Nothing of the check half is read.
#
# Transcripts are the default search's readings of the clean tune files whose intent and slots
# match the label (the dev split has no reference transcripts); a noisy mix has its clean file's
# words. Adaptation data: the clean files and their babble, music, tv and clatter mixes at 18, 12
# and 6 dB. Measured: clean, and every noise at 15 and 9 dB.
#
#   scripts/adaptation/noise-two-fold.sh      # needs sphinxtrain, sphinxbase-utils (apt) and the
#                                             # tune mixes in reports/noisy (docs/benchmarks.md, issue 12)
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/adaptation/common.sh
WORK=${WORK:-$(mktemp -d)}
mkdir -p "$WORK"
export HARK_CACHE_DIR="$WORK/cache"
HARK=.build/release/hark
[[ -x $HARK ]] || swift build -c release --product hark >/dev/null
NOISES="babble music tv clatter"
ADAPT_LEVELS="18 12 6"
MEASURE_LEVELS="15 9"
evaluate() { "$HARK" evaluate --search grammarThenLanguageModel --intents Models/coffee-maker/coffee_maker.yaml "$@" 2>/dev/null; }

[[ -f $WORK/tune.json ]] || evaluate Audio/coffee-dev/tune.jsonl --json "$WORK/tune.json" >/dev/null
python3 - "$WORK" "$NOISES" "$ADAPT_LEVELS" "$MEASURE_LEVELS" <<'PY'
import json, os, subprocess, sys
work, noises, adapt_levels, measure_levels = sys.argv[1], sys.argv[2].split(), sys.argv[3].split(), sys.argv[4].split()
rows = json.load(open(f"{work}/tune.json"))["rows"]
os.makedirs(f"{work}/wav", exist_ok=True)
def uid_of(path):
    return os.path.basename(path).rsplit(".", 1)[0]
fold_of, words = {}, {}
for index, row in enumerate(rows):
    uid = uid_of(row["audio"])
    fold_of[uid] = "A" if index % 2 == 0 else "B"
    if row["commandAccepted"]:
        words[uid] = row["hypothesis"]
def mixes(noise, level):
    """(uid, path, manifest line) of one noisy tune set."""
    out = []
    for line in open(f"reports/noisy/tune-{noise}-snr{level}.jsonl"):
        entry = json.loads(line)
        path = os.path.join("reports/noisy", entry["audio"])
        out.append((uid_of(path).split("-", 1)[1], path, entry))
    return out
for fold in "AB":
    ids, transcripts = [], []
    for index, row in enumerate(rows):
        uid = uid_of(row["audio"])
        if fold_of[uid] == fold and uid in words:
            name = f"clean-{uid}"
            subprocess.run(["sox", os.path.normpath(row["audio"]), "-r", "16000", "-c", "1", "-b", "16",
                            f"{work}/wav/{name}.wav"], check=True)
            ids.append(name); transcripts.append(f"<s> {words[uid]} </s> ({name})")
    for noise in noises:
        for level in adapt_levels:
            for uid, path, _ in mixes(noise, level):
                if fold_of[uid] == fold and uid in words:
                    name = f"{noise}{level}-{uid}"
                    target = f"{work}/wav/{name}.wav"
                    if not os.path.exists(target):
                        os.symlink(os.path.abspath(path), target)
                    ids.append(name); transcripts.append(f"<s> {words[uid]} </s> ({name})")
    open(f"{work}/{fold}.fileids", "w").write("".join(f"{i}\n" for i in ids))
    open(f"{work}/{fold}.transcription", "w").write("".join(f"{t}\n" for t in transcripts))
    # The sets measured on this fold's files: clean, and each noise at the measured levels.
    clean = [json.dumps({"audio": os.path.abspath(os.path.normpath(r["audio"])), "intent": r["referenceIntent"],
                         "parameters": {k: v[0] for k, v in r["referenceParameters"].items()}})
             for r in rows if fold_of[uid_of(r["audio"])] == fold]
    open(f"{work}/{fold}-clean.jsonl", "w").write("\n".join(clean) + "\n")
    for noise in noises:
        for level in measure_levels:
            lines = []
            for uid, path, entry in mixes(noise, level):
                if fold_of[uid] == fold:
                    entry["audio"] = os.path.abspath(path)
                    lines.append(json.dumps(entry))
            open(f"{work}/{fold}-{noise}{level}.jsonl", "w").write("\n".join(lines) + "\n")
PY

prepare_model "$WORK"
DICT=$(grep -l '^mocha' "$HARK_CACHE_DIR"/*/dictionary-*.dict | head -1)
for fold in A B; do
  out="$WORK/adapted-$fold"
  [[ -f $out/mllr_matrix ]] && continue
  mkdir -p "$out/acc"
  sphinx_fe -argfile "$MODEL/feat.params" -samprate 16000 -c "$WORK/$fold.fileids" -di "$WORK/wav" \
    -do "$WORK/mfc" -ei wav -eo mfc -mswav yes >/dev/null 2>&1
  accumulate "$WORK" "$DICT" "$WORK/$fold.fileids" "$WORK/$fold.transcription" "$out/acc" "$out/bw.log"
  "$TRAIN/mllr_solve" -meanfn "$MODEL/means" -varfn "$MODEL/variances" -outmllrfn "$out/mllr_matrix" \
    -accumdir "$out/acc" >"$out/mllr.log" 2>&1
done

accepted() { evaluate "$@" | awk '/Command acceptance/ {print $(NF-2)}'; }
sets="clean"
for noise in $NOISES; do for level in $MEASURE_LEVELS; do sets="$sets $noise$level"; done; done
printf '| %-10s | %s | %s |\n' "set (both folds)" "installed model" "noise-adapted MLLR"
for set in $sets; do
  plain=0 adapted=0
  for fold in A B; do
    other=$([[ $fold == A ]] && echo B || echo A)
    plain=$((plain + $(accepted "$WORK/$other-$set.jsonl")))
    adapted=$((adapted + $(accepted --decoder-flag "-mllr=$WORK/adapted-$fold/mllr_matrix" "$WORK/$other-$set.jsonl")))
  done
  printf '| %-10s | %s | %s |\n' "$set" "$plain" "$adapted"
done
