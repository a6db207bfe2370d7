"""The finish's kind read from what the story already says (issue 11, point 2; "ask only what is open").

A finisher who had opened with pairs finished from pairs; "all four opened with pairs" makes every
player a pairs opener (the finisher too); a finisher who opened in the turn he finished finished from
hand at od-101 (od-101-puan: "elden bitiş (elini açtığı turda bitirmek) ya da çiftle bitiş ×2"). A
void told as not happening ("el iptal olmadı", "bozulur sanıyorduk") is no void. Stories of our own;
numbers worked by hand from the sources:

- esli-101-turnuva: all four may open pairs, played on; a pairs opener's remainder ×2, times the finish's
  multiplier (çiftten ×2 in our reading): 12 × 2 × 2 = 48.
- oyna-terimler: a pairs finish doubles; an unopened player 404.
- od-101-puan: elden ×2; an opened player's remainder ×2.
"""
from __future__ import annotations

import pytest

from tests.referee.story.support import ask, verdict


@pytest.mark.parametrize("all_four", [
    "dördümüz de çiftten açtık", "masada herkes çiftten açmıştı", "hepimiz çifte gittik",
    "dört oyuncu da çiftle açtı", "4ümüz de çift açmıştık", "dördümüz de çift açtık, el iptal olmuyormuş",
])
def test_all_four_pairs_at_the_tournament_is_a_pairs_finish(all_four):
    story = f"turnuvada {all_four}, karşı takımdan Cem bitti, elimde 12 kaldı kaç yazarım"
    assert verdict(story, "turnuva-esli-101") == [48]


def test_all_four_pairs_is_still_void_at_oyna_101():
    ans = ask("101 oynuyoruz, hepimiz çifte gittik, Cem bitti, elimde 12 kaldı kaç yazarım", "oyna-101")
    assert "bozul" in ans.answer


@pytest.mark.parametrize("story, ruleset, number", [
    ("101de Cem çiftten açmıştı sonra eli o bitirdi, ben açamadım kaç yazarım", "oyna-101", 404),
    ("101de Cem 6 çift açtı, bitti de, ben açamamıştım kaç yazarım", "oyna-101", 404),
    ("od kurallarında Ali çiftle açtı, Veli açmadı, Ali bitti, Veli kaç yazar", "od-101", 404),
    ("od 101, Cem çiftten açmıştı, sonra o bitti, ben açmıştım elimde 14 kaldı kaç yazarım", "od-101", 28),
    ("101 oynuyoruz Cem çift açmıştı ama okeyi atarak bitti ben açamadım kaç yazarım", "oyna-101", 808),
])
def test_a_pairs_opener_who_finished_finished_from_pairs(story, ruleset, number):
    assert verdict(story, ruleset) == [number]


@pytest.mark.parametrize("how", [
    "elini açtığı turda bitirdi", "açar açmaz bitti", "açtığı elde bitirdi", "açtığı anda bitti",
    "ilk açışında bitti", "elini açıp aynı turda bitti", "açtığı sırada bitirdi",
])
def test_od_101_finish_in_the_turn_of_opening_is_elden(how):
    # od-101-puan: elden ×2 even when someone had opened before: unopened 202 × 2
    story = f"od kuralları, Veli açmıştı sonra Cem {how}, ben açamadım kaç yazarım"
    assert verdict(story, "od-101") == [404]


def test_od_101_elden_in_the_second_hand_of_two():
    story = ("OyunDostluğu kurallarıyla iki el oynadık birinci elde Ali normal bitti ben açmıştım elimde 20 kaldı "
             "ikinci elde önce Cem açtı sonra Veli açar açmaz bitti ben yine açmıştım elimde 9 kaldı iki elin sonunda kaçtayım")
    # hand 1: 20 × 1; hand 2: 9 × 2 (elden) → 38
    assert verdict(story, "od-101") == [38]


def test_oyna_101_opening_turn_after_another_opened_is_normal():
    # oyna-terimler: elden only when nobody had opened; Veli had → a normal finish, 10 × 1
    story = "101de Veli açmıştı elinde 5 kaldı, Cem açar açmaz bitti, ben açmıştım elimde 10 kaldı kaç yazarım"
    assert verdict(story, "oyna-101") == [10]


@pytest.mark.parametrize("told, number", [
    ("Veli okeyle bitti, yok yok okey değildi normal bitti", 18),
    ("Veli okeyle bitti, pardon okey değilmiş", 18),
    ("Veli 7 çiftle bitti yok yok 7 çift değil normal bitti", 18),
    ("Veli yedi çiftle bitti, hayır yedi çift değildi, normal bitti", 18),
    ("Veli okeyle bitti, okey değildi aslında", 18),
    ("Veli okeyle bitti", 16),
])
def test_a_finish_taken_back(told, number):
    # oyna-yazboz (düz): normal −2, okey or seven pairs −4
    assert verdict(f"düz okey 20den başladık. {told}. ben kaçtayım", "oyna-duz") == [number]


@pytest.mark.parametrize("first, second", [("el1", "el2"), ("el 1", "el 2"), ("1.el", "2.el"), ("1inci el", "2nci el"),
                                           ("birinci el", "ikinci el")])
def test_hands_numbered_in_other_spellings(first, second):
    # hand 1: Ali normal −2; hand 2: Veli okey −4 → 14
    story = f"düz okey 20den. {first} Ali normal bitti. {second} Veli okeyle bitti. ben kaçtayım"
    assert verdict(story, "oyna-duz") == [14]


@pytest.mark.parametrize("story, ruleset, number", [
    ("101de kimse açmamıştı, Ali bitti, ben kaç yazarım", "oyna-101", 404),
    ("101de hiçbirimiz açmamıştık, Ali okeyle bitti, ben kaç yazarım", "oyna-101", 808),
    ("od kuralı, kimse açmamışken Ali bitti, kaç yazarım", "od-101", 404),
    ("turnuvada kimse açmamışken karşı takımdan Ali bitti, ben kaç yazarım", "turnuva-esli-101", 404),
    ("101de dördümüz de açamamıştık ama Ali bitirdi, ben kaç yazarım", "oyna-101", 404),
])
def test_nobody_had_opened_so_the_finish_was_from_hand(story, ruleset, number):
    # nobody had opened, the finisher neither: he laid everything at once (oyna-terimler 'Elden bitmek',
    # od-101-puan 'elini açtığı turda bitirmek', esli-101-turnuva kafa): unopened 202 × 2 (× 4 with the okey)
    assert verdict(story, ruleset) == [number]


def test_the_three_of_us_leave_the_finishers_opening_open():
    # "üçümüz de açamadık": the finisher may have opened long before — how he finished is still asked
    assert verdict("101de Ali bitti, üçümüz de açamadık, ben kaç yazarım", "oyna-101") == []
