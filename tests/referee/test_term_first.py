"""A term question with a follow-up gets the term's definition first, then the follow-up's rule.

Every question here is ours, written for the mechanism, never a blind round's phrasing.
"""
from __future__ import annotations

import pytest


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


@pytest.mark.parametrize(("question", "opening"), [
    ("Bakkalın veresiye defteri gibi bir şey mi bu? çetele ne demek", "Çetele"),
    ("masada ıstaka diye bir şey dediler, bizim köydeki tahta mı o? ıstaka nedir", "Istaka"),
    ("yerde bir taş kaldı işlek dediler, ceza mı? işlek ne demek", "İşlek"),
    ("kardeşim küt dedi, seri mi bu? küt ne demek", "Küt"),
    ("arkadaş sahte okey diyor, joker mi bu? sahte okey nedir", "Sahte okey"),
])
def test_definition_clause_answers_first_wherever_it_stands(pipeline, question, opening):
    """A yes/no clause before "<term> ne demek" gets no Evet/Hayır lead of a neighbouring article: the
    term's definition opens the answer."""
    text = pipeline.answer(question).parts.markdown()
    assert text.startswith(opening), text[:120]
