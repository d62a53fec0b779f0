#!/usr/bin/env bash
# False alarms per 10 hours for a trained wake word model (docs/benchmarks.md, "Wake word"): more
# than 10 h of real speech and noise without the phrase, heard by `hark wake --model MODEL`:
#   - the coffee-maker dev split's check half (151 real commands), clean and mixed with each of the
#     five real rooms (../shared/real-noise) at 24, 15, 10 and 6 dB (peak-frame);
#   - the recordings of the other wake words (../shared/wake-words, all but WORD's), clean and in
#     each room at 10 and 6 dB;
#   - each room's noise alone, cut as the coffee check half's lengths.
# The coffee tune half is left out: it is what `hark wake train --negative` learns from. Prints the
# hours, the files woken at the model's threshold (0.5) and the highest scores; the runs stay in
# reports/wake/false-alarms/ (delete a file to hear it again).
# Usage: scripts/wake-false-alarms.sh MODEL.tflite WORD   (HARK=PATH: that binary, not a release build)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
model=$1
folder=${2// /-}
hark=${HARK:-$(scripts/release-hark.sh)}
out=reports/wake/false-alarms
mkdir -p "$out/mixed"
noises=$(printf -- '--noise %s ' ../shared/real-noise/*.flac)
sets=()
sed 's|"audio": "\.\./\.\./\.\./shared/|"audio": "'"$(realpath ..)"'/shared/|' Audio/coffee-dev/check.jsonl > "$out/coffee-check.jsonl"
[ -f "$out/mixed/coffee-check-stadium-snr6.jsonl" ] ||
  "$hark" mix --snr-convention peak-frame $noises --snr 24 --snr 15 --snr 10 --snr 6 --seed 2 --out "$out/mixed" \
    "$out/coffee-check.jsonl" >&2
[ -f "$out/mixed/coffee-check-stadium-snr6-noise-only.jsonl" ] ||
  "$hark" mix --snr-convention peak-frame $noises --snr 6 --seed 2 --noise-only --out "$out/mixed" \
    "$out/coffee-check.jsonl" >&2
sets+=("$out/coffee-check.jsonl" "$out"/mixed/coffee-check-*.jsonl)
for other in ../shared/wake-words/*/; do
  name=$(basename "$other")
  [ "$name" = "$folder" ] && continue
  for file in "$other"*; do printf '{"audio": "%s"}\n' "$(realpath "$file")"; done > "$out/$name.jsonl"
  [ -f "$out/mixed/$name-stadium-snr6.jsonl" ] ||
    "$hark" mix --snr-convention peak-frame $noises --snr 10 --snr 6 --seed 2 --out "$out/mixed" "$out/$name.jsonl" >&2
  sets+=("$out/$name.jsonl" "$out"/mixed/"$name"-*-snr*.jsonl)
done
tag=$(basename "$model" .tflite)
heard="$out/$tag.jsonl"
if [ ! -s "$heard" ]; then
  files=$(python3 - "${sets[@]}" <<'PY'
import json, os, sys
for manifest in sys.argv[1:]:
    for line in open(manifest):
        audio = json.loads(line)["audio"]
        print(audio if audio.startswith("/") else os.path.join(os.path.dirname(manifest), audio))
PY
  )
  # shellcheck disable=SC2086
  "$hark" wake --model "$model" --json --jobs 2 $files > "$heard"
fi
python3 - "$heard" <<'PY'
import json, sys
lines = [json.loads(line) for line in open(sys.argv[1])]
hours = sum(line["seconds"] for line in lines) / 3600
woken = [line for line in lines if line["detected"]]
print(f"{len(lines)} files, {hours:.2f} h without the phrase; woken at the model's threshold: {len(woken)} "
      f"({len(woken) / hours * 10:.1f} per 10 h)")
for line in sorted(lines, key=lambda line: -(line["score"] or 0))[:5]:
    print(f"  {line['score']:.6f} {line['file']}")
PY
