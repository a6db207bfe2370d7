"""Standings told before a hand, and "where does everyone stand now" (issue 11, causes 5 and 6).

A list of standings ("el öncesi: …", "durum: …", "puanlar şöyle: …") and a question about everyone
with no verb of writing this hand ("şimdi kim kaç", "kim kaç oldu", "herkes kaç oldu") asks the new
totals: the told standing plus the hand. The hand's own numbers are never given as if they were the
totals. "kim kaç yazar" still asks the hand.

Stories of our own; numbers worked by hand from oyna-yazboz (101: normal ×1, the finisher −101, an
unopened player 202, an opened one the tiles left; okey ×2; the match ends when a total reaches 1000,
the lowest total wins).
"""
from __future__ import annotations

import pytest

from tests.referee.story.support import ask, verdict

_HAND = "can normal bitti. ali açmıştı elinde 20 kaldı. veli açamadı. ben açmıştım elimde 10 kaldı."


@pytest.mark.parametrize("story", [
    f"101 el öncesi: ali 233, veli 410, can 95, ben 302. {_HAND} şimdi kim kaç?",
    f"101 durum: ali 233, veli 410, can 95, ben 302. {_HAND} kim kaç oldu",
    f"101 puanlar şöyle: ali 233, veli 410, can 95, ben 302. {_HAND} herkes kaç oldu?",
    f"101 bu elden önce ali 233 veli 410 can 95 ben 302 idik. {_HAND} şimdi kim kaç",
    f"101 tablo önce: ali 233, veli 410, can 95, ben 302. {_HAND} yeni puanlar ne?",
])
def test_standings_told_and_everyone_asked_gives_the_new_totals(story):
    # ali 233 + 20, veli 410 + 202, can 95 − 101, ben 302 + 10
    assert verdict(story, "oyna-101") == [253, 612, -6, 312]


@pytest.mark.parametrize("sheet", ["ali: 233, veli: 410, can: 95, ben: 302.", "el öncesi ali - 233, veli - 410, can - 95, ben - 302.",
                                   "durum\nali: 233\nveli: 410\ncan: 95\nben: 302\n",
                                   "el öncesi\nali 233\nveli 410\ncan 95\nben 302\n", "ali=233 veli=410 can=95 ben=302."])
def test_a_sheet_written_row_by_row_or_with_marks_is_the_standings(sheet):
    # "Ali: 233" is a sheet's row (a name and its number), never a speaker prefix
    assert verdict(f"101 {sheet} {_HAND} şimdi kim kaç?", "oyna-101") == [253, 612, -6, 312]


@pytest.mark.parametrize("ask", ["", "tablo ne oldu", "ne oldu şimdi", "son durum?"])
def test_standings_told_and_no_hand_number_asked_is_the_new_table(ask):
    assert verdict(f"101 el öncesi: ali 233, veli 410, can 95, ben 302. {_HAND} {ask}", "oyna-101") == [253, 612, -6, 312]


@pytest.mark.parametrize("story", ["turnuva, biz 310 puandayız karşı takım 257 puanda. deste bitti kimse açamadı. şimdi skor",
                                   "turnuva, biz 310 onlar 257. deste bitti kimse açamadı."])
def test_both_sides_told_and_nothing_else_asked_is_both_new_totals(story):
    assert verdict(story, "turnuva-esli-101")[:2] == [714, 661]


@pytest.mark.parametrize("sides", ["biz 310 rakipler 257.", "bizim takım 310 karşı 257.", "skor biz 310 rakip 257.",
                                   "biz 310'dayız, onlar da 257'de."])
def test_both_sides_standings_in_other_words_and_kac_kac(sides):
    story = f"turnuva, {sides} deste bitti kimse açamadı. kaç kaç"
    assert verdict(story, "turnuva-esli-101")[:2] == [714, 661]


@pytest.mark.parametrize("sheet", ["ali 233te veli 410da can 95te ben de 302deydim.",
                                   "ali 233te, veli 410da, can 95te, ben 302deyim.",
                                   "ali 233'teydi, veli 410'daydı, can 95'teydi, ben 302'deydim.",
                                   "ben 302deydim 😭 ali 233, veli 410, can 95."])
def test_standings_told_with_the_locative_or_across_sentences(sheet):
    assert sorted(verdict(f"101 {sheet} {_HAND} şimdi kim kaç?", "oyna-101")) == [-6, 253, 312, 612]


