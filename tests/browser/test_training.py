"""Accumulation Tracker in a real browser, with the page's clock frozen and advanced by the test
(window.sadhanaTraining.freeze/advance) and the server's clock moved alongside (`--test-clock`)."""
import json
import shutil
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import DESKTOP, PHONE, make_driver, shoot


def wait(driver, seconds=5):
    return WebDriverWait(driver, seconds, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))


@pytest.fixture()
def en(server):
    driver = make_driver(language="en")
    yield driver
    driver.quit()


@pytest.fixture()
def en_nojs(server):
    driver = make_driver(language="en", javascript=False)
    yield driver
    driver.quit()


def post_json(server, path, body):
    request = urllib.request.Request(server.base + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return json.loads(response.read())


def get_json(server, path):
    with urllib.request.urlopen(server.base + path, timeout=5) as response:
        return json.loads(response.read())


def advance_server(server, seconds):
    post_json(server, "/_test/clock", {"advanceSeconds": seconds})


def advance(driver, server, seconds):
    """Moves both clocks: the server's first, so the page's events are never in its future."""
    advance_server(server, seconds)
    driver.execute_script("window.sadhanaTraining.advance(arguments[0])", round(seconds * 1000))


def ready(driver):
    wait(driver).until(lambda d: d.execute_script("return !!(window.sadhanaTraining && window.sadhanaTraining.ready)"))


def freeze_at_set_start(driver):
    """Freezes the page's clock at the current set's start, so holds are exact."""
    ready(driver)
    driver.execute_script(
        "const s = window.sadhanaTraining.state();"
        "window.sadhanaTraining.freeze(Date.parse(s.phase.setStartedAt || s.phase.restStartedAt));")


def setup(driver, server, mode="time", target="30", rest="10", adjustment="2", exercise="L-sit"):
    driver.get(server.base + "/training")
    driver.find_element(By.CSS_SELECTOR, f'input[name=mode][value="{mode}"]').find_element(By.XPATH, "..").click()
    for name, value in (("exercise", exercise), ("target", target), ("rest", rest), ("adjustment", adjustment)):
        field = driver.find_element(By.ID, name)
        field.clear()
        field.send_keys(value)


def start(driver, server, **kwargs):
    setup(driver, server, **kwargs)
    driver.find_element(By.CSS_SELECTOR, "button[value=start]").click()
    wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-training]"))


def text(driver, selector):
    """The element's text, or "" while the page is being replaced: an element found just before a
    navigation can leave the document before its text is read (a stale reference, or Chromium's
    "Node with given id does not belong to the document"), and a wait should then look again."""
    try:
        return driver.find_element(By.CSS_SELECTOR, selector).text
    except StaleElementReferenceException:
        return ""
    except WebDriverException as error:
        if "does not belong to the document" in str(error):
            return ""
        raise


def visible(driver, selector):
    elements = driver.find_elements(By.CSS_SELECTOR, selector)
    return bool(elements) and elements[0].is_displayed()


def screen(driver):
    if visible(driver, '[data-screen="resting"]'):
        return "resting"
    if visible(driver, '[data-screen="training"]'):
        return "training"
    return "other"


def shoot_size(driver, folder, name, size, dark=False):
    """A screenshot at any viewport size (the seed's SE, 15 and 15 Pro Max; landscape)."""
    driver.set_window_size(*size)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": size[0] < 900})
    path = folder / f"{name}-{size[0]}x{size[1]}{'-dark' if dark else ''}.png"
    driver.save_screenshot(str(path))
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    return path


def vibrations(driver):
    return driver.execute_script("return window.sadhanaTraining.log.filter(e => e.type === 'vibrate').length")


def beeps(driver):
    return driver.execute_script(
        "return window.sadhanaTraining.log.filter(e => e.type === 'beep').map(e => e.kind)")


