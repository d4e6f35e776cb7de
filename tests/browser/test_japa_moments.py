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
