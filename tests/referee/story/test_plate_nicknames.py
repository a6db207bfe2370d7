"""A number in a nickname (issue 11; stories-r25 cause "a number in a nickname"): a two-digit licence-plate
code typed right before a capitalised name that opens its phrase ("…, 06 Ayhan bitti") is part of the
player's handle — never that player's points, never a number left unread. Examples of our own."""
from __future__ import annotations

from referee.story.words import words
from tests.referee.story.support import verdict


def test_a_plate_code_before_a_name_is_part_of_the_name():
    ws = words("ben açamadım, 06 Ayhan okeyle bitti")
    assert [w.num for w in ws if w.num is not None] == []
    assert "ayhan" in [w.text for w in ws]


def test_the_plate_nickname_is_no_remainder_of_an_unopened_player():
    # okey finish ×2: nobody opened, 202 × 2 = 404 each (oyna-101); never "Ayhan 61"
    assert verdict("Nail okeyle bitti, 61 Murat hiç açmamıştı. Murat kaç yazar", "oyna-101") == [404]
    # normal finish ×1: the 30 told as left is Murat's, the 61 is no number of the hand
    story = "Nail normal bitti. Ben açtım elimde 9 kaldı, 61 Murat da açtı, elinde 30 kaldı. Murat kaç yazar"
    assert verdict(story, "oyna-101") == [30]


def test_a_plate_nickname_at_the_start_and_in_a_standing_list():
    assert verdict("42 Fikret normal bitti, ben açamadım. kaç yazarım", "oyna-101") == [202]


def test_numbers_not_opening_a_phrase_or_not_plate_codes_stay_numbers():
    assert [w.num for w in words("rakip bitti ben 34 Ayhan 12 kaldı") if w.num is not None] == [34, 12]
    assert [w.num for w in words("rakip bitti, 95 Ayhan") if w.num is not None] == [95]  # no plate code
    # several numbers each before a name: a list, not handles
    assert [w.num for w in words("kalanlar: 12 Ayhan, 8 Veli") if w.num is not None] == [12, 8]
    assert [w.num for w in words("bitti, 12 kaldı") if w.num is not None] == [12]  # no name after it
