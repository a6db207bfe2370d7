"""Players named by a description, a compass seat or a colour side, not by a name (issue 11, stories-r21's
causes: every family with phrasings of our own, never the round's).

Numbers worked by hand from the sources. esli-101-turnuva: the finisher writes −101 (×2 okeyle), the
finisher's partner 0, an unopened rival 202 (×2 okeyle), an opened rival the remainder (×2 okeyle, ×2
more if opened with pairs), a failed opening 101. oyna-101: the same without partners. Düz (oyna-yazboz):
a normal finish takes 2 points off each other column.
"""
from __future__ import annotations

import pytest

from referee.story import read
from tests.referee.story.support import verdict

T = "turnuva-esli-101"


def _players(story: str, ruleset: str = T) -> set[str]:
    return {k for k in read(story, ruleset).people if not k.startswith("desc:")}


# --------------------------------------------------------------------------- compass seats ("-daki")

@pytest.mark.parametrize("story, want", [
    # the seat in any case, with or without a head noun after it
    ("turnuvada güneydeki arkadaş okeyle bitti; batıdakinin elinde 21 kaldı, açmıştı. batıdakine kaç yazılır", 42),
    ("eşli turnuva, doğudaki oyuncu normal bitti. kuzeydeki açamamıştı. kuzeydekine ne yazıyoruz", 202),
    ("turnuvada kuzeydeki kadın okeyle bitti, doğudaki hiç açmadı, doğudakine kaç", 404),
    ("eşli 101 turnuvası: batıdaki normal bitti, güneydeki açmış 9 ile kaldı, güneydekine kaç", 9),
    ("turnuvada Zafer (güney) normal bitti, Levent (doğu) açamadı, Levent'e kaç", 202),
])
def test_a_compass_seat_is_one_player_in_every_form(story, want):
    assert want in verdict(story, T)
    assert len(_players(story)) <= 4


def test_the_seat_across_is_the_partner_at_a_team_table():
    # north and south sit across: the finisher's partner writes 0 (the one beside them is a rival: 202)
    story = "turnuvada kuzeydeki oyuncu normal bitti; güneydeki de doğudaki de açamamıştı. güneydekine ve doğudakine kaç"
    r = read(story, T)
    assert r.people["seat:kuzey"].team == r.people["seat:guney"].team != r.people["seat:dogu"].team
    nums = verdict(story, T)
    assert 202 in nums and 0 in nums


def test_a_seat_told_twice_is_one_player():
    story = "batıdaki oyuncu okeyle bitti. kuzeydeki oyuncu açmıştı, kuzeydekinin elinde 14 kaldı. kuzeydekine kaç"
    assert _players(story) == {"seat:bati", "seat:kuzey"}
    assert 28 in verdict(story, T)


# --------------------------------------------------------------------------- described players

@pytest.mark.parametrize("story, ruleset, want", [
    ("101 oynuyoruz: gözlüklü kız okeyle bitti, sakallı adam açamadı. sakallı adama kaç yazılır", "oyna-101", 404),
    ("turnuvada İzmirli misafirimiz açmaya kalktı ama 88 çıktı, taşları geri topladı. ona kaç ceza", T, 101),
    ("Rus misafir açmıştı, elinde 22 kaldı; Can normal bitti. misafire kaç yazılır", "oyna-101", 22),
    ("yeni eleman okeyle bitti, Derya açamadı; Derya'ya kaç", "oyna-101", 404),
    ("101'de Fransız konuk Pierre normal bitti, Ayla açmıştı elinde 13 kaldı; Ayla kaç yazar", "oyna-101", 13),
])
def test_a_described_player_is_one_candidate_whatever_its_words(story, ruleset, want):
    assert want in verdict(story, ruleset)
    assert len(_players(story, ruleset)) <= 4


