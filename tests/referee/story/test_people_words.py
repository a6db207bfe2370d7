"""Who is a player (referee.story.people): ordinary words are none, kin words are, teams told as pairs
are the sides. Stories of our own; numbers from oyna-101 (normal finish: unopened 202, an opened
player the remainder × 1, an işlek discard +101 each) and esli-101-turnuva / od-101-puan (an okey
taken from a rival's meld: +101 to the meld's owner)."""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


def test_an_inflected_common_word_is_no_extra_player():
    # "kağıdı" (kağıt + accusative) once made a fifth player and the story was refused
    story = "kağıdı kim tutacak diye tartıştık. ali normal bitti, veli açamadı. veli kaç yazar"
    assert set(read(story, "oyna-101").people) == {"name:ali", "name:veli"}
    assert verdict(story) == [202]


def test_an_adjective_before_a_kin_word_describes_that_player():
    story = "küçük enişte açmıştı elinde 12 kaldı, ali normal bitti. enişte kaç yazar"
    assert set(read(story, "oyna-101").people) == {"name:eniste", "name:ali"}
    assert verdict(story) == [12]


def test_a_name_in_the_genitive_is_the_same_rival():
    # Oya's meld lost its okey to our side: Oya 20 + 101, her partner unopened 202
    story = ("eşli 101. eşim karşı takımdan oyanın perindeki okeyi aldı, sonra ben normal bitirdim. "
             "oya açmıştı elinde 20 kaldı, ortağı cem açmadı. karşı takım kaç")
    assert verdict(story) == [323]


def test_two_discards_the_table_makes_islek_count_twice():
    # k5 m5 okey küt: siyah 5 and sarı 5 are both işlek — 202 unopened + 2 × 101
    story = ("masada k5 m5 okey kütü vardı. cem siyah 5 attı, sonra sarı 5 de attı. cem açamadı, ali normal "
             "bitti. cem kaç yazar")
    assert verdict(story) == [404]


def test_teams_told_with_the_comitative_are_the_sides():
    # eşli düz from 20: the rivals' normal finish costs our side 2 → 18, theirs stays 20
    story = "eşli düz 20den başladık. annemle ben bir takım, dayımla teyzem karşı. dayım normal bitti. iki takım kaçta"
    r = read(story, "oyna-esli-duz")
    assert r.people["name:dayim"].team == "them" and r.people["ben"].team == "us"
    assert verdict(story) == [18, 20]


def test_an_okey_thrown_then_not_taken_is_the_101_penalty():
    # turnuva: my işlek m4 taken by the next player (4 × 10), my partner's okey thrown and taken by nobody
    # (101, esli-101-turnuva); the earlier "aldı" belongs to my işlek, not to the okey
    story = ("turnuva masası. önce ben m4 işlek attım, sağımdaki aldı. sonra eşim okeyi attı, okey mavi 5, kimse "
             "almadı. cem normal bitti. ben açmıştım elimde 20 kaldı, eşim açamadı. takımımız kaç yazar")
    assert verdict(story) == [363]


def test_a_side_word_opening_a_sentence_is_no_player():
    # "karşı:" seats the two told after it on the other side — four players, not five
    story = "eşli 101. eşim okeyle bitti. ben açtım elimde 30 kaldı. karşı: cem açmadı, oya açtı elinde 12 kaldı. herkes kaç"
    r = read(story, "turnuva-esli-101")
    assert {k: p.team for k, p in r.people.items()} == {"esim": "us", "ben": "us", "name:cem": "them",
                                                        "name:oya": "them"}


def test_a_kin_word_before_a_name_is_that_person():
    # "kuzenim Selin" and later "kuzenim" are Selin: three players, Selin's okey finish × 2 (oyna-101)
    story = "kuzenim selin okeyle bitti. babam açmamıştı. ben açtım elimde 10 kaldı. kuzenim kaç yazar, ben kaç"
    assert set(read(story, "oyna-101").people) == {"name:selin", "name:babam", "ben"}
    assert verdict(story) == [-202, 20]


def test_a_kin_word_in_a_list_is_its_own_person():
    r = read("babam, ayşe ve ben açtık. cem bitti", "oyna-101")
    assert {"name:babam", "name:ayse", "ben"} <= set(r.people)


def test_a_pair_told_without_a_side_word_is_no_team_at_a_table_of_four():
    # oyna-101 is played alone: "annemle ben 12'deydik" tells two players, not a partner
    r = read("cem normal bitti. annemle ben 12deydik, annem açmıştı elinde 5 kaldı. annem kaç yazar", "oyna-101")
    assert "esim" not in r.people and "name:annem" in r.people


def test_a_person_taken_back_is_the_one_told_after():
    # "halam yok teyzem": one player, teyzem; oyna-101 normal finish, unopened 202
    story = "cem normal bitti. halam yok teyzem açamadı. teyzem kaç yazar"
    assert set(read(story, "oyna-101").people) == {"name:cem", "name:teyzem"}
    assert verdict(story) == [202]
