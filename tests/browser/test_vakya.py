"""The Vakya reckoning on the Tamil Calendar (issue 17): in Chennai, Thai 2026 begins on 15 January
by the Vakya almanac (Tamil Nadu's Pongal) and on 14 January by Thirukanitham. The day page says so
in a sentence in both reckonings, its five angams card gives the almanac's angas under Vakya (with
Thirukanitham's beside where they differ) and the ephemeris's under drik, the setting switches between
them, and a hostile value is refused.
The Dharmic Companion's Tamil tradition, in the same visit, shows the same two days by its own
setting: the Tamil date on the month view and both days in Thai Pongal's why-this-date."""
import datetime
import json
import subprocess
import urllib.error
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import _binary, make_driver, shoot

SIZE = (390, 844)


def set_clock(server, iso):
    request = urllib.request.Request(
        server.base + "/_test/clock", data=json.dumps({"set": iso}).encode(), method="POST",
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        assert response.status == 200


def differences(driver):
    # textContent, not .text: Selenium's .text is empty for an element it judges not displayed, and
    # one full CI run read the first line as "" while its neighbours read fine.
    return [" ".join(p.get_attribute("textContent").split())
            for p in driver.find_elements(By.CSS_SELECTOR, "[data-reckoning-differs] p:not(.hint)")]


def wait_for_line(driver, line):
    try:
        WebDriverWait(driver, 8).until(lambda d: line in differences(d))
    except Exception:
        raise AssertionError(f"{line!r} not among {differences(driver)!r}")


def cli_vakya_ends(date):
    """The Vakya tithi and nakshatra ends at Chennai's own sunrise by `sadhana panchang`, as the page
    writes them (12-hour clock, seconds dropped)."""
    line = json.loads(subprocess.run(
        [_binary(), "panchang", "--city", "Chennai", "--date", date, "--reckoning", "vakya", "--format", "jsonl"],
        check=True, capture_output=True, text=True).stdout)
    ends = {}
    for kind in ("tithi", "nakshatra"):
        end = datetime.datetime.fromisoformat(line[kind]["end"].replace("Z", "+00:00"))
        ends[kind] = end.strftime("%I:%M %p").lstrip("0")
    return ends


def post_form(server, cookie, path, fields):
    request = urllib.request.Request(
        server.base + path, method="POST", data=urllib.parse.urlencode(fields).encode(),
        headers={"Content-Type": "application/x-www-form-urlencoded", "Cookie": f"sadhana_profile={cookie}"})
    try:
        urllib.request.urlopen(request)
    except urllib.error.HTTPError as error:
        if error.code >= 400:
            raise


def companion_both_reckonings(driver, server, screenshots, cookie):
    # Chennai and the Tamil tradition for this profile's Companion (its reckoning: Vakya by default).
    post_form(server, cookie, "/calendar/welcome", {"step": "5", "placeId": "1264527"})
    post_form(server, cookie, "/calendar/settings", {"section": "tradition", "tradition": "tamil"})

    driver.get(server.base + "/calendar/month?m=2026-01&d=2026-01-15")
    WebDriverWait(driver, 8).until(lambda d: "Thai 1" in d.find_element(By.TAG_NAME, "main").text)
    shoot(driver, screenshots, "companion-vakya-2026-01-15", SIZE)
    driver.get(server.base + "/calendar/festivals/thai-pongal?date=2026-01-15")
    both = driver.find_element(By.CSS_SELECTOR, "[data-reckoning-both]").get_attribute("textContent")
    assert "by Thirukanitham on 14 January 2026" in both and "Tamil dates by the Vakya almanac." in both, both
    driver.execute_script("document.querySelector('[data-reckoning-both]').scrollIntoView({block: 'center'})")
    shoot(driver, screenshots, "companion-vakya-why", SIZE)

    # The Companion's own setting, explained, switches to Thirukanitham.
    driver.get(server.base + "/calendar/settings")
    section = driver.find_element(By.CSS_SELECTOR, "section#reckoning")
    assert "Tamil Nadu" in section.get_attribute("textContent")
    assert section.find_element(By.CSS_SELECTOR, "input[value='vakya']").is_selected()
    driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", section)
    shoot(driver, screenshots, "companion-settings", SIZE)
    for target in ("input[value='drik']", "button[type='submit']"):
        element = section.find_element(By.CSS_SELECTOR, target)
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
    WebDriverWait(driver, 8).until(lambda d: "saved=reckoning" in d.current_url)

    driver.get(server.base + "/calendar/month?m=2026-01&d=2026-01-14")
    WebDriverWait(driver, 8).until(lambda d: "Thai 1" in d.find_element(By.TAG_NAME, "main").text)
    shoot(driver, screenshots, "companion-drik-2026-01-14", SIZE)
    driver.get(server.base + "/calendar/festivals/thai-pongal?date=2026-01-14")
    both = driver.find_element(By.CSS_SELECTOR, "[data-reckoning-both]").get_attribute("textContent")
    assert "Tamil dates by Thirukanitham (drik)." in both, both


def test_a_differing_day_in_both_reckonings(server, screenshots):
    set_clock(server, "2026-01-13T04:00:00Z")
    driver = make_driver(language="en", size=SIZE)
    try:
        driver.get(server.base + "/tamil")
        driver.find_element(By.CSS_SELECTOR, "[data-skip]").click()
        WebDriverWait(driver, 8).until(lambda d: "/welcome" not in d.current_url)

        # Vakya, the default: Thai begins tomorrow (15 January); the Vakya angas are listed.
        driver.get(server.base + "/tamil?date=2026-01-14")
        wait_for_line(driver, "By the Vakya almanac Thai begins tomorrow; by Thirukanitham today.")
        shoot(driver, screenshots, "vakya-2026-01-14", SIZE)
        # The five angams card gives the almanac's tithi, nakshatra, yoga and karana, labelled so; its
        # ends are the ones for Chennai's own sunrises, as `sadhana panchang --reckoning vakya` gives them.
        card = driver.find_element(By.CSS_SELECTOR, "[data-angams-reckoning='vakya']")
        assert "By the Vakya almanac" in card.find_element(By.CSS_SELECTOR, "[data-angams-by]").get_attribute(
            "textContent")
        for kind, end in cli_vakya_ends("2026-01-14").items():
            row = card.find_element(By.CSS_SELECTOR, f"[data-anga='{kind}'] dd strong + .hint")
            assert f"until {end}" in row.get_attribute("textContent"), (kind, end, row.get_attribute("textContent"))
        # Thirukanitham beside, where it reads differently: its tithi ends hours apart that day.
        drik = [" ".join(e.get_attribute("textContent").split())
                for e in card.find_elements(By.CSS_SELECTOR, "[data-anga='tithi'] [data-drik]")]
        assert len(drik) == 1 and drik[0].startswith("Thirukanitham: "), drik
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", card)
        shoot(driver, screenshots, "vakya-angams-2026-01-14", SIZE)
        driver.get(server.base + "/tamil?date=2026-01-15")
        WebDriverWait(driver, 8).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-tamil-date]"))
        assert "1" in driver.find_element(By.CSS_SELECTOR, "[data-tamil-date]").text
        wait_for_line(driver, "By the Vakya almanac Thai begins today; by Thirukanitham yesterday.")
        shoot(driver, screenshots, "vakya-2026-01-15", SIZE)

        # The lunar days follow the almanac's own tithis: in May 2025 its Trayodashi (9 May 17:14 to
        # 10 May 19:07) keeps both evenings' pradosha, and Pradosham is Saturday the 10th; by
        # Thirukanitham (ending 17:30 on the 10th) Friday the 9th. The month view marks the 10th.
        driver.get(server.base + "/tamil?date=2025-05-10")
        wait_for_line(
            driver, "Shani Pradosham falls on this day by the Vakya almanac, but on another day by Thirukanitham.")
        driver.execute_script("document.querySelector('[data-reckoning-differs]').scrollIntoView({block: 'start'})")
        shoot(driver, screenshots, "vakya-pradosham-2025-05-10", SIZE)
        driver.get(server.base + "/tamil/month?month=2025-05")
        labels = [a.get_attribute("aria-label") for a in driver.find_elements(By.CSS_SELECTOR, "a.ta-cell")]
        assert "Saturday, 10 May 2025, Pradosham" in labels, labels
        assert not any(label.startswith("Friday, 9 May 2025") and "Pradosham" in label for label in labels), labels

        # The setting explains itself and switches to Thirukanitham.
        driver.get(server.base + "/tamil/settings")
        form = driver.find_element(By.CSS_SELECTOR, "form#reckoning")
        assert "Tamil Nadu" in form.text
        assert form.find_element(By.CSS_SELECTOR, "input[value='vakya']").is_selected()
        form.find_element(By.CSS_SELECTOR, "input[value='drik']").click()
        form.find_element(By.CSS_SELECTOR, "button[type='submit']").click()
        WebDriverWait(driver, 8).until(lambda d: "notice=saved" in d.current_url)
        shoot(driver, screenshots, "vakya-settings", SIZE)

        driver.get(server.base + "/tamil?date=2026-01-14")
        wait_for_line(driver, "By Thirukanitham Thai begins today; by the Vakya almanac tomorrow.")
        # The five angams card is Thirukanitham's again, with nothing beside it.
        assert not driver.find_elements(By.CSS_SELECTOR, "[data-angams-reckoning], [data-angams-by], [data-drik]")
        shoot(driver, screenshots, "drik-2026-01-14", SIZE)
        driver.get(server.base + "/tamil?date=2025-05-09")
        wait_for_line(driver, "Pradosham falls on this day by Thirukanitham, but on another day by the Vakya almanac.")

        # A hostile value is refused with a 4xx and named.
        cookie = driver.get_cookie("sadhana_profile")["value"]
        request = urllib.request.Request(
            server.base + "/tamil/settings/reckoning", method="POST",
            data=urllib.parse.urlencode({"method": "<script>x</script>"}).encode(),
            headers={"Content-Type": "application/x-www-form-urlencoded", "Cookie": f"sadhana_profile={cookie}"})
        try:
            urllib.request.urlopen(request)
            raise AssertionError("a hostile reckoning was accepted")
        except urllib.error.HTTPError as error:
            assert error.code == 422

        companion_both_reckonings(driver, server, screenshots, cookie)
    finally:
        driver.quit()
