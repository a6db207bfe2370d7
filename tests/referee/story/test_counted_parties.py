"""A question that counts the parties it asks about ("ikisi kaç yazar", "ikisine ne yazılır", "üçü kaç") asks
each of the two (three) players just told, never the one told last alone (issue 11, "everyone asked, one
answered").

Stories of our own; numbers worked by hand from oyna-yazboz (normal ×1, okeyle ×2, unopened 202).
"""
from __future__ import annotations

import pytest

from tests.referee.story.support import ask, verdict


@pytest.mark.parametrize("story, want", [
    ("ayla ile cem açmıştı, ben tek seferde elimi indirip bittim. nuri açamamıştı, cem'in elinde 9 kaldı, ikisi kaç yazar",
     [202, 9]),
    ("Hakan normal bitti; Sibel açmamıştı, Orhan'ın elinde 14 kaldı. ikisine ne yazılır", [202, 14]),
    ("ben okeyle bittim. Tuna hiç açamadı, Deniz açmıştı elinde 7 kaldı, ikisi de kaç yazıyor", [404, 14]),
    ("Oya normal bitti. Tuna açmadı, Deniz açmıştı 7 kaldı, Sevim açmıştı 11 kaldı, üçü kaç yazar", [202, 7, 11]),
    ("Ali normal bitti, Veli açmadı, ikisi kaç yazar", [-101, 202]),
])
def test_each_of_the_counted_parties_gets_its_number(story, want):
    got = verdict(story, "oyna-101")
    assert all(n in got for n in want), got


def test_the_others_counted_stay_the_others():
    # oyna-duz from 30: my gösterge costs the others 1, Ayla's okey finish the others 4 → the other two 25
    story = "Düz okey otuzdan başladık, ilk el ben göstergeyi gösterdim sonra Ayla okeyle bitti. öbür ikisi kaçta?"
    assert 25 in verdict(story, "oyna-duz")


def test_fewer_told_than_counted_is_asked():
    ans = ask("Ali normal bitti, üçü kaç yazar", "oyna-101")
    assert ans is not None and ans.calculation["result"] is None
