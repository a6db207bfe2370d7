"""Routing causes of issue 10 on questions of our own wording (never a blind round's):

- a not-covered entry about what a deed *costs* does not take a question asking only whether the
  deed is *allowed*; the article the entry names as where the rule stands answers it
  (referee/classify/aspect.py, the retriever's consequence entries);
- an article's "our source does not say" sentence about a follow-on case does not take the rule
  itself away (referee/answers/silent.py: the question's own form words and the article's title);
- "ceza kime yazılır" with no hand told is the rule (referee/classify/general.py, "whom");
- a penalty ("ceza", "yaptırım") asked for a deed, where the best article only defines a noun of the
  question, is a near miss (referee/search/coverage.py penalty_unanswered).
"""
from __future__ import annotations

import pytest

from referee.classify.aspect import EXAMPLES, asks_consequence, asks_permission
from referee.text.normalize import normalize


@pytest.mark.parametrize("question", EXAMPLES["permission"])
def test_permission_questions(question):
    assert asks_permission(question) and not asks_consequence(question)


@pytest.mark.parametrize("question", EXAMPLES["consequence"])
def test_consequence_questions(question):
    assert asks_consequence(question) and not asks_permission(question)


def test_a_statement_is_no_permission_question():
    assert not asks_permission("el bitince taşlar sayılır")


@pytest.mark.parametrize(("question", "ruleset", "word"), [
    # asked whether it is allowed: the rule the consequence entry says is written
    ("el kapandı, eşim saymadan ıstakasını topladı, böyle olur mu", "turnuva-esli-101", "toplanmaz"),
    # the standard table: the rule its source quotes
    ("el kapandı biri saymadan taşları karıştırdı, böyle olur mu", None, "sayım"),
    # the tie itself, beside the article's silence on a tie after the extra hand
    ("turnuvada maç bitti iki takım da aynı puanda, şimdi ne yapılır", "turnuva-esli-101", "Tek el daha"),
    # whom the penalty goes to, no hand told
    ("od kurallarında karşımdakinin serisindeki okeyi kaparsam ceza kime yazılır", "od-101", "sahibi"),
])
def test_the_rule_answers(pipeline, question, ruleset, word):
    c = pipeline.answer(question, ruleset)
    assert c.kind == "rule" and word in c.parts.markdown(), c.parts.markdown()


@pytest.mark.parametrize(("question", "ruleset"), [
    # what is written to the one who did it: the entry
    ("el kapandı biri saymadan taşları karıştırdı, ona ne yazılır", "turnuva-esli-101"),
    # the follow-on case the article says its source leaves open
    ("turnuvada eşitlik için oynanan ek el de berabere biterse ne yapılır", "turnuva-esli-101"),
    # a discard taken back: no source prices it, no calculator zero
    ("yanlış taşı atan oyuncu onu masadan geri alırsa ne yazılır", None),
    # a penalty for a deed no article names: the noun's definition is no answer
    ("taşı destenin en altından çekmenin cezası ne", None),
    ("rakibin ıstakasına gizlice bakana ne yaptırım var", None),
    # the sudden-death hand itself tied: the entry about the extra hand, not the rule that brings it
    ("turnuvada uzatma elinde de eşitlik olursa ne olur", "turnuva-esli-101"),
    # seats of the night when the tables do not fill
    ("okey gecesinde masalar dolmayınca kim bekliyor", None),
])
def test_not_covered(pipeline, question, ruleset):
    c = pipeline.answer(question, ruleset)
    assert c.kind == "not_covered", c.parts.markdown()


def test_a_penalty_the_article_gives_is_still_answered(pipeline):
    c = pipeline.answer("okeyi yere atarsam ceza var mı")
    assert c.kind == "rule" and "101" in c.parts.markdown(), c.parts.markdown()


def test_the_late_arrival_entry_asks_for_the_night(pipeline):
    # "geç kaldın" said at a düz table is no late arrival at an Okey Gecesi
    res = pipeline.retriever.search(normalize("göstergeyi geç gösterdim, geç kaldın dediler"), "oyna-duz")
    assert res.debug.get("nc") != "nc:okey-gecesi-gec-gelen"


def test_penalty_unanswered_by_a_definition():
    from referee.classify.signature import read
    from referee.search.coverage import penalty_unanswered

    assert penalty_unanswered(normalize("ıstakasına bakana ne yaptırım var"), read("Istaka nedir?"), "Istaka, tabladır.")
    assert not penalty_unanswered(normalize("işlek atarsam ceza"), read("İşlek cezası"), "İşlek atana 101 yazılır.")
    assert not penalty_unanswered(normalize("ıstaka nedir"), read("Istaka nedir?"), "Istaka, tabladır.")


def test_as_near_to_the_entry_as_to_the_article_is_the_entry_s_detail(pipeline):
    # the entry points at the article, but the question is the entry's own case (the extra hand tied too)
    c = pipeline.answer("turnuvada eşitliği bozmak için oynanan tek el de berabere bitti, şimdi kim kazanır", "turnuva-esli-101")
    assert c.kind == "not_covered", c.parts.markdown()
    # nearer the article's own questions: the rule (the substitute once the match started)
    c = pipeline.answer("turnuvada maç başlamıştı, oyunculardan biri kalktı, yedeği oturtabilir miyiz", "turnuva-esli-101")
    assert c.kind == "rule", c.parts.markdown()


def test_the_cafe_ruling_entry_asks_for_the_cafe(pipeline):
    # "X haklı mı" at a home table is no question about whom the café official sides with
    res = pipeline.retriever.search(normalize("düzde göstergeyi sonradan gösterdim, Ayşe olmaz dedi, haklı mı"), "oyna-duz")
    assert res.debug.get("nc") != "nc:kafe-karari-ve-itiraz"
