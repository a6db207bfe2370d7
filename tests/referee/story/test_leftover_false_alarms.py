"""Words the leftover guard took for an unread number or finish word although they change nothing,
and a last tile the story itself says was not the okey (issue 11, cause 5).

Stories of our own; numbers worked by hand from the sources (oyna-yazboz; esli-101-turnuva for the
Okey Gecesi: season points = players − rank + 1, +4 / +2 / +1 for the first three).
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


def test_the_number_of_pairs_of_an_opening_is_no_leftover():
    # cem çiftten açtı 5 çift, then finished normal with pairs opened: ×2 → −202; nuri 8 → 16
    story = "cem çiftten açtı 5 çift, sonra normal bitti. nuri açmıştı elinde 8 kaldı. herkes ne yazar"
    assert read(story, "oyna-101").unread == []
    assert verdict(story, "oyna-101") == [-202, 16]


def test_seven_pairs_is_never_excused():
    from referee.story.leftovers.rules import EXCUSES
    from referee.story.rules import run
    from referee.story.words import words
    assert run(EXCUSES, words("cem çiftten açtı 7 çift"), "leftovers") == []


def test_passing_the_target_is_a_question_about_the_match():
    # nuri at 920, unopened at an okey finish: 404 → 1324, over 1000: the match is over
    story = "nuri 920deydi bu el açamadı, cem okeyle bitti. nuri 1000'i geçti mi kaç oldu"
    r = read(story, "oyna-101")
    assert "over" in r.question.what and r.unread == []
    assert 1324 in verdict(story, "oyna-101")


def test_a_last_tile_said_not_to_be_the_okey_needs_no_okey():
    # a normal finish, the last tile told and said not to be the okey: ×1, nuri 14 (no gösterge asked)
    story = "nuri açmıştı elinde 14 kaldı. cem normal bitti, son taş m3 okey değil. nuri kaç yazar"
    assert verdict(story, "oyna-101") == [14]


def test_ranks_after_a_taught_name_and_with_ciktim():
    # 6 players: ben 2. → 6 − 2 + 1 = 5 + 2 = 7; Sevgi 1. → 6 + 4 = 10
    r = read("okey gecesi 6 kişiydik. ben 2. çıktım, arkadaşım sevgi 1. 🥇 sezon puanlarımız ne", "turnuva-esli-101")
    ranks = sorted(x["n"] for x in r.night.get("ranks", []))
    assert ranks == [1, 2]


def test_duz_okey_then_a_count_is_no_okey_tile():
    # oyna-duz: seven pairs and the okey last: the others lose 8 — 9 − 8 = 1
    story = "düz okey 7 çift bitti son taş da okey, ben 9daydım kaç kaldım"
    r = read(story, "oyna-duz")
    assert r.hands[0].okey is None and r.unread == []
    assert verdict(story, "oyna-duz") == [1]


def test_a_denied_finish_kind_is_no_unread_finish():
    # düz okey from 20: an okey finish (not seven pairs) costs the others 4 → 16 (oyna-yazboz)
    assert verdict("düz okey 20den başladık. Nevin okey atıp bitti (çift değil). ben kaç puanla kaldım", "oyna-duz") == [16]
    # 101 normal finish ×1 ("okeyle değil"): 7 left → 7
    assert verdict("Nevin bitti, okeyle değil, ben açtım elimde 7 kaldı kaç yazarım", "oyna-101") == [7]
