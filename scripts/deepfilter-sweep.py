#!/usr/bin/env python3
"""Where the learned enhancer pays: its condition swept from two runs per set, one room left out.

DeepFilterEnhancer runs on an utterance only when its loudness range (ForegroundGate: the 95th
minus the 10th percentile of its 25 ms frames' energy in dB) is under
`frontEnd.deepFilter.belowRangeDB`. The enhancer is deterministic and the condition only chooses
which of two readings a file gets, so a run without it (OFF) and a run with it always on (ON) give
every threshold's result exactly: a file whose range is under the threshold takes ON's row, the
others OFF's.

    hark evaluate $ctx --json OFF/SET.json reports/real-noise/SET.jsonl
    hark evaluate $ctx --enhance deepfilter,loudness-trim --json ON/SET.json reports/real-noise/SET.jsonl
    scripts/deepfilter-sweep.py OFF ON SET...

SET names a report in both folders (e.g. tune-party-crowd-snr6; clean names the clean tune half's
report, tune-noise-only sets count files given an intent). For each room it prints the threshold
chosen with that room left out, by a rule fixed before the sweep: the lowest threshold that
understands the most commands of the other rooms' sets, clean included, with no noise-alone file
given an intent; then that room's own count at it.

Python 3 and numpy; run from the folder the reports were made in (their audio paths are relative).
"""
import json
import re
import sys
import wave
from pathlib import Path

import numpy as np

THRESHOLDS = [0, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 35, 40, 1000]


def loudness_range(path: Path):
    with wave.open(str(path)) as audio:
        samples = np.frombuffer(audio.readframes(audio.getnframes()), dtype="<i2").astype(np.float64)
    frames = len(samples) // 400
    if frames < 10:
        return None  # too short to judge: the enhancer runs
    power = (samples[: frames * 400].reshape(frames, 400) ** 2).mean(axis=1)
    levels = 10 * np.log10(power + 1)
    return float(np.percentile(levels, 95) - np.percentile(levels, 10))


def rows(folder: Path, name: str):
    return {row["id"]: row for row in json.loads((folder / f"{name}.json").read_text())["rows"]}


def room_of(name: str):
    match = re.match(r"(?:tune|check)-(.+?)-snr", name)
    return match.group(1) if match else None


def counts(off, on, name, ranges):
    """Commands understood (or, noise alone, files given an intent) at each threshold."""
    noise_alone = name.endswith("-noise-only")
    result = []
    for threshold in THRESHOLDS:
        count = 0
        for key, row in off.items():
            spread = ranges[key]
            enhanced = threshold == 1000 or (threshold > 0 and (spread is None or spread < threshold))
            chosen = on[key] if enhanced else row
            if noise_alone:
                count += chosen.get("hypothesisIntent") not in (None, "none")
            else:
                count += bool(chosen["commandAccepted"])
        result.append(count)
    return result


def main(off_folder, on_folder, names):
    table = {}
    print("set".ljust(40) + "".join(f"{('<' + str(t)) if 0 < t < 1000 else ('off' if t == 0 else 'on'):>6}" for t in THRESHOLDS))
    for name in names:
        off, on = rows(Path(off_folder), name), rows(Path(on_folder), name)
        if off.keys() != on.keys():
            sys.exit(f"{name}: the two runs hold different files")
        ranges = {key: loudness_range(Path(row["audio"])) for key, row in off.items()}
        table[name] = counts(off, on, name, ranges)
        print(name.ljust(40) + "".join(f"{c:>6}" for c in table[name]))
    rooms = sorted({room_of(name) for name in names} - {None})
    print()
    for left_out in rooms:
        best = None
        for index, threshold in enumerate(THRESHOLDS):
            speech = sum(c[index] for n, c in table.items() if room_of(n) != left_out and not n.endswith("-noise-only"))
            false = sum(c[index] for n, c in table.items() if room_of(n) != left_out and n.endswith("-noise-only"))
            if false == 0 and (best is None or speech > best[1]):
                best = (index, speech)
        if best is None:
            print(f"{left_out}: every threshold gives the other rooms' noise an intent")
            continue
        index = best[0]
        own = {n: c[index] for n, c in table.items() if room_of(n) == left_out}
        label = THRESHOLDS[index]
        print(f"{left_out} left out: chosen {label} ({best[1]} of the others); its own sets there: {own}")


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
