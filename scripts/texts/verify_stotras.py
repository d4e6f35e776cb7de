#!/usr/bin/env python3
"""Checks the originals Sadhana keyed by hand against independent reference copies (test oracles).

    python3 scripts/texts/verify_stotras.py <text-id> NAME=PATH [NAME=PATH ...] [--texts DIR] [--strict]
                                            [--accept REF,REF,...]

Reads the `original` of every unit of Sources/Scripture/Texts/<text-id>/ (the files as shipped) and each oracle
file (plain text saved under /tmp, never committed: see `oracle_prep` at the bottom for how each one is made from
its repository). Both sides are normalised to NFC and to letters only: spaces, punctuation, dandas, digits (Devanagari
and ASCII), avagraha, ZWJ/ZWNJ, svara and other Vedic marks and everything outside the Devanagari block are dropped.
Our whole text is aligned with each oracle's whole text (difflib, by letters), so every unit finds its stretch of
each oracle even when the oracle numbers, splits or heads its verses differently.

It prints every unit where we differ from an oracle, and every unit where the oracles disagree with each other.
A difference that disappears when anusvara, candrabindu and a nasal consonant + virama before a consonant are
treated as the same sound (मङ्गल / मंगल, बरनउँ / बरनउं) is labelled "orthographic"; use --strict to count those too.
Exit status 0 when we agree with at least one oracle on every unit (after the orthographic fold), or the unit is
named in --accept (a reading no oracle here has but which we keep as a documented variant), 1 otherwise.
"""

import difflib
import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TEXTS = ROOT / "Sources" / "Scripture" / "Texts"

# Devanagari letters, vowel signs, virama, anusvara/candrabindu/visarga, nukta, OM. Not: dandas (0964-0965),
# digits (0966-096F), avagraha (093D), abbreviation sign (0970), udatta/anudatta/accents (0951-0954).
_KEEP = set()
for cp in range(0x0900, 0x0980):
    if cp in (0x093D, 0x0964, 0x0965, 0x0970, 0x0971) or 0x0951 <= cp <= 0x0954 or 0x0966 <= cp <= 0x096F:
        continue
    if unicodedata.category(chr(cp)) in ("Lo", "Mn", "Mc"):
        _KEEP.add(chr(cp))

VIRAMA = "\u094d"
ANUSVARA = "\u0902"
CANDRABINDU = "\u0901"
NASALS = set("ङञणनम")


def letters(text):
    """NFC, letters only, with each kept letter's offset in the NFC text (for showing the original spacing)."""
    text = unicodedata.normalize("NFC", text)
    out, offs = [], []
    for i, ch in enumerate(text):
        if ch in _KEEP:
            out.append(ch)
            offs.append(i)
    return "".join(out), offs, text


def fold(s):
    """Orthographic fold: candrabindu → anusvara; nasal consonant + virama before a consonant → anusvara;
    word-final म् → anusvara (both sides are letter streams, so 'final' is before any consonant or the end)."""
    s = s.replace(CANDRABINDU, ANUSVARA)
    s = re.sub("[ङञणनम]" + VIRAMA + "(?=[\u0915-\u0939])", ANUSVARA, s)
    s = re.sub("म" + VIRAMA + "$", ANUSVARA, s)
    return s


def load_units(text_id, texts_dir):
    folder = texts_dir / text_id
    meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    units = []
    for name in meta["sections"]:
        section = json.loads((folder / name).read_text(encoding="utf-8"))
        for unit in section["units"]:
            if unit.get("original"):
                units.append((unit["ref"], unit["original"]))
    return units


def align(ours, owner, oracle_letters):
    """For each unit, the oracle's stretch [o1, o2) aligned to the unit's letters."""
    sm = difflib.SequenceMatcher(None, ours, oracle_letters, autojunk=False)
    # map every position of ours (and the end) to an oracle position
    to_oracle = [0] * (len(ours) + 1)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        for k in range(i1, i2):
            if tag == "equal":
                to_oracle[k] = j1 + (k - i1)
            elif tag == "replace":  # spread the oracle's stretch over ours in proportion
                to_oracle[k] = j1 + ((k - i1) * (j2 - j1)) // (i2 - i1)
            else:  # delete: ours has letters the oracle lacks
                to_oracle[k] = j1
    to_oracle[len(ours)] = len(oracle_letters)
    spans = {}
    for k, u in enumerate(owner):
        spans.setdefault(u, [k, k + 1])
        spans[u][1] = k + 1
    result = {}
    for u, (a, b) in spans.items():
        o1 = to_oracle[a]
        o2 = to_oracle[b] if b < len(ours) else len(oracle_letters)
        result[u] = (o1, o2)
    return result, sm


