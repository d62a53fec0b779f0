#!/usr/bin/env python3
"""Expand PocketSphinx's quantized mixture weights (sendump) into a Sphinx-III mixture_weights
file, which SphinxTrain's bw needs to adapt a model shipped without one (Debian's en-us ptm).

sendump stores each weight as one byte b = (-log_1.0001 w) >> mixw_shift, codeword-major per
feature stream; this is SphinxTrain's python/cmusphinx/sendump.py (Python 2) ported, with each
senone's weights renormalized after the quantization."""
import struct
import sys

import numpy


def read_sendump(path):
    with open(path, "rb") as fh:
        fmt = "<I"

        def read_int():
            nonlocal fmt
            raw = fh.read(4)
            value = struct.unpack(fmt, raw)[0]
            if value > 65536 and fmt == "<I":
                fmt = ">I"
                value = struct.unpack(fmt, raw)[0]
            return value

        def read_str():
            n = read_int()
            return None if n == 0 else fh.read(n)[:-1].decode("ascii")

        read_str()  # title
        header = {}
        while (line := read_str()) is not None:
            key, _, value = line.partition(" ")
            header[key] = value
        mixtures = int(header.get("mixture_count", 0))
        models = int(header.get("model_count", 0))
        shift = int(header.get("mixw_shift", 10))
        features = int(header.get("feature_count", 0))
        if int(header.get("cluster_count", 0)) == 0:
            models = read_int()
            mixtures = read_int()
        else:
            sys.exit(f"{path}: clustered sendump not supported")
        weights = numpy.empty((mixtures, features, models))
        for f in range(features):
            for m in range(models):
                b = numpy.frombuffer(fh.read(mixtures), dtype=numpy.uint8).astype(numpy.float64)
                weights[:, f, m] = numpy.power(1.0001, -(b * (1 << shift)))
    weights /= weights.sum(axis=2, keepdims=True)
    return weights


def write_mixw(path, weights):
    with open(path, "wb") as fh:
        header = b"s3\nversion 1.0\n"
        pad = (4 - (len(header) + len(b"endhdr\n")) % 4) % 4
        fh.write(header + b" " * pad + b"endhdr\n")
        fh.write(struct.pack("=i", 0x11223344))
        d1, d2, d3 = weights.shape
        fh.write(struct.pack("=IIII", d1, d2, d3, d1 * d2 * d3))
        weights.astype("<f4").tofile(fh)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: sendump_to_mixw.py SENDUMP MIXTURE_WEIGHTS")
    w = read_sendump(sys.argv[1])
    print(f"{sys.argv[1]}: {w.shape[0]} senones, {w.shape[1]} streams, {w.shape[2]} codewords", file=sys.stderr)
    write_mixw(sys.argv[2], w)
