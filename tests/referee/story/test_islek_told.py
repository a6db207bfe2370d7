"""An işlek discard told by what the tile does, or by the penalty it cost (stories-r17 causes: two
confident wrong numbers where the işlek was told without the words "işlek attı").

Stories of our own; numbers worked by hand from the sources (oyna-yazboz: an işlek discard is +101,
not multiplied; esli-101-turnuva: taken by the next player it costs the tile's number × 10).
"""
from __future__ import annotations

import pytest

from referee.story import read
from tests.referee.story.support import ask, verdict


@pytest.mark.parametrize("told", [
    "el içinde yerdeki seriye uyan bir taş attım",
    "arada masadaki pere işleyen taşı attım",
    "bi ara açık perlere gelen bir taş attım",
    "yerdeki küte giden taşı atmıştım",
    "bir de işlek cezası yemiştim",
    "el ortasında işlekten ceza aldım",
    "yerdeki seriye uyan taşı atmıştım, işlek cezası yedim",  # the throw and its cost: one penalty
])
def test_an_islek_told_without_islek_atti_costs_101_once(told):
    # normal finish ×1: 14 left + 101 işlek = 115
    story = f"nuri normal bitti. açmıştım elimde 14 kaldı. {told}. kaç yazarım"
    assert verdict(story, "oyna-101") == [115]


def test_a_tile_fitting_the_table_taken_by_the_next_player_is_ten_times_its_number():
    # esli-101-turnuva: işlek taken by the next player → 6 × 10 = 60
    story = "turnuvada cem yerdeki seriye uyan sarı 6'yı attı, sıradaki aldı. cem'e kaç ceza yazılır"
    assert verdict(story, "turnuva-esli-101") == [60]


def test_an_islek_word_nothing_read_asks_instead_of_a_number():
    story = "nuri normal bitti. açmıştım elimde 14 kaldı, işlek meselesi de oldu. kaç yazarım"
    assert [f.value["kind"] for f in read(story, "oyna-101").unread] == ["ceza"]
    ans = ask(story, "oyna-101")
    assert ans is not None and ans.calculation["result"] is None


@pytest.mark.parametrize("told", ["s6 attım, işlekmiş, solumdaki Nail kaptı", "mavi 6 attım. işlekti, sıradaki aldı"])
def test_islek_said_of_the_tile_thrown_after_a_comma_is_counted_with_the_remainder(told):
    # eşli 101 turnuva: the işlek tile taken by the next player costs 6 × 10 = 60; 15 left, normal finish: 75
    story = f"eşli turnuva. {told}. rakipler normal bitti, ben açmıştım elimde 15 kaldı. kaç yazarım"
    assert verdict(story, "turnuva-esli-101") == [75]


@pytest.mark.parametrize("told", ["sarı 3 attım işlek değildi", "k3 attım, işlek değilmiş"])
def test_a_tile_said_not_islek_costs_nothing(told):
    story = f"{told}. nuri normal bitti. açmıştım elimde 14 kaldı. kaç yazarım"
    assert verdict(story, "oyna-101") == [14]


@pytest.mark.parametrize("story, total", [
    # esli-101-turnuva: taken → the tile × 10, not taken → 101; each throw priced as told
    ("turnuvada Nuri iki kere işlek attı: mavi 8'i sağındaki aldı, sonra attığı sarı 3'ü kimse almadı. "
     "Nuri'ye kaç ceza yazılır", 181),
    ("turnuvada Nuri iki kere işlek attı: sarı 3'ü kimse almadı, sonra attığı mavi 8'i sağındaki aldı. "
     "Nuri'ye kaç ceza yazılır", 181),
    ("turnuvada Nuri iki kere işlek attı, ikisini de sıradaki aldı, taş sarı 5. Nuri'ye kaç ceza yazılır", 100),
])
def test_a_counted_islek_told_throw_by_throw_prices_each_throw(story, total):
    assert verdict(story, "turnuva-esli-101") == [total]
