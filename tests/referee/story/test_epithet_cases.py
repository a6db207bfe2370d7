"""A nickname of two words ("Topal Recep") is one player, whatever case the name takes in each use (issue 11;
stories-r28 causes 008, 017, 024: "Kel Ali'nin … Kel Ali … Kel Ali'ye" read as two players). Our own stories."""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict

STORY = ("Kasap Yılmaz, Topal Recep'in perindeki okeyi aldı yerine kırmızı 4 koydu. Sonra Kasap Yılmaz normal "
         "bitti.\nTopal Recep açmıştı elinde m1 s12 kaldı, Nuri açamadı.\nTopal Recep'e kaç, Nuri'ye kaç?")


def test_an_epithet_before_a_name_in_several_cases_is_one_player():
    hand = read(STORY, "od-101").hands[0]
    assert "name:topal" not in hand.players and "name:kasap" not in hand.players
    assert hand.finisher == "name:yilmaz"


def test_the_okey_taken_from_the_nicknamed_players_meld_is_theirs():
    # od-101-puan: the meld's owner +101; Recep 1 + 12 = 13 (normal ×1) + 101 = 114; Nuri unopened 202
    assert verdict(STORY, "od-101") == [114, 202]


def test_an_epithet_used_alone_elsewhere_stays_a_player():
    # "Topal" alone finishes: Topal and Recep are two people
    story = "Topal normal bitti. Recep açmıştı elinde 7 kaldı, Topal Recep'e bakıp güldü. Recep kaç yazar?"
    assert read(story, "oyna-101").hands[0].finisher == "name:topal"
    assert verdict(story, "oyna-101") == [7]


def test_a_kin_word_of_mine_is_the_one_told_with_that_title():
    # "Nuri Dayı 300deydi … dayım kaç oldu": dayım is Nuri Dayı (his standing and his deed, one person)
    story = "Nuri Dayı 300deydi. Sevim normal bitti, Dayı açmıştı elinde 9 kaldı, ben açamadım. dayım kaç oldu"
    assert verdict(story, "oyna-101") == [309]
