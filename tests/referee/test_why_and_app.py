"""Why questions, app usage, the OyunDostluğu chips and a term told with "diye" (examples of our own, never a
round's): a why is answered only with the reason an article states; how an app is used is not covered; "OD"
and "çip" are okey words; "<term> diye bir şey duydum, nedir" reaches the term's article."""
from __future__ import annotations

import pytest

from referee.answers.why import WHY_REASON, asks_why, reason_sentence
from referee.classify.offtopic import OFFTOPIC_REASON
from referee.text.normalize import normalize


@pytest.mark.parametrize(("question", "why"), [
    ("turnuvada niçin herkes 21 taşla başlıyor", True),
    ("çifte giden niye seri açamıyor, sebebi ne", True),
    ("bunun bir hikmeti var mı acaba", True),
    ("işlek atmak neden ceza", True),
    ("okeyi atmak ceza yazılmasına neden olur mu", False),  # "neden olur": causes
    ("küt neden oluşur", False),  # what it is made of
    ("hangi sebeple ceza yazılır", False),  # the cases, not a rationale
    ("ıstaka ne için kullanılır", False),  # what it is for
])
def test_a_why_is_read_from_its_words(question, why):
    assert asks_why(normalize(question)) is why


def test_only_a_stated_reason_counts(kb):
    assert reason_sentence(kb.articles["islek-okeyli-uclu-kut-oyna"]).startswith("Sebebi:")
    assert reason_sentence(kb.articles["okey-atma-cezasi-oyna"]) is None


@pytest.mark.parametrize("question", [
    "101'de ıstakaya niye yirmi bir taş dağıtılıyor, bunun sebebi ne",
    "okeyi elin ortasında atana neden 101 ceza yazılıyor, hikmeti ne",
])
def test_a_why_the_articles_do_not_explain_is_not_covered_with_the_rule(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind == "not_covered", question
    assert WHY_REASON in c.answer
    assert c.sources, "the rule itself is the suggestion"


def test_a_why_the_article_explains_carries_the_reason(pipeline):
    c = pipeline.answer("çifte gidince elimi neden direkt kapatamıyorum, niye bir taş işlemem lazım")
    assert c.kind == "rule"
    assert "21 tek sayıdır" in c.answer
    assert not c.answer.startswith(("Evet", "Hayır"))


@pytest.mark.parametrize("question", [
    "oyna.app'te arkadaşlarımı nasıl davet ederim",
    "oyna.app'te profil resmimi nasıl değiştiririm",
    "oyna appte kuzenimle aynı masaya nasıl gireriz",
])
def test_using_an_app_is_not_covered(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind == "not_covered", question
    assert OFFTOPIC_REASON["app"] in c.answer


def test_a_tournament_seat_is_still_a_rule(pipeline):
    assert pipeline.answer("turnuvada eşimle karşılıklı mı oturuyoruz").kind == "rule"


@pytest.mark.parametrize("question", ["OD'de çipler satılıyor mu", "od de cipleri parayla alabilir miyim"])
def test_od_chips_are_the_sites_rule(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind == "rule", question
    assert c.answer.startswith("Hayır")
    assert c.sources[0]["id"] == "cipler-sanal-od"


@pytest.mark.parametrize("question", [
    "sayılı okey diye bir oyun varmış, nedir o",
    "komşu renkli okey diye bir şey anlattı, bu ne",
])
def test_a_term_told_with_diye_reaches_its_article(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind == "rule", question
    assert c.sources[0]["id"] == "renkli-okey-nedir"


def test_a_cause_told_with_digi_icin_is_a_reason(pipeline):
    """oyna-terimler: no işlek in düz okey because no meld is laid on the table — a reason the article keeps."""
    c = pipeline.answer("düz okeyde işlek taş atana niye ceza yazılmıyor")
    assert c.kind == "rule", c.answer
    assert "olmadığı için" in c.answer
    assert not c.answer.startswith(("Evet", "Hayır"))


def test_the_rule_shown_with_a_why_has_no_lead_of_its_own(pipeline):
    c = pipeline.answer("okeyi elin ortasında atana niçin ceza yazılır")
    assert c.kind == "not_covered"
    assert "Kuralın kendisi: Evet" not in c.answer and "Kuralın kendisi: Hayır" not in c.answer
