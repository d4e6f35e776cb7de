"""Purascharana in a real browser, as a practitioner would use it."""
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import DESKTOP, PHONE, make_driver, shoot


def wait(driver, seconds=5):
    return WebDriverWait(driver, seconds, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))


def wait_count(driver, expected):
    wait(driver).until(lambda d: count_text(d) == expected)


def count_text(driver):
    return driver.find_element(By.CSS_SELECTOR, ".count").text.replace("\n", "").strip()


def add(driver, amount):
    field = driver.find_element(By.ID, "amount")
    field.clear()
    field.send_keys(amount)
    driver.find_element(By.CSS_SELECTOR, "[data-add-form] button[type=submit]").click()


def test_add_sixteen_circles_moves_the_counter_and_the_bar(server, browser):
    browser.get(server.base + "/japa")
    assert count_text(browser) == "0 / 5556"
    assert browser.find_element(By.CSS_SELECTOR, "[data-add-form] button").text == "Добавить"
    add(browser, "16")
    wait(browser).until(lambda d: count_text(d) == "16 / 5556")
    bar = browser.find_element(By.CSS_SELECTOR, "progress.bar")
    assert bar.get_attribute("value") == "16"
    assert "Выполнено 0,2%" in browser.find_element(By.CSS_SELECTOR, "[data-percent]").text
    assert "Добавлено: 16." in browser.find_element(By.CSS_SELECTOR, "[data-notice]").text


def test_copy_puts_the_status_line_on_the_clipboard(server, browser):
    browser.get(server.base + "/japa")
    add(browser, "16")
    wait(browser).until(lambda d: count_text(d) == "16 / 5556")
    copy = browser.find_element(By.CSS_SELECTOR, "[data-copy]")
    assert copy.text == "Копировать"
    copy.click()
    wait(browser).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-copy]").text == "Скопировано!")
    copied = browser.execute_async_script(
        "const done = arguments[0]; navigator.clipboard.readText().then(done, e => done('ERR ' + e));")
    assert copied == "16 круга (16)"


def test_settings_set_value_then_reset_with_cancel_and_confirm(server, browser):
    browser.get(server.base + "/japa")
    browser.find_element(By.CSS_SELECTOR, "a.icon-button").click()
    assert browser.find_element(By.TAG_NAME, "h1").text == "Настройки"
    page = browser.page_source
    assert "Текущее значение" in page and "Цель: 5556 кругов" in page
    value = browser.find_element(By.ID, "value")
    value.clear()
    value.send_keys("2524")
    value.submit()
    wait(browser).until(lambda d: "Сохранено" in d.find_element(By.CSS_SELECTOR, ".notice").text)
    browser.get(server.base + "/japa/1")
    assert count_text(browser) == "2524 / 5556"

    browser.get(server.base + "/japa/1/settings")
    browser.find_element(By.CSS_SELECTOR, "[data-confirm-reset]").click()
    dialog = browser.find_element(By.CSS_SELECTOR, "[data-reset-dialog]")
    wait(browser).until(lambda d: dialog.get_attribute("open") is not None)
    assert "Вы уверены?" in dialog.text
    dialog.find_element(By.CSS_SELECTOR, "[data-dialog-cancel]").click()
    wait(browser).until(lambda d: dialog.get_attribute("open") is None)
    browser.get(server.base + "/japa/1")
    assert count_text(browser) == "2524 / 5556"

    browser.get(server.base + "/japa/1/settings")
    browser.find_element(By.CSS_SELECTOR, "[data-confirm-reset]").click()
    confirm = browser.find_element(By.CSS_SELECTOR, "[data-dialog-confirm]")
    wait(browser).until(EC.visibility_of(confirm))
    assert confirm.text == "Сбросить"
    confirm.click()
    wait_count(browser, "0 / 5556")


def test_count_persists_across_reload_and_server_restart(server, browser):
    browser.get(server.base + "/japa")
    add(browser, "16")
    wait(browser).until(lambda d: count_text(d) == "16 / 5556")
    browser.refresh()
    assert count_text(browser) == "16 / 5556"
    assert server.stop() == 0, "SIGTERM shuts the server down cleanly"
    server.start()
    browser.get(server.base + "/japa/1")
    assert count_text(browser) == "16 / 5556"
    assert browser.find_element(By.ID, "status-line").get_attribute("value") == "16 круга (16)"


