#!/usr/bin/env python3
"""Drives `hark wyoming` with the reference Wyoming client library (the `wyoming` package from
PyPI, installed into .venv-tools/ by scripts/setup-python.sh), as Home Assistant and Rhasspy 3
talk to it.

  check URI --transcribe WAV... --request TEXT --refused TEXT --speak TEXT
      One scenario over every service, printed as one JSON object for HarkWyomingTests to check:
      describe; every WAV transcribed, two clients at once; TEXT recognized and handled (and
      REFUSED, which no app takes); SPEAK synthesized; then bad events on connections of their
      own (audio without audio-start, a malformed header, a payload length that promises more
      than comes) and a describe on a new connection afterwards, to show the service is still up.

  conversation URI --turn TEXT... [--id ID] [--language CODE] [--recognize TEXT...]
      Each turn on a connection of its own, as Home Assistant's conversation agent sends them,
      the dialog named by ID in the event's context and the reply language asked by CODE; then
      each --recognize TEXT read as an intent. Prints the answers as one JSON object.

  wake URI --name NAME WAV...
      describe's wake models, then each WAV streamed to `detect` for NAME on a connection of
      its own, as a satellite streams its microphone: whether a `detection` came (and its
      timestamp) or `not-detected`. Prints one JSON object.

  load URI WAV --clients N [--rounds R]
      N clients at once, each on a connection of its own transcribing WAV (sent as fast as the
      socket takes it), R rounds one after another: per round how many were served and how many
      refused as busy, and when the last transcript came, in milliseconds from the round's start.
      Prints one JSON object per round.

  latency URI WAV... [--repeat N]
      For each WAV (its own rate, width and channels), the time from sending audio-stop to
      receiving the transcript, in milliseconds, over N rounds; prints each file's median and
      the median of all.

Usage: .venv-tools/bin/python scripts/wyoming-client.py check tcp://127.0.0.1:10300 ...
"""

import argparse
import asyncio
import json
import statistics
import sys
import time
import wave

from wyoming.asr import Transcribe, Transcript
from wyoming.audio import AudioChunk, AudioStart, AudioStop
from wyoming.client import AsyncClient
from wyoming.error import Error
from wyoming.event import Event, async_read_event
from wyoming.handle import Handled, NotHandled
from wyoming.info import Describe, Info
from wyoming.intent import Intent, NotRecognized, Recognize
from wyoming.tts import Synthesize

# Each read waits at most this long: a service that stops answering fails the run, not hangs it.
READ_TIMEOUT = 120


async def read(client):
    event = await asyncio.wait_for(client.read_event(), READ_TIMEOUT)
    if event is None:
        raise RuntimeError("the service closed the connection")
    return event


def read_wav(path):
    with wave.open(path, "rb") as wav:
        return wav.getframerate(), wav.getsampwidth(), wav.getnchannels(), wav.readframes(wav.getnframes())


async def transcribe(uri, path):
    """(transcript, streamed event types, milliseconds from audio-stop to the transcript)."""
    rate, width, channels, frames = read_wav(path)
    async with AsyncClient.from_uri(uri) as client:
        await client.write_event(Transcribe(language="en-US").event())
        await client.write_event(AudioStart(rate=rate, width=width, channels=channels).event())
        step = 1024 * width * channels
        for offset in range(0, len(frames), step):
            chunk = AudioChunk(rate=rate, width=width, channels=channels, audio=frames[offset : offset + step])
            await client.write_event(chunk.event())
        started = time.monotonic()
        await client.write_event(AudioStop().event())
        types = []
        text = None
        milliseconds = None
        while True:
            event = await read(client)
            types.append(event.type)
            if Error.is_type(event.type):
                raise RuntimeError(f"{path}: {Error.from_event(event).text}")
            if Transcript.is_type(event.type):
                text = Transcript.from_event(event).text
                milliseconds = (time.monotonic() - started) * 1000
            # A client of protocol 1.7 or later gets the streaming events around the transcript.
            if event.type == "transcript-stop" or (text is not None and "transcript-start" not in types):
                return text, types, milliseconds


async def ask(uri, event):
    async with AsyncClient.from_uri(uri) as client:
        await client.write_event(event)
        return await read(client)


