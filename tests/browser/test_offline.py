"""Offline and install (issue 18) in a real browser: the service worker installs, the apps are
loaded once, then the network goes away — the driver's network emulation for the page AND the
server process stopped, because a service worker's own fetches are not covered by the page's
emulation, and a stopped server is what "no network" honestly means. Offline: tomorrow's Tamil
page and the Companion's Today come from the cache with their "Offline — saved …" banner, a day
beyond the cache says so, 16 circles are added, a Better Morning task is checked off and a
training set is ended, each shown as waiting to sync. Back online (the server restarted on the
same port and database, now with a changed stylesheet, i.e. a new asset version), every action is
stored once on the server (read through the JSON API) and the new version replaces the old cache on
the next visit. First paint of a cached page offline is printed, never asserted.
"""
import datetime
import json
import os
import pathlib
import shutil
import tempfile
import urllib.error
import urllib.parse
import urllib.request

from PIL import Image
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import PHONE, PROFILES, ROOT, Server, _binary, make_driver, shoot


def wait(driver, seconds=15):
    return WebDriverWait(driver, seconds, poll_frequency=0.1,
                         ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))


def call(server, method, path, body=None, form=False):
    data, headers = None, {}
    if body is not None and form:
        data, headers = urllib.parse.urlencode(body).encode(), {"Content-Type": "application/x-www-form-urlencoded"}
    elif body is not None:
        data, headers = json.dumps(body).encode(), {"Content-Type": "application/json"}
    request = urllib.request.Request(server.base + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            text = response.read()
            return response.status, (json.loads(text) if "json" in response.headers.get("Content-Type", "") else text)
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def fetch_bytes(server, path):
    with urllib.request.urlopen(server.base + path, timeout=10) as response:
        return response.read()


def network(driver, online):
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": not online, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def caches(driver):
    return driver.execute_async_script("caches.keys().then(arguments[arguments.length - 1])")


def saved_ahead(driver):
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "caches.match('/offline/plan').then((r) => done(!!r), () => done(false));")


def d_offline(driver):
    """Whether the page was served from the worker's cache (marked with when it was saved)."""
    return driver.execute_script("return document.documentElement.hasAttribute('data-offline-saved')")


def text(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector).text


def shown(driver, selector):
    elements = driver.find_elements(By.CSS_SELECTOR, selector)
    return bool(elements) and elements[0].is_displayed()


def shot(driver, folder, name):
    """The phone's screen (390 px), light and dark."""
    shoot(driver, folder, f"offline-{name}", PHONE)
    shoot(driver, folder, f"offline-{name}", PHONE, dark=True)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": "light"}]})


def instant(text):
    return datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))


def pending(driver, key):
    """What waits to sync under a queue's localStorage key (sync-queue.js)."""
    return driver.execute_script(f"return JSON.parse(localStorage.getItem('{key}') || '[]')")


def portable_server(folder, data):
    """A copy of the binary with its resource bundles beside it (where Bundle.module looks first),
    so the test can change an asset — a new version — and restart the same server with it."""
    binary = pathlib.Path(_binary())
    bundles = binary.parent if (binary.parent / "Sadhana_WebApp.resources").exists() else ROOT / ".build" / "debug"
    shutil.copy2(binary, folder / "sadhana")
    for bundle in bundles.glob("*.resources"):
        if bundle.name == "Sadhana_WebApp.resources":
            shutil.copytree(bundle, folder / bundle.name)
        else:
            (folder / bundle.name).symlink_to(bundle.resolve())
    previous = os.environ.get("SADHANA_BINARY")
    os.environ["SADHANA_BINARY"] = str(folder / "sadhana")
    server = Server(data, extra_args=["--test-clock"])
    return server, previous


