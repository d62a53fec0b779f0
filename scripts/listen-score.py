#!/usr/bin/env python3
"""Scores `hark listen` output against the truth file of scripts/listen-stream.py.

A command is answered right when exactly one output line overlaps it in time, that line overlaps
no other command, and its reply begins as the truth says (which needs the dialog kept). Also
counts commands merged into one line with another, commands missed, and lines that overlap no
command (noise taken for speech). Prints one line of figures, then what went wrong (--summary:
the figures alone); --json for a JSON object.

Usage: scripts/listen-score.py truth.jsonl listen-output.jsonl [--summary | --json]
"""

import json
import statistics
import sys


def overlaps(a_start, a_end, b_start, b_end):
    return a_start < b_end and b_start < a_end


def main():
    truth = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
    lines = [json.loads(line) for line in open(sys.argv[2]) if line.strip()]
    right = merged = missed = 0
    wrong = []
    for command in truth:
        hits = [line for line in lines if overlaps(line["start"], line["end"], command["start"], command["end"])]
        if not hits:
            missed += 1
            wrong.append(f"missed {command['index']} {command['text']!r} at {command['start']} s")
            continue
        line = hits[0]
        others = [c for c in truth if c is not command and overlaps(line["start"], line["end"], c["start"], c["end"])]
        if len(hits) == 1 and not others and line["reply"].startswith(command["reply"]):
            right += 1
        else:
            if others:
                merged += 1
            wrong.append(f"wrong {command['index']} {command['text']!r} at {command['start']} s: heard "
                         f"{line['transcript']!r}, replied {line['reply']!r}")
    spurious = sum(
        1 for line in lines if not any(overlaps(line["start"], line["end"], c["start"], c["end"]) for c in truth))
    latencies = sorted(line["latency"] for line in lines)
    figures = {
        "commands": len(truth), "right": right, "merged": merged, "missed": missed, "spurious": spurious,
        "lines": len(lines),
        "latencyMedian": round(statistics.median(latencies), 3) if latencies else None,
        "latencyP90": latencies[int(0.9 * (len(latencies) - 1))] if latencies else None,
    }
    if "--json" in sys.argv:
        print(json.dumps(figures))
    else:
        print(" ".join(f"{key}={value}" for key, value in figures.items()))
        if "--summary" in sys.argv:
            return
        for line in wrong:
            print("  " + line)


if __name__ == "__main__":
    main()