def attempts_table(driver):
    rows = driver.find_elements(By.CSS_SELECTOR, "[data-attempts] tbody tr")
    return [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")] for row in rows]


def test_time_session_with_an_accidental_bail_bail_outs_beeps_skip_and_a_stop(server, en, screenshots):
    d = en
    start(d, server, target="30", rest="10", adjustment="2")
    freeze_at_set_start(d)
    assert text(d, "[data-timer-value]") == "0.0"
    shoot(d, screenshots, "training-time", PHONE)

    advance(d, server, 0.5)  # An accidental tap within the first second is ignored.
    d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
    wait(d).until(lambda d: visible(d, "[data-notice]"))
    assert "first second" in text(d, "[data-notice]")
    assert screen(d) == "training"

    advance(d, server, 9.5)
    wait(d).until(lambda d: text(d, "[data-timer-value]") == "10.0")
    assert text(d, "[data-progress-text]") == "8.0 / 30 s"  # live: 10 − 2
    assert text(d, "[data-remaining]") == "Remaining: 22.0 s"
    d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
    wait(d).until(lambda d: screen(d) == "resting")
    assert text(d, "[data-countdown]") == "10"
    assert "8.0 / 30 s" in text(d, '[data-screen="resting"]')
    rows = d.find_elements(By.CSS_SELECTOR, "[data-so-far-body] tr")
    assert [r.text for r in rows] == ["1 10.0 −2 8.0 8.0"]
    for size in (PHONE, DESKTOP):
        for dark in (False, True):
            shoot(d, screenshots, "training-rest", size, dark)
    d.set_window_size(*PHONE)

    advance(d, server, 6.9)
    wait(d).until(lambda d: text(d, "[data-countdown]") == "4")
    assert beeps(d) == []
    advance(d, server, 0.2)  # 3 s left: the warning beep.
    wait(d).until(lambda d: beeps(d) == ["warning"])
    assert text(d, "[data-countdown]") == "3"
    advance(d, server, 2.9)
    wait(d).until(lambda d: beeps(d) == ["warning", "end"])
    wait(d).until(lambda d: screen(d) == "training")
    assert text(d, "[data-set-number]") == "Set 2"

    # The next hold runs from the rest's end: 12 s later it shows 12.0.
    advance(d, server, 12)
    wait(d).until(lambda d: text(d, "[data-timer-value]") == "12.0")
    d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
    wait(d).until(lambda d: screen(d) == "resting")
    advance(d, server, 2)
    d.find_element(By.CSS_SELECTOR, '[data-event="skipRest"]').click()  # Skip Rest, no confirmation.
    wait(d).until(lambda d: screen(d) == "training")

    advance(d, server, 13)  # 18 + (13 − 2) = 29 < 30: both buttons.
    wait(d).until(lambda d: text(d, "[data-timer-value]") == "13.0")
    assert visible(d, '[data-event="bailOut"]') and visible(d, '[data-event="stop"]')
    advance(d, server, 1)  # 18 + 12 = 30: the target is reached, only Stop remains.
    wait(d).until(lambda d: not visible(d, '[data-event="bailOut"]'))
    assert visible(d, '[data-event="stop"]')
    assert text(d, "[data-progress-text]") == "30.0 / 30 s"
    shoot(d, screenshots, "training-time-target-reached", PHONE)
    d.find_element(By.CSS_SELECTOR, '[data-event="stop"]').click()

    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-summary]"))
    assert text(d, "h1") == "Session complete!"
    assert text(d, "[data-final-total]") == "32.0 s"  # Stop counts the full 14 s.
    assert attempts_table(d) == [
        ["1", "10.0", "−2", "8.0", "8.0", "Bail Out"],
        ["2", "12.0", "−2", "10.0", "18.0", "Bail Out"],
        ["3", "14.0", "0", "14.0", "32.0", "Stop"],
    ]
    for size in (PHONE, DESKTOP):
        for dark in (False, True):
            shoot(d, screenshots, "training-complete", size, dark)
    d.find_element(By.CSS_SELECTOR, "[data-new-session]").click()
    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-setup-form]"))


