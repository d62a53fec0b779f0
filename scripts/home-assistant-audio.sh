#!/usr/bin/env bash
# Home Assistant's templates heard (docs/benchmarks.md, "Home Assistant's templates heard"):
# hassil samples PER_INTENT sentences of every intent (scripts/hassil-reference.py, the sample
# home's names), synthesized voices speak them in turn (espeak-ng and flite: synthetic speech,
# which flatters every decoder alike), and `hark bench baseline` compares Hark with the bare
# decoder, a plain JSGF of the same templates, file by file. The manifest and the audio stay in
# OUT. Usage: scripts/home-assistant-audio.sh [PER_INTENT] [SEED] [OUT]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
per_intent=${1:-4}
seed=${2:-1}
out=${3:-reports/home-assistant-audio}
scripts/setup-python.sh
hark=$(scripts/release-hark.sh)
entities=Models/home-assistant/entities.yaml
mkdir -p "$out/audio"
.venv-tools/bin/python scripts/hassil-reference.py "$entities" --per-intent "$per_intent" --seed "$seed" \
  > "$out/reference.jsonl"
intents=$(head -1 "$out/reference.jsonl" | .venv-tools/bin/python -c 'import json, sys; print(json.load(sys.stdin)["intents"])')
.venv-tools/bin/python - "$out" <<'PY'
import json, subprocess, sys
from pathlib import Path
out = Path(sys.argv[1])
voices = [
    ("espeak-ng/en-us", ["espeak-ng", "-v", "en-us", "-s", "165"]),
    ("flite/slt", ["flite", "-voice", "slt"]),
    ("espeak-ng/en-us+f2", ["espeak-ng", "-v", "en-us+f2", "-s", "160"]),
    ("flite/rms", ["flite", "-voice", "rms"]),
    ("flite/awb", ["flite", "-voice", "awb"]),
]
lines = [json.loads(line) for line in open(out / "reference.jsonl")][1:]
with open(out / "manifest.jsonl", "w") as manifest:
    for index, sample in enumerate(lines):
        voice, command = voices[index % len(voices)]
        wav = out / "audio" / f"{index:04d}.wav"
        if not wav.exists():
            if command[0] == "espeak-ng":
                subprocess.run(command + ["-w", str(wav), sample["text"]], check=True)
            else:
                subprocess.run(command + ["-t", sample["text"], "-o", str(wav)], check=True)
        parameters = {name: [str(value)] for name, value in sample["slots"].items()}
        manifest.write(json.dumps({"audio": f"audio/{wav.name}", "text": sample["text"], "intent": sample["intent"],
                                   "parameters": parameters, "voice": voice}) + "\n")
print(f"{len(lines)} sentences spoken into {out}/audio", file=sys.stderr)
PY
"$hark" bench baseline --intents "$intents" --entities "$entities" --jobs 2 --json "$out/baseline.json" \
  "$out/manifest.jsonl"
