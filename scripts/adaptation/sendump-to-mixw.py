#!/usr/bin/env python3
"""Expands a PocketSphinx sendump (quantized mixture weights) into a Sphinx-III mixture_weights file,
which SphinxTrain's bw and map_adapt need. Port of SphinxTrain's python/cmusphinx/sendump.py."""
import struct, sys
import numpy as np

def read_string(fh, fmt):
    n = struct.unpack(fmt, fh.read(4))[0]
    return None if n == 0 else fh.read(n)[:-1].decode()

def load(path):
    with open(path, "rb") as fh:
        raw = fh.read(4)
        fmt = "<I" if struct.unpack("<I", raw)[0] <= 65536 else ">I"
        fh.seek(0)
        read_string(fh, fmt)  # title
        header = {}
        while (line := read_string(fh, fmt)) is not None:
            key, _, value = line.partition(" ")
            header[key] = value
        shift = int(header.get("mixw_shift", 10))
        features = int(header["feature_count"])
        if int(header.get("cluster_count", 0)) != 0:
            sys.exit("clustered sendump not supported")
        codewords = struct.unpack(fmt, fh.read(4))[0]
        senones = struct.unpack(fmt, fh.read(4))[0]
        weights = np.empty((senones, features, codewords), dtype=np.float64)
        for f in range(features):
            for c in range(codewords):
                q = np.frombuffer(fh.read(senones), dtype=np.uint8).astype(np.int64) << shift
                weights[:, f, c] = np.power(1.0001, -q.astype(np.float64))
    return weights

def write(path, weights):
    with open(path, "wb") as fh:
        header = b"s3\nversion 1.0\n"
        lsb = (len(header) + len(b"endhdr\n")) & 3
        header += (b" " * (4 - lsb) if lsb else b"") + b"endhdr\n"
        fh.write(header)
        fh.write(struct.pack("=i", 0x11223344))
        d1, d2, d3 = weights.shape
        fh.write(struct.pack("=IIII", d1, d2, d3, d1 * d2 * d3))
        weights.astype("<f4").tofile(fh)

if __name__ == "__main__":
    w = load(sys.argv[1])
    print("senones %d, streams %d, codewords %d" % w.shape, file=sys.stderr)
    write(sys.argv[2], w)
