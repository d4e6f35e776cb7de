"""Fixtures for the browser tests: the real `sadhana serve` on a free port with a temporary data
folder, and headless Debian Chromium driven by selenium (no driver download: /usr/bin/chromedriver).

Screenshots go to $SADHANA_SCREENSHOTS or browser-artifacts/screenshots; the path is printed. Under
pytest-xdist (`-n 2`) each worker has its own subfolder (gw0, gw1…), its own servers (each on a free
port, each with its own temporary data folder) and its own browsers.
"""
import json
import os
import pathlib
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHOTS = pathlib.Path(os.environ.get("SADHANA_SCREENSHOTS", ROOT / "browser-artifacts" / "screenshots"))
if os.environ.get("PYTEST_XDIST_WORKER"):
    SHOTS = SHOTS / os.environ["PYTEST_XDIST_WORKER"]
PHONE = (390, 844)
DESKTOP = (1280, 900)


# Each browser gets its own profile (a cookie). The suite's tests act as one person across the
# browsers, script-less browsers and urllib calls of a test, so each server's first profile cookie
# is shared by all of them; `make_driver(profile=False)` gives a browser of its own.
PROFILES = {}  # server base URL -> its shared profile token


class _ProfileCookie(urllib.request.BaseHandler):
    """Adds the server's shared profile cookie to urllib requests that bring none."""

    def http_request(self, request):
        for base, token in PROFILES.items():
            if request.full_url.startswith(base + "/") and not request.has_header("Cookie"):
                request.add_unredirected_header("Cookie", f"sadhana_profile={token}")
        return request


urllib.request.install_opener(urllib.request.build_opener(_ProfileCookie()))


def _binary() -> str:
    path = os.environ.get("SADHANA_BINARY") or str(ROOT / ".build" / "debug" / "sadhana")
    if not os.access(path, os.X_OK):
        pytest.exit(f"sadhana binary not found at {path}; run swift build first", returncode=2)
    return path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """One `sadhana serve` process; restartable on the same data folder."""

    def __init__(self, data: str, extra_args=(), tz="UTC"):
        self.data = data
        self.extra_args = list(extra_args)
        self.tz = tz
        self.port = _free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.process = None
        self.profile = None

    def start(self):
        self.process = subprocess.Popen(
            [_binary(), "serve", "--port", str(self.port), "--data", self.data, *self.extra_args],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True,
            env={**os.environ, "TZ": self.tz})
        deadline = time.time() + 120  # a loaded 2-core machine can take 40 s to open the database and listen
        while time.time() < deadline:
            try:
                with urllib.request.urlopen(self.base + "/health", timeout=1) as response:
                    if response.status == 200:
                        break
            except OSError:
                time.sleep(0.1)
        else:
            raise RuntimeError("server did not start")
        PROFILES.pop(self.base, None)
        if self.profile is None:  # a restart on the same data keeps the same person
            with urllib.request.urlopen(self.base + "/", timeout=5) as response:
                for line in response.headers.get_all("Set-Cookie") or []:
                    if line.startswith("sadhana_profile="):
                        self.profile = line.split(";")[0].split("=", 1)[1]
        PROFILES[self.base] = self.profile

    def stop(self):
        """Stops with SIGTERM (graceful shutdown) and returns the exit code."""
        if self.process and self.process.poll() is None:
            self.process.terminate()
            return self.process.wait(timeout=15)
        return self.process.returncode if self.process else None


@pytest.fixture(scope="session")
def screenshots():
    if SHOTS.exists():
        shutil.rmtree(SHOTS)
    SHOTS.mkdir(parents=True)
    print(f"\nScreenshots: {SHOTS}")
    yield SHOTS
    print(f"\nScreenshots saved in {SHOTS} ({len(list(SHOTS.glob('*.png')))} files)")


@pytest.fixture()
def server():
    """The real server with a settable clock (`--test-clock`, see WebApp/TestClock.swift)."""
    data = tempfile.mkdtemp(prefix="sadhana-browser-")
    srv = Server(data, extra_args=["--test-clock"])
    srv.start()
    yield srv
    srv.stop()
    PROFILES.pop(srv.base, None)
    shutil.rmtree(data, ignore_errors=True)


def make_driver(language="ru", javascript=True, size=PHONE, profile=True):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                f"--lang={language}", "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(arg)
    prefs = {"intl.accept_languages": language}
    if not javascript:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", prefs)
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_window_size(*size)
    driver.implicitly_wait(0)
    if profile and PROFILES:
        # Cookies are per host, not per port: only the most recently started server's applies.
        base, token = list(PROFILES.items())[-1]
        driver.execute_cdp_cmd("Network.setCookie", {
            "name": "sadhana_profile", "value": token, "url": base + "/", "httpOnly": True, "sameSite": "Lax"})
    return driver


@pytest.fixture()
def browser(server):
    driver = make_driver()
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": server.base, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    yield driver
    driver.quit()


@pytest.fixture()
def nojs_browser(server):
    driver = make_driver(javascript=False)
    yield driver
    driver.quit()


def shoot(driver, folder, name, size, dark=False):
    """Full-page screenshot at a viewport size, light or dark."""
    driver.set_window_size(*size)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"},
                     {"name": "prefers-reduced-motion", "value": "reduce"}]})
    height = driver.execute_script("return Math.max(document.documentElement.scrollHeight, window.innerHeight)")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": max(size[1], height), "deviceScaleFactor": 1, "mobile": size[0] < 600})
    time.sleep(0.2)  # let style recalculation after the emulation change settle
    path = folder / f"{name}-{'phone' if size == PHONE else 'desktop'}{'-dark' if dark else ''}.png"
    driver.save_screenshot(str(path))
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    return path



def post_json(server, path, body):
    """POSTs a JSON body to the server (with the test profile's cookie) and returns the answer's bytes."""
    request = urllib.request.Request(server.base + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return response.read()


def post_form(server, path, fields):
    """POSTs a form as a browser would; a 4xx or 5xx raises, a redirect is followed."""
    request = urllib.request.Request(server.base + path, data=urllib.parse.urlencode(fields).encode(), method="POST")
    try:
        urllib.request.urlopen(request, timeout=10).read()
    except urllib.error.HTTPError as error:
        if error.code >= 400:
            raise


def clocked_site(prefix, instant):
    """A server of its own on a fresh database with its clock set to `instant`, and one English
    browser; yields (server, driver) and cleans both up (for module-scoped fixtures)."""
    data = tempfile.mkdtemp(prefix=prefix)
    server = Server(data, extra_args=["--test-clock"])
    server.start()
    post_json(server, "/_test/clock", {"set": instant})
    driver = make_driver(language="en")
    yield server, driver
    driver.quit()
    server.stop()
    PROFILES.pop(server.base, None)
    shutil.rmtree(data, ignore_errors=True)


def pytest_terminal_summary(terminalreporter):
    """Say where the screenshots are, whatever the verbosity."""
    if SHOTS.exists():
        count = len(list(SHOTS.rglob("*.png")))
        terminalreporter.write_line(f"Screenshots ({count}): {SHOTS}")
