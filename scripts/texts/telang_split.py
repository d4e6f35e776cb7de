#!/usr/bin/env python3
"""Split K. T. Telang's 1882 Bhagavad Gita translation into verses and write it into a chapter file.

Usage:
    telang_split.py <Bhagavadgita_N.md> <telang-splits/NN.txt> [--show] [--dry-run]

Source: Telang, *The Bhagavadgîtâ* (Sacred Books of the East, vol. 8, Oxford, 1882; public domain), as
digitised in JanHerca/urantiapedia, output/wikijs/en/book/Hinduism/Bhagavad_Gita/Bhagavadgita_N.md.
The markdown is a scratch copy (kept under /tmp, never committed). Telang wrote each chapter as running
prose, so the verse boundaries are given by hand in a split file.

Split file (scripts/texts/telang-splits/NN.txt), one line per verse of the chapter, in order:

    <ref><TAB><the first words of that verse's translation, as they read in the *cleaned* text>
    <ref><TAB>=

`=` means Telang renders this verse in one sentence with the verse before it that cannot honestly be
cut: the whole sentence goes with the first verse of the group, and each following verse gets exactly
"[Telang renders verses A–B as one sentence; see A.]". Blank lines and lines starting with `#` are
ignored. Each marker must occur exactly once in the cleaned chapter (lengthen it until it does), the
markers must come in order, and the first marker must start the chapter's text; otherwise the script
stops with an error and writes nothing.

Cleaning, in this order:
 1. Drop the front matter, the chapter-navigator <figure> blocks, everything from "## Footnotes" on,
    the page marks <span id="pNN">[p. NN]</span>, the footnote marks [^NN] and [N](Bhagavadgita_N#fnNNN),
    and the backslash of an escaped dash "\\—".
 2. Drop the speaker lines (a paragraph that is only "X said" / "X said:", e.g. "Ar<i>g</i>una said:",
    "The Deity said:"); the speaker is in the unit's `speaker` field.
 3. Mend the digitisation's glitches listed in GLITCHES (e.g. "Dh<i>nd</i>sh<i>t</i>aketu" for
    "Dh<i>ri</i>sh<i>t</i>aketu", "Ganârdana" that lost its italics). These are errors of the
    conversion to markdown, not Telang's spellings.
 4. Respell the Sacred Books of the East transliteration in the plain common spelling, for every word
    alike:
      <i>g</i> → j     (Ar<i>g</i>una → Arjuna, Sañ<i>g</i>aya → Sanjaya, <i>G</i>anârdana → Janardana)
      <i>k</i> → ch    (<i>K</i>ekitâna → Chekitana, Pâñ<i>k</i>a<i>g</i>anya → Panchajanya)
      <i>kh</i> → chh
      <i>s</i> → sh    (Ke<i>s</i>ava → Keshava, H<i>ri</i>shîke<i>s</i>a → Hrishikesha,
                         A<i>s</i>vatthâman → Ashvatthaman)
      any other <i>x</i> → x  (<i>ri</i>, <i>t</i>, <i>d</i>, <i>n</i>, <i>nd</i>, <i>th</i>, <i>h</i>,
                         and italics for emphasis); markdown italics _Rik_ → Rik
      â → a, î → i, û → u (and capitals), ñ → n (Dhanañ<i>g</i>aya → Dhananjaya).
    A plain "s" or "S" that Telang did not mark (Sikha<i>nd</i>in, Kâsî) is left as it comes:
    Sikhandin, Kasi. Capitalisation follows the italic letter (<i>S</i> → Sh, <i>G</i> → J).
 5. Names whose italic letter the digitisation dropped in places (SPELLINGS: "Hrishîkesa", "Kesava")
    are written as everywhere else (Hrishikesha, Keshava).
 6. Collapse runs of spaces, "( x )" spacing slips to "(x)", and ",." left by a dropped mark to ".".
Telang's own parenthesised words "(comes it that)" and his quotation marks are kept as he wrote them.

The translation is written into the unit's `translation` field of
Sources/Scripture/Texts/bhagavad-gita/NN.json (read, modify, write; every other field is kept).
"""
import argparse
import json
import re
import sys
from pathlib import Path

