"""Hands told as a bulleted list, one hand a bullet (issue 11; referee.story.hands.bullets). Examples of our own."""
from __future__ import annotations

import pytest

from tests.referee.story.support import verdict

TWO_HANDS = "iki el oynadık:\n{b} Ali normal bitti, ben açtım 5 kaldı\n{b} Veli okeyle bitti, ben açamadım\ntoplam kaç yazdım"


@pytest.mark.parametrize("bullet", ["-", "•", "*", "▪"])
def test_each_bullet_is_a_hand(bullet):
    # hand 1 normal ×1: 5 left → 5; hand 2 okey finish ×2: unopened 202 → 404; total 409
    assert verdict(TWO_HANDS.format(b=bullet), "oyna-101") == [409]


def test_a_bulleted_list_of_points_is_no_list_of_hands():
    # the points before the hand, then one hand: Ali 40 + 12 left = 52
    story = "puanlar:\n- Ali 40\n- ben 55\nbu el ben okeyle bittim, Ali açmıştı 6 kaldı. Ali kaç oldu"
    assert verdict(story, "oyna-101") == [52]


def test_a_numbered_list_of_one_hands_players_is_one_hand():
    # oyna-101, normal finish: Can −101, Ali 20, Veli unopened 202, me 9; added to the totals before
    story = ("Önceki: Ali 100 | Veli 200 | Can 50 | ben 80\n3. el:\n1) Can normal bitti.\n"
             "2) Ali seriyle açmıştı, elinde 20 kaldı.\n3) Veli açamadı.\n4) ben açmıştım, 9 kaldı.\nYeni toplamlar?")
    assert sorted(verdict(story, "oyna-101")) == sorted([120, 402, -51, 89])


def test_someone_asked_to_look_is_no_player():
    story = ("Ali 40, Veli 12, ben 70. Bu elde Ali normal bitti, Veli açamadı, Can açmıştı 3 kaldı, ben açmıştım "
             "elimde 9 kaldı. Herkes kaç yazıyor? Biri baksın lütfen")
    assert sorted(verdict(story, "oyna-101")) == sorted([-101, 202, 3, 9])
