"""Layout and colour over every page of the suite, in one browser: no page scrolls sideways on a
phone (320 and 390 CSS px wide) in any language its app offers, and every visible text meets
WCAG 2.1 AA contrast (4.5:1, or 3:1 for large text; https://www.w3.org/TR/WCAG21/#contrast-minimum)
in light and dark. The pages are found by following the links of each app from its first page."""
import re
import urllib.error
import urllib.parse
import urllib.request

from conftest import make_driver

CHENNAI = "1264527"
START = ["/", "/profile", "/japa", "/training", "/morning", "/calendar", "/tamil"]
TOURS = [f"/calendar/welcome?step={n}" for n in range(1, 6)] + [f"/tamil/welcome?step={n}" for n in range(1, 4)]
SKIP = re.compile(r"^/(static|api|_test)/|\.(ics|csv|json|svg|png|webmanifest)$|/feed/|download|/delete$|/audio/")
WIDTHS = (320, 390)


def post_form(server, path, fields):
    request = urllib.request.Request(server.base + path, data=urllib.parse.urlencode(fields).encode(), method="POST")
    try:
        urllib.request.urlopen(request).read()
    except urllib.error.HTTPError as error:
        if error.code >= 400:
            raise


def settle(server):
    """The person has been through both calendars' tours, so their pages open, not the tours."""
    post_form(server, "/calendar/welcome", {"step": "5", "placeId": CHENNAI})
    post_form(server, "/tamil/welcome/finish", {"clock": "12"})


def shape(path):
    """Pages that differ only in numbers or query values are one page for this test."""
    parsed = urllib.parse.urlsplit(path)
    keys = ",".join(sorted(k for k, _ in urllib.parse.parse_qsl(parsed.query)))
    return re.sub(r"\d+", "N", parsed.path) + "?" + keys


def crawl(driver, server, limit=140):
    """Every page reachable by links from the apps' first pages (one per shape), in visit order."""
    seen, order, queue = set(), [], list(START) + TOURS
    while queue and len(order) < limit:
        path = queue.pop(0)
        if shape(path) in seen or SKIP.search(urllib.parse.urlsplit(path).path):
            continue
        seen.add(shape(path))
        driver.get(server.base + path)
        order.append(path)
        links = driver.execute_script(
            "return [...document.querySelectorAll('a[href]')].map(a => a.href)"
            ".filter(h => h.startsWith(location.origin + '/'))"
            ".map(h => h.slice(location.origin.length).split('#')[0])")
        queue.extend(link for link in links if link and shape(link) not in seen)
    return order


def offered_languages(driver, server, path):
    driver.get(server.base + path)
    return driver.execute_script(
        "return [...document.querySelectorAll('#language-select option')].map(o => o.value)")


def emulate(driver, width, dark=False):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 800, "deviceScaleFactor": 1, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"},
                     {"name": "prefers-reduced-motion", "value": "reduce"}]})


OVERFLOW_JS = """
const width = arguments[0];
const wide = document.documentElement.scrollWidth;
if (wide <= width && innerWidth <= width) return null;
// The innermost boxes whose content sticks out of them (text that does not wrap, a grid that does
// not shrink), outside scroll containers: these widen the page.
function scrolled(el) {
  for (let node = el.parentElement; node; node = node.parentElement) {
    if (getComputedStyle(node).overflowX !== 'visible') return true;
  }
  return false;
}
const culprits = [...document.body.querySelectorAll('*')].filter(el =>
  el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible'
  && !scrolled(el)
  && ![...el.children].some(c => c.clientWidth > 0 && c.scrollWidth > c.clientWidth + 1))
  .slice(0, 5).map(el => el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ` ${el.scrollWidth}/${el.clientWidth}`);
return {scrollWidth: wide, innerWidth: innerWidth, culprits: culprits};
"""


def test_no_page_scrolls_sideways_on_a_phone_in_any_offered_language(server):
    settle(server)
    driver = make_driver(language="en", profile=True)
    try:
        pages = crawl(driver, server)
        assert len(pages) > 40, pages  # the crawl reached the apps' pages
        apps = {path: (path.strip("/").split("/")[0].split("?")[0] or "home") for path in pages}
        languages = {app: offered_languages(driver, server, "/" + ("" if app == "home" else app))
                     for app in set(apps.values())}
        assert "ru" not in languages["calendar"] and "hi" not in languages["tamil"]
        failures = []
        for language in sorted({code for codes in languages.values() for code in codes}):
            post_form(server, "/language", {"language": language, "back": "/"})
            for path in pages:
                if language not in languages[apps[path]]:
                    continue
                emulate(driver, WIDTHS[0])
                driver.get(server.base + path)
                for width in WIDTHS:
                    emulate(driver, width)
                    found = driver.execute_script(OVERFLOW_JS, width)
                    if found:
                        failures.append(f"{language} {width}px {path}: {found}")
        assert not failures, "\n".join(failures)
    finally:
        post_form(server, "/language", {"language": "en", "back": "/"})
        driver.quit()


