#!/usr/bin/env python3
"""Latency and CPU of Hark's two network front doors on one manifest of real recordings: `hark
wyoming` (audio-stop to transcript, through the reference `wyoming` client) and `hark serve`
(POST /v1/understand with the WAV, request to answer). Each service is started alone with the same
intents, one decoder, and sent the files one at a time; CPU is the service process's own (user +
system, from /proc), per second of audio sent.

  .venv-tools/bin/python scripts/front-door-latency.py MANIFEST.jsonl [--hark .build/release/hark]
      [--intents Models/coffee-maker/coffee_maker.yaml] [--limit N]

The recordings are converted to 16-bit WAV with sox first (the client sends WAV frames); the
conversion is not timed. Needs scripts/setup-python.sh (the `wyoming` package).
"""

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
import wave

from wyoming.asr import Transcribe, Transcript
from wyoming.audio import AudioChunk, AudioStart, AudioStop
from wyoming.client import AsyncClient

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    """User + system CPU of a process so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wav_files(manifest, limit, directory):
    """(wav path, seconds) per manifest line, converted with sox."""
    base = os.path.dirname(os.path.abspath(manifest))
    files = []
    with open(manifest) as lines:
        for index, line in enumerate(lines):
            if limit and index >= limit:
                break
            audio = json.loads(line)["audio"]
            source = audio if audio.startswith("/") else os.path.join(base, audio)
            target = os.path.join(directory, f"{index:04d}.wav")
            subprocess.run(["sox", source, "-b", "16", target], check=True)
            with wave.open(target, "rb") as wav:
                files.append((target, wav.getnframes() / wav.getframerate()))
    return files


async def wyoming_transcribe(uri, path):
    with wave.open(path, "rb") as wav:
        rate, width, channels = wav.getframerate(), wav.getsampwidth(), wav.getnchannels()
        frames = wav.readframes(wav.getnframes())
    async with AsyncClient.from_uri(uri) as client:
        await client.write_event(Transcribe(language="en-US").event())
        await client.write_event(AudioStart(rate=rate, width=width, channels=channels).event())
        step = 1024 * width * channels
        for offset in range(0, len(frames), step):
            await client.write_event(
                AudioChunk(rate=rate, width=width, channels=channels, audio=frames[offset : offset + step]).event())
        started = time.monotonic()
        await client.write_event(AudioStop().event())
        while True:
            event = await asyncio.wait_for(client.read_event(), 60)
            if event is None:
                raise RuntimeError(f"{path}: the service closed the connection")
            if Transcript.is_type(event.type):
                return (time.monotonic() - started) * 1000


def start(arguments, ready):
    """Starts a service and waits until `ready()` says it answers."""
    process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    return process, ready(process)


def measure(name, process, files, send):
    before = cpu_seconds(process.pid)
    times = [send(path) for path, _ in files]
    cpu = cpu_seconds(process.pid) - before
    audio = sum(seconds for _, seconds in files)
    times.sort()
    return {
        "service": name, "files": len(files), "p50": statistics.median(times),
        "p90": times[int(0.9 * (len(times) - 1))], "cpu": cpu / audio,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("manifest")
    parser.add_argument("--hark", default=".build/release/hark")
    parser.add_argument("--intents", default="Models/coffee-maker/coffee_maker.yaml")
    parser.add_argument("--limit", type=int, default=0)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        files = wav_files(args.manifest, args.limit, scratch)
        common = ["--intents", args.intents, "--decoders", "1"]
        rows = []

        port = free_port()
        uri = f"tcp://127.0.0.1:{port}"
        process = subprocess.Popen(
            [args.hark, "wyoming", "--uri", uri, "--state", os.path.join(scratch, "w")] + common,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(300):
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.1)
            asyncio.run(wyoming_transcribe(uri, files[0][0]))  # warm: the search is built or loaded
            rows.append(measure("hark wyoming (transcribe)", process, files,
                                lambda path: asyncio.run(wyoming_transcribe(uri, path))))
        finally:
            process.terminate()
            process.wait()

        process = subprocess.Popen(
            [args.hark, "serve", "--port", "0", "--state", os.path.join(scratch, "s")] + common,
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            base = process.stdout.readline().strip().removeprefix("listening on ")

            def understand(path):
                with open(path, "rb") as audio:
                    request = urllib.request.Request(
                        base + "/v1/understand", data=audio.read(), headers={"Content-Type": "audio/wav"})
                started = time.monotonic()
                with urllib.request.urlopen(request, timeout=60) as response:
                    response.read()
                return (time.monotonic() - started) * 1000

            understand(files[0][0])
            rows.append(measure("hark serve (POST /v1/understand)", process, files, understand))
        finally:
            process.terminate()
            process.wait()

    audio = sum(seconds for _, seconds in files)
    print(f"{len(files)} files, {audio:.1f} s of audio, one at a time, one decoder")
    print(f"{'service':36} {'p50 ms':>8} {'p90 ms':>8} {'CPU s / audio s':>16}")
    for row in rows:
        print(f"{row['service']:36} {row['p50']:8.0f} {row['p90']:8.0f} {row['cpu']:16.3f}")


if __name__ == "__main__":
    sys.exit(main())
