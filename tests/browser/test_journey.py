"""The Sadhana Journey in a real browser, a week walked with the server's test clock: a streak that
survives a late-night visit and a move from Toronto to Delhi, a level-up celebration, the daily
challenge answered, the 7-day badge earned, the streak broken by a missed day; then the Journey
turned off, which removes every game element. Screenshots light and dark, phone and desktop."""
import json
import urllib.request

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import DESKTOP, PHONE, make_driver, shoot


def wait(driver, seconds=8):
    return WebDriverWait(driver, seconds, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))


def css(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector)


def all_css(driver, selector):
    return driver.find_elements(By.CSS_SELECTOR, selector)


def click(driver, element):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def set_clock(server, iso):
    request = urllib.request.Request(
        server.base + "/_test/clock", data=json.dumps({"set": iso}).encode(), method="POST",
        headers={"Content-Type": "application/json"})
    assert urllib.request.urlopen(request, timeout=5).status == 200


def journey(driver, server):
    """The person's Journey as the API answers it (read in their own browser, with their cookie)."""
    driver.get(server.base + "/api/v1/journey")
    return json.loads(css(driver, "body").text)


def today(driver, server):
    driver.get(server.base + "/calendar")
    return css(driver, ".sadhana-bar")


def move_to(driver, server, city, label):
    driver.get(server.base + "/calendar/location?q=" + city)
    button = next(b for b in all_css(driver, ".place-button") if label in b.text)
    click(driver, button)
    wait(driver).until(lambda d: "/calendar/location" not in d.current_url or "saved" in d.current_url)


