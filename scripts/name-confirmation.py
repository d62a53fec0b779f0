#!/usr/bin/env python3
"""How often asking "Did you mean Kiki?" below a value-confidence threshold catches a misheard name,
and how often it asks about a name heard right, from `hark evaluate --json` reports.

    scripts/name-confirmation.py [--parameters recipients,sender] [--choose 0.10] REPORT.json ...

A name is a value of one of --parameters (MonkeyChat's contact parameters by default). A heard name
is right when the reference lists it for that parameter. --choose F prints the largest threshold that
asks about at most a fraction F of the right names: run it on train reports only, and report the
held-out ones at the threshold it gives.
"""
import argparse
import json


def names(paths, parameters):
    """(confidence, right) for every name value heard in the reports' rows."""
    found = []
    for path in paths:
        with open(path) as file:
            report = json.load(file)
        for row in report.get("rows", []):
            heard = row.get("hypothesisParameters") or {}
            confidences = row.get("hypothesisParameterConfidences")
            if confidences is None:
                raise SystemExit(f"{path}: rows have no hypothesisParameterConfidences (rerun hark evaluate)")
            reference = row.get("referenceParameters") or {}
            for parameter in parameters:
                said = {value.lower() for value in reference.get(parameter, [])}
                for value, confidence in zip(heard.get(parameter, []), confidences.get(parameter, [])):
                    found.append((confidence, value.lower() in said))
    return found


def counts(found, threshold):
    wrong = [c for c, right in found if not right]
    right = [c for c, right in found if right]
    caught = sum(1 for c in wrong if c < threshold)
    needless = sum(1 for c in right if c < threshold)
    return len(wrong), caught, len(right), needless


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("reports", nargs="+")
    parser.add_argument("--parameters", default="recipients,sender")
    parser.add_argument("--choose", type=float, help="largest threshold asking about at most this fraction of right names")
    parser.add_argument("--thresholds", default="0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9")
    arguments = parser.parse_args()
    found = names(arguments.reports, arguments.parameters.split(","))
    print(f"names heard: {len(found)}, misheard: {sum(1 for _, right in found if not right)}")
    print("| threshold | misheard names confirmed | right names confirmed (needless) |")
    print("|---:|---:|---:|")
    for threshold in [float(t) for t in arguments.thresholds.split(",")]:
        wrong, caught, right, needless = counts(found, threshold)
        print(
            f"| {threshold:.2f} | {caught}/{wrong} ({100 * caught / max(wrong, 1):.0f} %) "
            f"| {needless}/{right} ({100 * needless / max(right, 1):.1f} %) |")
    if arguments.choose is not None:
        right = sorted(c for c, ok in found if ok)
        allowed = int(arguments.choose * len(right))
        # Asking below the (allowed+1)-th lowest right confidence asks about exactly `allowed` of them.
        chosen = right[allowed] if allowed < len(right) else 1.0
        print(f"chosen: {chosen:.2f} (at most {allowed} of {len(right)} right names confirmed)")


if __name__ == "__main__":
    main()
