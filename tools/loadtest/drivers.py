"""Who sends the load: wrk (C, so the client does not eat the server's CPU on a 2-core machine) with
``tools/load.lua``, or a small asyncio + httpx client when wrk is missing; and the lost-link check."""
from __future__ import annotations

import asyncio
import json
import math
import os
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass

import httpx

from loadtest.requests import eval_questions
from loadtest.server import ROOT

#: The time cap of one run, in seconds.
TIME_CAP = 30


@dataclass
class RunResult:
    requests: int
    seconds: float
    p50: float
    p95: float
    p99: float
    s4xx: int
    s5xx: int
    errors: int
    codes: list[str]
    lost: int = 0

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0


def run_wrk(base: str, lines: list[tuple[str, str, str]], clients: int, total: int, split: bool = False) -> RunResult:
    """``split``: each wrk thread takes its own slice of ``lines`` (never-seen questions stay unseen)."""
    threads = min(2, clients)
    with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False, encoding="utf-8") as f:
        for m, p, b in lines:
            f.write(f"{m}\t{p}\t{b}\n")
        path = f.name
    done_dir = tempfile.mkdtemp(prefix="load-done-")
    env = dict(os.environ, LOAD_PER_THREAD=str(math.ceil(total / threads)), LOAD_DONE_DIR=done_dir)
    if split:
        env["LOAD_SPLIT"] = str(threads)
    cmd = ["wrk", "-t", str(threads), "-c", str(clients), "-d", f"{TIME_CAP}s", "--timeout", "10s",
           "-s", str(ROOT / "tools" / "load.lua"), base, "--", path]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    # wrk sleeps for its whole -d; once every thread has its requests, SIGINT ends it early
    # (wrk then joins its threads and reports the real duration).
    while proc.poll() is None and len(os.listdir(done_dir)) < threads:
        time.sleep(0.005)
    if proc.poll() is None:
        proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=TIME_CAP + 60)
    shutil.rmtree(done_dir, ignore_errors=True)
    os.unlink(path)
    line = next((x for x in out.splitlines() if x.startswith("LOADJSON ")), None)
    if line is None:
        raise SystemExit(f"load: wrk printed no result:\n{out}")
    d = json.loads(line[len("LOADJSON "):])
    return RunResult(requests=d["requests"], seconds=d["duration_us"] / 1e6, p50=d["p50_us"] / 1000,
                     p95=d["p95_us"] / 1000, p99=d["p99_us"] / 1000, s4xx=d["s4xx"], s5xx=d["s5xx"],
                     errors=d["socket_errors"] + d["timeouts"], codes=d["codes"])


async def _run_httpx(base: str, lines: list[tuple[str, str, str]], clients: int, total: int) -> RunResult:
    latencies: list[float] = []
    counts = {"s4xx": 0, "s5xx": 0, "errors": 0}
    codes: list[str] = []
    next_i = 0
    deadline = time.monotonic() + TIME_CAP

    async def worker(client: httpx.AsyncClient, offset: int) -> None:
        nonlocal next_i
        while next_i < total and time.monotonic() < deadline:
            next_i += 1
            m, p, b = lines[(offset + next_i) % len(lines)]
            t0 = time.perf_counter()
            try:
                r = await client.request(m, p, content=b.encode() or None,
                                         headers={"content-type": "application/json"})
            except httpx.HTTPError:
                counts["errors"] += 1
                continue
            latencies.append((time.perf_counter() - t0) * 1000)
            if r.status_code >= 500:
                counts["s5xx"] += 1
            elif r.status_code >= 400:
                counts["s4xx"] += 1
            elif p == "/api/ask":
                codes.append(r.json()["id"])

    t0 = time.perf_counter()
    limits = httpx.Limits(max_connections=clients)
    async with httpx.AsyncClient(base_url=base, timeout=10, limits=limits) as client:
        await asyncio.gather(*(worker(client, i * 7919) for i in range(clients)))
    seconds = time.perf_counter() - t0
    lat = sorted(latencies) or [0.0]
    pct = lambda q: lat[min(len(lat) - 1, int(q * len(lat)))]  # noqa: E731
    return RunResult(requests=len(latencies) + counts["errors"], seconds=seconds, p50=pct(0.50),
                     p95=pct(0.95), p99=pct(0.99), codes=codes, **counts)


def run_level(base: str, lines: list[tuple[str, str, str]], clients: int, total: int, split: bool = False) -> RunResult:
    if shutil.which("wrk"):
        return run_wrk(base, lines, clients, total, split)
    return asyncio.run(_run_httpx(base, lines, clients, total))


def driver_name() -> str:
    """What drives the load, for the report ("wrk 4.1.0" or "asyncio + httpx")."""
    if not shutil.which("wrk"):
        return "asyncio + httpx"
    return "wrk " + subprocess.run(["wrk", "--version"], capture_output=True, text=True).stdout.split()[1]


def count_lost(base: str, codes: list[str]) -> int:
    """Codes the server handed out that do not resolve now."""
    with httpx.Client(base_url=base, timeout=30) as c:
        return sum(c.get(f"/api/answers/{code}").status_code != 200 for code in codes)


def seed_codes(base: str) -> list[str]:
    """One stored answer per eval question, for the answer-page load."""
    with httpx.Client(base_url=base, timeout=30) as c:
        return [c.post("/api/ask", json=q).json()["id"] for q in eval_questions()]
