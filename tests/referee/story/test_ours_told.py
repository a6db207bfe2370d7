""""Bizimki", a table opened at its start, a standing no one owns, "kaç oldular" (issue 11, causes 1, 5, 10).

Stories of our own; numbers from oyna-yazboz's düz okey: a normal finish takes 2 from everyone else, a
finish with the okey 4; at a team table each side's column falls once.
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import ask, verdict


def test_bizimki_at_a_team_table_is_my_partner():
    story = "eşli düz, masayı 20'den açtık. bizimki okeyle bitti, karşı takım kaç oldu"
    r = read(story, "oyna-esli-duz")
    assert "esim" in r.people and "name:bizimki" not in r.people
    assert verdict(story) == [16]  # 20 − 4


def test_bizimki_among_singles_is_no_seat_guessed():
    assert "name:bizimki" not in read("düz okey tekli, bizimki okeyle bitti, ben kaç oldum", "oyna-duz").people


def test_a_table_opened_at_a_start_is_the_start():
    assert verdict("düz okey, masayı 40'tan açtık, Oya normal bitti, ben kaç oldum") == [38]


def test_a_standing_no_one_owns_stops_the_number():
    # "komşular" is the other side (people.group_sides): their 30 is theirs, our partner's normal finish −2 → 28
    answer = ask("eşli düz 50'den başladık, komşular 30'daydı, bizimki normal bitti, kaç oldular").answer
    assert "**48**" not in answer and "**28**" in answer


def test_they_asked_from_our_side_is_the_other_side():
    story = "eşli düz 20'den başladık, biz 15'teydik, karşı takım 12'deydi, eşim normal bitti, kaç oldular"
    assert verdict(story) == [10]  # 12 − 2
