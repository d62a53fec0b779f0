#!/usr/bin/env python3
"""Frequency warping (VTLN) as a lever for real voices (issues 11 and 12), on the tune half only.

Python 3 standard library only, plus the `hark` binary. Each set is evaluated once per warp factor
with PocketSphinx's own front-end warping (`-warp_type inverse_linear -warp_params A`; "none" is
the default front end), then three ways of using the warps are counted:

- each warp alone, for every utterance (a global warp);
- per utterance, the warp whose decoding has the best path score (maximum-likelihood warp
  selection, as VTLN does for an unknown speaker; it costs one decoding per warp);
- per utterance, any warp that gets it right (the oracle: what no selection can beat).

    scripts/warp-sweep.py                                   # the sets and warps of docs/benchmarks.md
    scripts/warp-sweep.py --warps none,0.9,1.1 --sets Audio/coffee-dev/tune.jsonl

Reports go to reports/warp/ and are reused when present (delete them after a new build).
"""

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "reports" / "warp"
DEFAULT_SETS = ["Audio/coffee-dev/tune.jsonl"] + [
    f"reports/noisy/tune-{noise}-snr15.jsonl" for noise in ("babble", "music", "tv", "clatter")]


def evaluate(hark: str, manifest: str, warp: str) -> dict:
    """{utterance id: row} of `hark evaluate` at one warp, from reports/warp/ when already run."""
    out = OUT / f"{Path(manifest).stem}-warp-{warp}.json"
    if not out.exists():
        flags = [] if warp == "none" else [
            "--decoder-flag", "-warp_type=inverse_linear", "--decoder-flag", f"-warp_params={warp}"]
        command = [hark, "evaluate", "--search", "grammarThenLanguageModel", *flags,
                   "--intents", "Models/coffee-maker/coffee_maker.yaml", "--json", str(out), manifest]
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        if not out.exists():
            sys.exit(f"hark evaluate failed on {manifest} at warp {warp}: {result.stderr[-2000:]}")
    return {row["id"]: row for row in json.loads(out.read_text())["rows"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hark", default=str(ROOT / ".build" / "release" / "hark"))
    parser.add_argument("--warps", default="none,0.9,1.1", help="comma-separated warp factors; none = no warping")
    parser.add_argument("--sets", nargs="+", default=DEFAULT_SETS, help="manifests (tune-side only)")
    args = parser.parse_args()
    warps = args.warps.split(",")
    OUT.mkdir(parents=True, exist_ok=True)

    print("| set | " + " | ".join(f"warp {w}" for w in warps) + " | best score per utterance | oracle |")
    print("|---|" + "---:|" * (len(warps) + 2))
    totals = [0] * (len(warps) + 2)
    for manifest in args.sets:
        rows = {warp: evaluate(args.hark, manifest, warp) for warp in warps}
        ids = list(rows[warps[0]])
        alone = [sum(rows[w][i]["commandAccepted"] for i in ids) for w in warps]

        def best(i):
            # An empty transcript has no path to compare; the default front end stands then.
            heard = [rows[w][i] for w in warps if rows[w][i].get("hypothesis") and rows[w][i].get("score") is not None]
            return max(heard, key=lambda row: row["score"]) if heard else rows[warps[0]][i]

        selected = sum(best(i)["commandAccepted"] for i in ids)
        oracle = sum(any(rows[w][i]["commandAccepted"] for w in warps) for i in ids)
        figures = alone + [selected, oracle]
        totals = [t + f for t, f in zip(totals, figures)]
        print(f"| {Path(manifest).stem} ({len(ids)}) | " + " | ".join(map(str, figures)) + " |")
    print("| **all** | " + " | ".join(f"**{t}**" for t in totals) + " |")


if __name__ == "__main__":
    main()
