#!/usr/bin/env python3
"""Compare the originals Sadhana keyed for its hymns with independent reference copies (test oracles).

The texts (Sri Rudram, Soundarya Lahari) are public domain in substance, but the digitisations found
are "personal use only" or carry no licence, so Sadhana keyed the originals itself and uses other
people's copies only to check them. The oracle files are never shipped or committed: save them
anywhere (e.g. /tmp/oracles) and name them on the command line.

Usage:
  verify_hymns.py sri-rudram --oracle vedamantra:/tmp/oracles/vedamantra-TS-4-5.tex \
                             --oracle vedamantra:/tmp/oracles/vedamantra-TS-4-7.tex \
                             --oracle titus:/tmp/oracles/titus-TS-4-5-and-4-7.txt
  verify_hymns.py soundarya-lahari \
      --oracle stotra-tex:/tmp/oracles/SaundaryaLahari-stotra-sangrahah.tex \
      --oracle iast-tsv:/tmp/oracles/SaundaryaLahari-seven-teams.txt \
      --refmap stotra-tex:100=-,101=-,102=-,103=100 \
      --refmap iast-tsv:94=-,95=94,96=95,97=96,98=97,99=-,100=98,101=99,102=-,103=100

Several files may share an oracle name ("NAME=FORMAT:PATH"; without NAME the format is the name):
their units are merged. Oracle formats:
  vedamantra   stotrasamhita/vedamantra-book kandas/TaittiriyaSamhita-4-N.tex (accented Devanagari
               TeX, units marked %4.5.<anuvaka>.<part>)
  titus        TITUS Taittiriya-Samhita (Weber's edition, transliterated; |bTS4, |c<prapathaka>,
               <anuvaka>,<part>), converted to Devanagari here
  stotra-tex   stotrasamhita/stotra-sangrahah \\fourlineindentedshloka TeX (verse number in the
               %N comment or the {N} after the fourth quarter)
  ts-sanskrit  a file of "<number>\\t<Devanagari verse>" lines ("\\n" between lines)
  iast-tsv     a file of "<number>\\t<verse>" lines in the vignanam-style IAST (śh, ṣh, ch, ṛi, ṁ),
               converted to Devanagari here
--refmap NAME:103=100,100=- renumbers an oracle's units (an oracle that counts 103 verses).

Normalisation before comparing (both sides): NFC; the Vedic anusvara signs ꣳ ꣴ and candrabindu as
anusvara; a nasal consonant with virama before a consonant, and a final म्, as anusvara (editions
differ only in spelling there); the Taittiriya spelling थ्स as त्स, and ळ as ल; a visarga written as the following sibilant (स्स = ःस) or before च as श्;
a word-final consonant written apart from the next word's vowel (म् अ = म) or, at a line end, द् for
त्; then letters only: spaces,
dandas, digits, avagraha, ZWJ/ZWNJ, punctuation and the svara marks U+0951–U+0954, U+1CD0–U+1CFF,
U+A8E0–U+A8FF are dropped.

Prints every unit where our text differs from an oracle, and every unit where the oracles disagree
among themselves. A difference listed in VARIANTS below is printed as a documented variant reading
(kept on purpose); anything else is marked "CHECK". Exit status 1 if any CHECK remains.
"""
from __future__ import annotations

import argparse
import difflib
import json
import re
import sys
import unicodedata
from collections import OrderedDict
from pathlib import Path

TEXTS = Path(__file__).resolve().parents[2] / "Sources/Scripture/Texts"

