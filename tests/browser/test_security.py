"""Each person's data is theirs (issue 21), in real Chromium: another site cannot change it, a
second browser cannot see it, and the person can carry it to another device or delete it.

The hostile site is a second tiny HTTP server in this process, on another port: once as
http://127.0.0.1:<other port> (same site as the app, another origin: the browser still sends the
SameSite=Lax profile cookie, so only the server's Origin/Sec-Fetch-Site check stands between it
and the data) and once as http://localhost:<other port> (another site altogether).
"""
import html
import json
import re
import threading
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import DESKTOP, PHONE, make_driver, shoot

DELHI = "1261481"
NEW_YORK = "5128581"
CHENNAI = "1264527"
REFUSED = "was refused"
CODE = re.compile(r"^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{2}$")


def own_driver(**options):
    """A browser with a cookie jar of its own: a person of their own, not the test's shared one."""
    driver = make_driver(**options)
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    return driver


def wait(driver, seconds=8):
    return WebDriverWait(driver, seconds, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))


def css(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector)


def set_clock(server, iso):
    request = urllib.request.Request(server.base + "/_test/clock", data=json.dumps({"set": iso}).encode(),
                                     method="POST", headers={"Content-Type": "application/json"})
    urllib.request.urlopen(request, timeout=5).read()


