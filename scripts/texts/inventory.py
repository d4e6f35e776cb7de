#!/usr/bin/env python3
"""Print, as Markdown, what ships for each sacred text: units shipped of the whole, the layers and
their sources and licences, from Sources/Scripture/Texts/*/meta.json and the section files.

Usage: inventory.py            (the table, for docs/texts.md and the README)
"""
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "Sources/Scripture/Texts"
ORDER = ["bhagavad-gita", "hanuman-chalisa", "japji-sahib", "bhagavata-purana", "vishnu-sahasranama",
         "shiva-purana", "sri-rudram", "devi-mahatmya", "soundarya-lahari", "shikshapatri", "vachanamrut",
         "sukhmani-sahib", "daily-gurbani", "tattvartha-sutra", "jain-prayers"]
LAYERS = ["original", "translation", "words", "explanation", "retelling", "commentary"]


def main() -> None:
    print("| Text | Ships | Original | Translation | Word meanings | Explanation / retelling / commentary |")
    print("|---|---|---|---|---|---|")
    for tid in ORDER:
        meta_path = ROOT / tid / "meta.json"
        if not meta_path.exists():
            print(f"| {tid} | not yet | | | | |")
            continue
        meta = json.loads(meta_path.read_text())
        units = [u for f in meta["sections"] for u in json.loads((ROOT / tid / f).read_text())["units"]]
        counts = {layer: sum(1 for u in units if u.get(layer)) for layer in LAYERS}
        def cell(layer):
            if not counts[layer]:
                return "—"
            sid = meta["layers"].get(layer) or next((u[layer + "Source"] for u in units if u.get(layer + "Source")), "")
            src = meta["sources"].get(sid, {})
            who = "Sadhana's own" if sid == "sadhana" else src.get("title", "?")
            share = "" if counts[layer] == len(units) else f" ({counts[layer]} units)"
            return f"{who}; {src.get('licence', '?')}{share}"
        cov = meta["coverage"]
        ships = f"{cov['shipped']} of {cov['total']} {meta['unit']['plural']}"
        extra = "; ".join(f"{l}: {cell(l)}" for l in ("explanation", "retelling", "commentary") if counts[l])
        print(f"| {meta['title']} | {ships} | {cell('original')} | {cell('translation')} | {cell('words')} | {extra or '—'} |")


if __name__ == "__main__":
    main()