# ---------------------------------------------------------------------------------------------
# Documented variant readings: (ref, our reading, oracle name or "*", oracle reading, note).
# Readings are compared after normalisation; a difference is "documented" when the differing
# stretch of ours contains `ours` and the oracle's contains `theirs`.
SLIP = "a slip in that oracle; the other oracle has our reading"
MAKUTA = "makuṭa / mukuṭa (crown), the same word; the other oracle has ours"
TITUS_SPELLING = "TITUS/Weber spelling or digitisation slip; the southern chanting text has ours"
VARIANTS: dict[str, list[tuple[str, str, str, str, str]]] = {
    "sri-rudram": [
        ("*", "मीढु", "titus", "मीडु", "TITUS writes ḍ for the intervocalic ḍh (ळ्ह) of mīḍhuṣ-"),
        ("namakam-1", "परिब्भुज", "titus", "परिभुज", "the Taittiriya chanting tradition doubles bh (pari bbhuja)"),
        ("namakam-3", "इषुधिम", "titus", "एषुधिम", TITUS_SPELLING),
        ("namakam-3", "नक्तं", "titus", "ञक्तं", TITUS_SPELLING),
        ("namakam-7", "चाहनंयाय", "titus", "चाहनव्याय", "Weber reads āhanavya; the chanting text āhananya"),
        ("namakam-8", "चावार्याय", "titus", "चावार्त्याय", "Weber reads avārtya; the chanting text avārya"),
        ("namakam-8", "चालाद्याय", "titus", "चालाट्याय", "Weber reads ālāṭya; the chanting text ālādya"),
        ("namakam-9", "निवेष्प्याय", "titus", "निवेष्य्याय", "Weber reads niveṣyya; the chanting text niveṣpya"),
        ("namakam-10", "धाबाहु", "titus", "धाःबाहु", TITUS_SPELLING),
        ("namakam-11", "प्रतीचीर्", "titus", "प्रातीचीर्", TITUS_SPELLING),
        ("chamakam-1", "पानश्चमे", "*", "पानःचमे", "both oracles print the pausa form (apānaḥ) where their "
         "section (pañcāśat) breaks; the running text has apānaś ca"),
        ("chamakam-2", "भामश्च", "titus", "भामस्च", TITUS_SPELLING),
        ("chamakam-4", "सपीति", "titus", "शपीति", TITUS_SPELLING),
        ("chamakam-5", "कृष्टपच्", "titus", "क्षिष्टपच्", TITUS_SPELLING),
        ("chamakam-7", "माहेंद्र", "titus", "महेंद्र", TITUS_SPELLING),
        ("chamakam-8", "पचता", "titus", "पचंता", "Weber reads pacanta; the chanting text pacata"),
        ("chamakam-10", "तांव्य", "vedamantra", "ताव्व्य", "vedamantra-book spells the "
         "sandhi as pronounced (kalpatāv vyān̐o); same words"),
        ("chamakam-10", "व्यानो", "vedamantra", "व्व्यांनो", "vedamantra-book spells the "
         "sandhi as pronounced (kalpatāv vyān̐o); same words"),
        ("chamakam-11", "त्रिंशच्च", "titus", "त्रिंश्च्च", TITUS_SPELLING),
    ],
    "soundarya-lahari": [
        ("2", "वहत्येनं", "stotra-tex", "बहत्येनं", SLIP),
        ("3", "भवती", "iast-tsv", "भवति", "the usual reading is bhavatī (you are)"),
        ("6", "तथाप्ये", "iast-tsv", "थताप्ये", SLIP),
        ("7", "दास्तां", "iast-tsv", "दास्थां", SLIP),
        ("9", "भित्त्वा", "stotra-tex", "भित्वा", "spelling (bhittvā, the correct form)"),
        ("15", "मकुटां", "stotra-tex", "मुकुटां", MAKUTA),
        ("15", "घुटिका", "iast-tsv", "घटिका", "ghuṭikā / ghaṭikā (a rosary bead), both read"),
        ("15", "फणितयः", "stotra-tex", "कणितयः", SLIP),
        ("20", "सुधाधारसिरया", "stotra-tex", "सुधासारसिरया", "sudhādhāra- (the other oracle) / sudhāsāra-, both read"),
        ("22", "मकुट", "stotra-tex", "मुकुट", MAKUTA),
        ("23", "मकुटं", "stotra-tex", "मुकुटं", MAKUTA),
        ("24", "कुर्वंनेतत्", "iast-tsv", "कुर्वनेतत्", SLIP),
        ("26", "दृशा", "stotra-tex", "दृशां", "sammīlitadṛśā (the other oracle) / -dṛśām, both read"),
        ("29", "जंभारिमकुटं", "iast-tsv", "जंभारिमुकुटं", MAKUTA),
        ("30", "त्वामहमिति", "stotra-tex", "त्वामिति", "the stotra-sangrahah line drops aham and is short of the metre"),
        ("33", "गुणनिबद्ध", "iast-tsv", "गुननिबद्ध", SLIP),
        ("36", "भुवने", "stotra-tex", "भवने", "bhāloka-bhuvane (the other oracle) / -bhavane, both read"),
        ("37", "यांत्याः", "stotra-tex", "यांत्या", "yāntyāḥ (the other oracle) / yāntyā, both read"),
        ("37", "सरणेः", "*", "सरणिं", "saraṇeḥ / saraṇim / saraṇe, all three read; ours as in the commentaries"),
        ("37", "सरणेः", "iast-tsv", "सरणे", "saraṇeḥ / saraṇim / saraṇe, all three read; ours as in the commentaries"),
        ("39", "यादृष्टिः", "stotra-tex", "यद्दृष्टिः", "yā dṛṣṭiḥ (the other oracle) / yad dṛṣṭiḥ, both read"),
        ("40", "तटित्त्व", "iast-tsv", "तडित्त्व", "taṭit / taḍit, the same word"),
        ("41", "लास्यपरया", "iast-tsv", "लस्यपरया", SLIP),
        ("42", "नीडेयच्छायाच्छुरण", "iast-tsv", "नीडेयःछायाःछुरण", SLIP),
        ("43", "निकुरुंबं", "stotra-tex", "निकुरंबं", "nikurumba / nikuramba, the same word"),
        ("43", "स्निग्धश्लक्ष्णं", "iast-tsv", "स्निग्धःलक्ष्णं", SLIP),
        ("44", "बृंदै", "iast-tsv", "वृंदै", "bṛnda / vṛnda, the same word"),
        ("48", "नायकतया", "iast-tsv", "नयकतया", SLIP),
        ("50", "तरलौ", "iast-tsv", "तरलाउ", SLIP),
        ("51", "जननिदृष्टिः", "iast-tsv", "जननीदृष्टिः", SLIP),
        ("58", "विलसन्अपांग", "iast-tsv", "विलसंनपांग", "the line-end sandhi (vilasann apāṅga) written across the line break"),
        ("61", "यत्तासां", "stotra-tex", "यस्तासां", "yat tāsām (the other oracle) / yas tāsām, both read"),
        ("61", "वहत्यंतर्", "iast-tsv", "वहंनंतर्", "vahaty antar (the other oracle) / vahann antar, both read"),
        ("61", "शिशिरकर", "iast-tsv", "शिशिरतर", "śiśirakara (the other oracle) / śiśiratara, both read"),
        ("62", "तद्बिंब", "stotra-tex", "त्वद्बिंब", "tad-bimba (the other oracle) / tvad-bimba, both read"),
        ("63", "मंलरुचयः", "stotra-tex", "मांलरुचयः", "amla- / āmla- (sour), the same word"),
        ("66", "पशुपतेः", "iast-tsv", "पुररिपोः", "paśupateḥ (the other oracle) / puraripoḥ, both read"),
        ("66", "साधुवचने", "iast-tsv", "सधुवचने", SLIP),
        ("67", "चिबुक", "stotra-tex", "चुबुक", "cibuka / cubuka (chin), the same word"),
        ("68", "कालागुरु", "stotra-tex", "कालागरु", "aguru / agaru (aloe wood), the same word"),
        ("71", "रसचणं", "iast-tsv", "रसछणं", SLIP),
        ("72", "झडिति", "stotra-tex", "झटिति", "jhaḍiti / jhaṭiti (at once), the same word"),
        ("75", "सारस्वतमिव", "stotra-tex", "सारस्वतइव", "sārasvatam iva (the other oracle) / sārasvata iva, both read"),
        ("77", "यद्भाति", "stotra-tex", "तद्भाति", "yad bhāti (the other oracle) / tad bhāti, both read"),
        ("78", "कलावालं", "stotra-tex", "निजावालं", "kalāvālam (the other oracle) / nijāvālam, both read"),
        ("81", "निजात्नितंबा", "iast-tsv", "निजांनितंबा", "the line-end sandhi (nijān nitambāt) written across the line break"),
        ("82", "भवती", "stotra-tex", "भवति", "bhavatī (you, the other oracle) / bhavati, both read"),
        ("83", "मकुट", "stotra-tex", "मुकुट", MAKUTA),
        ("87", "निद्राणं", "stotra-tex", "निद्राणां", "nidrāṇam (the other oracle) / nidrāṇām, both read"),
        ("91", "रणितच्छ", "iast-tsv", "रणितश्छ", SLIP),
    ],
}

