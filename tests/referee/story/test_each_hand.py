""""Her elden sonra kaçtayım": the standing after every hand, not only the last (issue 11, cause 6 — every
number the question asks; stories-r23 062). Our own stories, worked by hand from oyna-yazboz."""
from __future__ import annotations

from tests.referee.story.support import verdict

TWO_HANDS = ("101 oynuyoruz. 1. el Ayla normal bitti, ben açmıştım elimde 12 kaldı, Nuri açamadı, Serap açmıştı "
             "elinde 7 kaldı. 2. el Nuri okeyle bitti, ben açamadım, Ayla açtı elinde 4 kaldı, Serap açamadı.")


def test_the_askers_standing_after_each_hand():
    # hand 1: 12 (normal ×1); hand 2: unopened 202 × 2 (okeyle) = 404 → 12, then 416
    assert verdict(TWO_HANDS + " her elden sonra kaçtayım?", "oyna-101") == [12, 416]


def test_a_told_total_before_the_hands_starts_the_count():
    assert verdict("ben 300deydim. " + TWO_HANDS + " her elden sonra kaçtayım?", "oyna-101") == [312, 716]


def test_without_each_only_the_last_standing_is_given():
    assert verdict(TWO_HANDS + " toplamım kaç?", "oyna-101") == [416]


def test_elden_in_her_elden_sonra_is_no_elden_finish():
    # "her elden sonra" names the hands: hand 2 is an okeyle finish (×2), never an elden one
    story = "ben 100deydim. " + TWO_HANDS + " her elden sonra kaçtayım?"
    assert verdict(story, "oyna-101") == [112, 516]
