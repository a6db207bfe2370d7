"""A table's number is the table's name, never a point of the hand; a second opening told of a player the hand
already said the opposite of is a deed given to the wrong player (issue 11, accounting).

Stories of our own; numbers worked by hand from oyna-yazboz (normal finish ×1, an unopened player 202, an
opened player writes what is left).
"""
from __future__ import annotations

import pytest

from referee.story import read
from referee.story.table_number import strip_table_numbers
from tests.referee.story.support import ask, verdict


@pytest.mark.parametrize("told", [
    "7 numaralı masada", "2 nolu masada", "4. masada", "masa no 9'da", "Masa 3'ten yazıyorum:", "masa 5 te",
    "kafe masası 6'da", "11 no'lu masada", "masa #12:",
])
def test_a_table_number_is_no_number_of_the_hand(told):
    story = f"{told} Ali normal bitti, ben açmıştım elimde 15 kaldı, kaç yazarım"
    assert read(story, "oyna-101").unread == []
    assert verdict(story, "oyna-101") == [15]


@pytest.mark.parametrize("text, tables", [
    ("3 numaralı masada ali", [3]), ("masa 8'den soru", [8]), ("5 nolu masa: cem", [5]), ("masa numarası 7, ali", [7]),
    ("masa 30'dan başladık", []), ("30'luk masa", []), ("masa 20 puan", []), ("ali 12 kaldı", []),
])
def test_the_table_numbers_of_a_text(text, tables):
    assert strip_table_numbers(text)[1] == tables


def test_a_duz_start_told_with_masa_stays_the_start():
    # oyna-duz: a normal finish costs the others 2 → 30 − 2 = 28
    story = "düz okey, masa 30'dan başladık, Ali normal bitti, ben kaç kaldım"
    assert read(story, "oyna-duz").start == 30


@pytest.mark.parametrize("story, unopened", [
    ("güneydeki oyuncu normal bitti. Kuzeydeki hiç açamadı, karşıdaki kırmızılı ise açmıştı ve elinde 9 kaldı; ikisine kaç",
     "Kuzeydeki"),
    ("Nihat normal bitti. Kemal hiç açamadı, yanındaki gözlüklü ise açmıştı, elinde 14 kaldı, kaç yazılır", "Kemal"),
    ("Sevgi okeyle bitti; Cem açmıştı elinde 6 kaldı, arkadaki uzun boylu da hiç açamadı, kaç yazarız", "Cem"),
])
def test_a_second_opening_never_turns_the_first_players_number(story, unopened):
    # a player told unopened writes 202 (×2 at an okey finish), one told opened what is left (9, 14, 6 × 2 = 12):
    # the reading gives each their own, or asks whose the second opening was — never one player both
    ans = ask(story, "oyna-101")
    assert ans is not None
    scores = (ans.calculation.get("result") or {}).get("scores", {})
    right = {"Kuzeydeki": 202, "Kemal": 202, "Cem": 12}[unopened]
    assert scores.get(unopened, right) == right


@pytest.mark.parametrize("story", [
    "Nihat normal bitti. Kemal önce açamadı, sonra açtı, elinde 14 kaldı, kaç yazar",
    "Nihat normal bitti. Kemal açamadı yok yok açmıştı, elinde 14 kaldı, Kemal kaç yazar",
])
def test_a_later_opening_or_a_correction_is_no_contradiction(story):
    assert 14 in verdict(story, "oyna-101")
