#!/usr/bin/env python3
"""Write Japji Sahib, Sukhmani Sahib and the Daily Gurbani shabads into Sources/Scripture/Texts/.

Source: ShabadOS/database (https://github.com/ShabadOS/database), snapshot d301407 (2025-01-30).
Its README marks the Gurbani and panthic texts with the Public Domain Mark. From it this script takes
only:

* the Gurmukhi of each line (`gurmukhi.SGPC`, stored there in the GurbaniAkhar ASCII font encoding),
  converted to Unicode Gurmukhi by this script's own table (below);
* the Fareedkot Teeka (`translations.Punjabi["Fareedkot Teeka"].translation`, 19th century, public
  domain), shipped as `commentary`;
* page numbers, writers and raags, for titles.

It does NOT take the English translations (Sant Singh Khalsa, Manmohan Singh), the Spanish (SikhNet), the
other Punjabi translations (Manmohan Singh, Sahib Singh) or the pronunciation notes: they are not cleared.
No ShabadOS code is used. The English is Sadhana's own, kept in scripts/texts/gurbani-notes/*.json and
merged here.

Usage: gurbani.py <path to ShabadOS/database's data/ directory>

Every converted line is checked: only Gurmukhi letters and signs, spaces, ॥ and । may appear, and each
vowel sign, nasal sign and subjoined letter must follow a letter it can sit on. The script stops on any
line that fails, or on any GurbaniAkhar character it has no rule for.
"""
import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Sources/Scripture/Texts"
NOTES = Path(__file__).resolve().parent / "gurbani-notes"
SNAPSHOT = "d301407"

# ---------------------------------------------------------------------------------------------------
# GurbaniAkhar (the AnmolLipi keyboard layout) → Unicode Gurmukhi.
# Each ASCII key stands for one glyph of the font; the table gives the Unicode it stands for and its class.

LETTER = "letter"      # a base letter (consonant or vowel carrier)
SUBJOINED = "sub"      # a letter written under the one before (virama + letter), or yakash
VOWEL = "vowel"        # a dependent vowel sign written after the letter
SIHARI = "sihari"      # ਿ, typed BEFORE its letter in the font, written after it in Unicode
NASAL = "nasal"        # tippi, bindi, addak
MARK = "mark"          # danda, digits, visarga, ik onkar
SPACE = "space"
DROP = "drop"          # vishraam (pause) marks and the font's spacing glyph: not part of the text

TABLE = {}


def _add(keys: str, unicode: str, cls: str) -> None:
    for key in keys:
        TABLE[key] = (unicode, cls)


for _key, _letter in {
    "a": "ੳ", "A": "ਅ", "e": "ੲ", "s": "ਸ", "h": "ਹ",
    "k": "ਕ", "K": "ਖ", "g": "ਗ", "G": "ਘ", "|": "ਙ",
    "c": "ਚ", "C": "ਛ", "j": "ਜ", "J": "ਝ", "\\": "ਞ",
    "t": "ਟ", "T": "ਠ", "f": "ਡ", "F": "ਢ", "x": "ਣ",
    "q": "ਤ", "Q": "ਥ", "d": "ਦ", "D": "ਧ", "n": "ਨ",
    "p": "ਪ", "P": "ਫ", "b": "ਬ", "B": "ਭ", "m": "ਮ",
    "X": "ਯ", "r": "ਰ", "l": "ਲ", "v": "ਵ", "V": "ੜ",
    "S": "ਸ਼", "^": "ਖ਼", "Z": "ਗ਼", "z": "ਜ਼", "&": "ਫ਼", "L": "ਲ਼",
    "E": "ਓ",
}.items():
    _add(_key, _letter, LETTER)

