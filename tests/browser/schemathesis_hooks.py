"""schemathesis hooks for test_api_contract.py (loaded through SCHEMATHESIS_HOOKS).

Negative fuzzing adds headers whose names or values are not HTTP at all: control characters in a
value, separators in a name (RFC 9110 §5.1 and §5.5). No browser or HTTP client sends those, and
the server's HTTP parser refuses the request before any route sees it, with a bare
`400 Bad Request` and `Connection: close` (no body to be JSON). Those cases test the parser, not
the API, so such headers are removed from a case here; every other negative case (wrong types,
missing or malformed parameters, invalid UTF-8 in paths and queries, hostile bodies) still runs.

A `map_headers` hook, not `filter_headers`: in negative mode schemathesis 4.10 wraps a filter's
boolean in a (always truthy) `GeneratedValue`, so a filter lets every case through.
"""

import re

import schemathesis

_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
_FIELD_VALUE = re.compile(r"[\t\x20-\x7e\x80-\xff]*")


def _is_http(name, value) -> bool:
    if not isinstance(name, str) or not _TOKEN.fullmatch(name):
        return False
    text = value if isinstance(value, str) else str(value)
    return _FIELD_VALUE.fullmatch(text) is not None and text == text.strip(" \t")


@schemathesis.hook
def map_headers(ctx, headers):
    if not isinstance(headers, dict):
        return headers
    return {name: value for name, value in headers.items() if _is_http(name, value)}