async def raw_exchange(uri, data, half_close=False, expect=None):
    """Writes bytes as they are and reads events until the service closes, goes quiet, or has
    sent `expect` events."""
    host, port = uri.removeprefix("tcp://").rsplit(":", 1)
    reader, writer = await asyncio.open_connection(host, int(port))
    writer.write(data)
    await writer.drain()
    if half_close:
        writer.write_eof()
    events = []
    closed = False
    while expect is None or len(events) < expect:
        try:
            event = await asyncio.wait_for(async_read_event(reader), 3)
        except asyncio.TimeoutError:
            break
        if event is None:
            closed = True
            break
        events.append({"type": event.type, "code": event.data.get("code"), "text": event.data.get("text")})
    writer.close()
    return {"events": events, "closed": closed}


def header(event_type, data=None, payload_length=None):
    fields = {"type": event_type}
    if data is not None:
        fields["data"] = data
    if payload_length is not None:
        fields["payload_length"] = payload_length
    return (json.dumps(fields) + "\n").encode()


async def check(args):
    result = {}
    info = Info.from_event(await ask(args.uri, Describe().event()))
    result["info"] = {
        kind: {program.name: sorted({lang for model in models(program) for lang in model.languages})
               for program in programs}
        for kind, programs, models in [
            ("asr", info.asr, lambda p: p.models), ("intent", info.intent, lambda p: p.models),
            ("handle", info.handle, lambda p: p.models), ("tts", info.tts, lambda p: p.voices)]
    }
    result["info"]["asrStreaming"] = [program.supports_transcript_streaming for program in info.asr]

    # Every file at once: concurrent clients.
    heard = await asyncio.gather(*(transcribe(args.uri, path) for path in args.transcribe))
    result["transcripts"] = [{"file": path, "text": text, "events": types}
                             for path, (text, types, _) in zip(args.transcribe, heard)]

    recognized = await ask(args.uri, Recognize(text=args.request).event())
    if Intent.is_type(recognized.type):
        intent = Intent.from_event(recognized)
        result["intent"] = {"name": intent.name, "entities": {e.name: e.value for e in intent.entities}}
    else:
        result["intent"] = {"type": recognized.type}
    refused = await ask(args.uri, Recognize(text=args.refused).event())
    result["refusedIntent"] = {"type": refused.type, "notRecognized": NotRecognized.is_type(refused.type)}

    result["handled"] = []
    for text in [args.request, args.refused]:
        answer = await ask(args.uri, Transcript(text=text).event())
        reply = (Handled if Handled.is_type(answer.type) else NotHandled).from_event(answer)
        result["handled"].append({"type": answer.type, "text": reply.text})

    async with AsyncClient.from_uri(args.uri) as client:
        await client.write_event(Synthesize(text=args.speak).event())
        start = AudioStart.from_event(await read(client))
        size = 0
        while True:
            event = await read(client)
            if AudioStop.is_type(event.type):
                break
            size += len(AudioChunk.from_event(event).audio)
        result["speech"] = {"rate": start.rate, "width": start.width, "channels": start.channels,
                            "seconds": size / (start.rate * start.width * start.channels)}

    chunk = header("audio-chunk", {"rate": 16000, "width": 2, "channels": 1}, payload_length=4) + bytes(4)
    result["bad"] = {
        "audioWithoutStart": await raw_exchange(args.uri, chunk + header("describe"), expect=2),
        "malformedHeader": await raw_exchange(args.uri, b'{"type": "describe"\n' + header("describe")),
        "payloadThatLies": await raw_exchange(args.uri, header("audio-chunk", payload_length=5000) + bytes(100),
                                              half_close=True),
    }
    result["stillUp"] = Info.is_type((await ask(args.uri, Describe().event())).type)
    json.dump(result, sys.stdout, indent=1)
    print()


