#!/usr/bin/env python3
"""Headline figures of `hark evaluate --json` reports, one row per report, for docs/benchmarks.md.

Every figure is the report's own (docs/evaluation.md): WER, intent accuracy and command acceptance;
recipient accuracy (utterances whose recipient list is exactly right, over those labelled with
recipients) and content WER (word errors of the content parameter against its reference) from the
parameters' `labelled…` figures; out-of-domain rejection (utterances labelled `none` that the
pipeline answered with `none`) and false rejection of in-domain utterances from the confusion
matrix. A report written before the `labelled…` figures existed gets them from
`hark evaluate --merge REPORT --json NEW` (every figure is computed again from its rows).
"""
import json
import sys


def summarize(path):
    report = json.load(open(path))
    words_figures = report.get("words") or {}
    understanding = report.get("understanding") or {}
    parameters = {p["name"]: p for p in understanding.get("parameters", [])}
    recipients = parameters.get("recipients") or {}
    content_words = (parameters.get("content") or {}).get("labelledWords") or {}
    confusion = understanding.get("confusion") or {"referenceLabels": [], "hypothesisLabels": [], "counts": []}
    none_column = (confusion["hypothesisLabels"].index("none")
                   if "none" in confusion["hypothesisLabels"] else None)
    ood = in_domain = ood_rejected = falsely_rejected = 0
    for label, row in zip(confusion["referenceLabels"], confusion["counts"]):
        rejected = row[none_column] if none_column is not None else 0
        if label == "none":
            ood, ood_rejected = ood + sum(row), ood_rejected + rejected
        else:
            in_domain, falsely_rejected = in_domain + sum(row), falsely_rejected + rejected

    def pct(a, b):
        return f"{100 * a / b:.1f} %" if b else "—"

    def rate(value):
        return f"{100 * value:.1f} %" if value is not None else "—"

    return [
        path.rsplit("/", 1)[-1], str(report["utterances"]), rate(words_figures.get("wordErrorRate")),
        rate(understanding.get("intentAccuracy")), rate(understanding.get("commandAcceptance")),
        pct(recipients.get("labelledExactMatches", 0), recipients.get("labelledInstances", 0)),
        pct(content_words.get("errors", 0), content_words.get("referenceWords", 0)),
        pct(ood_rejected, ood), pct(falsely_rejected, in_domain),
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
