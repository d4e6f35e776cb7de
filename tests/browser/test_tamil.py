"""Tamil Calendar in a real browser: the first-visit tour, Toronto's local times, days and weeks,
food alerts (with the one two days before) and their iCalendar feed (parsed with PyPI icalendar),
two places compared, no-JS use, and screenshots at phone and desktop sizes, light and dark."""
import datetime
import json
import urllib.request
from zoneinfo import ZoneInfo

import icalendar
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import DESKTOP, PHONE, make_driver, shoot


def wait(driver, seconds=8):
    return WebDriverWait(driver, seconds, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))


def set_clock(server, iso):
    request = urllib.request.Request(
        server.base + "/_test/clock", data=json.dumps({"set": iso}).encode(), method="POST",
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        assert response.status == 200


def css(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector)


def shoot_all(driver, screenshots, name):
    for size in (PHONE, DESKTOP):
        for dark in (False, True):
            shoot(driver, screenshots, name, size, dark)


def tour_to_toronto(driver, server):
    driver.get(server.base + "/tamil")
    wait(driver).until(lambda d: "/tamil/welcome" in d.current_url)
    css(driver, "[data-next-step]").click()
    wait(driver).until(lambda d: "step=2" in d.current_url)
    field = driver.find_element(By.ID, "q")
    field.send_keys("Toronto")
    field.submit()
    wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-results] .ta-city"))
    css(driver, "[data-results] .ta-city").click()
    wait(driver).until(lambda d: "step=3" in d.current_url)


def test_tour_toronto_days_weeks_alerts_feed_and_compare(server, screenshots):
    set_clock(server, "2026-01-02T15:30:00Z")  # 10:30 in Toronto
    driver = make_driver(language="en")
    try:
        driver.get(server.base + "/tamil")
        shoot(driver, screenshots, "tamil-welcome", PHONE)
        tour_to_toronto(driver, server)
        for box in driver.find_elements(By.CSS_SELECTOR, "input[name^=observe_]"):
            if box.is_selected():
                box.click()
        for kind in ("ekadasi", "pradosham", "amavasai"):
            css(driver, f"input[name=observe_{kind}]").click()
        shoot(driver, screenshots, "tamil-welcome-step3", PHONE)
        css(driver, "[data-finish]").click()
        wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-tamil-date]"))

        # Toronto's own times: sunrise in January near 07:50 local, Tamil date Margazhi 18.
        assert "Toronto" in css(driver, "[data-place-label]").text
        page = driver.page_source
        assert "Margazhi" in page and "18" in css(driver, ".ta-tday").text
        sun = [row.text for row in driver.find_elements(By.CSS_SELECTOR, ".ta-row") if "Sunrise" in row.text][0]
        assert "7:5" in sun, sun
        assert css(driver, "[data-now-card]").is_displayed()
        shoot_all(driver, screenshots, "tamil-day")

        # Next and previous day by button.
        css(driver, "[data-nav-next]").click()
        wait(driver).until(lambda d: "date=2026-01-03" in d.current_url)
        assert "Saturday" in driver.title
        css(driver, "[data-nav-prev]").click()
        wait(driver).until(lambda d: "date=2026-01-02" in d.current_url)

        # Weeks.
        driver.get(server.base + "/tamil/week?start=2026-01-01")
        assert len(driver.find_elements(By.CSS_SELECTOR, "[data-week] li")) == 7
        shoot_all(driver, screenshots, "tamil-week")
        css(driver, "[data-nav-next]").click()
        wait(driver).until(lambda d: "start=2026-01-08" in d.current_url)
        driver.get(server.base + "/tamil/month?month=2026-01")
        assert driver.find_elements(By.CSS_SELECTOR, ".mk-ekadasi")
        shoot_all(driver, screenshots, "tamil-month")

        # Alerts: change the evening time; upcoming alerts list; download and parse the feed.
        driver.get(server.base + "/tamil/alerts")
        evening = driver.find_element(By.ID, "evening")
        driver.execute_script("arguments[0].value = '19:30'", evening)
        css(driver, "[data-alerts-form] button[type=submit]").click()
        wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-notice]"))
        upcoming = css(driver, "[data-upcoming]").text
        assert "Tomorrow is" in upcoming, upcoming
        shoot_all(driver, screenshots, "tamil-alerts")
        feed_path = css(driver, "[data-feed-url]").get_attribute("data-feed-path")
        with urllib.request.urlopen(server.base + feed_path) as response:
            assert response.headers["Content-Type"].startswith("text/calendar")
            calendar = icalendar.Calendar.from_ical(response.read())
        events = [c for c in calendar.walk("VEVENT")]
        assert events, "no events in the feed"
        uids = [str(e["UID"]) for e in events]
        assert len(uids) == len(set(uids))
        assert any(str(e["SUMMARY"]).startswith("Ekadasi") for e in events)
        alarms = [a for e in events for a in e.walk("VALARM")]
        assert alarms
        weekly = [e for e in events if str(e["UID"]).startswith("tamil-week-")]
        assert weekly and str(weekly[0]["DTSTART"].dt.tzinfo) in ("America/Toronto", "EST5EDT") or \
            weekly[0]["DTSTART"].params.get("TZID") == "America/Toronto"
        # An evening alarm before Ekadasi fires at 19:30 Toronto time the evening before.
        ekadasi = next(e for e in events if str(e["SUMMARY"]).startswith("Ekadasi"))
        trigger = ekadasi.walk("VALARM")[0]["TRIGGER"].dt
        local = trigger.astimezone(ZoneInfo("America/Toronto"))
        assert (local.hour, local.minute) == (19, 30)
        assert local.date() < ekadasi["DTSTART"].dt
        # The same feed again has the same UIDs.
        with urllib.request.urlopen(server.base + feed_path) as response:
            again = icalendar.Calendar.from_ical(response.read())
        assert sorted(str(e["UID"]) for e in again.walk("VEVENT")) == sorted(uids)

        # A second place (Chennai, a popular city) and the side-by-side view.
        driver.get(server.base + "/tamil/places")
        chip = [b for b in driver.find_elements(By.CSS_SELECTOR, ".ta-popular button") if b.text == "Chennai"][0]
        chip.click()
        wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-saved-place=Chennai]"))
        assert driver.find_elements(By.CSS_SELECTOR, "[data-saved-place=Toronto]")
        shoot_all(driver, screenshots, "tamil-places")
        # Make Toronto primary again.
        toronto = css(driver, "[data-saved-place=Toronto]")
        toronto.find_element(By.CSS_SELECTOR, "form[action$='/primary'] button").click()
        wait(driver).until(lambda d: "Toronto" in css(d, "[data-place-label]").text)
        css(driver, "[data-compare-link]").click()
        columns = driver.find_elements(By.CSS_SELECTOR, "[data-compare-place]")
        assert [c.get_attribute("data-compare-place") for c in columns] == ["Toronto", "Chennai"]
        assert "America/Toronto" in columns[0].text and "Asia/Kolkata" in columns[1].text
        shoot_all(driver, screenshots, "tamil-compare")
        driver.get(server.base + "/tamil/settings")
        assert "Vakya" in driver.page_source and "GeoNames" in driver.page_source
        shoot(driver, screenshots, "tamil-settings", PHONE)
        shoot(driver, screenshots, "tamil-settings", DESKTOP, dark=True)
    finally:
        driver.quit()