@pytest.mark.parametrize("fix", ["pardon can 95 değil 59du.", "yok yok can 95 değil 59.", "can 95 değil 59muş.",
                                 "pardon can 59du.", "düzeltme: can 59.", "yanlış yazdım, can 59.", "can 95 değil de 59.",
                                 "canınki 95 değil 59."])
def test_a_corrected_standing_is_the_one_added(fix):
    story = f"101 el öncesi: ali 233, veli 410, can 95, ben 302. {_HAND} {fix} şimdi kim kaç?"
    assert verdict(story, "oyna-101") == [253, 612, -42, 312]


def test_kim_kac_yazar_with_standings_still_asks_the_hand():
    story = f"101 el öncesi: ali 233, veli 410, can 95, ben 302. {_HAND} kim kaç yazar?"
    assert verdict(story, "oyna-101") == [20, 202, -101, 10]
    assert verdict(f"101 el öncesi: ali 233, veli 410, can 95, ben 302. {_HAND} şimdi ben kaç yazıyom", "oyna-101") == [10]


@pytest.mark.parametrize("ask, want", [("ali şimdi kaç?", [253]), ("ben şimdi kaçım", [312]), ("ben kaçım", [312]),
                                       ("ali ile veli şimdi kaç", [253, 612]), ("veli kaç oldu", [612])])
def test_one_player_asked_now_gets_the_new_total(ask, want):
    assert verdict(f"101 el öncesi: ali 233, veli 410, can 95, ben 302. {_HAND} {ask}", "oyna-101") == want


def test_the_new_totals_say_whether_the_match_is_over():
    # ali 905 + 202 = 1107 ≥ 1000: over; lowest veli 640 + 12 = 652
    story = ("101 maç kızıştı: ali 905, ben 870, veli 640, can 990. bu el can normal bitti. ali açmamıştı, "
             "ben açmıştım 44 kaldı, veli açmıştı 12 kaldı. kim kaç, bitti mi?")
    ans = ask(story, "oyna-101")
    assert ans is not None and verdict(story, "oyna-101")[:4] == [1107, 914, 652, 889]
    assert "Maç bitti" in ans.answer and "Veli" in ans.answer.split("kazanan")[-1]


# --------------------------------------------------------------------------- an okey among held tiles

@pytest.mark.parametrize("story, ruleset, want", [
    # od-101-puan: an okey left in hand counts 101 with the tiles: 101 + 7 + 4
    ("od masası, ali normal bitti, ben açmıştım elimde okey m7 s4 kaldı kaç yazarım", "od-101", 112),
    # oyna: the tiles 9 + 9, the okey +101 not multiplied; "s" (sarı or siyah) changes nothing in a sum
    ("101 deste bitti kimse bitemedi. veli açmıştı elinde okey k9 s9 kaldı. veli kaç yazar", "oyna-101", 119),
    ("101 ali normal bitti. veli açmıştı elinde okey k4 k5 kaldı, veli kaç yazar", "oyna-101", 110),
    ("101 ali normal bitti. veli açmıştı elinde k4 okey k5 kaldı, veli kaç yazar", "oyna-101", 110),
    ("101 ali normal bitti. veli açmıştı elinde mavi 3 okey sarı 8 kaldı, veli kaç yazar", "oyna-101", 112),
    # which tile the okey is, told apart from the hand, still names the okey
    ("gösterge k4, okey k5. ali normal bitti, ben açmıştım elimde k5 m3 kaldı kaç yazarım", "oyna-101", 104),
])
def test_an_okey_in_a_list_of_held_tiles_is_held(story, ruleset, want):
    assert verdict(story, ruleset) == [want]


# --------------------------------------------------------------------------- confirmations

@pytest.mark.parametrize("aside", ["(evet 37)", "(37!!)", ", evet yanlış duymadın 37,", "(vallahi 37 ya)",
                                   "(aynen 37 😭)"])
def test_a_remainder_told_again_to_confirm_it_counts_once(aside):
    story = f"101 can normal bitti. ali açmıştı elinde 37 kaldı {aside} ali kaç yazar"
    assert verdict(story, "oyna-101") == [37]


@pytest.mark.parametrize("hand, want", [("elimde k12 m3 (15) kaldı", 15), ("elimde mavi 4 ve sarı 5 (9 puan) kaldı", 9),
                                        ("elimde k10, m2 (12) kaldı", 12)])
