"""Dharmic Companion in a real browser: onboarding, Today for New Delhi and New York, the month
calendar (keys, buttons, day detail, Escape), festival search and detail with its explanation,
tradition switching, the calendar feed parsed by a real iCalendar parser, and screenshots at
phone, tablet and desktop sizes, light and dark, in English, Hindi and Tamil."""
import json
import time
import urllib.parse
import urllib.request

import icalendar
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import DESKTOP, PHONE, ROOT, make_driver

TABLET = (820, 1180)
DELHI = "1261481"
NEW_YORK = "5128581"
CHENNAI = "1264527"


def wait(driver, seconds=8):
    return WebDriverWait(driver, seconds, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))


def set_clock(server, iso):
    request = urllib.request.Request(
        server.base + "/_test/clock", data=json.dumps({"set": iso}).encode(), method="POST",
        headers={"Content-Type": "application/json"})
    urllib.request.urlopen(request).read()


def post_form(server, path, fields):
    data = urllib.parse.urlencode(fields).encode()
    request = urllib.request.Request(server.base + path, data=data, method="POST")
    try:
        urllib.request.urlopen(request).read()
    except urllib.error.HTTPError as error:  # redirects to pages are fine
        if error.code >= 400:
            raise


def onboard(server, city=DELHI, tradition=None):
    post_form(server, "/calendar/welcome", {"step": "5", "placeId": city})
    if tradition:
        post_form(server, "/calendar/settings", {"section": "tradition", "tradition": tradition})


