"""A seat word and the name beside it are one player; a verb form, a measure or a hand's contents
are no player (issue 11, causes 1 and 10).

Stories of our own; numbers worked by hand from oyna-yazboz: at a normal finish an unopened player
writes 202, an opened one their remainder, doubled when they opened with pairs.
"""
from __future__ import annotations

import pytest

from referee.story import read
from referee.story.people.names import discover
from referee.story.people.seats import seat_of
from referee.story.words import words
from tests.referee.story.support import verdict


def _players(story: str, ruleset: str = "oyna-101") -> dict[str, str]:
    return {k: p.name for k, p in read(story, ruleset).people.items()}


# --------------------------------------------------------------------------- a seat word and its name


@pytest.mark.parametrize("told", [
    "solumdaki Terzi açmadı",
    "solumdaki terzi açmadı",
    "Terzi (solumdaki) açmadı",
    "solumda oturan Terzi açmadı",
    "Terzi solumda oturuyordu, açmadı",
    "solundaki Terzi açmadı",
    "sol tarafımdaki Terzi açmadı",
    "solumdaki arkadaş Terzi açmadı",
])
def test_a_seat_word_and_a_name_are_one_player(told):
    story = (f"ben normal bittim. {told}. karşımdaki Muhtar seriyle açtı, elinde 12 kaldı. "
             "sağımdaki Bakkal çiftten açtı, elinde 5 kaldı. üçü kaç yazar")
    people = _players(story)
    assert len(people) == 4, people
    assert people["seat:sol"] == "Terzi" and people["seat:karsi"] == "Muhtar" and people["seat:sag"] == "Bakkal"
    got = verdict(story, "oyna-101")
    assert 202 in got and 12 in got and 10 in got, got


def test_a_seat_an_epithet_and_a_name_are_one_player():
    story = ("Doktor normal bitti. yanımdaki Kör Cemal açamadı, karşımızdaki Şoför seriyle açtı elinde 9 kaldı. "
             "ben de açmıştım elimde 3 kaldı. kim kaç yazar")
    people = _players(story)
    assert len(people) == 4, people
    assert people["seat:yan"] == "Cemal" and people["seat:karsi"] == "Şoför"


def test_the_name_told_alone_later_is_the_same_seat():
    story = ("karşımdaki Manav okeyle bitti. Manav'ın eşi yok, tekli oynuyoruz. solumdaki İmam açmadı. "
             "İmam kaç yazar")
    people = _players(story)
    assert "name:manav" not in people and "name:imam" not in people and people["seat:sol"] == "İmam"
    assert verdict(story, "oyna-101") == [404]


def test_a_seat_at_someone_elses_side_is_no_seat_of_mine():
    # "Cemal'in solundaki": at Cemal's left — not the asker's left, and no merge with the name after it
    assert seat_of("karsisindaki") is None and seat_of("masadaki") is None
    story = "Cemal'in solundaki Nazmi açmadı, Cemal bitti"
    assert "seat:sol" not in _players(story)


def test_a_seat_across_me_at_a_team_table_is_my_partner_by_name():
    story = "eşli turnuva. karşımdaki Berk okeyle bitti, ben açmıştım elimde 10 kaldı. sağımdaki Tuna açmadı. kaç yazarım"
    r = read(story, "turnuva-esli-101")
    assert "name:berk" not in r.people and "Berk" in r.people["esim"].aliases


# --------------------------------------------------------------------------- no player at all


@pytest.mark.parametrize("story, word", [
    ("Manav Cemil çiftten açtı, işleye işleye bitti", "isleye"),
    ("ali seriyle açtı, gide gide bitti", "gide"),
    ("iki tarafın ayrı ayrı ve takım olarak puanı ne", "olarak"),
    ("ben açtım ve elimde kocaman 40 kaldı, Yusuf açamadı", "kocaman"),
    ("Yusuf'un elinde koskoca 55 kaldı", "koskoca"),
    ("yedi ellik maçın beşinci eli bitti", "ellik"),
])
def test_a_verb_form_a_measure_or_what_lies_in_a_hand_is_no_name(story, word):
    assert word not in discover(words(story)).names


# --------------------------------------------------------------------------- groups said with a number, asides


