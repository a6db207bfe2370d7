"""Eşli düz teams told in everyday words (issue 11): sitting across each other, "X'le takımız", a side
told in parentheses after a name. Stories of our own; numbers from oyna-yazboz ("Eşli okeyde yazboz":
the other team's column loses 2 / 4 / 8 once, the gösterge's shower's other team 1).
"""
from __future__ import annotations

from tests.referee.story.support import verdict


def test_sitting_across_each_other_is_one_side():
    # Kerem (theirs) okey finish: our column −4
    assert verdict("eşli düz, ben ve Nesrin karşılıklı oturuyoruz. Kerem okeyle bitti, biz kaç düşeriz?") == [-4]


def test_the_comitative_with_takimiz_is_the_asker_and_that_person():
    # Kerem (theirs) normal −2, Ümit (theirs) showed the gösterge −1: our column −3
    assert verdict("eşli düz: Nesrin'le takımız. Ümit göstergeyi gösterdi, Kerem normal bitti. biz kaç düşeriz?") == [-3]


def test_across_told_with_the_comitative_and_a_verb():
    assert verdict("eşli düz: Nesrin'le karşılıklı oturuyoruz. Kerem yedi çiftle bitti son taş okeydi. biz kaç düşeriz?") \
        == [-8]


def test_sides_in_parentheses_after_names():
    # Nesrin (ours) normal: theirs −2; Ümit (theirs) showed: ours −1
    assert verdict("eşli düz: Nesrin (bizden) normal bitti, Ümit (karşı) göstergeyi göstermişti. iki takım kaç düşer?") \
        == [1, 2]  # "… puan kaybeder"
