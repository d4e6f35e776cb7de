"""The six main flows with the keyboard only (Tab, Shift+Tab, Enter, Space, arrows sent to the
focused element): add circles; start and bail out a set; check a step; open a festival; change
the city; change the language. At every step the focused element is the expected one and shows a
visible focus indicator (an outline, or a box shadow).

One server and one browser for the whole file; state that is not the flow under test (onboarding,
a chosen routine) is set up by form posts, so it stays fast.
"""

import pytest
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import clocked_site, post_form, post_json

DELHI = "1273294"


def wait(driver, seconds=8):
    return WebDriverWait(driver, seconds, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))


@pytest.fixture(scope="module")
def site():
    yield from clocked_site("sadhana-keys-", "2026-11-16T08:00:00Z")  # a Monday


FOCUS_JS = """
const el = document.activeElement;
if (!el || el === document.body) return {ring: false, describe: 'body'};
// A visually hidden radio is drawn by its label, which carries the ring (:has(input:focus-visible)).
const drawn = [el, el.closest('label')].filter(Boolean);
const ring = drawn.some(node => {
  const s = getComputedStyle(node);
  return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || (s.boxShadow && s.boxShadow !== 'none');
});
const box = el.getBoundingClientRect();
// WCAG 2.4.11: the focused element is not hidden under a sticky or fixed bar (the top bar, a tab bar).
const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
let under = null;
if (hit && !el.contains(hit) && !hit.contains(el)) {
  for (let n = hit; n && n !== document.documentElement; n = n.parentElement) {
    const p = getComputedStyle(n).position;
    if (p === 'fixed' || p === 'sticky') { under = n.tagName.toLowerCase() + '.' + n.className; break; }
  }
}
return {ring: ring, onScreen: box.width > 0 && box.height > 0, under: under,
        describe: el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' ' + (el.textContent || el.value || '').trim().slice(0, 40)};
"""


def focused(driver):
    return driver.execute_script(FOCUS_JS)


def press(driver, *keys):
    ActionChains(driver).send_keys(*keys).perform()


def is_active(driver, selector):
    return driver.execute_script("return document.activeElement.matches(arguments[0])", selector)


def tab_to(driver, selector, limit=60, backwards=False):
    """Presses Tab (Shift+Tab backwards) until the element matching `selector` has focus; every
    element passed on the way must show its focus."""
    for _ in range(limit):
        if backwards:
            ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        else:
            press(driver, Keys.TAB)
        state = focused(driver)
        assert state["ring"] and state["onScreen"], f"focus not visible on {state['describe']}"
        assert not state["under"], f"{state['describe']} has focus under {state['under']}"
        if is_active(driver, selector):
            return
    raise AssertionError(f"{selector} never took focus in {limit} presses of Tab")


def assert_focus_on(driver, selector):
    assert is_active(driver, selector), f"focus is on {focused(driver)['describe']}, not {selector}"
    state = focused(driver)
    assert state["ring"], f"focus not visible on {state['describe']}"


def test_add_circles_with_the_keyboard(site):
    server, d = site
    d.get(server.base + "/japa")
    before = int(d.find_element(By.CSS_SELECTOR, "[data-total]").text.replace(" ", "").replace("\u202f", "") or 0)
    tab_to(d, "#amount")
    press(d, "16", Keys.ENTER)
    wait(d).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-total]").text.replace(" ", "").replace("\u202f", "")
                  == str(before + 16))
    state = focused(d)
    assert state["ring"], f"after adding, focus is still visible ({state['describe']})"
    tab_to(d, "[data-copy]")


