"""Every party the question asks about gets a number (issue 11, cause 6): "herkesin puanı",
"kaç hepsi", "X ile ben kaç" — never the asker's number alone presented as the whole answer.

Stories of our own; numbers worked by hand from the sources (oyna-yazboz: the finisher −101, an
unopened hand 202, an opened one its remainder, all × the finish's multiplier).
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


def _targets(story: str) -> list[str]:
    return read(story, "oyna-101").question.targets


def test_everyones_score_as_a_noun_phrase_asks_everyone():
    story = "cem normal bitti. nuri açmadı. ben açtım elimde 12 kaldı. herkesin puanı"
    assert _targets(story) == ["*"]
    assert verdict(story, "oyna-101") == [-101, 202, 12]


def test_hepsi_after_the_question_word_asks_everyone():
    # okey finish ×2: cem −202, nuri unopened 404, mine 5 × 2 = 10
    story = "cem okeyle bitti nuri açmadı ben açtım elimde 5 kaldı kaç hepsi"
    assert _targets(story) == ["*"]
    assert sorted(verdict(story, "oyna-101")) == [-202, 10, 404]


def test_two_people_joined_by_ile_are_both_asked():
    # okey finish ×2: nuri 9 × 2 = 18, mine 5 × 2 = 10
    story = "cem okeyle bitti nuri açmış elinde 9 kaldı ben açtım elimde 5 kaldı nuri ile ben kaç"
    assert _targets(story) == ["name:nuri", "ben"]
    assert verdict(story, "oyna-101") == [18, 10]


def test_my_own_question_still_asks_me_only():
    story = "cem okeyle bitti nuri açmış elinde 9 kaldı ben açtım elimde 5 kaldı kaç yazarım"
    assert _targets(story) == ["ben"]


def test_a_third_person_plural_question_asks_the_others():
    # I finished (−101); nuri opened with 9 left; sevgi did not open: 202
    story = "ben normal bittim. nuri açmıştı elinde 9, sevgi açmamıştı. kaç yazdılar, ben kaç"
    assert _targets(story) == ["others", "ben"]
    assert verdict(story, "oyna-101") == [9, 202, -101]


def test_a_question_about_the_finish_kind_gives_the_finisher_and_the_asker():
    # nuri had opened, so cem laying everything down at once is a normal finish: cem −101, mine 20
    story = "nuri açmıştı, sonra cem bütün taşlarını bi seferde indirip bitti. elden mi sayılır? ben açtım elde 20 var"
    assert _targets(story) == ["finisher", "ben"]
    assert verdict(story, "oyna-101") == [-101, 20]


def test_someone_asked_whom_the_reader_could_not_place_is_asked_not_dropped():
    # "gazo" is told twice and asked, but no rule took the word for a player: no partial answer
    story = ("od-101. gazo 98le açmaya kalktı yetmedi geri topladı, sonra da açamadı. cem açtığı turda bitirdi "
             "elden yani. ben açtım 15 kaldı. gazo kaç ben kaç")
    r = read(story, "od-101")
    assert [f.value for f in r.unread] == [{"kind": "kişi", "word": "gazo"}]
    assert verdict(story, "od-101") == []
    # a word asked about that the story never told is no one ("kağıda ne yazalım")
    assert read("rakip normal bitti. ben açtım 15 kaldı. kağıda ne yazalım", "oyna-101").question.unknown == []
