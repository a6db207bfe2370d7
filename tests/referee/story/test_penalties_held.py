"""Penalties and held okeys counted as often as the story tells them (issue 11, cause 3).

Stories of our own; numbers worked by hand from the sources (oyna-yazboz: a held okey is 101, not
multiplied; each işlek discard and the okey thrown mid-hand 101 each; an unopened hand 202).
"""
from __future__ import annotations

from tests.referee.story.support import verdict


def test_two_copies_of_the_okey_written_glued_are_two_okeys():
    # gösterge m8 → okey m9; two m9 held: 2 × 101 + k4 = 206
    story = "gösterge m8. cem normal bitti. açtım elimde iki tane m9 kaldı bir de k4 kaç yazarım"
    assert verdict(story, "oyna-101") == [206]


def test_an_okey_thrown_in_the_middle_once_is_a_penalty():
    # unopened 202 + the okey thrown mid-hand 101 = 303
    story = "cem normal bitti. nuri açmadı ortada okey attı bi kere. nuri kaç yazar"
    assert verdict(story, "oyna-101") == [303]


def test_an_opening_told_after_hem_de_is_the_same_players():
    # unopened 202 + 2 × 101 işlek = 404, in either order
    assert verdict("cem normal bitti, nuri 2 kez işlek attı hem de açmamıştı nuri kaç yazar", "oyna-101") == [404]
    assert verdict("cem normal bitti, nuri açmamıştı hem de 2 kez işlek attı nuri kaç yazar", "oyna-101") == [404]


def test_two_discards_the_table_makes_islek_are_two_penalties():
    # masada m5 k5 okey kütü: siyah 5 and sarı 5 each add a missing colour → 2 × 101; unopened 202 → 404
    story = ("masada m5 k5 okey kütü vardı. nuri siyah 5 attı, sonra sarı 5 attı. nuri hiç açamadı. "
             "cem normal bitti. nuri kaç yazar")
    assert verdict(story, "oyna-101") == [404]


def test_more_points_told_after_the_okeys_are_the_same_hand():
    # two okeys held 2 × 101 + 6 more points = 208 (held okeys are not multiplied)
    story = "açtım elimde iki okey kaldı üstelik 6 sayı daha var cem normal bitti kaç yazarım"
    assert verdict(story, "oyna-101") == [208]
    # an opening said between does not part them: 101 + 6 = 107
    story = "elimde okey kaldı açmıştım başka 6 sayı var, cem normal bitti, kaç yazarım"
    assert verdict(story, "oyna-101") == [107]


def test_a_remainder_nobody_holds_is_asked_not_dropped():
    from referee.story import read
    # "6 sayı kaldı" after the finisher with no one else told: whose 6 is it? Asked, never dropped
    r = read("cem normal bitti. başka 6 sayı var. nuri kaç yazar", "oyna-101")
    assert r.hands[0].unplaced == ["6"]
    assert [f.value["word"] for f in r.unread] == ["6"]
    assert verdict("cem normal bitti. başka 6 sayı var. nuri kaç yazar", "oyna-101") == []


def test_okey_plus_a_number_is_the_okey_held_and_more():
    # od-101: the tiles ran out (×1); nuri opened, held the okey (101) + 4 → 105 — not "the okey is a 4"
    story = "od kurallarıyla. deste bitti kimse bitmedi. nuri seriyle açmış elinde okey + 4. nuri kaç yazar"
    assert verdict(story, "od-101") == [105]


def test_the_islek_tile_named_in_a_clause_of_its_own():
    # esli-101-turnuva: an işlek tile the next player took costs its number × 10: 6 × 10 = 60
    assert verdict("turnuvada işlek attım sağımdaki aldı, taş m6'ydı. ceza kaç", "turnuva-esli-101") == [60]


def test_someone_else_not_remembering_how_they_opened_is_asked():
    from referee.story import read
    story = "cem normal bitti. nuri açmıştı elinde 9 kaldı ama çiftten mi seriyle mi kimse hatırlamıyor, nuri kaç yazar"
    assert "emin değil" in [f.value["kind"] for f in read(story, "oyna-101").unread]
    assert verdict(story, "oyna-101") == []
