#!/usr/bin/env python3
"""Checks one companion module of Vachanamrut summaries on its own, without writing anything:
check_vachanamrut_more.py a|b|c. Every unit complete, refs unique and not already in vachanamrut.py,
the retelling between 40 and 300 words, the explanation one or two sentences."""
import importlib
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
part = sys.argv[1]
mod = importlib.import_module(f"vachanamrut_more_{part}")
main_refs = set(re.findall(r'D\("([a-z-]+-\d+)"', (Path(__file__).parent / "vachanamrut.py").read_text()))
seen = set()
for u in mod.UNITS:
    ref = u["ref"]
    assert re.fullmatch(r"(gadhada-i|gadhada-ii|gadhada-iii|sarangpur|kariyani|loya|panchala|vartal|amdavad)-\d+", ref), ref
    assert ref not in seen, f"{ref} twice"
    assert ref not in main_refs, f"{ref} is already in vachanamrut.py"
    seen.add(ref)
    n = len(u["retelling"].split())
    assert 40 <= n <= 300, f"{ref}: {n} words (40-300)"
    assert u["title"] and u["explanation"], ref
    assert len(u["explanation"].split()) <= 60, f"{ref}: explanation too long"
print(f"{part}: {len(mod.UNITS)} units, all well formed: {', '.join(u['ref'] for u in mod.UNITS)}")
