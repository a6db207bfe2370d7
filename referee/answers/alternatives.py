""""Bunu mu sordun?": the near articles of a close decision, shown below a rule answer (issue 13 §3).

When the retriever's first article only just beat the next ones, the answer may rest on the wrong
article; the page then offers the 2–3 runner-ups as links, so a player who meant another rule is
one tap away from it. When the decision is clear nothing extra is shown (noise costs trust).

"Close" is the retriever's own decision (:attr:`referee.search.retrieve.Retrieval.close`: the
runner-up's fused score within ``RetrievalConfig.close_ratio`` of the first's while the signals do
not all agree on the first), and the candidates are its :attr:`~referee.search.retrieve.Retrieval.runner_ups`;
this module only drops the runner-ups the answer already shows (its sources, the same rule for
another table — a group sibling, shown under "Masaya göre değişir" — or an article of the same title).
How often this rescues a wrong first article and how often it is noise, measured on the spent blind
rule rounds: bench/RESULTS.md, "Bunu mu sordun?" (``python -m bench.alternatives``).
"""
from __future__ import annotations

from typing import Any

from referee.answers.compose import source_ref

#: Shown at most (the retriever hands at most this many runner-ups).
MAX_SHOWN = 3


def near_alternatives(rule_answer: Any, kb: Any) -> list[dict[str, Any]]:
    """The runner-up articles to offer under a single-article rule answer, or [] when the decision is clear.

    ``rule_answer``: a :class:`referee.answers.rule.RuleAnswer` (its ``retrieval`` decides)."""
    res = getattr(rule_answer, "retrieval", None)
    if res is None or getattr(rule_answer, "path", "") != "single" or not res.close:
        return []
    top = kb.articles.get(res.hits[0].article_id)
    shown = {s["id"] for s in rule_answer.composed.sources}
    titles = {kb.articles[s].title for s in shown if s in kb.articles}
    out: list[dict[str, Any]] = []
    for aid in res.runner_ups:
        a = kb.articles.get(aid)
        if a is None or a.id in shown or a.title in titles:
            continue
        if top is not None and top.group and a.group == top.group:
            continue
        out.append(source_ref(a))
        titles.add(a.title)
    return out[:MAX_SHOWN]


__all__ = ["near_alternatives", "MAX_SHOWN"]
