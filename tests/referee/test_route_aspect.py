"""Routing causes of issue 10 on questions of our own wording (never a blind round's):

- a not-covered entry about what a deed *costs* does not take a question asking only whether the
  deed is *allowed*; the article the entry names as where the rule stands answers it
  (referee/classify/aspect.py, the retriever's consequence entries);
- an article's "our source does not say" sentence about a follow-on case does not take the rule
  itself away (referee/answers/silent.py: the question's own form words and the article's title);
- "ceza kime yazılır" with no hand told is the rule (referee/classify/general.py, "whom").
"""
from __future__ import annotations

import pytest

from referee.classify.aspect import EXAMPLES, asks_consequence, asks_permission


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
    ("rakip taşı yere attı sonra 'pardon' deyip geri aldı, ceza yazılır mı", None),
])
def test_not_covered(pipeline, question, ruleset):
    c = pipeline.answer(question, ruleset)
    assert c.kind == "not_covered", c.parts.markdown()
