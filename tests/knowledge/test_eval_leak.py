"""The public eval set measures the assistant; it must not be copied into the knowledge base.

An article phrasing (`asks`, `title`) or a not-covered example that is nearly an eval question
would let retrieval pass the eval by lookup instead of by understanding.
"""
from __future__ import annotations

import json
import re

import pytest

from referee.config import ROOT, SHARED_DIR
from referee.knowledge import fold, get_knowledge

EVAL = SHARED_DIR / "eval" / "dev.jsonl"
ASK_LIMIT = 0.6  # token Jaccard similarity
TITLE_LIMIT = 0.8


def _tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", fold(text)))


def _similarity(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a | b else 0.0


@pytest.fixture(scope="module")
def eval_questions() -> list[set[str]]:
    if not EVAL.exists():
        pytest.skip("public eval set not beside the repo")
    return [_tokens(json.loads(line)["question"]) for line in EVAL.read_text(encoding="utf-8").splitlines() if line]


def _near(text: str, questions: list[set[str]], limit: float) -> bool:
    t = _tokens(text)
    return any(_similarity(t, q) >= limit for q in questions)


def test_no_article_phrasing_is_an_eval_question(eval_questions):
    kb = get_knowledge()
    leaks = [(a.id, ask) for a in kb.articles.values() for ask in a.asks if _near(ask, eval_questions, ASK_LIMIT)]
    leaks += [(a.id, a.title) for a in kb.articles.values() if _near(a.title, eval_questions, TITLE_LIMIT)]
    assert not leaks, leaks


def test_no_not_covered_example_is_an_eval_question(eval_questions):
    kb = get_knowledge()
    leaks = [(e.id, x) for e in kb.not_covered for x in [e.question, *e.examples]
             if _near(x, eval_questions, ASK_LIMIT)]
    assert not leaks, leaks
