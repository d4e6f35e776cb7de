#!/usr/bin/env python3
"""Check the originals Sadhana keyed for the Tattvartha Sutra, the Jain prayers and the Shikshapatri
against independent reference copies (test oracles).

The oracles are public copies found in other repositories. They are read from wherever you saved them
(under /tmp, say), are never shipped and never committed: they only tell us where our own keying may be
wrong. Every unit where our text differs from an oracle, or where the oracles differ from each other,
is printed; nothing is changed.

Usage:
  verify_jain.py TEXT_DIR FORMAT:PATH [FORMAT:PATH ...] [--map FILE] [--quiet] [--prakrit]

  TEXT_DIR   a text directory, e.g. Sources/Scripture/Texts/shikshapatri (meta.json + section files)
  FORMAT     how to read the oracle file:
    refmap     JSON object {"<our ref>": "<text>", ...} (hand-saved excerpts; a value may be a list of
               alternative readings)
    sp-ghio    JSON list of {"id": N, "sanskrit": "..."}: shikshapatri/shikshapatri.github.io,
               assets/data.json; ref = str(id)
    sp-jsx     JS module with `export const shikshapatriShlokas = [{ id: N, sanskrit: `...` }, ...]`:
               HARSHUJETHVA/Shikshapatri, app/utils/shlokas/shlokas.jsx; ref = str(id)
    panch      Mahavir00/Panch.Pratikraman, data/corpus/canonical.json (Gujarati script, converted
               to Devanagari here); needs --map FILE, a JSON object
               {"<our ref>": ["<sutraId>", first, last]} naming the shlokas that make up our unit
               (the book's bracketed headings, e.g. "(४थुं स्मरण)", are dropped)
  --quiet    print only the summary lines
  --prakrit  also allow the Prakrit spelling variants named below (ण/न, ya-śruti)

Normalisation before comparing (both sides): Unicode NFC; Gujarati letters mapped to the Devanagari
ones (the two blocks share a layout); ':' used for visarga read as visarga; then only letters and
vowel signs are kept: spaces, punctuation, dandas, digits, avagraha, ZWJ/ZWNJ and hyphens are dropped.
A second, looser comparison also treats an anusvara and a nasal consonant + virama before a consonant
as the same (मंगल = मङ्गल), joins a final consonant to a following vowel written open
(…णाम् उद्योतकं = …णामुद्योतकं), drops nukta, and with --prakrit reads ण as न and a "ya-śruti" य after a
letter as the bare vowel (उज्जोयगरे = उज्जोअगरे), the usual spelling variation between printed
editions; a difference that disappears there is reported as "spelling", otherwise as "TEXT".

Exit status: 0 if no unit differs in TEXT, 1 otherwise.
"""
import argparse
import difflib
import json
import re
import sys
import unicodedata
from pathlib import Path

VIRAMA = "\u094d"
ANUSVARA = "\u0902"
PRAKRIT = False  # set by --prakrit
NASALS = {"ङ": "कखगघ", "ञ": "चछजझ", "ण": "टठडढ", "न": "तथदध", "म": "पफबभ"}


def to_devanagari(s: str) -> str:
    return "".join(chr(ord(c) - 0x180) if 0x0A80 <= ord(c) <= 0x0AFF else c for c in s)


def strict(s: str) -> str:
    s = unicodedata.normalize("NFC", to_devanagari(s))
    s = s.replace(":", "\u0903")
    out = []
    for c in s:
        if c in "\u200c\u200d\u093d":  # ZWNJ, ZWJ, avagraha
            continue
        cat = unicodedata.category(c)
        if cat[0] == "L" or cat in ("Mn", "Mc"):
            if "\u0966" <= c <= "\u096f":
                continue
            out.append(c)
    return "".join(out)


VOWEL_SIGN = {"अ": "", "आ": "ा", "इ": "ि", "ई": "ी", "उ": "ु", "ऊ": "ू", "ऋ": "ृ", "ए": "े", "ऐ": "ै",
              "ओ": "ो", "औ": "ौ"}


def loose(s: str) -> str:
    s = strict(s)
    # sandhi written open across a line or hyphen (…प्रभाणाम् उद्योतकं = …प्रभाणामुद्योतकं)
    s = re.sub("\u094d([अआइईउऊऋएऐओऔ])", lambda m: VOWEL_SIGN[m.group(1)], s)
    s = unicodedata.normalize("NFD", s).replace("\u093c", "")
    s = unicodedata.normalize("NFC", s)
    for nasal, followers in NASALS.items():
        s = re.sub(nasal + VIRAMA + "(?=[" + followers + "])", ANUSVARA, s)
    s = s.replace("ँ", ANUSVARA)
    if not PRAKRIT:
        return s
    s = s.replace("ण", "न")
    signs = {"": "अ", "ा": "आ", "ि": "इ", "ी": "ई", "ु": "उ", "ू": "ऊ", "े": "ए", "ै": "ऐ", "ो": "ओ", "ौ": "औ"}
    s = re.sub("(?<=[^\u094d])य([ािीुूेैोौ]?)(?!\u094d)", lambda m: signs[m.group(1)], s)
    return s


