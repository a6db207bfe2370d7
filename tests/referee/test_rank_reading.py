"""Ranking between close articles and what a rule article must share with the question (issue 10).

Every question here is ours, written for the mechanism.
"""
from __future__ import annotations

from referee.search.rerank import manner_agreement, manner_of, variant_agreement


def test_the_told_opening_manner_picks_the_article(pipeline):
    out = pipeline.answer("çift ile açmıştım, bu elde yere yeni bir üçlü seri koyabilir miyim")
    assert out.sources[0]["id"] == "ciftten-acan-ne-koyar-oyna"
    assert out.answer.startswith("Hayır")


def test_manner_agreement_lifts_the_same_manner_and_lowers_another():
    assert manner_of("altı çiftle açtık") == "cift"
    assert manner_agreement("kütle açtım", "Seriyle açtım; ne koyarım?") > 0
    assert manner_agreement("çiftten açtım", "Seriyle açtım; ne koyarım?") < 0
    assert manner_agreement("açtım", "Seriyle açtım; ne koyarım?") == 0


def test_a_variant_named_in_the_question_lowers_an_article_that_never_names_it(kb):
    plain, variant = kb.articles["acis-101-sinir"], kb.articles["katlamali-nedir"]
    question = "katlamalı masada yere 8 çift inmiş, çiftle açmaya kaç çift ister"
    assert variant_agreement(question, plain) < 0 == variant_agreement(question, variant)
    assert variant_agreement("101de kaç çiftle açılır", plain) == 0


def test_the_variant_article_answers_a_variant_question(pipeline):
    out = pipeline.answer("katlamalı masada yere 6 çift inmiş, çiftle açmaya kaç çift ister")
    assert out.kind == "rule" and "7 çift" in out.answer


def test_a_discard_penalty_needs_the_discarded_thing(pipeline):
    assert pipeline.answer("sıram gelmeden desteden çekmeden yere taş attım ceza ne").kind == "not_covered"
    assert pipeline.answer("pere uyan bir taşı attım, sıradaki aldı, ceza ne").kind == "rule"
    assert pipeline.answer("elin ortasında okeyi atarsam ceza var mı").kind == "rule"


def test_a_manner_asked_is_no_manner_told():
    assert manner_of("101'de kaç çiftle açılır?") is None
    assert manner_of("masada 5 çift açan var, ben kaç çiftle açabilirim") == "cift"
    assert manner_of("Çiftle açan kafa atabilir mi?") == "cift"
