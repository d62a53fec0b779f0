#!/usr/bin/env python3
"""Non-answers: how often a dialog's narrowed answer search takes something that is no answer for
one, and how often it takes the real answers (issue 13).

Python 3 standard library only, plus the `hark` binary, sox, and the text-to-speech engines of
scripts/generate-samples.py (its voices and synthesis are reused).

    scripts/non-answers.py --hark .build/release/hark --split tune            # choose on this
    scripts/non-answers.py --hark .build/release/hark --split check           # report this, once
    scripts/non-answers.py --hark ... --split tune -- --answer-garbage 0.01   # flags go to hark

For each kind of question (Audio/non-answers/sentences.json: yes/no, which one, who, which
workout, free text) every file is heard with `hark transcribe --answering KIND --json`, the search
`hark converse` listens with after asking that question. A non-empty transcript is an accepted
answer: the yes/no and names searches can only produce answers, and the free-text search any
words. A transcript hark marks `heardAsCommand` is no answer either: a question was open, but the
command search read a whole command of some app there, which replaces the question (issue 31).
The files:

- true answers to that question, in five synthetic voices (flite slt, rms, awb; festival
  kal_diphone and HTS slt);
- other commands and out-of-domain sentences, in the same voices;
- real speech: the coffee-maker dev split (commands to another app, 50+ speakers; its tune and
  check halves are Audio/coffee-dev's) and pocketsphinx's test recordings;
- noise (Audio/noise's seven noises, 3 s stretches at two levels) and near-silence (room tone at
  about -65 and -55 dBFS RMS).

A free-text question takes any speech as the message, so only noise, silence and the commands
that name an installed app are non-answers to it; a message heard with less confidence than `--read-back-below`, in audio noisier than
`--read-back-noisier-than` or brighter than `--read-back-low-band-under` is read back before it is
used, and the script also counts the non-answers taken without that. `--noise-alone` adds issue
12's noise-alone files of the same half (reports/noise-only, made by `hark mix --noise-only`; 2,576
tune and 2,688 check files: babble, clatter, music and tv at the levels they are mixed at, 24 to
6 dB) as non-answers, category "noise alone". Sentences go to the tune or check half by a hash of their words, so a sentence said by
five voices is on one side; audio lives under reports/non-answers/ (not committed).
"""

import argparse
import concurrent.futures
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SENTENCES = ROOT / "Audio" / "non-answers" / "sentences.json"
NOISE = ROOT / "Audio" / "noise"
COFFEE = {"tune": ROOT / "Audio" / "coffee-dev" / "tune.jsonl", "check": ROOT / "Audio" / "coffee-dev" / "check.jsonl"}
TESTDATA = ROOT / "Audio" / "pocketsphinx-testdata"
OUT = ROOT / "reports" / "non-answers"
VOICES = ("flite/slt", "flite/rms", "flite/awb", "festival/kal_diphone", "festival/cmu_us_slt_arctic_hts")
NOISE_ALONE = ROOT / "reports" / "noise-only"
CATEGORIES = ("commands", "out-of-domain", "real speech", "noise", "silence", "noise alone")
SPEECH_CATEGORIES = ("commands", "out-of-domain", "real speech")
INSTALLED_APPS = ("monkeychat", "soup chef", "monkeyfit")


def load_generator():
    spec = importlib.util.spec_from_file_location("generate_samples", ROOT / "scripts" / "generate-samples.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def half(text: str) -> str:
    return "tune" if hashlib.sha256(text.encode()).digest()[0] % 2 == 0 else "check"


def slug(text: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in text.lower()).strip("-")[:60]


def synthesized(generator, texts: list, folder: str, jobs: int) -> list:
    """(text, voice, path) for every text in every voice, made when missing."""
    items, todo = [], []
    for text in texts:
        for voice in VOICES:
            path = OUT / "audio" / folder / slug(voice) / f"{slug(text)}.wav"
            items.append((text, voice, path))
            if not path.exists():
                todo.append((text, voice, path))

    def make(item):
        text, voice, path = item
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".tmp-{path.name}")
        generator.synthesize(generator.VOICE_BY_NAME[voice], generator.tts_text(text), tmp)
        os.replace(tmp, path)

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(make, todo))
    return items


