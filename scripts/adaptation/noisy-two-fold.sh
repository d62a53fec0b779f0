#!/usr/bin/env bash
# Acoustic-model adaptation as a lever for real speech and noise (issues 11 and 12), measured two-fold
# on the coffee-maker tune half: adapt on one half of its files, evaluate on the other, and swap.
# The check half is not read. Levers: a global MLLR transform (`-mllr`) and MAP re-estimation of the
# model (SphinxTrain's bw, mllr_solve, map_adapt), each from the clean files alone ("clean") and
# from the clean files plus their babble, clatter, music and tv mixes at 6, 12 and 18 dB ("noisy").
# Transcripts are the default search's own readings of the files it understood right (the benchmark
# labels slots, not words). Results: docs/benchmarks.md, "Acoustic-model adaptation".
#
#   scripts/adaptation/noisy-two-fold.sh [WORK-DIR]      (default /tmp/hark-adaptation; about 15 CPU minutes)
#
# Needs sphinxtrain and sphinxbase-utils (Debian), ../shared/picovoice-coffee-dev and the generated
# noises (scripts/setup-samples.sh --only noise).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=${1:-/tmp/hark-adaptation}
model=/usr/share/pocketsphinx/model/en-us
st=/usr/lib/sphinxtrain
for tool in $st/bw $st/mllr_solve $st/map_adapt $st/mk_s2sendump /usr/bin/sphinx_fe /usr/bin/pocketsphinx_mdef_convert; do
  [[ -x $tool ]] || { echo "two-fold: $tool missing (apt-get install sphinxtrain sphinxbase-utils)" >&2; exit 1; }
done
scripts/setup-samples.sh --only noise >/dev/null
swift build -c release --product hark 2>&1 | grep -E "error|warning:" || true
hark=$(swift build -c release --show-bin-path)/hark
intents=(--intents Models/coffee-maker/coffee_maker.yaml --search grammarThenLanguageModel)
mkdir -p "$work" && cd "$work"

# The tune half, its noisy copies, the transcripts.
"$hark" mix --snr-convention peak-frame --noise "$root"/Audio/noise/{babble,clatter,music,tv}.wav \
  --snr 18 --snr 12 --snr 6 --seed 1 --out noisy "$root"/Audio/coffee-dev/tune.jsonl >/dev/null
"$hark" evaluate "${intents[@]}" --json tune.json "$root"/Audio/coffee-dev/tune.jsonl >/dev/null
cp -r $model/en-us model0
pocketsphinx_mdef_convert -text model0/mdef model0/mdef.txt 2>/dev/null
python3 "$root"/scripts/adaptation/sendump-to-mixw.py model0/sendump model0/mixture_weights >/dev/null
python3 - "$root" <<'PY'
import json, os, subprocess, sys
root = sys.argv[1]
rows = json.load(open("tune.json"))["rows"]
dictionary = {}
for line in open("/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict"):
    word, _, phones = line.strip().partition(" ")
    dictionary.setdefault(word, phones)
os.makedirs("wav/clean", exist_ok=True)
conditions = sorted(d for d in os.listdir("noisy") if os.path.isdir("noisy/" + d))
for c in conditions:
    os.makedirs("wav/" + c, exist_ok=True)
words, folds = set(), {"A": [], "B": []}
ordered = sorted(rows, key=lambda r: r["audio"])
for index, row in enumerate(ordered):
    uid = os.path.basename(row["audio"]).rsplit(".", 1)[0]
    subprocess.run(["sox", os.path.join(root, row["audio"]), "-r", "16000", "-c", "1", "-b", "16",
                    f"wav/clean/{uid}.wav"], check=True)
    folds["AB"[index % 2]].append((uid, row))
