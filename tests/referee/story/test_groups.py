"""Sides named as groups and pairs (referee.story.people.group_sides, teams.pair_named): a group noun is a
side, never a player; a joined pair before "çifti / ikilisi / takımı" is one side of two; the spouse or
"bizimki" at a team table is the partner. Stories of our own; numbers from oyna-yazboz (eşli düz: the
finisher's rivals −2 normal / −4 okey or seven pairs / −8 both; the gösterge's rivals −1) and
esli-101-turnuva (normal: remainder ×1, unopened 202; kafa: unopened 404, halved when the partner opened).
"""
from __future__ import annotations

from referee.story import read
from referee.story.people.group_sides import rewrite
from referee.story.words import words
from tests.referee.story.support import ask, verdict


def test_a_group_noun_is_the_other_side_when_the_asker_speaks_of_us():
    for story, want in (("eşli düz: misafirler 14'teydi, bizimki normal bitti, misafirler kaç oldu", [12]),
                        ("eşli düz: komşular 25teydi, kocam yedi çiftle bitti, komşular kaça indi", [21]),
                        ("eşli düz: karım göstergeyi gösterdi, onlar 10'daydı, kaç oldular", [9])):
        assert verdict(story) == want, story


def test_two_group_names_are_the_two_sides():
    # Kumrular finish with the okey: Şahinler −4 → 14; colour teams the same way: Maviler normal → Kırmızılar −2
    assert verdict("eşli düz 20den: Şahinler 18, Kumrular 15. Kumrular okeyle bitti, Şahinler kaç oldu") == [14]
    assert verdict("eşli düz: kırmızılar 16, maviler 12. maviler normal bitti, kırmızılar kaç") == [14]


def test_our_group_named_beside_biz():
    # "biz Aslanlar": Aslanlar are us; the Kaplanlar's gösterge costs us 1 → 8
    ans = ask("eşli düz: biz Aslanlar 9'daydık, Kaplanlar göstergeyi gösterdi, Aslanlar kaç")
    assert ans is not None and "Aslanlar" in ans.answer and "**8**" in ans.answer


def test_a_group_is_never_a_player():
    ws = words("eşli düz: Baykuşlar 12, Serçeler 9. Serçeler normal bitti")
    assert rewrite(ws) == {"us": "Baykuşlar", "them": "Serçeler"}
    r = read("eşli düz: Baykuşlar 12, Serçeler 9. Serçeler normal bitti", "oyna-esli-duz")
    assert not any("baykus" in k or "serce" in k for k in r.people)


def test_words_of_the_game_and_greetings_are_no_group():
    ws = words("arkadaşlar, eşli düzde taşlar bitti, perler yerde kaldı")
    assert rewrite(ws) == {}


def test_honorific_plural_names_the_side_of_those_told_with_it():
    # Okan Bey finished normally: Sevim Hanım 11, Filiz Hanım unopened 202 → Hanımlar 213
    ans = ask("turnuvada Okan Bey normal bitti; Sevim Hanım açmıştı elinde 11 kaldı, Filiz Hanım açamamıştı. "
              "Hanımlar kaç yazar?")
    assert ans is not None and "**213**" in ans.answer and "Hanımlar" in ans.answer


def test_the_spouse_is_a_plain_player_at_a_table_without_teams():
    r = read("101de kocam normal bitti, ben açmıştım elimde 20 kaldı, kaç yazarım", "oyna-101")
    assert "esim" not in r.people

