"""Better Morning in a real browser, with the server's clock under test control."""
import json
import os
import shutil
import tempfile
import time
import urllib.error
import urllib.request

import icalendar
import pytest
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import DESKTOP, PHONE, Server, make_driver, shoot

MONDAY = "2026-11-16T08:00:00Z"


def wait(driver, seconds=6):
    return WebDriverWait(driver, seconds, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException, WebDriverException))


def call(server, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(server.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"} if data else {})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            text = response.read().decode()
            return response.status, (json.loads(text) if text and "json" in response.headers.get("Content-Type", "") else text)
    except urllib.error.HTTPError as error:
        text = error.read().decode()
        return error.code, (json.loads(text) if "json" in error.headers.get("Content-Type", "") else text)


def set_clock(server, iso):
    assert call(server, "POST", "/_test/clock", {"set": iso})[0] == 200


def advance(server, seconds):
    assert call(server, "POST", "/_test/clock", {"advanceSeconds": seconds})[0] == 200


def click(driver, element):
    """Scrolls the element to the middle (clear of the phone tab bar), then clicks it."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def css(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector)


def all_css(driver, selector):
    return driver.find_elements(By.CSS_SELECTOR, selector)


def marks(driver):
    return [li.get_attribute("data-mark") for li in all_css(driver, "[data-task]")]


def onboard(server, driver):
    """Skips onboarding and waits for the redirect to Explore: a click on a submit button returns
    before the navigation ends, and a page opened at once can be replaced by the redirect."""
    driver.get(server.base + "/morning")
    click(driver, css(driver, "[data-skip]"))
    wait(driver).until(lambda d: d.current_url.endswith("/morning/explore"))


def choose(driver, server, slug):
    driver.get(server.base + f"/morning/explore/{slug}")
    click(driver, css(driver, "[data-choose]"))
    wait(driver).until(lambda d: "/morning/routine" in d.current_url)


def toggle(driver, index):
    item = all_css(driver, "[data-task]")[index]
    before = item.get_attribute("data-mark")
    click(driver, item.find_element(By.CSS_SELECTOR, "[data-toggle]"))
    wait(driver).until(lambda d: all_css(d, "[data-task]")[index].get_attribute("data-mark") != before)


@pytest.fixture()
def en_browser(server):
    driver = make_driver(language="en")
    yield driver
    driver.quit()


def test_onboarding_shows_on_first_visit_only(server, en_browser, screenshots):
    set_clock(server, MONDAY)
    en_browser.get(server.base + "/morning")
    assert en_browser.current_url.endswith("/morning/welcome")
    assert len(all_css(en_browser, "[data-slide]")) == 4
    for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-welcome", size, dark)
    en_browser.set_window_size(*PHONE)
    click(en_browser, css(en_browser, "[data-slide='1'] [data-next]"))
    wait(en_browser).until(lambda d: css(d, "[data-dot='2']").get_attribute("class") == "is-on")
    en_browser.get(server.base + "/morning/welcome#slide-4")
    start = css(en_browser, "[data-start]")
    en_browser.execute_script("arguments[0].scrollIntoView()", start)
    wait(en_browser).until(lambda d: start.is_displayed())
    start.click()
    wait(en_browser).until(lambda d: d.current_url.endswith("/morning/explore"))
    en_browser.get(server.base + "/morning")
    assert en_browser.current_url.endswith("/morning/explore")


def test_explore_grid_tap_opens_profile_and_hold_only_tilts(server, en_browser, screenshots):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    people = all_css(en_browser, "[data-person]")
    assert len(people) >= 12
    assert not all_css(en_browser, ".m-grid img"), "no photos: drawn avatars only"
    for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-explore", size, dark)
    en_browser.set_window_size(*PHONE)
    en_browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "no-preference"}]})
    en_browser.get(server.base + "/morning/explore")
    person = all_css(en_browser, "[data-person]")[4]
    en_browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", person)
    actions = ActionChains(en_browser)
    actions.click_and_hold(person).pause(0.6).move_by_offset(30, 10).pause(0.2)
    actions.perform()
    tilt = en_browser.execute_script("return getComputedStyle(document.querySelector('[data-parallax]')).getPropertyValue('--px')")
    assert tilt.strip() not in ("", "0"), tilt
    ActionChains(en_browser).release().perform()
    time.sleep(0.3)
    assert en_browser.current_url.endswith("/morning/explore"), "a press-and-hold must not open the profile"
    click(en_browser, all_css(en_browser, "[data-person]")[0])
    wait(en_browser).until(lambda d: d.current_url.endswith("/morning/explore/franklin"))
    assert "Choose this routine" in css(en_browser, "[data-choose]").text
    assert "Source:" in css(en_browser, ".m-source").text
    for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-profile", size, dark)


def test_choose_starts_tomorrow_then_check_off_and_see_the_bar(server, en_browser, screenshots):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    en_browser.get(server.base + "/morning/routine")
    assert css(en_browser, "[data-empty='none']")
    for size, dark in ((PHONE, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-routine-empty", size, dark)
    en_browser.get(server.base + "/morning/data")
    assert css(en_browser, "[data-empty='data']")
    for size, dark in ((PHONE, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-data-empty", size, dark)
    en_browser.set_window_size(*PHONE)
    choose(en_browser, server, "franklin")
    assert "Starts tomorrow" in css(en_browser, "[data-starts]").text
    for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-routine-tomorrow", size, dark)

    advance(server, 86400)  # Tuesday
    en_browser.get(server.base + "/morning/routine")
    assert marks(en_browser) == ["untouched"] * 5
    toggle(en_browser, 0)
    toggle(en_browser, 2)
    toggle(en_browser, 1)
    time.sleep(0.4)  # a tap within 350 ms of the last one is the same (double) tap
    toggle(en_browser, 1)  # a later re-tap reverts
    assert marks(en_browser) == ["completed", "untouched", "completed", "untouched", "untouched"]
    assert css(en_browser, "[data-progress]").text == "2 of 5 done"
    en_browser.refresh()
    assert marks(en_browser) == ["completed", "untouched", "completed", "untouched", "untouched"], "taps are stored"
    for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-routine-today", size, dark)

    advance(server, 86400)  # Wednesday: Tuesday is finalised
    en_browser.get(server.base + "/morning/routine")
    days = all_css(en_browser, "[data-day]")
    assert [d.get_attribute("data-day") for d in days] == ["2026-11-17", "2026-11-18"]
    assert marks(en_browser) == ["untouched"] * 5
    days[0].click()
    wait(en_browser).until(lambda d: "day=2026-11-17" in d.current_url)
    assert marks(en_browser) == ["completed", "incomplete", "completed", "incomplete", "incomplete"]
    assert not all_css(en_browser, "[data-toggle]"), "past days are read-only"
    assert css(en_browser, "[data-readonly]")
    for size, dark in ((PHONE, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-routine-past", size, dark)

    en_browser.get(server.base + "/morning/data")
    card = css(en_browser, "[data-card]")
    bars = card.find_elements(By.CSS_SELECTOR, "figure:not([hidden]) [data-bar]")
    assert [b.get_attribute("data-bar") for b in bars] == ["2026-11-17"]
    for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-data", size, dark)


def test_switch_mid_day_finalises_today_and_the_new_routine_waits(server, en_browser):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    choose(en_browser, server, "darwin")
    advance(server, 86400 + 3600)
    en_browser.get(server.base + "/morning/routine")
    toggle(en_browser, 0)
    choose(en_browser, server, "kant")
    assert "Starts tomorrow" in css(en_browser, "[data-starts]").text
    en_browser.get(server.base + "/morning/data")
    cards = all_css(en_browser, "[data-card]")
    assert cards[0].find_element(By.TAG_NAME, "h2").text == "Immanuel Kant", "the active routine is the top card"
    darwin = cards[1]
    assert darwin.find_element(By.CSS_SELECTOR, "[data-status]").get_attribute("data-status") == "inactiveWithHistory"
    assert [b.get_attribute("data-bar") for b in darwin.find_elements(By.CSS_SELECTOR, "figure:not([hidden]) [data-bar]")] == ["2026-11-17"]


def test_restart_and_delete_from_the_data_tab(server, en_browser, screenshots):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    choose(en_browser, server, "obama")
    advance(server, 86400)
    choose(en_browser, server, "murakami")
    en_browser.get(server.base + "/morning/data")
    obama = [c for c in all_css(en_browser, "[data-card]") if "Obama" in c.text][0]
    click(en_browser, obama.find_element(By.CSS_SELECTOR, "[data-menu] summary"))
    for size, dark in ((PHONE, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-data-menu", size, dark)
    en_browser.set_window_size(*PHONE)
    obama = [c for c in all_css(en_browser, "[data-card]") if "Obama" in c.text][0]
    if obama.find_element(By.CSS_SELECTOR, "[data-menu]").get_attribute("open") is None:
        click(en_browser, obama.find_element(By.CSS_SELECTOR, "[data-menu] summary"))
    click(en_browser, obama.find_element(By.CSS_SELECTOR, "[data-restart]"))
    wait(en_browser).until(lambda d: "done=restarted" in d.current_url)
    first = all_css(en_browser, "[data-card]")[0]
    assert "Obama" in first.find_element(By.TAG_NAME, "h2").text
    assert first.find_element(By.CSS_SELECTOR, "[data-status]").get_attribute("data-status") == "waitingToStart"

    click(en_browser, first.find_element(By.CSS_SELECTOR, "[data-menu] summary"))
    click(en_browser, first.find_element(By.CSS_SELECTOR, "[data-delete]"))
    assert "Delete this routine?" in css(en_browser, "[data-confirm] h1").text
    for size, dark in ((PHONE, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-delete-confirm", size, dark)
    en_browser.set_window_size(*PHONE)
    click(en_browser, css(en_browser, "[data-cancel]"))
    assert len(all_css(en_browser, "[data-card]")) == 2
    en_browser.get(server.base + "/morning/data")
    first = all_css(en_browser, "[data-card]")[0]
    click(en_browser, first.find_element(By.CSS_SELECTOR, "[data-menu] summary"))
    click(en_browser, first.find_element(By.CSS_SELECTOR, "[data-delete]"))
    click(en_browser, css(en_browser, "[data-confirm-button]"))
    wait(en_browser).until(lambda d: "done=deleted" in d.current_url)
    assert [c.find_element(By.TAG_NAME, "h2").text for c in all_css(en_browser, "[data-card]")] == ["Haruki Murakami"]
    en_browser.get(server.base + "/morning/routine")
    assert css(en_browser, "[data-empty='none']"), "deleting the active routine empties the Routine tab"
    assert call(server, "GET", "/api/v1/morning/reminder")[1]["reminder"] is None


def test_weeks_change_with_arrows_and_swipe(server, en_browser):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    choose(en_browser, server, "cook")
    advance(server, 86400 * 9)
    en_browser.get(server.base + "/morning/data")
    visible = lambda d: [f.get_attribute("data-week") for f in all_css(d, "[data-week]") if f.is_displayed()]
    assert visible(en_browser) == ["1"]
    click(en_browser, css(en_browser, "figure:not([hidden]) [data-prev]"))
    wait(en_browser).until(lambda d: visible(d) == ["0"])
    assert "Nov 15–21" in css(en_browser, "figure:not([hidden]) [data-week-label]").text
    chart = css(en_browser, "figure:not([hidden]) [data-chart]")
    ActionChains(en_browser).move_to_element(chart).click_and_hold().move_by_offset(-120, 0).release().perform()
    wait(en_browser).until(lambda d: visible(d) == ["1"])


def test_create_custom_routine_with_the_gate_off(server, en_browser, screenshots):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    click(en_browser, css(en_browser, "[data-create]"))
    assert css(en_browser, "[data-draft-form]")
    css(en_browser, "#title").send_keys("Quiet start")
    css(en_browser, "#task_title_0").send_keys("Glass of water")
    en_browser.execute_script("document.getElementById('task_time_0').value='06:40'; document.getElementById('task_time_0').dispatchEvent(new Event('input', {bubbles: true}))")
    wait(en_browser).until(lambda d: css(d, "[data-draft-status]").text == "Draft saved")
    en_browser.refresh()
    assert css(en_browser, "#title").get_attribute("value") == "Quiet start", "the draft survives a reload"
    assert css(en_browser, "#task_time_0").get_attribute("value") == "06:40"
    click(en_browser, css(en_browser, "[data-add-row]"))
    assert len(all_css(en_browser, "[data-row]")) == 4
    css(en_browser, "#task_title_3").send_keys("Stretch")
    css(en_browser, "#title").clear()
    click(en_browser, css(en_browser, "[data-save]"))
    wait(en_browser).until(lambda d: all_css(d, "[data-error]"))
    assert "is empty" in css(en_browser, "[data-error]").text
    assert css(en_browser, "#task_title_0").get_attribute("value") == "Glass of water", "typed values are kept"
    for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-create-error", size, dark)
    en_browser.set_window_size(*PHONE)
    css(en_browser, "#title").send_keys("Quiet start")
    en_browser.execute_script("document.getElementById('task_time_3').value='06:10'")
    click(en_browser, css(en_browser, "[data-save]"))
    wait(en_browser).until(lambda d: "done=created" in d.current_url)
    assert "Starts tomorrow" in css(en_browser, "[data-starts]").text
    assert [li.text.split("\n")[0] for li in all_css(en_browser, ".m-plan time")] == ["06:10", "06:40"], "sorted by time"
    en_browser.get(server.base + "/morning/create")
    assert css(en_browser, "#title").get_attribute("value") == "", "the draft is cleared after saving"
    status, _ = call(server, "PATCH", "/api/v1/morning/routines/" + call(server, "GET", "/api/v1/morning/routines")[1]["routines"][0]["id"], {"title": "x"})
    assert status in (404, 405), "a saved routine cannot be edited"


def test_create_custom_routine_with_the_gate_on_shows_the_paywall(screenshots):
    data = tempfile.mkdtemp(prefix="sadhana-browser-")
    os.environ["SADHANA_MORNING_PAYWALL"] = "on"
    try:
        gated = Server(data, extra_args=["--test-clock"])
        gated.start()
    finally:
        del os.environ["SADHANA_MORNING_PAYWALL"]
    driver = make_driver(language="en")
    try:
        onboard(gated, driver)
        click(driver, css(driver, "[data-create]"))
        assert css(driver, "[data-paywall]")
        assert "not available on this server" in css(driver, "[data-paywall-unavailable]").text
        assert not all_css(driver, "[data-draft-form]")
        for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
            shoot(driver, screenshots, "morning-paywall", size, dark)
        status, body = call(gated, "POST", "/api/v1/morning/routines", {"title": "Mine", "tasks": [{"title": "Water", "time": "06:00"}]})
        assert status == 402 and "locked" in body["error"]
        assert call(gated, "GET", "/api/v1/morning/routines")[1]["routines"] == []
    finally:
        driver.quit()
        gated.stop()
        shutil.rmtree(data, ignore_errors=True)


def test_reset_all_brings_onboarding_back(server, en_browser, screenshots):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    choose(en_browser, server, "angelou")
    en_browser.get(server.base + "/morning/settings")
    for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-settings", size, dark)
    en_browser.set_window_size(*PHONE)
    click(en_browser, css(en_browser, "[data-reset]"))
    assert "Are you sure?" in css(en_browser, "[data-confirm]").text
    for size, dark in ((PHONE, False), (DESKTOP, True)):
        shoot(en_browser, screenshots, "morning-reset-confirm", size, dark)
    en_browser.set_window_size(*PHONE)
    click(en_browser, css(en_browser, "[data-confirm-button]"))
    wait(en_browser).until(lambda d: d.current_url.endswith("/morning/welcome"))
    assert call(server, "GET", "/api/v1/morning/routines")[1]["routines"] == []
    assert call(server, "GET", "/api/v1/morning/reminder")[1]["reminder"] is None


def test_day_start_setting_keeps_early_hours_in_the_day_before(server, en_browser):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    en_browser.get(server.base + "/morning/settings")
    en_browser.execute_script("document.getElementById('dayStart').value='04:00'")
    click(en_browser, css(en_browser, "[data-save-day-start]"))
    wait(en_browser).until(lambda d: "done=saved" in d.current_url)
    choose(en_browser, server, "hemingway")
    set_clock(server, "2026-11-18T03:00:00Z")  # 03:00 on Wednesday is still Tuesday's routine day
    en_browser.get(server.base + "/morning/routine")
    assert [d.get_attribute("data-day") for d in all_css(en_browser, "[data-day]")] == ["2026-11-17"]
    set_clock(server, "2026-11-18T04:00:00Z")
    en_browser.get(server.base + "/morning/routine")
    assert [d.get_attribute("data-day") for d in all_css(en_browser, "[data-day]")] == ["2026-11-17", "2026-11-18"]


def test_in_page_reminder_fires_at_the_first_task_time_on_the_server_clock(server, en_browser):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    choose(en_browser, server, "franklin")  # first task 05:00, from Tuesday
    set_clock(server, "2026-11-17T04:59:57Z")
    en_browser.get(server.base + "/morning/routine")
    banner = css(en_browser, "[data-reminder-banner]")
    assert not banner.is_displayed()
    wait(en_browser, 8).until(lambda d: banner.is_displayed())
    assert "Rise, wash" in banner.text


def test_calendar_feed_is_valid_icalendar_and_follows_the_routine(screenshots):
    data = tempfile.mkdtemp(prefix="sadhana-browser-")
    berlin = Server(data, extra_args=["--test-clock"], tz="Europe/Berlin")
    berlin.start()
    try:
        set_clock(berlin, MONDAY)
        call(berlin, "POST", "/api/v1/morning/onboarding")
        call(berlin, "POST", "/api/v1/morning/celebrities/darwin/choose")
        feed = call(berlin, "GET", "/api/v1/morning/reminder")[1]["feed"]
        with urllib.request.urlopen(berlin.base + feed) as response:
            assert response.headers["Content-Type"].startswith("text/calendar")
            calendar = icalendar.Calendar.from_ical(response.read())
        events = calendar.walk("VEVENT")
        assert len(events) == 1
        event = events[0]
        start = event.decoded("DTSTART")
        assert (start.year, start.month, start.day, start.hour, start.minute) == (2026, 11, 17, 7, 0)
        assert str(start.tzinfo) in ("Europe/Berlin", "CET") or start.utcoffset().total_seconds() == 3600
        assert calendar.walk("VTIMEZONE")[0]["TZID"] == "Europe/Berlin"
        assert event["RRULE"]["FREQ"] == ["DAILY"]
        alarm = event.walk("VALARM")[0]
        assert alarm["ACTION"] == "DISPLAY"
        first_uid = str(event["UID"])
        with urllib.request.urlopen(berlin.base + feed) as response:
            again = icalendar.Calendar.from_ical(response.read()).walk("VEVENT")[0]
        assert str(again["UID"]) == first_uid, "the UID is stable between fetches"

        advance(berlin, 86400)
        call(berlin, "POST", "/api/v1/morning/celebrities/winfrey/choose")  # switch: rescheduled
        with urllib.request.urlopen(berlin.base + feed) as response:
            switched = icalendar.Calendar.from_ical(response.read()).walk("VEVENT")[0]
        assert str(switched["UID"]) != first_uid
        assert switched.decoded("DTSTART").hour == 6 and switched.decoded("DTSTART").minute == 10

        routine_id = call(berlin, "GET", "/api/v1/morning/state")[1]["activeRoutineId"]
        call(berlin, "DELETE", f"/api/v1/morning/routines/{routine_id}")  # delete: cancelled
        with urllib.request.urlopen(berlin.base + feed) as response:
            assert icalendar.Calendar.from_ical(response.read()).walk("VEVENT") == []
        status, _ = call(berlin, "GET", "/morning/feed/not-a-token.ics")
        assert status == 404
    finally:
        berlin.stop()
        shutil.rmtree(data, ignore_errors=True)


def test_everything_works_without_javascript(server, screenshots):
    set_clock(server, MONDAY)
    driver = make_driver(language="ru", javascript=False)
    try:
        onboard(server, driver)
        choose(driver, server, "gandhi")
        assert "Начнётся завтра" in css(driver, "[data-starts]").text
        advance(server, 86400)
        driver.get(server.base + "/morning/routine")
        click(driver, css(driver, "[data-toggle]"))
        wait(driver).until(lambda d: marks(d)[:1] == ["completed"])
        shoot(driver, screenshots, "morning-routine-ru-nojs", PHONE)
        click(driver, css(driver, "[data-toggle]"))
        wait(driver).until(lambda d: marks(d)[:1] == ["untouched"])
        driver.get(server.base + "/morning/create")
        css(driver, "#title").send_keys("Моё утро")
        click(driver, css(driver, "[data-add-row]"))
        wait(driver).until(lambda d: len(all_css(d, "[data-row]")) == 4)
        assert css(driver, "#title").get_attribute("value") == "Моё утро"
    finally:
        driver.quit()


def test_a_double_click_on_a_task_checks_it_once(server, en_browser):
    onboard(server, en_browser)
    choose(en_browser, server, "franklin")
    advance(server, 86_400)
    en_browser.get(server.base + "/morning/routine")
    item = all_css(en_browser, "[data-task]")[0]
    button = item.find_element(By.CSS_SELECTOR, "[data-toggle]")
    en_browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    ActionChains(en_browser).double_click(button).perform()
    time.sleep(1)
    assert marks(en_browser)[0] == "completed"
    en_browser.refresh()
    assert marks(en_browser)[0] == "completed", "the server checked it once"
    toggle(en_browser, 0)  # a deliberate later tap still takes the ✓ back
    assert marks(en_browser)[0] == "untouched"


def shoot_widths(driver, folder, name):
    """Screenshots at 320 and 390 px wide, light and dark, named by width."""
    for width in (320, 390):
        for dark in (False, True):
            path = shoot(driver, folder, name, (width, 844), dark)
            path.rename(folder / f"{name}-{width}{'-dark' if dark else ''}.png")
    driver.set_window_size(*PHONE)


def day_chip(driver, iso):
    return css(driver, f"[data-day='{iso}'] .m-day-sum").text


def test_a_page_left_open_across_the_day_start_notices_the_new_day(server, en_browser, screenshots):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    choose(en_browser, server, "franklin")  # from Tuesday 17 Nov
    set_clock(server, "2026-11-17T22:00:00Z")
    en_browser.get(server.base + "/morning/routine")
    assert day_chip(en_browser, "2026-11-17") == "0/5"
    toggle(en_browser, 0)
    assert day_chip(en_browser, "2026-11-17") == "1/5", "the day chip follows the tap"
    assert css(en_browser, "[data-day='2026-11-17']").get_attribute("aria-label") == "Tue 17 Nov: 1 of 5 done"
    assert css(en_browser, "[data-progress]").text == "1 of 5 done"

    # The clock crosses the day start while the page still shows Tuesday; a tap there is refused
    # and the person lands on Wednesday's page, told why.
    time.sleep(0.5)
    set_clock(server, "2026-11-18T00:00:05Z")
    click(en_browser, all_css(en_browser, "[data-toggle]")[1])
    wait(en_browser).until(lambda d: "stale=2026-11-17" in d.current_url)
    assert "That tap was not counted" in css(en_browser, "[data-error]").text
    assert css(en_browser, "[data-morning-clock]").get_attribute("data-today") == "2026-11-18"
    assert marks(en_browser) == ["untouched"] * 5
    assert day_chip(en_browser, "2026-11-17") == "1/5" and day_chip(en_browser, "2026-11-18") == "0/5"
    assert set(call(server, "GET", "/api/v1/morning/state")[1]["marks"].values()) == {"untouched"}
    shoot_widths(en_browser, screenshots, "morning-routine-day-turned")

    # Left open up to the day's end, the page reloads itself onto the new day.
    set_clock(server, "2026-11-18T23:59:57Z")
    en_browser.get(server.base + "/morning/routine")
    assert css(en_browser, "[data-morning-clock]").get_attribute("data-today") == "2026-11-18"
    wait(en_browser, 12).until(
        lambda d: css(d, "[data-morning-clock]").get_attribute("data-today") == "2026-11-19")
    assert [d.get_attribute("data-day") for d in all_css(en_browser, "[data-day]")][-1] == "2026-11-19"
    assert not all_css(en_browser, "[data-error]")

    # Shown again after a night away (the tab was hidden), the page catches up too.
    set_clock(server, "2026-11-20T07:00:00Z")
    en_browser.execute_script("document.dispatchEvent(new Event('visibilitychange'))")
    wait(en_browser).until(lambda d: css(d, "[data-morning-clock]").get_attribute("data-today") == "2026-11-20")


def test_a_stale_tap_without_javascript_is_refused_too(server, screenshots):
    set_clock(server, MONDAY)
    driver = make_driver(language="en", javascript=False)
    try:
        onboard(server, driver)
        choose(driver, server, "darwin")
        set_clock(server, "2026-11-17T23:00:00Z")
        driver.get(server.base + "/morning/routine")
        set_clock(server, "2026-11-18T01:00:00Z")
        click(driver, css(driver, "[data-toggle]"))
        wait(driver).until(lambda d: "stale=2026-11-17" in d.current_url)
        assert "This page showed Tue 17 Nov, but your day is now Wed 18 Nov" in css(driver, "[data-error]").text
        assert marks(driver) == ["untouched"] * 4
        click(driver, css(driver, "[data-toggle]"))
        wait(driver).until(lambda d: marks(d)[:1] == ["completed"])
        assert not all_css(driver, "[data-error]"), "a tap on today's page works and the error is gone"
    finally:
        driver.quit()


def test_data_card_streaks_share_and_a_visible_zero(server, en_browser, screenshots):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    choose(en_browser, server, "franklin")
    state = call(server, "GET", "/api/v1/morning/state")[1]
    tasks = [t["id"] for t in call(server, "GET", f"/api/v1/morning/routines/{state['activeRoutineId']}")[1]["tasks"]]
    for done in (5, 5, 0, 3, 5):  # Tue … Sat; now Sunday 22 Nov
        advance(server, 86400)
        for task in tasks[:done]:
            assert call(server, "POST", f"/api/v1/morning/today/tasks/{task}/complete")[0] == 200
    advance(server, 86400)
    en_browser.get(server.base + "/morning/data")
    card = css(en_browser, "[data-card]")
    stat = lambda name: card.find_element(By.CSS_SELECTOR, f"[data-stat='{name}']").text
    assert (stat("current"), stat("best"), stat("share")) == ("1 day", "2 days", "72%")  # 18 of 25
    week = card.find_element(By.CSS_SELECTOR, "figure:not([hidden])")
    if not week.find_elements(By.CSS_SELECTOR, "[data-zero='2026-11-19']"):
        click(en_browser, week.find_element(By.CSS_SELECTOR, "[data-prev]"))
        week = card.find_element(By.CSS_SELECTOR, "figure:not([hidden])")
    zero = week.find_element(By.CSS_SELECTOR, "[data-zero='2026-11-19']")
    assert zero.size["height"] >= 3 and zero.size["width"] >= 20, "a finished day with nothing done is visible"
    assert not week.find_elements(By.CSS_SELECTOR, "[data-zero='2026-11-16'], [data-bar='2026-11-16']"), \
        "Monday has no data: nothing drawn"
    assert "0: the day ended with nothing done" in week.find_element(By.CSS_SELECTOR, "[data-legend]").text
    assert "Thu 19 Nov: 0 of 5" in week.find_element(By.CSS_SELECTOR, "[data-chart]").get_attribute("aria-label")
    shoot_widths(en_browser, screenshots, "morning-data-stats")


def test_one_length_limit_in_the_form_and_a_failed_draft_save_replaces_the_saved_notice(server, en_browser, screenshots):
    set_clock(server, MONDAY)
    onboard(server, en_browser)
    en_browser.get(server.base + "/morning/create")
    title = css(en_browser, "#title")
    title.send_keys("x" * 100)
    assert len(title.get_attribute("value")) == 80, "the browser stops at the server's limit"
    wait(en_browser).until(lambda d: css(d, "[data-draft-status]").text == "Draft saved")
    assert call(server, "GET", "/api/v1/morning/draft")[1]["title"] == "x" * 80
    # A field without its maxlength (an old page, a tampered one): the server refuses, and the
    # status says so instead of still saying "Draft saved".
    en_browser.execute_script("document.getElementById('title').removeAttribute('maxlength')")
    title.send_keys("y")
    wait(en_browser).until(lambda d: "Draft not saved" in css(d, "[data-draft-status]").text)
    status = css(en_browser, "[data-draft-status]").text
    assert "The routine name must be at most 80 characters." in status and "Draft saved" not in status
    assert call(server, "GET", "/api/v1/morning/draft")[1]["title"] == "x" * 80
    shoot_widths(en_browser, screenshots, "morning-create-limit")
    status, body = call(server, "PUT", "/api/v1/morning/draft", {"title": "z" * 5000})
    assert status == 422 and body["error"] == "The routine name must be at most 80 characters."