def test_reps_session_refuses_invalid_input_then_counts_reps_plus_bonus(server, en, screenshots):
    d = en
    start(d, server, mode="reps", target="20", rest="5", adjustment="2", exercise="Pull-ups")
    ready(d)
    assert "Do your set" in text(d, '[data-screen="training"]')
    shoot(d, screenshots, "training-reps", PHONE)
    shoot(d, screenshots, "training-reps", DESKTOP, dark=True)
    d.set_window_size(*PHONE)
    d.find_element(By.CSS_SELECTOR, "[data-reps-open]").click()
    field = d.find_element(By.ID, "reps")
    wait(d).until(lambda d: field.is_displayed())
    assert field.get_attribute("inputmode") == "numeric"
    for typed, message in (("0", "at least 1"), ("-3", "at least 1"), ("abc", "not a number"), ("2.5", "not a whole")):
        field.clear()
        field.send_keys(typed)
        d.find_element(By.CSS_SELECTOR, "[data-reps-form] button[type=submit]").click()
        wait(d).until(lambda d: visible(d, "[data-reps-error]") and message in text(d, "[data-reps-error]"))
    for size in (PHONE, DESKTOP):
        for dark in (False, True):
            shoot(d, screenshots, "training-reps-sheet-error", size, dark)
    d.set_window_size(*PHONE)
    assert get_json(server, "/api/v1/training/session")["session"]["sets"] == 0
    field.clear()
    field.send_keys("8")
    d.find_element(By.CSS_SELECTOR, "[data-reps-form] button[type=submit]").click()
    wait(d).until(lambda d: screen(d) == "resting")
    assert "10 / 20 reps" in text(d, '[data-screen="resting"]')  # 8 + 2 bonus
    d.find_element(By.CSS_SELECTOR, '[data-event="skipRest"]').click()
    wait(d).until(lambda d: screen(d) == "training")
    d.find_element(By.CSS_SELECTOR, "[data-reps-open]").click()
    field.send_keys("10")
    field.submit()
    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-summary]"))
    assert text(d, "[data-final-total]") == "22 reps"
    assert attempts_table(d) == [["1", "8", "+2", "10", "10", "Set done"], ["2", "10", "+2", "12", "22", "Set done"]]


def test_reload_during_a_hold_and_during_rest_resumes_exactly(server, en):
    d = en
    start(d, server, target="60", rest="10", adjustment="0")
    advance_server(server, 5)
    d.refresh()
    ready(d)
    hold = float(text(d, "[data-timer-value]"))
    assert 5.0 <= hold < 7.0, "the hold keeps counting from its start across a reload"
    d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
    wait(d).until(lambda d: screen(d) == "resting")
    advance_server(server, 4)
    d.refresh()
    ready(d)
    assert screen(d) == "resting"
    assert int(text(d, "[data-countdown]")) in (5, 6)
    advance_server(server, 10)  # The rest ended 4 s ago while the tab was gone.
    d.refresh()
    ready(d)
    assert screen(d) == "training"
    assert text(d, "[data-set-number]") == "Set 2"
    assert 4.0 <= float(text(d, "[data-timer-value]")) < 6.0, "the next hold runs from the rest's end"
    assert beeps(d) == [], "cues long past are not replayed after a reload"


def test_reset_asks_first_and_returns_to_setup(server, en):
    d = en
    start(d, server)
    ready(d)
    d.find_element(By.CSS_SELECTOR, "[data-reset-open]").click()
    dialog = d.find_element(By.CSS_SELECTOR, "[data-reset-dialog]")
    wait(d).until(lambda d: dialog.get_attribute("open") is not None)
    d.find_element(By.CSS_SELECTOR, "[data-reset-cancel]").click()
    wait(d).until(lambda d: dialog.get_attribute("open") is None)
    assert screen(d) == "training"
    d.find_element(By.CSS_SELECTOR, "[data-reset-open]").click()
    d.find_element(By.CSS_SELECTOR, '[data-reset-dialog] [data-event="reset"]').click()
    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-setup-form]"))
    assert "reset" in text(d, ".tr-notice")
    assert get_json(server, "/api/v1/training/session")["session"] is None


def test_setup_errors_presets_about_and_wake_lock(server, en, screenshots):
    d = en
    setup(d, server, target="abc")
    d.find_element(By.CSS_SELECTOR, "button[value=start]").click()
    wait(d).until(lambda d: "not a number" in text(d, "[data-error]"))
    assert d.find_element(By.ID, "target").get_attribute("value") == "abc"
    assert d.find_element(By.ID, "target").get_attribute("aria-invalid") == "true"
    # The adjustment's label and explanation follow the mode.
    d.find_element(By.CSS_SELECTOR, 'input[name=mode][value="reps"]').find_element(By.XPATH, "..").click()
    assert "bonus reps" in d.find_element(By.CSS_SELECTOR, "label[for=adjustment]").text
    d.find_element(By.CSS_SELECTOR, 'input[name=mode][value="time"]').find_element(By.XPATH, "..").click()
    assert "transition time" in d.find_element(By.CSS_SELECTOR, "label[for=adjustment]").text

    setup(d, server, target="45", rest="20", adjustment="3", exercise="Plank")
    d.find_element(By.CSS_SELECTOR, "button[value=preset]").click()
    wait(d).until(lambda d: "Preset saved" in text(d, ".tr-notice"))
    assert "Plank" in text(d, ".tr-presets")
    d.find_element(By.CSS_SELECTOR, "[data-about-open]").click()
    about = d.find_element(By.CSS_SELECTOR, "[data-about]")
    wait(d).until(lambda d: about.get_attribute("open") is not None)
    assert "Transition time" in about.text and "Bail Out" in about.text
    shoot(d, screenshots, "training-about", PHONE)
    shoot(d, screenshots, "training-about", DESKTOP, dark=True)
    d.find_element(By.CSS_SELECTOR, "[data-about-close]").click()
    for size in (PHONE, DESKTOP):
        for dark in (False, True):
            shoot(d, screenshots, "training-setup", size, dark)

    d.find_element(By.CSS_SELECTOR, ".tr-preset button.tr-go").click()  # One tap starts the preset.
    ready(d)
    assert text(d, "#train-title") == "Plank"
    wake = d.execute_script("return window.sadhanaTraining.wakeLock")
    assert wake in ("active", "unsupported") or wake.startswith("refused"), wake
    for size in (PHONE, DESKTOP):
        for dark in (False, True):
            shoot(d, screenshots, "training-time-live", size, dark)


