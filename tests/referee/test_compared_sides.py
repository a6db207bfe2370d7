"""Comparison and either-or questions: each side answered on its own, per ruleset with its name, and no one
side's Evet/Hayır as the lead (referee.answers.compare, referee.answers.either_or, referee.search.parts).
Every question here is ours, written for the mechanisms."""
from __future__ import annotations

import pytest

from referee.answers.either_or import alternatives, either_or, restricts
from referee.search.parts import named_rulesets
from referee.text.normalize import normalize


@pytest.mark.parametrize(("question", "rulesets"), [
    ("okey atma cezası od vs oyna", ["od-101", "oyna-101"]),
    ("oyna vs od: yerdeki okeyi alana ceza", ["oyna-101", "od-101"]),
    ("oyna'da mı turnuvada mı işleme sınırı var", ["oyna-101", "turnuva-esli-101"]),
    ("düz okey ile eşli düz okey arasında bitiş puanı farkı", ["oyna-duz", "oyna-esli-duz"]),
    ("eşli düz okeyde düz bitince kaç düşer", ["oyna-esli-duz"]),   # "düz bitiş" is a finish, not a ruleset
    ("akşam oyna dedi, okey attım", []),                              # the verb, not the app
])
def test_rulesets_named_to_be_compared(question, rulesets):
    assert named_rulesets(normalize(question)) == rulesets


@pytest.mark.parametrize("question", [
    "okey atınca ceza yazılır mı? od vs turnuva",
    "işleme sınırı var mı, oyna vs turnuva",
    "101'de perler yere iner, düz okeyde de yere iner mi, ikisinin farkı nedir",
])
def test_a_comparison_leads_with_no_one_sides_verdict(pipeline, question):
    answer = pipeline.answer(question).answer
    assert not answer.startswith(("Evet", "Hayır"))


def test_each_compared_side_is_told_with_its_rulesets_name(pipeline):
    answer = pipeline.answer("işleme sınırı var mı, oyna vs turnuva").answer
    assert "101 (standart):" in answer and "Eşli 101 turnuva:" in answer
    assert "sınır yoktur" in answer and "en fazla 2" in answer
    one = pipeline.answer("101'de perler yere iner, düz okeyde de yere iner mi, ikisinin farkı nedir").answer
    assert "Düz okey: Düz okeyde perler ıstakanda durur" in one


@pytest.mark.parametrize(("question", "alts"), [
    ("okey yere atılınca ceza mı var yoksa serbest mi", ("okey yere atılınca ceza mı var", "serbest mi")),
    ("gösterge ilk turda mı gösterilir yoksa her zaman mı", ("gösterge ilk turda mı gösterilir", "her zaman mı")),
    ("101 ya da düz okeyde ceza var mı", None),        # "ya da" between rulesets: no two alternatives asked
    ("çiftten açan elden bitebilir mi", None),
])
def test_the_two_alternatives_of_an_either_or_question(question, alts):
    assert alternatives(normalize(question)) == alts


def test_an_either_or_question_names_the_alternative_that_holds():
    rule = ["Çiftten açtıysan eli kapatmak için yerdeki seri ya da kütlerden birine en az bir taş işlemen gerekir.",
            "Çiftten elden bitilmez: masada işleyecek yer yoktur."]
    out = either_or(rule, normalize("çifte giden elden bitebilir mi yoksa mutlaka taş işlemesi mi gerekir"))
    assert out is not None and out[0].startswith("Doğrusu ikincisi: çiftten açtıysan")
    allowed = ["Düz okeyde okeyi atmanın cezası yoktur; atabilirsin."]
    out = either_or(allowed, normalize("düz okeyde okey atılınca ceza mı yazılır yoksa atmak serbest mi"))
    assert out is not None and not out[0].startswith(("Evet", "Hayır"))


def test_an_either_or_question_gets_no_yes_or_no(pipeline):
    for question in ("düz okeyde okeyi yere atınca ceza var mı yoksa serbest mi",
                     "çiftten açan elden bitebilir mi yoksa işlemek zorunda mı"):
        assert not pipeline.answer(question).answer.startswith(("Evet", "Hayır"))


def test_an_askers_own_permission_with_an_alternative_keeps_its_verdict():
    """"… koyabilir miyim yoksa …": a may-question of one's own deed, the second alternative what is feared."""
    assert alternatives(normalize("yeni küt koyabilir miyim yoksa sadece işleyebilir miyim")) is None


@pytest.mark.parametrize(("question", "lead"), [
    ("101'de okeyi yere atana ceza yazılıyor; düz okeyde de okey atmanın cezası var mı?", "Hayır, Düz okey için."),
    ("düz okeyde işlek cezası yok; 101'de de işlek cezası yok mu?", None),   # a negated ask: no one word guessed
])
def test_a_premise_rulesets_rule_is_told_and_the_asked_ones_verdict_leads(pipeline, question, lead):
    answer = pipeline.answer(question).answer
    if lead is None:
        assert not answer.startswith("Evet")
    else:
        assert answer.startswith(lead)


@pytest.mark.parametrize(("question", "lead"), [
    ("attığım taşı sağımdaki oyuncu alabilir mi yoksa yalnızca soldaki mi alabilir", "Evet"),
    ("solumdaki oyuncu benim attığımı alabilir mi yoksa sadece sağımdaki mi alır", "Hayır"),
])
def test_an_alternative_that_restricts_is_the_first_ones_no(pipeline, question, lead):
    """"A mı yoksa sadece B mi" asks whether A holds as well: A's own Evet/Hayır leads."""
    assert pipeline.answer(question, "oyna-101").answer.startswith(lead)
    assert restricts("sadece soldaki mi") and not restricts("işlemek zorunda mı")