CONTRAST_JS = """
function parse(c) {
  const m = c.match(/rgba?\\(([^)]+)\\)/);
  if (!m) return null;
  const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(parseFloat);
  return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
}
function over(top, bottom) {
  const a = top[3];
  return [0, 1, 2].map(i => top[i] * a + bottom[i] * (1 - a)).concat([1]);
}
function lum(c) {
  const [r, g, b] = c.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function ratio(a, b) { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); }
// The backgrounds behind an element, nearest first: each a list of candidate colours (a gradient
// gives its stops), composited down to the page's opaque canvas.
function backgrounds(el) {
  const layers = [];
  for (let node = el; node; node = node.parentElement) {
    const s = getComputedStyle(node);
    const colours = [];
    const image = s.backgroundImage;
    if (image && image !== 'none' && !/url\\(/.test(image)) {
      for (const m of image.matchAll(/rgba?\\([^)]+\\)/g)) colours.push(parse(m[0]));
    }
    const base = parse(s.backgroundColor);
    if (colours.length) layers.push(colours.map(c => base && base[3] > 0 ? over(c, over(base, [255, 255, 255, 1])) : c));
    else if (base && base[3] > 0) layers.push([base]);
    if (base && base[3] >= 1) break;
  }
  const canvas = matchMedia('(prefers-color-scheme: dark)').matches ? [0, 0, 0, 1] : [255, 255, 255, 1];
  let result = [canvas];
  for (const layer of layers.reverse()) {
    const next = [];
    for (const below of result) for (const c of layer) next.push(over(c, below));
    result = next.slice(0, 8);
  }
  return result;
}
const offenders = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const done = new Set();
while (walker.nextNode()) {
  const node = walker.currentNode;
  const el = node.parentElement;
  if (!el || done.has(el) || !node.textContent.trim()) continue;
  done.add(el);
  if (el.closest('script, style, noscript, template, option, [hidden], .visually-hidden, [aria-hidden="true"], :disabled, [aria-disabled="true"]')) continue;
  const s = getComputedStyle(el);
  const box = el.getBoundingClientRect();
  if (s.visibility !== 'visible' || box.width < 1 || box.height < 1) continue;
  let opacity = 1;
  for (let n = el; n; n = n.parentElement) opacity *= parseFloat(getComputedStyle(n).opacity);
  if (opacity < 0.05) continue;
  const colour = parse(s.color);
  if (!colour || colour[3] === 0) continue;  // gradient-clipped text: its own colours are checked by eye
  const size = parseFloat(s.fontSize);
  const large = size >= 24 || (size >= 18.66 && parseInt(s.fontWeight) >= 700);
  const need = large ? 3 : 4.5;
  let worst = 99;
  for (const bg of backgrounds(el)) {
    const text = over([colour[0], colour[1], colour[2], colour[3] * opacity], bg);
    worst = Math.min(worst, ratio(text, bg));
  }
  if (worst < need) {
    const name = el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
    offenders.push(`${name} “${node.textContent.trim().slice(0, 30)}” ${worst.toFixed(2)}:1 (needs ${need})`);
  }
}
return offenders.slice(0, 8);
"""


def test_every_text_meets_aa_contrast_in_light_and_dark(server):
    settle(server)
    driver = make_driver(language="en", profile=True)
    try:
        post_form(server, "/language", {"language": "en", "back": "/"})
        pages = crawl(driver, server)
        assert len(pages) > 40, pages
        failures = []
        for dark in (False, True):
            for path in pages:
                emulate(driver, 390, dark)
                driver.get(server.base + path)
                for offender in driver.execute_script(CONTRAST_JS):
                    failures.append(f"{'dark' if dark else 'light'} {path}: {offender}")
        assert not failures, f"{len(failures)} texts below AA:\n" + "\n".join(failures)
    finally:
        driver.quit()