SVARA = re.compile("[\u0951-\u0954\u1cd0-\u1cff\ua8e0-\ua8ff]")
CONSONANT = "[\u0915-\u0939\u0958-\u095f]"
VOWEL_SIGN = {"अ": "", "आ": "ा", "इ": "ि", "ई": "ी", "उ": "ु", "ऊ": "ू", "ऋ": "ृ", "ए": "े", "ऐ": "ै",
              "ओ": "ो", "औ": "ौ"}
NASAL_VIRAMA = re.compile("[ङञणनम]\u094d(?=" + CONSONANT + ")")


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFC", text)
    text = text.replace("\ua8f3", "\u0902").replace("\ua8f4", "\u0902").replace("\u0901", "\u0902")
    text = SVARA.sub("", text)
    text = re.sub("द\u094d(?=[\\s।॥]*(?:\\n|$))", "त\u094d", text)  # pausa spelling at a line end
    text = text.replace("\u200c", "").replace("\u200d", "")
    # letters only: keep Devanagari letters, vowel signs, virama, anusvara, visarga, nukta
    kept = []
    for ch in text:
        cat = unicodedata.category(ch)
        if "\u0900" <= ch <= "\u097f" and (cat.startswith("L") or cat.startswith("M")):
            if ch in "\u093d":  # avagraha
                continue
            kept.append(ch)
    s = "".join(kept)
    s = s.replace("थ्स", "त्स").replace("ळ", "ल")
    s = re.sub("([शषस])\u094d\\1", "ः\\1", s)  # प्रणामस्संवेशः = प्रणामः संवेशः
    s = re.sub("\u094d([अआइईउऊऋएऐओऔ])", lambda m: VOWEL_SIGN[m.group(1)], s)  # मम् अ = मम
    s = re.sub("ः(?=[चछ])", "श\u094d", s)  # visarga before c/ch is written श्
    s = NASAL_VIRAMA.sub("\u0902", s)
    s = re.sub("म\u094d$", "\u0902", s)
    return s


