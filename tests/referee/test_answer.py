"""The answer in parts: one text for the API, the page's paragraphs, storage, and answers stored before the parts."""
from __future__ import annotations

from referee.answers.answer import Answer, Missing, VariantLine

CALC = Answer("calculation", "oyna-101", "**82** yazıyorsun.", steps=("Sen: 41 × 2 = 82",),
              assumptions=("Seriyle açtığını varsaydım.",), missing=(Missing("Ali", "açıp açmadığını söylemedin"),),
              reason="Kural seti belirtmediğin için standart 101'e (oyna.app kuralları) göre cevapladım.",
              variants=(VariantLine("Eşli 101 turnuva", "**92** yazıyorsun.", rulesets=("turnuva-esli-101",)),))


def test_markdown_is_the_parts_in_order():
    assert CALC.markdown().split("\n\n") == [
        "**82** yazıyorsun.", "Hesap:\n- Sen: 41 × 2 = 82", "Varsaydıklarım: Seriyle açtığını varsaydım.",
        "Hesaplayamadıklarım: Ali: açıp açmadığını söylemedin.",
        "Kural seti belirtmediğin için standart 101'e (oyna.app kuralları) göre cevapladım.",
        "Masaya göre değişir:\n- Eşli 101 turnuva: **92** yazıyorsun."]


def test_the_page_shows_the_variants_apart_and_the_steps_only_without_a_table():
    assert "Masaya göre değişir" not in " ".join(CALC.page_details())
    assert CALC.page_details()[0].startswith("Hesap:")
    assert not any(p.startswith("Hesap:") for p in CALC.page_details(steps=False))
    assert CALC.variant_verdicts() == {"turnuva-esli-101": "**92** yazıyorsun."}


def test_stored_parts_read_back_the_same():
    assert Answer.from_dict(CALC.to_dict()) == CALC
    assert Answer.from_dict({**CALC.to_dict(), "later_part": "x"}) == CALC  # a newer snapshot still reads


def test_an_answer_stored_before_the_parts_renders_as_it_did():
    old = Answer.from_stored_text(CALC.markdown(), "calculation", "oyna-101")
    assert old.verdict == CALC.verdict
    assert old.page_details() == CALC.page_details()
    assert old.page_details(steps=False) == CALC.page_details(steps=False)
    rule = Answer.from_stored_text("Evet.\n\nAyrıntı.\n\nMasaya göre değişir:\n- Düz okey: Hayır.", "rule", "oyna-101")
    assert (rule.verdict, rule.page_details()) == ("Evet.", ["Ayrıntı."])
