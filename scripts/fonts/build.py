#!/usr/bin/env python3
"""Builds the web fonts the suite serves for the Indic scripts of its languages.

Source: Debian's fonts-noto-core (Noto Sans, SIL Open Font License 1.1), Regular and Bold of the
nine scripts the Dharmic Companion writes in. Each TTF is compressed to WOFF2 unchanged (no
subsetting, so every glyph and OpenType feature the script needs stays), into
Sources/WebApp/Public/fonts/, with the licence beside them.

    sudo apt-get install fonts-noto-core
    python3 -m venv /tmp/fontvenv && /tmp/fontvenv/bin/pip install fonttools brotli
    /tmp/fontvenv/bin/python scripts/fonts/build.py
"""
import pathlib
import sys

from fontTools.ttLib import TTFont

SOURCE = pathlib.Path("/usr/share/fonts/truetype/noto")
SCRIPTS = ["Devanagari", "Bengali", "Gujarati", "Gurmukhi", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam"]
ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "Sources" / "WebApp" / "Public" / "fonts"


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for script in SCRIPTS:
        for weight in ("Regular", "Bold"):
            source = SOURCE / f"NotoSans{script}-{weight}.ttf"
            if not source.exists():
                print(f"missing {source}: install fonts-noto-core", file=sys.stderr)
                return 1
            font = TTFont(source)
            font.flavor = "woff2"
            target = OUT / f"NotoSans{script}-{weight}.woff2"
            font.save(target)
            print(f"{target.name}: {source.stat().st_size} → {target.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