def load_ours(text_dir: Path) -> dict:
    meta_path = text_dir / "meta.json"
    if meta_path.exists():
        names = json.loads(meta_path.read_text(encoding="utf-8"))["sections"]
    else:
        names = sorted(p.name for p in text_dir.glob("[0-9][0-9].json"))
    units = {}
    for name in names:
        sec = json.loads((text_dir / name).read_text(encoding="utf-8"))
        for u in sec["units"]:
            if u.get("original"):
                units[u["ref"]] = u["original"]
    return units


def load_refmap(path: Path, _map) -> dict:
    data = json.loads(path.read_text(encoding="utf-8"))
    return {k: (v if isinstance(v, list) else [v]) for k, v in data.items()}


def load_sp_ghio(path: Path, _map) -> dict:
    data = json.loads(path.read_text(encoding="utf-8"))
    return {str(x["id"]): [x["sanskrit"]] for x in data}


def load_sp_jsx(path: Path, _map) -> dict:
    src = path.read_text(encoding="utf-8")
    start = src.index("export const shikshapatriShlokas")
    body = src[start:]
    out = {}
    pat = re.compile(r"id:\s*(\d+),\s*sanskrit:\s*(`([^`]*)`|'((?:[^'\\]|\\.)*)'|\"((?:[^\"\\]|\\.)*)\")", re.S)
    for m in pat.finditer(body):
        text = next(g for g in (m.group(3), m.group(4), m.group(5)) if g is not None)
        out[m.group(1)] = [text.replace("\\n", "\n")]
    return out


def load_panch(path: Path, mapping) -> dict:
    if mapping is None:
        sys.exit("panch oracle needs --map")
    data = json.loads(path.read_text(encoding="utf-8"))
    by_id = {s["sutraId"]: s for s in data["sutras"]}
    out = {}
    for ref, (sid, first, last) in mapping.items():
        s = by_id.get(sid)
        if not s:
            continue
        lines = [re.sub(r"\([^)]*\)", "", sh["native_script"])
                 for sh in s["shlokas"] if first <= sh["number"] <= last]
        out[ref] = ["\n".join(to_devanagari(x) for x in lines)]
    return out


LOADERS = {"refmap": load_refmap, "sp-ghio": load_sp_ghio, "sp-jsx": load_sp_jsx, "panch": load_panch}


def show_diff(a: str, b: str) -> str:
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    parts = []
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op != "equal":
            ctx_a = a[max(0, i1 - 4):i2 + 4]
            parts.append(f"{op}: ours «{a[i1:i2]}» oracle «{b[j1:j2]}»  (…{ctx_a}…)")
    return "; ".join(parts)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("text_dir")
    ap.add_argument("oracles", nargs="+")
    ap.add_argument("--map")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--prakrit", action="store_true")
    args = ap.parse_args()
    global PRAKRIT
    PRAKRIT = args.prakrit

    mapping = json.loads(Path(args.map).read_text(encoding="utf-8")) if args.map else None
    ours = load_ours(Path(args.text_dir))
    oracles = []
    for spec in args.oracles:
        fmt, _, p = spec.partition(":")
        if fmt not in LOADERS:
            sys.exit(f"unknown oracle format {fmt!r}")
        oracles.append((Path(p).name, LOADERS[fmt](Path(p), mapping)))

    text_bad = spelling = agree = one_side = 0
    thin = []
    for ref, text in ours.items():
        mine_s, mine_l = strict(text), loose(text)
        witnesses = [(name, o[ref]) for name, o in oracles if ref in o]
        if len(witnesses) < 2:
            thin.append(ref)
        lines = []
        worst = "ok"
        for name, readings in witnesses:
            if any(strict(r) == mine_s for r in readings):
                continue
            if any(loose(r) == mine_l for r in readings):
                worst = "spelling" if worst == "ok" else worst
                lines.append(f"  spelling vs {name}: {show_diff(mine_s, strict(readings[0]))}")
            else:
                worst = "TEXT"
                lines.append(f"  TEXT vs {name}: {show_diff(mine_s, strict(readings[0]))}")
        # oracles disagreeing among themselves
        firsts = [(n, loose(r[0])) for n, r in witnesses]
        for i in range(len(firsts)):
            for j in range(i + 1, len(firsts)):
                if firsts[i][1] != firsts[j][1]:
                    lines.append(f"  oracles differ: {firsts[i][0]} / {firsts[j][0]}: "
                                 f"{show_diff(firsts[i][1], firsts[j][1])}")
        if worst == "TEXT" and any(loose(r[0]) == mine_l for _, r in witnesses):
            one_side += 1
        if worst == "TEXT":
            text_bad += 1
        elif worst == "spelling":
            spelling += 1
        else:
            agree += 1
        if lines and not args.quiet:
            print(f"[{worst}] {ref}  ({len(witnesses)} oracle(s))")
            print("\n".join(lines))
    print(f"units with an original: {len(ours)}; identical to every oracle that has them: {agree}; "
          f"spelling-only differences: {spelling}; TEXT differences: {text_bad} "
          f"(of which {one_side} agree with at least one oracle)")
    if thin:
        print(f"units found in fewer than two oracles ({len(thin)}): {', '.join(thin)}")
    return 1 if text_bad else 0


if __name__ == "__main__":
    sys.exit(main())
