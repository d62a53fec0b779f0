#!/usr/bin/env python3
"""Denoise every file of a manifest with RNNoise, for measuring a neural denoiser before Hark.

An experiment, not a front end of Hark's: RNNoise is not in Debian, so this reads it from PyPI's
pyrnnoise wheel (`pip install pyrnnoise==0.4.5`; only its librnnoise.so is used). RNNoise works on
48 kHz audio in 10 ms frames, so each file is resampled to 48 kHz by sox, denoised frame by frame
with one state per file, and resampled back to 16 kHz. Prints the manifest of the denoised copies
(absolute paths, every other field as it was) on stdout, and on stderr RNNoise's own CPU seconds
per audio second (the frames' processing alone, not sox's resampling).

    scripts/rnnoise-denoise.py reports/noisy/tune-music-snr6.jsonl /tmp/rnnoise/tune-music-snr6 \
        > /tmp/rnnoise/tune-music-snr6.jsonl
    hark evaluate --search grammarThenLanguageModel --intents Models/coffee-maker/coffee_maker.yaml \
        /tmp/rnnoise/tune-music-snr6.jsonl
"""
import ctypes
import json
import os
import subprocess
import sys
import time

import numpy as np
import pyrnnoise.rnnoise as rnnoise

RAW = ["-t", "raw", "-r", "48000", "-c", "1", "-b", "16", "-e", "signed"]


def denoise(path, destination):
    raw = subprocess.run(["sox", path, *RAW, "-"], capture_output=True, check=True).stdout
    samples = np.frombuffer(raw, dtype=np.int16).astype(np.float32)
    frame = rnnoise.FRAME_SIZE
    padding = (-len(samples)) % frame
    samples = np.concatenate([samples, np.zeros(padding, np.float32)])
    state = rnnoise.create()
    started = time.process_time()
    try:
        for start in range(0, len(samples), frame):
            chunk = np.ascontiguousarray(samples[start : start + frame])
            pointer = chunk.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
            rnnoise.lib.rnnoise_process_frame(state, pointer, pointer)
            samples[start : start + frame] = chunk
    finally:
        rnnoise.destroy(state)
    cost = time.process_time() - started
    samples = samples[: len(samples) - padding]
    clipped = np.clip(samples, -32768, 32767).astype(np.int16)
    subprocess.run(["sox", *RAW, "-", "-r", "16000", destination], input=clipped.tobytes(), capture_output=True,
                   check=True)
    return cost, len(samples) / 48000


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    manifest, out = sys.argv[1], sys.argv[2]
    base = os.path.dirname(os.path.abspath(manifest))
    os.makedirs(out, exist_ok=True)
    with open(manifest) as lines:
        rows = [json.loads(line) for line in lines if line.strip()]
    cpu = audio = 0.0
    for row in rows:
        source = row["audio"] if os.path.isabs(row["audio"]) else os.path.join(base, row["audio"])
        destination = os.path.join(out, os.path.splitext(os.path.basename(source))[0] + ".wav")
        try:
            cost, seconds = denoise(source, destination)
            cpu += cost
            audio += seconds
        except subprocess.CalledProcessError as error:
            sys.exit(f"{source}: sox failed: {error.stderr.decode(errors='replace').strip()}")
        row["audio"] = os.path.abspath(destination)
        print(json.dumps(row))
    if audio:
        print(f"RNNoise: {cpu:.1f} CPU s for {audio:.1f} audio s, {cpu / audio:.3f} CPU s per audio s", file=sys.stderr)


if __name__ == "__main__":
    main()
