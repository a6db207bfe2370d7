"""Nothing lost: hundreds of links from parallel clients, SIGKILL mid-load, restart, every link intact.

A link counts as *returned* once the client got its 200/201: from then on it must resolve
to exactly the snapshot the client saw, across a hard kill (no shutdown hooks, no flush)
and a restart — on SQLite (one worker) and on PostgreSQL (two workers sharing it).
The run ends with SIGTERM, which must stop the server cleanly and promptly.
"""
from __future__ import annotations

import json
import os
import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import httpx
import pytest

from referee.config import SHARED_DIR
from tests.system.conftest import ROOT, LiveServer

pytestmark = pytest.mark.slow

EVAL = SHARED_DIR / "eval" / "dev.jsonl"
FALLBACK = ["okey atarak bitince kaç yazılır", "gösterge sarı 5 okey ne", "çifte gidince ceza kaç",
            "işlek taş atarsam ne olur", "eşli oyunda kafa ne demek", "tavla nasıl oynanır"]
ANSWER_KEYS = ("id", "kind", "answer", "ruleset", "sources", "calculation", "variants", "short_url",
               "knowledge_version")
PLAYERS = ["Ali", "Veli", "Ayşe", "Can"]


def questions() -> list[str]:
    if EVAL.exists():
        return [json.loads(line)["question"] for line in EVAL.read_text().splitlines() if line.strip()]
    return FALLBACK


@dataclass
class Ledger:
    """What the clients were told: answers and sheets by code, plus any server error seen."""

    answers: dict[str, dict] = field(default_factory=dict)
    sheets: dict[str, dict] = field(default_factory=dict)
    pending_put: set[str] = field(default_factory=set)
    server_errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def links(self) -> int:
        with self.lock:
            return len(self.answers) + len(self.sheets)


def _one(client: httpx.Client, base: str, i: int, qs: list[str], ledger: Ledger) -> None:
    if i % 3 == 2:  # a score sheet: create it, then add a hand
        r = client.post(f"{base}/api/sheets", json={
            "ruleset": "oyna-duz", "players": PLAYERS, "title": f"Masa {i} <b>&",
            "options": {"start": 20}})
        if r.status_code >= 500:
            ledger.server_errors.append(f"POST /api/sheets {r.status_code} {r.text[:200]}")
            return
        assert r.status_code == 201, r.text
        sheet = r.json()
        with ledger.lock:
            ledger.sheets[sheet["code"]] = sheet
            ledger.pending_put.add(sheet["code"])
        hand = {"finish": "normal", "finisher": PLAYERS[i % 4]}
        r = client.put(f"{base}/api/sheets/{sheet['code']}", json={"version": sheet["version"], "hands": [hand]})
        if r.status_code >= 500:
            ledger.server_errors.append(f"PUT /api/sheets {r.status_code} {r.text[:200]}")
            return
        assert r.status_code == 200, r.text
        with ledger.lock:
            ledger.sheets[sheet["code"]] = r.json()
            ledger.pending_put.discard(sheet["code"])
        return
    q = qs[i % len(qs)]
    r = client.post(f"{base}/api/ask", json={"question": q, "ruleset": None})
    if r.status_code >= 500:
        ledger.server_errors.append(f"POST /api/ask {r.status_code} {r.text[:200]}")
        return
    assert r.status_code == 200, r.text
    body = r.json()
    with ledger.lock:
        ledger.answers[body["id"]] = {"question": q.strip(), **body}