def click(driver, element):
    """Clicks after centring the element, so the phone's fixed tab bar never covers it."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def text(driver, css):
    return driver.find_element(By.CSS_SELECTOR, css).text


def browser_for(server, language="en", size=PHONE):
    driver = make_driver(language=language, size=size)
    return driver


def test_onboarding_five_steps_with_back_navigation(server):
    set_clock(server, "2026-11-21T10:00:00Z")
    driver = browser_for(server)
    try:
        driver.get(server.base + "/calendar")
        assert "/calendar/welcome" in driver.current_url
        assert len(driver.find_elements(By.CSS_SELECTOR, ".dots li")) == 5
        click(driver, driver.find_element(By.CSS_SELECTOR, "input[value=en]"))
        click(driver, driver.find_element(By.CSS_SELECTOR, "form button.primary"))
        wait(driver).until(lambda d: "step=2" in d.current_url)
        assert "Dharmic Companion" in text(driver, "h1")
        click(driver, driver.find_element(By.LINK_TEXT, "Begin"))
        wait(driver).until(lambda d: "step=3" in d.current_url)
        assert len(driver.find_elements(By.CSS_SELECTOR, "input[name=path]")) == 9
        click(driver, driver.find_element(By.CSS_SELECTOR, "a[aria-label=Back]"))
        wait(driver).until(lambda d: "step=2" in d.current_url)
        click(driver, driver.find_element(By.LINK_TEXT, "Begin"))
        wait(driver).until(lambda d: "step=3" in d.current_url)
        click(driver, driver.find_element(By.CSS_SELECTOR, "input[value=vaishnav]"))
        click(driver, driver.find_element(By.CSS_SELECTOR, "form button.primary"))
        wait(driver).until(lambda d: "step=4" in d.current_url)
        assert "Purnimant" in driver.page_source and "Amavasyant" in driver.page_source
        click(driver, driver.find_element(By.CSS_SELECTOR, "input[value=purnimant]"))
        click(driver, driver.find_element(By.CSS_SELECTOR, "form button.primary"))
        wait(driver).until(lambda d: "step=5" in d.current_url)
        field = driver.find_element(By.ID, "place-q")
        field.send_keys("New Delhi", Keys.ENTER)
        wait(driver).until(lambda d: "New Delhi" in d.find_element(By.CSS_SELECTOR, ".places").text)
        click(driver, driver.find_element(By.CSS_SELECTOR, ".place-button"))
        wait(driver).until(lambda d: d.current_url.endswith("/calendar"))
        assert "Good afternoon" in text(driver, ".cal-greeting h1")
        assert "Delhi" in text(driver, ".place-line")
    finally:
        driver.quit()


def test_today_new_delhi_and_new_york_differ_on_karthigai_deepam(server):
    # 2026-11-23 17:00 UTC: noon in New York, 22:30 in New Delhi — both on 23 November.
    set_clock(server, "2026-11-23T17:00:00Z")
    onboard(server, DELHI)
    driver = browser_for(server)
    try:
        driver.get(server.base + "/calendar")
        festivals = text(driver, "#festivals-title + *")
        assert "Karthigai Deepam" not in festivals
        assert "Tomorrow" in driver.find_element(By.CSS_SELECTOR, ".upcoming").text
        assert "Sunrise" in driver.page_source and "Rahu Kaal" in driver.page_source
        onboard(server, NEW_YORK)
        driver.get(server.base + "/calendar")
        assert "New York" in text(driver, ".place-line")
        today = driver.find_element(By.CSS_SELECTOR, "section[aria-labelledby=festivals-title] .fest-items").text
        assert "Karthigai Deepam" in today
        click(driver, driver.find_element(By.PARTIAL_LINK_TEXT, "Karthigai Deepam"))
        wait(driver).until(lambda d: "/calendar/festivals/karthigai-deepam" in d.current_url)
        why = text(driver, "#why")
        assert "New York" in why and "America/New_York" in why
        assert "Monday, 23 November 2026" in text(driver, ".fest-when")
    finally:
        driver.quit()


def test_month_navigation_keys_buttons_day_detail_and_escape(server):
    set_clock(server, "2026-11-21T10:00:00Z")
    onboard(server, DELHI)
    driver = browser_for(server, size=DESKTOP)
    try:
        driver.get(server.base + "/calendar/month")
        assert text(driver, "#month-title") == "November 2026"
        assert driver.find_element(By.CSS_SELECTOR, "td.is-today a.day").get_attribute("data-day") == "2026-11-21"
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        wait(driver).until(lambda d: text(d, "#month-title") == "December 2026")
        assert "m=2026-12" in driver.current_url
        click(driver, driver.find_element(By.CSS_SELECTOR, "[data-prev]"))
        wait(driver).until(lambda d: text(d, "#month-title") == "November 2026")
        click(driver, driver.find_element(By.CSS_SELECTOR, "[data-prev]"))
        wait(driver).until(lambda d: text(d, "#month-title") == "October 2026")
        click(driver, driver.find_element(By.CSS_SELECTOR, "[data-next]"))
        wait(driver).until(lambda d: text(d, "#month-title") == "November 2026")
        click(driver, driver.find_element(By.CSS_SELECTOR, "a.day[data-day='2026-11-08']"))
        wait(driver).until(lambda d: "Sunday, 8 November 2026" in text(d, "[data-day-panel] h2"))
        panel = text(driver, "[data-day-panel]")
        assert "Diwali" in panel and "Vikram Samvat 2083" in panel and "Nakshatra" in panel and "Sunrise" in panel
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        wait(driver).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-day-panel]"))
    finally:
        driver.quit()


def test_month_works_without_javascript(server):
    set_clock(server, "2026-11-21T10:00:00Z")
    onboard(server, DELHI)
    driver = make_driver(language="en", javascript=False)
    try:
        driver.get(server.base + "/calendar/month")
        click(driver, driver.find_element(By.CSS_SELECTOR, "[data-next]"))
        assert text(driver, "#month-title") == "December 2026"
        click(driver, driver.find_element(By.CSS_SELECTOR, "a.day[data-day='2026-12-20']"))
        assert "Vaikunta Ekadashi" in text(driver, "[data-day-panel]")
    finally:
        driver.quit()


def test_festival_search_and_detail_with_explanation(server):
    set_clock(server, "2026-11-21T10:00:00Z")
    onboard(server, DELHI)
    driver = browser_for(server)
    try:
        driver.get(server.base + "/calendar/festivals")
        cards = driver.find_elements(By.CSS_SELECTOR, ".fest-card")
        assert len(cards) > 5
        assert "In 3 days" in driver.page_source
        field = driver.find_element(By.ID, "q")
        field.send_keys("दीपावली", Keys.ENTER)
        wait(driver).until(lambda d: "Diwali" in d.find_element(By.CSS_SELECTOR, ".fest-cards").text)
        click(driver, driver.find_element(By.CSS_SELECTOR, ".fest-card a"))
        wait(driver).until(lambda d: "/calendar/festivals/diwali" in d.current_url)
        assert "दीपावली" in text(driver, ".names")
        why = text(driver, "#why")
        assert "Why this date" in why and "New Delhi" in why and "Chosen because" in why
        assert "Did you know?" in driver.page_source and "The story" in driver.page_source
        assert driver.find_element(By.LINK_TEXT, "Add to my calendar").get_attribute("href").endswith(".ics")
        driver.get(server.base + "/calendar/festivals?q=zzzz")
        assert "No festival matches" in driver.page_source
    finally:
        driver.quit()


def test_switching_tradition_changes_month_names(server):
    set_clock(server, "2026-11-21T10:00:00Z")
    onboard(server, DELHI)
    driver = browser_for(server, size=DESKTOP)
    try:
        driver.get(server.base + "/calendar/month?m=2026-11")
        assert "Kartika" in text(driver, ".month-periods")
        driver.get(server.base + "/calendar/settings")
        click(driver, driver.find_element(By.CSS_SELECTOR, "input[name=tradition][value=tamil]"))
        click(driver, driver.find_element(By.CSS_SELECTOR, "#tradition button[type=submit]"))
        wait(driver).until(lambda d: "Saved." in d.page_source)
        driver.get(server.base + "/calendar/month?m=2026-11")
        periods = text(driver, ".month-periods")
        assert "Aippasi" in periods and "Karthigai" in periods and "Kartika" not in periods
        driver.get(server.base + "/calendar/settings")
        click(driver, driver.find_element(By.CSS_SELECTOR, "input[name=tradition][value=amavasyant]"))
        click(driver, driver.find_element(By.CSS_SELECTOR, "#tradition button[type=submit]"))
        wait(driver).until(lambda d: "Saved." in d.page_source)
        driver.get(server.base + "/calendar/month?m=2026-11&d=2026-11-28")
        # Amavasyant: the Krishna paksha after the full moon keeps Kartika; purnimant would say Margashirsha.
        assert "Kartika Krishna" in text(driver, "[data-day-panel] .hindu-line")
    finally:
        driver.quit()


def test_iskcon_fasting_days_move_saphala_ekadashi(server, screenshots):
    set_clock(server, "2025-12-01T10:00:00Z")
    onboard(server, DELHI)
    driver = browser_for(server, size=PHONE)
    try:
        driver.get(server.base + "/calendar/month?m=2025-12&d=2025-12-15")
        assert "Saphala Ekadashi" in text(driver, "[data-day-panel]")
        driver.get(server.base + "/calendar/settings")
        smarta = driver.find_element(By.CSS_SELECTOR, "input[name=fasting][value=smarta]")
        assert smarta.is_selected()
        click(driver, driver.find_element(By.CSS_SELECTOR, "input[name=fasting][value=iskcon]"))
        click(driver, driver.find_element(By.CSS_SELECTOR, "#fasting button[type=submit]"))
        wait(driver).until(lambda d: "Saved." in d.page_source)
        assert driver.find_element(By.CSS_SELECTOR, "input[name=fasting][value=iskcon]").is_selected()
        driver.execute_script("document.getElementById('fasting').scrollIntoView()")
        for dark in (False, True):
            _shoot(driver, screenshots, "settings-fasting-iskcon", PHONE, dark)
        driver.set_window_size(*PHONE)
        driver.find_element(By.ID, "fasting").screenshot(str(screenshots / "calendar-settings-fasting-section-phone.png"))
        # Pakshavardhini Mahadvadashi: the Amavasya after it holds two sunrises, so ISKCON fasts on the Dwadashi.
        driver.get(server.base + "/calendar/month?m=2025-12&d=2025-12-16")
        assert "Saphala Ekadashi" in text(driver, "[data-day-panel]")
        driver.get(server.base + "/calendar/month?m=2025-12&d=2025-12-15")
        assert "Saphala Ekadashi" not in text(driver, "[data-day-panel]")
        driver.get(server.base + "/calendar/festivals/ekadashi?date=2025-12-16")
        assert "Pakshavardhini" in driver.page_source
        _shoot(driver, screenshots, "ekadashi-iskcon-explanation", PHONE, False)
    finally:
        driver.quit()


def test_calendar_feed_parses_with_a_real_icalendar_parser(server):
    set_clock(server, "2026-11-21T10:00:00Z")
    onboard(server, DELHI)
    for content in ("festivals", "tithis", "full"):
        body = urllib.request.urlopen(server.base + f"/calendar/hindu-calendar.ics?content={content}").read()
        calendar = icalendar.Calendar.from_ical(body)
        assert str(calendar.get("X-WR-CALNAME")) == "Hindu Calendar"
        events = list(calendar.walk("VEVENT"))
        uids = [str(e.get("UID")) for e in events]
        assert len(uids) == len(set(uids)), "UIDs are unique"
        starts = [e.decoded("DTSTART") for e in events]
        assert all(not hasattr(s, "hour") for s in starts), "all-day events carry dates, not times"
        dates = sorted(starts)
        assert (dates[-1] - dates[0]).days >= 700, "a year either side"
        diwali = [e for e in events if str(e.get("UID")) == "diwali-2026-11-08@sadhana-calendar"]
        assert len(diwali) == 1
        assert "Lakshmi" in str(diwali[0].get("DESCRIPTION")) or "lamps" in str(diwali[0].get("DESCRIPTION")).lower()
        alarms = list(diwali[0].walk("VALARM"))
        assert {str(a.get("TRIGGER").to_ical(), "ascii") if hasattr(a.get("TRIGGER"), "to_ical") else "" for a in alarms}
        assert len(alarms) == 2, "a major festival: the evening before and the morning of"
        if content == "festivals":
            assert not any(u.startswith("ekadashi-") for u in uids)
        if content == "tithis":
            assert any(u.startswith("ekadashi-") for u in uids)
        if content == "full":
            assert any(u.startswith("panchang-") for u in uids)
    # Downloading twice gives the same UIDs: re-importing updates instead of duplicating.
    again = icalendar.Calendar.from_ical(urllib.request.urlopen(server.base + "/calendar/hindu-calendar.ics").read())
    first = icalendar.Calendar.from_ical(urllib.request.urlopen(server.base + "/calendar/hindu-calendar.ics").read())
    assert [str(e.get("UID")) for e in again.walk("VEVENT")] == [str(e.get("UID")) for e in first.walk("VEVENT")]


def _shoot(driver, folder, name, size, dark):
    driver.set_window_size(*size)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"},
                     {"name": "prefers-reduced-motion", "value": "reduce"}]})
    height = driver.execute_script("return Math.max(document.documentElement.scrollHeight, window.innerHeight)")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": max(size[1], height), "deviceScaleFactor": 1, "mobile": size[0] < 600})
    time.sleep(0.25)
    label = {PHONE: "phone", TABLET: "tablet", DESKTOP: "desktop"}[size]
    path = folder / f"calendar-{name}-{label}{'-dark' if dark else ''}.png"
    driver.save_screenshot(str(path))
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    return path


def test_screenshots_in_three_languages(server, screenshots):
    set_clock(server, "2026-11-21T03:30:00Z")  # 09:00 in New Delhi: morning greeting
    onboard(server, DELHI)
    pages = {
        "today": "/calendar", "month": "/calendar/month?m=2026-11&d=2026-11-08", "festivals": "/calendar/festivals",
        "festival": "/calendar/festivals/diwali?date=2026-11-08", "settings": "/calendar/settings",
        "welcome": "/calendar/welcome?step=3",
    }
    for language in ("en", "hi", "ta"):
        post_form(server, "/language", {"language": language, "back": "/calendar"})
        driver = make_driver(language=language)
        try:
            for name, path in pages.items():
                driver.get(server.base + path)
                sizes = (PHONE, TABLET, DESKTOP) if language == "en" else (PHONE, DESKTOP)
                if language != "en" and name in ("settings", "welcome"):
                    sizes = (PHONE,)
                for size in sizes:
                    for dark in (False, True):
                        if language != "en" and dark and size != PHONE:
                            continue
                        _shoot(driver, screenshots, f"{name}-{language}", size, dark)
            assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == language
        finally:
            driver.quit()


def test_monthly_rule_and_food_in_hindi_and_tamil_on_a_phone(server, screenshots):
    """Ekadashi in the Tamil UI (Chennai) and the Hindi UI (New Delhi): the day's name, the rule and
    the food guidance in the visitor's script; every monthly observance's page fits the phone."""
    set_clock(server, "2026-11-21T03:30:00Z")
    for language, city in (("ta", CHENNAI), ("hi", DELHI)):
        words = json.loads((ROOT / "Sources/Observances/Festivals" / f"monthly.{language}.json").read_text())
        onboard(server, city)
        post_form(server, "/language", {"language": language, "back": "/calendar"})
        driver = make_driver(language=language)
        try:
            driver.get(server.base + "/calendar/festivals/ekadashi")
            assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == language
            assert words["ekadashi"]["ruleText"] in text(driver, "section[aria-labelledby=rule-title]")
            assert words["ekadashi"]["food"] in text(driver, "section[aria-labelledby=about-title]")
            title = text(driver, "h1")
            assert "Ekadashi" not in title and title in words["ekadashi"]["names"].values(), title
            assert "हिन्दी" in text(driver, ".fest-header") and title in text(driver, ".fest-header")
            for dark in (False, True):
                _shoot(driver, screenshots, f"monthly-ekadashi-{language}", PHONE, dark)
            driver.set_window_size(*PHONE)
            for part in ("fest-title", "about-title", "rule-title", "why-title"):
                section = driver.find_element(By.CSS_SELECTOR, f"section[aria-labelledby={part}]")
                driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", section)
                section.screenshot(str(screenshots / f"calendar-monthly-ekadashi-{language}-{part[:-6]}-phone.png"))
            for id, entry in words.items():
                driver.get(server.base + f"/calendar/festivals/{id}")
                assert entry["ruleText"] in text(driver, "section[aria-labelledby=rule-title]"), id
                if "food" in entry:
                    assert entry["food"] in text(driver, "section[aria-labelledby=about-title]"), id
                overflowing = driver.execute_script(
                    "return [...document.querySelectorAll('.cal-main p, .cal-main dd, .cal-main li, .cal-main h1')]"
                    ".filter(e => e.scrollWidth > e.clientWidth + 1)"
                    ".map(e => e.className + ' ' + e.scrollWidth + '>' + e.clientWidth + ': ' + e.textContent.slice(0, 60))")
                assert not overflowing, f"{language} {id}: {overflowing}"
                assert driver.execute_script(
                    "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"), id
        finally:
            driver.quit()


def test_festival_prose_in_hindi_and_tamil_on_a_phone(server, screenshots):
    """Diwali in the Hindi UI (New Delhi) and Karthigai Deepam in the Tamil UI (Chennai, Tamil
    tradition): the story, fact and rule in the visitor's script, nothing wider than the phone."""
    set_clock(server, "2026-11-21T03:30:00Z")
    cases = [
        ("hi", DELHI, None, "/calendar/festivals/diwali?date=2026-11-08", "चौदह वर्ष के वनवास", "festival-diwali"),
        ("ta", CHENNAI, "tamil", "/calendar/festivals/karthigai-deepam", "ஜோதிப் பிழம்பாகச்", "festival-deepam"),
    ]
    for language, city, tradition, path, story, name in cases:
        onboard(server, city, tradition)
        post_form(server, "/language", {"language": language, "back": "/calendar"})
        driver = make_driver(language=language)
        try:
            for page, url in ((name, path), ("festivals", "/calendar/festivals")):
                driver.get(server.base + url)
                assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == language
                if page == name:
                    assert story in text(driver, ".story")
                    for css in (".story", ".dyk", "section[aria-labelledby=about-title]"):
                        assert text(driver, css).strip()
                for dark in (False, True):
                    _shoot(driver, screenshots, f"prose-{page}-{language}", PHONE, dark)
                # Nothing sticks out of the phone, except inside a row made to scroll sideways.
                wide = driver.execute_script(
                    "const scrolls = e => { for (let p = e.parentElement; p; p = p.parentElement) {"
                    " if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true; } return false; };"
                    "return [...document.querySelectorAll('.cal-main *')]"
                    ".filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)"
                    ".filter(e => !scrolls(e))"
                    ".map(e => e.tagName + '.' + e.className + ': ' + e.textContent.slice(0, 40))")
                assert not wide, f"{language} {page}: wider than the phone: {wide[:5]}"
                assert driver.execute_script(
                    "return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
            # Every festival's page: the longest words of the language still fit the phone.
            ids = json.loads((ROOT / "Sources/Observances/Festivals" / f"festivals.{language}.json").read_text())
            for festival in ids:
                driver.get(server.base + f"/calendar/festivals/{festival}")
                assert ids[festival]["story"][:20] in text(driver, ".story")
                overflowing = driver.execute_script(
                    "return [...document.querySelectorAll('.cal-main p, .cal-main dd, .cal-main li, .cal-main h1')]"
                    ".filter(e => e.scrollWidth > e.clientWidth + 1)"
                    ".map(e => e.className + ' ' + e.scrollWidth + '>' + e.clientWidth + ': ' + e.textContent.slice(0, 60))")
                assert not overflowing, f"{language} {festival}: {overflowing}"
                sticking_out = driver.execute_script(
                    "return [...document.querySelectorAll('body *')]"
                    ".filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)"
                    ".map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)"
                    " + ': ' + e.textContent.slice(0, 60))")
                assert driver.execute_script(
                    "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"
                ), f"{language} {festival}: {sticking_out[-3:]}"
        finally:
            driver.quit()
