"""Not-covered entries stay narrow (issue 10): a covered question that merely shares an entry's
broad words gets its rule, and the entries still answer the situations they describe.

Every question is ours, written for the entry, never a blind round's phrasing.
"""
from __future__ import annotations

import pytest


@pytest.mark.parametrize(("question", "article"), [
    ("masadaki serinin ortasına taş eklenebilir mi", "seri-uclardan-uzar-oyna"),
    ("turnuvada maçın yarısında yedek oyuncu girebilir mi", "yedek-degisimi-turnuva"),
    ("dört kişi çiftten açtı el bozuldu, C leri de siliyor muyuz", "dort-cift-acis-oyna"),
    ("düşmeli oynarken hangi oyuncunun puanı eksilir", "masaya-gore-dusmeli-duz"),
])
def test_a_covered_question_is_not_swallowed_by_an_entry(pipeline, question, article):
    out = pipeline.answer(question)
    assert out.kind == "rule", out.answer
    assert out.sources[0]["id"] == article


@pytest.mark.parametrize("question", [
    "iki kişi aynı anda bittik dedik hangisi geçerli",
    "setten bir taş kayboldu oynamaya devam edebilir miyiz",
    "okey gecesinde masalar dolmayınca artan kişi ne yapar",
    "rakip sırası gelmeden desteden çekti",
    "düşmeli okeyde okeyle bitince kaç puan iner",
])
def test_the_entries_still_answer_their_own_situation(pipeline, question):
    assert pipeline.answer(question).kind == "not_covered"
