"""The knock-out bracket calculator answers a question about the bracket (byes, rounds, matches, the draw),
never a bare count of "takım" — a word that is also a tile set ("4 takım okey seti"). Our own wording."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question", [
    "kahveye 6 takım taş alacağım tanesi kaç lira",
    "3 takım okey aldık biri eksik çıktı ne yapalım",
])
def test_a_count_of_takim_without_a_bracket_question_is_no_bracket(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind != "calculation", c.parts.markdown()


@pytest.mark.parametrize("question, byes", [
    ("11 takım yazıldı kaç takım bay", 5),
    ("11 takımla kura çekeceğiz eşleşme nasıl olur", 5),
    ("11 takım var kaç maç oynanır", 5),
])
def test_a_bracket_question_gets_the_bracket(pipeline, question, byes):
    c = pipeline.answer(question)
    assert c.kind == "calculation" and f"**{byes}** takım bay" in c.parts.markdown(), c.parts.markdown()
