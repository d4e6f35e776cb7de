#!/usr/bin/env python3
"""Times the Dharmic Companion's Today page on loopback (the issue asks ≤ 10 ms).

Starts `sadhana serve` (default: the release build) on a free port with a temporary data folder,
completes onboarding for New Delhi, warms the year's cache, then requests /calendar N times over
one keep-alive connection and prints the median, p95 and worst wall time per request, and the
page size. Usage: scripts/calendar/bench-today.py [--binary PATH] [--requests N]
"""
import argparse
import http.client
import os
import pathlib
import socket
import statistics
import subprocess
import tempfile
import time
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parents[2]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "sadhana"))
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--path", default="/calendar")
    args = parser.parse_args()
    port = free_port()
    data = tempfile.mkdtemp(prefix="sadhana-bench-")
    server = subprocess.Popen([args.binary, "serve", "--port", str(port), "--data", data],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 30
        while True:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                connection.request("GET", "/health")
                connection.getresponse().read()
                break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.1)
        body = urllib.parse.urlencode({"step": "5", "placeId": "1261481"})
        connection.request("POST", "/calendar/welcome", body, {"Content-Type": "application/x-www-form-urlencoded"})
        connection.getresponse().read()
        size = 0
        for _ in range(20):  # warm-up: the year's observances are computed once, then cached
            connection.request("GET", args.path)
            response = connection.getresponse()
            size = len(response.read())
            assert response.status == 200, response.status
        times = []
        for _ in range(args.requests):
            start = time.perf_counter()
            connection.request("GET", args.path)
            response = connection.getresponse()
            response.read()
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        print(f"{args.path}: {args.requests} requests, page {size / 1024:.1f} KB, "
              f"median {statistics.median(times):.2f} ms, p95 {times[int(len(times) * 0.95)]:.2f} ms, "
              f"worst {times[-1]:.2f} ms ({os.path.basename(args.binary)} at {args.binary})")
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