def test_bad_values_show_a_message_and_keep_the_typed_value(server, browser):
    browser.get(server.base + "/japa")
    for typed, message in [("abc", "не число"), ("-5", "не меньше 1"), ("1.5", "не целое"), ("0", "не меньше 1")]:
        add(browser, typed)
        error = browser.find_element(By.CSS_SELECTOR, "[data-error]")
        wait(browser).until(lambda d: error.is_displayed() and message in error.text)
        assert browser.find_element(By.ID, "amount").get_attribute("value") == typed
    assert count_text(browser) == "0 / 5556"


def test_without_javascript_forms_post_and_redirect(server, nojs_browser):
    driver = nojs_browser
    driver.get(server.base + "/japa")
    add(driver, "16")
    wait_count(driver, "16 / 5556")
    assert "Добавлено: 16." in driver.page_source
    add(driver, "abc")
    wait(driver).until(lambda d: "«abc» — не число" in d.find_element(By.CSS_SELECTOR, "[data-error]").text)
    assert driver.find_element(By.ID, "amount").get_attribute("value") == "abc"
    driver.get(server.base + "/japa/1/settings")
    driver.find_element(By.CSS_SELECTOR, "[data-confirm-reset]").click()
    wait(driver).until(lambda d: "Вы уверены?" in d.find_element(By.TAG_NAME, "h1").text)
    driver.find_element(By.LINK_TEXT, "Отмена").click()
    wait(driver).until(lambda d: d.current_url.endswith("/settings"))
    driver.get(server.base + "/japa/1")
    assert count_text(driver) == "16 / 5556"
    driver.get(server.base + "/japa/1/reset")
    driver.find_element(By.CSS_SELECTOR, "button.danger").click()
    wait_count(driver, "0 / 5556")


def test_language_switch_to_english_is_remembered(server, browser):
    browser.get(server.base + "/japa")
    select = browser.find_element(By.ID, "language-select")
    select.find_element(By.CSS_SELECTOR, "option[value=en]").click()
    browser.find_element(By.CSS_SELECTOR, ".lang-go").click()  # the picker changes on Apply, not on change
    wait(browser).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-add-form] button").text == "Add")
    browser.get(server.base + "/")
    assert "Purascharana" in browser.page_source
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"


def test_screenshots_of_every_page(server, browser, screenshots):
    base = server.base
    browser.get(base + "/japa")
    add(browser, "16")
    wait(browser).until(lambda d: count_text(d) == "16 / 5556")
    browser.get(base + "/japa/1/settings")
    value = browser.find_element(By.ID, "value")
    value.clear()
    value.send_keys("2524")
    value.submit()
    wait(browser).until(lambda d: "notice=saved" in d.current_url)
    browser.get(base + "/japa")
    add(browser, "16")
    wait(browser).until(lambda d: count_text(d) == "2540 / 5556")
    pages = {
        "home": "/", "japa-main": "/japa/1", "japa-settings": "/japa/1/settings",
        "japa-history": "/japa/1/history", "japa-counters": "/japa/counters",
        "japa-reset-confirm": "/japa/1/reset", "not-found": "/no/such/page",
    }
    taken = []
    for name, path in pages.items():
        browser.get(base + path)
        for size in (PHONE, DESKTOP):
            taken.append(shoot(browser, screenshots, name, size))
        taken.append(shoot(browser, screenshots, name, PHONE, dark=True))
    browser.get(base + "/japa/1")
    add(browser, "abc")
    wait(browser).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-error]").is_displayed())
    taken.append(shoot(browser, screenshots, "japa-error", PHONE))
    assert all(p.stat().st_size > 5000 for p in taken)


def create_counter(driver, base, name):
    driver.get(base + "/japa/counters")
    field = driver.find_element(By.ID, "new-name")
    field.clear()
    field.send_keys(name)
    driver.find_element(By.CSS_SELECTOR, "form[action='/japa/counters'] button[type=submit]").click()
    wait(driver).until(lambda d: "notice=created" in d.current_url)


