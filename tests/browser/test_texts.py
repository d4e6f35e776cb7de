"""Sacred Texts in a real browser, the issue's whole journey on a phone: the library, resuming the
Gita where one stopped, studying 2.47 word by word in Telugu letters, bookmarking it with a
reflection, sharing it as an image, finding it again by typing "karmanye", and opening every one
of the shipped texts; screenshots light and dark, phone and desktop, with and without script."""
import json
import urllib.request

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
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


def _is_stale(element):
    try:
        element.tag_name
        return False
    except StaleElementReferenceException:
        return True


def api(server, path):
    return json.loads(urllib.request.urlopen(server.base + path).read())


def test_read_study_bookmark_share_and_find_a_verse(server, screenshots):
    driver = make_driver(language="en", size=PHONE)
    try:
        driver.get(server.base + "/calendar/texts")
        assert css(driver, "h1").text == "Sacred Texts"
        assert "Bhagavad Gita" in css(driver, ".text-card.is-primary").text
        for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False)):
            shoot(driver, screenshots, "texts-library-empty", size, dark)
        driver.set_window_size(*PHONE)

        # Read 2.46, mark it read: the library then offers to continue at 2.47.
        driver.get(server.base + "/calendar/texts/bhagavad-gita/2.46")
        click(driver, css(driver, "[data-mark-read]"))
        wait(driver).until(lambda d: d.current_url.endswith("/bhagavad-gita/2.47"))
        driver.get(server.base + "/calendar/texts")
        hero = css(driver, ".continue-hero")
        assert "Bhagavad Gita" in hero.text and "2.47" in hero.text
        for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
            shoot(driver, screenshots, "texts-library", size, dark)
        driver.set_window_size(*PHONE)
        click(driver, css(driver, ".continue-link"))
        wait(driver).until(lambda d: d.current_url.endswith("/bhagavad-gita/2.47"))

        # Telugu letters for the original, then study word by word.
        driver.get(server.base + "/calendar/texts/bhagavad-gita?section=2")
        click(driver, css(driver, ".reader-prefs summary"))
        from selenium.webdriver.support.ui import Select
        Select(css(driver, "#script")).select_by_value("telugu")
        old_page = css(driver, "html")
        click(driver, css(driver, ".reader-prefs button[type=submit]"))
        # The URL already says section=2 before the save: wait for the old page to go and the
        # saved choice to come back selected, so the next navigation cannot cancel the save.
        wait(driver).until(lambda d: _is_stale(old_page))
        wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "#script option[value=telugu]").is_selected())
        driver.get(server.base + "/calendar/texts/bhagavad-gita/2.47")
        original = wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, ".unit-focus .original"))
        assert original.get_attribute("lang") == "sa-Telu"
        assert "కర్మణ్యేవాధికారస్తే" in original.text
        chips = all_css(driver, ".word-chip")
        assert len(chips) >= 6, "word by word chips"
        click(driver, chips[0])
        meaning = css(driver, "#word-meaning")
        wait(driver).until(lambda d: d.find_element(By.ID, "word-meaning").is_displayed())
        assert "—" in meaning.text and chips[0].get_attribute("aria-pressed") == "true"
        for size, dark in ((PHONE, False), (PHONE, True), (DESKTOP, False), (DESKTOP, True)):
            shoot(driver, screenshots, "texts-verse-telugu", size, dark)
        driver.set_window_size(*PHONE)

        # Study mode: reveal layer by layer in place.
        driver.get(server.base + "/calendar/texts/bhagavad-gita/2.47?mode=study")
        hidden_before = len([e for e in all_css(driver, ".study-layer") if not e.is_displayed()])
        assert hidden_before >= 2
        click(driver, css(driver, "[data-reveal]"))
        wait(driver).until(lambda d: len([e for e in all_css(d, ".study-layer") if not e.is_displayed()]) == hidden_before - 1)
        while all_css(driver, "[data-reveal]") and css(driver, "[data-reveal]").is_displayed():
            click(driver, css(driver, "[data-reveal]"))
        assert css(driver, "[data-celebrate]").is_displayed()
        shoot(driver, screenshots, "texts-study", PHONE, False)
        driver.set_window_size(*PHONE)

        # Bookmark with a reflection.
        driver.get(server.base + "/calendar/texts/bhagavad-gita/2.47")
        css(driver, "#note").send_keys("Do the work; let the fruit go.")
        click(driver, css(driver, ".bookmark-box button[type=submit]"))
        wait(driver).until(lambda d: "Bookmarked" in d.find_element(By.ID, "bm-h").text)
        driver.get(server.base + "/calendar/texts/bookmarks")
        assert "Do the work; let the fruit go." in css(driver, ".bookmark-card").text
        shoot(driver, screenshots, "texts-bookmarks", PHONE, False)
        driver.set_window_size(*PHONE)

        # Share: the card is made on the server and becomes a PNG in the browser.
        driver.get(server.base + "/calendar/texts/bhagavad-gita/2.47")
        png = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            fetch(document.querySelector('[data-share]').href).then(r => r.text()).then(svg => {
              const img = new Image();
              img.onload = () => { const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
                c.getContext('2d').drawImage(img, 0, 0); done(c.toDataURL('image/png').length); };
              img.onerror = () => done(-1);
              img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
            });""")
        assert png > 10000, "the share card renders to a PNG"
        driver.get(server.base + "/calendar/texts/bhagavad-gita/2.47/card.svg")
        shoot(driver, screenshots, "texts-share-card", DESKTOP, False)
        driver.set_window_size(*PHONE)

        # Find it again the way it sounds.
        driver.get(server.base + "/calendar/texts")
        css(driver, "#q").send_keys("karmanye" + Keys.ENTER)
        wait(driver).until(lambda d: "search" in d.current_url)
        assert any("2.47" in c.text for c in all_css(driver, ".unit-card")), "karmanye finds 2.47"
        shoot(driver, screenshots, "texts-search", PHONE, False)
    finally:
        driver.quit()


def test_every_shipped_text_opens_and_reads(server, screenshots):
    texts = api(server, "/api/v1/texts")["texts"]
    assert texts, "texts ship"
    driver = make_driver(language="en", size=PHONE)
    try:
        for text in texts:
            detail = api(server, "/api/v1/texts/" + text["id"])
            first = detail["sections"][0]["refs"][0]
            driver.get(f"{server.base}/calendar/texts/{text['id']}")
            assert css(driver, "h1").text == text["title"]
            cards = all_css(driver, ".unit-card")
            assert cards, text["id"]
            driver.get(f"{server.base}/calendar/texts/{text['id']}/{first}")
            body = css(driver, ".unit-focus").text
            assert len(body) > 20, text["id"]
            shoot(driver, screenshots, f"texts-{text['id']}", PHONE, False)
            driver.set_window_size(*PHONE)
        driver.get(server.base + "/calendar/texts/credits")
        credits = css(driver, "main").text
        for text in texts:
            assert text["title"] in credits
        shoot(driver, screenshots, "texts-credits", PHONE, False)
    finally:
        driver.quit()


def test_reader_works_without_script(server, screenshots):
    driver = make_driver(language="en", javascript=False, size=PHONE)
    try:
        driver.get(server.base + "/calendar/texts/bhagavad-gita/2.47?mode=study")
        click(driver, css(driver, "[data-reveal]"))
        wait(driver).until(lambda d: "step=2" in d.current_url)
        driver.get(server.base + "/calendar/texts/bhagavad-gita/2.47")
        assert css(driver, ".word-list").is_displayed(), "without script the word meanings are listed"
        click(driver, css(driver, "[data-mark-read]"))
        wait(driver).until(lambda d: d.current_url.endswith("/2.48"))
        shoot(driver, screenshots, "texts-verse-nojs", PHONE, False)
    finally:
        driver.quit()


def test_daily_briefing_on_today(server, screenshots):
    import urllib.parse
    data = urllib.parse.urlencode({"step": "5", "placeId": "1261481"}).encode()
    urllib.request.urlopen(urllib.request.Request(server.base + "/calendar/welcome", data=data, method="POST")).read()
    driver = make_driver(language="en", size=PHONE)
    try:
        driver.get(server.base + "/calendar")
        card = css(driver, "[data-briefing]")
        assert "1.1" in card.text and "Bhagavad Gita" in card.text
        for step in all_css(driver, "[data-brief-step] summary"):
            click(driver, step)
        wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-celebrate]").is_displayed())
        shoot(driver, screenshots, "texts-briefing", PHONE, False)
        driver.set_window_size(*PHONE)
        click(driver, css(driver, "[data-briefing] button[type=submit]"))
        wait(driver).until(lambda d: "1.2" in d.find_element(By.CSS_SELECTOR, "[data-briefing]").text)
    finally:
        driver.quit()