# subjoined (pairin) letters: R and ® pairin rara, H and @ pairin haha, Í pairin vava, Î pairin yayya,
# ç pairin chacha, † pairin tainka, œ pairin tatta, ˜ pairin nanna; ´ the half yayya (yakash)
for _key, _sub in {"R": "੍ਰ", "®": "੍ਰ", "H": "੍ਹ", "@": "੍ਹ", "Í": "੍ਵ", "Î": "੍ਯ",
                   "ç": "੍ਚ", "†": "੍ਟ", "œ": "੍ਤ", "˜": "੍ਨ", "´": "ੵ"}.items():
    _add(_key, _sub, SUBJOINED)

# vowel signs; ü and ¨ are the font's lowered aunkar and dulainkar (used under pairin letters)
for _key, _vowel in {"w": "ਾ", "I": "ੀ", "u": "ੁ", "ü": "ੁ", "U": "ੂ", "¨": "ੂ",
                     "y": "ੇ", "Y": "ੈ", "o": "ੋ", "O": "ੌ"}.items():
    _add(_key, _vowel, VOWEL)
_add("W", "ਾਂ", VOWEL)  # kanna with bindi, one key
_add("i", "ਿ", SIHARI)

# M and µ tippi (µ the variant placed further right), N and ˆ bindi, ~ and ` addak
for _key, _nasal in {"M": "ੰ", "µ": "ੰ", "N": "ਂ", "ˆ": "ਂ", "~": "ੱ", "`": "ੱ"}.items():
    _add(_key, _nasal, NASAL)

for _key, _mark in {"]": "॥", "[": "।", "Ú": "ਃ",
                    "0": "੦", "1": "੧", "2": "੨", "3": "੩", "4": "੪",
                    "5": "੫", "6": "੬", "7": "੭", "8": "੮", "9": "੯"}.items():
    _add(_key, _mark, MARK)
_add(" ", " ", SPACE)
_add(";.,Ø", "", DROP)

# a vowel carrier and a vowel sign written together are one letter in Unicode
INDEPENDENT = {
    "ੲਿ": "ਇ", "ੲੀ": "ਈ", "ੲੇ": "ਏ",
    "ੳੁ": "ਉ", "ੳੂ": "ਊ", "ੳੋ": "ਓ",
    "ਅਾ": "ਆ", "ਅੈ": "ਐ", "ਅੌ": "ਔ",
}


class ConversionError(ValueError):
    pass


def to_unicode(ascii_text: str) -> str:
    """One line of GurbaniAkhar ASCII → NFC Unicode Gurmukhi, vishraams dropped, spaces normalised."""
    text = ascii_text.replace("<>", "ੴ")
    tokens = []  # (unicode, class)
    for char in text:
        if char == "ੴ":
            tokens.append(("ੴ", MARK))
            continue
        if char not in TABLE:
            raise ConversionError(f"no rule for {char!r} in {ascii_text!r}")
        unicode, cls = TABLE[char]
        if cls != DROP:
            tokens.append((unicode, cls))

    # sihari: typed before its letter; in Unicode it follows the letter and any letter subjoined to it
    out = []
    i = 0
    while i < len(tokens):
        unicode, cls = tokens[i]
        if cls == SIHARI:
            j = i + 1
            if j >= len(tokens) or tokens[j][1] != LETTER:
                raise ConversionError(f"sihari not before a letter in {ascii_text!r}")
            out.append(tokens[j])
            j += 1
            while j < len(tokens) and tokens[j][1] == SUBJOINED:
                out.append(tokens[j])
                j += 1
            out.append(("ਿ", VOWEL))
            i = j
            continue
        out.append((unicode, cls))
        i += 1

    # the signs on one letter, in Unicode order: subjoined letters, then vowel signs, then nasal signs
    # (the font lets a few be typed in another order, e.g. cInY@ for ਚੀਨ੍ਹੈ)
    rank = {SUBJOINED: 0, VOWEL: 1, NASAL: 2}
    k = 0
    while k < len(out):
        if out[k][1] in rank:
            end = k
            while end < len(out) and out[end][1] in rank:
                end += 1
            out[k:end] = sorted(out[k:end], key=lambda token: rank[token[1]])
            k = end
        else:
            k += 1

    joined = "".join(u for u, _ in out)
    for pair, letter in INDEPENDENT.items():
        joined = joined.replace(pair, letter)
    joined = re.sub(r" +", " ", joined).strip()
    return unicodedata.normalize("NFC", joined)


