#!/usr/bin/env python3
"""pyswisseph doing the PanchangBenchmark's work, for its speed comparison.

For each city and each civil day of the year: sunrise, sunset, moonrise, moonset
(swe.rise_trans, standard convention), every tithi, nakshatra, yoga and karana span in force
from sunrise to next sunrise with its end (transitions found once per city-year by Newton
iteration on swe.calc_ut with speeds, as the Swift engine does), and the day timings.
Prints the median ms per city-year as `ms_per_city_year <value>`.

Usage: python3 Benchmarks/pyswisseph_peer.py YEAR LAT,LON,TZ ...  (needs pyswisseph and the
.se1 files of Debian's swe-basic-data in /usr/share/libswe/ephe)
"""
import bisect
import datetime as dt
import statistics
import sys
import time
from zoneinfo import ZoneInfo

import swisseph as swe

FLAGS = swe.FLG_SWIEPH | swe.FLG_SPEED
SID = FLAGS | swe.FLG_SIDEREAL


def jd(d):
    return d.timestamp() / 86400 + 2440587.5


def angle(kind, t):
    s = swe.calc_ut(t, swe.SUN, SID if kind in ("nak", "yoga") else FLAGS)[0]
    m = swe.calc_ut(t, swe.MOON, SID if kind in ("nak", "yoga") else FLAGS)[0]
    if kind == "elong":
        return (m[0] - s[0]) % 360, m[3] - s[3]
    if kind == "nak":
        return m[0], m[3]
    return (m[0] + s[0]) % 360, m[3] + s[3]


def transitions(kind, step, t0, t1):
    v, r = angle(kind, t0)
    seg = int(v // step)
    t, out = t0, []
    while True:
        target = ((seg + 1) * step) % 360
        gap = (target - v) % 360 or step
        x = t + gap / r
        for _ in range(8):
            vx, rx = angle(kind, x)
            d = (vx - target + 180) % 360 - 180
            x -= d / rx
            if abs(d / rx) < 1e-5:
                break
        if x > t1:
            return out
        seg = (seg + 1) % int(round(360 / step))
        out.append((x, seg))
        t, v = x, target


def spans(trans, a, b):
    times = [t for t, _ in trans]
    i = max(bisect.bisect_right(times, a) - 1, 0)
    result = []
    while i + 1 < len(trans):
        result.append((trans[i][1] + 1, trans[i][0], trans[i + 1][0]))
        if trans[i + 1][0] >= b:
            break
        i += 1
    return result


def city_year(year, lat, lon, tz):
    zone = ZoneInfo(tz)
    geo = (lon, lat, 0)
    first = dt.datetime(year, 1, 1, tzinfo=zone)
    days = [first + dt.timedelta(days=i) for i in range(-1, 368)]
    mids = [jd(d.replace(tzinfo=zone)) for d in days]
    def event(body, flag, a, b):
        res, t = swe.rise_trans(a, body, flag, geo, 0, 0, swe.FLG_SWIEPH)
        return t[0] if res == 0 and t[0] < b else None
    sunrise = [event(swe.SUN, swe.CALC_RISE, mids[i], mids[i + 1]) for i in range(len(mids) - 1)]
    sunset = [event(swe.SUN, swe.CALC_SET, mids[i], mids[i + 1]) for i in range(len(mids) - 1)]
    t0, t1 = mids[0] - 2, mids[-1] + 2
    karana = transitions("elong", 6, t0, t1)
    tithi = [(t, s // 2) for t, s in karana if s % 2 == 0]
    nak = transitions("nak", 360 / 27, t0, t1)
    yoga = transitions("yoga", 360 / 27, t0, t1)
    out = []
    for i in range(1, len(mids) - 2):
        a = sunrise[i] or mids[i]
        b = sunrise[i + 1] or mids[i + 1]
        moonrise = event(swe.MOON, swe.CALC_RISE, mids[i], mids[i + 1])
        moonset = event(swe.MOON, swe.CALC_SET, mids[i], mids[i + 1])
        timings = None
        if sunrise[i] and sunset[i]:
            part = (sunset[i] - sunrise[i]) / 8
            timings = [sunrise[i] + k * part for k in range(9)]
        out.append((moonrise, moonset, spans(tithi, a, b), spans(nak, a, b), spans(yoga, a, b), spans(karana, a, b), timings))
    return out


def main():
    year = int(sys.argv[1])
    cities = [(float(a), float(b), c) for a, b, c in (s.split(",") for s in sys.argv[2:])]
    swe.set_ephe_path("/usr/share/libswe/ephe")
    swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
    city_year(year, *cities[0])  # warm-up: opens the files
    runs = []
    for lat, lon, tz in cities:
        start = time.perf_counter()
        city_year(year, lat, lon, tz)
        runs.append((time.perf_counter() - start) * 1000)
    print(f"pyswisseph loop: {len(runs)} city-years, median {statistics.median(runs):.1f} ms "
          f"(min {min(runs):.1f}, max {max(runs):.1f})")
    print(f"ms_per_city_year {statistics.median(runs):.3f}")


if __name__ == "__main__":
    main()
