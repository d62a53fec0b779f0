#!/usr/bin/env python3
"""What `--minimum-confidence T` would do, for several T, from `hark evaluate --json` reports made
without it (docs/benchmarks.md, issue 12, "Lever 7: refusing doubtful readings").

Python 3 standard library only. A reading is acted on when its intent is not `none` and its
confidence (calibrated, as the reports hold it) is at least T, exactly as the flag decides
(UnderstandingResult.doubted). For each T it prints, per set, the commands right and acted on
(command acceptance under the flag) and the wrong actions (a reading acted on that is not the
labelled command); noise-only sets (label `none`) count the readings acted on: false accepts.
Sets are grouped by noise for `hark mix` outputs (HALF-NOISE-snrN[-noise-only]).

    scripts/minimum-confidence-sweep.py reports/calibration/tune-noisy.json \\
        reports/calibration/tune-noise-only.json reports/calibration/train-coffee.json
"""

import argparse
import json
from collections import defaultdict

THRESHOLDS = (0, 0.3, 0.4, 0.5, 0.6, 0.7)


def group(row, title):
    set_name = row["id"].split("/")[0]
    if "-snr" not in set_name:
        return "clean" if " + " in title else title
    half, noise = set_name.split("-")[:2]
    return f"{half} {noise}" + (" alone" if set_name.endswith("-noise-only") else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reports", nargs="+", help="reports written by hark evaluate --json (calibrated)")
    parser.add_argument("--thresholds", type=float, nargs="+", default=list(THRESHOLDS))
    args = parser.parse_args()
    rows = defaultdict(list)
    for path in args.reports:
        report = json.load(open(path, encoding="utf-8"))
        for row in report["rows"]:
            if row.get("commandAccepted") is not None:
                rows[group(row, report["title"])].append(row)
    names = sorted(rows, key=lambda name: (name.endswith(" alone"), name))
    print("| minimum confidence | " + " | ".join(names) + " | wrong actions, speech in noise | false accepts, noise alone |")
    print("|---:|" + "---:|" * (len(names) + 2))
    for threshold in args.thresholds:
        cells, wrong, false_accepts, alone = [], 0, 0, 0
        for name in names:
            acted = [r for r in rows[name]
                     if r.get("hypothesisIntent") not in (None, "none") and r.get("confidence", 0) >= threshold]
            if name.endswith(" alone"):
                false_accepts += len(acted)
                alone += len(rows[name])
                cells.append(f"{100 * len(acted) / len(rows[name]):.1f} % accepted")
            else:
                right = sum(1 for r in acted if r["commandAccepted"])
                if "-snr" in rows[name][0]["id"]:
                    wrong += len(acted) - right
                cells.append(f"{100 * right / len(rows[name]):.1f} %")
        print(f"| {threshold:g} | " + " | ".join(cells) + f" | {wrong} | "
              + (f"{100 * false_accepts / alone:.2f} % ({false_accepts}/{alone})" if alone else "—") + " |")


if __name__ == "__main__":
    main()