def test_use_my_location_finds_the_nearest_city(server):
    driver = make_driver(language="en")
    try:
        driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server.base, "permissions": ["geolocation"]})
        driver.execute_cdp_cmd("Emulation.setGeolocationOverride",
                               {"latitude": 1.29, "longitude": 103.85, "accuracy": 50})
        driver.get(server.base + "/tamil/welcome?step=2")
        # The button is revealed by the page's deferred script once geolocation is available.
        wait(driver).until(lambda d: css(d, "[data-geo-button]").is_displayed())
        css(driver, "[data-geo-button]").click()
        wait(driver).until(lambda d: "step=3" in d.current_url)
        driver.get(server.base + "/tamil/places")
        assert driver.find_elements(By.CSS_SELECTOR, "[data-saved-place=Singapore]")
    finally:
        driver.quit()


def test_without_javascript_the_tour_and_day_links_work(server, nojs_browser):
    driver = nojs_browser
    driver.get(server.base + "/tamil")
    assert "/tamil/welcome" in driver.current_url
    assert not css(driver, "[data-geo]").is_displayed() if driver.find_elements(By.CSS_SELECTOR, "[data-geo]") else True
    css(driver, "[data-skip]").click()
    wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-tamil-date]"))
    first = driver.current_url
    css(driver, "[data-nav-next]").click()
    wait(driver).until(lambda d: "date=" in d.current_url and d.current_url != first)
    assert driver.find_elements(By.CSS_SELECTOR, "[data-tamil-date]")


def test_tamil_language_renders_tamil_script(server, screenshots):
    set_clock(server, "2026-01-14T06:00:00Z")  # 11:30 in Chennai, Thai Pongal
    driver = make_driver(language="ta")
    try:
        driver.get(server.base + "/tamil")
        css(driver, "[data-skip]").click()
        wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-tamil-date]"))
        assert "நட்சத்திரம்" in driver.page_source
        assert "ராகு காலம்" in driver.page_source
        shoot_all(driver, screenshots, "tamil-day-ta")
        # The Tamil glyphs are drawn by a real font (not boxes): a Tamil word is wider than one box.
        width = driver.execute_script(
            "const s = document.createElement('span'); s.textContent = 'நட்சத்திரம்'; document.body.append(s);"
            "const w = s.getBoundingClientRect().width; s.remove(); return w;")
        assert width > 40
    finally:
        driver.quit()


