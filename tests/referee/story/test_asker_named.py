"""Five at a table: the one named person nothing is told of is the asker (issue 11, causes 1 and 10).

Stories of our own; numbers worked by hand from oyna-yazboz: an okey finish doubles every remainder
and an unopened player's 202.
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict

_TOLD = "Selim okeyle bitti. ben açmıştım elimde 10 kaldı. Oya açamadı, Efe çiftten açtı elinde 4 kaldı."


def test_the_one_named_person_with_nothing_told_is_the_asker():
    story = _TOLD + " Cem kaç yazar"
    r = read(story, "oyna-101")
    assert "name:cem" not in r.people and len(r.people) == 4
    assert "Cem" in r.people["ben"].aliases and any("Cem sen olmalısın" in a for a in r.assumed)
    assert verdict(story, "oyna-101") == [20]  # 10 × 2


def test_two_silent_names_leave_the_asker_open():
    story = "Selim okeyle bitti. ben açmıştım elimde 10 kaldı. Oya açamadı. Cem ve Efe kaç yazar"
    r = read(story, "oyna-101")
    assert "name:cem" in r.people and "name:efe" in r.people


def test_a_silent_name_on_the_other_side_is_not_the_asker():
    story = ("eşli turnuva. Selim normal bitti. ben açmıştım elimde 10 kaldı, eşim Oya açamadı, Nazlı açmıştı elinde "
             "5 vardı. karşı takımdan Tuna kaç")
    r = read(story, "turnuva-esli-101")
    assert len(r.people) == 5 and not any("sen olmalısın" in a for a in r.assumed)


def test_a_name_told_as_a_subject_is_someone_even_when_its_deed_was_not_read():
    # "Selim (o da bizden) normal bitti": Selim did something, whatever the reading attached to him
    story = "Ayla açamadı. sonra Selim (o da bizden) normal bitti. ben açmıştım elimde 10 kaldı, Oya açtı 6 kaldı. Efe kaç"
    r = read(story, "oyna-101")
    assert not any("Selim sen olmalısın" in a for a in r.assumed)


def test_a_partner_named_in_the_genitive_owns_the_hand_told():
    # "eşi Nazlı'nın elinde 5": the 5 is Nazlı's (the finisher's partner), not the finisher's
    story = ("eşli turnuva. karşı takımdan Selim normal bitti, eşi Nazlı'nın elinde 5 vardı. ben açmıştım elimde 10 "
             "kaldı, eşim Oya açamadı. kaç yazarız")
    r = read(story, "turnuva-esli-101")
    hand = r.hands[0].players
    assert hand["name:nazli"].sums == [5] and ("rakip" not in hand or not hand["rakip"].sums)
