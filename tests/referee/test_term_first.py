"""A term question with a follow-up gets the term's definition first, then the follow-up's rule.

Every question here is ours, written for the mechanism, never a blind round's phrasing.
"""
from __future__ import annotations


def _text(composed) -> str:
    return composed.parts.markdown()


def test_the_definition_comes_before_the_follow_ups_rule(pipeline):
    c = pipeline.answer("küt nedir, masada bir küte kaç taş eklenebilir")
    ids = [s["id"] for s in c.sources]
    assert c.kind == "rule" and "küt" in _text(c).lower().split("\n")[0], _text(c)
    assert len(ids) >= 1


def test_the_follow_up_is_searched_with_the_terms_name(pipeline):
    """"atarsam ne olur" alone has no topic; with the term it is the term's penalty."""
    c = pipeline.answer("işlek taş ne demek? peki atarsam ne olur")
    text = _text(c)
    assert "eklenebil" in text and "101" in text, text
    assert [s["id"] for s in c.sources][:2] == ["islek-nedir", "islek-cezasi-oyna"]


def test_two_terms_asked_are_not_read_as_term_and_follow_up(pipeline):
    from referee.answers.term_first import term_then_rest
    from referee.classify.detect import detect_ruleset
    from referee.classify.qtype import classify
    from referee.text.normalize import normalize

    norm = normalize("seri nedir, küt nedir")
    shape = classify(norm, pipeline.kb.glossary)
    assert term_then_rest(pipeline.rules, norm, detect_ruleset(norm), shape) is None
