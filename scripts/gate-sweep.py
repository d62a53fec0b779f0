#!/usr/bin/env python3
"""The foreground gate's threshold, swept from one run with the gate off.

The gate decides only whether an utterance is decoded (ForegroundGate: the 95th minus the 10th
percentile of its 25 ms frames' energy in dB, against the threshold), and a decode does not depend
on the threshold, so a run with `--set frontEnd.foregroundRangeDB=0` and each file's loudness range
give every threshold's result exactly: a file under the threshold is heard as nothing. Speech sets
count commands understood; noise-alone sets (`-noise-only`) count files given an intent.

    hark evaluate --intents Models/coffee-maker/coffee_maker.yaml --set frontEnd.foregroundRangeDB=0 \\
      --jobs 2 --json reports/tune-gate0/SET.json reports/real-noise/SET.jsonl      # for each SET
    scripts/gate-sweep.py reports/tune-gate0/*.json

Python 3 and numpy; the mixed files must be 16-bit WAV at 16 kHz (as `hark mix` writes them).
"""
import json
import sys
import wave
from pathlib import Path

import numpy as np

THRESHOLDS = [0, 5, 6, 7, 8, 9, 10, 11]


def loudness_range(path: Path):
    with wave.open(str(path)) as audio:
        samples = np.frombuffer(audio.readframes(audio.getnframes()), dtype="<i2").astype(np.float64)
    frames = len(samples) // 400
    if frames < 10:
        return None  # too short to judge: admitted
    power = (samples[: frames * 400].reshape(frames, 400) ** 2).mean(axis=1)
    levels = 10 * np.log10(power + 1)
    return float(np.percentile(levels, 95) - np.percentile(levels, 10))


def main(reports):
    print("set".ljust(38) + "".join(f"{'≥' + str(t) + ' dB':>9}" for t in THRESHOLDS) + "    files")
    for report in sorted(reports):
        data = json.loads(Path(report).read_text())
        rows = data["rows"]
        noise_alone = Path(report).stem.endswith("-noise-only")
        ranges = []
        for row in rows:
            audio = Path(row["audio"])
            if not audio.exists():
                sys.exit(f"{report}: {audio} not found (run from the folder the report was made in)")
            ranges.append(loudness_range(audio))
        counts = []
        for threshold in THRESHOLDS:
            count = 0
            for row, spread in zip(rows, ranges):
                heard = threshold == 0 or spread is None or spread >= threshold
                if noise_alone:
                    count += heard and row.get("hypothesisIntent") not in (None, "none")
                else:
                    count += heard and row["commandAccepted"]
            counts.append(count)
        print(Path(report).stem.ljust(38) + "".join(f"{c:>9}" for c in counts) + f"    {len(rows)}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
