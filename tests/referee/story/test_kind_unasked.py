"""A finish told without its kind is asked only when an asked number depends on it (issue 11, "ask only
what is open"). Stories of our own; the sources' rules:

- oyna-yazboz (düz): a finish costs the *others* 2 / 4 / 8 — the finisher's column (and at eşli düz his
  side's) loses nothing, whatever the kind;
- od-101-puan: the finisher writes −101, or −202 with the okey as the last tile — once the last tile is
  told, the kind (normal, çift, elden) does not change his number;
- esli-101-turnuva / od-101 eşli: the finisher's partner writes 0.
"""
from __future__ import annotations

import pytest

from tests.referee.story.support import ask, verdict


@pytest.mark.parametrize("story, ruleset, number", [
    ("düz okey 20den, ben 12deydim, ben bittim, kaç puandayım", "oyna-duz", 12),
    ("düz okey 20den, Ali 12deydi, Ali bitti, Ali kaç puanda", "oyna-duz", 12),
    ("eşli düz 20den başladık, biz 15teydik, eşim bitti, biz kaçtayız", "oyna-esli-duz", 15),
    ("od 101, Ali bitti son taş okey değildi, Ali kaç yazar", "od-101", -101),
    ("od 101, Ali son taşı okey atıp bitti, Ali kaç yazar", "od-101", -202),
])
def test_the_finisher_s_own_number(story, ruleset, number):
    ans = ask(story, ruleset)
    assert verdict(story, ruleset) == [number]
    assert "bitişin türüne göre değişmiyor" in ans.answer or "okey" in story


@pytest.mark.parametrize("story, ruleset", [
    ("101de Ali bitti, Ali kaç yazar", "oyna-101"),  # −101, −202 or −404 by the kind
    ("düz okey 20den, Ali bitti, ben kaçtayım", "oyna-duz"),  # the asker loses 2, 4 or 8
    ("eşli düzde Ayla bitti, biz 20deydik şimdi kaç olduk", "oyna-esli-duz"),  # Ayla's side not told
    ("düz okey 20den, ben bittim, oyun bitti mi", "oyna-duz"),  # the others' columns decide
])
def test_the_kind_is_asked_when_it_changes_an_asked_number(story, ruleset):
    assert verdict(story, ruleset) == []
    assert "nasıl bit" in ask(story, ruleset).answer.lower()


@pytest.mark.parametrize("story", ["od 101, Ali bitti, Ali kaç yazar", "OyunDostluğu kuralları, Ali eli bitirdi, Ali kaç yazacak"])
def test_only_the_last_tile_is_asked_of_od_101_s_finisher(story):
    # od-101-puan: the finisher −101, −202 with the okey last; nothing else about the finish changes it
    ans = ask(story, "od-101")
    assert verdict(story, "od-101") == []
    assert [m["slot"] for m in ans.calculation["missing"]] == ["finish.last"]
    assert "−101" in ans.answer and "−202" in ans.answer
