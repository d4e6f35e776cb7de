#!/usr/bin/env python3
"""Cross-checks `sadhana festivals` against jyotisha (PyPI 0.1.9), used as an oracle only.

Setup (a separate venv; nothing of jyotisha is copied or shipped):
    python3 -m venv .venv-jyotisha && .venv-jyotisha/bin/pip install jyotisha==0.1.9
Run (from the repository root, after `swift build`):
    .venv-jyotisha/bin/python scripts/observances/compare_jyotisha.py 2025 13.0827 80.2707 Asia/Kolkata
Prints, per observance, how many days each side gives and the days only one side has.
Known, documented differences (docs/observances.md): Thai Poosam, Karthigai and Pournami rules.
"""
import logging
import re
import subprocess
import sys

logging.disable(logging.CRITICAL)
from jyotisha.panchaanga.spatio_temporal import City, annual  # noqa: E402
from jyotisha.panchaanga.temporal import ComputationSystem  # noqa: E402

year, lat, lon, tz = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), sys.argv[4]


def dms(x):
    d = int(abs(x))
    m = int((abs(x) - d) * 60)
    s = round(((abs(x) - d) * 60 - m) * 60)
    return f"{'-' if x < 0 else ''}{d}:{m:02d}:{s:02d}"


binary = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True).stdout.strip()
csv = subprocess.run(
    [f"{binary}/sadhana", "festivals", "--year", str(year), "--lat", str(lat), "--lon", str(lon), "--tz", tz,
     "--format", "csv"], capture_output=True, text=True, check=True).stdout
ours = {}
for line in csv.splitlines()[1:]:
    date, oid = line.split(",")[:2]
    ours.setdefault(oid, set()).add(date)

city = City("place", dms(lat), dms(lon), tz.replace("Asia/Kolkata", "Asia/Calcutta"))
panchaanga = annual.get_panchaanga_for_civil_year(
    city=city, year=year, computation_system=ComputationSystem.MULTI_NEW_MOON_SIDEREAL_MONTH_ADHIKA__CHITRA_180,
    allow_precomputed=False)
theirs_by_id = {}
for day in panchaanga.date_str_to_panchaanga.values():
    for fid in day.festival_id_to_instance:
        theirs_by_id.setdefault(fid, set()).add(day.date.get_date_str())


def theirs(pattern):
    return {d for k, v in theirs_by_id.items() if re.search(pattern, k) for d in v}


checks = {
    "ekadashi": r"^(sarva|smArta)-.*EkAdazI_?$",
    "pradosham": r"pradOSa-vratam$",
    "masik-shivaratri": r"^mAsazivarAtriH$",
    "sankashti-chaturthi": r"saGkaTahara-caturthI-vratam$",
    "vinayaka-chaturthi": r"^zukla-caturthI-vratam$",
    "shashti": r"^SaSThI-vratam$",
    "karthigai": r"^kRttikA-vratam$",
    "pournami": r"^pUrNimA~vratam$",
    "thai-poosam": r"^taippUcam$",
    "arudra-darshan": r"^ArudrA~darican2am",
    "aadi-perukku": r"^ADip~perukku$",
    "varalakshmi-vratam": r"^varalakSmI-vratam$",
    "krishna-janmashtami": r"^zrIkRSNajanmASTamI$",
    "ganesh-chaturthi": r"^zrIvinAyaka-caturthI$",
    "onam": r"^ONam$",
    "diwali": r"^dIpAvalI",
    "naraka-chaturdashi": r"^naraka-caturdazI$",
    "skanda-sashti": r"^skandaSaSThI-vratam$",
    "karthigai-deepam": r"^tiruvaNNAmalai~dIpam$",
    "vaikunta-ekadashi": r"^(sarva|smArta)-vaikuNTha-EkAdazI$",
}
prefix = str(year)
for oid, pattern in checks.items():
    o = {d for d in ours.get(oid, set()) if d.startswith(prefix)}
    t = {d for d in theirs(pattern) if d.startswith(prefix)}
    print(f"{oid}: ours {len(o)}, jyotisha {len(t)}, common {len(o & t)}; "
          f"only ours {sorted(o - t)}; only jyotisha {sorted(t - o)}")