def trim_to_unit(stretch_letters, unit_letters):
    """The alignment gives a unit everything the oracle inserts up to the next unit (verse numbers are already
    gone, but headings such as चौपाई are letters). Trim the stretch to the part that best matches the unit."""
    if stretch_letters == unit_letters or len(stretch_letters) <= len(unit_letters):
        return stretch_letters
    sm = difflib.SequenceMatcher(None, unit_letters, stretch_letters, autojunk=False)
    blocks = [b for b in sm.get_matching_blocks() if b.size]
    if not blocks:
        return stretch_letters
    start = blocks[0].b - blocks[0].a
    end = blocks[-1].b + blocks[-1].size + (len(unit_letters) - blocks[-1].a - blocks[-1].size)
    return stretch_letters[max(0, start):min(len(stretch_letters), end)]


def show_diff(a, b):
    """A compact letter diff: [ours→oracle] marks."""
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    out = []
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            out.append(a[i1:i2])
        else:
            out.append(f"[{a[i1:i2]}→{b[j1:j2]}]")
    return "".join(out)


def main(argv):
    strict = "--strict" in argv
    argv = [a for a in argv if a != "--strict"]
    accepted = set()
    if "--accept" in argv:  # refs whose reading no oracle has but which is a documented variant we keep
        i = argv.index("--accept")
        accepted = set(argv[i + 1].split(","))
        del argv[i:i + 2]
    texts_dir = TEXTS
    if "--texts" in argv:
        i = argv.index("--texts")
        texts_dir = Path(argv[i + 1])
        del argv[i:i + 2]
    if len(argv) < 3:
        print(__doc__)
        return 2
    text_id, specs = argv[1], argv[2:]
    units = load_units(text_id, texts_dir)
    ours_parts, owner = [], []
    unit_letters = {}
    for idx, (ref, original) in enumerate(units):
        l, _, _ = letters(original)
        unit_letters[idx] = l
        ours_parts.append(l)
        owner.extend([idx] * len(l))
    ours = "".join(ours_parts)

    oracles = []
    for spec in specs:
        name, _, path = spec.partition("=")
        l, offs, nfc = letters(Path(path).read_text(encoding="utf-8"))
        spans, sm = align(ours, owner, l)
        seg = {}
        for idx in range(len(units)):
            o1, o2 = spans.get(idx, (0, 0))
            seg[idx] = trim_to_unit(l[o1:o2], unit_letters[idx])
        oracles.append((name, seg, sm.ratio()))
        print(f"oracle {name}: {path} ({len(l)} letters; whole-text similarity to ours {sm.ratio():.4f})")

    same = (lambda x, y: x == y) if strict else (lambda x, y: fold(x) == fold(y))
    n_diff = n_disagree = n_unsupported = n_ortho = 0
    for idx, (ref, original) in enumerate(units):
        mine = unit_letters[idx]
        lines = []
        supported = False
        for name, seg, _ in oracles:
            theirs = seg[idx]
            if theirs == mine:
                supported = True
                continue
            if same(theirs, mine):
                supported = True
                n_ortho += 1
                lines.append(f"    {name}: orthographic only: {show_diff(mine, theirs)}")
            else:
                n_diff += 1
                lines.append(f"    {name}: DIFFERS: {show_diff(mine, theirs)}")
        segs = [seg[idx] for _, seg, _ in oracles]
        disagree = any(not same(segs[0], s) for s in segs[1:])
        if disagree:
            n_disagree += 1
            for (na, sa, _), (nb, sb, _) in zip(oracles, oracles[1:]):
                if not same(sa[idx], sb[idx]):
                    lines.append(f"    oracles disagree, {na} vs {nb}: {show_diff(sa[idx], sb[idx])}")
        if not supported and ref not in accepted:
            n_unsupported += 1
        if lines:
            flag = "" if supported else ("  (documented variant, kept)" if ref in accepted else "  ** no oracle agrees **")
            print(f"\n{ref}{flag}\n    ours: {original.replace(chr(10), ' / ')}")
            print("\n".join(lines))
    print(
        f"\n{len(units)} units; {n_diff} unit-oracle differences beyond orthography, {n_ortho} orthographic only; "
        f"{n_disagree} units where the oracles disagree; {n_unsupported} units no oracle supports."
    )
    return 0 if n_unsupported == 0 else 1