def test_start_and_bail_out_a_set_with_the_keyboard(site):
    server, d = site
    d.get(server.base + "/training")
    tab_to(d, "input[name=mode]")
    press(d, Keys.ARROW_RIGHT)  # arrows move between the two modes
    assert_focus_on(d, "input[name=mode][value=reps]")
    assert d.find_element(By.CSS_SELECTOR, "input[name=mode][value=reps]").is_selected()
    press(d, Keys.ARROW_LEFT)
    assert_focus_on(d, "input[name=mode][value=time]")
    assert d.find_element(By.CSS_SELECTOR, "input[name=mode][value=time]").is_selected()
    tab_to(d, "#target")
    ActionChains(d).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).send_keys("30").perform()
    tab_to(d, "button[value=start]")
    press(d, Keys.ENTER)
    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, '[data-event="bailOut"]'))
    wait(d).until(lambda d: d.execute_script("return !!(window.sadhanaTraining && window.sadhanaTraining.ready)"))
    # Past the first second, where a Bail Out is taken as accidental: both clocks move.
    post_json(server, "/_test/clock", {"advanceSeconds": 5})
    d.execute_script("window.sadhanaTraining.advance(5000)")
    tab_to(d, '[data-event="bailOut"]')
    press(d, Keys.SPACE)
    wait(d).until(lambda d: d.find_element(By.CSS_SELECTOR, '[data-screen="resting"]').is_displayed())
    tab_to(d, '[data-event="skipRest"]')
    # Leave no session running for the flows after this one.
    tab_to(d, '[data-screen="resting"] [data-reset-open]', backwards=True)
    press(d, Keys.ENTER)
    wait(d).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-reset-dialog]").is_displayed())
    press(d, Keys.ESCAPE)  # Escape dismisses the dialog and gives focus back to what opened it
    wait(d).until(lambda d: not d.find_element(By.CSS_SELECTOR, "[data-reset-dialog]").is_displayed())
    assert_focus_on(d, '[data-screen="resting"] [data-reset-open]')
    press(d, Keys.ENTER)
    wait(d).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-reset-dialog]").is_displayed())
    tab_to(d, '[data-event="reset"]')
    press(d, Keys.ENTER)
    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-setup-form]"))


def test_check_a_morning_step_with_the_keyboard(site):
    server, d = site
    post_form(server, "/morning/welcome", {})
    post_form(server, "/morning/explore/franklin/choose", {})
    post_json(server, "/_test/clock", {"advanceSeconds": 86400})  # the routine starts the next day
    d.get(server.base + "/morning/routine")
    first = "[data-task]:nth-child(1) [data-toggle]"
    tab_to(d, first)
    press(d, Keys.SPACE)
    wait(d).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-task]:nth-child(1)").get_attribute("data-mark")
                  == "completed")
    assert_focus_on(d, first)
    assert d.find_element(By.CSS_SELECTOR, first).get_attribute("aria-pressed") == "true"


def test_open_a_festival_with_the_keyboard(site):
    server, d = site
    post_form(server, "/calendar/welcome", {"step": "5", "placeId": DELHI})
    d.get(server.base + "/calendar/festivals")
    name = d.find_element(By.CSS_SELECTOR, ".fest-card .fest-name").text
    tab_to(d, ".fest-link")
    press(d, Keys.ENTER)
    wait(d).until(lambda d: "/calendar/festivals/" in d.current_url)
    assert name in d.find_element(By.TAG_NAME, "h1").text


def test_change_the_city_with_the_keyboard(site):
    server, d = site
    post_form(server, "/tamil/welcome/skip", {})
    d.get(server.base + "/tamil/places")
    tab_to(d, "#q")
    press(d, "Madurai", Keys.ENTER)
    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-results] .ta-city"))
    tab_to(d, "[data-results] .ta-city")
    press(d, Keys.ENTER)
    wait(d).until(lambda d: "q=" not in d.current_url and not d.find_elements(By.CSS_SELECTOR, "[data-results]"))
    d.get(server.base + "/tamil")
    assert "Madurai" in d.find_element(By.TAG_NAME, "main").text


def test_change_the_language_with_the_keyboard_without_a_reload_while_browsing(site):
    server, d = site
    d.get(server.base + "/")
    assert d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    d.execute_script("window.__sameDocument = true")
    tab_to(d, "#language-select")
    press(d, Keys.ARROW_DOWN)
    press(d, Keys.ARROW_DOWN)
    assert d.execute_script("return window.__sameDocument === true"), "arrowing through languages reloaded the page"
    assert_focus_on(d, "#language-select")
    chosen = d.execute_script("return document.activeElement.value")
    assert chosen != "en"
    tab_to(d, ".lang-go")
    press(d, Keys.ENTER)
    wait(d).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang").lower() == chosen.lower())