async def conversation(args):
    """Each turn on a connection of its own, as Home Assistant's conversation agent sends them:
    the dialog is named by --id, the reply language asked by --language; then --recognize."""
    result = {"turns": [], "recognized": []}
    for text in args.turn:
        context = {"conversation_id": args.id} if args.id else None
        answer = await ask(args.uri, Transcript(text=text, context=context, language=args.language).event())
        result["turns"].append({"type": answer.type, "text": answer.data.get("text"),
                                "code": answer.data.get("code"), "context": answer.data.get("context")})
    for text in args.recognize:
        recognized = await ask(args.uri, Recognize(text=text).event())
        if Intent.is_type(recognized.type):
            intent = Intent.from_event(recognized)
            result["recognized"].append(
                {"name": intent.name, "entities": {e.name: e.value for e in intent.entities}})
        else:
            result["recognized"].append({"type": recognized.type})
    json.dump(result, sys.stdout, indent=1)
    print()


async def wake(args):
    info = Info.from_event(await ask(args.uri, Describe().event()))
    result = {"wakeModels": [model.name for program in info.wake for model in program.models], "files": []}
    for path in args.files:
        rate, width, channels, frames = read_wav(path)
        async with AsyncClient.from_uri(args.uri) as client:
            await client.write_event(Event("detect", {"names": [args.name]}))
            await client.write_event(AudioStart(rate=rate, width=width, channels=channels).event())
            step = 1024 * width * channels
            for offset in range(0, len(frames), step):
                chunk = AudioChunk(rate=rate, width=width, channels=channels, audio=frames[offset : offset + step])
                await client.write_event(chunk.event())
            await client.write_event(AudioStop().event())
            event = await read(client)
            result["files"].append({"file": path, "type": event.type, "timestamp": event.data.get("timestamp")})
    json.dump(result, sys.stdout, indent=1)
    print()


async def latency(args):
    per_file = {}
    for _ in range(args.repeat):
        for path in args.files:
            _, _, milliseconds = await transcribe(args.uri, path)
            per_file.setdefault(path, []).append(milliseconds)
    for path, times in per_file.items():
        print(f"{statistics.median(times):8.1f} ms  {path}")
    every = [time for times in per_file.values() for time in times]
    print(f"{statistics.median(every):8.1f} ms  median of {len(every)} (audio-stop to transcript)")


async def load(args):
    async def one(started):
        try:
            await transcribe(args.uri, args.file)
            return "served", (time.monotonic() - started) * 1000
        except RuntimeError as error:
            if "busy" in str(error):
                return "busy", (time.monotonic() - started) * 1000
            return f"error: {error}", None

    for round_number in range(args.rounds):
        started = time.monotonic()
        results = await asyncio.gather(*(one(started) for _ in range(args.clients)))
        served = [ms for outcome, ms in results if outcome == "served"]
        summary = {
            "round": round_number + 1,
            "clients": args.clients,
            "served": len(served),
            "busy": sum(outcome == "busy" for outcome, _ in results),
            "errors": sorted({outcome for outcome, _ in results if outcome.startswith("error")}),
            "lastServedMs": round(max(served), 1) if served else None,
            "medianServedMs": round(statistics.median(served), 1) if served else None,
        }
        print(json.dumps(summary), flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    check_parser = commands.add_parser("check")
    check_parser.add_argument("uri")
    check_parser.add_argument("--transcribe", nargs="+", required=True)
    check_parser.add_argument("--request", required=True)
    check_parser.add_argument("--refused", required=True)
    check_parser.add_argument("--speak", required=True)
    conversation_parser = commands.add_parser("conversation")
    conversation_parser.add_argument("uri")
    conversation_parser.add_argument("--turn", action="append", default=[])
    conversation_parser.add_argument("--id")
    conversation_parser.add_argument("--language")
    conversation_parser.add_argument("--recognize", action="append", default=[])
    wake_parser = commands.add_parser("wake")
    wake_parser.add_argument("uri")
    wake_parser.add_argument("--name", required=True)
    wake_parser.add_argument("files", nargs="+")
    load_parser = commands.add_parser("load")
    load_parser.add_argument("uri")
    load_parser.add_argument("file")
    load_parser.add_argument("--clients", type=int, default=20)
    load_parser.add_argument("--rounds", type=int, default=3)
    latency_parser = commands.add_parser("latency")
    latency_parser.add_argument("uri")
    latency_parser.add_argument("files", nargs="+")
    latency_parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    commands = {"check": check, "conversation": conversation, "wake": wake, "latency": latency, "load": load}
    asyncio.run(commands[args.command](args))


if __name__ == "__main__":
    main()