# ---------------------------------------------------------------------------------------------
# Our files


def load_ours(text_id: str) -> "OrderedDict[str, str]":
    meta = json.loads((TEXTS / text_id / "meta.json").read_text(encoding="utf-8"))
    units: OrderedDict[str, str] = OrderedDict()
    for name in meta["sections"]:
        section = json.loads((TEXTS / text_id / name).read_text(encoding="utf-8"))
        for unit in section["units"]:
            units[unit["ref"]] = unit.get("original", "")
    return units


# ---------------------------------------------------------------------------------------------
# Oracle readers. Each returns {ref: text}.

RUDRAM_PRAPATHAKA = {"5": "namakam", "7": "chamakam"}


def read_vedamantra(path: Path, text_id: str) -> dict[str, str]:
    units: dict[str, list[str]] = {}
    current = None
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"%4\.(\d+)\.(\d+)\.(\d+)", line)
        if m:
            prap, anu, part = m.groups()
            current = None
            if prap in RUDRAM_PRAPATHAKA and part != "0" and int(anu) <= 11:
                current = f"{RUDRAM_PRAPATHAKA[prap]}-{int(anu)}"
            continue
        if current is None or not line.strip() or line.lstrip().startswith(("{\\", "\\", "%")):
            continue
        line = line.split("%")[0]
        line = re.sub(r"~\([^)]*\)", "", line)
        line = line.replace("\\-", "").replace("\\mbox{}", "").replace("\\ip", "")
        line = re.sub(r"\\[a-zA-Z]+", "", line)
        units.setdefault(current, []).append(line)
    return {ref: "\n".join(lines) for ref, lines in units.items()}


