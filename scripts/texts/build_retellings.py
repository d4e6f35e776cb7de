#!/usr/bin/env python3
"""Write the project's retold texts into Sources/Scripture/Texts/<id>/ (meta.json + NN.json).

The prose lives in scripts/texts/retellings/<module>.py, one module per text, each defining:

    META      the meta.json fields except `coverage.shipped` and `sections` (filled in here)
    SECTIONS  [{"title": ..., "titleOriginal": ... (optional), "titles": {lang: title} (optional),
               "units": [unit, ...]}, ...]
    LIMITS    (layer, min words, max words) the prose of each unit must keep to
    UNIT_TITLES  {ref: {lang: title}}, the units' titles per language (optional)

Everything in those modules is written by Sadhana contributors (CC BY 4.0): retellings and
summaries in our own words, never a published translation. No `original` is shipped by this script.

Usage: build_retellings.py [module ...]   (default: all four)
Checks, per text: valid JSON written back and re-read, NFC everywhere, unique citable refs, every
unit complete (ref, kind, title, the retelling layer, explanation), word counts within LIMITS,
coverage.shipped equal to the number of units, every layer's source declared with a licence.
"""
import importlib
import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TEXTS = ROOT / "Sources/Scripture/Texts"
sys.path.insert(0, str(Path(__file__).resolve().parent / "retellings"))

MODULES = ["bhagavata_purana", "shiva_purana", "devi_mahatmya", "vachanamrut"]
REF = re.compile(r"^[a-z0-9.-]+$")
KINDS = {"verse", "shloka", "doha", "chaupai", "soratha", "pauri", "salok", "mantra", "anuvaka",
         "sutra", "shabad", "ashtpadi", "prayer", "episode", "discourse", "chapter"}
META_KEYS = ["id", "title", "titleOriginal", "titles", "theme", "form", "unit", "section", "originalScript",
             "originalLanguage", "summary", "coverage", "layers", "sources", "sections"]


def fail(text_id: str, why: str) -> None:
    sys.exit(f"{text_id}: {why}")


def nfc_everywhere(value, text_id: str, where: str = "") -> None:
    if isinstance(value, str):
        if unicodedata.normalize("NFC", value) != value:
            fail(text_id, f"not NFC at {where}")
        if "  " in value or value != value.strip():
            fail(text_id, f"stray spaces at {where}")
    elif isinstance(value, dict):
        for k, v in value.items():
            nfc_everywhere(v, text_id, f"{where}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            nfc_everywhere(v, text_id, f"{where}[{i}]")


def words(text: str) -> int:
    return len(re.findall(r"[\w’'-]+", text))


def build(name: str) -> None:
    mod = importlib.import_module(name)
    meta = dict(mod.META)
    text_id = meta["id"]
    layers = meta["layers"]
    sources = meta["sources"]
    for layer, source in layers.items():
        if source not in sources:
            fail(text_id, f"layer {layer} names undeclared source {source}")
    for sid, source in sources.items():
        if not source.get("licence", "").strip():
            fail(text_id, f"source {sid} names no licence")
    prose_layer, low, high = mod.LIMITS
    unit_titles = getattr(mod, "UNIT_TITLES", {})  # per-language unit titles, by ref (optional)
    refs: set[str] = set()
    files = []
    count = 0
    for number, section in enumerate(mod.SECTIONS, start=1):
        units = []
        for unit in section["units"]:
            ref = unit.get("ref", "")
            if not REF.match(ref) or ref in refs:
                fail(text_id, f"bad or repeated ref {ref!r}")
            refs.add(ref)
            if unit.get("kind") not in KINDS:
                fail(text_id, f"{ref}: bad kind {unit.get('kind')!r}")
            for key in ("title", prose_layer, "explanation"):
                if not unit.get(key, "").strip():
                    fail(text_id, f"{ref}: missing {key}")
            if "original" in unit:
                fail(text_id, f"{ref}: this builder ships no original")
            for layer in ("retelling", "explanation", "translation"):
                if layer in unit and layer not in layers and f"{layer}Source" not in unit:
                    fail(text_id, f"{ref}: {layer} has no source")
            n = words(unit[prose_layer])
            if not low <= n <= high:
                fail(text_id, f"{ref}: {prose_layer} has {n} words, outside {low}–{high}")
            paragraphs = unit[prose_layer].split("\n\n")
            if any(not p.strip() or "\n" in p for p in paragraphs):
                fail(text_id, f"{ref}: paragraphs must be separated by exactly one blank line")
            ordered = {k: unit[k] for k in ("ref", "kind", "title", "retelling", "explanation") if k in unit}
            if ref in unit_titles:
                ordered = {**{k: ordered[k] for k in ("ref", "kind", "title")}, "titles": unit_titles[ref],
                           **{k: v for k, v in ordered.items() if k not in ("ref", "kind", "title")}}
            units.append(ordered)
            count += 1
        body = {"number": number, "title": section["title"]}
        if section.get("titleOriginal"):
            body["titleOriginal"] = section["titleOriginal"]
        if section.get("titles"):  # the section's title in each language that has its own
            body["titles"] = section["titles"]
        body["units"] = units
        files.append((f"{number:02d}.json", body))
    if set(unit_titles) - refs:
        fail(text_id, f"UNIT_TITLES names refs no unit has: {sorted(set(unit_titles) - refs)}")
    coverage = dict(meta["coverage"])
    coverage["shipped"] = count
    if coverage["total"] < count:
        fail(text_id, "coverage.total is below the units shipped")
    meta["coverage"] = {"shipped": coverage["shipped"], "total": coverage["total"], "note": coverage["note"]}
    meta["sections"] = [f for f, _ in files]
    meta = {k: meta[k] for k in META_KEYS if k in meta}  # "titles" (per language) is optional
    nfc_everywhere(meta, text_id, "meta")
    out = TEXTS / text_id
    old_meta = out / "meta.json"
    if "titles" not in meta and old_meta.exists() and "titles" in json.loads(old_meta.read_text(encoding="utf-8")):
        fail(text_id, "meta.json has per-language titles that META lacks; copy them into META['titles'] first")
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.json"):
        if old.name != "meta.json" and old.name not in meta["sections"]:
            old.unlink()
    for fname, body in files:
        nfc_everywhere(body, text_id, fname)
        (out / fname).write_text(json.dumps(body, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (out / "meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    # Re-read what was written.
    back = json.loads((out / "meta.json").read_text(encoding="utf-8"))
    total = sum(len(json.loads((out / f).read_text(encoding="utf-8"))["units"]) for f in back["sections"])
    assert total == back["coverage"]["shipped"], "coverage mismatch after writing"
    print(f"{text_id}: {total} units in {len(files)} sections")


if __name__ == "__main__":
    for name in sys.argv[1:] or MODULES:
        build(name)
