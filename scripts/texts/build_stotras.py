#!/usr/bin/env python3
"""Writes Sources/Scripture/Texts/<id>/ (meta.json + section files) from Sadhana's authored data modules.

    python3 scripts/texts/build_stotras.py hanuman-chalisa
    python3 scripts/texts/build_stotras.py vishnu-sahasranama

Data modules: scripts/texts/hanuman_chalisa.py, scripts/texts/vishnu_sahasranama.py. Each has META, SECTIONS and
UNITS (see the module's docstring) and ORACLE_NOTE, the result of scripts/texts/verify_stotras.py, which goes into
the note of the original's source. The files are checked before they are written: NFC everywhere, refs unique and
citable, every unit complete (original, translation, words with meanings, explanation where the text has that
layer), every layer sourced, coverage equal to the number of units.
"""

import importlib
import json
import re
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TEXTS = ROOT / "Sources" / "Scripture" / "Texts"
MODULES = {"hanuman-chalisa": "hanuman_chalisa", "vishnu-sahasranama": "vishnu_sahasranama"}
DEVANAGARI = re.compile("^[\u0900-\u097f\u200c\u200d -]+$")


def fail(msg):
    raise SystemExit(f"build_stotras: {msg}")


def check_nfc(value, where):
    if isinstance(value, str):
        if unicodedata.normalize("NFC", value) != value:
            fail(f"{where}: not NFC: {value!r}")
    elif isinstance(value, dict):
        for k, v in value.items():
            check_nfc(v, f"{where}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            check_nfc(v, f"{where}[{i}]")


def build(text_id):
    sys.path.insert(0, str(HERE))
    mod = importlib.import_module(MODULES[text_id])
    meta = json.loads(json.dumps(mod.META))  # deep copy
    units = mod.units() if hasattr(mod, "units") else mod.UNITS
    by_ref = {}
    for u in units:
        ref = u["ref"]
        if ref in by_ref:
            fail(f"ref {ref} used twice")
        if not re.fullmatch(r"[a-z0-9.-]+", ref):
            fail(f"ref {ref} is not citable")
        by_ref[ref] = u
    layers = meta["layers"]
    for ref, u in by_ref.items():
        if not u.get("original") or "\n" not in u["original"]:
            fail(f"{ref}: original missing or not in lines")
        for layer in ("translation", "words", "explanation"):
            if layer in layers and not u.get(layer):
                fail(f"{ref}: no {layer}")
        for w in u.get("words", []):
            if not DEVANAGARI.match(w["word"]) or not w["meaning"].strip():
                fail(f"{ref}: bad word entry {w}")
    sections = []
    placed = []
    for number, title, title_original, refs in mod.SECTIONS:
        sec_units = []
        for ref in refs:
            if ref not in by_ref:
                fail(f"section {number} names {ref}, which has no unit")
            sec_units.append(by_ref[ref])
            placed.append(ref)
        sections.append({"number": number, "title": title, "titleOriginal": title_original, "units": sec_units})
    if sorted(placed) != sorted(by_ref):
        fail("units and sections do not match")
    if meta["coverage"]["shipped"] != len(placed):
        fail(f"coverage.shipped {meta['coverage']['shipped']} but {len(placed)} units")
    meta["sources"][layers["original"]]["note"] = mod.ORACLE_NOTE
    for layer, source in layers.items():
        if source not in meta["sources"]:
            fail(f"layer {layer} names unknown source {source}")
    for sid, source in meta["sources"].items():
        if not source.get("licence", "").strip():
            fail(f"source {sid} names no licence")
    meta["sections"] = [f"{s['number']:02d}.json" for s in sections]
    check_nfc(meta, "meta")
    for s in sections:
        check_nfc(s, f"section {s['number']}")
    out = TEXTS / text_id
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, data in [("meta.json", meta)] + [(f"{s['number']:02d}.json", s) for s in sections]:
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        json.loads(text)
        (out / name).write_text(text, encoding="utf-8")
        written.append(name)
    print(f"{text_id}: {len(placed)} units in {len(sections)} sections → {out} ({', '.join(written)})")


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in MODULES:
        raise SystemExit(__doc__)
    build(sys.argv[1])
