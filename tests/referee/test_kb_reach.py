"""Rule questions reach the article that answers them (issue 10: gaps found on spent rounds).

Every question is ours, written for the fact, never a blind round's phrasing: the tile count and
the deck after the deal, the largest finish multiplier, how a pairs player finishes, a failed
opening compared across rulesets.
"""
from __future__ import annotations

import pytest

from calculators.turkish import fold


def _ask(pipeline, question: str, ruleset: str | None = None):
    out = pipeline.answer(question, ruleset)
    return out, [s["id"] for s in out.sources], fold(out.answer)


@pytest.mark.parametrize(("question", "ruleset", "article", "words"), [
    ("oyundostlugu masasinda takim kac tastan olusur", None, "taslar-106", ["106"]),
    ("OD masasinda toplamda kac tas var", None, "taslar-106", ["106"]),
    ("dagitim bitince ortada cekilecek kac tas duruyor", None, "deste-kalan-tas", ["20"]),
    ("düz okeyde dağıtım bitince destede kaç taş kalıyor", None, "deste-kalan-tas", ["48"]),
    ("bir 101 elinde kat en fazla kaca cikar", None, "en-buyuk-kat-101", ["808"]),
    ("turnuvada en yuksek carpanli bitis hangisi", None, "en-buyuk-kat-101", ["808"]),
    ("ciftlerle acan oyuncu elini nasil bitirir", None, "ciftten-bitis-oyna", ["islem"]),
    ("od kurallarinda bir el hangi sekilde kapanir", None, "el-nasil-biter-od", ["son tas"]),
])
def test_the_question_reaches_its_article(pipeline, question, ruleset, article, words):
    out, ids, text = _ask(pipeline, question, ruleset)
    assert out.kind == "rule", text
    assert ids and ids[0] == article, ids
    for w in words:
        assert fold(w) in text


def test_a_failed_opening_compared_shows_each_rulesets_own_rule(pipeline):
    out, ids, text = _ask(pipeline, "101e ulasmadan acmaya kalkarsam ne olur, turnuva kuralinda da boyle mi")
    assert "acis-tutmazsa-turnuva" in ids and "acis-tutmazsa-oyna" in ids, ids
    assert "tek-turda-acip-bitmek-oyna" not in ids


def test_a_count_with_a_case_ending_is_the_count_the_article_gives(pipeline):
    """"kaç elden oluşur": the counted thing is "el", which the article numbers (7 el), so no abstention."""
    out, ids, text = _ask(pipeline, "turnuvada bir maç kaç elden oluşur")
    assert out.kind == "rule" and ids[0] == "mac-uzunlugu-turnuva", ids
    assert "7" in text


def test_every_rulesets_line_of_a_definition_defines_the_term(pipeline):
    """'kafa ne demek': the tournament's line says what kafa is (the finish from hand), not only its numbers."""
    out, ids, text = _ask(pipeline, "kafa atmak ne anlama gelir")
    assert "kafa-nedir-turnuva" in ids
    assert "elden bitis" in text


def test_cetele_is_defined_by_its_own_article(pipeline):
    out, ids, text = _ask(pipeline, "çetele kelimesi ne demek oluyor")
    assert out.kind == "rule" and ids[0] == "cetele-nedir-oyna", ids


def test_what_the_tiles_were_made_of_long_ago_is_not_ours(pipeline):
    out, _, _ = _ask(pipeline, "eski zamanlarda taşlar kemikten miydi, niye")
    assert out.kind == "not_covered"