# TITUS transliteration (Wordcruncher): '/' before a vowel or \ marks accent; '/S' is ś, 'S' is ṣ;
# '.r' ṛ, '.l' ḷ, '.N' ṅ, '~N' ñ, 'M' and '~M' anusvara, 'H' visarga, 'ch' stands for cch.
T_VOWELS = {
    "a": ("अ", ""), "A": ("आ", "ा"), "i": ("इ", "ि"), "I": ("ई", "ी"), "u": ("उ", "ु"),
    "U": ("ऊ", "ू"), "R": ("ऋ", "ृ"), "L": ("ऌ", "ॢ"), "e": ("ए", "े"), "ai": ("ऐ", "ै"),
    "o": ("ओ", "ो"), "au": ("औ", "ौ"),
}
T_CONS = {
    "kh": "ख", "gh": "घ", "ch": "च्छ", "jh": "झ", "Th": "ठ", "Dh": "ढ", "th": "थ", "dh": "ध",
    "ph": "फ", "bh": "भ", "k": "क", "g": "ग", "Ṅ": "ङ", "c": "च", "j": "ज", "Ñ": "ञ",
    "T": "ट", "D": "ड", "N": "ण", "t": "त", "d": "द", "n": "न", "p": "प", "b": "ब", "m": "म",
    "y": "य", "r": "र", "l": "ल", "v": "व", "Ś": "श", "S": "ष", "s": "स", "h": "ह",
}


def titus_to_devanagari(line: str) -> str:
    s = line.replace("\\", "").replace("'", "").replace("#", "")
    s = s.replace("~M", "M").replace(".N", "Ṅ").replace("~N", "Ñ").replace("/S", "Ś")
    s = s.replace(".r", "R").replace("/r", "R").replace(".l", "L").replace("/l", "L")
    s = re.sub(r"/(?=[aAiIuUeo])", "", s)
    s = s.replace("/", " । ")
    out: list[str] = []
    i = 0
    prev_cons = False  # the last output was a consonant still carrying its inherent a
    word_start = True
    while i < len(s):
        ch = s[i]
        if ch in " \t":
            j = i
            while j < len(s) and s[j] in " \t":
                j += 1
            if prev_cons and j < len(s) and (s[j] in T_VOWELS or s[j] in "R"):
                i = j  # samhita: a final consonant joins the next word's vowel
                continue
            if prev_cons:
                out.append("\u094d")
            prev_cons = False
            word_start = True
            out.append(" ")
            i += 1
            continue
        if ch == "।":
            out.append("।")
            i += 1
            continue
        two = s[i:i + 2]
        if two in ("ai", "au") or ch in T_VOWELS:
            key = two if two in ("ai", "au") else ch
            full, sign = T_VOWELS[key]
            if prev_cons:
                out.append(sign)
            else:
                out.append(full)
            prev_cons = False
            word_start = False
            i += len(key)
            continue
        if ch == "M":
            if prev_cons:
                prev_cons = False
            out.append("ं")
            i += 1
            continue
        if ch == "H":
            prev_cons = False
            out.append("ः")
            i += 1
            continue
        cons = None
        for length in (2, 1):
            piece = s[i:i + length]
            if piece in T_CONS:
                cons = piece
                break
        if cons is None:
            i += 1
            continue
        letter = T_CONS[cons]
        if cons == "ch" and word_start:
            letter = "छ"
        if prev_cons:
            out.append("\u094d")
        out.append(letter)
        prev_cons = True
        word_start = False
        i += len(cons)
    if prev_cons:
        out.append("\u094d")
    return "".join(out)


