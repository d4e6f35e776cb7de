#!/usr/bin/env python3
"""Speed of the Tamil Calendar's daily page and daily API on loopback.

Starts `sadhana serve` (SADHANA_BINARY, default .build/release/sadhana) on a free port with a
temporary data folder, finishes the first-visit tour, warms the month, then asks each URL N times
over one keep-alive connection (http.client) and prints the median and 95th percentile of the
client's wall time and of the server's own time (its Server-Timing header), plus the body size.

    swift build -c release --product sadhana
    python3 scripts/tamil/bench.py            # N=300
"""
import http.client
import os
import pathlib
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
N = int(os.environ.get("N", "300"))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    binary = os.environ.get("SADHANA_BINARY", str(ROOT / ".build" / "release" / "sadhana"))
    data = tempfile.mkdtemp(prefix="sadhana-bench-")
    port = free_port()
    server = subprocess.Popen([binary, "serve", "--port", str(port), "--data", data, "--log-level", "error"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 60
        while True:
            try:
                c = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
                c.request("GET", "/health")
                if c.getresponse().status == 200:
                    break
            except OSError:
                if time.time() > deadline:
                    sys.exit("server did not start")
                time.sleep(0.1)
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)

        def get(path, method="GET"):
            t0 = time.perf_counter()
            conn.request(method, path, headers={"Accept-Language": "en"})
            r = conn.getresponse()
            body = r.read()
            wall = (time.perf_counter() - t0) * 1000
            timing = r.getheader("Server-Timing") or ""
            server_ms = float(timing.split("dur=")[1]) if "dur=" in timing else float("nan")
            return r.status, wall, server_ms, len(body)

        get("/tamil/welcome/skip", "POST")
        cases = [
            ("daily page /tamil (Chennai, today)", "/tamil?date={d}"),
            ("daily API (Chennai)", "/api/panchangam/daily?date={d}&lat=13.0827&lng=80.2707&timezone=Asia/Kolkata"),
            ("daily API (Toronto)", "/api/panchangam/daily?date={d}&lat=43.70011&lng=-79.4163&timezone=America/Toronto"),
        ]
        days = [f"2026-01-{d:02d}" for d in range(1, 29)]
        print(f"binary: {binary}\nrequests per case: {N} (dates cycle through January 2026; first request per month warms it)")
        for name, template in cases:
            status, cold, cold_server, _ = get(template.format(d=days[0]))
            assert status == 200, status
            for d in days:
                get(template.format(d=d))
            walls, servers, sizes = [], [], []
            for i in range(N):
                status, wall, server_ms, size = get(template.format(d=days[i % len(days)]))
                assert status == 200
                walls.append(wall)
                servers.append(server_ms)
                sizes.append(size)
            q = lambda xs: (statistics.median(xs), sorted(xs)[int(len(xs) * 0.95) - 1])
            (wm, w95), (sm, s95) = q(walls), q(servers)
            print(f"{name}: client median {wm:.2f} ms, p95 {w95:.2f} ms; server median {sm:.2f} ms, p95 {s95:.2f} ms; "
                  f"first (cold month) {cold:.1f} ms; body {max(sizes) / 1024:.1f} KB")
    finally:
        server.terminate()
        server.wait(timeout=15)
        shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    main()