def test_history_chart_and_csv_after_two_sessions(server, en, screenshots):
    for hold in (20, 25):
        post_json(server, "/api/v1/training/sessions",
                  {"exercise": "L-sit", "mode": "time", "target": 40, "restSeconds": 10, "adjustment": 2})
        sid = get_json(server, "/api/v1/training/session")["session"]["id"]
        advance_server(server, hold)
        post_json(server, f"/api/v1/training/sessions/{sid}/events", {"type": "bailOut"})
        advance_server(server, 11)
        post_json(server, f"/api/v1/training/sessions/{sid}/events", {"type": "stop"})
        advance_server(server, 3600)
    # A reps exercise: 59 reps in 2 sets, then 30 reps in 1 — the two charts have their own axes.
    for target, sets in ((59, (27, 28)), (30, (28,))):  # The last set reaches the target.
        post_json(server, "/api/v1/training/sessions",
                  {"exercise": "Pull-ups", "mode": "reps", "target": target, "restSeconds": 0, "adjustment": 2})
        sid = get_json(server, "/api/v1/training/session")["session"]["id"]
        for reps in sets:
            post_json(server, f"/api/v1/training/sessions/{sid}/events", {"type": "submitReps", "reps": reps})
            advance_server(server, 60)
        advance_server(server, 3600)
    d = en
    d.get(server.base + "/training/history?exercise=L-sit")
    bars = d.find_elements(By.CSS_SELECTOR, ".tr-bars-sets rect.bar")
    assert len(bars) == 2
    assert "L-sit" in text(d, ".chips")
    rows = d.find_elements(By.CSS_SELECTOR, ".tr-history tbody tr")
    assert len(rows) == 2
    for size in (PHONE, DESKTOP):
        for dark in (False, True):
            shoot(d, screenshots, "training-history", size, dark)
    d.get(server.base + "/training/history?exercise=Pull-ups")
    axis = lambda kind: [e.text for e in d.find_elements(By.CSS_SELECTOR, f".tr-bars-{kind} text.axis")]
    assert axis("total") == ["0", "20", "40", "60"]
    assert axis("sets") == ["0", "1", "2"]
    heights = lambda kind: [float(e.get_attribute("height")) for e in d.find_elements(By.CSS_SELECTOR, f".tr-bars-{kind} rect.bar")]
    assert heights("sets")[0] == 2 * heights("sets")[1]  # 2 sets, then 1
    assert heights("total")[0] > heights("total")[1]  # 59 reps, then 30
    for size in ((320, 568), PHONE):
        for dark in (False, True):
            shoot_size(d, screenshots, "training-history-reps", size, dark)
            assert d.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
    with urllib.request.urlopen(server.base + "/training/export.csv", timeout=5) as response:
        csv = response.read().decode()
    lines = csv.strip().split("\n")
    assert lines[0].startswith("session,exercise,mode")
    assert len(lines) == 8  # header + 2 sets in each of 2 L-sit sessions + 2 and 1 sets of Pull-ups


