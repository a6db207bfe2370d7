"""Shared negations (issue 11, "every told party"): "ne … ne", "üçümüz de", "X'ten başka kimse", "sadece X".

One verb told of several parties gives each of them the fact, negated when the sentence says so: "ne ben
açabildim ne eşim" is two players who did not open, whatever the verb's own polarity; "üçümüz de / üçü de /
diğerleri açamadı" is everyone but the finisher; "benden başka kimse açmadı" and "sadece Ali açabildi" tell
one who opened and the rest who did not. Stories of our own; numbers by hand from the sources:
oyna-yazboz / od-101-puan (an unopened player 202 × the finish's multiplier, an opened one the remainder ×
the multiplier), esli-101-turnuva (kafa ×2 to the unopened; no halving when neither rival opened).
"""
from __future__ import annotations

import pytest

from referee.story import read
from tests.referee.story.support import verdict


@pytest.mark.parametrize("both", [
    "ne ben açabildim ne eşim", "ne ben ne eşim açabildik", "ne ben açtım ne de eşim", "ne ben ne ortağım açabildik",
    "ne ben açamadım ne eşim", "ne ben açabildim ne eşim açabildi", "ne açabildim ne de eşim açabildi",
    "ne ben elimi açabildim ne de eşim",
])
def test_neither_nor_at_the_tournament(both):
    # kafa: each unopened 202 × 2 = 404, neither opened → no halving; the side 808
    story = f"turnuvada karşı takımdan Cem kafa attı, {both}, biz kaç yazarız"
    assert verdict(story, "turnuva-esli-101") == [808]


@pytest.mark.parametrize("both", ["ne Ali ne Veli açabildi", "ne Ali açtı ne de Veli", "ne Ali açabildi ne Veli"])
def test_neither_nor_of_two_names(both):
    story = f"101de Cem okeyle bitti, {both}, ben açmıştım elimde 20 kaldı, Veli kaç yazar"
    assert verdict(story, "oyna-101") == [404]
    reading = read(story, "oyna-101")
    assert {k: p.opened for k, p in reading.hands[0].players.items() if k.startswith("name:") and
            k != "name:cem"} == {"name:ali": "yok", "name:veli": "yok"}


def test_neither_nor_does_not_reach_another_subject():
    # "ne ben ne eşim" with no verb of theirs: Ali's finish stays a finish
    reading = read("turnuvada ne ben ne eşim, Ali normal bitti, kaç yazarız", "turnuva-esli-101")
    assert reading.hands[0].finishers


@pytest.mark.parametrize("story, ruleset, number", [
    ("101de Cem normal bitti, üçümüz de açamadık, ben kaç yazarım", "oyna-101", 202),
    ("101de Cem okeyle bitti, biz üçümüz de açamamıştık, ben kaç yazarım", "oyna-101", 404),
    ("od kurallarında Cem normal bitti, diğerleri açamadı, ben de açamadım, kaç yazarım", "od-101", 202),
])
def test_everyone_but_the_finisher(story, ruleset, number):
    assert verdict(story, ruleset) == [number]


def test_the_three_of_them_after_my_finish():
    assert verdict("101de ben okeyle bittim, üçü de açamadı, kim kaç yazar", "oyna-101") == [-202, 404]


@pytest.mark.parametrize("but", ["benden başka kimse açmadı", "ben hariç kimse açamadı", "benden başka kimse açamamıştı"])
def test_the_one_left_out_of_kimse_opened(but):
    # I opened (melds assumed, said): 20 × 1; the unnamed others unopened
    story = f"101de Cem normal bitti, {but}, elimde 20 kaldı, ben kaç yazarım"
    assert verdict(story, "oyna-101") == [20]


@pytest.mark.parametrize("only", ["sadece Ali açabildi", "bir tek Ali açtı", "yalnız Ali açmıştı", "Ali dışında kimse açamadı",
                                  "Aliden başka kimse açmadı"])
def test_only_one_opened(only):
    story = f"101de Cem okeyle bitti, {only}, Ali'nin elinde 7 kaldı, Veli kaç yazar"
    assert verdict(story, "oyna-101") == [404]


@pytest.mark.parametrize("told", ["Ali de açamadı Veli de", "Ali açamadı, Veli de", "Ali ile Veli açamadı",
                                  "Ali de Veli de açamadı"])
def test_one_verb_told_of_two(told):
    # okey finish: an unopened player 202 × 2
    assert verdict(f"101de Cem okeyle bitti, {told}, Veli kaç yazar", "oyna-101") == [404]


def test_a_trailing_party_does_not_take_a_remainder():
    # "Ali de" after what is left of mine is not told to be Ali's opening: asked, not guessed
    story = "101de Cem normal bitti, ben seriyle açmıştım elimde 10 kaldı, Ali de, onun elinde 8 kaldı. Ali kaç yazar"
    assert verdict(story, "oyna-101") == []


@pytest.mark.parametrize("laid", ["6 çift indirmişti", "beş çift indirdi", "7 çiftini indirmişti"])
def test_pairs_laid_down_are_a_pairs_opening(laid):
    # the finisher opened with pairs: a pairs finish, an unopened player 202 × 2
    assert verdict(f"101de Ali {laid} sonra bitti, ben açamadım kaç yazarım", "oyna-101") == [404]


def test_neither_nor_leaves_a_remainder_told_after_it():
    # "ne ben açabildim ne Ali, elimde 20 kaldı": I did not open (202 × 2 at an okey finish), the 20 is no opening
    assert verdict("101de Cem okeyle bitti, ne ben açabildim ne Ali, elimde 20 kaldı, ben kaç yazarım", "oyna-101") == [404]


def test_neither_nor_does_not_take_another_player_s_verb():
    # "…, Veli açabildi": a verb told of another player after the pair stays that player's
    reading = read("101de Cem okeyle bitti, ne ben açabildim ne Ali, Veli açabildi, elinde 5 kaldı, Veli kaç yazar",
                   "oyna-101")
    assert reading.hands[0].players["name:veli"].opened == "seri"
