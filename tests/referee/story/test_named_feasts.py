"""A feast's name that is also a given name (issue 11; stories-r26 cause 054): "Bayram açmıştı" is a player
called Bayram, "bayram sofrası" the holiday. Blessings stay chat ("Bayramınız mübarek"). Examples of our own."""
from __future__ import annotations

from tests.referee.story.support import verdict


def test_a_capitalised_bayram_with_a_deed_is_a_player():
    # normal finish ×1: Bayram opened and kept 14 → 14; the unopened Sami 202
    story = "Tuncay normal bitti. Bayram açmıştı, elinde 14 kaldı. Sami açamadı. Bayram ile Sami kaç yazar"
    assert verdict(story, "oyna-101") == [14, 202]


def test_the_holiday_and_the_blessing_are_no_one():
    assert verdict("bayram sofrasından kalkıp oynadık, Ali normal bitti, ben açmıştım 12 kaldı, bana kaç",
                   "oyna-101") == [12]
    assert verdict("Bayramınız mübarek olsun 🙏 Ali okeyle bitti, ben açamadım, kaç yazarım", "oyna-101") == [404]


def test_a_lowercase_bayram_mid_story_is_the_holiday_not_a_fifth_player():
    # normal finish ×1: dayım opened with 9 left, ablam unopened 202, I opened with 4 left; "bu bayram" is
    # when, not who: no fifth person to ask the asker about
    story = ("sıra dayım, ablam, kuzenim, ben. kuzenim normal bitti, dayım açmıştı 9 kaldı, ablam açamadı "
             "(bu bayram hiç açamıyo 😂), ben açtım 4 kaldı. kim kaç yazar")
    assert verdict(story, "oyna-101") == [9, 202, -101, 4]


def test_bayram_first_in_the_message_is_still_a_name():
    story = "Bayram açmıştı elinde 7 kaldı, Sami okeyle bitti. Bayram kaç yazar"
    assert verdict(story, "oyna-101") == [14]