def test_a_week_of_sadhana(server, screenshots):
    driver = make_driver(language="en", size=PHONE)
    try:
        # Monday 30 November 2026, 08:00 in Toronto: the first visit earns the daily +5 and a
        # first day's streak bonus (+2), announced by the toast.
        set_clock(server, "2026-11-30T13:00:00Z")
        driver.get(server.base + "/calendar/welcome")
        click(driver, css(driver, ".welcome-skip"))
        wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-pp-toast]"))
        toast = css(driver, "[data-pp-toast]")
        assert "7 punya points" in toast.get_attribute("aria-label")
        move_to(driver, server, "Toronto", "Toronto")
        bar = today(driver, server)
        assert "Level 1" in bar.text and "1-day streak" in bar.text
        assert not all_css(driver, "[data-pp-toast]"), "the toast announces an award once"

        # The daily challenge: four options, answered once, the right answer shown with why.
        card = css(driver, "#challenge")
        options = all_css(driver, "#challenge input[name=choice]")
        assert len(options) == 4
        for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False)):
            shoot(driver, screenshots, "journey-today", size, dark)
        driver.set_window_size(*PHONE)
        click(driver, options[0])
        click(driver, css(driver, "#challenge button[type=submit]"))
        wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#challenge .verdict"))
        verdict = css(driver, "#challenge .verdict").text
        assert verdict.startswith("Right!") or verdict.startswith("Not this time")
        assert css(driver, "#challenge .challenge-why").text
        assert len(all_css(driver, "#challenge .is-answer")) == 1
        assert not all_css(driver, "#challenge input[name=choice]"), "answered once, no second chance"
        shoot(driver, screenshots, "journey-challenge-answered", PHONE)
        driver.set_window_size(*PHONE)
        right = verdict.startswith("Right!")
        points = journey(driver, server)["points"]
        assert points == 7 + (15 if right else 0)

        # Read three verses of the Gita (view +5, read +10 each): 45 more crosses 50 PP, and
        # the next page celebrates the level-up without blocking it.
        driver.get(server.base + "/calendar/texts/bhagavad-gita/1.1")
        for ref in ("1.2", "1.3", "1.4"):
            click(driver, css(driver, "[data-mark-read]"))
            wait(driver).until(lambda d, ref=ref: d.current_url.endswith("/bhagavad-gita/" + ref))
        celebration = css(driver, "[data-celebration]")
        assert "Level up!" in celebration.text and "Devoted Learner" in celebration.text
        assert css(driver, "h1").is_displayed(), "the page stays readable under the celebration"
        for size, dark in ((PHONE, False), (PHONE, True)):
            shoot(driver, screenshots, "journey-level-up", size, dark)
        driver.set_window_size(*PHONE)
        data = journey(driver, server)
        assert data["level"] == {"number": 2, "title": "Devoted Learner", "pointsToNext": 150 - data["points"],
                                 "threshold": 50, "nextThreshold": 150}

        # Tuesday 23:30 in Toronto, then Thursday 01:30: before the 04:00 day start, so it counts
        # for Wednesday and the streak goes on.
        set_clock(server, "2026-12-02T04:30:00Z")
        assert "2-day streak" in today(driver, server).text
        set_clock(server, "2026-12-03T06:30:00Z")
        assert "3-day streak" in today(driver, server).text
        set_clock(server, "2026-12-04T00:00:00Z")
        assert "4-day streak" in today(driver, server).text

        # Friday evening in Toronto, then the family flies to Delhi: the streak survives the zone.
        set_clock(server, "2026-12-05T01:00:00Z")
        assert "5-day streak" in today(driver, server).text
        move_to(driver, server, "New Delhi", "Delhi")
        set_clock(server, "2026-12-05T03:30:00Z")  # Saturday 09:00 in Delhi
        assert "6-day streak" in today(driver, server).text

        # Sunday in Delhi: seven days, the first badge, an orange flame.
        set_clock(server, "2026-12-06T02:30:00Z")
        driver.get(server.base + "/calendar")
        celebration = css(driver, "[data-celebration]")
        assert "Week of Devotion" in celebration.text
        assert "7-day streak" in css(driver, ".sadhana-bar").text
        assert "tier-orange" in css(driver, ".sadhana-bar .streak-badge").get_attribute("class")
        for size, dark in ((PHONE, False), (PHONE, True)):
            shoot(driver, screenshots, "journey-badge-earned", size, dark)
        driver.set_window_size(*PHONE)
        click(driver, css(driver, "[data-celebration-close]"))
        wait(driver).until(lambda d: d.current_url.endswith("/calendar/journey/badges/streak-7"))
        assert "Earned" in css(driver, ".badge-detail").text
        shoot(driver, screenshots, "journey-badge-detail", PHONE)
        driver.set_window_size(*PHONE)
        driver.get(server.base + "/calendar/journey")

        # The Journey screen: ring, level, stats, 36 badges, the week's badge with its date.
        assert "Devoted Learner" in css(driver, ".level-heading").text
        earned = all_css(driver, ".badge-tile.is-earned")
        assert any("Week of Devotion" in tile.text for tile in earned)
        tiles = len(all_css(driver, ".badge-tile"))
        assert tiles == len(journey(driver, server)["badges"]) == 36
        driver.get(server.base + "/calendar/journey")
        for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
            shoot(driver, screenshots, "journey-screen", size, dark)
        driver.set_window_size(*PHONE)

        # Monday missed; Tuesday the streak starts again, the best is kept.
        set_clock(server, "2026-12-08T03:30:00Z")
        assert "1-day streak" in today(driver, server).text
        data = journey(driver, server)
        assert data["streak"]["current"] == 1 and data["streak"]["best"] == 7
        assert data["daysActive"] == 8

        # Turning the Journey off removes every game element; the facts stay.
        driver.get(server.base + "/calendar/settings#journey")
        box = css(driver, "input[name=journeyEnabled]")
        click(driver, box)
        click(driver, css(driver, "#journey button[type=submit]"))
        wait(driver).until(lambda d: "saved=journey" in d.current_url)
        driver.get(server.base + "/calendar")
        for selector in (".sadhana-bar", "#challenge", "[data-pp-toast]", "[data-celebration]", ".streak-badge"):
            assert not all_css(driver, selector), selector
        assert not [a for a in all_css(driver, ".cal-tab") if "/calendar/journey" in (a.get_attribute("href") or "")]
        shoot(driver, screenshots, "journey-off-today", PHONE)
        driver.get(server.base + "/calendar/journey")
        assert "/calendar/settings" in driver.current_url
        assert journey(driver, server)["daysActive"] == 8
    finally:
        driver.quit()


def test_points_earned_in_study_mode_are_announced_at_once(server, screenshots):
    """Revealing a verse's explanation in study mode is recorded by the page's script; the points it
    earns show as the toast right away, not on the next page, and only once."""
    driver = make_driver(language="en", size=PHONE)
    try:
        set_clock(server, "2026-12-10T06:00:00Z")
        driver.get(server.base + "/calendar/welcome")
        click(driver, css(driver, ".welcome-skip"))
        driver.get(server.base + "/calendar/texts/bhagavad-gita/2.48?mode=study")
        wait(driver).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-pp-toast]"))
        before = journey(driver, server)["points"]
        driver.get(server.base + "/calendar/texts/bhagavad-gita/2.48?mode=study")
        for _ in range(3):
            reveal = all_css(driver, "[data-reveal]")
            if not reveal or not reveal[0].is_displayed():
                break
            click(driver, reveal[0])
        toast = wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-pp-toast] .visually-hidden"))[0]
        spoken = toast.get_attribute("textContent")
        assert "5 punya points" in spoken, spoken
        assert "/calendar/texts/bhagavad-gita/2.48" in driver.current_url, "no reload"
        assert journey(driver, server)["points"] == before + 5
        driver.get(server.base + "/calendar/texts/bhagavad-gita/2.48?mode=study")
        assert not all_css(driver, "[data-pp-toast]"), "announced once"
    finally:
        driver.quit()
