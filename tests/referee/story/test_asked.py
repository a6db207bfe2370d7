"""Whom the question asks about (referee.story.question.targets): "o kaç" points to the player the
story talked about last — never a new player. Stories of our own; numbers from od-101-puan (normal
finish: the finisher −101, an opened player the remainder ×1) and oyna-yazboz (okey finish ×2)."""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


def test_o_kac_asks_the_player_talked_about_last():
    story = "od'de oynuyoruz, solumdaki normal bitti. ben açmıştım elimde 12 kaldı. ben kaç yazıyom o kaç?"
    r = read(story, "od-101")
    assert set(r.question.targets) == {"ben", "seat:sol"}
    assert sorted(verdict(story)) == [-101, 12]


def test_o_kac_never_adds_a_player():
    r = read("ali okeyle bitti, veli açmamıştı. o kaç yazar", "oyna-101")
    assert r.question.targets == ["name:veli"] and set(r.people) == {"name:ali", "name:veli"}
    assert verdict("ali okeyle bitti, veli açmamıştı. o kaç yazar") == [404]


def test_o_as_a_word_of_the_story_points_nowhere():
    # "o elde" tells which hand; the question asks the asker
    r = read("o elde ali normal bitti, ben açamadım kaç yazarım", "oyna-101")
    assert r.question.targets == ["ben"]


def test_ucumuz_with_three_told_is_those_three():
    # okey finish ×2: Nuri −202, Ayla unopened 404, me 10 × 2 = 20 — the unnamed fourth seat is not asked
    story = "nuri okeyle bitti, ayla açmamıştı, ben açtım elimde 10 kaldı. üçümüz ne yazıyoruz"
    assert verdict(story) == [-202, 404, 20]
    assert read(story, "oyna-101").question.targets == ["told"]


def test_durum_ne_asks_both_teams_standing():
    # eşli düz from 20, the rivals' okey finish: our side −2 × 2 = −4 → 16, theirs stays 20 (oyna-yazboz)
    story = "eşli düz 20den başladık. nuri ile ben vs kemal ile hakan. kemal okeyle bitti. durum ne"
    assert read(story, "oyna-esli-duz").question.targets == ["team:us", "team:them"]
    assert verdict(story) == [16, 20]


def test_durum_ne_in_duz_asks_every_standing():
    # düz, Cem's normal finish: every other player −2 (ece 8 → 6, ben 5 → 3), Cem stays 6
    story = "düz okey, durum: ece 8 / cem 6 / ben 5. cem normal bitti, durum ne"
    assert read(story, "oyna-duz").question.targets == ["*"]
    assert verdict(story) == [6, 6, 3]


def test_two_people_joined_by_ile_are_both_asked():
    # oyna-101 normal finish: each opened player writes the remainder × 1
    story = "selin açmıştı elinde 8 kaldı, ben açtım elimde 12 kaldı, cem normal bitti. selin ile ben kaç"
    assert read(story, "oyna-101").question.targets == ["name:selin", "ben"]
    assert verdict(story) == [8, 12]
