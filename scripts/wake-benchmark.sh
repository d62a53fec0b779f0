#!/usr/bin/env bash
# The wake word spotter against PocketSphinx's keyphrase search (docs/benchmarks.md, "Wake word"):
# WORD's real recordings (../shared/wake-words/WORD) are the positives, clean and mixed with the
# five real rooms of ../shared/real-noise at 10 dB (peak-frame); the negatives are the other word's
# recordings and the coffee-maker dev split's 305 commands, clean and in the same rooms, and the
# rooms' noise alone. Noisy sets keep every third file (the second hearing costs a CPU second or
# more per stretch in loud noise). Each set is heard by `hark wake --json --candidates` (into
# reports/wake/WORD/), then scored by `hark evaluate wake`; EXTRA goes to it, e.g.
# --hark-threshold 0.5 --keyphrase-threshold -50 for thresholds chosen on the other word.
# "smart mirror" (the phrase of two words) has the two single words as its negatives, and is heard
# in halves of its recordings in name order: HALF=tune (the odd ones, chosen on) or HALF=check.
# MODEL=FILE.tflite hears the same sets with that trained model instead (`hark wake --model`, into
# reports/wake/WORD-MODEL/), leaving out the coffee tune half (`hark wake train`'s real negatives in
# docs/benchmarks.md), and scores each file by its highest score: misses at the model's default
# threshold 0.5, and at the lowest threshold giving no more false alarms (negative files) than
# one per 10 hours of negatives.
# HARK=PATH uses that binary instead of building the release one.
# Usage: scripts/wake-benchmark.sh WORD [EXTRA...]   (e.g. HALF=check scripts/wake-benchmark.sh "smart mirror")
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
word=$1
shift
folder=${word// /-}
case $folder in
computer) others=(jarvis) ;;
jarvis) others=(computer) ;;
*) others=(computer jarvis) ;;
esac
set_name=$folder${HALF:+-$HALF}
hark=${HARK:-$(scripts/release-hark.sh)}
model=${MODEL:-}
out=reports/wake/$set_name${model:+-$(basename "$model" .tflite)}
mkdir -p "$out" reports/wake/noisy
manifest() { # FOLDER [HALF] → one JSON line per audio file (of that half, in name order)
  local index=0
  for file in "$1"/*; do
    index=$((index + 1))
    [ "${2:-}" = tune ] && [ $((index % 2)) = 0 ] && continue
    [ "${2:-}" = check ] && [ $((index % 2)) = 1 ] && continue
    printf '{"audio": "%s"}\n' "$(realpath "$file")"
  done
}
manifest "../shared/wake-words/$folder" "${HALF:-}" > "reports/wake/$set_name.jsonl"
for other in "${others[@]}"; do manifest "../shared/wake-words/$other" > "reports/wake/$other.jsonl"; done
manifest ../shared/picovoice-coffee-dev/audio > reports/wake/negatives-coffee.jsonl
rooms=(party-crowd shopping-mall carnival-crowd stadium footsteps)
noises=$(printf -- '--noise %s ' ../shared/real-noise/*.flac)
for set in "$set_name" "${others[@]}" negatives-coffee; do
  [ -f "reports/wake/noisy/$set-stadium-snr10.jsonl" ] ||
    "$hark" mix --snr-convention peak-frame $noises --snr 10 --seed 1 --out reports/wake/noisy "reports/wake/$set.jsonl" >&2
done
[ -f reports/wake/noisy/negatives-coffee-stadium-snr10-noise-only.jsonl ] ||
  "$hark" mix --snr-convention peak-frame $noises --snr 10 --seed 1 --noise-only --out reports/wake/noisy \
    reports/wake/negatives-coffee.jsonl >&2
hear() { # MANIFEST OUTPUT EVERY: hark wake over every EVERY-th file of the manifest
  [ -s "$2" ] && return
  local files
  files=$(python3 - "$1" "$3" "${model:+Audio/coffee-dev/tune.jsonl}" <<'PY'
import json, os, re, sys
manifest, every, exclude = sys.argv[1], int(sys.argv[2]), sys.argv[3]
# A trained model's own negatives (the coffee tune half) are not heard as its test.
# (a mixed copy is named NNNN-STEM.wav)
stem = lambda path: re.sub(r"^[0-9]{4}-", "", os.path.basename(path).split(".")[0])
left_out = {stem(json.loads(line)["audio"]) for line in open(exclude)} if exclude else set()
for index, line in enumerate(open(manifest)):
    if index % every == 0:
        audio = json.loads(line)["audio"]
        if stem(audio) not in left_out:
            print(audio if audio.startswith("/") else os.path.join(os.path.dirname(manifest), audio))
PY
  )
  if [ -n "$model" ]; then
    # shellcheck disable=SC2086
    "$hark" wake --model "$model" --json --jobs 2 $files > "$2"
  else
    # shellcheck disable=SC2086
    "$hark" wake --word "$word" --json --candidates --jobs 2 $files > "$2"
  fi
}
positives=() negatives=()
hear "reports/wake/$set_name.jsonl" "$out/clean.jsonl" 1; positives+=(--positive "$out/clean.jsonl")
for other in "${others[@]}"; do
  hear "reports/wake/$other.jsonl" "$out/negatives-$other.jsonl" 1; negatives+=(--negative "$out/negatives-$other.jsonl")
done
hear reports/wake/negatives-coffee.jsonl "$out/negatives-coffee.jsonl" 1
negatives+=(--negative "$out/negatives-coffee.jsonl")
for room in "${rooms[@]}"; do
  hear "reports/wake/noisy/$set_name-$room-snr10.jsonl" "$out/$room.jsonl" 3; positives+=(--positive "$out/$room.jsonl")
  for other in "${others[@]}"; do
    hear "reports/wake/noisy/$other-$room-snr10.jsonl" "$out/negatives-$other-$room.jsonl" 3
    negatives+=(--negative "$out/negatives-$other-$room.jsonl")
  done
  hear "reports/wake/noisy/negatives-coffee-$room-snr10.jsonl" "$out/negatives-coffee-$room.jsonl" 3
  hear "reports/wake/noisy/negatives-coffee-$room-snr10-noise-only.jsonl" "$out/negatives-noise-$room.jsonl" 3
  negatives+=(--negative "$out/negatives-coffee-$room.jsonl")
  negatives+=(--negative "$out/negatives-noise-$room.jsonl")
done
if [ -z "$model" ]; then
  "$hark" evaluate wake "${positives[@]}" "${negatives[@]}" "$@"
  exit
fi
python3 - "${positives[@]}" "${negatives[@]}" <<'PY'
import json, os, sys
sets = {"positive": [], "negative": []}
arguments = sys.argv[1:]
for kind, path in zip(arguments[::2], arguments[1::2]):
    lines = [json.loads(line) for line in open(path)]
    sets[kind.lstrip("-")].append((os.path.basename(path)[:-len(".jsonl")], [(l["score"] or 0, l["seconds"]) for l in lines]))
negative = [score for _, files in sets["negative"] for score, _ in files]
hours = sum(seconds for _, files in sets["negative"] for _, seconds in files) / 3600
allowed = int(hours / 10)
# The lowest threshold with at most `allowed` negative files above it.
ranked = sorted(negative, reverse=True)
strict = ranked[allowed] if allowed < len(ranked) else 0.0
print(f"negatives: {len(negative)} files, {hours:.2f} h; false alarms at 0.5: {sum(s > 0.5 for s in negative)}; "
      f"threshold for at most {allowed}: {strict:.4f}")
print("| set | files | misses at 0.5 | misses at the strict threshold |")
print("|---|---:|---:|---:|")
for name, files in sets["positive"]:
    scores = [score for score, _ in files]
    at = lambda t: 100 * sum(score <= t for score in scores) / len(scores)
    print(f"| {name} | {len(scores)} | {at(0.5):.1f} % | {at(strict):.1f} % |")
PY
