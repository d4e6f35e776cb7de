#!/usr/bin/env python3
"""Write the Bhagavad Gita's Sanskrit into Sources/Scripture/Texts/bhagavad-gita/NN.json.

Source: gita/gita (https://github.com/gita/gita), data/verse.json, snapshot c6fce39, released under the
Unlicense. Only the Devanagari verse text is taken; that repository's transliterations, word meanings,
translations, summaries and recordings are not used (their provenance is not cleared; see
docs/texts.md).

Usage: gita_original.py <path to data/verse.json>

The verse numbering is the common 700-verse one: the verse some editions print before 13.1 (Arjuna's
question, "prakṛtiṁ puruṣaṁ caiva…") is left out and named in the text's notes. Layers already written
into an existing chapter file (translation, words, explanation) are kept: this script only (re)writes
`original` and `speaker`.
"""
import json
import re
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "Sources/Scripture/Texts/bhagavad-gita"

TITLES = {
    1: ("Arjuna's Despair", "अर्जुनविषादयोगः"),
    2: ("The Yoga of Knowledge", "साङ्ख्ययोगः"),
    3: ("The Yoga of Action", "कर्मयोगः"),
    4: ("The Yoga of Knowledge and Renunciation of Action", "ज्ञानकर्मसंन्यासयोगः"),
    5: ("The Yoga of Renunciation", "कर्मसंन्यासयोगः"),
    6: ("The Yoga of Meditation", "आत्मसंयमयोगः"),
    7: ("The Yoga of Knowledge and Realisation", "ज्ञानविज्ञानयोगः"),
    8: ("The Yoga of the Imperishable Brahman", "अक्षरब्रह्मयोगः"),
    9: ("The Yoga of the Royal Knowledge and the Royal Secret", "राजविद्याराजगुह्ययोगः"),
    10: ("The Yoga of Divine Manifestations", "विभूतियोगः"),
    11: ("The Vision of the Universal Form", "विश्वरूपदर्शनयोगः"),
    12: ("The Yoga of Devotion", "भक्तियोगः"),
    13: ("The Field and the Knower of the Field", "क्षेत्रक्षेत्रज्ञविभागयोगः"),
    14: ("The Three Gunas", "गुणत्रयविभागयोगः"),
    15: ("The Supreme Person", "पुरुषोत्तमयोगः"),
    16: ("The Divine and the Demonic", "दैवासुरसम्पद्विभागयोगः"),
    17: ("The Three Kinds of Faith", "श्रद्धात्रयविभागयोगः"),
    18: ("Liberation through Renunciation", "मोक्षसंन्यासयोगः"),
}

SPEAKER = re.compile(r"^\s*(श्री\s*भगवानुवाच|श्रीभगवान् उवाच|(?:धृतराष्ट्र|सञ्जय|संजय|अर्जुन)\s*उवाच)\s*")


def clean(text: str) -> tuple[str | None, str]:
    text = text.replace("\u200d", "").strip()
    speaker = None
    match = SPEAKER.match(text)
    if match:
        speaker = re.sub(r"\s+", " ", match.group(1)).replace("श्री भगवानुवाच", "श्रीभगवानुवाच")
        text = text[match.end():]
    text = re.sub(r"(?:[।|]{2}|॥)?\s*\d+\.\d+\s*[।|॥]{1,2}", "॥", text)  # the verse number mark
    text = re.sub(r"\s*\d+\.\d+\s*$", "", text.replace("।।", "॥"))
    text = re.sub(r"।(?=\S)", "।\n", text)  # half-verses run together in a few verses
    lines = [re.sub(r"\s+", " ", line).strip() for line in text.split("\n")]
    lines = [line for line in lines if line]
    joined = "\n".join(lines)
    if not joined.endswith("॥"):
        joined = joined.rstrip("।") + " ॥"
    joined = re.sub(r"(?<=\S)(॥|।)", r" \1", joined)
    joined = re.sub(r"\s+(?=[।॥])", " ", joined)
    return speaker, joined


def main() -> None:
    verses = json.loads(Path(sys.argv[1]).read_text())
    OUT.mkdir(parents=True, exist_ok=True)
    for chapter, (title, title_original) in TITLES.items():
        rows = sorted((v for v in verses if v["chapter_number"] == chapter), key=lambda v: v["verse_number"])
        if chapter == 13:
            assert rows[0]["text"].strip().startswith("अर्जुन उवाच"), "the extra verse leads chapter 13"
            rows = rows[1:]
        path = OUT / f"{chapter:02d}.json"
        old = {}
        if path.exists():
            old = {u["ref"]: u for u in json.loads(path.read_text())["units"]}
        units = []
        for number, row in enumerate(rows, start=1):
            ref = f"{chapter}.{number}"
            speaker, original = clean(row["text"])
            unit = {"ref": ref, "kind": "verse"}
            if speaker:
                unit["speaker"] = speaker
            unit["original"] = original
            for key, value in old.get(ref, {}).items():
                if key not in ("ref", "kind", "speaker", "original"):
                    unit[key] = value
            units.append(unit)
        section = {"number": chapter, "title": title, "titleOriginal": title_original, "units": units}
        path.write_text(json.dumps(section, ensure_ascii=False, indent=1) + "\n")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