TEXTS = Path(__file__).resolve().parents[2] / "Sources/Scripture/Texts/bhagavad-gita"
KEY_ORDER = ["ref", "kind", "title", "speaker", "original", "translation", "translationSource", "words",
             "wordsSource", "explanation", "explanationSource"]

# Errors of the markdown conversion (not of Telang), mended before respelling: (as found, as meant).
GLITCHES = [
    ("Dh<i>nd</i>sh<i>t</i>", "Dh<i>ri</i>sh<i>t</i>"),      # Dhrishtaketu, Dhrishtadyumna
    ("Dh<i>nd</i>tarâsh<i>t</i>ra", "Dh<i>ri</i>tarâsh<i>t</i>ra"),
    ("H<i>nd</i>shîke<i>s</i>a", "H<i>ri</i>shîke<i>s</i>a"),
    ("K<i>nd</i>pa", "K<i>ri</i>pa"),
    ("Yudhish<i>nd</i>ira", "Yudhish<i>th</i>ira"),
    ("Gâ<i>ri</i>îva", "Gâ<i>nd</i>îva"),
    ("Ganârdana", "<i>G</i>anârdana"),
    ("(the people of )", "(the people of)"),
    ("king of Kâsî,", "king of Kâ<i>s</i>î,"),
    ("wealth-preceptors", "wealth—preceptors"),
    ("for us-whether", "for us—whether"),
    ("unmoved,-he only", "unmoved,—he only"),
    ("deceived about that The contacts", "deceived about that. The contacts"),
    ("(repeated)births", "(repeated) births"),
    ("by his mind. and being", "by his mind, and being"),
    ("seeing. that you are", "seeing that you are"),
    ("O Ar<i>g</i>una I and you also", "O Ar<i>g</i>una! and you also"),
    ("Pâ<i>ri</i>u", "Pâ<i>nd</i>u"),
    ("eats, move-b, sleeps", "eats, moves, sleeps"),
    ("lies at case within", "lies at ease within"),
    ("nor his who cats not", "nor his who eats not"),
    ("comparing. all with", "comparing all with"),
    ("you have declared-in consequence", "you have declared—in consequence"),
    ("Possessed Of that faith", "Possessed of that faith"),
]

# Names whose italic letter the digitisation lost in places, written as everywhere else (after respelling).
SPELLINGS = [("Hrishikesa", "Hrishikesha"), ("Kesava", "Keshava"), ("Gudakesa", "Gudakesha")]

RESPELL = [("<i>kh</i>", "chh"), ("<i>Kh</i>", "Chh"), ("<i>g</i>", "j"), ("<i>G</i>", "J"),
           ("<i>k</i>", "ch"), ("<i>K</i>", "Ch"), ("<i>s</i>", "sh"), ("<i>S</i>", "Sh")]
LETTERS = str.maketrans({"â": "a", "î": "i", "û": "u", "Â": "A", "Î": "I", "Û": "U", "ñ": "n", "Ñ": "N"})
SPEAKER_LINE = re.compile(r"^(?:[A-Z][\w<>/âîûñ]*\s+){1,3}said:?$")


def clean(markdown: str) -> str:
    text = re.sub(r"\A---\n.*?\n---\n", "", markdown, flags=re.S)
    text = text.split("## Footnotes")[0]
    text = re.sub(r"<figure\b.*?</figure>", "", text, flags=re.S)
    text = re.sub(r"<span id=\"p\d+\">.*?</span>", "", text)
    text = re.sub(r"\s*\[\^\d+\]", "", text)
    text = re.sub(r"\s*\[\d+\]\(Bhagavadgita_\d+#fn\d+\)", "", text)  # marks linking to the next file
    text = text.replace("\\—", "—")
    paragraphs = [re.sub(r"\s+", " ", p).strip() for p in re.split(r"\n\s*\n", text)]
    paragraphs = [p for p in paragraphs if p and not SPEAKER_LINE.match(p)]
    text = "\n".join(paragraphs)
    for wrong, right in GLITCHES:
        text = text.replace(wrong, right)
    for sbe, plain in RESPELL:
        text = text.replace(sbe, plain)
    text = re.sub(r"<i>(.*?)</i>", r"\1", text)
    text = re.sub(r"\b_(\w+)_\b", r"\1", text)  # markdown italics, e.g. _Rik_
    if "<" in text or ">" in text:
        raise SystemExit(f"markup left after cleaning: {text[max(0, text.find('<') - 40):text.find('<') + 60]!r}")
    text = text.translate(LETTERS)
    for wrong, right in SPELLINGS:
        text = text.replace(wrong, right)
    text = text.replace(",.", ".")  # a comma left before a dropped footnote mark
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    return re.sub(r"[ \t]+", " ", text)