def read_titus(path: Path, text_id: str) -> dict[str, str]:
    units: dict[str, list[str]] = {}
    book = None
    current = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("|bTS"):
            book = line[4:].strip()
            current = None
            continue
        m = re.match(r"\|c(\d+),(\d+),(\d+)", line)
        if m:
            prap, anu, _ = m.groups()
            if current in units:  # a section break is not a pause: the text runs on
                body, _ = units[current][-1]
                units[current][-1] = (body, True)
            current = None
            if book == "4" and prap in RUDRAM_PRAPATHAKA and int(anu) <= 11:
                current = f"{RUDRAM_PRAPATHAKA[prap]}-{int(anu)}"
            continue
        if current is None:
            continue
        m = re.match(r"\|p\d+\s*(\{[^}]*\})?\s*(.*)$", line)
        if not m:
            continue
        body = re.sub(r"\{[^}]*\}", "", m.group(2)).rstrip()
        runs_on = not body.endswith("/")  # '/' and '//' end a half-verse or verse (a pause)
        body = re.sub(r"[\\/\s]+$", "", body).strip()
        units.setdefault(current, []).append((body, runs_on))
    return {ref: titus_to_devanagari(titus_join(lines)) for ref, lines in units.items()}


VOICED = re.compile(r"^/?(?:[gjdbnmyrlvhDN]|~N|\.N)")
VOWEL = re.compile(r"^/?(?:[aAiIuUeo]|\.r)")


def titus_join(lines: list[tuple[str, bool]]) -> str:
    """TITUS prints each formula of the prose anuvakas on its own line in pausa form (…n/amas,
    …me); rejoin those with the external sandhi the continuous Samhita text has, so that they compare
    with a running text. Lines that end a verse or half-verse ('/', '//') stay in pausa."""
    out = ""
    runs_on = False
    for line, next_runs_on in lines:
        if not out or not runs_on:
            out = (out + " // " + line) if out else line
            runs_on = next_runs_on
            continue
        runs_on = next_runs_on
        nxt = line
        voiced, vowel = bool(VOICED.match(nxt)), bool(VOWEL.match(nxt))
        starts_a = re.match(r"^/?a(?![iu])", nxt) is not None
        m = re.search(r"(/?)(a|A|[iIuUeo]|ai|au)(H|s)$", out)
        if m and (voiced or vowel):
            stem = out[:m.start()]
            acc, v = m.group(1), m.group(2)
            if v == "a" and (voiced or starts_a):
                out = stem + acc + "o"
                if starts_a:
                    nxt = re.sub(r"^/?a", "", nxt, count=1)
            elif v in ("a", "A"):
                out = stem + acc + v
            else:
                out = stem + acc + v + "r"
        elif m and re.match(r"^(?:c|ch)", nxt):
            out = out[:m.end(2)] + "/S"
        elif re.search(r"(?<![aAiIuUeo])[aiu]n$", out) and vowel:
            out = out + "n"
        elif re.search(r"[eo]$", out) and starts_a:
            nxt = re.sub(r"^/?a", "", nxt, count=1)
        elif re.search(r"e$", out) and vowel:
            out = out[:-1] + "a"
        out = out + " " + nxt
    return out


DEV_DIGITS = str.maketrans("०१२३४५६७८९", "0123456789")


def read_stotra_tex(path: Path, text_id: str) -> dict[str, str]:
    units: dict[str, str] = {}
    quarters: list[str] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.lstrip("%").strip()
        m = re.match(r"^\{(.*?)\}(?:\{([०-९0-9]+)\})?(?:%\s*([0-9]+))?\s*$", line)
        if not m or "\\" in m.group(1) or "॥" in m.group(1):
            continue
        quarters.append(m.group(1))
        number = m.group(2) or m.group(3)
        if number and len(quarters) >= 4:
            units[str(int(number.translate(DEV_DIGITS)))] = "\n".join(quarters[-4:])
            quarters = []
    return units