def test_a_description_and_its_name_are_one_player():
    story = "Fransız konuk Pierre normal bitti, Ayla açmıştı elinde 13 kaldı; Ayla kaç yazar"
    assert _players(story, "oyna-101") == {"name:pierre", "name:ayla"}


def test_two_descriptions_are_two_players_and_one_word_of_one_picks_it():
    # the Hollandalı guest alone is asked: 202 × 2 (okeyle) = 404
    story = "Alman misafir Hans okeyle bitti. Hollandalı misafir açamadı. Hollandalıya kaç"
    assert _players(story, "oyna-101") == {"name:hans", "name:hollandali_misafir"}
    assert 404 in verdict(story, "oyna-101")


def test_a_described_person_who_plays_no_part_is_no_player():
    story = "bi dakika küçük çocuk ağlıyor. Can normal bitti, ben açamadım, kaç yazarım"
    assert _players(story, "oyna-101") == {"name:can", "ben"}
    assert 202 in verdict(story, "oyna-101")


# --------------------------------------------------------------------------- sides named by a colour

def test_a_colour_before_takim_or_in_the_plural_is_a_side():
    # yeşiller: Okan 15 + his partner unopened 202 = 217
    story = "turnuvada sarı takımdan Nevzat normal bitti. yeşillerden Okan açmıştı, elinde 15 kaldı; eşi açamadı. " \
            "yeşil takımın toplamı kaç"
    assert 217 in verdict(story, T)


def test_compass_seats_listed_after_a_colour_are_its_members():
    # okeyle: güney (mavi) unopened 404, kuzey (mavi) 12 × 2 = 24 → mavi 428
    story = "mavi takım kuzey-güney, kırmızılar doğu-batı. doğudaki okeyle bitti. kuzeydeki 12 ile kaldı, açmıştı; " \
            "güneydeki açamadı. mavi takıma kaç yazılır"
    assert 428 in verdict(story, T)


def test_a_colour_side_at_a_duz_team_table_is_the_side_of_its_plural():
    # normal finish by the sarılar: the yeşil column loses 2 → 9 − 2 = 7
    story = "eşli düz okey: yeşil takım 9'da, sarılar 14'teydi. sarılardan Nur normal bitti. yeşiller kaça düştü"
    assert 7 in verdict(story, "oyna-esli-duz")


def test_a_colour_in_parentheses_is_the_players_side():
    # kırmızılar: Selin unopened 202 + her partner 8 = 210
    story = "turnuvada Garson Ali (mavi takım) normal bitti; kırmızılardan Selin açamadı, eşi açmıştı 8 ile kaldı. " \
            "kırmızı takıma kaç"
    assert 210 in verdict(story, T)


def test_both_sides_asked_with_her_iki():
    # deste bitti: every column writes what it holds; "her iki" is no number of the hand
    story = "turnuva: deste bitti, kimse bitiremedi. kuzeydeki açmıştı 10 kaldı, güneydeki açmıştı 5 kaldı, doğudaki " \
            "açmıştı 7 kaldı, batıdaki açmıştı 3 kaldı. her iki takımın toplamı kaç"
    nums = verdict(story, T)
    assert 15 in nums and 10 in nums and 2 not in nums


# --------------------------------------------------------------------------- table numbers, partners asked

@pytest.mark.parametrize("where", ["12 numaralı masada", "7 nolu masada", "4. masada", "masa no 3'te"])
def test_a_table_number_is_never_a_player_nor_a_number_of_the_hand(where):
    story = f"turnuvada {where} Cem normal bitti, Ece açamadı. Ece'ye kaç"
    assert verdict(story, T) == [202]


def test_a_named_players_partner_asked_in_the_dative():
    # Hakan opened; his partner did not: normal finish by Cem → the partner writes 202
    story = "turnuvada Cem normal bitti. Hakan açmıştı, elinde 6 kaldı ama eşi açamadı. Hakan'ın eşine kaç yazılır"
    assert 202 in verdict(story, T)