# Unicode checks -------------------------------------------------------------------------------------

CONSONANTS = set("ਕਖਗਘਙਚਛਜਝਞਟਠਡਢਣਤਥਦਧਨਪਫਬਭਮਯਰਲਵੜਸਹ")  # nukta letters are these plus ਼ (NFC keeps them apart)
CARRIERS = set("ੳਅੲ")
INDEPENDENT_VOWELS = set("ਆਇਈਉਊਏਐਓਔ")
VOWEL_SIGNS = set("ਾਿੀੁੂੇੈੋੌ")
NASALS = set("ੰਂੱ")
ALLOWED = CONSONANTS | CARRIERS | INDEPENDENT_VOWELS | VOWEL_SIGNS | NASALS | set("੍ੵ਼ਃੴ ॥।੦੧੨੩੪੫੬੭੮੯")


def check_line(line: str) -> list[str]:
    """Problems with one Unicode line; empty when it is well-formed Gurmukhi."""
    problems = []
    if unicodedata.normalize("NFC", line) != line:
        problems.append("not NFC")
    for ch in line:
        if ch not in ALLOWED:
            problems.append(f"character {ch!r} U+{ord(ch):04X} outside the allowed set")
    decomposed = unicodedata.normalize("NFD", line)
    prev = " "
    for k, ch in enumerate(decomposed):
        if ch == "੍":
            if prev not in CONSONANTS or k + 1 >= len(decomposed) or decomposed[k + 1] not in CONSONANTS:
                problems.append(f"virama not between two letters at {k}")
        elif ch in VOWEL_SIGNS:
            # the Granth writes a few letters with two vowel signs (ਤੁੋਹੀ, ਸਫਲਿਓੁ, ਮਿਲੵਿੋ): allowed
            if not (prev in CONSONANTS or prev in "ੵ਼" or prev in CARRIERS or prev in VOWEL_SIGNS
                    or (prev == "ਓ" and ch == "ੁ")):
                problems.append(f"vowel sign {ch} after {prev!r} at {k}")
        elif ch in NASALS:
            if not (prev in CONSONANTS or prev in VOWEL_SIGNS or prev in CARRIERS
                    or prev in INDEPENDENT_VOWELS or prev in "ੵ਼"):
                problems.append(f"nasal sign {ch} after {prev!r} at {k}")
        elif ch == "ੵ":
            if prev not in CONSONANTS:
                problems.append(f"yakash after {prev!r} at {k}")
        elif ch == "ਃ":
            if prev not in CONSONANTS and prev not in VOWEL_SIGNS:
                problems.append(f"visarga after {prev!r} at {k}")
        # the letter after a virama is part of the cluster: keep it as `prev`
        prev = ch
    return problems


# ShabadOS data --------------------------------------------------------------------------------------

class Line:
    __slots__ = ("id", "page", "type", "ascii", "text", "teeka", "shabad", "writer", "raag")

    def __getstate__(self):
        return {k: getattr(self, k) for k in self.__slots__}

    def __setstate__(self, state):
        for k, v in state.items():
            setattr(self, k, v)

    def __init__(self, raw: dict, shabad: dict):
        self.id = raw["id"]
        self.page = raw["source_page"]
        self.type = raw["type"]
        self.ascii = raw["gurmukhi"]["SGPC"]
        try:
            self.text = to_unicode(self.ascii)
        except ConversionError as error:  # stops the run only if the line is one we ship (check_all)
            self.text = f"!{error}"
        teeka = raw["translations"].get("Punjabi", {}).get("Fareedkot Teeka", {}).get("translation") or ""
        self.teeka = re.sub(r"\s+", " ", unicodedata.normalize("NFC", teeka)).strip()
        self.shabad = shabad["id"]
        self.writer = shabad["writer"]
        self.raag = shabad["section"]


