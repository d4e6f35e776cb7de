"""The Dharmic Companion in each of the seed's thirteen languages, at phone size: onboarding's
language step, Today, the month, a festival's page, the texts library, Settings, the texts' credits
and a retold text carry the language's `lang`, show no English sentence of the interface and no
English theme tag, unit count or section name of the texts (proper nouns aside), no English label,
licence phrase, unit or section name on the credits and a retold text's page outside the parts
marked English (published titles, the full source notes, the retold prose); the library and every
text's page show no English summary or coverage note outside lang="en"; and are saved as
screenshots (light,
and dark for a few) to look at for missing glyphs. With native digits chosen, Today's times are in
the script's digits."""
import json
import pathlib
import re
import urllib.parse
import urllib.request

from conftest import PHONE, make_driver, shoot

ROOT = pathlib.Path(__file__).resolve().parents[2]
STRINGS = ROOT / "Sources" / "Localization" / "Strings"
CHENNAI = "1264527"
LANGUAGES = ["en", "hi", "hi-Latn", "gu", "mr", "ta", "te", "kn", "ml", "bn", "pa", "or", "as"]
PAGES = [("welcome", "/calendar/welcome?step=1"), ("today", "/calendar"), ("month", "/calendar/month"),
         ("festival", "/calendar/festivals/diwali"), ("texts", "/calendar/texts"), ("settings", "/calendar/settings"),
         ("credits", "/calendar/texts/credits"), ("retold", "/calendar/texts/shiva-purana")]
TEXTS = ROOT / "Sources" / "Scripture" / "Texts"
# The page's text outside anything marked English (published titles, the English source notes, the
# retold prose and its titles), which must be in the page's language.
OWN_TEXT = """const body = document.body.cloneNode(true);
body.querySelectorAll('[lang|="en"], script, style, code').forEach(e => e.remove());
return body.innerText;"""
DIGITS = {"hi": "०", "mr": "०", "gu": "૦", "bn": "০", "as": "০", "pa": "੦", "or": "୦", "ta": "௦",
          "te": "౦", "kn": "೦", "ml": "൦"}


def flatten(value, prefix=""):
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from flatten(inner, f"{prefix}.{key}" if prefix else key)
    else:
        yield prefix, value


def english_sentences(code):
    """The Companion's English interface texts that a page in `code` must not show: every text of
    at least three words once its {placeholders} are cut out, except those the language keeps as
    English (its `_meta.json` sameAsEnglish)."""
    meta = json.loads((STRINGS / code / "_meta.json").read_text())
    same = set(meta.get("sameAsEnglish", []))
    found = set()
    for area in ("calendar", "journey", "texts", "suite", "profile"):
        for key, text in flatten(json.loads((STRINGS / "en" / f"{area}.json").read_text())):
            if any(key == s or key.startswith(s + ".") for s in same) or not isinstance(text, str):
                continue
            for part in re.split(r"\{[^}]*\}", text):
                part = part.strip(" .,:;·—–()“”\"'!?")
                if len(part.split()) >= 3 and re.fullmatch(r"[A-Za-z ,'’\-]+", part):
                    found.add(part)
    return found


def english_terms(code):
    """The texts' short English words a page in `code` must not show: theme tags ("Philosophy"),
    unit counts ("700 verses", as a pattern over the count) and section names ("Chapter"), except
    where the language keeps the English word (sameAsEnglish, or the same text)."""
    meta = json.loads((STRINGS / code / "_meta.json").read_text())
    same = set(meta.get("sameAsEnglish", []))
    english = dict(flatten(json.loads((STRINGS / "en" / "texts.json").read_text())))
    own = dict(flatten(json.loads((STRINGS / code / "texts.json").read_text())))
    patterns = []
    for key, text in english.items():
        group = key.split(".")[1] if key.count(".") >= 2 else ""
        if group not in ("theme", "unit", "sectionName") or key in same or own.get(key) == text:
            continue
        if group == "unit" and key.rsplit(".", 1)[0] in same:
            continue
        words = re.escape(text).replace(re.escape("{count}"), r"\d+")
        patterns.append(re.compile(r"(?<![\w-])" + words + r"(?![\w-])"))
    return patterns


def english_credits_and_units(code):
    """What the credits page and a retold text's page must not show in `code` outside English-marked
    parts: the credits' English labels and phrases ("Sadhana contributors", "Public domain"), unit
    and section names with their number ("Chapter 2", "Episode 3", "Ashtpadi 1") and the Shiva
    Purana's English section and episode titles (a one-word name such as Sati aside), wherever the
    language has its own words for them."""
    english = dict(flatten(json.loads((STRINGS / "en" / "texts.json").read_text())))
    own = dict(flatten(json.loads((STRINGS / code / "texts.json").read_text())))
    patterns = []
    for key, text in english.items():
        if own.get(key) == text:
            continue
        if key.startswith("texts.credits.") and key != "texts.credits.intro" or key == "texts.ownRendering":
            words = re.escape(text.rstrip("."))
            patterns.append(re.compile(r"(?<![\w-])" + words + r"(?![\w-])"))
        elif key.startswith(("texts.kind.", "texts.sectionName.")):
            patterns.append(re.compile(r"(?<![\w-])" + re.escape(text) + r" \d"))
    for section in sorted((TEXTS / "shiva-purana").glob("[0-9]*.json")):
        data = json.loads(section.read_text())
        for item in [data] + data["units"]:
            if item.get("titles", {}).get(code, item["title"]) != item["title"] and " " in item["title"]:
                patterns.append(re.compile(r"(?<![\w-])" + re.escape(item["title"]) + r"(?![\w-])"))
    return patterns


