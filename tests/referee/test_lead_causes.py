"""Leads that follow the verdict, not a later detail; general questions answered by the rule.

Every question here is ours, written for the mechanism, never a blind round's phrasing.
"""
from __future__ import annotations

from referee.answers.leads import qualified_lead
from referee.answers.polarity import settle
from referee.classify.general import hypothetical
from referee.text.normalize import normalize


def test_the_verdict_paragraph_settles_before_a_detail_about_another_case():
    verdict = ("Yedek, ancak asıl oyunculardan biri gelemediğinde oturur. Maç başladıysa kadro değişmez: "
               "maçın ortasında yedeği oyuna sokamazsın.")
    detail = "Asıl oyunculardan biri maça hiç gelmediyse yedek baştan oturur."
    out = settle([verdict, detail], normalize("maç sürerken yedeğimiz içeri girebilir mi"), "yesno")
    assert out[0].startswith("Hayır")


def test_a_when_clause_is_a_condition_the_question_did_not_tell():
    verdict = "Yedek, ancak asıl oyunculardan biri gelemediğinde oturur. Maçın ortasında yedeği sokamazsın."
    assert settle([verdict], normalize("maç sürerken yedeğimiz içeri girebilir mi"), "yesno")[0].startswith("Hayır")


def test_zero_written_answers_a_penalty_question_with_no():
    out = settle(["Eli kapatanın ortağı o elde 0 yazar."], normalize("eli kapatanın ortağı o elde ceza alır mı"), "yesno")
    assert out[0].startswith("Hayır")


def test_an_articles_own_no_for_its_ruleset_leads():
    assert qualified_lead("oyna.app'te bu olmaz: eksik açış kabul edilmez.") == "hayir"
    assert qualified_lead("oyna.app'te böyle ayrı bir bitiş yoktur.") == "hayir"
    assert qualified_lead("oyna.app'te göstergeyi ilk taşı çekmeden gösterirsin.") is None


def test_a_question_that_tells_no_hand_is_hypothetical():
    assert hypothetical("eşli düzde biri bitirince eşine ne yazılır")
    assert hypothetical("rakip okeyle biterse açmayan kaç yazar")
    assert not hypothetical("rakip okeyle bitti, ben açmadım kaç yazarım")
    assert not hypothetical("elimde 12 kaldı rakip biterse ne yazarım")


def test_a_hypothetical_question_the_calculator_cannot_compute_gets_the_rule(pipeline):
    out = pipeline.answer("turnuvada oyunculardan biri bitirince partneri ne yazar")
    assert out.kind == "rule"


def test_a_repeat_focus_is_settled_by_the_repeat_verb():
    out = settle(["Tekrarlanmaz: o el oynanmış sayılır, herkes 202 yazar."],
                 normalize("kimse açamazsa el yeniden mi oynanıyor"), "yesno")
    assert out[0].startswith("Hayır")


def test_whether_a_tile_enters_the_sum_is_a_rule_question(pipeline):
    out = pipeline.answer("açmıştım, elimde sahte okey kaldı, rakip bitirdi; okey toplama giriyor mu")
    assert out.kind == "rule" and out.answer.startswith(("Evet", "Hayır"))