def test_without_javascript_every_screen_works_as_forms(server, en_nojs):
    d = en_nojs
    start(d, server, target="10", rest="30", adjustment="0")
    assert screen(d) == "training"
    advance_server(server, 4)
    d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
    wait(d).until(lambda d: screen(d) == "resting")
    d.find_element(By.CSS_SELECTOR, '[data-event="skipRest"]').click()
    wait(d).until(lambda d: screen(d) == "training")
    advance_server(server, 7)
    d.find_element(By.CSS_SELECTOR, '[data-event="stop"]').click()
    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-summary]"))
    assert len(attempts_table(d)) == 2

    start(d, server, mode="reps", target="20", rest="10", adjustment="0")
    d.find_element(By.CSS_SELECTOR, "[data-reps-open]").click()  # The sheet opens by :target.
    field = d.find_element(By.ID, "reps")
    wait(d).until(lambda d: field.is_displayed())
    field.send_keys("0")
    field.submit()
    wait(d).until(lambda d: "at least 1" in text(d, "[data-reps-error]"))
    assert d.find_element(By.ID, "reps").get_attribute("value") == "0"
    d.get(server.base + "/training/sessions/2/reset".replace("/2/", f"/{get_json(server, '/api/v1/training/session')['session']['id']}/"))
    d.find_element(By.CSS_SELECTOR, "button[value=reset]").click()
    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-setup-form]"))


def test_russian_screens(server, screenshots):
    d = make_driver(language="ru")
    try:
        start(d, server, target="20", rest="5", adjustment="1", exercise="Уголок")
        freeze_at_set_start(d)
        advance(d, server, 6)
        wait(d).until(lambda d: text(d, "[data-timer-value]") == "6,0")
        assert text(d, "[data-progress-text]") == "5,0 / 20 с"
        assert d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').text == "Прервать"
        shoot(d, screenshots, "training-time-ru", PHONE)
        d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
        wait(d).until(lambda d: screen(d) == "resting")
        assert "выполнен 1 подход" in text(d, "[data-sets-done]")
        shoot(d, screenshots, "training-rest-ru", PHONE, dark=True)
    finally:
        d.quit()


def test_timer_keeps_time_while_the_page_is_frozen_and_fits_every_phone(server, en, screenshots):
    """A background tab or a locked phone suspends the page's timers; the hold is computed from its
    start instant, so nothing is lost when the page runs again."""
    d = en
    start(d, server, target="600", rest="10", adjustment="0")
    ready(d)
    d.find_element(By.CSS_SELECTOR, ".tr-timer").click()  # A first tap unlocks sound.
    assert d.execute_script("return window.sadhanaTraining.audio") in ("running", "suspended")
    d.execute_cdp_cmd("Page.setWebLifecycleState", {"state": "frozen"})
    time.sleep(2.5)
    d.execute_cdp_cmd("Page.setWebLifecycleState", {"state": "active"})
    wait(d).until(lambda d: float(text(d, "[data-timer-value]")) >= 2.5)
    before = vibrations(d)
    advance_server(server, 5)
    d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
    wait(d).until(lambda d: screen(d) == "resting")
    assert vibrations(d) > before, "a tap on Bail Out vibrates where supported"
    d.find_element(By.CSS_SELECTOR, '[data-event="skipRest"]').click()
    wait(d).until(lambda d: screen(d) == "training")
    for size in ((375, 667), (390, 844), (430, 932), (844, 390)):
        shoot_size(d, screenshots, "training-time-size", size)


def test_a_tap_while_offline_is_kept_with_its_instant_and_delivered_later(server, en):
    d = en
    start(d, server, target="60", rest="10", adjustment="2")
    freeze_at_set_start(d)
    advance(d, server, 10)
    d.execute_cdp_cmd("Network.enable", {})
    d.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
    # The driver's offline emulation covers the page, not its service worker, which Chromium still
    # sees online: the worker's Background Sync may deliver the tap at once (then the page drops
    # its copy and hides the notice). Otherwise the page keeps it and says it is retrying.
    def stored(_=None):
        return get_json(server, "/api/v1/training/session")["session"]["attempts"]
    def kept(d):
        return "retrying" in text(d, "[data-live-error]") and d.execute_script(
            "return JSON.parse(localStorage.getItem('training-pending-' + "
            "window.sadhanaTraining.state().id) || '[]').length") == 1
    wait(d).until(lambda d: kept(d) or len(stored()) == 1)
    advance(d, server, 5)  # Time passes before the network is back; the tap keeps its instant.
    d.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    wait(d, 10).until(lambda d: screen(d) == "resting")
    assert not visible(d, "[data-live-error]")
    attempt = get_json(server, "/api/v1/training/session")["session"]["attempts"][0]
    assert attempt["value"] == 10 and attempt["counted"] == 8


