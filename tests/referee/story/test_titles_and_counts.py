"""A title used alone for the one told with it, and both okeys thrown as two discards (our own wordings)."""
from __future__ import annotations

import pytest

from referee.service import ask
from referee.story import read


@pytest.mark.parametrize("text, ruleset, asked", [
    ("101: Gülsüm yenge açmıştı elinde 19 kaldı, Rıfat dayı normal bitti. yengeye kaç", "oyna-101", "name:gulsum"),
    ("düz: Rıfat dayı 14teydi, Ayla teyze okeyle bitti. dayı kaç puana indi", "oyna-duz", "name:rifat"),
    ("101: Sevgi yenge açmıştı elinde 8 kaldı, Mert normal bitti, yenge kaç yazar", "oyna-101", "name:sevgi"),
    ("od: Kemal enişte açmıştı 12 kaldı, Dilek normal bitti. enişteye ne yazılır", "od-101", "name:kemal"),
])
def test_a_title_alone_is_the_one_told_with_it(text, ruleset, asked):
    r = read(text, ruleset)
    assert r.question.targets == [asked]
    assert not any(k[5:] in ("yenge", "dayi", "abla", "amca", "eniste") for k in r.people)


def test_a_title_two_people_carry_stays_open():
    r = read("101: Ayşe abla açmıştı 8 kaldı, Nur abla açamadı, Can bitti. ablaya kaç", "oyna-101")
    assert "name:ayse" not in r.question.targets and "name:nur" not in r.question.targets


@pytest.mark.parametrize("text, number", [
    ("oyna 101: Veli iki okeyi de yere attı, sonra açtı elinde 10 kaldı, Ali normal bitti. Veli kaç yazar", "212"),
    ("101 oynuyoruz: her iki okeyi de ortaya attım, açmıştım elimde 5 kaldı, Can normal bitti kaç yazarım", "207"),
    ("od kurallari: Ayse iki okeyi yere atti, acti elinde 7 kaldi, Cem normal bitti. Ayse kac", "209"),
])
def test_both_okeys_thrown_are_two_penalties(text, number):
    assert f"**{number}**" in ask(text, None).answer


def test_one_okey_thrown_is_one_penalty():
    assert "**108**" in ask("od kurallari: Ayse okeyi yere atti, acti elinde 7 kaldi, Cem normal bitti. Ayse kac",
                            None).answer