def read_ts_sanskrit(path: Path, text_id: str) -> dict[str, str]:
    units: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if "\t" not in line:
            continue
        number, text = line.split("\t", 1)
        units[number.strip()] = text.replace("\\n", "\n")
    return units


# The "Hindi-friendly" IAST of vignanam.org and its copies: śh ṣh ch chh ṛi ṁ, words of a compound
# split by spaces, hyphens and apostrophes (for elided sandhi). Converted to Devanagari here.
IAST_VOWELS = [("ai", "ऐ", "ै"), ("au", "औ", "ौ"), ("ṛi", "ऋ", "ृ"), ("ṝ", "ॠ", "ॄ"), ("ṛ", "ऋ", "ृ"),
               ("ā", "आ", "ा"), ("a", "अ", ""), ("ī", "ई", "ी"), ("i", "इ", "ि"), ("ū", "ऊ", "ू"),
               ("u", "उ", "ु"), ("e", "ए", "े"), ("o", "ओ", "ो")]
IAST_CONS = [("chh", "छ"), ("kh", "ख"), ("gh", "घ"), ("ch", "च"), ("jh", "झ"), ("ṭh", "ठ"), ("ḍh", "ढ"),
             ("th", "थ"), ("dh", "ध"), ("ph", "फ"), ("bh", "भ"), ("śh", "श"), ("ṣh", "ष"), ("gñy", "ज्ञ"), ("gñ", "ज्ञ"),
             ("jñ", "ज्ञ"), ("k", "क"), ("g", "ग"), ("ṅ", "ङ"), ("c", "च"), ("j", "ज"), ("ñ", "ञ"),
             ("ṭ", "ट"), ("ḍ", "ड"), ("ṇ", "ण"), ("t", "त"), ("d", "द"), ("n", "न"), ("p", "प"),
             ("b", "ब"), ("m", "म"), ("y", "य"), ("r", "र"), ("l", "ल"), ("ḷ", "ळ"), ("v", "व"),
             ("ś", "श"), ("ṣ", "ष"), ("s", "स"), ("h", "ह")]


def iast_to_devanagari(text: str) -> str:
    lines = []
    for line in text.split("\n"):
        s = unicodedata.normalize("NFC", line.lower())
        s = re.sub("[\u2018\u2019'\\-]", "", s)
        s = re.sub(r"\s+", " ", s).strip()
        s = re.sub(r"(?<=[aāiīuūeo])(?:r|s|śh)$", "ḥ", s)  # sandhi written across the line break
        out: list[str] = []
        prev_cons = False
        i = 0
        while i < len(s):
            if s[i] == " ":
                j = i + 1
                if prev_cons and any(s.startswith(v, j) for v, _, _ in IAST_VOWELS):
                    i = j  # a final consonant joins the next word's vowel
                    continue
                if prev_cons:
                    out.append("\u094d")
                prev_cons = False
                out.append(" ")
                i += 1
                continue
            if s[i] in "ṁṃ":
                out.append("ं"); prev_cons = False; i += 1; continue
            if s[i] == "ḥ":
                out.append("ः"); prev_cons = False; i += 1; continue
            for v, full, sign in IAST_VOWELS:
                if s.startswith(v, i):
                    out.append(sign if prev_cons else full)
                    prev_cons = False
                    i += len(v)
                    break
            else:
                for c, letter in IAST_CONS:
                    if s.startswith(c, i):
                        if prev_cons:
                            out.append("\u094d")
                        out.append(letter)
                        prev_cons = True
                        i += len(c)
                        break
                else:
                    i += 1
        if prev_cons:
            out.append("\u094d")
        lines.append("".join(out))
    return "\n".join(lines)


def read_iast_tsv(path: Path, text_id: str) -> dict[str, str]:
    units: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if "\t" not in line or line.startswith("#"):
            continue
        number, text = line.split("\t", 1)
        units[number.strip()] = iast_to_devanagari(text.replace("\\n", "\n"))
    return units


