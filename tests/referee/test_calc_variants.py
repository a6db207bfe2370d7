"""A score story with no ruleset named shows the other 101 rulesets' numbers where they differ."""
from __future__ import annotations

import pytest

from referee.service import get_pipeline


@pytest.fixture(scope="module")
def pipeline():
    return get_pipeline()


def test_okey_left_in_hand_shows_the_tournament_number(pipeline):
    c = pipeline.answer("açtım, elimde 20 sayı ve bir okey kaldı, okey sarı 12; rakip normal bitti, kaç yazarım")
    assert c.kind == "calculation" and c.ruleset == "oyna-101"
    assert c.answer.startswith("**121**")
    assert [v["ruleset"] for v in c.variants] == ["oyna-101", "turnuva-esli-101"]
    assert "133" in c.variants[1]["answer"]
    assert "Masaya göre değişir" in c.answer and "Eşli 101 turnuva: **133**" in c.answer


def test_no_variants_when_every_ruleset_agrees(pipeline):
    c = pipeline.answer("açamadım, rakip elden okeyle bitti, kaç yazarım")
    assert c.kind == "calculation" and c.answer.startswith("**808**")
    assert c.variants is None and "Masaya göre" not in c.answer


def test_no_variants_when_the_ruleset_is_named(pipeline):
    c = pipeline.answer("açtım, elimde 20 sayı ve bir okey kaldı, okey sarı 12; rakip normal bitti", "oyna-101")
    assert c.variants is None and "133" not in c.answer


def test_same_number_in_other_words_is_not_a_variant(pipeline):
    c = pipeline.answer("1. el açtım 19 kaldı, ece normal bitti. 2. el açamadım, kimse açmamışken ece elden bitti. toplamım?")
    assert "**423**" in c.answer
    assert c.variants is None


def test_a_missing_fact_answer_still_tells_the_rule(pipeline):
    c = pipeline.answer("işlek attım, kaç ceza yazılır", "turnuva-esli-101")
    assert c.kind == "calculation" and c.calculation["result"] is None
    assert "Kural:" in c.answer and "10" in c.answer.split("Kural:", 1)[1]


def test_a_yes_no_rule_question_is_answered_by_the_rule(pipeline):
    c = pipeline.answer("çiftten açtım, elimde kalan taşlar katlanır mı", "oyna-101")
    assert c.kind == "rule"