def run_load(server: LiveServer, n: int, ledger: Ledger, clients: int = 8,
             kill_after_links: int | None = None) -> None:
    """``n`` creations from ``clients`` threads; optionally SIGKILL the server once enough links exist."""
    qs = questions()
    local = threading.local()
    dead = threading.Event()

    def job(i: int) -> None:
        if dead.is_set():
            return
        if not hasattr(local, "client"):
            local.client = httpx.Client(timeout=30)
        try:
            _one(local.client, server.url, i, qs, ledger)
        except httpx.TransportError:
            if kill_after_links is None:
                raise
            dead.set()  # the server is gone: this request was never acknowledged

    def killer() -> None:
        while ledger.links < kill_after_links and not dead.is_set():
            time.sleep(0.005)
        server.kill()
        dead.set()

    watcher = None
    if kill_after_links is not None:
        watcher = threading.Thread(target=killer, daemon=True)
        watcher.start()
    with ThreadPoolExecutor(clients) as pool:
        list(pool.map(job, range(n)))
    if watcher is not None:
        watcher.join(timeout=60)


def verify(server: LiveServer, ledger: Ledger, page_sample: int = 25) -> None:
    """Every acknowledged link resolves to the snapshot its client saw."""
    with httpx.Client(base_url=server.url, timeout=30) as c:
        for code, seen in ledger.answers.items():
            r = c.get(f"/api/answers/{code}")
            assert r.status_code == 200, (code, r.status_code, r.text[:200])
            got = r.json()
            assert {k: got[k] for k in ANSWER_KEYS} == {k: seen[k] for k in ANSWER_KEYS}, code
            assert got["question"] == seen["question"]
        for code in random.Random(7).sample(sorted(ledger.answers), min(page_sample, len(ledger.answers))):
            r = c.get(f"/a/{code}")
            assert r.status_code == 200, (code, r.status_code)
        for code, seen in ledger.sheets.items():
            r = c.get(f"/api/sheets/{code}")
            assert r.status_code == 200, (code, r.status_code, r.text[:200])
            got = r.json()
            if code in ledger.pending_put and got["version"] == seen["version"] + 1:
                continue  # the hand was saved but its answer died with the server: newer, not lost
            assert got == seen, code
            assert c.get(f"/cetele/{code}").status_code == 200


def nothing_lost(server: LiveServer, first: int, kill_at: int, second: int) -> Ledger:
    ledger = Ledger()
    server.start()
    run_load(server, first, ledger, kill_after_links=kill_at)
    assert server.proc.poll() is not None, "the server should have been killed mid-load"
    killed_with = ledger.links
    assert killed_with >= kill_at

    server.start()
    verify(server, ledger)
    run_load(server, second, ledger)
    verify(server, ledger)
    assert ledger.server_errors == []
    assert ledger.links >= killed_with + second * 0.9

    t0 = time.monotonic()
    code = server.terminate()
    # uvicorn shuts down cleanly, then re-raises SIGTERM so the exit status names the signal.
    assert code in (0, -15), server.log_tail()
    assert "Application shutdown complete" in server.log_tail(), server.log_tail()
    assert time.monotonic() - t0 < 15, "graceful shutdown took too long"
    return ledger


def test_nothing_lost_on_sqlite_with_one_worker(live_server_factory, tmp_path):
    server = live_server_factory(f"sqlite:///{tmp_path / 'night.sqlite3'}", workers=1)
    ledger = nothing_lost(server, first=300, kill_at=150, second=150)
    assert len(ledger.answers) >= 150 and len(ledger.sheets) >= 60


@pytest.mark.postgres
def test_nothing_lost_on_postgresql_with_two_workers(live_server_factory):
    url = os.environ.get("KURAL_TEST_PG_URL")
    if not url:
        pytest.skip("PostgreSQL test server not running (KURAL_TEST_PG_URL unset; `make test` starts it)")
    server = live_server_factory(url, workers=2)
    ledger = nothing_lost(server, first=300, kill_at=150, second=150)
    assert len(ledger.answers) >= 150 and len(ledger.sheets) >= 60
    # Links made by one worker resolve on the other: read each answer a few times.
    with httpx.Client(base_url=server.url, timeout=30) as c:
        server.start()
        for code in list(ledger.answers)[:40]:
            assert all(c.get(f"/api/answers/{code}").status_code == 200 for _ in range(3))
        server.terminate()
