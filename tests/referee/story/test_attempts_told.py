"""A failed opening told by the attempt ("açmaya kalktı tutmadı", "açmaya yeltendi, tutmadı") is a penalty; the
sum an attempt came to is no number of the hand only when the attempt itself was read (issue 11, accounting:
a failed opening the reading missed left the player 101 short — a confident wrong number).

Stories of our own; numbers worked by hand from od-101-puan (a failed opening +101, not multiplied; an unopened
player 202 × the finish) and oyna-yazboz (an opened player writes what is left).
"""
from __future__ import annotations

import pytest

from referee.story import read
from tests.referee.story.support import ask, verdict


@pytest.mark.parametrize("attempt", [
    "Kaan 95 ile açmaya kalktı tutmadı, taşlar geri",
    "Kaan açmaya yeltendi, tutmadı",
    "Kaan açmaya uğraştı olmadı, geri topladı",
    "Kaan açmak istedi ama sayı yetmedi, taşlarını geri çekti",
    "Kaan açmaya davrandı tutmayınca taşlarını geri topladı",
])
def test_a_failed_attempt_costs_the_penalty(attempt):
    # normal finish: Kaan never opened 202 + the failed opening 101 = 303
    story = f"{attempt}. Sonra Ece normal bitti, Kaan hiç açamadı. Kaan kaç yazar?"
    assert verdict(story, "od-101") == [303]


def test_an_attempts_sum_with_no_attempt_read_is_asked():
    story = "Ali 97 ile açmaya girişti, olmayınca vazgeçti. Ece normal bitti, Ali hiç açamadı, Ali kaç yazar"
    assert [f.value["word"] for f in read(story, "oyna-101").unread] == ["97"]
    ans = ask(story, "oyna-101")
    assert ans is not None and ans.calculation["result"] is None


def test_an_opening_sum_beside_a_good_opening_stays_excused():
    story = "Ali 105 ile açtı, elinde 8 kaldı, Ece normal bitti, Ali kaç yazar"
    assert read(story, "oyna-101").unread == []
    assert verdict(story, "oyna-101") == [8]