def test_three_counters_one_row_of_tabs_all_reachable_on_a_phone(server, browser, screenshots):
    base = server.base
    browser.get(base + "/japa")
    create_counter(browser, base, "Гаятри-мантра")
    create_counter(browser, base, "Нарасимха-кавача и долгое имя счётчика")
    taken = []
    for width in (320, 390):
        browser.set_window_size(width, 800)
        browser.get(base + "/japa/1")
        assert len(browser.find_elements(By.CSS_SELECTOR, ".japa-head nav")) == 1, "one row of tabs"
        tabs = browser.find_elements(By.CSS_SELECTOR, ".japa-head .chip")
        assert [t.get_attribute("href").rsplit("/", 1)[1] for t in tabs] == ["1", "2", "3"]
        viewport = browser.execute_script("return document.documentElement.clientWidth")
        for tab in tabs:
            left, right = browser.execute_script(
                "const r = arguments[0].getBoundingClientRect(); return [r.left, r.right];", tab)
            assert 0 <= left and right <= viewport, f"tab {tab.text!r} is on screen at {width} px"
        assert browser.execute_script(
            "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"), \
            f"no sideways scrolling at {width} px"
        settings = browser.find_element(By.CSS_SELECTOR, ".japa-head .icon-button")
        assert browser.execute_script("return arguments[0].getBoundingClientRect().right", settings) <= viewport
        for dark in (False, True):
            path = shoot(browser, screenshots, "japa-three-counters", (width, 800), dark=dark)
            taken.append(path.rename(path.with_name(f"japa-three-counters-{width}{'-dark' if dark else ''}.png")))
        tabs[2].click()
        wait(browser).until(lambda d: d.current_url.endswith("/japa/3"))
        current = browser.find_element(By.CSS_SELECTOR, ".japa-head .chip[aria-current=page]")
        assert current.get_attribute("href").endswith("/japa/3")
    assert all(p.stat().st_size > 5000 for p in taken)


def test_reset_dialog_names_the_counter_in_russian_and_english(server, browser):
    browser.get(server.base + "/japa")
    for language, expected in (("ru", "Счёт «Пурашчарана» вернётся к 0"), ("en", "The total of “Пурашчарана” returns to 0")):
        browser.get(server.base + "/japa/1/settings")
        select = browser.find_element(By.ID, "language-select")
        select.find_element(By.CSS_SELECTOR, f"option[value={language}]").click()
        browser.find_element(By.CSS_SELECTOR, ".lang-go").click()
        wait(browser).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == language)
        browser.find_element(By.CSS_SELECTOR, "[data-confirm-reset]").click()
        dialog = browser.find_element(By.CSS_SELECTOR, "[data-reset-dialog]")
        wait(browser).until(lambda d: dialog.get_attribute("open") is not None)
        assert "{" not in dialog.text, dialog.text
        assert expected in dialog.text, dialog.text
        dialog.find_element(By.CSS_SELECTOR, "[data-dialog-cancel]").click()


def test_a_double_click_on_add_counts_once_with_and_without_script(server, browser, nojs_browser):
    from selenium.webdriver.common.action_chains import ActionChains
    browser.get(server.base + "/japa")
    field = browser.find_element(By.ID, "amount")
    field.send_keys("16")
    button = browser.find_element(By.CSS_SELECTOR, "[data-add-form] button[type=submit]")
    ActionChains(browser).double_click(button).perform()
    wait(browser).until(lambda d: count_text(d) == "16 / 5556")
    # A third tap once the answer is drawn (the field was emptied) is still the same submission.
    button.click()
    browser.implicitly_wait(0)
    import time
    time.sleep(0.8)
    assert count_text(browser) == "16 / 5556"
    assert not browser.find_element(By.CSS_SELECTOR, "[data-error]").is_displayed()
    browser.refresh()
    assert count_text(browser) == "16 / 5556", "the server counted it once"
    # Typing a new amount is a new addition.
    add(browser, "16")
    wait(browser).until(lambda d: count_text(d) == "32 / 5556")

    driver = nojs_browser
    driver.get(server.base + "/japa/1")
    driver.find_element(By.ID, "amount").send_keys("16")
    button = driver.find_element(By.CSS_SELECTOR, "[data-add-form] button[type=submit]")
    ActionChains(driver).double_click(button).perform()
    wait(driver).until(lambda d: "added=16" in d.current_url)
    driver.get(server.base + "/japa/1")
    assert count_text(driver) == "48 / 5556"
