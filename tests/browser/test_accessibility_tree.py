"""What a screen reader is told: Chromium's accessibility tree (CDP `Accessibility`) for the main
flows — a Better Morning step before and after a tap, the japa Add and Copy, Bail Out and Stop, a
festival card, the Tamil "now" period — with names, roles and states asserted.

One server and one browser for the whole file, so it stays fast.
"""

import pytest
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import clocked_site, post_form, post_json

DELHI = "1273294"
CHENNAI = "1264527"


def wait(driver, seconds=8):
    return WebDriverWait(driver, seconds, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))


@pytest.fixture(scope="module")
def site():
    yield from clocked_site("sadhana-ax-", "2026-11-16T08:00:00Z")  # a Monday


def click(driver, selector):
    """Clicks after centring the element, clear of the phone's fixed tab bar."""
    element = driver.find_element(By.CSS_SELECTOR, selector)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def ax(driver, selector):
    """The accessibility node of the first element matching `selector`: role, name and states."""
    root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    assert node, f"no element matches {selector}"
    nodes = driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False})["nodes"]
    found = nodes[0]
    states = {p["name"]: str(p["value"].get("value")).lower() for p in found.get("properties", [])}
    return {
        "role": found.get("role", {}).get("value"),
        "name": " ".join(str(found.get("name", {}).get("value", "")).split()),
        "ignored": found.get("ignored", False),
        **states,
    }


def read_out(driver, selector):
    """The text a screen reader reads inside an element: its subtree's unignored static texts."""
    root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    backend = driver.execute_cdp_cmd("DOM.describeNode", {"nodeId": node})["node"]["backendNodeId"]
    nodes = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    by_id = {n["nodeId"]: n for n in nodes}
    start = next(n for n in nodes if n.get("backendDOMNodeId") == backend)
    words, stack = [], [start]
    while stack:
        current = stack.pop()
        if current.get("role", {}).get("value") == "StaticText" and not current.get("ignored"):
            words.append(str(current.get("name", {}).get("value", "")))
        stack.extend(by_id[c] for c in reversed(current.get("childIds", [])) if c in by_id)
    return " ".join(" ".join(words).split())


def test_a_morning_step_is_a_toggle_button_announced_pressed_only_when_done(site):
    server, d = site
    d.get(server.base + "/morning")
    click(d, "[data-skip]")
    wait(d).until(lambda d: d.current_url.endswith("/morning/explore"))
    d.get(server.base + "/morning/explore/franklin")
    click(d, "[data-choose]")
    wait(d).until(lambda d: "/morning/routine" in d.current_url)
    post_json(server, "/_test/clock", {"advanceSeconds": 86400})  # the routine starts the next day
    d.get(server.base + "/morning/routine")

    first, second = "[data-task]:nth-child(1) [data-toggle]", "[data-task]:nth-child(2) [data-toggle]"
    before = [ax(d, first), ax(d, second)]
    for node in before:
        assert node["role"] == "button" and not node["ignored"]
        assert node["pressed"] == "false", node
    title = d.find_element(By.CSS_SELECTOR, "[data-task]:nth-child(1) .m-task-text span").text
    assert title and title in before[0]["name"]

    click(d, first)
    wait(d).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-task]:nth-child(1)").get_attribute("data-mark") == "completed")
    after = [ax(d, first), ax(d, second)]
    assert after[0]["pressed"] == "true", "the tapped step is announced done"
    assert after[1]["pressed"] == "false", "the untouched step is still announced not done"
    assert title in after[0]["name"]

    d.refresh()  # the server's page says the same as the script did
    assert ax(d, first)["pressed"] == "true" and ax(d, second)["pressed"] == "false"