def load_sggs(data: Path) -> list[Line]:
    lines = []
    for path in sorted((data / "Sri Guru Granth Sahib Ji").glob("*.json")):
        for shabad in json.loads(path.read_text()):
            for raw in shabad["lines"]:
                lines.append(Line(raw, shabad))
    return lines


def bani_range(data: Path, lines: list[Line], name: str) -> list[Line]:
    banis = {b["name_english"]: b for b in json.loads((data / "banis.json").read_text())}
    index = {line.id: k for k, line in enumerate(lines)}
    out = []
    for span in banis[name]["lines"]:
        out.extend(lines[index[span["start_line"]]: index[span["end_line"]] + 1])
    return out


# building units -------------------------------------------------------------------------------------

def teeka_of(lines: list[Line]) -> str:
    parts = []
    for line in lines:
        if line.teeka and (not parts or parts[-1] != line.teeka):
            parts.append(line.teeka)
    return "\n".join(parts)


def make_unit(ref: str, kind: str, lines: list[Line], notes: dict) -> dict:
    unit = {"ref": ref, "kind": kind}
    note = notes.get(ref, {})
    if "title" in note:
        unit["title"] = note["title"]
    unit["original"] = "\n".join(line.text for line in lines)
    for key in ("translation", "words", "explanation"):
        if note.get(key):
            unit[key] = note[key]
    for key, value in note.items():
        if key.endswith("Source"):
            unit[key] = value
    commentary = teeka_of(lines)
    if commentary:
        unit["commentary"] = commentary
        unit["commentarySource"] = "fareedkot-teeka"
    return unit


NUMBERED = re.compile(r"॥([੦-੯]+)॥(?:([੦-੯]+)॥)?$")


def gurmukhi_number(text: str) -> int:
    return int("".join(str("੦੧੨੩੪੫੬੭੮੯".index(ch)) for ch in text))


def japji_units(bani: list[Line], notes: dict) -> list[dict]:
    # Mool Mantar; ॥ ਜਪੁ ॥ and the opening salok (…॥੧॥); 38 pauris (each ends ॥N॥); the closing salok
    assert bani[0].type == "Manglacharan" and bani[0].text.startswith("ੴ")
    units = [make_unit("mool-mantar", "mantra", bani[:1], notes)]
    k = 1
    salok = []
    while True:
        salok.append(bani[k])
        k += 1
        if NUMBERED.search(salok[-1].text):
            break
    units.append(make_unit("salok-1", "salok", salok, notes))
    for number in range(1, 39):
        pauri = []
        while True:
            pauri.append(bani[k])
            k += 1
            match = NUMBERED.search(pauri[-1].text)
            if match:
                assert gurmukhi_number(match.group(1)) == number, (number, pauri[-1].text)
                break
        units.append(make_unit(f"pauri-{number}", "pauri", pauri, notes))
    closing = bani[k:]
    assert closing[0].text == "ਸਲੋਕੁ ॥" and closing[-1].text.endswith("॥੧॥"), closing[0].text
    units.append(make_unit("salok-2", "salok", closing, notes))
    return units


def sukhmani_units(bani: list[Line], notes: dict) -> list[dict]:
    # each ashtpadi: ਸਲੋਕੁ ॥, its salok (…॥੧॥), ਅਸਟਪਦੀ ॥, eight pauris, the last ending ॥੮॥N॥.
    # The heading ਗਉੜੀ ਸੁਖਮਨੀ ਮਃ ੫ ॥ and ੴ ਸਤਿਗੁਰ ਪ੍ਰਸਾਦਿ ॥ stand inside the first one's salok.
    units = []
    current = []
    number = 0
    for line in bani:
        current.append(line)
        match = NUMBERED.search(line.text)
        if match and match.group(2):
            number += 1
            assert gurmukhi_number(match.group(1)) == 8 and gurmukhi_number(match.group(2)) == number
            units.append(make_unit(f"ashtpadi-{number}", "ashtpadi", current, notes))
            units[-1] = {"ref": units[-1]["ref"], "kind": "ashtpadi", "title": f"Ashtpadi {number}",
                         **{k: v for k, v in units[-1].items() if k not in ("ref", "kind", "title")}}
            current = []
    assert number == 24 and not current, (number, [l.text for l in current])
    return units


