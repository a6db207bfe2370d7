"""A penalty written to the doer: "does my partner get it too?" is a Hayır (issue 10, cause 5).

Questions of our own; the rule sentences are the knowledge base's kind ("Ceza … atana yazılır").
"""
from __future__ import annotations

import pytest

from referee.answers.doer_only import asks_other_person, doer_only
from referee.text.normalize import fold, normalize


@pytest.mark.parametrize("question", [
    "turnuvada işlek taş atarsam ortağım da ceza alır mı",
    "okeyi yere atarsam esime de ceza yazilirmi",
])
def test_the_partner_of_the_thrower_gets_no_penalty(pipeline, question):
    out = pipeline.answer(question, "turnuva-esli-101")
    assert out.kind == "rule" and fold(out.answer).startswith("hayir"), out.answer
    assert "atan" in fold(out.answer.split("\n")[0])


def test_the_sentence_naming_the_doer_leads():
    rule = ["Evet: okey atmak cezalanır, alınırsa sayı × 10, alınmazsa 101. Ceza okeyi atana yazılır."]
    out = doer_only(rule, normalize("okey atarsam eşim de ceza yer mi"))
    assert out == ["Hayır. Ceza okeyi atana yazılır. Okey atmak cezalanır, alınırsa sayı × 10, alınmazsa 101."]


def test_no_sentence_naming_whom_gives_no_lead():
    out = doer_only(["Evet: okey atmak +101 cezadır."], normalize("okey atarsam ortağıma da ceza yazılır mı"))
    assert out == ["Okey atmak +101 cezadır."]


@pytest.mark.parametrize("question", [
    "okey atarsam ceza yer miyim",                # the doer's own penalty
    "eşim okey atarsa ne olur",                   # no penalty asked
    "okey attım eşim kızdı, haklı mı",            # no conditional deed
])
def test_other_questions_are_not_read_so(question):
    assert asks_other_person(normalize(question)) is None
