"""A remainder told after the finisher with no one named is the asker's when the asker took part (issue 10, cause 4).

Who finished lays every tile down, so "elde 12 kaldı" / "kalan 15" right after "X bitti" is not the
finisher's; with no third person talked about before, it is the asker's own hand. Stories of our own;
numbers from oyna-terimler: a normal finish writes the remainder once, çiftten açan twice, an okey finish doubles.
"""
from __future__ import annotations

import pytest

from referee.story import read
from tests.referee.story.support import verdict


@pytest.mark.parametrize("story, sums, expected", [
    ("çiftten açtım, Veli normal bitti, elde 12 kaldı kaç yazarım", [12], 24),
    ("seriyle açmıştım, Nuri normal bitirdi, kalan 15 kaç yazarım", [15], 15),
    ("ben açtım hasan okeyle bitti 25 kaldı kaç", [25], 50),
    ("101 ile açmıştım, Gül normal bitti; elde 30 puanlık taş kaldı, ne yazarım", [30], 30),
    ("açmıştım ben sonra Cemil normal bitirdi ıstakada 8 sayı kaldı kaç yazıcam", [8], 8),
])
def test_a_bare_remainder_after_the_finish_is_the_askers(story, sums, expected):
    assert read(story, "oyna-101").hands[0].players["ben"].sums == sums
    assert verdict(story, "oyna-101") == [expected]


def test_a_third_persons_hand_is_not_given_to_the_asker():
    # "elinde" is someone else's hand: not the asker's, and not the finisher's
    r = read("ben açtım, Ali normal bitti, elinde 10 kaldı kaç yazarım", "oyna-101")
    assert r.hands[0].players["ben"].sums == []
