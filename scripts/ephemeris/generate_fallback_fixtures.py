#!/usr/bin/env python3
"""Oracle positions outside the DE440 fit (years 1000–1799 and 2200–2999) for the analytical
fallback's test: Tests/AstronomyTests/Fixtures/fallback-positions.json.

Swiss Ephemeris 2.10 via pyswisseph with Debian's swe-basic-data (.se1 files where they reach,
its built-in Moshier theory elsewhere), SE_SIDM_LAHIRI. A test oracle only.
Usage: python3 scripts/ephemeris/generate_fallback_fixtures.py  (pip install pyswisseph)
"""
import json
import os
import random

import swisseph as swe


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = os.path.join(root, "Tests", "AstronomyTests", "Fixtures", "fallback-positions.json")
    swe.set_ephe_path("/usr/share/libswe/ephe")
    swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
    rng = random.Random(1000)
    jds = [2086310.5 + rng.random() * (2378490 - 2086310) for _ in range(100)]
    jds += [2524600.5 + rng.random() * (2816780 - 2524600) for _ in range(100)]
    records = []
    for jd in sorted(jds):
        rec = {"jd_ut": jd, "delta_t_seconds": swe.deltat(jd) * 86400}
        for name, ipl in (("sun", swe.SUN), ("moon", swe.MOON)):
            lon = swe.calc_ut(jd, ipl, swe.FLG_SWIEPH)[0]
            sid = swe.calc_ut(jd, ipl, swe.FLG_SWIEPH | swe.FLG_SIDEREAL)[0]
            rec[name] = {"lon": lon[0], "lat": lon[1], "sid_lon": sid[0]}
        records.append(rec)
    with open(out, "w") as f:
        json.dump({"source": f"Swiss Ephemeris {swe.version}, SE_SIDM_LAHIRI",
                   "generator": "scripts/ephemeris/generate_fallback_fixtures.py", "records": records}, f, indent=0)
    print("wrote", out)


if __name__ == "__main__":
    main()