def test_installs_works_offline_syncs_once_and_updates(screenshots):
    work = pathlib.Path(tempfile.mkdtemp(prefix="sadhana-offline-"))
    (work / "bin").mkdir()
    server, previous_binary = portable_server(work / "bin", str(work / "data"))
    driver = None
    try:
        server.start()
        # Better Morning's routine starts the day after it is chosen: choose it "yesterday".
        now = datetime.datetime.now(datetime.timezone.utc)
        assert call(server, "POST", "/_test/clock", {"set": (now - datetime.timedelta(days=1)).strftime("%Y-%m-%dT%H:%M:%SZ")})[0] == 200
        call(server, "POST", "/api/v1/morning/onboarding")
        assert call(server, "POST", "/api/v1/morning/celebrities/franklin/choose")[0] < 300
        assert call(server, "POST", "/_test/clock", {"advanceSeconds": 86400})[0] == 200
        call(server, "POST", "/calendar/welcome", {"step": "5", "placeId": "1264527"}, form=True)  # Chennai
        call(server, "POST", "/tamil/places/add", {"place": "5128581"}, form=True)  # New York, not primary
        call(server, "POST", "/api/v1/training/sessions",
             {"exercise": "L-sit", "mode": "time", "target": 600, "restSeconds": 30, "adjustment": 0})
        session = call(server, "GET", "/api/v1/training/session")[1]["session"]

        driver = make_driver(language="en")
        driver.set_script_timeout(20)
        # Installability, as Lighthouse checks it: a secure context (localhost counts), a manifest
        # with the fields and icons (fetchable, of the declared size), a worker controlling the page.
        driver.get(server.base + "/")
        wait(driver).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))
        assert driver.execute_script("return window.isSecureContext")
        manifest_urls = {"/": "/manifest.webmanifest"}
        for app in ("japa", "training", "morning", "calendar", "tamil"):
            manifest_urls[f"/{app}"] = f"/manifest-{app}.webmanifest"
        for page, url in manifest_urls.items():
            driver.get(server.base + page)
            assert driver.find_element(By.CSS_SELECTOR, "link[rel=manifest]").get_attribute("href").endswith(url)
            manifest = json.loads(fetch_bytes(server, url))
            for field in ("name", "short_name", "start_url", "scope", "background_color", "theme_color"):
                assert manifest.get(field), (url, field)
            assert manifest["display"] == "standalone"
            sizes = set()
            for icon in manifest["icons"]:
                if icon["type"] != "image/png":
                    continue
                path = work / "icon.png"
                path.write_bytes(fetch_bytes(server, icon["src"]))
                width, height = Image.open(path).size
                assert icon["sizes"] == f"{width}x{height}", icon
                sizes.add((width, icon.get("purpose", "any")))
            assert {(192, "any"), (512, "any"), (512, "maskable")} <= sizes, url
            assert driver.execute_script("return !!navigator.serviceWorker.controller"), page
        assert not shown(driver, "[data-install]"), "no Install button where the browser offers no prompt"

        # Load the practice apps once (their pages are kept as they are loaded).
        driver.get(server.base + "/japa")
        driver.get(server.base + "/morning/routine")
        assert [li.get_attribute("data-mark") for li in driver.find_elements(By.CSS_SELECTOR, "[data-task]")][0] \
            == "untouched"
        driver.get(server.base + f"/training/sessions/{session['id']}")
        wait(driver).until(lambda d: d.execute_script("return !!(window.sadhanaTraining && window.sadhanaTraining.ready)"))
        driver.get(server.base + "/")
        wait(driver, 40).until(saved_ahead)  # today and the next 30 days, saved ahead
        plan = call(server, "GET", "/offline/plan")[1]
        old_version = plan["version"]
        today = datetime.date.fromisoformat(plan["from"])
        tomorrow = (today + datetime.timedelta(days=1)).isoformat()
        beyond = (today + datetime.timedelta(days=40)).isoformat()
        assert f"sadhana-shell-{old_version}" in caches(driver)
        # Every saved place is saved ahead on its own days: New York's at its own addresses.
        [new_york] = plan["places"]
        ny_tomorrow = (datetime.date.fromisoformat(new_york["from"]) + datetime.timedelta(days=1)).isoformat()
        assert f"/tamil?date={ny_tomorrow}&place={new_york['id']}" in plan["pages"]

        # --- No network ---
        driver.get(server.base + f"/training/sessions/{session['id']}")
        wait(driver).until(lambda d: d.execute_script("return !!(window.sadhanaTraining && window.sadhanaTraining.ready)"))
        network(driver, online=False)
        server.stop()

        # A training set ends without a network: kept with its instant.
        driver.find_element(By.CSS_SELECTOR, '[data-event="bailOut"]').click()
        wait(driver).until(lambda d: shown(d, "[data-sync-status]"))
        assert text(driver, "[data-sync-status]") == "Waiting to sync (1)"
        tapped_at = pending(driver, f"training-pending-{session['id']}")[0]["at"]
        shot(driver, screenshots, "training-waiting")

        driver.get(server.base + f"/tamil?date={tomorrow}")
        assert driver.execute_script("return document.documentElement.hasAttribute('data-offline-saved')")
        paint_entries = "return performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)])"
        wait(driver, 5).until(lambda d: d.execute_script(paint_entries))
        paint = driver.execute_script(paint_entries)
        print(f"\nFirst paint of tomorrow's Tamil page, offline, from the cache: {paint}")
        banner = text(driver, "[data-offline-banner]")
        assert banner.startswith("Offline — saved ") and "days available:" in banner, banner
        assert tomorrow in driver.current_url
        shot(driver, screenshots, "tamil-tomorrow")

        # The other saved place, offline: chosen on the Places page, its day and the next.
        driver.get(server.base + "/tamil/places")
        driver.find_element(By.CSS_SELECTOR, f'[data-show-place][href$="place={new_york["id"]}"]').click()
        wait(driver).until(lambda d: "New York" in text(d, "[data-place-label]"))
        assert d_offline(driver)
        driver.find_element(By.CSS_SELECTOR, "[data-nav-next]").click()
        wait(driver).until(lambda d: ny_tomorrow in d.current_url)
        assert "New York" in text(driver, "[data-place-label]") and d_offline(driver)
        banner = text(driver, "[data-offline-banner]")
        assert "days available:" in banner, banner
        shot(driver, screenshots, "tamil-other-place")

        driver.get(server.base + "/calendar")
        assert shown(driver, "[data-offline-banner]")
        assert driver.find_elements(By.CSS_SELECTOR, "main h1, main h2"), "the Companion's Today, from the cache"
        shot(driver, screenshots, "companion-today")
        driver.get(server.base + "/tamil/week")
        assert shown(driver, "[data-offline-banner]")
        shot(driver, screenshots, "tamil-week")

        driver.get(server.base + f"/tamil?date={beyond}")
        assert driver.find_elements(By.CSS_SELECTOR, "[data-offline-page]"), "a day beyond the cache says so"
        assert "Not saved for offline use" in text(driver, "h1")
        assert not shown(driver, "[data-offline-banner]"), "the page says it itself"
        assert text(driver, "[data-offline-days]") == (
            f"Days available offline: {today:%b} {today.day}, {today.year} to "
            f"{today + datetime.timedelta(days=30):%b} {(today + datetime.timedelta(days=30)).day}, "
            f"{(today + datetime.timedelta(days=30)).year}.")
        links = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "[data-offline-page] li a")]
        assert links[0].endswith(f"/tamil?date={today.isoformat()}")
        shot(driver, screenshots, "beyond")

        driver.get(server.base + "/japa")
        before = int(driver.find_element(By.CSS_SELECTOR, "progress.bar").get_attribute("value"))
        field = driver.find_element(By.ID, "amount")
        field.clear()
        field.send_keys("16")
        driver.find_element(By.CSS_SELECTOR, "[data-add-form] button[type=submit]").click()
        wait(driver).until(lambda d: shown(d, "[data-sync-status]"))
        assert text(driver, "[data-sync-status]") == "Waiting to sync (1)"
        assert int(driver.find_element(By.CSS_SELECTOR, "progress.bar").get_attribute("value")) == before + 16
        added_at = pending(driver, "japa-pending-" + driver.find_element(
            By.CSS_SELECTOR, "[data-counter]").get_attribute("data-counter"))[0]["at"]
        shot(driver, screenshots, "japa-waiting")

        driver.get(server.base + "/morning/routine")
        driver.find_elements(By.CSS_SELECTOR, "[data-toggle]")[0].click()
        wait(driver).until(lambda d: shown(d, "[data-sync-status]"))
        assert driver.find_elements(By.CSS_SELECTOR, "[data-task]")[0].get_attribute("data-mark") == "completed"
        [tap] = pending(driver, "morning-pending")
        assert text(driver, "[data-progress]") == "1 of 5 done"  # counted with the ✓ waiting to sync
        shot(driver, screenshots, "morning-waiting")

        # --- Back online, with a new version of the assets ---
        css = work / "bin" / "Sadhana_WebApp.resources" / "Public" / "css" / "app.css"
        css.write_text(css.read_text() + "\n/* offline-test: a new version */\n:root { --offline-test: 1; }\n")
        server.start()
        PROFILES[server.base] = server.profile
        # Delivered ten minutes after they were made (by the server's clock): each is stored with
        # the instant it was made, not the delivery's.
        delivered = instant(call(server, "POST", "/_test/clock", {"advanceSeconds": 600})[1]["now"])
        network(driver, online=True)
        wait(driver).until(lambda d: not shown(d, "[data-sync-status]"))  # the open page syncs at once
        driver.get(server.base + "/japa")
        # The first page of the new version, served while the old worker may still control it: its
        # files are the new ones too (never new HTML with the old stylesheet).
        assert driver.execute_script(
            "return getComputedStyle(document.documentElement).getPropertyValue('--offline-test').trim()") == "1"
        wait(driver).until(lambda d: not d.execute_script("return (JSON.parse(localStorage.getItem("
                                                          "'japa-pending-' + document.querySelector('[data-counter]')"
                                                          ".dataset.counter) || '[]')).length"))
        driver.get(server.base + f"/training/sessions/{session['id']}")
        wait(driver).until(lambda d: not d.execute_script(
            f"return (JSON.parse(localStorage.getItem('training-pending-{session['id']}') || '[]')).length"))

        counter = call(server, "GET", "/api/v1/japa/counters")[1]["counters"][0]
        assert counter["total"] == before + 16, counter
        history = call(server, "GET", f"/api/v1/japa/counters/{counter['id']}/history")[1]
        [addition] = [e for e in history["entries"] if e["kind"] == "addition"]
        assert addition["amount"] == 16, history
        state = call(server, "GET", "/api/v1/morning/state")[1]
        assert list(state["marks"].values()).count("completed") == 1, state
        day = call(server, "GET", f"/api/v1/morning/routines/{state['activeRoutineId']}/days/{tap['day']}")[1]
        [checked] = [t for t in day["tasks"] if t["id"] == tap["task"]]
        attempts = call(server, "GET", "/api/v1/training/session")[1]["session"]["attempts"]
        assert len(attempts) == 1, attempts
        for what, stored, made in (("japa addition", addition["recordedAt"], added_at),
                                   ("morning check-off", checked["checkedAt"], tap["at"]),
                                   ("training set", attempts[0]["endedAt"], tapped_at)):
            assert abs((instant(stored) - instant(made)).total_seconds()) < 1, (what, stored, made)
            assert (delivered - instant(stored)).total_seconds() > 500, (what, stored, delivered)

        # The new version: installed on this visit, serving every file on the next.
        new_version = call(server, "GET", "/offline/plan")[1]["version"]
        assert new_version != old_version
        driver.get(server.base + "/")
        wait(driver, 20).until(lambda d: caches(d).count(f"sadhana-shell-{new_version}") == 1
                               and f"sadhana-shell-{old_version}" not in caches(d))
        driver.get(server.base + "/")
        served = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch('/static/css/app.css').then((r) => r.text()).then(done, () => done(''));")
        assert "offline-test: a new version" in served
        assert not [k for k in caches(driver) if old_version in k], caches(driver)

        # A made-at instant outside the server's window (the device's clock an hour fast, as the
        # server sees it): the 422 is shown to the person, and what they typed is kept.
        driver.get(server.base + "/japa")
        total = call(server, "GET", "/api/v1/japa/counters")[1]["counters"][0]["total"]
        network(driver, online=False)
        server.stop()
        field = driver.find_element(By.ID, "amount")
        field.clear()
        field.send_keys("5")
        driver.find_element(By.CSS_SELECTOR, "[data-add-form] button[type=submit]").click()
        wait(driver).until(lambda d: shown(d, "[data-sync-status]"))
        made = instant(pending(driver, "japa-pending-" + str(counter["id"]))[0]["at"])
        server.start()
        PROFILES[server.base] = server.profile
        behind = (made - datetime.timedelta(hours=1)).strftime("%Y-%m-%dT%H:%M:%SZ")
        assert call(server, "POST", "/_test/clock", {"set": behind})[0] == 200
        network(driver, online=True)
        wait(driver, 20).until(lambda d: shown(d, "[data-add-form] [data-error]"))
        refusal = text(driver, "[data-add-form] [data-error]")
        assert "in the future" in refusal, refusal
        assert driver.find_element(By.ID, "amount").get_attribute("value") == "5"
        assert not shown(driver, "[data-sync-status]")
        assert call(server, "GET", "/api/v1/japa/counters")[1]["counters"][0]["total"] == total
        shot(driver, screenshots, "japa-refused")
    finally:
        if driver:
            driver.quit()
        server.stop()
        PROFILES.pop(server.base, None)
        if previous_binary is None:
            os.environ.pop("SADHANA_BINARY", None)
        else:
            os.environ["SADHANA_BINARY"] = previous_binary
        shutil.rmtree(work, ignore_errors=True)