def status_of(url):
    """The status of a plain GET without the profile cookie (as a calendar app fetching a feed)."""
    request = urllib.request.Request(url, headers={"Cookie": "calendar-app=1"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            response.read()
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def api(driver, method, path, body=None):
    """A same-origin request from the app's own page in this browser (its cookie, its headers)."""
    return driver.execute_async_script("""
        const [method, path, body, done] = arguments;
        const init = {method, credentials: 'same-origin', headers: {}};
        if (body !== null) { init.body = JSON.stringify(body); init.headers['Content-Type'] = 'application/json'; }
        fetch(path, init).then(async r => {
            const text = await r.text();
            let json = null; try { json = JSON.parse(text); } catch (e) {}
            done([r.status, json === null ? text : json]);
        }, e => done([0, String(e)]));""", method, path, body)


def app_form(driver, base, path, fields):
    """Submits a form of the app's own origin, as its pages do, and waits for the next page."""
    if not driver.current_url.startswith(base):
        driver.get(base + "/")
    driver.execute_script("""
        const [path, fields] = arguments;
        const form = document.createElement('form');
        form.method = 'post'; form.action = path; form.id = 'test-form';
        for (const [k, v] of Object.entries(fields)) {
            const input = document.createElement('input'); input.type = 'hidden'; input.name = k; input.value = v;
            form.appendChild(input);
        }
        document.body.appendChild(form);
        window.__before = true;
        HTMLFormElement.prototype.submit.call(form);""", path, fields)
    wait(driver).until(lambda d: d.execute_script("return window.__before !== true"))


def nav_status(driver):
    return driver.execute_script(
        "const e = performance.getEntriesByType('navigation')[0]; return e ? e.responseStatus : null")


def counter_text(driver):
    return css(driver, ".count").text.replace("\n", "").strip()


def add_circles(driver, amount):
    field = driver.find_element(By.ID, "amount")
    field.clear()
    field.send_keys(str(amount))
    css(driver, "[data-add-form] button[type=submit]").click()


# MARK: the hostile site

class Hostile:
    """A second origin serving pages the test writes (path -> HTML)."""

    def __init__(self):
        pages = self.pages = {}

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                body = pages.get(self.path.split("?")[0])
                if body is None:
                    self.send_response(404)
                    self.end_headers()
                    return
                data = body.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def origin(self, host):
        return f"http://{host}:{self.port}"

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture()
def hostile():
    site = Hostile()
    yield site
    site.close()


def form_page(action, fields, enctype="application/x-www-form-urlencoded", autosubmit=True):
    inputs = "".join(f'<input type="hidden" name="{html.escape(k)}" value="{html.escape(v)}">'
                     for k, v in fields.items())
    script = "<script>document.getElementById('f').submit()</script>" if autosubmit else ""
    return (f'<!doctype html><meta charset="utf-8"><title>You won a free mala</title>'
            f'<h1>Claim your prize</h1><form id="f" method="post" action="{html.escape(action)}" enctype="{enctype}">'
            f'{inputs}<button id="claim" type="submit">Claim</button></form>{script}')


def fetch_page(app, requests):
    """Fires every request the way a page on another site can, and records what it could see."""
    return ("<!doctype html><meta charset='utf-8'><title>loading</title><script>"
            f"const app = {json.dumps(app)}; const requests = {json.dumps(requests)};"
            """
            window.results = [];
            async function one([method, path, body]) {
              const url = app + path, attempts = [];
              const variants = [
                ['no-cors text/plain', {method, mode: 'no-cors', credentials: 'include',
                    headers: {'Content-Type': 'text/plain'}, body}],
                ['no-cors form', {method, mode: 'no-cors', credentials: 'include',
                    headers: {'Content-Type': 'application/x-www-form-urlencoded'}, body: 'amount=5&value=1&name=Pwned'}],
                ['no-cors multipart', {method, mode: 'no-cors', credentials: 'include', body: (() => {
                    const f = new FormData(); f.append('amount', '5'); f.append('file',
                      new Blob(['date,amount\\n2026-01-01,5\\n'], {type: 'text/csv'}), 'x.csv'); return f; })()}],
                ['no-cors empty', {method, mode: 'no-cors', credentials: 'include'}],
                ['cors json', {method, mode: 'cors', credentials: 'include',
                    headers: {'Content-Type': 'application/json'}, body}],
              ];
              for (const [name, init] of variants) {
                if (method === 'GET' || method === 'HEAD') delete init.body;
                try { const r = await fetch(url, init); attempts.push([name, 'answered ' + r.type + ' ' + r.status]); }
                catch (e) { attempts.push([name, 'failed']); }
              }
              try { attempts.push(['beacon', navigator.sendBeacon(url, body) ? 'queued' : 'not queued']); }
              catch (e) { attempts.push(['beacon', 'failed']); }
              return [method + ' ' + path, attempts];
            }
            (async () => {
              for (const r of requests) window.results.push(await one(r));
              document.title = 'done';
            })();
            </script>""")


def form_routes(ids):
    """Every form route of the five apps and the suite (see `router.post` in Sources/WebApp)."""
    j, p, r, t, task = ids["japa"], ids["preset"], ids["routine"], ids["tamilPlace"], ids["task"]
    return [
        (f"/japa/{j}/add", {"amount": "5"}),
        (f"/japa/{j}/undo", {}),
        (f"/japa/{j}/value", {"value": "1"}),
        (f"/japa/{j}/settings", {"name": "Pwned", "target": "9"}),
        (f"/japa/{j}/reset", {}),
        (f"/japa/{j}/delete", {}),
        ("/japa/counters", {"name": "Hostile", "target": "108"}),
        ("/japa/import", {"importName": "Hostile", "importTarget": "108"}),
        ("/training/start", {"mode": "time", "exercise": "Evil", "target": "10", "rest": "5", "adjustment": "1"}),
        (f"/training/presets/{p}/start", {}),
        (f"/training/presets/{p}/delete", {}),
        ("/training/sessions/1/events", {"type": "stop"}),
        ("/morning/welcome", {}),
        ("/morning/explore/winfrey/choose", {}),
        (f"/morning/routine/tasks/{task}/toggle", {}),
        ("/morning/create", {"title": "Evil", "task_title_0": "Nothing", "task_time_0": "05:00"}),
        (f"/morning/data/{r}/restart", {}),
        (f"/morning/data/{r}/delete", {}),
        ("/morning/settings/day-start", {"dayStart": "07:00"}),
        ("/morning/settings/reset", {}),
        ("/calendar/settings", {"section": "tradition", "tradition": "iskcon"}),
        ("/calendar/location", {"placeId": NEW_YORK}),
        ("/calendar/welcome", {"step": "5", "placeId": NEW_YORK}),
        ("/tamil/places/add", {"place": NEW_YORK, "primary": "1"}),
        ("/tamil/places/nearest", {"lat": "40.71", "lon": "-74.0"}),
        (f"/tamil/places/{t}/primary", {}),
        (f"/tamil/places/{t}/remove", {}),
        ("/tamil/alerts", {"eveningOn": "1", "eveningTime": "23:00"}),
        ("/tamil/settings", {"numerals": "tamil"}),
        ("/tamil/welcome/skip", {}),
        ("/tamil/welcome/finish", {"place": NEW_YORK}),
        ("/language", {"language": "ru", "back": "/"}),
        ("/profile/transfer", {}),
        ("/profile/join", {"code": "ABCD-EFGH-JK"}),
        ("/profile/timezone", {"timeZone": "America/New_York"}),
        ("/profile/feeds/rotate", {}),
        ("/profile/delete", {}),
    ]


def api_routes(ids):
    """Every API write of the five apps (see `group.post/put/patch/delete` in Sources/WebApp)."""
    j, p, r, task = ids["japa"], ids["preset"], ids["routine"], ids["task"]
    five = '{"amount":5}'
    return [
        ["POST", f"/api/v1/japa/counters/{j}/additions", five],
        ["PUT", f"/api/v1/japa/counters/{j}/value", '{"value":1}'],
        ["POST", f"/api/v1/japa/counters/{j}/reset", "{}"],
        ["POST", f"/api/v1/japa/counters/{j}/undo", "{}"],
        ["PATCH", f"/api/v1/japa/counters/{j}", '{"name":"Pwned"}'],
        ["DELETE", f"/api/v1/japa/counters/{j}", "{}"],
        ["POST", "/api/v1/japa/counters", '{"name":"Hostile"}'],
        ["POST", "/api/v1/japa/import", '{"name":"Hostile","entries":[]}'],
        ["POST", "/api/v1/morning/onboarding", "{}"],
        ["POST", "/api/v1/morning/celebrities/winfrey/choose", "{}"],
        ["POST", "/api/v1/morning/routines", '{"title":"Evil","tasks":[{"title":"x","time":"05:00"}]}'],
        ["DELETE", f"/api/v1/morning/routines/{r}", "{}"],
        ["POST", f"/api/v1/morning/routines/{r}/activate", "{}"],
        ["POST", f"/api/v1/morning/routines/{r}/restart", "{}"],
        ["POST", f"/api/v1/morning/today/tasks/{task}/complete", "{}"],
        ["POST", f"/api/v1/morning/today/tasks/{task}/revert", "{}"],
        ["POST", f"/api/v1/morning/today/tasks/{task}/toggle", "{}"],
        ["PUT", "/api/v1/morning/draft", '{"title":"Evil"}'],
        ["DELETE", "/api/v1/morning/draft", "{}"],
        ["PUT", "/api/v1/morning/settings", '{"dayStart":"07:00"}'],
        ["POST", "/api/v1/morning/reset", "{}"],
        ["POST", "/api/v1/training/sessions",
         '{"exercise":"Evil","mode":"time","target":10,"restSeconds":5,"adjustment":1}'],
        ["POST", "/api/v1/training/sessions/1/events", '{"type":"stop"}'],
        ["POST", "/api/v1/training/presets",
         '{"exercise":"Evil","mode":"time","target":10,"restSeconds":5,"adjustment":1}'],
        ["DELETE", f"/api/v1/training/presets/{p}", "{}"],
        ["POST", f"/api/v1/training/presets/{p}/start", "{}"],
        ["PUT", "/api/v1/tamil/preferences", '{"observed":[],"alerts":{}}'],
    ]


# MARK: the victim's data

def create_everything(d, base):
    """Uses the five apps in this browser: 53 circles on a renamed counter, a morning routine, a
    training preset, a saved Tamil place, a calendar tradition and place, language, time zone."""
    d.get(base + "/japa")
    wait(d).until(lambda d: re.search(r"/japa/\d+$", d.current_url))
    japa = int(d.current_url.rsplit("/", 1)[1])
    add_circles(d, 50)
    wait(d).until(lambda d: counter_text(d) == "50 / 5556")
    add_circles(d, 3)
    wait(d).until(lambda d: counter_text(d) == "53 / 5556")
    assert api(d, "PATCH", f"/api/v1/japa/counters/{japa}", {"name": "Mine"})[0] == 200

    assert api(d, "POST", "/api/v1/morning/onboarding")[0] < 300
    assert api(d, "POST", "/api/v1/morning/celebrities/darwin/choose")[0] < 300
    status, preset = api(d, "POST", "/api/v1/training/presets",
                         {"exercise": "Plank", "mode": "time", "target": 45, "restSeconds": 20, "adjustment": 3})
    assert status == 201, preset

    app_form(d, base, "/tamil/places/add", {"place": DELHI, "primary": "1"})
    app_form(d, base, "/calendar/welcome", {"step": "5", "placeId": CHENNAI})
    app_form(d, base, "/calendar/settings", {"section": "tradition", "tradition": "tamil"})
    app_form(d, base, "/profile/timezone", {"timeZone": "America/Toronto"})
    app_form(d, base, "/language", {"language": "en", "back": "/"})

    d.get(base + "/tamil/places")
    removes = [f.get_attribute("action") for f in d.find_elements(By.CSS_SELECTOR, "form[action$='/remove']")]
    assert removes, "the saved Tamil place is listed"
    tamil_place = removes[0].rstrip("/").split("/")[-2]
    routine = api(d, "GET", "/api/v1/morning/state")[1]
    ids = {"japa": japa, "preset": preset["id"], "tamilPlace": tamil_place, "task": "1",
           "routine": routine.get("activeRoutineId") or routine.get("pendingRoutineId") or "1"}
    routines = api(d, "GET", "/api/v1/morning/routines")[1]["routines"]
    if routines and routines[0].get("tasks"):
        ids["task"] = routines[0]["tasks"][0].get("id", "1")
    return ids


def snapshot(d, base):
    """What this browser's profile holds, read through the app itself."""
    d.get(base + "/")
    counters = api(d, "GET", "/api/v1/japa/counters")[1]["counters"]
    s = {
        "japa": [(c["id"], c["name"], c["total"], c["target"], c["entries"]) for c in counters],
        "morningState": {k: v for k, v in api(d, "GET", "/api/v1/morning/state")[1].items() if k != "now"},
        "morningRoutines": api(d, "GET", "/api/v1/morning/routines")[1],
        "presets": api(d, "GET", "/api/v1/training/presets")[1],
        "trainingSession": api(d, "GET", "/api/v1/training/session")[1],
        "tamilPreferences": api(d, "GET", "/api/v1/tamil/preferences")[1],
    }
    d.get(base + "/tamil/places")
    s["tamilPlaces"] = [li.get_attribute("data-saved-place") for li in d.find_elements(By.CSS_SELECTOR, "[data-saved-place]")]
    d.get(base + "/tamil/alerts")
    s["tamilFeed"] = css(d, "[data-feed-url]").get_attribute("value")
    d.get(base + "/calendar/settings")
    s["tradition"] = [i.get_attribute("value") for i in d.find_elements(By.CSS_SELECTOR, "input[name=tradition]")
                      if i.is_selected()]
    s["calendarPlace"] = css(d, ".place-now").text
    s["calendarFeed"] = css(d, "#feed-url").get_attribute("value")
    d.get(base + "/profile")
    s["language"] = css(d, "html").get_attribute("lang")
    s["zone"] = css(d, "#zone-field").get_attribute("value")
    s["transferCode"] = [e.text for e in d.find_elements(By.ID, "transfer-code")]
    return s


def attack_with_forms(d, hostile, host, base, routes):
    """Opens one hostile page per form route; each submits itself to the app at once."""
    problems = []
    for i, (path, fields) in enumerate(routes):
        enctype = "multipart/form-data" if path.endswith("/import") else "application/x-www-form-urlencoded"
        hostile.pages[f"/form{i}"] = form_page(base + path, fields, enctype)
        d.get(hostile.origin(host) + f"/form{i}")
        try:
            wait(d).until(lambda d: d.current_url.startswith(base) and d.execute_script("return document.readyState") == "complete")
        except Exception:
            problems.append(f"{path}: the browser did not land on the app ({d.current_url})")
            continue
        status, text = nav_status(d), css(d, "body").text
        if status != 403 or REFUSED not in text:
            problems.append(f"{path}: answered {status} at {d.current_url}: {text[:120]!r}")
        elif hostile.origin(host) not in text and "same-site" not in text and "cross-site" not in text:
            problems.append(f"{path}: the refusal does not name where the change came from: {text[:160]!r}")
    return problems


def attack_with_fetches(d, hostile, host, base, routes):
    hostile.pages["/fetch"] = fetch_page(base, routes)
    d.get(hostile.origin(host) + "/fetch")
    wait(d, 60).until(lambda d: d.title == "done")
    results = d.execute_script("return window.results")
    assert len(results) == len(routes)
    readable = [(route, name, outcome) for route, attempts in results for name, outcome in attempts
                if name == "cors json" and outcome != "failed"]
    assert not readable, f"another site could make a CORS request and read the answer: {readable}"
    return results


def test_another_site_cannot_change_anything(server, hostile, screenshots):
    set_clock(server, "2026-03-02T06:00:00Z")
    d = own_driver(language="en")
    try:
        ids = create_everything(d, server.base)
        before = snapshot(d, server.base)
        assert before["japa"][0][1:3] == ("Mine", 53)
        assert before["tamilPlaces"] and before["tradition"] == ["tamil"] and before["zone"] == "America/Toronto"
        assert before["morningRoutines"]["routines"] and before["presets"]["presets"]

        token = d.get_cookie("sadhana_profile")["value"]
        for host in ("127.0.0.1", "localhost"):  # same site (another port), then another site
            problems = attack_with_forms(d, hostile, host, server.base, form_routes(ids))
            if d.get_cookie("sadhana_profile")["value"] != token:
                problems.append("a refused form post replaced this browser's profile cookie with a new profile's")
            if host == "127.0.0.1":
                shoot(d, screenshots, "security-refused", PHONE)
            attack_with_fetches(d, hostile, host, server.base, api_routes(ids))
            after = snapshot(d, server.base)
            changed = {k: (before[k], after[k]) for k in before if before[k] != after[k]}
            assert not problems and not changed, (
                f"attack from {hostile.origin(host)}:\nform routes not refused: {problems}\n"
                f"changed in the profile: {sorted(changed)}; japa {changed.get('japa')}; "
                f"language {changed.get('language')}")

        # The app's own pages still work, with script...
        d.get(server.base + f"/japa/{ids['japa']}")
        assert counter_text(d) == "53 / 5556"
        add_circles(d, 1)
        wait(d).until(lambda d: counter_text(d) == "54 / 5556")
        assert api(d, "POST", f"/api/v1/japa/counters/{ids['japa']}/undo", {})[0] == 200
        d.get(server.base + f"/japa/{ids['japa']}")
        assert counter_text(d) == "53 / 5556"
        d.get(server.base + "/calendar/settings")
        for element in (css(d, "input[name=tradition][value=amavasyant]"), css(d, "#tradition button[type=submit]")):
            d.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)  # clear of the tab bar
            element.click()
        wait(d).until(lambda d: "Saved." in d.page_source)
    finally:
        d.quit()


def test_without_javascript_a_click_on_another_site_is_refused_and_forms_still_work(server, hostile):
    d = own_driver(language="en", javascript=False)
    try:
        d.get(server.base + "/japa")
        wait(d).until(lambda d: re.search(r"/japa/\d+$", d.current_url))
        japa = d.current_url.rsplit("/", 1)[1]
        token = d.get_cookie("sadhana_profile")["value"]
        add_circles(d, 53)
        wait(d).until(lambda d: counter_text(d) == "53 / 5556")
        for host in ("127.0.0.1", "localhost"):
            for path, fields in ((f"/japa/{japa}/reset", {}), (f"/japa/{japa}/add", {"amount": "5"}),
                                 ("/language", {"language": "ru", "back": "/"})):
                hostile.pages["/click"] = form_page(server.base + path, fields, autosubmit=False)
                d.get(hostile.origin(host) + "/click")
                css(d, "#claim").click()  # no script runs here: the person is tricked into a click
                wait(d).until(lambda d: d.current_url.startswith(server.base))
                assert REFUSED in css(d, "body").text, (host, path, css(d, "body").text[:200])
                assert d.get_cookie("sadhana_profile")["value"] == token, (
                    f"the refused post from {host} to {path} replaced the profile cookie: the person's data is gone")
        d.get(server.base + f"/japa/{japa}")
        assert counter_text(d) == "53 / 5556", "another site's click changed nothing"
        assert css(d, "html").get_attribute("lang") == "en"
        add_circles(d, 2)  # the app's own form posts still work without script
        wait(d).until(lambda d: counter_text(d) == "55 / 5556")
    finally:
        d.quit()


# MARK: two browsers

def test_two_browsers_keep_their_own_data(server):
    set_clock(server, "2026-03-02T06:00:00Z")
    a, b = own_driver(language="en"), own_driver(language="en")
    try:
        ids = create_everything(a, server.base)
        mine = snapshot(a, server.base)

        b.get(server.base + "/japa")
        wait(b).until(lambda d: re.search(r"/japa/\d+$", d.current_url))
        assert counter_text(b) == "0 / 5556"
        assert int(b.current_url.rsplit("/", 1)[1]) != ids["japa"]
        theirs = snapshot(b, server.base)
        assert [c[1:3] for c in theirs["japa"]] == [("Purascharana", 0)]
        assert theirs["presets"]["presets"] == []
        assert theirs["morningRoutines"]["routines"] == []
        assert theirs["tamilPlaces"] == []
        assert theirs["tradition"] != ["tamil"] and "Chennai" not in theirs["calendarPlace"]
        assert theirs["zone"] != "America/Toronto"
        assert theirs["calendarFeed"] != mine["calendarFeed"] and theirs["tamilFeed"] != mine["tamilFeed"]

        # A's objects are not B's: 404, not 403 (nothing says they exist).
        for path in (f"/japa/{ids['japa']}", f"/japa/{ids['japa']}/settings", f"/japa/{ids['japa']}/history"):
            b.get(server.base + path)
            assert nav_status(b) == 404, path
        for method, path, body in (
                ("GET", f"/api/v1/japa/counters/{ids['japa']}", None),
                ("POST", f"/api/v1/japa/counters/{ids['japa']}/additions", {"amount": 5}),
                ("PATCH", f"/api/v1/japa/counters/{ids['japa']}", {"name": "B's"}),
                ("DELETE", f"/api/v1/japa/counters/{ids['japa']}", None),
                ("POST", f"/api/v1/training/presets/{ids['preset']}/start", None),
                ("DELETE", f"/api/v1/training/presets/{ids['preset']}", None),
                ("DELETE", f"/api/v1/morning/routines/{ids['routine']}", None)):
            status, answer = api(b, method, path, body)
            assert status == 404, (method, path, status, answer)
        app_form(b, server.base, f"/tamil/places/{ids['tamilPlace']}/remove", {})
        assert nav_status(b) == 404

        # B's own language choice is B's alone.
        app_form(b, server.base, "/language", {"language": "ru", "back": "/japa"})
        assert css(b, "[data-add-form] button").text == "Добавить"
        a.get(server.base + f"/japa/{ids['japa']}")
        assert css(a, "html").get_attribute("lang") == "en"
        assert css(a, "[data-add-form] button").text == "Add"
        assert snapshot(a, server.base) == mine, "B's visit changed nothing of A's"
    finally:
        a.quit()
        b.quit()


# MARK: the profile page

def profile_page(driver, base):
    driver.get(base + "/profile")
    assert nav_status(driver) == 200
    return driver


def show_code(driver, base):
    profile_page(driver, base)
    css(driver, "form[action='/profile/transfer'] button[type=submit]").click()
    wait(driver).until(lambda d: d.find_elements(By.ID, "transfer-code"))
    return css(driver, "#transfer-code").text.strip()


def join(driver, base, code):
    profile_page(driver, base)
    field = css(driver, "#join-form input[name=code]")
    field.clear()
    field.send_keys(code)
    css(driver, "#join-form button[type=submit]").click()
    wait(driver).until(lambda d: d.execute_script("return document.readyState") == "complete"
                       and (d.current_url.endswith("joined=1") or d.find_elements(By.CSS_SELECTOR, "#join-error")))


def test_profile_page_carries_the_profile_to_another_device(server, screenshots):
    set_clock(server, "2026-03-02T06:00:00Z")
    a, b = own_driver(language="en"), own_driver(language="en")
    try:
        a.get(server.base + "/japa")
        wait(a).until(lambda d: re.search(r"/japa/\d+$", d.current_url))
        add_circles(a, 53)
        wait(a).until(lambda d: counter_text(d) == "53 / 5556")

        profile_page(a, server.base)
        assert css(a, "h1").text
        assert "Use on another device" in css(a, "body").text
        assert not a.find_elements(By.ID, "transfer-code")
        code = show_code(a, server.base)
        assert CODE.match(code), code
        assert re.search(r"\d\d:\d\d", css(a, "#transfer").text), "the code's expiry is shown"
        for size in (PHONE, DESKTOP):
            for dark in (False, True):
                shoot(a, screenshots, "profile-code", size, dark)

        # A wrong code: 4xx, a message, the typed text kept; B's own data stays.
        b.get(server.base + "/japa")
        wait(b).until(lambda d: re.search(r"/japa/\d+$", d.current_url))
        add_circles(b, 7)
        wait(b).until(lambda d: counter_text(d) == "7 / 5556")
        for wrong in ("ABCD-EFGH-JK", "not a code"):
            join(b, server.base, wrong)
            assert 400 <= nav_status(b) < 500
            assert css(b, "#join-error").text
            assert css(b, "#join-form input[name=code]").get_attribute("value") == wrong
        shoot(b, screenshots, "profile-join-error", PHONE)
        b.get(server.base + "/japa")
        assert counter_text(b) == "7 / 5556"

        # The right code (typed in lower case without dashes is fine too): B now is A.
        join(b, server.base, code)
        assert b.current_url.endswith("/profile?joined=1"), b.current_url
        assert css(b, ".notice").text
        b.get(server.base + "/japa")
        assert counter_text(b) == "53 / 5556"
        add_circles(b, 2)
        wait(b).until(lambda d: counter_text(d) == "55 / 5556")
        a.get(server.base + "/japa")
        assert counter_text(a) == "55 / 5556", "both devices share one profile now"

        # Single use.
        c = own_driver(language="en")
        try:
            join(c, server.base, code)
            assert 400 <= nav_status(c) < 500
            assert css(c, "#join-error").text
            c.get(server.base + "/japa")
            assert counter_text(c) == "0 / 5556"
        finally:
            c.quit()
    finally:
        a.quit()
        b.quit()


def test_profile_time_zone_feeds_and_delete(server, screenshots):
    set_clock(server, "2026-03-02T06:00:00Z")
    d = own_driver(language="en")
    try:
        d.get(server.base + "/japa")
        wait(d).until(lambda d: re.search(r"/japa/\d+$", d.current_url))
        add_circles(d, 53)
        wait(d).until(lambda d: counter_text(d) == "53 / 5556")
        assert api(d, "POST", "/api/v1/morning/onboarding")[0] < 300
        assert api(d, "POST", "/api/v1/morning/celebrities/darwin/choose")[0] < 300

        # Time zone: an unknown one is refused with a message, keeping the text.
        profile_page(d, server.base)
        field = css(d, "#timezone-form [name=timeZone]")
        field.clear()
        field.send_keys("Mars/Olympus_Mons")
        css(d, "#timezone-form button[type=submit]").click()
        wait(d).until(lambda d: d.find_elements(By.ID, "zone-error"))
        assert 400 <= nav_status(d) < 500
        assert "Mars/Olympus_Mons" in css(d, "#zone-error").text
        assert css(d, "#timezone-form [name=timeZone]").get_attribute("value") == "Mars/Olympus_Mons"
        shoot(d, screenshots, "profile-zone-error", PHONE)
        field = css(d, "#timezone-form [name=timeZone]")
        field.clear()
        field.send_keys("America/Toronto")
        css(d, "#timezone-form button[type=submit]").click()
        wait(d).until(lambda d: "zoneSaved=1" in d.current_url)
        assert css(d, "#timezone-form [name=timeZone]").get_attribute("value") == "America/Toronto"
        assert "America/Toronto" in css(d, "#timezone").text

        # Feeds: new secret links; the old ones stop answering.
        def feeds():
            d.get(server.base + "/tamil/alerts")
            tamil = css(d, "[data-feed-url]").get_attribute("data-feed-path")
            d.get(server.base + "/morning/settings")
            morning = css(d, "[data-feed-link]").get_attribute("href")
            d.get(server.base + "/calendar/settings")
            calendar = css(d, "#feed-url").get_attribute("value")
            return [u if u.startswith("http") else server.base + u for u in (tamil, morning, calendar)]
        old = feeds()
        assert [status_of(u) for u in old] == [200, 200, 200], old
        profile_page(d, server.base)
        css(d, "form[action='/profile/feeds/rotate'] button[type=submit]").click()
        wait(d).until(lambda d: "rotated=1" in d.current_url)
        new = feeds()
        assert all(o != n for o, n in zip(old, new)), (old, new)
        assert [status_of(u) for u in old] == [404, 404, 404], old
        assert [status_of(u) for u in new] == [200, 200, 200], new

        profile_page(d, server.base)
        for size in (PHONE, DESKTOP):
            for dark in (False, True):
                shoot(d, screenshots, "profile", size, dark)

        # Delete: a confirmation page first, then everything is gone.
        d.find_element(By.CSS_SELECTOR, "a[href='/profile/delete'], form[action='/profile/delete'] button").click()
        wait(d).until(lambda d: d.current_url.endswith("/profile/delete"))
        assert css(d, "h1").text
        shoot(d, screenshots, "profile-delete-confirm", PHONE)
        shoot(d, screenshots, "profile-delete-confirm", PHONE, dark=True)
        token_before = d.get_cookie("sadhana_profile")["value"]
        css(d, "#delete-form button[type=submit]").click()
        wait(d).until(lambda d: d.current_url.endswith("/?deleted=1"))
        cookie = d.get_cookie("sadhana_profile")
        assert cookie is None or cookie["value"] != token_before
        shoot(d, screenshots, "profile-deleted-home", PHONE)
        assert [status_of(u) for u in new] == [404, 404, 404], "the deleted profile's feeds are gone"
        d.get(server.base + "/japa")
        wait(d).until(lambda d: re.search(r"/japa/\d+$", d.current_url))
        assert counter_text(d) == "0 / 5556"
        assert api(d, "GET", "/api/v1/morning/routines")[1]["routines"] == []
        profile_page(d, server.base)
        assert css(d, "#timezone-form [name=timeZone]").get_attribute("value") != "America/Toronto"
    finally:
        d.quit()


def test_profile_takes_india_s_zone_from_the_browser_and_from_the_form(server):
    """Asia/Kolkata is the IANA name of India's zone: Firefox and Safari report it (Chromium says
    Asia/Calcutta), and the form suggests it as its example."""
    d = own_driver(language="en")
    try:
        d.get(server.base + "/profile")
        assert css(d, "#timezone-form [name=timeZone]").get_attribute("placeholder") == "Asia/Kolkata"
        # What app.js sends in a browser whose Intl zone is Asia/Kolkata.
        status, answer = api(d, "POST", "/profile/timezone", {"timeZone": "Asia/Kolkata"})
        assert status == 204, f"the browser's zone Asia/Kolkata was refused: {status} {answer}"
        d.get(server.base + "/profile")
        assert "Asia/Kolkata" in css(d, "#timezone .hint").text
    finally:
        d.quit()
    d = own_driver(language="en")
    try:
        d.get(server.base + "/profile")
        field = css(d, "#timezone-form [name=timeZone]")
        field.clear()
        field.send_keys("Asia/Kolkata")
        css(d, "#timezone-form button[type=submit]").click()
        wait(d).until(lambda d: "zoneSaved=1" in d.current_url or d.find_elements(By.ID, "zone-error"))
        errors = [e.text for e in d.find_elements(By.ID, "zone-error")]
        assert not errors and "zoneSaved=1" in d.current_url, f"Asia/Kolkata refused: {errors}"
        assert css(d, "#timezone-form [name=timeZone]").get_attribute("value") == "Asia/Kolkata"
    finally:
        d.quit()


def test_profile_text_fields_look_like_the_suite_s_others(server):
    """app.css styles input[type=text]: the code and zone fields must be of that kind too."""
    d = own_driver(language="en")
    try:
        d.set_window_size(*PHONE)
        profile_page(d, server.base)
        for field in ("join-code", "zone-field"):  # styled like the suite's other text fields (app.css)
            size, radius, height = d.execute_script(
                "const e = document.getElementById(arguments[0]), s = getComputedStyle(e);"
                "return [parseFloat(s.fontSize), s.borderRadius, e.offsetHeight]", field)
            assert size >= 16 and radius != "0px" and height >= 44, (
                f"#{field} is an unstyled browser field: font {size}px, radius {radius}, {height}px high")
    finally:
        d.quit()