WRITERS = {
    "Guru Nanak Dev Ji": "Guru Nanak", "Guru Angad Dev Ji": "Guru Angad", "Guru Amar Das Ji": "Guru Amar Das",
    "Guru Ram Das Ji": "Guru Ram Das", "Guru Ramdas Ji": "Guru Ram Das", "Guru Amardas Ji": "Guru Amar Das", "Guru Arjan Dev Ji": "Guru Arjan", "Guru Tegh Bahadur Ji": "Guru Tegh Bahadur",
    "Bhagat Kabir Ji": "Bhagat Kabir", "Bhagat Ravidas Ji": "Bhagat Ravidas", "Bhagat Namdev Ji": "Bhagat Namdev",
    "Bhagat Sain Ji": "Bhagat Sain", "Bhagat Dhanna Ji": "Bhagat Dhanna", "Sheikh Fareed Ji": "Sheikh Farid", "Sheikh Farid Ji": "Sheikh Farid",
    "Bhagat Trilochan Ji": "Bhagat Trilochan", "Bhagat Beni Ji": "Bhagat Beni", "Bhagat Pipa Ji": "Bhagat Pipa",
}


def daily_units(lines: list[Line], notes: dict, picks: list[dict]) -> list[dict]:
    by_shabad = {}
    for line in lines:
        by_shabad.setdefault(line.shabad, []).append(line)
    units = []
    for number, pick in enumerate(picks, start=1):
        shabad = by_shabad[pick["shabad"]]
        if "first" in pick:  # a shabad that ShabadOS stores with other text: cut it out by line ids
            ids = [line.id for line in shabad]
            shabad = shabad[ids.index(pick["first"]): ids.index(pick["last"]) + 1]
        ref = f"shabad-{number}"
        writer = WRITERS.get(shabad[-1].writer, shabad[-1].writer)
        raag = pick.get("raag") or shabad[0].raag
        unit = make_unit(ref, "shabad", shabad, notes)
        title = f"{notes[ref]['opening']} (Ang {shabad[0].page}, {writer}, {raag})"
        unit = {"ref": ref, "kind": "shabad", "title": title,
                **{k: v for k, v in unit.items() if k not in ("ref", "kind", "title")}}
        units.append(unit)
    return units


# writing --------------------------------------------------------------------------------------------

SOURCES = {
    "shabados": {
        "title": "ShabadOS/database, data/Sri Guru Granth Sahib Ji (the Gurmukhi of each line)",
        "by": "Shabad OS contributors",
        "url": "https://github.com/ShabadOS/database",
        "licence": "Public domain: the README marks Gurbani with the Public Domain Mark (the repository's code is MIT and is not used)",
    },
    "fareedkot-teeka": {
        "title": "Fareedkot Teeka (Punjabi commentary), as carried in ShabadOS/database",
        "by": "Compiled under the patronage of the Raja of Faridkot, completed 1883",
        "url": "https://github.com/ShabadOS/database",
        "licence": "Public domain (19th century)",
        "note": f"Snapshot {SNAPSHOT}. The teeka text of each line, lines joined with newlines and consecutive repeats merged; its footnotes are not shipped. A few entries are cut short in the source (the Mool Mantar's among them) and ship as they stand.",
    },
    "sadhana": {
        "title": "Sadhana's rendering",
        "by": "Sadhana contributors",
        "url": "",
        "licence": "CC BY 4.0",
        "note": "Written for this app; not a published translation.",
    },
}