def test_no_content_security_policy_violations_on_any_training_screen(server):
    """The CSP forbids inline scripts and styles; every screen runs without a violation."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--lang=en"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"))
    d.set_window_size(*PHONE)
    try:
        d.get(server.base + "/training")
        d.find_element(By.CSS_SELECTOR, "[data-about-open]").click()
        start(d, server, mode="reps", target="5", rest="3", adjustment="0", exercise="<b>x</b>")
        ready(d)
        assert text(d, "#train-title") == "<b>x</b>"  # markup shown as text, never run
        d.find_element(By.CSS_SELECTOR, "[data-reps-open]").click()
        d.find_element(By.ID, "reps").send_keys("5")
        d.find_element(By.ID, "reps").submit()
        wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-summary]"))
        d.get(server.base + "/training/history")
        d.get(server.base + "/training/about")
        messages = [entry["message"] for entry in d.get_log("browser")]
        assert not [m for m in messages if "Content Security Policy" in m or "Refused to" in m], messages
    finally:
        d.quit()


def test_hiding_the_tab_during_rest_schedules_the_beeps_on_the_audio_clock(server, en):
    """Background tabs throttle timers; the rest's beeps are handed to the audio clock instead."""
    d = en
    start(d, server, target="60", rest="30", adjustment="0")
    ready(d)
    advance(d, server, 3)
    d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()  # The tap also unlocks sound.
    wait(d).until(lambda d: screen(d) == "resting")
    first = d.current_window_handle
    d.switch_to.new_window("tab")  # The training tab is now hidden.
    d.switch_to.window(first)
    log = d.execute_script("return window.sadhanaTraining.log.filter(e => e.type === 'beep')")
    assert [(e["kind"], e["scheduled"]) for e in log] == [("warning", True), ("end", True)]


def test_a_double_click_on_done_with_set_logs_one_set_even_without_rest(server, en, en_nojs):
    from selenium.webdriver.common.action_chains import ActionChains
    start(en, server, mode="reps", target="50", rest="0", adjustment="0")
    ready(en)
    en.find_element(By.CSS_SELECTOR, "[data-reps-open]").click()
    field = en.find_element(By.CSS_SELECTOR, "[data-reps-form] input[name=reps]")
    wait(en).until(lambda d: field.is_displayed())
    field.send_keys("8")
    submit = en.find_element(By.CSS_SELECTOR, "[data-reps-form] button[type=submit]")
    ActionChains(en).double_click(submit).perform()
    time.sleep(1)
    session = get_json(server, "/api/v1/training/session")["session"]
    assert len(session["attempts"]) == 1, session["attempts"]
    # Without script the sheet is a form: sent twice, it still logs one set.
    en_nojs.get(server.base + "/training#reps-sheet")
    field = en_nojs.find_element(By.CSS_SELECTOR, "[data-reps-form] input[name=reps]")
    field.send_keys("8")
    submit = en_nojs.find_element(By.CSS_SELECTOR, "[data-reps-form] button[type=submit]")
    ActionChains(en_nojs).double_click(submit).perform()
    time.sleep(1)
    session = get_json(server, "/api/v1/training/session")["session"]
    assert len(session["attempts"]) == 2, session["attempts"]


def test_the_about_sheet_opens_at_its_top_on_small_phones(server, en, screenshots):
    """Opening About used to focus its only button, the Close at the bottom, so the sheet opened
    scrolled to its end; it must open at its title."""
    d = en
    for size in ((320, 568), PHONE):
        for dark in (False, True):
            d.set_window_size(*size)
            d.get(server.base + "/training")
            d.find_element(By.CSS_SELECTOR, "[data-about-open]").click()
            about = d.find_element(By.CSS_SELECTOR, "[data-about]")
            wait(d).until(lambda d: about.get_attribute("open") is not None)
            assert d.execute_script("return arguments[0].scrollHeight > arguments[0].clientHeight", about), \
                "the sheet is taller than the screen, so where it opens matters"
            assert d.execute_script("return arguments[0].scrollTop", about) == 0
            title_top = d.execute_script(
                "return document.getElementById('about-title').getBoundingClientRect().top"
                " - arguments[0].getBoundingClientRect().top", about)
            assert 0 <= title_top < 120, title_top
            shoot_size(d, screenshots, "training-about-open", size, dark)
            d.find_element(By.CSS_SELECTOR, "[data-about-close]").click()
            wait(d).until(lambda d: about.get_attribute("open") is None)