for name, members in folds.items():
    with open(f"fold{name}.jsonl", "w") as manifest:
        for uid, row in members:
            manifest.write(json.dumps({"audio": os.path.abspath(f"wav/clean/{uid}.wav"),
                                       "intent": row["referenceIntent"],
                                       "parameters": {k: v[0] for k, v in row["referenceParameters"].items()}}) + "\n")
    for condition in conditions:
        entries = [json.loads(l) for l in open(f"noisy/{condition}.jsonl")]
        ids = {uid for uid, _ in members}
        with open(f"fold{name}-{condition}.jsonl", "w") as manifest:
            for e in entries:
                if os.path.basename(e["audio"])[5:-4] in ids:
                    e["audio"] = os.path.abspath("noisy/" + e["audio"])
                    manifest.write(json.dumps(e) + "\n")
    for kind, sets in (("clean", ["clean"]), ("noisy", ["clean"] + conditions)):
        ctl, lsn = [], []
        for uid, row in members:
            if not row["commandAccepted"]:
                continue
            words.update(row["hypothesis"].split())
            for s in sets:
                stem = uid if s == "clean" else next(f[:-4] for f in os.listdir("noisy/" + s) if f[5:-4] == uid)
                if s != "clean":
                    os.makedirs(f"wav/{s}", exist_ok=True)
                    target = f"wav/{s}/{stem}.wav"
                    if not os.path.exists(target):
                        os.symlink(os.path.abspath(f"noisy/{s}/{stem}.wav"), target)
                ctl.append(f"{s}/{stem}")
                lsn.append(f"<s> {row['hypothesis']} </s> ({stem})")
        open(f"{kind}{name}.fileids", "w").write("\n".join(ctl) + "\n")
        open(f"{kind}{name}.transcription", "w").write("\n".join(lsn) + "\n")
with open("adapt.dict", "w") as out:
    for w in sorted(words):
        out.write(f"{w} {dictionary[w]}\n")
PY
cat cleanA.fileids cleanB.fileids noisyA.fileids noisyB.fileids | sort -u >all.fileids
cut -d/ -f1 all.fileids | sort -u | while read -r d; do mkdir -p "mfc/$d"; done
sphinx_fe -argfile model0/feat.params -samprate 16000 -c all.fileids -di wav -do mfc -ei wav -eo mfc -mswav yes >fe.log 2>&1

# adapt DATA METHOD OUT
adapt() {
  local data=$1 method=$2 out=$3
  rm -rf "$out" && mkdir -p "$out/acc"
  $st/bw -hmmdir model0 -moddeffn model0/mdef.txt -ts2cbfn .ptm. -feat 1s_c_d_dd -svspec 0-12/13-25/26-38 \
    -cmn current -agc none -dictfn adapt.dict -fdictfn model0/noisedict -ctlfn "$data.fileids" \
    -lsnfn "$data.transcription" -cepdir mfc -accumdir "$out/acc" >"$out/bw.log" 2>&1
  if [[ $method == mllr ]]; then
    $st/mllr_solve -meanfn model0/means -varfn model0/variances -outmllrfn "$out/mllr_matrix" \
      -accumdir "$out/acc" >"$out/solve.log" 2>&1
  else
    cp model0/{feat.params,mdef,noisedict} "$out/"
    $st/map_adapt -moddeffn model0/mdef.txt -ts2cbfn .ptm. -meanfn model0/means -varfn model0/variances \
      -mixwfn model0/mixture_weights -tmatfn model0/transition_matrices -accumdir "$out/acc" \
      -mapmeanfn "$out/means" -mapvarfn "$out/variances" -mapmixwfn "$out/mixture_weights" \
      -maptmatfn "$out/transition_matrices" >"$out/map.log" 2>&1
    $st/mk_s2sendump -pocketsphinx yes -moddeffn model0/mdef.txt -mixwfn "$out/mixture_weights" \
      -sendumpfn "$out/sendump" >"$out/sendump.log" 2>&1
    rm "$out/mixture_weights"
  fi
}
accepted() {
  "$hark" evaluate "${intents[@]}" "$@" 2>/dev/null | awk '/Command acceptance/ { print $4; exit }'
}
sets=(clean tune-babble-snr6 tune-babble-snr12 tune-clatter-snr6 tune-music-snr6 tune-tv-snr6)
printf '%-8s %-6s %-6s' lever data fold; printf ' %s' "${sets[@]}"; echo
for fold in A B; do
  other=$([[ $fold == A ]] && echo B || echo A)
  manifests=("fold$fold.jsonl")
  for s in "${sets[@]:1}"; do manifests+=("fold$fold-$s.jsonl"); done
  printf '%-8s %-6s %-6s' none - "$fold"
  for m in "${manifests[@]}"; do printf ' %s' "$(accepted "$m")"; done; echo
  for data in clean noisy; do
    for method in mllr map; do
      adapt "$data$other" "$method" "$method-$data$other"
      option=(--model "$PWD/$method-$data$other")
      [[ $method == mllr ]] && option=(--decoder-flag "-mllr=$PWD/$method-$data$other/mllr_matrix")
      printf '%-8s %-6s %-6s' "$method" "$data" "$fold"
      for m in "${manifests[@]}"; do printf ' %s' "$(accepted "${option[@]}" "$m")"; done; echo
    done
  done
done
