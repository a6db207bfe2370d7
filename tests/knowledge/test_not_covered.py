"""knowledge/not_covered.yaml: questions our sources do not settle, answered with "kaynaklarımızda yok"."""
from __future__ import annotations

import json

from referee.knowledge import SOURCES_DIR, fold

EVAL_DEV = SOURCES_DIR.parent / "eval" / "dev.jsonl"


def _norm(text: str) -> str:
    return " ".join(fold(text).replace("?", " ").replace(",", " ").split())


def test_has_25_to_50_entries(real) -> None:
    kb, _ = real
    assert 25 <= len(kb.not_covered) <= 50, len(kb.not_covered)  # 46: OD's four-pairs hand, gösterge mistakes (issue 10)


def test_every_entry_says_kaynaklarimizda_yok(real) -> None:
    kb, _ = real
    bad = [e.id for e in kb.not_covered if "kaynaklarimizda yok" not in fold(e.why)]
    assert not bad, f"'why' açıkça 'kaynaklarımızda yok' demeli: {bad}"


def test_examples_are_unique_and_not_article_asks(real) -> None:
    kb, _ = real
    seen: dict[str, str] = {}
    clashes = []
    for e in kb.not_covered:
        for q in [e.question, *e.examples]:
            key = _norm(q)
            if key in seen and seen[key] != e.id:
                clashes.append(f"{e.id}: '{q}' ayrıca {seen[key]} içinde")
            seen[key] = e.id
    asks = {_norm(q): a.id for a in kb.articles.values() for q in [a.title, *a.asks]}
    clashes += [f"{eid}: '{k}' bir madde sorusu ({asks[k]})" for k, eid in seen.items() if k in asks]
    assert not clashes, "\n".join(clashes)


def test_no_example_copies_a_public_eval_question(real) -> None:
    kb, _ = real
    if not EVAL_DEV.is_file():
        return
    eval_qs = {_norm(json.loads(line)["question"]) for line in EVAL_DEV.read_text(encoding="utf-8").splitlines() if line.strip()}
    copied = [f"{e.id}: {q}" for e in kb.not_covered for q in [e.question, *e.examples] if _norm(q) in eval_qs]
    assert not copied, "eval sorusu kopyalanmış:\n" + "\n".join(copied)
