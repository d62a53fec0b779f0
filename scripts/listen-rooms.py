#!/usr/bin/env python3
"""Streams of real commands in a real room, for `hark listen` (docs/benchmarks.md, "Streams").

`build`: the first N recordings of a coffee-maker manifest, one after another with 1.5 to 3 s of
silence between them (seeded), and a real room's noise, looped, under all of it at one gain: the
median command's loudest 128 ms frame (the peak-frame convention of `hark mix`) SNR dB over the
noise's loudest. Writes headerless 16 kHz mono 16-bit PCM (`--raw s16le:16000:1`) and a truth
file, one JSON line per command: start and end in seconds, intent and parameters.

`score`: `hark listen --json` lines against the truth. A command is right when the last line
overlapping it has its intent and parameters, wrong when that line has another intent, missed
otherwise. Latency is each such line's `latency` (end of speech read to answer: meaningful with
`--real-time`).

    scripts/listen-rooms.py build ROOM.flac SNR N MANIFEST OUT.raw TRUTH.jsonl
    scripts/listen-rooms.py score TRUTH.jsonl LISTEN.jsonl

Needs sox; no Python package beyond the standard library.
"""

import array
import json
import math
import os
import random
import subprocess
import sys

RATE = 16_000
PEAK_FRAME = 2_048


def read(path):
    raw = subprocess.run(
        ["sox", path, "-t", "raw", "-r", str(RATE), "-c", "1", "-b", "16", "-e", "signed", "-"],
        capture_output=True, check=True).stdout
    samples = array.array("h")
    samples.frombytes(raw)
    return samples


def peak_frame_power(samples):
    best = 0.0
    for start in range(0, len(samples) - PEAK_FRAME + 1, PEAK_FRAME):
        frame = samples[start:start + PEAK_FRAME]
        best = max(best, sum(x * x for x in frame) / PEAK_FRAME)
    return best


def build(room, snr, count, manifest, out, truth_path):
    folder = os.path.dirname(os.path.abspath(manifest))
    lines = [json.loads(line) for line in open(manifest) if line.strip()][:count]
    generator = random.Random(1)
    speech = array.array("h")
    truth, powers = [], []
    for line in lines:
        speech.extend([0] * int(RATE * generator.uniform(1.5, 3.0)))
        path = line["audio"] if os.path.isabs(line["audio"]) else os.path.join(folder, line["audio"])
        command = read(path)
        powers.append(peak_frame_power(command))
        start = len(speech) / RATE
        speech.extend(command)
        truth.append({"start": round(start, 3), "end": round(len(speech) / RATE, 3),
                      "intent": line.get("intent"), "parameters": line.get("parameters", {})})
    speech.extend([0] * (2 * RATE))
    noise = read(room)
    powers.sort()
    gain = math.sqrt(powers[len(powers) // 2] / (peak_frame_power(noise) * 10 ** (snr / 10)))
    mixed = array.array("h", (
        max(-32_768, min(32_767, round(value + gain * noise[index % len(noise)])))
        for index, value in enumerate(speech)))
    with open(out, "wb") as file:
        mixed.tofile(file)
    with open(truth_path, "w") as file:
        for entry in truth:
            file.write(json.dumps(entry) + "\n")
    print(f"{len(lines)} commands, {len(mixed) / RATE:.1f} s", file=sys.stderr)


def score(truth_path, heard_path):
    truth = [json.loads(line) for line in open(truth_path) if line.strip()]
    heard = [json.loads(line) for line in open(heard_path) if line.strip()]
    right = wrong = missed = 0
    latencies = []
    for command in truth:
        hits = [line for line in heard if line.get("start") is not None
                and line["start"] < command["end"] and line["end"] > command["start"]]
        if not hits:
            missed += 1
            continue
        line = hits[-1]
        values = {name: value[0] if isinstance(value, list) and len(value) == 1 else value
                  for name, value in (line.get("parameters") or {}).items()}
        if line.get("intent") == command["intent"] and values == command["parameters"]:
            right += 1
        elif line.get("intent"):
            wrong += 1
        else:
            missed += 1
        if line.get("latency") is not None:
            latencies.append(line["latency"])
    latencies.sort()
    p50 = latencies[len(latencies) // 2] if latencies else 0
    p90 = latencies[int(len(latencies) * 0.9)] if latencies else 0
    print(f"right={right}/{len(truth)} wrong={wrong} missed={missed} lines={len(heard)} "
          f"latencyMedian={p50:.2f} latencyP90={p90:.2f}")


if __name__ == "__main__":
    if len(sys.argv) == 8 and sys.argv[1] == "build":
        build(sys.argv[2], float(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6], sys.argv[7])
    elif len(sys.argv) == 4 and sys.argv[1] == "score":
        score(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