def fits(driver, selector):
    """The element's content fits inside it and inside the viewport."""
    return driver.execute_script(
        "const e = document.querySelector(arguments[0]); const r = e.getBoundingClientRect();"
        "return e.scrollWidth <= e.clientWidth + 1 && r.left >= 0 && r.right <= window.innerWidth + 0.5;", selector)


def test_a_long_hold_reads_as_a_clock_and_fits_a_320_px_phone(server, en, screenshots):
    d = en
    start(d, server, target="14400", rest="10", adjustment="0", exercise="Plank")
    freeze_at_set_start(d)
    advance(d, server, 8.06)
    wait(d).until(lambda d: text(d, "[data-timer-value]") == "8.0")
    assert text(d, "[data-progress-text]") == "0:08.0 / 4:00:00"
    assert text(d, "[data-remaining]") == "Remaining: 3:59:52.0"  # 8.0 + 3:59:52.0 = 4:00:00
    advance(d, server, 12347 - 8.06)
    wait(d).until(lambda d: text(d, "[data-timer-value]") == "3:25:47.0")
    assert not visible(d, "[data-timer-unit]"), "a clock carries no unit"
    assert text(d, "[data-progress-text]") == "3:25:47.0 / 4:00:00"
    assert text(d, "[data-remaining]") == "Remaining: 34:13.0"
    for size in ((320, 568), PHONE):
        for dark in (False, True):
            d.set_window_size(*size)
            d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": True})
            for selector in ("[data-timer]", "[data-progress-text]", "[data-remaining]"):
                assert fits(d, selector), (size, selector)
            d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
            shoot_size(d, screenshots, "training-long-hold", size, dark)
    d.set_window_size(*PHONE)
    d.find_element(By.CSS_SELECTOR, '[data-event="stop"]').click()
    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-summary]"))
    assert text(d, "[data-final-total]") == "3:25:47.0"
    assert attempts_table(d)[0][1:5] == ["3:25:47.0", "0", "3:25:47.0", "3:25:47.0"]
    for size in ((320, 568), PHONE):
        shoot_size(d, screenshots, "training-long-hold-summary", size)


def test_a_second_tab_and_another_device_are_followed_within_seconds(server, en):
    """Tab A and tab B show one session: what A does reaches B at once (BroadcastChannel); what
    another device does reaches both by their polling; a setup page learns of a session started
    elsewhere without losing what is typed."""
    d = en
    d.get(server.base + "/training")
    tab_a = d.current_window_handle
    d.switch_to.new_window("window")
    tab_b = d.current_window_handle
    d.get(server.base + "/training")
    d.find_element(By.ID, "exercise").send_keys("typing…")
    d.switch_to.window(tab_a)
    start(d, server, target="60", rest="30", adjustment="0", exercise="Dead hang")
    ready(d)
    d.switch_to.window(tab_b)
    wait(d, 8).until(lambda d: visible(d, "[data-running]"))
    assert d.find_element(By.ID, "exercise").get_attribute("value") == "typing…"
    d.find_element(By.CSS_SELECTOR, "[data-running] a").click()
    ready(d)
    assert screen(d) == "training"

    d.switch_to.window(tab_a)
    advance(d, server, 5)
    d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
    wait(d).until(lambda d: screen(d) == "resting")
    d.switch_to.window(tab_b)
    wait(d, 8).until(lambda d: screen(d) == "resting")
    assert len(d.find_elements(By.CSS_SELECTOR, "[data-so-far-body] tr")) == 1

    # Another device skips the rest through the API: both tabs follow by polling.
    sid = get_json(server, "/api/v1/training/session")["session"]["id"]
    post_json(server, f"/api/v1/training/sessions/{sid}/events", {"type": "skipRest"})
    wait(d, 10).until(lambda d: screen(d) == "training")
    d.switch_to.window(tab_a)
    wait(d, 10).until(lambda d: screen(d) == "training")

    # A Stop in tab B takes tab A to the summary.
    d.switch_to.window(tab_b)
    advance(d, server, 3)
    d.find_element(By.CSS_SELECTOR, '[data-event="stop"]').click()
    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-summary]"))
    d.switch_to.window(tab_a)
    wait(d, 8).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-summary]"))


def flashing(driver):
    return driver.execute_script("return document.querySelector('[data-training]').dataset.flash || null")


def visible_screen_style(driver, prop):
    return driver.execute_script(
        "const s = [...document.querySelectorAll('.tr-screen')].find(e => !e.hidden);"
        "return getComputedStyle(s)[arguments[0]]", prop)


