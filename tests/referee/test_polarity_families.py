"""Evet / Hayır families (issue 10 §6; rules-r17/r18/r19 causes, wordings of our own): an opening cry of
perplexity keeps a yes/no question yes/no; a number offered among alternatives or after "kaç" gets the
number without Evet/Hayır; "without doing X, may I Y" against "to Y you must X" is a Hayır; "her zaman mı"
and "bir durum var mı" are read off the rule's named exception."""
from __future__ import annotations

import pytest

from referee.answers.leads import lead_of
from referee.classify.qtype import question_form
from referee.scoring import yes_no_claim


@pytest.mark.parametrize("question", [
    "napcaz şimdi, okeyi atan ceza yer mi", "ne yapacağız abi yazbozu kâğıda tuttuk geçerli mi",
    "noldu şimdi el bozuldu mu", "eee napıyoz, sıra dışı çeken ceza yer mi", "napıcaz ya gösterge sonradan gösterilir mi",
])
def test_a_cry_of_perplexity_leaves_the_question_yes_no(question):
    assert question_form(question) == "yesno"


@pytest.mark.parametrize("question", [
    "napcaz okey atılırsa", "okeyi attı napcaz", "ne yapılır okey yere atılırsa",
])
def test_a_cry_alone_still_asks_what_to_do(question):
    assert question_form(question) == "wh"


@pytest.mark.parametrize(("question", "claim"), [
    ("bana 404 mü yazılır, rakip okeyle bitti ben açmamıştım", True),
    ("cezam 101 mi oluyor", True),
    ("elimde 30 kaldı rakip bitti 30 mu yazarım yoksa 60 mı", False),
    ("açmadım rakip okeyle bitti kaç yazarım, 404 mü", False),
    ("çiftten açtım 50 kaldı, 100 mü yazılır yoksa 50 mi", False),
    ("rakip bitti ben açamadım kaç yazıyorum 202 mi", False),
])
def test_a_claimed_number_is_judged_only_in_a_yes_no_question(question, claim):
    assert yes_no_claim(question) is claim


@pytest.mark.parametrize("question", [
    "açmamıştım rakip okeyle bitti kaç yazarım 404 mü",
    "turnuvada çiftten açtım rakip normal bitti elimde 40 kaldı, 80 mi yazılır yoksa 40 mı",
])
def test_a_number_offered_in_a_wh_question_gets_no_lead(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind == "calculation" and lead_of(c.answer) is None, c.answer


@pytest.mark.parametrize("question", [
    "çiftten açtım, işlemeden bitebilir miyim", "çifte gittim hiç işlemeden elimi bitirebilir miyim",
    "çift açtım işlemeden bitmem mümkün mü", "çiftten açan biri işlemeden bitebilir mi",
    "çiftle açtıktan sonra bir taş bile işlemeden bitirebilir miyim",
])
def test_without_the_required_deed_may_i_is_no(pipeline, question):
    assert pipeline.answer(question).answer.startswith("Hayır"), question


@pytest.mark.parametrize(("question", "lead"), [
    ("okeyi yere atmak her zaman ceza mı", "hayir"),
    ("okeyi yere attığımda her durumda ceza yer miyim", "hayir"),
    ("yandan taşı her seferinde alabilir miyim", "hayir"),
    ("elde kalan okey her durumda 101 mi yazılır", "hayir"),
    ("okey atmanın cezasız olduğu bir durum var mı", "evet"),
    ("okeyi atınca ceza yazılmayan bir hal var mı", "evet"),
    ("işlek cezasının yazılmadığı bir durum olur mu", "evet"),
])
def test_always_and_is_there_a_case_follow_the_exception(pipeline, question, lead):
    assert lead_of(pipeline.answer(question).answer) == lead, question


@pytest.mark.parametrize("question", [
    "maç başladıktan sonra oyuncu değiştirmek isterlerse izin vermeli miyim",
    "turnuvada maç başlayınca oyuncu değiştirmeye izin var mı",
    "maç ortasında yedeğin oyuna girmesine izin verilir mi",
    "maç başladıktan sonra takımın oyuncusunu değiştirmesine izin var mı",
    "maç başladıysa oyuncuyu yedekle değiştirmeye izin verilir mi",
])
def test_a_permission_asks_the_permitted_deed(pipeline, question):
    assert pipeline.answer(question, "turnuva-esli-101").answer.startswith("Hayır"), question