def test_the_tiles_sum_told_in_an_aside_counts_once(hand, want):
    assert verdict(f"101 ali normal bitti, ben açmıştım {hand} kaç yazarım", "oyna-101") == [want]


@pytest.mark.parametrize("told", ["veli açamadı 202 tamam", "veli de açamadı, ona 202 yazdık zaten",
                                  "veli açamadı 202 biliyorum", "can -101 yazdı onu biliyorum"])
def test_a_told_number_the_rules_give_anyway_is_a_confirmation(told):
    ans = ask(f"101 can normal bitti. ali açmıştı elinde 19 kaldı. {told}. ali kaç yazar", "oyna-101")
    assert ans is not None and "**19**" in ans.answer and "onay" in ans.answer


def test_a_told_number_the_rules_do_not_give_is_still_asked():
    ans = ask("101 can normal bitti. ali açmıştı elinde 19 kaldı. veli açamadı 150 yazdık. ali kaç yazar", "oyna-101")
    assert ans is not None and "**19**" not in ans.answer and "150" in ans.answer


# --------------------------------------------------------------------------- one total decides the end

_OVER = ("Maç bitti", "değiştirmez")  # oyna-yazboz: one total at 1000 ends it; the others change only the winner
_SHORT = ("bitmez", "ulaştıysa maç biter")  # under 1000 with the others untold: that total, the rest open


@pytest.mark.parametrize("story, total, said", [
    ("970teydim, ali normal bitti, ben açmıştım elde k13 m12 s9 kaldı, maç bitti mi", 1004, _OVER),
    ("101 toplamım 950ydi, bu el ali okeyle bitti, ben açamadım. maç bitti mi", 1354, _OVER),
    ("101de 960taydım bu el 64 yazdım, oyun bitti mi", 1024, _OVER),
    ("ben 990dayım, veli normal bitti ben açmıştım elimde 15 kaldı, bitti mi maç", 1005, _OVER),
    ("101 ali 980deydi, can normal bitti, ali açmıştı elinde 30 kaldı, maç bitti mi", 1010, _OVER),
    ("1000e kadar oynuyoz ben 870teydim bu elde 64 yedim bitti mi", 934, _SHORT),
    ("101 ali 500deydi, can normal bitti, ali açmıştı elinde 30 kaldı, maç bitti mi", 530, _SHORT),
    ("101de 700teydim, ali normal bitti ben açamadım, maç bitti mi", 902, _SHORT),
])
def test_one_told_total_decides_what_it_can_of_the_end(story, total, said):
    first = ask(story, "oyna-101").answer.split("\n\n")[0]
    assert f"**{total}**" in first and all(w in first for w in said)


# --------------------------------------------------------------------------- every told party

@pytest.mark.parametrize("story, want", [
    # esli-101-turnuva: nobody opened, deste bitti: 202 each, the side 404
    ("eşli 101 turnuva, deste bitti kimse açamadı. biz 310duk onlar 257. şimdi kaç olduk?", [714, 661]),
    # the finisher −101, the partner 0 → them 250 − 101; us 300 + 20 + 202
    ("turnuva, rakip normal bitti, ben açmıştım 20 kaldı eşim açamadı. biz 300deydik onlar 250. kaç olduk",
     [522, 149]),
    ("turnuva 6 elden sonra biz 412 onlar 380. bu el eşim normal bitti, rakiplerin ikisi de açamadı. "
     "şimdi ne durumdayız", [311, 784]),
])
def test_both_sides_standings_told_both_new_totals_given(story, want):
    assert verdict(story, "turnuva-esli-101")[:2] == want


@pytest.mark.parametrize("story, want", [
    # oyna-duz: the gösterge −1 for the others, a normal finish −2 for the others
    ("düz okeyde ali göstergeyi gösterdi sonra ben normal bittim, ikimiz de 20deydik, ali kaç ben kaç?", [18, 19]),
    ("düz okey, ali ile ben 12deydik, can normal bitti, ali kaç ben kaç", [10, 10]),
    ("düz, ali de ben de 10daydık, veli yedi çiftle bitti, ikimiz kaç kaldık", [6, 6]),
    ("düz okey ali ve ben 9daydık, ali göstergeyi gösterdi, ben kaç ali kaç", [8, 9]),
])
def test_a_standing_told_for_us_both_is_each_ones(story, want):
    assert sorted(verdict(story, "oyna-duz")) == sorted(want)