def test_the_rest_ends_with_a_3_2_1_count_in_and_each_cue_flashes(server, en, screenshots):
    d = en
    start(d, server, target="60", rest="10", adjustment="0")
    freeze_at_set_start(d)
    advance(d, server, 5)
    d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
    wait(d).until(lambda d: screen(d) == "resting")
    d.execute_script("window.sadhanaTraining.freeze(Date.parse(window.sadhanaTraining.state().phase.restStartedAt))")
    rest = d.find_element(By.CSS_SELECTOR, '[data-screen="resting"]')
    advance(d, server, 6.5)
    wait(d).until(lambda d: text(d, "[data-countdown]") == "4")
    assert "is-final" not in rest.get_attribute("class") and flashing(d) is None

    advance(d, server, 0.5)  # 3 s left: the warning beep, the count-in and a flash.
    wait(d).until(lambda d: beeps(d) == ["warning"])
    assert text(d, "[data-countdown]") == "3"
    assert "is-final" in rest.get_attribute("class")
    assert d.find_element(By.CSS_SELECTOR, "[data-final-count]").get_attribute("textContent") == "Next set in 3"
    assert flashing(d) == "warning"
    assert visible_screen_style(d, "animationName") == "tr-flash"
    for size in ((320, 568), PHONE):
        for dark in (False, True):
            shoot_size(d, screenshots, "training-rest-count-in", size, dark)
    d.set_window_size(*PHONE)
    advance(d, server, 0.8)  # The flash is over; the count-in goes on: 2, then 1.
    wait(d).until(lambda d: flashing(d) is None)
    assert "is-final" in rest.get_attribute("class")
    advance(d, server, 0.5)
    wait(d).until(lambda d: text(d, "[data-countdown]") == "2")
    advance(d, server, 1)
    wait(d).until(lambda d: text(d, "[data-countdown]") == "1")
    assert d.find_element(By.CSS_SELECTOR, "[data-final-count]").get_attribute("textContent") == "Next set in 1"
    advance(d, server, 1)  # The end: the next set, flashed.
    wait(d).until(lambda d: screen(d) == "training")
    assert flashing(d) == "end"
    assert d.execute_script("return window.sadhanaTraining.log.filter(e => e.type === 'flash').map(e => e.kind)") \
        == ["warning", "end"]

    # With reduced motion the cue is a steady outline, not a flash.
    d.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    advance(d, server, 5)
    d.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
    wait(d).until(lambda d: screen(d) == "resting")
    d.execute_script("window.sadhanaTraining.freeze(Date.parse(window.sadhanaTraining.state().phase.restStartedAt))")
    advance(d, server, 7)
    wait(d).until(lambda d: flashing(d) == "warning")
    assert visible_screen_style(d, "animationName") == "none"
    assert visible_screen_style(d, "outlineWidth") == "6px"
    for dark in (False, True):
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-reduced-motion", "value": "reduce"},
            {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
        d.save_screenshot(str(screenshots / f"training-rest-count-in-reduced-motion{'-dark' if dark else ''}.png"))


def test_a_wide_history_chart_opens_at_its_newest_session_on_a_320_px_phone(server, screenshots):
    for n in range(12):
        post_json(server, "/api/v1/training/sessions",
                  {"exercise": "L-sit", "mode": "time", "target": 40, "restSeconds": 10, "adjustment": 0})
        sid = get_json(server, "/api/v1/training/session")["session"]["id"]
        advance_server(server, 20 + n * 30)
        post_json(server, f"/api/v1/training/sessions/{sid}/events", {"type": "stop"})
        advance_server(server, 86400)
    d = make_driver(language="en", size=(320, 568))
    try:
        d.get(server.base + "/training/history")
        box = d.find_element(By.CSS_SELECTOR, ".tr-chart-scroll")
        assert d.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth", box)
        newest = d.find_elements(By.CSS_SELECTOR, ".tr-bars-total rect.bar")[-1]
        inside = d.execute_script(
            "const b = arguments[0].getBoundingClientRect(), c = arguments[1].getBoundingClientRect();"
            "return b.left >= c.left && b.right <= c.right", newest, box)
        assert inside, "the newest session is in view without scrolling"
        assert d.find_elements(By.CSS_SELECTOR, ".tr-bars-total text.n")[-1].text == "5:50"
        assert d.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
        for dark in (False, True):
            shoot_size(d, screenshots, "training-history-wide", (320, 568), dark)
    finally:
        d.quit()