# --------------------------------------------------------------------------- people by where they come from, by what they are

@pytest.mark.parametrize("story, ruleset, want", [
    ("Rizeli okeyle bitti, Trabzonlu açamadı; Trabzonluya kaç", "oyna-101", 404),
    ("bizim köylü normal bitti, ben açamadım, kaç yazarım", "oyna-101", 202),
    ("Sivaslı Hüseyin normal bitti, Vanlı açmıştı elinde 9 kaldı, Vanlıya kaç yazılır", "oyna-101", 9),
    ("Erzurumluya açmıştı elinde 12 kaldı, Ali normal bitti, Erzurumluya kaç", "oyna-101", 12),
    ("gözlüklü olan normal bitti; genç olan açmıştı elinde 8 kaldı; genç olana kaç", "oyna-101", 8),
    ("en yaşlımız okeyle bitti, en gencimiz açamadı; en gencimize kaç", "oyna-101", 404),
    ("Ankara'dan gelen adam normal bitti, sonradan oturan kız açamadı, kıza kaç", "oyna-101", 202),
])
def test_a_person_called_by_a_trait_is_one_player(story, ruleset, want):
    assert want in verdict(story, ruleset)
    assert len(_players(story, ruleset)) <= 4


def test_a_name_typed_with_a_trait_before_it_is_that_name():
    story = "Sivaslı Hüseyin normal bitti, Vanlı açmıştı elinde 9 kaldı, Vanlıya kaç yazılır"
    assert _players(story, "oyna-101") == {"name:huseyin", "name:vanli"}


def test_a_handle_and_its_short_form_at_a_crowded_table_are_one_player():
    # five names for four seats: "mert" is inside "xXmertXx" — one player, his 12 left
    story = "xXmertXx açtı, ayşe normal bitti, mert'in elinde 12 kaldı, can açamadı, deniz açmıştı elinde 3 kaldı. mert kaç"
    r = read(story, "oyna-101")
    assert len(_players(story, "oyna-101")) == 4 and any("aynı kişi" in a for a in r.assumed)
    assert 12 in verdict(story, "oyna-101")


def test_a_side_word_is_no_fifth_player_once_its_two_are_named():
    # "karşı takım Rıza ile yaşlı adam": the side is those two; ours: 10 + Ali unopened 202 = 212
    story = "turnuvada eşim Ali, karşı takım Rıza ile yaşlı adam. Rıza normal bitti, ben açmıştım elimde 10 kaldı, " \
            "Ali açamadı. takım kaç yazıyor"
    assert len(_players(story)) == 4
    assert 212 in verdict(story, T)


# --------------------------------------------------------------------------- sides told in phrases

def test_a_side_of_two_told_in_phrases():
    # ours: the asker and the one from the village; okeyle by the rivals' Ankara'dan gelen adam:
    # ben unopened 404, köylü 7 × 2 = 14 → 418
    story = "turnuvada ben ile bizim köylü eşiz, karşı takım Rizeli ile Ankara'dan gelen adam. Ankara'dan gelen adam " \
            "okeyle bitti, ben açamadım, köylü açmıştı elinde 7 kaldı. takım kaç yazıyor"
    r = read(story, T)
    assert r.people["name:rizeli"].team == r.people["name:ankara_gelen_adam"].team != r.people["ben"].team
    assert 418 in verdict(story, T)


def test_a_colour_side_listed_after_a_colon():
    # yeşiller: Nur and Efe; sarılar: Ada and Can. Can normal bitti: each yeşil writes its own → 202 + 5
    story = "turnuva: yeşil takım: Nur ve Efe; sarılar: Ada ve Can. Can normal bitti, Nur açamadı, Efe açmıştı " \
            "elinde 5 kaldı. yeşil takıma kaç"
    r = read(story, T)
    assert r.people["name:nur"].team == r.people["name:efe"].team != r.people["name:can"].team
    assert 207 in verdict(story, T)
