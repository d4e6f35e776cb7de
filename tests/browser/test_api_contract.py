"""The API against its document (docs/openapi.yaml, served at /api/openapi.json):

- the document is a valid OpenAPI 3.1 document (openapi-spec-validator), and the served JSON is the
  YAML converted (scripts/api/openapi-json);
- schemathesis fuzzes every operation of the live server from the document, with stateful runs
  following the links it infers (create a counter → add → undo → read), on a fixed budget: no
  5xx, every status documented, every body valid against its schema, every content type right.
  A failure prints the request that reproduces it (a curl line).
"""

import json
import os
import pathlib
import subprocess
import sys
import time
import urllib.request

import yaml
from openapi_spec_validator import validate

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCUMENT = ROOT / "docs" / "openapi.yaml"
BUNDLED_JSON = ROOT / "Sources" / "WebApp" / "OpenAPI" / "openapi.json"

# The whole schemathesis run must stay well inside CI's budget (measured: 183 cases in 45 s on two
# cores): two examples per operation, the documented examples, the stateful runs, no coverage
# phase (thousands of boundary cases), deterministic generation (the same cases every run), no
# shrinking.
MAX_EXAMPLES = 2
BUDGET_SECONDS = 90


def test_document_is_valid_openapi_and_the_json_is_the_yaml():
    document = yaml.safe_load(DOCUMENT.read_text(encoding="utf-8"))
    validate(document)
    assert document["openapi"].startswith("3.1")
    assert json.loads(BUNDLED_JSON.read_text(encoding="utf-8")) == document, \
        "Sources/WebApp/OpenAPI/openapi.json is stale: run scripts/api/openapi-json"


def test_the_committed_swift_client_was_generated_from_this_document():
    """Sources/SadhanaAPIClient is generated code: an edit of the document's operations or schemas
    (not its examples) must come with the client generated again."""
    recorded = (ROOT / "scripts" / "api" / "client-document.sha256").read_text(encoding="utf-8").strip()
    current = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "api" / "document-digest"), str(DOCUMENT)],
        check=True, capture_output=True, text=True).stdout.strip()
    assert current == recorded, \
        "Sources/SadhanaAPIClient is older than the document: run scripts/api/generate-client"


def test_served_document_is_the_file(server):
    with urllib.request.urlopen(server.base + "/api/openapi.json", timeout=10) as response:
        assert response.headers["Content-Type"] == "application/json; charset=utf-8"
        served = json.load(response)
    assert served == yaml.safe_load(DOCUMENT.read_text(encoding="utf-8"))


def test_schemathesis_finds_nothing(server):
    cookie = f"sadhana_profile={server.profile}"
    command = [
        str(pathlib.Path(sys.executable).parent / "schemathesis"), "run", server.base + "/api/openapi.json",
        "--url", server.base,
        "--header", f"Cookie: {cookie}",
        "--max-examples", str(MAX_EXAMPLES),
        "--phases", "examples,fuzzing,stateful",
        "--generation-deterministic", "--no-shrink",
        "--checks", "not_a_server_error,status_code_conformance,content_type_conformance,"
                    "response_schema_conformance",
        "--request-timeout", "20",
        "--continue-on-failure",
        "--no-color",
        "--workers", "2",
    ]
    started = time.monotonic()
    # Drops negative cases whose headers are not HTTP (see schemathesis_hooks.py).
    environment = dict(os.environ, SCHEMATHESIS_HOOKS="schemathesis_hooks",
                       PYTHONPATH=str(pathlib.Path(__file__).parent))
    run = subprocess.run(command, capture_output=True, text=True, timeout=BUDGET_SECONDS * 3, env=environment)
    seconds = time.monotonic() - started
    print(f"\nschemathesis: {seconds:.1f} s")
    print(run.stdout[-4000:])
    assert run.returncode == 0, run.stdout[-30000:] + run.stderr[-3000:]
    assert seconds < BUDGET_SECONDS, f"schemathesis took {seconds:.0f} s (budget {BUDGET_SECONDS} s)"


def test_reference_page_reads_on_a_phone_and_a_desktop(server, screenshots):
    """The /api page: one h1, the contents as a labelled nav, operations under h2/h3, captioned
    tables that scroll inside their box rather than widening the page; light and dark."""
    from conftest import DESKTOP, PHONE, make_driver
    driver = make_driver(language="en")
    try:
        driver.get(server.base + "/api")
        assert driver.execute_script("return document.querySelectorAll('h1').length") == 1
        assert driver.execute_script(
            "return document.querySelector('main nav[aria-label]') !== null")
        operations = driver.execute_script("return document.querySelectorAll('section.api-op h3').length")
        assert operations > 60
        assert driver.execute_script(
            "return [...document.querySelectorAll('table')].every(t => t.querySelector('caption'))")
        for size in (PHONE, DESKTOP):
            for dark in (False, True):
                driver.set_window_size(*size)
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                    {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
                for anchor in ("", "#getPanchangamDaily"):
                    driver.get(server.base + "/api" + anchor)
                    overflow = driver.execute_script(
                        "return document.documentElement.scrollWidth - window.innerWidth")
                    assert overflow <= 0, f"the page is {overflow}px wider than the window"
                    name = f"api{'-daily' if anchor else ''}-{'phone' if size == PHONE else 'desktop'}"
                    driver.save_screenshot(str(screenshots / f"{name}{'-dark' if dark else ''}.png"))
    finally:
        driver.quit()
