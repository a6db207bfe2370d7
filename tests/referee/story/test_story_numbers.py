"""Numbers as a player types them (issue 11, points 5 and 9): a standing before the hand in any form —
digits with the locative and a copula glued on, number words (split or typed as one word) with the
ending on the last word, with or without "ben / biz", one person or a list.

Stories of our own. Numbers worked by hand from the sources: düz okey (oyna-yazboz, oyna-terimler: the
finisher's rivals lose 2, 4 with the okey or seven pairs; the gösterge's shower's rivals 1), eşli düz
(the same, one column a side), 101 (oyna-yazboz: the finisher −101, an unopened player 202, an opened
one their remainder; × 2 with the okey).
"""
from __future__ import annotations

import pytest

from referee.story import read
from referee.text.numbers import words_to_digits
from tests.referee.story.support import verdict


@pytest.mark.parametrize("typed, digits", [
    ("yirmi ucteyim", ["23'teyim"]),  # the present copula with its person after the locative
    ("biz otuz ikideyiz", ["biz", "32'deyiz"]),
    ("dokuz yuz kirktaydim", ["940'taydim"]),
    ("onbesteyim", ["15'teyim"]),  # a compound typed as one word
    ("yirmiuc", ["23"]),
    ("ikiyuzelli", ["250"]),
    ("altiyuzondaydik", ["610'daydik"]),
    ("ben ondaydim", ["ben", "10'daydim"]),  # "on" with a first-person copula is ten
    ("biz yedideyiz", ["biz", "7'deyiz"]),
])
def test_a_number_with_its_locative_and_copula_is_read(typed, digits):
    assert words_to_digits(typed.split()) == digits


@pytest.mark.parametrize("typed", ["okey ondaydi", "ucum", "ondan", "birden", "bindik", "ikiz", "ceza yedi"])
def test_words_that_only_look_like_numbers_stay_words(typed):
    assert words_to_digits(typed.split()) == typed.split()


@pytest.mark.parametrize("story, expected", [
    ("düz okeyde 17deydim Mert normal bitti kaç oldum", [15]),  # "okeyde" is the game, not a tile
    ("düz okey oynuyoz ben onbeşteyim hakan göstergeyi gösterdi sonra mert normal bitti kaç oldum", [12]),
    ("düz okey ben ondaydım ali okeyle bitti ben kaça indim", [6]),
    ("düzde otuzdan başladık ben on yedideyim veli yedi çiftle bitti kaç kaldım", [13]),
    ("düz okeyde 19dayım nuri okeyle bitti kaça düştüm", [15]),
])
def test_my_standing_in_any_form(story, expected):
    assert verdict(story, "oyna-duz") == expected


def test_our_side_in_words_with_the_plural_copula():
    assert verdict("eşli düzde biz yirmi ikideyiz karşı takım normal bitti kaç olduk") == [20]
    # Eşim's okey finish: them −4, we write nothing
    assert verdict("eşli düz oynuyoz biz onikideyiz onlar dokuzda, eşim okeyle bitti iki takım kaçta") == [12, 5]


def test_a_list_of_standings_in_number_words():
    # Selim −101 → 699; Nuri, Hale unopened 202 → 952, 832; me 30 left → 940
    story = ("bine kadar oynuyoruz Selim sekiz yüzde, Nuri yedi yüz ellide, Hale altı yüz otuzda, ben dokuz yüz "
             "ondaydım. bu el Selim normal bitti ben açmıştım elimde 30 kaldı Nuri ile Hale açamadı toplamlar ne")
    r = read(story, "oyna-101")
    assert r.before == {"name:selim": 800, "name:nuri": 750, "name:hale": 630, "ben": 910}
    assert verdict(story) == [699, 952, 832, 940]


def test_a_standing_in_words_typed_as_one_word_each():
    story = "101 oynuyoz ben ikiyüzonikideydim bu el ali normal bitti açmıştım elimde 14 kaldı toplamım kaç oldu"
    assert verdict(story) == [226]


# Counts are not points: a number before a counted noun is read as that count, never left unread.

@pytest.mark.parametrize("story, expected", [
    # a failed opening: the melds laid down and taken back (od-101: no penalty in oyna; unopened 202 / 404)
    ("açmak için 4 per dizdim 96 çıktı geri topladım sonra veli normal bitti açamadım kaç yazarım", [202]),
    ("ali 3 çift indirdi açamadı geri aldı sonra veli okeyle bitti ali kaç yazar", [404]),
    ("101de 2 seri yere koydum yetmedi geri topladım, nuri normal bitti hiç açamadım kaç yazarım", [202]),
])
def test_a_count_is_read_as_a_count(story, expected):
    assert verdict(story) == expected


def test_four_of_us_at_a_duz_table_is_no_okey_night():
    # hand 1: Nuri's gösterge (others −1), Hale's normal finish (others −2); hand 2: Selim's okey (others −4)
    story = ("düz okey oynadık yirmiden başladık dört kişiyiz Selim Nuri Hale bir de ben birinci elde Nuri göstergeyi "
             "gösterdi sonra Hale normal bitti ikinci elde Selim okeyle bitti şimdi herkes kaçta")
    assert verdict(story) == [17, 14, 15, 13]
    assert verdict("düz okey 4 kişi oynuyoruz ben 12deyim ali normal bitti kaç kaldım") == [10]


def test_the_nth_hand_of_a_match_is_the_hand_told():
    # turnuva: the finisher −101, partner 0, unopened rivals 202 each
    story = ("yedi ellik maçımızın beşinci eli bitti biz 300deydik onlar 250de bu el eşim normal bitti rakipler "
             "açamadı toplamlar ne")
    r = read(story, "turnuva-esli-101")
    assert r.match_hands == 7 and len(r.hands) == 1 and r.hands[0].index == 5
    assert sorted(verdict(story)) == [199, 654]
    # kafa: the finisher −202, unopened rivals 404 each
    story = ("turnuvada beş ellik maçın üçüncü eli bitti, biz iki yüz onda onlar yüz doksanda, karşı takım kafa attı "
             "ben de eşim de açamadık toplam ne oldu")
    assert sorted(verdict(story)) == [-12, 1018]
    # a list of hands still cuts at each number: "1. el bitti" is the first of them
    assert verdict("düz okey 20den. 1. el bitti Ali normal bitmişti. 2. elde Veli okeyle bitti ben kaçtayım") == [14]


def test_the_roster_after_a_count_of_players_must_all_be_players():
    from referee.story.reader import facts_of
    from referee.story.roster import roster_of, unplaced
    from referee.story.words import words

    ws = words("düz okey oynuyoruz, dört kişiyiz Selim Nuri Hale bir de ben. Selim normal bitti herkes kaçta")
    facts = facts_of(ws)
    assert [ws[i].text for i in roster_of(ws, facts)] == ["selim", "nuri", "hale", "ben"]
    assert unplaced(ws, facts) == []
    # a roster word the reading holds nobody for is someone it did not understand: the guard asks
    nuri = next(i for i in roster_of(ws, facts) if ws[i].text == "nuri")
    assert unplaced(ws, [f for f in facts if not (f.dim == "people" and f.start == nuri)]) == [nuri]
    # a count the words after it do not match names nobody
    ws = words("üç kişiyiz Selim ile Nuri, Selim normal bitti")
    assert roster_of(ws, facts_of(ws)) == []
