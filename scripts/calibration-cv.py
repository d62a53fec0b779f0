#!/usr/bin/env python3
"""Cross-validation of the intent-confidence calibrator on train reports only: how the L2 penalty
and the feature set were chosen (docs/benchmarks.md, "How the defaults were chosen").

Python 3 standard library only (numpy, when installed, only makes it faster). Reads reports written by `hark evaluate --json` (the train reports
scripts/fit-calibration.sh writes), refits the calibrator as `hark calibrate` does (standardized
features, Newton's method on the L2-penalized log loss; ConfidenceCalibrator.swift and
LogisticRegression.swift) in 10 folds stratified by set, repeated over 5 fold assignments, and
prints the out-of-fold log loss, Brier score and ECE (10 equal-width bins) per penalty and
feature set. Never give it a held-out report.

    scripts/calibration-cv.py reports/calibration/train-monkeychat.json \\
        reports/calibration/calibration-monkeychat.json reports/calibration/train-coffee.json
"""

import argparse
import json
import math
import random

try:
    import numpy
except ImportError:
    numpy = None

# Feature sets: the committed one (ConfidenceEvidence.featureNames); it with one of its two noise
# features alone (the loud frames over the quiet ones, or over the median one); the one before
# (without the audio's noise); and the one before that, whose domain evidence had one weight for
# readings and rejections alike.
FEATURE_SETS = ("committed", "quiet floor only", "median floor only", "without noise", "one domain weight")
# ConfidenceEvidence.cleanDecibels: loud frames this far above a floor count as clean.
CLEAN_DB = 40.0


def noise_feature(decibels):
    """ConfidenceEvidence.noiseFeature."""
    return max(0.0, CLEAN_DB - (CLEAN_DB if decibels is None else decibels)) / 10


def logit(p):
    p = min(max(p, 1e-4), 1 - 1e-4)
    return math.log(p / (1 - p))


def features(e, feature_set):
    """ConfidenceEvidence.featureVector, in Python."""
    rejected = e["isRejected"]
    parser = logit(e["parserConfidence"])
    words = e["wordCount"]
    domain = logit(e["domainProbability"]) if e.get("domainProbability") is not None else 0.0
    head = [0.0 if rejected else parser, 1.0 if rejected else 0.0, parser if rejected else 0.0,
            0.0 if rejected else e["matchCost"] / max(words, 1), 1.0 if e["isExact"] else 0.0]
    if feature_set == "one domain weight":
        head += [domain]
    else:
        head += [0.0 if rejected else domain, domain if rejected else 0.0]
    tail = [e["meanWordPosterior"], e["minimumWordPosterior"], e.get("minimumValuePosterior", 1.0),
            math.log(words + 1)]
    if feature_set in ("committed", "quiet floor only"):
        tail.append(noise_feature(e.get("signalOverQuietFrames")))
    if feature_set in ("committed", "median floor only"):
        tail.append(noise_feature(e.get("signalOverMedianFrame")))
    return head + tail


def sigmoid(z):
    return 1 / (1 + math.exp(-z)) if z >= 0 else math.exp(z) / (1 + math.exp(z))


