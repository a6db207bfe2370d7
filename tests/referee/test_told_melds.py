"""Tiles told in a yes/no question are checked by the calculators' meld readers before any Evet/Hayır
(referee.answers.told_melds). Every question here is ours, written for the mechanism: other tiles,
other people, other words than the spent rounds'."""
from __future__ import annotations

import pytest

from referee.answers.told_melds import meld_verdict, told_meld
from referee.text.normalize import normalize


@pytest.mark.parametrize(("question", "article", "lead", "why"), [
    # küt: one number, distinct colours, 3–4 tiles
    ("dayım siyah 4, sarı 4 ve yine siyah 4 koydu, küt olur mu", "kut-nedir", "Hayır", "aynı renk iki kez"),
    ("mavi 6 ile siyah 6 ve kırmızı 6 üçlü olur mu", "kut-nedir", "Evet", "her taş ayrı renkte"),
    ("k9 m9 sy9 sr9 küt sayılır mı", "kut-nedir", "Evet", "aynı sayı"),
    ("sarı 2, mavi 3, siyah 2 küt mü", "kut-nedir", "Hayır", "aynı sayı olmalı"),
    # seri: one colour, consecutive numbers
    ("kırmızı 5-6-7 seri mi", "seri-nedir", "Evet", "art arda"),
    ("mavi 8 mavi 9 siyah 10 seri kabul edilir mi", "seri-nedir", "Hayır", "aynı renkte"),
    ("siyah 2 siyah 4 siyah 5 seri olur mu", "seri-nedir", "Hayır", "art arda değil"),
    ("sarı 11, okey, sarı 13 seri sayılır mı", "seri-nedir", "Evet", "okey"),
    # çift: two identical tiles
    ("kırmızı 12 ile kırmızı 12 çift mi", "cift-nedir", "Evet", "aynı renk ve aynı sayı"),
    ("mavi 1 ile sarı 1 çift olur mu", "cift-nedir", "Hayır", "çift değil"),
    # per: a seri or a küt
    ("m3 m4 m6 per olur mu", "per-nedir", "Hayır", "seri de değil küt de"),
    ("sarı 9 10 11 per mi", "per-nedir", "Evet", "seri"),
])
def test_told_tiles_decide_the_verdict_with_the_definition_cited(pipeline, question, article, lead, why):
    composed = pipeline.answer(question)
    assert composed.sources[0]["id"] == article
    assert composed.answer.startswith(lead + ".")
    assert why in composed.answer.split("\n")[0]


@pytest.mark.parametrize(("question", "said"), [
    ("iki tane 8 çift mi", "aynı renkteyse"),           # the colours decide: none told
    ("dört tane 11 küt olur mu", "ayrı renkteyse"),
    ("6 7 8 seri sayılır mı", "aynı renkteyse"),
])
def test_tiles_told_without_colours_get_no_verdict_only_what_decides(pipeline, question, said):
    answer = pipeline.answer(question).answer
    assert not answer.startswith(("Evet", "Hayır"))
    assert said in answer.split("\n")[0]


@pytest.mark.parametrize(("question", "lead"), [
    ("iki tane 8 ve bir 9 çift mi", "Hayır"),   # three tiles: no çift whatever the colours
    ("5 tane 3 küt olur mu", "Hayır"),          # five tiles: no küt
    ("4 6 8 seri mi", "Hayır"),                 # not consecutive
])
def test_numbers_alone_decide_when_they_can(pipeline, question, lead):
    assert pipeline.answer(question).answer.startswith(lead + ".")


def test_a_wrapping_run_is_left_to_the_ruleset_article(pipeline):
    turnuva = pipeline.answer("sarı 12 13 1 seri olur mu", "turnuva-esli-101")
    assert turnuva.answer.startswith("Hayır.") and turnuva.sources[0]["id"] == "seri-13te-biter-turnuva"
    # oyna.app's source is silent on 13 → 1: no verdict is made up from the tiles
    assert meld_verdict(told_meld(normalize("mavi 12 13 1 seri olur mu")), "oyna-101") is None
    assert meld_verdict(told_meld(normalize("12 13 1 seri olur mu")), "oyna-101") is None


@pytest.mark.parametrize("question", [
    "kütte iki aynı renk olur mu",                    # no tiles told: the definition's own sentence decides
    "mavi 5 attım, ceza olur mu",                     # no meld term as the predicate
    "kırmızı 7 8 9 ile açabilir miyim",               # a deed
    "mavi 3 4 5 dizdim, siyah 7 8 9 da var, seri mi",  # two groups: which one is asked is unclear
    "101'de 5 çift ile açılır mı",
])
def test_questions_with_no_single_told_meld_are_left_alone(question):
    assert told_meld(normalize(question)) is None


def test_a_sahte_okey_with_no_okey_told_asks_for_the_okey():
    verdict = meld_verdict(told_meld(normalize("sahte okey ile kırmızı 4 çift mi")), "oyna-101")
    assert verdict is not None and verdict.polarity is None and "okeyini" in verdict.line


def test_a_run_told_in_words_past_13_reads_the_last_word_as_the_tile_1(pipeline):
    """"on bir on iki on üç bir": the "bir" after 13 is the tile 1, so the ruleset's 13 → 1 article answers."""
    told = told_meld(normalize("kuzenim on iki on üç bir dizmiş, seri sayılır mı"))
    assert told is not None and told.wraps
    answer = pipeline.answer("kuzenim on iki on üç bir dizmiş, seri sayılır mı", "turnuva-esli-101")
    assert answer.sources[0]["id"] == "seri-13te-biter-turnuva" and answer.answer.startswith("Hayır")