def noise_files() -> list:
    """(name, path, half): four 3 s stretches of each noise, two at -20 and two at -35 dBFS RMS
    (alternate halves), and twelve room tones, about -65 and -55 dBFS RMS."""
    out = []
    folder = OUT / "audio" / "noise"
    folder.mkdir(parents=True, exist_ok=True)
    for source in sorted(NOISE.glob("*.wav")):
        seconds = float(subprocess.run(["soxi", "-D", str(source)], capture_output=True, text=True).stdout)
        for index in range(4):
            start = (index + 0.5) * (seconds - 3) / 4
            level = -20 if index < 2 else -35
            path = folder / f"{source.stem}-{index}.wav"
            if not path.exists():
                subprocess.run(["sox", "-V1", str(source), "-r", "16000", "-c", "1", "-b", "16", str(path),
                                "trim", f"{start:.2f}", "3", "norm", str(level)], check=True)
            out.append((f"{source.stem} {level} dB", path, "tune" if index % 2 == 0 else "check"))
    for index in range(12):
        colour = ("white", "pink", "brown")[index % 3]
        volume = (0.002, 0.006)[index // 6]
        path = folder / f"room-{index}.wav"
        if not path.exists():
            subprocess.run(["sox", "-V1", "-n", "-r", "16000", "-c", "1", "-b", "16", str(path), "synth",
                            f"{2 + (index % 4) * 0.5}", f"{colour}noise", "vol", str(volume)], check=True)
        out.append((f"room tone {colour} {volume}", path, "tune" if index % 2 == 0 else "check"))
    return out


def real_speech(split: str) -> list:
    out = []
    for line in COFFEE[split].read_text().splitlines():
        entry = json.loads(line)
        audio = Path(entry["audio"])
        out.append(("coffee " + audio.stem, audio if audio.is_absolute() else COFFEE[split].parent / audio))
    for manifest in sorted(TESTDATA.glob("*.jsonl")):
        for line in manifest.read_text().splitlines():
            entry = json.loads(line)
            if half(entry["audio"]) == split:
                out.append((entry["text"], Path(entry["audio"])))
    return [(text, path) for text, path in out if path.exists()]


def noise_alone(split: str) -> list:
    """(label, path) of every noise-alone file of `split` under reports/noise-only."""
    manifests = sorted(NOISE_ALONE.glob(f"{split}-*-noise-only.jsonl"))
    if not manifests:
        sys.exit(f"no {split} noise-alone files in {NOISE_ALONE}: make them with hark mix --noise-only "
                 "(docs/benchmarks.md, Answers, shows the command)")
    out = []
    for manifest in manifests:
        for line in manifest.read_text().splitlines():
            entry = json.loads(line)
            out.append((f"{Path(entry['noise']).stem} alone at {entry['snr']} dB", manifest.parent / entry["audio"]))
    return out


def build(split: str, jobs: int, with_noise_alone: bool = False) -> dict:
    """{kind: [(category, expected answer or None, label, path)]} for `split`."""
    data = json.loads(SENTENCES.read_text())
    generator = load_generator()
    available = [v for v in VOICES if generator_voice_available(generator, v)]
    if len(available) != len(VOICES):
        sys.exit(f"missing voices: {sorted(set(VOICES) - set(available))} (run scripts/setup.sh)")
    started = time.monotonic()
    other = []
    for category in ("commands", "out-of-domain"):
        texts = [t for t in data[category] if half(t) == split]
        other += [(category, None, f"{voice}: {text}", path)
                  for text, voice, path in synthesized(generator, texts, category, jobs)]
    other += [("real speech", None, text, path) for text, path in real_speech(split)]
    other += [("silence" if name.startswith("room") else "noise", None, name, path)
              for name, path, side in noise_files() if side == split]
    if with_noise_alone:
        other += [("noise alone", None, label, path) for label, path in noise_alone(split)]
    kinds = {}
    for kind, answers in data["answers"].items():
        texts = [t for t in answers if half(kind + "/" + t) == split]
        files = [("answer", text, f"{voice}: {text}", path)
                 for text, voice, path in synthesized(generator, texts, "answers", jobs)]
        if kind == "free-text":
            # Any speech is a message: real voices are answers here; noise, silence and a command
            # naming an installed app are not (that command replaces the question, issue 31).
            files += [("answer", None, label, path) for category, _, label, path in other if category == "real speech"]
            nonanswers = [o for o in other if o[0] not in SPEECH_CATEGORIES
                          or (o[0] == "commands" and any(app in o[2] for app in INSTALLED_APPS))]
        else:
            nonanswers = other
        kinds[kind] = files + nonanswers
    print(f"audio ready in {time.monotonic() - started:.1f} s", file=sys.stderr)
    return kinds


def generator_voice_available(generator, name: str) -> bool:
    voice = generator.VOICE_BY_NAME[name]
    if voice.engine == "flite":
        listed = subprocess.run(["flite", "-lv"], capture_output=True, text=True).stdout.split()
        return voice.args[0] in listed
    return any((Path("/usr/share/festival/voices") / group / voice.args[0]).is_dir() for group in ("english", "us"))


def hear(binary: str, question: str, files: list, flags: list, jobs: int) -> dict:
    """{path: (transcript, confidence, acoustic fit or None, noise estimate or None, heard as a
    command), or (None, 0, None, None, False) when hark refused the file}."""
    command = [binary, "transcribe", "--json", "--jobs", str(jobs), "--answering", question, *flags,
               *[str(f[3]) for f in files]]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    heard = {}
    for line in result.stdout.splitlines():
        entry = json.loads(line)
        heard[entry["file"]] = ((entry.get("text"), entry.get("confidence", 0), entry.get("acousticFit"),
                                 entry.get("noise"), bool(entry.get("heardAsCommand")))
                                if "error" not in entry else (None, 0, None, None, False))
    missing = [str(f[3]) for f in files if str(f[3]) not in heard]
    if missing:
        sys.exit(f"hark transcribe gave no line for {len(missing)} files: {result.stderr[-2000:]}")
    return heard


def words(text: str) -> list:
    return [w for w in (text or "").lower().replace("jr", "junior").split() if w]


# What an answer means, as the engine reads it (SpokenAnswer): the yes/no search's phrases by
# meaning, and the carriers a names answer may have around it.
YES = {"yes", "yes please", "yeah", "yep", "sure", "ok", "okay", "do it", "send it", "go ahead"}
NO = {"no", "no thanks", "no thank you", "nope", "don't"}
CANCEL = {"cancel", "never mind"}
CARRIERS = ({"to"}, {"please"})


def meaning(text: str) -> str:
    said = " ".join(words(text))
    for name, phrases in (("yes", YES), ("no", NO), ("cancel", CANCEL)):
        if said in phrases:
            return name
    tokens = said.split()
    if tokens and tokens[0] in CARRIERS[0]:
        tokens = tokens[1:]
    if tokens and tokens[-1] in CARRIERS[1]:
        tokens = tokens[:-1]
    if tokens and tokens[0] == "the" and tokens[-1] == "one":
        tokens = tokens[1:-1]
    return " ".join(tokens)


def score(files: list, heard: dict, minimum: float = 0) -> dict:
    """Counts per category: [asked, accepted, accepted as meant]; with `minimum`, a transcript whose
    confidence is below it counts as rejected (to explore a threshold before building it)."""
    counts = {"answer": [0, 0, 0]}  # asked, accepted, accepted and meaning what was said
    counts.update({c: [0, 0, 0] for c in CATEGORIES})
    accepted_examples, rows = [], []
    for category, expected, label, path in files:
        text, confidence, fit, noise, command = heard[str(path)]
        accepted = bool(text) and not command and confidence >= minimum
        row = counts[category]
        row[0] += 1
        row[1] += accepted
        if category == "answer":
            row[2] += expected is None or (accepted and meaning(text) == meaning(expected))
        elif accepted:
            accepted_examples.append(f"{label} → {text} ({confidence:.2f})")
        rows.append({"category": category, "label": label, "expected": expected,
                     "heard": None if command else text, "heardAsCommand": text if command else None,
                     "confidence": confidence, "acousticFit": fit, "noise": noise})
    nonanswers = [sum(counts[c][i] for c in CATEGORIES) for i in range(2)]
    return {"counts": counts, "non-answers": nonanswers, "false accepts": accepted_examples, "files": rows}


def sweep(report: dict, kinds: list):
    """Acceptance of answers and of non-answers if a confidence threshold were added."""
    print("\n| minimum confidence | " + " | ".join(f"{k}: answers / non-answers" for k in kinds) + " |")
    print("|---:|" + "---:|" * len(kinds))
    for minimum in (0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8):
        cells = []
        for kind in kinds:
            rows = report["kinds"][kind]["files"]
            answers = [r for r in rows if r["category"] == "answer"]
            others = [r for r in rows if r["category"] != "answer"]
            def ok(r):
                return bool(r["heard"]) and r["confidence"] >= minimum
            cells.append(f"{100 * sum(map(ok, answers)) / max(1, len(answers)):.1f} / "
                         f"{100 * sum(map(ok, others)) / max(1, len(others)):.1f}")
        print(f"| {minimum} | " + " | ".join(cells) + " |")


def doubted_free_text(figures: dict, minimum: float, floor: float, low_band: float = 0):
    """A free-text answer heard with less confidence than `minimum`, in audio whose speech stands
    less than `floor` dB above its quiet frames (0: no floor), or whose loudest frames hold less
    than `low_band` of their energy below 1 kHz (0: no such test), is read back ("Did you say …?")
    before it is used: it is still an answer accepted, but a non-answer so heard is not taken.
    Returns the answers heard, those read back, the non-answers, and those taken unread."""
    rows = figures["files"]
    answers = [r for r in rows if r["category"] == "answer" and r["heard"]]
    others = [r for r in rows if r["category"] != "answer"]

    def doubted(r):
        noise = r.get("noise") or {}
        noisy = floor > 0 and "overQuietFrames" in noise and noise["overQuietFrames"] < floor
        bright = low_band > 0 and noise.get("lowBandShare") is not None and noise["lowBandShare"] < low_band
        return r["confidence"] < minimum or noisy or bright

    return answers, [r for r in answers if doubted(r)], others, [r for r in others if r["heard"] and not doubted(r)]


def read_back(figures: dict, minimum: float, floor: float, low_band: float):
    """Records and prints what `doubted_free_text` reads back and what it still takes."""
    answers, doubtful, others, taken = doubted_free_text(figures, minimum, floor, low_band)
    figures["read back below"] = minimum
    figures["read back noisier than"] = floor
    figures["read back low band under"] = low_band
    figures["answers read back"] = len(doubtful)
    figures["non-answers taken unread"] = len(taken)
    shown = taken[:12]
    print(f"| free-text, read back below {minimum}, under {floor} dB or under {low_band} low band | answers read back first: "
          f"{percent(len(doubtful), len(answers))} | | non-answers taken unread: "
          f"**{percent(len(taken), len(others))}** | "
          + ", ".join(f"{r['label']} → {r['heard']} ({r['confidence']:.2f})" for r in shown)
          + (f", and {len(taken) - len(shown)} more" if len(taken) > len(shown) else "") + " |")


def gap_of_low_band(figures: dict, minimum: float, floor: float):
    """The low-band test's rule: the brightest non-answer the other two tests take unread, the
    darkest answer they do not read back, and the middle of that gap rounded down to 0.05."""
    answers, doubtful, others, taken = doubted_free_text(figures, minimum, floor)
    shares = lambda rows: [r["noise"]["lowBandShare"] for r in rows
                           if (r.get("noise") or {}).get("lowBandShare") is not None]
    brightest = max(shares(taken), default=0)
    darkest = min(shares([r for r in answers if r not in doubtful]), default=1)
    middle = int((brightest + darkest) / 2 / 0.05) * 0.05
    print(f"\nlow band: brightest non-answer taken by the other tests {brightest:.3f}, darkest answer "
          f"{darkest:.3f}, middle rounded down to 0.05: {middle:.2f}")


def sweep_noise_floor(figures: dict, minimum: float):
    """What each noise floor would read back, beside the confidence threshold `minimum`."""
    print(f"\n| read back under (dB), and below {minimum} | answers read back | non-answers taken unread |")
    print("|---:|---:|---:|")
    for floor in (0, 16, 18, 20, 22, 24, 26, 28, 30):
        _, doubtful, _, taken = doubted_free_text(figures, minimum, floor)
        print(f"| {floor or 'none'} | {len(doubtful)} | {len(taken)} |")


def percent(hits: int, total: int) -> str:
    return f"{100 * hits / total:.1f} % ({hits}/{total})" if total else "—"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hark", default=str(ROOT / ".build" / "release" / "hark"))
    parser.add_argument("--split", choices=("tune", "check"), required=True)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--kinds", help="comma-separated question kinds (default: all)")
    parser.add_argument("--examples", action="store_true", help="list every false accept")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--sweep", action="store_true", help="also print figures for confidence thresholds")
    parser.add_argument("--read-back-below", type=float, default=0.45,
                        help="free text: a message heard with less confidence is read back before it is used "
                             "(hark's --confirm-free-text-below; default 0.45, its default; 0 for none)")
    parser.add_argument("--read-back-noisier-than", type=float, default=22,
                        help="free text: a message heard in audio whose speech stands less than this many dB "
                             "above its quiet frames is read back too (hark's --confirm-free-text-noisier-than; "
                             "default 22, its default; 0 for none)")
    parser.add_argument("--read-back-low-band-under", type=float, default=0.15,
                        help="free text: a message heard in audio whose loudest frames hold less than this share of "
                             "their energy below 1 kHz is read back too (hark's --confirm-free-text-low-band-under; "
                             "default 0.15, its default; 0 for none)")
    parser.add_argument("--noise-alone", action="store_true",
                        help="add issue 12's noise-alone files of the half (reports/noise-only) as non-answers")
    parser.add_argument("flags", nargs="*", help="after --: flags for hark transcribe")
    args = parser.parse_args()

    kinds = build(args.split, args.jobs, args.noise_alone)
    questions = json.loads(SENTENCES.read_text())["questions"]
    selected = args.kinds.split(",") if args.kinds else list(kinds)
    report = {"split": args.split, "flags": args.flags, "kinds": {}}
    print(f"| question ({args.split}) | answers accepted | accepted as meant | non-answers accepted | "
          + " | ".join(CATEGORIES) + " | CPU s |")
    print("|---|---:|---:|---:|" + "---:|" * len(CATEGORIES) + "---:|")
    for kind in selected:
        files = kinds[kind]
        before = os.times()
        heard = hear(args.hark, questions[kind], files, args.flags, args.jobs)
        after = os.times()
        cpu = after.children_user + after.children_system - before.children_user - before.children_system
        figures = score(files, heard)
        figures["cpu seconds"] = cpu
        report["kinds"][kind] = figures
        counts = figures["counts"]
        cells = [percent(counts[c][1], counts[c][0]) if counts[c][0] else "—" for c in CATEGORIES]
        print(f"| {kind} | {percent(counts['answer'][1], counts['answer'][0])} | "
              f"{percent(counts['answer'][2], counts['answer'][0])} | "
              f"{percent(figures['non-answers'][1], figures['non-answers'][0])} | " + " | ".join(cells) + f" | {cpu:.0f} |")
        if kind == "free-text" and args.read_back_below > 0:
            read_back(figures, args.read_back_below, args.read_back_noisier_than, args.read_back_low_band_under)
            if args.sweep:
                sweep_noise_floor(figures, args.read_back_below)
                gap_of_low_band(figures, args.read_back_below, args.read_back_noisier_than)
        as_commands = [r for r in figures["files"] if r["heardAsCommand"]]
        answers_as_commands = [r for r in as_commands if r["category"] == "answer"]
        print(f"    {kind}: heard as a command, so no answer: {len(as_commands) - len(answers_as_commands)} "
              f"non-answers, {len(answers_as_commands)} answers", file=sys.stderr)
        if args.examples:
            for r in answers_as_commands:
                print(f"    answer heard as a command: {r['label']} → {r['heardAsCommand']}", file=sys.stderr)
            for example in figures["false accepts"]:
                print(f"    {example}", file=sys.stderr)
    totals = [sum(report["kinds"][k]["non-answers"][i] for k in selected) for i in range(2)]
    answers = [sum(report["kinds"][k]["counts"]["answer"][i] for k in selected) for i in (0, 1)]
    print(f"| **all** | {percent(answers[1], answers[0])} | | {percent(totals[1], totals[0])} |")
    if args.sweep:
        sweep(report, selected)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