READERS = {
    "iast-tsv": read_iast_tsv,
    "vedamantra": read_vedamantra,
    "titus": read_titus,
    "stotra-tex": read_stotra_tex,
    "ts-sanskrit": read_ts_sanskrit,
}

# ---------------------------------------------------------------------------------------------


def segments(a: str, b: str) -> list[tuple[str, str, str, str]]:
    """Differing stretches of a and b: (wide context of a, of b, short context of a, of b)."""
    out = []
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        ctx_a = a[max(0, i1 - 6):i2 + 6]
        ctx_b = b[max(0, j1 - 6):j2 + 6]
        out.append((a[max(0, i1 - 20):i2 + 20], b[max(0, j1 - 20):j2 + 20], ctx_a, ctx_b))
    return out


def documented(text_id: str, ref: str, oracle: str, ours: str, theirs: str) -> str | None:
    for v_ref, v_ours, v_oracle, v_theirs, note in VARIANTS.get(text_id, []):
        if v_ref not in ("*", ref) or v_oracle not in ("*", oracle):
            continue
        if normalise(v_ours) in ours and normalise(v_theirs) in theirs:
            return note
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("text_id")
    parser.add_argument("--oracle", action="append", default=[], help="[NAME=]FORMAT:PATH")
    parser.add_argument("--refmap", action="append", default=[],
                        help="NAME:theirs=ours,theirs=-,… renumber an oracle's units (- drops one)")
    args = parser.parse_args()

    ours = load_ours(args.text_id)
    oracles: OrderedDict[str, dict[str, str]] = OrderedDict()
    for spec in args.oracle:
        name, _, rest = spec.rpartition("=")
        fmt, _, path = rest.partition(":")
        name = name or fmt
        if fmt not in READERS:
            parser.error(f"unknown oracle format {fmt}")
        oracles.setdefault(name, {}).update(READERS[fmt](Path(path), args.text_id))
    for spec in args.refmap:
        name, _, pairs = spec.partition(":")
        mapping = dict(p.split("=", 1) for p in pairs.split(",") if p)
        units = oracles[name]
        oracles[name] = {mapping.get(r, r): x for r, x in units.items() if mapping.get(r, r) != "-"}
    if len(oracles) < 2:
        print("warning: fewer than two independent oracles", file=sys.stderr)

    checks = 0
    documented_count = 0
    agree = 0
    for ref, text in ours.items():
        a = normalise(text)
        lines = []
        for name, units in oracles.items():
            if ref not in units:
                lines.append(f"  {name}: (unit missing in oracle)")
                continue
            b = normalise(units[ref])
            if a == b:
                continue
            for wide_a, wide_b, ctx_a, ctx_b in segments(a, b):
                note = documented(args.text_id, ref, name, wide_a, wide_b)
                if note:
                    documented_count += 1
                    lines.append(f"  {name}: variant  ours «{ctx_a}»  oracle «{ctx_b}»  — {note}")
                else:
                    checks += 1
                    lines.append(f"  {name}: CHECK    ours «{ctx_a}»  oracle «{ctx_b}»")
        names = [n for n in oracles if ref in oracles[n]]
        for i in range(len(names)):
            for j in range(i + 1, len(names)):
                x, y = normalise(oracles[names[i]][ref]), normalise(oracles[names[j]][ref])
                if x != y:
                    for _, _, ctx_x, ctx_y in segments(x, y):
                        lines.append(f"  oracles disagree: {names[i]} «{ctx_x}»  {names[j]} «{ctx_y}»")
        if lines:
            print(f"{ref}:")
            print("\n".join(lines))
        else:
            agree += 1
    missing = [r for n in oracles for r in oracles[n] if r not in ours]
    print(f"\n{len(ours)} units; {agree} agree with every oracle; {checks} differences to check; "
          f"{documented_count} documented variant readings; oracle units we lack: {sorted(set(missing))}")
    return 1 if checks else 0


if __name__ == "__main__":
    sys.exit(main())
