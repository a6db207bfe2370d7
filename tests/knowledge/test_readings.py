"""Our readings are marked as readings: a ``reading:`` field quoting the source sentence, and one
plain line in the article ("Kaynak burada açık değil; biz şöyle okuyoruz: …").

Where a source sentence can be read two ways (or a table it points at was lost in the copy),
the article may still answer, but it must say that the answer rests on our reading, and the
front matter must name the very sentence, so an auditor can check the reading against it.
"""
from __future__ import annotations

from referee.knowledge import validate_knowledge
from tests.knowledge.conftest import article_text
from tests.knowledge.sourcetext import READING_LINE, norm, section_body

READ = norm(READING_LINE)


def _headings(kb) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for a in kb.articles.values():
        for s in a.sources:
            out.setdefault(s.label, set()).add(s.section)
    return out


def test_every_reading_quotes_a_sentence_of_a_section_it_cites(real):
    kb, _ = real
    heads = _headings(kb)
    readings = [a for a in kb.articles.values() if a.reading]
    assert len(readings) >= 5
    for a in readings:
        bodies = [" ".join(section_body(s.label, s.section, heads[s.label])) for s in a.sources]
        assert any(norm(a.reading) in norm(body) for body in bodies), (a.id, a.reading)


def test_an_article_with_a_reading_says_so_in_its_text(real):
    kb, _ = real
    for a in kb.articles.values():
        if a.reading:
            assert READ in norm(a.body), f"{a.path}: reading: is set but the body never says '{READING_LINE}'"


def test_an_article_that_says_it_reads_names_the_sentence(real):
    kb, _ = real
    for a in kb.articles.values():
        if READ in norm(a.body):
            assert a.reading, f"{a.path}: says '{READING_LINE}' but has no reading: field"
    for t in kb.glossary:
        assert READ not in norm(t.meaning), f"glossary {t.key}: a reading belongs in an article with reading:"
    for e in kb.not_covered:
        assert READ not in norm(e.why), f"not_covered {e.id}: a not-covered entry reads nothing"


def test_a_multi_ruleset_article_puts_its_reading_in_the_answer(real):
    """sahte-okey-nedir holds for oyna.app and OyunDostluğu; the od-101 asker reads the first
    paragraph only, so the line saying the od part is our reading stands there."""
    kb, _ = real
    a = kb.articles["sahte-okey-nedir"]
    assert "od-101" in a.rulesets and READ in norm(a.answer)


def test_reading_is_a_non_empty_string(make_kb):
    root = make_kb({"okey/x.md": article_text("x", reading="")})
    _, problems = validate_knowledge(root, None)
    assert [p.check for p in problems] == ["schema"] and "reading" in problems[0].message
    root = make_kb({"okey/y.md": article_text("y", reading="sahte okey ise okeyin değerini taşır")})
    kb, problems = validate_knowledge(root, None)
    assert not [p for p in problems if p.path.endswith("y.md")]
    assert kb.articles["y"].reading == "sahte okey ise okeyin değerini taşır"
