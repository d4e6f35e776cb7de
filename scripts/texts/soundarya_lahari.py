#!/usr/bin/env python3
"""Write the Soundarya Lahari into Sources/Scripture/Texts/soundarya-lahari/.

The original (attributed to Adi Shankaracharya; public domain) is keyed by Sadhana in Devanagari and
checked word for word against independent copies with scripts/texts/verify_hymns.py (test oracles,
never shipped). Translations and explanations are Sadhana's own; they live in
soundarya_lahari_1.py (verses 1–41, Ananda Lahari) and soundarya_lahari_2.py (42–100, Soundarya
Lahari).

Usage: soundarya_lahari.py   (no arguments; rewrites meta.json and the section files)
"""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "Sources/Scripture/Texts/soundarya-lahari"
sys.path.insert(0, str(HERE))

SECTIONS = [
    (1, "Ananda Lahari", "आनन्दलहरी", "soundarya_lahari_1", range(1, 42)),
    (2, "Soundarya Lahari", "सौन्दर्यलहरी", "soundarya_lahari_2", range(42, 101)),
]

ORACLE_NOTE = (
    "Keyed by Sadhana in Devanagari. Checked word for word with scripts/texts/verify_hymns.py against "
    "two independent copies used only as test oracles (not shipped): (1) stotrasamhita/stotra-sangrahah, "
    "compilations/satsantAnaprApti/stotras/SaundaryaLahari.tex (commit 3290971), a Devanagari TeX text "
    "sourced from sanskritdocuments.org; (2) seven-teams/seven-teams.github.io, "
    "_scriptures/Scriptures_16_Saundarialahari.md (commit 026d52c), a romanised text (vignanam.org style), "
    "converted to Devanagari by the script. Both oracles count 103 verses; the common 100-verse "
    "numbering is used here, ending with \"pradipajvalabhih\", and the three verses some editions add "
    "(samanitah padbhyam, samudbhutasthula, nidhe nityasmere) are not shipped. {result}"
)
RESULT = (
    "The check found one keying error, corrected (tvāṃ natvā in verse 15); all 100 verses now agree "
    "with at least one oracle at every point, 58 with both. Each remaining difference is either a known "
    "variant reading (makuṭa/mukuṭa, bhavatī/bhavati, saraṇeḥ/saraṇim, kalāvālam/nijāvālam and the like) "
    "or a slip in one oracle where the other has our reading; all are listed in the script. Spelling "
    "differences that are not differences of reading (anusvara or nasal consonant, ळ or ल, visarga or "
    "doubled sibilant, sandhi across a line break) are ignored by the comparison."
)


def unit(number: int, data: tuple[str, str, str]) -> dict:
    original, translation, explanation = data
    lines = [" ".join(line.split()) for line in original.strip().split("\n")]
    return {
        "ref": str(number),
        "kind": "verse",
        "original": unicodedata.normalize("NFC", "\n".join(lines)),
        "translation": translation,
        "explanation": explanation,
    }


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    shipped = 0
    names = []
    missing = []
    for number, title, title_original, module, verses in SECTIONS:
        try:
            data = importlib.import_module(module).VERSES
        except ModuleNotFoundError:
            data = {}
        units = [unit(n, data[n]) for n in verses if n in data]
        missing += [n for n in verses if n not in data]
        if not units:
            continue
        shipped += len(units)
        name = f"{number:02d}.json"
        names.append(name)
        body = {"number": number, "title": title, "titleOriginal": title_original, "units": units}
        (OUT / name).write_text(json.dumps(body, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    if missing:
        note = (f"Verses 1–{min(missing) - 1} of 100 are shipped, each with original, translation and "
                f"explanation; verses {min(missing)}–100 are not yet keyed and verified.")
    else:
        note = ("All 100 verses in the common numbering, each with original, translation and explanation. "
                "The three verses some editions add after verse 99 are not included.")
    meta = {
        "id": "soundarya-lahari",
        "title": "Soundarya Lahari",
        "titleOriginal": "सौन्दर्यलहरी",
        "theme": "Devotional Poetry",
        "form": "generic",
        "unit": {"singular": "verse", "plural": "verses"},
        "section": {"singular": "part", "plural": "parts"},
        "originalScript": "devanagari",
        "originalLanguage": "Sanskrit",
        "summary": (
            "\"The Wave of Beauty\", a hymn of a hundred verses to the Divine Mother attributed to Adi "
            "Shankaracharya: the Ananda Lahari (1–41) on her power, grace and worship, and the Soundarya "
            "Lahari (42–100) on her beauty from crown to feet, closing in surrender."
        ),
        "coverage": {"shipped": shipped, "total": 100, "note": note},
        "layers": {"original": "sadhana-keyed", "translation": "sadhana", "explanation": "sadhana"},
        "sources": {
            "sadhana-keyed": {
                "title": "Soundarya Lahari, attributed to Adi Shankaracharya, keyed by Sadhana from the traditional text",
                "by": "Attributed to Adi Shankaracharya; keyed by Sadhana contributors",
                "url": "",
                "licence": "Public domain (the Sanskrit text); Sadhana's keying CC BY 4.0",
                "note": ORACLE_NOTE.format(result=RESULT),
            },
            "sadhana": {
                "title": "Sadhana's rendering",
                "by": "Sadhana contributors",
                "url": "",
                "licence": "CC BY 4.0",
                "note": "Written for this app; not a published translation.",
            },
        },
        "sections": names,
    }
    (OUT / "meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {shipped} verses to {OUT}")


if __name__ == "__main__":
    main()
