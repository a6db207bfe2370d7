"""An okey taken from a meld, and an okey lying in one (issue 11; stories-r23 cause "okey taken from a meld",
r24 020): the take is its own fact — +101 to the meld's owner where the source prices it (od-101-puan:
"perindeki okeyin başka bir oyuncu tarafından alınması +101 (perin sahibine)"; esli-101-turnuva: "okeyi oraya
koyana 101", only when the other side takes it; oyna-terimler: "okeyi alınan oyuncuya ceza yazılmaz") — and an
okey told lying in a meld ("perinde okey vardı") is never an okey held in hand. Stories of our own."""
from __future__ import annotations

import pytest

from referee.story import read
from tests.referee.story.support import ask, verdict

_LAID = "Seyfi kendi serisine okeyi koymuştu, Tülin yerine gerçek taşı koyup okeyi aldı. Tülin normal bitti. "


@pytest.mark.parametrize("ruleset,want", [("od-101", 116), ("oyna-101", 15)])
def test_the_okey_taken_after_it_was_laid_costs_its_owner_where_the_source_says(ruleset, want):
    assert verdict(_LAID + "Seyfi'nin elinde 15 kaldı. Seyfi kaç yazar", ruleset) == [want]


def test_an_okey_lying_in_a_meld_is_no_okey_in_hand():
    story = "Seyfi açmıştı, perinde okey vardı, Cemo m9'u yerine koyup okeyi aldı. Nuri normal bitti. " \
            "Seyfi'nin elinde 7 kaldı. Seyfi kaç yazar"
    hand = read(story, "od-101").hands[0]
    assert all(p.okeys == 0 for p in hand.players.values())
    assert verdict(story, "od-101") == [108]  # 7 + 101 (od-101: the meld's owner), normal finish ×1


def test_the_real_tile_put_in_the_okeys_place_is_no_remainder():
    story = "Cemo benim perimdeki okeyi aldı, yerine m6 koydu. Nuri normal bitti. Cemo açmıştı elinde 9 kaldı, " \
            "benim elimde 4. kim kaç yazar"
    got = read(story, "od-101").hands[0]
    assert all(("mavi", 6) not in p.tiles for p in got.players.values())


def test_an_okey_nobody_took_from_a_meld_costs_nothing():
    story = "Seyfi'nin perindeki okeyi kimse almadı. Nuri normal bitti, Seyfi açmıştı elinde 10 kaldı. Seyfi kaç yazar"
    assert verdict(story, "od-101") == [10]


def test_a_take_of_an_okey_whose_meld_is_untold_is_asked_not_guessed():
    # the take is told by the real tile put in its place, whose meld it was nowhere: no number, the word asked
    got = ask("Cemo gerçek taşı koyup okeyi aldı. Nuri normal bitti. ben açtım elimde 10 kaldı kaç yazarım", "od-101")
    assert got.calculation["result"] is None and "okeyi" in got.verdict


def test_the_one_who_laid_the_okey_in_a_meld_had_opened():
    # od-101: laying a tile on a meld needs an opened hand; okey finish ×2 → 6 × 2 = 12
    story = "Cemo okeyi de başka bir pere işledi. Nuri okey atıp bitti. Cemo'nun elinde 6 kaldı. Cemo kaç yazar"
    assert verdict(story, "od-101") == [12]


def test_an_okey_taken_and_not_used_is_told_as_held_or_asked():
    got = ask("Cemo benim perimdeki okeyi aldı, okeyi kullanmadı. Nuri normal bitti. Cemo açmıştı elinde 20 kaldı. "
              "Cemo kaç yazar", "oyna-101")
    assert got.calculation["result"] is None  # 20 and the okey held? asked, never 20
    told = "Cemo benim perimdeki okeyi aldı, okeyi kullanmadı. Nuri normal bitti. Cemo açmıştı, elinde okey ve m8 " \
           "kaldı. Cemo kaç yazar"
    assert verdict(told, "oyna-101") == [109]  # oyna-101: 8 + 101 for the okey held, normal finish ×1


def test_where_an_opening_attempt_stopped_is_no_remainder():
    # turnuva: the failed opening +101 and the 12 left; the 97 it stopped at is neither (12 + 101 = 113)
    story = "eşli turnuva. Seyfi açmaya çalıştı 97'de kaldı, geri topladı, sonra açtı elinde 12 kaldı. Nuri normal " \
            "bitti. Seyfi kaç yazar"
    assert verdict(story, "turnuva-esli-101") == [113]


def test_an_okey_in_a_meld_told_by_its_tiles_and_its_owner_is_that_owners():
    # od-101: the meld's owner +101 (9 + 101); the taker keeps the okey: "okeyden başka 4" is the okey and 4,
    # the okey counting 101 in od-101's remainder (4 + 101)
    story = "Seyfi'nin yerdeki serisinde k3 - okey - k5 vardı, Cemo k4'ü koyup okeyi aldı. Nuri normal bitti. " \
            "Seyfi'nin elinde 9 kaldı, Cemo açmıştı, elinde okeyden başka 4 kaldı. Seyfi, Cemo kaç yazar"
    assert verdict(story, "od-101") == [110, 105]
    assert all(("kırmızı", 4) not in p.tiles for p in read(story, "od-101").hands[0].players.values())


def test_a_meld_laid_down_with_the_okey_is_its_layers():
    # eşli turnuva: the other side took the okey Seyfi laid down → Seyfi 101 + 9 left
    story = "eşli turnuva. Seyfi yere k3 okey k5 açmıştı. Karşı takımdan Cemo k4'ü koyup okeyi aldı. " \
            "Cemo normal bitti. Seyfi'nin elinde 9 kaldı. Seyfi kaç yazar"
    assert verdict(story, "turnuva-esli-101") == [110]
