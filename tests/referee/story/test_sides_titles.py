"""Sides written as teams and titles before names (issue 11): our own examples, real readings."""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


def test_title_abbreviation_before_a_name_is_no_player():
    r = read("101 masası. Dr. Selim normal bitti, Av.Nermin açmıştı elinde 12 kaldı. herkes kaç yazar", "oyna-101")
    assert "name:dr" not in r.people and "name:av" not in r.people
    assert {"name:selim", "name:nermin"} <= set(r.people)


def test_role_words_before_a_name_are_that_person():
    r = read("Sorumlu Mühendis Tarık açmadı, Öğretmen Nuran normal bitti. Tarık kaç yazar", "oyna-101")
    assert "name:sorumlu" not in r.people and "name:ogretmen" not in r.people
    assert {"name:tarik", "name:nuran"} <= set(r.people)


def test_a_role_alone_stays_a_player():
    r = read("stajyer açmıştı elinde 9 kaldı, Nuran normal bitti. stajyer kaç yazar", "oyna-101")
    assert "name:stajyer" in r.people


def test_en_dash_joins_a_side():
    r = read("eşli turnuva. Zeynep–Selim 300, Ayla–Nur 280. Selim normal bitti, Ayla açamadı, Nur açmıştı 10 kaldı. "
             "toplamlar ne", "turnuva-esli-101")
    assert r.before.get("team:us") == 300 and r.before.get("team:them") == 280
    assert "name:nur" not in r.before  # the side's number, not Nur's


def test_one_pair_told_seats_the_other_two():
    got = verdict("eşli turnuva. Cem ile Ali bir takım. Cem normal bitti. Ali'nin elinde 12 kalmıştı. "
                  "Nur açmıştı, elinde 8 ile 9. Ece açamadı. takım toplamları?", "turnuva-esli-101")
    assert got == [-101, 219]


def test_team_named_with_its_roster_in_parentheses():
    got = verdict("eşli turnuva. El öncesi: Gediz takımı (Rıza + Nuri) 300, Bozdağ takımı (Cem + Can) 340. "
                  "Bu elde Rıza normal bitti. Cem açmıştı elinde 12 kaldı, Can açamadı. toplamlar ne?",
                  "turnuva-esli-101")
    assert got == [199, 554]


def test_sheet_word_before_a_pair_is_no_team_name():
    r = read("eşli turnuva. El öncesi Zeynep–Selim 300, Ayla–Nur 280. Selim normal bitti. toplamlar ne",
             "turnuva-esli-101")
    assert "oncesi" not in r.team_labels.values() and not any("ncesi" in v for v in r.team_labels.values())
