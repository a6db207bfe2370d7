"""Story causes read in the spent round stories-r29, each with a story of our own (issue 11).

Numbers worked by hand from the sources: oyna-yazboz / oyna-terimler (101: an opened player the tiles left × the
finish, an unopened one 202 × the finish), esli-101-turnuva (an işlek taken by the next player: its number × 10,
left: 101; the finisher's partner 0; a player takes the okey from a meld only once opened), od-101-puan.
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


def test_a_glued_tile_corrected_by_its_spelled_name():
    # "mavi1 mavi2 kaldı, dur mavi 2 değil mavi 3": 1 + 3 = 4 (normal ×1)
    assert verdict("101de Nuri normal bitti. ben açtım, sarı1 sarı2 kaldı, dur sarı 2 değil sarı 5. kaç yazarım",
                   "oyna-101") == [6]


def test_the_last_tile_told_and_then_denied_as_the_okey():
    # nobody had opened, all laid down at once: elden ×2; the last tile was no okey → the unopened 202 × 2 = 404
    story = ("101de kimse açmamışken Sevgi bütün taşlarını tek seferde yere indirip bitti, son taşı kırmızı 9du "
             "okey değildi. ben açamamıştım kaç yazarım")
    assert verdict(story) == [404]


def test_a_partner_told_as_x_esimdi():
    hand = read("OyunDostluğu eşli odada ben normal bittim, Tuncay abi eşimdi, elinde 45 kalmıştı. Sevda açamadı, "
                "Kaan açmıştı 12 kaldı. karşı takım toplam kaç", "od-101").hands[0]
    assert "esim" in hand.players
    # od-101 at a team table: the finisher's partner writes nothing; Sevda 202 + Kaan 12 = 214
    assert verdict("OyunDostluğu eşli odada ben normal bittim, Tuncay abi eşimdi, elinde 45 kalmıştı. Sevda açamadı, "
                   "Kaan açmıştı 12 kaldı. karşı takım toplam kaç", "od-101")[0] == 214


def test_the_other_sides_pair_with_a_title_is_two_rivals_no_third():
    r = read("eşli düz okey, ben Kerem'le eşiz, karşı taraf Rıza amca ile Nermin. biz 12deydik onlar 9da. Nermin "
             "göstergeyi gösterdi, sonra Rıza amca okeyle bitti. biz kaç kaldık", "oyna-esli-duz")
    assert "rakip" not in r.people or r.people["rakip"].said
    # oyna-yazboz eşli düz: the gösterge costs us 1, an okey finish 4 → 12 − 1 − 4 = 7
    assert verdict("eşli düz okey, ben Kerem'le eşiz, karşı taraf Rıza amca ile Nermin. biz 12deydik onlar 9da. "
                   "Nermin göstergeyi gösterdi, sonra Rıza amca okeyle bitti. biz kaç kaldık", "oyna-esli-duz") == [7]


def test_bir_de_atti_is_the_last_thrower_again_and_yani_sums_up():
    # turnuva: sarı 8 işlek taken by the next → 80; kırmızı 11 işlek left → 101; 19 left; 80 + 101 + 19 = 200
    story = ("Cem sarı 8 attı, yerde sarı 5-6-7 vardı, işlek. Sıradaki Nail aldı. sonra bir de kırmızı 11 attı, "
             "yerde kırmızı 8-9-10 vardı, o da işlek, kimse almadı. yani iki kere işlek attı. Nail normal bitti. "
             "Cem açmıştı elinde 19 kaldı. Cem kaç yazar")
    assert verdict(story, "turnuva-esli-101") == [200]


def test_of_a_matchs_hands_those_played():
    r = read("turnuva, 5 elin 4'ü bitti, biz 300 onlar 280. 5. el eşim normal bitti, rakipler açamadı. maç bitti mi",
             "turnuva-esli-101")
    assert (r.match_hands, r.hands_before) == (5, 4)


def test_the_taker_of_an_okey_from_a_meld_had_opened():
    story = ("turnuva. Solumdaki Veli benim perimdeki okeyi aldı. Eşim de öbür perimdeki okeyi aldı. Sonunda "
             "Veli normal bitti. Elimde 14 sayı kaldı, eşimin elinde 9. Ben kaç yazıyorum, takım kaç?")
    hand = read(story, "turnuva-esli-101").hands[0]
    assert "esim" in hand.took_okey
    # me: 14 + 101 (the rival took my okey); my partner's take costs nothing; team 115 + 9 = 124
    assert verdict(story, "turnuva-esli-101")[0] == 124


def test_bu_el_inside_a_clause_is_no_new_hand():
    # "4. eli … Kerem bu el oynamadı": one hand; okeyle ×2: Oğuz −202, Temel 404, me 9 × 2 = 18, Babaanne 404
    story = ("Akşamın 4. eli Oğuz son taş olarak okeyi attı bitti. Temel hiç açamadı. Ben seriyle açmıştım, elimde 9 "
             "kaldı. Kerem bu el oynamadı çay demledi. Babaanne açamadı. Herkes kaç yazar?")
    assert len(read(story, "oyna-101").hands) == 1
    assert verdict(story, "oyna-101") == [-202, 404, 18, 404]


def test_biri_sifira_indi_mi_asks_about_anyone():
    # düz: the gösterge costs the others 1, a normal finish 2: me 34 − 3, Oğuz 27 − 3, Kerem 41 − 2, Babaanne 45 − 1
    story = ("Düz okey, 50den başladık. Çetele şöyle: ben 34, Oğuz 27, Kerem 41, Babaanne 45. Bu elde Kerem "
             "göstergeyi gösterdi, sonra Babaanne normal bitti. Yeni puanlar kaç, biri sıfıra indi mi?")
    assert "name:biri" not in read(story, "oyna-duz").people
    assert verdict(story, "oyna-duz") == [31, 24, 39, 44]


def test_a_next_hand_after_only_the_standings_is_the_first_hand_told():
    # oyna-101: all four opened with pairs — the hand is void; then Nail −101, Cem 25, Oya 202, me 40
    story = ("101, toplamlar: Cem 310 / Nail 188 / Oya 95 / ben 402. sonraki elde dördümüz de çiftten açtık. ondan "
             "sonraki el: Nail normal bitti, Cem açmıştı elinde 25 kaldı, Oya açamadı, ben açmıştım elimde 40. Şimdi "
             "toplamlar kaç oldu?")
    assert sorted(verdict(story, "oyna-101")) == sorted([335, 87, 297, 442])
