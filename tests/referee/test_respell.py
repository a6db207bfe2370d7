"""How a question was keyed in is undone before reading: shouting, glued words, "okay" for okey.

Every question here is ours, written for the mechanism, never a blind round's phrasing.
"""
from __future__ import annotations

import pytest

from referee.search.parts import compared_rulesets
from referee.text.normalize import normalize
from referee.text.respell import EXAMPLES, respell, unglue


@pytest.mark.parametrize(("typed", "respelled"), [ex for exs in EXAMPLES.values() for ex in exs])
def test_each_rule_corpus(typed, respelled):
    assert respell(typed) == respelled


@pytest.mark.parametrize(("word", "parts"), [
    ("okeyiatarsam", ["okeyi", "atarsam"]),     # an okey word with its ending, then a verb
    ("çiftebitince", ["çifte", "bitince"]),
    ("sayılırmı", ["sayılır", "mı"]),            # a question particle
    ("turnuvadada", ["turnuvada", "da"]),         # "too" after a locative
])
def test_glued_words_are_split_where_both_halves_are_words(word, parts):
    assert unglue(word) == parts


@pytest.mark.parametrize("word", [
    "perimdeki", "ıstakasına", "turnuvasının", "puanımla", "işleyebilir", "taşlarımı", "indirdiğimi",
    "gösterebilir", "okeylerimizden", "yüzbirde", "açmayana", "istakamı",
])
def test_a_word_with_its_own_endings_stays_one_word(word):
    assert unglue(word) == [word]


def test_shouting_reads_like_the_same_question_in_lower_case():
    assert normalize(respell("ÇİFTTEN AÇAN KAÇ YAZAR")).folded == normalize("çiftten açan kaç yazar").folded
    assert respell("OKEY KAFA NEDIR") == "okey kafa nedir"
    assert respell("Kafa nedir, OD kurallarında var mı") == "Kafa nedir, OD kurallarında var mı"


def test_a_name_in_ordinary_text_is_never_split_or_lowered():
    assert respell("Okantaş bitti, ben açmadım") == "Okantaş bitti, ben açmadım"


def test_okay_is_okey_except_the_english_reply_word():
    assert respell("okaylar elde kalırsa ne olur") == "okeyler elde kalırsa ne olur"
    assert respell("Okay ne demek") == "Okey ne demek"
    assert respell("okay, teşekkürler") == "okay, teşekkürler"


@pytest.mark.parametrize(("question", "rulesets"), [
    ("seriyle açınca kaç puan lazım, turnuvada da mı", ["turnuva-esli-101", "oyna-101"]),
    ("gösterge puanı var mı düzde de", ["oyna-duz", "oyna-101"]),
    ("OD de gösterge puanı var mı", ["od-101"]),                    # "OD de" is "OD'de"
    ("düz okeyde gösterge kaç puan", ["oyna-duz"]),                 # one ruleset, no "too"
    ("101de de düzde de okey atılır mı", ["oyna-101", "oyna-duz"]),  # both named already
])
def test_a_ruleset_named_with_too_is_compared_with_the_standard_101_after_it(question, rulesets):
    assert compared_rulesets(normalize(question)) == rulesets


def test_a_glued_question_gets_the_same_answer_as_the_spaced_one(pipeline):
    from referee.classify.detect import detect_ruleset

    glued = pipeline.answer("ÇİFTEGİDEN KAÇ YAZAR")
    spaced = pipeline.answer("çifte giden kaç yazar")
    assert glued.sources[0]["id"] == spaced.sources[0]["id"]
    assert detect_ruleset(normalize(respell("APPTA KAFA VAR MI")), None).ruleset == "oyna-101"
