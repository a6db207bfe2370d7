"""Eşli düz teams told in everyday words (issue 11): sitting across each other, "X'le takımız", a side
told in parentheses after a name. Stories of our own; numbers from oyna-yazboz ("Eşli okeyde yazboz":
the other team's column loses 2 / 4 / 8 once, the gösterge's shower's other team 1).
"""
from __future__ import annotations

from tests.referee.story.support import verdict


def test_sitting_across_each_other_is_one_side():
    # Kerem (theirs) okey finish: our column −4
    assert verdict("eşli düz, ben ve Nesrin karşılıklı oturuyoruz. Kerem okeyle bitti, biz kaç düşeriz?") == [-4]


def test_the_comitative_with_takimiz_is_the_asker_and_that_person():
    # Kerem (theirs) normal −2, Ümit (theirs) showed the gösterge −1: our column −3
    assert verdict("eşli düz: Nesrin'le takımız. Ümit göstergeyi gösterdi, Kerem normal bitti. biz kaç düşeriz?") == [-3]


def test_across_told_with_the_comitative_and_a_verb():
    assert verdict("eşli düz: Nesrin'le karşılıklı oturuyoruz. Kerem yedi çiftle bitti son taş okeydi. biz kaç düşeriz?") \
        == [-8]


def test_sides_in_parentheses_after_names():
    # Nesrin (ours) normal: theirs −2; Ümit (theirs) showed: ours −1
    assert verdict("eşli düz: Nesrin (bizden) normal bitti, Ümit (karşı) göstergeyi göstermişti. iki takım kaç düşer?") \
        == [1, 2]  # "… puan kaybeder"


def test_a_name_with_esim_in_parentheses_is_the_partner_not_a_fifth_player():
    # esli-101-turnuva: Nesrin (ours) finished normal; theirs: Kerem opened, 15 left; Ümit did not open, 202
    from tests.referee.story.support import ask

    ans = ask("turnuvada Nesrin (eşim) normal bitti, Kerem açmıştı elinde 15, Ümit açamadı. onlar kaç yazdı toplam")
    assert ans is not None and "**217**" in ans.answer


def test_one_of_ours_told_and_the_asker_speaking_of_us_puts_the_other_two_on_their_side():
    # 5 hands of a 6-hand match played; Nesrin (ours) normal −101, her partner (the asker) 0 → 250 − 101 = 149;
    # Kerem 202 + Ümit 30 → 320 + 232 = 552; the 6th hand ends the match, the lower total wins
    from tests.referee.story.support import ask

    ans = ask("eşli 101 turnuva, maçımız 6 el. 5 el bitti biz 250 onlar 320. son el Nesrin (bizden) normal bitti, "
              "Kerem açamadı, Ümit açmıştı elinde 30. kim kazandı")
    assert ans is not None and "**149**" in ans.answer and "**552**" in ans.answer and "kazanan" in ans.answer


def test_the_present_tense_tells_the_match_length():
    from referee.story import read

    r = read("turnuva, 9 el oynuyoruz. 4 el bitti biz 200 onlar 150. Kerem bitti", "turnuva-esli-101")
    assert r.match_hands == 9 and r.hands_before == 4


def test_a_name_told_as_another_names_partner_is_that_partner_not_a_fifth_player():
    # esli-101-turnuva okeyle: Ali −202, his partner Veli 0; theirs: Cem opened, 20 × 2 = 40; Can unopened 404
    from tests.referee.story.support import ask

    ans = ask("turnuva: Ali okeyle bitti. Ali'nin eşi Veli 30 kalmıştı. karşı: Cem açmıştı 20, Can açmadı. "
              "karşı takım kaç")
    assert ans is not None and "**444**" in ans.answer and "5 oyuncu" not in ans.answer


def test_sides_named_by_letters_are_the_two_teams_and_the_writer_is_no_player():
    # esli-101-turnuva normal: Ali −101, Veli 0; B: Nesrin opened 20, Kerem unopened 202 → B 222
    from tests.referee.story.support import ask

    ans = ask("turnuva masa 1: A takımı Ali-Veli, B takımı Nesrin-Kerem. Ali normal bitti, Nesrin açmıştı 20 "
              "kaldı, Kerem açmadı. B takımı kaç?")
    assert ans is not None and "**222**" in ans.answer and "eşin" not in ans.answer


def test_a_letter_before_a_name_or_in_parentheses_after_it_seats_that_name():
    from tests.referee.story.support import ask

    ans = ask("turnuva: A'dan Ali normal bitti. B'den Nesrin açmıştı 20 kaldı, eşi Kerem açmadı. B toplam?")
    assert ans is not None and "**222**" in ans.answer
    ans = ask("turnuva: Ali (A) normal bitti. Nesrin (B) açmıştı 20 kaldı, Kerem (B) açmadı. B takımı kaç?")
    assert ans is not None and "**222**" in ans.answer


def test_one_letter_alone_names_no_sides():
    from referee.story.people.names import discover
    from referee.story.words import words

    assert discover(words("a bak, Ali bitti, B'den bahsetmiyorum")).labels == {}
    assert discover(words("A takımı Ali-Veli, B takımı Cem-Can")).members == {"ali": "a", "veli": "a", "cem": "b",
                                                                              "can": "b"}


def test_a_side_with_a_player_whose_points_are_untold_gets_no_new_total():
    # Ali opened but his remainder is not told: A's new total would leave him out — no number for A
    from tests.referee.story.support import ask

    ans = ask("turnuva: A 300, B 200 bu ele kadar. Oya (B) çiftten bitti. Ali (A) açmıştı, Cem (A) açmadı. "
              "yeni toplamlar?")
    assert ans is not None and "704" not in ans.answer and "**-2**" in ans.answer


def test_a_remainder_told_as_a_glued_sum_is_added():
    # esli-101-turnuva çiftten: Ali opened, 10 + 5 = 15 × 2 = 30; Cem 404 → A 300 + 434 = 734; B 200 − 202 = −2
    from tests.referee.story.support import ask

    ans = ask("turnuva: A 300, B 200 bu ele kadar. Oya (B) çiftten bitti. Ali (A) açmıştı 10+5 kaldı, Cem (A) açmadı. "
              "yeni toplamlar?")
    assert ans is not None and "**734**" in ans.answer and "**-2**" in ans.answer
