"""Purascharana: messages that replace each other, the completion moment, follow-on counts,
history and chart on a phone."""
from selenium.webdriver.common.by import By

from conftest import shoot
from test_japa import add, count_text, wait


def visible_messages(driver):
    """The texts of the notice and error lines a person can see right now."""
    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "[data-notice], [data-error]")
            if e.is_displayed() and e.text.strip()]


def test_an_error_replaces_the_success_notice_with_and_without_script(server, browser, nojs_browser):
    for driver in (browser, nojs_browser):
        driver.get(server.base + "/japa")
        before = count_text(driver)
        add(driver, "16")
        wait(driver).until(lambda d: count_text(d) != before)
        wait(driver).until(lambda d: any("Добавлено: 16." in m for m in visible_messages(d)))
        add(driver, "abc")
        wait(driver).until(lambda d: any("не число" in m for m in visible_messages(d)))
        messages = visible_messages(driver)
        assert len(messages) == 1 and "не число" in messages[0], messages
        # A success after the error replaces it in turn.
        add(driver, "4")
        wait(driver).until(lambda d: any("Добавлено: 4." in m for m in visible_messages(d)))
        assert visible_messages(driver) == ["Добавлено: 4."]


def set_clock(server, iso):
    import json
    import urllib.request
    request = urllib.request.Request(
        server.base + "/_test/clock", data=json.dumps({"set": iso}).encode(), method="POST",
        headers={"Content-Type": "application/json"})
    urllib.request.urlopen(request).read()


def shoot_widths(driver, screenshots, name):
    taken = []
    for width in (320, 390):
        for dark in (False, True):
            path = shoot(driver, screenshots, name, (width, 844), dark=dark)
            taken.append(path.rename(path.with_name(f"{name}-{width}{'-dark' if dark else ''}.png")))
    return taken


def test_completion_follow_on_history_and_chart_on_a_phone(server, browser, screenshots):
    base = server.base
    set_clock(server, "2026-11-10T06:00:00Z")
    browser.get(base + "/japa")
    browser.get(base + "/japa/1/settings")
    target = browser.find_element(By.ID, "target")
    target.clear()
    target.send_keys("200")
    browser.find_element(By.CSS_SELECTOR, "input[name=followOn]").click()
    target.submit()
    wait(browser).until(lambda d: "notice=saved" in d.current_url)
    # Circles on some days of a fortnight; the last addition reaches the target.
    for day, amount in [(10, "16"), (11, "32"), (13, "16"), (16, "48"), (18, "16"), (20, "40"), (23, "32")]:
        set_clock(server, f"2026-11-{day:02d}T06:30:00Z")
        browser.get(base + "/japa/1")
        celebration = browser.find_element(By.CSS_SELECTOR, "[data-celebration]")
        assert not celebration.is_displayed()
        before = count_text(browser)
        add(browser, amount)
        wait(browser).until(lambda d: count_text(d) != before)
    celebration = browser.find_element(By.CSS_SELECTOR, "[data-celebration]")
    wait(browser).until(lambda d: celebration.is_displayed())
    assert "Цель достигнута!" in celebration.text and "200 кругов пройдено" in celebration.text
    assert browser.execute_script("return document.activeElement.hasAttribute('data-celebration')"), \
        "focus moves to the celebration so it is announced"
    stages = [e.text.replace("\n", " ") for e in browser.find_elements(By.CSS_SELECTOR, "#stages li")]
    assert [s.split(" Начать")[0] for s in stages] == [
        "Хома 20", "Тарпана 2", "Марджана 1", "Брахмана-бходжана 1"], stages
    taken = shoot_widths(browser, screenshots, "japa-celebration")
    # One more addition: no second celebration.
    add(browser, "1")
    wait(browser).until(lambda d: "Цель уже достигнута" in d.find_element(By.CSS_SELECTOR, "[data-notice]").text)
    assert not browser.find_element(By.CSS_SELECTOR, "[data-celebration]").is_displayed()

    browser.get(base + "/japa/1/history")
    for width in (320, 390):
        browser.set_window_size(width, 844)
        assert browser.execute_script(
            "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"), \
            f"no sideways scrolling at {width} px"
        for cell in browser.find_elements(By.CSS_SELECTOR, "td.when .day"):
            assert browser.execute_script("return arguments[0].getClientRects().length", cell) == 1, \
                f"the date {cell.text} stays on one line at {width} px"
        wrap = browser.find_element(By.CSS_SELECTOR, ".table-wrap")
        assert browser.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth", wrap), \
            f"every column of the history (total included) is visible at {width} px: " + browser.execute_script(
                "return [arguments[0].scrollWidth, arguments[0].clientWidth].concat("
                "[...document.querySelectorAll('.history tr:first-child > *')].map(e => e.offsetWidth)).join(' ')", wrap)
        labels = browser.find_elements(By.CSS_SELECTOR, "svg.bars text.d")
        assert [t.text for t in labels] == [str(d) for d in range(10, 24)]
        size = browser.execute_script(
            "return parseFloat(getComputedStyle(arguments[0]).fontSize) * "
            "arguments[1].getBoundingClientRect().width / arguments[1].viewBox.baseVal.width",
            labels[0], browser.find_element(By.CSS_SELECTOR, "svg.bars"))
        assert size >= 9.5, f"day labels are {size:.1f} px at {width} px"
    assert browser.find_elements(By.CSS_SELECTOR, "td.when .day")[0].text == "23.11.2026"
    assert len(browser.find_elements(By.CSS_SELECTOR, "svg.bars rect")) == 7
    taken += shoot_widths(browser, screenshots, "japa-history")
    browser.get(base + "/japa/1/settings")
    taken += shoot_widths(browser, screenshots, "japa-settings-follow-on")
    assert all(p.stat().st_size > 5000 for p in taken)
