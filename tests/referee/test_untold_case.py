"""Not covered: the article shares the topic but not the asked case (issue 10, cause 4; rules-r25 causes).

Both sides at once, a tie on every measure, and a why that sets an alternative against the rule: each asks
what the article it meets does not say. Every question here is ours, never a blind round's phrasing.
"""
from __future__ import annotations

from referee.answers.untold_case import all_tied_untold, both_untold, untold_reason
from referee.classify.offtopic import offtopic_kind
from referee.text.normalize import normalize

ONE_SIDE = "Masaya çağrılan oyuncu 5 dakika içinde gelmezse sırası yanar; bekleyen oyuncu devam eder."
ORDERED = "Eşitlikte önce toplam puana, o da eşitse cezaya, en son ikili karşılaşmaya bakılır."


def test_both_sides_in_the_condition_against_a_one_side_rule():
    assert both_untold(normalize("iki oyuncunun ikisi de gelmezse ne olur"), ONE_SIDE)
    assert both_untold(normalize("her iki oyuncu da gelmezse kim devam eder"), ONE_SIDE)
    assert not both_untold(normalize("oyuncu gelmezse ne olur"), ONE_SIDE)


def test_an_article_that_speaks_of_both_or_nobody_answers():
    assert not both_untold(normalize("ikisi de gelmezse ne olur"), ONE_SIDE + " İkisi de gelmezse ikisi de elenir.")
    assert not both_untold(normalize("ikisi de gelmezse ne olur"), "Kimse gelmezse tur yeniden çekilir.")


def test_a_both_outside_a_condition_is_no_case():
    assert not both_untold(normalize("seri de küt de per mi, ikisi de aynı mı"), "Seri ve küt birer perdir.")


def test_a_tie_on_every_measure_against_ordered_measures():
    assert all_tied_untold(normalize("bunların hepsinde tamamen eşit kalırlarsa ne olur"), ORDERED)
    assert not all_tied_untold(normalize("toplam puan eşit kalırsa ne olur"), ORDERED)
    assert not all_tied_untold(normalize("her bakımdan eşit kalırlarsa ne olur"), ORDERED + " Yine eşitse kura çekilir.")
    assert untold_reason(normalize("hepsinde tamamen eşit kalırlarsa"), ORDERED) is not None
    assert untold_reason(normalize("puan eşitse ne olur"), ORDERED) is None


def test_a_why_setting_an_alternative_against_the_rule_is_a_rationale():
    assert offtopic_kind(normalize("seri neden 2 taş değil de 3 taştan başlıyor")) == "rationale"
    assert offtopic_kind(normalize("okey neden bir sonraki değil de iki sonraki değil")) == "rationale"
    assert offtopic_kind(normalize("çiftten açan neden işlemek zorunda")) is None


def test_the_pipeline_abstains_on_both_sides_absent(pipeline):
    c = pipeline.answer("turnuvada iki takımın ikisi de çağrıldığında masaya oturmazsa hangisi tur atlar",
                        "turnuva-esli-101")
    assert c.kind == "not_covered", c.parts.markdown()
    c = pipeline.answer("turnuvada çağrılan takım 10 dakikada gelmezse ne olur", "turnuva-esli-101")
    assert c.kind == "rule", c.parts.markdown()
