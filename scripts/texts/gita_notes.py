#!/usr/bin/env python3
"""Merge Sadhana's own word meanings and explanations into the Bhagavad Gita chapter files.

Usage: gita_notes.py NN [NN …]     (e.g. gita_notes.py 01 02, or gita_notes.py 1-9)

The notes are written by this project ("Sadhana's rendering", CC BY 4.0), one file a chapter:
scripts/texts/gita-notes/NN.txt, in this shape:

    1.1
    धर्मक्षेत्रे = in the field of dharma
    कुरुक्षेत्रे = at Kurukshetra
    > One to three sentences of explanation.

A line that is only a ref starts a verse; each `word = meaning` line is one word of the verse, in
order, in Devanagari with sandhi undone; a line starting with `>` is the explanation (several such
lines are joined with a space). Lines starting with `#` and blank lines are ignored.

The script reads each chapter file (Sources/Scripture/Texts/bhagavad-gita/NN.json), sets `words`
([{"word", "meaning"}]) and `explanation` on every unit, keeps every other field, and fails if a verse
of the chapter has no notes, a note names a verse the chapter lacks, a word is not Devanagari, or a
meaning or explanation is empty. It warns when a word's stem is not found in the verse's `original`
(a hint that notes went to the wrong verse).
"""
import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TEXTS = ROOT / "Sources/Scripture/Texts/bhagavad-gita"
NOTES = Path(__file__).resolve().parent / "gita-notes"
KEY_ORDER = ["ref", "kind", "title", "speaker", "original", "translation", "translationSource", "words",
             "wordsSource", "explanation", "explanationSource"]
DEVANAGARI_WORD = re.compile(r"^[\u0900-\u0963\u0966-\u097F]+$")


def letters(text: str) -> str:
    text = unicodedata.normalize("NFC", text)
    return re.sub(r"[^\u0900-\u0963\u0971-\u097F]", "", text).replace("ऽ", "")


def skeleton(text: str) -> str:
    """The consonants only, nasals (and anusvara) as one letter: sandhi-proof enough to find a word."""
    text = re.sub(r"[ङञणनमं]", "N", letters(text))
    return "".join(ch for ch in text if "\u0915" <= ch <= "\u0939" or ch == "N")


def parse(path: Path) -> dict[str, dict]:
    notes: dict[str, dict] = {}
    current = None
    for number, raw in enumerate(path.read_text().splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        where = f"{path.name}:{number}"
        if re.fullmatch(r"\d+\.\d+", line):
            if line in notes:
                raise SystemExit(f"{where}: {line} given twice")
            current = notes[line] = {"words": [], "explanation": []}
        elif current is None:
            raise SystemExit(f"{where}: text before the first ref")
        elif line.startswith(">"):
            current["explanation"].append(line[1:].strip())
        elif " = " in line:
            word, meaning = (part.strip() for part in line.split(" = ", 1))
            word = unicodedata.normalize("NFC", word)
            if not DEVANAGARI_WORD.match(word):
                raise SystemExit(f"{where}: not a Devanagari word: {word!r}")
            if not meaning:
                raise SystemExit(f"{where}: empty meaning for {word}")
            current["words"].append({"word": word, "meaning": meaning})
        else:
            raise SystemExit(f"{where}: expected a ref, 'word = meaning' or '> explanation': {line!r}")
    return notes


def merge(chapter: int) -> int:
    path = TEXTS / f"{chapter:02d}.json"
    section = json.loads(path.read_text())
    notes = parse(NOTES / f"{chapter:02d}.txt")
    refs = [unit["ref"] for unit in section["units"]]
    if set(notes) != set(refs):
        raise SystemExit(f"{path.name}: notes missing for {sorted(set(refs) - set(notes))}, "
                         f"notes for unknown verses {sorted(set(notes) - set(refs))}")
    units = []
    for unit in section["units"]:
        note = notes[unit["ref"]]
        explanation = " ".join(note["explanation"]).strip()
        if not note["words"] or not explanation:
            raise SystemExit(f"{unit['ref']}: words or explanation empty")
        original = skeleton(unit["original"])
        for item in note["words"]:
            stem = skeleton(item["word"])[:-1]
            if len(stem) >= 2 and stem not in original:
                print(f"warning: {unit['ref']}: {item['word']} not found in the verse", file=sys.stderr)
        unit = dict(unit, words=note["words"], explanation=explanation)
        ordered = {key: unit[key] for key in KEY_ORDER if key in unit}
        ordered.update((key, value) for key, value in unit.items() if key not in ordered)
        units.append(ordered)
    section["units"] = units
    path.write_text(json.dumps(section, ensure_ascii=False, indent=1) + "\n")
    return len(units)


def chapters(args: list[str]) -> list[int]:
    result = []
    for arg in args:
        if "-" in arg:
            first, last = arg.split("-")
            result.extend(range(int(first), int(last) + 1))
        else:
            result.append(int(arg))
    return result


def main() -> None:
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    for chapter in chapters(sys.argv[1:]):
        print(f"{chapter:02d}.json: words and explanation for {merge(chapter)} verses")


if __name__ == "__main__":
    main()
