#!/usr/bin/env bash
# Scores the domain classifier on real recognizer output: the MonkeyChat command recordings
# (Audio/monkeychat/commands-{train,heldout}.jsonl, synthesized voices) are transcribed by
# `hark transcribe`, joined with the domains in commands-domains.tsv, and scored with
# `hark classifier evaluate --labelled`, next to the same requests as written.
#
#   Models/domains/recognizer-check/run.sh HARK [WORKDIR]
#
# HARK is the hark binary (e.g. "$(swift build -c release --show-bin-path)/hark"); WORKDIR keeps
# the transcripts (default: a temporary folder) so a second run skips decoding.
set -euo pipefail
hark=${1:?usage: run.sh HARK [WORKDIR]}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
work=${2:-$(mktemp -d)}
mkdir -p "$work"
cd "$root"

if [[ ! -s "$work/transcripts.tsv" ]]; then
  # Headerless files are the only .raw ones, all s16le 16 kHz mono (see the manifests).
  ls Audio/monkeychat/commands/*/* | grep -v '\.raw$' | xargs "$hark" transcribe --jobs 2 > "$work/transcripts.tmp"
  "$hark" transcribe --raw s16le:16000:1 Audio/monkeychat/commands/*/*.raw >> "$work/transcripts.tmp"
  mv "$work/transcripts.tmp" "$work/transcripts.tsv"
fi

python3 - "$here/commands-domains.tsv" "$work" <<'PY'
import json, sys
labels_path, work = sys.argv[1], sys.argv[2]
domains = {}
for line in open(labels_path):
    if line.strip() and not line.startswith("#"):
        audio, domain = line.rstrip("\n").split("\t")
        domains["Audio/monkeychat/" + audio] = domain
texts = {}
for split in ("train", "heldout"):
    for line in open(f"Audio/monkeychat/commands-{split}.jsonl"):
        if line.strip() and not line.lstrip().startswith("#"):
            entry = json.loads(line)
            texts["Audio/monkeychat/" + entry["audio"]] = entry["text"]
recognized = dict(line.rstrip("\n").split("\t", 1) for line in open(f"{work}/transcripts.tsv") if "\t" in line)
with open(f"{work}/reference.tsv", "w") as reference, open(f"{work}/recognized.tsv", "w") as hypothesis:
    for audio in sorted(domains):
        reference.write(f"{domains[audio]}\t{texts[audio]}\n")
        hypothesis.write(f"{domains[audio]}\t{recognized.get(audio, '')}\n")
PY

echo "### as written"
"$hark" classifier evaluate --labelled "$work/reference.tsv" "${@:3}"
echo
echo "### as recognized"
"$hark" classifier evaluate --labelled "$work/recognized.tsv" "${@:3}"
