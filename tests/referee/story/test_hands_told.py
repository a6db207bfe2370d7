"""Hands of a multi-hand story (issue 11): each "N. elde", "son elde", "bu sefer" (after a hand ended) starts a
hand; a deck-out ("ortadaki taşlar bitti", "deste bitti", "taş kalmadı") closes that hand by its own rule; a
hand counted in the match ("yedi ellik maçın altıncı eli") is the hand the story tells, not another one.

Stories of our own; numbers by hand from the sources:
- oyna-yazboz (düz): a normal finish costs the others 2, seven pairs 4, okey ×2; a gösterge costs the others 1;
  a deck-out counts only the gösterge.
- oyna-yazboz / oyna-terimler (101): a deck-out is ×1 — an opened player writes what is left, unopened 202;
  an okey finish doubles (unopened 404).
- esli-101-turnuva: kafa — finisher −202, partner 0, the unopened rivals 404 each when neither opened.
"""
from __future__ import annotations

import pytest

from referee.story import read
from tests.referee.story.support import verdict


@pytest.mark.parametrize("deck", ["ortadaki taşlar bitti kimse bitemedi", "deste bitti", "taş kalmadı, kimse bitemedi",
                                  "ortada taş kalmamıştı"])
def test_a_duz_deck_out_closes_its_own_hand(deck):
    # hand 1: Veli normal → me −2; hand 2: deck-out, Veli's gösterge → me −1: 20 − 3 = 17
    story = f"düz okey 20den başladık. ilk elde Veli normal bitti. ikinci elde {deck}, Veli göstergeyi göstermişti. ben kaçtayım"
    assert verdict(story, "oyna-duz") == [17]


def test_the_fourth_hand_a_deck_out_at_esli_duz():
    story = ("eşli düz okey, eşim Ayşe, karşı takımda Ali ile Veli var, yirmiden başladık. birinci elde Ali gösterge "
             "gösterdi, sonra Ayşe normal bitti. ikinci elde Veli yedi çiftle bitti. üçüncü elde ben göstergeyi "
             "gösterdim, sonra son taşı okey atıp bittim. dördüncü elde deste bitti ama Ali yine gösterge göstermişti. "
             "iki takım kaçta kaldı")
    # us: 20 −1 −4 −1 = 14; them: 20 −2 −1 −4 = 13
    assert verdict(story, "oyna-esli-duz") == [14, 13]


@pytest.mark.parametrize("last", ["son elde", "ikinci elde", "sonraki elde"])
def test_a_101_deck_out_in_the_last_hand(last):
    # hand 1: okey finish, unopened 404; hand 2: deck-out ×1, opened 12 → 416
    story = (f"101 iki el oynadık. ilk elde Cem okeyle bitti, ben açamadım. {last} ortada taş bitti kimse bitemedi, "
             "ben açmıştım elimde 12 kaldı. toplamım kaç")
    assert verdict(story, "oyna-101") == [416]


def test_this_time_after_a_hand_is_the_next_hand():
    # hand 1: deck-out, Ali's gösterge → me −1; hand 2: Ali normal → me −2: 20 − 3 = 17
    story = "düz okey 20den. ilk el deste bitti, Ali gösterge gösterdi. bu sefer Ali normal bitti. ben kaçtayım"
    assert verdict(story, "oyna-duz") == [17]


@pytest.mark.parametrize("story, hands", [
    ("1. el Cem normal bitti ben açmıştım elimde 5 kaldı. 2. el Ali okeyle bitti, ben bu sefer açamadım. toplamım kaç", 2),
    ("bu sefer 101 oynadık, Cem normal bitti, ben açamadım, kaç yazarım", 1),
    ("ilk elde Cem bitti, bu sefer ben açamadım", 1),
])
def test_this_time_inside_a_hand_is_no_hand(story, hands):
    assert len(read(story, "oyna-101").hands) == hands


@pytest.mark.parametrize("match", ["yedi ellik maçın altıncı eli bitti", "9 ellik maçımızın 4. eli de bitti",
                                   "turnuvanın 3. eli bitti"])
def test_a_hand_counted_in_the_match_is_the_hand_told(match):
    story = (f"turnuvada {match}. önceki ellerden biz 150'deydik onlar 320. bu el karşı takımdan Cem kafa attı, "
             "ne ben açabildim ne eşim, Cem'in eşi Veli açabildi. bizim takım bu elde kaç yazıyor, toplamlar ne oldu")
    reading = read(story, "turnuva-esli-101")
    assert len(reading.hands) == 1
    assert 958 in verdict(story, "turnuva-esli-101")  # 150 + 404 + 404


@pytest.mark.parametrize("fix, number", [
    ("pardon 3. elde son taş da okeydi", 20),  # seven pairs and okey: −8
    ("yok yok 3. elde son taş okeydi", 20),
    ("aslında 3. el son taşı da okey atmıştı", 20),
    ("yanlış söyledim, 3. elde son taş okey değildi", 24),  # seven pairs alone: −4
])
def test_a_hand_told_again_changes_only_what_it_tells(fix, number):
    # Ayla-Bora: 30 − 2 (Cem normal) − (the third hand) ; oyna-yazboz: seven pairs 4, with the okey last 8
    story = ("Eşli düz 30'dan başladık, Ayla-Bora karşı Cem-Deniz. 1. el Cem normal bitti. 2. el Bora göstergeyi "
             f"gösterdi, Ayla okeyle bitti. 3. el Deniz 7 çiftle bitti. {fix}. Ayla ile Bora kaçta")
    reading = read(story, "oyna-esli-duz")
    assert len(reading.hands) == 3
    assert number in verdict(story, "oyna-esli-duz")