def read_splits(path: Path) -> list[tuple[str, str]]:
    rows = []
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        if "\t" not in line:
            raise SystemExit(f"{path}:{number}: expected <ref><TAB><marker>")
        ref, marker = line.split("\t", 1)
        rows.append((ref.strip(), marker.strip()))
    return rows


def split(text: str, rows: list[tuple[str, str]]) -> dict[str, str]:
    starts = []  # (ref, position of the marker) for the verses that start a sentence group
    position = 0
    for ref, marker in rows:
        if marker == "=":
            continue
        count = text.count(marker)
        if count == 0:
            raise SystemExit(f"{ref}: marker not found: {marker!r}")
        if count > 1:
            raise SystemExit(f"{ref}: marker occurs {count} times, lengthen it: {marker!r}")
        found = text.find(marker)
        if found < position:
            raise SystemExit(f"{ref}: marker out of order (comes before the previous verse's): {marker!r}")
        starts.append((ref, found))
        position = found + 1
    if not starts or text[:starts[0][1]].strip():
        raise SystemExit(f"text before the first marker would be lost: {text[:starts[0][1] if starts else 80]!r}")
    result = {}
    for index, (ref, found) in enumerate(starts):
        end = starts[index + 1][1] if index + 1 < len(starts) else len(text)
        result[ref] = re.sub(r"\s+", " ", text[found:end]).strip()
    group_first = None
    groups: dict[str, list[str]] = {}
    for ref, marker in rows:
        if marker == "=":
            if group_first is None:
                raise SystemExit(f"{ref}: '=' on the first verse")
            groups[group_first].append(ref)
        else:
            group_first = ref
            groups[ref] = [ref]
    for first, members in groups.items():
        for ref in members[1:]:
            result[ref] = f"[Telang renders verses {first}–{members[-1]} as one sentence; see {first}.]"
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("markdown", type=Path)
    parser.add_argument("splits", type=Path)
    parser.add_argument("--show", action="store_true", help="print each verse's text")
    parser.add_argument("--dry-run", action="store_true", help="do not write the chapter file")
    args = parser.parse_args()

    chapter = int(re.search(r"(\d+)", args.splits.stem).group(1))
    path = TEXTS / f"{chapter:02d}.json"
    section = json.loads(path.read_text())
    rows = read_splits(args.splits)
    refs = [unit["ref"] for unit in section["units"]]
    if [ref for ref, _ in rows] != refs:
        missing = sorted(set(refs) - {r for r, _ in rows}, key=lambda r: int(r.split(".")[1]))
        extra = [r for r, _ in rows if r not in refs]
        raise SystemExit(f"split file refs do not match {path.name} in order (missing {missing}, extra {extra})")
    verses = split(clean(args.markdown.read_text()), rows)
    if args.show:
        for ref in refs:
            print(f"{ref}\t{verses[ref]}")
    if args.dry_run:
        print(f"{len(verses)} verses split (dry run, nothing written)")
        return
    units = []
    for unit in section["units"]:
        unit = dict(unit, translation=verses[unit["ref"]])
        ordered = {key: unit[key] for key in KEY_ORDER if key in unit}
        ordered.update((key, value) for key, value in unit.items() if key not in ordered)
        units.append(ordered)
    section["units"] = units
    path.write_text(json.dumps(section, ensure_ascii=False, indent=1) + "\n")
    print(f"{path.name}: {len(verses)} verses filled")


if __name__ == "__main__":
    sys.exit(main())
