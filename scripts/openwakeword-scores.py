#!/usr/bin/env python3
"""openWakeWord's own scores of audio files, as pyopen-wakeword 1.1.0 computes them: the
reference Hark's trained wake word detectors (`hark wake --model`) are checked against
(HarkWakeModelsTests) and measured beside (docs/wake-word.md).

Run with the tools' environment (scripts/setup-python.sh installs pyopen-wakeword):

    .venv-tools/bin/python scripts/openwakeword-scores.py --model hey_jarvis a.flac b.raw
    .venv-tools/bin/python scripts/openwakeword-scores.py --model alexa --scores a.raw
    .venv-tools/bin/python scripts/openwakeword-scores.py --model alexa,hey_jarvis a.flac

Each file is streamed in chunks of 1,280 samples (80 ms), as Home Assistant streams a microphone,
through a fresh stream. A `.raw` file is 16 kHz mono signed 16-bit little-endian samples; any
other is read by sox at 16 kHz mono 16-bit. Prints FILE<TAB>yes|no<TAB>MAX per file (yes when a
score is above --threshold, 0.5 by default as in pyopen-wakeword), or with --scores one JSON object
per file: {"file", "scores"}, every score the stream yields in order (the first chunk's include
those of the 8 s of silence the stream starts after). Several models, comma-separated, share one
pass of the feature models: then each line is FILE<TAB>MODEL<TAB>yes|no<TAB>MAX.
"""

import argparse
import json
import subprocess
import sys

from pyopen_wakeword import Model, OpenWakeWord, OpenWakeWordFeatures

CHUNK_BYTES = 1280 * 2


def samples(path: str) -> bytes:
    if path.endswith(".raw"):
        with open(path, "rb") as raw:
            return raw.read()
    return subprocess.run(
        ["sox", path, "-t", "raw", "-r", "16000", "-c", "1", "-b", "16", "-e", "signed-integer", "-L", "-"],
        check=True,
        capture_output=True,
    ).stdout


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", required=True, help="a built-in model's name or a .tflite file")
    parser.add_argument("--threshold", type=float, default=0.5)
    parser.add_argument("--scores", action="store_true", help="print every score as JSON")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()

    def load(name):
        try:
            return OpenWakeWord.from_builtin(Model(name))
        except ValueError:
            return OpenWakeWord.from_model(name)

    names = args.model.split(",")
    words = [load(name) for name in names]
    features = OpenWakeWordFeatures.from_builtin()

    for path in args.files:
        audio = samples(path)
        scores = [[] for _ in words]
        for start in range(0, len(audio), CHUNK_BYTES):
            for embedding in features.process_streaming(audio[start : start + CHUNK_BYTES]):
                for word, heard in zip(words, scores):
                    heard.extend(word.process_streaming(embedding))
        for name, heard in zip(names, scores):
            if args.scores:
                print(json.dumps({"file": path, "scores": heard}), flush=True)
                continue
            best = max(heard, default=0.0)
            detected = "yes" if best > args.threshold else "no"
            model = f"{name}\t" if len(names) > 1 else ""
            print(f"{path}\t{model}{detected}\t{best:.3f}", flush=True)
        for word in words:
            word.reset()
        features.reset()

if __name__ == "__main__":
    sys.exit(main())
