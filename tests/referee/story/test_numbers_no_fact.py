"""Numbers that are no one's points (issue 11): years, hours, a hand's ordinal cut by a full stop, and a
düz start told before the game's name — our own examples, through the real reader and answer."""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


def _unread(text: str, ruleset: str = "oyna-101") -> list[str]:
    return [f.value.get("word") for f in read(text, ruleset).unread]


def test_years_of_playing_are_no_points():
    assert _unread("15 yıldır oynarım böyle görmedim. ali normal bitti, ben açmıştım elimde 22 kaldı. kaç yazarım") == []


def test_an_hour_is_no_points():
    assert _unread("saat 2'de ali normal bitti, ben açmıştım elimde 22 kaldı. kaç yazarım") == []


def test_a_count_after_gece_is_no_hour():
    from referee.story.leftovers.roles import number_role
    from referee.story.words import words

    ws = words("gece 2 el oynadık, gece 3 molası")
    assert [number_role(w, ws, set(), 1) for w in ws if w.num is not None] == [None, "saat"]


def test_the_start_before_the_game_name_is_read():
    assert read("30dan düz okey oynuyoruz, ben 12deyim. ali okeyle bitti. kaç oldum", "oyna-duz").start == 30
    assert verdict("30dan düz okey oynuyoruz, ben 12deyim. Ali okeyle bitti. kaç oldum", "oyna-duz") == [8]


def test_a_hand_ordinal_cut_by_a_full_stop_is_no_points():
    assert _unread("eşli turnuva 4. eldeyiz. Ali normal bitti, ben açmıştım elimde 22 kaldı. kaç yazarım",
                   "turnuva-esli-101") == []
