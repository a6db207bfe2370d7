"""Answer composition: verdict first, ruleset and why, sources, "Masaya göre değişir" variants."""
from __future__ import annotations

from referee.answers.compose import (
    NOT_COVERED_LEAD,
    compose_calculation,
    compose_not_covered,
    compose_rule,
    first_sentence,
    source_ref,
)
from referee.classify.detect import detect_ruleset
from referee.knowledge import Article, KnowledgeBase, NotCoveredEntry, SourceRef
from referee.scoring import CalcAnswer


def _article(aid, rulesets, answer, group=None, label="oyna-yazboz"):
    return Article(id=aid, title=f"{aid} sorusu?", rulesets=rulesets, group=group,
                   sources=[SourceRef(label=label, section="Bölüm")], topic="el-sonu", tags=["okey"],
                   asks=["bir soru"], calculator=None, see_also=[], body=f"{answer}\n\nAyrıntı paragrafı.",
                   path=f"knowledge/articles/el-sonu/{aid}.md")


def _kb(*articles, not_covered=()):
    return KnowledgeBase(articles={a.id: a for a in articles}, glossary=[], not_covered=list(not_covered),
                         version="test")


OYNA = _article("okey-kalir-oyna", ["oyna-101"], "Her okey için ayrıca 101 yazarsın. Katlanmaz.", "okey-kalir")
OD = _article("okey-kalir-od", ["od-101"], "Okey toplama 101 olarak girer.", "okey-kalir", "od-101-puan")
TUR = _article("okey-kalir-turnuva", ["turnuva-esli-101"], "Okeyin sayısı toplama girer, üstüne 101.",
               "okey-kalir", "esli-101-turnuva")
SOLO = _article("tek-madde", ["oyna-101", "od-101"], "Evet, serbest.")


def test_rule_answer_puts_the_verdict_first_and_names_the_ruleset():
    kb = _kb(OYNA, OD, TUR)
    c = compose_rule(OYNA, detect_ruleset("x", "oyna-101"), kb)
    assert c.kind == "rule"
    assert c.answer.startswith("Her okey için ayrıca 101 yazarsın.")
    assert "Seçtiğin kural setine göre" in c.answer
    assert c.sources == [{"id": "okey-kalir-oyna", "title": "okey-kalir-oyna sorusu?", "labels": ["oyna-yazboz"],
                          "url": "/kural/okey-kalir-oyna"}]
    assert c.variants is None  # the asker named the ruleset
    assert "Masaya göre değişir" not in c.answer


def test_unnamed_ruleset_and_disagreeing_group_gives_variants():
    kb = _kb(OYNA, OD, TUR)
    c = compose_rule(OYNA, detect_ruleset("okey elde kalırsa"), kb)
    assert [v["ruleset"] for v in c.variants] == ["oyna-101", "od-101", "turnuva-esli-101"]
    assert c.variants[1]["answer"] == "Okey toplama 101 olarak girer."
    text = c.answer.split("Masaya göre değişir:")[1]
    assert "101 (OyunDostluğu kuralları): Okey toplama 101 olarak girer. (kaynak: od-101-puan)" in text
    assert "Eşli 101 turnuva" in text
    assert "Her okey için" not in text  # the chosen answer is not repeated in the list
    assert [s["id"] for s in c.sources] == ["okey-kalir-oyna", "okey-kalir-od", "okey-kalir-turnuva"]


def test_article_without_group_has_no_variants():
    c = compose_rule(SOLO, detect_ruleset("serbest mi"), _kb(SOLO))
    assert c.variants is None


def test_concrete_line_and_second_article_come_in_order():
    kb = _kb(OYNA, SOLO)
    c = compose_rule(OYNA, detect_ruleset("x", "oyna-101"), kb, concrete="Okey sarı 6.", also=SOLO)
    assert c.answer.index("Okey sarı 6.") < c.answer.index("Her okey") < c.answer.index("Evet, serbest.")
    assert [s["id"] for s in c.sources] == ["okey-kalir-oyna", "tek-madde"]


def test_calculation_answer_keeps_the_engine_text_and_known_sources():
    kb = _kb(OYNA)
    calc = CalcAnswer(verdict="121 yazıyorsun. 20 + 101 = 121.", calculation={"inputs": {"h": 20}, "result": 121},
                      sources=["okey-kalir-oyna", "yok-boyle-madde"])
    c = compose_calculation(calc, detect_ruleset("x", "oyna-101"), kb)
    assert c.kind == "calculation"
    assert c.answer.startswith("121 yazıyorsun.")
    assert c.calculation == {"inputs": {"h": 20}, "result": 121}
    assert [s["id"] for s in c.sources] == ["okey-kalir-oyna"]


def test_not_covered_is_short_kind_and_suggests_related_articles():
    entry = NotCoveredEntry(id="bes-kisi", question="Beş kişi?", examples=[], why="Kaynaklarımızda yok: hep dört kişi.",
                            point_to=["tek-madde"], rulesets=[])
    kb = _kb(OYNA, SOLO, not_covered=[entry])
    c = compose_not_covered(detect_ruleset("5 kişi okey"), kb, [OYNA], entry=entry)
    assert c.kind == "not_covered"
    assert c.answer.startswith(NOT_COVERED_LEAD)
    assert "hep dört kişi" in c.answer
    assert "Belki bunu soruyorsun" in c.answer
    assert [s["id"] for s in c.sources] == ["tek-madde", "okey-kalir-oyna"]


def test_out_of_domain_gives_no_suggestions():
    c = compose_not_covered(detect_ruleset("tavla"), _kb(OYNA), [OYNA], out_of_domain=True)
    assert c.kind == "not_covered"
    assert c.sources == []
    assert "okey" in c.answer


def test_helpers():
    assert first_sentence("Evet. Hayır.") == "Evet."
    assert source_ref(SOLO)["url"] == "/kural/tek-madde"
