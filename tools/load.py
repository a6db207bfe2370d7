"""Bounded load test: ``make load``.

Starts the app on 127.0.0.1 (SQLite with one worker; PostgreSQL with two workers when a
URL is given), drives it with wrk (C, so the client does not eat the server's CPU on a
2-core machine) — or with a small asyncio/httpx client when wrk is missing — and writes
a table into ``bench/RESULTS.md`` between ``<!-- load:start -->`` and ``<!-- load:end -->``.

First, per scenario, never-seen rule and not-covered questions (the bench set and the spent blind
rule rounds, each asked once by 4 clients, so no cache helps: issue 10's throughput target).
Then per level of 1, 8 and 32 concurrent clients it runs four loads, each a
fixed number of requests under a time cap: real questions from the public eval set
(``POST /api/ask``), answer pages (``GET /a/{code}``), calculator calls
(``POST /api/calc/...``), and a mix of the three. It reports throughput, p50/p95/p99
latency, 4xx/5xx counts, and "lost links": every code ``/api/ask`` returned is read back
after the run and must resolve.

    .venv/bin/python tools/load.py [--pg-url URL] [--quick]

This file is the command and the scenario; the parts are in ``tools/loadtest/`` (server,
requests, drivers, report).
"""
from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

from loadtest.drivers import count_lost, driver_name, run_level, seed_codes
from loadtest.report import FRESH_CLIENTS, KIND_NAMES, RESULTS, render, write_section
from loadtest.requests import request_lines
from loadtest.server import ROOT, Server

LEVELS = (1, 8, 32)
#: Requests per run (per kind); each run also stops at the time cap (``loadtest.drivers.TIME_CAP``).
COUNTS = {"ask": 600, "page": 3000, "calc": 1500, "mix": 1500, "fresh": 0}
QUICK_COUNTS = {"ask": 150, "page": 600, "calc": 300, "mix": 300, "fresh": 0}  # fresh: every question once


def scenario(name: str, database_url: str, workers: int, counts: dict[str, int], log: Path,
             levels: tuple[int, ...] = LEVELS, kinds: tuple[str, ...] = ("ask", "page", "calc", "mix")) -> list[dict]:
    rows = []
    rng = random.Random(101)
    with Server(database_url, workers, log) as server:
        codes = seed_codes(server.url)
        # Warm every worker (first requests pay for lazy imports and caches).
        run_level(server.url, request_lines("mix", codes, rng), 4, 200)
        runs = [("fresh", FRESH_CLIENTS)] if "fresh" in kinds else []
        runs += [(kind, clients) for clients in levels for kind in kinds if kind != "fresh"]
        for kind, clients in runs:
            lines = request_lines(kind, codes, rng)
            total = len(lines) - len(lines) % 2 if kind == "fresh" else counts[kind]
            res = run_level(server.url, lines, clients, total, split=kind == "fresh")
            res.lost = count_lost(server.url, res.codes)
            rows.append({"scenario": name, "kind": kind, "clients": clients, "res": res, "workers": workers})
            print(f"{name:28} {kind:5} c={clients:<3} {res.requests:5} req {res.rps:7.1f}/s "
                  f"p50 {res.p50:6.1f} p95 {res.p95:6.1f} p99 {res.p99:6.1f} ms "
                  f"4xx {res.s4xx} 5xx {res.s5xx} err {res.errors} lost {res.lost}", flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pg-url", default=os.environ.get("KURAL_LOAD_PG_URL"),
                    help="PostgreSQL URL for the two-worker scenario (skipped when empty)")
    ap.add_argument("--quick", action="store_true", help="fewer requests (a smoke run)")
    ap.add_argument("--no-write", action="store_true", help="print only, leave bench/RESULTS.md alone")
    ap.add_argument("--levels", default=",".join(map(str, LEVELS)), help="concurrent clients, e.g. 8 or 1,8,32")
    ap.add_argument("--kinds", default="fresh,ask,page,calc,mix", help="which loads (fresh, ask, page, calc, mix)")
    ap.add_argument("--sqlite-only", action="store_true", help="skip the PostgreSQL scenario")
    args = ap.parse_args(argv)
    counts = QUICK_COUNTS if args.quick else COUNTS
    work = ROOT / "var" / "load"
    work.mkdir(parents=True, exist_ok=True)
    db = work / "load.sqlite3"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    levels = tuple(int(x) for x in args.levels.split(","))
    kinds = tuple(args.kinds.split(","))
    partial = levels != LEVELS or set(kinds) != set(KIND_NAMES)
    rows = scenario("SQLite, 1 worker", f"sqlite:///{db}", 1, counts, work / "server-sqlite.log", levels, kinds)
    if args.pg_url and not args.sqlite_only:
        rows += scenario("PostgreSQL, 2 worker", args.pg_url, 2, counts, work / "server-pg.log", levels, kinds)
    else:
        print("load: no PostgreSQL URL (--pg-url / KURAL_LOAD_PG_URL); PostgreSQL scenario skipped")
    bad = sum(r["res"].s5xx + r["res"].lost for r in rows)
    if partial or args.no_write:
        return 1 if bad else 0
    write_section(render(rows, driver_name()))
    print(f"load: wrote {RESULTS.relative_to(ROOT)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
