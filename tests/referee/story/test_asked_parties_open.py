"""Every asked party gets its number or the answer says why not — never the finisher's number alone while a
told player's is open (issue 11, "everyone asked, one answered"); an opening told right before the person whose
hand is told ("seriyle açmış misafirin elinde") is that person's.

Stories of our own; numbers worked by hand from oyna-yazboz (normal ×1, okeyle ×2, çiftten açan ×2, unopened 202)
and od-101-puan (çiftle bitiş ×2).
"""
from __future__ import annotations

import pytest

from tests.referee.story.support import ask, verdict


@pytest.mark.parametrize("story", [
    "anneannemin elinde kırmızı 4 kırmızı 5 kaldı eniştem normal bitti kaç yazar",
    "Cemo okeyle bitti, kuzenimin elinde 8 ile 11 kaldı, ona ne yazılır",
    "Ali normal bitti, Veli kaç yazar",
    "Serkan çiftten bitti; Melek'in elinde sarı 2, sarı 9 kaldı, Melek kaç yazar",
    "dün Hakan okeyle bitti, halamın elinde 13 kaldı, ne yazılır",
])
def test_the_finishers_number_alone_is_no_answer_when_the_told_player_is_open(story):
    ans = ask(story, "oyna-101")
    assert ans is not None and ans.calculation["result"] is None
    assert "için sayı veremiyorum" in ans.answer and "-101" not in ans.verdict and "-202" not in ans.verdict
    assert ans.calculation["missing"]  # the open fact is asked (with its quick replies)


@pytest.mark.parametrize("story, want", [
    ("Ali normal bitti, ben açmıştım elimde 15 kaldı kaç yazarım", [15]),  # the asker's own number: answered
    ("Ali normal bitti, Ali kaç yazar", [-101]),  # the finisher asked: his number is the answer
])
def test_an_asked_number_the_story_gives_is_still_answered(story, want):
    assert verdict(story, "oyna-101") == want


@pytest.mark.parametrize("story, ruleset, want", [
    ("OyunDostluğu 101'inde rakip çiftle bitirdi. Seriyle açmış konuğun elinde 17 sayı kaldı, kaç yazar?", "od-101", 34),
    ("Cemo okeyle bitti, çiftten açmış kuzenimin elinde 8 ile 11 kaldı, ona ne yazılır", "oyna-101", 76),
    ("Ali normal bitti, hiç açmamış Veli'nin elinde 40 kaldı, Veli kaç yazar", "oyna-101", 202),
    ("Nazan normal bitti; perle açmış Ferhat'ın elinde 21 kaldı, Ferhat'a kaç", "oyna-101", 21),
    ("Ayten normal bitti, açmış olan Selo'nun elinde 6 kaldı, Selo kaç yazar", "oyna-101", 6),
])
def test_an_opening_told_before_the_one_whose_hand_is_told_is_theirs(story, ruleset, want):
    assert want in verdict(story, ruleset)