def english_abouts():
    """The texts' English summaries and coverage notes (Texts/_about/en.json) as phrases of at least
    four words, cut at the counts' placeholders and at sentence ends: a page in another language
    shows the language's own, or the English one marked lang="en" where the language has none."""
    english = json.loads((TEXTS / "_about" / "en.json").read_text())
    phrases = set()
    for about in english.values():
        for text in (about["summary"], about["coverage"] or ""):
            for part in re.split(r"\{[^}]*\}|(?<=[.;:])\s", text):
                part = part.strip(" .,:;")
                if len(part.split()) >= 4:
                    phrases.add(part)
    return phrases


def text_pages(driver):
    """The text pages the library links to."""
    links = driver.execute_script(
        "return [...document.querySelectorAll('a.text-card-link')].map(a => a.getAttribute('href'))")
    return sorted(set(links))


def post(server, path, fields):
    request = urllib.request.Request(server.base + path, data=urllib.parse.urlencode(fields).encode(), method="POST")
    urllib.request.urlopen(request).read()


def test_the_companion_in_each_of_its_thirteen_languages(server, screenshots):
    post(server, "/calendar/welcome", {"step": "5", "placeId": CHENNAI})
    driver = make_driver(language="en", size=PHONE)
    leaks, wrong_lang = [], []
    abouts = english_abouts()
    try:
        for code in LANGUAGES:
            post(server, "/language", {"language": code, "back": "/calendar"})
            sentences = english_sentences(code) if code != "en" else set()
            terms = english_terms(code) if code != "en" else []
            credits = english_credits_and_units(code) if code != "en" else []
            for name, path in PAGES:
                driver.get(server.base + path)
                lang = driver.execute_script("return document.documentElement.lang")
                if lang.lower() != code.lower():  # BCP 47 tags compare case-insensitively (hi-Latn)
                    wrong_lang.append(f"{code} {path}: lang={lang}")
                text = driver.execute_script("return document.body.innerText")
                leaks += [f"{code} {path}: “{s}”" for s in sentences if s in text]
                if name == "texts":  # the other pages quote English scripture (the daily verse), not UI
                    leaks += [f"{code} {path}: “{m.group(0)}”" for t in terms for m in [t.search(text)] if m]
                if name in ("credits", "retold"):
                    own = driver.execute_script(OWN_TEXT)
                    leaks += [f"{code} {path}: “{m.group(0)}”" for t in credits for m in [t.search(own)] if m]
                if name == "texts" and code != "en":
                    # The library and each text's page it links to: no English summary or coverage
                    # note outside lang="en".
                    pages = text_pages(driver)
                    if len(pages) != 15:
                        leaks.append(f"{code} {path}: {len(pages)} texts linked, not 15")
                    for page in [path] + pages:
                        if page != path:
                            driver.get(server.base + page)
                        own = driver.execute_script(OWN_TEXT)
                        leaks += [f"{code} {page}: English summary “{a[:50]}…”" for a in abouts if a in own]
                if name in ("today", "festival") or code in ("en", "hi", "te") or name == "credits" and code == "pa":
                    shoot(driver, screenshots, f"lang-{code}-{name}", PHONE)
            if code in ("ta", "ml", "as"):
                driver.get(server.base + "/calendar")
                shoot(driver, screenshots, f"lang-{code}-today", PHONE, dark=True)
        assert not wrong_lang, "\n".join(wrong_lang)
        assert not leaks, "English interface text on a page in another language:\n" + "\n".join(sorted(leaks))
    finally:
        post(server, "/language", {"language": "en", "back": "/"})
        driver.quit()


def test_native_digits_when_chosen(server, screenshots):
    post(server, "/calendar/welcome", {"step": "5", "placeId": CHENNAI})
    driver = make_driver(language="en", size=PHONE)
    try:
        for code, zero in DIGITS.items():
            post(server, "/language", {"language": code, "back": "/calendar"})
            post(server, "/calendar/settings", {"section": "numerals", "numerals": "native"})
            driver.get(server.base + "/calendar")
            times = driver.execute_script(
                "return [...document.querySelectorAll('time')].map(t => t.textContent).join(' ')")
            native = {chr(ord(zero) + d) for d in range(10)}
            assert any(ch in native for ch in times), f"{code}: {times[:120]}"
            assert not re.search(r"[0-9]", times), f"{code} shows Latin digits: {times[:120]}"
            if code in ("mr", "bn", "te"):
                shoot(driver, screenshots, f"lang-{code}-native-digits", PHONE)
            post(server, "/calendar/settings", {"section": "numerals", "numerals": ""})
    finally:
        post(server, "/language", {"language": "en", "back": "/"})
        driver.quit()
