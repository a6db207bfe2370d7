"""Two-part questions: each yes/no part's verdict in its own place (issue 10, causes 3 and 6).

"okeyi alabilir miyim? eşime ceza var mı?" asks two yes/no things: the first part's verdict leads, tied to it
by the part's own verb ("Evet, alabilirsin."), and the later part's verdict stands after the clause that
settles it ("Ceza yazılmaz (Hayır)"). A question with a "kaç / ne / nasıl" part gets no bare lead, only the
marks. Questions of our own.
"""
from __future__ import annotations

import pytest

from referee.answers.two_part import asking_parts, by_parts, echoed_yes
from referee.text.normalize import fold, normalize


def _lead(answer: str) -> str:
    return fold(answer).lstrip("*_ ").split("\n", 1)[0]


@pytest.mark.parametrize("question, ruleset, lead, marks", [
    ("Turnuvada ortağımın açtığı perdeki okeyi alabilir miyim? Ortağıma ceza var mı?", "turnuva-esli-101",
     "evet, alabilirsin", ["(Hayır)"]),
    # the answer's own first clause says "alabilirsin": the lead is the bare word
    ("açtıktan sonra yerdeki okeyi alabilir miyim, okeyi alınana ceza var mı", "oyna-101", "evet. elini", ["(Hayır)"]),
])
def test_the_first_yes_no_part_leads_and_a_later_one_is_marked(pipeline, question, ruleset, lead, marks):
    out = pipeline.answer(question, ruleset)
    assert out.kind == "rule"
    assert _lead(out.answer).startswith(lead), out.answer
    assert all(m in out.answer for m in marks), out.answer


@pytest.mark.parametrize("question, ruleset, marks", [
    ("Turnuvada takım kaç kişi? yedek bildirilebilir mi", "turnuva-esli-101", ["(Evet)"]),
    ("turnuvada maç başladıktan sonra oyuncu değişir mi, yedek ne zaman oynar", "turnuva-esli-101", ["(Hayır)"]),
    ("telefon masada açık durabilir mi, skoru kim girer", "turnuva-esli-101", ["(Hayır)"]),
])
def test_a_question_with_a_kac_or_ne_part_gets_no_lead_and_its_yes_no_part_a_mark(pipeline, question, ruleset, marks):
    out = pipeline.answer(question, ruleset)
    assert out.kind == "rule"
    assert not _lead(out.answer).startswith(("evet", "hayir")), out.answer
    assert all(m in out.answer for m in marks), out.answer


@pytest.mark.parametrize("question", [
    "Küt nedir? aynı renk olur mu",
    "küt ne demek, içinde iki mavi olabilir mi",
])
def test_a_term_and_a_yes_no_follow_up_carry_the_follow_ups_no(pipeline, question):
    out = pipeline.answer(question)
    assert out.kind == "rule" and "(Hayır)" in out.answer
    assert "farklı renk" in out.answer  # the definition first


def test_two_yes_no_parts_that_agree_keep_one_lead():
    paras = ["Evet, alabilirsin; alınana ceza yazılmaz ve sen de ceza yemezsin."]
    out = by_parts(paras, normalize("okeyi alabilir miyim, cezasız alabilir miyim"), "yesno")
    assert out[0].startswith("Evet.")


def test_a_tag_question_is_no_part_of_its_own():
    parts = asking_parts(normalize("okeyi cezasız alabilir miyim, eşime bir şey yazılmaz değil mi"))
    assert [p for p, _ in parts] == ["okeyi cezasız alabilir miyim"]


def test_a_one_part_question_is_settled_as_before():
    paras = ["Hayır, ceza yazılmaz."]
    assert by_parts(paras, normalize("eşime ceza yazılır mı"), "yesno") == ["Hayır, ceza yazılmaz."]


def test_a_may_verb_answered_in_the_askers_person():
    assert echoed_yes("ortağımın okeyini alabilir miyim") == "Alabilirsin"
    assert echoed_yes("taşları dizebilir miyiz") == "Dizebilirsiniz"
    assert echoed_yes("okey kaç puan") is None
