"""A düz standing asked in points ("kaç puanda", "kaç puandayım") needs where the column stood before the hand:
never the hand's loss printed as the standing (issue 11, a missing fact: "Rakip takım: **-4**" for a table
whose start was never told).

Stories of our own; oyna-yazboz (düz okey counts down from the table's start: 20, 30 …).
"""
from __future__ import annotations

import pytest

from tests.referee.story.support import ask, verdict


@pytest.mark.parametrize("story, ruleset", [
    ("eşli düz okey yeni başladık, ilk elde eşim okeyle bitti, rakipler kaç puanda", "oyna-esli-duz"),
    ("düz okey oynuyoruz, Ali yedi çiftle bitti, ben kaç puandayım", "oyna-duz"),
    ("eşli düz, ilk el karşı takımdan Nilay normal bitti, biz kaç puandayız", "oyna-esli-duz"),
    ("düz okeyde Cem okeyle bitti, Nermin şimdi kaç puanda", "oyna-duz"),
    ("eşli düzde dayım yedi çift yaptı, karşı takım kaç puanda kaldı", "oyna-esli-duz"),
])
def test_a_standing_asked_with_no_start_asks_the_points_before(story, ruleset):
    ans = ask(story, ruleset)
    assert ans is not None and ans.calculation["result"] is None
    assert any(m["slot"].endswith("before") or m["slot"] == "start" for m in ans.calculation["missing"])


def test_with_the_start_told_the_standing_is_given():
    # oyna-duz from 20: a seven-pairs finish costs the others 4 → 16
    assert verdict("düz okey 20den başladık, Ali yedi çiftle bitti, ben kaç puandayım", "oyna-duz") == [16]