def write_text(text_id: str, sections: list[dict], lines_checked: list[Line]) -> None:
    notes_meta = json.loads((NOTES / f"{text_id}.json").read_text())["meta"]
    directory = OUT / text_id
    directory.mkdir(parents=True, exist_ok=True)
    names = []
    shipped = 0
    layers = {"original": "shabados"}
    has = set()
    for number, section in enumerate(sections, start=1):
        name = f"{number:02d}.json"
        names.append(name)
        shipped += len(section["units"])
        for unit in section["units"]:
            has.update(k for k in ("translation", "words", "explanation", "commentary") if k in unit)
        (directory / name).write_text(json.dumps({"number": number, **section}, ensure_ascii=False, indent=1) + "\n")
    for layer in ("translation", "words", "explanation"):
        if layer in has:
            layers[layer] = "sadhana"
    if "commentary" in has:
        layers["commentary"] = "fareedkot-teeka"
    sources = json.loads(json.dumps(SOURCES))
    sources["shabados"]["note"] = notes_meta.pop("sourceNote")
    meta = {
        "id": text_id,
        **{k: v for k, v in notes_meta.items() if k != "coverage"},
        "coverage": {"shipped": shipped, "total": notes_meta["coverage"]["total"], "note": notes_meta["coverage"]["note"]},
        "layers": layers,
        "sources": sources,
        "sections": names,
    }
    (directory / "meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n")
    print(f"{text_id}: {shipped} units, {len(lines_checked)} lines, sections {names}")


def notes_for(text_id: str) -> dict:
    return json.loads((NOTES / f"{text_id}.json").read_text())


def check_all(lines: list[Line]) -> None:
    bad = [(line.id, line.ascii, line.text, check_line(line.text)) for line in lines if check_line(line.text)]
    for row in bad:
        print("BAD LINE", *row, file=sys.stderr)
    if bad:
        sys.exit(f"{len(bad)} converted lines are not well-formed Gurmukhi")


def main() -> None:
    data = Path(sys.argv[1])
    lines = load_sggs(data)

    japji_lines = bani_range(data, lines, "Jap Ji Sahib")
    check_all(japji_lines)
    notes = notes_for("japji-sahib")["units"]
    units = japji_units(japji_lines, notes)
    write_text("japji-sahib", [
        {"title": "Mool Mantar and the opening salok", "titleOriginal": "ਮੂਲ ਮੰਤਰ", "units": units[:2]},
        {"title": "The thirty-eight pauris", "titleOriginal": "ਪਉੜੀਆਂ", "units": units[2:40]},
        {"title": "The closing salok", "titleOriginal": "ਸਲੋਕੁ", "units": units[40:]},
    ], japji_lines)

    sukhmani_lines = bani_range(data, lines, "Sukhmani Sahib")
    check_all(sukhmani_lines)
    notes = notes_for("sukhmani-sahib")["units"]
    units = sukhmani_units(sukhmani_lines, notes)
    write_text("sukhmani-sahib", [
        {"title": "Ashtpadis 1–8", "titleOriginal": "ਅਸਟਪਦੀਆਂ ੧–੮", "units": units[:8]},
        {"title": "Ashtpadis 9–16", "titleOriginal": "ਅਸਟਪਦੀਆਂ ੯–੧੬", "units": units[8:16]},
        {"title": "Ashtpadis 17–24", "titleOriginal": "ਅਸਟਪਦੀਆਂ ੧੭–੨੪", "units": units[16:]},
    ], sukhmani_lines)

    daily = notes_for("daily-gurbani")
    units = daily_units(lines, daily["units"], daily["picks"])
    picked = {line.id for line in lines if any(line.shabad == p["shabad"] for p in daily["picks"])}
    check_all([line for line in lines if line.id in picked])
    write_text("daily-gurbani", [
        {"title": "Daily Shabads", "titleOriginal": "ਸ਼ਬਦ", "units": units},
    ], [line for line in lines if line.id in picked])


if __name__ == "__main__":
    main()