@pytest.mark.parametrize("story, want", [
    # oyna-terimler: an okey taken from a meld writes no penalty to its owner; ali holds okey + 9 → 110
    ("oyna 101: ali benim perimdeki okeyi aldı ama kullanamadı elinde kaldı. can normal bitti. ali açmıştı "
     "elinde okey k4 k5 kaldı, ben açmıştım elimde m12 s1 kaldı. ikimiz kaç", [13, 110]),
    ("101 can normal bitti, ali açmıştı 20 kaldı, ben açamadım. ikimiz kaç yazıyoz", [202, 20]),
    ("101 can okeyle bitti, ben açmıştım 10 kaldı, veli açmıştı 7 kaldı ikimiz ne yazıyoruz", [20, 14]),
])
def test_ikimiz_with_three_told_is_the_asker_and_the_one_who_did_not_finish(story, want):
    assert verdict(story, "oyna-101") == want


@pytest.mark.parametrize("story, ruleset, total, open_", [
    # oyna-duz: an okey finish −4 for the others: 12 − 4 = 8; the other two lost 4 too, their points untold
    ("düz okey ben 12deydim, ali okeyle bitti, oyun bitti mi", "oyna-duz", 8, True),
    # their side finished and lost nothing: it was above 0 and stays so — the game goes on
    ("eşli düz biz 13teydik, karşı takım okeyle bitti, bitti mi oyun", "oyna-esli-duz", 9, False),
    ("eşli düz biz 13teydik, eşim okeyle bitti, bitti mi oyun", "oyna-esli-duz", 13, True),
])
def test_duz_a_told_column_above_0_decides_only_what_it_can(story, ruleset, total, open_):
    first = ask(story, ruleset).answer.split("\n\n")[0]
    assert f"**{total}**" in first and ("0'a indiyse oyun biter" in first) == open_
    assert ("oyun sürüyor" in first) != open_


@pytest.mark.parametrize("story, ruleset, want", [
    # oyna-duz: everyone at a start's points is the sheet's start; a normal finish −2 for the others
    ("düz okey herkes 20deydi, ali normal bitti, şimdi kim kaç", "oyna-duz", [20, 18, 18, 18]),
    ("düz okey dördümüz de 30daydık, ali okeyle bitti, kim kaç", "oyna-duz", [30, 26, 26, 26]),
    ("eşli düz herkes 20deydi, eşim normal bitti, kaç kaç", "oyna-esli-duz", [20, 18]),
    # another number: each told player's standing (gösterge −1, normal −2 → 15 − 3)
    ("düz okey hepimiz 15teydik, ali göstergeyi gösterdi sonra veli normal bitti, ben kaç kaldım", "oyna-duz", [12]),
])
def test_everyone_at_the_same_points(story, ruleset, want):
    assert verdict(story, ruleset) == want


def test_the_tournament_named_with_its_hands_is_the_match_length():
    # esli-101-turnuva: after the 5th of 5 hands the lower total wins; us 300 − 101, them 350 + 404
    story = "turnuva 5 el. 4 elden sonra biz 300 onlar 350. bu el eşim normal bitti, rakiplerin ikisi de açamadı. kim kazandı"
    ans = ask(story, "turnuva-esli-101")
    assert verdict(story, "turnuva-esli-101")[:2] == [199, 754] and "Maç 5 el sürer" in ans.answer


def test_a_future_of_olmak_asks_the_standing_after_the_hand():
    # normal finish ×1: unopened 202; told at 480 before the hand → 682 ("kaç olcam": where I will stand)
    assert verdict("Nail normal bitti, ben açamadım, 480deydim kaç olcam", "oyna-101") == [682]
    assert verdict("Nail normal bitti, ben açamadım, 480deydim kaç olurum", "oyna-101") == [682]


def test_players_own_totals_told_at_a_team_table_are_their_new_totals():
    # turnuva-esli-101: the players' columns were told, not the teams' — Oya 300 + 20, Suat 410 + 202 (unopened)
    story = ("Bu elden önce Oya 300deydi, Suat 410daydı. 5. el eşim Pınar normal bitti, ben açmıştım elimde 6 kaldı, "
             "karşı takımdan Oya açmıştı elinde 20 kaldı, Suat açamadı. Oya kaç oldu, Suat kaç oldu?")
    assert verdict(story, "turnuva-esli-101") == [320, 612]
