"""The real knowledge/ directory passes every loader check, one test per check.

A failure lists each offending file with what is wrong, e.g.
``knowledge/articles/okey/x.md: [see-also] see_also 'y' diye bir madde yok``.
"""
from __future__ import annotations

import re

import pytest

from referee.knowledge import (
    CHECKS,
    KNOWLEDGE_DIR,
    KnowledgeError,
    RULESET_NAMES,
    TOPICS,
    first_paragraph,
    get_knowledge,
    load_knowledge,
)
from tests.knowledge.conftest import format_problems


@pytest.mark.parametrize("check", list(CHECKS))
def test_real_knowledge_passes(real, check: str) -> None:
    _, problems = real
    failing = [p for p in problems if p.check == check]
    assert not failing, f"{CHECKS[check]}:\n{format_problems(failing)}"


def test_every_problem_belongs_to_a_named_check(real) -> None:
    _, problems = real
    unknown = [p for p in problems if p.check not in CHECKS]
    assert not unknown, format_problems(unknown)


def test_knowledge_files_exist() -> None:
    for name in ("glossary.yaml", "not_covered.yaml", "COVERAGE.md", "README.md"):
        assert (KNOWLEDGE_DIR / name).is_file(), f"knowledge/{name} yok"
    assert any((KNOWLEDGE_DIR / "articles").rglob("*.md")), "hiç madde yok"


def test_default_knowledge_loads_and_is_cached(real) -> None:
    _, problems = real
    if problems:
        with pytest.raises(KnowledgeError):
            load_knowledge()
        pytest.fail(f"sunucu bilgi tabanını yükleyemez:\n{format_problems(problems)}")
    kb = get_knowledge()
    assert kb is get_knowledge()
    assert kb.articles and re.fullmatch(r"[0-9a-f]{12}", kb.version)


def test_every_ruleset_and_topic_has_articles(real) -> None:
    kb, _ = real
    empty_rulesets = [r for r in RULESET_NAMES if not kb.for_ruleset(r)]
    assert not empty_rulesets, f"maddesi olmayan kural setleri: {empty_rulesets}"
    topics = {a.topic for a in kb.articles.values()}
    assert not set(TOPICS) - topics, f"maddesi olmayan konular: {sorted(set(TOPICS) - topics)}"


# --- style rules of the article format (knowledge/README.md) ---------------------------

_TR_LETTERS = re.compile("[çğıöşüÇĞİÖŞÜ]")


def _body_words(body: str) -> int:
    text = re.sub(r"\]\([^)]*\)", "]", body)  # link targets are not words the player reads
    return len(re.findall(r"\w+", text))


def test_articles_are_short(real) -> None:
    """The format asks for 60-250 words; the test holds the hard edges (a real answer, no essay)."""
    kb, _ = real
    bad = [f"{a.path}: {_body_words(a.body)} kelime" for a in kb.articles.values()
           if not 30 <= _body_words(a.body) <= 250]
    assert not bad, "madde gövdesi 30-250 kelime olmalı (hedef 60-250):\n" + "\n".join(bad)


def test_asks_include_at_least_two_without_turkish_letters(real) -> None:
    kb, _ = real
    bad = [a.path for a in kb.articles.values() if sum(not _TR_LETTERS.search(q) for q in a.asks) < 2]
    assert not bad, "en az iki ask Türkçe harfsiz yazılmalı (ş→s, ı→i ...):\n" + "\n".join(bad)


def test_answer_is_at_most_three_sentences(real) -> None:
    kb, _ = real
    bad = []
    for a in kb.articles.values():
        para = first_paragraph(a.body)
        sentences = [s for s in re.split(r"(?<=[.!?])\s+(?=[A-ZÇĞİÖŞÜ0-9*])", para) if s.strip()]
        if len(sentences) > 3:
            bad.append(f"{a.path}: ilk paragraf {len(sentences)} cümle")
    assert not bad, "ilk paragraf 1-3 cümlelik cevap olmalı:\n" + "\n".join(bad)
