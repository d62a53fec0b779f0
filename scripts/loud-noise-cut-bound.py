#!/usr/bin/env python3
"""How much CPU cutting the noise around a command could save in loud noise, and whether an
energy detector finds the command there (issue 31, speed at 6 dB; a finished experiment).

    scripts/loud-noise-cut-bound.py --hark .build/release/hark --noise babble --files 40

1. The ideal cut: each noisy tune file is cut to the span of the words Hark hears in its clean
   original (`--enhance none`, so times are the file's), ± `--margin` s, and heard by
   `hark evaluate` with the defaults. CPU is reported over the ORIGINAL files' duration.
2. An energy locator: 10 ms frames, 300 ms smoothing, a floor at the 20th percentile, speech
   where the smoothed energy is T dB over it (T = 1…5), ±0.5 s. For each T: how many commands
   it keeps whole (the clean words' span inside) and what share of the audio it keeps.

Needs the noisy tune mixes (reports/noisy, see docs/benchmarks.md), sox and numpy.
"""
import argparse, json, os, subprocess
from pathlib import Path
import numpy as np

ROOT = Path(__file__).resolve().parent.parent
CONTEXT = ROOT / "Models/coffee-maker/coffee_maker.yaml"


def samples(path: Path) -> np.ndarray:
    raw = subprocess.run(["sox", str(path), "-t", "raw", "-e", "signed", "-b", "16", "-c", "1", "-r", "16000", "-"],
                         capture_output=True, check=True).stdout
    return np.frombuffer(raw, dtype=np.int16)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hark", default=str(ROOT / ".build/release/hark"))
    parser.add_argument("--noise", default="babble")
    parser.add_argument("--snr", default="6")
    parser.add_argument("--files", type=int, default=40)
    parser.add_argument("--margin", type=float, default=0.2)
    args = parser.parse_args()

    clean = [json.loads(line) for line in open(ROOT / "Audio/coffee-dev/tune.jsonl")][: args.files]
    noisy = [json.loads(line) for line in open(ROOT / f"reports/noisy/tune-{args.noise}-snr{args.snr}.jsonl")][: args.files]
    clean_paths = [str(ROOT / "Audio/coffee-dev" / c["audio"]) for c in clean]
    heard = subprocess.run([args.hark, "transcribe", "--json", "--intents", str(CONTEXT), "--search", "grammar",
                            "--enhance", "none", *clean_paths], capture_output=True, text=True, check=True)
    spans = {}
    for line in heard.stdout.splitlines():
        entry = json.loads(line)
        words = entry.get("words") or []
        spans[entry["file"]] = (words[0]["start"], words[-1]["end"]) if words else None

    out = ROOT / f"reports/cut-bound/{args.noise}-snr{args.snr}"
    out.mkdir(parents=True, exist_ok=True)
    lines, whole_seconds, located = [], 0.0, {}
    for entry, path in zip(noisy, clean_paths):
        source = ROOT / "reports/noisy" / entry["audio"]
        audio = samples(source)
        seconds = len(audio) / 16000
        whole_seconds += seconds
        span = spans.get(path)
        start, end = (max(0, span[0] - args.margin), min(seconds, span[1] + args.margin)) if span else (0, seconds)
        cut = out / Path(entry["audio"]).name
        subprocess.run(["sox", str(source), str(cut), "trim", f"{start:.3f}", f"={end:.3f}"], check=True)
        lines.append(json.dumps(dict(entry, audio=cut.name)))
        if span:
            frames = np.array([np.mean(audio[i * 160:i * 160 + 400].astype(float) ** 2) + 1e-3
                               for i in range(max(1, (len(audio) - 400) // 160 + 1))])
            smoothed = np.convolve(10 * np.log10(frames), np.ones(30) / 30, mode="same")
            floor = np.percentile(smoothed, 20)
            for threshold in range(1, 6):
                loud = np.where(smoothed > floor + threshold)[0]
                a, b = (max(0, loud[0] * 0.01 - 0.5), min(seconds, loud[-1] * 0.01 + 0.525)) if len(loud) else (0, seconds)
                tally = located.setdefault(threshold, [0, 0, 0.0])
                tally[0] += 1
                tally[1] += a <= span[0] and b >= span[1]
                tally[2] += b - a
    (out / "set.jsonl").write_text("\n".join(lines) + "\n")

    before = os.times()
    report = subprocess.run([args.hark, "evaluate", "--intents", str(CONTEXT), "--jobs", "1", str(out / "set.jsonl")],
                            capture_output=True, text=True)
    after = os.times()
    cpu = after.children_user + after.children_system - before.children_user - before.children_system
    accepted = [line.strip() for line in report.stdout.splitlines() if "Command acceptance" in line]
    print(f"ideal cut ±{args.margin} s, {args.noise} {args.snr} dB, {len(noisy)} files: {accepted[0] if accepted else '?'}; "
          f"{cpu:.1f} CPU s over {whole_seconds:.1f} s of the files = {cpu / whole_seconds:.3f} per audio s")
    total = sum(len(samples(ROOT / "reports/noisy" / e["audio"])) for e, p in zip(noisy, clean_paths) if spans.get(p)) / 16000
    for threshold, (count, whole, kept) in located.items():
        print(f"energy locator {threshold} dB over the floor: {whole}/{count} commands whole, {kept / total:.0%} of the audio kept")


if __name__ == "__main__":
    main()
