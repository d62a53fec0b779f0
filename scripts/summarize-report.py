#!/usr/bin/env python3
"""Headline figures of `hark evaluate --json` reports, one row per report, for docs/benchmarks.md.

Beyond what the report states it derives: recipient accuracy (utterances whose recipient list is
exactly right, over those labelled with recipients), content WER (word errors of the content
parameter against its reference), and out-of-domain rejection (utterances labelled `none` that the
pipeline answered with `none`), plus false rejection of in-domain utterances.
"""
import json
import sys


def edits(ref, hyp):
    previous = list(range(len(hyp) + 1))
    for i, r in enumerate(ref):
        current = [i + 1] + [0] * len(hyp)
        for j, h in enumerate(hyp):
            current[j + 1] = min(previous[j] + (r != h), previous[j + 1] + 1, current[j] + 1)
        previous = current
    return previous[-1]


def words(values):
    return " ".join(values or []).lower().split()


def summarize(path):
    report = json.load(open(path))
    rows = report["rows"]
    words_figures = report.get("words") or {}
    understanding = report.get("understanding") or {}
    recipients = [r for r in rows if (r.get("referenceParameters") or {}).get("recipients")]
    recipients_right = sum(
        sorted(v.lower() for v in r["referenceParameters"]["recipients"])
        == sorted(v.lower() for v in (r.get("hypothesisParameters") or {}).get("recipients", []))
        for r in recipients)
    content = [r for r in rows if (r.get("referenceParameters") or {}).get("content")]
    content_errors = sum(edits(words(r["referenceParameters"]["content"]),
                               words((r.get("hypothesisParameters") or {}).get("content"))) for r in content)
    content_words = sum(len(words(r["referenceParameters"]["content"])) for r in content)
    ood = [r for r in rows if r.get("referenceIntent") == "none"]
    ood_rejected = sum(r.get("hypothesisIntent") in (None, "none") for r in ood)
    in_domain = [r for r in rows if r.get("referenceIntent") not in (None, "none")]
    falsely_rejected = sum(r.get("hypothesisIntent") in (None, "none") for r in in_domain)

    def pct(a, b):
        return f"{100 * a / b:.1f} %" if b else "—"

    def rate(value):
        return f"{100 * value:.1f} %" if value is not None else "—"

    return [
        path.rsplit("/", 1)[-1], str(report["utterances"]), rate(words_figures.get("wordErrorRate")),
        rate(understanding.get("intentAccuracy")), rate(understanding.get("commandAcceptance")),
        pct(recipients_right, len(recipients)), pct(content_errors, content_words),
        pct(ood_rejected, len(ood)), pct(falsely_rejected, len(in_domain)),
        f"{report['speed']['cpuSecondsPerAudioSecond']:.3f}",
    ]


header = ["report", "utts", "WER", "intent acc.", "command acc.", "recipient acc.", "content WER",
          "OOD rejected", "in-domain rejected", "CPU s/audio s"]
print("| " + " | ".join(header) + " |")
print("|" + "---|" * len(header))
for path in sys.argv[1:]:
    # reports/ also holds other benchmarks' JSON (dialog-benchmark.json): only evaluate's reports.
    if "rows" not in json.load(open(path)):
        print(f"{path}: not a hark evaluate report, left out", file=sys.stderr)
        continue
    print("| " + " | ".join(summarize(path)) + " |")
