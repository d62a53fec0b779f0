#!/usr/bin/env python3
"""How much of an utterance's loudest frames DeepFilterNet3 keeps: the evidence that chose
`frontEnd.deepFilter.speechKeptDB` (docs/benchmarks.md, "Real rooms").

For each file of a set past the foreground gate (loudness range 7 dB or more) and under the
enhancer's condition (under 20 dB), it runs the model as DeepFilterEnhancer does (soxr to 48 kHz,
480-sample frames, the 1,440-sample latency taken out, back to 16 kHz, a new state per file) and
prints the 95th percentile of the enhanced audio's 25 ms frame levels minus the input's, in dB.
Then, for sets given together, the summary by set, and with --fold the threshold each room's fold
chooses: the 5th percentile of the other rooms' speech files, rounded down to 0.5 dB, checked
against the other rooms' noise alone.

    python3 -m venv /tmp/kept && /tmp/kept/bin/pip install numpy soxr soundfile
    /tmp/kept/bin/python scripts/deepfilter-kept.py --fold reports/real-noise/tune-*-snr6*.jsonl

Run from the repository (the library and model are read from Models/deepfilter/).
"""
import ctypes
import json
import math
import re
import sys
from pathlib import Path

import numpy as np
import soundfile
import soxr

MODELS = Path("Models/deepfilter")
LATENCY, FRAME = 1440, 480


def levels(samples):
    count = len(samples) // 400
    power = (samples[: count * 400].reshape(count, 400) ** 2).mean(axis=1)
    return 10 * np.log10(power + 1)


def loudness_range(samples):
    frame_levels = levels(samples)
    return float(np.percentile(frame_levels, 95) - np.percentile(frame_levels, 10))


class DeepFilter:
    def __init__(self):
        self.lib = ctypes.CDLL(str(MODELS / "libdeepfilter.so"))
        self.lib.df_create.restype = ctypes.c_void_p
        self.lib.df_create.argtypes = [ctypes.c_char_p, ctypes.c_float, ctypes.c_char_p]
        self.lib.df_process_frame.restype = ctypes.c_float
        pointer = ctypes.POINTER(ctypes.c_float)
        self.lib.df_process_frame.argtypes = [ctypes.c_void_p, pointer, pointer]
        self.lib.df_free.argtypes = [ctypes.c_void_p]

    def enhance(self, samples):
        up = soxr.resample(samples / 32768.0, 16000, 48000).astype(np.float32)
        padded = np.concatenate([up, np.zeros(LATENCY + (FRAME - (len(up) + LATENCY) % FRAME) % FRAME, np.float32)])
        output = np.zeros_like(padded)
        state = self.lib.df_create(str(MODELS / "DeepFilterNet3_onnx.tar.gz").encode(), 100.0, None)
        pointer = ctypes.POINTER(ctypes.c_float)
        for start in range(0, len(padded), FRAME):
            frame = np.ascontiguousarray(padded[start : start + FRAME])
            out = np.zeros(FRAME, np.float32)
            self.lib.df_process_frame(state, frame.ctypes.data_as(pointer), out.ctypes.data_as(pointer))
            output[start : start + FRAME] = out
        self.lib.df_free(state)
        down = soxr.resample(output[LATENCY : LATENCY + len(up)], 48000, 16000)[: len(samples)]
        return np.clip(np.round(down * 32768), -32768, 32767)


def kept(model, jsonl: Path):
    values = []
    for line in jsonl.read_text().splitlines():
        row = json.loads(line)
        samples = soundfile.read(jsonl.parent / row["audio"], dtype="int16")[0].astype(np.float64)
        if not 7 <= loudness_range(samples) < 20:
            continue
        enhanced = model.enhance(samples)
        values.append(float(np.percentile(levels(enhanced), 95) - np.percentile(levels(samples), 95)))
        print(f"{jsonl.stem}\t{row['audio']}\t{values[-1]:.2f}", flush=True)
    return values


def main(arguments):
    fold = "--fold" in arguments
    sets = [Path(name) for name in arguments if name != "--fold"]
    model = DeepFilter()
    found = {path.stem: kept(model, path) for path in sets}
    room = lambda name: re.sub(r"^(tune|check)-|-snr.*$", "", name)
    for name, values in found.items():
        summary = f"median {np.median(values):.2f}, 5th percentile {np.percentile(values, 5):.2f}, lowest {min(values):.2f}, highest {max(values):.2f}" if values else "none past the gate"
        print(f"{name}: {len(values)} files; {summary}")
    if fold:
        for out in sorted({room(name) for name in found}):
            speech = [v for name, values in found.items() if room(name) != out and "noise-only" not in name for v in values]
            noise = [v for name, values in found.items() if room(name) != out and "noise-only" in name for v in values]
            if not speech:
                continue
            threshold = math.floor(np.percentile(speech, 5) * 2) / 2
            print(f"{out} left out: {threshold:.1f} dB; the other rooms' noise alone at or above it: {sum(v >= threshold for v in noise)} of {len(noise)}")


main(sys.argv[1:])
