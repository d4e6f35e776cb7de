#!/usr/bin/env python3
"""Merge Sadhana's own word meanings and explanations into the Gita's chapter files.

Source of the notes: scripts/texts/gita-notes/NN.json, written by hand for this project (layer id
"sadhana", CC BY 4.0; see meta.json). Shape:

    {"10.1": {"words": [["भूयः", "again"], ...], "explanation": "One to three sentences."}, ...}

Each `words` pair becomes {"word": ..., "meaning": ...} in the unit's `words`; `explanation` becomes the
unit's `explanation`. The chapter file Sources/Scripture/Texts/bhagavad-gita/NN.json is read, these two
fields are set for the refs the notes name, and every other field (original, speaker, translation…) is
kept as it was. Refs in the notes that the chapter does not have are an error.

Usage: gita_notes_merge.py NN [NN ...]      (e.g. gita_notes_merge.py 10 11)
"""
import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TEXTS = ROOT / "Sources/Scripture/Texts/bhagavad-gita"
NOTES = Path(__file__).resolve().parent / "gita-notes"
DEVANAGARI = re.compile(r"[\u0900-\u097F\u200c\u200d]+")


def merge(chapter: int) -> None:
    path = TEXTS / f"{chapter:02d}.json"
    notes = json.loads((NOTES / f"{chapter:02d}.json").read_text())
    section = json.loads(path.read_text())
    units = {unit["ref"]: unit for unit in section["units"]}
    unknown = [ref for ref in notes if ref not in units]
    if unknown:
        sys.exit(f"{path.name}: notes name refs the chapter lacks: {unknown}")
    for ref, note in notes.items():
        words = []
        for word, meaning in note["words"]:
            word = unicodedata.normalize("NFC", word.strip())
            meaning = meaning.strip()
            if not DEVANAGARI.fullmatch(word) or not meaning:
                sys.exit(f"{ref}: bad word entry {word!r} = {meaning!r}")
            words.append({"word": word, "meaning": meaning})
        explanation = note["explanation"].strip()
        if not words or not explanation:
            sys.exit(f"{ref}: words and explanation must both be non-empty")
        unit = units[ref]
        unit["words"] = words
        unit["explanation"] = explanation
    path.write_text(json.dumps(section, ensure_ascii=False, indent=1) + "\n")
    print(f"{path.name}: {len(notes)} of {len(units)} units have words and explanation from the notes")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for arg in sys.argv[1:]:
        merge(int(arg))
