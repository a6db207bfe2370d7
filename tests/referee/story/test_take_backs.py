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