# How the oracle files were made (run by hand; the files stay under /tmp and are never committed).
ORACLE_PREP = r"""
Hanuman Chalisa
  git -C /work/.mirror/TechnoBlogger14o3+dharmic-treasures/repo show HEAD:data/hanumanChalisa.ts \
    | python3 scripts/texts/verify_stotras.py --extract ts-text > /tmp/oracles-stotras/hc-dharmic-treasures.txt
  git -C /work/.mirror/yadavhimu+Temple/repo show HEAD:src/pages/Chalisahanuman.jsx \
    | python3 scripts/texts/verify_stotras.py --extract deva-lines-after 'दोहा' > /tmp/oracles-stotras/hc-temple.txt
  git -C /work/.mirror/devanilayam+devanilayam_web/repo show HEAD:content/slokas/hi/hanuman/hanuman-chalisa.md \
    | python3 scripts/texts/verify_stotras.py --extract deva-lines-after '# ' > /tmp/oracles-stotras/hc-devanilayam.txt
  git -C /work/.mirror/nsijwali+HanumanChalisa/repo show HEAD:src/lyrics.js \
    | python3 scripts/texts/verify_stotras.py --extract deva-between 'hindi:' 'english:' > /tmp/oracles-stotras/hc-nsijwali.txt
  git -C /work/.mirror/ChoppariRavi+pavitra-mantra/repo show 6fecba13cc5e1195ebd477c33ba57fa8a528a60b:assets/data/slokas/hanuman/sloka_001.ts \
    | python3 scripts/texts/verify_stotras.py --extract deva-between 'export const hindi' 'export const english' > /tmp/oracles-stotras/hc-pavitra-mantra.txt

Vishnu Sahasranama
  git -C /work/.mirror/shreevatsa+word-split-sahasranama/repo show HEAD:slokas.txt \
    | python3 scripts/texts/verify_stotras.py --extract deva-only-span 'विश्वं विष्णुर्वषट्कारो' 'रथाङ्गपाणिरक्षोभ्यः' \
    > /tmp/oracles-stotras/vsn-shreevatsa.txt
  git -C /work/.mirror/ajaynair+vishnu-sahasranamam/repo show HEAD:lang-data/devanagari.data.ts \
    | python3 scripts/texts/verify_stotras.py --extract deva-only-span 'विश्वं विष्णुर्वषट्कारो भूत' 'सर्वप्रहरणायुधः ॥' \
    > /tmp/oracles-stotras/vsn-ajaynair.txt
  git -C /work/.mirror/kvinayakpai+Vishnu-Sahasranamam/repo show HEAD:shlokas.js \
    | python3 scripts/texts/verify_stotras.py --extract js-field dev > /tmp/oracles-stotras/vsn-kvinayakpai.txt
"""


def extract(mode, args):
    """Oracle preparation helpers (stdin → stdout), so each oracle file is made the same way every time."""
    src = sys.stdin.read()
    deva = re.compile("[\u0900-\u097f]")
    heading = re.compile(r"॥?\s*(श्री\s*)?(हनुमान\s*चालीसा\s*)?(दोहा|चौपाई|सोरठा)\s*॥?")
    if mode == "ts-text":
        # every  text: "…"  field of a TypeScript/JS data file, JSON-unescaped
        for m in re.finditer(r'\btext:\s*"((?:[^"\\]|\\.)*)"', src):
            print(json.loads('"' + m.group(1) + '"'))
            print()
    elif mode == "deva-lines-after":
        # Devanagari lines from the first line containing the marker on, dropping section headings
        marker = args[0]
        on = False
        for line in src.splitlines():
            if not on and marker in line and deva.search(line):
                on = True
                continue
            if on and deva.search(line):
                stripped = re.sub(r"<[^>]+>", "", line).strip()
                if heading.fullmatch(stripped):
                    continue
                print(stripped)
    elif mode == "deva-between":
        # Devanagari lines from the line containing START up to (not including) the line containing END
        start, end = args[0], args[1]
        on = False
        for line in src.splitlines():
            if not on and start in line:
                on = True
            elif on and end in line:
                break
            if on and deva.search(line):
                stripped = re.sub(r"<[^>]+>", "", line).strip()
                if heading.fullmatch(stripped):
                    continue
                print(stripped)
    elif mode == "js-field":
        # every  NAME: "…"  string field of a JS/TS data file, JSON-unescaped
        for m in re.finditer(r"\b" + re.escape(args[0]) + r':\s*"((?:[^"\\]|\\.)*)"', src):
            print(json.loads('"' + m.group(1) + '"'))
            print()
    elif mode == "deva-only-span":
        # lines holding Devanagari and no Latin letters, from the first line containing START to the first
        # line after it containing END, both included (drops transliteration and meaning lines)
        start, end = args[0], args[1]
        on = False
        for line in src.splitlines():
            if not on and start in line:
                on = True
            if on and deva.search(line) and not re.search("[A-Za-z]", line):
                print(line.strip())
            if on and end in line:
                break
    elif mode == "deva-only":
        # lines holding Devanagari only (no Latin letters): drops transliteration and meaning lines
        for line in src.splitlines():
            if deva.search(line) and not re.search("[A-Za-z]", line):
                print(line.strip())
    else:
        raise SystemExit(f"unknown extract mode {mode}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--extract":
        sys.exit(extract(sys.argv[2], sys.argv[3:]))
    sys.exit(main(sys.argv))