@pytest.mark.parametrize("told, ref", [
    ("üçü kaç yazar", "q:digerleri"),
    ("3'üne ne yazılır", "q:digerleri"),
    ("4'ümüz de açmıştık", "q:herkes"),
    ("dördümüzün elinde okey yoktu", "q:herkes"),
    ("üçümüze kaçar yazılır", "q:ucumuz"),
    ("ikimizin toplamı kaç", "q:ikimiz"),
])
def test_a_number_with_a_possessive_is_a_group_of_players(told, ref):
    from referee.story.reader import facts_of

    assert ref in [f.value.get("ref") for f in facts_of(words(told)) if f.dim == "people"]


def test_a_number_left_in_hand_is_no_group():
    from referee.story.reader import facts_of

    assert not [f for f in facts_of(words("elimde 3 kaldı, ali 4 ile kaldı")) if f.value.get("ref", "").startswith("q:")]


def test_each_of_us_asked_separately_is_every_one_of_us():
    # okey finish by Can: Oya opened, 6 left → 6 × 2 = 12; Efe unopened → 404; I opened, 5 left → 10
    story = ("Can son taşı okey atıp bitti. ben açmıştım elimde 5 kaldı. Oya açmıştı, elinde 6 kaldı. "
             "Efe açamadı. üçümüze ayrı ayrı kaç yazılır")
    assert sorted(verdict(story, "oyna-101")) == [10, 12, 404]


def test_a_partner_told_in_parentheses_is_that_player_not_one_more():
    # tournament, normal finish by Ayla: her partner Nur (told "Nur'un (eşi)") writes nothing;
    # Oya opened, 20 left; Efe unopened 202 → their side 222
    story = "eşli turnuva. Ayla normal bitti. Nur'un (eşi) elinde 25 vardı. Oya açmıştı elinde 20, Efe açamadı. takımlar kaç"
    r = read(story, "turnuva-esli-101")
    players = [k for k in r.people if not k.startswith("desc:")]
    assert len(players) == 4 and "name:nur" in players, players
    assert not any(k.startswith("partner:") for k in players)


@pytest.mark.parametrize("story", [
    "Ali-Veli çiftine karşı oynadık, Ali bitti, ben açamadım. kaç yazarım",
    "Ali-Veli takımına karşı oynadık, Ali bitti, ben açamadım. kaç yazarım",
])
def test_against_a_pair_is_no_rival_player_of_its_own(story):
    r = read(story, "turnuva-esli-101")
    assert "rakip" not in r.people and r.people["name:ali"].team == r.people["name:veli"].team


# --------------------------------------------------------------------------- a trade or a rank alone is a nickname


@pytest.mark.parametrize("nick", ["kahveci", "kapıcı", "boyacı", "çırak", "reis", "kalfa"])
def test_a_trade_or_a_rank_told_as_a_subject_is_a_player(nick):
    # okey finish by Oya: the nickname unopened → 404; I opened, 5 left → 10
    story = f"Oya okeyle bitti. {nick} açamadı, ben açmıştım elimde 5 kaldı. {nick} kaç yazar"
    r = read(story, "oyna-101")
    assert any(p.name.lower().startswith(nick[:3]) for p in r.people.values()), r.people
    assert verdict(story, "oyna-101") == [404]


def test_a_rank_closing_the_question_is_still_the_one_asked():
    assert verdict("Ali okeyle bitti ben açmadım, kaç yazarım reis", "oyna-101") == [404]


def test_a_person_with_a_side_in_parentheses_is_a_player():
    story = "eşli turnuva. Kapıcı (karşı takım) normal bitti. ben açtım elimde 9 kaldı, eşim açmadı. biz kaç"
    r = read(story, "turnuva-esli-101")
    assert r.people["name:kapici"].team == "them" and r.hands[0].finishers == ["name:kapici"]


def test_a_side_listed_with_a_seat_word_and_a_name_has_that_name():
    # Kalfa (across me) is my partner: 8 left; I had not opened → 202; our side 210
    story = "eşli turnuva. biz ben + karşımdaki Kalfa. rakip Reis normal bitti. Kalfa açmıştı elinde 8 kaldı, ben açamadım. biz kaç"
    r = read(story, "turnuva-esli-101")
    assert "name:kalfa" not in r.people and len(r.people) == 3
    assert verdict(story, "turnuva-esli-101") == [210]
