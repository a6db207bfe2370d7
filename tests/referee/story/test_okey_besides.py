"""The okey held and what is left besides it, told in two breaths (issue 11, cause 3; stories-r29 041/049/055):
"okey elimde kaldı, okey dışındaki taşlar 28" is one okey and 28 — never two okeys, never an unread 28.
Our own stories; numbers from the sources' okey-in-hand rules."""
from __future__ import annotations

from tests.referee.story.support import verdict


def test_od_an_okey_held_is_101_besides_the_rest():
    # od-101-puan: an okey left in an opened hand counts 101; 31 + 101 = 132 (normal ×1)
    assert verdict("açmıştım ama okey bende kaldı, okey dışındaki taşlarım 31, Selim normal bitti kaç yazarım",
                   "od-101") == [132]


def test_oyna_the_okey_told_twice_is_one_okey():
    # oyna: 12 × 2 (okeyle bitiş) = 24, + 101 for the one okey held (not doubled) = 125
    assert verdict("açtım, okey elimde kaldı, okeyler hariç 12 kaldı, Sinan okeyle bitti kaç yazarım",
                   "oyna-101") == [125]


def test_turnuva_the_okeys_tile_told_after_is_no_second_okey():
    # esli-101-turnuva: the okey's number enters the sum and +101: 20 + 7 + 101 = 128
    assert verdict("okey elimde kaldı, okey kırmızı 7ydi. açmıştım, okey dışında kalan taşlarım 20, karşı takım "
                   "normal bitti. kaç yazıyorum?", "turnuva-esli-101") == [128]


def test_talk_of_an_act_holds_no_tile():
    # the last line wonders about throwing the okey: no okey lands in anyone's hand (Kaan 9 × 2 = 18)
    story = ("Sevgi normal bitti. Kaan çiftle açmıştı, elinde 9 kaldı. Kaan kaç yazar. okey atmak bu kadar pahalı mı")
    assert verdict(story, "od-101") == [18]
