#!/usr/bin/env bash
# Hark against hassil on Home Assistant's English templates (docs/benchmarks.md, "Home
# Assistant's templates"): hassil samples N sentences per intent (scripts/hassil-reference.py,
# the sample home's names), Hark reads each with `hark understand --json`, and the two readings
# are compared: intent and every slot's value. Prints the agreement and each disagreement, and
# Hark's CPU time per sentence. TEMPLATES is the package's data (default) or speech_to_phrase;
# ENTITIES another home's names (Models/home-assistant/homes/flat.yaml, the check home).
# Usage: scripts/home-assistant-agreement.sh [PER_INTENT] [SEED] [TEMPLATES]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup-python.sh
hark=$(scripts/release-hark.sh)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
entities=${ENTITIES:-Models/home-assistant/entities.yaml}
.venv-tools/bin/python scripts/hassil-reference.py "$entities" --per-intent "${1:-12}" --seed "${2:-1}" \
  --templates "${3:-data}" > "$work/reference.jsonl"
intents=$(head -1 "$work/reference.jsonl" | .venv-tools/bin/python -c 'import json, sys; print(json.load(sys.stdin)["intents"])')
tail -n +2 "$work/reference.jsonl" | .venv-tools/bin/python -c 'import json, sys; [print(json.loads(l)["text"]) for l in sys.stdin]' > "$work/texts.txt"
HARK_CACHE_DIR="$work/cache" "$hark" understand --intents "$intents" --entities "$entities" --json < /dev/null > /dev/null 2>&1 || true
/usr/bin/time -f "%U %S" -o "$work/time" env HARK_CACHE_DIR="$work/cache" \
  "$hark" understand --intents "$intents" --entities "$entities" --json < "$work/texts.txt" > "$work/hark.jsonl" 2> /dev/null || true
.venv-tools/bin/python - "$work/reference.jsonl" "$work/hark.jsonl" "$work/time" <<'PY'
import json, sys
reference = [json.loads(line) for line in open(sys.argv[1])][1:]
hark = [json.loads(line) for line in open(sys.argv[2])]
# The last line: /usr/bin/time says first when hark exits non-zero (a sentence not understood).
user, system = map(float, open(sys.argv[3]).read().split("\n")[-2].split())
agree, intents = 0, set()
for expected, reading in zip(reference, hark):
    intent = reading.get("homeAssistant") or {}
    slots = {name: slot["value"] for name, slot in (intent.get("slots") or {}).items()}
    intents.add(expected["intent"])
    if intent.get("name") == expected["intent"] and slots == expected["slots"]:
        agree += 1
    else:
        print(f"  {expected['text']!r}: hassil {expected['intent']} {expected['slots']}, Hark {intent.get('name')} {slots}")
print(f"agree {agree} of {len(reference)} sentences ({len(intents)} intents); "
      f"Hark {1000 * (user + system) / max(len(reference), 1):.0f} ms CPU per sentence (after the search is built)")
PY
