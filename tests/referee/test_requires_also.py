"""A not-covered entry with two word lists (``requires`` and ``requires_also``) is considered only when the
question has a word of each: the sahte-okey swap entry (taking a meld's okey by giving a sahte okey, which
the source leaves to a page we do not have) must not pull plain questions about the sahte okey itself.
Our own wording, never a blind round's."""
from __future__ import annotations

import pytest

SWAP = "sahte-okeyle-okey-almak"


@pytest.mark.parametrize("question", [
    "sahte okay ne anlama gelir abi",          # 'okay': not the term's spelling, so only the entry's words met
    "sahte okay taşı ne demektir",
    "oyna appte sahte okeyle bitince ne olur",
    "sahte okeyi son tas atip bitersem okeyle bitmis olur mu",
])
def test_a_question_about_the_sahte_okey_itself_is_answered(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind == "rule", c.parts.markdown()
    assert SWAP not in c.parts.markdown()


@pytest.mark.parametrize("question", [
    "perdeki okeyin yerine yildizli tasi koyup okeyi alsam olur mu",
    "sahte okeyle yerdeki okeyi degistirebilir miyim",
])
def test_giving_a_sahte_okey_for_the_okey_on_the_table_is_not_covered(pipeline, question):
    assert pipeline.answer(question).kind == "not_covered"


def test_taking_the_okey_with_its_real_tile_is_still_the_rule(pipeline):
    c = pipeline.answer("masadaki okeyi almak icin yerine ne koyarim")
    assert c.kind == "rule", c.parts.markdown()
