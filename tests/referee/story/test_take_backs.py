"""What a message takes back or sets up before the hand: a finisher taken back ("yok yok Hasan bitti"), a
remainder recounted ("yeniden saydım 44"), a seating list ("masa: ben, sağımda X, karşımda eşim Y"), and
"101 açıyoz" (the game played, no opening of the hand).

Stories of our own; numbers from oyna-yazboz (normal finish ×1, unopened 202; çiftten finish ×2) and
esli-101-turnuva (the finisher's partner writes 0)."""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


def test_a_finisher_taken_back_with_yok_yok_is_replaced():
    hand = read("Nail normal bitti, yok yok Rıza bitti. ben açmıştım elimde 9 kaldı kaç", "oyna-101").hands[0]
    assert hand.finishers == ["name:riza"]


def test_a_recount_replaces_the_remainder_told():
    assert verdict("Rıza normal bitti, elimde 48 kaldı, yok dur yeniden saydım 44. açmıştım kaç yazarım",
                   "oyna-101") == [44]


def test_a_seating_list_in_the_locative_seats_each_name():
    story = ("turnuva masası: ben, sağımda Rıza, karşımda eşim deli Nail, solumda Cafer. Rıza normal bitti. "
             "ben açmıştım elimde 12, Nail açamadı. bizim takım kaç")
    r = read(story, "turnuva-esli-101")
    assert sum(1 for k in r.people if not k.startswith(("desc:", "q:"))) == 4
    assert verdict(story, "turnuva-esli-101") == [214]


def test_101_aciyoruz_is_the_game_not_an_opening():
    assert verdict("101 açıyoruz kahvede, açmadım Nail çiftten bitti kaç yazıyom", "oyna-101") == [404]


def test_a_remainder_right_before_the_next_hands_label_is_no_ordinal():
    from referee.story.words import words
    ws = words("el 1: Nail bitti, ben açmıştım elde 31. el 2: Rıza bitti")
    texts = [ws[i].text for i in range(len(ws))]
    k = texts.index("31")
    assert not ws[k].ordinal and texts[k + 1] == "."


def test_the_tile_a_sahte_stands_for_told_beside_it_is_no_okey_held():
    # oyna-yazboz: a sahte okey left counts as the okey's number (9); no okey is held besides it
    assert verdict("Nail normal bitti; Rıza açmıştı elinde 20 ve bir sahte okey (okey sarı 9) kaldı. Rıza kaç",
                   "oyna-101") == [29]
    assert verdict("Nail normal bitti; Rıza açmıştı elinde 20 ve okey sarı 9 kaldı. Rıza kaç", "oyna-101") == [121]


def test_a_number_with_puan_is_no_list_and_bir_de_okey_is_the_same_hand():
    # esli-101-turnuva: an okey left counts its number into the sum (×2 for pairs) and +101 on top
    story = ("turnuva, ben çift açmıştım elimde 20 puan kaldı bi de okey (okey sarı 5ti). Nail normal bitti. "
             "ben kaç yazarım")
    assert verdict(story, "turnuva-esli-101") == [151]


def test_a_remainder_told_with_kaldi_typed_short():
    assert verdict("ciftten actm elde m6 s8 kldi, Nail okeyle bitti kac yazyom", "oyna-101") == [56]
