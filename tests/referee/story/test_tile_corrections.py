"""A tile list corrected mid-message replaces what it corrects, never adds to it (issue 11, cause 9).

Stories of our own; numbers worked by hand from the sources (oyna-yazboz: the remainder of an opened
hand is the sum of its tiles, doubled when opened with pairs, doubled again for an okey finish).
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import ask, verdict


def _held(story: str, who: str = "ben") -> list[int]:
    p = read(story, "oyna-101").hands[0].players[who]
    return sorted(n for _, n in p.tiles)


def test_a_list_after_the_correction_replaces_the_whole_list():
    # k4 k4 → k4 m8: 4 + 8 = 12, pairs ×2 → 24
    story = "veli normal bitti. çiftten açtım elimde k4 k4 yok pardon k4 ile m8 kaldı kaç yazarım"
    assert _held(story) == [4, 8]
    assert verdict(story, "oyna-101") == [24]


def test_one_tile_after_the_list_replaces_the_last_of_its_colour():
    # sarı 3 ile sarı 9 … yok sarı 6: 3 + 6 = 9, okey finish ×2 → 18
    story = "veli okeyle bitti, ben açmıştım elimde sarı 3 ile sarı 9 kaldı yok sarı 6 imiş kaç yazarım"
    assert _held(story) == [3, 6]
    assert verdict(story, "oyna-101") == [18]


def test_a_shorter_list_after_degil_sadece():
    story = "cem normal bitti, açmıştım elde m5 m6 m7 değil sadece m5 m6 kaldı kaç yazarım"
    assert verdict(story, "oyna-101") == [11]


def test_two_copies_corrected_to_two_tiles():
    story = "cem normal bitti, açmıştım elimde iki tane m6 yok pardon m6 ile s2 kaldı kaç yazarım"
    assert verdict(story, "oyna-101") == [8]


def test_a_correction_that_could_mean_either_tile_asks():
    # "pardon s2" after k5 m11: neither its colour nor its number says which tile it replaces
    ans = ask("cem normal bitti, açmıştım elimde k5 m11 kaldı pardon s2 kaç yazarım", "oyna-101")
    assert ans is not None
    assert "**" not in ans.answer.split("\n\n")[0]
    assert "pardon" in ans.answer


def test_a_single_glued_tile_correction_still_works():
    assert verdict("cem normal bitti, açmıştım elimde k7 m10 kaldı pardon m10 değil m1 imiş kaç yazarım", "oyna-101") == [8]


def test_copies_of_a_tile_and_a_list_told_again_after_yok():
    # oyna-101, okey finish ×2: "iki tane 12" is 12 + 12, corrected to 12 + 10 = 22 → 44
    story = "Can okeyle bitti. Ali seriyle acmisti elinde iki tane 12 kaldi.. yok bi tane 12 bi tane 10. Ali kac yazar"
    assert verdict(story, "oyna-101") == [44]
    # with no correction the copies are summed: 12 + 12 + 5 = 29 → 58
    assert verdict("Can okeyle bitti. Ali seriyle acmisti elinde iki tane 12 bir de 5 kaldi. Ali kac yazar",
                   "oyna-101") == [58]
