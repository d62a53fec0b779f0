#!/usr/bin/env python3
"""Where the learned enhancer pays: its condition swept from two runs per set, one room left out.

DeepFilterEnhancer runs on an utterance only when its loudness range (ForegroundGate: the 95th
minus the 10th percentile of its 25 ms frames' energy in dB) is under
`frontEnd.deepFilter.belowRangeDB`. The enhancer is deterministic and the condition only chooses
which of two readings a file gets, so a run without it (OFF) and a run with it always on (ON) give
every threshold's result exactly: a file whose range is under the threshold takes ON's row where
OFF's heard something (the plain reading first: an empty one stands, as with
`--set frontEnd.deepFilter.speechKeptDB=none`; the default's vouching for an empty plain reading
needs a run of its own), the others OFF's. The ON run
must be of the enhancer alone, its reading taken everywhere (`--set
frontEnd.deepFilter.speechKeptDB=-1000` vouches for every file long enough to judge), or with the
plain-first rule (`speechKeptDB=none`), which this script's rule reproduces.

    hark evaluate $ctx --json OFF/SET.json reports/real-noise/SET.jsonl
    hark evaluate $ctx --enhance deepfilter,loudness-trim --json ON/SET.json reports/real-noise/SET.jsonl
    scripts/deepfilter-sweep.py OFF ON SET...
    scripts/deepfilter-sweep.py --at 20 OFF ON SET...

The ON run may cap the condition (`--set frontEnd.deepFilter.belowRangeDB=22`) to save the
enhancer's cost on files no threshold swept would send through it: every threshold up to the cap
is still exact. `--at T` prints each set at one threshold: commands understood, empty readings,
wrong actions (an intent heard that is not the command said; on noise alone, any intent), the
files heard through the enhancer, and CPU seconds per audio second (an enhanced file costs both of
its hearings), all what a run with `belowRangeDB=T` gives.

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

THRESHOLDS = [0, 8, 10, 12, 14, 16, 18, 20, 22]


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
            chosen = enhanced_row(row, on[key], ranges[key], threshold)
            if noise_alone:
                count += chosen.get("hypothesisIntent") not in (None, "none")
            else:
                count += bool(chosen["commandAccepted"])
        result.append(count)
    return result


def heard(row):
    return bool((row.get("hypothesis") or "").strip())


def enhanced_row(off_row, on_row, spread, threshold):
    """The row a run with the condition at `threshold` gives: the enhanced reading where the
    condition holds and the plain reading heard something (UtterancePipeline hears the audio
    without the enhancer first, and a plain reading of nothing stands), else the plain one."""
    runs = threshold > 0 and (spread is None or spread < threshold)
    return on_row if runs and heard(off_row) else off_row


def chosen_rows(off, on, ranges, threshold):
    return {key: enhanced_row(row, on[key], ranges[key], threshold) for key, row in off.items()}


def at(threshold, off_folder, on_folder, names):
    for name in names:
        off, on = rows(Path(off_folder), name), rows(Path(on_folder), name)
        ranges = {key: loudness_range(Path(row["audio"])) for key, row in off.items()}
        chosen = list(chosen_rows(off, on, ranges, threshold).values())
        noise_alone = name.endswith("-noise-only")
        understood = sum(bool(row.get("commandAccepted")) for row in chosen)
        empty = sum(not (row.get("hypothesis") or "").strip() for row in chosen)
        wrong = sum(not row.get("error") and row.get("commandAccepted") is not True
                    and row.get("hypothesisIntent") not in (None, "none") for row in chosen)
        runs = {key for key in off if threshold > 0 and (ranges[key] is None or ranges[key] < threshold)}
        enhanced = sum(heard(off[key]) for key in runs)
        # An enhanced file was heard twice: plainly, then through the enhancer.
        cpu = sum((off[key].get("cpuSeconds") or 0) + ((on[key].get("cpuSeconds") or 0) if key in runs and heard(off[key]) else 0)
                  for key in off)
        audio = sum(row.get("audioSeconds") or 0 for row in off.values())
        label = "given an intent" if noise_alone else "understood"
        print(f"{name:40s} {len(chosen):4d} files  {label} {wrong if noise_alone else understood:4d}  empty {empty:4d}"
              f"  wrong {wrong:4d}  enhanced {enhanced:4d}  CPU s per audio s {cpu / audio if audio else 0:.3f}")


def main(off_folder, on_folder, names):
    table = {}
    print("set".ljust(40) + "".join(f"{('<' + str(t)) if t else 'off':>6}" for t in THRESHOLDS))
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
    if len(sys.argv) >= 6 and sys.argv[1] == "--at":
        at(float(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5:])
    elif len(sys.argv) >= 4:
        main(sys.argv[1], sys.argv[2], sys.argv[3:])
    else:
        sys.exit(__doc__)
