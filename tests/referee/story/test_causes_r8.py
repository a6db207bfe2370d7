"""Mechanisms blind round 8 showed were missing, each on stories of our own (not the round's).

More of a remainder told in a clause of its own ("elimde m6 kaldı, bir de sarı 9") belongs to the same
hand; our side told in the first person ("bizim takım 14'teydi") seats the asker at the table, so a
player the story does not seat with us is a rival (said as an assumption), never our column.
Numbers are worked by hand from the sources (oyna-yazboz, oyna-terimler); the comment above a story
says how.
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import ask, verdict


# --------------------------------------------------------------------------- "…, bir de X": more of the same remainder


def test_more_of_a_remainder_after_bir_de_is_the_same_hand():
    # gösterge mavi 5 → okey mavi 6, held: 101 (not multiplied, not in the sum) + 9 → 110
    story = "gösterge mavi 5. elimde m6 kaldı, bir de sarı 9, açmıştım. ali normal bitti kaç yazarım"
    assert verdict(story, "oyna-101") == [110]
    # a clause that tells nothing in between does not part them: 7 + 3 = 10
    story = "elimde 7 kaldı tek, bi de k3, açmıştım. veli normal bitti kaç yazarım"
    assert verdict(story, "oyna-101") == [10]


def test_more_of_a_remainder_said_before_whose_waits_with_it():
    # told before whose hand it is: it waits, then goes with the rest to whoever opened → 12 + 4 = 16
    story = "bitince 12 kaldı bir de sarı 4, ben açmıştım. veli normal bitti kaç yazarım"
    r = read(story, "oyna-101")
    mine = r.hands[0].players["ben"]
    assert sum(mine.sums) + sum(n for _, n in mine.tiles) == 16


def test_a_named_player_after_bir_de_is_not_more_of_mine():
    r = read("elimde 12 kaldı, bir de veli 5 kaldı dedi. cem bitti", "oyna-101")
    assert r.hands[0].players["ben"].sums == [12]


# --------------------------------------------------------------------------- our side told in the first person


def test_our_side_in_the_first_person_puts_an_unseated_finisher_on_the_other_side():
    # eşli düz: a normal finish takes 2 off each side but the finisher's: 14 − 2 = 12
    ans = ask("eşli düz: ayla normal bitti. takımımız 14'teydi kaç olduk")
    assert ans is not None and "**12**" in ans.answer.split("\n\n")[0]
    assert "Ayla karşı takımda sayıldı" in ans.answer


def test_three_unseated_players_are_not_all_rivals():
    # three players named and "bizim takım": which two are ours is not told — ask, no number
    r = read("turnuvada ali açmıştı 20 kaldı, veli bitti, cem açmıştı 8 kaldı. bizim takım kaç yazar", "turnuva-esli-101")
    assert sum(p.team == "them" for p in r.people.values()) <= 2