def solve(a, b):
    n = len(b)
    a = [row[:] for row in a]
    b = b[:]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[pivot] = a[pivot], a[c]
        b[c], b[pivot] = b[pivot], b[c]
        for r in range(c + 1, n):
            f = a[r][c] / a[c][c]
            if f:
                for k in range(c, n):
                    a[r][k] -= f * a[c][k]
                b[r] -= f * b[c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (b[r] - sum(a[r][k] * x[k] for k in range(r + 1, n))) / a[r][r]
    return x


def fit(xs, ys, l2):
    """A predictor fitted like ConfidenceCalibrator.fit."""
    if numpy is not None:
        return fit_numpy(xs, ys, l2)
    n = len(xs[0])
    means = [sum(x[i] for x in xs) / len(xs) for i in range(n)]
    scales = []
    for i in range(n):
        variance = sum((x[i] - means[i]) ** 2 for x in xs) / len(xs)
        scales.append(math.sqrt(variance) if variance > 1e-12 else 1.0)

    def standardized(x):
        return [(x[i] - means[i]) / scales[i] for i in range(n)] + [1.0]

    zs = [standardized(x) for x in xs]
    w = [0.0] * (n + 1)
    for _ in range(100):
        g = [0.0] * (n + 1)
        h = [[0.0] * (n + 1) for _ in range(n + 1)]
        for z, y in zip(zs, ys):
            p = sigmoid(sum(a * b for a, b in zip(w, z)))
            residual, curvature = p - y, max(p * (1 - p), 1e-12)
            for i in range(n + 1):
                g[i] += residual * z[i]
                for j in range(n + 1):
                    h[i][j] += curvature * z[i] * z[j]
        for i in range(n):
            g[i] += l2 * w[i]
            h[i][i] += l2
        h[n][n] += 1e-9
        step = solve(h, g)
        w = [a - b for a, b in zip(w, step)]
        if all(abs(s) < 1e-10 for s in step):
            break
    return lambda x: sigmoid(sum(a * b for a, b in zip(w, standardized(x))))


def fit_numpy(xs, ys, l2):
    """`fit`, the same Newton steps on the same standardized features, with numpy's arrays."""
    x = numpy.array(xs, dtype=float)
    y = numpy.array(ys, dtype=float)
    means = x.mean(0)
    scales = x.std(0)
    scales[scales ** 2 <= 1e-12] = 1.0
    z = numpy.hstack([(x - means) / scales, numpy.ones((len(x), 1))])
    penalty = numpy.eye(z.shape[1]) * l2
    penalty[-1, -1] = 1e-9
    w = numpy.zeros(z.shape[1])
    for _ in range(100):
        p = 1 / (1 + numpy.exp(-(z @ w)))
        gradient = z.T @ (p - y) + penalty @ w
        hessian = (z * numpy.maximum(p * (1 - p), 1e-12)[:, None]).T @ z + penalty
        step = numpy.linalg.solve(hessian, gradient)
        w -= step
        if numpy.abs(step).max() < 1e-10:
            break
    return lambda one: sigmoid(float(numpy.dot(w[:-1], (numpy.array(one) - means) / scales) + w[-1]))


def ece(ps, ys, bins=10):
    groups = [[] for _ in range(bins)]
    for p, y in zip(ps, ys):
        groups[min(int(p * bins), bins - 1)].append((p, y))
    return sum(abs(sum(p for p, _ in g) - sum(y for _, y in g)) for g in groups) / len(ps)


def out_of_fold(samples, feature_set, l2, folds, repeat):
    """Out-of-fold probabilities, folds stratified by set."""
    rng = random.Random(f"hark-calibration-cv/{repeat}")
    order = list(range(len(samples)))
    rng.shuffle(order)
    fold = [0] * len(samples)
    k = 0
    for name in sorted({s[2] for s in samples}):
        for i in order:
            if samples[i][2] == name:
                fold[i] = k % folds
                k += 1
    xs = [features(s[0], feature_set) for s in samples]
    ys = [s[1] for s in samples]
    predictions = [0.0] * len(samples)
    for f in range(folds):
        train = [i for i in range(len(samples)) if fold[i] != f]
        predict = fit([xs[i] for i in train], [ys[i] for i in train], l2)
        for i in range(len(samples)):
            if fold[i] == f:
                predictions[i] = predict(xs[i])
    return predictions


def set_name(report, row):
    """The report's title, or for a report of several noisy mixes (`hark mix` names each set
    HALF-NOISE-snrN), the row's noise: tune-babble, tune-tv, …"""
    if " + " not in report["title"]:
        return report["title"]
    return row["id"].split("/")[0].rsplit("-snr", 1)[0]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("reports", nargs="+", help="train reports written by hark evaluate --json")
    ap.add_argument("--l2", type=float, nargs="+", default=[0.3, 1, 3, 10, 30])
    ap.add_argument("--folds", type=int, default=10)
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    samples = []
    for path in args.reports:
        report = json.load(open(path, encoding="utf-8"))
        for row in report["rows"]:
            if row.get("commandAccepted") is not None and row.get("confidenceEvidence") is not None:
                samples.append((row["confidenceEvidence"], 1.0 if row["commandAccepted"] else 0.0, set_name(report, row)))
    sets = sorted({s[2] for s in samples})
    print(f"{len(samples)} utterances: " + ", ".join(f"{n} {sum(s[2] == n for s in samples)}" for n in sets))
    print(f"{args.folds}-fold, {args.repeats} fold assignments; out-of-fold figures, mean over assignments")
    print(f"{'features':18} {'L2':>5} {'log loss':>9} {'Brier':>7} {'ECE':>7}  " + "  ".join(f"ECE {n}" for n in sets))
    ys = [s[1] for s in samples]
    for feature_set in FEATURE_SETS:
        for l2 in args.l2:
            runs = [out_of_fold(samples, feature_set, l2, args.folds, r) for r in range(args.repeats)]
            loss = sum(-sum(math.log(max(p if y else 1 - p, 1e-12)) for p, y in zip(ps, ys)) / len(ys)
                       for ps in runs) / len(runs)
            brier = sum(sum((p - y) ** 2 for p, y in zip(ps, ys)) / len(ys) for ps in runs) / len(runs)
            total = sum(ece(ps, ys) for ps in runs) / len(runs)
            per_set = []
            for name in sets:
                idx = [i for i, s in enumerate(samples) if s[2] == name]
                per_set.append(sum(ece([ps[i] for i in idx], [ys[i] for i in idx]) for ps in runs) / len(runs))
            print(f"{feature_set:18} {l2:5g} {loss:9.4f} {brier:7.4f} {100 * total:6.2f}%  "
                  + "  ".join(f"{100 * e:{len(n) + 3}.2f}%" for e, n in zip(per_set, sets)))


if __name__ == "__main__":
    main()
