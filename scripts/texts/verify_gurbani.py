#!/usr/bin/env python3
"""Compare the shipped Gurmukhi of japji-sahib, sukhmani-sahib and daily-gurbani, word for word, with
independent Unicode copies in other public repositories (test oracles; nothing of them is shipped).

Usage: verify_gurbani.py <oracle directory>

The oracle directory holds the files below, taken with `git show <commit>:<path>` from each repository
(commits as checked). Only the Gurmukhi words of lines that carry a ॥ are read from an oracle, so its
translations and code are skipped. Numbering (॥੧॥), dandas and vishraam commas are not compared: words
only, NFC, with the zero-width joiners removed.

For each text and oracle the script aligns our word sequence with the oracle's and prints every
difference with the unit it falls in; for the daily shabads each shabad is aligned separately with the
part of the oracle that matches it best, and shabads an oracle does not hold are listed as not covered.
"""
import difflib
import json
import re
import sys
import unicodedata
from pathlib import Path

TEXTS = Path(__file__).resolve().parents[2] / "Sources/Scripture/Texts"

ORACLES = {
    "japji-sahib": [
        ("ManjeetCodes0/akaalbani@5c3f536 pages/nitnem/japji-sahib-punjabi.md", "akaalbani-japji-sahib-punjabi.md"),
        ("jaydeep080805/prayer-site@547edf5 src/translations/japjiTranslation.js", "prayersite-japjiTranslation.js"),
    ],
    "sukhmani-sahib": [
        ("sukhtolawal/Sukhmani-shahib-ji@8337e51 src/utils/sukhmaniShahib.tsx", "sukhtolawal-sukhmaniShahib.tsx"),
        # an app's own SQLite copy, in GurbaniAkhar ASCII: converted with our table, so it checks the words
        # of the text (a second copy) but not the conversion
        ("keshavpassi90/SukhmaniSahibApp@d70e0a2 app/src/main/assets/db_path.sqlite (ASCII)", "sukhmaniapp-db_path.sqlite"),
    ],
    "daily-gurbani": [
        ("ManjeetCodes0/akaalbani@5c3f536 pages/nitnem/rehras-sahib-in-punjabi.md", "akaalbani-rehras-sahib-in-punjabi.md"),
        ("ManjeetCodes0/akaalbani@5c3f536 pages/nitnem/kirtan-sohila-in-punjabi.md", "akaalbani-kirtan-sohila-in-punjabi.md"),
        ("jaydeep080805/prayer-site@547edf5 src/translations/raehraasTranslation.js", "prayersite-raehraasTranslation.js"),
        ("jaydeep080805/prayer-site@547edf5 src/translations/sohilaaTranslation.js", "prayersite-sohilaaTranslation.js"),
    ],
}

WORD = re.compile(r"[\u0A01-\u0A03\u0A05-\u0A39\u0A3C-\u0A51\u0A59-\u0A5E\u0A70-\u0A75]+")


def words(text: str) -> list[str]:
    text = unicodedata.normalize("NFC", text.replace("\u200d", "").replace("\u200c", ""))
    return WORD.findall(text)


def oracle_words(path: Path) -> list[str]:
    out = []
    if path.suffix == ".sqlite":
        import sqlite3
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from gurbani import to_unicode
        rows = sqlite3.connect(path).execute(
            "select path_lyrics from path_lyrics where path_id = 55 order by sr_no").fetchall()
        lines = [line for (lyrics,) in rows for line in lyrics.replace("]", "]\n").splitlines() if line.strip()]
        # that app writes the heading's ਮਃ as "m:"; a few other app-specific keys are reported, not guessed
        out = []
        for line in lines:
            try:
                out.extend(words(to_unicode(line.replace("m:", "mÚ"))))
            except ValueError as error:
                print(f"  (oracle line not readable: {error})")
        return out
    for line in path.read_text(encoding="utf-8").splitlines():
        if "॥" in line or "ੴ" in line:
            out.extend(words(line))
    return out


def units_of(text_id: str) -> list[dict]:
    meta = json.loads((TEXTS / text_id / "meta.json").read_text())
    units = []
    for name in meta["sections"]:
        units.extend(json.loads((TEXTS / text_id / name).read_text())["units"])
    return units


def compare(ours: list[tuple[str, str]], theirs: list[str], label: str) -> tuple[int, list[str]]:
    """ours: (word, unit ref). Returns (words of ours matched, difference lines)."""
    ours_words = [w for w, _ in ours]
    matcher = difflib.SequenceMatcher(None, ours_words, theirs, autojunk=False)
    blocks = [b for b in matcher.get_matching_blocks() if b.size]
    if not blocks:
        return 0, [f"  {label}: nothing in common"]
    lo_b, hi_b = blocks[0].b, blocks[-1].b + blocks[-1].size
    matched = sum(b.size for b in blocks)
    diffs = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if tag == "insert" and (j2 <= lo_b or j1 >= hi_b):
            continue  # oracle text before or after the part that holds ours
        if tag == "delete" and i1 == 0 and i2 < len(ours) and j1 == 0 and lo_b > 0:
            pass
        ref = ours[min(i1, len(ours) - 1)][1]
        mine = " ".join(ours_words[i1:i2]) or "—"
        other = " ".join(theirs[j1:j2]) or "—"
        if len(other) > 160:
            other = other[:160] + f"… ({j2 - j1} words)"
        if len(mine) > 160:
            mine = mine[:160] + f"… ({i2 - i1} words)"
        diffs.append(f"  {ref}: ours «{mine}» / oracle «{other}»")
    return matched, diffs


def main() -> None:
    oracle_dir = Path(sys.argv[1])
    total_diffs = 0
    for text_id, oracles in ORACLES.items():
        units = units_of(text_id)
        for label, filename in oracles:
            theirs = oracle_words(oracle_dir / filename)
            print(f"== {text_id} vs {label} ({len(theirs)} oracle words)")
            if text_id != "daily-gurbani":
                ours = [(w, u["ref"]) for u in units for w in words(u["original"])]
                matched, diffs = compare(ours, theirs, label)
                print(f"  {matched} of our {len(ours)} words match in order; {len(diffs)} differences")
                for line in diffs:
                    print(line)
                total_diffs += len(diffs)
                continue
            covered = []
            for unit in units:
                ours = [(w, unit["ref"]) for w in words(unit["original"])]
                probe = difflib.SequenceMatcher(None, [w for w, _ in ours], theirs, autojunk=False)
                if sum(b.size for b in probe.get_matching_blocks()) < 0.6 * len(ours):
                    continue
                # align with the window of the oracle that holds this shabad
                first = probe.get_matching_blocks()[0]
                start = max(0, first.b - first.a - 5)
                window = theirs[start: start + len(ours) + 40]
                matched, diffs = compare(ours, window, label)
                covered.append(unit["ref"])
                print(f"  {unit['ref']}: {matched} of {len(ours)} words match; {len(diffs)} differences")
                for line in diffs:
                    print(line)
                total_diffs += len(diffs)
            print(f"  covered: {', '.join(covered) or 'none'}")
    print(f"TOTAL DIFFERENCES: {total_diffs}")


if __name__ == "__main__":
    main()
