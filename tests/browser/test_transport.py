"""The real `sadhana serve` at the socket level: malformed HTTP gets 400 (never 500), idle and
stalled connections are closed after the idle timeout while /health keeps answering, the
connection limit keeps the server alive below its descriptor limit, and a foreign Host is refused.

No browser: raw sockets against the binary, with a 1-second idle timeout so the test stays fast.
"""
import os
import resource
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest

from conftest import Server, _binary, _free_port

IDLE = 1.0  # seconds, via --idle-timeout


@pytest.fixture(scope="module")
def served():
    with tempfile.TemporaryDirectory() as data:
        server = Server(data, extra_args=["--idle-timeout", str(IDLE), "--allowed-host", "sadhana.test"])
        server.start()
        yield server
        server.stop()


def exchange(server, raw: bytes, timeout=5.0) -> bytes:
    """Sends `raw` on a fresh connection and reads until the server closes it or goes quiet."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=timeout) as s:
        s.sendall(raw)
        data = b""
        try:
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
        except (socket.timeout, ConnectionResetError):
            pass
        return data


def status_of(answer: bytes) -> int:
    line = answer.split(b"\r\n", 1)[0].split()
    assert len(line) >= 2 and line[0].startswith(b"HTTP/1."), f"no HTTP answer: {answer[:80]!r}"
    return int(line[1])


def health(server, timeout=3.0) -> int:
    with urllib.request.urlopen(server.base + "/health", timeout=timeout) as response:
        return response.status


HOST = b"Host: localhost\r\n"
FORM = b"Content-Type: application/x-www-form-urlencoded\r\n"
MALFORMED = {
    "chunk size not hex": b"POST /language HTTP/1.1\r\n" + HOST + FORM
    + b"Transfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n",
    "chunk longer than its size": b"POST /language HTTP/1.1\r\n" + HOST + FORM
    + b"Transfer-Encoding: chunked\r\n\r\n3\r\nlanguage=en\r\n0\r\n\r\n",
    "chunk size overflow": b"POST /language HTTP/1.1\r\n" + HOST + FORM
    + b"Transfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFFFF\r\nabc\r\n0\r\n\r\n",
    "bad chunk on the API": b"POST /api/v1/japa/counters HTTP/1.1\r\n" + HOST
    + b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{}\r\nxx\r\n0\r\n\r\n",
    "chunked and Content-Length": b"POST /language HTTP/1.1\r\n" + HOST + FORM
    + b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "Content-Length not a number": b"POST /language HTTP/1.1\r\n" + HOST + b"Content-Length: abc\r\n\r\n",
    "two Content-Lengths": b"POST /language HTTP/1.1\r\n" + HOST + b"Content-Length: 3\r\nContent-Length: 4\r\n\r\nabcd",
    "binary garbage": b"\x00\x01\x02\xff garbage\r\n\r\n",
    "unknown HTTP version": b"GET / HTTP/9.9\r\n" + HOST + b"\r\n",
    "space in a header name": b"GET / HTTP/1.1\r\n" + HOST + b"Bad Header: x\r\n\r\n",
    "header without colon": b"GET / HTTP/1.1\r\n" + HOST + b"NoColonHere\r\n\r\n",
    "bare LF line ends": b"GET / HTTP/1.1\n" + HOST + b"\n",
    "control character in the path": b"GET /\x01abc HTTP/1.1\r\n" + HOST + b"\r\n",
    "huge header": b"GET / HTTP/1.1\r\n" + HOST + b"X-Big: " + b"a" * 100_000 + b"\r\n\r\n",
    "very long URL": b"GET /" + b"a" * 20_000 + b" HTTP/1.1\r\n" + HOST + b"\r\n",
}


@pytest.mark.parametrize("name", list(MALFORMED))
def test_malformed_http_is_refused_with_4xx_never_5xx(served, name):
    answer = exchange(served, MALFORMED[name])
    status = status_of(answer)
    assert 400 <= status < 500, f"{name}: {answer[:200]!r}"
    if name.startswith("chunk") or name.startswith("bad chunk"):
        assert status == 400, f"{name}: malformed framing is a 400, got {status}"
    assert health(served) == 200, "the server still answers"


def test_a_foreign_host_is_refused_and_an_allowed_one_answered(served):
    answer = exchange(served, b"GET /api/v1/tamil/preferences HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
    assert status_of(answer) == 421
    assert b"--allowed-host" in answer
    assert b"frame-ancestors 'none'" in answer, "a refusal carries the security headers"
    for host in [b"sadhana.test", b"localhost:1", b"127.0.0.1"]:
        answer = exchange(served, b"GET /health HTTP/1.1\r\nHost: " + host + b"\r\nConnection: close\r\n\r\n")
        assert status_of(answer) == 200, host
    # HTTP/1.0 without Host is answered.
    assert status_of(exchange(served, b"GET /health HTTP/1.0\r\n\r\n")) == 200


def test_idle_connections_are_closed_after_the_timeout_while_health_answers(served):
    count = 300
    sockets = [socket.create_connection(("127.0.0.1", served.port)) for _ in range(count)]
    try:
        started = time.monotonic()
        assert health(served) == 200, "/health answers while the idle connections are open"
        assert time.monotonic() - started < IDLE, "…at once, not after the idle ones are gone"
        closed = 0
        for s in sockets:
            s.settimeout(IDLE + 5)
            try:
                if s.recv(1) == b"":
                    closed += 1
            except ConnectionResetError:
                closed += 1
        elapsed = time.monotonic() - started
        assert closed == count
        assert IDLE * 0.8 <= elapsed < IDLE + 5, f"closed after {elapsed:.1f} s"
    finally:
        for s in sockets:
            s.close()
    assert health(served) == 200


def test_a_request_head_that_trickles_in_is_cut_off(served):
    with socket.create_connection(("127.0.0.1", served.port), timeout=IDLE + 5) as s:
        s.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\n")
        started = time.monotonic()
        cut = False
        while time.monotonic() - started < IDLE + 5:
            time.sleep(IDLE / 4)
            try:
                s.sendall(b"X-Slow: 1\r\n")
            except (BrokenPipeError, ConnectionResetError):
                cut = True
                break
        assert cut, "a slow request head keeps no connection open past the idle timeout"


def test_more_connections_than_descriptors_do_not_stop_the_server():
    """With `ulimit -n 200` the connection limit stays below it: 400 silent connections wait
    (in the backlog or until the idle timeout closes them) and /health answers soon after."""
    def low_limit():
        resource.setrlimit(resource.RLIMIT_NOFILE, (200, 200))

    with tempfile.TemporaryDirectory() as data:
        port = _free_port()
        process = subprocess.Popen(
            [_binary(), "serve", "--port", str(port), "--data", data, "--idle-timeout", str(IDLE)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=low_limit)
        server = type("S", (), {"base": f"http://127.0.0.1:{port}", "port": port})
        try:
            deadline = time.time() + 30
            while True:
                try:
                    assert health(server, timeout=1) == 200
                    break
                except OSError:
                    if time.time() > deadline:
                        raise
                    time.sleep(0.1)
            sockets = []
            for _ in range(400):
                try:
                    sockets.append(socket.create_connection(("127.0.0.1", port), timeout=2))
                except OSError:
                    break
            started = time.monotonic()
            assert health(server, timeout=IDLE + 10) == 200
            assert time.monotonic() - started < IDLE + 10
            assert process.poll() is None, "the server is still running"
            for s in sockets:
                s.close()
            assert health(server) == 200
        finally:
            process.terminate()
            process.wait(timeout=15)


def test_listening_on_every_interface_warns_and_public_needs_an_allowed_host():
    with tempfile.TemporaryDirectory() as data:
        port = _free_port()
        process = subprocess.Popen(
            [_binary(), "serve", "--host", "0.0.0.0", "--port", str(port), "--data", data],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        try:
            deadline = time.time() + 30
            while time.time() < deadline:
                try:
                    with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1):
                        break
                except OSError:
                    time.sleep(0.1)
        finally:
            process.terminate()
            _, stderr = process.communicate(timeout=15)
        assert "every network interface" in stderr and "--allowed-host" in stderr, stderr
        refused = subprocess.run(
            [_binary(), "serve", "--public", "--data", data], capture_output=True, text=True, timeout=30)
        assert refused.returncode != 0
        assert "--allowed-host" in refused.stderr