def test_two_days_before_alert_listed_in_feed_and_in_tamil(server, screenshots):
    """Turn on the alert two days before: it is listed with the others, its events are in the feed
    at 18:30 Toronto time with their own UID and category, and the page reads well in Tamil."""
    set_clock(server, "2026-11-21T15:00:00Z")  # Saturday 10:00 in Toronto
    driver = make_driver(language="en")
    try:
        tour_to_toronto(driver, server)
        for box in driver.find_elements(By.CSS_SELECTOR, "input[name^=observe_]"):
            if box.is_selected():
                box.click()
        for kind in ("ekadasi", "pradosham"):
            css(driver, f"input[name=observe_{kind}]").click()
        css(driver, "[data-finish]").click()
        wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-tamil-date]"))

        driver.get(server.base + "/tamil/alerts")
        toggle = css(driver, "[data-two-days-on]")
        assert not toggle.is_selected(), "the alert two days before is off by default"
        assert not driver.find_elements(By.CSS_SELECTOR, "[data-upcoming] .twoDaysBefore")
        toggle.click()
        driver.execute_script("arguments[0].value = '18:30'", driver.find_element(By.ID, "twoDaysBefore"))
        css(driver, "[data-alerts-form] button[type=submit]").click()
        wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-notice]"))
        assert css(driver, "[data-two-days-on]").is_selected()
        assert driver.find_element(By.ID, "twoDaysBefore").get_attribute("value") == "18:30"
        # The list fades in after the save: read it once every item shows (hidden text reads as "").
        wait(driver).until(lambda d: all(
            li.text for li in d.find_elements(By.CSS_SELECTOR, "[data-upcoming] li")))
        plans = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "[data-upcoming] .twoDaysBefore")]
        expected = "Friday is Ekadasi — plan Thursday's meals; no non-veg from Thursday evening."
        assert any(expected in t for t in plans), plans
        # Listed in order with the others: Ekadasi's plan (Wed 2 Dec) before its evening alert (Thu 3 Dec).
        items = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "[data-upcoming] li")]
        first_plan = next(i for i, t in enumerate(items) if "Friday is Ekadasi — plan" in t)
        evening = next(i for i, t in enumerate(items) if "Tomorrow is Ekadasi" in t)
        assert first_plan < evening, items
        assert "6:30 PM" in plans[0], plans[0]
        shoot(driver, screenshots, "tamil-alerts-two-days", PHONE)
        shoot(driver, screenshots, "tamil-alerts-two-days", PHONE, dark=True)

        # The feed, parsed by a real iCalendar parser.
        feed_path = css(driver, "[data-feed-url]").get_attribute("data-feed-path")
        with urllib.request.urlopen(server.base + feed_path) as response:
            calendar = icalendar.Calendar.from_ical(response.read())
        events = {str(e["UID"]): e for e in calendar.walk("VEVENT")}
        plan_events = {uid: e for uid, e in events.items() if uid.startswith("tamil-plan-")}
        assert "tamil-plan-2026-12-04@sadhana" in plan_events, sorted(events)
        toronto = ZoneInfo("America/Toronto")
        for uid, event in plan_events.items():
            day = datetime.date.fromisoformat(uid[len("tamil-plan-"):-len("@sadhana")])
            start = event["DTSTART"].dt
            assert event["DTSTART"].params.get("TZID") == "America/Toronto", uid
            local = start.astimezone(toronto)
            assert (local.date(), local.hour, local.minute) == (day - datetime.timedelta(days=2), 18, 30), uid
            assert [str(c) for c in event["CATEGORIES"].cats] == ["Two days before"], uid
            assert event.walk("VALARM"), uid
            # The observed day itself is in the feed as its all-day event.
            assert f"tamil-{day.isoformat()}@sadhana" in events, uid
        ekadasi = plan_events["tamil-plan-2026-12-04@sadhana"]
        assert str(ekadasi["SUMMARY"]) == "Plan ahead: Ekadasi in two days"
        assert "no non-veg from Thursday evening" in str(ekadasi["DESCRIPTION"])
        # Vaikunta Ekadasi (Sat 19 Dec) is itself the day of Monday's Pradosham alert.
        assert "tamil-plan-2026-12-21@sadhana" in plan_events and "tamil-2026-12-19@sadhana" in events
        with urllib.request.urlopen(server.base + feed_path) as response:
            again = icalendar.Calendar.from_ical(response.read())
        assert sorted(str(e["UID"]) for e in again.walk("VEVENT")) == sorted(events)

        # In Tamil.
        driver.get(server.base + "/tamil/settings")
        select = driver.find_element(By.ID, "tamil-language")
        select.find_element(By.CSS_SELECTOR, "option[value=ta]").click()
        select.find_element(By.XPATH, "./ancestor::form").find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ta")
        driver.get(server.base + "/tamil/alerts")
        # The list fades in after the save: read it once every item shows (hidden text reads as "").
        wait(driver).until(lambda d: all(
            li.text for li in d.find_elements(By.CSS_SELECTOR, "[data-upcoming] li")))
        plans = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "[data-upcoming] .twoDaysBefore")]
        expected = "வெள்ளிக்கிழமை ஏகாதசி — வியாழக்கிழமைக்கான சமையலைத் திட்டமிடுங்கள்"
        assert any(expected in t for t in plans), plans
        assert "இரண்டு நாள் முன்" in css(driver, "[data-alerts-form]").text
        shoot(driver, screenshots, "tamil-alerts-two-days-ta", PHONE)
    finally:
        driver.quit()
