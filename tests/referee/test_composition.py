"""A yes/no question about what a term is made of gets the term's definition with its Evet/Hayır
(referee.answers.composition). Every question here is ours, written for the mechanism."""
from __future__ import annotations

import pytest

from referee.answers.composition import composition_term
from referee.text.normalize import normalize


@pytest.mark.parametrize(("question", "article", "lead"), [
    ("kütte iki tane mavi taş bulunabilir mi", "kut-nedir", "Hayır"),
    ("küt altı taştan oluşur mu", "kut-nedir", "Hayır"),
    ("küt üç taştan olabilir mi", "kut-nedir", "Evet"),
    ("bir seride hem sarı hem siyah taş olabilir mi", "seri-nedir", "Hayır"),
    ("serinin içinde aynı sayıdan iki taş bulunur mu", "seri-nedir", "Hayır"),
    ("çift iki ayrı renkten olur mu", "cift-nedir", "Hayır"),
    ("çift farklı renkte iki taştan olur mu", "cift-nedir", "Hayır"),  # a count and more
])
def test_a_composition_question_gets_the_definition_and_its_verdict(pipeline, question, article, lead):
    composed = pipeline.answer(question)
    assert composed.sources[0]["id"] == article
    assert composed.answer.startswith(lead)


@pytest.mark.parametrize("question", [
    "düz okeyde okeyi atarsam ceza olur mu",       # a deed and its penalty
    "çiftten açtım yeni seri koyabilir miyim",     # a move
    "seri nedir",                                  # a definition, no yes/no
    "ıstakadaki bir taş çatladı yenisini alsak olur mu",  # a deed told before "olur mu"
])
def test_questions_about_a_deed_or_a_meaning_are_not_composition_questions(kb, question):
    assert composition_term(normalize(question), kb.glossary) is None


def test_a_definition_question_gets_no_yes_or_no(pipeline):
    for question in ("küt ne demek", "per nedir ya"):
        lead = pipeline.answer(question).answer.split()[0].strip(".,:*")
        assert lead not in ("Evet", "Hayır")


@pytest.mark.parametrize(("question", "ruleset", "lead"), [
    ("son taşım işlekse atıp cezasız bitirebilir miyim", None, "Evet"),   # asks for no penalty: none is a yes
    ("turnuvada 13 1 2 diye seri sayılır mı", "turnuva-esli-101", "Hayır"),  # "geçersizdir" denies "sayılır"
])
def test_leads_of_negated_penalty_and_invalid_runs(pipeline, question, ruleset, lead):
    assert pipeline.answer(question, ruleset).answer.startswith(lead)