def test_japa_add_and_copy_are_named_controls(site):
    server, d = site
    d.get(server.base + "/japa")
    add = ax(d, "[data-add-form] button[type=submit]")
    assert add["role"] == "button" and add["name"] and not add["ignored"]
    assert add["name"] == d.find_element(By.CSS_SELECTOR, "[data-add-form] button[type=submit]").text
    copy = ax(d, "[data-copy]")
    assert copy["role"] in ("link", "button") and copy["name"] == d.find_element(By.CSS_SELECTOR, "[data-copy]").text
    field = ax(d, "#amount")
    assert field["role"] == "textbox" and field["name"], "the circles field has a label"
    heading = ax(d, "h1")
    assert heading["role"] == "heading" and heading["level"] == "1" and heading["name"]
    assert ax(d, ".counter").get("live") == "polite", "the total and what is left are announced after an Add"


def test_bail_out_and_stop_are_named_buttons_on_the_hold_screen(site):
    server, d = site
    d.get(server.base + "/training")
    d.find_element(By.CSS_SELECTOR, 'input[name=mode][value="time"]').find_element(By.XPATH, "..").click()
    for name, value in (("exercise", "L-sit"), ("target", "30"), ("rest", "10"), ("adjustment", "2")):
        field = d.find_element(By.ID, name)
        field.clear()
        field.send_keys(value)
    click(d, "button[value=start]")
    wait(d).until(lambda d: d.find_elements(By.CSS_SELECTOR, '[data-event="stop"]'))
    bail, stop = ax(d, '[data-event="bailOut"]'), ax(d, '[data-event="stop"]')
    assert (bail["role"], bail["name"]) == ("button", "Bail Out")
    assert (stop["role"], stop["name"]) == ("button", "Stop")
    assert not bail["ignored"] and not stop["ignored"]
    screen = ax(d, '[data-screen="training"]')
    assert screen["role"] == "region" and screen["name"] == "L-sit", "the hold screen is a region named by its exercise"
    # The running timer is not announced every tenth of a second; "Target reached" is, when it appears,
    # and the rest's last seconds are counted in through a status.
    assert ax(d, "[data-timer]").get("live") in (None, "off")
    assert ax(d, ".tr-hints").get("live") == "polite"
    assert d.find_element(By.CSS_SELECTOR, "[data-final-count]").get_attribute("role") == "status"
    click(d, '[data-event="stop"]')  # end it, so later tests start clean
    wait(d).until(lambda d: not d.find_elements(By.CSS_SELECTOR, '[data-event="stop"]'))


def test_a_festival_card_is_one_link_named_by_the_festival(site):
    server, d = site
    post_form(server, "/calendar/welcome", {"step": "5", "placeId": DELHI})
    d.get(server.base + "/calendar/festivals")
    link = d.find_element(By.CSS_SELECTOR, ".fest-card .fest-link")
    name = d.find_element(By.CSS_SELECTOR, ".fest-card .fest-name").text
    node = ax(d, ".fest-card .fest-link")
    assert node["role"] == "link" and not node["ignored"]
    assert node["name"].startswith(" ".join(link.text.split()[:1])), node
    assert name in node["name"], "the link is named by the festival"
    item = ax(d, ".fest-card")
    assert item["role"] == "listitem"


def test_the_tamil_now_period_is_marked_now_for_a_screen_reader(site):
    server, d = site
    post_form(server, "/tamil/welcome/skip", {})
    d.get(server.base + "/tamil")  # today, with the server's clock inside the day's periods
    card = ax(d, "[data-now-card]")
    assert card.get("live") == "polite", "changes to the now card are announced politely"
    assert ax(d, "[data-now-card] h2")["role"] == "heading"
    now_items = d.find_elements(By.CSS_SELECTOR, "[data-period] li.is-now")
    assert now_items, "some period of the day is under way at 13:30 in Chennai"
    now_word = d.find_element(By.CSS_SELECTOR, "[data-period] li.is-now .now-tag").text.strip()
    assert now_word
    assert now_word in read_out(d, "[data-period] li.is-now"), "the now period's 'Now' is read out"
    assert now_word not in read_out(d, "[data-period] li:not(.is-now)"), "a period not under way is not called now"
    item = ax(d, "[data-period] li.is-now")
    assert item["role"] == "listitem" and not item["ignored"]
