"""The leftover-token guard: its corpus, the question it asks instead of a number, and "yok say"."""
from __future__ import annotations

import pytest

from referee.scoring import answer_calculation, answer_filled
from referee.story import plan, read
from referee.story.fill import FillError, fill
from referee.story.leftovers.corpus import CORPUS
from referee.story.leftovers.rules import EXCUSES
from referee.story.rules import check

UNREAD = "rakip normal bitti açtım elde 9 kaldı, defterde 350 420 yazıyor kaç yazarım"


@pytest.mark.parametrize("example", CORPUS, ids=[e.text[:40] for e in CORPUS])
def test_corpus_example(example):
    assert check(example, read(example.text, "oyna-101").unread) == []


def test_corpus_has_positive_and_negative_examples_and_unique_rule_names():
    assert any(e.expect for e in CORPUS) and any(e.absent for e in CORPUS)
    names = [r.name for r in EXCUSES]
    assert len(names) == len(set(names))


def test_every_excuse_has_an_example():
    from referee.story.rules import run
    from referee.story.words import words

    hit = {f.rule for e in CORPUS if e.absent for f in run(EXCUSES, words(e.text), "leftovers")}
    assert {r.name for r in EXCUSES} <= hit, {r.name for r in EXCUSES} - hit


def test_an_unread_number_gets_a_question_not_a_number():
    a = answer_calculation(UNREAD, "oyna-101", "")
    assert a.calculation["result"] is None and "Hesap:" not in a.answer
    assert "“350”" in a.answer and "“420”" in a.answer
    slots = {m["slot"]: m for m in a.calculation["missing"]}
    assert slots["unread"]["options"] == [{"label": "Yok say, hesapla", "value": "yok-say"}]


def test_yok_say_computes_without_the_unread_words():
    a = answer_filled(UNREAD, "oyna-101", [("unread", "yok-say")])
    assert a.answer.startswith("**9** yazıyorsun.")
    with pytest.raises(FillError):
        fill(read(UNREAD, "oyna-101"), "unread", "evet")


def test_the_guard_says_nothing_when_every_word_is_explained():
    p = plan(read("rakip normal bitti açtım elde 9 kaldı kaç yazarım", "oyna-101"))
    assert not p.problems and not any(m.slot == "unread" for m in p.missing)
