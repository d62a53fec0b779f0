#!/usr/bin/env python3
"""Builds a long audio stream of spoken commands separated by silence and noise, for `hark listen`.

The commands are a dialog that goes round and round (send a message, answer who and what, start and
end a workout, order a soup and confirm it), spoken by flite's command line (voices rms and kal16 in
turn), resampled to 16 kHz by sox. Between two commands comes a gap: 1.5 to 3.5 s of quiet hiss,
or 2.5 to 4.5 s with a burst of pink noise (sox, seeded) in its middle. Deterministic: the same arguments give
the same bytes.

Writes the stream as headerless 16 kHz mono 16-bit little-endian PCM (`--raw s16le:16000:1`) and
a truth file, one JSON line per command: index, text, voice, the reply it should get (its start),
and start and end in seconds.

Usage: scripts/listen-stream.py --minutes 10 --out stream.raw --truth truth.jsonl
"""

import argparse
import array
import json
import os
import random
import subprocess
import sys
import tempfile

RATE = 16_000

# (what is said, how the reply begins): each needs the turns before it, so a reply that comes
# out right means the dialog was kept.
DIALOG = [
    ("send a message on monkeychat", "Who do you want to send it to?"),
    ("kiki", "What do you want to say to Kiki?"),
    ("bring more bananas", "OK, I sent 'Bring more bananas' to Kiki on MonkeyChat."),
    ("start a bananarific workout in monkeyfit", "OK, I started your Bananarific workout on MonkeyFit."),
    ("end my workout in monkeyfit", "OK, I ended your Bananarific workout"),
    ("order a tomato soup with soup chef", "Do you want to order one tomato soup?"),
    ("yes", "Your tomato soup will be ready"),
]
VOICES = ["rms", "kal16"]


def run(arguments):
    subprocess.run(arguments, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def raw_samples(path):
    samples = array.array("h")
    with open(path, "rb") as handle:
        samples.frombytes(handle.read())
    if sys.byteorder != "little":
        samples.byteswap()
    return samples


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--out", required=True)
    parser.add_argument("--truth", required=True)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--voices", nargs="+", default=VOICES,
                        help="flite voices taking turns, one whole dialog each (default: rms kal16)")
    parser.add_argument("--background-db", type=float, default=None,
                        help="also pink noise under everything, this many dB below full scale (RMS)")
    arguments = parser.parse_args()

    generator = random.Random(arguments.seed)
    with tempfile.TemporaryDirectory() as work:
        speech = {}
        for voice in arguments.voices:
            for index, (text, _) in enumerate(DIALOG):
                wav = os.path.join(work, f"{voice}-{index}.wav")
                raw = os.path.join(work, f"{voice}-{index}.raw")
                run(["flite", "-voice", voice, "-t", text, "-o", wav])
                run(["sox", wav, "-r", str(RATE), "-c", "1", "-b", "16", "-e", "signed", "-L", "-t", "raw", raw])
                speech[(voice, index)] = raw_samples(raw)
        noise_file = os.path.join(work, "pink.raw")
        run(["sox", "-R", "-n", "-r", str(RATE), "-c", "1", "-b", "16", "-e", "signed", "-L", "-t", "raw",
             noise_file, "synth", "4", "pinknoise", "vol", "0.5"])
        pink = raw_samples(noise_file)
        hiss_file = os.path.join(work, "hiss.raw")
        run(["sox", "-R", "-n", "-r", str(RATE), "-c", "1", "-b", "16", "-e", "signed", "-L", "-t", "raw",
             hiss_file, "synth", "4", "whitenoise", "vol", "0.001"])
        hiss = raw_samples(hiss_file)

        # Pink noise at 0.5 of full scale has an RMS near -13 dBFS; scale it to the level asked.
        bed_gain = 10 ** ((arguments.background_db + 13) / 20) if arguments.background_db is not None else 0

        def with_bed(samples, offset):
            if not bed_gain:
                return samples
            return array.array("h", (
                max(-32768, min(32767, s + int(pink[(offset + i) % len(pink)] * bed_gain)))
                for i, s in enumerate(samples)))

        def gap(seconds, noisy):
            count = int(seconds * RATE)
            out = array.array("h", (hiss[i % len(hiss)] for i in range(count)))
            if noisy:
                # A burst of pink noise in the middle of the gap, at least 0.75 s from either
                # command (closer, and no endpointer that hears it as sound could part them),
                # about 20 dB under the speech's peaks.
                burst = min(count - 3 * RATE // 2, int(generator.uniform(0.7, 1.5) * RATE))
                start = (count - burst) // 2
                gain = generator.uniform(0.05, 0.1)
                for i in range(burst):
                    out[start + i] = max(-32768, min(32767, out[start + i] + int(pink[i % len(pink)] * gain)))
            return out

        total = int(arguments.minutes * 60 * RATE)
        written = 0
        turn = 0
        with open(arguments.out, "wb") as stream, open(arguments.truth, "w") as truth:
            while True:
                voice = arguments.voices[(turn // len(DIALOG)) % len(arguments.voices)]
                index = turn % len(DIALOG)
                noisy = turn % 2 == 1
                before = gap(generator.uniform(2.5, 4.5) if noisy else generator.uniform(1.5, 3.5), noisy)
                said = speech[(voice, index)]
                # Whole dialogs only: stop at a dialog's start once the length is reached.
                if index == 0 and written >= total:
                    break
                stream.write(with_bed(before, written).tobytes())
                written += len(before)
                start = written
                stream.write(with_bed(said, written).tobytes())
                written += len(said)
                text, reply = DIALOG[index]
                truth.write(json.dumps({
                    "index": turn, "text": text, "voice": voice, "reply": reply,
                    "start": round(start / RATE, 3), "end": round(written / RATE, 3),
                }) + "\n")
                turn += 1
            tail = gap(3.0, noisy=False)
            stream.write(with_bed(tail, written).tobytes())
            written += len(tail)
    print(f"{turn} commands, {written / RATE:.1f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
